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

from typing import cast

import pygame

from game.core import Action, Event, GameState
from game.ui.audio import audio
from game.ui.kit import figures
from game.ui.kit.base import BaseTable, Confirm
from game.ui.kit.contest import Contest, KeptResult
from game.ui.kit.contest_room import stacked_height
from game.ui.kit.dice import DiceShow
from game.ui.kit.motion import Motion, Shadow
from game.ui.kit.rivals import Section
from game.ui.kit.table import Drawn
from game.ui.tables.elysium import panels, read
from game.ui.tables.elysium.city import (
    miniature_height,
    miniature_spot,
    stack_spots,
)
from game.ui.tables.elysium.clash import (
    RESULT_SECONDS,
    contest_of,
    finished,
    keep_dice,
    keep_power,
    thrown,
)
from game.ui.tables.elysium.frame import Frame
from game.ui.tables.elysium.gestures import Gestures, Hits
from game.ui.tables.elysium.layout import TableLayout, View, compute
from game.ui.tables.elysium.model import ClashPanel, TableModel
from game.ui.tables.elysium.read import A
from game.ui.tables.elysium.scene import draw_table
from game.ui.tables.elysium.scene import rivals as scene_rivals
from game.ui.tables.elysium.steps import DICE, PANELS, PHASE_NAMES, prompt_text, result_text

WALK_SECONDS, TOKEN_SECONDS, STAGGER = 0.45, 0.5, 0.08


