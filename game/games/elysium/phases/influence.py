"""The Influence Phase: draw tokens, then take turns targeting zones until everyone passes.

Draw: 3 tokens (5 with two players) + 1 per domain + the mental-challenge
steal (+1 / -1) + cards, - events.  An attempt targets a zone in range or of a
colour the player controls; anyone in range of it, controlling its colour, or
holding tokens there or on its colour (or standing on it) may contest or join a
side with its leader's permission (a side that refused a seat is not asked by it again
in that contest; joining with no new tokens lends the tokens held and the miniature, so
it is offered only to a seat that has them).  Each side rolls a die per token bid and per
token already on the zone, +1 per token on like-coloured zones, +4 for a
miniature on the zone; the highest side alone places its bids.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.core.flow import next_in_rounds
from game.core.seats import clockwise_from, seat_ref

from .. import effects
from ..actions import (
    CONTEST,
    JOIN,
    PASS,
    RAISE,
    TARGET,
    Accept,
    Contest,
    Join,
    Pass,
    Raise,
    Refuse,
    Target,
)
from ..board import REACH, SAME_COLOUR, controls_colour_of, domains, recount, zone_targets
from ..clash import Clash, panel, totals
from ..clash_records import Refusal, Request
from ..content import load_content
from ..primogen import on_board
from ..windows import open_powers, open_window, remembers_refusals, window_next

if TYPE_CHECKING:
    from ..state import ElysiumState

C = load_content()
ZONE_IDS = tuple(z.id for z in C.zones)
MAX_JOIN_ASKS = 2  # times one Primogen may ask to join a side in one contest


def draw_count(state: ElysiumState, seat: int) -> int:
    """Influence tokens `seat` takes at the start of the phase (none in torpor)."""
    if not on_board(state, seat):
        return 0
    base = C.rules["two_player_tokens"] if state.players == 2 else C.rules["base_tokens"]
    fewer = sum(e.amount for e in effects.event_effects(state, "fewer_tokens"))
    return max(0, base + len(domains(state, seat)) + state.stolen[seat] + effects.extra_tokens(state, seat) - fewer)


def begin(state: ElysiumState, events: list[Event]) -> None:
    state.supply = [draw_count(state, seat) for seat in range(state.players)]
    state.passed = [n == 0 for n in state.supply]
    events.append(Event("phase", "The Influence Phase.", data={"phase": "influence",
                                                               "supply": list(state.supply)}))
    state.step = "influence"
    state.pos = -1
    _next_bidder(state)


def _next_bidder(state: ElysiumState) -> None:
    """Play passes round and round until every Primogen has passed."""
    if not next_in_rounds(state, _may_bid):
        state.supply = [0] * state.players  # unused tokens are discarded


def _may_bid(state: ElysiumState, seat: int) -> bool:
    return not state.passed[seat] and state.supply[seat] > 0


_TARGET_ROWS: tuple[list[Target], ...] = tuple([] for _ in ZONE_IDS)
"""Each zone's bids made so far, 1, 2, 3... in order (frozen values, shared): a bidder's list is long."""


def target_legal(state: ElysiumState) -> list[Action]:
    supply = state.supply[state.actor]
    if supply <= 0:  # (no bid to make anywhere)
        return [PASS]
    out: list[Action] = []
    for zone in zone_targets(state, state.actor):
        row = _TARGET_ROWS[zone]
        if len(row) < supply:
            row += [TARGET[ZONE_IDS[zone], bid] for bid in range(len(row) + 1, supply + 1)]
        out += row[:supply]
    out.append(PASS)
    return out


def target_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    seat = state.actor
    if isinstance(action, Pass):
        state.passed[seat] = True
        _next_bidder(state)
        return
    assert isinstance(action, Target)
    zone = C.zone_ids[action.zone]
    clash = Clash("influence", "influence", seat, state.players)
    clash.zone = zone
    clash.bids[seat] = action.bid
    state.supply[seat] -= action.bid
    state.clash = clash
    events.append(Event("bid", f"{seat_ref(seat)} bids {action.bid} on {C.zones[zone].name}.", seat,
                        {"seat": seat, "zone": action.zone, "bid": action.bid}))
    for other in range(state.players):  # a withdrawn Primogen's tokens contest on their own
        if state.withdrawn[other] and _holds_colour(state, other, zone):
            clash.sides.append([other])
    others = [s for s in clockwise_from(seat, state.players, include_self=False) if not state.withdrawn[s]]
    open_window(state, clash, [*others, seat], "bid")


def _holds_colour(state: ElysiumState, seat: int, zone: int) -> bool:
    tokens = state.tokens
    if tokens[zone][seat] > 0:
        return True
    for other in SAME_COLOUR[zone]:
        if tokens[other][seat]:
            return True
    return False


def may_bid(state: ElysiumState, seat: int, zone: int) -> bool:
    """May `seat` put new tokens into a contest over `zone`?"""
    if not on_board(state, seat) or state.supply[seat] <= 0:
        return False
    return zone in REACH[state.location[seat]] or controls_colour_of(state, seat, zone)


def has_standing(state: ElysiumState, seat: int, zone: int) -> bool:
    """Tokens on the zone or its colour, or a miniature on it: enough to contest without bidding."""
    return _holds_colour(state, seat, zone) or state.location[seat] == zone


def bid_legal(state: ElysiumState) -> list[Action]:
    clash = state.clash
    assert clash is not None
    seat, zone = state.actor, clash.zone
    side = clash.side_of(seat)
    bids = range(1, state.supply[seat] + 1) if may_bid(state, seat, zone) else range(0)
    if side >= 0:
        return [*(RAISE[k] for k in bids), PASS] if bids and len(clash.sides) > 1 else [PASS]
    low = (0,) if has_standing(state, seat, zone) else ()
    if not low and not bids:  # nothing to contest or join with
        return [PASS]
    amounts = (*low, *bids)
    out: list[Action] = [CONTEST[k] for k in amounts]
    if clash.changes[seat] < MAX_JOIN_ASKS:
        for index in range(len(clash.sides)):
            if not state.withdrawn[clash.leader(index)] and not clash.was_refused(seat, index):
                out += [JOIN[index, k] for k in amounts]
    out.append(PASS)
    return out


def bid_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    clash = state.clash
    assert clash is not None
    seat = state.actor
    if isinstance(action, Join):
        clash.changes[seat] += 1
        clash.pending = Request(seat, action.side, action.bid)
        state.step, state.actor = "join", clash.leader(action.side)
        return
    if isinstance(action, Contest):
        clash.sides.append([seat])
        _add_bid(state, clash, seat, action.bid, events, "contests")
    elif isinstance(action, Raise):
        _add_bid(state, clash, seat, action.bid, events, "raises by")
    if window_next(state, clash, not isinstance(action, Pass)):
        close_bidding(state, events)


def _add_bid(state: ElysiumState, clash: Clash, seat: int, bid: int, events: list[Event], verb: str) -> None:
    clash.bids[seat] += bid
    state.supply[seat] -= bid
    events.append(Event("bid", f"{seat_ref(seat)} {verb} {bid} on {C.zones[clash.zone].name}.", seat,
                        {"seat": seat, "zone": ZONE_IDS[clash.zone], "bid": bid, "side": clash.side_of(seat)}))


def join_legal(state: ElysiumState) -> list[Action]:
    return [Accept(), Refuse()]


def join_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    clash = state.clash
    assert clash is not None
    request = clash.pending
    assert isinstance(request, Request) and request.bid is not None
    seat, side, bid = request.seat, request.side, request.bid
    clash.pending = None
    if isinstance(action, Accept):
        clash.sides[side].append(seat)
        _add_bid(state, clash, seat, bid, events, "joins with")
    else:
        events.append(Event("refuse", f"{seat_ref(state.actor)} refuses the help of {seat_ref(seat)}.",
                            state.actor, {"seat": seat, "side": side}))
        if remembers_refusals(state):  # not asked again by the same seat in this contest
            clash.refused.append(Refusal(seat, side))
    state.step = "bid"
    state.actor = clash.window[clash.pos]
    if window_next(state, clash, True):
        close_bidding(state, events)


def close_bidding(state: ElysiumState, events: list[Event]) -> None:
    """Uncontested bids land at once; a contest goes to powers and dice."""
    clash = state.clash
    assert clash is not None
    if len(clash.sides) == 1:
        _place(state, clash, clash.sides[0], events)
        _end_attempt(state)
    else:
        open_powers(state, clash)


def resolve(state: ElysiumState, events: list[Event]) -> None:
    """The highest side places every token its members bid; a tie places none."""
    clash = state.clash
    assert clash is not None
    clash.totals = totals(state, clash)
    best = max(clash.totals)
    top = [i for i, t in enumerate(clash.totals) if t == best]
    winner = top[0] if len(top) == 1 else -1
    text = ", ".join(f"side {i + 1}: {t}" for i, t in enumerate(clash.totals))
    events.append(Event("contest_result", f"Influence contest on {C.zones[clash.zone].name} ({text}).",
                        clash.actor, {"zone": ZONE_IDS[clash.zone], "totals": list(clash.totals),
                                      "winner": winner, "panel": panel(state, clash)}))
    if winner >= 0:
        _place(state, clash, clash.sides[winner], events)
    _end_attempt(state)


def _place(state: ElysiumState, clash: Clash, members: list[int], events: list[Event]) -> None:
    zone = clash.zone
    for seat in members:
        if clash.bids[seat]:
            state.tokens[zone][seat] += clash.bids[seat]
            events.append(Event("influence", f"{seat_ref(seat)} places {clash.bids[seat]} influence on "
                                f"{C.zones[zone].name}.", seat,
                                {"seat": seat, "zone": ZONE_IDS[zone], "count": clash.bids[seat],
                                 "tokens": list(state.tokens[zone])}))
    old, new = recount(state, zone)
    if old != new:
        who = f"{seat_ref(new)}" if new >= 0 else "no one"
        events.append(Event("control", f"{C.zones[zone].name} is now controlled by {who}.",
                            new if new >= 0 else None,
                            {"zone": ZONE_IDS[zone], "seat": new, "old": old}))


def _end_attempt(state: ElysiumState) -> None:
    state.clash = None
    state.step = "influence"
    _next_bidder(state)
