"""The AI hooks: the evaluation is a win chance in [0, 1], the rollout policy plays legal moves, the
quiet test marks the turn's own decisions; and the Normal seat bleeds its prey, blocks its
predator's bleed and does not spend its pool down to nothing."""

from __future__ import annotations

from game.ai.seat import make_seat
from game.core.rng import Rng
from game.games.methuselah import INFO
from game.games.methuselah.actions import Act, Block, Pick, Transfer
from game.games.methuselah.ai import quiet, rollout_policy
from game.games.methuselah.evaluation import evaluate, seat_scores

from .helpers import bare, new, play, put, start, vamp


def test_the_evaluation_is_a_share_in_zero_one_and_prefers_more_pool() -> None:
    state = new(3, seed=2)
    values = [evaluate(state, s) for s in range(3)]
    assert all(0.0 <= v <= 1.0 for v in values) and abs(sum(values) - 1.0) < 1e-9
    state.pool[1] += 5
    assert evaluate(state, 1) > values[1]
    state.vp[2] += 1
    assert evaluate(state, 2) > evaluate(state, 1)


def test_blood_on_an_uncontrolled_vampire_counts_up_to_its_capacity_and_more_as_it_fills() -> None:
    state = new(3, seed=2)
    card = next(i for i, v in enumerate(state.content.vampires) if v.capacity >= 6)
    state.unc[0][0] = card
    cap = state.content.vampires[card].capacity
    state.unc_blood[0] = [0] * len(state.unc[0])
    empty = seat_scores(state)[0]
    worth = []
    for blood in (1, cap // 2, cap, cap + 3):
        state.unc_blood[0][0] = blood
        worth.append(seat_scores(state)[0] - empty)
    one, half, full, over = worth
    assert 0 < one <= half < full                          # each counter adds to the seat's strength
    assert over == full                                    # counters past the capacity add nothing
    assert full / cap > half / (cap // 2)                  # a vampire near coming out is worth more a counter
    assert seat_scores(state)[1:] == seat_scores(new(3, seed=2))[1:]   # nobody else's strength moved


def test_the_rollout_policy_plays_legal_moves_to_the_end_and_quiet_marks_own_phases() -> None:
    state = new(4, seed=3)
    rng = Rng(5)
    quiet_seen = set()
    while not state.is_over:
        if quiet(state):
            quiet_seen.add(state.step)
        action = rollout_policy(state, rng)
        assert action in state.legal_actions()
        state.apply(action)
    assert {"influence", "minion"} <= quiet_seen and "block" not in quiet_seen


def test_normal_bleeds_its_prey() -> None:
    state = bare(3, seed=4)
    uid = put(state, 0, "lucan")
    start(state, 0, "minion")
    seat = make_seat("normal", seed=1)
    action = seat.choose(state.view(0))
    assert action == Pick(uid)
    play(state, action)
    assert seat.choose(state.view(0)) == Act("bleed")


def test_normal_blocks_its_predators_bleed() -> None:
    state = bare(3, seed=5)
    bleeder = put(state, 2, "lucan")          # seat 2 is seat 0's predator
    guard = put(state, 0, "cobb")
    start(state, 2, "minion")
    play(state, Pick(bleeder))
    play(state, Act("bleed"))
    assert state.step == "block" and state.actor == 0
    assert make_seat("normal", seed=2).choose(state.view(0)) == Block(guard)


def test_normal_does_not_spend_its_pool_down_to_nothing() -> None:
    state = bare(3, seed=6)
    state.pool[0] = 4
    state.bank += 26
    state.unc[0] = [vamp("esk")]                # capacity 11: far from coming out
    state.unc_blood[0] = [0]
    start(state, 0, "influence")
    seat = make_seat("normal", seed=3)
    spent = 0
    while state.step == "influence" and state.turn == 0:
        action = seat.choose(state.view(0))
        if isinstance(action, Transfer) and action.amount > 0:
            spent += 1
        state.apply(action)
    assert spent == 0


def test_a_normal_table_plays_a_whole_game() -> None:
    state = INFO.new_game(3, seed=8)
    seats = [make_seat("normal", seed=p) for p in range(3)]
    while not state.is_over:
        p = state.current_player
        action = seats[p].choose(state.view(p))
        assert action in state.legal_actions()
        state.apply(action)
    assert state.winners()


def _bled_with_a_guard_ready():  # type: ignore[no-untyped-def]
    """Seat 2's vampire bleeds seat 0, who has an unlocked vampire to block with: the table, the guard."""
    table = bare(3, seed=13)
    bleeder = put(table, 2, "lucan")
    guard = put(table, 0, "cobb")
    start(table, 2, "minion")
    play(table, Pick(bleeder))
    play(table, Act("bleed"))
    return table, guard


def test_the_searchs_answer_plays_legal_replies_and_blocks_a_bleed() -> None:
    from game.games.methuselah.ai import answer
    state = new(4, seed=12)
    rng = Rng(6)
    while not state.is_over:
        action = answer(state, rng)
        assert action in state.legal_actions()
        state.apply(action)
    table, guard = _bled_with_a_guard_ready()
    assert answer(table, rng) == Block(guard)


def test_hards_own_moves_below_the_root_branch_at_master_and_minion_only() -> None:
    """Below the root Hard's tree branches where it chooses what its minions do (and its master
    card); its influence and discard are played as a careful one-ply player would play them (the
    rivals' model), and a bleed aimed at it is still blocked by the cheap rule."""
    from game.games.methuselah.ai import BRANCH_STEPS, branch, own_answer, rival
    assert BRANCH_STEPS == {"master", "minion"}
    state = new(3, seed=4)
    seats = [make_seat("normal", s) for s in range(3)]
    seen = {"influence": 0, "discard": 0}
    while not state.is_over and min(seen.values()) < 3:
        assert branch(state) == (state.step in ("master", "minion"))
        if state.step in seen and len(state.legal_actions()) > 1:
            seen[state.step] += 1
            assert own_answer(state.clone(), Rng(8)) == rival(state.clone(), Rng(8))
        p = state.current_player
        state.apply(seats[p].choose(state.view(p)))
    assert min(seen.values()) >= 3
    table, guard = _bled_with_a_guard_ready()
    assert own_answer(table, Rng(1)) == Block(guard)
