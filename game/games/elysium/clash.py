"""A clash: one challenge or influence contest, with its sides, declared powers and dice.

Side 0 is always the acting player's. A player challenge has side 1 (the
target's); an event challenge only side 0 (against the difficulty); an
influence contest one more side per contesting player. Each die is a chain of
rolls (more than one only under the 10-again rule) plus the +-1 nudges on it.
The small records a clash keeps (a die, a declared power, a refusal, the request or
winning side it waits on) are in clash_records.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Event
from game.core import records as r
from game.core.seats import seat_ref

from . import effects
from .board import SAME_COLOUR, zones_controlled
from .clash_records import DeclaredPower, Die, Pending, Refusal, pending_from_data, pending_to_data
from .content import load_content

if TYPE_CHECKING:
    from .state import ElysiumState

C = load_content()


class Clash(r.Record):
    """The panel of a challenge or contest as it builds up (a record field of the state).

    Its fields are declared once, in the class body (a slotted :class:`~game.core.records.Record`);
    copy, to_data and from_data come from that; its dice, powers and refusals are lists of frozen
    records (clash_records.py, shared by a copy), saved as the small tables and lists they always were.
    Nothing in it is secret: sides, bids, powers, dice and refused help are all on the table.
    """

    kind: str = r.scalar(str)                        # player | event | influence
    ctype: str = r.scalar(str)                       # mental | physical | social | territorial | influence
    actor: int = r.scalar(int)
    target: int = r.scalar(int)
    card: int = r.scalar(int)
    zone: int = r.scalar(int)
    sides: list[list[int]] = r.nested()              # side 0 the actor's, then the target's or each contester's
    bids: list[int] = r.flat()                       # new influence tokens bid, per seat
    changes: list[int] = r.flat()                    # assistance stance changes, per seat
    deserted: list[int] = r.flat(default=[])         # helpers who left the side they had joined
    refused: list[Refusal] = r.flat(default=[])      # asks to help that side, refused (never asked again)
    faced: list[int] = r.flat(default=[])            # opponents (or lost helpers) the challenger would not rescind over
    powers: list[DeclaredPower] = r.flat()           # the powers declared before the dice
    dice: list[Die] = r.flat()                       # every die rolled, in the order rolled
    rolled: bool = r.scalar(bool)
    window: list[int] = r.flat()                     # the window of help or bids (game.core.windows)
    pos: int = r.scalar(int)
    quiet: int = r.scalar(int)
    pending: Pending | None = r.scalar()             # a Request to a leader, or the WinningSide choosing spoils
    losers: list[int] = r.flat()                     # spoils still to choose
    prevent: list[int] = r.flat()                    # seats whose Vitae cannot be lost
    totals: list[int] = r.flat()

    def __init__(self, kind: str, ctype: str, actor: int, players: int) -> None:
        self.kind = kind
        self.ctype = ctype
        self.actor = actor
        self.target = -1
        self.card = -1
        self.zone = -1
        self.sides = [[actor]]
        self.bids = [0] * players
        self.changes = [0] * players
        self.deserted = []
        self.refused = []
        self.faced = []
        self.powers = []
        self.dice = []
        self.rolled = False
        self.window = []
        self.pos = 0
        self.quiet = 0
        self.pending = None
        self.losers = []
        self.prevent = []
        self.totals = []

    def to_data(self) -> dict[str, Any]:
        data = super().to_data()
        for name in _RECORD_LISTS:
            data[name] = [item.to_data() for item in getattr(self, name)]
        data["pending"] = pending_to_data(self.pending)
        keys = [spec.key(name) for name, spec in self.FIELDS.items()]
        return {key: data[key] for key in keys}  # in declaration order, as always

    @classmethod
    def from_data(cls, data: Any) -> Clash:
        """A clash back from :meth:`to_data` (KeyError/TypeError/ValueError name the field)."""
        if not isinstance(data, dict):
            raise TypeError(f"a clash must be a table, found {type(data).__name__}")
        plain = dict(data)
        if "pending" in data:
            plain["pending"] = pending_from_data(data["pending"])
        for name, record in _RECORD_LISTS.items():
            if name in data:
                plain[name] = [record.from_data(item) for item in data[name]]
        return super().from_data(plain)

    def leader(self, side: int) -> int:
        """The seat that leads `side`: its first member (the actor, the target or a contester)."""
        return self.sides[side][0]

    def side_of(self, seat: int) -> int:
        for index, members in enumerate(self.sides):
            if seat in members:
                return index
        return -1

    def was_refused(self, seat: int, side: int) -> bool:
        """Has the leader of `side` refused `seat`'s help in this clash already?"""
        return Refusal(seat, side) in self.refused

    def participants(self) -> list[int]:
        return [seat for members in self.sides for seat in members]


# Lists of records, saved item by item (the records never change, so a copy shares them).
_RECORD_LISTS: dict[str, type[Die | DeclaredPower | Refusal]] = {
    "dice": Die, "powers": DeclaredPower, "refused": Refusal}


# -- dice ------------------------------------------------------------------------
def roll_chain(state: ElysiumState) -> list[int]:
    """One die; under 10-again every 10 is rolled again and added."""
    assert state.rng is not None
    rolls = [state.rng.d10()]
    while state.options.get("ten_again") and rolls[-1] == 10:
        rolls.append(state.rng.d10())
    return rolls


