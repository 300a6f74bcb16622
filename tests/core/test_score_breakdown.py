"""The score told by its parts (game/core/scores.py): over random games of every game at every table
size, at many positions (the preview shows them mid-game, in every seat's view) and at the end, the
categories add up to scores(), and the tie-break sentence is there exactly when the top scores tie and
a rule chose among the tied seats."""

from __future__ import annotations

import pytest

from game.core import GameInfo, GameState, Rng
from game.core.scores import check_rows, decided_by, top_seats
from game.games import all_games

MOVE_LIMIT = 3000
LOOK_EVERY = 23     # a look at the rows every 23 moves, in the true state and in every seat's view
CASES = [(info, players) for info in all_games() for players in range(info.min_players, info.max_players + 1)]


def _check_rows(state: GameState, where: str) -> None:
    rows, notes = state.score_breakdown(), state.score_notes()
    assert rows, f"{where}: no score rows"
    for category, values in [*rows, *notes]:
        assert isinstance(category, str) and category.strip(), f"{where}: a row without words"
        assert len(values) == state.players, f"{where}: {category} has {len(values)} values"
        assert all(type(v) is int for v in values), f"{where}: {category} {values}"
    assert check_rows(rows, state.scores()), f"{where}: {rows} do not add up to {state.scores()}"


def _check_tie_break(state: GameState, where: str) -> None:
    scores, winners = state.scores(), state.winners()
    tied = top_seats(scores)
    decided = len(tied) > 1 and set(winners) < set(tied)
    if getattr(state, "instant_winner", -1) >= 0:   # Equilibrium's six equilibriums win outright: no tie-break
        decided = False
    text = state.tie_break()
    assert bool(text) == decided, f"{where}: scores {scores}, winners {winners}, tie-break {text!r}"
    if text:
        assert text.endswith(".") and "\n" not in text, f"{where}: {text!r}"


def _play(info: GameInfo, players: int, seed: int) -> GameState:
    state = info.new_game(players=players, seed=seed)
    referee = Rng(seed * 7 + 1)
    for step in range(MOVE_LIMIT):
        if state.is_over:
            break
        if step % LOOK_EVERY == 0:
            where = f"{info.id} {players}p seed {seed} move {step}"
            _check_rows(state, where)
            assert state.tie_break() == "" or len(top_seats(state.scores())) > 1, where
            for seat in range(players):
                _check_rows(state.view(seat), f"{where}, seat {seat}'s view")
        state.apply(referee.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("info", "players"), CASES, ids=[f"{i.id}-{p}p" for i, p in CASES])
def test_rows_add_up_and_the_tie_break_is_told(info: GameInfo, players: int) -> None:
    for seed in (11, 12):
        state = _play(info, players, seed)
        where = f"{info.id} {players}p seed {seed} at the end"
        assert state.is_over, f"{where}: not over after {MOVE_LIMIT} moves"
        _check_rows(state, where)
        _check_tie_break(state, where)
        for seat in range(players):
            _check_rows(state.view(seat), f"{where}, seat {seat}'s view")


def test_decided_by_names_only_the_steps_that_narrowed_the_tie() -> None:
    cards = [3, 3, 1]
    rituals = [2, 1, 5]
    steps = [("most cards in hand", cards), ("most rituals", rituals)]
    assert decided_by([9, 9, 9], [0], steps) == "Tied on 9 points: decided by most cards in hand, then most rituals."
    assert decided_by([9, 9, 4], [0], steps) == "Tied on 9 points: decided by most rituals."
    assert decided_by([9, 9, 4], [0, 1], [("most cards in hand", cards)]) == ""   # a shared win: nothing decided
    assert decided_by([9, 8, 4], [0], steps) == ""                                 # no tie
    assert decided_by([9, 9, 4], [1], [("most cards in hand", cards)], "victory points", "the primogen's draw") \
        == "Tied on 9 victory points: decided by the primogen's draw."
