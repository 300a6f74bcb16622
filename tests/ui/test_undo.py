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


def record(seat, *kinds, private=False, rolled=False, shown=False, public_text=None, shown_to=None):
    seen = shown_to if shown_to is not None else frozenset({seat}) if private else None
    events = [Event(kind, kind, seat, visible_to=seen, public_text=public_text) for kind in kinds]
    return MoveRecord(seat, Play(1), events, rolled=rolled, shown=shown, before=object())  # type: ignore[arg-type]


def humans(*seats):
    return lambda seat: seat in seats


def test_the_rule_counts_only_the_deciding_humans_own_clean_run():
    run = [record(1, "commit"), record(0, "commit"), record(0, "ops"), record(0, "target")]
    assert undoable_moves(run, 0, humans(0)) == 3
    assert undoable_moves(run, 1, humans(0, 1)) == 0   # hotseat: the next human cannot undo the last one's moves
    assert undoable_moves(run, 0, humans()) == 0       # an AI seat never undoes
    assert undoable_moves(run, None, humans(0)) == 0   # the game is over
    for breaker in (record(0, "ops", shown=True), record(0, "ops", rolled=True),
                    record(0, "ops", shown_to=frozenset({1}), public_text="x")):
        assert undoable_moves([*run, breaker], 0, humans(0)) == 0
        assert undoable_moves([*run, breaker, record(0, "ops")], 0, humans(0)) == 1


def test_the_movers_own_move_told_privately_may_be_taken_back():
    """A face-down choice or a pool counter put on her own face-down vampire is logged with her card's
    name for her and a public text for the others: she learns nothing, so it does not stop undo. The
    same private line shown to another seat does; a draw does when the kit finds it showed something
    (``shown``, tests/core/test_secrecy.py), whatever its events' kinds."""
    run = [record(0, "commit")]
    own = record(0, "transfer", private=True, public_text="moves 1 pool onto an uncontrolled vampire")
    assert undoable_moves([*run, own], 0, humans(0)) == 2
    for breaker in (record(0, "transfer", shown_to=frozenset({1}), public_text="x"),
                    record(0, "transfer", shown_to=frozenset({0, 1}), public_text="x"),
                    record(0, "draw", private=True, public_text="draws a card", shown=True),
                    record(0, "vote_draw", private=True, public_text="draws three cards", shown=True)):
        assert undoable_moves([*run, breaker], 0, humans(0)) == 0, breaker.events


def test_a_pool_moved_onto_a_face_down_vampire_is_undone_at_the_methuselah_table():
    """Played through the session: a transfer in the influence phase may be taken back (it could not:
    its private log line stopped undo), and taking it back gives the pool back."""
    from game.games import get
    from game.games.methuselah import actions as MA
    from game.ui.session import GameSession
    session = GameSession.start(get("methuselah"), {"players": 3, "seed": 5, "options": {}})
    assert session.is_human(0)
    state = session.state
    while not (state.step == "influence" and state.actor == 0):
        session.play(state.legal_actions()[0])
        state = session.state
    pool = state.pool[0]
    transfer = next(a for a in state.legal_actions() if isinstance(a, MA.Transfer) and a.amount > 0)
    session.play(transfer)
    assert session.state.pool[0] == pool - 1
    assert session.can_undo()
    assert session.undo() == transfer
    assert session.state.pool[0] == pool


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


# -- a load rebuilds the log and the undo records --------------------------------------------------
def event_lines(session, viewer):
    """The log's lines from moves (not the table's own notes) as `viewer` reads them."""
    return [line.event.text_for(viewer) for line in session.log if line.event.kind != "note"]


def session_with_undo(players=3, seed=5, humans=(0,)):
    """An Equilibrium session where seat 0 has played moves it may still take back."""
    from game.ui.session import GameSession, find_game

    seats = [{"name": f"Seat {i}", "kind": "human" if i in humans else "ai", "level": "random"}
             for i in range(players)]
    session = GameSession.start(find_game("equilibrium"),
                                {"players": players, "seed": seed, "options": {}, "seats": seats})
    rng = random.Random(seed)
    while not my_commit(session.state):
        session.play(rng.choice(session.state.legal_actions()))
    for _ in range(3):  # seat 0's own moves, as long as nothing is revealed
        trial = None
        for action in session.state.legal_actions():
            probe = session.state.clone()
            if probe.current_player == 0 and not any(e.visible_to or e.kind in ("dice", "reveal", "draw")
                                                     for e in probe.apply(action)):
                trial = action
                break
        if trial is None or session.state.current_player != 0:
            break
        session.play(trial)
        if not session.can_undo():
            break
    return session


