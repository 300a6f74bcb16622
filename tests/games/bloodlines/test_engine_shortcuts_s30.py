"""Session 30's fourth pass of Bloodlines' engine shortcuts against the plain definitions and the old
functions they stand for (kept here as the references): the table of the schemes any free vampire
leads, and the decisions whose events are now made in line.  ``playable_schemes`` and
``leaders_for`` as a whole are checked against their plain definitions in
test_playable_schemes_plain.py and test_engine_shortcuts.py."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop, push
from game.core.rng import Rng
from game.core.seats import seat_ref
from game.games.bloodlines.actions import BoonFrom, Leader, Market, Recruit, Scheme, Sire, UseAsset
from game.games.bloodlines.characters import (
    LOC_LINE,
    cost,
    is_ancilla,
    rng_of,
    say,
    spend,
    take_from_queue,
)
from game.games.bloodlines.content import ARCHETYPES
from game.games.bloodlines.effect_frames import Effect, MarketTrade, QueueRemoval
from game.games.bloodlines.frames import (
    Activation,
    BoonGift,
    EdictsAnswer,
    Recruiting,
    SchemePlay,
    Trigger,
    Turn,
)
from game.games.bloodlines.recruiting import sire_apply
from game.games.bloodlines.schemes import (
    _EVERY_BIT,
    _LEADS_ANYWAY,
    _MOST,
    _PLAY,
    boon_from_apply,
    lacking,
    leader_apply,
    missing,
    start_scheme,
)
from game.games.bloodlines.state import BloodlinesState
from game.games.bloodlines.tables import ASSETS, NAME, SCHEME_CLAN, SCHEMES
from game.games.bloodlines.turn import turn_apply

from .test_engine_shortcuts import positions


def plain_leads_anyway(boons: int, shown: int) -> frozenset[int]:
    """The schemes (but Embrace Chaos) whose every required archetype a seat that may move `boons`
    boons, its rivals showing the archetypes `shown`, could borrow: read from the content."""
    out = set()
    for scheme in SCHEMES:
        if scheme.mechanic == "embrace_chaos":
            continue
        need = list(scheme.requires)
        if len(need) <= boons and all(shown >> ARCHETYPES.index(a) & 1 for a in need):
            out.add(scheme.index)
    return frozenset(out)


def test_the_schemes_led_anyway_are_the_plain_ones() -> None:
    assert _MOST == max(len(s.requires) for s in SCHEMES)
    for boons in range(_MOST + 3):
        for shown in range(_EVERY_BIT + 1):
            table = _LEADS_ANYWAY[min(boons, _MOST) * (_EVERY_BIT + 1) + shown]
            assert table == plain_leads_anyway(boons, shown), (boons, shown)
    assert len(_LEADS_ANYWAY) == (_MOST + 1) * (_EVERY_BIT + 1)
    # a coterie lacks no more than its scheme requires: what lets any free vampire lead these
    for scheme in SCHEMES:
        assert lacking(scheme.requires, []) == list(scheme.requires)
        assert _PLAY[scheme.index][4] == len(scheme.requires)


# -- a decision's events made in line (say() no longer called): the old functions -------------------
def plain_turn_apply(state: BloodlinesState, frame: Turn, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    if type(action) is Recruit:
        origin = "haven" if action.character == state.haven[seat] else "queue"
        push(state.stack, Recruiting(seat, action.character, origin))
    elif type(action) is Scheme:
        state.schemed = True
        if SCHEME_CLAN[action.scheme]:
            state.hand[seat].remove(action.scheme)
        push(state.stack, SchemePlay(seat, action.scheme))
    elif type(action) is Market:
        push(state.stack, MarketTrade(seat, state.markets.index(action.scheme)))
    elif type(action) is UseAsset:
        state.assets[seat].remove(action.asset)
        state.asset_used = True
        say(events, "asset", f"{seat_ref(seat)} spends an asset ({action.asset})", seat, asset=action.asset)
        if action.asset == "warlike":
            push(state.stack, QueueRemoval(seat, 5, True, least=1))
        else:
            push(state.stack, Effect([2, ASSETS.index(action.asset)], seat, state.leader[seat]))
    else:
        pop(state.stack)
        say(events, "end_turn", f"{seat_ref(seat)} ends the turn", seat)


def plain_leader_apply(state: BloodlinesState, frame: SchemePlay, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Leader)
    seat, scheme, leader = frame.seat, frame.scheme, action.vampire
    say(events, "scheme", f"{seat_ref(seat)} plays {SCHEMES[scheme].name}, led by {NAME[leader]}", seat,
        scheme=scheme, leader=leader)
    need = missing(state, seat, scheme, leader)
    if need:
        frame.kind = "boon_to"
        frame.leader = leader
        frame.needed = need
        return
    pop(state.stack)
    start_scheme(state, seat, scheme, leader, events)


def plain_boon_from_apply(state: BloodlinesState, frame: BoonGift, action: Action, events: list[Event]) -> None:
    assert isinstance(action, BoonFrom)
    pop(state.stack)
    receiver = frame.receiver
    state.boons[action.vampire] -= 1
    state.boons[receiver] += 1
    say(events, "boon", f"{seat_ref(frame.seat)} gives a boon to {NAME[receiver]}", frame.seat, vampire=receiver)
    below = state.stack[-1]
    if below.kind == "boon_to" and isinstance(below, SchemePlay) and not below.needed:
        pop(state.stack)
        assert below.leader is not None
        start_scheme(state, below.seat, below.scheme, below.leader, events)


def plain_sire_apply(state: BloodlinesState, frame: Recruiting, action: Action, events: list[Event]) -> None:
    """sire_apply with place() as it was."""
    assert isinstance(action, Sire)
    pop(state.stack)
    seat, character, sire, origin = frame.seat, frame.character, action.vampire, frame.origin
    if origin == "queue":
        slot = state.queue.index(character)
        price = cost(state, seat, slot, character)
        if price:
            spend(state, seat, price)
        take_from_queue(state, character)
    elif origin == "haven":
        state.haven[seat] = -1
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
    say(events, "recruit", f"{seat_ref(seat)} recruits {NAME[character]} beneath {NAME[sire]}", seat,
        character=character, sire=sire)
    stack = state.stack
    push(stack, EdictsAnswer(character))
    if is_ancilla(state, character):
        push(stack, Trigger(seat, character))
    push(stack, Activation(seat, character, list(state.battlegrounds)))


PAIRS = {"turn": (turn_apply, plain_turn_apply), "leader": (leader_apply, plain_leader_apply),
         "boon_from": (boon_from_apply, plain_boon_from_apply), "sire": (sire_apply, plain_sire_apply)}


def _events(events: list[Event]) -> list[tuple[Any, ...]]:
    return [(e.kind, e.text, e.seat, list(e.data.items()), type(e.data), e.visible_to, e.public_text) for e in events]


def _frames(state: BloodlinesState) -> list[tuple[Any, ...]]:
    return [(type(f).__name__, *(repr(getattr(f, name)) for name, _short in f.SAVED)) for f in state.stack]


def test_the_decisions_whose_events_are_made_in_line_are_the_plain_ones() -> None:
    """Every legal action of each such decision, on clones, at every decision of seeded random games
    and shaken copies: the same events (their data too), state and stack as the old function."""
    checked: dict[str, int] = dict.fromkeys(PAIRS, 0)
    for state in positions(8, 3030):
        kind = state.step
        if kind not in PAIRS or not state.stack or state.stack[-1].kind != kind:
            continue
        if len(state.market_used) != len(state.markets):
            continue                    # (a shaken copy's markets have no market_used: not a turn's)
        for action in state.legal_actions():
            outcomes = []
            for apply in PAIRS[kind]:
                twin = state.clone()
                events: list[Event] = []
                apply(twin, twin.stack[-1], action, events)
                outcomes.append((_events(events), twin.to_data(), _frames(twin)))
            assert outcomes[0] == outcomes[1], (kind, action)
            checked[kind] += 1
    assert min(checked.values()) > 100, checked


def test_is_over_reads_the_over_field() -> None:
    """``is_over`` is the ``over`` field read in C (an attrgetter property), as the plain property was."""
    ended = 0
    for state in positions(3, 77):
        assert state.is_over is state.over
    for seed in range(3):
        state = BloodlinesState(3, seed)
        rng = Rng(seed)
        while not state.over:
            assert state.is_over is False
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        assert state.is_over is True and state.view(0).is_over is True
        ended += 1
    assert ended == 3
