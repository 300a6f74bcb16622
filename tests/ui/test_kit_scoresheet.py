"""The kit's score sheet (game/ui/kit/scoresheet.py): every row and every seat's name laid out whole (words
never broken, no ellipsis) inside the sheet at 1280x720 with five seats and long names; the preview's tab
opens and closes by click, by its key and by Esc."""

from __future__ import annotations

import pygame
import pytest

from game.ui import paint
from game.ui import theme as th
from game.ui.kit.scoresheet import (
    NOTES_CAPTION,
    PREVIEW_HINT,
    PREVIEW_KEY,
    PREVIEW_TITLE,
    ScorePreview,
    ScoreSheet,
    draw_sheet,
    lay_out,
)

from .tablehelp import key, mouse

NAMES = ("Ignatius Blackwood-Ravenscroft", "Octavia Moreau de la Nuit", "Ruth", "Bartholomew Ashgrave",
         "Seraphine Vantreaux-Delacroix")
SHEET = ScoreSheet(
    names=NAMES, styles=tuple(th.theme.seat(i) for i in range(5)),
    rows=(("The Leash of Conscience", (3, -1, 0, 2, 5)), ("Crosses on cards in hand", (10, 12, 0, 4, 7)),
          ("Influence left (1 per 2)", (1, 2, 3, 4, 5)), ("Power", (12, 9, 16, 0, 1))),
    totals=(26, 22, 19, 10, 18), tie_break="Tied on 26 victory points: decided by fewer missions claimed.",
    notes=(("Pool (breaks a tie at the round limit)", (10, 19, 14, 31, 21)),), winners=(0,))


@pytest.fixture
def surface():
    pygame.display.init()
    pygame.font.init()
    th.theme.height = 720   # the type sizes of a 1280x720 window
    return pygame.Surface((1280, 720))


def _words_whole(text: str, pieces: list[str]) -> None:
    """Wrapped only between words or after a hyphen: the lines put back together are the text."""
    joined = ""
    for piece in pieces:
        joined += piece if not joined or joined.endswith("-") else " " + piece
    assert joined == text, (text, pieces)
    assert all(piece == piece.strip() and piece for piece in pieces), pieces


@pytest.mark.parametrize(("size", "width", "roomy"), [("body", 920, True), ("small", 900, False)])
def test_every_row_and_every_name_is_laid_out_whole_inside_the_sheet(surface, size, width, roomy):
    layout = lay_out(SHEET, width, size, PREVIEW_TITLE, PREVIEW_HINT, roomy=roomy)
    frame = pygame.Rect((0, 0), layout.size)
    assert layout.size[0] <= width and layout.size[1] < 720
    for placed in layout.texts:
        assert frame.contains(placed.rect), placed
        assert "…" not in placed.text
    for seat, name in enumerate(NAMES):
        _words_whole(name, [p.text for p in layout.texts if p.role == "name" and p.seat == seat])
    labels = [p.text for p in layout.texts if p.role in ("label", "total", "note")]
    for label, _values in (*SHEET.rows, ("Total", ()), *SHEET.notes):
        assert label in labels or any(label.startswith(piece) for piece in labels), (label, labels)
    _words_whole(SHEET.tie_break, [p.text for p in layout.texts if p.role == "tie"])
    assert NOTES_CAPTION in [p.text for p in layout.texts]
    # each seat's column: its numbers, then its total, in that order, all under its name
    for seat in range(5):
        values = [p.text for p in layout.texts if p.seat == seat and p.role in ("value", "total_value", "note_value")]
        assert values == [str(v) for _l, row in SHEET.rows for v in row[seat:seat + 1]] + \
            [str(SHEET.totals[seat]), str(SHEET.notes[0][1][seat])]
    # columns do not overlap: the right edge of each seat's texts stays left of the next seat's
    for seat in range(4):
        mine = [p.rect for p in layout.texts if p.seat == seat]
        theirs = [p.rect for p in layout.texts if p.seat == seat + 1]
        assert max(r.right for r in mine) < min(r.left for r in theirs)
    with paint.checking() as fits:
        draw_sheet(surface, frame.move(10, 10), layout, SHEET, size)
    assert fits and not [fit.text for fit in fits if fit.cut]


def test_the_total_is_the_last_row_and_the_notes_sit_apart_under_it(surface):
    layout = lay_out(SHEET, 920, "body", roomy=True)
    top = {p.role: p.rect.top for p in layout.texts}
    total = next(p.rect for p in layout.texts if p.role == "total")
    assert all(p.rect.top < total.top for p in layout.texts if p.role == "label")
    assert all(p.rect.top > total.top for p in layout.texts if p.role in ("note", "tie", "caption"))
    assert top["caption"] > top["tie"]


def test_the_preview_opens_by_a_click_on_its_tab_or_its_key_and_closes_by_esc_or_a_click_elsewhere(surface):
    preview = ScorePreview()
    assert not preview.handle(key(PREVIEW_KEY))            # no tab drawn: the key is not the preview's
    preview.draw_tab(surface, pygame.Rect(100, 100, 120, 20), (0, 0))
    away = (600, 600)
    assert not preview.shown(away)
    assert preview.shown((110, 110))                       # hovered
    assert preview.handle(mouse(pygame.MOUSEBUTTONDOWN, (110, 110))) and preview.open
    assert preview.handle(mouse(pygame.MOUSEBUTTONUP, (110, 110)))
    assert preview.shown(away)
    assert preview.handle(key(pygame.K_ESCAPE)) and not preview.open
    assert not preview.handle(key(pygame.K_ESCAPE))       # closed: Esc is the table's again
    assert preview.handle(key(PREVIEW_KEY)) and preview.open
    assert preview.handle(key(PREVIEW_KEY)) and not preview.open
    preview.handle(key(PREVIEW_KEY))
    assert preview.handle(mouse(pygame.MOUSEBUTTONDOWN, away)) and not preview.open
    assert preview.handle(mouse(pygame.MOUSEBUTTONUP, away))
    assert not preview.handle(mouse(pygame.MOUSEBUTTONDOWN, away))   # closed: clicks are the table's
    preview.handle(mouse(pygame.MOUSEBUTTONDOWN, (110, 110)))
    preview.handle(mouse(pygame.MOUSEBUTTONDOWN, (110, 110)))        # a second click on the tab closes it
    assert not preview.open and not preview.shown((110, 110))