class ElysiumTable(BaseTable[View]):
    """The Elysium table view (see the module docstring)."""

    def __init__(self, table) -> None:
        super().__init__(table)
        self.gestures = Gestures(table.drag, lambda: self.names)
        self.dice = DiceShow(self.speed())
        self.motion = Motion(on_land=lambda flight: audio.play("drop"))
        self.kept: KeptResult[ClashPanel] = KeptResult(RESULT_SECONDS)   # a finished clash, stamped
        self._read: tuple[View, TableModel] | None = None
        self.drawn = Drawn()   # what the last frame drew where

    def rival_sections(self, view: View, seat: int) -> tuple[Section, ...]:
        """A rival's panel (``game.ui.kit.rivals``), read from the view."""
        return read.rival_sections(view, seat)

    # -- the base table's hooks ------------------------------------------------------------
    def lay_out(self, view: View) -> TableLayout:
        model = self.model_of(view)
        contest = self.contest(model)
        return compute(self.full, model.players, len(model.events), self.dock(model),
                       (lambda width, unit: stacked_height(contest, width, unit)) if contest is not None else None,
                       self.asking(model))

    def regions_key(self, view: View) -> tuple:
        model = self.model_of(view)   # the contest as it stands: its panel's height sets the column's share
        return (model.players, len(model.events), self.dock(model), self.asking(model), self.contest(model))

    def dock(self, model: TableModel) -> str:
        """What docks in the right column now: "clash" (a challenge or contest on show, kept a moment when
        it is over), "choices" (your step's panel), or nothing."""
        if model.clash is not None or self.kept.shown is not None:
            return "clash"
        return "choices" if self.asking(model) else ""

    def asking(self, model: TableModel) -> bool:
        """Whether your step's panel docks in the right column (a step played on the board asks in the ribbon)."""
        step = model.step
        return not model.over and model.current == self.me and step in PANELS and not PANELS[step].compact

    def contest(self, model: TableModel) -> Contest | None:
        """The challenge or contest on show in the kit's words (as ``scene.draw_table`` draws it), if any."""
        panel = model.clash or self.kept.shown
        if panel is None:
            return None
        return contest_of(panel, self.names, self.style_of, lambda seat: self.style_of(seat).colour, dict(model.plan),
                          self.asking(model))

    def model_of(self, view: View) -> TableModel:
        """The table's model of `view` (read once per view: a frame draws the model of the view it shows)."""
        if self._read is None or self._read[0] is not view:
            self._read = (view, read.model_of(view))
        return self._read[1]

    def rebuild(self, view: View) -> None:
        """The view changed: what may be done now."""
        self.gestures.rebuild(self.model_of(view), self.me, self.table.legal_actions(), self.regions(view), self.style_of,
                              self.names)

    def refresh(self, view: GameState, seat: int | None) -> None:
        self._read = None   # read the view afresh
        super().refresh(view, seat)
        panel = self.model_of(cast(View, view)).clash
        if panel is not None:  # after the events: a finished clash keeps its last panel, stamped
            self.kept.keep(panel)

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
            if event.kind == "dice" and kept is not None and not kept.rolled and isinstance(data.get("side"), int):
                self.kept.panel = kept = keep_dice(kept, data)
            if event.kind == "power" and kept is not None and not kept.rolled:
                self.kept.panel = kept = keep_power(kept, data)
            if event.kind in ("challenge_result", "contest_result") and kept is not None:
                self.kept.panel = kept = finished(kept, list(data.get("totals") or []))
                self.kept.stamp(result_text(event, kept, self.names))
            elif event.kind == "rescind":
                self.kept.clear()

    def _card_spot(self, view: View, model: TableModel, seat: int) -> tuple[float, float]:
        """Where a seat's pieces come from: its Primogen card."""
        area = self.regions(view)
        if seat == self.me:
            return (float(area.own.left + area.own.height // 2), float(area.own.centery))
        rivals = scene_rivals(model, self.me)
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
            colour, shape = self.style_of(seat).colour, self.style_of(seat).shape
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
        area = self.regions(view)
        if self.gestures.layout is not area and self.table.drag.dragging is None:
            self.rebuild(view)   # the panels docked or let go: their room moved
        legal = self.gestures.legal
        mine = self.my_turn()
        text = prompt_text(model, mine, self.names)
        turn = f"Turn {model.turn} of {model.turns_total}" if model.turn else "Setup"
        phase = PHASE_NAMES.get(model.phase, "")
        walking = {key[1] for key in self.motion.carrying() if isinstance(key, tuple)}
        held = {self.me} if any(t.key[0] == "miniature" for t in self.table.drag.tokens) else set()
        frame = Frame(
            self.me, self.names, self.dice, self.mouse, self.clock, self.table.drag.dragging is not None,
            self.gestures.lit_zones() if mine else set(), walking | held,
            {a.target for a in legal if isinstance(a, A.ChallengePlayer)},
            {a.card for a in legal if isinstance(a, A.ChallengeEvent)}, model.clash or self.kept.shown,
            self.kept.result, self.gestures.die, self.gestures.step == DICE and bool(legal),
            text if model.over else f"{' · '.join(x for x in (turn, phase) if x)} — {text}", mine,
            not any(t.key[0] == "supply" for t in self.gestures.tokens), self.gestures.panel,
            self.held if self.above else None,   # from above: every hand face up
            self.contest(model))
        seats = [self._seat(model, s) for s in range(model.players)]
        self.drawn = draw_table(surface, area, model, seats, frame)
        self.gestures.hits = Hits.of(self.drawn.places)
        choices = self.gestures.panel
        if choices is not None:
            self.draw_panel(surface, choices, choices is self.gestures.map.popup)
        self.motion.draw(surface)
        previewed = self.draw_score_preview(surface, self.score_tab_spot())
        if self.table.drag.dragging is None and not previewed:
            self.draw_tips(surface, self.drawn, choices.rect if choices is not None else None)

    def _seat(self, model: TableModel, seat: int) -> panels.Seat:
        look = self.seat_look(seat)
        return panels.Seat(**vars(look), colour=look.style.colour,
                           regent=model.seats[seat].regent)

    def confirm(self, action: Action) -> Confirm | None:
        """Withdrawing leaves the game for good: asked first, with what it costs."""
        if not isinstance(action, A.Withdraw):
            return None
        return Confirm("Withdraw from the game for good?",
                       "Your Primogen leaves the city and never returns: your cards in play and in hand are "
                       "discarded, and you can no longer win. Your influence stays on the board and keeps "
                       "contesting every attempt on it until the game ends. This cannot be undone.",
                       "Withdraw for good")


VIEW = ElysiumTable
