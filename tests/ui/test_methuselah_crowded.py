"""The Methuselah table with crowded regions, offscreen: seats that draw every vampire of their crypt into
the uncontrolled region (up to the 12 of a crypt) lay them out so that no card lies over another, each
stays inside its region, and every name the viewer may read is written whole (on its card, or on its
strip of a list); a rival's face-down vampires each keep their blood count in sight."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random

import pygame
import pytest

from game.games.methuselah import INFO
from game.games.methuselah import actions as A
from game.ui.tables.methuselah import art
from game.ui.tables.methuselah.layout import rival_parts
from game.ui.tables.methuselah.minions import count_width, is_strip
from game.ui.tables.methuselah.seats import crowd
from tests.ui.tablehelp import drag, look_from, settle, start_table

CRYPT = 12   # a starter deck's vampires (game/games/methuselah/content.py): the most a region can hold


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def hoards(state, legal, rng: random.Random):
    """Random moves, but every vampire the crypt gives is drawn and none is brought out."""
    draws = [a for a in legal if isinstance(a, A.CryptDraw)]
    if draws:
        return draws[0]
    return rng.choice([a for a in legal if not isinstance(a, A.BringOut)] or legal)


def crowded(players: int, want: int):
    def until(state) -> bool:
        return state.current_player == 0 and min(len(state.unc[p]) for p in range(players)) >= want
    return until


def check_region(region: pygame.Rect, minions, rects: dict, unit: float) -> None:
    """No vampire over another, each inside its region, each face-up name whole, each blood count seen."""
    boxes = [rects[m.key] for m in minions]
    assert len(boxes) == len(minions)
    for i, (minion, box) in enumerate(zip(minions, boxes, strict=True)):
        assert region.contains(box), (minion.card.name, box, region)
        for other in boxes[i + 1:]:
            assert not box.colliderect(other), (box, other)
        if is_strip(box):
            assert art.strip_reads(minion, box.size, unit), (minion.card.name, box)
        elif not minion.card.hidden:
            assert art.name_whole(minion.card.name, box.size, unit), (minion.card.name, box)
        else:
            assert box.width >= count_width(minion, unit * 0.85), box


@pytest.mark.parametrize(("size", "players", "want"), [((1280, 720), 3, 7), ((1280, 720), 5, CRYPT),
                                                       ((1280, 720), 4, 9), ((1600, 900), 5, 7),
                                                       ((2560, 1440), 3, CRYPT), ((2560, 1440), 5, 9)])
def test_a_crowded_uncontrolled_region_keeps_every_card_readable(size, players, want):
    app, session, table = start_table(INFO, players, 3, size, crowded(players, want), 20000, hoards)
    assert min(len(session.state.unc[p]) for p in range(players)) >= want
    look_from(app, table, 0)
    view = table.view
    model, area, places = view.model, view.area, view.drawn.places
    mine = model.seats[model.me]
    assert len(mine.uncontrolled) >= want
    check_region(area.uncontrolled, mine.uncontrolled, places, area.unit)
    for seat, panel in zip(model.order(), area.rivals, strict=False):
        rival = model.seats[seat]
        assert all(m.card.hidden for m in rival.uncontrolled)   # face down to the others
        parts = rival_parts(panel, area.unit, crowd(rival))
        check_region(parts.uncontrolled, rival.uncontrolled, places, area.unit)
    assert not app.errors


def influence_when_crowded(state) -> bool:
    return crowded(3, CRYPT)(state) and state.step == "influence" and \
        any(isinstance(a, A.Transfer) and a.amount > 0 for a in state.legal_actions())


def test_a_vampire_of_a_crowded_list_takes_a_pool_counter_dragged_onto_it():
    app, session, table = start_table(INFO, 3, 3, (1280, 720), influence_when_crowded, 20000, hoards)
    state = session.state
    slot = len(state.unc[0]) - 1
    target = table.view.hits[("unc", 0, slot)]
    assert is_strip(target)   # twelve at 1280x720, with minions ready: a list
    token = next(t for t in table.drag.tokens if t.kind == ("pool",))
    pool, blood = state.pool[0], state.unc_blood[0][slot]
    before = len(state.history)
    drag(app, token.pos, target.center)
    settle(app)
    assert session.state.history[before:] == [A.Transfer(slot, 1)]
    assert session.state.pool[0] == pool - 1 and session.state.unc_blood[0][slot] == blood + 1
    assert not app.errors
