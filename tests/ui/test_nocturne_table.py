"""The Nocturne table, offscreen, over real seeded games: every phase drawn at two sizes, planning by drag
(an order token onto a cell, a card under the order), an illegal drop that plays nothing, a rival's
face-down order drawn as a back only (and the table reading only the viewer's view), the zoom."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random

import pygame
import pytest

from game.games.nocturne import actions as A
from tests.ui.tablehelp import drag as carry  # the same window driving, one place
from tests.ui.tablehelp import drawn_texts, look_from, mouse, start_table

NAMES = ["Valerian", "Corvin", "Mirela", "Odile"]


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def start(players: int, seed: int, size=(1280, 720), until=None, moves: int = 5000, pick=None):
    """A table with every seat human, after seeded legal moves (random, or `pick`) until `until(state)`."""
    from game.games.nocturne import INFO
    return start_table(INFO, players, seed, size, until, moves, pick, names=NAMES)


def drag(app, start_pos, end_pos) -> None:
    """Press, carry and release; then let the piece settle (or slide home)."""
    carry(app, start_pos, end_pos)
    for _ in range(30):
        app.step([], 1 / 60)


def builds_plans(state, legal, rng):
    """Random moves that lean to city orders with cards under them (so the board fills up)."""
    if state.step == "plan":
        cards = [a for a in legal if isinstance(a, A.AddCard)]
        city = [a for a in legal if isinstance(a, A.PlanOrder) and a.quarter is not None]
        if cards and rng.random() < 0.6:
            return rng.choice(cards)
        if city and rng.random() < 0.7:
            return rng.choice(city)
    return rng.choice(legal)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_the_table_draws_every_phase_of_a_seeded_game(size):
    app, session, table = start(4, seed=5, size=size, moves=0)
    from game.ui.tables.nocturne.view import NocturneTable
    assert isinstance(table.view, NocturneTable)
    rng = random.Random(5)
    seen: set[tuple[str, str]] = set()
    while not session.state.is_over:
        state = session.state
        key = (state.phase, state.step)
        if key not in seen or (state.step == "place" and rng.random() < 0.05):
            seen.add(key)
            look_from(app, table, state.current_player)
            for _ in range(3):
                app.step([], 1 / 60)
            assert not app.errors, (key, app.errors)
        session.play(builds_plans(state, state.legal_actions(), rng))
    look_from(app, table, 0)
    for _ in range(3):
        app.step([], 1 / 60)
    assert {"plan", "place", "dusk", "upkeep"} <= {step for _phase, step in seen}
    assert not app.errors


def planning_fresh(state) -> bool:
    """A seat's turn to plan, nothing planned yet, with a free card."""
    p = state.actor
    return state.step == "plan" and not any(state.plan[p]) and any(a == 0 for a in state.assign[p])


def test_dragging_an_order_onto_a_cell_then_a_card_under_it_plans_exactly_that():
    app, session, table = start(3, seed=7, until=planning_fresh)
    state = session.state
    me = state.current_player
    view = table.view
    city = [a for a in state.legal_actions() if isinstance(a, A.PlanOrder) and a.quarter is not None]
    assert city
    chosen = city[-1]
    part = ("dawn", "dusk", "night").index(chosen.where)
    token = next(t for t in table.drag.tokens if t.key[0] == "token")
    before = len(session.state.history)
    goal = view.area.cells[(chosen.quarter, part)].center
    drag(app, (round(token.pos[0]), round(token.pos[1])), goal)
    assert session.state.history[before:] == [chosen]
    assert session.state.cur[me] > 0
    # a card from the hand onto the bat board's place of that order: exactly that card goes under it
    piece = next(t for t in table.drag.tokens if t.key[0] == "card")
    card = session.state.hands[me][piece.key[1]]
    drag(app, (round(piece.pos[0]), round(piece.pos[1])), view.area.slots[2 + part].center)
    assert session.state.history[before + 1:] == [A.AddCard(card)]
    t = session.state.cur[me]
    assert card in [x for x, a in zip(session.state.hands[me], session.state.assign[me], strict=True) if a == t]
    assert not app.errors


