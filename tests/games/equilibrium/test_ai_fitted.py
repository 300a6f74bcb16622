"""Equilibrium's fitted evaluation: its features (from the rules), its weights in the content file,
and the way a turn under way is judged."""

from __future__ import annotations

import math
import random

import pytest

from game.ai import HeuristicSeat, make_seat
from game.ai.fitted import load_fit
from game.ai.hooks import evaluate_all
from game.games import get
from game.games.equilibrium import ai
from game.games.equilibrium.actions import Commit, Resolve, TargetGuild
from game.games.equilibrium.board import guild_total
from game.games.equilibrium.features import (
    ALL_NAMES,
    FEATURES,
    HARD_FEATURES,
    NAMES,
    compute,
    compute_all,
)

from .helpers import ARTISTS, CLERICS, MERCHANTS, WARRIORS, action_phase, new_state

BASIC = ["manipulation", "bribery", "blackmail", "seductive_words", "change_of_plans", "old_debts", "scapegoat"]
START = {WARRIORS: [2, 3], CLERICS: [1, 2], MERCHANTS: [1]}
N = {name: i for i, name in enumerate(NAMES)}


def _positions(seed: int = 3, every: int = 7):  # type: ignore[no-untyped-def]
    """States along a random legal playout, every `every` moves."""
    state = new_state(3, seed)
    rng = random.Random(seed)
    k = 0
    while not state.is_over:
        if k % every == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        k += 1
    yield state


def test_features_give_one_finite_value_per_name_for_every_seat_and_leave_the_state_alone() -> None:
    assert get("equilibrium").features is FEATURES
    for state in _positions():
        before = state.to_data()
        table = compute_all(state)
        assert len(table) == state.players
        for seat, row in enumerate(table):
            assert len(row) == len(NAMES)
            assert all(math.isfinite(x) for x in row)
            assert list(compute(state, seat)) == row
        assert state.to_data() == before


def test_a_guild_at_six_counts_its_power_for_every_round_end_to_come() -> None:
    # rulebook: each guild at exactly 6 at a round end earns an Equilibrium card worth its power;
    # 8 round ends are still ahead in round 1
    state = action_phase(3, [{WARRIORS: [3, 3], CLERICS: [1]}, START, START], intrigue=[0, 1, 2], cards=BASIC)
    state.power[WARRIORS] = 4
    rows = compute_all(state)
    assert rows[0][N["six_power_left"]] == 4 * 8
    assert rows[1][N["six_power_left"]] == 0      # Warriors 5 is one off six
    assert rows[1][N["near_power_left"]] == 4 * 8
    # a face-down vote (eras 3-4) adds to the power the full state knows: a high card is +3
    state.hidden_votes[0] = [WARRIORS * 2 + 1]
    assert compute_all(state)[0][N["six_power_left"]] == (4 + 3) * 8
    # no card is left in the pile: a six earns nothing more
    state.eq_pile[WARRIORS] = 0
    assert compute_all(state)[0][N["six_power_left"]] == 0


def test_a_six_is_safe_only_once_no_rival_offensive_token_is_left_this_round() -> None:
    state = action_phase(3, [{WARRIORS: [3, 3], CLERICS: [1]}, START, START], intrigue=[0, 1, 2], cards=BASIC)
    row = compute_all(state)[0]
    assert row[N["six_safe"]] == 0 and row[N["six_threat"]] == 2   # one guild at six, two rival offences
    state.tokens[1][0] = False
    assert compute_all(state)[0][N["six_threat"]] == 1
    state.tokens[2][0] = False
    row = compute_all(state)[0]
    assert row[N["six_threat"]] == 0 and row[N["six_safe"]] == state.power[WARRIORS]


def test_the_next_to_play_is_the_lowest_intrigue_with_a_token_left() -> None:
    state = action_phase(3, [START] * 3, intrigue=[4, 1, 2], cards=BASIC)
    assert [row[N["first"]] for row in compute_all(state)] == [0, 1, 0]
    state.tokens[1] = [False, False]        # seat 1 has played both tokens: seat 2 is next
    assert [row[N["first"]] for row in compute_all(state)] == [0, 0, 1]


