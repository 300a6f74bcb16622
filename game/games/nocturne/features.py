"""Nocturne's per-seat features for a fitted evaluation (game.ai.fitted; tools/fit_eval.py).

Each is one part of the hand-written worth (game/games/nocturne/ai.py), some also by how much of the
game is left, so the fit can weigh them against one another and against the hour: points held now
count for more near the end, blood and cards for more early.

Hard's search asks for every seat's features of every trial state (the greedy rival model plays each
legal action and judges the result), so :func:`rows` computes them for all seats at once, with the
same numbers as ``ai.plan_value`` and the plain features (tests/games/nocturne/test_features_fast.py
holds those as the reference):

* a seat's features but the plan are kept by what they are read from (its tokens, cards, rituals);
* what each order would bring on the board (``ai.order_gain``, the Night prize, a rival's reading of
  a face-down order) is kept by the public board and tokens (:class:`_Board`): it changes only
  between phases, while the search tries thousands of plans on the same board;
* the orders in play are read once per state, each seat's cards in one pass over its hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.fitted import FeatureSet

from . import ai, effects
from .content import NIGHT, Content
from .phases.orders import TOKEN_SPAN
from .phases.planning import ALTAR, CATACOMBS, CITY

if TYPE_CHECKING:
    from .state import NocturneState


_OWN: dict[tuple, tuple] = {}   # a seat's features but the plan, by what they are read from
_OWN_MOST = 8_000               # (the seats' hands and tokens recur all through a search; ~1 KB each)


_CARDS: dict[float, tuple[Content, tuple[float, ...]]] = {}   # the hour -> ai.card_value of every card


def _card_values(c: Content, f: float) -> tuple[float, ...]:
    """``ai.card_value`` of every card at the hour `f` (a game has one hour a day)."""
    got = _CARDS.get(f)
    if got is None or got[0] is not c:
        if len(_CARDS) >= 64:
            _CARDS.clear()
        got = _CARDS[f] = (c, tuple(ai.card_value(c, x, f) for x in range(c.cards)))
    return got[1]


def _own(state: NocturneState, seat: int, f: float) -> tuple:
    """`seat`'s features that its tokens, cards and rituals alone decide (all but the plan), kept
    by those: the search asks about the same seat's holdings again and again."""
    c = state.content
    key = (id(c), f, state.vp[seat], state.influence[seat], state.blood[seat], state.fear[seat],
           tuple(state.hands[seat]), tuple(state.used[seat]), tuple(state.rituals[seat]))
    got = _OWN.get(key)
    if got is not None and got[0] is c:
        return got[1]
    own = _own_features(state, seat, f)
    if len(_OWN) >= _OWN_MOST:
        _OWN.clear()
    _OWN[key] = (c, own)
    return own


