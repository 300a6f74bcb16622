"""Nocturne's AI hooks: an evaluation (a win chance in [0, 1]), a rollout policy and a quiet test.

The evaluation reads a full (determinized) state: the points each lord holds now, what its tokens
and cards are still worth with the days left, and — while plans are made and placed — what its
orders should bring (a Night prize weighed by the chance to win it against the rival orders in
the same cell).  Seats only ever build it from ``view(seat).determinize(...)``, so the rivals'
plans it sees are sampled ones.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.rng import Rng

from . import effects
from .actions import (
    AddCard,
    CommitPlan,
    DiscardCard,
    DropOrder,
    KeepCard,
    PlaceAltar,
    PlaceCatacombs,
    PlaceCity,
    PlanOrder,
)
from .content import DAWN, DUSK, NIGHT, VICTIM, Content, Ops
from .phases.orders import TOKEN_SPAN, victim_value
from .phases.planning import ALTAR, CATACOMBS, CITY, order_cards, token_beats

if TYPE_CHECKING:
    from .state import NocturneState

SCALE = 4.0          # points of margin for a clear lead
CARD_USE = 0.3       # a card under an order: it will need upkeep or go back
HANDY = 6            # cards a lord can put to work in a day or two
OP_VALUE = {"vp": 1.0, "influence": 0.55, "lesser": 1.0, "elder": 1.8}
READ_TEMPERATURE = 0.8  # points: how sharply a rival reads a face-down order's part from the board
EXPOSE = 0.35        # the most of a Night order's worth a rival who reads it can take away
BLUFF = 0.35         # points (early in the game) the private coin is worth when placing an order


def _later(state: NocturneState) -> float:
    """How much of the game is left (1 at the start, 0 after the last day)."""
    return max(0.0, (state.content.days - state.day + 1) / state.content.days)


def _blood_value(f: float) -> float:
    return 0.15 + 0.35 * f


def ops_value(state: NocturneState, seat: int, ops: Ops, f: float, dawn: bool = False) -> float:
    penalty = effects.fear_penalty(state.content, state.fear[seat]) if dawn else 0
    total = 0.0
    for op, n in ops:
        if op == "blood":
            total += max(0, n - penalty) * _blood_value(f)
        elif op == "fear":
            total -= n * 0.25 * f
        elif op == "pay_blood":
            if state.blood[seat] < n:
                return total
            total -= n * _blood_value(f)
        elif op == "pay_influence":
            if state.influence[seat] < n:
                return total
            total -= n * OP_VALUE["influence"]
        elif op in ("lesser", "elder"):
            total += n * OP_VALUE[op] * f
        else:
            total += n * OP_VALUE[op]
    return total


_CARD_PARTS: list = [None, (), ()]   # the content, then per card its strength and victim parts


def _card_parts(c: Content) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Per card, (Dawn + Dusk + Night strength) × 0.22 and (a victim's) value × 0.35: what
    ``card_value`` multiplies by the time left, worked out once per content."""
    if _CARD_PARTS[0] is not c:
        _CARD_PARTS[:] = [c, tuple((s[0] + s[1] + s[2]) * 0.22 for s in c.strength),
                          tuple(c.value[x] * 0.35 if c.kind[x] == VICTIM else 0.0 for x in range(len(c.kind)))]
    return _CARD_PARTS[1], _CARD_PARTS[2]


def card_value(c: Content, card: int, f: float) -> float:
    strong, victim = _card_parts(c)
    worth = strong[card] * f
    if c.kind[card] == VICTIM:
        worth += victim[card] * f
    return worth


_HANDS: dict[tuple, tuple[Content, float]] = {}   # (content id, f, cards) -> (content, hand_value):
_HANDS_MOST = 8_000                                 # the seats' hands recur all through a search


def hand_value(c: Content, cards: list[int], f: float) -> float:
    """Cards in hand, the best first: beyond HANDY of them a card is worth little."""
    key = (id(c), f, *cards)
    got = _HANDS.get(key)
    if got is not None and got[0] is c:
        return got[1]
    values = sorted((card_value(c, x, f) for x in cards), reverse=True)
    worth = sum(v * (1.0 if i < HANDY else 0.15) for i, v in enumerate(values))
    if len(_HANDS) >= _HANDS_MOST:
        _HANDS.clear()
    _HANDS[key] = (c, worth)
    return worth


