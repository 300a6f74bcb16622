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

import pygame

from game.core import Action, Event, GameState
from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.kit import materials, sprites
from game.ui.kit.above import draw_held, from_above
from game.ui.kit.base import BaseTable, Tip, draw_marked_title, draw_ribbon
from game.ui.kit.choices import prompt_line
from game.ui.kit.motion import Motion
from game.ui.kit.seats import draw_score_table, draw_seat_plate, draw_secret_status, draw_tab
from game.ui.kit.tracks import draw_marker_track
from game.ui.tables.equilibrium import art, boards, tracks
from game.ui.tables.equilibrium.anim import disc_key, fly_ops
from game.ui.tables.equilibrium.gestures import OPS_STAGES, Gestures
from game.ui.tables.equilibrium.layout import BoardGeom, TableLayout, compute
from game.ui.tables.equilibrium.model import TableModel
from game.ui.tables.equilibrium.read import PROMPTS, EquilibriumState, discs_on, model_of


class EquilibriumTable(BaseTable[EquilibriumState]):
    """The Equilibrium table view (see the module docstring)."""

    picker_share = 0.3  # most moves are made on the board itself: the game log gets more of the column

    def __init__(self, table) -> None:
        super().__init__(table)
        self.motion = Motion(on_land=lambda flight: audio.play("drop"))
        self.gestures = Gestures(table.drag, self.board_at)
        self.area: TableLayout | None = None
        self.model: TableModel | None = None

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
        self.gestures.rebuild(view, self.me, self.table.legal_actions(), area, self.style_of, self.names)

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
            fly_ops(self.motion, seat, str(event.data.get("ops", "")), lambda g, v, b=old: where(b, g, v),
                    lambda g, v, a=new: where(a, g, v), lambda v: piles[v], boards.disc_radius(geom))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.motion.update(dt)
        self.gestures.settle_pieces()

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
    def draw(self, surface: pygame.Surface, shown: GameState, rect: pygame.Rect) -> None:
        view = self.ready(shown)
        model = self.model
        if view is None or model is None:
            return
        area = self.regions(view)
        own = area.boards[self.me]
        surface.blit(materials.table_cloth(self.full.size, (round(own.centre[0]) - self.full.left,
                                                            round(own.centre[1]) - self.full.top)), self.full.topleft)
        tips: list[Tip] = []
        seats = [self.seat_look(p) for p in range(model.players)]
        stage = model.step
        lit_cards, drag_hexes = self.gestures.dragging_lit()
        for seat, geom in area.boards.items():
            look = self._look(seat, model, stage, drag_hexes)
            with paint.within(surface, geom.rect, f"{self.names[seat]}'s board"):
                if not geom.large:
                    draw_seat_plate(surface, geom.rect, geom.header, look.seat, self.clock, look.targetable,
                                    look.targeted)
                boards.draw_ring(surface, geom, model.seats[seat], model.guilds, look, self.clock, tips)
                if not geom.large:
                    boards.draw_holdings(surface, geom.info, model, seat, look.seat.style, area.unit, False, tips)
        with paint.within(surface, area.boards[self.me].rect, "your board"):
            self._own_side(surface, area, model, stage, tips)
        if self.above:   # every seat's hand and secret votes face up, at the foot of its board
            for seat, strip in area.strips.items():
                chips = boards.held_of(model, seat, self.names[seat])
                self.held.note(seat, chips)
                draw_held(surface, strip, chips, area.unit, tips, "Held", "nothing held")
        materials.plate(surface, area.game_board)
        focus = self.gestures.focus
        if focus is None:
            with paint.within(surface, area.rounds, "the round counter"):
                tracks.draw_rounds(surface, area.rounds, model, tips)
            draw_tab(surface, area.scores_tab, "Score preview", area.scores_tab.collidepoint(self.mouse))
            hover_card = next((space.card.id for space, r in zip(model.spaces, area.cards, strict=False)
                               if r.collidepoint(self.mouse)), None)
            tracks.draw_cards(surface, area, model, self.style_of, lit_cards, hover_card,
                              self.gestures.drag.dragging is not None, tips, self.gestures.asking_card)
        else:
            self._focus_board(surface, focus[0], model, stage, drag_hexes, tips)
        with paint.within(surface, area.game_board, "the game board"):
            tracks.draw_power(surface, area.power, model, tips)
        supply_lit = {t.key[2] for t in self.gestures.drag.tokens if t.key[0] == "supply"}
        with paint.within(surface, area.game_board, "the game board"):
            tracks.draw_supply(surface, area.supply, model, tips, supply_lit)
        values, arrival = model.intrigue, model.arrival
        with paint.within(surface, area.intrigue, "the intrigue track"):
            draw_marker_track(surface, area.intrigue, values, sorted(range(model.players),
                              key=lambda p: (values[p], arrival[p])), seats,
                              "Intrigue — the lowest plays next; in a stack, the bottom first",
                              "intrigue", tips, self.motion.slider("intrigue").shown)
        self._prompt(surface, area, model, stage)
        panel = self.gestures.shown
        if panel is not None:
            if focus is None:
                surface.blit(sprites.veil(area.game_board.size, 150), area.game_board.topleft)
            if panel.rect.collidepoint(self.mouse):
                tips = []  # what lies under the panel says nothing
            self.draw_panel(surface, panel, panel is self.gestures.popup, tips)
        elif stage == "era":
            rect = area.choices.inflate(-area.choices.width // 4, -area.choices.height // 3)
            draw_secret_status(surface, rect, f"Era change {model.era}: a secret vote",
                               seats, list(model.voted))
        self.motion.draw(surface)
        if area.scores_tab.collidepoint(self.mouse) and focus is None:
            rows = [(label, list(values)) for label, values in model.scores]
            draw_score_table(surface, area.scores_tab, rows, seats)
        elif self.gestures.drag.dragging is None:
            self.draw_tips(surface, tips)

    def _look(self, seat: int, model: TableModel, stage: str, drag_hexes: dict[int, set[int]]) -> boards.BoardLook:
        under_seat, under_hex = self.board_at(self.mouse)
        lit = set(self.gestures.lit_hexes.get(seat, set())) | drag_hexes.get(seat, set())
        target, active, t_guild = model.target, model.active, model.target_guild
        look = boards.BoardLook(
            seat=self.seat_look(seat), targetable=seat in self.gestures.targetable,
            targeted=stage in ("guild", "resolve", "react") and seat == target and target != active,
            lit=lit, hover_hex=under_hex if under_seat == seat else None,
            chosen_hex=t_guild if stage in OPS_STAGES and
            seat == (active if stage == "self_favour" else target) else None,
            hidden=lambda g, v: self.motion.in_air(disc_key(seat, g, v)))
        dragging = self.gestures.drag.dragging
        if dragging is not None and dragging.key[0] == "disc" and seat == self.gestures.ops_seat:
            look.skip_disc = (dragging.key[1], dragging.key[2], dragging.key[3] if len(dragging.key) > 3 else 0)
        if seat == self.gestures.ops_seat:
            look.ghost = self.gestures.preview()
        if stage == "setup" and seat == self.me and look.hover_hex in lit:
            look.ghost = [(look.hover_hex, v, 1) for v in model.sets[model.setup_set]]
        return look

    def _focus_board(self, surface: pygame.Surface, geom: BoardGeom, model: TableModel, stage: str,
                     drag_hexes: dict[int, set[int]], tips: list[Tip]) -> None:
        """The rival being acted on, large on the game board: pick its guild, then move its tokens."""
        seat = geom.seat
        look = self._look(seat, model, stage, drag_hexes)
        look.hover_hex = geom.hex_at(self.mouse)
        draw_marked_title(surface, geom.header, look.seat.style, f"{model.effect} on {self.names[seat]}'s board")
        boards.draw_ring(surface, geom, model.seats[seat], model.guilds, look, self.clock, tips)

    def _own_side(self, surface: pygame.Surface, area: TableLayout, model: TableModel, stage: str,
                  tips: list[Tip]) -> None:
        """Beside your ring: your name, the action token tray (or your starting set) and your holdings."""
        me, tray = self.me, area.tray
        name_font = sprites.font(20 * area.unit, "bold")
        top = tray.top - 2 + sprites.font(area.unit * 20).get_linesize() + 4
        paint.text(surface, paint.fit(self.names[me], name_font, tray.width), name_font,
                   th.GOLD if model.current == me else th.PARCHMENT, (tray.left, tray.top - 2))
        r = max(10, int(22 * area.unit))
        label = sprites.font(13 * area.unit, "italic")
        if stage == "setup":
            sets, mine = model.sets, model.setup_seat == me
            index = model.setup_set if mine else 0
            paint.text(surface, f"Starting set {index + 1} of {len(sets)}" if mine else "Starting sets", label,
                       th.PARCHMENT_DIM, (tray.left, top))
            dr = max(8, int(16 * area.unit))
            for k, v in enumerate(sets[index]):
                sprite = art.disc(v, dr)
                surface.blit(sprite, sprite.get_rect(center=(tray.left + dr + 4 + k * dr * 2.3, top + dr * 2.2)))
        else:
            in_hand = {t.key[1] for t in self.gestures.drag.tokens if t.key[0] == "token"}
            for i, kind in enumerate(("offensive", "defensive")):
                spot = area.token_spot(i)
                pygame.draw.circle(surface, th.darken(th.DUSK, 0.3), spot, r + 4)
                pygame.draw.circle(surface, th.GOLD_DIM, spot, r + 4, 1)
                paint.text(surface, kind.capitalize(), label, th.PARCHMENT_DIM, (spot[0], spot[1] + r + 6), "midtop")
                available = model.phase == "action" and model.seats[me].tokens[i]
                if available and kind not in in_hand:
                    sprites.lifted(surface, art.action_token(self.style_of(me), i == 0, r), spot)
                tips.append((pygame.Rect(spot[0] - r, spot[1] - r, 2 * r, 2 * r),
                             f"Your {kind} token: drag it onto an action card." if available else
                             f"Your {kind} token has been played this round."))
        boards.draw_holdings(surface, area.own_info, model, me, self.style_of(me), area.unit, True, tips)

    def _prompt(self, surface: pygame.Surface, area: TableLayout, model: TableModel, stage: str) -> None:
        """The ribbon over your board: what you are asked, or whom the table waits for."""
        seat, mine = model.current, self.my_turn()
        if stage == "over" or seat is None:
            text = "The game is over"
        else:
            text = prompt_line(PROMPTS, stage, mine, self.names[seat])  # the step's words, from the game
            if mine and stage == "target":
                text += ": click a glowing board"
            elif mine and stage == "guild" and model.target != self.me:
                text += f" on {self.names[model.target]}'s board"
        draw_ribbon(surface, area.prompt, text, mine, alpha=255 if mine else 220)


VIEW = EquilibriumTable
