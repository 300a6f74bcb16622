"""The frames of effects: an effect under way, the target it asks for, the vampires it activates
one after another, the decisions its ops ask on the queue, the deck and the battlegrounds, and
those of the nine clan mechanics (a rival's answer among them)."""

from __future__ import annotations

from .stack import Frame, Saved

# ---- effects -------------------------------------------------------------------------------

class EffectContext(Frame):
    """What an effect acts for: seat `actor`, the vampire it comes from (`source`), a seat it is
    limited to (`limit`, -1 none), a scheme's `coterie`, the `recruit` an edict answers, the
    `scheme` being played (-1 none)."""

    __slots__ = ("actor", "coterie", "limit", "recruit", "scheme", "source")
    actor: int
    source: int
    limit: int
    coterie: list[int]
    recruit: int
    scheme: int

    def context(self) -> tuple[int, int, int, list[int], int, int]:
        return self.actor, self.source, self.limit, self.coterie[:], self.recruit, self.scheme


class Effect(EffectContext):
    """An effect under way: the ops of `effect` (a content path: a scheme's, an ability's, an
    asset's) carried out one after another from `next_op`."""

    __slots__ = ("effect", "next_op")
    KINDS = ("ops",)
    SAVED = (("kind", "k"), ("effect", "src"), ("next_op", "i"), ("actor", "a"), ("source", "s"),
             ("limit", "lim"), ("coterie", "co"), ("recruit", "rc"), ("scheme", "sc"))
    effect: list[int]
    next_op: int

    def __init__(self, effect: list[int], actor: int, source: int, *, limit: int = -1,
                 coterie: list[int] | None = None, recruit: int = -1, scheme: int = -1) -> None:
        self.kind, self.seat, self.effect, self.next_op = "ops", None, effect, 0
        self.actor, self.source, self.limit = actor, source, limit
        self.coterie, self.recruit, self.scheme = coterie or [], recruit, scheme


_CONTEXT: Saved = (("actor", "a"), ("source", "s"), ("limit", "lim"), ("coterie", "co"),
                   ("recruit", "rc"), ("scheme", "sc"))


class TargetChoice(EffectContext):
    """The seat chooses the vampire op `op_index` of `effect` acts on."""

    __slots__ = ("effect", "op_index")
    KINDS = ("target",)
    seat: int
    SAVED = (*_CONTEXT, ("kind", "k"), ("seat", "p"), ("effect", "src"), ("op_index", "i"))
    effect: list[int]
    op_index: int

    def __init__(self, of: EffectContext, effect: list[int], op_index: int) -> None:
        self.kind, self.seat = "target", of.actor
        (self.actor, self.source, self.limit, self.coterie, self.recruit, self.scheme) = of.context()
        self.effect, self.op_index = effect, op_index


class NextActivation(EffectContext):
    """An effect activates several vampires: the seat chooses which goes next, of those `left`."""

    __slots__ = ("left",)
    KINDS = ("next",)
    seat: int
    SAVED = (*_CONTEXT, ("kind", "k"), ("seat", "p"), ("left", "left"))
    left: list[int]

    def __init__(self, of: EffectContext, left: list[int]) -> None:
        self.kind, self.seat = "next", of.actor
        (self.actor, self.source, self.limit, self.coterie, self.recruit, self.scheme) = of.context()
        self.left = left


class SeatChoice(Frame):
    """A decision that needs only its seat: reserve a character, search the deck, name the
    attribute Embrace the Chaos seeks."""

    __slots__ = ()
    KINDS = ("reserve", "deckpick", "embrace")
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"))

    def __init__(self, kind: str, seat: int) -> None:
        self.kind, self.seat = kind, seat


class QueueRemoval(Frame):
    """The seat removes characters from the queue: `left` more, or stops (`up_to`) once it has
    removed `least` (the count `removed` kept only when a least is set); edition 2 refills the
    `gone` spaces once, at the end."""

    __slots__ = ("gone", "least", "left", "removed", "up_to")
    KINDS = ("remove",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("left", "left"), ("up_to", "up"), ("least", "least"),
             ("removed", "got"), ("gone", "gone"))
    left: int
    up_to: bool
    least: int | None
    removed: int | None
    gone: int | None

    def __init__(self, seat: int, left: int, up_to: bool, least: int | None = None) -> None:
        self.kind, self.seat, self.left, self.up_to = "remove", seat, left, up_to
        self.least = least
        self.removed = None if least is None else 0
        self.gone = None


class TakeBack(Frame):
    """The seat takes `left` more clan schemes back from its discard pile."""

    __slots__ = ("left",)
    KINDS = ("take",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("left", "left"))
    left: int

    def __init__(self, seat: int, left: int) -> None:
        self.kind, self.seat, self.left = "take", seat, left


