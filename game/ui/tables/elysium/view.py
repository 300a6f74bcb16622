"""The Elysium table: the city map with its zones, influence stacks and miniatures; the Primogen cards;
the events in play; the challenge and contest panel; and a dice tray of tumbling d10s.

You play by dragging your miniature (Movement Phase) and your influence
tokens (Influence Phase) onto lit zones, by clicking rivals, events, dice and
cards, and by answering the choices panel; the table scene's action picker
offers every legal action as well.  The seat panels on the left are hidden:
each Primogen card carries its seat's name, kind and score.
"""

from __future__ import annotations

import math

import pygame

from game.core import Action, Event, GameState
from game.games.elysium.content import load_content
from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.table_base import TableView
from game.ui.table_parts import log_rows
from game.ui.tables.elysium import art, panels
from game.ui.tables.elysium.anim import Motion
from game.ui.tables.elysium.city import (
    CityLook,
    draw_city,
    miniature_height,
    miniature_spot,
    stack_spots,
    zone_at,
)
from game.ui.tables.elysium.clash import (
    RESULT_SECONDS,
    DiceShow,
    draw_clash,
    draw_stamp,
    keep_dice,
    keep_power,
    with_names,
)
from game.ui.tables.elysium.gestures import Gestures, rival_hit, supply_homes
from game.ui.tables.elysium.layout import TableLayout, compute
from game.ui.tables.elysium.words import PHASE_NAMES, prompt_text, result_text
from game.ui.widgets import draw_tooltip

C = load_content()


