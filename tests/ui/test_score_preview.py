"""The score preview at every table and the results screen of every game (game/ui/kit/scoresheet.py): the
preview opens by a click on its tab and by its key, closes by Esc (the pause menu stays shut) and by a
click elsewhere, and shows the rows of the viewer's view; the results show rows whose numbers add up to
each seat's total."""

from __future__ import annotations

import pygame
import pytest

from game.games import all_games
from game.ui import theme as th
from game.ui.kit.scoresheet import PREVIEW_KEY
from game.ui.scenes_play import ResultsScene
from tests.example_game.duel import INFO as DUEL
from tests.example_game.duel_table import register as register_duel

from .tablehelp import key, mouse, start_table

LONG_NAMES = ["Ignatius Blackwood-Ravenscroft", "Octavia Moreau de la Nuit", "Ruth", "Bartholomew Ashgrave",
              "Seraphine Vantreaux-Delacroix"]
GAMES = [info.id for info in all_games()] + [DUEL.id]   # the guide's example table too


def _mid(game_id: str, moves: int) -> int:
    """A position `moves` into the game (the Duel's whole game is ten moves: four)."""
    return 4 if game_id == DUEL.id else moves


def _info(game_id: str):
    if game_id == DUEL.id:
        register_duel()
        return DUEL
    return next(info for info in all_games() if info.id == game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_preview_opens_by_click_and_by_key_and_closes_by_esc(game_id):
    info = _info(game_id)
    app, _session, table = start_table(info, min(3, info.max_players), seed=5,
                                      until=lambda s: len(s.history) >= _mid(game_id, 40))
    view = table.view
    preview = view.score_preview
    tab = preview.tab
    assert tab is not None, "the table drew no score preview tab"
    assert app.screen.get_rect().contains(tab)
    far = (app.screen.get_width() // 2, 4)   # on the banner: not on the tab, nothing to play
    app.step([mouse(pygame.MOUSEMOTION, far)], 1 / 60)
    assert not preview.shown(far)

    app.step([mouse(pygame.MOUSEBUTTONDOWN, tab.center), mouse(pygame.MOUSEBUTTONUP, tab.center),
              mouse(pygame.MOUSEMOTION, far)], 1 / 60)
    assert preview.open and preview.shown(far), "a click on the tab keeps it open"
    assert preview.sheet_rect is not None and app.screen.get_rect().contains(preview.sheet_rect)
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert not preview.open and app.stack.top is table, "Esc closes the preview, not the table"

    app.step([key(PREVIEW_KEY)], 1 / 60)
    assert preview.open, "the key opens it"
    app.step([key(PREVIEW_KEY)], 1 / 60)
    assert not preview.open, "the key again closes it"
    app.step([key(PREVIEW_KEY)], 1 / 60)
    app.step([mouse(pygame.MOUSEBUTTONDOWN, far), mouse(pygame.MOUSEBUTTONUP, far)], 1 / 60)
    assert not preview.open and app.stack.top is table, "a click elsewhere closes it"
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert app.stack.top is not table, "with the preview shut, Esc is the pause menu again"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_preview_shows_the_viewers_view(game_id):
    info = _info(game_id)
    app, session, table = start_table(info, min(3, info.max_players), seed=7,
                                      until=lambda s: len(s.history) >= _mid(game_id, 60))
    app.step([key(PREVIEW_KEY)], 1 / 60)
    popups = table.overlay.pickers if hasattr(table.overlay, "pickers") else []
    drawn = [p for p in popups if hasattr(p, "sheet")]
    sheet = drawn[-1].sheet if drawn else None
    assert sheet is not None, "the preview's sheet went to the overlay"
    seen = session.state.view(table.viewer)
    assert sheet.rows == tuple((label, tuple(values)) for label, values in seen.score_breakdown())
    assert sheet.totals == tuple(seen.scores())


@pytest.mark.parametrize("game_id", GAMES)
def test_results_show_rows_that_add_up_to_each_seats_total(game_id):
    info = _info(game_id)
    players = info.max_players
    app, session, _table = start_table(info, players, seed=3, names=LONG_NAMES)
    assert session.state.is_over
    results = app.stack.push(ResultsScene(session))
    app.step([], 1 / 60)
    layout = results.sheet_layout
    sheet = pygame.Rect((0, 0), layout.size)
    sheet.midtop = (results.panel_rect.centerx, results.panel_rect.top + th.theme.px(120))
    assert results.panel_rect.contains(sheet) and app.screen.get_rect().contains(results.panel_rect)
    for seat in range(players):   # every name whole: its lines put back together, broken only between words
        joined = ""
        for piece in [p.text for p in layout.texts if p.role == "name" and p.seat == seat]:
            joined += piece if not joined or joined.endswith("-") else " " + piece
        assert joined == LONG_NAMES[seat]
    for seat in range(players):
        values = [int(p.text) for p in layout.texts if p.seat == seat and p.role == "value"]
        total = [int(p.text) for p in layout.texts if p.seat == seat and p.role == "total_value"]
        assert len(values) == len(results.sheet.rows) and total == [session.state.scores()[seat]]
        assert sum(values) == total[0], f"seat {seat}: {values} do not add up to {total}"


def test_the_winner_is_written_in_their_own_seat_colour():
    """One colour per seat everywhere: "X wins" was always crimson, whatever the winner's colour."""
    info = _info("nocturne")
    app, session, _table = start_table(info, 3, seed=3, names=LONG_NAMES)
    results = app.stack.push(ResultsScene(session))
    app.step([], 1 / 60)
    winners = list(session.state.winners())
    expected = th.theme.seat(session.colour_index(winners[0])).colour if len(winners) == 1 else th.GOLD
    assert results.winners_colour() == expected
