"""The small records of a Methuselah table: a minion in play, a card it carries, a strike chosen in
combat.  Each copies in one call and saves as the plain list it always has (``to_data`` /
``from_data``), so saves and recorded games read the same:

* a minion   ``[uid, controller, kind (0 vampire, 1 ally), card, blood (an ally's life), locked, torpor]``
* gear       ``[holder uid, card, life]`` (equipment and retainers; a retainer's life, else 0)
* a strike   ``[damage, aggravated, ranged, first strike, dodge, combat ends, damage to a retainer]``,
  or ``[]`` while a combatant has not chosen yet
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

VAMPIRE: Final = 0
ALLY: Final = 1


class Minion:
    """A vampire or an ally in play: whose it is, its card, the blood on it (an ally's life), and
    whether it is locked (it acted or blocked this turn) or in torpor."""

    __slots__ = ("blood", "card", "controller", "kind", "locked", "torpor", "uid")

    uid: int
    controller: int     # the seat that controls it
    kind: int           # VAMPIRE or ALLY
    card: int           # a vampire's index in the crypt list, an ally's in the library list
    blood: int
    locked: bool
    torpor: bool

    def __init__(self, uid: int, controller: int, kind: int, card: int, blood: int,
                 locked: bool = False, torpor: bool = False) -> None:
        self.uid = uid
        self.controller = controller
        self.kind = kind
        self.card = card
        self.blood = blood
        self.locked = locked
        self.torpor = torpor

    @property
    def is_vampire(self) -> bool:
        return self.kind == VAMPIRE

    def copy(self) -> Minion:
        twin = object.__new__(Minion)
        twin.uid = self.uid
        twin.controller = self.controller
        twin.kind = self.kind
        twin.card = self.card
        twin.blood = self.blood
        twin.locked = self.locked
        twin.torpor = self.torpor
        return twin

    def to_data(self) -> list[int]:
        return [self.uid, self.controller, self.kind, self.card, self.blood, int(self.locked), int(self.torpor)]

    @classmethod
    def from_data(cls, data: Sequence[int]) -> Minion:
        uid, controller, kind, card, blood, locked, torpor = data
        return cls(uid, controller, kind, card, blood, bool(locked), bool(torpor))

    def __eq__(self, other: object) -> bool:   # by value, like the list it was (so not hashable)
        return isinstance(other, Minion) and self.to_data() == other.to_data()

    def __repr__(self) -> str:
        return f"Minion{tuple(self.to_data())}"


class Gear:
    """A card a minion carries: equipment, or a retainer with its life."""

    __slots__ = ("card", "holder", "life")

    holder: int    # the uid of the minion carrying it
    card: int
    life: int      # a retainer's life (0 for equipment)

    def __init__(self, holder: int, card: int, life: int) -> None:
        self.holder = holder
        self.card = card
        self.life = life

    def copy(self) -> Gear:
        twin = object.__new__(Gear)
        twin.holder = self.holder
        twin.card = self.card
        twin.life = self.life
        return twin

    def to_data(self) -> list[int]:
        return [self.holder, self.card, self.life]

    @classmethod
    def from_data(cls, data: Sequence[int]) -> Gear:
        holder, card, life = data
        return cls(holder, card, life)

    def __eq__(self, other: object) -> bool:   # by value, like the list it was (so not hashable)
        return isinstance(other, Gear) and self.to_data() == other.to_data()

    def __repr__(self) -> str:
        return f"Gear{tuple(self.to_data())}"


class ChosenStrike:
    """One combatant's strike for a round, as chosen (never changed after: copies share it).
    ``chosen`` is False for a combatant still to choose (saved as ``[]``)."""

    __slots__ = ("aggravated", "chosen", "damage", "dodge", "ends_combat", "first", "ranged", "to_retainer")

    chosen: bool
    damage: int
    aggravated: int
    ranged: int
    first: int
    dodge: int
    ends_combat: int
    to_retainer: int

    def __init__(self, damage: int = 0, aggravated: int = 0, ranged: int = 0, first: int = 0, dodge: int = 0,
                 ends_combat: int = 0, to_retainer: int = 0, chosen: bool = True) -> None:
        self.chosen = chosen
        self.damage = damage
        self.aggravated = aggravated
        self.ranged = ranged
        self.first = first
        self.dodge = dodge
        self.ends_combat = ends_combat
        self.to_retainer = to_retainer

    def copy(self) -> ChosenStrike:
        return self

    def to_data(self) -> list[int]:
        if not self.chosen:
            return []
        return [self.damage, self.aggravated, self.ranged, self.first, self.dodge, self.ends_combat,
                self.to_retainer]

    @classmethod
    def from_data(cls, data: Sequence[int]) -> ChosenStrike:
        if not data:
            return NOT_CHOSEN
        damage, aggravated, ranged, first, dodge, ends_combat, to_retainer = data
        return cls(damage, aggravated, ranged, first, dodge, ends_combat, to_retainer)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ChosenStrike) and self.to_data() == other.to_data()

    def __hash__(self) -> int:
        return hash(tuple(self.to_data()))

    def __repr__(self) -> str:
        return f"ChosenStrike{tuple(self.to_data())}"


NOT_CHOSEN: Final = ChosenStrike(chosen=False)
"""A combatant's strike before it is chosen."""
NO_STRIKE: Final = ChosenStrike(ranged=1)
"""The strike of a combatant that chose not to strike (nothing lands at any range)."""


def no_strikes_yet() -> list[ChosenStrike]:
    """Both combatants' strikes as a round begins."""
    return [NOT_CHOSEN, NOT_CHOSEN]
