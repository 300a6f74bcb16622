"""The Equilibrium table: every player's ring of guild hexes, the game board, the intrigue track.

Your own board is large on the right, your rivals' boards along the top, the
shared game board (round counter, action cards, guild power, supply) on the
left and the intrigue track along the bottom.  You play by dragging your
action tokens onto cards, clicking boards and hexes, dragging influence
tokens, and answering the panels (``gestures``); the table scene's action
picker offers every legal action as well.  Each board carries its player's
name, kind and score, so the scene's seat panels are hidden (the kit's
:class:`~game.ui.kit.base.BaseTable`).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core import Action, Event, GameState
from game.ui.audio import audio
from game.ui.kit import sprites
from game.ui.kit.above import from_above
from game.ui.kit.base import BaseTable
from game.ui.kit.choices import prompt_line
from game.ui.kit.motion import Motion
from game.ui.kit.rivals import Section
from game.ui.kit.seats import draw_secret_status
from game.ui.kit.table import Drawn
from game.ui.tables.equilibrium import boards, read, scene, tracks
from game.ui.tables.equilibrium.anim import disc_key, fly_ops
from game.ui.tables.equilibrium.frame import Frame
from game.ui.tables.equilibrium.gestures import Gestures
from game.ui.tables.equilibrium.layout import BoardGeom, TableLayout, compute
from game.ui.tables.equilibrium.model import TableModel
from game.ui.tables.equilibrium.read import (
    ERA,
    GUILD,
    OPS_STAGES,
    PROMPTS,
    REACT,
    RESOLVE,
    SELF_FAVOUR,
    SETUP,
    TARGET,
    EquilibriumState,
    discs_on,
    model_of,
)


class EquilibriumTable(BaseTable[EquilibriumState]):
    """The Equilibrium table view (see the module docstring)."""

    picker_share = 0.3  # most moves are made on the board itself: the game log gets more of the column

    def __init__(self, table) -> None:
        super().__init__(table)
        self.motion = Motion(on_land=lambda flight: audio.play("drop"))
        self.gestures = Gestures(table.drag, self.board_at, lambda: self.names)
        self.area: TableLayout | None = None
        self.model: TableModel | None = None
        self.drawn = Drawn()

    def rival_sections(self, view: EquilibriumState, seat: int) -> tuple[Section, ...]:
        """A rival's panel (``game.ui.kit.rivals``), read from the view."""
        return read.rival_sections(view, seat)

    # -- the kit's hooks ---------------------------------------------------------------------
    def regions_key(self, view: EquilibriumState) -> tuple:
        return (view.players, len(view.cards))

    def lay_out(self, view: EquilibriumState) -> TableLayout:
        return compute(self.full, view.players, self.me, len(view.cards), from_above(view))

    def rebuild(self, view: EquilibriumState) -> None:
        area = self.regions(view)
        self.model = model_of(view, self.me)
        self.motion.speed = self.speed()
        self.motion.slider("intrigue").track(list(view.intrigue), self.motion.speed)
        self.gestures.rebuild(self.model, self.table.legal_actions(), area, self.style_of, self.names)
        focus = self.gestures.focus
        self.drawn = Drawn()   # until the next frame is painted: where the boards lie
        self.drawn.places.update(scene.board_places(area, focus[0] if focus is not None else None))

    def happened(self, events: list[Event], before: EquilibriumState, after: EquilibriumState) -> None:
        """Discs fly for every token operation just made."""
        area = self.area
        if area is None:
            return
        _radius, piles = tracks.supply_spots(area.supply)
        for event in events:
            if event.kind != "ops" or not isinstance(event.data, dict):
                continue
            seat = int(event.data.get("player", -1))
            geom = area.boards.get(seat)
            if geom is None:
                continue
            old, new = list(before.boards[seat]), list(after.boards[seat])

            def where(board: list[int], g: int, v: int, geom: BoardGeom = geom) -> tuple[float, float]:
                spots = [pos for value, pos in boards.disc_positions(geom, discs_on(board, g), g) if value == v]
                return spots[-1] if spots else geom.hexes[g]
            fly_ops(self.motion, seat, str(event.data.get("ops", "")), partial(where, old), partial(where, new),
                    piles.__getitem__, boards.disc_radius(geom))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.motion.update(dt)
        self.gestures.map.settle_pieces()

    def handle(self, event: pygame.event.Event) -> Action | None:
        super().handle(event)
        if self.motion.busy and (event.type == pygame.MOUSEBUTTONDOWN or
                                 (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)):
            self.motion.finish()
            if event.type == pygame.KEYDOWN:
                return None
        return self.gestures.handle(event)

    def skip_animations(self) -> None:
        self.motion.finish()

    def board_at(self, pos: tuple[int, int]) -> tuple[int, int | None]:
        """(seat, guild or None) under `pos`; (-1, None) off every board."""
        if self.area is None:
            return -1, None
        focus = self.gestures.focus
        if focus is not None and focus[0].hex_at(pos) is not None:
            return focus[0].seat, focus[0].hex_at(pos)
        for seat, geom in self.area.boards.items():
            g = geom.hex_at(pos)
            if g is not None:
                return seat, g
        for seat, geom in self.area.boards.items():
            if not geom.large and geom.rect.collidepoint(pos):
                return seat, None
        return -1, None

    # -- drawing ---------------------------------------------------------------------------
    def frame(self, model: TableModel) -> Frame:
        """What this frame shows beyond the model: each board's look, the focus board, what is lit."""
        stage = model.step
        lit_cards, drag_hexes = self.gestures.dragging_lit()
        focus = self.gestures.focus
        focus_look = None
        if focus is not None:
            focus_look = self._look(focus[0].seat, model, stage, drag_hexes)
            focus_look.hover_hex = focus[0].hex_at(self.mouse)
        mine = self.my_turn()
        return Frame(looks={seat: self._look(seat, model, stage, drag_hexes) for seat in self.area.boards}
                     if self.area is not None else {},
                     focus=focus[0] if focus is not None else None, focus_look=focus_look, lit_cards=lit_cards,
                     asking=self.gestures.asking_card, dragging=self.gestures.drag.dragging is not None,
                     supply_lit={t.key[2] for t in self.gestures.drag.tokens if t.key[0] == "supply"},
                     in_hand={t.key[1] for t in self.gestures.drag.tokens if t.key[0] == "token"},
                     intrigue=self.motion.slider("intrigue").shown, mouse=self.mouse, clock=self.clock,
                     ribbon=ribbon_text(model, mine, self.names), mine=mine)

    def draw(self, surface: pygame.Surface, shown: GameState, rect: pygame.Rect) -> None:
        view = self.ready(shown)
        model = self.model
        if view is None or model is None:
            return
        area = self.regions(view)
        seats = [self.seat_look(p) for p in range(model.players)]
        if self.above:   # what the table shows of every seat's hand and secret votes
            for seat in area.strips:
                self.held.note(seat, boards.held_of(model, seat, self.names[seat]))
        frame = self.frame(model)
        self.drawn = tips = scene.draw_table(surface, area, model, seats, frame)
        if frame.focus is None:   # the tab under the veil of an open panel, as the table under it
            self.score_preview.draw_tab(surface, area.scores_tab, self.mouse)
        panel = self.gestures.panel
        if panel is not None:
            if frame.focus is None:
                surface.blit(sprites.veil(area.game_board.size, 150), area.game_board.topleft)
            if panel.rect.collidepoint(self.mouse):   # what lies under the panel says nothing
                tips = Drawn()
                tips.places, self.drawn = self.drawn.places, tips
            self.draw_panel(surface, panel, panel is self.gestures.map.popup, tips)
        elif model.step == ERA:
            rect = area.choices.inflate(-area.choices.width // 4, -area.choices.height // 3)
            draw_secret_status(surface, rect, f"Era change {model.era}: a secret vote",
                               seats, list(model.voted))
        self.motion.draw(surface)
        previewed = self.draw_score_preview(surface, area.scores_tab if frame.focus is None else None, tab_drawn=True)
        if not previewed and self.gestures.drag.dragging is None:
            self.draw_tips(surface, tips)

    def _look(self, seat: int, model: TableModel, stage: str, drag_hexes: dict[int, set[int]]) -> boards.BoardLook:
        under_seat, under_hex = self.board_at(self.mouse)
        lit = set(self.gestures.lit_hexes.get(seat, set())) | drag_hexes.get(seat, set())
        target, active, t_guild = model.target, model.active, model.target_guild
        look = boards.BoardLook(
            seat=self.seat_look(seat), targetable=seat in self.gestures.targetable,
            targeted=stage in (GUILD, RESOLVE, REACT) and seat == target and target != active,
            lit=lit, hover_hex=under_hex if under_seat == seat else None,
            chosen_hex=t_guild if stage in OPS_STAGES and
            seat == (active if stage == SELF_FAVOUR else target) else None,
            hidden=lambda g, v: self.motion.in_air(disc_key(seat, g, v)))
        dragging = self.gestures.drag.dragging
        if dragging is not None and dragging.key[0] == "disc" and seat == self.gestures.ops_seat:
            look.skip_disc = (dragging.key[1], dragging.key[2], dragging.key[3] if len(dragging.key) > 3 else 0)
        if seat == self.gestures.ops_seat:
            look.ghost = self.gestures.preview()
        if stage == SETUP and seat == self.me and look.hover_hex in lit:
            look.ghost = [(look.hover_hex, v, 1) for v in model.sets[model.setup_set]]
        return look


def ribbon_text(model: TableModel, mine: bool, names: list[str]) -> str:
    """The ribbon over your board: what you are asked, or whom the table waits for."""
    seat = model.current
    if model.over or seat is None:
        return "The game is over"
    text = prompt_line(PROMPTS, model.step, mine, names[seat])  # the step's words, from the game
    if mine and model.step == TARGET:
        text += ": click a glowing board"
    elif mine and model.step == GUILD and model.target != model.me:
        text += f" on {names[model.target]}'s board"
    return text


VIEW = EquilibriumTable
