"""Equilibrium's evaluation for AI seats: projected final points, relative to the best rival.

It reads only what a view shows (boards, cards, favours, intrigue, revealed
power, the seat's own hidden votes), so it is fair in any seat's view.  A
state in the middle of a turn (a token committed, target or resolution still
to choose) is judged at the completion the acting player likes best, so a
one-ply seat sees what a card will do, not only where the token went.
"""

from __future__ import annotations

import logging
import math
import operator
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from game.ai.fitted import FittedOr, load_fit, softmax
from game.ai.hooks import greedy_rollout_policy
from game.core.actions import Action
from game.core.rng import Rng

from .actions import Resolve, Target, TargetGuild, Vote
from .board import GUILDS, apply_ops, guild_total
from .effects import resolutions
from .features import (
    ALL_NAMES,
    FEATURES,
    HARD_FEATURES,
    NAMES,
    Context,
    compute_all,
    seat_row,
    totals,
)
from .flow import rounds_left
from .phases.round_end import action_intrigue
from .state import EquilibriumState

# how likely a guild at this total is to score at a round end (opponents will disturb it)
CLOSENESS = {6: 0.75, 5: 0.4, 7: 0.4, 4: 0.15, 8: 0.15}
MID_TURN = ("target", "guild", "resolve")
ANSWERS = ("react", "self_favour")     # the card carried out; a favour's answer still open
TURN_UNDER_WAY = MID_TURN + ANSWERS
log = logging.getLogger(__name__)


