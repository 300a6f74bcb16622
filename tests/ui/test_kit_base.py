"""The kit's base table: a table holds only the viewer's views, and events arrive with the views around them."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest

from game.ui.kit.base import BaseTable
from tests.ui.tablehelp import drawn_texts
from tests.ui.test_equilibrium_table import step, table_at


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def test_a_table_holds_the_viewers_view_and_gets_events_with_the_views_before_and_after():
    app, table, session = table_at(3, until=lambda s: s.phase == "action" and s.current_player == 0, seed=4)
    view = table.view
    assert isinstance(view, BaseTable)
    assert view.state is not session.state and view.state.to_data() == session.state.view(0).to_data()
    seen = []
    view.happened = lambda events, before, after: seen.append((events, before, after))
    moves_before = len(session.state.history)
    before = view.state.to_data()
    assert table.submit(session.state.legal_actions()[0])
    assert len(seen) == 1
    events, old, new = seen[0]
    assert events and old.to_data() == before and len(old.history) == moves_before
    assert new is view.state and new.to_data() == session.state.view(0).to_data()
    assert new is not session.state
    step(app, n=2)
    assert app.errors == []


def test_seat_looks_name_every_seat_with_its_kind_score_and_turn():
    _app, table, session = table_at(3, until=lambda s: s.phase == "action" and s.current_player == 0, seed=4)
    looks = [table.view.seat_look(seat) for seat in range(3)]
    assert [look.name for look in looks] == [session.name(seat) for seat in range(3)]
    assert [look.kind for look in looks] == ["Human", "AI · Random", "AI · Random"]
    assert [look.active for look in looks] == [True, False, False] and looks[0].you and not looks[1].you
    assert [look.score for look in looks] == list(session.state.view(0).scores())


def test_events_reach_a_table_only_as_its_viewer_may_see_them():
    """Another seat's secret draw arrives in its public form, with no data to peek at."""
    from game.core import Event

    _app, table, session = table_at(3, until=lambda s: s.phase == "action" and s.current_player == 0, seed=4)
    view = table.view
    seen = []
    view.happened = lambda events, before, after: seen.append(events)
    secret = Event("vote_draw", "Seat 2 draws Warriors +3", 1, {"cards": [4, 5, 6]},
                   frozenset({1}), "Seat 2 draws three cards")
    unseen = Event("peek", "Seat 3 looks at the deck", 2, {"card": 9}, frozenset({2}))
    public = Event("round", "Round 2 begins", None, {"round": 2})
    view.events([secret, unseen, public])
    view.refresh(session.state.view(0), 0)
    assert len(seen) == 1
    kinds = [(e.kind, e.text, e.data) for e in seen[0]]
    assert kinds == [("vote_draw", "Seat 2 draws three cards", {}), ("round", "Round 2 begins", {"round": 2})]


def test_a_count_is_singular_only_for_one():
    """Issue 43: "1 chronicle points"."""
    from game.ui.kit.names import counted
    assert counted(1, "chronicle point") == "1 chronicle point"
    assert [counted(n, "token") for n in (0, 2)] == ["0 tokens", "2 tokens"]
    assert counted(3, "mouse", "mice") == "3 mice"


def test_the_ribbon_never_breaks_a_word_and_keeps_the_question(monkeypatch):
    """Issue 43: the ribbon read "Turn 5 of 6 · Influence Phase — Drag influence onto a lit zon…"."""
    import pygame

    from game.ui.kit.base import draw_ribbon
    drawn = drawn_texts(monkeypatch)
    words = "Turn 5 of 6 · Influence Phase — drag influence onto a lit zone, or stop bidding this phase"
    surface = pygame.Surface((900, 60))
    for width in (900, 600, 420, 300):
        drawn.clear()
        draw_ribbon(surface, pygame.Rect(0, 0, width, 26), words, True)
        shown = drawn[-1]
        whole = shown.removesuffix("…").split()
        assert all(w in words.split() or w.capitalize() in words.split() or w.lower() in words.split()
                   for w in whole), (width, shown)   # every word shown is a whole word of the prompt
        if shown != words:
            assert "Drag" in shown or "drag" in shown, (width, shown)   # the question comes before the preface
