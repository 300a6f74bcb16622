"""The Bloodlines table, offscreen: the pyramid layout, the card faces and tokens, every board; then the
table over real games (every phase at two sizes, recruit drags, lit targets, views only)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.tables.bloodlines import pyramid
from tests.ui.tablehelp import drag, look_from, mouse, start_table  # the shared window driving


# -- the pyramid layout ---------------------------------------------------------------------------------------
def random_bloodline(rng: random.Random, size: int, most: int = 3) -> list[int]:
    """Sires of a bloodline grown by random recruits under any vampire with fewer than `most` childer."""
    sires, kids = [-1], [0]
    for _ in range(size - 1):
        sire = rng.choice([i for i, k in enumerate(kids) if k < most])
        kids[sire] += 1
        sires.append(sire)
        kids.append(0)
    return sires


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 13), st.integers(0, 10_000), st.sampled_from([(300, 150), (480, 220), (230, 330)]))
def test_a_pyramid_puts_every_childe_under_its_sire_and_no_cards_on_top_of_each_other(size, seed, box_size):
    sires = random_bloodline(random.Random(seed), size)
    box = pygame.Rect(20, 30, *box_size)
    fit = pyramid.fit(box, sires, widest=90)
    assert len(fit.rects) == size
    for r in fit.rects:
        assert box.contains(r), (r, box)
    places, _columns, _rows = pyramid.slots(sires)
    for i, sire in enumerate(sires):
        if sire >= 0:
            assert places[i].depth == places[sire].depth + 1
            assert fit.rects[i].top > fit.rects[sire].top            # beneath its sire
    for i, sire in enumerate(sires):                                  # a sire centred over its childer
        kids = [k for k, s in enumerate(sires) if s == i]
        if kids:
            centre = (fit.rects[kids[0]].centerx + fit.rects[kids[-1]].centerx) / 2
            assert abs(fit.rects[i].centerx - centre) <= 2
    for i in range(size):                                             # a row never stacks cards
        for j in range(i + 1, size):
            if places[i].depth == places[j].depth:
                assert not fit.rects[i].colliderect(fit.rects[j]), (i, j)
    if not fit.overlapped:
        for i in range(size):
            for j in range(i + 1, size):
                assert not fit.rects[i].colliderect(fit.rects[j]), (i, j)


def test_ten_vampires_in_each_of_four_pyramids_at_720_stay_a_readable_size():
    from game.ui import theme as th
    from game.ui.tables.bloodlines import layout, panels
    from game.ui.tables.bloodlines.model import Bloodline, Card, Vampire
    th.theme.height = 720
    area = layout.compute(pygame.Rect(10, 68, 920, 642), 4, 0)   # the table's room at 1280x720
    assert len(area.rivals) == 3
    for seed in range(200):
        sires = random_bloodline(random.Random(seed), 10 + seed % 2)
        line = Bloodline(0, 0, "", tuple(Vampire(Card(i, ""), s) for i, s in enumerate(sires)))
        for rect, big in [(area.own, True), *((r, False) for r in area.rivals)]:
            fit = panels.pyramid_fit(panels.pyramid_box(rect, area.unit, big), line, area.unit, big)
            w, h = fit.card
            assert w >= 30 and h >= 20, (seed, big, fit.card)
            assert all(rect.contains(r) for r in fit.rects)


def test_a_long_chain_closes_up_but_keeps_each_cards_top_in_sight():
    sires = [-1] + list(range(9))      # every recruit under the last one
    box = pygame.Rect(0, 0, 300, 160)
    fit = pyramid.fit(box, sires, widest=70, strip=0.5)
    assert fit.overlapped
    for upper, lower in zip(fit.rects, fit.rects[1:], strict=False):
        assert lower.top - upper.top >= upper.height * 0.5 - 1


def test_a_broken_link_still_places_every_vampire():
    fit = pyramid.fit(pygame.Rect(0, 0, 300, 200), [-1, 0, 7, 0], widest=60)
    assert len(fit.rects) == 4


# -- the table over real games ---------------------------------------------------------------------------------
NAMES = ["Valerian", "Corvin", "Mirela", "Odile"]


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def bloodlines_info():
    from game.games.bloodlines import INFO
    return INFO


def start(players: int, seed: int, size=(1280, 720), until=None, moves: int = 3000, options=None):
    """A table with every seat human, after seeded random legal moves until `until(state)` holds."""
    return start_table(bloodlines_info(), players, seed, size, until, moves, options=options, names=NAMES)


def recruit_turn(state) -> bool:
    from game.games.bloodlines.actions import Recruit
    return state.step == "turn" and state.round >= 3 and any(isinstance(a, Recruit) for a in state.legal_actions())


def legal_sires(session, character: int) -> set[int]:
    """The sires the engine offers once `character` is recruited (asked of a copy of the true state)."""
    from game.games.bloodlines.actions import Recruit, Sire
    state = session.state.clone()
    state.apply(Recruit(character))
    return {a.vampire for a in state.legal_actions() if isinstance(a, Sire)}


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_the_table_draws_every_step_of_a_seeded_game(size):
    app, session, table = start(4, seed=5, size=size, moves=0)
    from game.ui.tables.bloodlines.view import BloodlinesTable
    assert isinstance(table.view, BloodlinesTable)
    rng = random.Random(5)
    seen: set[str] = set()
    while not session.state.is_over:
        state = session.state
        if state.step not in seen:   # the first time each step is met: draw it for the seat deciding
            seen.add(state.step)
            look_from(app, table, state.current_player)
            for _ in range(3):
                app.step([], 1 / 60)
            assert not app.errors, (state.step, app.errors)
        session.play(rng.choice(state.legal_actions()))
    look_from(app, table, 0)
    assert {"clan", "turn", "sire", "leader", "target"} <= seen
    assert not app.errors


def test_dragging_a_queue_card_onto_a_sire_recruits_exactly_it_beneath_that_sire():
    from game.games.bloodlines.actions import Recruit, Sire
    app, session, table = start(3, seed=7, until=recruit_turn)
    state = session.state
    me = state.current_player
    view = table.view
    token = next(t for t in table.drag.tokens if t.key[0] == "queue")
    character = view.model.queue[token.key[1]].card.id
    sires = legal_sires(session, character)
    assert sires
    sire = min(sires)
    index = list(state.line[me]).index(sire)
    goal = view.gestures.places.vampires[(me, index)].center
    before = len(state.history)
    drag(app, (round(token.pos[0]), round(token.pos[1])), goal)
    for _ in range(40):
        app.step([], 1 / 60)
    history = session.state.history
    assert history[before] == Recruit(character)
    assert history[before + 1] == Sire(sire)
    assert character in session.state.line[me] and session.state.sire[character] == sire
    assert not app.errors


def first_recruit(state) -> bool:
    """The first turn of the game: every seat's bloodline is its leader alone."""
    from game.games.bloodlines.actions import Recruit
    return state.step == "turn" and any(isinstance(a, Recruit) for a in state.legal_actions())


