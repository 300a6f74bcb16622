"""The table scene: human moves only from legal actions, AI moves off-thread, hotseat curtain, autosave."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.saves.library import latest_autosave
from game.ui.app import App
from game.ui.scenes_play import CurtainScene, ResultsScene
from game.ui.session import GameSession, register_extra
from game.ui.table_base import TableScene
from game.ui.tables import view_class
from game.ui.tables.generic import GenericTableView


@pytest.fixture
def app(saves_home, toy_info):
    register_extra(toy_info)
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.preferences.animation_speed = 0.0
    yield app
    app.close()  # stops any AI helper process


def start(app, info, kinds):
    seats = [{"name": f"Seat {i}", "kind": kind, **({"level": "random"} if kind == "ai" else {})}
             for i, kind in enumerate(kinds)]
    session = GameSession.start(info, {"players": len(kinds), "seed": 9, "options": {}, "seats": seats})
    table = app.stack.push(TableScene(session))
    app.step([], 1 / 60)
    past_curtain(app)
    return table


def past_curtain(app):
    """Hotseat games open behind the curtain: say the first player is ready."""
    if isinstance(app.stack.top, CurtainScene):
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)], 1 / 60)
        app.step([], 1 / 60)


def click_row(app, table, index):
    pos = table.picker_row_centre(index)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)


def test_unknown_games_get_the_generic_view():
    assert view_class("toy") is GenericTableView


def test_picker_plays_the_clicked_legal_action_and_autosaves(app, toy_info, saves_home):
    table = start(app, toy_info, ["human", "human"])
    legal = table.session.state.legal_actions()
    assert [row.value for row in table.picker.rows] == legal
    click_row(app, table, 1)
    assert table.session.state.history == [legal[1]]
    assert table.session.autosave_slot is not None and latest_autosave() == table.session.autosave_slot


def test_submit_refuses_an_action_that_is_not_legal(app, toy_info):
    table = start(app, toy_info, ["human", "human"])
    from tests.toy_game import Play

    assert not table.submit(Play(99))
    assert table.session.state.history == []


def test_curtain_hides_the_table_between_two_humans(app, toy_info):
    table = start(app, toy_info, ["human", "human"])
    assert table.viewer == 0
    click_row(app, table, 0)
    app.step([], 1 / 60)
    assert isinstance(app.stack.top, CurtainScene)
    assert table.viewer is None and not table.my_turn()
    assert app.stack.visible() == [app.stack.top]  # the table is not drawn under the curtain
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)], 1 / 60)
    assert app.stack.top is table and table.viewer == 1 and table.my_turn()


def test_a_new_hotseat_game_opens_behind_the_curtain(app, toy_info):
    session = GameSession.start(toy_info, {"players": 2, "seed": 9, "options": {},
                                           "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]})
    table = app.stack.push(TableScene(session))
    app.step([], 1 / 60)
    assert isinstance(app.stack.top, CurtainScene) and app.stack.top.player == "A"
    assert table.viewer is None and not table.my_turn()
    past_curtain(app)
    assert app.stack.top is table and table.viewer == 0 and table.my_turn()


def test_one_human_against_ai_never_sees_a_curtain(app, toy_info):
    session = GameSession.start(toy_info, {"players": 2, "seed": 9, "options": {},
                                           "seats": [{"name": "A", "kind": "human"},
                                                     {"name": "B", "kind": "ai", "level": "random"}]})
    table = app.stack.push(TableScene(session))
    app.step([], 1 / 60)
    assert app.stack.top is table and table.viewer == 0 and table.my_turn()


def test_ai_seats_play_off_thread_until_results(app, toy_info):
    table = start(app, toy_info, ["ai", "ai"])
    deadline = time.monotonic() + 20
    while not isinstance(app.stack.top, ResultsScene) and time.monotonic() < deadline:
        app.step([], 1 / 60)
        time.sleep(0.001)
    assert isinstance(app.stack.top, ResultsScene)
    assert table.session.state.is_over and table.human_moves == 0
    assert table.moves_played == len(table.session.state.history)


def test_process_thinker_answers_with_a_legal_action(toy_state):
    from game.ai.seat import make_seat
    from game.ui.thinker import ProcessThinker

    thinker = ProcessThinker()
    try:
        seat = toy_state.current_player
        thinker.request((seat, 0), make_seat("normal", seed=2), toy_state.view(seat))
        assert thinker.busy
        deadline = time.monotonic() + 30
        action = None
        while action is None and time.monotonic() < deadline:
            action = thinker.poll()
            time.sleep(0.01)
        assert action in toy_state.legal_actions()
        assert thinker._fallback is None  # it really came from the helper process
        thinker.request((seat, 1), make_seat("normal", seed=2), toy_state.view(seat))
        thinker.cancel()
        assert thinker.poll() is None and not thinker.busy
    finally:
        thinker.close()


def test_number_keys_play_picker_rows_at_the_generic_table(app, toy_info):
    table = start(app, toy_info, ["human", "human"])
    legal = table.session.state.legal_actions()
    assert table.picker.rows[0].text.startswith("1")
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")], 1 / 60)
    assert table.session.state.history == [legal[1]]


def test_a_loaded_hotseat_game_starts_behind_the_curtain(app, toy_info, saves_home):
    session = GameSession.start(toy_info, {"players": 2, "seed": 9, "options": {},
                                           "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]})
    session.play(session.state.legal_actions()[0])
    path = session.save("hotseat")
    loaded = GameSession.load(path)
    table = app.stack.push(TableScene(loaded))
    app.step([], 1 / 60)
    assert isinstance(app.stack.top, CurtainScene) and table.viewer is None
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)], 1 / 60)
    assert table.viewer == 1 and table.my_turn()
