"""The rival panel (game.ui.kit.rivals) offscreen: every seat's rows laid out whole at 1280x720 for the
largest table of each game (no ellipsis, no word broken, inside its frame and the window), built from the
view only (a rival's hidden cards changed: the same panel), opened by a click on a rival's plate on every
table (Esc or a click elsewhere closes it), shown on hover; and Elysium draws each seat in one colour."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

import game.games as registry
from game.ui import paint
from game.ui import theme as th
from game.ui.kit import figures, rivals, sprites
from game.ui.kit.base import SeatLook
from game.ui.kit.rivals import Laid, RivalRecord, Row, Section
from tests.ui.tablehelp import key, mouse, start_table

WINDOW = pygame.Rect(0, 0, 1280, 720)
HANDS = {"bloodlines": "hand", "elysium": "hands", "equilibrium": "hidden_votes", "methuselah": "hand",
         "nocturne": "hands"}   # each seat's secret cards (Equilibrium's hands are open: its secret votes)
MOVES = {"bloodlines": 120, "elysium": 150, "equilibrium": 150, "methuselah": 250, "nocturne": 150}


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def assert_whole(laid: Laid, record: RivalRecord, window: pygame.Rect = WINDOW) -> None:
    """Every line inside the frame and the window, no ellipsis, each line whole words of its source, in the
    panel's least type or larger."""
    assert window.contains(laid.rect), (laid.rect, window)
    for line in laid.lines:
        assert laid.rect.contains(line.rect), (line.text, line.rect, laid.rect)
        assert "…" not in line.text
        assert line.size >= rivals.SMALLEST
        if line.source and line.text:
            words = line.source.split()
            for word in line.text.replace(rivals.SEP.strip(), " ").split():
                assert word in words or any(word in name.split() for name in _names(record)), (word, line.source)


def _names(record: RivalRecord) -> list[str]:
    return [n for s in record.sections for n in s.names]


def _look(name: str = "Valerian", seat: int = 1) -> SeatLook:
    return SeatLook(seat, name, "Human", th.theme.seat(seat), 12, False, False)


def test_long_names_and_rows_wrap_at_word_boundaries_inside_the_frame():
    pygame.init()
    th.theme.height = 720
    record = RivalRecord(_look("Prince-Elect Oswin Fay of the Seventh Unquiet Court"), (
        Section("Ready minions", (Row("Rowena Ashgrove the Ever-Watchful", "3 blood of 5, Prince (2 votes), "
                                      "Haven Uncovered, Heidelberg Castle, Germany"),)),
        Section("Uncontrolled region", names=("Lucan Threadgold", "Perpetua Lisle", "Osric Quill", "Gideon Marsh",
                                              "Lark Penrose", "Ezra Holloway", "Anatomist Teodor Hrab")),
        Section("In play", empty="nothing")))
    laid = rivals.lay_out(record, WINDOW, pygame.Rect(900, 70, 200, 24))
    assert_whole(laid, record)
    texts = [line.text for line in laid.lines]
    assert "nothing" in texts
    assert any("Rowena" in t for t in texts) and any("Teodor Hrab" in t or "Hrab" in t for t in texts)
    joined = " ".join(t for t in texts)
    for name in _names(record):   # every name drawn, its words in order
        assert all(word in joined for word in name.split())


def test_a_tall_panel_grows_wider_to_stay_inside_the_window():
    pygame.init()
    th.theme.height = 720
    rows = tuple(Row(f"Vampire number {k}", f"{k} power, {k} boons") for k in range(40))
    record = RivalRecord(_look(), (Section("Bloodline", rows),))
    laid = rivals.lay_out(record, WINDOW)
    assert laid.rect.width > th.theme.px(rivals.WIDTHS[0])
    assert_whole(laid, record)


