"""The rounds and a turn (the rulebook's "A turn"): each round the seats take a turn clockwise
from the first player; a turn recruits a character (a seat must, if it can), plays a scheme (it
may), trades at a black market or spends a chronicle's asset, then ends.  After the last round
the game ends (``ending.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop, push
from game.core.seats import seat_ref

from .actions import END_TURN, MARKET, RECRUIT, SCHEME, USE_ASSET, Market, Recruit, Scheme, UseAsset
from .characters import (
    ASKED_TURN,
    DEAREST,
    SEAT_REFS,
    alive,
    clan_seat,
    clockwise,
    has_boon,
    is_ancilla,
    reviewed,
    say,
    unseen_schemes,
)
from .effect_frames import Effect, MarketTrade, QueueRemoval
from .frames import Recruiting, Rounds, SchemePlay, Turn
from .schemes import playable_schemes
from .tables import ASSETS, FAMILY, SCHEME_CLAN, C

if TYPE_CHECKING:
    from .state import BloodlinesState


def run_rounds(state: BloodlinesState, frame: Rounds, events: list[Event]) -> None:
    """The next seat's turn; after the last, the round's end, then the next round or the end."""
    state.turn_position += 1
    if state.turn_position < len(state.order):
        seat = state.order[state.turn_position]
        state.turn = seat
        state.recruited = state.schemed = state.asset_used = False
        reserved = state.reserved
        for c in state.queue:
            if reserved[c] == seat:
                reserved[c] = -1
        push(state.stack, Turn(seat))
        return
    if state.round >= 1:
        end_round(state, events)
    if state.round >= state.rounds:
        pop(state.stack)                    # the rounds are over: the scoring phase follows
        state.turn = -1
        return
    state.round += 1
    state.order = clockwise(state, state.first)
    state.turn_position = -1
    say(events, "round", f"Round {state.round} begins")


def end_round(state: BloodlinesState, events: list[Event]) -> None:
    """The black markets pay their owners and open again; the morality leader takes the
    first-player marker."""
    for i, scheme in enumerate(state.markets):
        if state.market_boons[i]:
            owner = clan_seat(state, SCHEME_CLAN[scheme])
            if owner >= 0:
                state.boons[state.leader[owner]] += state.market_boons[i]
            state.market_boons[i] = 0
        state.market_used[i] = False
    for battleground in state.battlegrounds:
        family = FAMILY[battleground]
        if family in ("beast", "humanity"):
            positions = state.morality_space if family == "beast" else state.progress_space
            best = max(positions) if family == "beast" else min(positions)
            leaders = [seat for seat in range(state.players) if positions[seat] == best]
            if len(leaders) == 1 and leaders[0] != state.first:
                state.first = leaders[0]
                say(events, "first", f"{seat_ref(state.first)} takes the first-player marker", state.first)


def turn_legal(state: BloodlinesState, frame: Turn) -> list[Action]:
    seat = frame.seat
    out: list[Action] = []
    recruited = state.recruited
    sire = False
    if not recruited:
        # has_sire() and spendable() in one pass over the bloodline's awake vampires
        limit, in_torpor, childer, power = C.max_childer, state.in_torpor, state.childer, state.power
        money = 0
        for v in state.line[seat]:
            if not in_torpor[v]:
                money += power[v]
                if not sire and len(childer[v]) < limit:
                    sire = True
    if sire:
        reserved, queue = state.reserved, state.queue
        if money < DEAREST:                     # else every character is within the seat's means
            # cost() of each, in line: the spaces' costs, shifted as edition 2 reads them
            costs, own, clans = C.queue_costs, state.clan[seat], state.character_clan
            priced = len(costs) - (C.queue_size - len(queue) if reviewed(state) else 0)
            for slot, c in enumerate(queue):
                holder = reserved[c]
                if holder >= 0 and holder != seat:
                    continue
                if slot < priced:
                    clan = clans[c]
                    price = costs[slot + len(costs) - priced] if not clan or clan != own else 0
                else:
                    price = 0
                if price > money:
                    continue
                out.append(RECRUIT[c])
        else:
            for c in queue:
                holder = reserved[c]
                if holder >= 0 and holder != seat:
                    continue
                out.append(RECRUIT[c])
        haven = state.haven[seat]
        if haven >= 0:
            out.append(RECRUIT[haven])
    recruits = bool(out)                        # only recruits are listed so far
    if not state.schemed:           # (map of the table's own lookup: cheaper than a loop of appends)
        out.extend(map(SCHEME.__getitem__, playable_schemes(state, seat)))
    if state.markets and has_boon(state, seat):
        market_used = state.market_used
        for i, scheme in enumerate(state.markets):
            if not market_used[i]:
                out.append(MARKET[scheme])
    assets = state.assets[seat]
    if assets and not state.asset_used:
        for kind in ASSETS:
            if kind in assets and asset_usable(state, seat, kind):
                out.append(USE_ASSET[kind])
    if recruited or not recruits:
        out.append(END_TURN)
    return out


def turn_asks(state: BloodlinesState, frame: Turn) -> bool:
    """Whether a turn whose one choice is to end it is still put to its seat: when, from what the
    others can see, the seat's hidden hand might hold a scheme it could play now (edition 3).
    Ending it unasked would tell the table that the hand holds none (issue 40: the flow never
    depends on hidden information); the seat is asked, and ends its turn."""
    if state.rules_edition < ASKED_TURN or state.schemed:
        return False
    hand = state.hand[frame.seat]
    if not hand:                    # the hand's size is public: an empty hand hides nothing
        return False
    kept = hand[:]
    hand[:] = unseen_schemes(state, frame.seat)   # every scheme the table cannot rule out
    try:
        return any(type(action) is Scheme for action in turn_legal(state, frame))
    finally:
        hand[:] = kept


def turn_apply(state: BloodlinesState, frame: Turn, action: Action, events: list[Event]) -> None:
    seat = frame.seat
    if type(action) is Recruit:
        origin = "haven" if action.character == state.haven[seat] else "queue"
        push(state.stack, Recruiting(seat, action.character, origin))
    elif type(action) is Scheme:
        state.schemed = True
        if SCHEME_CLAN[action.scheme]:
            state.hand[seat].remove(action.scheme)     # out of the hand at once: it is being played
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
        events.append(Event("end_turn", f"{SEAT_REFS[seat]} ends the turn", seat, {}))   # say(), in line


def asset_usable(state: BloodlinesState, seat: int, kind: str) -> bool:
    """An asset is offered only when its effect has something to act on."""
    if kind == "scholarly":
        return bool(state.scheme_discard[seat])
    if kind == "warlike":
        return bool(state.queue)
    if kind == "wealthy":
        return any(state.exhausted[v] or state.in_torpor[v] for other in range(state.players) for v in state.line[other])
    return any(alive(state, v) and is_ancilla(state, v) for v in state.line[seat])
