"""Planning, behind the screens: in turn order each lord builds a plan in small steps (assign a
token, put cards under a city order, take one back) and commits it.  A plan whose city orders
cannot beat their quarter's fear die cannot be committed (``why_not`` says why)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Interned
from game.core.events import Event
from game.core.flow import PHASE_DONE, first_turn, next_turn
from game.core.seats import clockwise_from, seat_ref

from .. import effects
from ..actions import PLACES, AddCard, CommitPlan, DropOrder, PlanOrder
from ..content import DAWN, DUSK, NIGHT, PART_BITS

if TYPE_CHECKING:
    from ..state import NocturneState

CATACOMBS, ALTAR, CITY = 1, 2, 3   # plan codes; a city order's code is 3 + its part of the day
CODE = {name: i + 1 for i, name in enumerate(PLACES)}
_ADD = Interned(AddCard)          # the legal lists of every planning step make no new actions
_PLAN = Interned(PlanOrder)
_DROP, _COMMIT = DropOrder(), CommitPlan()
_CATACOMBS, _ALTAR = PlanOrder("catacombs"), PlanOrder("altar")
_ADD_GET = _ADD.__getitem__
_CITY_ORDERS = tuple(tuple(tuple(_PLAN[name, q] for q in range(4) if quarters >> q & 1) for quarters in range(16))
                     for name in PLACES[2:])
"""The city orders a part of the day may offer, by a mask of quarters (bit q: quarter q), in
quarter order: _CITY_ORDERS[part][mask] (a board has four quarters)."""
_DAWN_ORDERS, _DUSK_ORDERS, _NIGHT_ORDERS = _CITY_ORDERS
_DAWN, _DUSK, _NIGHT = CITY + DAWN, CITY + DUSK, CITY + NIGHT   # their plan codes
_NO_DIE = 1 << 30   # the die of a quarter not in use: no strength beats it
_PART = (1 << PART_BITS) - 1   # one part's strength in a Content.strength_sum


def _not_committed(state: NocturneState, seat: int) -> bool:
    return not state.committed[seat]


def begin(state: NocturneState, events: list[Event]) -> None:
    n = state.players
    state.day += 1
    state.order = clockwise_from(state.start, n)
    state.plan = [[0] * 6 for _ in range(n)]
    state.cur = [0] * n
    state.dropped = [0] * n
    state.committed = [False] * n
    state.left = [0] * n
    state.placed = [[] for _ in range(n)]
    state.rows = [[] for _ in range(4)]
    state.cells = [[] for _ in range(12)]
    for p in range(n):
        state.assign[p] = [0] * len(state.hands[p])
    state.step = "plan"
    events.append(Event("day", f"Day {state.day} (act {state.act}): plan behind the screens", None,
                        {"day": state.day, "act": state.act}))
    first_turn(state, _not_committed)


def order_cards(state: NocturneState, seat: int, token: int) -> list[int]:
    """The cards under `seat`'s order `token`."""
    mark = token + 1
    return [c for c, a in zip(state.hands[seat], state.assign[seat], strict=True) if a == mark]


def free_cards(state: NocturneState, seat: int) -> list[int]:
    return [c for c, a in zip(state.hands[seat], state.assign[seat], strict=True) if a == 0]


def token_beats(state: NocturneState, seat: int, token: int, quarter: int | None = None) -> bool:
    plan = state.plan[seat]
    where = plan[2 * token]
    if where < CITY:
        return True
    q = plan[2 * token + 1] if quarter is None else quarter
    return effects.beats(state, seat, order_cards(state, seat, token), where - CITY, q)