def test_a_queue_card_dragged_onto_a_lone_leader_recruits_it_there():
    """With the leader alone, the engine seats the recruit beneath it without asking: the drop onto the
    leader must still mean that recruit (it slid home, seen playing a first turn through the window)."""
    from game.games.bloodlines.actions import Recruit, Sire
    app, session, table = start(3, seed=4, until=first_recruit)
    state = session.state
    me = state.current_player
    assert len(state.line[me]) == 1
    leader = state.line[me][0]
    view = table.view
    token = next(t for t in table.drag.tokens if t.key[0] == "queue")
    character = view.model.queue[token.key[1]].card.id
    assert legal_sires(session, character) == set()       # no Sire asked: the engine chose the leader
    goal = view.gestures.places.vampires[(me, 0)].center
    assert ("vampire", me, 0) in view.gestures.map.lit(token)   # the leader lights up for it
    before = len(state.history)
    drag(app, (round(token.pos[0]), round(token.pos[1])), goal)
    for _ in range(40):
        app.step([], 1 / 60)
    history = session.state.history
    assert len(history) > before and history[before] == Recruit(character)
    assert not any(isinstance(a, Sire) for a in history[before:])
    assert character in session.state.line[me] and session.state.sire[character] == leader
    assert not app.errors


def test_a_scheme_dragged_onto_a_lone_leader_plays_it_led_by_that_vampire():
    from game.games.bloodlines.actions import Leader, Scheme
    app, session, table = start(3, seed=4, until=first_recruit)
    state = session.state
    me = state.current_player
    leader = state.line[me][0]
    token = next((t for t in table.drag.tokens if t.key[0] == "scheme"), None)
    assert token is not None, "a scheme in hand to play on the first turn"
    after = state.clone()
    after.apply(Scheme(token.key[1]))
    assert not any(isinstance(a, Leader) for a in after.legal_actions())   # the engine names the leader
    goal = table.view.gestures.places.vampires[(me, 0)].center
    lit = table.view.gestures.map.lit(token)
    assert lit == {("vampire", me, 0)}, lit         # the lone leader lights up, and no rival's vampire
    before = len(state.history)
    drag(app, (round(token.pos[0]), round(token.pos[1])), goal)
    for _ in range(40):
        app.step([], 1 / 60)
    history = session.state.history
    assert len(history) > before and history[before] == Scheme(token.key[1])
    assert not any(isinstance(a, Leader) for a in history[before:])   # led by the lone leader, unasked
    assert [leader] == session.state.line[me][:1] and not app.errors


