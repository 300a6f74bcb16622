"""A greedy one-ply policy plays its move on the copy it judged it on (GreedyPolicy.play) instead of
playing it again: at every decision of seeded random games, in games whose search plays such a
policy, the state `play` gives must be the state that playing the policy's action gives (the plain
way, kept here: the action applied to the state), field for field with its rng and history, and
both policies must draw the rng alike."""

from __future__ import annotations

from game import games
from game.ai.hooks import GreedyPolicy, evaluation_for, greedy_rollout_policy
from game.core import GameState, Rng
from game.games.methuselah import ai as methuselah_ai


def _same(one: GameState, two: GameState) -> None:
    assert one.to_data() == two.to_data()
    assert one.history == two.history and one.movers == two.movers
    assert one.legal_actions() == two.legal_actions()


def _check_game(game_id: str, policy: GreedyPolicy, seeds: range) -> tuple[int, int]:
    info = games.get(game_id)
    decisions = copies = 0
    for seed in seeds:
        state = info.new_game(players=info.min_players + seed % 2, seed=seed)
        rng = Rng(seed)
        while not state.is_over and len(state.history) < 400:
            if len(state.legal_actions()) > 1:
                plain = state.clone()
                one, two = Rng(seed * 31 + len(state.history)), Rng(seed * 31 + len(state.history))
                plain.apply(policy(plain.clone(), one))
                before = state.to_data()
                played = policy.play(state.clone() if seed % 2 else state, two)
                _same(played, plain)
                assert one.next64() == two.next64()
                if played is not state and seed % 2 == 0:
                    assert state.to_data() == before       # the copy moved on, not `state`
                    copies += 1
                decisions += 1
                state = played if seed % 2 == 0 else state
                if state is played:
                    continue
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    return decisions, copies


def test_methuselah_rival_plays_on_its_copy_as_the_action_plays() -> None:
    decisions, copies = _check_game("methuselah", methuselah_ai.rival, range(4))
    assert decisions > 300 and copies > 100


def test_a_plain_greedy_policy_plays_on_its_copy_as_the_action_plays() -> None:
    for game_id in ("bloodlines", "elysium"):
        info = games.get(game_id)
        evaluation = evaluation_for(info.new_game(players=info.min_players, seed=1))
        assert evaluation is not None
        decisions, copies = _check_game(game_id, greedy_rollout_policy(evaluation, 0.1), range(2))
        assert decisions > 100 and copies > 30, game_id