class ModifyChoice(Frame):
    """A 'modify' op: the seat chooses the battleground (``modbg``), then the attribute it is
    modified as (``modattr``); `source` the vampire that modifies it."""

    __slots__ = ("actor", "battleground", "effect", "op_index", "source")
    KINDS = ("modbg", "modattr")
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("actor", "a"), ("source", "s"), ("effect", "src"),
             ("op_index", "i"), ("battleground", "bg"))
    actor: int
    source: int
    effect: list[int]
    op_index: int
    battleground: str | None

    def __init__(self, actor: int, source: int, effect: list[int], op_index: int) -> None:
        self.kind, self.seat, self.actor, self.source = "modbg", actor, actor, source
        self.effect, self.op_index, self.battleground = effect, op_index, None


# ---- the nine clan mechanics ---------------------------------------------------------------

class MarketTrade(Frame):
    """The seat trades at black market number `market`: which vampire's boon pays."""

    __slots__ = ("market",)
    KINDS = ("market_pay",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("market", "i"))
    market: int

    def __init__(self, seat: int, market: int) -> None:
        self.kind, self.seat, self.market = "market_pay", seat, market


class EnemyDeclaration(Frame):
    """Declare Enemy: the seat marks a rival's vampire with `scheme`."""

    __slots__ = ("scheme",)
    KINDS = ("enemy",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("scheme", "sc"))
    scheme: int

    def __init__(self, seat: int, scheme: int) -> None:
        self.kind, self.seat, self.scheme = "enemy", seat, scheme


class KissingTheRing(Frame):
    """Kiss the Ring goes round the rivals `left`: each gives `source` a boon or suffers `effect`."""

    __slots__ = ("actor", "effect", "left", "source")
    KINDS = ("kissing",)
    SAVED = (("kind", "k"), ("actor", "a"), ("source", "s"), ("effect", "src"), ("left", "left"))
    actor: int
    source: int
    effect: list[int]
    left: list[int]

    def __init__(self, actor: int, source: int, effect: list[int], left: list[int]) -> None:
        self.kind, self.seat, self.actor, self.source, self.effect, self.left = \
            "kissing", None, actor, source, effect, left


class RingAnswer(Frame):
    """One rival's answer to Kiss the Ring."""

    __slots__ = ("actor", "effect", "source")
    KINDS = ("kiss",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("actor", "a"), ("source", "s"), ("effect", "src"))
    actor: int
    source: int
    effect: list[int]

    def __init__(self, seat: int, actor: int, source: int, effect: list[int]) -> None:
        self.kind, self.seat, self.actor, self.source, self.effect = "kiss", seat, actor, source, effect


class Invitation(Frame):
    """Invitation: the host (`seat`) chooses a guest, and who goes first, or no one."""

    __slots__ = ("effect", "source")
    KINDS = ("invite",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("source", "s"), ("effect", "src"))
    source: int
    effect: list[int]

    def __init__(self, seat: int, source: int, effect: list[int]) -> None:
        self.kind, self.seat, self.source, self.effect = "invite", seat, source, effect


class InvitationAnswer(Frame):
    """The guest (`seat`) accepts (naming the vampire that gains) or declines the `host`'s
    invitation."""

    __slots__ = ("effect", "guest_first", "host", "source")
    KINDS = ("answer",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("host", "a"), ("source", "s"), ("effect", "src"),
             ("guest_first", "gf"))
    host: int
    source: int
    effect: list[int]
    guest_first: bool

    def __init__(self, seat: int, host: int, source: int, effect: list[int], guest_first: bool) -> None:
        self.kind, self.seat, self.host, self.source, self.effect = "answer", seat, host, source, effect
        self.guest_first = guest_first


class Usurpation(Frame):
    """Usurp: the seat chooses the vampire to replace (``usurp_who``, kept as `replaced`), then
    the character of the queue that takes its place (``usurp_with``)."""

    __slots__ = ("replaced",)
    KINDS = ("usurp_who", "usurp_with")
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("replaced", "v"))
    replaced: int | None

    def __init__(self, seat: int) -> None:
        self.kind, self.seat, self.replaced = "usurp_who", seat, None


class Crafting(Frame):
    """Craft Monstrosity: the seat chooses an ancilla of the queue (``craft_pick``, kept as
    `ancilla`), then the vampire that takes its abilities (``craft_onto``)."""

    __slots__ = ("ancilla",)
    KINDS = ("craft_pick", "craft_onto")
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("ancilla", "c"))
    ancilla: int | None

    def __init__(self, seat: int) -> None:
        self.kind, self.seat, self.ancilla = "craft_pick", seat, None


class EdictChoice(Frame):
    """Edict: the seat names the attribute `scheme` answers (op `op_index` of `effect`), issued by
    `source`."""

    __slots__ = ("effect", "op_index", "scheme", "source")
    KINDS = ("edict",)
    seat: int
    SAVED = (("kind", "k"), ("seat", "p"), ("scheme", "sc"), ("source", "s"), ("effect", "src"),
             ("op_index", "i"))
    scheme: int
    source: int
    effect: list[int]
    op_index: int

    def __init__(self, seat: int, scheme: int, source: int, effect: list[int], op_index: int) -> None:
        self.kind, self.seat, self.scheme, self.source = "edict", seat, scheme, source
        self.effect, self.op_index = effect, op_index