def estimated_power(state: EquilibriumState, viewer: int) -> list[float]:
    """Guild power as `viewer` can estimate it: revealed votes, its own hidden ones, a guess for the rest."""
    values = state.content.vote_values[state.players]
    power = [float(x) for x in state.power]
    for p in range(state.players):
        if p == viewer:
            pending = [state.votes[p]] if state.votes[p] >= 0 and not state.white_pending[p] else []
            for card in state.hidden_votes[p] + pending:
                if card >= 0:
                    power[card // 2] += values[card % 2]
        else:
            power = [x + 0.3 * len(state.hidden_votes[p]) for x in power]
    return power


def board_points(state: EquilibriumState, seat: int, board: list[int], power: list[float], left: int,
                 totals: list[int] | None = None) -> float:
    """The points `seat` is on course for with `board` (`totals`: its guild totals, if known)."""
    c = state.content
    if totals is None:
        totals = [guild_total(board, g) for g in range(GUILDS)]
    points = 0.0
    variety = 0
    for g in range(GUILDS):
        chance = CLOSENESS.get(totals[g], 0.03)
        future = left * chance * (0.8 if left > 1 else 1.0)
        points += (state.eq_cards[seat][g] + future) * power[g]
        variety += 1 if state.eq_cards[seat][g] or future >= 0.7 else 0
    points += 1.2 * variety                        # the variety bonus, spread as a gradient
    for level in state.favours[seat]:
        points += 1.5 if level == 2 else 0.6 if level == 1 else 0.0
    if left <= 1 and sum(totals) == c.perfect_board_total:
        points += c.scoring["perfect_board"]
    if state.white_used[seat] or state.white_pending[seat]:
        points += c.scoring["white_vote_penalty"]
    return points


def _relative(points: list[float], seat: int) -> float:
    gap = points[seat] - max(points[p] for p in range(len(points)) if p != seat)
    return 1.0 / (1.0 + math.exp(-gap / 8.0))


def _completions(state: EquilibriumState) -> list[tuple[int, int, str, list[int]]]:
    """(player, guild, ops, board after) for every way the current turn's card can still be carried out."""
    card = state.content.cards[state.t_effect]
    if state.t_target >= 0:
        targets = [state.t_target]
    else:
        targets = [o for o in range(state.players) if o != state.active]
    out = []
    for o in targets:
        board = state.boards[o]
        guilds = [state.t_guild] if state.t_guild >= 0 else [g for g in range(GUILDS) if g != state.t_favour]
        for t in guilds:
            for ops in resolutions(card, board, state.supply, t):
                after = board[:]
                if apply_ops(after, state.supply[:], ops):
                    out.append((o, t, ops, after))
    return out


def evaluate(state: EquilibriumState, seat: int) -> float:
    """A value in (0, 1): how well `seat` stands against its strongest rival."""
    if state.is_over:
        winners = state.winners()
        return (1.0 / len(winners)) if seat in winners else 0.0
    viewer = seat if state.viewer is None else state.viewer
    power = estimated_power(state, viewer)
    left = rounds_left(state)
    points = [board_points(state, p, state.boards[p], power, left) for p in range(state.players)]
    if state.phase != "action" or state.stage not in MID_TURN:
        return _relative(points, seat)
    actor = state.active
    best_for_actor = -1.0
    value_for_seat = _relative(points, seat)
    for o, _, _, after in _completions(state):
        trial = points[:]
        trial[o] = board_points(state, o, after, power, left)
        if o == actor and state.t_token == "defensive" and not state.family:
            trial[o] += 0.9   # the favour a defensive action earns
        mine = _relative(trial, actor)
        if mine > best_for_actor:
            best_for_actor = mine
            value_for_seat = mine if seat == actor else _relative(trial, seat)
    return value_for_seat


def best_completion(state: EquilibriumState) -> tuple[int, int, str] | None:
    """The (target, guild, ops) the acting player likes best for its committed card."""
    power = estimated_power(state, state.active)
    left = rounds_left(state)
    points = [board_points(state, p, state.boards[p], power, left) for p in range(state.players)]
    best, pick = -1.0, None
    for o, t, ops, after in _completions(state):
        trial = points[:]
        trial[o] = board_points(state, o, after, power, left)
        value = _relative(trial, state.active)
        if value > best:
            best, pick = value, (o, t, ops)
    return pick


def _step_towards(state: EquilibriumState, pick: tuple[int, int, str] | None) -> Action | None:
    """The step within a turn (target, guild or resolution) that leads to the completion `pick`."""
    if pick is None:
        return None
    o, t, ops = pick
    return {"target": Target(o), "guild": TargetGuild(t), "resolve": Resolve(ops)}[state.stage]


def rollout_policy(state: EquilibriumState, rng: Rng) -> Action:
    """A quick, sensible player for search rollouts: random card, greedy use of it, votes by holdings."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if state.phase == "action" and state.stage in MID_TURN:
        wanted = _step_towards(state, best_completion(state))
        if wanted is not None and wanted in legal:
            return wanted
    if state.phase == "era":
        p = state.current_player
        assert p is not None
        def weight(a: Action) -> float:
            assert isinstance(a, Vote)
            return -1.0 if a.white else state.eq_cards[p][a.card // 2] + 0.5 * (a.card % 2)
        return max(legal, key=weight)
    if state.phase == "action" and state.stage in ("react", "self_favour") and rng.random() < 0.5:
        return legal[0]   # pass
    return legal[rng.below(len(legal))] if hasattr(rng, "below") else rng.choice(legal)


# -- the fitted evaluation -------------------------------------------------------------------
def turn_intrigue(state: EquilibriumState) -> int:
    """The intrigue the active seat's turn will add when it ends (round_end.end_turn): its
    action space's, and the Clerics' favour's step if the turn uses it."""
    if not state.t_effect:
        return 0
    gain = action_intrigue(state)
    clerics = state.favour_with("occupied_defence")
    if state.t_favour == clerics:
        favour = state.content.favours[clerics]
        gain += favour.intrigue_major if state.t_favour_level == 2 else favour.intrigue_minor
    return gain


@contextmanager
def _intrigue_paid(state: EquilibriumState) -> Iterator[None]:
    """The state with the active seat's turn intrigue already on its track (and its token on top
    of the stack it reaches, if it moved), put back afterwards."""
    actor = state.active
    intrigue, arrival = state.intrigue[actor], state.arrival[actor]
    paid = max(0, min(state.content.intrigue_max, intrigue + turn_intrigue(state)))
    state.intrigue[actor] = paid
    if paid != intrigue or state.rules_edition == 1:
        state.arrival[actor] = state.arrivals
    try:
        yield
    finally:
        state.intrigue[actor], state.arrival[actor] = intrigue, arrival


class FittedEvaluation:
    """Win chances from fitted weights over features `names` (a softmax over seats).

    A turn under way is judged, like the hand-written evaluation, at the completion its
    actor likes best: the board the card leaves, the favour a defensive action earns and
    the intrigue the space costs all go into the features before they are weighed.
    """

    def __init__(self, weights: list[float], names: tuple[str, ...] | None = None) -> None:
        names = NAMES if names is None else names
        if len(weights) != len(names):
            raise ValueError(f"{len(weights)} weights for {len(names)} features")
        unknown = sorted(set(names) - set(ALL_NAMES))
        if unknown:
            raise ValueError(f"no such Equilibrium features: {unknown}")
        self.names = names
        self.weights = [float(w) for w in weights]
        given = dict(zip(names, self.weights))
        self._row_weights = [given.get(n, 0.0) for n in ALL_NAMES]   # over seat_row's every value

    def _score(self, row: list[float]) -> float:
        return sum(map(operator.mul, self._row_weights, row))

    def _weigh(self, rows: list[list[float]]) -> list[float]:
        return softmax([self._score(row) for row in rows])

    def static(self, state: EquilibriumState) -> list[float]:
        """The chances as the position stands (no turn completed)."""
        return self._weigh(compute_all(state, ALL_NAMES))

    def values(self, state: EquilibriumState) -> list[float]:
        if state.is_over:
            winners = state.winners()
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.players)]
        if state.phase != "action" or state.stage not in TURN_UNDER_WAY:
            return self.static(state)
        if state.stage in ANSWERS:
            return self.answered(state)
        return self.completion(state)[0]

    def answered(self, state: EquilibriumState) -> list[float]:
        """A card carried out, a favour's answer still open: the chances with the turn's intrigue
        paid, as it will be once the answers are given (judged as it stands, such a position lacked
        the actor's intrigue that the positions before and after it count); in the round's last turn,
        after the answer its seat likes best, so that the round end's cards count as cards."""
        if not any(any(t) for t in state.tokens):
            return self._best_answer(state)
        with _intrigue_paid(state):
            return self.static(state)

    def _best_answer(self, state: EquilibriumState) -> list[float]:
        """The chances after the answer the answering seat likes best, each played on a copy
        (then the round ends, and its cards count as cards)."""
        mover = state.current_player
        assert mover is not None
        best: list[float] | None = None
        for action in state.legal_actions():
            trial = state.clone()
            assert isinstance(trial, EquilibriumState)
            trial.apply(action)
            values = self.values(trial)
            if best is None or values[mover] > best[mover]:
                best = values
        assert best is not None
        return best

    def completion(self, state: EquilibriumState, play_out: bool = True
                   ) -> tuple[list[float], tuple[int, int, str] | None]:
        """A turn under way: the chances at the completion (target, guild, ops) its actor likes best;
        in the round's last turn each completion is played out on a copy, unless `play_out` is False."""
        if play_out and not any(any(t) for t in state.tokens):
            return self._last_turn(state)
        actor = state.active
        defensive = state.t_token == "defensive" and not state.family
        ctx = Context(state)
        boards = state.boards
        base_totals = [totals(b) for b in boards]
        best: list[float] | None = None
        pick = None
        with _intrigue_paid(state):
            ctx.order(state)                      # the order once the token's intrigue is paid
            base = [self._score(seat_row(state, p, ctx, base_totals[p], b)) for p, b in enumerate(boards)]
            for o, t, ops, after in _completions(state):
                favour = state.favours[actor][t]
                if defensive:
                    formed = guild_total(after, t) == 6 and base_totals[o][t] != 6
                    state.favours[actor][t] = max(favour, 2 if formed else 1)
                scores = base[:]                  # only the board the card acts on changes
                scores[o] = self._score(seat_row(state, o, ctx, totals(after), after))
                state.favours[actor][t] = favour
                trial = softmax(scores)
                if best is None or trial[actor] > best[actor]:
                    best, pick = trial, (o, t, ops)
        return (best, pick) if best is not None else (self.static(state), None)

    def _last_turn(self, state: EquilibriumState) -> tuple[list[float], tuple[int, int, str] | None]:
        """The round's last turn: each completion played on a copy, so the round end's cards
        (a certainty now) are weighed as cards, not as guilds at six."""
        actor = state.active
        best: list[float] | None = None
        pick = None
        for o, t, ops, _ in _completions(state):
            trial = state.clone()
            assert isinstance(trial, EquilibriumState)
            if trial.stage == "target":
                trial.apply(Target(o))
            if trial.stage == "guild":
                trial.apply(TargetGuild(t))
            trial.apply(Resolve(ops))
            values = self.values(trial)      # over, an answer still open, or the next round
            if best is None or values[actor] > best[actor]:
                best, pick = values, (o, t, ops)
        return (best, pick) if best is not None else (self.static(state), None)

    def __call__(self, state: EquilibriumState, seat: int) -> float:
        return self.values(state)[seat]