def test_a_drop_anywhere_else_plays_nothing_and_the_card_slides_home():
    app, session, table = start(3, seed=8, until=recruit_turn)
    state = session.state
    me = state.current_player
    view = table.view
    token = next(t for t in table.drag.tokens if t.key[0] == "queue")
    snapshot = state.to_data()
    rival = next(key for key in view.gestures.places.vampires if key[0] != me)
    for goal in (view.gestures.places.vampires[rival].center, table.log_list.rect.center,
                 view.area.boards[0].center):
        drag(app, (round(token.pos[0]), round(token.pos[1])), goal)
        for _ in range(60):
            app.step([], 1 / 60)
        assert session.state.to_data() == snapshot
        assert token.pos == pytest.approx(token.home, abs=1.0)
    assert not app.errors


def test_the_sires_that_light_up_are_exactly_those_the_engine_allows():
    for seed in (9, 10, 11):
        app, session, table = start(4, seed=seed, until=recruit_turn)
        state = session.state
        me = state.current_player
        view = table.view
        for token in [t for t in table.drag.tokens if t.key[0] == "queue"]:
            character = view.model.queue[token.key[1]].card.id
            drag(app, (round(token.pos[0]), round(token.pos[1])), view.area.boards[1].center, release=False)
            lit = view.gestures.lit()
            line = list(state.line[me])
            assert {line[i] for s, i in lit if s == me} == legal_sires(session, character), (seed, character)
            assert all(s == me for s, _i in lit)
            table.drag.cancel()
            for _ in range(30):
                app.step([], 1 / 60)
        assert not app.errors


def test_the_tokens_drawn_are_the_views(monkeypatch):
    from game.ui.tables.bloodlines import art, panels
    app, session, table = start(4, seed=12, until=lambda s: s.round >= 6)
    drawn = []
    real = art.vampire_sprite

    def spy(vampire, size, strip=0):
        drawn.append(vampire)
        return real(vampire, size, strip)
    monkeypatch.setattr(panels.art, "vampire_sprite", spy)
    real_plate = panels.nameplates.body

    def plate_spy(vampire, size, tokens, edge):   # a rival's vampire: a name plate
        drawn.append(vampire)
        return real_plate(vampire, size, tokens, edge)
    monkeypatch.setattr(panels.nameplates, "body", plate_spy)
    seat = session.state.current_player
    look_from(app, table, seat)
    table.view._layer_key = None   # the still table is drawn again, through the spy
    app.step([], 1 / 60)
    view = session.state.view(seat)
    by_card = {v.card.id: v for v in drawn}
    shown = [c for line in view.line for c in line]
    assert set(by_card) == set(shown)
    for c in shown:
        v = by_card[c]
        assert (v.power, v.infamy, v.boons, v.exhausted, v.torpor) == \
            (view.power[c], view.infamy[c], view.boons[c], bool(view.exhausted[c]), bool(view.in_torpor[c])), c
    assert any(v.power for v in drawn) and any(v.infamy or v.exhausted or v.torpor or v.boons for v in drawn)