def ritual_value(c: Content, r: int, f: float) -> float:
    mods = sum(c.rit_mods[r].values())
    return c.rit_crosses[r] + mods * (0.9 * f if c.rit_lasts[r] == "passive" else 0.5)


def _night_prize(state: NocturneState, seat: int, q: int, f: float) -> float:
    c = state.content
    v = state.victims[q]
    prize = state.cell_blood[q] * _blood_value(f) + state.cell_inf[q] * OP_VALUE["influence"]
    if v >= 0:
        prize += c.crosses[v] + card_value(c, v, f) + 0.4
    prize -= max(0, state.dice[q] - effects.mod(state, seat, "night_calm")) * 0.25 * f
    return prize + effects.mod(state, seat, "night_vp")


def order_gain(state: NocturneState, seat: int, part: int, q: int, f: float) -> float:
    """What a city order of `seat` at `part` in quarter `q` brings, the Night prize whole (no
    rival in the way): the Dawn location's effect, the Dusk victim's ability less its cost."""
    c = state.content
    if part == DAWN:
        gain = ops_value(state, seat, effects.dawn_ops(state, state.locs[q]), f, dawn=True)
        return gain + (effects.mod(state, seat, "dawn_blood") * _blood_value(f)
                       + effects.mod(state, seat, "dawn_influence") * OP_VALUE["influence"])
    if part == DUSK:
        v = state.victims[q]
        if v < 0:
            return 0.0
        return max(0.0, ops_value(state, seat, c.dusk[v], f)
                   - max(0, c.cost[v] - effects.mod(state, seat, "dusk_discount")) * OP_VALUE["influence"])
    return _night_prize(state, seat, q, f)


def part_odds(state: NocturneState, owner: int, q: int) -> list[float]:
    """How likely a face-down order of `owner` beside quarter `q`'s row is for Dawn, Dusk and
    Night, as a rival reads it from the board alone (what each part there would bring `owner`),
    before it knows anything of `owner`'s cards: a softmax over the three gains."""
    f = _later(state)
    gains = [order_gain(state, owner, part, q, f) for part in (DAWN, DUSK, NIGHT)]
    top = max(gains)
    weights = [math.exp((g - top) / READ_TEMPERATURE) for g in gains]
    total = sum(weights)
    return [w / total for w in weights]


def exposure(state: NocturneState, seat: int, q: int) -> float:
    """The share of a placed Night order's worth put at risk by showing it: rivals who still hold
    orders may read it (``part_odds``) and come to fight for the cell, or keep away from nothing.
    Zero once nobody else is left to place: the last word costs nothing."""
    if state.phase != "orders":
        return 0.0
    after = sum(state.left[p] for p in range(state.players) if p != seat)
    if after <= 0:
        return 0.0
    return EXPOSE * part_odds(state, seat, q)[NIGHT] * min(1.0, after / 2.0)


def bluff_coin(state: NocturneState, seat: int, token: int) -> float:
    """A private coin in [0, 1) for placing `seat`'s order `token` early: drawn from what only
    `seat` knows (the cards under its orders) and the day, so the order in which its
    Dawn, Dusk and Night orders go down follows no rule a rival could read, yet every sampled
    world of `seat` agrees on it (its own cards are the same in all of them)."""
    h = (state.day * 0x9E3779B1 + seat * 0x85EBCA77 + token * 0xC2B2AE3D) & 0xFFFFFFFF
    for card, mark in zip(state.hands[seat], state.assign[seat], strict=False):
        if mark:  # the cards under orders: a card drawn in the catacombs meanwhile changes nothing
            h = ((h ^ (card * 131 + mark + 7)) * 0x01000193) & 0xFFFFFFFF
    h ^= h >> 15
    h = (h * 0x2C1B3C6D) & 0xFFFFFFFF
    h ^= h >> 12
    return h / 0x100000000


