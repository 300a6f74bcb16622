"""The Methuselah table, offscreen, over real seeded games: every phase and step drawn at two sizes with three
and five players; a card dragged onto a minion plays exactly that action; a drop where the card cannot go
plays nothing and says why; a counter of the pool dragged onto an uncontrolled vampire plays the transfer;
rivals' hands and uncontrolled vampires are never drawn face up (what is drawn comes from the view); the
zoom."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random

import pygame
import pytest

from game.games.methuselah import actions as A
from tests.ui.tablehelp import click, drag, key, look_from, mouse, settle, start_table

MOVES = 20000


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def start(players: int, seed: int, size=(1280, 720), until=None, moves: int = MOVES, pick=None):
    """The table after seeded moves until `until(state)`: from `seed`, or the next seed whose game gets there."""
    from game.games.methuselah import INFO
    if until is not None:
        seed = reaching(INFO, players, seed, until, pick)
    return start_table(INFO, players, seed, size, until, moves, pick)


def reaching(info, players: int, seed: int, until, pick, tries: int = 30) -> int:
    """The first seed from `seed` whose game (the same moves as ``start_table``) reaches `until`."""
    for s in range(seed, seed + tries):
        state = info.new_game(players, s, {})
        rng = random.Random(s)
        while not state.is_over and len(state.history) < MOVES:
            if until(state):
                return s
            legal = state.legal_actions()
            state.apply(pick(state, legal, rng) if pick is not None else rng.choice(legal))
    raise AssertionError(f"no game from seed {seed} reached the position wanted in {tries} seeds")


def plays_cards(state, legal, rng):
    """Random moves that lean to playing cards, acting and moving blood (so the table fills up)."""
    busy = [a for a in legal if isinstance(a, (A.Pick, A.Act, A.Play, A.Transfer, A.BringOut, A.PlayMaster,
                                               A.Block, A.Cast, A.Strike, A.Target))]
    if busy and rng.random() < 0.8:
        return rng.choice(busy)
    return rng.choice(legal)


@pytest.mark.parametrize(("size", "players"), [((1280, 720), 5), ((1600, 900), 3), ((1280, 720), 3),
                                               ((1600, 900), 5)])
def test_the_table_draws_every_step_of_a_seeded_game(size, players):
    app, session, table = start(players, seed=5 + players, size=size, moves=0)
    from game.ui.tables.methuselah.view import MethuselahTable
    assert isinstance(table.view, MethuselahTable)
    rng = random.Random(players)
    seen: set[tuple[str, str]] = set()
    while not session.state.is_over and len(session.state.history) < MOVES:
        state = session.state
        spot = (state.phase, state.step)
        if spot not in seen:   # the first time each step is met: draw it for the seat deciding
            seen.add(spot)
            look_from(app, table, state.current_player)
            for _ in range(2):
                app.step([], 1 / 60)
            assert not app.errors, (spot, app.errors)
        session.play(plays_cards(state, state.legal_actions(), rng))
    look_from(app, table, 0)
    steps = {step for _phase, step in seen}
    assert {"master", "minion", "action", "influence", "discard", "block"} <= steps, steps
    assert steps & {"strike", "vote"}, steps
    assert not app.errors


def can_drop_card_on_own_minion(state) -> bool:
    """The acting ancient picks a minion to act and holds an action card that minion may play."""
    if state.step != "minion":
        return False
    me = state.actor
    picks = {a.uid for a in state.legal_actions() if isinstance(a, A.Pick)}
    for uid in picks:
        after = state.clone()
        after.apply(A.Pick(uid))
        if any(isinstance(a, A.Act) and a.card >= 0 and a.card in state.hand[me] for a in after.legal_actions()):
            return True
    return False


def test_dragging_a_card_onto_your_minion_plays_exactly_that_card_with_that_minion():
    app, session, table = start(3, seed=21, until=can_drop_card_on_own_minion, pick=plays_cards)
    state = session.state
    me = state.actor
    view = table.view
    uid, card = next((a.uid, b.card) for a in state.legal_actions() if isinstance(a, A.Pick)
                     for b in _after(state, a) if isinstance(b, A.Act) and b.card >= 0 and b.card in state.hand[me])
    token = next(t for t in table.drag.tokens if t.key[0] == "hand" and t.kind == ("card", card))
    target = view.hits[("minion", uid)]
    assert ("minion", uid) in view.gestures.map.lit(token)
    before = len(session.state.history)
    drag(app, token.pos, target.center)
    settle(app)
    played = session.state.history[before:]
    assert played[:2] == [A.Pick(uid), A.Act("card", card)], played
    assert not app.errors


def _after(state, action):
    after = state.clone()
    after.apply(action)
    return after.legal_actions()


def test_a_card_dropped_where_it_cannot_go_plays_nothing_and_says_why():
    app, session, table = start(3, seed=22, until=can_drop_card_on_own_minion, pick=plays_cards)
    state = session.state
    view = table.view
    token = next(t for t in table.drag.tokens if t.key[0] == "hand")
    rival = next(s for s in range(state.players) if s != state.actor)
    place = view.hits[("seat", rival)]     # a rival's panel, away from its minions: nothing is played there
    spot = (place.right - 6, place.bottom - 6)
    unlit = ("seat", rival) not in view.gestures.map.lit(token)
    before = len(session.state.history)
    drag(app, token.pos, spot)
    settle(app)
    assert unlit
    assert len(session.state.history) == before
    assert table.message and view.gestures.refusal == table.message
    assert token.pos == token.home
    assert not app.errors


def influence_with_unc(state) -> bool:
    me = state.actor
    return state.step == "influence" and bool(state.unc[me]) and \
        any(isinstance(a, A.Transfer) and a.amount > 0 for a in state.legal_actions())


def test_a_pool_counter_dragged_onto_an_uncontrolled_vampire_moves_one_pool_onto_it():
    app, session, table = start(3, seed=23, until=influence_with_unc)
    state = session.state
    me = state.actor
    view = table.view
    slot = len(state.unc[me]) - 1
    token = next(t for t in table.drag.tokens if t.kind == ("pool",))
    target = view.hits[("unc", me, slot)]
    pool, blood = state.pool[me], state.unc_blood[me][slot]
    before = len(session.state.history)
    drag(app, token.pos, target.center)
    settle(app)
    assert session.state.history[before:] == [A.Transfer(slot, 1)]
    assert session.state.pool[me] == pool - 1 and session.state.unc_blood[me][slot] == blood + 1
    assert not app.errors


def test_a_click_on_an_uncontrolled_vampire_and_the_keys_play_too():
    app, session, table = start(3, seed=24, until=influence_with_unc)
    state = session.state
    me = state.actor
    slot = 0
    before = len(session.state.history)
    click(app, table.view.hits[("unc", me, slot)].center)
    settle(app, 3)
    played = session.state.history[before:]
    popup = table.view.gestures.map.popup
    if not played:   # a click that may mean two things asks which
        assert popup is not None and all(getattr(a, "slot", None) == slot for a in popup.actions())
        app.step([key(pygame.K_1)], 1 / 60)
        played = session.state.history[before:]
    assert played and getattr(played[0], "slot", None) == slot
    assert not app.errors


def test_rivals_hands_and_uncontrolled_vampires_are_never_drawn_face_up(monkeypatch):
    from game.ui.tables.methuselah import art, read
    app, session, table = start(4, seed=25, until=lambda s: s.round >= 3 and s.step == "minion", pick=plays_cards)
    faces, views = [], []
    real_vamp, real_lib, real_model = art.draw_vampire, art.draw_library, read.model_of

    def vamp_spy(surface, rect, minion, unit):
        faces.append(minion.card)
        return real_vamp(surface, rect, minion, unit)

    def lib_spy(surface, rect, card, *rest, **kw):
        faces.append(card)
        return real_lib(surface, rect, card, *rest, **kw)

    def model_spy(view, me):
        views.append((view, me))
        return real_model(view, me)
    monkeypatch.setattr(art, "draw_vampire", vamp_spy)
    monkeypatch.setattr(art, "draw_library", lib_spy)
    monkeypatch.setattr(read, "model_of", model_spy)
    from game.ui.kit import sprites
    state = session.state
    c = state.content
    for seat in range(state.players):
        faces.clear()
        views.clear()
        sprites.clear()
        table.view.still.forget()
        shown = state.view(seat)
        table.view.refresh(shown, seat)
        table.view.draw(app.screen, shown, table.centre)
        assert views and all(v is not state and me == seat and v.to_data() == shown.to_data() for v, me in views)
        names = {card.name for card in faces if not card.hidden}
        own_hand = {c.cards[x].name for x in state.hand[seat]}
        assert own_hand and own_hand <= names
        in_play = {c.cards[g.card].name for g in state.gear} | {c.vampires[m.card].name for m in state.mins if m.is_vampire}
        for p in range(state.players):
            if p == seat:
                continue
            hidden_vamps = {c.vampires[v].name for v in state.unc[p]} - in_play - {c.vampires[v].name
                                                                                     for v in state.unc[seat]}
            assert not hidden_vamps & names, (p, hidden_vamps & names)
            hidden_cards = {c.cards[x].name for x in state.hand[p]} - own_hand - in_play - {
                c.cards[x].name for q in range(state.players) for x in (*state.ash[q], *state.events_in[q],
                                                                         *state.locations[q])}
            assert not hidden_cards & names, (p, hidden_cards & names)
        assert any(card.hidden for card in faces)   # the rivals' uncontrolled vampires, as backs
    assert not app.errors


def test_a_right_click_on_a_card_zooms_it_and_any_key_closes_it():
    app, session, table = start(3, seed=26, until=lambda s: s.step == "master")
    view = table.view
    box = view.hits[("hand", 0)]
    app.step([mouse(pygame.MOUSEMOTION, box.center), mouse(pygame.MOUSEBUTTONDOWN, box.center, 3),
              mouse(pygame.MOUSEBUTTONUP, box.center, 3)], 1 / 60)
    app.step([], 1 / 60)
    zoomed = table.overlay.zoomed
    me = session.state.current_player
    name = session.state.content.cards[session.state.hand[me][0]].name
    assert zoomed is not None and zoomed.rect.colliderect(box)
    assert name in table.overlay.zoom_text
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert table.overlay.zoomed is None
    assert not app.errors


def test_a_locked_minion_lies_sideways():
    app, session, table = start(3, seed=27, until=lambda s: any(m.locked for m in s.mins) and s.step == "minion",
                                pick=plays_cards)
    state = session.state
    view = table.view
    for m in state.mins:
        if m.torpor:
            continue
        r = view.hits[("minion", m.uid)]
        assert (r.width > r.height) == m.locked, (m, r)
    assert not app.errors


def test_the_edge_flies_to_whoever_takes_it():
    def edge_moves(state) -> bool:
        from game.games.methuselah.effects import bleed_amount
        return state.step == "bleed_mod" and state.edge != state.turn and bleed_amount(state) > 0
    app, session, table = start(3, seed=28, until=edge_moves, pick=plays_cards)
    view = table.view
    holder = session.state.edge
    for _ in range(4):   # no card added or played against it: the bleed goes through and takes the Edge
        legal = session.state.legal_actions()
        table._play(next(a for a in legal if type(a).__name__ == "Pass"))
        if session.state.edge != holder:
            break
    assert session.state.edge == session.state.turn != holder
    assert view.motion.in_air("edge")
    settle(app, 120)
    assert not view.motion.in_air("edge")
    assert not app.errors


def can_bleed(state) -> bool:
    """The acting ancient picks a minion that may bleed its prey."""
    if state.step != "minion":
        return False
    return any(A.Act("bleed") in _after(state, a) for a in state.legal_actions() if isinstance(a, A.Pick))


def test_a_minion_dragged_onto_your_prey_bleeds_it_and_a_click_on_it_picks_it():
    app, session, table = start(3, seed=31, until=can_bleed, pick=plays_cards)
    state = session.state
    me = state.actor
    view = table.view
    uid = next(a.uid for a in state.legal_actions() if isinstance(a, A.Pick) and A.Act("bleed") in _after(state, a))
    token = next(t for t in table.drag.tokens if t.key == ("minion", uid))
    prey = view.hits[("seat", state.prey(me))]
    before = len(session.state.history)
    drag(app, token.pos, (prey.right - 8, prey.bottom - 8))
    settle(app)
    assert session.state.history[before:before + 2] == [A.Pick(uid), A.Act("bleed")]
    assert not app.errors


def test_a_click_on_a_minion_that_may_act_picks_it():
    app, session, table = start(3, seed=32, until=can_bleed, pick=plays_cards)
    uid = next(a.uid for a in session.state.legal_actions() if isinstance(a, A.Pick))
    before = len(session.state.history)
    click(app, table.view.hits[("minion", uid)].center)
    settle(app, 3)
    assert session.state.history[before:] == [A.Pick(uid)]
    assert not table.message
    assert not app.errors


def master_in_hand(state) -> bool:
    return state.step == "master" and any(isinstance(a, A.PlayMaster) for a in state.legal_actions())


def test_a_master_card_dragged_onto_the_stage_is_played():
    app, session, table = start(3, seed=33, until=master_in_hand)
    state = session.state
    card = next(a.card for a in state.legal_actions() if isinstance(a, A.PlayMaster))
    token = next(t for t in table.drag.tokens if t.kind == ("card", card))
    before = len(session.state.history)
    drag(app, token.pos, table.view.hits[("stage",)].center)
    settle(app)
    assert session.state.history[before:before + 1] == [A.PlayMaster(card)]
    assert not app.errors


def test_a_master_card_dropped_on_the_steps_panel_is_played():
    """The step's panel beside the stage (its "No master card" button) looks like a place to drop a
    master card, and a new player drops it there: it is played as on the stage."""
    app, session, table = start(3, seed=33, until=master_in_hand)
    state = session.state
    card = next(a.card for a in state.legal_actions() if isinstance(a, A.PlayMaster))
    token = next(t for t in table.drag.tokens if t.kind == ("card", card))
    panel = table.view.area.choices
    before = len(session.state.history)
    drag(app, token.pos, (panel.right - 12, panel.bottom - 12))
    settle(app)
    assert session.state.history[before:before + 1] == [A.PlayMaster(card)]
    assert not app.errors


def test_a_master_card_let_go_between_the_rivals_panels_goes_home_and_says_where_it_is_played():
    """A master card let go where nothing takes it (the hunting arrow between the rivals' panels) slides
    back to the hand (it is not left hanging where it was dropped), nothing is played, and the table says
    where it is played."""
    app, session, table = start(3, seed=33, until=master_in_hand)
    state = session.state
    card = next(a.card for a in state.legal_actions() if isinstance(a, A.PlayMaster))
    token = next(t for t in table.drag.tokens if t.kind == ("card", card))
    home = token.pos
    link = table.view.area.links[0]
    before = len(session.state.history)
    drag(app, token.pos, link.center)
    settle(app, 60)
    assert len(session.state.history) == before
    assert table.drag.dragging is None
    token = next(t for t in table.drag.tokens if t.kind == ("card", card))
    assert abs(token.pos[0] - home[0]) < 2 and abs(token.pos[1] - home[1]) < 2, (token.pos, home)
    assert "is played on the stage" in table.view.gestures.refusal, table.view.gestures.refusal
    assert table.message == table.view.gestures.refusal and not app.errors


def stealth_card(state) -> bool:
    return state.step == "stealth" and any(isinstance(a, A.Play) for a in state.legal_actions())


def test_a_stealth_card_dragged_onto_the_acting_minion_is_played_by_it():
    app, session, table = start(4, seed=34, until=stealth_card, pick=plays_cards)
    state = session.state
    play = next(a for a in state.legal_actions() if isinstance(a, A.Play))
    token = next(t for t in table.drag.tokens if t.kind == ("card", play.card))
    rival = next(m.uid for m in state.mins if m.controller != state.actor)
    assert ("minion", rival) not in table.view.gestures.map.lit(token)   # only the acting minion lights
    before = len(session.state.history)
    drag(app, token.pos, table.view.hits[("minion", play.uid)].center)
    settle(app)
    assert session.state.history[before:before + 1] == [play]
    assert not app.errors


def test_a_click_on_an_action_card_asks_which_minion_plays_it_and_the_card_follows():
    app, session, table = start(3, seed=35, until=can_drop_card_on_own_minion, pick=plays_cards)
    state = session.state
    me = state.actor
    uid, card = next((a.uid, b.card) for a in state.legal_actions() if isinstance(a, A.Pick)
                     for b in _after(state, a) if isinstance(b, A.Act) and b.card >= 0 and b.card in state.hand[me])
    index = next(i for i, t in enumerate(state.hand[me]) if t == card)
    before = len(session.state.history)
    click(app, table.view.hits[("hand", index)].center)
    settle(app, 3)
    popup = table.view.gestures.map.popup
    if popup is not None:   # more than one minion could play it: the question names each
        assert A.Pick(uid) in popup.actions()
        app.step([key(NUMBER[popup.actions().index(A.Pick(uid))])], 1 / 60)
    settle(app)
    assert session.state.history[before:before + 2] == [A.Pick(uid), A.Act("card", card)]
    assert not app.errors


NUMBER = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9)


def can_bring_out(state) -> bool:
    return state.step == "influence" and any(isinstance(a, A.BringOut) for a in state.legal_actions())


def test_an_uncontrolled_vampire_dragged_onto_your_ready_region_is_brought_out():
    app, session, table = start(3, seed=36, until=can_bring_out, pick=plays_cards)
    state = session.state
    me = state.actor
    slot = next(a.slot for a in state.legal_actions() if isinstance(a, A.BringOut))
    token = next(t for t in table.drag.tokens if t.key == ("unc", me, slot))
    ready = table.view.hits[("region", "ready", True)]
    before = len(session.state.history)
    drag(app, token.pos, (ready.right - 10, ready.bottom - 10))
    settle(app)
    assert session.state.history[before:] == [A.BringOut(slot)]
    assert not app.errors


def acting_with_a_card(state) -> bool:
    return state.step == "action" and any(isinstance(a, A.Act) and a.card >= 0 for a in state.legal_actions())


def test_in_the_action_step_a_card_dragged_onto_the_acting_minion_plays_it():
    app, session, table = start(3, seed=37, until=acting_with_a_card, pick=plays_cards)
    state = session.state
    act = next(a for a in state.legal_actions() if isinstance(a, A.Act) and a.card >= 0)
    token = next(t for t in table.drag.tokens if t.kind == ("card", act.card))
    before = len(session.state.history)
    drag(app, token.pos, table.view.hits[("minion", state.a_uid)].center)
    settle(app)
    assert session.state.history[before:before + 1] == [act]
    assert not app.errors


def can_take_blood_back(state) -> bool:
    return state.step == "influence" and any(isinstance(a, A.Transfer) and a.amount < 0
                                             for a in state.legal_actions())


def test_an_uncontrolled_vampire_dragged_onto_your_pool_gives_one_blood_back():
    app, session, table = start(3, seed=38, until=can_take_blood_back, pick=plays_cards)
    state = session.state
    me = state.actor
    slot = next(a.slot for a in state.legal_actions() if isinstance(a, A.Transfer) and a.amount < 0)
    token = next(t for t in table.drag.tokens if t.key == ("unc", me, slot))
    pool, blood = state.pool[me], state.unc_blood[me][slot]
    before = len(session.state.history)
    drag(app, token.pos, table.view.hits[("pool",)].center)
    settle(app)
    assert session.state.history[before:] == [A.Transfer(slot, -1)]
    assert session.state.pool[me] == pool + 1 and session.state.unc_blood[me][slot] == blood - 1
    assert not app.errors


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_cards_in_your_hand_show_their_effect_at_every_size(size):
    from game.games.methuselah import INFO
    from game.ui import paint
    app, session, table = start_table(INFO, 3, 5, size, moves=0)
    state = session.state
    look_from(app, table, state.current_player)
    with paint.checking() as fits:
        app.step([], 1 / 60)
    hand = table.view.model.hand if hasattr(table.view.model, "hand") else []
    assert hand, "no hand read from the view"
    shown = 0
    for card in hand:
        inside = [f.shown for f in fits if f.panel_name == f"the card {card.name!r}"]
        effect = card.text.lower()
        shown += any(line.strip() and line.lower() in effect and line not in card.name
                     and "·" not in line for line in inside)
    assert shown >= len(hand) // 2, f"{shown} of {len(hand)} hand cards show their effect at {size}"
    assert not app.errors


def test_f2_over_a_zoomed_card_opens_the_rules_at_that_card():
    from game.ui.scenes_menu import RulesScene

    app, _session, table = start(3, seed=26, until=lambda s: s.step == "master")
    box = table.view.hits[("hand", 0)]
    app.step([mouse(pygame.MOUSEMOTION, box.center)], 1 / 60)
    app.step([], 1 / 60)
    section = table.hints.current
    assert section
    app.step([mouse(pygame.MOUSEBUTTONDOWN, box.center, 3), mouse(pygame.MOUSEBUTTONUP, box.center, 3)], 1 / 60)
    app.step([], 1 / 60)
    assert table.overlay.zoomed is not None
    app.step([key(pygame.K_F2)], 1 / 60)     # one key: the zoom closes and the rules open
    assert table.overlay.zoomed is None
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    app.step([], 1 / 60)
    assert rules.lit_section() == section
    assert not app.errors


def test_with_nobody_s_eyes_no_rival_is_called_yours() -> None:
    """A seat's table names its prey and predator "your"; watched from above or as a spectator there is
    no "you": the circle is the bottom seat's, and the panels say plainly prey and predator."""
    from game import games
    from game.ui.tables.methuselah.read import model_of
    from game.ui.tables.methuselah.seats import relation

    state = games.get("methuselah").new_game(players=4, seed=3)
    mine = model_of(state.view(0), 0)
    assert relation(mine, 1)[0] == "your prey" and relation(mine, 3)[0] == "your predator"
    for shown in (state, state.view(None)):       # from above (the true state), a spectator
        watched = model_of(shown, 0)
        assert relation(watched, 1)[0] == "prey" and relation(watched, 3)[0] == "predator"
        assert relation(watched, 2)[0] == ""


def blood_master_in_hand(state) -> bool:
    """The master step, with a master card that puts blood on a ready vampire of yours in hand and playable."""
    from game.games.methuselah.content import load
    cards = load().cards
    return state.step == "master" and any(isinstance(a, A.PlayMaster) and "blood" in cards[a.card].basic
                                          for a in state.legal_actions())


def test_a_master_card_that_feeds_a_vampire_dragged_onto_that_vampire_is_played_on_it():
    """A master card whose text says it puts blood on a ready vampire you control goes where its text says:
    dropped on that vampire, the card is played and that vampire named (no second gesture)."""
    from game.games.methuselah.content import load
    cards = load().cards
    app, session, table = start(3, seed=40, until=blood_master_in_hand, pick=plays_cards)
    state = session.state
    card = next(a.card for a in state.legal_actions()
                if isinstance(a, A.PlayMaster) and "blood" in cards[a.card].basic)
    me = state.turn
    uid = next(m.uid for m in state.mins if m.controller == me and m.is_vampire and not m.torpor)
    token = next(t for t in table.drag.tokens if t.kind == ("card", card))
    before = len(session.state.history)
    drag(app, token.pos, table.view.hits[("minion", uid)].center)
    settle(app, 60)
    assert session.state.history[before:before + 2] == [A.PlayMaster(card), A.Target(uid)], \
        session.state.history[before:]
    assert not app.errors


def minion_with_blood_may_act(state) -> bool:
    """The minion step, with a ready vampire of the acting ancient's that holds blood and may act."""
    if state.step != "minion":
        return False
    picks = {a.uid for a in state.legal_actions() if isinstance(a, A.Pick)}
    return any(m.uid in picks and m.blood > 0 for m in state.mins)


def test_a_minion_that_may_be_picked_up_still_shows_its_blood():
    """Your minions that may act are pieces you can pick up; their blood stays in sight on them all the while
    (the count's dark box at the card's foot is on the screen), as it is on a minion that may not act."""
    app, session, table = start(3, seed=12, until=minion_with_blood_may_act, pick=plays_cards)
    state = session.state
    picks = {a.uid for a in state.legal_actions() if isinstance(a, A.Pick)}
    m = next(m for m in state.mins if m.uid in picks and m.blood > 0)
    settle(app, 5)
    token = next((t for t in table.drag.tokens if t.key == ("minion", m.uid)), None)
    assert token is not None, "the minion that may act is a piece to pick up"
    unit = table.view.regions(table.view.state).unit
    radius = max(5, round(8 * unit))
    w, h = token.sprite.get_size()
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(token.pos[0]), round(token.pos[1]))
    from game.ui.tables.methuselah import art
    spot = art.drop(radius).get_rect(bottomleft=(r.left + 1, r.bottom - 1))   # where the scene puts the drop
    y = spot.top + spot.height // 2 - 2           # the box's edge beside the drop may be a blended pixel
    colour = min((app.screen.get_at((x, y))[:3] for x in range(spot.right + 1, spot.right + 5)), key=max)
    assert max(colour) < 45, f"no blood count at the foot of {token.key}: {colour}"
    assert not app.errors


