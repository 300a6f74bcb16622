"""The reveal and the resolution: the face-down orders turn over into their cells; then the Dawn
column (top quarter to bottom), the Dusk column, the Night column, each cell's stack from the top
down: the order placed first (rules edition 2: the row's stack is turned over from its top into
the cells, so the first placed ends on top), the order placed last under edition 1."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import seat_ref

from .. import effects
from ..actions import UseAbility, the_card
from ..content import DAWN, NIGHT
from .board import EMPTY
from .orders import TOKEN_SPAN
from .planning import CITY

if TYPE_CHECKING:
    from ..state import NocturneState


def begin(state: NocturneState, events: list[Event]) -> None:
    _reveal(state, events)
    state.res = [DAWN, 0, 0]
    _advance(state, events)


def _reveal(state: NocturneState, events: list[Event]) -> None:
    """Turn every face-down order over into its part-of-day cell, keeping the order placed."""
    c = state.content
    shown = []
    for q in range(state.quarters):
        for entry in state.rows[q]:
            owner, k = divmod(entry, TOKEN_SPAN)
            token = state.placed[owner][k]
            part = state.plan[owner][2 * token] - CITY
            mark = token + 1
            cards: list[int] = []
            hand: list[int] = []
            assign: list[int] = []
            for x, a in zip(state.hands[owner], state.assign[owner]):   # one plain pass (CPython 3.11)
                if a == mark:
                    cards.append(x)
                else:
                    hand.append(x)
                    assign.append(a)
            state.hands[owner] = hand
            state.assign[owner] = assign
            state.cells[q * 3 + part].append([owner, *cards])
            shown.append(f"{seat_ref(owner)}: {c.parts[part]} in the {c.quarters[q]} with "
                         + ", ".join(c.names[x] for x in cards))
        state.rows[q] = []
    events.append(Event("reveal", "The orders turn over. " + "; ".join(shown) if shown
                        else "No order was placed in the city", None,
                        {"cells": [list(map(list, cell)) for cell in state.cells]}))


def _to_used(state: NocturneState, entry: list[int]) -> None:
    state.used[entry[0]].extend(entry[1:])
    del entry[1:]


def _to_hand(state: NocturneState, entry: list[int]) -> None:
    owner = entry[0]
    state.hands[owner].extend(entry[1:])
    state.assign[owner].extend([0] * (len(entry) - 1))
    del entry[1:]


def dusk_cost(state: NocturneState, seat: int, q: int) -> int:
    v = state.victims[q]
    return max(0, state.content.cost[v] - effects.mod(state, seat, "dusk_discount"))


def _advance(state: NocturneState, events: list[Event]) -> None:
    c = state.content
    quarters = state.quarters
    while True:
        part, q, i = state.res
        if part > NIGHT:
            state.step = PHASE_DONE
            return
        if q >= quarters:
            state.res = [part + 1, 0, 0]
            continue
        cell = state.cells[q * 3 + part]
        if part == NIGHT:
            _night(state, q, events)
            state.res = [part, q + 1, 0]
            continue
        if i >= len(cell):
            state.res = [part, q + 1, 0]
            continue
        entry = cell[_at(state, len(cell), i)]
        owner, cards = entry[0], entry[1:]
        acts = effects.beats(state, owner, cards, part, q)
        if part == DAWN:
            if acts:
                loc = state.locs[q]
                effects.run_ops(state, owner, effects.dawn_ops(state, loc), events, dawn=True,
                                source=c.loc_names[loc])
                effects.dawn_extras(state, owner, events)
            else:
                events.append(Event("fail", f"{seat_ref(owner)}'s Dawn order in the {c.quarters[q]} "
                                    "does not beat the fear die", owner, {"player": owner}))
            _to_used(state, entry)
            state.res[2] += 1
            continue
        # Dusk: the owner may use the victim's ability if it can pay
        v = state.victims[q]
        if acts and v != EMPTY and state.influence[owner] >= dusk_cost(state, owner, q):
            state.step = "dusk"
            state.actor = owner
            return
        _to_used(state, entry)
        state.res[2] += 1


def _at(state: NocturneState, size: int, i: int) -> int:
    """The i-th order of a cell to resolve, from the top of its stack: the first placed under rules
    edition 2 (the rulebook's reveal turns each row's stack over from its top, one token onto the
    other); the last placed under edition 1 (``last_placed_first``, our old reading)."""
    if state.rules_edition >= 2:
        return i
    return size - 1 - i if state.content.rules["last_placed_first"] else i


def _entry(state: NocturneState) -> list[int]:
    part, q, i = state.res
    cell = state.cells[q * 3 + part]
    return cell[_at(state, len(cell), i)]


_DUSK = (UseAbility(), Pass())


def dusk_legal(state: NocturneState) -> list[Action]:
    return list(_DUSK)


def dusk_apply(state: NocturneState, action: Action, events: list[Event]) -> None:
    c = state.content
    _, q, _ = state.res
    entry = _entry(state)
    owner = entry[0]
    if isinstance(action, UseAbility):
        v = state.victims[q]
        cost = dusk_cost(state, owner, q)
        state.influence[owner] -= cost
        state.cell_inf[q] += cost
        events.append(Event("dusk", f"{seat_ref(owner)} pays {cost} influence into the Night of the "
                            f"{c.quarters[q]} and uses {the_card(v)}", owner,
                            {"player": owner, "quarter": q, "paid": cost}))
        effects.run_ops(state, owner, c.dusk[v], events, source=c.names[v])
        extra = effects.mod(state, owner, "dusk_blood")
        if extra:
            effects.run_ops(state, owner, (("blood", extra),), events, source="rituals")
    _to_used(state, entry)
    state.res[2] += 1
    _advance(state, events)


def night_key(state: NocturneState, entry: list[int]) -> tuple[int, int, int]:
    """A Night contender's claim: Night strength, then cards under the order, then influence."""
    owner, cards = entry[0], entry[1:]
    return (effects.strength(state, owner, cards, NIGHT), len(cards), state.influence[owner])


