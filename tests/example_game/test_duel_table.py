"""The Duel's table (tests/example_game/duel_table), written from docs/new-game.md alone: opened offscreen,
played by its gestures (a drag, a click) to the end, its tips filed under their rules, its guided game read."""

from __future__ import annotations

import ast
import os
import tomllib
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.ui.coach import script
from game.ui.kit.hints import RULE_PREFIX
from game.ui.session import GameSession, register_extra
from tests.example_game.duel import INFO
from tests.example_game.duel_table import DuelTable, hints, read, register, spots
from tests.ui.coachhelp import guided_app, run_to_end
from tests.ui.tablehelp import click, drag, look_from, settle, start_table

DUEL = Path(__file__).resolve().parent / "duel"


@pytest.fixture()
def table():
    register()
    app, session, scene = start_table(INFO, 2, seed=5, moves=0)
    yield app, session, scene
    pygame.display.quit()


def hand_and_slot(scene):
    view = scene.view
    assert isinstance(view, DuelTable)
    places = view.drawn.places
    return places[("hand", 0)], places[("slot", view.me)]


def test_a_card_dragged_to_your_slot_commits_it(table):
    app, session, scene = table
    me = session.state.current_player
    card = session.state.hands[me][0]
    hand, slot = hand_and_slot(scene)
    drag(app, hand.center, slot.center)
    settle(app)
    assert session.state.history[-1] == read.Commit(card)
    assert session.state.done[me] or session.state.round > 1


def test_a_card_clicked_commits_it(table):
    app, session, scene = table
    me = session.state.current_player
    card = session.state.hands[me][1]
    click(app, scene.view.drawn.places[("hand", 1)].center)
    settle(app)
    assert session.state.history[-1] == read.Commit(card)


def test_a_card_dropped_off_the_slot_plays_nothing(table):
    app, session, scene = table
    hand, _slot = hand_and_slot(scene)
    moves = len(session.state.history)
    drag(app, hand.center, (hand.centerx, hand.top - 3 * hand.height))
    settle(app)
    assert len(session.state.history) == moves


def test_a_click_on_the_rivals_name_opens_its_panel(table):
    app, _session, scene = table
    [(plate, seat)] = scene.overlay.rivals.shown_plates
    assert seat != scene.view.me
    click(app, plate.center)
    app.step([], 1 / 60)
    laid = scene.overlay.rivals.laid
    assert scene.overlay.rivals.pinned == seat and laid is not None
    assert [line.text for line in laid.lines][:2] == [scene.view.names[seat], "0"]   # its name and score
    assert "In hand" in [line.text for line in laid.lines]


def test_every_tip_is_filed_under_a_rule_of_the_rulebook(table):
    app, _session, scene = table
    headings = [line[2:].strip() for line in (DUEL / "rules.md").read_text(encoding="utf-8").splitlines()
                if line.startswith("# ")]
    assert set(hints.SECTIONS) <= set(headings)
    areas = [a for a in scene.view.drawn.areas if a.tip]
    assert len(areas) >= 8 and all(a.rule in hints.SECTIONS for a in areas)
    hand, _slot = hand_and_slot(scene)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=hand.center, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.step([], 1 / 60)
    assert scene.hints.current == hints.ROUND
    shown = [text for rect, text in scene.overlay.tip_list if rect.collidepoint(hand.center)]
    assert any(f"{RULE_PREFIX}{hints.ROUND}" in text for text in shown)


def test_the_duel_is_played_to_its_end_through_the_table(table):
    app, session, scene = table
    for _ in range(40):
        if session.state.is_over:
            break
        look_from(app, scene, session.state.current_player)
        click(app, scene.view.drawn.places[("hand", 0)].center)
        settle(app, 20)
    state = session.state
    assert state.is_over and state.round == state.content.rounds
    assert all(len(played) == state.content.rounds for played in state.played)


def test_the_guided_game_reads_and_keys_its_pages_by_the_engines_steps():
    with (DUEL / "tutorial.toml").open("rb") as f:
        tutorial = script.parse("duel", tomllib.load(f))
    assert set(tutorial.phases) <= read.STEPS
    assert tutorial.players >= INFO.min_players and tutorial.move(read.Commit(3))
    view = first_view(tutorial.seed)
    assert spots.phase(view) in tutorial.phases and not spots.done(view, tutorial.stretch)


def first_view(seed: int):
    """Seat 0's view of a new two-player Duel."""
    session = GameSession.start(INFO, {"players": 2, "seed": seed, "options": {},
                                       "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]})
    return session.state.view(0)


def test_the_guided_duel_runs_to_its_end_by_the_coachs_pointers(monkeypatch, saves_home):
    """The coach reads the Duel's tutorial.toml and spots.py and points at the drawn places; following its
    pointers by real presses plays the guided stretch to its closing page."""
    register()
    register_extra(INFO)
    found = script.tutorial_path
    monkeypatch.setattr(script, "tutorial_path", lambda game: DUEL / "tutorial.toml" if game == "duel" else found(game))
    script.load.cache_clear()
    try:
        app, scene = guided_app("duel")
        kinds = run_to_end(app, scene)
    finally:
        script.load.cache_clear()
    assert isinstance(scene.view, DuelTable) and scene.coach is not None
    assert sum(kinds.values()) >= 2 and scene.session.state.round > 2   # two rounds guided, one move each


def test_only_read_imports_the_engine():
    """As on every table of the design: the Duel's engine is imported by the table's read.py alone."""
    found = []
    for path in sorted((DUEL.parent / "duel_table").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
                [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if any(n.startswith("tests.example_game.duel.") or n == "tests.example_game.duel" for n in names):
                found.append(path.name)
    assert found and set(found) == {"read.py"}
