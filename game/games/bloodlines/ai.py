"""AI hooks for Bloodlines: an evaluation (a win chance from the projected victory points), a
cheap rollout policy, the quiet test and the answer policy of the Hard search.

The evaluation first finishes the decisions under way of whoever must make one (a recruit waiting
for its sire, an activation waiting for its order, a target), each greedily by that player's
projected points, so that one-ply judgement of "recruit this one" sees the recruit placed and
activated.  (Finishing them with their first choice instead is five times cheaper but lost 20 of
24 games to it.)  The finished position is kept for the state last judged, so the search's three
questions about one leaf (one per seat) cost one finish, not three; each greedy choice is kept
per position (the history's length and last moves, mover, options), so a path the search walks again costs no copies.

The projection counts what is still to come this round: a turn not yet taken promises a recruit
and a scheme (``TURN_VALUE``), so a position judged before a rival's turn and one judged after it
compare fairly.

The Hard search (``GameInfo.search`` names :func:`answer`) branches only where a turn begins:
which recruit, or a scheme before it (:func:`quiet`).  The rest of the turn is played by Normal's
judgement in the world at hand, every answer in between greedily.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.ai.fitted import FittedOr, load_fit, softmax
from game.core import Action, Rng

from . import score
from .tables import ABILITIES, ALL_VALUES, ATTRS, SCHEME_CLAN, C

if TYPE_CHECKING:
    from .state import BloodlinesState

HAND_VALUE = 0.25     # a clan scheme in hand: battleground schemes are always there, so little
FREE_VALUE = 0.1      # an awake, unexhausted vampire: a coterie leader for a later turn
FREE_ANCILLA = 0.2    # ... with abilities of its own (more schemes want its archetype)
TORPOR_VALUE = 0.5    # a vampire in torpor can still be rejuvenated or usurped
RECRUIT_VALUE = 3.8   # a recruit still to come this round (a turn's recruit, in projected points)
SCHEME_VALUE = 0.4    # a scheme still to come this round
TURN_VALUE = RECRUIT_VALUE + SCHEME_VALUE
MISSION_SURE = 3.0    # how sure a lead of one is at the game's end (a softmax's sharpness)
MISSION_TIE = 0.3     # the clan leader's attribute, counted twice in a tie: a fraction of one
FINISH_LIMIT = 12     # at most this many decisions are finished before judging
CHOICES_KEPT = 50_000  # greedy choices kept (per thread) before the store starts again
HISTORY_KEY = 32      # a kept choice is found by the history's length and its last this many moves


def to_come(st: BloodlinesState, p: int) -> float:
    """What seat `p`'s turn still to come this round promises (0 once it has taken it)."""
    order = st.order
    if st.round < 1 or not order or p not in order:
        return 0.0
    at = order.index(p)
    if at > st.turn_position:
        return TURN_VALUE
    if at == st.turn_position and st.turn == p:
        return (0.0 if st.recruited else RECRUIT_VALUE) + (0.0 if st.schemed else SCHEME_VALUE)
    return 0.0


def _turns_left(st: BloodlinesState) -> int:
    """Turns still to be taken in the game, this round's included."""
    return max(0, st.rounds - st.round) * st.players + (len(st.order) - st.turn_position if st.order else 0)


_HAS = {value: tuple(value in attributes for attributes in ATTRS) for value in ALL_VALUES}
"""Per attribute value, per character: whether the character shows it (a mission's count, read
in C by ``map``)."""
_MISSIONS = tuple((_HAS.get(mission.counts), mission.power) for mission in C.missions)
"""Per mission, what it counts (an attribute's table, or None: ``score.mission_count``) and its power."""
_BY_ATTRIBUTES = all(has is not None for has, _power in _MISSIONS)
"""Every mission counts an attribute: a position's mission points depend only on the missions,
the game's progress (``k``), each seat's vampires not in torpor and which clan leaders are awake."""
_MISSIONS_KEPT: dict[tuple[Any, ...], tuple[float, ...]] = {}
MISSIONS_KEPT = 1 << 15
"""At most this many positions' mission points are remembered (then the memory starts again)."""


