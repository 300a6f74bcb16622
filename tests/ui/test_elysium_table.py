"""The Elysium table, offscreen: it draws at both sizes for 2-5 players, gestures become exactly the
engine's actions, the dice tray lands on the engine's faces, and a hand is drawn only for its owner."""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.games.elysium.actions import Move, Pass, Target
from game.games.elysium.content import load_content
from game.ui.app import App
from game.ui.session import GameSession, find_game
from game.ui.table_base import TableScene
from game.ui.tables.elysium import panels
from game.ui.tables.elysium.scene import zone_tip
from game.ui.tables.elysium.view import ElysiumTable
from tests.ui.tablehelp import look_from, mouse, start_table  # the shared window driving

C = load_content()
NAMES = ["Lucía", "Marek", "Odile", "Tobias", "Yusuf"]


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def start(players: int, seed: int, size=(1280, 720), until=None, moves: int = 400, options=None):
    """A table with every seat human, after random legal moves until `until(state)` holds."""
    return start_table(find_game("elysium"), players, seed, size, until, moves, options=options, names=NAMES)


def drag(app: App, start_pos, end_pos, steps: int = 8) -> None:
    """Press at `start_pos`, carry to `end_pos` over a few frames, release there."""
    app.step([mouse(pygame.MOUSEBUTTONDOWN, start_pos)], 1 / 60)
    for k in range(1, steps + 1):
        t = k / steps
        pos = (round(start_pos[0] + (end_pos[0] - start_pos[0]) * t),
               round(start_pos[1] + (end_pos[1] - start_pos[1]) * t))
        app.step([mouse(pygame.MOUSEMOTION, pos)], 1 / 60)
    app.step([mouse(pygame.MOUSEBUTTONUP, end_pos)], 1 / 60)


def zone_point(table: TableScene, zone: int) -> tuple[int, int]:
    x, y = table.view.area.city.to_screen(C.zones[zone].anchor)
    return round(x), round(y)


