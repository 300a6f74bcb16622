"""Guided first games: each runs offscreen to its closing page by following the coach's own pointers (real
presses, drags and clicks at the highlighted rects, through the table's input); a guided game resumed from
its save gives the same coach step; another legal move than the suggested one is played and explained;
Learn, New game's offer and the tutorial files."""

from __future__ import annotations

import random

import pytest

from tests.ui.coachhelp import (
    Watch,
    follow,
    guided_app,
    pass_pages,
    run_to_end,
    wait_for_player,
)
from tests.ui.tablehelp import click, settle

GAMES = ["equilibrium", "elysium", "bloodlines", "nocturne", "methuselah"]


def _step(table):
    step = table.coach.step
    return step.key, step.page.title, step.suggestion


@pytest.mark.parametrize("game", GAMES)
def test_a_guided_game_runs_to_its_closing_page_by_its_own_pointers(game):
    """Played by the suggestions, by real presses and drags at the marks: every note says "Done" and names
    the move, and every word that points at a mark is said while that mark is on screen (issue 43)."""
    from game.ui.coach import script
    from game.ui.coach.scenes import ClosingScene

    app, table = guided_app(game)
    watch = Watch(app, table)
    kinds = run_to_end(app, table, watch=watch)
    assert watch.notes and all(note.startswith("Done: ") for note in watch.notes), watch.notes
    assert watch.pointed > 0
    assert isinstance(app.stack.top, ClosingScene)
    assert sum(kinds.values()) >= 3
    assert set(kinds) - {"list"}, f"{game}: every pointer was a line of the moves list: {kinds}"
    tutorial = script.load(game)
    untold = watch.keys - set(tutorial.phases) - {"default"}
    assert not untold, f"{game}: decisions met with only the default words: {untold}"
    mark = table.session.setup["tutorial"]
    assert mark == {"game": game, "done": False}
    over = table.session.state.is_over          # a stretch to the final scoring (Bloodlines)
    assert over == (game in ("bloodlines", "equilibrium"))
    assert app.stack.top.buttons[0].text == ("See the scores" if over else "Play on")
    click(app, app.stack.top.buttons[0].rect.center)
    settle(app, 2)
    assert table.coach is None and table.session.setup["tutorial"]["done"] is True
    if over:  # the results come after the closing page, never under it
        assert type(app.stack.top).__name__ == "ResultsScene" and app.stack.scenes[0] is table
    else:
        assert app.stack.top is table


@pytest.mark.parametrize("game", GAMES)
def test_a_guided_game_resumed_from_its_save_gives_the_same_coach_step(game):
    from game.ui.coach import LearnScene

    app, table = guided_app(game)
    pass_pages(app, table)
    for _ in range(3):
        wait_for_player(app, table)
        follow(app, table)
    wait_for_player(app, table)
    before, moves = _step(table), len(table.session.state.history)
    assert before[2] is not None
    app.go_to_title()
    learn = app.push(LearnScene())
    settle(app, 1)
    row = next(r for r in learn.rows if r[0].game == game)
    assert row[3].enabled, "Resume is offered once the guided game has a save"
    click(app, row[3].rect.center)
    resumed = app.stack.scenes[0]
    assert resumed is not table and resumed.coach is not None
    assert len(resumed.session.state.history) == moves
    wait_for_player(app, resumed)
    assert _step(resumed) == before
    assert resumed.coach.pointer is not None and resumed.coach.pointer.action == before[2]


def test_continue_brings_a_guided_game_back_with_its_coach():
    from game.saves.library import latest_autosave
    from game.ui.scenes_menu import TitleScene

    app, table = guided_app("equilibrium")
    pass_pages(app, table)
    for _ in range(2):
        wait_for_player(app, table)
        follow(app, table)
    wait_for_player(app, table)
    before = _step(table)
    app.go_to_title()
    title = app.stack.top
    assert isinstance(title, TitleScene) and latest_autosave() is not None
    settle(app, 1)
    click(app, title.buttons[1].rect.center)  # Continue
    resumed = app.stack.scenes[0]
    assert resumed.coach is not None
    wait_for_player(app, resumed)
    assert _step(resumed) == before


