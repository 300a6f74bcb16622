"""Abilities and effects: an ability, a scheme or an asset carries out its ops (content ``Op``)
one after another in an :class:`~.frames.Effect` frame.  An op acts on its candidates (the
vampires its side, attribute and filters allow), asks for a target when there are several, and
pushes the frames it needs (a torpor with its sacrifice, infamy, an activation, a decision on the
queue, the deck or a battleground).  The nine clan mechanics' ops are in ``clans.py``; every op
is listed in :data:`OPS`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.pending import pop, push
from game.core.seats import seat_ref

from . import clans
from .actions import ATTRIBUTE, TARGET, Attribute, DeckPick, Order, QueuePick, TakeScheme, Target
from .battlegrounds import values_for
from .characters import (
    ability_sources,
    alive,
    awake_childer,
    clockwise,
    discard_character,
    draw_schemes,
    has_sire,
    is_ancilla,
    opponents,
    refill,
    reviewed,
    say,
    take_from_queue,
)
from .content import Op
from .effect_frames import (
    Effect,
    EffectContext,
    ModifyChoice,
    NextActivation,
    QueueRemoval,
    SeatChoice,
    TakeBack,
    TargetChoice,
)
from .frames import Modification, Recruiting, Trigger
from .recruiting import activate
from .tables import ABILITIES, ATTRS, FAMILY, NAME, SCHEME_CLAN, effects_of
from .torpor import infamy, torpor

if TYPE_CHECKING:
    from .state import BloodlinesState

OpRun = Callable[["BloodlinesState", Effect, Op, int, list[Event]], None]


def run_trigger(state: BloodlinesState, frame: Trigger, events: list[Event]) -> None:
    """The vampire's abilities, top to bottom (each an effect of its own)."""
    pop(state.stack)
    vampire, actor = frame.vampire, frame.actor
    if not alive(state, vampire):
        return
    sources = [[1, g, i] for g in ability_sources(state, vampire) for i in range(len(ABILITIES[g]))]
    for source in reversed(sources):
        push(state.stack, Effect(source, actor, vampire))


def run_effect(state: BloodlinesState, frame: Effect, events: list[Event]) -> None:
    """The effect's next op (the frame goes once the last is done), and the ones after it while
    the frame stays on top (what the flow's next steps would run, in line)."""
    ops = effects_of(frame.effect)
    stack = state.stack
    while True:
        i = frame.next_op
        if i >= len(ops):
            pop(stack)
            return
        frame.next_op = i + 1
        op = ops[i]
        OPS[op.op](state, frame, op, i, events)
        if not stack or stack[-1] is not frame:
            return


# ---- candidates ----------------------------------------------------------------------------

def per_count(state: BloodlinesState, frame: EffectContext, op: Op) -> int:
    """How many times the op's amount is given ("per vampire of the coterie", ...)."""
    per = op.per
    if not per:
        return 1
    actor = frame.actor
    if per == "coterie":
        return sum(1 for v in frame.coterie if alive(state, v))
    in_torpor = state.in_torpor
    if per == "enemy":
        clan = state.clan[actor]
        enemy = state.field_value("enemy")   # read only: no copy of a field a clone still shares
        return sum(1 for seat in range(state.players) if seat != actor for v in state.line[seat]
                   if not in_torpor[v] and any(SCHEME_CLAN[s] == clan for s in enemy[v]))
    if per == "torpor":
        return sum(1 for seat in range(state.players) for v in state.line[seat] if in_torpor[v])
    if per == "own_torpor":
        return sum(1 for v in state.line[actor] if in_torpor[v])
    return sum(1 for v in state.line[actor] if not in_torpor[v] and is_ancilla(state, v))


