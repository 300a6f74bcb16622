"""The Elysium table: the city map with its zones, influence stacks and miniatures; the Primogen cards;
the events in play; the challenge and contest panel; and a dice tray of tumbling d10s.

You play by dragging your miniature (Movement Phase) and your influence
tokens (Influence Phase) onto lit zones, by clicking rivals, events, dice and
cards, and by answering the choices panel; the table scene's action picker
offers every legal action as well.  The seat panels on the left are hidden:
each Primogen card carries its seat's name, kind and score.  The kit's base
table gives the regions, seats, names, ribbon and tooltips; this view reads
only the viewer's view.
"""

from __future__ import annotations

import copy
import math
from typing import cast

import pygame

from game.core import Action, Event, GameState
from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.kit import figures, sprites
from game.ui.kit.base import BaseTable, Tip, draw_ribbon
from game.ui.kit.contest import KeptResult, draw_contest, draw_stamp
from game.ui.kit.dice import DiceShow
from game.ui.kit.motion import Motion, Shadow
from game.ui.tables.elysium import art, panels, read
from game.ui.tables.elysium.city import (
    CityLook,
    draw_city,
    miniature_height,
    miniature_spot,
    stack_spots,
    zone_at,
)
from game.ui.tables.elysium.clash import RESULT_SECONDS, contest_of, keep_dice, keep_power, thrown
from game.ui.tables.elysium.gestures import Gestures, rival_hit, supply_homes
from game.ui.tables.elysium.layout import TableLayout, View, compute
from game.ui.tables.elysium.model import TableModel, Zone
from game.ui.tables.elysium.read import A
from game.ui.tables.elysium.steps import PHASE_NAMES, prompt_text, result_text

WALK_SECONDS, TOKEN_SECONDS, STAGGER = 0.45, 0.5, 0.08