@pytest.mark.parametrize("game", GAMES)
def test_other_moves_than_the_suggested_ones_are_played_and_explained(game):
    """Played by other legal moves (seeded; by real clicks on the moves list), wherever there is one: each
    note says "you chose X instead", X the move the engine recorded, with what that kind of move does; and
    no word points at a mark that is not on screen (issue 43)."""
    from game.ui.coach import script
    from game.ui.coach.scenes import ClosingScene

    app, table = guided_app(game)
    watch = Watch(app, table)
    kinds = run_to_end(app, table, other=random.Random(43), watch=watch)
    assert isinstance(app.stack.top, ClosingScene)
    assert kinds.get("other", 0) >= 3, kinds
    chose = [note for note in watch.notes if note.startswith("You chose ")]
    assert chose, watch.notes
    tutorial = script.load(game)
    assert any(tutorial.moves.get("default", "") in note or "that is allowed" in note for note in chose)


def test_learn_lists_every_game_and_start_begins_its_guided_game():
    from game.ui.app import App
    from game.ui.coach import LearnScene
    from game.ui.session import available_games
    from game.ui.table_base import TableScene

    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    learn = app.push(LearnScene())
    settle(app, 1)
    games = {g.id for g in available_games()}
    assert {r[0].game for r in learn.rows} == games & set(GAMES) == set(GAMES)
    assert not any(r[3].enabled for r in learn.rows), "nothing to resume in a fresh saves folder"
    row = next(r for r in learn.rows if r[0].game == "nocturne")
    click(app, row[2].rect.center)
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene) and table.session.info.id == "nocturne"
    assert table.session.setup["seed"] == row[0].seed and table.coach is not None
    assert [s["kind"] for s in table.session.setup["seats"]] == ["human", "ai", "ai"]
    assert all(s.get("level") == "easy" for s in table.session.setup["seats"][1:])


def test_new_game_offers_each_guided_game_once():
    from game.ui.app import App
    from game.ui.coach import offer_tutorial
    from game.ui.session import find_game
    from game.ui.widgets_more import Dialog

    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    info = find_game("elysium")
    assert offer_tutorial(app, info) is True
    assert isinstance(app.stack.top, Dialog)
    app.stack.pop()
    assert offer_tutorial(app, info) is False
    assert offer_tutorial(app, find_game("bloodlines")) is True


def test_the_offer_is_remembered_in_the_saves_folder(tmp_path, monkeypatch):
    from game.saves.folders import HOME_VARIABLE
    from game.ui.app import App
    from game.ui.coach import offer_tutorial
    from game.ui.coach.scenes import OFFERED_FILE
    from game.ui.session import find_game

    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = True
    assert offer_tutorial(app, find_game("methuselah"))
    assert "methuselah" in (tmp_path / OFFERED_FILE).read_text(encoding="utf-8")
    again = App(size=(1280, 720), fullscreen=False)
    again.preferences.persistent = True
    assert not offer_tutorial(again, find_game("methuselah"))
    (tmp_path / OFFERED_FILE).write_text("offered = [", encoding="utf-8")  # broken: offered again, no crash
    third = App(size=(1280, 720), fullscreen=False)
    third.preferences.persistent = True
    assert offer_tutorial(third, find_game("methuselah"))


def test_the_suggestion_is_chosen_from_the_players_view_only(monkeypatch):
    import game.ui.coach.coach as coach_module

    seen = []
    real = coach_module.make_seat

    def spying(level, *args, **kwargs):
        seat = real(level, *args, **kwargs)
        if level == "normal":
            choose = seat.choose

            def watched(view, *a, **k):
                seen.append(view.viewer)
                return choose(view, *a, **k)
            seat.choose = watched
        return seat
    monkeypatch.setattr(coach_module, "make_seat", spying)
    app, table = guided_app("nocturne")
    pass_pages(app, table)
    wait_for_player(app, table)
    assert seen and set(seen) == {table.coach.player}


