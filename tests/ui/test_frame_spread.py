"""A move costs a table two heavy pieces of work: laying it out again and painting its still picture.
Methuselah lays its table out by drawing it once offscreen, so a frame that did both took 20-37 ms and the
window fell under 60 frames a second while the AI seats moved.  The still layer may now keep its picture for
one frame (``StillLayer.hold``) and paint it on the next; the game log wraps only the lines it has not wrapped
before.  These tests hold both to what a player sees: the picture of every move within a frame, the log's
lines exactly as a fresh list lays them out."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random

import pygame
import pytest

from game.games.methuselah import INFO
from game.ui import paint
from game.ui.kit.still import StillLayer
from game.ui.tables.methuselah import scene
from game.ui.tables.methuselah.frame import Frame
from game.ui.widgets_more import Row, ScrollList
from tests.ui.tablehelp import look_from, start_table
from tests.ui.test_pacing import table_at


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


@pytest.fixture
def screen():
    pygame.init()
    return pygame.display.set_mode((640, 400))


def painter(colour, calls):
    def paint_on(target, tips):
        calls.append(colour)
        target.fill(colour, pygame.Rect(10, 10, 100, 100))
        tips.append((pygame.Rect(10, 10, 100, 100), f"tip {colour}"))
        return colour
    return paint_on


def test_a_held_picture_is_shown_one_frame_more_then_painted(screen):
    still, calls = StillLayer(), []
    region = pygame.Rect(0, 0, 200, 200)
    still.draw(screen, region, "a", painter((200, 0, 0), calls))
    assert screen.get_at((50, 50))[:3] == (200, 0, 0)
    still.hold()
    tips = still.draw(screen, region, "b", painter((0, 200, 0), calls))
    assert calls == [(200, 0, 0)] and screen.get_at((50, 50))[:3] == (200, 0, 0)   # the kept picture
    assert tips == [(pygame.Rect(10, 10, 100, 100), "tip (200, 0, 0)")] and still.result == (200, 0, 0)
    tips = still.draw(screen, region, "b", painter((0, 200, 0), calls))   # the next frame paints
    assert calls == [(200, 0, 0), (0, 200, 0)] and screen.get_at((50, 50))[:3] == (0, 200, 0)
    assert tips == [(pygame.Rect(10, 10, 100, 100), "tip (0, 200, 0)")]
    still.draw(screen, region, "b", painter((0, 0, 200), calls))   # the key holds: nothing painted
    assert len(calls) == 2


def test_a_hold_never_keeps_a_picture_of_another_size_or_place(screen):
    still, calls = StillLayer(), []
    still.draw(screen, pygame.Rect(0, 0, 200, 200), "a", painter((200, 0, 0), calls))
    still.hold()
    still.draw(screen, pygame.Rect(0, 0, 300, 200), "b", painter((0, 200, 0), calls))
    assert calls[-1] == (0, 200, 0)
    fresh = StillLayer()
    fresh.hold()   # nothing kept yet: painted at once
    fresh.draw(screen, pygame.Rect(0, 0, 200, 200), "a", painter((0, 0, 200), calls))
    assert calls[-1] == (0, 0, 200)


def test_every_move_is_painted_on_the_frame_after_it_and_no_frame_does_both():
    """A real Methuselah table, you and two AI seats: a frame that laid the table out again (a move) keeps
    the picture it had; the next frame paints the new position, the same pixels as a picture painted from
    scratch."""
    app, table, session = table_at("methuselah", lambda s: len(s.history) > 30, seed=4)
    rng = random.Random(5)
    moves = painted = 0
    for _ in range(400):
        if session.state.is_over or len(session.state.history) > 120:
            break
        view = table.view
        model, key = view.model, view.still.key
        if table.my_turn():   # your move, as a click in this frame plays it
            legal = session.state.legal_actions()
            table.submit(legal[rng.randrange(len(legal))], confirmed=True)
        app.step([], 1 / 30)
        if view.model is not model and key is not None:   # laid out again this frame: the old picture stays
            assert view.still.key == key, "a frame both laid the table out and painted it"
            moves += 1
        elif view.model is model:
            assert view.still.key[0][0] == id(view.state), "the picture is of an older position"
            shown = pygame.image.tobytes(app.screen, "RGB")
            view.still.forget()
            table.draw(app.screen)   # the same frame painted from scratch
            assert pygame.image.tobytes(app.screen, "RGB") == shown
            painted += 1
    assert moves >= 10 and painted >= 10 and not app.errors


def rows(count, seed=1):
    rng = random.Random(seed)
    words = ["blood", "the", "prince", "hunts", "in", "a", "long", "night", "Osric", "bleeds", "three", "pool"]
    return [Row(" ".join(rng.choice(words) for _ in range(rng.randint(2, 30))),
                note="a note that wraps too " * rng.randint(0, 3)) for _ in range(count)]


def test_the_log_lays_out_new_lines_as_a_fresh_list_would(screen, monkeypatch):
    log = ScrollList(follow=True)
    log.rect = pygame.Rect(0, 0, 260, 300)
    every = rows(60)
    calls = []
    real = paint.wrap

    def counted(value, font, width, most=None):
        calls.append(value)
        return real(value, font, width, most)
    monkeypatch.setattr(paint, "wrap", counted)
    for n in range(1, 61):
        log.set_rows(every[max(0, n - 25):n])   # the log shows its last 25 entries
        log.draw(screen)
        reference = ScrollList(every[max(0, n - 25):n], follow=True)
        reference.rect = log.rect
        reference.draw(screen)
        assert log._layout == reference._layout and log._content_height == reference._content_height
    calls.clear()
    log.set_rows(every[35:60] + rows(1, seed=9))
    log.draw(screen)
    assert calls == [rows(1, seed=9)[0].text] + ([rows(1, seed=9)[0].note] if rows(1, seed=9)[0].note else [])
    log.rect = pygame.Rect(0, 0, 400, 300)   # a new width wraps every line again
    log.draw(screen)
    reference = ScrollList(every[35:60] + rows(1, seed=9), follow=True)
    reference.rect = log.rect
    reference.draw(screen)
    assert log._layout == reference._layout


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_table_laid_out_on_a_surface_clipped_to_nothing_is_laid_out_as_drawn(size):
    """Methuselah finds where everything lies by drawing its table offscreen, on a surface clipped to nothing
    (its blits cost nothing): every place is where a full drawing puts it, seen from every seat, at many
    positions of a seeded game."""
    app, session, table = start_table(INFO, 4, 7, size, lambda s: len(s.history) > 20, 20000,
                                      lambda state, legal, rng: rng.choice(legal))
    rng = random.Random(7)
    full = pygame.Surface(size)
    compared = 0
    for _ in range(12):
        for seat in range(4):
            look_from(app, table, seat)
            view = table.view
            area, model = view.regions(view.state), view.model
            seats = [view.seat_look(s) for s in range(model.players)]
            reference = scene.draw_table(full, area, model, seats, Frame()).places
            assert view._places(area, model) == reference
            assert view.hits == reference
            compared += 1
        for _ in range(15):
            if session.state.is_over:
                break
            legal = session.state.legal_actions()
            session.play(legal[rng.randrange(len(legal))])
        table.refresh()
    assert compared == 48 and not app.errors


def test_a_picture_is_never_held_across_a_change_of_eyes():
    """Hotseat: when the screen passes to another player's eyes (the curtain lifted), the very next frame
    shows their table, never one more frame of the last player's (their hand, their hidden vampires)."""
    app, session, table = start_table(INFO, 3, 5, (1280, 720), lambda s: len(s.history) > 30, 20000,
                                      lambda state, legal, rng: rng.choice(legal))
    rng = random.Random(3)
    seen, last = set(), table.viewer   # start_table looked from the seat to move
    for _ in range(60):
        seat = session.state.current_player
        look_from(app, table, seat)   # the curtain lifted for the player to move: one frame drawn
        view = table.view
        assert view.state.viewer == seat
        if seat != last:   # (the same player moving again may see their own move a frame late)
            assert view.still.key[0][0] == id(view.state), f"seat {seat} was shown another seat's picture"
            seen.add(seat)
        last = seat
        legal = session.state.legal_actions()
        table.submit(legal[rng.randrange(len(legal))], confirmed=True)
    assert len(seen) >= 2 and not app.errors
