"""Every seat's deck list is public in Methuselah (docs/methuselah-decisions.md, "Hidden information"): the AI
seats sample a rival's hidden cards from it, so a human must be able to read it too.  With random legal decks
(no player chose them), the table shows each rival's deck and, once its panel is kept open by a click, every
card of its crypt and library with its copies, exactly the lists the seat was dealt from; a glance under the
pointer shows the deck's name only; your own lists open from your library badge; and the log opens with the
deck each seat plays, as every seat reads it."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections import Counter

import pygame
import pytest

import game.games as registry
from game.games.methuselah.content import load
from tests.ui.tablehelp import mouse, start_table

INFO = registry.get("methuselah")
C = load()
ANY = {f"deck{i}": "any" for i in range(1, 5)}


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def _listed(names: tuple[str, ...]) -> Counter[str]:
    """"Name ×3" entries back into counts."""
    counts: Counter[str] = Counter()
    for entry in names:
        name, _, copies = entry.rpartition(" ×")
        if name and copies.isdigit():
            counts[name] += int(copies)
        else:
            counts[entry] += 1
    return counts


def _dealt(state, seat: int) -> tuple[Counter[str], Counter[str]]:
    """The seat's whole crypt and library, read from the true state's cards in every zone (not the list)."""
    deck = state.options[f"deck{seat + 1}"]
    return (Counter({C.vampires[C.vamp_index[k]].name: n for k, n in deck["crypt"].items()}),
            Counter({C.cards[C.card_index[k]].name: n for k, n in deck["library"].items()}))


def _click(app, pos) -> None:
    app.step([mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos),
              mouse(pygame.MOUSEBUTTONUP, pos)], 1 / 60)


def _away(app, table) -> None:
    app.step([mouse(pygame.MOUSEMOTION, (2, table.centre.bottom - 2))], 1 / 60)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_rivals_random_deck_is_read_whole_once_its_panel_is_kept_open(size):
    app, session, table = start_table(INFO, 4, 11, size=size, moves=30, options=dict(ANY))
    panels = table.overlay.rivals
    me = table.view.me
    window = pygame.Rect((0, 0), size)
    rivals_seen = set()
    for rect, seat in list(panels.shown_plates):
        if seat == me:
            continue
        app.step([mouse(pygame.MOUSEMOTION, rect.center)], 1 / 60)     # a glance: the deck's name, no lists
        glance = [line.text for line in panels.laid.lines]
        deck_name = session.state.options[f"deck{seat + 1}"]["name"]
        assert f"'{deck_name}'" in " ".join(glance), glance     # its row may wrap between words
        assert not any(text.startswith(("Crypt list", "Library list")) for text in glance)
        assert "click the name to see them" in " ".join(glance)            # and says how to read them
        _click(app, rect.center)
        _away(app, table)
        assert panels.pinned == seat and window.contains(panels.laid.rect)
        record = table.view.rival_record(seat)
        sections = {s.title.split(" (")[0]: s for s in record.sections}
        crypt, library = _dealt(session.state, seat)
        assert _listed(sections["Crypt list"].names) == crypt
        assert _listed(sections["Library list"].names) == library
        drawn = " ".join(line.text for line in panels.laid.lines)
        for entry in sections["Crypt list"].names + sections["Library list"].names:
            assert entry.split(" ×")[0].split()[0] in drawn, entry
        assert f"({sum(library.values())} cards)" in drawn
        assert "click the name" not in drawn                                # open: no word on opening them
        app.step([mouse(pygame.MOUSEMOTION, rect.center)], 1 / 60)
        from_key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        app.step([from_key], 1 / 60)
        rivals_seen.add(seat)
    assert rivals_seen == set(range(4)) - {me}


def test_your_own_lists_open_from_your_library_badge():
    app, session, table = start_table(INFO, 3, 4, moves=12, options=dict(ANY))
    panels = table.overlay.rivals
    me = table.view.me
    own = [rect for rect, seat in panels.shown_plates if seat == me]
    assert len(own) == 1
    _click(app, own[0].center)
    _away(app, table)
    assert panels.pinned == me
    record = table.view.rival_record(me)
    sections = {s.title.split(" (")[0]: s for s in record.sections}
    crypt, library = _dealt(session.state, me)
    assert _listed(sections["Crypt list"].names) == crypt and _listed(sections["Library list"].names) == library


def test_the_lists_are_the_same_whatever_the_hidden_cards():
    """The lists come from the public deck, not from where its cards lie: a rival's shuffled library and
    hand changed in the true state, the panel stays the same."""
    _app, session, table = start_table(INFO, 3, 8, moves=20, options=dict(ANY))
    state = session.state
    me = table.view.me
    rival = (me + 1) % 3
    twin = state.clone()
    twin.library = [list(x) for x in state.library]
    twin.hand = [list(x) for x in state.hand]
    pile = twin.library[rival] + twin.hand[rival]
    pile.reverse()
    twin.hand[rival], twin.library[rival] = pile[:len(state.hand[rival])], pile[len(state.hand[rival]):]
    assert twin.hand[rival] != state.hand[rival] or twin.library[rival] != state.library[rival]
    one = table.view.rival_sections(state.view(me), rival)
    two = table.view.rival_sections(twin.view(me), rival)
    assert one == two


@pytest.mark.parametrize("moves", [0, 1, 5])
@pytest.mark.parametrize("options", [dict(ANY), {"deck1": "random", "deck2": "random", "deck3": "random"}])
def test_the_log_opens_with_the_deck_every_seat_plays(options, moves):
    """Before anyone has moved, and once, after the first moves and an undo of them."""
    session = start_table(INFO, 3, 2, moves=moves, options=options)[1]
    while session.can_undo():
        session.undo()
    for viewer in (0, 1, 2, None):
        lines = session.log_for(viewer)
        for seat in range(3):
            deck = session.state.options.get(f"deck{seat + 1}")
            name = deck["name"] if isinstance(deck, dict) else C.decks[session.state.decks[seat]].name
            said = f"Seat {seat + 1} plays the {'' if isinstance(deck, dict) else 'starter '}deck '{name}'"
            assert lines[seat] == said and lines.count(said) == 1, (viewer, lines[:4])
