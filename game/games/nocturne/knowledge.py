"""What a seat does not know, filled in plausibly: ``determinize(state, seat, rng)``.

From the seat's view: the cards it has not seen (other hands, the hidden part of the catacomb
piles, the victim deck) are dealt at random, each to a place it could be (a lesser vampire only
to the lesser pile or a hand); the ritual deck is shuffled from the act's unseen rituals; the
other lords' plans are made up from their sampled hands, matching everything public (how many
orders each placed where, how many it still holds).  The true hidden values are never read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.records import HIDDEN
from game.core.rng import Rng

from . import effects
from .content import DAWN, NIGHT
from .phases.orders import TOKEN_SPAN
from .phases.planning import ALTAR, CATACOMBS, CITY

if TYPE_CHECKING:
    from .state import NocturneState


def _seen(w: NocturneState, seat: int) -> set[int]:
    seen = set(w.hands[seat])
    for p in range(w.players):
        seen.update(w.used[p])
    for cell in w.cells:
        for entry in cell:
            seen.update(entry[1:])
    seen.update(v for v in w.victims if v >= 0)
    seen.update(w.victim_discard)
    seen.update(w.gone)
    seen.update(x for x in w.lesser_pile if x != HIDDEN)
    seen.update(x for x in w.elder_pile if x != HIDDEN)
    return seen


def _fill(slots: list[int], pool: list[int]) -> None:
    for i, x in enumerate(slots):
        if x == HIDDEN:
            slots[i] = pool.pop()


def determinize(state: NocturneState, seat: int, rng: Rng) -> NocturneState:
    w = state.clone() if state.viewer == seat and state.rng is None else state.view(seat)
    c = w.content
    seen = _seen(w, seat)
    lesser = [x for x in c.lesser if x not in seen]
    elder = [x for x in c.elder if x not in seen]
    now = [x for x in c.victims_by_act[w.act] if x not in seen]
    older = [x for a in range(1, w.act) for x in c.victims_by_act[a] if x not in seen]
    for pool in (lesser, elder, now):
        rng.shuffle(pool)
    _fill(w.lesser_pile, lesser)
    _fill(w.elder_pile, elder)
    w.victim_deck = [now.pop() for _ in w.victim_deck]
    rest = lesser + elder + now + older
    rng.shuffle(rest)
    others = [p for p in range(w.players) if p != seat]
    for p in others:
        w.hands[p] = [rest.pop() for _ in w.hands[p]]
        w.assign[p] = [0] * len(w.hands[p])
    assert not rest, "the unseen cards do not match the hidden places"
    owned = {r for p in range(w.players) for r in w.rituals[p]}
    hidden_rituals = [r for r in c.rituals_by_act[w.act]
                      if r not in owned and r not in w.altar and r not in w.old_rituals]
    rng.shuffle(hidden_rituals)
    w.ritual_deck = hidden_rituals[:len(w.ritual_deck)]
    for p in others:
        w.plan[p] = [0] * 6
        w.cur[p] = 0
        w.dropped[p] = 0
        w.placed[p] = list(range(len(w.placed[p])))
        if w.phase == "planning" and w.committed[p]:
            _sample_plan(w, p, rng, placed={}, tokens=_planned_count(w, p, rng))
        elif w.phase == "orders":
            city = {}
            for q in range(w.quarters):
                for entry in w.rows[q]:
                    owner, k = divmod(entry, TOKEN_SPAN)
                    if owner == p:
                        city[k] = q
            _sample_plan(w, p, rng, placed=city, tokens=len(w.placed[p]) + w.left[p])
    if w.phase == "planning" and w.actor != seat:
        w.cur[w.actor] = 0
        w.dropped[w.actor] = 0
    w.rng = Rng(rng.next64())
    w.viewer = None
    w._legal_cache = None
    return w


def _planned_count(w: NocturneState, p: int, rng: Rng) -> int:
    return 2 + rng.below(2)


def _sample_plan(w: NocturneState, p: int, rng: Rng, placed: dict[int, int], tokens: int) -> None:
    """A plan for `p` from its (sampled) hand: `tokens` orders, the first len(w.placed[p]) already
    placed (those in `placed`, k -> quarter, in the city; the others in the catacombs or altar)."""
    n_placed = len(w.placed[p])
    plan = [0] * 6
    parts = [DAWN, 1, NIGHT]
    rng.shuffle(parts)
    city: list[tuple[int, int, int]] = []     # (token, part, quarter)
    for k in range(n_placed):
        if k in placed:
            part = parts.pop()
            plan[2 * k], plan[2 * k + 1] = CITY + part, placed[k]
            city.append((k, part, placed[k]))
        else:
            plan[2 * k] = CATACOMBS
    for t in range(n_placed, min(tokens, 3)):
        roll = rng.below(4)
        if roll < 3 and parts:
            part = parts.pop()
            q = rng.below(w.quarters) if part != NIGHT else max(
                range(w.quarters), key=lambda x: w.cell_blood[x] + w.cell_inf[x] + rng.random())
            plan[2 * t], plan[2 * t + 1] = CITY + part, q
            city.append((t, part, q))
        else:
            plan[2 * t] = CATACOMBS if roll == 3 else ALTAR
    w.plan[p] = plan
    s = w.content.strength
    hand, assign = w.hands[p], w.assign[p]
    for t, part, q in city:
        free = sorted((i for i, a in enumerate(assign) if a == 0), key=lambda i: -s[hand[i]][part])
        cards: list[int] = []
        for i in free:
            if effects.beats(w, p, cards, part, q):
                break
            assign[i] = t + 1
            cards.append(hand[i])
