"""Undo: a human takes back their own moves, never past dice, a reveal, a draw or another player's move."""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.core import Event
from game.games.equilibrium.actions import Commit, Resolve, Target, TargetGuild
from game.ui.tables.equilibrium import moves
from game.ui.undo import MoveRecord, undoable_moves
from tests.toy_game import Play
from tests.ui.test_equilibrium_table import click, drag, my_commit, step, table_at


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def record(seat, *kinds, private=False, rolled=False):
    events = [Event(kind, kind, seat, visible_to=frozenset({seat}) if private else None) for kind in kinds]
    return MoveRecord(seat, Play(1), events, rolled=rolled, before=object())  # type: ignore[arg-type]


def humans(*seats):
    return lambda seat: seat in seats


def test_the_rule_counts_only_the_deciding_humans_own_clean_run():
    run = [record(1, "commit"), record(0, "commit"), record(0, "ops"), record(0, "target")]
    assert undoable_moves(run, 0, humans(0)) == 3
    assert undoable_moves(run, 1, humans(0, 1)) == 0   # hotseat: the next human cannot undo the last one's moves
    assert undoable_moves(run, 0, humans()) == 0       # an AI seat never undoes
    assert undoable_moves(run, None, humans(0)) == 0   # the game is over
    for breaker in (record(0, "ops", "dice"), record(0, "vote_draw"), record(0, "reveal"),
                    record(0, "ops", private=True), record(0, "ops", rolled=True)):
        assert undoable_moves([*run, breaker], 0, humans(0)) == 0
        assert undoable_moves([*run, breaker, record(0, "ops")], 0, humans(0)) == 1


def press(app, key, ctrl=False):
    mod = pygame.KMOD_LCTRL if ctrl else 0
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])


def test_undo_takes_back_a_commit_and_a_target_guild_within_a_turn():
    from game.saves.library import latest_autosave
    from game.saves.savefile import load_game

    app, table, session = table_at(3, until=my_commit)
    before, log_before = session.state.to_data(), len(session.log)
    start = len(session.state.history)
    assert not table.undo_button.enabled  # nothing of this turn played yet
    assert table.undo_button.ctrl and table.undo_button.shortcut == pygame.K_z
    legal = session.state.legal_actions()
    card = next(c for c in session.state.cards if len(moves.commit_options(legal, "offensive", c)) == 1)
    token = next(t for t in table.drag.tokens if t.key == ("token", "offensive"))
    drag(app, token.pos, table.view.area.cards[session.state.cards.index(card)].center)
    played = [Commit("offensive", card)]
    if session.state.stage == "target":
        seat = min(table.view.gestures.targetable)
        click(app, table.view.area.boards[seat].header.center)
        played.append(Target(seat))
    guild = min(table.view.gestures.lit_hexes[session.state.t_target])
    click(app, table.view.area.boards[session.state.t_target].hexes[guild])
    played.append(TargetGuild(guild))
    assert session.state.history[start:] == played and session.state.stage == "resolve"
    assert table.undo_button.enabled
    press(app, pygame.K_z, ctrl=True)
    assert session.state.history[start:] == played[:-1] and session.state.stage == "guild"
    for _ in played[:-1]:
        press(app, pygame.K_z, ctrl=True)
    assert session.state.history[start:] == []
    assert session.state.to_data() == before and len(session.log) == log_before
    assert session.state.tokens[0][0] and table.my_turn()
    assert any(t.key == ("token", "offensive") for t in table.drag.tokens)  # the token is back in the tray
    assert not table.undo_button.enabled
    saved = load_game(latest_autosave(), games=lambda _gid: session.info)
    assert len(saved.state.history) == start  # autosaved after the undo
    press(app, pygame.K_z, ctrl=True)  # nothing more to take back: nothing changes
    assert session.state.to_data() == before
    assert app.errors == []


def test_no_undo_once_the_turn_passed_to_an_ai():
    app, table, session = table_at(3, until=my_commit)
    state = session.state
    start = len(state.history)
    legal = state.legal_actions()
    commit = next(a for a in legal if isinstance(a, Commit) and a.token == "offensive")
    table.submit(commit)
    while session.state.current_player == 0 and session.state.stage != "resolve":
        table.submit(session.state.legal_actions()[0])
    resolve = next(a for a in session.state.legal_actions() if isinstance(a, Resolve))
    table.submit(resolve)
    if session.state.current_player == 0:  # answering favours after the attack: pass them
        while session.state.current_player == 0:
            table.submit(session.state.legal_actions()[0])
    mine = session.state.history[start:]
    assert session.state.current_player != 0 and not session.is_human(session.state.current_player)
    assert not session.can_undo() and not table.undo_button.enabled
    press(app, pygame.K_z, ctrl=True)
    assert session.state.history[start:start + len(mine)] == mine
    assert app.errors == []


def test_no_undo_across_a_vote_draw():
    from game.ui.session import GameSession, find_game

    seats = [{"name": "Ilinca", "kind": "human"}, {"name": "Corvin", "kind": "ai", "level": "random"}]
    session = GameSession.start(find_game("equilibrium"), {"players": 2, "seed": 4, "options": {}, "seats": seats})
    rng = random.Random(4)
    found = None
    while found is None and not session.state.is_over:
        state = session.state
        if state.current_player == 0 and state.phase == "action":
            for action in state.legal_actions():
                trial = state.clone()
                if any(e.kind == "vote_draw" for e in trial.apply(action)) and trial.current_player == 0:
                    found = action
                    break
        session.play(found or rng.choice(state.legal_actions()))
    assert found is not None, "no move of seat 0 ended a round into an era"
    assert session.state.phase == "era" and session.state.current_player == 0
    assert session.moves[-1].revealed
    assert not session.can_undo() and session.undo() is None
    assert session.state.history[-1] == found
