"""Results → Review and the Finished list's Review: the review scene of a finished game, made in a
helper process (progress, cancel, resume, cached), its graph opening the replay at a move, and Show
me opening the position after Hard's move instead of the one played."""

from __future__ import annotations

import pygame

from game import games
from game.ai import make_seat
from game.ai.review import Review
from game.saves.finished import keep_finished
from game.saves.reviews import read_review, review_path
from game.ui.replay.scene import ReplayScene
from game.ui.review.runner import DONE, RUNNING, STOPPED, ReviewRunner
from game.ui.review.scene import ReviewScene, open_review
from tests.ui.tablehelp import click

SEATS = [{"name": "Ysolde", "kind": "human"}, {"name": "Corvin", "kind": "ai", "level": "easy"},
         {"name": "Maren", "kind": "ai", "level": "easy"}]


def kept_game(folder, game_id: str = "equilibrium", seed: int = 2):
    info = games.get(game_id)
    state = info.new_game(3, seed)
    seats = [make_seat("easy", s) for s in range(3)]
    while (seat := state.current_player) is not None:
        state.apply(seats[seat].choose(state.view(seat)))
    setup = {"players": 3, "seed": seed, "options": {}, "seats": SEATS}
    return keep_finished(state, setup, folder=folder), state


def test_the_helper_process_makes_the_review_and_it_is_kept_beside_the_game(saves_home):
    path, state = kept_game(saves_home)
    runner = ReviewRunner(path, [0])
    assert runner.state != DONE and read_review(path) is None
    runner.start()
    assert runner.state == RUNNING
    runner.wait(300)
    assert runner.state == DONE, runner.error
    assert runner.review is not None and len(runner.review.points) == len(state.history)
    assert review_path(path).is_file() and Review.from_data(read_review(path)).points == runner.review.points
    again = ReviewRunner(path, [0])   # a second opening reads the cache: nothing to make
    assert again.state == DONE and again.review.points == runner.review.points


def test_a_cancelled_review_keeps_what_it_did_and_goes_on_from_there(saves_home):
    path, state = kept_game(saves_home)
    runner = ReviewRunner(path, [0], use_process=False)
    runner.start()
    while runner.state == RUNNING and runner.done_moves < 10:
        runner.poll()
    runner.cancel()
    runner.wait(300)
    assert runner.state == STOPPED and 0 < len(runner.review.points) < len(state.history)
    partial = len(runner.review.points)
    resumed = ReviewRunner(path, [0], use_process=False)   # the partial review was cached
    assert resumed.state != DONE and len(resumed.review.points) == partial
    resumed.start()
    resumed.wait(300)
    assert resumed.state == DONE and len(resumed.review.points) == len(state.history)


def test_a_damaged_cached_review_is_made_again(saves_home):
    path, _state = kept_game(saves_home)
    review_path(path).parent.mkdir(parents=True, exist_ok=True)
    review_path(path).write_text("points = [ {{{ not toml", encoding="utf-8")
    runner = ReviewRunner(path, [0], use_process=False)
    assert runner.review is None and runner.state != DONE
    review_path(path).write_text('version = 1\ngame = "equilibrium"\n', encoding="utf-8")  # TOML, not a review
    assert ReviewRunner(path, [0], use_process=False).review is None


def test_the_review_scene_draws_the_graph_and_its_buttons_open_the_replay(saves_home):
    from game.ui.app import App

    path, state = kept_game(saves_home)
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.use_ai_process = False
    try:
        assert open_review(app, path)
        scene = app.stack.top
        assert isinstance(scene, ReviewScene)
        for _ in range(3000):
            app.step([], 1 / 60)
            if scene.runner.state == DONE:
                break
            scene.runner.wait(0.05)
        app.step([], 1 / 60)
        assert scene.runner.state == DONE
        graph = scene.graph.rect
        assert app.screen.get_rect().contains(graph) and graph.height > 150
        # every seat's line is drawn in its colour inside the graph
        colours = {tuple(style.colour) for style in scene.styles}
        seen = {tuple(app.screen.get_at((x, y)))[:3] for x in range(graph.left, graph.right, 2)
                for y in range(graph.top, graph.bottom, 2)}
        assert colours <= seen
        # the turning points listed are the human seat's, with Hard's words under each
        turns = [row.value for row in scene.list.rows if row.value is not None]
        assert all(t.mover == 0 for t in turns)
        # a click on the graph opens the replay at that move
        x = graph.left + graph.width // 2
        click(app, (x, graph.centery))
        top = app.stack.top
        assert isinstance(top, ReplayScene)
        assert abs(top.replay.position - len(state.history) // 2) <= 2
        top.leave_replay()
        app.step([], 1 / 60)
        assert app.stack.top is scene
        differing = [t for t in turns if not t.same]
        if differing:
            scene.list.selected = turns.index(differing[0])
            app.step([], 1 / 60)
            scene.show_me()
            branch = app.stack.top
            assert isinstance(branch, ReplayScene) and branch.replay.length == differing[0].move
            assert branch.replay.moves[-1].action != state.history[differing[0].move - 1]
        assert app.errors == []
    finally:
        app.close()


def test_the_finished_list_offers_review_and_a_broken_file_is_refused_in_words(saves_home):
    from game.ui.app import App
    from game.ui.scenes_saves import LoadScene
    from game.ui.widgets_more import Dialog

    path, _state = kept_game(saves_home)
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.use_ai_process = False
    try:
        load = LoadScene()
        app.stack.push(load)
        app.step([], 1 / 60)
        load.show_tab("finished")
        app.step([], 1 / 60)
        assert load.review_button.visible and load.review_button.enabled
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v")], 1 / 60)
        assert isinstance(app.stack.top, ReviewScene)
        app.stack.top.close()
        path.write_text("not a game at all", encoding="utf-8")
        assert not open_review(app, path)
        assert isinstance(app.stack.top, Dialog)
        assert app.errors == []
    finally:
        app.close()
