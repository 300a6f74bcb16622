"""What a seat does not know, filled in plausibly: ``determinize(state, seat, rng)``.

From the seat's view: the cards it has not seen (other hands, the hidden part of the catacomb
piles, the victim deck) are dealt at random, each to a place it could be (a lesser vampire only
to the lesser pile or a hand); the ritual deck is shuffled from the act's unseen rituals; the
other lords' plans are then drawn, from their sampled hands, by how good each would be for its
lord GIVEN the public record: which row each of its orders went to and when, what the cells
offer there, the fear dice its cards must beat, how many orders it holds (``sample_plan``).  A
deal under which a lord could not have carried the orders it placed is dealt again.  The true
hidden values are never read: everything starts from ``state.view(seat)``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.core.records import HIDDEN
from game.core.rng import Rng

from . import effects
from .ai import CARD_USE, HANDY, _later, order_gain
from .content import DAWN, DUSK, NIGHT
from .phases.orders import TOKEN_SPAN
from .phases.planning import ALTAR, CATACOMBS, CITY

if TYPE_CHECKING:
    from .state import NocturneState

CANDIDATES = 6
"""Plans made up for each other lord in a sampled world; one of them is drawn by its worth."""
BELIEF_TEMPERATURE = 0.5
"""Points: a made-up plan this much better for its lord is e times likelier to be the one drawn."""
DEALS = 3
"""Deals of the unseen cards tried before a hand that cannot carry its placed orders is kept."""


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
    others = [p for p in range(w.players) if p != seat]
    sizes = {p: len(w.hands[p]) for p in others}
    assert len(rest) == sum(sizes.values()), "the unseen cards do not match the hidden places"
    record = {p: _public_record(w, p) for p in others}
    # deal the unseen cards to the hands; a deal under which some lord's placed orders could not
    # beat the dice of the rows they went to is dealt again (a few times at most)
    for attempt in range(DEALS):
        rng.shuffle(rest)
        at = 0
        for p in others:
            w.hands[p] = rest[at:at + sizes[p]]
            w.assign[p] = [0] * sizes[p]
            at += sizes[p]
        if attempt == DEALS - 1 or all(_can_carry(w, p, record[p]) for p in others):
            break
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
            sample_plan(w, p, rng, record[p], tokens=None)
        elif w.phase == "orders":
            sample_plan(w, p, rng, record[p], tokens=len(w.placed[p]) + w.left[p])
    if w.phase == "planning" and w.actor != seat:
        w.cur[w.actor] = 0
        w.dropped[w.actor] = 0
    w.rng = Rng(rng.next64())
    w.viewer = None
    w._legal_cache = None
    return w


def _public_record(w: NocturneState, p: int) -> dict[int, int]:
    """Where `p`'s placed orders went, as everyone saw: k (the k-th placed) -> quarter, for the
    city orders; the placed orders not in it went to the catacombs or the altar."""
    city: dict[int, int] = {}
    for q in range(w.quarters):
        for entry in w.rows[q]:
            owner, k = divmod(entry, TOKEN_SPAN)
            if owner == p:
                city[k] = q
    return city


def _can_carry(w: NocturneState, p: int, city: dict[int, int]) -> bool:
    """Whether `p`'s (sampled) hand could carry every city order it placed, each in some part of
    the day (a quick test: its whole hand beats the die in its best part)."""
    if not city:
        return True
    s = w.content.strength
    hand = w.hands[p]
    best = [sum(s[x][part] for x in hand) + effects.mod(w, p, effects.PART_STRENGTH[part])
            for part in (DAWN, DUSK, NIGHT)]
    return all(max(best) > w.dice[q] for q in city.values())


def _crowd(w: NocturneState, p: int, k: int | None, q: int) -> int:
    """Other lords' orders beside row `q` when `p` placed its k-th order there (all of them now,
    for an order not placed yet): a Night there was less worth going for."""
    row = w.rows[q]
    end = row.index(p * TOKEN_SPAN + k) if k is not None else len(row)
    return sum(1 for entry in row[:end] if entry // TOKEN_SPAN != p)


Candidate = tuple[float, list[int], list[int]]   # worth, plan, assign


def _strongest_first(strength: tuple[tuple[int, int, int], ...], hand: list[int], part: int) -> list[int]:
    """The hand's positions, its strongest card in `part` (Dawn, Dusk or Night) first."""
    return sorted(range(len(hand)), key=lambda i: -strength[hand[i]][part])