def test_the_table_reads_only_the_viewers_view_and_never_shows_a_rivals_schemes(monkeypatch):
    from game.ui.tables.bloodlines import gestures, plate, read
    app, session, table = start(3, seed=13, until=lambda s: s.round >= 3 and s.step == "turn")
    seen, names = [], []
    real_model, real_chip, real_piece = read.model_of, plate.draw_chip, gestures.scheme_sprite

    def model_spy(view, me):
        seen.append((view, me))
        return real_model(view, me)

    def chip_spy(surface, r, name, *rest):
        names.append(name)
        return real_chip(surface, r, name, *rest)

    def piece_spy(size, name, clan):
        names.append(name)
        return real_piece(size, name, clan)
    monkeypatch.setattr(read, "model_of", model_spy)
    monkeypatch.setattr(plate, "draw_chip", chip_spy)
    monkeypatch.setattr(gestures, "scheme_sprite", piece_spy)
    from game.games.bloodlines.content import load
    schemes = load().schemes
    for seat in range(3):
        seen.clear()
        names.clear()
        shown = session.state.view(seat)   # what the table scene hands the view for that seat's eyes
        table.view.refresh(shown, seat)
        table.view.draw(app.screen, shown, table.centre)
        assert seen, "the table read a view"
        for view, me in seen:
            assert view is not session.state and me == seat
            assert view.to_data() == session.state.view(seat).to_data()
        own = {schemes[s].name for s in session.state.hand[seat]}
        others = {schemes[s].name for p in range(3) if p != seat for s in session.state.hand[p]} - own
        assert own and own <= set(names)
        assert others and not others & set(names)
    assert not app.errors


def scheme_turn(state) -> bool:
    from game.games.bloodlines.actions import Scheme
    return state.step == "turn" and state.round >= 2 and any(isinstance(a, Scheme) for a in state.legal_actions())


def test_a_scheme_dragged_onto_a_coterie_leader_plays_that_scheme_led_by_that_vampire():
    from game.games.bloodlines.actions import Leader, Scheme
    for seed in range(20, 40):
        app, session, table = start(3, seed=seed, until=scheme_turn)
        state = session.state
        me = state.current_player
        view = table.view
        pieces = [t for t in table.drag.tokens if t.key[0] == "scheme"]
        for token in pieces:
            after = state.clone()
            after.apply(Scheme(token.key[1]))
            leaders = {a.vampire for a in after.legal_actions() if isinstance(a, Leader)}
            if leaders:
                break
        else:
            continue
        lit = view.gestures.second_half(Scheme(token.key[1]), Leader)
        assert lit == leaders                        # what lights up is what the engine allows
        leader = min(leaders)
        goal = view.gestures.places.vampires[(me, list(state.line[me]).index(leader))].center
        before = len(state.history)
        drag(app, (round(token.pos[0]), round(token.pos[1])), goal)
        for _ in range(40):
            app.step([], 1 / 60)
        history = session.state.history
        assert history[before] == Scheme(token.key[1]) and history[before + 1] == Leader(leader)
        assert not app.errors
        return
    pytest.fail("no scheme with a coterie leader in these games")


def test_in_a_target_step_exactly_the_vampires_the_engine_names_light_up_and_a_click_plays_one():
    from game.games.bloodlines.actions import Target
    for seed in range(40, 70):
        app, session, table = start(3, seed=seed, until=lambda s: s.step == "target")
        state = session.state
        if state.step != "target":
            continue
        view = table.view
        targets = {a.vampire for a in state.legal_actions() if isinstance(a, Target)}
        lit = {view.gestures.vampire_id(k) for k in view.gestures.lit() if isinstance(k[0], int)
               and len(k) == 2 and isinstance(k[1], int)}
        assert lit == targets
        key = next(k for k, r in view.gestures.places.vampires.items() if view.gestures.vampire_id(k) in targets)
        centre = view.gestures.places.vampires[key].center
        before = len(state.history)
        app.step([mouse(pygame.MOUSEMOTION, centre), mouse(pygame.MOUSEBUTTONDOWN, centre),
                  mouse(pygame.MOUSEBUTTONUP, centre)], 1 / 60)
        assert len(session.state.history) > before
        assert session.state.history[before] == Target(view.gestures.vampire_id(key))
        assert not app.errors
        return
    pytest.fail("no target step in these games")


def test_the_table_uses_only_our_names():
    from pathlib import Path

    from tests.games.bloodlines.test_content_names import PROPER_NAMES, RULEBOOK_TITLES
    root = Path(__file__).resolve().parents[2]
    files = sorted((root / "game/ui/tables/bloodlines").glob("*.py"))
    assert len(files) >= 8, "the table's modules were found"
    for path in files:
        text = path.read_text(encoding="utf-8").lower()
        for name in [*PROPER_NAMES, *RULEBOOK_TITLES]:
            assert name.lower() not in text, (path.name, name)