def test_the_closing_page_goes_back_to_learn():
    from game.ui.coach import LearnScene
    from game.ui.coach.scenes import ClosingScene

    app, table = guided_app("methuselah")
    run_to_end(app, table)
    closing = app.stack.top
    assert isinstance(closing, ClosingScene)
    click(app, closing.buttons[1].rect.center)  # Learn
    settle(app, 1)
    assert isinstance(app.stack.top, LearnScene)
    row = next(r for r in app.stack.top.rows if r[0].game == "methuselah")
    assert row[3].enabled  # its save is there to resume


def test_start_on_the_game_new_game_opened_with_offers_its_guided_game_once(tmp_path, monkeypatch):
    """A player who never touches the picker still meets the offer: Start on a game whose guided game
    was never offered shows it; "Not now" goes on to that game; the next time Start starts at once."""
    from game.saves.folders import HOME_VARIABLE
    from game.ui.app import App
    from game.ui.scenes_setup import NewGameScene
    from game.ui.table_base import TableScene
    from game.ui.widgets_more import Dialog

    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = True
    scene = app.push(NewGameScene())
    settle(app, 2)
    first = scene.info.title
    scene.start()
    settle(app, 1)
    offer = app.stack.top
    assert isinstance(offer, Dialog) and first in offer.title
    offer.buttons[-1].click()  # Not now: this game starts
    settle(app, 2)
    assert isinstance(app.stack.scenes[0], TableScene) and app.stack.scenes[0].session.info.title == first
    app.stack.clear_to(NewGameScene())
    settle(app, 2)
    app.stack.top.start()
    settle(app, 1)
    assert isinstance(app.stack.scenes[0], TableScene) and not isinstance(app.stack.top, Dialog)


def test_stepping_through_the_game_list_asks_nothing_and_start_offers_the_one_chosen(tmp_path, monkeypatch):
    """A player clicks the game picker's arrow to reach another game: no question stops a click on the
    way; Start on the game reached offers its guided game, and "Not now" starts that game."""
    from game.saves.folders import HOME_VARIABLE
    from game.ui.app import App
    from game.ui.scenes_setup import NewGameScene
    from game.ui.table_base import TableScene
    from game.ui.widgets_more import Dialog

    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = True
    scene = app.push(NewGameScene())
    settle(app, 2)
    picker = scene.game_picker
    arrow = (picker.box().right - 6, picker.box().centery)  # the right half: the next game
    seen = [scene.info.id]
    while scene.info.id != GAMES[-1]:        # the list's last game (another test may have added one after it)
        click(app, arrow)
        settle(app, 1)
        assert app.stack.top is scene, f"a question stopped the picker at {scene.info.id}"
        seen.append(scene.info.id)
        assert len(seen) <= len(scene.games), seen
    assert set(GAMES) <= set(seen), seen     # every game passed, none asked
    click(app, scene.start_button.rect.center)
    settle(app, 1)
    offer = app.stack.top
    assert isinstance(offer, Dialog) and scene.info.title in offer.title
    offer.buttons[-1].click()  # Not now
    settle(app, 2)
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene) and table.session.info.id == seen[-1]


def test_a_guided_game_played_from_learn_is_not_offered_again_by_new_game(saves_home):
    """Issue 43: a guided game started from Learn was still offered at New game's Start."""
    from game.ui.app import App
    from game.ui.coach import offer_tutorial, script
    from game.ui.coach.scenes import start_guided
    from game.ui.session import find_game

    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    tutorial = script.load("nocturne")
    assert tutorial is not None and start_guided(app, tutorial)
    assert offer_tutorial(app, find_game("nocturne")) is False
    assert offer_tutorial(app, find_game("equilibrium")) is True


