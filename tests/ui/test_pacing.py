"""The pace of AI moves (game.ui.pacing): steps no human sees are shown at once, a public move is followed
by one beat and still animates, a forced move never asks the AI, and the helper process starts early."""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest

from game.core import Event
from game.games.equilibrium.actions import Resolve
from game.saves import load_game
from game.ui.pacing import MOVES_A_FRAME, unseen, watchers


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


class InstantThinker:
    """A thinker that answers at once (the seat chooses inside ``request``); it counts what it was asked."""

    def __init__(self) -> None:
        self.key = None
        self.asked_at: list[int] = []   # the length of play of each view asked about
        self._answer = None

    busy = False

    def request(self, key, seat, view):
        self.key = key
        self.asked_at.append(len(view.history))
        self._answer = seat.choose(view)

    def poll(self):
        answer, self._answer = self._answer, None
        return answer

    def cancel(self):
        self.key, self._answer = None, None

    def close(self):
        self.cancel()

    def warm(self, game_id):
        pass


def table_at(game_id, until, seed=3, players=3, limit=3000):
    """A window with `game_id`'s table (you at seat 0, Random AI seats), advanced by seeded random moves
    until `until(state)`; its thinker answers at once and the opening beat is over."""
    from game.ui.app import App
    from game.ui.session import GameSession, find_game
    from game.ui.table_base import TableScene

    seats = [{"name": "Mirela", "kind": "human"},
             *({"name": f"Seat {i}", "kind": "ai", "level": "random"} for i in range(1, players))]
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.preferences.animation_speed = 1.0
    app.use_ai_process = False
    session = GameSession.start(find_game(game_id), {"players": players, "seed": seed, "options": {}, "seats": seats})
    rng = random.Random(seed)
    for _ in range(limit):
        if until(session.state):
            break
        session.play(rng.choice(session.state.legal_actions()))
    assert until(session.state), "the seeded game never reached the position the test needs"
    table = app.stack.push(TableScene(session))
    table.thinker = InstantThinker()
    table.pacer.skip()
    return app, table, session


def ai_planning(state) -> bool:
    """A Nocturne AI seat plans behind its screen, its plan still empty."""
    seat = state.current_player
    return getattr(state, "step", None) == "plan" and seat not in (0, None) and not state.committed[seat] \
        and not any(state.plan[seat])


def test_an_ai_seats_planning_behind_its_screen_shows_nobody_anything():
    _app, _table, session = table_at("nocturne", ai_planning)
    state = session.state
    eyes = watchers(session)
    assert eyes == [0]
    before = [state.view(0)]
    plan_step = next(a for a in state.legal_actions() if type(a).__name__ == "PlanOrder")
    after = state.clone()
    events = after.apply(plan_step)
    assert unseen(before, after, events, eyes)
    # ... while its commit is seen: a public event
    public = [Event("commit", "Seat 1 has planned behind the screen", 1)]
    assert not unseen(before, state, public, eyes)


def test_hidden_ai_steps_are_played_at_once_with_no_beat():
    app, table, session = table_at("nocturne", ai_planning)
    seat = session.state.current_player
    played = len(session.state.history)
    app.step([], 1 / 60)   # one frame
    moved = len(session.state.history) - played
    assert 1 < moved <= MOVES_A_FRAME   # several planning steps in one frame, with no beat between them
    assert not any(type(a).__name__ == "CommitPlan" for a in session.state.history[played:-1])
    if not session.state.committed[seat]:   # still planning: no beat after any of its steps
        assert table.pacer.beat_until <= table.clock


def test_a_public_ai_move_animates_and_is_followed_by_one_beat():
    def ai_resolving(state) -> bool:
        return state.phase == "action" and state.current_player not in (0, None) and state.stage == "resolve" \
            and any(isinstance(a, Resolve) and a.ops for a in state.legal_actions())

    app, table, session = table_at("equilibrium", ai_resolving, seed=2)
    resolve = next(a for a in session.state.legal_actions() if isinstance(a, Resolve) and a.ops)

    class Chooses:
        def choose(self, view):
            return resolve

    session.ai_seats[session.state.current_player] = Chooses()
    played = len(session.state.history)
    app.step([], 1 / 60)
    assert len(session.state.history) == played + 1   # one public move this frame, not more
    assert table.view.moving()                        # its discs fly
    beat = table.app.preferences.ai_delay
    assert beat > 0 and table.pacer.beat_until == pytest.approx(table.clock + beat)
    app.step([], beat / 3)
    assert len(session.state.history) == played + 1   # the next AI move waits out the beat


def ai_forced(state) -> bool:
    return state.current_player not in (0, None) and not state.is_over and len(state.legal_actions()) == 1


def test_a_forced_ai_move_is_played_without_asking_the_ai():
    app, table, session = table_at("methuselah", ai_forced, seed=4)
    forced = session.state.legal_actions()[0]
    played = len(session.state.history)
    app.step([], 1 / 60)
    assert len(session.state.history) > played and session.state.history[played] == forced
    assert played not in table.thinker.asked_at   # the AI was never asked about it


def test_the_ai_helper_process_starts_when_the_table_opens():
    from game.ui.thinker import ProcessThinker

    thinker = ProcessThinker()
    try:
        thinker.warm("nocturne")
        assert thinker._started and thinker._process.is_alive()   # before any decision was asked
        assert not thinker.busy and thinker.poll() is None   # the warm-up is no decision
    finally:
        thinker.close()


@pytest.mark.parametrize("game_id", ["nocturne", "methuselah"])
def test_the_autosave_is_written_when_the_turn_passes_to_or_from_you_not_between_ai_seats(game_id, monkeypatch):
    """A turn passing from one AI seat to another writes no autosave (it cost a frame each); one passing
    to or from your seat does, and the file then holds every move so far."""
    app, table, session = table_at(game_id, lambda s: len(s.history) > 20 and s.current_player == 0)
    saved: list[tuple[int | None, int | None, int]] = []   # (seat before, seat after, moves) of each save
    real = app.autosave
    last = [session.state.current_player]

    def autosave(reason, finished=False):
        if reason == "turn over":
            saved.append((last[0], session.state.current_player, len(session.state.history)))
        return real(reason, finished)

    monkeypatch.setattr(app, "autosave", autosave)
    rng = random.Random(5)
    changes = 0
    for _ in range(3000):
        state = session.state
        if state.is_over or changes > 40:
            break
        before = state.current_player
        if before == 0 and table.my_turn():
            table.submit(rng.choice(state.legal_actions()))
        else:
            app.step([], 1 / 30)
        if session.state.current_player != before:
            changes += 1
        last[0] = session.state.current_player
    assert changes > 10, "too few changes of seat to tell"
    between_ai = [s for s in saved if 0 not in (s[0], s[1])]
    assert not between_ai, between_ai
    assert any(after == 0 for _before, after, _n in saved) and any(before == 0 for before, _after, _n in saved)
    assert load_game(session.autosave_slot).state.history == session.state.history[:saved[-1][2]]