def night_winner(state: NocturneState, q: int) -> int | None:
    """The one order of the Night cell that wins (an index into the cell), or None."""
    cell = state.cells[q * 3 + NIGHT]
    able = [i for i, e in enumerate(cell) if effects.beats(state, e[0], e[1:], NIGHT, q)]
    if not able:
        return None
    keys = sorted(((night_key(state, cell[i]), i) for i in able), reverse=True)
    if len(keys) > 1 and keys[0][0] == keys[1][0]:
        return None
    return keys[0][1]


def _night(state: NocturneState, q: int, events: list[Event]) -> None:
    c = state.content
    cell = state.cells[q * 3 + NIGHT]
    if not cell:
        return
    win = night_winner(state, q)
    if win is None:
        events.append(Event("night", f"Nobody wins the Night in the {c.quarters[q]}: every card "
                            "there is used", None, {"quarter": q, "winner": -1}))
        for entry in cell:
            _to_used(state, entry)
        return
    entry = cell[win]
    p = entry[0]
    blood, inf = state.cell_blood[q], state.cell_inf[q]
    state.blood[p] += blood
    state.influence[p] += inf
    state.cell_blood[q] = state.cell_inf[q] = 0
    v = state.victims[q]
    got = ""
    if v != EMPTY:
        state.hands[p].append(v)
        state.assign[p].append(0)
        state.victims[q] = EMPTY
        got = f" and turns {the_card(v)}"
    fear = effects.add_fear(state, p, max(0, state.dice[q] - effects.mod(state, p, "night_calm")))
    vp = effects.mod(state, p, "night_vp")
    if vp:
        effects.take(state, p, "vp", vp)
    events.append(Event("night", f"{seat_ref(p)} wins the Night in the {c.quarters[q]}: {blood} blood, "
                        f"{inf} influence{got}; fear +{fear}", p,
                        {"player": p, "quarter": q, "winner": p, "victim": v}))
    for i, other in enumerate(cell):
        if i == win:
            _to_used(state, other)
        else:
            _to_hand(state, other)