def _largest(game_id: str, seed: int = 3, moves: int | None = None):
    info = registry.get(game_id)
    return start_table(info, info.max_players, seed, moves=MOVES[game_id] if moves is None else moves)


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_every_rival_panel_reads_whole_at_1280x720(game_id):
    _app, _session, table = _largest(game_id)
    view = table.view
    me = view.me
    assert view.state is not None
    for seat in range(view.state.players):
        record = view.rival_record(seat)
        assert record is not None and record.sections, (game_id, seat)
        for near in (None, pygame.Rect(10, 70, 220, 24), pygame.Rect(900, 600, 220, 24)):
            assert_whole(rivals.lay_out(record, WINDOW, near), record)
    # the drawn panel of a rival, in a real frame: inside the window
    plates = {s for _r, s in table.overlay.rivals.shown_plates}
    assert plates - {me} == set(range(view.state.players)) - {me}, (game_id, plates)
    assert (me in plates) == (game_id == "methuselah")   # there your own library badge opens your deck's lists


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_the_panel_is_built_from_the_view_only(game_id):
    field = HANDS[game_id]

    def held(st) -> bool:   # a rival of the seat to move holds secret cards
        return game_id == "equilibrium" or any(getattr(st, field)[s] for s in range(st.players)
                                               if s != st.current_player)

    info = registry.get(game_id)
    _app, session, table = start_table(info, info.max_players, 3, until=held)
    state = session.state
    me = table.view.me
    hands = getattr(state, field)
    rival = next(s for s in range(state.players) if s != me and (len(hands[s]) > 0 or game_id == "equilibrium"))
    other = [x for x in range(40) if x not in hands[rival]]   # other cards of the content, as many
    twin = state.clone()
    setattr(twin, field, [list(h) for h in hands])
    getattr(twin, field)[rival] = other[:len(hands[rival])] if hands[rival] else [2, 5]
    assert getattr(twin, field)[rival] != list(hands[rival])   # the true states differ in the rival's hand
    one = table.view.rival_sections(state.view(me), rival)
    two = table.view.rival_sections(twin.view(me), rival)
    assert one == two


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_a_click_on_a_rivals_plate_opens_its_panel_and_esc_or_a_click_elsewhere_closes_it(game_id):
    app, session, table = _largest(game_id, seed=5, moves=60)
    assert not session.state.is_over
    panels = table.overlay.rivals
    rect, seat = panels.shown_plates[0]
    away = (2, table.centre.bottom - 2)
    app.step([mouse(pygame.MOUSEMOTION, away)], 1 / 60)
    assert panels.laid is None
    app.step([mouse(pygame.MOUSEMOTION, rect.center)], 1 / 60)        # hover: shown
    assert panels.laid is not None and panels.pinned is None
    app.step([mouse(pygame.MOUSEBUTTONDOWN, rect.center), mouse(pygame.MOUSEBUTTONUP, rect.center)], 1 / 60)
    app.step([mouse(pygame.MOUSEMOTION, away)], 1 / 60)
    assert panels.pinned == seat and panels.laid is not None           # a click keeps it open
    assert WINDOW.contains(panels.laid.rect)
    record = table.view.rival_record(seat)
    assert panels.laid.lines[0].text in record.look.name
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert panels.pinned is None and panels.laid is None
    assert app.stack.top is table                                      # Esc closed the panel, not the table
    app.step([mouse(pygame.MOUSEMOTION, rect.center), mouse(pygame.MOUSEBUTTONDOWN, rect.center),
              mouse(pygame.MOUSEBUTTONUP, rect.center)], 1 / 60)
    assert panels.pinned == seat
    app.step([mouse(pygame.MOUSEMOTION, away), mouse(pygame.MOUSEBUTTONDOWN, away),
              mouse(pygame.MOUSEBUTTONUP, away)], 1 / 60)
    assert panels.pinned is None and panels.laid is None


@pytest.mark.parametrize("colour_blind", [False, True])
def test_elysium_draws_each_seat_in_its_one_colour(monkeypatch, colour_blind):
    """Every piece, miniature, marker and seat mark the Elysium table paints for a seat (found by the seat's
    shape) is in that seat's colour."""
    used: list[tuple[str, tuple]] = []
    real_shape, real_coin, real_standee = th.draw_shape, figures.coin, figures.standee

    def shape(surface, shape_name, colour, *a, **k):
        used.append((shape_name, tuple(colour)[:3]))
        return real_shape(surface, shape_name, colour, *a, **k)

    def coin(colour, shape_name, *a, **k):
        used.append((shape_name, tuple(colour)[:3]))
        return real_coin(colour, shape_name, *a, **k)

    def standee(colour, shape_name, *a, **k):
        used.append((shape_name, tuple(colour)[:3]))
        return real_standee(colour, shape_name, *a, **k)

    monkeypatch.setattr(th, "draw_shape", shape)
    monkeypatch.setattr(figures, "coin", coin)
    monkeypatch.setattr(figures, "standee", standee)
    th.theme.colour_blind = colour_blind
    try:
        app, _session, table = start_table(registry.get("elysium"), 5, 11, moves=170)
        table.view.still.forget() if hasattr(table.view, "still") else None
        used.clear()
        app.step([mouse(pygame.MOUSEMOTION, (1, 1))], 1 / 60)
        styles = {table.view.style_of(s).shape: table.view.style_of(s).colour for s in range(5)}
    finally:
        th.theme.colour_blind = False
    seen = {name for name, _c in used}
    assert len(seen & set(styles)) == 5, seen    # every seat's mark was drawn
    wrong = {(name, colour) for name, colour in used if name in styles and colour != tuple(styles[name])}
    assert not wrong, wrong


def test_a_plate_drawn_outside_a_frame_registers_nothing():
    surface = pygame.Surface((100, 100))
    rivals.plate(surface, pygame.Rect(0, 0, 10, 10), 1)
    assert rivals.active(surface) is None


def test_a_name_on_a_card_keeps_its_words_whole():
    """kit.sprites.fit_words: the largest type where every word fits; when even the smallest will not hold
    the name, its leading whole words, never a word broken with a hyphen (Methuselah's "Rowe-na Ash-")."""
    pygame.init()
    name = "Rowena Ashgrove"
    wide = sprites.fit_words(name, 200, 14, 9, 2)
    assert wide[1] == [name]
    for width in (40, 50, 60, 70, 90):
        face, lines = sprites.fit_words(name, width, 14, 9, 2)
        assert all(paint.text_width(face, line) <= width for line in lines)
        assert all(word in name.split() for line in lines for word in line.split()), lines
        assert " ".join(lines) == " ".join(name.split()[:len(" ".join(lines).split())])   # leading words
    assert sprites.fit_words("Anatomist", 10, 14, 9, 2)[1] == []   # no room for a whole word: none


def test_words_fitted_in_a_box_are_whole_or_left_out():
    pygame.init()
    found = sprites.fitted("Each vampire of the leading class: 1 VP, 2 VP from 3 spaces on", 200, 40, 14, "italic",
                           12, 2)
    assert found is not None
    face, lines = found
    assert len(lines) <= 2 and len(lines) * face.get_linesize() <= 40
    assert " ".join(lines) == "Each vampire of the leading class: 1 VP, 2 VP from 3 spaces on"
    assert sprites.fitted("Each vampire of the leading class", 30, 40, 14, "italic", 12, 2) is None