def why_not(state: NocturneState, seat: int) -> str:
    """Why `seat`'s plan cannot be committed ('' when it can)."""
    c = state.content
    plan = state.plan[seat]
    for t in range(len(plan) // 2):
        where = plan[2 * t]
        if where < CITY:
            continue
        part, q = where - CITY, plan[2 * t + 1]
        cards = order_cards(state, seat, t)
        if not cards:
            return (f"The {c.parts[part]} order in the {c.quarters[q]} has no card under it: "
                    f"it needs strength above the fear die ({state.dice[q]}).")
        s = effects.strength(state, seat, cards, part)
        if s <= state.dice[q]:
            return (f"The {c.parts[part]} order in the {c.quarters[q]} has {c.parts[part]} strength {s}: "
                    f"it must be above the fear die ({state.dice[q]}). Add cards or take the order back.")
    return ""


def plan_legal(state: NocturneState) -> list[Action]:
    """The next small step of the plan.  While the city order being planned does not beat its die
    only cards (or taking it back) are offered; the other city orders beat theirs already (an
    order is left only once it does), so the plan may then be committed.  An order taken back is
    not offered again today (same part of the day, same quarter): planning always ends.

    It runs at nearly every move of a game (a playout's or a search's), so it makes no action,
    reads the hand once and picks the city orders a part of the day may offer from a table by a
    mask of quarters; tests/games/nocturne/test_plan_legal.py holds the plain reading of the
    rules it must match, action for action and in order (a playout picks by index)."""
    p = state.actor
    plan = state.plan[p]
    mark = state.cur[p]           # the city order being planned: token + 1 (0: none)
    hand, assign = state.hands[p], state.assign[p]
    sums = state.content.strength_sum   # a card's three strengths in one number (PART_BITS each)
    if mark:
        where = plan[2 * mark - 2]
        free: list[int] = []
        have = 0                  # the order's strength, packed, read in the same pass (effects.beats)
        for card, a in zip(hand, assign):   # (not strict=True: a keyword makes zip parse it each call)
            if not a:
                free.append(card)
            elif a == mark:
                have += sums[card]
        out = [*map(_ADD_GET, sorted(set(free))), _DROP]
        if where >= CITY:
            if not have:          # no card under it (no card's sum is 0): MIN_CARDS_PER_CITY_ORDER is 1
                return out
            part = where - CITY
            have = have >> PART_BITS * part & _PART
            if state.rituals[p]:
                have += effects.mod(state, p, effects.PART_STRENGTH[part])
            if have <= state.dice[plan[2 * mark - 1]]:
                return out
        wheres = plan[0::2]
        if 0 not in wheres:
            out.append(_COMMIT)
            return out
        total = 0                 # the free cards' strengths, packed (0: no free card)
        for card in free:         # a plain loop: quicker here than sum() and map() (CPython 3.11)
            total += sums[card]
    else:
        wheres = plan[0::2]
        if 0 not in wheres:
            return [_COMMIT]
        total = 0
        for card, a in zip(hand, assign):
            if not a:
                total += sums[card]
        out = []
    out.append(_CATACOMBS)
    out.append(_ALTAR)
    if total:
        dice = state.dice
        d0, d1, d2 = dice[0], dice[1], dice[2]
        d3 = dice[3] if state.players >= 4 else _NO_DIE   # state.quarters > 3, inlined
        dawn, dusk, night = total & _PART, total >> PART_BITS & _PART, total >> 2 * PART_BITS
        if state.rituals[p]:
            bonus = effects.part_mods(state, p)
            dawn += bonus[0]
            dusk += bonus[1]
            night += bonus[2]
        dropped = state.dropped[p]   # bits 4 * part + quarter
        # the three parts of the day written out (no loop): a city order in each quarter it beats
        if _DAWN not in wheres:
            beaten = (dawn > d0) | (dawn > d1) << 1 | (dawn > d2) << 2 | (dawn > d3) << 3
            out.extend(_DAWN_ORDERS[beaten & ~dropped])
        if _DUSK not in wheres:
            beaten = (dusk > d0) | (dusk > d1) << 1 | (dusk > d2) << 2 | (dusk > d3) << 3
            out.extend(_DUSK_ORDERS[beaten & ~(dropped >> 4)])
        if _NIGHT not in wheres:
            beaten = (night > d0) | (night > d1) << 1 | (night > d2) << 2 | (night > d3) << 3
            out.extend(_NIGHT_ORDERS[beaten & ~(dropped >> 8)])
    out.append(_COMMIT)
    return out


def plan_apply(state: NocturneState, action: Action, events: list[Event]) -> None:
    p = state.actor
    plan = state.plan[p]
    if isinstance(action, AddCard):   # the commonest planning step: first, found in C
        hand, assign = state.hands[p], state.assign[p]
        i = hand.index(action.card)
        while assign[i]:              # the first copy of the card still free (a hand has one)
            i = hand.index(action.card, i + 1)
        assign[i] = state.cur[p]
    elif isinstance(action, PlanOrder):
        t = plan[0::2].index(0)
        plan[2 * t] = CODE[action.where]
        plan[2 * t + 1] = action.quarter if action.quarter is not None else 0
        if action.quarter is not None:
            state.cur[p] = t + 1
    elif isinstance(action, DropOrder):
        mark = state.cur[p]
        t = mark - 1
        state.dropped[p] |= 1 << (4 * (plan[2 * t] - CITY) + plan[2 * t + 1])
        state.assign[p] = [0 if a == mark else a for a in state.assign[p]]
        plan[2 * (mark - 1)] = plan[2 * (mark - 1) + 1] = 0
        state.cur[p] = 0
    else:
        assert isinstance(action, CommitPlan)
        state.committed[p] = True
        state.cur[p] = 0
        events.append(Event("commit", f"{seat_ref(p)} has planned behind the screen", p, {"player": p}))
        if not next_turn(state, _not_committed):
            _planning_done(state, events)


def _planning_done(state: NocturneState, events: list[Event]) -> None:
    for p in range(state.players):
        state.left[p] = sum(1 for w in state.plan[p][0::2] if w)
    events.append(Event("plans", "Every plan is made: " + ", ".join(
        f"{seat_ref(p)} holds {state.left[p]} order(s)" for p in range(state.players)), None,
        {"left": list(state.left)}))
    state.step = PHASE_DONE