def test_a_drop_that_plays_a_path_is_one_move_to_the_coach():
    """Issue 43: Methuselah's coach said "you chose … instead" when the player made exactly its suggestion.
    A card dropped on the minion the coach marks plays the suggested step; the table plays the card (the
    gesture's later step) itself once the card has glided to its place: the coach suggests nothing in
    between (it suggested another step there, then called the card's play "another move") and says "Done"."""
    from game.ui.coach.pointers import gesture_map
    from game.ui.kit.names import action_text
    from tests.ui.tablehelp import drag

    app, table = guided_app("methuselah")
    watch = Watch(app, table)
    pass_pages(app, table)
    found = None
    for _ in range(60):
        wait_for_player(app, table)
        suggestion, gm = table.coach.step.suggestion, gesture_map(table.view)
        for token in gm.pieces:
            for target in gm.targets:
                if gm.matches(token, target) != [suggestion]:
                    continue
                paths = table.view.gestures.paths_for(token.key, token.meaning, target.key)
                if paths and all(len(p.steps) > 1 and p.steps[0] == suggestion for p in paths):
                    found = (token, target, min(paths, key=lambda p: len(p.steps)).steps)
        if found:
            break
        follow(app, table)
    assert found is not None, "no card to drop on the minion the coach suggests in the guided game"
    token, target, steps = found
    before = len(table.session.state.history)
    asked: set[int] = set()
    real = app.step

    def step(events, dt):
        real(events, dt)
        if table.coach.step is not None and table.coach.step.suggestion is not None:
            asked.add(table.coach.step.moves)
    app.step = step
    app.preferences.animation_speed = 1.0  # as a player sees it: the card glides to its place, then its play
    table.resume()                          # the table takes the speed from the settings (as after a menu)
    drag(app, (round(token.pos[0]), round(token.pos[1])), (round(target.centre[0]), round(target.centre[1])))
    settle(app, 60)
    history = table.session.state.history
    assert tuple(history[before:before + len(steps)]) == steps, "the drop did not play its path"
    assert not asked & set(range(before + 1, before + len(steps))), "the coach suggested inside the gesture"
    wait_for_player(app, table)
    said = action_text(history[before], table.seat_names())
    assert table.coach.step.note == f"Done: {said}.", table.coach.step.note
    assert watch.pointed > 0  # and every frame that pointed at a mark had it on screen, the glide included


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_learn_says_each_guided_stretch_whole(size):
    """The words on what each guided game covers (longer since issue 43 item 14) are never cut on Learn."""
    from game.ui import paint
    from game.ui import theme as th
    from game.ui.app import App
    from game.ui.coach import LearnScene

    app = App(size=size, fullscreen=False)
    app.preferences.persistent = False
    learn = app.push(LearnScene())
    settle(app, 1)
    small, bold = th.theme.font("small", "italic"), th.theme.font("body", "bold")
    for tutorial, title, start, _resume in learn.rows:
        room = start.rect.left - th.theme.px(16) - (learn.panel_rect.left + th.theme.px(40))
        for text, font in ((f"Guides you through {tutorial.stretch_words}.", small),
                           (f"{title}: {tutorial.intro.title}", bold)):
            assert paint.fit(text, font, room) == text, f"{size}: {text!r} is cut"


def test_a_closing_page_at_the_games_end_shows_the_scores_or_keeps_the_game_on_the_way_to_learn():
    """A stretch that runs to the final scoring (Bloodlines) closes before the results: its first button
    says so, and Learn still ends the guided game (the coach let go) before the title and Learn."""
    from game.ui.app import App
    from game.ui.coach import LearnScene, script
    from game.ui.coach.scenes import ClosingScene

    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    ended: list[str] = []
    tutorial = script.load("bloodlines")
    assert tutorial is not None and tutorial.stretch >= 9 and "final scoring" in tutorial.stretch_words
    page = app.push(ClosingScene(tutorial, lambda: ended.append("played on"), over=True))
    settle(app, 1)
    assert [b.text for b in page.buttons] == ["See the scores", "Learn"]
    click(app, page.buttons[1].rect.center)
    settle(app, 1)
    assert ended == ["played on"] and isinstance(app.stack.top, LearnScene)
    plain = app.push(ClosingScene(tutorial, lambda: ended.append("again")))
    settle(app, 1)
    assert plain.buttons[0].text == "Play on"
