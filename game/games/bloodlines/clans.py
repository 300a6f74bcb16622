"""The nine clan mechanics (the rulebook's "The clans"): Declare Enemy, Kiss the Ring, Embrace the
Chaos, Black Market, Invitation, Usurp, Craft Monstrosity and Edict, each an op of a clan scheme
with the decisions it asks (a rival's answer among them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop, push
from game.core.seats import seat_ref

from .actions import (
    ATTRIBUTE,
    BOON_FROM,
    TARGET,
    Answer,
    Attribute,
    BoonFrom,
    Invite,
    Kiss,
    QueuePick,
    Target,
)
from .characters import (
    LOC_DISCARD,
    LOC_GRAFT,
    LOC_LINE,
    alive,
    discard_character,
    has_boon,
    has_sire,
    is_ancilla,
    opponents,
    reviewed,
    say,
    take_from_queue,
)
from .content import Op
from .effect_frames import (
    Crafting,
    EdictChoice,
    Effect,
    EnemyDeclaration,
    Invitation,
    InvitationAnswer,
    KissingTheRing,
    MarketTrade,
    RingAnswer,
    SeatChoice,
    Usurpation,
)
from .frames import Recruiting
from .tables import ALL_VALUES, ATTRS, CLAN, KIND, NAME, SCHEMES, effects_of

if TYPE_CHECKING:
    from .state import BloodlinesState


# ---- Declare Enemy -------------------------------------------------------------------------

def op_declare_enemy(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    push(state.stack, EnemyDeclaration(frame.actor, frame.scheme))


def enemy_legal(state: BloodlinesState, frame: EnemyDeclaration) -> list[Action]:
    in_torpor = state.in_torpor
    return [TARGET[v] for rival in opponents(state, frame.seat) for v in state.line[rival] if not in_torpor[v]]


def enemy_apply(state: BloodlinesState, frame: EnemyDeclaration, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Target)
    pop(state.stack)
    state.enemy[action.vampire].append(frame.scheme)
    say(events, "enemy", f"{seat_ref(frame.seat)} declares {NAME[action.vampire]} an enemy", frame.seat)


# ---- Kiss the Ring -------------------------------------------------------------------------

def op_kiss(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    push(state.stack, KissingTheRing(frame.actor, frame.source, frame.effect + [i],
                                     opponents(state, frame.actor)))


def run_kissing(state: BloodlinesState, frame: KissingTheRing, events: list[Event]) -> None:
    """Each rival in turn: one with a boon is asked; one without suffers the effect."""
    if not frame.left:
        pop(state.stack)
        return
    rival = frame.left.pop(0)
    if has_boon(state, rival):
        push(state.stack, RingAnswer(rival, frame.actor, frame.source, frame.effect))
    else:
        push(state.stack, Effect(frame.effect, frame.actor, frame.source, limit=rival))


def kiss_legal(state: BloodlinesState, frame: RingAnswer) -> list[Action]:
    boons, in_torpor = state.boons, state.in_torpor
    out: list[Action] = [Kiss(-1)]
    out.extend(Kiss(v) for v in state.line[frame.seat] if boons[v] and not in_torpor[v])
    return out


def kiss_apply(state: BloodlinesState, frame: RingAnswer, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Kiss)
    pop(state.stack)
    rival = frame.seat
    v = action.vampire
    if v >= 0:
        state.boons[v] -= 1
        if alive(state, frame.source):
            state.boons[frame.source] += 1
        say(events, "kiss", f"{seat_ref(rival)} kisses the ring: a boon to {NAME[frame.source]}", rival)
    else:
        say(events, "kiss", f"{seat_ref(rival)} refuses to kiss the ring", rival)
        push(state.stack, Effect(frame.effect, frame.actor, frame.source, limit=rival))


# ---- Embrace the Chaos ---------------------------------------------------------------------

def op_embrace(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    actor = frame.actor
    if actor == state.turn and state.recruited:
        return
    push(state.stack, SeatChoice("embrace", actor))


def embrace_legal(state: BloodlinesState, frame: SeatChoice) -> list[Action]:
    return [ATTRIBUTE[x] for x in ALL_VALUES]


def embrace_apply(state: BloodlinesState, frame: SeatChoice, action: Action, events: list[Event]) -> None:
    """The deck is revealed from the top until a character with the named value shows: it is
    recruited (if the seat has a sire for it); the others are discarded."""
    assert isinstance(action, Attribute)
    pop(state.stack)
    seat = frame.seat
    value = action.value
    if seat == state.turn:
        state.recruited = True
    deck = state.deck
    say(events, "embrace", f"{seat_ref(seat)} embraces the chaos, seeking {value}", seat)
    while deck:
        c = deck[-1]
        if value in ATTRS[c]:
            if has_sire(state, seat):
                push(state.stack, Recruiting(seat, c, "reveal"))
            else:
                deck.pop()
                discard_character(state, c)
            return
        deck.pop()
        discard_character(state, c)
        say(events, "reveal", f"{NAME[c]} is revealed and discarded", seat, character=c)


# ---- Black Market --------------------------------------------------------------------------

def op_market(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    scheme = frame.scheme
    if scheme < 0 or scheme in state.markets:
        return
    state.markets.append(scheme)
    state.market_used.append(False)
    state.market_boons.append(0)
    frame.next_op = len(effects_of(frame.effect))  # the market's effect waits for a buyer
    say(events, "market", f"{seat_ref(frame.actor)} opens a black market", frame.actor)


def market_legal(state: BloodlinesState, frame: MarketTrade) -> list[Action]:
    boons, in_torpor = state.boons, state.in_torpor
    return [BOON_FROM[v] for v in state.line[frame.seat] if boons[v] and not in_torpor[v]]


def market_apply(state: BloodlinesState, frame: MarketTrade, action: Action, events: list[Event]) -> None:
    assert isinstance(action, BoonFrom)
    pop(state.stack)
    market, seat, v = frame.market, frame.seat, action.vampire
    state.boons[v] -= 1
    state.market_boons[market] += 1
    state.market_used[market] = True
    scheme = state.markets[market]
    say(events, "market", f"{seat_ref(seat)} trades at {SCHEMES[scheme].name}", seat)
    push(state.stack, Effect([0, scheme, 0], seat, v))


# ---- Invitation ----------------------------------------------------------------------------

def op_invite(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    push(state.stack, Invitation(frame.actor, frame.source, frame.effect + [i]))


def invite_legal(state: BloodlinesState, frame: Invitation) -> list[Action]:
    out: list[Action] = [Invite(-1)]
    for rival in opponents(state, frame.seat):
        out.append(Invite(rival, False))
        out.append(Invite(rival, True))
    return out


def invite_apply(state: BloodlinesState, frame: Invitation, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Invite)
    pop(state.stack)
    guest = action.seat
    if guest < 0:
        push(state.stack, Effect(frame.effect, frame.seat, frame.source))
        return
    say(events, "invite", f"{seat_ref(frame.seat)} invites {seat_ref(guest)}", frame.seat)
    push(state.stack, InvitationAnswer(guest, frame.seat, frame.source, frame.effect, action.guest_first))


def answer_legal(state: BloodlinesState, frame: InvitationAnswer) -> list[Action]:
    in_torpor = state.in_torpor
    out: list[Action] = [Answer(-1)]
    out.extend(Answer(v) for v in state.line[frame.seat] if not in_torpor[v])
    return out


def answer_apply(state: BloodlinesState, frame: InvitationAnswer, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Answer)
    pop(state.stack)
    host, guest, v = frame.host, frame.seat, action.vampire
    mine = Effect(frame.effect, host, frame.source)
    if v < 0:
        say(events, "answer", f"{seat_ref(guest)} declines the invitation", guest)
        push(state.stack, mine)
        return
    say(events, "answer", f"{seat_ref(guest)} accepts the invitation", guest)
    if alive(state, frame.source):
        state.power[frame.source] += 2
    theirs = Effect(frame.effect[:], guest, v)
    first, second = (mine, theirs) if frame.guest_first else (theirs, mine)
    push(state.stack, first)
    push(state.stack, second)


# ---- Usurp ---------------------------------------------------------------------------------

def op_usurp(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    actor = frame.actor
    if state.queue and (len(state.line[actor]) > 1 or (reviewed(state) and state.line[actor])):
        push(state.stack, Usurpation(actor))


def usurp_who_legal(state: BloodlinesState, frame: Usurpation) -> list[Action]:
    """"Replace any vampire in your bloodline (including those in torpor)": edition 2 offers the
    clan leader too (the bloodline includes it); edition 1 never did."""
    seat = frame.seat
    lead = -1 if reviewed(state) else state.leader[seat]
    return [TARGET[v] for v in state.line[seat] if v != lead]


def usurp_who_apply(state: BloodlinesState, frame: Usurpation, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Target)
    frame.kind = "usurp_with"
    frame.replaced = action.vampire


def usurp_with_legal(state: BloodlinesState, frame: Usurpation) -> list[Action]:
    return [QueuePick(c) for c in state.queue]


def usurp_with_apply(state: BloodlinesState, frame: Usurpation, action: Action, events: list[Event]) -> None:
    assert isinstance(action, QueuePick) and frame.replaced is not None
    pop(state.stack)
    usurp(state, frame.seat, frame.replaced, action.character, events)


# the per-character tokens a usurper takes over, and what the replaced vampire is left with
_TAKEN_OVER: tuple[tuple[str, Any], ...] = (
    ("power", 0), ("infamy", 0), ("boons", 0), ("exhausted", False), ("title", -1),
    ("city_ankhs", None), ("veil_ankhs", None), ("enemy", None))


def usurp(state: BloodlinesState, seat: int, old: int, new: int, events: list[Event]) -> None:
    """`new` (from the queue) takes the place of `old` with every token but torpor."""
    take_from_queue(state, new)
    line = state.line[seat]
    line[line.index(old)] = new
    sire = state.sire[old]
    state.sire[new] = sire
    if sire >= 0:
        childer = state.childer[sire]
        childer[childer.index(old)] = new
    state.childer[new] = state.childer[old]
    for childe in state.childer[new]:
        state.sire[childe] = new
    state.childer[old] = []
    peek = state.field_value      # (read only: a new game leaves the lists shared until one changes)
    for name, empty in _TAKEN_OVER:
        if empty is None and not peek(name)[old] and not peek(name)[new]:
            continue                 # two empty lists: taking one over changes nothing
        values = getattr(state, name)
        values[new] = values[old]
        values[old] = [] if empty is None else empty
    state.in_torpor[new] = False
    state.in_torpor[old] = False
    state.location[new] = LOC_LINE
    state.owner[new] = seat
    if peek("grafts")[old]:
        for graft in state.grafts[old]:
            state.location[graft] = LOC_DISCARD
            state.owner[graft] = -1
            state.character_discard.append(graft)
        state.grafts[old] = []
    state.location[old] = LOC_DISCARD
    state.owner[old] = -1
    state.sire[old] = -1
    state.character_discard.append(old)
    if state.leader[seat] == old:    # the newcomer is at the top of the bloodline: the clan leader
        state.leader[seat] = new
    say(events, "usurp", f"{seat_ref(seat)} usurps {NAME[old]} with {NAME[new]}", seat, old=old, new=new)


def chosen_leader(state: BloodlinesState, seat: int) -> int:
    """The clan leader card the seat chose at setup, even after a usurpation replaced it (edition
    2: the newcomer is then ``state.leader[seat]``, and the chosen card lies in the discard pile)."""
    lead = state.leader[seat]
    if lead < 0 or KIND[lead] == "leader":
        return lead
    for c in state.character_discard:
        if KIND[c] == "leader" and CLAN[c] == state.clan[seat]:
            return c
    return lead


# ---- Craft Monstrosity ---------------------------------------------------------------------

def op_craft(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    actor = frame.actor
    if any(is_ancilla(state, c) for c in state.queue) and any(not state.in_torpor[v] for v in state.line[actor]):
        push(state.stack, Crafting(actor))


def craft_pick_legal(state: BloodlinesState, frame: Crafting) -> list[Action]:
    return [QueuePick(c) for c in state.queue if is_ancilla(state, c)]


def craft_pick_apply(state: BloodlinesState, frame: Crafting, action: Action, events: list[Event]) -> None:
    assert isinstance(action, QueuePick)
    frame.kind = "craft_onto"
    frame.ancilla = action.character


def craft_onto_legal(state: BloodlinesState, frame: Crafting) -> list[Action]:
    in_torpor = state.in_torpor
    return [TARGET[v] for v in state.line[frame.seat] if not in_torpor[v]]


def craft_onto_apply(state: BloodlinesState, frame: Crafting, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Target) and frame.ancilla is not None
    pop(state.stack)
    ancilla, v, seat = frame.ancilla, action.vampire, frame.seat
    take_from_queue(state, ancilla)
    state.location[ancilla] = LOC_GRAFT
    state.owner[ancilla] = seat
    state.grafts[v].append(ancilla)
    state.elevations[v].extend(state.elevations[ancilla])     # every ability of the selected ancilla comes along
    state.elevations[ancilla] = []
    say(events, "craft", f"{seat_ref(seat)} grafts {NAME[ancilla]}'s abilities onto {NAME[v]}", seat)


# ---- Edict ---------------------------------------------------------------------------------

def op_edict(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    if frame.scheme < 0:
        return
    push(state.stack, EdictChoice(frame.actor, frame.scheme, frame.source, frame.effect, i))
    frame.next_op = len(effects_of(frame.effect))  # the edict's effect waits for a recruit


def edict_legal(state: BloodlinesState, frame: EdictChoice) -> list[Action]:
    op = effects_of(frame.effect)[frame.op_index]
    return [ATTRIBUTE[x] for x in (op.attributes or ALL_VALUES)]


def edict_apply(state: BloodlinesState, frame: EdictChoice, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Attribute)
    pop(state.stack)
    seat = frame.seat
    old = state.edict[seat]
    state.edict[seat] = frame.scheme
    state.edict_attribute[seat] = action.value
    state.edict_issuer[seat] = frame.source
    if old >= 0 and old != frame.scheme:
        state.scheme_discard[seat].append(old)
    say(events, "edict", f"{seat_ref(seat)} issues an edict on {action.value}", seat)