def test_an_illegal_drop_plays_nothing_and_the_piece_slides_home():
    app, session, table = start(3, seed=8, until=lambda s: planning_fresh(s) and s.day >= 2)
    state = session.state
    view = table.view
    snapshot = state.to_data()
    piece = next(t for t in table.drag.tokens if t.key[0] == "card")
    # no order is being planned: a card has nowhere to go (a cell, the altar, the bat board, the log)
    for goal in (view.area.cells[(0, 2)].center, view.area.altar.center, view.area.slots[4].center,
                 table.log_list.rect.center):
        drag(app, (round(piece.pos[0]), round(piece.pos[1])), goal)
        assert session.state.to_data() == snapshot
        assert piece.pos == pytest.approx(piece.home, abs=1.0)
    # an order token dropped on a card of the hand or the fear track: nothing either
    token = next(t for t in table.drag.tokens if t.key[0] == "token")
    for goal in (piece.home, view.area.fear.center):
        drag(app, (round(token.pos[0]), round(token.pos[1])), (round(goal[0]), round(goal[1])))
        assert session.state.to_data() == snapshot
    assert not app.errors


def test_a_plan_that_cannot_act_says_why_and_cannot_be_committed():
    app, session, table = start(3, seed=9, until=planning_fresh)
    state = session.state
    me = state.current_player
    city = [a for a in state.legal_actions() if isinstance(a, A.PlanOrder) and a.quarter is not None]
    session.play(city[0])
    look_from(app, table, me)
    from game.ui.tables.nocturne.view import status_line
    view = session.state.view(me)
    text, refused = status_line(view, me, True)
    assert refused and "fear die" in text and str(view.dice[city[0].quarter]) in text
    assert A.CommitPlan() not in session.state.legal_actions()
    panel = table.view.gestures.panel
    assert panel is None or A.CommitPlan() not in panel.actions()
    assert session.state.why_not(me)
    assert not app.errors


def test_a_rivals_face_down_order_shows_only_its_back_and_the_table_reads_only_the_view(monkeypatch):
    from game.games.nocturne.state import TOKEN_SPAN
    from game.ui.tables.nocturne import art, read, scene

    def rivals_placed(s) -> bool:
        return s.step == "place" and sum(len(r) for r in s.rows) >= 4 and \
            len({e // TOKEN_SPAN for r in s.rows for e in r}) >= 2
    app, session, table = start(4, seed=11, until=rivals_placed, pick=builds_plans)
    state = session.state
    faces, backs, views = [], [], []
    real_face, real_back, real_read = art.token_face, art.token_back, read.model_of

    def face_spy(colour, part, radius):
        faces.append((tuple(colour), part))
        return real_face(colour, part, radius)

    def back_spy(colour, radius):
        backs.append(tuple(colour))
        return real_back(colour, radius)

    def read_spy(view, me):   # the one door from the view to what the table draws (its model)
        views.append((view, me))
        return real_read(view, me)
    monkeypatch.setattr(scene.art, "token_face", face_spy)
    monkeypatch.setattr(scene.art, "token_back", back_spy)
    monkeypatch.setattr(read, "model_of", read_spy)
    checked = 0
    for seat in range(4):
        faces.clear()
        backs.clear()
        views.clear()
        shown = state.view(seat)          # what the table scene hands the view for that seat's eyes
        table.view.refresh(shown, seat)
        table.view.draw(app.screen, shown, table.centre)
        assert views, "the table read its view"
        for view, me in views:
            assert view is not state and me == seat
            assert view.to_data() == state.view(seat).to_data()
        colour = {p: tuple(table.view.style_of(p).colour) for p in range(4)}
        for q in range(state.quarters):
            for entry in state.rows[q]:
                owner = entry // TOKEN_SPAN
                if owner != seat:
                    checked += 1
                    assert colour[owner] in backs
        rivals = {colour[p] for p in range(4) if p != seat}
        assert not [f for f in faces if f[0] in rivals and f[1] is not None], "a rival's part of the day was drawn"
    assert checked
    assert not app.errors


def test_a_right_click_on_a_card_zooms_it():
    app, session, table = start(3, seed=12, until=planning_fresh)
    view = table.view
    box = view.hits[("card", view.gestures.free[0])]
    app.step([mouse(pygame.MOUSEMOTION, box.center), mouse(pygame.MOUSEBUTTONDOWN, box.center, 3),
              mouse(pygame.MOUSEBUTTONUP, box.center, 3)], 1 / 60)
    app.step([], 1 / 60)
    zoomed = table.overlay.zoomed
    assert zoomed is not None and zoomed.rect == box
    me = session.state.current_player
    card = session.state.hands[me][view.gestures.free[0]]
    from game.games.nocturne.content import load
    assert zoomed.face.title == load().names[card] and "Strength" in zoomed.face.text   # the whole card
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], 1 / 60)
    assert table.overlay.zoomed is None
    assert not app.errors