def must_hunt(state) -> bool:
    from game.core import Pass
    return state.step == "minion" and Pass() not in state.legal_actions()


def test_when_a_vampire_must_hunt_the_stage_says_why_the_phase_cannot_end():
    """With an empty ready vampire the minion phase offers no end: the stage's line says it must hunt first
    (the usual line offers an end the table will not give)."""
    app, _session, table = start(3, seed=3, until=must_hunt, pick=plays_cards)
    settle(app, 3)
    frame = table.view.frame(table.view.model)
    assert "must hunt" in frame.status, frame.status
    app2, _session2, table2 = start(3, seed=33, until=lambda s: s.step == "minion" and not must_hunt(s))
    settle(app2, 3)
    assert "must hunt" not in table2.view.frame(table2.view.model).status
    assert not app.errors and not app2.errors


def empty_vampire_and_an_action_card(state) -> bool:
    """The minion step: a ready vampire of the acting ancient's with no blood, and an action card in hand
    that another of its minions may play."""
    if state.step != "minion":
        return False
    me = state.actor
    empty = [m for m in state.mins if m.controller == me and m.is_vampire and not m.torpor and m.blood == 0]
    if not empty:
        return False
    for a in state.legal_actions():
        if isinstance(a, A.Pick):
            after = state.clone()
            after.apply(a)
            if any(isinstance(b, A.Act) and b.card >= 0 for b in after.legal_actions()):
                return True
    return False


