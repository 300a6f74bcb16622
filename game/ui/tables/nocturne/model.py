"""What the Nocturne table shows, as plain data: each lord's plate (tokens, fear, counts), the day, the city
(each quarter's location, victim, Night prize and fear die, the orders beside its row and in its cells), the
altar, the catacombs and, behind your screen, your hand and your plan.

The table draws only from a :class:`TableModel`; :func:`game.ui.tables.nocturne.read.model_of` builds one
from the viewer's ``view(seat)`` and nothing else: another lord's hand and plan are not in it (only their
counts), another lord's face-down order beside a row is its owner alone.  Everything here is frozen and
hashable.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.kit.cardface import CardFace

PART_WORDS = ("Dawn", "Dusk", "Night")
KIND_WORDS = {"lesser": "lesser vampire", "elder": "elder vampire", "victim": "victim"}


@dataclass(frozen=True)
class Card:
    """A vampire or a victim: its id in the content, name, kind ("lesser", "elder", "victim"), strength at
    Dawn, Dusk and Night, its value and its Dusk ability (a victim's: the influence it costs and what it
    does), and the crosses (VP at the end) on it."""

    id: int
    name: str
    kind: str
    strength: tuple[int, int, int]
    value: int = 0
    cost: int = 0
    ability: str = ""
    crosses: int = 0
    face: CardFace | None = None    # what it says, for its zoom (read.py's)

    @property
    def victim(self) -> bool:
        return self.kind == "victim"

    @property
    def strengths(self) -> str:
        s = self.strength
        return f"Dawn {s[0]}  Dusk {s[1]}  Night {s[2]}"

    @property
    def zoom(self) -> str:
        """The whole card in words (its zoom)."""
        text = f"A {KIND_WORDS[self.kind]}. Strength: {self.strengths}."
        if self.victim:
            text += (f" Value {self.value} (pays for rituals). Dusk ability for {self.cost} influence: "
                     f"{self.ability}.")
        if self.crosses:
            text += f" {self.crosses} VP at the end."
        return text


@dataclass(frozen=True)
class Location:
    """A quarter's location: its name, what it gives at Dawn (in words) and its crosses."""

    name: str
    dawn: str
    crosses: int = 0
    face: CardFace | None = None


@dataclass(frozen=True)
class Ritual:
    """A face-up ritual of the altar: name, text, cost in victims' value, whether it lasts one day only."""

    name: str
    text: str
    cost: int
    one_day: bool = False
    face: CardFace | None = None


@dataclass(frozen=True)
class CellOrder:
    """An order turned over into a cell: its owner and the names of the cards under it."""

    owner: int
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class RowOrder:
    """A face-down order beside a quarter's row: its owner and its part of the day (None: the view does
    not show it, another lord's)."""

    owner: int
    part: int | None = None


@dataclass(frozen=True)
class Quarter:
    """A quarter of the city: its name, fear die, location, victim (None: none), Night prize, the orders
    in its three cells (Dawn, Dusk, Night) and the face-down orders beside its row."""

    name: str
    die: int
    location: Location
    victim: Card | None
    blood: int
    influence: int
    cells: tuple[tuple[CellOrder, ...], ...]
    row: tuple[RowOrder, ...] = ()


@dataclass(frozen=True)
class Pile:
    """A catacomb pile ("lesser", "elder"): how many cards, and its top card face up (None: empty)."""

    name: str
    count: int
    top: Card | None


@dataclass(frozen=True)
class HandCard:
    """A card behind a screen: its place in the hand (the gestures' key), the card, and the order it is
    put under (a token, None: free)."""

    index: int
    card: Card
    under: int | None = None


@dataclass(frozen=True)
class Order:
    """An order token of a plan: its bat board place (0 the catacombs, 1 the altar, 2-4 Dawn, Dusk, Night;
    None: not planned), its quarter (a city order's) and whether it has been placed."""

    token: int
    slot: int | None
    quarter: int = -1
    placed: bool = False

    @property
    def part(self) -> int | None:
        """Its part of the day (a city order's), else None."""
        return self.slot - 2 if self.slot is not None and self.slot >= 2 else None


@dataclass(frozen=True)
class Seat:
    """A lord as the viewer sees it: tokens, fear, how many cards in hand, used today and rituals owned,
    where it stands in the day (planned, planning, orders to place) and, when the view shows them, its
    hand and its plan."""

    blood: int
    influence: int
    vp: int
    fear: int
    cards: int
    used: int
    rituals: int
    planned: bool = False
    planning: bool = False
    to_place: int = 0
    hand: tuple[HandCard, ...] = ()
    orders: tuple[Order, ...] = ()

    def under(self, token: int) -> tuple[Card, ...]:
        """The cards put under order `token`."""
        return tuple(h.card for h in self.hand if h.under == token)

    @property
    def free(self) -> tuple[HandCard, ...]:
        """The cards in hand under no order."""
        return tuple(h for h in self.hand if h.under is None)


@dataclass(frozen=True)
class TableModel:
    """One frame's worth of the viewer's view (see the module docstring); `me` is the viewer."""

    players: int
    me: int
    phase: str
    step: str
    over: bool
    actor: int
    day: int
    days: int
    days_per_act: int
    act: int
    seats: tuple[Seat, ...]
    quarters: tuple[Quarter, ...]
    altar: tuple[Ritual, ...]
    altar_slots: int
    ritual_deck: int
    piles: tuple[Pile, ...]
    current: int | None = None       # your order being planned (a token)
    resolving: int = 0               # the quarter being resolved
    strength: int = 0                # the strength of the cards under your order being planned, at its part
    why_not: str = ""                # why your plan cannot be committed yet ('' if it can)
    edition: int = 2                 # the rules edition

    @property
    def mine(self) -> Seat:
        return self.seats[self.me]