def test_the_content_file_holds_a_fit_of_these_features() -> None:
    fit = load_fit("equilibrium", FEATURES)
    assert fit is not None, "content.toml has no [ai_fit] for the declared features: refit"
    assert fit.meta["held_out_log_loss"] < fit.meta["hand_log_loss"]
    assert ai.EVALUATION.fitted is not None
    assert ai.EVALUATION.fitted.weights == fit.weights


def test_fitted_chances_are_in_the_unit_interval_and_sum_to_one() -> None:
    evaluation = get("equilibrium").evaluation
    for state in _positions(seed=5, every=5):
        values = evaluate_all(state, evaluation)
        assert all(0.0 <= v <= 1.0 for v in values)
        if not state.is_over:
            assert math.fsum(values) == pytest.approx(1.0)
            assert evaluation(state, 1) == pytest.approx(values[1])


def _defensive_manipulation(last: bool = False) -> object:
    """Seat 0's turn: its Artists stand at 5 (no other guild one off six) and it has put its
    defensive token on Manipulation; `last`: the round's last token."""
    state = action_phase(3, [{WARRIORS: [3], CLERICS: [1, 2], ARTISTS: [2, 3], MERCHANTS: [1]}, START, START],
                         intrigue=[0, 1, 2], cards=BASIC)
    assert state.active == 0
    if last:
        state.tokens = [[False, True], [False, False], [False, False]]
    state.apply(Commit("defensive", "manipulation"))
    return state


def test_a_turn_under_way_is_judged_at_the_completion_its_actor_likes_best() -> None:
    state = _defensive_manipulation()
    evaluation = ai.EVALUATION.fitted
    assert evaluation is not None
    before = state.to_data()
    mid = evaluation.values(state)
    assert state.to_data() == before            # the trials are undone
    assert math.fsum(mid) == pytest.approx(1.0)
    assert mid[0] > evaluation.static(state)[0]  # the card will be carried out, and well


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("last", [False, True])
def test_normal_and_hard_complete_an_equilibrium_with_the_defensive_token(last: bool, level: str) -> None:
    # rulebook: a defensive action that forms an Equilibrium earns the major favour, and a guild
    # at six earns a card at the round end; Manipulation's +1 on the Artists at 5 does both
    # (Normal on the content file's fit; Hard's full search on its own fit pooled with Normal's)
    state = _defensive_manipulation(last)
    seat = HeuristicSeat(seed=2) if level == "normal" else \
        make_seat("hard", seed=3, iterations=get("equilibrium").ai_iterations, capped=False)
    action = seat.choose(state.view(0))
    assert action == TargetGuild(ARTISTS)
    state.apply(action)
    action = seat.choose(state.view(0))
    assert action == Resolve(f"+1@{ARTISTS}")
    state.apply(action)
    assert state.favours[0][ARTISTS] == 2
    if last:        # the round ended: the six earned its card
        assert state.eq_cards[0][ARTISTS] == 1
    else:
        assert guild_total(state.boards[0], ARTISTS) == 6


def test_the_rounds_last_turn_is_judged_after_its_round_end() -> None:
    state = _defensive_manipulation(last=True)
    evaluation = ai.EVALUATION.fitted
    assert evaluation is not None
    before = state.to_data()
    values = evaluation.values(state)
    assert state.to_data() == before
    done = state.clone()
    done.apply(TargetGuild(ARTISTS))
    done.apply(Resolve(f"+1@{ARTISTS}"))
    assert done.round_no == 2                  # the card is taken and the next round begun
    assert values == pytest.approx(evaluation.static(done))