class ElysiumTable(TableView):
    """The Elysium table view (see the module docstring)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.gestures = Gestures(table.drag)
        self.dice = DiceShow(self._speed())
        self.motion = Motion()
        self.motion.on_land = lambda flight: audio.play("drop")
        self.full = pygame.Rect(0, 0, 0, 0)
        self.area: TableLayout | None = None
        self._area_key: tuple | None = None
        self.state: GameState | None = None
        self.me = 0
        self.names: list[str] = []
        self.scores: list[int] = []
        self.mouse = (-1, -1)
        self.clock = 0.0
        self.last_panel: dict = {}
        self.result = ""
        self.result_left = 0.0

    def _speed(self) -> float:
        return self.table.app.preferences.speed if getattr(self.table, "stack", None) else 1.0

    # -- the framework's hooks ---------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """Take the centre and the seat-panel column to its left (the Primogen cards carry the seat details)."""
        self.rect = rect
        seat_panels = getattr(self.table, "seat_panels", [])
        left = min((p.rect.left for p in seat_panels), default=rect.left)
        for panel in seat_panels:
            panel.visible = False
        self.full = pygame.Rect(left, rect.top, rect.right - left, rect.height)
        self._area_key = None
        if self.state is not None:
            self.gestures.layout = self._relayout(self.state)
            self.refresh(self.state, self.table.viewer)

    def _relayout(self, state: GameState) -> TableLayout:
        key = (tuple(self.full), state.players)
        if self.area is None or key != self._area_key:
            self._area_key = key
            self.area = compute(self.full, state.players)
        return self.area

    def style_of(self, seat: int) -> th.SeatStyle:
        return th.theme.seat(self.table.session.colour_index(seat))

    def refresh(self, view: GameState, seat: int | None) -> None:
        """The state or the viewer changed: rebuild what may be done, the log names, the scores."""
        self.state = view
        session = self.table.session
        humans = session.human_seats()
        if seat is not None:
            self.me = seat
        elif humans:
            self.me = self.me if self.me in humans else humans[0]
        self.names = [session.name(p) for p in range(view.players)]
        area = self._relayout(view)
        try:
            self.scores = list(view.scores())
        except Exception:  # noqa: BLE001 - the window must not die of it
            self.scores = []
        panel = view.panel()  # type: ignore[attr-defined]
        if panel:
            self.last_panel = panel
            self.result = ""
        self.gestures.rebuild(view, self.me, self.table.legal_actions(), area, self.style_of, self.names)
        rows = log_rows(session, seat)
        for row in rows:
            row.text = with_names(row.text, self.names)
        self.table.log_list.set_rows(rows)
        picker = getattr(self.table, "picker", None)
        if picker is not None:  # the action picker's 'seat 2' reads as the seat's name too
            for row in picker.rows:
                row.text = with_names(row.text, self.names)
            picker.set_rows(list(picker.rows))

    def events(self, events: list[Event]) -> None:
        """Dice tumble in the tray; a finished challenge or contest keeps its panel a moment, stamped."""
        state = self.table.session.state
        self.dice.tray.speed = self._speed()
        for event in events:
            data = event.data if isinstance(event.data, dict) else {}
            if event.kind == "challenge" or (event.kind == "bid" and "side" not in data):
                self.dice.clear()  # a new clash: the tray waits empty for its dice
        before = len(self.dice.shown), self.dice.caption
        self.dice.take(events, state, self.names)
        if (len(self.dice.shown), self.dice.caption) != before:
            audio.play("dice")
        self._motion(events, state)
        for event in events:
            data = event.data if isinstance(event.data, dict) else {}
            if event.kind == "dice" and self.last_panel and not self.last_panel.get("rolled") \
                    and isinstance(data.get("side"), int):
                keep_dice(self.last_panel, data)
            if event.kind == "power" and self.last_panel and not self.last_panel.get("rolled"):
                keep_power(self.last_panel, data)
            if event.kind in ("challenge_result", "contest_result") and self.last_panel:
                self.result = result_text(event, self.last_panel, self.names)
                totals = event.data.get("totals") if isinstance(event.data, dict) else None
                if isinstance(totals, list):
                    for side, total in zip(self.last_panel.get("sides", []), totals, strict=False):
                        side["total"] = total
                self.last_panel["step"] = ""
                self.last_panel["rolled"] = True
                self.result_left = RESULT_SECONDS
            elif event.kind == "rescind":
                self.last_panel, self.result = {}, ""

    def _card_spot(self, seat: int) -> tuple[float, float]:
        """Where a seat's pieces come from: its Primogen card."""
        area = self.area
        if area is None:
            return (0.0, 0.0)
        if seat == self.me or self.state is None:
            return (float(area.own.left + area.own.height // 2), float(area.own.centery))
        rivals = self._rivals(self.state)
        if seat in rivals and rivals.index(seat) < len(area.rivals):
            r = area.rivals[rivals.index(seat)]
            return (float(r.left + r.height // 3), float(r.centery))
        return (float(area.events.centerx), float(area.events.top))

    def _motion(self, events: list[Event], new: GameState) -> None:
        """Miniatures walk and bid tokens fly for the events just made."""
        old, area = self.state, self.area
        self.motion.speed = self._speed()
        if old is None or area is None or self.motion.speed <= 0:
            return
        geom = area.city
        held = {g.token.key for g in self.table.drag.glides}
        for event in events:
            data = event.data if isinstance(event.data, dict) else {}
            seat = data.get("seat")
            if not isinstance(seat, int) or not 0 <= seat < new.players:
                continue
            colour = art.seat_colour(new, seat, self.style_of(seat))
            if event.kind in ("move", "rise") and ("miniature", seat) not in held:
                start = miniature_spot(geom, old, seat) if event.kind == "move" else self._card_spot(seat)
                sprite = art.standee(colour, self.style_of(seat).shape, miniature_height(geom))
                self.motion.walk(seat, start, miniature_spot(geom, new, seat), sprite)
            elif event.kind == "influence" and data.get("zone") in C.zone_ids and data.get("count"):
                zone = C.zone_ids[data["zone"]]
                holders = [s for s, n in enumerate(new.tokens[zone]) if n > 0]  # type: ignore[attr-defined]
                if seat not in holders:
                    continue
                end = stack_spots(geom, zone, len(holders))[holders.index(seat)]
                sprite = art.token(colour, self.style_of(seat).shape, max(5, int(geom.length(12))))
                self.motion.fly_tokens(seat, self._card_spot(seat), end, int(data["count"]), sprite)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.dice.update(dt, self._speed())
        self.motion.speed = self._speed()
        self.motion.update(dt)
        drag = self.table.drag
        if not drag.busy and drag.tokens != self.gestures.tokens:  # a placed token has landed: drop it
            drag.set_tokens(self.gestures.tokens)
        if self.result_left > 0:
            self.result_left = max(0.0, self.result_left - dt * max(self._speed(), 0.25))
            if self.result_left == 0:
                self.result, self.last_panel = "", {}

    def skip_animations(self) -> None:
        """Space: land every moving piece and clear a shown result at once."""
        self.motion.finish()
        self.result_left = 0.0
        self.result, self.last_panel = "", {}

    def handle(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return None   # the table scene already called skip_animations()
        if self.area is None:
            return None
        return self.gestures.handle(event, lambda pos: zone_at(self.area.city, pos) if self.area else -1)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: GameState, rect: pygame.Rect) -> None:
        if self.state is None:
            self.refresh(view, self.table.viewer)
        area = self._relayout(view)
        tips: list[panels.Tip] = []
        hits = self.gestures.hits
        geom = area.city
        panel = view.panel() or (self.last_panel if self.result else {})  # type: ignore[attr-defined]
        dragging = self.gestures.drag.dragging
        hover = zone_at(geom, self.mouse) if geom.rect.collidepoint(self.mouse) else -1
        contested = C.zone_ids.get(panel.get("zone", ""), -1) if panel.get("kind") == "influence" else -1
        look = CityLook(lit=self.gestures.lit_zones() if self.table.my_turn() else set(), hover=hover,
                        contested=contested, closed=view.closed_categories(),  # type: ignore[attr-defined]
                        hidden=self.motion.walking() | ({self.me} if any(t.key[0] == "miniature" for t in self.gestures.drag.tokens)
                                         else set()), pulse=self.clock, dragging=dragging is not None)
        draw_city(surface, geom, view, look, self.style_of)
        if hover >= 0 and dragging is None:
            tips.append((pygame.Rect(self.mouse[0] - 1, self.mouse[1] - 1, 2, 2), self._zone_tip(view, hover)))
        hits.rivals = {}
        targets = {a.target for a in self.gestures.legal if a.kind == "challenge_player"}  # type: ignore
        glow = 0.5 + 0.5 * math.sin(self.clock * 4)
        for seat in range(view.players):
            r = rival_hit(area, view, seat)
            if r is None:
                continue
            clan = view.clan[seat]  # type: ignore[attr-defined]
            tips.append((r, f"{self.names[seat]}" + (f", {C.clans[clan].name}" if clan >= 0 else "")
                         + f": Vitae {view.vitae[seat]}" + (". Click to challenge." if seat in targets else ".")))  # type: ignore
            if seat != self.me:
                hits.rivals[seat] = r
            if seat in targets:
                pygame.draw.ellipse(surface, th.GOLD, pygame.Rect(r.left - 3, r.bottom - r.width // 3, r.width + 6,
                                                                  r.width * 2 // 3), 2 + round(glow))
        self._prompt(surface, area, view)
        me = self.me
        hits.hand = panels.draw_own(surface, area.own, view, self._seat(view, me), area.unit, tips)
        self._supply(surface, area, view, me)
        if not panel:
            self.dice.draw(surface, area.tray, area.unit)
        for seat, r in zip(self._rivals(view), area.rivals, strict=False):
            panels.draw_rival(surface, r, view, self._seat(view, seat), area.unit, tips, self.style_of)
            hits.cards[seat] = r
            if seat in targets:  # a rival you may challenge now
                pygame.draw.rect(surface, th.GOLD, r.inflate(2, 2), 2 + round(glow), border_radius=3)
        legal_events = {a.card for a in self.gestures.legal if a.kind == "challenge_event"}  # type: ignore
        hits.events = panels.draw_events(surface, area.events, view, area.unit, tips, legal_events, self.mouse)
        hits.dice = {}
        if panel:
            plan = self._plan(view)
            hits.dice, tray, box = draw_clash(surface, area.clash, panel, self.names, self.style_of,
                                   lambda s: art.seat_colour(view, s, self.style_of(s)),
                                   area.unit, tips, self.gestures.die,
                                   self.gestures.step == "dice" and bool(self.gestures.legal), self.result, plan,
                                   round(area.clash.width * (0.32 if len(panel.get("sides", [])) < 3 else 0.24)),
                                              hide=not self.dice.tray.settled)
            self.dice.draw(surface, tray, area.unit)
            if self.dice.tray.settled:  # no spoilers while the dice still tumble
                draw_stamp(surface, box, tray, self.result, area.unit)
            self._idle_strip(surface, area)
        choices = self.gestures.panel
        if choices is not None and not choices.compact:
            gap = round(6 * area.unit)
            bottom = max(box.top - gap, choices.rect.height + geom.rect.top + gap) if panel else \
                geom.rect.bottom - round(22 * area.unit)  # your choices sit low on the map, near your card
            if choices.rect.bottom != bottom:
                choices.move_bottom_to(bottom)
        if choices is not None:
            choices.draw(surface)
        self.motion.draw(surface)
        if dragging is None:
            self._tooltip(surface, tips)

    def _idle_strip(self, surface: pygame.Surface, area: TableLayout) -> None:
        """While the tray is up in the panel, its home under the map shows a quiet felt."""
        pygame.draw.rect(surface, th.darken(th.CRIMSON, 0.7), area.tray, border_radius=8)
        pygame.draw.rect(surface, th.GOLD_DIM, area.tray, 1, border_radius=8)
        small = th.theme.font("tiny", "italic")
        paint.text(surface, "the dice are in the challenge", small, th.PARCHMENT_DIM, area.tray.center, "center")

    def _rivals(self, view: GameState) -> list[int]:
        """Rivals in this turn's order, starting after you."""
        order = list(view.order)  # type: ignore[attr-defined]
        if self.me in order:
            k = order.index(self.me)
            order = order[k + 1:] + order[:k]
        return [s for s in order if s != self.me]

    def _seat(self, view: GameState, seat: int) -> panels.Seat:
        session = self.table.session
        info = session.seats[seat] if seat < len(session.seats) else {}
        kind = f"AI · {str(info.get('level') or 'normal').capitalize()}" if info.get("kind") == "ai" else "Human"
        return panels.Seat(seat, self.names[seat], kind, self.style_of(seat),
                           art.seat_colour(view, seat, self.style_of(seat)),
                           self.scores[seat] if seat < len(self.scores) else None,
                           seat == view.current_player, seat == view.regent)  # type: ignore[attr-defined]

    def _plan(self, view: GameState) -> dict[int, int]:
        """Dice each seat will roll in the clash, before the roll (from the engine's own count)."""
        clash = getattr(view, "clash", None)
        if clash is None or clash.rolled:
            return {}
        try:
            from game.games.elysium.clash import dice_plan
            return {seat: n for seat, _side, n in dice_plan(view, clash)}  # type: ignore[arg-type]
        except Exception:  # noqa: BLE001 - a preview only
            return {}

    def _prompt(self, surface: pygame.Surface, area: TableLayout, view: GameState) -> None:
        mine = self.table.my_turn()
        text = prompt_text(view, mine, self.names)
        phase = PHASE_NAMES.get(view.phase, "")  # type: ignore[attr-defined]
        turn = f"Turn {view.turn} of {view.turns_total}" if view.turn else "Setup"  # type: ignore[attr-defined]
        head = " · ".join(x for x in (turn, phase) if x)
        panel = self.gestures.panel
        if panel is None or not panel.compact:
            panels.draw_prompt(surface, area.prompt, f"{head} — {text}" if not view.is_over else text, mine,
                               area.unit)
        else:
            text_rect = pygame.Rect(area.prompt.left, area.prompt.top, panel.rect.left - area.prompt.left,
                                    area.prompt.height)
            panels.draw_prompt(surface, area.prompt, "", mine, area.unit)
            panels.draw_prompt(surface, text_rect, f"{head} — {text}", mine, area.unit, frame=False)

    def _supply(self, surface: pygame.Surface, area: TableLayout, view: GameState, me: int) -> None:
        count = view.supply[me]  # type: ignore[attr-defined]
        if view.phase != "influence":  # type: ignore[attr-defined]
            return
        rect = area.supply
        pygame.draw.rect(surface, (24, 18, 30), rect, border_radius=round(rect.height / 2))
        pygame.draw.rect(surface, th.GOLD_DIM, rect, 1, border_radius=round(rect.height / 2))
        small = th.theme.font("tiny", "italic")
        paint.text(surface, f"Influence to bid: {count}", small, th.PARCHMENT_DIM, (rect.centerx, rect.top - 1),
                   "midbottom")
        if any(t.key[0] == "supply" for t in self.gestures.tokens):
            return  # the drag controller draws the tokens you can pick up
        r = max(6, round(11 * area.unit))
        sprite = art.flat_token(art.seat_colour(view, me, self.style_of(me)), self.style_of(me).shape, r)
        for home in supply_homes(area, count):
            surface.blit(sprite, sprite.get_rect(center=(round(home[0]), round(home[1]))))

    def _zone_tip(self, view: GameState, zone: int) -> str:
        z = C.zones[zone]
        if zone == 0:
            return "Elysium: neutral ground, never controlled. Challenging anyone here costs prestige."
        owner = view.controller[zone]  # type: ignore[attr-defined]
        holders = [f"{self.names[s]} {n}" for s, n in enumerate(view.tokens[zone]) if n]  # type: ignore
        cat = C.categories[z.category].name
        who = f"controlled by {self.names[owner]}" if owner >= 0 else "uncontrolled"
        tokens = f" Tokens: {', '.join(holders)}." if holders else ""
        return f"{z.name} — {cat}, worth {z.value}; {who}.{tokens}"

    def _tooltip(self, surface: pygame.Surface, tips: list[panels.Tip]) -> None:
        if self.gestures.panel is not None and self.gestures.panel.rect.collidepoint(self.mouse):
            return
        for rect, text in reversed(tips):
            if rect.collidepoint(self.mouse):
                draw_tooltip(surface, text, self.mouse)
                return


VIEW = ElysiumTable