def test_a_recruit_flies_from_its_queue_space_to_its_place_and_lands():
    from game.games.bloodlines.actions import Recruit, Sire
    app, session, table = start(3, seed=14, until=recruit_turn)
    state = session.state
    me = state.current_player
    view = table.view
    slot = next(i for i, c in enumerate(state.queue) if Recruit(c) in state.legal_actions())
    character = state.queue[slot]
    start_at = view.gestures.places.queue[slot].center
    assert table.submit(Recruit(character))
    sire = next(a for a in session.state.legal_actions() if isinstance(a, Sire))
    assert table.submit(sire)
    index = list(session.state.line[me]).index(character)
    flights = [f for f in view.motion.flights if f.key == ("hide", (me, index))]
    assert len(flights) == 1 and flights[0].start == start_at
    assert flights[0].end == view.gestures.places.vampires[(me, index)].center
    assert (me, index) in view.frame(view.model).hidden      # not drawn in its place while in the air
    for _ in range(120):
        table.view.update(1 / 60)
    assert not [f for f in view.motion.flights if f.key == ("hide", (me, index))]
    assert (me, index) not in view.frame(view.model).hidden
    assert not app.errors


def test_a_boon_dragged_onto_a_rivals_vampire_gives_it_there_and_nowhere_else():
    from game.games.bloodlines.actions import BoonTo
    for seed in range(60, 90):
        app, session, table = start(4, seed=seed, until=lambda s: s.step == "boon_to")
        state = session.state
        if state.step != "boon_to":
            continue
        me = state.current_player
        view = table.view
        token = next(t for t in table.drag.tokens if t.key == ("boon",))
        allowed = {a.vampire for a in state.legal_actions() if isinstance(a, BoonTo)}
        own = next(k for k in view.gestures.places.vampires if k[0] == me)
        snapshot = state.to_data()
        drag(app, (round(token.pos[0]), round(token.pos[1])), view.gestures.places.vampires[own].center)
        for _ in range(40):
            app.step([], 1 / 60)
        assert session.state.to_data() == snapshot                # your own vampire takes no boon of yours
        key = next(k for k in view.gestures.places.vampires if view.gestures.vampire_id(k) in allowed)
        before = len(state.history)
        drag(app, (round(token.pos[0]), round(token.pos[1])), view.gestures.places.vampires[key].center)
        assert session.state.history[before] == BoonTo(view.gestures.vampire_id(key))
        assert not app.errors
        return
    pytest.fail("no boon to place in these games")


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def test_keys_play_the_moves_list_rows_a_recruit_then_its_sire_by_keyboard_alone():
    from game.games.bloodlines.actions import Recruit, Sire
    app, session, table = start(3, seed=15, until=recruit_turn)
    assert table.view.number_keys
    rows = table.picker.rows
    third = rows[2].value
    assert isinstance(third, Recruit)
    before = len(session.state.history)
    app.step([key(pygame.K_3)], 1 / 60)
    for _ in range(3):
        app.step([], 1 / 60)
    assert session.state.history[before] == third
    assert session.state.step == "sire"
    first = table.picker.rows[0].value
    assert isinstance(first, Sire)
    app.step([key(pygame.K_1)], 1 / 60)
    for _ in range(3):
        app.step([], 1 / 60)
    assert session.state.history[before + 1] == first
    assert not app.errors


def test_a_recruit_waiting_for_its_sire_is_shown_in_your_pyramid_and_dragged_onto_one():
    from game.games.bloodlines.actions import Recruit, Sire
    app, session, table = start(3, seed=16, until=recruit_turn)
    state = session.state
    me = state.current_player
    character = next(a.character for a in state.legal_actions() if isinstance(a, Recruit))
    assert table.submit(Recruit(character))            # a click or a key: the sire is still to choose
    assert session.state.step == "sire"
    app.step([], 1 / 60)                                # the new decision is on screen before the hand moves
    view = table.view
    assert view.model.pending is not None
    assert view.model.pending[0] == me and view.model.pending[1].id == character
    queue_ids = [slot.card.id for slot in view.model.queue if slot.card is not None]
    if character in queue_ids:                          # it waits in the pyramid, not in the queue
        assert ("queue", queue_ids.index(character)) in view.frame(view.model).hidden
    token = next(t for t in table.drag.tokens if t.key == ("pending",))
    sire = min(a.vampire for a in session.state.legal_actions() if isinstance(a, Sire))
    goal = view.gestures.places.vampires[(me, list(session.state.line[me]).index(sire))].center
    before = len(session.state.history)
    drag(app, (round(token.pos[0]), round(token.pos[1])), goal)
    assert session.state.history[before] == Sire(sire)
    assert session.state.sire[character] == sire
    assert not app.errors