def mission_points(st: BloodlinesState, lines: list[list[int]] | None = None) -> list[float]:
    """Each seat's expected share of the missions' power at the end: per mission, a softmax over
    the seats' counts (the clan leader's attribute a little more, as in a tie), sharper as the
    game's end nears; nobody gains a mission nobody counts yet.  A chronicle's missions give no
    power (0).  (`lines`: each seat's vampires not in torpor, when the caller has them.)"""
    n = st.players
    out = [0.0] * n
    if not st.missions or st.options.get("chronicle") or MISSION_SURE <= 0:
        return out
    k = MISSION_SURE / math.sqrt(1.0 + _turns_left(st) / n)
    in_torpor = st.in_torpor
    if lines is None:
        lines = _living(st)
    leads = []                        # (seat, its clan leader) for each leader not in torpor
    for p, lead in enumerate(st.leader):
        if lead >= 0 and not in_torpor[lead]:
            leads.append((p, lead))
    key = None
    if _BY_ATTRIBUTES:                # then the points are a function of these alone: remembered
        key = (k, tuple(st.missions), tuple(leads), tuple(map(tuple, lines)))
        kept = _MISSIONS_KEPT.get(key)
        if kept is not None:
            return list(kept)
    exp = math.exp
    for m in st.missions:             # (plain loops: cheaper than comprehensions or map here)
        has, power = _MISSIONS[m]
        counts = []
        if has is not None:           # an attribute: how many show it (a float, as a sum of 1.0s)
            for line in lines:
                count = 0
                for v in line:
                    if has[v]:
                        count += 1
                counts.append(float(count))
            for p, lead in leads:
                if has[lead] and counts[p] > 0:
                    counts[p] += MISSION_TIE
        else:
            for p in range(n):
                counts.append(float(score.mission_count(st, p, m)))
        top = max(counts)
        if top <= 0:
            continue
        weights = []
        for c in counts:
            weights.append(exp(k * (c - top)) if c > 0 else 0.0)
        total = sum(weights)
        for p, weight in enumerate(weights):
            out[p] += power * weight / total
    if key is not None:
        if len(_MISSIONS_KEPT) >= MISSIONS_KEPT:
            _MISSIONS_KEPT.clear()
        _MISSIONS_KEPT[key] = tuple(out)
    return out


def _living(st: BloodlinesState) -> list[list[int]]:
    """Each seat's vampires not in torpor (``score.living`` of every seat, in plain loops)."""
    in_torpor = st.in_torpor
    lines = []
    for p in range(st.players):
        alive = []
        for v in st.line[p]:
            if not in_torpor[v]:
                alive.append(v)
        lines.append(alive)
    return lines


Parts = tuple[list[int], list[float], list[float]]
"""A position's victory points, mission points and projected points, per seat."""


def parts(st: BloodlinesState) -> Parts:
    """:func:`score.victory_points`, :func:`mission_points` and :func:`projected` of one position,
    each seat's vampires not in torpor read once for all three."""
    lines = _living(st)
    vp = score.victory_points(st, lines)
    missions = mission_points(st, lines)
    return vp, missions, _projected(st, vp, missions)


def projected(st: BloodlinesState) -> list[float]:
    """Each seat's victory points as things stand, plus what its hand, its standing edict, its
    black markets, its declared enemies and its turn still to come this round promise."""
    return parts(st)[2]


