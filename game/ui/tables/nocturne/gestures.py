"""Playing Nocturne by hand, declared over the kit's gesture map.

* Planning, behind your screen: drag an order token from your pool onto the catacombs, the altar
  (on the board or on your bat board) or a cell of the city (a part of the day in a quarter); drag a
  card from your hand under the order being planned (onto its place on the bat board or its cell).
* Orders: drag a planned order from your bat board beside a quarter's row (face down), onto a
  catacomb pile or onto a ritual of the altar.
* Every drop has its click (a cell, a pile, a ritual, a row, a card), and the step's panel and the
  table's moves list (keys 1–9) offer every legal action.

A gesture matching one legal action plays it; several open a small question; none slides back.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.core import Action, Pass
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.choices import ChoicePanel, Group, Keys, described, grouped
from game.ui.kit.drag import DragController, DropTarget, Token
from game.ui.kit.names import with_names
from game.ui.kit.table import ByStep
from game.ui.kit.table_gestures import TableGestures
from game.ui.tables.nocturne import art
from game.ui.tables.nocturne.cards import draw_minion
from game.ui.tables.nocturne.layout import (
    SLOTS,
    TableLayout,
    hand_rects,
    pool_homes,
    slot_token,
    token_radius,
)
from game.ui.tables.nocturne.model import Card, TableModel
from game.ui.tables.nocturne.read import STEPS, A

STEP: ByStep[str] = ByStep(STEPS, {})   # the engine's declared steps: each name the table compares with is checked there
PLAN, PLACE, DUSK, UPKEEP = STEP.name("plan"), STEP.name("place"), STEP.name("dusk"), STEP.name("upkeep")
# a step's panel: P only (1-9: the moves list); committing the plan is a pass here, as Pass is
PANEL_KEYS = Keys(passes=(Pass, A.CommitPlan), unkeyed=(Action,))


class Gestures(TableGestures):
    """The human's means of play for one decision, declared to the kit's gesture map."""

    def __init__(self, drag: DragController, names: Callable[[], list[str]]) -> None:
        super().__init__(drag, names)
        self.model: TableModel | None = None
        self.area: TableLayout | None = None
        self.hits: dict[Hashable, pygame.Rect] = {}
        self.free: list[int] = []        # hand indices of the free cards, in the order drawn

    # -- declaring ------------------------------------------------------------------------------------
    def rebuild(self, model: TableModel, legal: list[Action], area: TableLayout, colour: th.Colour) -> None:
        self.model, self.area = model, area
        pieces: list[Token] = []
        targets: list[DropTarget] = []
        r = token_radius(area)
        mine = model.mine
        hand = {h.index: h.card for h in mine.hand}
        self.free = [h.index for h in mine.free]
        if legal and model.step == PLAN:
            unplanned = sum(1 for o in mine.orders if o.slot is None)
            for i, home in enumerate(pool_homes(area, unplanned)):
                pieces.append(Token(("token", i), home, radius=r, sprite=art.token_face(colour, None, r),
                                    kind=("token",)))
            for i, box in zip(self.free, hand_rects(area, len(self.free)), strict=False):
                pieces.append(Token(("card", i), (float(box.centerx), float(box.centery)),
                                    radius=min(box.width, box.height) * 0.45, sprite=_card_sprite(hand[i], box, area.unit)))
        elif legal and model.step == PLACE:
            counts: dict[int, int] = {}
            for o in mine.orders:
                s = o.slot
                if s is None:
                    continue
                index = counts.get(s, 0)
                counts[s] = index + 1
                if not o.placed:
                    part = o.part
                    pieces.append(Token(("order", o.token), slot_token(area, s, index), radius=r,
                                        sprite=art.token_face(colour, part, r)))
        if pieces:
            for q in range(area.quarters):
                for part in range(3):
                    targets.append(DropTarget(("cell", q, part), area.cells[(q, part)]))
            targets += [DropTarget(("row", q), area.row(q)) for q in range(area.quarters)]
            for s, box in enumerate(area.slots):
                targets.append(DropTarget(("slot", s), box))
            targets += [DropTarget(("catacombs", "lesser"), self._pile_rect(area, 0)),
                        DropTarget(("catacombs", "elder"), self._pile_rect(area, 1)),
                        DropTarget(("catacombs", None), area.catacombs)]
            for i, box in enumerate(self._ritual_rects(area)):
                targets.append(DropTarget(("altar", i), box))
            targets.append(DropTarget(("altar", None), area.altar))
        self.map.declare(legal, pieces, targets, self._match, self._click, self._standing(model, legal))

    @staticmethod
    def _pile_rect(area: TableLayout, i: int) -> pygame.Rect:
        rect = area.catacombs
        top = rect.top + round(17 * area.unit) + 4
        gap = round(6 * area.unit)
        w = (rect.width - 8 - gap) / 2
        return pygame.Rect(round(rect.left + 4 + i * (w + gap)), top, round(w), rect.bottom - 4 - top)

    def _ritual_rects(self, area: TableLayout) -> list[pygame.Rect]:
        model = self.model
        n = max(1, model.altar_slots) if model is not None else 4
        rect = area.altar
        gap = round(4 * area.unit)
        top = rect.top + round(17 * area.unit) + 4
        w = (rect.width - 8 - gap * (n - 1)) / n
        return [pygame.Rect(round(rect.left + 4 + i * (w + gap)), top, round(w), rect.bottom - 4 - top)
                for i in range(n)]

    def _standing(self, model: TableModel, legal: list[Action]) -> ChoicePanel | None:
        if not legal or self.area is None:
            return None
        if model.step == PLAN:
            rows = [(described(a) if not isinstance(a, A.DropOrder) else "Take back the order", a)
                    for a in legal if isinstance(a, (A.DropOrder, A.CommitPlan))]
            if not rows:
                return None
            panel = ChoicePanel("", "", rows, PANEL_KEYS)
            panel.layout_ribbon(self.area.ribbon.inflate(-4, 0))
            return panel
        if model.step == DUSK:
            quarter = model.quarters[model.resolving]
            v = quarter.victim
            title = f"Dusk in the {quarter.name}"
            note = f"The {v.name}: pay influence into this quarter's Night to use it." if v is not None else ""
            panel = ChoicePanel(title, note, grouped(legal, [Group("", (A.UseAbility, Pass))], PANEL_KEYS))
        elif model.step == UPKEEP:
            groups = [Group("Keep (1 blood each)", A.KeepCard), Group("Discard (hand limit)", A.DiscardCard),
                      Group("", Pass, lambda a: "Let the rest go")]
            panel = ChoicePanel("Upkeep", "Pay 1 blood for each used card you keep; the rest go back.",
                                grouped(legal, groups, PANEL_KEYS))
        else:
            return None
        panel.layout_rows(self.area.choices, self.area.unit)
        return panel

    # -- what a gesture means ----------------------------------------------------------------------------
    def _match(self, token: Token, target: DropTarget) -> list[Action]:
        return self.actions_for(token.key, target.key)

    def actions_for(self, piece: tuple, place: tuple) -> list[Action]:
        """The legal actions a drop of `piece` on `place` makes (a click is a drop of nothing: None)."""
        model = self.model
        if model is None:
            return []
        legal = self.legal
        kind = piece[0] if piece else None
        mine = model.mine
        out: list[Action] = []
        if model.step == PLAN:
            if kind in ("token", None):
                out += [a for a in legal if isinstance(a, A.PlanOrder) and _plans_at(a, place)]
            if kind in ("card", None) and model.current is not None:
                order = mine.orders[model.current]
                if place in (("slot", order.slot), ("cell", order.quarter, order.part)):
                    if kind == "card":
                        card = _hand_card(model, piece[1])
                        out += [a for a in legal if isinstance(a, A.AddCard) and a.card == card]
                    else:
                        out += [a for a in legal if isinstance(a, A.DropOrder)]
            if kind is None and place[0] == "card":
                card = _hand_card(model, place[1])
                out += [a for a in legal if isinstance(a, A.AddCard) and a.card == card]
        elif model.step == PLACE:
            tokens = [piece[1]] if kind == "order" else [o.token for o in mine.orders]
            for a in legal:
                if isinstance(a, A.PlaceCity) and a.token in tokens and place[0] in ("row", "cell") \
                        and place[1] == a.quarter:
                    out.append(a)
                elif isinstance(a, A.PlaceCatacombs) and place[0] == "catacombs" and \
                        any(mine.orders[t].slot == 0 for t in tokens):
                    if place[1] is None or place[1] == a.pile or a.pile == "none":
                        out.append(a)
                elif isinstance(a, A.PlaceAltar) and place[0] == "altar" and any(mine.orders[t].slot == 1 for t in tokens):
                    if place[1] is None or place[1] == a.slot:
                        out.append(a)
                elif place[0] == "slot" and kind is None and isinstance(a, (A.PlaceCatacombs, A.PlaceAltar)) \
                        and place[1] == (0 if isinstance(a, A.PlaceCatacombs) else 1):
                    out.append(a)
        return out

    def _click(self, pos: tuple[int, int]) -> list[Action]:
        """A click: the smallest thing under the pointer that would play something."""
        found: list[Action] = []
        for key, rect in sorted(self.hits.items(), key=lambda kv: kv[1].width * kv[1].height):
            if rect.collidepoint(pos) and isinstance(key, tuple):
                found = self.actions_for((), key)
                if found:
                    break
        return found

    def label(self, action: Action) -> str:
        return with_names(described(action), self.names())

    def choices_room(self) -> tuple[pygame.Rect, float] | None:
        return (self.area.choices, self.area.unit) if self.area is not None else None

    def handle(self, event: pygame.event.Event) -> Action | None:
        """One input event.  A piece pressed and let go where it lies is a click on it (a card of the hand
        goes under the order being planned, as its drag would)."""
        if not self.legal:
            return None
        self.note_press(event)
        held = self.drag.dragging
        clicked: list[Action] = []
        if held is not None and self.let_go_in_place(event):
            place = ("slot", self._slot(held.key[1])) if held.key[0] == "order" else held.key
            clicked = self.actions_for((), place)
        action = self.map.handle(event)
        if action is None and len(clicked) == 1:
            return clicked[0]
        if action is None and clicked:
            self.map.popup, self.map.asked = self._ask(None, None, clicked), None
        return action

    def _slot(self, token: int) -> int | None:
        """The bat board place of your order `token`."""
        return self.model.mine.orders[token].slot if self.model is not None else None



def _plans_at(action: A.PlanOrder, place: tuple) -> bool:
    if place[0] in ("catacombs", "altar"):
        return action.where == place[0]
    if place[0] == "slot":
        return action.where == SLOTS[place[1]]
    if place[0] == "cell":
        return action.quarter == place[1] and action.where == SLOTS[2 + place[2]]
    return False


def _hand_card(model: TableModel, index: int) -> int:
    """The card id at `index` in your hand."""
    return next(h.card.id for h in model.mine.hand if h.index == index)


def _card_sprite(card: Card, box: pygame.Rect, unit: float) -> pygame.Surface:
    def make() -> pygame.Surface:
        s = pygame.Surface(box.size, pygame.SRCALPHA)
        draw_minion(s, s.get_rect(), card, unit)
        return s
    return sprites.cached(("noct-card", card.id, box.size, round(unit, 3)), make)
