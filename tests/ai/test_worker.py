"""The AI worker thinks off the caller's thread, can be cancelled, and survives a failing seat."""

from __future__ import annotations

import threading

from game.ai import AIWorker, Budget, ISMCTSSeat, make_seat
from game.core import Action, GameState, Rng
from tests.toy_game import TOY_INFO

LIVENESS = 30.0  # seconds a join may wait before the test calls the thread stuck


class GatedSeat:
    """A seat that waits for the test to open its gate, then plays the first legal action."""

    name = "Gated"
    level = "test"

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.started = threading.Event()

    def choose(self, view: GameState, rng: Rng | None = None, stop=None) -> Action:
        self.started.set()
        self.gate.wait(LIVENESS)
        return view.legal_actions()[0]


class BrokenSeat:
    name = "Broken"
    level = "test"

    def choose(self, view: GameState, rng: Rng | None = None, stop=None) -> Action:
        raise RuntimeError("the seat fell over")


def test_a_result_arrives_and_is_legal() -> None:
    state = TOY_INFO.new_game(players=3, seed=1)
    worker = AIWorker()
    worker.request(state.view(0), make_seat("normal", seed=1))
    assert worker.join(LIVENESS)
    action = worker.poll()
    assert action is not None and state.is_legal(action)
    assert worker.poll() is None  # collected once
    assert worker.error is None


def test_poll_does_not_wait_for_the_thinking_seat() -> None:
    state = TOY_INFO.new_game(players=3, seed=1)
    seat = GatedSeat()
    worker = AIWorker()
    worker.request(state.view(0), seat)
    assert seat.started.wait(LIVENESS)
    assert worker.poll() is None and worker.thinking  # the seat is blocked; poll is not
    seat.gate.set()
    assert worker.join(LIVENESS)
    assert worker.poll() == state.legal_actions()[0]


def test_cancel_stops_an_endless_search_and_drops_its_answer() -> None:
    state = TOY_INFO.new_game(players=3, seed=1)
    endless = ISMCTSSeat(1, Budget(seconds=None, iterations=None))  # only a stop can end it
    worker = AIWorker()
    worker.request(state.view(0), endless)
    worker.cancel()
    assert worker.join(LIVENESS), "the search ignored the stop event"
    assert worker.poll() is None
    assert not worker.thinking


def test_a_new_request_supersedes_the_old_one() -> None:
    state = TOY_INFO.new_game(players=3, seed=1)
    slow = GatedSeat()
    worker = AIWorker()
    worker.request(state.view(0), slow)
    assert slow.started.wait(LIVENESS)
    worker.request(state.view(0), make_seat("random", seed=3))
    slow.gate.set()  # the old answer now arrives, late: it must be ignored
    assert worker.join(LIVENESS)
    action = worker.poll()
    assert action is not None and state.is_legal(action)


def test_a_failing_seat_is_reported_and_replaced_by_a_legal_move() -> None:
    state = TOY_INFO.new_game(players=3, seed=1)
    worker = AIWorker()
    worker.request(state.view(0), BrokenSeat())
    assert worker.join(LIVENESS)
    action = worker.poll()
    assert isinstance(worker.error, RuntimeError)
    assert action is not None and state.is_legal(action)


def test_the_worker_hands_the_seat_a_view_even_when_given_the_full_state() -> None:
    state = TOY_INFO.new_game(players=3, seed=1)
    received: list[GameState] = []

    class Spy:
        name, level = "Spy", "test"

        def choose(self, view: GameState, rng=None, stop=None) -> Action:
            received.append(view)
            return view.legal_actions()[0]

    worker = AIWorker()
    worker.request(state, Spy())
    assert worker.join(LIVENESS)
    assert worker.poll() is not None
    assert received and received[0].rng is None and received[0].viewer == 0