@pytest.mark.parametrize("three", ["ladder,courts,hunger", "witch_hunt,burning,veil", "night_court,changing,long_war"])
def test_every_battleground_is_drawn_as_its_own_board(three, monkeypatch):
    """All nine battlegrounds, three at a time: none falls back to a line of numbers."""
    from game.games.bloodlines.content import load
    from game.ui.tables.bloodlines import boards

    ids = three.split(",")
    assert set(ids) <= {bg.id for bg in load().battlegrounds}

    def no_board(surface, body, board, unit):
        raise AssertionError(f"no board drawn for {board.kind!r}")

    monkeypatch.setattr(boards, "draw_unknown", no_board)
    app, session, _table = start(3, seed=11, moves=40, options={"battlegrounds": three})
    for _ in range(3):
        app.step([], 1 / 60)
    assert not app.errors, app.errors
    content = load()
    assert sorted(content.battlegrounds[b].id if isinstance(b, int) else b for b in session.state.battlegrounds) == sorted(ids)


def test_a_chronicles_clan_sticker_is_the_clan_its_card_shows_and_the_queue_charges_by():
    """A character embraced into another clan by a sticker (or thin-blooded) shows that clan, and the queue's
    own-clan exemption follows the sticker, not the printed clan."""
    from game.games.bloodlines.content import load
    from game.games.bloodlines.engine import THIN
    content = load()
    _app, session, table = start(2, seed=41, moves=0)
    queue = [c for c in session.state.queue if c >= 0]
    first, second = content.characters[queue[0]], content.characters[queue[1]]
    other = next(k.id for k in content.clans if k.id != first.clan)
    _app, session, table = start(2, seed=41, moves=0, options={"stickers": {first.id: other, second.id: THIN}})
    while session.state.step == "clan":
        session.play(session.state.legal_actions()[0])
    look_from(_app, table, session.state.current_player)
    model = table.view.model
    clans = [k.id for k in content.clans]
    shown = {slot.card.id: slot for slot in model.queue if slot.card is not None}
    assert first.index in shown and second.index in shown, "the stickered characters left the queue"
    assert shown[first.index].card.clan == clans.index(other)
    assert shown[second.index].card.clan == -1                      # thin blood: no clan at all
    me = session.state.current_player
    costs = content.queue_costs
    for i, slot in enumerate(model.queue):
        if slot.card is None:
            continue
        clan = clans[slot.card.clan] if slot.card.clan >= 0 else ""
        printed = costs[i] if i < len(costs) else 0
        assert slot.cost == (0 if clan and clan == session.state.clan[me] else printed), (i, slot)


def test_a_short_queue_shows_its_empty_spaces_on_the_left_and_charges_by_the_space():
    """Issue 39 (item 6): with the deck empty the queue slides right and nothing is drawn, so its empty
    spaces are the left-most; each card's seal is what the engine charges for the space it sits in."""
    from game.games.bloodlines import INFO, engine
    from game.ui.tables.bloodlines import read
    state = INFO.new_game(players=2, seed=3, options={"clans": "random"})
    for c in state.deck:
        state.location[c] = engine.LOC_DISCARD
    state.character_discard.extend(state.deck)
    state.deck = []
    engine.take_from_queue(state, state.queue[2])
    me = state.current_player
    slots = read._queue(state, me)
    assert len(slots) == 5 and slots[0].card is None
    assert [s.card.id for s in slots[1:]] == state.queue
    assert [s.cost for s in slots[1:]] == [engine.cost(state, me, i, c) for i, c in enumerate(state.queue)]
    own = state.character_clan[state.queue[0]] == state.clan[me]
    assert slots[1].cost == (0 if own else read._content().queue_costs[1])   # the second space's cost
