"""The window's side of setup codes and the record: New game reads a code (and says what is wrong
with a bad one), the pause menu shows the code only of a game started from one, Results shows the
code, keeps the game and counts it in the record that New game then shows; Title's Learn."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

import game.games
from game.saves import codes
from game.saves.records import load_records
from game.ui.scenes_play import PauseScene, ResultsScene
from game.ui.scenes_setup import NewGameScene
from game.ui.session import GameSession
from game.ui.table_base import TableScene


@pytest.fixture
def app(title_app):
    return title_app  # tests/ui/conftest.py


def type_text(app, widget, text):
    widget.focused = True
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)], 1 / 60)


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)


def a_code(gid="elysium", seed=123_456_789_012, levels=(None, "easy", "hard")):
    info = game.games.get(gid)
    options = {spec.key: (spec.choices[-1] if spec.choices else True) for spec in info.options}
    seats = [{"kind": "human"} if lv is None else {"kind": "ai", "level": lv} for lv in levels]
    setup = {"players": len(levels), "seed": seed, "options": options, "seats": seats}
    return codes.encode(gid, setup), setup


def test_a_typed_code_sets_up_the_same_deal(app):
    code, setup = a_code()
    scene = app.stack.push(NewGameScene())
    app.step([], 1 / 60)
    type_text(app, scene.code_input, code.lower())
    assert scene.info.id == "elysium"
    assert scene.players.value == 3
    assert [row.kind.value for row in scene.seat_rows[:3]] == ["human", "ai", "ai"]
    assert [row.level.value for row in scene.seat_rows[1:3]] == ["easy", "hard"]
    assert "Code read" in scene.code_status.text
    scene.start()
    table = app.stack.top
    assert isinstance(table, TableScene)
    info = game.games.get("elysium")
    fresh = info.new_game(3, setup["seed"], setup["options"])
    started = GameSession.start(info, {**setup, "seats": table.session.setup["seats"]})
    assert started.state.to_data() == fresh.to_data()
    assert table.session.setup["seed"] == setup["seed"]
    assert codes.same_code(table.session.setup["code"], code)
    pause = app.stack.push(PauseScene())
    app.step([], 1 / 60)
    assert pause.code is not None and codes.same_code(pause.code, code)


def test_a_game_not_from_a_code_never_shows_one_while_it_runs(app):
    scene = app.stack.push(NewGameScene())
    scene.game_picker.index = [g.id for g in scene.games].index("nocturne")
    scene._game_changed()
    app.step([], 1 / 60)
    scene.start()
    session = app.stack.top.session
    assert "code" not in session.setup
    pause = app.stack.push(PauseScene())
    app.step([], 1 / 60)
    assert pause.code is None


def test_changing_the_deal_after_a_code_drops_the_mark(app):
    code, _ = a_code("bloodlines", levels=(None, "normal"))
    scene = app.stack.push(NewGameScene())
    type_text(app, scene.code_input, code)
    scene.seed.text = "5"
    assert "code" not in scene.setup()


@pytest.mark.parametrize(("typed", "words"), [
    ("", "Type a setup code"),
    ("ABCU", "is not a letter"),
])
def test_a_bad_code_gets_a_message(app, typed, words):
    scene = app.stack.push(NewGameScene())
    app.step([], 1 / 60)
    before = scene.setup()
    type_text(app, scene.code_input, typed)
    click(app, scene.code_button.rect.center)
    assert words in scene.code_status.text
    assert scene.setup()["players"] == before["players"]


def test_a_typo_gets_a_message_and_changes_nothing(app):
    code, _ = a_code()
    letters = code.replace("-", "")
    typo = letters[:3] + ("Z" if letters[3] != "Z" else "Y") + letters[4:]
    scene = app.stack.push(NewGameScene())
    app.step([], 1 / 60)
    game_before = scene.info.id
    type_text(app, scene.code_input, typo)
    assert scene.info.id == game_before  # a bad code sets nothing up
    assert not scene.use_code()
    assert "typo" in scene.code_status.text


def finish_toy(app, toy_info):
    session = GameSession.start(toy_info, {"players": 2, "seed": 3, "options": {},
                                           "seats": [{"name": "A", "kind": "human"},
                                                     {"name": "B", "kind": "ai", "level": "easy"}]})
    while not session.state.is_over:
        session.play(session.state.legal_actions()[0])
    return session


def test_results_keep_the_game_and_count_it_once(app, toy_info, saves_home):
    session = finish_toy(app, toy_info)
    results = app.stack.push(ResultsScene(session))
    app.step([], 1 / 60)
    assert results.code is None  # the toy game has no codes, and says nothing of it
    records, message = load_records()
    assert message is None
    tally = records.tallies["toy"]["easy"]
    expected = "won" if set(session.state.winners()) == {0} else "lost" if 0 not in session.state.winners() \
        else "drawn"
    assert tally.played == 1 and getattr(tally, expected) == 1
    assert list((saves_home / "finished").glob("*.toml"))
    assert results.record_line.startswith("Your record at ") and "Easy 1 played" in results.record_line
    app.stack.pop()
    app.stack.push(ResultsScene(session))  # shown again: not counted twice
    app.step([], 1 / 60)
    assert load_records()[0].tallies["toy"]["easy"].played == 1
    scene = app.stack.push(NewGameScene())
    scene.game_picker.index = [g.id for g in scene.games].index("toy")
    scene._game_changed()
    assert any(line.startswith("Easy: 1 played") for line in scene.record_lines())


def test_results_show_the_code_and_watch_again_opens_something(app):
    code, setup = a_code("equilibrium", levels=(None, "normal", "normal"))
    session = GameSession.start(game.games.get("equilibrium"), setup)
    results = app.stack.push(ResultsScene(session))
    app.step([], 1 / 60)
    assert results.code is not None and codes.same_code(results.code, code)
    assert any(code in text for text, _ in results.footer_lines())
    depth = len(app.stack)
    watch = next(b for b in results.buttons if b.text == "Watch again")
    click(app, watch.rect.center)
    assert len(app.stack) == depth + 1  # the replay, or a dialog saying why not


def test_a_damaged_record_is_named_in_new_game(app, saves_home):
    folder = saves_home / "records"
    folder.mkdir()
    (folder / "records.toml").write_text("[[[ not toml", encoding="utf-8")
    scene = app.stack.push(NewGameScene())
    app.step([], 1 / 60)
    assert "kept as records.toml.broken-" in scene.code_status.text
    assert len(list(folder.glob("records.toml.broken-*"))) == 1


def test_title_learn_opens_the_guided_games(app):
    title = app.stack.top
    learn = next(b for b in title.buttons if b.text == "Learn")
    click(app, learn.rect.center)
    from game.ui.coach import LearnScene

    assert isinstance(app.stack.top, LearnScene)
    assert title.buttons[-1].rect.bottom <= 720


def test_the_code_mark_survives_a_save_and_load(app):
    code, _setup = a_code("methuselah", levels=(None, "random"))
    scene = app.stack.push(NewGameScene())
    type_text(app, scene.code_input, code)
    scene.start()
    session = app.stack.top.session
    path = session.save("from a code")
    loaded = GameSession.load(path)
    assert codes.same_code(loaded.setup["code"], code)
    app.session = loaded
    pause = app.stack.push(PauseScene())
    app.step([], 1 / 60)
    assert pause.code is not None and codes.same_code(pause.code, code)


def test_methuselah_results_show_the_pool_that_breaks_a_tie_at_the_round_limit(app):
    """A Methuselah game ended at its round limit with victory points level: the results name the winner by
    pool, so they show every pool beside the victory points (all zeros alone would not say why)."""
    import random
    info = game.games.get("methuselah")
    setup = {"players": 3, "seed": 5, "options": {"rounds": 6},
             "seats": [{"kind": "human", "name": name} for name in ("Ada", "Bram", "Cleo")]}
    for seed in range(5, 40):
        setup["seed"] = seed
        session = GameSession.start(info, setup)
        state, rng = session.state, random.Random(seed)
        while not state.is_over:   # quiet players: pass where they may, so the limit comes with points level
            legal = state.legal_actions()
            passes = [a for a in legal if type(a).__name__ == "Pass"]
            state.apply(passes[0] if passes and rng.random() < 0.9 else rng.choice(legal))
        if state.end_reason == "rounds" and len(set(state.vp)) == 1 and len(set(state.pool)) == 3:
            break
    else:
        pytest.fail("no seeded game ended at the round limit with points level")
    results = app.stack.push(ResultsScene(session))
    app.step([], 1 / 60)
    sheet = results.sheet
    assert sheet.notes == (("Pool (breaks a tie at the round limit)", tuple(state.pool)),)   # apart, not points
    assert sheet.totals == tuple(state.vp)
    assert sheet.tie_break == f"Tied on {state.vp[0]} victory points: decided by the larger pool."
    assert any(placed.text == sheet.tie_break for placed in results.sheet_layout.texts)
    assert results.winners == [max(range(3), key=lambda p: state.pool[p])]


@pytest.mark.parametrize("typed", ["", "ABCU", "M506-D121"])
def test_enter_in_the_code_box_says_what_the_use_code_button_says(app, typed):
    """Issue 43: a code typed and confirmed with Enter gave no message (Enter only left the box)."""
    scene = app.stack.push(NewGameScene())
    app.step([], 1 / 60)
    type_text(app, scene.code_input, typed)
    click(app, scene.code_button.rect.center)
    by_button = scene.code_status.text
    assert by_button
    scene.code_status.text = ""
    scene.code_input.focused = True
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")], 1 / 60)
    assert scene.code_status.text == by_button and app.stack.top is scene   # Enter did not start a game
