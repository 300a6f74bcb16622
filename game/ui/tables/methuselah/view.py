"""The Methuselah table: the circle of ancients round the top (your prey at the left, your predator at the
right, the hunting arrows between them), each with its pool, victory points, ready minions, torpor and
uncontrolled vampires face down; the action under way, a combat or a referendum on the stage; your seat
at the bottom with your minions, your uncontrolled region, your pool's counters and your hand.

You play a card by dragging it onto a minion (yours acts with it, a rival's is its target), onto the
stage or an ancient's panel; you move blood in the influence phase by dragging your pool's counters onto
an uncontrolled vampire; every drag is a click too, and the step's panel and the moves list (keys 1–9)
offer every legal action.  Minions lie sideways when locked; the Edge moves to whoever takes it.
Right-click (or hover) any card to read it large.  Everything drawn comes from the viewer's view.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.core import Action, Event, Pass
from game.ui import paint
from game.ui.audio import audio
from game.ui.kit.above import carve, from_above
from game.ui.kit.base import BaseTable, SeatLook, Tip
from game.ui.kit.choices import prompt_line
from game.ui.kit.driven import Driven
from game.ui.kit.motion import Motion, Shadow
from game.ui.kit.rivals import Section
from game.ui.kit.still import StillLayer
from game.ui.kit.table import ByStep, Drawn
from game.ui.tables.methuselah import art, read, scene
from game.ui.tables.methuselah.frame import Frame
from game.ui.tables.methuselah.gestures import Gestures
from game.ui.tables.methuselah.layout import TableLayout, compute, spread
from game.ui.tables.methuselah.model import TableModel
from game.ui.tables.methuselah.read import PROMPTS, STEPS, MethuselahState

FLIGHT_SECONDS = 0.5


HINTS = ByStep(STEPS, {   # what the table lets you do by hand in each step, said on the stage while it is yours
    "master": "Drag a master card onto the stage to play it.",
    "master_target": "Click the vampire the card goes to.",
    "minion": "Drag a minion onto your prey to bleed, or a card onto the minion that plays it; click a minion "
              "for its other actions.",
    "action": "Drag a card onto the acting minion, or choose its action on the panel.",
    "target": "Click the minion the action is aimed at.",
    "block": "Click one of your minions to block with it, or let the action go.",
    "stealth": "Drag a stealth card onto your acting minion, or let the block stand.",
    "intercept": "Drag an intercept card onto your blocking minion, or let the action go.",
    "bleed_mod": "Drag a card onto your acting minion to bleed harder, or bleed as it is.",
    "bleed_react": "Drag a card onto one of your minions to reduce the bleed, or take it.",
    "vote": "Vote on the panel, or drag a vote card onto one of your minions.",
    "influence": "Drag a drop of your pool onto an uncontrolled vampire (1 transfer), a vampire onto your pool to "
                 "take blood back (2), or onto your ready region once it is full; click your crypt badge for a "
                 "new vampire (4).",
    "discard": "Drag a card onto the stage to discard it and draw (or put an event in play).",
    "seek": "Click the card you take into your hand.",
})
MINION = HINTS.name("minion")


def ribbon_text(model: TableModel, mine: bool, names: list[str]) -> str:
    if model.over:
        return "The game is over."
    who = names[model.current] if model.current is not None and 0 <= model.current < len(names) else "The table"
    return prompt_line(PROMPTS, model.step, mine, who)


class MethuselahTable(Driven, BaseTable):
    """The Methuselah table view (see the module docstring)."""

    picker_share = 0.38
    number_keys = True

    def __init__(self, table) -> None:
        super().__init__(table)
        self.motion = Motion(on_land=lambda flight: audio.play("drop") if flight.key == "edge" else None)
        self.gestures = Gestures(table.drag, lambda: self.names)
        self.model: TableModel | None = None
        self.hits: dict[Hashable, pygame.Rect] = {}   # the places drawn (self.drawn.places)
        self.drawn = Drawn()                            # what the table drew where, this frame
        self.still = StillLayer()
        self._eyes: Hashable = None    # whose eyes the last layout was for (a held picture must be theirs)

    # -- the base table's hooks --------------------------------------------------------------------------
    def rival_sections(self, view: MethuselahState, seat: int) -> tuple[Section, ...]:
        """A rival's panel (``game.ui.kit.rivals``), read from the view."""
        return read.rival_sections(view, seat, self.names)

    def regions_key(self, view: MethuselahState) -> tuple:
        """The regions follow the number of players and what your own regions hold (``layout.spread``)."""
        return (view.players, read.crowd_of(view, self.me))

    def lay_out(self, view) -> TableLayout:
        area = spread(compute(self.full, view.players), read.crowd_of(view, self.me))
        if from_above(view):   # each rival's hand face up at the foot of its panel (seven cards: four lines if narrow)
            for i, rect in enumerate(area.rivals):
                area.rivals[i], strip = carve(rect, area.unit, lines=4 if rect.width < 240 * area.unit else 3)
                area.strips.append(strip)
        return area

    def rebuild(self, view) -> None:
        area = self.regions(view)
        self.model = read.model_of(view, self.me)
        self.motion.speed = self.speed()
        self.hits = self._places(area, self.model)
        self.gestures.rebuild(view, self.model, self.table.legal_actions(), area, self.hits)
        # the places took a whole drawing of the table: the picture is painted next frame, but only if the
        # eyes are the ones it was painted for (another hotseat player must never see the last one's table)
        eyes = (getattr(self.table, "viewer", None), getattr(self.table, "curtain_for", None), view.viewer, self.me)
        self.still.hold(eyes == self._eyes)
        self._eyes = eyes

    def _places(self, area: TableLayout, model: TableModel) -> dict[Hashable, pygame.Rect]:
        """Where everything that can be pointed at lies (drawn once offscreen: the same rects the table draws)."""
        scratch = _scratch(self.table)
        seats = [self.seat_look(s) for s in range(model.players)]
        return scene.draw_table(scratch, area, model, seats, Frame()).places

    def happened(self, events: list[Event], before, after) -> None:
        """The Edge flies to whoever takes it; blood flies from a pool to a vampire and back."""
        self.motion.speed = speed = self.speed()
        area = self.area
        if area is None or speed <= 0:
            return
        old, new = read.model_of(before, self.me), read.model_of(after, self.me)
        if old.edge != new.edge:
            self.motion.fly(scene.edge_spot(area, old, old.edge), scene.edge_spot(area, new, new.edge),
                            art.edge_token(round(11 * area.unit)), FLIGHT_SECONDS * 1.4, hop=60, key="edge",
                            shadow=Shadow((round(20 * area.unit), round(8 * area.unit)), 80, (3, 10)))
        radius = max(4, round(6 * area.unit))
        for p, (a, b) in enumerate(zip(old.seats, new.seats, strict=False)):
            if b.pool < a.pool:
                lost = min(4, a.pool - b.pool)
                src = scene.seat_rect(area, new, p)
                for k in range(lost):
                    self.motion.fly((src.centerx, src.top + round(12 * area.unit)), area.edge_home,
                                    art.drop(radius), FLIGHT_SECONDS, 0.06 * k, 30, key="blood")
            for ua, ub in zip(a.uncontrolled, b.uncontrolled, strict=False):
                if ub.blood > ua.blood and p == self.me:
                    dest = self.hits.get(ub.key)
                    if dest is not None:
                        self.motion.fly((area.pool.left + round(40 * area.unit), area.pool.centery), dest.center,
                                        art.drop(radius), FLIGHT_SECONDS, 0.0, 30, key="blood")

    def handle(self, event: pygame.event.Event) -> Action | None:
        action = super().handle(event)
        if self.gestures.refusal:   # why a drop played nothing, on the table's message line too
            self.table.message = self.gestures.refusal
        return action

    # -- drawing -------------------------------------------------------------------------------------------
    def frame(self, model: TableModel) -> Frame:
        mine = self.my_turn()
        held = self.gestures.map.held()
        flying = self.motion.carrying()
        lit = self.gestures.lit() if mine else set()
        clickable = self.gestures.clickable() if mine and self.table.drag.dragging is None else set()
        return Frame(lit=lit, hidden=held, clickable=clickable, mouse=self.mouse,
                           ribbon=ribbon_text(model, mine, self.names), mine=mine,
                           status=self.gestures.refusal or (self.hint(model) if mine else ""),
                           refused=bool(self.gestures.refusal),
                           edge_hidden="edge" in flying, marks=model.marks())

    def hint(self, model: TableModel) -> str:
        """What the table lets you do by hand now; in the minion step without a way to end it, why not."""
        if model.step == MINION and self.gestures.legal and Pass() not in self.gestures.legal:
            return ("A ready vampire of yours with no blood must hunt before the phase ends: click it, "
                    "then choose Hunt.")
        return HINTS.get(model.step, "")

    def draw(self, surface: pygame.Surface, view, rect: pygame.Rect) -> None:
        if self.ready(view) is None or self.model is None:
            return
        area = self.regions(self.state)
        model = self.model
        seats = [self.seat_look(s) for s in range(model.players)]
        frame = self.frame(model)
        pointed = next((k for k in (*frame.lit, *frame.clickable) if k in self.hits
                        and self.hits[k].collidepoint(frame.mouse)), None)
        key = (id(self.state), tuple((s.name, s.kind, s.style, s.score, s.active, s.you) for s in seats),
               frozenset(frame.lit), frozenset(frame.hidden), frozenset(frame.clickable), pointed, frame.ribbon, frame.mine, frame.status,
               frame.edge_hidden, tuple(area.full))
        tips: list[Tip] = self.still.draw(surface, area.full.inflate(24, 24), key,
                                          lambda target, out: _paint(target, out, area, model, seats, frame),
                                          getattr(self.table, "overlay", None))
        self.drawn = self.still.result
        if self.above:   # what the kept picture shows of every hand (scene.held_of)
            for seat in model.seats:
                self.held.note(seat.seat, scene.held_of(seat.held if seat.seat != model.me else model.hand,
                                                        seats[seat.seat].name))
        panel = self.gestures.panel
        if panel is not None:
            self.draw_panel(surface, panel, panel is self.gestures.map.popup, tips)
        self.motion.draw(surface)
        previewed = self.draw_score_preview(surface, self.score_tab_spot())
        if self.table.drag.dragging is None and not previewed:
            self.draw_tips(surface, tips, panel.rect if panel is not None else None)


def _paint(surface: pygame.Surface, out: list[Tip], area: TableLayout, model: TableModel, seats: list[SeatLook],
           frame: Frame) -> Drawn:
    """The still picture: drawn once, its tips handed to the still layer (`out`), what was drawn where kept."""
    drawn = scene.draw_table(surface, area, model, seats, frame)
    out.extend(drawn)
    return drawn


_scratches: dict[tuple[int, int], pygame.Surface] = {}


def _scratch(table) -> pygame.Surface:
    """A surface as large as the window, to lay the table out on.  Nothing drawn there is shown, so it is
    clipped to nothing and its blits cost nothing (half the pass at 2560x1440); under a layout check, which
    reads every text as it is drawn, it draws in full."""
    screen = pygame.display.get_surface()
    size = screen.get_size() if screen is not None else (1280, 720)
    if size not in _scratches:
        _scratches.clear()
        _scratches[size] = pygame.Surface(size)
    scratch = _scratches[size]
    scratch.set_clip(None if getattr(paint, "_check", None) is not None else pygame.Rect(0, 0, 0, 0))
    return scratch


VIEW = MethuselahTable
