"""The frames of the turn, of recruiting and activation, of torpor and infamy, of schemes and of
the end: one named, slotted record type per kind of work or decision on Bloodlines' pending-decision
stack (the base and the saving are in ``stack.py``; the frames of effects and of the clan
mechanics in ``effect_frames.py``)."""

from __future__ import annotations

from typing import Any

from .stack import Frame

# ---- the rounds, the turn and the clan choice --------------------------------------------------

class Rounds(Frame):
    """The bottom frame: plays the rounds, one turn per seat, then the end of the game."""

    __slots__ = ()
    KINDS = ("game",)

    def __init__(self) -> None:
        self.kind, self.seat = "game", None


class ClanChoice(Frame):
    """A seat chooses its clan and clan leader (setup)."""

    __slots__ = ()
    KINDS = ("clan",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"))

    def __init__(self, seat: int) -> None:
        self.kind, self.seat = "clan", seat


class Turn(Frame):
    """A seat's turn: recruit (it must), scheme (it may), trade, spend an asset, or end it."""

    __slots__ = ()
    KINDS = ("turn",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"))

    def __init__(self, seat: int) -> None:
        self.kind, self.seat = "turn", seat


# ---- recruiting and activation -----------------------------------------------------------------

class Recruiting(Frame):
    """A recruit waits for its sire: `character` comes from `origin` (queue, haven, deck, reveal)."""

    __slots__ = ("character", "origin")
    KINDS = ("sire",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("character", "c"), ("origin", "src"))
    character: int
    origin: str

    def __init__(self, seat: int, character: int, origin: str) -> None:
        self.kind, self.seat, self.character, self.origin = "sire", seat, character, origin


class EdictsAnswer(Frame):
    """After a recruit is placed: every edict naming one of its attributes answers it."""

    __slots__ = ("recruit",)
    KINDS = ("edicts",)
    SAVED = (("kind", "k"), ("recruit", "c"))
    recruit: int

    def __init__(self, recruit: int) -> None:
        self.kind, self.seat, self.recruit = "edicts", None, recruit


class Activation(Frame):
    """`vampire` (of seat `actor`) modifies each battleground `left`, by `attribute` if one is
    named; as ``order`` its seat chooses the battleground next."""

    __slots__ = ("actor", "attribute", "left", "vampire")
    KINDS = ("act", "order")
    SAVED = (("kind", "k"), ("actor", "a"), ("vampire", "v"), ("left", "left"), ("attribute", "at"),
             ("seat", "p"))
    actor: int
    vampire: int
    left: list[str]
    attribute: str

    def __init__(self, actor: int, vampire: int, left: list[str], attribute: str = "") -> None:
        self.kind, self.seat = "act", None
        self.actor, self.vampire, self.left, self.attribute = actor, vampire, left, attribute


class Modification(Frame):
    """`vampire` modifies `battleground` (as ``mod``), and the decisions that asks on the way: a
    roaming vampire's side (``roam``, among `values`, the choice kept as `geography`), an ankh's
    move (``ankh``, of `faction`), a city's ankh (``revolt``, of `city`), a token of the long war
    (``sab_token``/``sab_region``/``sab_side``: `region`, the `archetype` acting, `token`)."""

    __slots__ = (
        "actor",
        "archetype",
        "attribute",
        "battleground",
        "city",
        "faction",
        "geography",
        "region",
        "roaming",
        "token",
        "values",
        "vampire",
    )
    KINDS = ("mod", "roam", "ankh", "revolt", "sab_token", "sab_side", "sab_region")
    SAVED = (("kind", "k"), ("actor", "a"), ("vampire", "v"), ("battleground", "bg"),
             ("attribute", "at"), ("seat", "p"), ("values", "vals"), ("roaming", "roam"),
             ("geography", "geo"), ("faction", "fi"), ("city", "g"), ("region", "r"),
             ("archetype", "act"), ("token", "t"))
    actor: int
    vampire: int
    battleground: str
    attribute: str
    values: list[str] | None
    roaming: bool | None
    geography: str | None
    faction: int | None
    city: int | None
    region: int | None
    archetype: str | None
    token: int | None

    def __init__(self, actor: int, vampire: int, battleground: str, attribute: str = "") -> None:
        self.kind, self.seat = "mod", None
        self.actor, self.vampire, self.battleground, self.attribute = actor, vampire, battleground, attribute
        self.values = self.roaming = self.geography = None
        self.faction = self.city = self.region = self.token = None
        self.archetype = None

    def to_data(self) -> dict[str, Any]:
        """As :meth:`Frame.to_data`, in the order the keys were always written: the long war's
        decision, asked with no roaming choice first, noted its seat after the region and the
        archetype acting (and before the token a scholar moves)."""
        data = super().to_data()
        if "r" in data and "geo" not in data and "p" in data:
            seat, token = data.pop("p"), data.pop("t", None)
            data["p"] = seat
            if token is not None:
                data["t"] = token
        return data


class Trigger(Frame):
    """`vampire`'s printed abilities (and those it carries) go off, for seat `actor`."""

    __slots__ = ("actor", "vampire")
    KINDS = ("trigger",)
    SAVED = (("kind", "k"), ("actor", "a"), ("vampire", "v"))
    actor: int
    vampire: int

    def __init__(self, actor: int, vampire: int) -> None:
        self.kind, self.seat, self.actor, self.vampire = "trigger", None, actor, vampire


# ---- torpor and infamy ---------------------------------------------------------------------

class Torpor(Frame):
    """`vampire` is sent to torpor by `source` (of seat `actor`); as ``sacrifice`` its owner may
    (or, a clan leader, `must`) sacrifice a childe instead."""

    __slots__ = ("actor", "must", "source", "vampire")
    KINDS = ("torpor", "sacrifice")
    SAVED = (("kind", "k"), ("actor", "a"), ("source", "s"), ("vampire", "v"), ("must", "must"),
             ("seat", "p"))
    actor: int
    source: int
    vampire: int
    must: bool | None

    def __init__(self, actor: int, source: int, vampire: int) -> None:
        self.kind, self.seat, self.actor, self.source, self.vampire = "torpor", None, actor, source, vampire
        self.must = None


class Infamy(Frame):
    """`vampire` receives `amount` infamy; as ``redirect`` its owner passes a clan leader's down."""

    __slots__ = ("actor", "amount", "vampire")
    KINDS = ("infamy", "redirect")
    SAVED = (("kind", "k"), ("actor", "a"), ("vampire", "v"), ("amount", "n"), ("seat", "p"))
    actor: int
    vampire: int
    amount: int

    def __init__(self, actor: int, vampire: int, amount: int) -> None:
        self.kind, self.seat, self.actor, self.vampire, self.amount = "infamy", None, actor, vampire, amount


# ---- schemes -------------------------------------------------------------------------------

class SchemePlay(Frame):
    """The seat plays `scheme`: chooses its `leader` (``leader``), then gives boons to rivals'
    vampires until no archetype is `needed` (``boon_to``)."""

    __slots__ = ("leader", "needed", "scheme")
    KINDS = ("leader", "boon_to")
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("scheme", "sc"), ("leader", "v"), ("needed", "need"))
    scheme: int
    leader: int | None
    needed: list[str] | None

    def __init__(self, seat: int, scheme: int) -> None:
        self.kind, self.seat, self.scheme, self.leader, self.needed = "leader", seat, scheme, None, None


class BoonGift(Frame):
    """The seat chooses which of its vampires gives the boon `receiver` gets."""

    __slots__ = ("receiver",)
    KINDS = ("boon_from",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("receiver", "t"))
    receiver: int

    def __init__(self, seat: int, receiver: int) -> None:
        self.kind, self.seat, self.receiver = "boon_from", seat, receiver


class SchemeEnd(Frame):
    """Once a scheme's effect is done: a clan scheme goes to the discard pile (unless it stays)."""

    __slots__ = ("scheme",)
    KINDS = ("scheme_end",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("scheme", "sc"))
    scheme: int

    def __init__(self, seat: int, scheme: int) -> None:
        self.kind, self.seat, self.scheme = "scheme_end", seat, scheme


# ---- the end -------------------------------------------------------------------------------

class FinalScoring(Frame):
    """The end of the game, by `stage`: reveal the long war (0), the missions one at a time from
    `mission` (1), victory points and the ties (2); `won`: a tie's winner (-1 none yet, -2 the
    primogen is asked for the game)."""

    __slots__ = ("mission", "stage", "won")
    KINDS = ("final",)
    SAVED = (("kind", "k"), ("stage", "stage"), ("mission", "i"), ("won", "won"))
    stage: int
    mission: int
    won: int

    def __init__(self, stage: int = 0, mission: int = 0, won: int = -1) -> None:
        self.kind, self.seat, self.stage, self.mission, self.won = "final", None, stage, mission, won


class Primogen(Frame):
    """A tie the primogen breaks: the `tied` seats, in turn, each declare an archetype
    (`declared`, in their order); the deck decides."""

    __slots__ = ("declared", "tied")
    KINDS = ("primogen",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("tied", "tied"), ("declared", "decl"))
    tied: list[int]
    declared: list[str]

    def __init__(self, tied: list[int]) -> None:
        self.kind, self.seat, self.tied, self.declared = "primogen", tied[0], tied, []
