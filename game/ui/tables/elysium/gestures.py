"""Playing Elysium by hand: dragging the miniature and influence tokens, clicks on zones, rivals, events, dice.

Rebuilt from the legal actions whenever the state changes.  A drop or click
that matches exactly one legal action plays it; one that needs a number (how
many tokens) or a kind (which challenge) opens a small panel; anything else
slides back and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.core import Action
from game.games.elysium import actions as A
from game.games.elysium.content import load_content
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.kit.drag import DragController, DropTarget, Token
from game.ui.tables.elysium import art, choices
from game.ui.tables.elysium.city import miniature_height, miniature_spot, miniature_spots, zone_at
from game.ui.tables.elysium.layout import TableLayout

C = load_content()


@dataclass
class Spot(DropTarget):
    """A zone as a drop target whose token settles on `spot` (its slot) rather than the zone's middle."""

    spot: tuple[float, float] = (0.0, 0.0)

    @property
    def centre(self) -> tuple[float, float]:
        return self.spot


@dataclass
class Hits:
    """Where clickable things were drawn last frame."""

    events: dict[int, pygame.Rect] = field(default_factory=dict)
    dice: dict[int, pygame.Rect] = field(default_factory=dict)
    hand: dict[int, pygame.Rect] = field(default_factory=dict)
    rivals: dict[int, pygame.Rect] = field(default_factory=dict)   # miniatures on the map
    cards: dict[int, pygame.Rect] = field(default_factory=dict)    # Primogen cards