class ElysiumTable(BaseTable[View]):
    """The Elysium table view (see the module docstring)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.gestures = Gestures(table.drag)
        self.dice = DiceShow(self.speed())
        self.motion = Motion(on_land=lambda flight: audio.play("drop"))
        self.kept = KeptResult(RESULT_SECONDS)   # a finished clash, stamped
        self._read: tuple[View, TableModel] | None = None

    # -- the base table's hooks ------------------------------------------------------------
    def lay_out(self, view: View) -> TableLayout:
        model = self.model_of(view)
        return compute(self.full, model.players, len(model.events))

    def regions_key(self, view: View) -> tuple:
        model = self.model_of(view)
        return (model.players, len(model.events))

    def model_of(self, view: View) -> TableModel:
        """The table's model of `view` (read once per view: a frame draws the model of the view it shows)."""
        if self._read is None or self._read[0] is not view:
            self._read = (view, read.model_of(view))
        return self._read[1]

    def rebuild(self, view: View) -> None:
        """The view changed: what may be done now."""
        self.gestures.rebuild(view, self.model_of(view), self.me, self.table.legal_actions(), self.regions(view), self.style_of,
                              self.names)

    def refresh(self, view: GameState, seat: int | None) -> None:
        self._read = None   # read the view afresh
        super().refresh(view, seat)
        panel = self.model_of(cast(View, view)).clash
        if panel:  # after the events: a finished clash keeps its last panel (a copy: it is written on), stamped
            self.kept.keep(copy.deepcopy(panel))

    def happened(self, events: list[Event], before: View, after: View) -> None:
        """Dice tumble in the tray, pieces walk and fly; a finished challenge or contest keeps its panel a moment."""
        self.dice.tray.speed = self.speed()
        for event in events:
            data = event.data if isinstance(event.data, dict) else {}
            if event.kind == "challenge" or (event.kind == "bid" and "side" not in data):
                self.dice.clear()  # a new clash: the tray waits empty for its dice
        shown = len(self.dice.shown), self.dice.caption
        self.dice.roll(*thrown(events, read.model_of(after), self.names))
        if (len(self.dice.shown), self.dice.caption) != shown:
            audio.play("dice")
        self._motion(events, before, after)
        for event in events:
            data = event.data if isinstance(event.data, dict) else {}
            kept = self.kept.panel
            if event.kind == "dice" and kept and not kept.get("rolled") and isinstance(data.get("side"), int):
                keep_dice(kept, data)
            if event.kind == "power" and kept and not kept.get("rolled"):
                keep_power(kept, data)
            if event.kind in ("challenge_result", "contest_result") and kept:
                for side, total in zip(kept.get("sides", []), data.get("totals") or [], strict=False):
                    side["total"] = total
                kept["step"], kept["rolled"] = "", True
                self.kept.stamp(result_text(event, kept, self.names))
            elif event.kind == "rescind":
                self.kept.clear()

    def _card_spot(self, view: View, model: TableModel, seat: int) -> tuple[float, float]:
        """Where a seat's pieces come from: its Primogen card."""
        area = self.regions(view)
        if seat == self.me:
            return (float(area.own.left + area.own.height // 2), float(area.own.centery))
        rivals = self._rivals(model)
        if seat in rivals and rivals.index(seat) < len(area.rivals):
            r = area.rivals[rivals.index(seat)]
            return (float(r.left + r.height // 3), float(r.centery))
        return (float(area.events.centerx), float(area.events.top))

    def _motion(self, events: list[Event], old: View, new: View) -> None:
        """Miniatures walk and bid tokens fly for the events just made."""
        self.motion.speed = self.speed()
        if self.motion.speed <= 0:
            return
        geom = self.regions(new).city
        was, now = self.model_of(old), read.model_of(new)
        held = self.gestures.map.held()
        for event in events:
            data = event.data if isinstance(event.data, dict) else {}
            seat = data.get("seat")
            if not isinstance(seat, int) or not 0 <= seat < now.players:
                continue
            colour, shape = art.seat_colour(now, seat, self.style_of(seat)), self.style_of(seat).shape
            zone = now.zone_named(data.get("zone"))
            if event.kind in ("move", "rise") and ("miniature", seat) not in held:
                start = miniature_spot(geom, was, seat) if event.kind == "move" else self._card_spot(new, now, seat)
                sprite = figures.standee(colour, shape, miniature_height(geom))
                w = sprite.get_width()
                self.motion.fly(start, miniature_spot(geom, now, seat), sprite, WALK_SECONDS, hop=26,
                                key=("miniature", seat), replace=True,
                                shadow=Shadow((w, max(4, w // 3)), 90, (4, sprite.get_height() * 0.45)))
            elif event.kind == "influence" and zone is not None and data.get("count"):
                holders = zone.holders
                if seat not in holders:
                    continue
                end = stack_spots(geom, zone.index, len(holders))[holders.index(seat)]
                sprite = figures.coin(colour, shape, max(5, int(geom.length(12))))
                w = sprite.get_width()
                base = sum(1 for f in self.motion.flights if f.key == "token") * STAGGER
                for k in range(min(int(data["count"]), 6)):
                    self.motion.fly(self._card_spot(new, now, seat), end, sprite, TOKEN_SECONDS, base + k * STAGGER,
                                    hop=40, key="token", shadow=Shadow((w, max(4, w // 3)), 90,
                                                                       (4, sprite.get_height() * 0.3)))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.dice.update(dt, self.speed())
        self.motion.speed = self.speed()
        self.motion.update(dt)
        if not self.table.drag.busy:  # a placed token has landed: drop it
            self.gestures.map.settle_pieces()
        self.kept.update(dt, self.speed())

    def moving(self) -> bool:
        return super().moving() or not self.dice.tray.settled

    def skip_animations(self) -> None:
        """Space: land every moving piece and clear a shown result at once."""
        self.motion.finish()
        self.kept.clear()

    def handle(self, event: pygame.event.Event) -> Action | None:
        super().handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return None   # the table scene already called skip_animations()
        return self.gestures.handle(event) if self.area is not None else None

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, shown: GameState, rect: pygame.Rect) -> None:
        view = cast(View, shown)  # this table is only ever handed an Elysium view
        if self.state is None:
            self.refresh(view, self.table.viewer)
        model = self.model_of(view)
        self.held.clear()
        shown_held = self.held if self.above else None   # from above: every hand face up
        area = self.regions(view)
        tips: list[Tip] = []
        hits, geom, legal = self.gestures.hits, area.city, self.gestures.legal
        panel = model.clash or self.kept.shown
        dragging = self.table.drag.dragging
        hover = zone_at(geom, self.mouse) if geom.rect.collidepoint(self.mouse) else -1
        fought = model.zone_named(panel.get("zone")) if panel.get("kind") == "influence" else None
        contested = fought.index if fought is not None else -1
        walking = {key[1] for key in self.motion.carrying() if isinstance(key, tuple)}
        held = {self.me} if any(t.key[0] == "miniature" for t in self.table.drag.tokens) else set()
        look = CityLook(lit=self.gestures.lit_zones() if self.my_turn() else set(), hover=hover,
                        contested=contested, closed=set(model.closed),
                        hidden=walking | held, pulse=self.clock, dragging=dragging is not None)
        draw_city(surface, geom, model, look, self.style_of)
        if hover >= 0 and dragging is None:
            tips.append((pygame.Rect(self.mouse[0] - 1, self.mouse[1] - 1, 2, 2), self._zone_tip(model.zones[hover])))
        targets = {a.target for a in legal if isinstance(a, A.ChallengePlayer)}
        glow = round(0.5 + 0.5 * math.sin(self.clock * 4))
        hits.rivals = {}
        for primogen in model.seats:
            seat = primogen.seat
            r = rival_hit(area, model, seat)
            if r is None:
                continue
            clan = primogen.clan
            tips.append((r, f"{self.names[seat]}" + (f", {clan.name}" if clan is not None else "")
                         + f": Vitae {primogen.vitae}" + (". Click to challenge." if seat in targets else ".")))
            if seat != self.me:
                hits.rivals[seat] = r
            if seat in targets:
                pygame.draw.ellipse(surface, th.GOLD, pygame.Rect(r.left - 3, r.bottom - r.width // 3, r.width + 6,
                                                                  r.width * 2 // 3), 2 + glow)
        self._prompt(surface, area, model)
        hits.hand = panels.draw_own(surface, area.own, model.seats[self.me], self._seat(model, self.me), area.unit,
                                    tips, held=shown_held)
        self._supply(surface, area, model, self.me)
        if not panel:
            self.dice.draw(surface, area.tray, area.unit)
        for seat, r in zip(self._rivals(model), area.rivals, strict=False):
            panels.draw_rival(surface, r, model.seats[seat], self._seat(model, seat), area.unit, tips, shown_held)
            hits.cards[seat] = r
            if seat in targets:  # a rival you may challenge now
                pygame.draw.rect(surface, th.GOLD, r.inflate(2, 2), 2 + glow, border_radius=3)
        legal_events = {a.card for a in legal if isinstance(a, A.ChallengeEvent)}
        hits.events = panels.draw_events(surface, area.events, model.events, area.unit, tips, legal_events, self.mouse)
        hits.dice = {}
        if panel:
            contest = contest_of(panel, self.names, self.style_of, lambda s: art.seat_colour(model, s, self.style_of(s)),
                                 dict(model.plan))
            hits.dice, tray, box = draw_contest(
                surface, area.clash, contest, area.unit, tips, self.gestures.die,
                self.gestures.step == "dice" and bool(legal), self.kept.result,
                round(area.clash.width * (0.32 if len(panel.get("sides", [])) < 3 else 0.24)),
                hide=not self.dice.tray.settled)
            self.dice.draw(surface, tray, area.unit)
            if self.dice.tray.settled:  # no spoilers while the dice still tumble
                draw_stamp(surface, box, tray, self.kept.result, area.unit)
            self._idle_strip(surface, area)
        choices = self.gestures.panel
        if choices is not None and not choices.compact:
            gap = round(6 * area.unit)
            bottom = max(box.top - gap, choices.rect.height + geom.rect.top + gap) if panel else \
                geom.rect.bottom - round(22 * area.unit)  # your choices sit low on the map, near your card
            choices.move_bottom_to(bottom)
        if choices is not None:
            self.draw_panel(surface, choices, choices is self.gestures.map.popup)
        self.motion.draw(surface)
        if dragging is None:
            self.draw_tips(surface, tips, choices.rect if choices is not None else None)

    def _idle_strip(self, surface: pygame.Surface, area: TableLayout) -> None:
        """While the tray is up in the panel, its home under the map shows a quiet felt."""
        pygame.draw.rect(surface, th.darken(th.CRIMSON, 0.7), area.tray, border_radius=8)
        pygame.draw.rect(surface, th.GOLD_DIM, area.tray, 1, border_radius=8)
        face = th.theme.font("tiny", "italic")
        lines = paint.wrap("the dice are in the challenge", face, area.tray.width - round(12 * area.unit))
        with paint.within(surface, area.tray, "the dice tray"):
            for i, line in enumerate(lines):
                paint.text(surface, line, face, th.PARCHMENT_DIM,
                           (area.tray.centerx, area.tray.centery + (i - (len(lines) - 1) / 2) * face.get_linesize()),
                           "center")

    def _rivals(self, model: TableModel) -> list[int]:
        """Rivals in this turn's order, starting after you."""
        order = list(model.order)
        if self.me in order:
            k = order.index(self.me)
            order = order[k + 1:] + order[:k]
        return [s for s in order if s != self.me]

    def _seat(self, model: TableModel, seat: int) -> panels.Seat:
        look = self.seat_look(seat)
        return panels.Seat(**vars(look), colour=art.seat_colour(model, seat, look.style),
                           regent=model.seats[seat].regent)

    def _prompt(self, surface: pygame.Surface, area: TableLayout, model: TableModel) -> None:
        mine = self.my_turn()
        text = prompt_text(model, mine, self.names)
        phase = PHASE_NAMES.get(model.phase, "")
        turn = f"Turn {model.turn} of {model.turns_total}" if model.turn else "Setup"
        line = text if model.over else f"{' · '.join(x for x in (turn, phase) if x)} — {text}"
        panel = self.gestures.panel
        if panel is None or not panel.compact:
            draw_ribbon(surface, area.prompt, line, mine, 0.6)
        else:  # the step's buttons sit at the ribbon's right end
            draw_ribbon(surface, area.prompt, "", mine, 0.6)
            left = pygame.Rect(area.prompt.left, area.prompt.top, panel.rect.left - area.prompt.left,
                               area.prompt.height)
            draw_ribbon(surface, left, line, mine, 0.6, frame=False)

    def _supply(self, surface: pygame.Surface, area: TableLayout, model: TableModel, me: int) -> None:
        if model.phase != "influence":
            return
        count = model.seats[me].supply
        face = th.theme.font("tiny", "italic")
        label = f"Influence to bid: {count}"
        left = area.supply.left - face.size(label)[0] - round(14 * area.unit)
        dish = pygame.Rect(left, area.supply.top, area.supply.right + round(2 * area.unit) - left, area.supply.height)
        figures.draw_dish(surface, dish, label, face, inside=True)
        if any(t.key[0] == "supply" for t in self.gestures.tokens):
            return  # the drag controller draws the tokens you can pick up
        r = max(6, round(11 * area.unit))
        sprite = figures.flat_coin(art.seat_colour(model, me, self.style_of(me)), self.style_of(me).shape, r)
        for home in supply_homes(area, count):
            sprites.lifted(surface, sprite, home)

    def _zone_tip(self, z: Zone) -> str:
        if z.elysium:
            return "Elysium: neutral ground, never controlled. Challenging anyone here costs prestige."
        owner = z.controller
        holders = [f"{self.names[s]} {n}" for s, n in enumerate(z.tokens) if n]
        who = f"controlled by {self.names[owner]}" if owner is not None else "uncontrolled"
        tokens = f" Tokens: {', '.join(holders)}." if holders else ""
        closed = f" Closed by {' and '.join(z.closed_by)}: no influence attempts here while it is in play." \
            if z.closed_by else ""
        return f"{z.name} — {z.category_name}, worth {z.value}; {who}.{tokens}{closed}"


VIEW = ElysiumTable