def _orders(state: NocturneState) -> list[tuple[int, int, int, list[int]]]:
    """Every city order now in play as (owner, part, quarter, cards): planned, placed or revealed."""
    out = []
    if state.phase in ("planning", "orders"):
        placed_q: dict[tuple[int, int], int] = {}
        for q in range(state.quarters):
            for entry in state.rows[q]:
                owner, k = divmod(entry, TOKEN_SPAN)
                placed = state.placed[owner]
                if k < len(placed):
                    placed_q[(owner, placed[k])] = q
        for p in range(state.players):
            plan = state.plan[p]
            for t in range(3):
                where = plan[2 * t]
                if where >= CITY:
                    q = placed_q.get((p, t), plan[2 * t + 1])
                    out.append((p, where - CITY, q, order_cards(state, p, t)))
    return out


def plan_value(state: NocturneState, seat: int, f: float,
               orders: list[tuple[int, int, int, list[int]]] | None = None) -> float:
    """What `seat`'s orders not yet resolved should bring (`orders`: ``_orders(state)``, when the
    caller has it already)."""
    if state.phase not in ("planning", "orders"):
        return 0.0
    c = state.content
    plan = state.plan[seat]
    total = 0.0
    placed = set(state.placed[seat])
    if orders is None:
        orders = _orders(state)
    for t in range(3):
        where = plan[2 * t]
        if not where or t in placed and where < CITY:
            continue
        if where == CATACOMBS:
            total += (0.6 if len(state.hands[seat]) < HANDY else 0.1) * f
            continue
        if where == ALTAR:
            value = victim_value(state, seat)
            best = max((ritual_value(c, r, f) for r in state.altar if c.rit_cost[r] <= value), default=0.0)
            total += best * 0.8
            continue
        part = where - CITY
        # the seat's one order of this part among those in play (where it lies, its cards)
        q, cards = next(((oq, ocards) for op, opart, oq, ocards in orders if op == seat and opart == part),
                        (plan[2 * t + 1], None))
        if cards is None:
            cards = order_cards(state, seat, t)
        if part == NIGHT:
            gain = _night_prize(state, seat, q, f) * _win_chance(state, seat, q, cards, orders)
            if t in placed:
                gain *= 1.0 - exposure(state, seat, q)
        else:
            gain = order_gain(state, seat, part, q, f)
        if t in placed and state.phase == "orders":
            total += BLUFF * f * bluff_coin(state, seat, t)
        if effects.beats(state, seat, cards, part, q):  # token_beats, the cards in hand
            total += gain - CARD_USE * len(cards) * f
        elif t in placed:
            # placed beside a row its cards do not beat (rules edition 2 allows it): it will fail
            # at the resolution and its cards are used for nothing
            total -= CARD_USE * len(cards) * f
        else:
            need = state.dice[q] + 1
            have = effects.strength(state, seat, cards, part)
            # an order still being built: some of its worth, and its cards cost nothing yet (they
            # come back if it is taken back), so building on never looks worse than dropping it
            total += max(0.0, gain - CARD_USE * (len(cards) + 1) * f) * (0.35 + 0.4 * min(1.0, have / need))
    return total


def _win_chance(state: NocturneState, seat: int, q: int, cards: list[int],
                orders: list[tuple[int, int, int, list[int]]]) -> float:
    mine = (effects.strength(state, seat, cards, NIGHT), len(cards), state.influence[seat])
    chance = 1.0
    for owner, part, oq, ocards in orders:
        if owner == seat or part != NIGHT or oq != q or not effects.beats(state, owner, ocards, NIGHT, q):
            continue
        theirs = (effects.strength(state, owner, ocards, NIGHT), len(ocards), state.influence[owner])
        chance *= 0.85 if mine > theirs else (0.2 if mine == theirs else 0.1)
    return chance


def worth(state: NocturneState, seat: int,
          orders: list[tuple[int, int, int, list[int]]] | None = None) -> float:
    """Points now plus what the seat's tokens, cards, fear and orders are still worth."""
    c = state.content
    f = _later(state)
    total = float(state.points(seat))
    total += state.blood[seat] * _blood_value(f)
    total += (state.influence[seat] % 2) * 0.4 + state.influence[seat] * 0.1 * f
    total += hand_value(c, [x for x in state.hands[seat] if x >= 0], f)
    total += sum(card_value(c, x, f) for x in state.used[seat]) * 0.5
    total += sum(ritual_value(c, r, f) - c.rit_crosses[r] for r in state.rituals[seat]
                 if c.rit_lasts[r] == "passive")
    total -= state.fear[seat] * 0.2 * f
    total += plan_value(state, seat, f, orders)
    return total


