"""Orders: from the start player, round and round, each lord places one order at a time.  A city
order goes face down beside any quarter's row (rules edition 2: "you need not place it in the
quarter you planned"; its cards must beat the die only when it resolves; edition 1: only a row its
cards can act in), its part of the day hidden; a catacomb or altar order resolves at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Interned
from game.core.events import Event
from game.core.flow import next_in_rounds
from game.core.seats import seat_ref

from .. import effects
from ..actions import PlaceAltar, PlaceCatacombs, PlaceCity, the_card
from .planning import ALTAR, CATACOMBS, CITY, token_beats

if TYPE_CHECKING:
    from ..state import NocturneState

TOKEN_SPAN = 16
"""A row entry is owner * TOKEN_SPAN + k: the owner's k-th placed order (its part of the day stays
in the owner's secret records)."""


def _has_orders(state: NocturneState, seat: int) -> bool:
    return state.left[seat] > 0


def begin(state: NocturneState, events: list[Event]) -> None:
    state.step = "place"
    state.pos = -1
    next_in_rounds(state, _has_orders)


def unplaced(state: NocturneState, seat: int) -> list[int]:
    plan = state.plan[seat]
    done = state.placed[seat]
    return [t for t in range(len(plan) // 2) if plan[2 * t] and t not in done]


def victim_value(state: NocturneState, seat: int) -> int:
    """The value of the converted victims `seat` can show at the altar: rules edition 2, those in
    its hand only, not under its orders ("you only show victim cards from your hand"); edition 1,
    also those under its orders and used today."""
    c = state.content
    if state.rules_edition >= 2:
        value, total = c.value, 0
        for x, a in zip(state.hands[seat], state.assign[seat]):   # a plain loop: no generator (CPython 3.11)
            if not a:
                total += value[x]
        return total
    return sum(c.value[x] for x in state.hands[seat]) + sum(c.value[x] for x in state.used[seat])


_CITY, _CATACOMBS, _ALTAR = Interned(PlaceCity), Interned(PlaceCatacombs), Interned(PlaceAltar)
"""The orders' actions, made once (the legal lists of every placing step make no new ones)."""
_CITY_ROWS = tuple(tuple(tuple(_CITY[t, q] for q in range(n)) for n in range(5)) for t in range(3))
"""A city order beside any of the first n quarters: _CITY_ROWS[token][n] (the same actions)."""


def place_legal(state: NocturneState) -> list[Action]:
    p = state.actor
    c = state.content
    out: list[Action] = []
    kinds: set[int] = set()
    plan, done = state.plan[p], state.placed[p]
    n = state.quarters
    for t in range(len(plan) // 2):   # unplaced(state, p), inlined
        where = plan[2 * t]
        if not where or t in done:
            continue
        if where >= CITY:
            if state.rules_edition >= 2:   # any quarter: a bluff the rules allow
                out.extend(_CITY_ROWS[t][n])
                continue
            quarters = [q for q in range(n) if token_beats(state, p, t, q)]
            out.extend([_CITY[t, q] for q in quarters or range(n)])
        else:
            kinds.add(where)
    if CATACOMBS in kinds:
        piles = [name for name, pile in (("lesser", state.lesser_pile), ("elder", state.elder_pile)) if pile]
        out.extend([_CATACOMBS[name] for name in piles or ["none"]])
    if ALTAR in kinds:
        value = victim_value(state, p)
        out.extend([_ALTAR[i] for i, r in enumerate(state.altar) if c.rit_cost[r] <= value])
        out.append(_ALTAR[None])
    return out


def _first_token(state: NocturneState, seat: int, code: int) -> int:
    plan, done = state.plan[seat], state.placed[seat]
    for t in range(len(plan) // 2):   # the first of unplaced(state, seat) with the code
        if plan[2 * t] == code and t not in done:
            return t
    raise StopIteration(code)


def place_apply(state: NocturneState, action: Action, events: list[Event]) -> None:
    p = state.actor
    c = state.content
    if isinstance(action, PlaceCity):
        k = len(state.placed[p])
        state.placed[p].append(action.token)
        state.rows[action.quarter].append(p * TOKEN_SPAN + k)
        events.append(Event("place", f"{seat_ref(p)} places an order face down by the "
                            f"{c.quarters[action.quarter]}", p, {"player": p, "quarter": action.quarter}))
    elif isinstance(action, PlaceCatacombs):
        state.placed[p].append(_first_token(state, p, CATACOMBS))
        card = effects.draw_vampire(state, p, action.pile) if action.pile != "none" else -2
        got = f"takes {the_card(card)}" if card >= 0 else "finds nobody"
        events.append(Event("catacombs", f"{seat_ref(p)} sends an order to the catacombs and {got}", p,
                            {"player": p, "card": card}))
    else:
        assert isinstance(action, PlaceAltar)
        state.placed[p].append(_first_token(state, p, ALTAR))
        if action.slot is None:
            events.append(Event("altar", f"{seat_ref(p)} sends an order to the altar and buys nothing", p,
                                {"player": p}))
        else:
            _buy(state, p, action.slot, events)
    state.left[p] -= 1
    next_in_rounds(state, _has_orders)


def _buy(state: NocturneState, p: int, slot: int, events: list[Event]) -> None:
    """Buy the ritual in `slot`: victims shown, not spent; [decision] the deck refills the slot."""
    c = state.content
    r = state.altar[slot]
    state.rituals[p].append(r)
    if c.rit_lasts[r] == "day":
        state.today[p].append(r)
    if state.ritual_deck and c.rules["altar_refill"]:
        state.altar[slot] = state.ritual_deck.pop()
    else:
        del state.altar[slot]
    events.append(Event("ritual", f"{seat_ref(p)} shows victims worth {c.rit_cost[r]} and takes the "
                        f"ritual {c.rit_names[r]}", p, {"player": p, "ritual": r}))
    if c.rit_now[r]:
        effects.run_ops(state, p, c.rit_now[r], events, source=c.rit_names[r])
