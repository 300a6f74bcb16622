"""How Hard's search expects a rival to play below its root (``ai.rival``): as Normal judges, one
ply on Normal's evaluation, except that a turn's completion is judged as it stands and never played
out on copies (in the round's last turn Normal plays each completion out); and how Expert's expects
one (``ai.expert_rival``): the same, on Hard's evaluation."""

from __future__ import annotations

import random

import pytest

from game.core import Rng
from game.games import get
from game.games.equilibrium import ai
from game.games.equilibrium.state import EquilibriumState

from .helpers import new_state


def _value(evaluation, state: EquilibriumState, action, seat: int) -> float:  # type: ignore[no-untyped-def]
    after = state.clone()
    after.apply(action)
    return evaluation(after, seat)


def _last_turn_ahead(state: EquilibriumState) -> bool:
    """Whether some move here reaches the round's last turn (every token played)."""
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        if not any(any(t) for t in after.tokens):
            return True
    return False


MODELS = [("rival", "EVALUATION"), ("expert_rival", "HARD_EVALUATION")]


@pytest.mark.parametrize("seed", [3, 11])
@pytest.mark.parametrize(("model", "judge"), MODELS)
def test_outside_the_last_turn_a_rival_plays_its_judges_choice(seed: int, model: str, judge: str) -> None:
    """Where no move reaches the round's last turn, the rival's move is one its evaluation's one-ply
    judgement likes best (a commit judged at its best completion, a step towards it): Normal's for
    Hard's rivals, Hard's for Expert's."""
    evaluation, play = getattr(ai, judge), getattr(ai, model)
    assert evaluation.fitted is not None
    state = new_state(3, seed)
    rng = random.Random(seed)
    checked = 0
    while not state.is_over and checked < 40:
        legal = state.legal_actions()
        if (state.phase == "action" and state.stage in ("commit", *ai.MID_TURN) and len(legal) > 1
                and not _last_turn_ahead(state)):
            mover = state.current_player
            pick = play(state, Rng(seed))
            assert pick in legal
            values = [_value(evaluation, state, a, mover) for a in legal]
            assert _value(evaluation, state, pick, mover) == pytest.approx(max(values), abs=1e-9)
            checked += 1
        state.apply(rng.choice(legal))
    assert checked >= 10


def test_in_the_last_turn_a_rival_plays_no_completion_out(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """In the round's last turn Normal's evaluation plays every completion out on a copy; the
    rival's judges each as the board stands: a commit copies the state once per card it weighs, a
    step within the turn not at all."""
    clones = 0
    original = EquilibriumState.clone

    def counting(self):  # type: ignore[no-untyped-def]
        nonlocal clones
        clones += 1
        return original(self)

    seen = set()
    for seed in range(20):
        state = new_state(3, seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            last = not any(any(t) for t in state.tokens)
            commit_last = state.stage == "commit" and _last_turn_ahead(state)
            if state.phase == "action" and len(legal) > 1 and (
                    (state.stage in ai.MID_TURN and last) or commit_last):
                clones = 0
                monkeypatch.setattr(EquilibriumState, "clone", counting)
                ai.rival(state, Rng(seed))
                monkeypatch.undo()
                assert clones == (len(legal) if state.stage == "commit" else 0)
                seen.add(state.stage)
            state.apply(rng.choice(legal))
    assert "commit" in seen and len(seen) >= 2


def test_games_of_rivals_alone_end_legally() -> None:
    """Three seats played by the rival model alone play whole games to a result."""
    for seed in (1, 2):
        state = new_state(3, seed)
        rng = Rng(seed)
        moves = 0
        while not state.is_over:
            action = ai.rival(state, rng)
            assert state.is_legal(action)
            state.apply(action)
            moves += 1
        assert moves > 50 and state.winners()


def test_hards_search_plays_its_rivals_by_the_model() -> None:
    """The game's search settings hand the rivals' moves to ``ai.rival``, a legal move."""
    info = get("equilibrium")
    assert info.search["worlds"] > 0
    assert info.search["rivals"] is ai.rival
    state = new_state(3, 1)
    assert info.search["rivals"](state, Rng(1)) in state.legal_actions()


def test_the_two_models_differ_somewhere() -> None:
    """Hard's and Normal's one-ply judgements are not the same choices (else the Expert's model
    would be Hard's under another name)."""
    differ = 0
    for seed in range(4):
        state = new_state(3, seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.phase == "action" and state.stage == "commit" and len(state.legal_actions()) > 1:
                differ += ai.rival(state, Rng(seed)) != ai.expert_rival(state, Rng(seed))
            state.apply(rng.choice(state.legal_actions()))
    assert differ >= 3


def test_experts_search_plays_its_rivals_by_hards_judgement() -> None:
    """Expert's settings hand the rivals' moves to ``ai.expert_rival``; Hard's stay ``ai.rival``."""
    from game.ai import ISMCTS
    info = get("equilibrium")
    state = new_state(3, 1)
    expert, hard = ISMCTS(macro=True, expert=True).for_game(state), ISMCTS(macro=True).for_game(state)
    assert expert.rivals is ai.expert_rival and hard.rivals is ai.rival
    assert expert.worlds == hard.worlds == info.search["worlds"]
    assert expert.evaluation is hard.evaluation is ai.HARD_EVALUATION