def test_a_load_rebuilds_the_log_for_every_viewer_and_undo_as_it_was(saves_home):
    from game.ui.session import GameSession

    session = session_with_undo()
    undoable = undoable_moves(session.moves, 0, session.is_human)
    assert session.can_undo() and undoable >= 1
    viewers = [None, *range(session.state.players)]
    before_save = {viewer: event_lines(session, viewer) for viewer in viewers}
    path = session.save("with undo")
    loaded = GameSession.load(path)
    assert loaded.state.to_data() == session.state.to_data()
    for viewer in viewers:
        assert event_lines(loaded, viewer) == before_save[viewer]
    assert loaded.log[-1].event.text.startswith("Game loaded")
    assert loaded.turns == session.turns
    assert [m.action for m in loaded.moves] == [m.action for m in session.moves]
    undone = 0
    while session.can_undo():
        assert loaded.can_undo()
        assert loaded.undo() == session.undo()
        assert loaded.state.to_data() == session.state.to_data()
        assert event_lines(loaded, 0) == event_lines(session, 0)
        undone += 1
    assert undone == undoable and not loaded.can_undo()


def test_a_loaded_log_masks_each_private_line_for_the_other_viewers(saves_home, toy_info):
    from game.ui.session import GameSession, register_extra

    register_extra(toy_info)
    seats = [{"name": "Ilinca", "kind": "human"}, {"name": "Corvin", "kind": "ai", "level": "random"}]
    session = GameSession.start(toy_info, {"players": 2, "seed": 3, "options": {}, "seats": seats})
    rng = random.Random(3)
    for _ in range(5):
        session.play(rng.choice(session.state.legal_actions()))
    loaded = GameSession.load(session.save("toy"))
    private = [line for line in loaded.log if line.event.visible_to]
    assert private  # every draw is private to the one who drew
    for viewer in (None, 0, 1):
        assert event_lines(loaded, viewer) == event_lines(session, viewer)
    assert event_lines(loaded, 0) != event_lines(loaded, 1)
    own = next(line.event for line in private if line.event.seat == 0)
    assert own.text in event_lines(loaded, 0) and own.text not in event_lines(loaded, 1)


def test_a_load_after_the_turn_passed_offers_no_undo_and_keeps_the_log(saves_home):
    from game.ui.session import GameSession

    session = session_with_undo()
    rng = random.Random(1)
    while session.state.current_player == 0:
        session.play(rng.choice(session.state.legal_actions()))
    assert not session.can_undo()
    loaded = GameSession.load(session.save("passed"))
    assert not loaded.can_undo() and loaded.undo() is None
    assert event_lines(loaded, 0) == event_lines(session, 0)


def test_undo_not_rebuilt_is_said_and_nothing_else_is_lost(saves_home, monkeypatch):
    from game.ui.session import GameSession

    session = session_with_undo()
    path = session.save("no copies")

    def no_copy(_state):
        raise MemoryError("no room for a copy")

    with monkeypatch.context() as patch:
        patch.setattr(type(session.state), "clone", no_copy)
        loaded = GameSession.load(path)
    assert loaded.state.to_data() == session.state.to_data()
    assert event_lines(loaded, 0) == event_lines(session, 0)
    assert not loaded.can_undo()
    notes = [line.event.text for line in loaded.log if line.event.kind == "note"]
    assert any("cannot be undone" in note for note in notes)


def test_undo_records_that_do_not_reach_the_loaded_game_are_dropped(saves_home, monkeypatch):
    from game.ui import session as session_module
    from game.ui.session import GameSession

    session = session_with_undo()
    path = session.save("drifting")
    real_records = session_module.Replayed.undo_records

    def drifting(self, loaded, is_human):
        assert self.checkpoint is not None
        self.checkpoint.seed += 1  # the copy no longer matches the game that was replayed
        return real_records(self, loaded, is_human)

    monkeypatch.setattr(session_module.Replayed, "undo_records", drifting)
    loaded = GameSession.load(path)
    assert loaded.state.to_data() == session.state.to_data()
    assert not loaded.can_undo() and loaded.moves == []
    assert event_lines(loaded, None) == event_lines(session, None)
    assert any("cannot be undone" in line.event.text for line in loaded.log if line.event.kind == "note")


def test_ctrl_z_at_a_loaded_table_takes_back_the_move_made_before_the_save():
    from game.ui.table_open import open_saved_game

    app, table, session = table_at(3, until=my_commit)
    before = session.state.to_data()
    legal = session.state.legal_actions()
    commit = next(a for a in legal if isinstance(a, Commit) and a.token == "offensive")
    table.submit(commit)
    assert session.can_undo()
    path = session.save("mid turn")
    assert open_saved_game(table, path)
    loaded_table = app.stack.scenes[0]
    assert loaded_table is not table and loaded_table.session.path == path
    step(app, n=2)
    assert loaded_table.undo_button.enabled
    press(app, pygame.K_z, ctrl=True)
    assert loaded_table.session.state.to_data() == before
    assert app.errors == []