def _projected(st: BloodlinesState, vp: list[int], missions: list[float]) -> list[float]:
    """:func:`projected` from the position's victory and mission points."""
    in_torpor, exhausted = st.in_torpor, st.exhausted
    # read only: no copy of the fields a trial state still shares
    elevations, grafts, enemy = st.field_value("elevations"), st.field_value("grafts"), st.field_value("enemy")
    left = max(0, st.rounds - st.round + 1)
    marked: dict[str, int] = {}
    if any(enemy):                    # (in C: most positions mark no vampire)
        for p in range(st.players):
            for v in st.line[p]:
                if enemy[v] and not in_torpor[v]:
                    for s in enemy[v]:
                        marked[SCHEME_CLAN[s]] = marked.get(SCHEME_CLAN[s], 0) + 1
    out = []
    for p in range(st.players):
        extra = HAND_VALUE * len(st.hand[p]) + to_come(st, p)
        for v in st.line[p]:
            if in_torpor[v]:
                extra += TORPOR_VALUE
            elif not exhausted[v]:
                extra += FREE_ANCILLA if (ABILITIES[v] or elevations[v] or grafts[v]) else FREE_VALUE
        if st.edict[p] >= 0:
            extra += min(4.0, 0.35 * left * st.players)
        clan = st.clan[p]
        for sc in st.markets:
            if SCHEME_CLAN[sc] == clan:
                extra += min(4.0, 0.6 * left)
        extra += 0.3 * marked.get(clan, 0)
        out.append(vp[p] + missions[p] + extra)
    return out


def _margin(vp: list[float], seat: int) -> float:
    best = -math.inf                  # the best rival's (max of a generator, as a plain loop)
    for p, v in enumerate(vp):
        if p != seat and v > best:
            best = v
    return vp[seat] - best


def margin(st: BloodlinesState, seat: int) -> float:
    """`seat`'s projected points less its best rival's."""
    return _margin(projected(st), seat)


def _scale(st: BloodlinesState) -> float:
    return 2.5 + 0.35 * _turns_left(st)


def _finishing(st: BloodlinesState) -> bool:
    return not st.is_over and st.current_player is not None and st.step not in ("turn", "clan")


_kept = threading.local()  # per thread: the state last judged, the greedy choices made


def _best(st: BloodlinesState, legal: list[Action], judge: Callable[[BloodlinesState, int], float]) -> tuple[Action, Any]:
    """The action whose result `judge(result, mover)` likes best, and that result (a copy;
    `st` itself is not changed; None if every result was judged -inf)."""
    seat = st.current_player
    assert seat is not None, "a decision is waiting"
    best, best_after, best_value = legal[0], None, -math.inf
    for action in legal:
        after = st.clone()
        after.apply(action)
        value = judge(after, seat)
        if value > best_value:
            best, best_after, best_value = action, after, value
    return best, best_after


def _kept_choice(st: BloodlinesState, judge: Callable[[BloodlinesState, int], float]) -> tuple[Action, Any]:
    """The choice `judge` makes at the decision `st` asks for, and its result when it was worked
    out now (None: a lone action, or the choice made before in the same position, kept)."""
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0], None
    kept = getattr(_kept, "choices", None)
    if kept is None or len(kept) > CHOICES_KEPT:
        kept = _kept.choices = {}
    key = (judge.__name__, len(st.history), hash(tuple(st.history[-HISTORY_KEY:])),
           st.current_player, tuple(legal))
    action = kept.get(key)
    if action is not None:
        return action, None
    action, after = _best(st, legal, judge)
    kept[key] = action
    return action, after


def _choice(st: BloodlinesState) -> tuple[Action, Any]:
    """The greedy choice by the mover's projected points one step on (see _kept_choice)."""
    return _kept_choice(st, margin)


def greedy_step(st: BloodlinesState) -> Action:
    """The mover's action whose immediate result its projected points like best."""
    return _choice(st)[0]


def finish(st: BloodlinesState) -> Any:
    """A copy of `st` with the decisions under way (whoever makes them) made greedily, each by
    its maker's projected points, until a turn's own decision or the end (none: `st`)."""
    if not _finishing(st):
        return st
    w = st
    for _ in range(FINISH_LIMIT):
        if not _finishing(w):
            break
        action, after = _choice(w)
        if after is None:
            if w is st:
                w = st.clone()
            w.apply(action)
        else:
            w = after
    return w


def _judged(st: BloodlinesState) -> tuple[Any, list[float] | None]:
    """The finished position of `st` and its projected points (None once over)."""
    w, judged = _judged_parts(st)
    return w, None if judged is None else judged[2]