def test_an_action_card_dropped_on_an_empty_vampire_says_it_may_only_hunt():
    """A card dropped on your vampire with no blood (it does not light up) says why it went back."""
    app, session, table = start(3, seed=3, until=empty_vampire_and_an_action_card, pick=plays_cards)
    state = session.state
    me = state.actor
    uid = next(m.uid for m in state.mins
               if m.controller == me and m.is_vampire and not m.torpor and m.blood == 0)
    picks = [a for a in state.legal_actions() if isinstance(a, A.Pick)]
    card = None
    for a in picks:
        after = state.clone()
        after.apply(a)
        card = next((b.card for b in after.legal_actions() if isinstance(b, A.Act) and b.card >= 0), card)
    token = next(t for t in table.drag.tokens if t.kind == ("card", card))
    before = len(session.state.history)
    drag(app, token.pos, table.view.hits[("minion", uid)].center)
    settle(app)
    assert len(session.state.history) == before
    assert "has no blood: an empty vampire may only hunt" in table.view.gestures.refusal, table.view.gestures.refusal
    assert not app.errors


def own_event_in_play(state) -> bool:
    """The seat to move has a card of its own in play (an event, or a master that stays)."""
    seat = state.current_player
    return seat is not None and seat >= 0 and bool(state.events_in[seat] or state.locations[seat])


def test_your_own_cards_in_play_are_named_on_your_seat(monkeypatch):
    """A card you put in play stays in sight on your own seat by name (a rival's are counted on its header)."""
    from game.ui import paint
    app, session, table = start(3, seed=1, until=own_event_in_play, pick=plays_cards)
    drawn: list[str] = []
    real = paint.text

    def spy(surface, text, *args, **kwargs):
        drawn.append(str(text))
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(paint, "text", spy)
    tips: list[str] = []
    monkeypatch.setattr(table.view, "draw_tips", lambda surface, frame_tips, blocked=None:
                        tips.extend(text for _rect, text in frame_tips))
    settle(app, 2)
    seat = session.state.current_player
    mine = table.view.model.seats[seat].events
    assert mine, "the position wanted has a card of the viewer's in play"
    assert any(c.name in line and "in play" in line for line in drawn for c in mine), drawn[:40]
    assert any(text.startswith("In play: ") and all(c.name in text for c in mine) for text in tips), tips
    assert not app.errors