def pooled(first: FittedEvaluation, second: FittedEvaluation, share: float) -> FittedEvaluation:
    """One evaluation scoring each seat `share` of `first`'s score plus 1 - `share` of `second`'s
    (log-linear pooling: the softmax of the mixed scores)."""
    mixed = [share * a + (1.0 - share) * b for a, b in zip(first._row_weights, second._row_weights, strict=True)]
    return FittedEvaluation(mixed, ALL_NAMES)


def _hand_values(state: EquilibriumState) -> list[float]:
    return [evaluate(state, p) for p in range(state.players)]


class GameEvaluation(FittedOr):
    """An Equilibrium seat's evaluation: the fitted one when its file holds weights ([ai_fit],
    tools/fit_eval.py; by default the game's content.toml), else `base`'s, else the hand-written
    `evaluate` (the kit's :class:`~game.ai.fitted.FittedOr`, loaded once).  With `pool` and both
    fits at hand, the two are pooled: each seat's score is `pool` of this fit's plus the rest of
    the base's (one linear score, so a leaf costs what one fit costs), then the softmax."""

    def __init__(self, path: Path | None = None, fallback: GameEvaluation | None = None,
                 hard: bool = False, share: float | None = None) -> None:
        self.path = path
        self.hard = hard
        self.pool = share
        self.base = fallback
        super().__init__(self._load, _hand_values)

    @property
    def fitted(self) -> FittedEvaluation | None:
        return self.fit

    def _load(self) -> FittedEvaluation | None:
        features = HARD_FEATURES if self.hard else FEATURES
        fit = None
        if self.path is None or self.path.exists():
            fit = load_fit("equilibrium", features, self.path)
        elif self.base is None:
            log.warning("equilibrium: %s is missing; the hand-written evaluation is used", self.path.name)
        if fit is not None:
            own = FittedEvaluation(fit.weights, features.names)
            other = self.base.fitted if self.base is not None else None
            return pooled(own, other, float(self.pool)) if other is not None and self.pool is not None else own
        if self.base is not None:
            if self.path is not None:
                log.warning("equilibrium: %s gives no fit; Hard judges by the game's own fit", self.path.name)
            return self.base.fitted
        return None

    def __call__(self, state: EquilibriumState, seat: int) -> float:
        fitted = self.fitted
        return fitted(state, seat) if fitted is not None else evaluate(state, seat)


