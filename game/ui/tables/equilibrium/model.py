"""What the Equilibrium table shows, as plain data: every seat's ring of six guilds with the influence
discs on them, its intrigue, action tokens, favours, Equilibrium cards and hidden cards; the game board's
action cards on their spaces, the guild power track, the supply, the round counter; the turn under way.

The table draws from a :class:`TableModel`; :func:`game.ui.tables.equilibrium.read.model_of` builds one
from the viewer's ``view(seat)`` and nothing else, so that is the one place where the engine's field
names meet the drawing.  Everything here is frozen and hashable.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ui.kit.cardface import CardFace

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Guild:
    """One of the six guilds: its place in the ring, id (its art), name, colour and favour's words."""

    index: int
    id: str
    name: str
    colour: Colour
    minor: str = ""     # what its minor favour does
    major: str = ""     # what its major favour does


@dataclass(frozen=True)
class Hex:
    """One guild on one board: the values of its discs, biggest first (the order they are drawn in)."""

    guild: int
    discs: tuple[int, ...] = ()

    @property
    def total(self) -> int:
        return sum(self.discs)


@dataclass(frozen=True)
class ActionCard:
    """An action card: its id, name, type ("basic", "advanced", "board"), full text, one short line and
    its face (what the card and its zoom say)."""

    id: str
    name: str
    type: str
    text: str
    short: str
    face: CardFace = field(default_factory=lambda: CardFace(""))


@dataclass(frozen=True)
class Space:
    """An action card on its space of the game board: the space's intrigue and who occupies it
    (seat, offensive) this round."""

    card: ActionCard
    intrigue: int
    occupants: tuple[tuple[int, bool], ...] = ()
    face: CardFace = field(default_factory=lambda: CardFace(""))   # the card with the space's intrigue in its seal


@dataclass(frozen=True)
class VoteCard:
    """A guild power card for the era vote: its id, guild and the power it raises."""

    id: int
    guild: int
    value: int
    face: CardFace = field(default_factory=lambda: CardFace(""))


@dataclass(frozen=True)
class Seat:
    """One seat: its board (six hexes), intrigue, action tokens still to play (offensive, defensive),
    favours per guild (0 none, 1 minor, 2 major), Equilibrium cards per guild, its hand (cards the viewer
    may read; `hand_count` always), and its vote cards as the viewer may see them."""

    seat: int
    hexes: tuple[Hex, ...]
    intrigue: int
    tokens: tuple[bool, bool]
    favours: tuple[int, ...]
    eq_cards: tuple[int, ...]
    hand: tuple[ActionCard, ...] = ()
    hand_count: int = 0
    vote_options: tuple[VoteCard, ...] = ()
    vote: VoteCard | None = None
    hidden_votes: tuple[VoteCard, ...] = ()

    @property
    def total(self) -> int:
        return sum(h.total for h in self.hexes)


@dataclass(frozen=True)
class Mark:
    """A step of the round counter: a round ("round", 3) or an era change ("era", 2)."""

    kind: str
    number: int


@dataclass(frozen=True)
class TableModel:
    """The whole table for one viewer (`me`)."""

    players: int
    me: int
    current: int | None
    step: str                      # the engine's waiting step, or "over"
    phase: str                     # the engine's phase: setup, action, era, over
    guilds: tuple[Guild, ...]
    seats: tuple[Seat, ...]
    spaces: tuple[Space, ...]
    power: tuple[int, ...]
    eq_pile: tuple[int, ...]
    supply: tuple[int, ...]
    arrival: tuple[int, ...]
    schedule: tuple[Mark, ...]
    at: int                        # the place in the schedule
    era: int
    voted: tuple[bool, ...]
    family: bool
    above: bool                    # a finished game seen from above: every hidden card face up
    active: int = -1
    target: int = -1
    target_guild: int = -1
    card: str = ""                 # the card being played (its id)
    effect: str = ""               # the name of the card whose effect resolves
    sets: tuple[tuple[int, ...], ...] = ()
    setup_seat: int = -1
    setup_set: int = 0

    @property
    def over(self) -> bool:
        return self.step == "over"

    @property
    def intrigue(self) -> list[int]:
        return [s.intrigue for s in self.seats]