def test_the_reveal_turns_the_orders_over_with_motion():
    def last_to_place(s) -> bool:
        return s.step == "place" and sum(s.left) == 1 and any(s.rows)
    app, session, table = start(3, seed=13, until=last_to_place, pick=builds_plans)
    state = session.state
    rows = sum(len(r) for r in state.rows)
    look_from(app, table, state.current_player)
    table.view.motion.speed = 1.0
    session_action = state.legal_actions()[0]
    assert table.submit(session_action)
    look_from(app, table, session.state.current_player)   # the next seat's eyes, the curtain lifted
    flights = [f for f in table.view.motion.flights if f.key == "reveal"]
    turned = rows + (1 if isinstance(session_action, A.PlaceCity) else 0)
    assert len(flights) == 3 * turned    # each order: its back, its edge, its face
    for _ in range(240):
        app.step([], 1 / 60)
    assert not [f for f in table.view.motion.flights if f.key == "reveal"]
    assert not app.errors


def click(app, pos) -> None:
    app.step([mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos)], 1 / 60)
    app.step([mouse(pygame.MOUSEBUTTONUP, pos)], 1 / 60)
    for _ in range(3):
        app.step([], 1 / 60)


def test_a_click_plans_and_adds_as_a_drag_does_and_key_1_plays_the_first_move():
    app, session, table = start(3, seed=14, until=planning_fresh)
    state = session.state
    me = state.current_player
    view = table.view
    city = [a for a in state.legal_actions() if isinstance(a, A.PlanOrder) and a.quarter is not None]
    chosen = city[len(city) // 2]
    part = ("dawn", "dusk", "night").index(chosen.where)
    before = len(state.history)
    cell = view.area.cells[(chosen.quarter, part)]
    click(app, (cell.left + 6, cell.top + 6))    # a corner of the cell: no card piece lies there
    assert session.state.history[before:] == [chosen]
    index = view.gestures.free[0]
    card = session.state.hands[me][index]
    click(app, view.hits[("card", index)].center)
    assert session.state.history[before + 1:] == [A.AddCard(card)]
    first = session.state.legal_actions()[0]
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1")], 1 / 60)
    app.step([], 1 / 60)
    assert session.state.history[before + 2:] == [first]
    assert not app.errors


@pytest.mark.parametrize("edition, says", [(2, "any quarter; where its cards do not beat the die, it fails"),
                                           (1, "any quarter its cards can act in")])
def test_the_screens_line_for_placing_says_where_an_order_may_go_under_its_edition(edition, says):
    """Rules edition 2 (issue 39 item 10): an order may go beside any quarter, and fails where its
    cards do not beat the die; the line under the screen says so (edition 1 kept the old words)."""
    from game.core.rng import Rng
    from game.games.nocturne import INFO
    from game.ui.tables.nocturne.view import status_line

    state = INFO.new_game(3, 4, {"rules_edition": edition} if edition == 1 else {})
    rng = Rng(4)
    while not (state.phase == "orders" and state.left[state.current_player]):
        state.apply(rng.choice(state.legal_actions()))
    me = state.current_player
    text, refused = status_line(state.view(me), me, True)
    assert says in text and not refused


def test_a_card_short_of_room_ends_its_text_on_whole_words_and_an_ellipsis(monkeypatch):
    """Issue 43: a city card's text stopped mid-sentence with nothing to say more was on the zoom."""
    import pygame as pg

    from game.ui.tables.nocturne import art
    drawn = drawn_texts(monkeypatch)
    words = "Cost 2: Take 1 elder vampire(s) from the catacombs into your coterie at once"
    surface = pg.Surface((400, 400))
    art.card(surface, pg.Rect(10, 10, 140, 80), "Opera Singer", words, 1.0, None, strength=(7, 8, 9))
    body = [value for value in drawn if value and value.split()[0] in words.split() and value != "Opera Singer"]
    assert body and body[-1].endswith("…"), drawn
    shown = " ".join(body).removesuffix("…").split()
    assert shown == words.split()[:len(shown)]   # whole words, in order, none broken