def test_without_a_usable_fit_every_seat_falls_back_to_the_hand_written_evaluation(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(ai, "load_fit", lambda game_id, features, path=None: None)
    evaluation = ai.GameEvaluation()
    assert evaluation.fitted is None
    state = action_phase(3, [START] * 3, intrigue=[0, 1, 2], cards=BASIC)
    state.eq_cards[2][WARRIORS] = 2
    assert evaluation.values(state) == [ai.evaluate(state, p) for p in range(3)]
    assert evaluation(state, 2) == ai.evaluate(state, 2) > evaluation(state, 0)


def test_hard_searches_on_its_own_fit_beside_the_normal_seats_one() -> None:
    from game.ai.ismcts import ISMCTS
    from game.games.equilibrium.ai import HARD_EVALUATION
    info = get("equilibrium")
    state = new_state(3, 4)
    assert ISMCTS(macro=True).for_game(state).evaluation is HARD_EVALUATION
    path = HARD_EVALUATION.path
    assert path is not None and path.name == "hard_fit.toml"
    fit = load_fit("equilibrium", HARD_FEATURES, path)
    assert fit is not None, "hard_fit.toml has no [ai_fit] for Hard's features: refit with its command"
    assert fit.meta["held_out_log_loss"] < fit.meta["hand_log_loss"]
    assert "--content" in fit.meta["command"] and "hard_fit.toml" in fit.meta["command"]
    assert "HARD_FIT" in fit.meta["command"]        # recorded with Hard's features
    # Hard's score is half its own fit's and half Normal's, feature by feature
    own = ai.FittedEvaluation(fit.weights, HARD_FEATURES.names)
    normal = info.evaluation.fitted
    hard = HARD_EVALUATION.fitted
    assert hard is not None and normal is not None
    assert hard.names == ALL_NAMES
    for i, name in enumerate(ALL_NAMES):
        assert hard.weights[i] == pytest.approx(ai.HARD_SHARE * own._row_weights[i]
                                                + (1 - ai.HARD_SHARE) * normal._row_weights[i]), name
    assert 0 < ai.HARD_SHARE < 1
    assert own._row_weights[ALL_NAMES.index("minor_favours")] == 0       # Hard's fit counts every favour
    assert normal._row_weights[ALL_NAMES.index("favours")] == 0


def test_without_hards_file_hard_judges_by_the_games_own_fit(tmp_path, caplog) -> None:  # type: ignore[no-untyped-def]
    evaluation = ai.GameEvaluation(tmp_path / "hard_fit.toml", fallback=ai.EVALUATION)
    with caplog.at_level("WARNING"):
        assert evaluation.fitted is ai.EVALUATION.fitted
    assert "hard_fit.toml" in caplog.text
    broken = tmp_path / "broken.toml"
    broken.write_text("[ai_fit]\nfeatures = ['banked']\nweights = [1.0]\n", encoding="utf-8")
    evaluation = ai.GameEvaluation(broken, fallback=ai.EVALUATION)
    assert evaluation.fitted is ai.EVALUATION.fitted   # fitted on other features: not used


def test_hards_features_count_a_major_favour_as_a_favour_held_and_every_guild_with_a_card() -> None:
    # rulebook: forming an Equilibrium with a defensive action turns a guild's minor favour into
    # its major one (the minor's use and more); the variety bonus counts the guilds with a card
    state = action_phase(3, [START] * 3, intrigue=[0, 1, 2], cards=BASIC)
    state.favours[0][ARTISTS] = 1
    state.favours[0][CLERICS] = 2
    state.eq_cards[0][WARRIORS] = 2
    state.eq_cards[0][MERCHANTS] = 1
    hard = dict(zip(HARD_FEATURES.names, HARD_FEATURES.of(state, 0)))
    normal = dict(zip(NAMES, compute(state, 0)))
    assert hard["favours"] == 2 and normal["minor_favours"] == 1
    assert hard["variety_held"] == 2
    assert normal["variety"] == pytest.approx(2 * (1 - normal_progress(state)))
    assert {k: v for k, v in hard.items() if k not in ("favours", "variety_held")} == \
        {k: v for k, v in normal.items() if k not in ("minor_favours", "variety")}


def normal_progress(state) -> float:  # type: ignore[no-untyped-def]
    from game.games.equilibrium.features import progress
    from game.games.equilibrium.flow import rounds_left
    return progress(state, rounds_left(state))