def reroll(state: ElysiumState, clash: Clash, index: int, segment: int) -> tuple[int, ...]:
    """Roll one segment of a die again (its later rolls are dropped); the new chain."""
    die = clash.dice[index].rerolled(segment, roll_chain(state))
    clash.dice[index] = die
    return die.rolls


def dice_plan(state: ElysiumState, clash: Clash) -> list[tuple[int, int, int]]:
    """(seat, side, dice) for everyone taking part, from base dice, bids, cards and powers."""
    plan = []
    declared = [(p.seat, effects.POWERS[p.power].effect) for p in clash.powers]
    for side, members in enumerate(clash.sides):
        for seat in members:
            if clash.kind == "influence":
                n = clash.bids[seat] + state.tokens[clash.zone][seat]
            else:
                n = 1 if seat == clash.actor or (clash.kind == "player" and seat == clash.target) else 0
            n += len(effects.card_dice(state, seat, clash.ctype))
            n += sum(1 for who, e in declared if who == seat and e.kind == "extra_die")
            plan.append((seat, side, n))
    return plan


def roll_all(state: ElysiumState, clash: Clash, events: list[Event]) -> None:
    """Everyone rolls the dice they contribute."""
    for seat, side, n in dice_plan(state, clash):
        values = []
        for _ in range(n):
            chain = roll_chain(state)
            clash.dice.append(Die(seat, side, tuple(chain)))
            values.append(sum(chain))
        if n:
            events.append(Event("dice", f"{seat_ref(seat)} rolls {', '.join(map(str, values))}.", seat,
                                {"seat": seat, "side": side, "values": values, "context": clash.ctype}))
    clash.rolled = True


# -- scores ------------------------------------------------------------------------
def attribute(state: ElysiumState, seat: int, ctype: str) -> int:
    if ctype == "territorial":
        return zones_controlled(state, seat)
    clan = state.clan[seat]
    return C.clans[clan].attribute(ctype) if clan >= 0 else 0


def modifiers(state: ElysiumState, clash: Clash, side: int) -> list[tuple[str, int]]:
    """The points (not dice) one side adds, each with a label for the panel."""
    out: list[tuple[str, int]] = []
    members = clash.sides[side]
    for seat in members:
        who = f"seat {seat + 1}"
        if clash.kind == "influence":
            like = sum(state.tokens[z][seat] for z in SAME_COLOUR[clash.zone])
            if like:
                out.append((f"{who}: tokens on like-coloured zones", like))
            if state.location[seat] == clash.zone:
                out.append((f"{who}: miniature in the zone", C.rules["miniature_bonus"]))
        else:
            label = "zones controlled" if clash.ctype == "territorial" else clash.ctype
            out.append((f"{who}: {label}", attribute(state, seat, clash.ctype)))
        out += [(f"{who}: {name}", amount) for name, amount in effects.card_bonus(state, seat, clash.ctype)]
    for declared in clash.powers:
        seat, power = declared.seat, effects.POWERS[declared.power]
        if power.effect.kind == "bonus" and seat in members:
            out.append((f"seat {seat + 1}: {power.name}", power.effect.amount))
        elif power.effect.kind == "opponent_penalty" and seat not in members:
            out.append((f"seat {seat + 1}: {power.name}", -power.effect.amount))
    penalty = effects.event_penalty(state, clash.ctype) if clash.kind != "influence" else 0
    if penalty:
        out.append(("events in play", -penalty))
    return out


def side_total(state: ElysiumState, clash: Clash, side: int) -> int:
    points = sum(amount for _, amount in modifiers(state, clash, side))
    return points + sum(d.value for d in clash.dice if d.side == side)


def totals(state: ElysiumState, clash: Clash) -> list[int]:
    return [side_total(state, clash, side) for side in range(len(clash.sides))]


def panel(state: ElysiumState, clash: Clash) -> dict[str, Any]:
    """What a challenge or contest panel shows: both sides' dice and modifiers."""
    sides = []
    for side, members in enumerate(clash.sides):
        dice: list[dict[str, Any]] = [
            {"index": i, "seat": d.seat, "rolls": list(d.rolls), "nudge": d.nudge, "value": d.value}
            for i, d in enumerate(clash.dice) if d.side == side]
        mods = modifiers(state, clash, side)
        sides.append({"leader": members[0], "members": list(members), "dice": dice,
                      "modifiers": [list(m) for m in mods],
                      "bids": [clash.bids[s] for s in members],
                      "total": sum(a for _, a in mods) + sum(d["value"] for d in dice)})
    data: dict[str, Any] = {"kind": clash.kind, "type": clash.ctype, "actor": clash.actor,
                            "sides": sides, "rolled": clash.rolled, "step": state.step}
    if clash.kind == "player":
        data["target"] = clash.target
    if clash.kind == "event":
        data["card"] = clash.card
        data["difficulty"] = C.cards[clash.card].difficulty
    if clash.kind == "influence":
        data["zone"] = C.zones[clash.zone].id
    data["powers"] = [{"seat": p.seat, "power": p.power, "name": effects.POWERS[p.power].name} for p in clash.powers]
    return data
