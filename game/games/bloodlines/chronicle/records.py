"""The chronicle's small records: who plays (:class:`PlayerSpec`), a view of one of the campaign's
plain-data tables (:class:`Record`), a decision waiting and its choices (:class:`Decision`,
:class:`Choice`), and one piece of work waiting in the campaign's queue (:class:`Frame`).

A frame saves to the same table the campaign file has always held in ``todo`` (``{ t =
"aftermath.response", p = 2, m = "c03a", i = 0 }``): :meth:`Frame.to_data` writes today's keys in
today's order, :meth:`Frame.from_data` reads them back, so a campaign file keeps its shape.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Literal

Answer = int | str
"""A choice made: an index into a decision's choices, or the text of a text decision."""


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    kind: str = "human"         # human | ai
    level: str = "normal"       # an AI level (game.ai.seat.LEVELS)
    colour: str = ""            # a theme colour name ("" by seat number)


class Record:
    """A view of one plain-data table of the campaign: ``r.name`` and ``r["name"]`` alike, and
    writes go through to the campaign's data."""

    __slots__ = ("_d",)

    def __init__(self, data: dict[str, Any]) -> None:
        object.__setattr__(self, "_d", data)

    def __getattr__(self, name: str) -> Any:
        try:
            return self._d[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name: str, value: Any) -> None:
        self._d[name] = value

    def __getitem__(self, key: str) -> Any:
        return self._d[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self._d[key] = value

    def get(self, key: str, default: Any = None) -> Any:
        return self._d.get(key, default)

    def __repr__(self) -> str:
        return f"Record({self._d!r})"


@dataclass(frozen=True)
class Choice:
    label: str
    detail: str = ""
    card: int | None = None     # a content character index to draw, if any
    key: str = ""


@dataclass(frozen=True)
class Decision:
    seat: int | None            # the player index deciding
    step: str                   # e.g. "prologue.trait", "aftermath.response"
    title: str
    prompt: str
    choices: tuple[Choice, ...]
    kind: Literal["pick", "text"] = "pick"
    default: str = ""


# a frame's attributes and the keys the campaign file has always given them, in the order written
SAVED_KEYS: tuple[tuple[str, str], ...] = (
    ("player", "p"), ("number", "n"), ("mission", "m"), ("index", "i"), ("character", "c"),
    ("ability", "ability"), ("clan", "clan"), ("cards", "cards"), ("tied", "tied"),
    ("declared", "decl"), ("then", "then"), ("draw", "draw"), ("newcomers", "new"),
)
ATTRIBUTE_OF = {key: name for name, key in SAVED_KEYS}


class Frame:
    """One piece of work waiting in the campaign's queue: ``kind`` names its declared step (see
    ``order.STEPS``), the rest are the step's arguments (None when the step takes none of them).

    ``player`` decides it (or is the one it concerns), ``number`` is an aftermath step's number,
    ``mission`` and ``index`` a chronicle mission and its place in the chapter, ``character`` a
    character it concerns (an elevated vampire, an unlocked one), ``ability`` the sticker an
    elevation gives, ``clan`` the clan just played, ``cards`` the era's scoring cards, ``tied``
    and ``declared`` the players tied before the primogen and the archetypes declared so far,
    ``then`` what the primogen decides (``era`` or ``end``), ``draw`` the three characters dealt
    for a first retainer, ``newcomers`` the characters a player unlocked this chapter (they may
    be retained).  ``extra`` keeps any other key a file held, so it is written back unchanged.
    """

    __slots__ = ("kind", *(name for name, _key in SAVED_KEYS), "extra")

    kind: str
    player: int | None
    number: int | None
    mission: str | None
    index: int | None
    character: str | None
    ability: str | None
    clan: str | None
    cards: list[str] | None
    tied: list[int] | None
    declared: list[str] | None
    then: str | None
    draw: list[str] | None
    newcomers: list[str] | None
    extra: dict[str, Any] | None

    def __init__(self, kind: str, *, player: int | None = None, number: int | None = None,
                 mission: str | None = None, index: int | None = None, character: str | None = None,
                 ability: str | None = None, clan: str | None = None, cards: list[str] | None = None,
                 tied: list[int] | None = None, declared: list[str] | None = None,
                 then: str | None = None) -> None:
        self.kind = kind
        self.player, self.number, self.mission, self.index = player, number, mission, index
        self.character, self.ability, self.clan, self.cards = character, ability, clan, cards
        self.tied, self.declared, self.then = tied, declared, then
        self.draw = self.newcomers = None
        self.extra = None

    def whose(self) -> int:
        """The player the frame belongs to (for a step that needs one)."""
        assert self.player is not None, self
        return self.player

    def copy(self) -> Frame:
        """A frame of the same kind with copies of its arguments."""
        out = object.__new__(Frame)
        for name in Frame.__slots__:
            value = getattr(self, name)
            setattr(out, name, copy.copy(value) if isinstance(value, list | dict) else value)
        return out

    def to_data(self) -> dict[str, Any]:
        """The table the campaign file holds for this frame (``t`` and today's keys)."""
        out: dict[str, Any] = {"t": self.kind}
        for name, key in SAVED_KEYS:
            value = getattr(self, name)
            if value is not None:
                out[key] = list(value) if isinstance(value, list) else value
        if self.extra:
            out.update(copy.deepcopy(self.extra))
        return out

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Frame:
        """A frame from the campaign file's table (checked before by ``checks.check_records``)."""
        out = cls(str(data["t"]))
        for key, value in data.items():
            if key == "t":
                continue
            name = ATTRIBUTE_OF.get(key)
            if name is None:
                out.extra = out.extra or {}
                out.extra[key] = copy.deepcopy(value)
            else:
                setattr(out, name, list(value) if isinstance(value, list) else value)
        return out

    def __repr__(self) -> str:
        return f"Frame({self.to_data()!r})"
