"""Recruiting (the rulebook's "Recruiting"): a recruit pays its space's cost, goes beneath a sire
of the seat's choice, and is activated: it modifies each battleground (in the order its seat
chooses when that order can matter), then its abilities go off, then the edicts it answers."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop, push
from game.core.seats import seat_ref

from . import ankhs, battlegrounds, sects
from .actions import SIRE, Order, Sire
from .characters import (
    LOC_LINE,
    REVIEW,
    SEAT_REFS,
    alive,
    clockwise,
    cost,
    is_ancilla,
    rng_of,
    say,
    spend,
    take_from_queue,
)
from .effect_frames import Effect
from .frames import Activation, EdictsAnswer, Modification, Recruiting, Trigger
from .tables import ATTRS, FAMILY, NAME, C

if TYPE_CHECKING:
    from .state import BloodlinesState


# ---- the sire (a decision) -----------------------------------------------------------------

def sire_legal(state: BloodlinesState, frame: Recruiting) -> list[Action]:
    limit = C.max_childer
    in_torpor, childer = state.in_torpor, state.childer
    out: list[Action] = []
    for v in state.line[frame.seat]:         # a plain loop: cheaper than a comprehension
        if not in_torpor[v] and len(childer[v]) < limit:
            out.append(SIRE[v])
    return out


def sire_apply(state: BloodlinesState, frame: Recruiting, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Sire)
    pop(state.stack)
    place(state, frame.seat, frame.character, action.vampire, frame.origin, events)


def place(state: BloodlinesState, seat: int, character: int, sire: int, origin: str,
          events: list[Event]) -> None:
    """Recruit `character` beneath `sire`: pay, take it from where it was (`origin`: the queue, the
    seat's haven, the deck searched or revealed), refill, then activate it, trigger its abilities
    and the edicts it answers."""
    if origin == "queue":
        slot = state.queue.index(character)
        price = cost(state, seat, slot, character)
        if price:
            spend(state, seat, price)
        take_from_queue(state, character)
    elif origin == "haven":
        state.haven[seat] = -1          # once a game
    else:
        state.deck.remove(character)
        if origin == "deck":
            rng_of(state).shuffle(state.deck)
    state.location[character] = LOC_LINE
    state.owner[character] = seat
    state.sire[character] = sire
    state.childer[sire].append(character)
    state.line[seat].append(character)
    state.reserved[character] = -1
    if seat == state.turn:
        state.recruited = True
    events.append(Event("recruit", f"{SEAT_REFS[seat]} recruits {NAME[character]} beneath {NAME[sire]}", seat,
                        {"character": character, "sire": sire}))   # say(), in line
    stack = state.stack
    push(stack, EdictsAnswer(character))
    if is_ancilla(state, character):
        push(stack, Trigger(seat, character))
    push(stack, Activation(seat, character, list(state.battlegrounds)))


def run_edicts(state: BloodlinesState, frame: EdictsAnswer, events: list[Event]) -> None:
    """Every edict naming one of the recruit's attributes answers it, the turn's seat's last."""
    pop(state.stack)
    for scheme in state.edict:          # most recruits meet no edict at all: nothing to answer
        if scheme >= 0:
            break
    else:
        return
    recruit = frame.recruit
    attributes = ATTRS[recruit]
    start = max(state.turn, 0)
    for seat in reversed(clockwise(state, start)):
        scheme = state.edict[seat]
        if scheme >= 0 and state.edict_attribute[seat] in attributes:
            issuer = state.edict_issuer[seat]
            if not alive(state, issuer) or state.owner[issuer] != seat:
                issuer = state.leader[seat]
            say(events, "edict", f"{seat_ref(seat)}'s edict answers the recruit of {NAME[recruit]}", seat)
            push(state.stack, Effect([0, scheme, 0], seat, issuer, recruit=recruit))


# ---- activation ----------------------------------------------------------------------------

# families whose modification can change another's outcome (power gained before a vote, a
# vampire sent to torpor before an ankh or a title is settled): only then is the order asked
_POWER_GIVERS = {"high_low", "revolt", "masquerade"}


def order_matters(left: list[str]) -> bool:
    matters = _MATTERS.get(tuple(left))
    if matters is None:
        if len(_MATTERS) > 4096:
            _MATTERS.clear()
        families = {FAMILY[b] for b in left}
        matters = _MATTERS[tuple(left)] = "inquisition" in families or (
            "court" in families and bool(families & _POWER_GIVERS))
    return matters


_MATTERS: dict[tuple[str, ...], bool] = {}
"""order_matters of each list of battlegrounds asked (a pure function of it), remembered."""


def activate(state: BloodlinesState, actor: int, vampire: int) -> None:
    """`vampire` (for seat `actor`) modifies every battleground."""
    push(state.stack, Activation(actor, vampire, list(state.battlegrounds)))


def run_activation(state: BloodlinesState, frame: Activation, events: list[Event]) -> None:
    """Edition 2: "you cannot skip modifying a battleground when a vampire is activated", so a
    vampire sent to torpor during its own activation still modifies the rest (by its
    attributes; nothing is placed on it).  Edition 1 stopped there."""
    vampire, left, stack = frame.vampire, frame.left, state.stack
    location, in_torpor = state.location, state.in_torpor      # changed in place, never replaced
    while True:
        # alive(), and edition 2's "in a bloodline", in line
        if not left or not ((vampire >= 0 and location[vampire] == LOC_LINE and not in_torpor[vampire])
                            or (state.rules_edition >= REVIEW and location[vampire] == LOC_LINE)):
            pop(stack)
            return
        if len(left) == 1 or not order_matters(left):
            modification = Modification(frame.actor, vampire, left.pop(0), frame.attribute)
            push(stack, modification)
            # the flow's next two steps, in line: the modification (its task), then this
            # activation again once the modification is gone and has left nothing on top
            MODIFY[FAMILY[modification.battleground]](state, modification, events)
            if stack[-1] is not frame or frame.kind != "act":
                return
            continue
        frame.kind = "order"
        frame.seat = frame.actor
        return


def order_legal(state: BloodlinesState, frame: Activation) -> list[Action]:
    return [Order(b) for b in frame.left]


def order_apply(state: BloodlinesState, frame: Activation, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Order)
    frame.left.remove(action.battleground)
    frame.kind = "act"
    frame.seat = None
    push(state.stack, Modification(frame.actor, frame.vampire, action.battleground, frame.attribute))


MODIFY: dict[str, Callable[[BloodlinesState, Modification, list[Event]], None]] = {
    "high_low": battlegrounds.modify_ladder, "beast": battlegrounds.modify_beast,
    "humanity": battlegrounds.modify_humanity, "inquisition": battlegrounds.modify_tribunal,
    "masquerade": battlegrounds.modify_veil, "court": battlegrounds.modify_crown,
    "princes": ankhs.modify_thrones, "revolt": ankhs.modify_torches, "sects": sects.modify_sects,
}
"""How an activated vampire modifies a battleground of each rules family."""


def run_modification(state: BloodlinesState, frame: Modification, events: list[Event]) -> None:
    MODIFY[FAMILY[frame.battleground]](state, frame, events)
