"""The Equilibrium table: every player's ring of guild hexes, the game board, the intrigue track.

Your own board is large on the right, your rivals' boards along the top, the
shared game board (round counter, action cards, guild power, supply) on the
left and the intrigue track along the bottom.  You play by dragging your
action tokens onto cards, clicking boards and hexes, dragging influence
tokens, and answering the panels; the table scene's action picker offers
every legal action as well.  The table scene's seat panels are hidden: each
board carries its player's name, kind and score.
"""

from __future__ import annotations

import pygame

from game.core import Action, Event, GameState
from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.table_base import TableView
from game.ui.table_parts import log_rows
from game.ui.tables.equilibrium import art, boards, tracks
from game.ui.tables.equilibrium.anim import Animator
from game.ui.tables.equilibrium.gestures import Gestures
from game.ui.tables.equilibrium.layout import BoardGeom, TableLayout, compute
from game.ui.tables.equilibrium.moves import PROMPTS, WAITING, stage_of
from game.ui.tables.equilibrium.panels import draw_scores
from game.ui.widgets import draw_tooltip


class EquilibriumTable(TableView):
    """The Equilibrium table view (see the module docstring)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.anim = Animator()
        self.anim.on_land = lambda: audio.play("drop")
        self.gestures = Gestures(table.drag)
        self.full = pygame.Rect(0, 0, 0, 0)
        self.area: TableLayout | None = None
        self._area_key: tuple | None = None
        self.state: GameState | None = None
        self.me = 0
        self.names: list[str] = []
        self.scores: list[int] = []
        self.mouse = (-1, -1)
        self.clock = 0.0

    # -- the framework's hooks ---------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """Take the centre and the seat-panel column to its left (the boards carry the seat details)."""
        self.rect = rect
        panels = getattr(self.table, "seat_panels", [])
        left = min((p.rect.left for p in panels), default=rect.left)
        for panel in panels:
            panel.visible = False
        self.full = pygame.Rect(left, rect.top, rect.right - left, rect.height)
        self._share_right_column()
        self._area_key = None
        if self.state is not None:
            self.refresh(self.state, self.table.viewer)

    def _share_right_column(self) -> None:
        """Give the game log more of the right column: most moves are made on the board itself."""
        picker, log = getattr(self.table, "picker", None), getattr(self.table, "log_list", None)
        if picker is None or log is None or not picker.rect.height or not log.rect.height:
            return
        top, bottom = picker.rect.top, log.rect.bottom
        gap = log.rect.top - picker.rect.bottom
        picker.rect.height = round((bottom - top) * 0.3)
        log.rect.top = picker.rect.bottom + gap
        log.rect.height = bottom - log.rect.top

    def _relayout(self, state: GameState) -> TableLayout:
        key = (tuple(self.full), state.players, self.me, len(state.cards))  # type: ignore[attr-defined]
        if self.area is None or key != self._area_key:
            self._area_key = key
            self.area = compute(self.full, state.players, self.me, len(state.cards))  # type: ignore[attr-defined]
        return self.area

    def style_of(self, seat: int) -> th.SeatStyle:
        return th.theme.seat(self.table.session.colour_index(seat))

    def refresh(self, view: GameState, seat: int | None) -> None:
        """The state or the viewer changed: rebuild what may be done, the log names, the scores."""
        self.state = view
        session = self.table.session
        if seat is not None:
            self.me = seat
        elif session.human_seats():
            self.me = self.me if self.me in session.human_seats() else session.human_seats()[0]
        self.names = [session.name(p) for p in range(view.players)]
        if self.full.width <= 0:
            return  # not laid out yet: layout() comes back here
        area = self._relayout(view)
        self.anim.speed = self.table.app.preferences.speed if self.table.stack else 1.0
        self.anim.track_intrigue(list(view.intrigue))  # type: ignore[attr-defined]
        self.scores = list(view.scores())
        self.gestures.rebuild(view, self.me, self.table.legal_actions(), area, self.style_of, self.names)
        self.table.log_list.set_rows(log_rows(session, seat))

    def events(self, events: list[Event]) -> None:
        """Discs fly for every token operation just made."""
        old, new, area = self.state, self.table.session.state, self.area
        if old is None or area is None:
            return
        self.anim.speed = self.table.app.preferences.speed if self.table.stack else 1.0
        _radius, piles = tracks.supply_spots(area.supply)
        for event in events:
            if event.kind != "ops" or not isinstance(event.data, dict):
                continue
            seat = int(event.data.get("player", -1))
            geom = area.boards.get(seat)
            if geom is None:
                continue
            before, after = list(old.boards[seat]), list(new.boards[seat])  # type: ignore[attr-defined]

            def where(board: list[int], g: int, v: int, geom=geom) -> tuple[float, float]:
                spots = [pos for value, pos in boards.disc_positions(geom, board, g) if value == v]
                return spots[-1] if spots else geom.hexes[g]
            self.anim.add_ops(seat, str(event.data.get("ops", "")), lambda g, v, b=before: where(b, g, v),
                              lambda g, v, a=after: where(a, g, v), lambda v: piles[v], boards.disc_radius(geom))

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(dt)
        self.gestures.prune()

    def handle(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.anim.busy and (event.type == pygame.MOUSEBUTTONDOWN or
                               (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)):
            self.anim.finish()
            if event.type == pygame.KEYDOWN:
                return None
        return self.gestures.handle(event, self.board_at)

    def skip_animations(self) -> None:
        self.anim.finish()

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
    def draw(self, surface: pygame.Surface, view: GameState, rect: pygame.Rect) -> None:
        if self.state is None or self.area is None:
            self.refresh(view, self.table.viewer)
        if self.area is None:
            return
        area = self._relayout(view)
        own = area.boards[self.me]
        surface.blit(art.table_cloth(self.full.size, (round(own.centre[0]) - self.full.left,
                                                      round(own.centre[1]) - self.full.top)), self.full.topleft)
        tips: list[boards.Tip] = []
        stage = stage_of(view)
        lit_cards, drag_hexes, _ = self.gestures.dragging_lit()
        for seat, geom in area.boards.items():
            look = self._look(seat, view, stage, drag_hexes)
            if not geom.large:
                boards.draw_frame(surface, geom, look, self.clock)
            boards.draw_ring(surface, geom, view.boards[seat], look, self.clock, tips)  # type: ignore[attr-defined]
            self._ring_centre(surface, geom, view, seat)
            if not geom.large:
                boards.draw_holdings(surface, geom.info, view, seat, look.style, area.unit, False, tips)
        self._own_side(surface, area, view, stage, tips)
        tracks.draw_plate(surface, area.game_board)
        if self.gestures.focus is None:
            tracks.draw_rounds(surface, area.rounds, view, tips)
            self._scores_tab(surface, area)
        focus = self.gestures.focus
        if focus is not None:
            self._focus_board(surface, focus[0], view, stage, drag_hexes, tips)
        else:
            hover_card = next((cid for cid, r in zip(view.cards, area.cards, strict=False)  # type: ignore
                               if r.collidepoint(self.mouse)), None)
            tracks.draw_cards(surface, area, view, self.style_of, lit_cards, hover_card,
                              self.gestures.drag.dragging is not None, tips, self.gestures.asking_card)
        tracks.draw_power(surface, area.power, view, tips)
        supply_lit = {t.key[2] for t in self.gestures.drag.tokens if t.key[0] == "supply"}
        tracks.draw_supply(surface, area.supply, view, tips, supply_lit)
        tracks.draw_intrigue(surface, area.intrigue, view, self.style_of, self.names,
                             self.anim.shown_intrigue or [float(v) for v in view.intrigue], tips)  # type: ignore
        self._prompt(surface, area, view, stage)
        panel = self.gestures.panel
        if panel is not None:
            if self.gestures.focus is None:
                surface.blit(art.veil(area.game_board.size, 150), area.game_board.topleft)
            if panel.rect.collidepoint(self.mouse):
                tips = []  # what lies under the panel says nothing
            panel.draw(surface, tips)
        elif stage == "era":
            self._vote_status(surface, area, view)
        self.anim.draw(surface)
        if area.scores_tab.collidepoint(self.mouse) and self.gestures.focus is None:
            rows = [(label, list(values)) for label, values in view.score_breakdown()]  # type: ignore
            draw_scores(surface, area.scores_tab, rows, self.names, [self.style_of(p) for p in range(view.players)])
        elif self.gestures.drag.dragging is None:
            self._tooltip(surface, tips)

    def _look(self, seat: int, view: GameState, stage: str, drag_hexes: dict[int, set[int]]) -> boards.BoardLook:
        session = self.table.session
        info = session.seats[seat] if seat < len(session.seats) else {}
        kind = f"AI · {str(info.get('level') or 'normal').capitalize()}" if info.get("kind") == "ai" else ""
        lit = set(self.gestures.lit_hexes.get(seat, set())) | drag_hexes.get(seat, set())
        under_seat, under_hex = self.board_at(self.mouse)
        target = getattr(view, "t_target", -1)
        look = boards.BoardLook(
            name=self.names[seat], style=self.style_of(seat), kind=kind,
            score=self.scores[seat] if seat < len(self.scores) else None,
            active=seat == view.current_player, targetable=seat in self.gestures.targetable,
            targeted=stage in ("guild", "resolve", "react") and seat == target and target != view.active,  # type: ignore
            lit=lit, hover_hex=under_hex if under_seat == seat else None,
            chosen_hex=view.t_guild if stage in ("resolve", "react", "self_favour") and  # type: ignore
            seat == (view.active if stage == "self_favour" else target) else None,  # type: ignore[attr-defined]
            hidden=lambda g, v: self.anim.hidden(seat, g, v))
        dragging = self.gestures.drag.dragging
        if dragging is not None and dragging.key[0] == "disc" and seat == self.gestures.ops_seat:
            look.skip_disc = (dragging.key[1], dragging.key[2])
        if seat == self.gestures.ops_seat:
            look.ghost = self.gestures.preview()
        if stage == "setup" and seat == self.me and look.hover_hex in lit:
            values = view.sets[view.setup_set]  # type: ignore[attr-defined]
            look.ghost = [(look.hover_hex, v, 1) for v in values]
        return look

    def _focus_board(self, surface: pygame.Surface, geom: BoardGeom, view: GameState, stage: str,
                     drag_hexes: dict[int, set[int]], tips: list[boards.Tip]) -> None:
        """The rival being acted on, large on the game board: pick its guild, then move its tokens."""
        from game.games.equilibrium.content import load

        seat = geom.seat
        look = self._look(seat, view, stage, drag_hexes)
        look.hover_hex = geom.hex_at(self.mouse)
        card = load().cards[view.t_effect].name if view.t_effect else ""  # type: ignore[attr-defined]
        mark = art.marker(look.style, max(6, geom.header.height // 3))
        surface.blit(mark, mark.get_rect(midleft=(geom.header.left, geom.header.centery)))
        font = boards.font(geom.header.height * 0.7, "bold")
        paint.text(surface, paint.fit(f"{card} on {self.names[seat]}'s board", font, geom.header.width - 24), font,
                   th.GOLD, (geom.header.left + mark.get_width() + 6, geom.header.centery), "midleft")
        boards.draw_ring(surface, geom, view.boards[seat], look, self.clock, tips)  # type: ignore[attr-defined]
        self._ring_centre(surface, geom, view, seat)

    def _ring_centre(self, surface: pygame.Surface, geom, view: GameState, seat: int) -> None:
        from game.games.equilibrium.board import board_total

        cx, cy = geom.centre
        mark = art.marker(self.style_of(seat), max(5, int(geom.radius * 0.26)))
        surface.blit(mark, mark.get_rect(center=(round(cx), round(cy - geom.radius * 0.22))))
        total = board_total(view.boards[seat])  # type: ignore[attr-defined]
        colour = th.GOLD if total == 36 else th.PARCHMENT_DIM
        paint.text(surface, f"Σ{total}", boards.font(geom.radius * 0.3, "bold"), colour,
                   (cx, cy + geom.radius * 0.22), "center")

    def _own_side(self, surface: pygame.Surface, area: TableLayout, view: GameState, stage: str,
                  tips: list[boards.Tip]) -> None:
        """Beside your ring: your name, the action token tray (or your starting set) and your holdings."""
        me, tray = self.me, area.tray
        head = pygame.Rect(tray.left, tray.top - 2, tray.width, boards.font(area.unit * 20).get_linesize())
        name_font = boards.font(20 * area.unit, "bold")
        paint.text(surface, paint.fit(self.names[me], name_font, tray.width), name_font,
                   th.GOLD if view.current_player == me else th.PARCHMENT, head.topleft)
        r = max(10, int(22 * area.unit))
        top = head.bottom + 4
        label = boards.font(13 * area.unit, "italic")
        if stage == "setup":
            sets = view.sets  # type: ignore[attr-defined]
            index = view.setup_set if view.setup_seat == me else 0  # type: ignore[attr-defined]
            paint.text(surface, f"Starting set {index + 1} of {len(sets)}" if view.setup_seat == me  # type: ignore
                       else "Starting sets", label, th.PARCHMENT_DIM, (tray.left, top))
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
                available = view.phase == "action" and view.tokens[me][i]  # type: ignore[attr-defined]
                if available and kind not in in_hand:
                    sprite = art.action_token(self.style_of(me), i == 0, r)
                    surface.blit(sprite, sprite.get_rect(center=spot))
                tips.append((pygame.Rect(spot[0] - r, spot[1] - r, 2 * r, 2 * r),
                             f"Your {kind} token: drag it onto an action card." if available else
                             f"Your {kind} token has been played this round."))
        boards.draw_holdings(surface, area.own_info, view, me, self.style_of(me), area.unit, True, tips)

    def _prompt(self, surface: pygame.Surface, area: TableLayout, view: GameState, stage: str) -> None:
        """The ribbon over your board: what you are asked, or whom the table waits for."""
        rect = area.prompt
        seat = view.current_player
        mine = self.table.my_turn()
        if stage == "over" or seat is None:
            text = "The game is over"
        elif mine:
            text = PROMPTS.get(stage, "Your move")
            if stage == "target":
                text = "Choose whom to target: click a glowing board"
            elif stage == "guild":
                target = view.t_target  # type: ignore[attr-defined]
                text = "Choose a guild to target" + ("" if target == self.me else f" on {self.names[target]}'s board")
        else:
            text = f"{self.names[seat]} {WAITING.get(stage, 'decides')}…"
        if mine:
            pygame.draw.rect(surface, th.darken(th.CRIMSON, 0.35), rect, border_radius=4)
        else:
            surface.blit(art.veil(rect.size, 220), rect.topleft)
        pygame.draw.rect(surface, th.GOLD if mine else th.GOLD_DIM, rect, 1, border_radius=4)
        font = boards.font(rect.height * 0.62, "bold" if mine else "italic")
        paint.text(surface, paint.fit(text, font, rect.width - 16), font, th.GOLD if mine else th.PARCHMENT,
                   rect.center, "center", shadow=True)

    def _vote_status(self, surface: pygame.Surface, area: TableLayout, view: GameState) -> None:
        """While others vote: who has chosen (never what)."""
        rect = area.choices.inflate(-area.choices.width // 4, -area.choices.height // 3)
        paint.panel(surface, rect, th.INK, th.GOLD_DIM, alpha=232)
        paint.text(surface, f"Era change {view.era_no}: a secret vote", th.theme.font("large", "bold"),  # type: ignore
                   th.GOLD, (rect.centerx, rect.top + th.theme.px(14)), "midtop")
        font = th.theme.font("body")
        y = rect.top + th.theme.px(56)
        for p in range(view.players):
            done = view.votes[p] != -1  # type: ignore[attr-defined]
            th.draw_shape(surface, self.style_of(p).shape, self.style_of(p).colour,
                          (rect.left + th.theme.px(30), y + font.get_linesize() // 2), th.theme.px(8))
            paint.text(surface, f"{self.names[p]} — {'has chosen' if done else 'choosing…'}", font,
                       th.PARCHMENT if done else th.PARCHMENT_DIM, (rect.left + th.theme.px(48), y))
            y += font.get_linesize() + 4

    def _scores_tab(self, surface: pygame.Surface, area: TableLayout) -> None:
        rect = area.scores_tab
        hover = rect.collidepoint(self.mouse)
        pygame.draw.rect(surface, th.BRUISE if hover else th.DUSK, rect, border_radius=4)
        pygame.draw.rect(surface, th.GOLD if hover else th.GOLD_DIM, rect, 1, border_radius=4)
        font = boards.font(rect.height * 0.6, "italic")
        paint.text(surface, "Score preview", font, th.PARCHMENT, rect.center, "center")

    def _tooltip(self, surface: pygame.Surface, tips: list[boards.Tip]) -> None:
        for rect, text in reversed(tips):
            if rect.collidepoint(self.mouse):
                inner = surface.subsurface(self.full.clip(surface.get_rect()))
                draw_tooltip(inner, text, (self.mouse[0] - inner.get_offset()[0],
                                           self.mouse[1] - inner.get_offset()[1]))
                return


VIEW = EquilibriumTable