def candidates(state: BloodlinesState, frame: EffectContext, op: Op) -> list[int]:
    """The vampires an op may act on, for the frame's actor, source, limit and coterie."""
    who = op.who
    if who == "self":
        source = frame.source
        return [source] if alive(state, source) else []
    if who == "recruit":
        recruit = frame.recruit
        return [recruit] if alive(state, recruit) else []
    actor, limit = frame.actor, frame.limit
    if limit >= 0:
        seats: list[int] = [limit]
    elif op.side == "own":
        seats = [actor]
    elif op.side == "opponent":
        seats = opponents(state, actor)
    else:
        seats = clockwise(state, actor)
    rejuvenate = op.op == "rejuvenate"
    in_torpor, line = state.in_torpor, state.line
    attribute = op.attribute
    filters = op.filters
    out = []
    for seat in seats:
        for v in line[seat]:
            if in_torpor[v] and not rejuvenate:
                continue
            if attribute and attribute not in ATTRS[v]:
                continue
            if filters and not _passes(state, frame, v, filters, actor):
                continue
            out.append(v)
    return out


def _passes(state: BloodlinesState, frame: EffectContext, v: int, filters: tuple[tuple[str, bool], ...],
            actor: int) -> bool:
    for key, want in filters:
        if key == "infamy":
            ok = state.infamy[v] > 0
        elif key == "power":
            ok = state.power[v] > 0
        elif key == "boon":
            ok = state.boons[v] > 0
        elif key == "enemy":
            clan = state.clan[actor]
            ok = any(SCHEME_CLAN[s] == clan for s in state.field_value("enemy")[v])   # read only
        elif key == "exhausted":
            ok = bool(state.exhausted[v])
        elif key == "fledgling":
            ok = not awake_childer(state, v)
        elif key == "ancilla":
            ok = is_ancilla(state, v)
        elif key == "coterie":
            ok = v in frame.coterie
        elif key == "torpor":
            ok = bool(state.in_torpor[v])
        elif key == "not_self":
            ok = v != frame.source
        else:  # titled
            ok = state.title[v] >= 0
        if ok != want:
            return False
    return True


# ---- power, infamy, torpor and the rest: ops on vampires -------------------------------------