# -- drawing -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_table_draws_mid_game(players, size):
    app, session, table = start(players, seed=players * 7, size=size, until=lambda s: s.turn >= 3)
    assert isinstance(table.view, ElysiumTable)
    assert session.state.turn >= 3 and not app.errors
    area = table.view.area
    screen = app.screen.get_rect()
    regions = [area.city.rect, area.prompt, area.own, area.tray, area.events, *area.rivals]
    assert len(area.rivals) == players - 1
    for region in regions:
        assert screen.contains(region), region
    for i, a in enumerate(regions):  # the table's regions never cover one another
        for b in regions[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert not area.city.rect.colliderect(table.picker.rect)
    for _ in range(5):  # a few frames of AI-free play: still no error
        app.step([], 1 / 60)
    assert not app.errors


# -- gestures ------------------------------------------------------------------------------------------------
def test_dragging_the_miniature_to_a_zone_plays_exactly_that_move():
    app, session, table = start(4, seed=3, until=lambda s: s.step == "move" and s.turn >= 2)
    state = session.state
    me = state.current_player
    assert table.my_turn()
    token = next(t for t in table.drag.tokens if t.key == ("miniature", me))
    here = state.location[me]
    goal = next(z.index for z in C.zones if z.index not in (here, 0) and z.index not in C.zones[here].neighbours)
    before = len(state.history)
    drag(app, (round(token.pos[0]), round(token.pos[1])), zone_point(table, goal))
    assert len(session.state.history) == before + 1
    assert session.state.history[-1] == Move(C.zones[goal].id)
    assert session.state.location[me] == goal
    assert not app.errors


def test_dropping_the_miniature_off_the_city_changes_nothing():
    app, session, table = start(3, seed=4, until=lambda s: s.step == "move" and s.turn >= 2)
    me = session.state.current_player
    snapshot = session.state.to_data()
    token = next(t for t in table.drag.tokens if t.key == ("miniature", me))
    home = token.home
    drag(app, (round(token.pos[0]), round(token.pos[1])), table.log_list.rect.center)
    for _ in range(60):
        app.step([], 1 / 60)
    assert session.state.to_data() == snapshot
    assert table.drag.dragging is None
    assert token.pos == pytest.approx(home, abs=1.0)  # it slid back


def test_an_influence_token_on_a_zone_out_of_reach_slides_back():
    app, session, table = start(4, seed=5, until=lambda s: s.step == "influence" and s.turn >= 2)
    state = session.state
    me = state.current_player
    reachable = {C.zone_ids[a.zone] for a in state.legal_actions() if isinstance(a, Target)}
    away = next(z.index for z in C.zones[1:] if z.index not in reachable)
    token = next(t for t in table.drag.tokens if t.key[0] == "supply")
    snapshot = state.to_data()
    supply = state.supply[me]
    drag(app, (round(token.pos[0]), round(token.pos[1])), zone_point(table, away))
    assert session.state.to_data() == snapshot
    near = min(reachable)
    drag(app, (round(token.pos[0]), round(token.pos[1])), zone_point(table, near))
    panel = table.view.gestures.panel
    bids = [a for a in state.legal_actions() if isinstance(a, Target) and C.zone_ids[a.zone] == near]
    if len(bids) == 1:  # a single possible bid is played at once
        assert session.state.history[-1] == bids[0]
    else:  # otherwise the panel asks how many, offering exactly the legal bids on that zone
        assert panel is not None and sorted(panel.actions(), key=lambda a: a.bid) == bids
        button = panel.buttons[0][0]
        app.step([mouse(pygame.MOUSEBUTTONDOWN, button.rect.center), mouse(pygame.MOUSEBUTTONUP, button.rect.center)],
                 1 / 60)
        assert session.state.history[-1] == bids[0]
    assert session.state.supply[me] == supply - session.state.history[-1].bid
    assert not app.errors


def test_every_button_of_a_response_panel_is_a_legal_action():
    seen = set()
    for seed in range(1, 40):
        _app, session, table = start(4, seed=seed, until=lambda s: s.step in ("assist", "powers", "bid", "dice"))
        state = session.state
        if state.is_over or state.step not in ("assist", "powers", "bid", "dice"):
            continue
        panel = table.view.gestures.panel
        assert panel is not None
        legal = state.legal_actions()
        assert panel.actions() and all(a in legal for a in panel.actions())
        assert any(isinstance(a, Pass) for a in panel.actions())
        seen.add(state.step)
        if len(seen) >= 3:
            break
    assert len(seen) >= 2


# -- dice ---------------------------------------------------------------------------------------------------
def test_the_dice_tray_lands_on_the_faces_the_engine_rolled():
    app, session, table = start(4, seed=8, until=lambda s: s.step == "powers" and s.clash is not None)
    assert session.state.step == "powers"
    rolled: list[int] = []
    while session.state.step == "powers" and session.state.clash is not None:
        look_from(app, table, session.state.current_player)
        before = len(session.log)
        assert table.submit(Pass())
        rolled += [v for line in session.log[before:] if line.event.kind == "dice"
                   for v in line.event.data["values"]]
    assert rolled, "the clash was rolled"
    tray = table.view.dice.tray
    assert not tray.settled  # the dice are thrown, not placed
    for _ in range(400):  # the table's own frame hook (a hotseat curtain may be up over the table)
        table.view.update(1 / 60)
        if tray.settled:
            break
    assert tray.settled
    assert tray.values == rolled
    assert not app.errors


# -- hidden hands -----------------------------------------------------------------------------------------------
def cards_drawn(app: App, table: TableScene, seat: int, monkeypatch) -> set[int]:
    drawn: set[int] = set()
    real_face, real_tip = panels.face, panels.card_tip

    def face(card):
        drawn.add(card.id)
        return real_face(card)

    def tip(card):
        drawn.add(card.id)
        return real_tip(card)
    monkeypatch.setattr(panels, "face", face)
    monkeypatch.setattr(panels, "card_tip", tip)
    seen = table.session.state.view(seat)  # what the table hands the view for that seat's eyes
    table.view.refresh(seen, seat)
    for _ in range(2):
        table.view.draw(app.screen, seen, table.centre)
    monkeypatch.setattr(panels, "face", real_face)
    monkeypatch.setattr(panels, "card_tip", real_tip)
    return drawn


def test_your_hand_is_never_drawn_for_another_seat(monkeypatch):
    app, session, table = start(3, seed=11, until=lambda s: len(s.hands[0]) >= 2 and s.turn >= 2)
    hand = set(session.state.hands[0])
    assert len(hand) >= 2
    assert hand <= cards_drawn(app, table, 0, monkeypatch)  # the owner sees them (so the check can fail)
    for other in (1, 2):
        assert not hand & cards_drawn(app, table, other, monkeypatch)
    assert not app.errors


def test_clicking_a_die_offers_exactly_its_rerolls_and_nudges():
    from game.games.elysium.actions import Nudge, Reroll
    for seed in range(1, 80):
        # a seat with something to do (issue 40: one that can only let the dice stand is asked too)
        app, session, table = start(4, seed=seed, until=lambda s: s.step == "dice" and len(s.legal_actions()) > 1)
        if session.state.step == "dice" and len(session.state.legal_actions()) > 1:
            break
    else:
        pytest.skip("no after-dice window in these playouts")
    hits = table.view.gestures.hits.dice
    assert hits, "the panel draws the rolled dice"
    index = min(hits)
    legal = session.state.legal_actions()
    centre = hits[index].center
    app.step([mouse(pygame.MOUSEBUTTONDOWN, centre), mouse(pygame.MOUSEBUTTONUP, centre)], 1 / 60)
    panel = table.view.gestures.panel
    offered = [a for a in panel.actions() if not isinstance(a, Pass)]
    assert offered == [a for a in legal if isinstance(a, (Reroll, Nudge)) and a.die == index]
    before = len(session.state.history)
    button = next(b for b, a, _ in panel.buttons if a == offered[0])
    app.step([mouse(pygame.MOUSEBUTTONDOWN, button.rect.center), mouse(pygame.MOUSEBUTTONUP, button.rect.center)],
             1 / 60)
    assert len(session.state.history) == before + 1 and session.state.history[-1] == offered[0]
    assert not app.errors


def test_the_rules_summary_and_the_table_use_only_our_names():
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    texts = [(root / "game/games/elysium/rules.md").read_text(encoding="utf-8")]
    texts += [p.read_text(encoding="utf-8") for p in (root / "game/ui/tables/elysium").glob("*.py")]
    assert len(texts) > 5, "the table modules were found"
    seed_names = ("Daeva", "Gangrel", "Mekhet", "Nosferatu", "Ventrue", "Vigor", "Auspex", "Obfuscate",
                  "Dominate", "Resilience", "Prince of the City", "Drunken Vandal", "Lucky Talisman",
                  "Brass Knuckles", "Laptop Computer", "Professional Fixer", "White Wolf")
    assert "Influence Phase" in texts[0] and "torpor" in texts[0]
    for text in texts:
        for name in seed_names:
            assert name.lower() not in text.lower(), name


def test_backspace_cancels_a_bid_question_and_the_token_goes_home():
    from game.ui.kit.choices import CANCEL_KEY
    for seed in range(1, 40):
        app, session, table = start(4, seed=seed, until=lambda s: s.step == "influence" and s.turn >= 2)
        state = session.state
        bids: dict[int, int] = {}
        for a in state.legal_actions():
            if isinstance(a, Target):
                bids[C.zone_ids[a.zone]] = bids.get(C.zone_ids[a.zone], 0) + 1
        zone = next((z for z, n in bids.items() if n > 1), None)
        if state.step == "influence" and zone is not None:
            break
    else:
        pytest.skip("no zone with a choice of bids in these playouts")
    snapshot = state.to_data()
    token = next(t for t in table.drag.tokens if t.key[0] == "supply")
    drag(app, (round(token.pos[0]), round(token.pos[1])), zone_point(table, zone))
    panel = table.view.gestures.panel
    assert panel is not None and panel.buttons[-1].button.text == "Cancel"
    assert panel.buttons[-1].button.hint() == "Backspace"
    assert {a for a in panel.actions()} == {a for a in state.legal_actions()
                                           if isinstance(a, Target) and C.zone_ids[a.zone] == zone}
    app.step([pygame.event.Event(pygame.KEYDOWN, key=CANCEL_KEY, mod=0, unicode="\b", scancode=0)], 1 / 60)
    for _ in range(60):
        app.step([], 1 / 60)
    assert session.state.to_data() == snapshot  # nothing was played
    assert table.view.gestures.panel is not panel  # the question is gone; the step's own panel is back
    assert token.pos == pytest.approx(token.home, abs=1.0)
    assert not app.errors


def test_the_challenge_panel_names_each_rival_and_never_says_seat():
    for seed in range(1, 60):
        _app, session, table = start(4, seed=seed, until=lambda s: s.step == "challenge" and any(
            a.kind == "challenge_player" for a in s.legal_actions()))
        if session.state.step == "challenge":
            break
    else:
        pytest.skip("no challenge between Primogen in these playouts")
    panel = table.view.gestures.panel
    legal = session.state.legal_actions()
    targets = {a.target for a in legal if a.kind == "challenge_player"}
    titles = [row.title for row in panel.rows]
    assert all(NAMES[t] in titles for t in targets)
    for slot in panel.buttons:
        assert slot.action in legal and "seat" not in slot.button.text.lower()


def test_the_table_sees_events_only_through_the_viewers_views(monkeypatch):
    app, session, table = start(3, seed=12, until=lambda s: s.step == "move" and s.turn >= 2)
    seen = []
    real = ElysiumTable.happened

    def happened(self, events, before, after):
        seen.append((events, before, after))
        return real(self, events, before, after)
    monkeypatch.setattr(ElysiumTable, "happened", happened)
    me = session.state.current_player
    move = next(a for a in session.state.legal_actions() if isinstance(a, Move))
    assert table.submit(move)
    assert seen, "the move's events reached the table"
    events, before, after = seen[-1]
    assert any(e.kind == "move" for e in events)
    viewer = table.viewer
    for view in (before, after, table.view.state):
        assert view is not session.state
    assert after.to_data() == session.state.view(viewer).to_data()
    assert me is not None and not app.errors


def test_the_ribbon_says_the_engines_words_for_the_step():
    from game.games.elysium.flow import STEPS as RULE_STEPS
    from game.ui.tables.elysium.steps import prompt_text
    _app, session, table = start(3, seed=6, until=lambda s: s.step == "move" and s.turn >= 2)
    view, seat = table.view.model_of(table.view.state), session.state.current_player
    assert RULE_STEPS["move"].prompt and RULE_STEPS["move"].waiting
    assert prompt_text(view, True, NAMES) == RULE_STEPS["move"].prompt[:1].upper() + RULE_STEPS["move"].prompt[1:]
    assert prompt_text(view, False, NAMES) == f"{NAMES[seat]} {RULE_STEPS['move'].waiting}…"


def test_the_ribbon_says_a_response_window_s_words_from_its_frame():
    from game.games.elysium.flow import FRAMES
    from game.ui.tables.elysium.steps import prompt_text
    _app, session, table = start(3, seed=6, until=lambda s: s.step in FRAMES)
    view, seat = table.view.model_of(table.view.state), session.state.current_player
    words = FRAMES[view.step]
    assert table.view.state.stack[-1].kind == view.step
    assert prompt_text(view, True, NAMES) == words.prompt[:1].upper() + words.prompt[1:]
    assert prompt_text(view, False, NAMES) == f"{NAMES[seat]} {words.waiting}…"


# -- the contest panel in the kit's words ------------------------------------------------------------------
def contest_now(table: TableScene, session: GameSession):
    from game.ui.tables.elysium.clash import contest_of
    from game.ui.tables.elysium.read import clash_panel
    view = table.view
    panel = session.state.view(session.state.current_player).panel()
    record = clash_panel(panel)
    assert record is not None and len(record.sides) == len(panel["sides"])
    return panel, contest_of(record, view.names, view.style_of, lambda s: view.style_of(s).colour)


def test_an_influence_contest_reads_as_bids_with_no_seat_words():
    _app, session, table = start(4, seed=3, until=lambda s: s.step == "bid")
    panel, contest = contest_now(table, session)
    assert contest.title.startswith("Influence contest on ") and contest.mark is None
    assert len(contest.sides) == len(panel["sides"]) >= 1
    for side, raw in zip(contest.sides, panel["sides"], strict=True):
        assert "bids" in side.label or "no new tokens" in side.label
        assert side.note.startswith("no dice") and side.total == raw.get("total", 0)
        assert [m.text.split(" (")[0].removesuffix(" helps") for m in side.members] == [NAMES[s] for s in
                                                                                        raw["members"]]
        assert not any("seat" in text.lower() for _amount, text in side.modifiers)


def test_an_event_challenge_has_its_difficulty_to_beat_and_unnamed_lone_modifiers():
    _app, session, table = start(4, seed=13, until=lambda s: s.clash is not None and s.clash.kind == "event")
    panel, contest = contest_now(table, session)
    assert contest.mark is not None and contest.mark.title == "Difficulty"
    assert contest.mark.value == str(panel["difficulty"])
    lone = [(side, raw) for side, raw in zip(contest.sides, panel["sides"], strict=True) if len(raw["members"]) == 1]
    for side, raw in lone:  # one Primogen on the side: its modifiers need not name it
        assert not any(text.startswith(NAMES[raw["members"][0]] + ":") for _amount, text in side.modifiers)


def test_a_zone_an_event_closed_says_which_event_closed_it():
    """A dimmed zone's tooltip names the event in play that closed its category; other zones say nothing of it."""
    app, session, table = start(4, 3)
    closer = next(c for c in C.cards if c.type == "event" and c.effect.kind == "category_closed")
    session.state.events.append(C.cards.index(closer))   # the event comes into play
    look_from(app, table, session.state.current_player)
    view = table.view.state
    assert closer.effect.category in view.closed_categories()
    shut = next(z for z in C.zones if z.category == closer.effect.category)
    open_zone = next(z for z in C.zones[1:] if z.category != closer.effect.category)
    zones = table.view.model_of(view).zones
    assert f"Closed by {closer.name}" in zone_tip(zones[shut.index], NAMES)
    assert closer.name not in zone_tip(zones[open_zone.index], NAMES)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_every_power_and_the_longest_cards_read_whole_on_a_five_seat_table(size):
    """Each clan's powers on your own card, and the longest card names in hands and in play, yours and a
    rival's, are drawn whole and inside their cards (the kit's fit report)."""
    from game.ui import paint
    from game.ui.kit import sprites

    app, session, table = start(5, 11, size=size, until=lambda s: s.turn >= 2 and s.phase == "resource")
    state = session.state
    me = state.current_player
    rival = next(s for s in range(5) if s != me)
    longest = sorted((c for c in C.cards if c.type != "event"), key=lambda c: -len(c.name))
    cards = [C.cards.index(c) for c in longest[:8]]
    state.play[me], state.hands[me] = cards[:5], cards[5:8]
    state.play[rival], state.hands[rival] = cards[:5], cards[5:8]
    state.events = [C.cards.index(c) for c in C.cards if c.type == "event"][:4]   # a crowded city: rivals get less room
    powers = set()
    for clan in range(len(C.clans)):
        state.clan[me] = clan
        powers |= {p.name for p in C.clans[clan].powers}
        look_from(app, table, me)
        table._view_key = None
        table.refresh()
        sprites.clear()
        with paint.checking() as fits:
            table.draw(app.screen)
        drawn = {f.text for f in fits}
        words = {word for text in drawn for word in text.split()}
        assert {p.name for p in C.clans[clan].powers} <= drawn
        assert {word for c in cards for word in C.cards[c].name.split()} <= words   # a rival's may take two lines
        bad = [f.describe() for f in fits if f.cut or f.outside]
        assert not bad, bad


# -- the read model and the places the table drew -----------------------------------------------------------
def test_the_model_holds_a_rivals_hand_as_backs_and_your_own_by_name():
    """read.model_of sees only the viewer's view: another seat's hand is backs (no name, no tip), yours whole."""
    from game.ui.tables.elysium import read
    from game.ui.tables.elysium.model import BACK
    _app, session, _table = start(3, seed=5, until=lambda s: len(s.hands[0]) >= 1 and any(s.hands[1:]), moves=3000)
    model = read.model_of(session.state.view(0))
    assert model.seats[0].hand and [c.id for c in model.seats[0].hand] == session.state.hands[0]
    assert all(c.name and not c.hidden for c in model.seats[0].hand)
    rivals = [c for seat in model.seats[1:] for c in seat.hand]
    assert rivals and all(c == BACK for c in rivals)


def test_the_coach_clicks_every_zone_through_the_drawn_places():
    """spots.clicks reads the places the table drew: a point in every zone of the city that finds that zone."""
    from game.ui.tables.elysium import spots
    from game.ui.tables.elysium.city import zone_at
    app, _session, table = start(3, seed=4)
    look_from(app, table, 0)
    app.step([], 1 / 60)
    geom = table.view.regions(table.view.state).city
    assert table.view.drawn.places
    found = {zone_at(geom, point) for point in spots.clicks(table.view)}
    assert set(range(len(C.zones))) <= found


def test_a_finished_clash_stays_on_show_with_the_engines_totals_and_its_stamp():
    """The move that resolves a challenge keeps its panel a moment: rolled, no step waited on, each side's
    total the engine's, and the stamp naming the score (the kept record is rebuilt, never the live one)."""
    app, session, table = start(4, seed=13, until=lambda s: s.clash is not None and s.clash.kind == "event")
    rng = random.Random(5)
    for _ in range(200):
        state = session.state
        if state.clash is None:
            break
        before = len(session.log)
        look_from(app, table, state.current_player)
        assert table.submit(rng.choice(state.legal_actions()))
        table.update(1 / 60)
        results = [line.event for line in session.log[before:] if line.event.kind.endswith("_result")]
        if results:
            break
    else:
        pytest.fail("the challenge never resolved")
    assert results, "the clash ended without a result event"
    kept = table.view.kept
    assert kept.panel is not None and kept.panel.rolled and kept.panel.step == ""
    totals = results[-1].data["totals"]
    assert [side.total for side in kept.panel.sides][:len(totals)] == list(totals)[:len(kept.panel.sides)]
    assert kept.result.startswith(" – ".join(str(t) for t in totals))


def test_withdrawing_asks_first_and_only_the_answer_plays_it():
    """Leaving the game for good is one click under "End your Resource Phase": it asks first, names what is
    lost, Esc keeps playing, and only the dialog's own button withdraws (issue 43)."""
    from game.games.elysium.actions import Withdraw
    from game.ui.widgets_more import Dialog
    app, session, table = start(4, seed=3, until=lambda s: Withdraw() in s.legal_actions())
    seat, moves = session.state.current_player, len(session.state.history)
    assert not table.submit(Withdraw())
    dialog = app.stack.top
    assert isinstance(dialog, Dialog) and "cannot be undone" in dialog.message
    assert [b.text for b in dialog.buttons] == ["Keep playing", "Withdraw for good"]
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")], 1 / 60)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")], 1 / 60)
    assert app.stack.top is table and len(session.state.history) == moves and not session.state.withdrawn[seat]
    table.submit(Withdraw())
    app.stack.top.buttons[1].click()
    app.step([], 1 / 60)
    assert session.state.withdrawn[seat] and not isinstance(app.stack.top, Dialog)