def sample_plan(w: NocturneState, p: int, rng: Rng, city: dict[int, int], tokens: int | None) -> None:
    """A plan for `p` from its (sampled) hand, drawn by how good it would be for `p`.

    CANDIDATES plans are made up that match the public record (`city`: which placed order went
    beside which row; the other placed orders went to the catacombs or the altar; `tokens` orders
    in all, or any number while that is not known yet); each is judged as `p` would judge its own
    plan (``ai.order_gain``: what the Dawn location, the Dusk victim or the Night prize would
    bring, less the cards it ties up; a Night in a row other lords already crowd is worth less),
    and one is drawn with weight exp(worth / BELIEF_TEMPERATURE).  So a lord that placed beside a
    row with a rich Night prize is most likely there for the Night, one that placed beside a row
    whose die its cards can beat only at Dawn was there for the Dawn, and so on.  A plan the hand
    cannot carry is never drawn while another can; if none can, the first made up stands."""
    made: list[Candidate] = []
    fallback: Candidate | None = None
    s = w.content.strength
    hand = w.hands[p]
    strongest = [_strongest_first(s, hand, part) for part in (DAWN, DUSK, NIGHT)]
    gains: dict[tuple[int, int], float] = {}
    for _ in range(CANDIDATES):
        count = tokens if tokens is not None else 1 + rng.below(3)
        cand = _candidate(w, p, rng, city, count, strongest, gains)
        if cand[0] > -math.inf:
            made.append(cand)
        elif fallback is None:
            fallback = cand
    if made:
        top = max(m[0] for m in made)
        weights = [math.exp((m[0] - top) / BELIEF_TEMPERATURE) for m in made]
        pick = rng.random() * sum(weights)
        chosen = made[-1]
        for m, weight in zip(made, weights, strict=True):
            pick -= weight
            if pick <= 0.0:
                chosen = m
                break
    else:
        assert fallback is not None
        chosen = fallback
    w.plan[p] = chosen[1]
    w.assign[p] = chosen[2]


def _candidate(w: NocturneState, p: int, rng: Rng, city: dict[int, int], tokens: int,
               strongest: list[list[int]], gains: dict[tuple[int, int], float]) -> Candidate:
    """One made-up plan for `p` that matches the public record, with its worth to `p` (-inf when
    its cards cannot carry it).  `strongest`: the hand's indices, strongest first, per part of the
    day; `gains`: ``order_gain`` by (part, quarter), filled as needed."""
    f = _later(w)
    n_placed = len(w.placed[p])
    plan = [0] * 6
    parts = [DAWN, DUSK, NIGHT]
    rng.shuffle(parts)
    orders: list[tuple[int, int, int]] = []     # (token, part, quarter)
    worth = 0.0
    for k in range(n_placed):
        if k in city:
            part = parts.pop()
            plan[2 * k], plan[2 * k + 1] = CITY + part, city[k]
            orders.append((k, part, city[k]))
        else:
            plan[2 * k] = CATACOMBS
    for t in range(n_placed, min(tokens, 3)):
        roll = rng.below(4)
        if roll < 3 and parts:
            part = parts.pop()
            q = rng.below(w.quarters)
            plan[2 * t], plan[2 * t + 1] = CITY + part, q
            orders.append((t, part, q))
        elif roll == 3 or not w.altar:
            plan[2 * t] = CATACOMBS
            worth += (0.6 if len(w.hands[p]) < HANDY else 0.1) * f
        else:
            plan[2 * t] = ALTAR
            worth += 0.1 * f
    hand = w.hands[p]
    assign = [0] * len(hand)
    feasible = True
    rng.shuffle(orders)
    for t, part, q in orders:
        free = [i for i in strongest[part] if assign[i] == 0]
        cards: list[int] = []
        for i in free:
            if effects.beats(w, p, cards, part, q):
                break
            assign[i] = t + 1
            cards.append(hand[i])
        if part == NIGHT and free and len(cards) < len(free) and rng.below(2):
            extra = free[len(cards)]   # a margin over the die, against a rival in the cell
            assign[extra] = t + 1
            cards.append(hand[extra])
        if not effects.beats(w, p, cards, part, q):
            feasible = False
            continue
        gain = gains.get((part, q))
        if gain is None:
            gain = gains[part, q] = order_gain(w, p, part, q, f)
        if part == NIGHT:
            gain /= 1.0 + 0.6 * _crowd(w, p, t if t < n_placed else None, q)
        worth += gain - CARD_USE * len(cards) * f
    return (worth if feasible else -math.inf, plan, assign)
