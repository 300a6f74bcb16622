"""The replay scene, offscreen, for every game: step, back, jump, play, whose eyes; read-only; and the
ways in (the load screen's Replay and Finished list, a session from the results screen)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random
import tomllib

import pygame
import pytest
import tomli_w

from game import games
from game.core.replay import ABOVE
from game.saves import save_game
from game.saves.finished import keep_finished
from game.ui.app import App
from game.ui.replay import open_replay
from game.ui.replay.scene import SPEEDS, ReplayScene, TurnsScene
from game.ui.scenes_play import CurtainScene
from game.ui.scenes_saves import LoadScene
from game.ui.session import GameSession
from game.ui.widgets_more import Dialog
from tests.core.secrets import knowledge
from tests.ui.tablehelp import key, mouse

NAMES = ["Valerian", "Corvin", "Mirela"]


@pytest.fixture
def app(saves_home):
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    yield app
    app.close()


def session_of(game_id: str, humans: int, seed: int = 7, moves: int | None = None) -> GameSession:
    """A game of three (the first `humans` seats human, the rest AI) after seeded random moves."""
    seats = [{"name": n, "kind": "human"} if i < humans else {"name": n, "kind": "ai", "level": "normal"}
             for i, n in enumerate(NAMES)]
    session = GameSession.start(games.get(game_id), {"players": 3, "seed": seed, "options": {}, "seats": seats})
    rng = random.Random(seed)
    while not session.state.is_over and (moves is None or len(session.state.history) < moves):
        session.play(rng.choice(session.state.legal_actions()))
    return session


def press(app, code: int, times: int = 1) -> None:
    for _ in range(times):
        app.step([key(code)], 1 / 60)


def frames(app, count: int, dt: float = 1 / 30) -> None:
    for _ in range(count):
        app.step([], dt)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_finished_game_replays_over_its_own_table(app, game_id: str) -> None:
    session = session_of(game_id, humans=1)
    final = session.state.to_data()
    assert open_replay(app, session)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.eye == ABOVE and scene.replay.over
    replay = scene.replay
    frames(app, 2)
    press(app, pygame.K_RIGHT, 12)
    assert replay.position == 12
    press(app, pygame.K_LEFT, 3)
    assert replay.position == 9
    assert scene.view_state is replay.state  # from above: the whole true state
    press(app, pygame.K_END)
    assert replay.position == replay.length and replay.state.to_data() == final
    press(app, pygame.K_HOME)
    assert replay.position == 0
    press(app, pygame.K_PAGEDOWN)
    first = next(m for m in replay.markers() if m.move > 0)
    assert replay.position == first.move
    press(app, pygame.K_t)
    assert isinstance(app.stack.top, TurnsScene)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert app.stack.top is scene and replay.position == replay.markers()[2].move
    here = replay.position
    press(app, pygame.K_SPACE)
    assert scene.playing and replay.position == here + 1  # the first move at once
    frames(app, 6, dt=1.01 / SPEEDS[scene.speed])  # then a move a frame at this speed
    assert replay.position == min(replay.length, here + 7)
    press(app, pygame.K_SPACE)
    assert not scene.playing
    frames(app, 4, dt=1.0)
    assert replay.position == min(replay.length, here + 7)  # paused: no further
    speed = scene.speed
    press(app, pygame.K_s)
    assert scene.speed == (speed + 1) % len(SPEEDS)
    press(app, pygame.K_v)  # a seat's eyes: its own view, its own log
    assert scene.eye == 0 and scene.viewer == 0
    assert knowledge(scene.view_state) == knowledge(replay.state.view(0))
    timeline = scene.timeline
    app.step([mouse(pygame.MOUSEBUTTONDOWN, (timeline.right - 1, timeline.centery)),
              mouse(pygame.MOUSEBUTTONUP, (timeline.right - 1, timeline.centery))], 1 / 60)
    assert replay.position >= replay.length - 2
    assert app.errors == []
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is None or not isinstance(app.stack.top, ReplayScene)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_nothing_at_the_replay_table_reaches_the_engine(app, game_id: str) -> None:
    session = session_of(game_id, humans=1)
    open_replay(app, session)
    scene = app.stack.top
    replay = scene.replay
    final = replay.final.to_data()
    press(app, pygame.K_RIGHT, 15)
    before = replay.state.to_data()
    rng = random.Random(3)
    centre = scene.centre
    for _ in range(40):  # clicks and drags all over the table, and the table's own keys
        pos = (rng.randint(centre.left, centre.right - 1), rng.randint(centre.top, centre.bottom - 1))
        app.step([mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos)], 1 / 60)
        app.step([mouse(pygame.MOUSEMOTION, (pos[0] + 30, pos[1] + 20)),
                  mouse(pygame.MOUSEBUTTONUP, (pos[0] + 30, pos[1] + 20))], 1 / 60)
    for code in (pygame.K_1, pygame.K_2, pygame.K_p, pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_z):
        press(app, code)
    while app.stack.top is not scene:  # a list opened by a key above: closed
        app.stack.pop()
    assert not scene.my_turn() and scene.legal_actions() == []
    assert replay.position == 15 and replay.state.to_data() == before
    assert replay.final.to_data() == final and app.errors == []


def test_a_game_still_going_is_seen_only_by_its_humans_behind_the_curtain(app) -> None:
    session = session_of("elysium", humans=2, moves=30)
    assert open_replay(app, session)
    scene = next(s for s in app.stack.scenes if isinstance(s, ReplayScene))
    assert scene.eyes == [0, 1] and ABOVE not in scene.eyes
    assert isinstance(app.stack.top, CurtainScene) and scene.viewer is None
    assert scene.view_state.viewer is None  # nothing private while the curtain is up
    app.step([mouse(pygame.MOUSEBUTTONUP, (10, 10))], 1 / 60)
    assert app.stack.top is scene and scene.viewer == 0
    assert knowledge(scene.view_state) == knowledge(scene.replay.state.view(0))
    press(app, pygame.K_v)
    assert isinstance(app.stack.top, CurtainScene) and scene.eye == 1 and scene.viewer is None
    app.step([mouse(pygame.MOUSEBUTTONUP, (10, 10))], 1 / 60)
    press(app, pygame.K_END)
    assert scene.viewer == 1 and knowledge(scene.view_state) == knowledge(session.state.view(1))
    for row in scene.log_list.rows:  # the log as seat 1 read it
        assert row.text


def test_one_human_watches_from_their_own_seat_without_a_curtain(app) -> None:
    session = session_of("nocturne", humans=1, moves=40)
    assert open_replay(app, session)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.eyes == [0] and scene.viewer == 0
    press(app, pygame.K_v)
    assert scene.eye == 0
    press(app, pygame.K_END)
    assert knowledge(scene.view_state) == knowledge(session.state.view(0))


def test_the_load_screen_replays_a_save_and_lists_the_finished_games(app, saves_home) -> None:
    finished = session_of("equilibrium", humans=1)
    keep_finished(finished.state, finished.setup)
    going = session_of("elysium", humans=1, moves=25)
    save_game("going", going.state, going.setup)
    scene = app.stack.push(LoadScene())
    frames(app, 1)
    assert [row.value.name for row in scene.list.rows] == ["going"]
    press(app, pygame.K_r)
    top = app.stack.top
    assert isinstance(top, ReplayScene) and top.replay.length == 25 and not top.replay.over
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    press(app, pygame.K_TAB)
    assert scene.tab == "finished" and len(scene.list.rows) == 1
    row = scene.list.rows[0]
    assert "Equilibrium" in row.text and "won by" in row.text and "Valerian" in row.text
    press(app, pygame.K_RETURN)
    top = app.stack.top
    assert isinstance(top, ReplayScene) and top.replay.over and top.eye == ABOVE
    assert top.replay.final.to_data() == finished.state.to_data()


def test_a_save_that_cannot_be_replayed_gets_a_clear_message(app, saves_home) -> None:
    going = session_of("elysium", humans=1, moves=25)
    path = save_game("shuffled", going.state, going.setup)
    document = tomllib.loads(path.read_text("utf-8"))
    document["actions"] = document["actions"][1:] + document["actions"][:1]
    path.write_text(tomli_w.dumps(document), encoding="utf-8")
    scene = app.stack.push(LoadScene())
    frames(app, 1)
    press(app, pygame.K_r)
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and dialog.title == "This game cannot be replayed"
    assert "shuffled.toml" in dialog.message and "illegal at that point" in dialog.message
    assert not any(isinstance(s, ReplayScene) for s in app.stack.scenes) and scene in app.stack.scenes


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_replays_own_texts_fit_at_every_size(app, game_id: str) -> None:
    from game.ui import paint
    from game.ui.kit import sprites
    from tests.ui.test_layout_fit import SIZES, faults

    session = session_of(game_id, humans=1)
    open_replay(app, session)
    scene = app.stack.top
    problems, checked = [], 0
    for size in SIZES:
        app.resized(size)
        for eye in scene.eyes[:2]:
            scene.look_through(eye)
            scene.go(scene.replay.length // 2)
            app.step([], 1 / 60)
            sprites.clear()
            with paint.checking() as fits:
                scene.draw(app.screen)
            mine = [fit for fit in fits if "replay/scene.py" in fit.where]
            checked += len(mine)
            problems += [f"{size} {eye}: {p}" for p in faults(mine, size[1])]
    assert checked >= 4 * 2 * 3, "the banner, the bar and the lists' headings were drawn"
    assert not problems, "\n".join(problems)


def test_a_game_played_to_its_end_is_kept_and_watched_again_from_the_results(app, saves_home) -> None:
    from game.saves.finished import finished_games
    from game.ui.scenes_play import ResultsScene
    from game.ui.table_base import TableScene

    session = session_of("methuselah", humans=1)  # over: the table shows the results at its first frame
    table = app.stack.push(TableScene(session))
    frames(app, 3)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    kept = finished_games()
    assert len(kept) == 1 and kept[0].game == "methuselah" and kept[0].seats == tuple(NAMES)
    press(app, pygame.K_w)  # Watch again
    replay_scene = app.stack.top
    assert isinstance(replay_scene, ReplayScene) and replay_scene.replay.over
    assert replay_scene.replay.final.to_data() == session.state.to_data()
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is results and table in app.stack.scenes


def test_f2_opens_the_rules_from_a_replay_as_at_play(app) -> None:
    from game.ui.scenes_menu import RulesScene

    open_replay(app, session_of("equilibrium", humans=1))
    scene = app.stack.top
    press(app, pygame.K_RIGHT, 5)
    press(app, pygame.K_F2)
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.game_id == "equilibrium"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and scene.replay.position == 5