def _judged_parts(st: BloodlinesState) -> tuple[Any, Parts | None]:
    """The finished position of `st` and its :func:`parts` (None once over), kept for the state
    last asked about (the same object, nothing applied or touched since)."""
    last = getattr(_kept, "last", None)
    if last is not None and last[0] is st and last[1] == len(st.history) and last[2] is st._legal_cache:
        return last[3], last[4]
    w = finish(st)
    judged = None if w.is_over else parts(w)
    if st._legal_cache is None:
        st.legal_actions()
    _kept.last = (st, len(st.history), st._legal_cache, w, judged)
    return w, judged


def evaluate(st: BloodlinesState, seat: int) -> float:
    """The chance that `seat` wins, judged by the projected points and how much game is left."""
    if st.is_over:
        winners = st.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    w, vp = _judged(st)
    if vp is None:
        winners = w.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    x = _margin(vp, seat) / _scale(w)
    return 1.0 / (1.0 + math.exp(-x))


def _finished_value(after: BloodlinesState, seat: int) -> float:
    """`seat`'s margin once what `after` set going is finished; the game's end: won or lost."""
    w = finish(after)
    if w.is_over:
        winners = w.winners()
        return math.inf if winners == [seat] else -math.inf if seat not in winners else 0.0
    return margin(w, seat)


def _planned(st: BloodlinesState) -> Action:
    """The turn's next action the mover likes best with what it sets going finished: Normal's
    judgement in one world (kept per position like the greedy choices)."""
    return _kept_choice(st, _finished_value)[0]


def answer(st: BloodlinesState, rng: Rng) -> Action:
    """How the Hard search plays a decision that is not quiet: the rest of a turn once its
    recruit is made (scheme, black market, end) by Normal's judgement in this world, anything
    else greedily by the mover's projected points one step on (the evaluation's own finish)."""
    if st.step == "turn":
        return _planned(st)
    return greedy_step(st)
def rollout_policy(st: BloodlinesState, rng: Rng) -> Action:
    """A quick player: recruits first (a free character of its clan if there is one), schemes
    now and then, otherwise any legal action."""
    legal = st.legal_actions()
    if st.step == "turn":
        recruits = [a for a in legal if a.kind == "recruit"]
        if recruits and rng.random() < 0.75:
            return rng.choice(recruits)
        schemes = [a for a in legal if a.kind == "scheme"]
        if schemes and rng.random() < 0.5:
            return rng.choice(schemes)
        ends = [a for a in legal if a.kind == "end_turn"]
        if ends and not recruits:
            return ends[0]
    return rng.choice(legal)


def quiet(st: BloodlinesState) -> bool:
    """A turn's decisions before its recruit (which recruit, or a scheme first) begin something;
    the rest of the turn and every answer in between finish it."""
    return st.step == "turn" and not st.recruited


def _load_fit() -> Any:
    from .features import FEATURES  # lazy: features imports this module (a cycle)
    return load_fit("bloodlines", FEATURES)


def _judge(fit: Any, st: BloodlinesState) -> list[float]:
    """Every seat's chance to win by the fit, on the position with the decisions under way
    finished (as :func:`evaluate` judges), summing to 1 (the game's end: its result)."""
    from .features import rows  # lazy: features imports this module (a cycle)

    if st.is_over:
        w, judged = st, None
    else:
        w, judged = _judged_parts(st)
    if w.is_over:
        winners = w.winners()
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(st.players)]
    weights = fit.weights
    values = []
    for row in rows(w, judged):
        value = 0                     # sum() of the products, in order, as a plain loop
        for x, y in zip(weights, row):
            value += x * y
        values.append(value)
    return softmax(values)


def _hand_values(st: BloodlinesState) -> list[float]:
    return [evaluate(st, p) for p in range(st.players)]


# The evaluation fitted to game outcomes (``[ai_fit]`` in content.toml, features.py), judged on the
# position with the decisions under way finished, as :func:`evaluate` is; :func:`evaluate` itself
# where the content has no usable fit.
FITTED = FittedOr(_load_fit, _hand_values, judge=_judge)