class Gestures:
    """The human's means of play for one decision: tokens to drag, lit zones, clickable things, a panel."""

    def __init__(self, drag: DragController) -> None:
        self.drag = drag
        self.legal: list[Action] = []
        self.step = ""
        self.panel: choices.ChoicePanel | None = None
        self.popup = False          # the panel is a bid-count or challenge-kind question
        self.pending: Action | None = None
        self.die = -1               # the die chosen in the after-dice window
        self.move_zones: set[int] = set()
        self.target_zones: set[int] = set()
        self.bid_zone = -1          # the contested zone, when a contest or raise is possible
        self.view: object = None
        self.layout: TableLayout | None = None
        self.me = 0
        self.names: list[str] = []
        self.hits = Hits()
        self.tokens: list[Token] = []
        drag.on_drop = self._dropped
        drag.on_pick = lambda token: audio.play("pickup")

    # -- building --------------------------------------------------------------------
    def rebuild(self, view: object, me: int, legal: list[Action], layout: TableLayout,
                style_of: Callable[[int], th.SeatStyle], names: list[str]) -> None:
        """Everything the viewer may do now, from `legal` (empty when it is not their turn)."""
        step = getattr(view, "step", "")
        if step != self.step or not legal:
            self.die = -1
        self.view, self.me, self.legal, self.layout, self.names, self.step = view, me, legal, layout, names, step
        self.pending = None
        self.popup = False
        self.move_zones = {C.zone_ids[a.zone] for a in legal if isinstance(a, A.Move)}
        self.target_zones = {C.zone_ids[a.zone] for a in legal if isinstance(a, A.Target)}
        bids = [a for a in legal if isinstance(a, (A.Contest, A.Raise)) and a.bid > 0]
        clash = getattr(view, "clash", None)
        self.bid_zone = clash.zone if bids and clash is not None else -1
        tokens: list[Token] = []
        targets: list[DropTarget] = []
        if legal:
            tokens, targets = self._tokens(view, me, layout, style_of)
        self.tokens = tokens
        self.drag.set_tokens(tokens)
        self.drag.set_targets(targets)
        self.panel = choices.build(view, me, legal, names, self.die) if legal else None
        self._layout_panel()

    def _layout_panel(self) -> None:
        if self.panel is not None and self.layout is not None:
            if self.panel.compact:
                self.panel.layout_ribbon(self.layout.prompt.inflate(-4, 0))
            else:
                self.panel.layout(self.layout.choices, self.layout.unit)

    def _tokens(self, view: object, me: int, layout: TableLayout,
                style_of: Callable[[int], th.SeatStyle]) -> tuple[list[Token], list[DropTarget]]:
        geom = layout.city
        colour = art.seat_colour(view, me, style_of(me))
        shape = style_of(me).shape
        tokens: list[Token] = []
        if self.move_zones:
            spot = miniature_spot(geom, view, me)
            if spot is not None:
                h = miniature_height(geom)
                tokens.append(Token(("miniature", me), spot, radius=h * 0.45,
                                    sprite=art.standee(colour, shape, h)))
        if self.target_zones or self.bid_zone >= 0:
            for i, home in enumerate(supply_homes(layout, view.supply[me])):  # type: ignore[attr-defined]
                r = max(6, round(11 * layout.unit))
                tokens.append(Token(("supply", i), home, radius=r, sprite=art.flat_token(colour, shape, r)))
        targets: list[DropTarget] = []
        if tokens:
            moving = bool(self.move_zones)
            for z in C.zones:
                here = [s for s in range(view.players) if view.location[s] == z.index and s != me]  # type: ignore
                if moving:
                    feet = miniature_spots(geom, z.index, len(here) + 1)[-1]
                    spot = (feet[0], feet[1] - miniature_height(geom) / 2)
                else:
                    spot = geom.to_screen((z.anchor[0] + 26, z.anchor[1] + 32))
                targets.append(Spot(("zone", z.index), geom.polygon(z.polygon), self._legal_for(z.index), spot))
        return tokens, targets

    def _legal_for(self, zone: int) -> Callable[[Token], bool]:
        def legal(token: Token) -> bool:
            if token.key[0] == "miniature":
                return zone in self.move_zones
            return zone in self.target_zones or zone == self.bid_zone
        return legal

    def lit_zones(self) -> set[int]:
        """Zones to light: where the thing in hand may go, else where a click would act."""
        token = self.drag.dragging
        if token is not None:
            return set(self.move_zones) if token.key[0] == "miniature" else \
                self.target_zones | ({self.bid_zone} if self.bid_zone >= 0 else set())
        if self.step == "move":
            return set()
        return self.target_zones | ({self.bid_zone} if self.bid_zone >= 0 else set())

    # -- gestures --------------------------------------------------------------------
    def _dropped(self, token: Token, target: DropTarget | None) -> bool:
        """The drag controller's question: does this drop play (or start to play) an action?"""
        if target is None:
            return False
        zone = target.key[1]
        return self._zone_chosen(zone, dropped=token.key[0])

    def _zone_chosen(self, zone: int, dropped: str = "") -> bool:
        here = self.view.location[self.me] if self.view is not None else -1  # type: ignore[attr-defined]
        if dropped in ("", "miniature") and zone in self.move_zones and zone != here:
            self.pending = A.Move(C.zones[zone].id)
            audio.play("drop")
            return True
        if dropped in ("", "supply") and (zone in self.target_zones or zone == self.bid_zone):
            contest = zone == self.bid_zone and zone not in self.target_zones
            options = choices.bid_panel(zone, self.legal, self.view.supply[self.me], contest)  # type: ignore
            acts = options.actions()
            if len(acts) == 1:
                self.pending = acts[0]
                return True
            if acts:
                self.panel, self.popup = options, True
                self._layout_panel()
                return True
        return False

    def handle(self, event: pygame.event.Event, geom_at: Callable[[tuple[int, int]], int]) -> Action | None:
        """One input event; returns the action it plays, if any (nothing while it is not your decision)."""
        if not self.legal:
            return None
        if self.panel is not None:
            consumed = self.panel.handle(event)
            if self.panel.chosen is not None:
                action, self.panel.chosen = self.panel.chosen, None
                return action
            if self.panel.cancelled:
                self.cancel_popup()
                return None
            if consumed:
                return None
        if self.drag.handle(event):
            action, self.pending = self.pending, None
            return action
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(event.pos, geom_at)
        return None

    def cancel_popup(self) -> None:
        """Close a bid-count or challenge-kind question: tokens go home, nothing is played."""
        for token in self.drag.tokens:
            self.drag.glide(token, token.home)
        self.popup = False
        self.panel = choices.build(self.view, self.me, self.legal, self.names, self.die) if self.legal else None
        self._layout_panel()

    def click(self, pos: tuple[int, int], geom_at: Callable[[tuple[int, int]], int]) -> Action | None:
        """A click: a die (after the dice), an event or a rival (challenges), a hand card, a zone."""
        for index, rect in self.hits.dice.items():
            if rect.collidepoint(pos) and self.step == "dice":
                self.die = index
                self.panel = choices.build(self.view, self.me, self.legal, self.names, index)
                self._layout_panel()
                audio.play("click")
                return None
        for card, rect in self.hits.events.items():
            if rect.collidepoint(pos) and A.ChallengeEvent(card) in self.legal:
                return A.ChallengeEvent(card)
        for seat, rect in [*self.hits.rivals.items(), *self.hits.cards.items()]:
            if rect.collidepoint(pos) and any(isinstance(a, A.ChallengePlayer) and a.target == seat
                                              for a in self.legal):
                self.panel, self.popup = choices.target_panel(seat, self.legal, self.names), True
                self._layout_panel()
                return None
        for _i, rect in self.hits.hand.items():
            if rect.collidepoint(pos):
                card = self.view.hands[self.me][_i]  # type: ignore[attr-defined]
                if A.PlayCard(card) in self.legal:
                    return A.PlayCard(card)
        zone = geom_at(pos)
        if zone >= 0 and self._zone_chosen(zone):
            action, self.pending = self.pending, None
            return action
        return None


def supply_homes(layout: TableLayout, count: int) -> list[tuple[float, float]]:
    """Where your unbid influence tokens wait (a row in the supply dish)."""
    rect = layout.supply
    r = max(6, round(11 * layout.unit))
    step = min(r * 2 + 3, (rect.width - 2 * r) / max(1, count - 1)) if count > 1 else 0
    return [(rect.left + r + 4 + i * step, rect.centery) for i in range(count)]


def rival_hit(layout: TableLayout, view: object, seat: int) -> pygame.Rect | None:
    """The miniature of `seat` on the map as a clickable rect."""
    spot = miniature_spot(layout.city, view, seat)
    if spot is None:
        return None
    h = miniature_height(layout.city)
    return pygame.Rect(round(spot[0] - h * 0.35), round(spot[1] - h / 2), round(h * 0.7), h)


__all__ = ["Gestures", "Hits", "rival_hit", "supply_homes", "zone_at"]
