"""The review of a finished game (game.ai.review), from what the issue asks of it: chances that sum to 1,
numbers a seat's secret-keeping rivals cannot move, a suggested move that is legal where it is offered,
and an analysis that stops and resumes to the same result."""

from __future__ import annotations

import threading

import pytest

from game import games
from game.ai import make_seat
from game.ai.review import Review, analyse, chances, point_of
from game.core import Rng
from game.core.replay import Replay

GAMES = [("equilibrium", 3), ("elysium", 3), ("bloodlines", 3), ("nocturne", 3), ("methuselah", 3)]


def finished(game_id: str, players: int, seed: int = 2) -> Replay:
    """A whole game between Easy seats (quick, and not random: it has real swings)."""
    info = games.get(game_id)
    state = info.new_game(players, seed)
    seats = [make_seat("easy", seat) for seat in range(players)]
    while not state.is_over:
        seat = state.current_player
        state.apply(seats[seat].choose(state.view(seat)))
    return Replay.from_state(state)


@pytest.fixture(scope="module", params=GAMES, ids=[g for g, _ in GAMES])
def reviewed(request) -> tuple[Replay, Review]:
    game_id, players = request.param
    replay = finished(game_id, players)
    return replay, analyse(replay, [0, 1], worlds=3, hard_iterations=60)


def test_every_point_sums_to_one_and_the_review_ends_on_the_result(reviewed):
    replay, review = reviewed
    assert review.done and len(review.points) == replay.length
    for chance_row in [review.start, review.result] + [p.chances for p in review.points]:
        assert len(chance_row) == replay.final.players
        assert sum(chance_row) == pytest.approx(1.0)
        assert all(0.0 <= c <= 1.0 for c in chance_row)
    winners = replay.final.winners()
    assert all((review.result[s] > 0) == (s in winners) for s in range(replay.final.players))
    assert any(abs(p.swing) > 0.001 for p in review.points), "no move changed anyone's chances"


def test_turning_points_are_the_human_seats_biggest_losses_and_hards_move_is_legal_there(reviewed):
    replay, review = reviewed
    for turn in review.turning:
        assert turn.mover in (0, 1)
        point = review.points[turn.move - 1]
        assert point.mover == turn.mover and point.swing < 0
        # no move of that seat cost it more without being listed (up to the number listed)
        listed = sorted(t.move for t in review.turning if t.mover == turn.mover)
        worse = [p for p in review.points if p.mover == turn.mover and p.swing < point.swing]
        assert all(p.move in listed for p in worse)
        position = replay.state_at(turn.move - 1)
        legal = position.legal_actions()
        assert 0 <= turn.suggested_index < len(legal)
        assert position.is_legal(legal[turn.suggested_index])
        assert turn.same == (legal[turn.suggested_index] == replay.moves[turn.move - 1].action)
        assert 0.0 <= turn.suggested_chance <= 1.0


@pytest.mark.parametrize(("game_id", "players"), GAMES, ids=[g for g, _ in GAMES])
def test_a_rivals_secret_does_not_move_the_movers_numbers(game_id, players):
    """Two games that differ only in what the mover cannot see (a world drawn from the mover's view:
    the rivals' hands and the decks reshuffled) give the mover's move the same numbers."""
    replay = finished(game_id, players, seed=4)
    checked = 0
    for index in range(0, replay.length, max(1, replay.length // 12)):
        mover = replay.moves[index].mover
        if mover is None:
            continue
        truth = replay.state_at(index)
        action = replay.moves[index].action
        twin = truth.view(mover).determinize(mover, Rng(99 + index))
        if twin.to_data() == truth.to_data() or not twin.is_legal(action):
            continue
        earlier = [1.0 / players] * players
        assert point_of(truth, mover, index, action, earlier, 3) == point_of(twin, mover, index, action, earlier, 3)
        checked += 1
    assert checked >= 3, "too few positions with a secret to vary"


def test_a_stopped_review_resumes_to_the_same_review():
    replay = finished("equilibrium", 3)
    whole = analyse(replay, [0], worlds=2, hard_iterations=40)
    stop = threading.Event()
    seen: list[int] = []

    def progress(done: int, total: int) -> None:
        seen.append(done)
        if done == replay.length // 2:
            stop.set()
    part = analyse(replay, [0], worlds=2, hard_iterations=40, progress=progress, stop=stop)
    assert not part.done and len(part.points) == replay.length // 2
    again = analyse(replay, [0], worlds=2, hard_iterations=40, resume=Review.from_data(part.to_data()))
    assert again.done
    assert again.points == whole.points and again.turning == whole.turning and again.result == whole.result
    assert seen == sorted(seen)


def test_a_review_round_trips_as_plain_data_and_refuses_what_is_not_one(reviewed):
    _replay, review = reviewed
    back = Review.from_data(review.to_data())
    assert back.points == review.points and back.turning == review.turning and back.done
    for broken in ({}, {**review.to_data(), "players": "x"}, {**review.to_data(), "start": [0.5]},
                   {**review.to_data(), "points": [{"move": 1}]}):
        with pytest.raises(ValueError, match="not a review"):
            Review.from_data(broken)


def test_chances_of_an_ended_game_are_the_winners_shares():
    replay = finished("elysium", 3)
    final = replay.final
    shares = chances(final)
    assert sum(shares) == pytest.approx(1.0) and max(shares) > 0
    assert [s for s in range(final.players) if shares[s] > 0] == sorted(final.winners())
