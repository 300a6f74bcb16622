"""What the Methuselah table shows, as plain data: the circle of ancients, each with pool, victory points
and its ready, torpor and uncontrolled regions; the minions with their blood and what they carry; the
Edge; your hand; the action under way, a combat and a referendum.

The table draws only from a :class:`TableModel`; :func:`game.ui.tables.methuselah.read.model_of` builds
one from the viewer's ``view(seat)`` and nothing else, so this is the one place where the engine's field
names meet the drawing.  Everything here is frozen and hashable: a card's sprite and the still table are
cached by the model values they were drawn from.  A card the viewer may not see is a :class:`Card` with
``hidden`` set (its back): no name, no text.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.kit.cardface import CardFace

KINDS = ("master", "action", "modifier", "reaction", "combat", "equipment", "retainer", "ally", "political",
         "event", "vampire")


@dataclass(frozen=True)
class Card:
    """A card as the viewer may see it: its id in the content, name, kind, a short line, its full text
    and a cost ("2 pool", "1 blood"); ``hidden``: a back (nothing else is known)."""

    id: int = -1
    name: str = ""
    kind: str = ""
    line: str = ""            # under the name: disciplines, "Ally · 2 life", "Action"
    text: str = ""
    cost: str = ""
    hidden: bool = False
    effects: frozenset[str] = frozenset()   # what it does: "intercept", "votes"… (its ops; a titled vampire: votes)
    face: CardFace | None = None            # what it says, for its zoom (None: a back, which does not zoom)

    @property
    def tip(self) -> str:
        if self.hidden:
            return "A card face down: only its owner knows it."
        if self.text:   # the engine's words say its kind, discipline and cost too
            return f"{self.name}. {self.text}"
        parts = [self.name, self.line, f"Cost: {self.cost}" if self.cost else ""]
        return ". ".join(p.rstrip(".") for p in parts if p) + "."


BACK = Card(hidden=True)


@dataclass(frozen=True)
class Minion:
    """A vampire (or ally) in a seat's regions: its card, the blood (or life) on it and its capacity,
    whether it is locked (turned sideways), its title and votes, what it carries beneath it, and its
    place in the engine's lists (`key`, used by the gestures)."""

    key: tuple
    card: Card
    blood: int = 0
    capacity: int = 0
    locked: bool = False
    title: str = ""
    votes: int = 0
    under: tuple[Card, ...] = ()      # equipment, retainers beneath it
    ally: bool = False

    @property
    def tip(self) -> str:
        if self.card.hidden:
            return (f"A vampire face down, {self.blood} blood on it: only its controller knows who it is."
                    if self.blood else "A vampire face down: only its controller knows who it is.")
        bits = [self.card.name]
        if self.ally:
            bits.append(f"an ally, {self.blood} life")
        else:
            bits.append(f"{self.blood} of {self.capacity} blood" if self.capacity else f"{self.blood} blood")
        if self.title:
            bits.append(f"{self.title}, {self.votes} vote{'s' if self.votes != 1 else ''}")
        if self.locked:
            bits.append("locked")
        if self.card.text:
            bits.append(self.card.text)
        elif self.card.line:
            bits.append(self.card.line)
        if self.under:
            bits.append("carries " + ", ".join(c.name for c in self.under))
        return ". ".join(b[:1].upper() + b[1:].rstrip(".") for b in bits if b) + "."


@dataclass(frozen=True)
class Seat:
    """One ancient at the table."""

    seat: int
    pool: int
    vp: float
    ousted: bool
    ready: tuple[Minion, ...]
    torpor: tuple[Minion, ...]
    uncontrolled: tuple[Minion, ...]
    hand: int                   # cards in hand (the count is public)
    library: int
    crypt: int
    ash: int                    # the discard pile
    prey: int
    predator: int
    events: tuple[Card, ...] = ()   # cards in play in front of the seat (events, masters that stay)
    held: tuple[Card, ...] = ()     # its hand face up: only from above (the true state, no viewer)


@dataclass(frozen=True)
class Action:
    """The action under way: who acts, what, against whom, its stealth and intercept, who may still
    block and who blocks."""

    actor: int                  # the acting seat
    minion: str                 # the acting minion's name
    title: str                  # "Bleed", "Hunt", "Recruit an ally"…
    target: str = ""            # "Corvin", "Corvin's Odalys"…
    target_seat: int = -1
    stealth: int = 0
    intercept: int = 0
    blockers: tuple[int, ...] = ()   # seats that may still block
    blocked_by: str = ""
    note: str = ""              # what happens now ("Corvin may block", "Unblocked: 2 pool bled")
    minion_key: tuple | None = None
    blocker_key: tuple | None = None
    political: bool = False     # a political action: it calls a referendum


@dataclass(frozen=True)
class Strike:
    """One strike chosen in a combat round (or "?" while it is still secret)."""

    name: str
    amount: int = 0
    note: str = ""


@dataclass(frozen=True)
class Fighter:
    seat: int
    name: str
    blood: int
    strikes: tuple[Strike, ...] = ()
    damage: int = 0
    key: tuple | None = None


@dataclass(frozen=True)
class Combat:
    round: int
    range: str
    fighters: tuple[Fighter, ...]
    note: str = ""


@dataclass(frozen=True)
class Vote:
    seat: int
    votes: int              # + for, - against, 0 abstained / not yet


@dataclass(frozen=True)
class Referendum:
    title: str
    text: str
    yes: int
    no: int
    votes: tuple[Vote, ...]
    waiting: tuple[int, ...] = ()   # seats still to vote
    result: str = ""


@dataclass(frozen=True)
class TableModel:
    """Everything on the table for one viewer."""

    players: int
    me: int
    current: int | None
    turn_of: int                  # whose turn it is (the acting ancient)
    round: int
    rounds: int
    phase: str
    step: str
    seats: tuple[Seat, ...]
    hand: tuple[Card, ...]        # the viewer's own hand
    edge: int = -1                # the Edge's holder (-1: nobody)
    transfers: int = 0            # the viewer's transfers left (influence phase)
    watching: bool = False        # nobody's eyes (from above, a spectator): no seat is "you"
    action: Action | None = None
    combat: Combat | None = None
    referendum: Referendum | None = None
    over: bool = False
    status: str = ""              # one line under the ribbon (what the engine says now)
    seek: tuple[Card, ...] = ()   # the cards the viewer looks at to take one (only the viewer's own)

    def marks(self) -> dict[tuple, str]:
        """The minions the stage is about: the one acting ("acts"), the one blocking, the two fighting."""
        out: dict[tuple, str] = {}
        if self.action is not None:
            if self.action.minion_key:
                out[self.action.minion_key] = "acts"
            if self.action.blocker_key:
                out[self.action.blocker_key] = "blocks"
        if self.combat is not None:
            for f in self.combat.fighters:
                if f.key:
                    out[f.key] = "fights"
        return out

    def order(self) -> list[int]:
        """The rivals in the order they are drawn, from the viewer's prey round to the predator."""
        out: list[int] = []
        if not self.seats:
            return out
        p = self.seats[self.me].prey if 0 <= self.me < len(self.seats) else 0
        seen = {self.me}
        while p not in seen and 0 <= p < self.players:
            out.append(p)
            seen.add(p)
            p = self.seats[p].prey
        out += [s for s in range(self.players) if s not in seen]
        return out