def op_gain(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    source = frame.source
    if not alive(state, source):
        return
    n = op.amount * per_count(state, frame, op)
    if op.op == "gain_power":
        if n:
            state.power[source] += n
            say(events, "power", f"{NAME[source]} gains {n} power", frame.actor, vampire=source)
    else:
        infamy(state, frame.actor, source, n)


def op_targeted(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    found = candidates(state, frame, op)
    if not found:
        return
    if op.who == "each":
        if op.op == "activate" and len(found) > 1:
            push(state.stack, NextActivation(frame, found))
            return
        for v in reversed(found):
            apply_one(state, frame, op, v, events)
        return
    if len(found) == 1:
        apply_one(state, frame, op, found[0], events)
        return
    push(state.stack, TargetChoice(frame, frame.effect, i))


def apply_one(state: BloodlinesState, frame: EffectContext, op: Op, v: int, events: list[Event]) -> None:
    """The op on vampire `v`."""
    kind = op.op
    actor = frame.actor
    if kind == "assign_power":
        n = op.amount * per_count(state, frame, op)
        if n and alive(state, v):
            state.power[v] += n
            say(events, "power", f"{NAME[v]} gains {n} power", actor, vampire=v)
    elif kind == "assign_infamy":
        infamy(state, actor, v, op.amount * per_count(state, frame, op))
    elif kind == "remove_infamy":
        state.infamy[v] -= min(op.amount, state.infamy[v])
    elif kind == "torpor":
        torpor(state, actor, frame.source, v)
    elif kind == "rejuvenate":
        state.exhausted[v] = False
        if state.in_torpor[v]:
            state.in_torpor[v] = False
            say(events, "rejuvenate", f"{NAME[v]} rises from torpor", state.owner[v], vampire=v)
    elif kind == "exhaust":
        state.exhausted[v] = True
    elif kind == "steal":
        source = frame.source
        if not alive(state, source) or source == v:
            return
        tokens = {"power": state.power, "infamy": state.infamy, "boon": state.boons}[op.token]
        n = min(op.amount, tokens[v])
        if n:
            tokens[v] -= n
            if op.token == "infamy":
                infamy(state, actor, source, n)
            else:
                tokens[source] += n
            say(events, "steal", f"{NAME[source]} steals {n} {op.token} from {NAME[v]}", actor)
    elif kind == "activate":
        activate(state, actor, v)
    elif kind == "trigger":
        push(state.stack, Trigger(actor, v))


def target_legal(state: BloodlinesState, frame: TargetChoice) -> list[Action]:
    op = effects_of(frame.effect)[frame.op_index]
    return [TARGET[v] for v in candidates(state, frame, op)]


def target_apply(state: BloodlinesState, frame: TargetChoice, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Target)
    pop(state.stack)
    apply_one(state, frame, effects_of(frame.effect)[frame.op_index], action.vampire, events)


def next_legal(state: BloodlinesState, frame: NextActivation) -> list[Action]:
    return [TARGET[v] for v in frame.left if alive(state, v)]


def next_apply(state: BloodlinesState, frame: NextActivation, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Target)
    frame.left.remove(action.vampire)
    if not any(alive(state, v) for v in frame.left):
        pop(state.stack)
    activate(state, frame.actor, action.vampire)


# ---- the queue, the deck and the discard pile --------------------------------------------------

def op_reserve(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    push(state.stack, SeatChoice("reserve", frame.actor))


def reserve_legal(state: BloodlinesState, frame: SeatChoice) -> list[Action]:
    return [QueuePick(c) for c in state.queue if c >= 0 and state.reserved[c] < 0]


def reserve_apply(state: BloodlinesState, frame: SeatChoice, action: Action, events: list[Event]) -> None:
    assert isinstance(action, QueuePick)
    pop(state.stack)
    seat = frame.seat
    if reviewed(state):       # one clan marker: reserving again moves it
        for c in state.queue:
            if c >= 0 and state.reserved[c] == seat:
                state.reserved[c] = -1
    state.reserved[action.character] = seat
    say(events, "reserve", f"{seat_ref(seat)} reserves {NAME[action.character]}", seat)


def op_remove(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    push(state.stack, QueueRemoval(frame.actor, op.count, op.up_to))


def remove_legal(state: BloodlinesState, frame: QueueRemoval) -> list[Action]:
    out: list[Action] = [QueuePick(c) for c in state.queue if c >= 0]
    if frame.up_to and out and (frame.removed or 0) >= (frame.least or 0):
        out.append(Pass())
    return out


def _removal_done(state: BloodlinesState, frame: QueueRemoval) -> None:
    pop(state.stack)
    if frame.gone:
        refill(state, frame.gone)


def remove_apply(state: BloodlinesState, frame: QueueRemoval, action: Action, events: list[Event]) -> None:
    if type(action) is Pass:
        _removal_done(state, frame)
        return
    assert isinstance(action, QueuePick)
    c = action.character
    if reviewed(state):      # "select any character(s) ... then refresh the queue": one refill at the end
        state.queue[state.queue.index(c)] = -1
        state.reserved[c] = -1
        frame.gone = (frame.gone or 0) + 1
    else:
        take_from_queue(state, c)
    discard_character(state, c)
    say(events, "remove", f"{seat_ref(frame.seat)} removes {NAME[c]} from the queue", frame.seat)
    frame.left -= 1
    if frame.removed is not None:
        frame.removed += 1
    if frame.left <= 0 or all(x < 0 for x in state.queue):
        _removal_done(state, frame)


def op_draw(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    draw_schemes(state, frame.actor, op.count, events)


def op_take(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    push(state.stack, TakeBack(frame.actor, op.count))


def take_legal(state: BloodlinesState, frame: TakeBack) -> list[Action]:
    return [TakeScheme(s) for s in state.scheme_discard[frame.seat]]


def take_apply(state: BloodlinesState, frame: TakeBack, action: Action, events: list[Event]) -> None:
    assert isinstance(action, TakeScheme)
    seat = frame.seat
    state.scheme_discard[seat].remove(action.scheme)
    state.hand[seat].append(action.scheme)
    frame.left -= 1
    if frame.left <= 0:
        pop(state.stack)


def op_recruit_deck(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    actor = frame.actor
    if (actor == state.turn and state.recruited) or not state.deck or not has_sire(state, actor):
        return
    if actor != state.turn and reviewed(state):
        return         # a guest of an invitation: "each player recruits the same number of characters"
    push(state.stack, SeatChoice("deckpick", actor))


def deckpick_legal(state: BloodlinesState, frame: SeatChoice) -> list[Action]:
    return [DeckPick(c) for c in sorted(set(state.deck))]


def deckpick_apply(state: BloodlinesState, frame: SeatChoice, action: Action, events: list[Event]) -> None:
    assert isinstance(action, DeckPick)
    pop(state.stack)
    push(state.stack, Recruiting(frame.seat, action.character, "deck"))


# ---- modify a battleground -------------------------------------------------------------------

def op_modify(state: BloodlinesState, frame: Effect, op: Op, i: int, events: list[Event]) -> None:
    source = frame.source if alive(state, frame.source) else state.leader[frame.actor]
    choice = ModifyChoice(frame.actor, source, frame.effect, i)
    if op.battleground != "any":
        if op.battleground not in state.battlegrounds:
            return
        choice.battleground = op.battleground
        if op.attribute == "choose":
            choice.kind = "modattr"
            push(state.stack, choice)
        else:
            _modify(state, choice, op)
        return
    push(state.stack, choice)


def _modify(state: BloodlinesState, choice: ModifyChoice, op: Op) -> None:
    assert choice.battleground is not None
    value = op.attribute if op.attribute in values_for(FAMILY[choice.battleground]) else ""
    push(state.stack, Modification(choice.actor, choice.source, choice.battleground, value))


def modbg_legal(state: BloodlinesState, frame: ModifyChoice) -> list[Action]:
    return [Order(b) for b in state.battlegrounds]


def modbg_apply(state: BloodlinesState, frame: ModifyChoice, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Order)
    frame.battleground = action.battleground
    op = effects_of(frame.effect)[frame.op_index]
    if op.attribute == "choose":
        frame.kind = "modattr"
        return
    pop(state.stack)
    _modify(state, frame, op)


def modattr_legal(state: BloodlinesState, frame: ModifyChoice) -> list[Action]:
    assert frame.battleground is not None
    return [ATTRIBUTE[x] for x in values_for(FAMILY[frame.battleground])]


def modattr_apply(state: BloodlinesState, frame: ModifyChoice, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Attribute) and frame.battleground is not None
    pop(state.stack)
    push(state.stack, Modification(frame.actor, frame.source, frame.battleground, action.value))


OPS: dict[str, OpRun] = {
    "gain_power": op_gain, "gain_infamy": op_gain,
    "assign_power": op_targeted, "assign_infamy": op_targeted, "remove_infamy": op_targeted,
    "torpor": op_targeted, "rejuvenate": op_targeted, "exhaust": op_targeted, "steal": op_targeted,
    "activate": op_targeted, "trigger": op_targeted,
    "reserve": op_reserve, "remove_from_queue": op_remove, "draw_scheme": op_draw,
    "take_discard": op_take, "recruit_from_deck": op_recruit_deck, "modify": op_modify,
    "declare_enemy": clans.op_declare_enemy, "kiss_the_ring": clans.op_kiss, "embrace_chaos": clans.op_embrace,
    "black_market": clans.op_market, "invitation": clans.op_invite, "usurp": clans.op_usurp,
    "craft_monstrosity": clans.op_craft, "edict": clans.op_edict,
}
"""Every op of the content, by name: what carries it out inside an effect."""