def _own_features(state: NocturneState, seat: int, f: float) -> tuple:
    """The features of ``_own``, worked out (its values and their sums as the plain reading's)."""
    c = state.content
    hand, used, rituals = state.hands[seat], state.used[seat], state.rituals[seat]
    crosses = c.crosses
    held = [x for x in hand if x >= 0]
    influence_left = state.influence[seat]
    points = float(state.vp[seat] + sum(map(crosses.__getitem__, held)) + sum(map(crosses.__getitem__, used))
                   + sum(c.rit_crosses[r] for r in rituals) + influence_left // c.rules["influence_per_vp"])
    hand_worth = ai.hand_value(c, held, f)
    worth = _card_values(c, f)
    used_worth = sum(map(worth.__getitem__, used)) * 0.5
    passive = sum(ai.ritual_value(c, r, f) - c.rit_crosses[r] for r in rituals
                  if c.rit_lasts[r] == "passive") if rituals else 0
    blood = float(state.blood[seat])
    influence = float(influence_left)
    fear = float(state.fear[seat])
    return (points, points * (1.0 - f), blood, blood * f, influence, influence % 2, hand_worth, used_worth,
            passive, fear, fear * f, len(held) * f)


class _Board:
    """What the orders would bring on one board, whatever the plans: each seat's strength bonus
    per part of the day, and, asked for once each, ``ai.order_gain`` for the Dawn and Dusk, the
    Night prize, the best ritual a victims' value buys, a rival's reading of a face-down order.
    Every one of them reads only the fields in its key (``_board``), all of them public."""

    __slots__ = ("bonus", "content", "gains", "odds", "rituals")

    def __init__(self, state: NocturneState) -> None:
        self.content = state.content
        self.bonus = [tuple(effects.mod(state, seat, name) for name in effects.PART_STRENGTH)
                      if state.rituals[seat] else (0, 0, 0) for seat in range(state.players)]
        self.gains: dict[tuple[int, int, int], float] = {}   # (seat, part, quarter) -> gain
        self.rituals: dict[int, float] = {}                   # victims' value -> best ritual's worth
        self.odds: dict[tuple[int, int], float] = {}          # (owner, quarter) -> part_odds' Night

    def gain(self, state: NocturneState, seat: int, part: int, q: int, f: float) -> float:
        """``ai.order_gain`` (the Night prize whole)."""
        key = (seat, part, q)
        got = self.gains.get(key)
        if got is None:
            got = self.gains[key] = ai.order_gain(state, seat, part, q, f)
        return got

    def ritual(self, state: NocturneState, value: int, f: float) -> float:
        """The worth of the best ritual on the altar that victims worth `value` buy (0 if none)."""
        got = self.rituals.get(value)
        if got is None:
            c = state.content
            got = self.rituals[value] = max((ai.ritual_value(c, r, f) for r in state.altar
                                             if c.rit_cost[r] <= value), default=0.0)
        return got

    def night_odds(self, state: NocturneState, owner: int, q: int) -> float:
        """How likely a rival reads `owner`'s face-down order beside `q` as a Night one."""
        key = (owner, q)
        got = self.odds.get(key)
        if got is None:
            got = self.odds[key] = ai.part_odds(state, owner, q)[NIGHT]
        return got


_BOARDS: dict[tuple, _Board] = {}
_BOARDS_MOST = 2_000            # a board lasts a phase of a world: a search meets a few dozen


def _board(state: NocturneState, f: float) -> _Board:
    """The board's :class:`_Board`, kept by everything its numbers read: the content and rules
    edition, the hour, the quarters' locations, victims, dice and prizes, the altar, and every
    seat's tokens, fear and rituals (a seat's view shows all of these)."""
    c = state.content
    key = (f, state.rules_edition, tuple(state.locs), tuple(state.victims), tuple(state.dice),
           tuple(state.cell_blood), tuple(state.cell_inf), tuple(state.blood), tuple(state.influence),
           tuple(state.fear), tuple(map(tuple, state.rituals)), tuple(map(tuple, state.today)),
           tuple(state.altar))
    got = _BOARDS.get(key)
    if got is not None and got.content is c:
        return got
    if len(_BOARDS) >= _BOARDS_MOST:
        _BOARDS.clear()
    got = _BOARDS[key] = _Board(state)
    return got


def _placed_quarters(state: NocturneState) -> dict[tuple[int, int], int]:
    """(owner, token) -> the quarter its face-down order lies beside (as ``ai._orders`` reads it)."""
    out: dict[tuple[int, int], int] = {}
    for q in range(state.quarters):
        for entry in state.rows[q]:
            owner, k = divmod(entry, TOKEN_SPAN)
            placed = state.placed[owner]
            if k < len(placed):
                out[(owner, placed[k])] = q
    return out


def _exposure(state: NocturneState, board: _Board, seat: int, q: int) -> float:
    """``ai.exposure``, the rival's reading of the board kept with it."""
    if state.phase != "orders":
        return 0.0
    after = sum(state.left[p] for p in range(state.players) if p != seat)
    if after <= 0:
        return 0.0
    return ai.EXPOSE * board.night_odds(state, seat, q) * min(1.0, after / 2.0)


_Night = tuple[float, int, tuple[int, int, int], float | None, bool, float, float, float]
"""A Night order's share of a plan: (prize, quarter, (strength, cards, influence), what showing it
leaves of its worth (None: not placed), whether it beats its die, and the three numbers of
``ai.plan_value``'s sums: the cards' use when it beats, the same when built on, its build-up
share)."""
_Plan = tuple[float | None, tuple[float | None, ...], tuple[_Night, ...], tuple[tuple[int, int, tuple[int, int, int], bool], ...]]
"""A seat's plan as ``ai.plan_value`` adds it up: its value (None: it has Night orders, whose
share waits for the rivals'), the terms in order (None where a Night share goes), the Night
shares, and the rows its Night orders show the rivals: (owner, quarter, strength key, beats)."""
_NO_PLAN: _Plan = (0.0, (), (), ())


def _seat_plan(state: NocturneState, seat: int, f: float, board: _Board,
               placed_q: dict[tuple[int, int], int] | None) -> _Plan:
    """`seat`'s plan value, but for its Night orders' chances against the rivals' (see _Plan)."""
    plan = state.plan[seat]
    if not any(plan):
        return _NO_PLAN
    c = state.content
    strength = c.strength
    dice = state.dice
    bonus = board.bonus[seat]
    influence = state.influence[seat]
    # the seat's city orders as ai._orders lists them: (part, quarter, cards), first token first
    cities: list[tuple[int, int, list[int]]] = []
    nights: list[tuple[int, int, tuple[int, int, int], bool]] = []
    if plan[0] >= CITY or plan[2] >= CITY or plan[4] >= CITY:
        under: list[list[int]] = [[], [], []]
        for card, a in zip(state.hands[seat], state.assign[seat], strict=True):
            if a:
                under[a - 1].append(card)
        for t in range(3):
            where = plan[2 * t]
            if where >= CITY:
                q = plan[2 * t + 1] if placed_q is None else placed_q.get((seat, t), plan[2 * t + 1])
                cards = under[t]
                cities.append((where - CITY, q, cards))
                if where - CITY == NIGHT:
                    s = 0
                    for card in cards:
                        s += strength[card][NIGHT]
                    s = s + bonus[NIGHT] if cards else 0
                    nights.append((seat, q, (s, len(cards), influence), len(cards) >= 1 and s > dice[q]))
    placed = set(state.placed[seat])
    orders = state.phase == "orders"
    terms: list[float | None] = []
    shares: list[_Night] = []
    for t in range(3):
        where = plan[2 * t]
        if not where or t in placed and where < CITY:
            continue
        if where == CATACOMBS:
            terms.append((0.6 if len(state.hands[seat]) < ai.HANDY else 0.1) * f)
            continue
        if where == ALTAR:
            terms.append(board.ritual(state, ai.victim_value(state, seat), f) * 0.8)
            continue
        part = where - CITY
        # the seat's first order of this part (where it lies, its cards), as ai.plan_value finds it
        q, cards = next((oq, ocards) for opart, oq, ocards in cities if opart == part)
        have = 0
        if cards:
            for card in cards:
                have += strength[card][part]
            have += bonus[part]
        if t in placed and orders:
            terms.append(ai.BLUFF * f * ai.bluff_coin(state, seat, t))
        beats = len(cards) >= 1 and have > dice[q]
        if not beats and t in placed:
            terms.append(-(ai.CARD_USE * len(cards) * f))
            continue
        if part == NIGHT:
            expose = 1.0 - _exposure(state, board, seat, q) if t in placed else None
            terms.append(None)
            shares.append((board.gain(state, seat, NIGHT, q, f), q, (have, len(cards), influence), expose, beats,
                           ai.CARD_USE * len(cards) * f, ai.CARD_USE * (len(cards) + 1) * f,
                           0.35 + 0.4 * min(1.0, have / (dice[q] + 1))))
            continue
        gain = board.gain(state, seat, part, q, f)
        if beats:
            terms.append(gain - ai.CARD_USE * len(cards) * f)
        else:
            need = dice[q] + 1
            terms.append(max(0.0, gain - ai.CARD_USE * (len(cards) + 1) * f) * (0.35 + 0.4 * min(1.0, have / need)))
    value: float | None = None
    if not shares:
        value = 0.0
        for term in terms:
            value += term  # type: ignore[operator]  # (no None without a Night share)
    return value, tuple(terms), tuple(shares), tuple(nights)


def _plan_value(seat: int, plan: _Plan, nights: list[tuple[int, int, tuple[int, int, int], bool]]) -> float:
    """`seat`'s ``ai.plan_value`` from its _Plan and every seat's Night rows (in ai._orders' order)."""
    value, terms, shares, _ = plan
    if value is not None:
        return value
    total = 0.0
    k = 0
    for term in terms:
        if term is None:
            prize, q, mine, expose, beats, used, built, share = shares[k]
            k += 1
            chance = 1.0
            for owner, oq, theirs, ok in nights:
                if owner == seat or oq != q or not ok:
                    continue
                chance *= 0.85 if mine > theirs else (0.2 if mine == theirs else 0.1)
            gain = prize * chance
            if expose is not None:
                gain *= expose
            term = gain - used if beats else max(0.0, gain - built) * share
        total += term
    return total


def plan_values(state: NocturneState, f: float) -> list[float]:
    """Every seat's ``ai.plan_value`` at once (the same numbers, added up in the same order)."""
    n = state.players
    if state.phase not in ("planning", "orders") or not any(map(any, state.plan)):
        return [0.0] * n
    board = _board(state, f)
    placed_q = _placed_quarters(state) if any(state.rows) else None
    plans = [_seat_plan(state, seat, f, board, placed_q) for seat in range(n)]
    nights = [row for plan in plans for row in plan[3]]
    return [_plan_value(seat, plan, nights) for seat, plan in enumerate(plans)]


_SEATS: dict[tuple, tuple[tuple, _Plan]] = {}   # while plans are made: a seat's features and plan
_SEATS_MOST = 16_000                             # by what they are read from (~1.5 KB each)


def _later(c: Content, day: int) -> float:
    """``ai._later``: how much of the game is left."""
    return max(0.0, (c.days - day + 1) / c.days)


def rows(state: NocturneState) -> list[list[float]]:
    """Every seat's features (the orders in play read once for all of them)."""
    f = _later(state.content, state.day)
    n = state.players
    if state.phase != "planning" or any(state.rows) or any(state.placed) or not any(map(any, state.plan)):
        plans = plan_values(state, f)
        out = []
        for seat in range(n):
            own = _own(state, seat, f)
            out.append([*own[:11], plans[seat], own[11]])
        return out
    # while plans are made (nothing placed yet), a seat's features and plan are kept by what they
    # read: the board (its _Board), the seat's tokens, cards and plan
    board = _board(state, f)
    got = []
    nights: list[tuple[int, int, tuple[int, int, int], bool]] = []
    for seat in range(n):
        key = (board, seat, state.vp[seat], tuple(state.hands[seat]), tuple(state.assign[seat]),
               tuple(state.used[seat]), tuple(state.plan[seat]))
        entry = _SEATS.get(key)
        if entry is None:
            if len(_SEATS) >= _SEATS_MOST:
                _SEATS.clear()
            entry = _SEATS[key] = (_own(state, seat, f), _seat_plan(state, seat, f, board, None))
        got.append(entry)
        if entry[1][3]:
            nights.extend(entry[1][3])
    out = []
    for seat, (own, plan) in enumerate(got):
        out.append([*own[:11], _plan_value(seat, plan, nights), own[11]])
    return out


def compute(state: NocturneState, seat: int) -> list[float]:
    """`seat`'s features."""
    return rows(state)[seat]


FEATURES = FeatureSet(("points", "points_late", "blood", "blood_early", "influence", "influence_odd",
                       "hand", "used_cards", "passive_rituals", "fear", "fear_early", "plan",
                       "cards_early"), compute, rows)