EVALUATION = GameEvaluation()
# Hard's and Expert's search judges by its own fit (hard_fit.toml: fitted on games of three Normals,
# where the content file's was fitted on two Normals and an Easy), pooled half and half with the
# content file's, which Normal and Easy judge by (docs/equilibrium-decisions.md, session 9: alone,
# Hard's fit gives up a six and its major favour for a minor favour early in a round).
HARD_SHARE = 0.5
HARD_EVALUATION = GameEvaluation(Path(__file__).with_name("hard_fit.toml"), fallback=EVALUATION, hard=True,
                                 share=HARD_SHARE)


# How Hard's search expects a rival to play below its root (``ISMCTS.rivals``, on kept worlds): as
# Normal judges, one ply on Normal's evaluation in the sampled world, but with a turn's completion
# judged as it stands, never played out on copies (the round's last turn so played out, for every
# card a rival might commit, was most of a search's time: a CPU p95 of 7 s at 600 iterations).
# docs/equilibrium-decisions.md, session 18.  Expert expects its rivals to judge as Hard's search
# does (one ply on Hard's evaluation): on Hard's own decisions in games between two Hards, that
# one-ply choice was Hard's more often than Normal's (session 19).
class OnePlyRival:
    """A rival's move below the root: one ply on `evaluation` in the sampled world, a turn's
    completion judged unplayed, and a step within a turn the one towards the completion judged best."""

    def __init__(self, evaluation: GameEvaluation) -> None:
        self.evaluation = evaluation
        self.one_ply = greedy_rollout_policy(evaluation, 0.0)

    def __call__(self, state: EquilibriumState, rng: Rng) -> Action:
        legal = state.legal_actions()
        fitted = self.evaluation.fitted
        if len(legal) == 1 or fitted is None or state.phase != "action" or state.stage not in ("commit", *MID_TURN):
            return self.one_ply(state, rng)
        if state.stage in MID_TURN:  # the step towards the completion judged best
            wanted = _step_towards(state, fitted.completion(state, play_out=False)[1])
            return wanted if wanted is not None and wanted in legal else self.one_ply(state, rng)
        mover = state.current_player
        assert mover is not None
        best, best_value = legal[0], -math.inf
        for action in legal:  # a commit: each judged at its best completion, unplayed
            after = state.clone()
            after.apply(action)
            if after.phase == "action" and after.stage in MID_TURN:
                value = fitted.completion(after, play_out=False)[0][mover]
            else:
                value = fitted.values(after)[mover]
            if value > best_value:
                best, best_value = action, value
        return best


_NORMAL_RIVAL = OnePlyRival(EVALUATION)
_HARD_RIVAL = OnePlyRival(HARD_EVALUATION)


def rival(state: EquilibriumState, rng: Rng) -> Action:
    """A rival's move below Hard's root: Normal's one-ply judgement, a turn judged unplayed."""
    return _NORMAL_RIVAL(state, rng)


def expert_rival(state: EquilibriumState, rng: Rng) -> Action:
    """A rival's move below Expert's root: the same one ply, on Hard's evaluation."""
    return _HARD_RIVAL(state, rng)
