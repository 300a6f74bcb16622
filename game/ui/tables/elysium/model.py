"""What the Elysium table shows, as plain data: the city's zones with their influence and controllers, the
Primogen at the table (clan, miniature, Vitae, prestige, powers, cards in play and in hand), the events in
play, the turn and the Masquerade.

The table paints only from a :class:`TableModel`; :func:`game.ui.tables.elysium.read.model_of` builds one
from the viewer's ``view(seat)`` and nothing else.  Everything is frozen: a card the viewer may not see is
:data:`BACK` (no name, no text).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.ui.kit.cardface import CardFace


@dataclass(frozen=True)
class Card:
    """A card as the viewer may see it: its id in the content, name, type ("activation", "event"…), the
    category of an activation's zone, an event's challenge, difficulty and prestige, and its whole tip;
    ``hidden``: a back."""

    id: int = -1
    name: str = ""
    type: str = ""
    category: int = -1            # an activation's zone's category
    challenge: str = ""           # an event's
    difficulty: int = 0
    acting: int = 0
    assisting: int = 0
    tip: str = "A hidden card."
    hidden: bool = False
    face: CardFace | None = None  # what it says, for its zoom (None: a back, which does not zoom)


BACK = Card(hidden=True)


@dataclass(frozen=True)
class Power:
    """A clan power of a Primogen: its name, whether it was used this turn, and its tip."""

    name: str
    used: bool
    tip: str


@dataclass(frozen=True)
class Clan:
    """The clan a Primogen leads: its place in the content (its colour), name, blurb and attributes."""

    index: int
    name: str
    blurb: str
    mental: int
    physical: int
    social: int

    def attribute(self, kind: str) -> int:
        return {"mental": self.mental, "physical": self.physical, "social": self.social}.get(kind, 0)


@dataclass(frozen=True)
class Primogen:
    """One seat's Primogen as the viewer sees it; ``zone`` is where its miniature stands (None off the board)."""

    seat: int
    clan: Clan | None
    zone: int | None
    vitae: int
    vitae_max: int            # the drops on its card
    prestige: int             # personal prestige
    recorded: int             # on the prestige track (the last Resolution Phase)
    supply: int               # influence to bid this phase
    withdrawn: bool
    regent: bool
    play: tuple[Card, ...]
    hand: tuple[Card, ...]
    powers: tuple[Power, ...]

    @property
    def torpor(self) -> bool:
        return self.clan is not None and self.zone is None


@dataclass(frozen=True)
class Zone:
    """A zone of the city: its place on the board, name, category and value, who controls it (None: nobody),
    each seat's influence tokens on it, and the events in play that close its category."""

    index: int
    id: str
    name: str
    category: int
    category_name: str
    value: int
    controller: int | None
    tokens: tuple[int, ...]
    closed_by: tuple[str, ...]

    @property
    def elysium(self) -> bool:
        """The neutral ground, never controlled."""
        return self.index == 0

    @property
    def holders(self) -> list[int]:
        """The seats with influence here, in seat order."""
        return [s for s, n in enumerate(self.tokens) if n > 0]


@dataclass(frozen=True)
class Asking:
    """A Primogen asking the leader of a side to let it help (a challenge) or join with `bid` new tokens."""

    seat: int
    bid: int | None = None


@dataclass(frozen=True)
class Rolled:
    """A die rolled in the clash: whose, for which side, and its faces (a 10 rolls again: several)."""

    seat: int
    side: int
    faces: tuple[int, ...]


@dataclass(frozen=True)
class ClashDie:
    """A die on a side of the clash panel: its place among the clash's dice, whose, its faces, the ±1 from
    discards and its value."""

    index: int
    seat: int
    rolls: tuple[int, ...]
    nudge: int = 0
    value: int = 0


@dataclass(frozen=True)
class ClashSide:
    """One side of a challenge or contest: its leader, members (the leader first), dice, modifiers (what,
    amount), each member's bid (a contest) and its total."""

    leader: int
    members: tuple[int, ...]
    dice: tuple[ClashDie, ...] = ()
    modifiers: tuple[tuple[str, int], ...] = ()
    bids: tuple[int, ...] = ()
    total: int = 0


@dataclass(frozen=True)
class ClashPower:
    """A power declared in the clash: by whom, its id and its name."""

    seat: int
    power: str
    name: str


@dataclass(frozen=True)
class ClashPanel:
    """A challenge or contest as its panel shows it: its kind ("player", "event", "influence"), its
    challenge type, who started it, both sides, whether the dice are rolled, the step it waits on, the
    target (a player challenge), the event card and its difficulty, the zone fought over (its id) and
    the powers declared."""

    kind: str
    ctype: str
    actor: int
    sides: tuple[ClashSide, ...]
    rolled: bool = False
    step: str = ""
    target: int = -1
    card: int = -1
    difficulty: int = 0
    zone: str = ""
    powers: tuple[ClashPower, ...] = ()


@dataclass(frozen=True)
class TableModel:
    """The whole table for one viewer."""

    players: int
    seats: tuple[Primogen, ...]
    zones: tuple[Zone, ...]
    events: tuple[Card, ...]
    order: tuple[int, ...]          # this turn's seat order
    closed: frozenset[int]          # categories closed by events
    phase: str
    step: str
    turn: int
    turns_total: int
    masquerade: int
    current: int | None
    over: bool
    winners: tuple[int, ...]
    plan: tuple[tuple[int, int], ...]   # (seat, dice) each seat will roll in the clash, before the roll
    rolled: tuple[Rolled, ...] = ()     # the clash's dice once rolled
    clash_zone: int | None = None        # the zone an influence contest is fought over
    leaders: tuple[int, ...] = ()        # the seat leading each side of the clash
    asking: Asking | None = None         # who asks a leader to help or join, and with what bid
    chains: tuple[int, ...] = ()         # how many rolls each die of the clash is (a 10 rolls again)
    actions_left: int = 0                # resource actions left this Resource Phase
    offer: dict[str, Any] = field(default_factory=dict, compare=False)   # a gift or trade waiting (the engine's data)
    clash: ClashPanel | None = None      # the challenge or contest under way

    def clan_index(self, seat: int) -> int:
        """A seat's clan's place in the content (-1 before it chose), for its colour."""
        clan = self.seats[seat].clan if 0 <= seat < len(self.seats) else None
        return clan.index if clan is not None else -1

    def zone_named(self, zone_id: object) -> Zone | None:
        """The zone the engine calls `zone_id` ("docks"…), if any."""
        return next((z for z in self.zones if z.id == zone_id), None)
