"""What the Bloodlines table shows, as plain data: bloodlines of vampires, the queue, the battlegrounds,
the missions, the round and each seat's hand.

The table draws only from a :class:`TableModel`; :func:`game.ui.tables.bloodlines.read.model_of` builds
one from the viewer's ``view(seat)`` and nothing else, so this is the one place where the engine's field
names meet the drawing.  Everything here is frozen and hashable: a card's sprite, a pyramid's layout and a
board's still picture are cached by the model values they were drawn from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, TypeVar

R = TypeVar("R", bound=tuple)   # a row a board keeps (a NamedTuple below)

CLASSES = ("high", "low")
TEMPERS = ("composed", "feral")
GEOS = ("north", "east", "south", "west", "roaming")
ARCHES = ("warlike", "scholarly", "wealthy", "clandestine")


@dataclass(frozen=True)
class Card:
    """A character: its name, clan (-1 clanless) and the four attributes; abilities for an ancilla."""

    id: int
    name: str
    clan: int = -1
    cls: str = "low"            # "high" or "low"
    temper: str = "composed"    # "composed" or "feral"
    geo: str = "north"          # north, east, south, west or roaming
    arch: str = "warlike"       # warlike, scholarly, wealthy or clandestine
    abilities: tuple[str, ...] = ()
    leader: bool = False

    @property
    def ancilla(self) -> bool:
        return bool(self.abilities) and not self.leader


@dataclass(frozen=True)
class Vampire:
    """A card in a bloodline with what lies on it; `sire` is the index of its sire (-1: the leader)."""

    card: Card
    sire: int = -1
    power: int = 0
    infamy: int = 0
    boons: int = 0
    exhausted: bool = False
    torpor: bool = False
    marks: tuple[str, ...] = ()     # what a battleground put on it: "ankh:north", "title:prince"...


@dataclass(frozen=True)
class Bloodline:
    """One seat's pyramid: its vampires in the engine's order (the leader first) and its clan."""

    seat: int
    clan: int
    clan_name: str
    vampires: tuple[Vampire, ...]
    hand: int = 0                                   # clan schemes in hand (the count is public)
    schemes: tuple[tuple[int, str], ...] = ()       # (scheme id, name) in hand: only your own
    discard: int = 0
    haven: Card | None = None                       # a chronicle's retained vampire waiting in the seat's haven


@dataclass(frozen=True)
class Scheme:
    """A scheme: its name and words, the archetypes its coterie must show, the clan mechanic it sets off
    ("" none) and the battleground it belongs to ("" a clan's)."""

    id: int
    name: str
    text: str
    requires: tuple[str, ...] = ()
    mechanic: str = ""
    battleground: str = ""


@dataclass(frozen=True)
class Slot:
    """A space of the queue: its card, its cost for the viewer and who has reserved it (-1: nobody)."""

    card: Card | None
    cost: int
    reserved: int = -1


class Court(NamedTuple):
    """A court of the princes' board: its id, home faction, value, each faction's ankhs, who holds it."""

    id: str
    home: str
    value: int
    ankhs: tuple[int, ...]
    holder: str          # the faction holding it ("" none)


class City(NamedTuple):
    """A faction's city on the revolt board: its ankhs standing and burned."""

    faction: str
    standing: int
    burned: int


class Track(NamedTuple):
    """A faction's masquerade track: its investigators, the track's length, its veil."""

    faction: str
    investigators: int
    length: int
    veil: int


class Column(NamedTuple):
    """An archetype's column of the inquisition board: where its token is ("bench"/"waiting"), its face."""

    archetype: str
    where: str
    face: str


class Title(NamedTuple):
    """A title of the court board and the seat holding it (-1 none)."""

    name: str
    holder: int


class Region(NamedTuple):
    """A region of the sects board and its tokens (side, value; -1 face down)."""

    name: str
    tokens: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Board:
    """A battleground as it lies now: its kind (which drawing), title, and its numbers by name.

    `values` holds what the kind needs (see ``boards``): the high/low track's position, the ankhs of
    each faction in each court, each seat's morality position and face, and so on; the typed readers
    below give the rows a kind keeps (courts, cities, tracks, columns, titles, regions)."""

    kind: str
    title: str
    values: tuple[tuple[str, object], ...] = ()
    schemes: tuple[tuple[int, str], ...] = ()       # battleground schemes kept on the board

    def get(self, name: str, default: object = None) -> object:
        for key, value in self.values:
            if key == name:
                return value
        return default

    @property
    def id(self) -> str:
        return str(self.get("id", ""))

    def number(self, name: str, default: int = 0) -> int:
        """A count or position the kind keeps under `name` (the high/low marker, the fire, the timer)."""
        value = self.get(name, default)
        return value if isinstance(value, int) else default

    def numbers(self, name: str) -> tuple[int, ...]:
        """Numbers kept per seat or per step under `name` (the morality positions, the points)."""
        value = self.get(name, ())
        return tuple(v for v in value if isinstance(v, int)) if isinstance(value, tuple) else ()

    def words(self, name: str) -> tuple[str, ...]:
        """Words kept under `name` (the faces, the tokens inside the walls)."""
        value = self.get(name, ())
        return tuple(str(v) for v in value) if isinstance(value, tuple) else ()

    def _rows(self, name: str, kind: type[R]) -> tuple[R, ...]:
        value = self.get(name, ())
        return tuple(row for row in value if isinstance(row, kind)) if isinstance(value, tuple) else ()

    @property
    def courts(self) -> tuple[Court, ...]:
        return self._rows("courts", Court)

    @property
    def cities(self) -> tuple[City, ...]:
        return self._rows("cities", City)

    @property
    def tracks(self) -> tuple[Track, ...]:
        return self._rows("tracks", Track)

    @property
    def columns(self) -> tuple[Column, ...]:
        return self._rows("columns", Column)

    @property
    def titles(self) -> tuple[Title, ...]:
        return self._rows("titles", Title)

    @property
    def regions(self) -> tuple[Region, ...]:
        return self._rows("regions", Region)


@dataclass(frozen=True)
class Mission:
    """A mission: its name, what it counts and who leads it now (-1: tied or nobody)."""

    id: int
    name: str
    text: str
    leader: int = -1
    counts: tuple[int, ...] = ()
    chronicle: str = ""      # a chronicle's chapter: the chronicle mission claimed with it, and its reward


@dataclass(frozen=True)
class TableModel:
    """Everything on the table for one viewer."""

    players: int
    me: int
    round: int
    rounds: int
    first: int
    current: int | None
    phase: str
    step: str
    bloodlines: tuple[Bloodline, ...]
    queue: tuple[Slot, ...]
    boards: tuple[Board, ...]
    missions: tuple[Mission, ...] = ()
    clan_names: tuple[str, ...] = ()
    deck: int = 0
    over: bool = False
    pending: tuple[int, Card] | None = None     # a recruit waiting for its sire: (seat, card)
    cost: str = ""                 # Kiss the Ring asked: what befalls the rival who refuses