def values(state: NocturneState) -> list[float]:
    """Every seat's win chance at once: each seat's worth against its best rival's (the orders in
    play are read once for all seats)."""
    if state.is_over:
        winners = state.winners()
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.players)]
    orders = _orders(state) if state.phase in ("planning", "orders") else []
    worths = [worth(state, p, orders) for p in range(state.players)]
    out = []
    for seat, mine in enumerate(worths):
        rival = max(v for p, v in enumerate(worths) if p != seat)
        out.append(1.0 / (1.0 + math.exp(-(mine - rival) / SCALE)))
    return out


def evaluate(state: NocturneState, seat: int) -> float:
    return values(state)[seat]


def _prize(state: NocturneState, order: PlanOrder) -> int:
    """The blood and influence of the quarter a city order is planned beside."""
    assert order.quarter is not None
    return state.cell_blood[order.quarter] + state.cell_inf[order.quarter]


def rollout_policy(state: NocturneState, rng: Rng) -> Action:
    """A cheap, sensible move: plans an order or two (a Night where the prize is biggest), adds the
    strongest cards until an order beats its die, places orders where planned, keeps strong cards."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    step = state.step
    c = state.content
    p = state.actor
    if step == "plan":
        cur = state.cur[p] - 1
        if cur >= 0 and not token_beats(state, p, cur):
            part = state.plan[p][2 * cur] - CITY
            adds = [a for a in legal if isinstance(a, AddCard)]
            if adds:
                return max(adds, key=lambda a: (c.strength[a.card][part], -sum(c.strength[a.card])))
            return next(a for a in legal if isinstance(a, DropOrder))
        opens = [a for a in legal if isinstance(a, PlanOrder)]
        used = sum(1 for w in state.plan[p][0::2] if w)
        if opens and rng.random() < (0.9 if used == 0 else 0.55):
            nights = [a for a in opens if a.where == "night"]
            if nights and rng.random() < 0.6:
                return max(nights, key=lambda a: _prize(state, a) + rng.random())
            return opens[rng.below(len(opens))]
        commit = [a for a in legal if isinstance(a, CommitPlan)]
        if commit:
            return commit[0]
        return legal[rng.below(len(legal))]
    if step == "place":
        cities = [a for a in legal if isinstance(a, PlaceCity)]
        planned = [a for a in cities if a.quarter == state.plan[p][2 * a.token + 1]]
        if planned:
            return planned[rng.below(len(planned))]
        slots = [a.slot for a in legal if isinstance(a, PlaceAltar) and a.slot is not None]
        if slots:  # buy the dearest ritual
            return PlaceAltar(max(slots, key=lambda slot: c.rit_cost[state.altar[slot]]))
        elders = [a for a in legal if isinstance(a, PlaceCatacombs) and a.pile == "elder"]
        if elders:
            return elders[0]
        return legal[rng.below(len(legal))]
    if step == "dusk":
        return legal[0]  # use the ability
    if step == "upkeep":
        keeps = [a for a in legal if isinstance(a, KeepCard)]
        if keeps and state.blood[p] > 2:
            return max(keeps, key=lambda a: sum(c.strength[a.card]) + c.crosses[a.card] * 3)
        passes = [a for a in legal if isinstance(a, Pass)]
        if passes:
            return passes[0]
        discards = [a for a in legal if isinstance(a, DiscardCard)]  # all there is to do (nothing was used)
        return min(discards, key=lambda a: sum(c.strength[a.card]) + c.crosses[a.card] * 3)
    return legal[rng.below(len(legal))]


def quiet(state: NocturneState) -> bool:
    """A decision that begins something: a plan started from nothing, an order to place, a Dusk
    choice; not the cards added to an order under way, nor upkeep."""
    if state.step == "plan":
        return state.cur[state.actor] <= 0 and not any(state.plan[state.actor][0::2])
    return state.step in ("place", "dusk")
