"""Playing Elysium by hand, declared over the kit's gesture map: the miniature and influence tokens, the zones
they may be dropped on, and clicks on zones, rivals, events, dice and hand cards.

A drop or click that matches exactly one legal action plays it; one that
matches several (how many tokens, which kind of challenge) opens a small
panel; anything else slides back and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field

import pygame

from game.core import Action
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.kit import figures
from game.ui.kit.choices import ChoicePanel
from game.ui.kit.drag import DragController, DropTarget, Token
from game.ui.kit.gestures import Spot
from game.ui.kit.table_gestures import TableGestures
from game.ui.tables.elysium import steps
from game.ui.tables.elysium.city import miniature_height, miniature_spot, miniature_spots, zone_at
from game.ui.tables.elysium.layout import TableLayout
from game.ui.tables.elysium.model import TableModel
from game.ui.tables.elysium.read import A, C
from game.ui.tables.elysium.scene import supply_homes


@dataclass
class Hits:
    """Where clickable things were drawn last frame (the painter's places, by kind)."""

    events: dict[int, pygame.Rect] = field(default_factory=dict)
    dice: dict[int, pygame.Rect] = field(default_factory=dict)
    hand: dict[int, pygame.Rect] = field(default_factory=dict)
    rivals: dict[int, pygame.Rect] = field(default_factory=dict)   # miniatures on the map
    cards: dict[int, pygame.Rect] = field(default_factory=dict)    # Primogen cards

    @classmethod
    def of(cls, places: Mapping[Hashable, pygame.Rect]) -> Hits:
        """The places a painter drew (``scene.draw_table``), keyed ``(kind, index)``, sorted by kind."""
        hits = cls()
        kinds = {"event": hits.events, "die": hits.dice, "hand": hits.hand, "rival": hits.rivals,
                 "card": hits.cards}
        for key, rect in places.items():
            if isinstance(key, tuple) and len(key) == 2 and key[0] in kinds:
                kinds[key[0]][key[1]] = rect
        return hits


class Gestures(TableGestures):
    """The human's means of play for one decision: what it declares to the gesture map, and the panel."""

    def __init__(self, drag: DragController, names: Callable[[], list[str]]) -> None:
        super().__init__(drag, names)
        self.hits = Hits()
        self.ask = steps.Ask(None, 0, [], [])
        self.layout: TableLayout | None = None
        self.step = ""
        self.die = -1               # the die chosen in the after-dice window
        self.move_zones: set[int] = set()
        self.target_zones: set[int] = set()
        self.bid_zone = -1          # the contested zone, when a contest or raise is possible
        self.model: TableModel | None = None
        self.me = 0

    # -- declaring ---------------------------------------------------------------------
    def rebuild(self, model: TableModel, me: int, legal: list[Action], layout: TableLayout,
                style_of: Callable[[int], th.SeatStyle], names: list[str]) -> None:
        """Everything the viewer may do now, from `legal` (empty when it is not their turn)."""
        step = model.step
        if step != self.step or not legal:
            self.die = -1
        self.step, self.layout = step, layout
        self.ask = steps.Ask(model, me, legal, names, self.die)
        self.move_zones = {C.zone_ids[a.zone] for a in legal if isinstance(a, A.Move)}
        self.target_zones = {C.zone_ids[a.zone] for a in legal if isinstance(a, A.Target)}
        bids = any(isinstance(a, (A.Contest, A.Raise)) and a.bid > 0 for a in legal)
        self.bid_zone = model.clash_zone if bids and model.clash_zone is not None else -1
        self.model, self.me = model, me
        tokens, targets = self._pieces(model, me, layout, style_of) if legal else ([], [])
        self.map.declare(legal, tokens, targets, self._match, self._click, self._standing())

    @property
    def tokens(self) -> list[Token]:
        return self.map.pieces

    def _standing(self) -> ChoicePanel | None:
        panel = steps.build(self.ask)
        if panel is not None and self.layout is not None:
            if steps.PANELS[self.step].compact:
                panel.layout_ribbon(self.layout.prompt.inflate(-4, 0))
            else:
                panel.layout_rows(self.layout.choices, self.layout.unit, labels_above=True)
        return panel

    def _pieces(self, model: TableModel, me: int, layout: TableLayout,
                style_of: Callable[[int], th.SeatStyle]) -> tuple[list[Token], list[DropTarget]]:
        geom = layout.city
        colour, shape = style_of(me).colour, style_of(me).shape
        tokens: list[Token] = []
        if self.move_zones:
            spot = miniature_spot(geom, model, me)
            if spot is not None:
                h = miniature_height(geom)
                tokens.append(Token(("miniature", me), spot, radius=h * 0.45, sprite=figures.standee(colour, shape, h)))
        if self.target_zones or self.bid_zone >= 0:
            r = max(6, round(11 * layout.unit))
            for i, home in enumerate(supply_homes(layout, model.seats[me].supply)):
                tokens.append(Token(("supply", i), home, radius=r, sprite=figures.flat_coin(colour, shape, r)))
        targets: list[DropTarget] = []
        for z in C.zones if tokens else ():
            if self.move_zones:
                here = [p.seat for p in model.seats if p.zone == z.index and p.seat != me]
                feet = miniature_spots(geom, z.index, len(here) + 1)[-1]
                spot = (feet[0], feet[1] - miniature_height(geom) / 2)
            else:
                spot = geom.to_screen((z.anchor[0] + 26, z.anchor[1] + 32))
            targets.append(Spot(("zone", z.index), geom.polygon(z.polygon), spot=spot))
        return tokens, targets

    # -- what a gesture means ----------------------------------------------------------
    def _zone_actions(self, zone: int, piece: str = "") -> list[Action]:
        """What putting `piece` (or clicking) on `zone` plays: a move there, or the bids on it."""
        here = self.model.seats[self.me].zone if self.model is not None else None
        if piece in ("", "miniature") and zone in self.move_zones and zone != here:
            return [A.Move(C.zones[zone].id)]
        if piece in ("", "supply") and (zone in self.target_zones or zone == self.bid_zone):
            contest = zone == self.bid_zone and zone not in self.target_zones
            return self._bid_panel(zone, contest).actions()
        return []

    def _bid_panel(self, zone: int, contest: bool) -> ChoicePanel:
        supply = self.model.seats[self.me].supply if self.model is not None else 0
        return steps.bid_panel(zone, self.legal, supply, contest)

    def _match(self, token: Token, target: DropTarget) -> list[Action]:
        return self._zone_actions(target.key[1], token.key[0])

    def _click(self, pos: tuple[int, int]) -> list[Action]:
        """A click: a die (after the dice), an event or a rival (challenges), a hand card, a zone."""
        for index, rect in self.hits.dice.items():
            if rect.collidepoint(pos) and self.step == steps.DICE:
                self.die = self.ask.die = index
                self.map.panel = self._standing()
                audio.play("click")
                return []
        found: list[Action] = [A.ChallengeEvent(card) for card, rect in self.hits.events.items()
                               if rect.collidepoint(pos)]
        for seat, rect in [*self.hits.rivals.items(), *self.hits.cards.items()]:
            if rect.collidepoint(pos):
                found += [a for a in self.legal if isinstance(a, A.ChallengePlayer) and a.target == seat]
        hand = self.model.seats[self.me].hand if self.model is not None else ()
        found += [A.PlayCard(hand[i].id) for i, rect in self.hits.hand.items() if rect.collidepoint(pos)]
        found = [a for a in found if a in self.legal]
        if found:  # a rival, an event or a card with nothing to play falls through to the zone under it
            return found
        zone = zone_at(self.layout.city, pos) if self.layout is not None else -1
        return self._zone_actions(zone) if zone >= 0 else []

    def _ask(self, token: Token | None, target: DropTarget | None, actions: list[Action]) -> ChoicePanel | None:
        """The small question for a gesture that fits several actions: which challenge, or how many tokens
        (the kit's "Which one?" picker, in Elysium's words: its title names the rival or the zone)."""
        first = actions[0]
        if isinstance(first, A.ChallengePlayer):
            popup = steps.target_panel(first.target, self.legal, self.ask.names)
        else:
            zone = C.zone_ids[first.zone] if isinstance(first, A.Target) else self.bid_zone
            popup = self._bid_panel(zone, not isinstance(first, A.Target))
        if self.layout is not None:
            popup.layout_rows(self.layout.choices, self.layout.unit, labels_above=True)
        return popup

    def handle(self, event: pygame.event.Event) -> Action | None:
        """One input event; returns the action it plays, if any (nothing while it is not your decision)."""
        return self.map.handle(event) if self.legal else None

    def lit_zones(self) -> set[int]:
        """Zones to light: where the thing in hand may go, else where a click would act."""
        token = self.drag.dragging
        bid = {self.bid_zone} if self.bid_zone >= 0 else set()
        if token is not None:
            return set(self.move_zones) if token.key[0] == "miniature" else self.target_zones | bid
        return set() if self.step == steps.MOVE else self.target_zones | bid


