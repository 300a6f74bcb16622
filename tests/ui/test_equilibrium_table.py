"""The Equilibrium table: it draws at every size and seat count, and gestures play exactly the legal actions."""

from __future__ import annotations

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.games.equilibrium.actions import Commit, PlaceSet, Resolve, Target, TargetGuild, Vote
from game.games.equilibrium.knowledge import HIDDEN
from game.ui.kit.choices import ChoicePanel
from game.ui.tables.equilibrium import moves
from game.ui.tables.equilibrium.view import EquilibriumTable

NAMES = ["Mirela", "Casimir", "Oona", "Teodor", "Vesna"]


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def played_since(state, start):
    """The moves since `start` of the seat that made the first of them (the player's own: an AI seat's
    hidden move, such as a face-down commit, may follow at once, with no beat)."""
    if len(state.history) <= start:
        return []
    seat = state.movers[start]
    return [a for a, m in zip(state.history[start:], state.movers[start:], strict=True) if m == seat]


def table_at(players, size=(1280, 720), humans=(0,), until=None, seed=5, limit=600, options=None):
    """A window with an Equilibrium table, the state advanced by random legal moves until `until`."""
    from game.ui.app import App
    from game.ui.session import GameSession, find_game
    from game.ui.table_base import TableScene

    seats = [{"name": NAMES[i], "kind": "human" if i in humans else "ai", "level": "random"}
             for i in range(players)]
    app = App(size=size, fullscreen=False)
    app.preferences.persistent = False
    app.preferences.animation_speed = 1.0
    app.use_ai_process = False  # random seats answer at once: no helper process to start and stop
    session = GameSession.start(find_game("equilibrium"), {"players": players, "seed": seed,
                                                           "options": options or {}, "seats": seats})
    rng = random.Random(seed)
    for _ in range(limit):
        if session.state.is_over or (until and until(session.state)):
            break
        session.play(rng.choice(session.state.legal_actions()))
    table = app.stack.push(TableScene(session))
    step(app, n=2)
    past_curtain(app)
    return app, table, session


def past_curtain(app):
    """Hotseat games show the curtain before the first decision: the player says they are ready."""
    from game.ui.scenes_play import CurtainScene

    if isinstance(app.stack.top, CurtainScene):
        click(app, (10, 10))
        step(app, n=2)


def ev(kind, **data):
    return pygame.event.Event(kind, **data)


def step(app, events=(), n=1):
    for i in range(n):
        app.step(list(events) if i == 0 else [], 1 / 60)


def click(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    step(app, [ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), ev(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def drag(app, start, end, steps=8):
    start, end = (int(start[0]), int(start[1])), (int(end[0]), int(end[1]))
    step(app, [ev(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
               ev(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for k in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
        step(app, [ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))], 2)
    step(app, [ev(pygame.MOUSEBUTTONUP, pos=end, button=1)], 2)


def my_commit(state) -> bool:
    return state.phase == "action" and state.current_player == 0 and state.stage == "commit" \
        and state.tokens[0][0] and state.round_no >= 2


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_table_draws_mid_game_without_overlaps(players, size):
    app, table, session = table_at(players, size, until=lambda s: s.round_no >= 3 and s.phase == "action")
    step(app, n=3)
    assert app.errors == []
    view = table.view
    assert isinstance(view, EquilibriumTable)
    area = view.area
    assert set(area.boards) == set(range(players))
    assert len(area.cards) == len(session.state.cards)
    assert area.boards[view.me].large and sum(g.large for g in area.boards.values()) == 1
    screen = app.screen.get_rect()
    for i, rect in enumerate(area.cards):
        assert area.game_board.contains(rect), f"card {i} spills off the game board"
        assert all(not rect.colliderect(other) for other in area.cards[i + 1:])
    frames = [g.rect for g in area.boards.values()]
    for i, rect in enumerate(frames):
        assert screen.contains(rect)
        assert all(not rect.colliderect(other) for other in frames[i + 1:])
    for geom in area.boards.values():  # hexes of a ring never overlap and stay in their frame
        for g in range(6):
            assert geom.rect.collidepoint(geom.hexes[g])
            assert geom.hex_at(geom.hexes[g]) == g


def test_a_whole_offensive_turn_by_mouse_plays_exactly_those_actions():
    app, table, session = table_at(3, until=my_commit)
    state, view = session.state, table.view
    assert table.my_turn() and state.stage == "commit"
    start = len(state.history)
    legal = state.legal_actions()
    card = next(c for c in state.cards if len(moves.commit_options(legal, "offensive", c)) == 1)
    token = next(t for t in table.drag.tokens if t.key == ("token", "offensive"))
    drag(app, token.pos, view.area.cards[state.cards.index(card)].center)
    expected = [Commit("offensive", card)]
    assert played_since(state, start) == expected
    if state.stage == "target":
        seat = min(view.gestures.targetable)
        click(app, view.area.boards[seat].header.center)
        expected.append(Target(seat))
    assert state.stage == "guild"
    guild = min(view.gestures.lit_hexes[state.t_target])
    click(app, view.area.boards[state.t_target].hexes[guild])
    expected.append(TargetGuild(guild))
    assert state.stage == "resolve" and played_since(state, start) == expected
    panel = view.gestures.panel
    assert isinstance(panel, ChoicePanel)
    button, action, _row = panel.buttons[-1]
    assert isinstance(action, Resolve)
    click(app, button.rect.center)
    expected.append(action)
    assert played_since(state, start) == expected
    assert app.errors == []


def test_an_illegal_drop_slides_back_and_changes_nothing():
    app, table, session = table_at(3, until=my_commit)
    state, view = session.state, table.view
    before = state.to_data()
    token = next(t for t in table.drag.tokens if t.key == ("token", "offensive"))
    home = token.home
    legal_cards = moves.commit_cards(state.legal_actions(), "offensive")
    illegal = [i for i, c in enumerate(state.cards) if c not in legal_cards]
    spots = [view.area.cards[i].center for i in illegal] + [view.area.intrigue.center]
    for spot in spots:
        drag(app, token.pos, spot)
        step(app, n=60)
        assert state.to_data() == before
        assert abs(token.pos[0] - home[0]) < 1 and abs(token.pos[1] - home[1]) < 1
    assert app.errors == []


def test_setup_places_the_next_set_on_the_clicked_guild():
    app, table, session = table_at(3, until=lambda s: s.phase == "setup" and s.current_player == 0, limit=0)
    state, view = session.state, table.view
    lit = view.gestures.lit_hexes[0]
    assert lit == set(range(6))
    click(app, view.area.boards[0].hexes[4])
    assert state.history == [PlaceSet(0, 4)]
    assert 4 not in view.gestures.lit_hexes[0]


def test_the_vote_panel_shows_only_the_voters_own_cards():
    from game.ui.scenes_play import CurtainScene

    app, table, session = table_at(2, humans=(0, 1), until=lambda s: s.phase == "era" and s.current_player == 0)
    state, view = session.state, table.view
    assert table.viewer == 0 and app.stack.top is table
    panel = view.gestures.panel
    assert isinstance(panel, ChoicePanel) and panel.painter is not None  # the voter's cards, face up
    assert sorted(s.action.card for s in panel.shown()) == sorted(state.vote_options[0])
    assert table.view_state.vote_options[1] == [HIDDEN] * len(state.vote_options[1])
    slot = panel.shown()[1]
    click(app, slot.button.rect.center)
    assert state.history[-1] == Vote(slot.action.card)
    step(app, n=2)  # seat 1 must vote next: the curtain hides the table, and no panel is offered
    assert isinstance(app.stack.top, CurtainScene)
    assert view.gestures.panel is None
    click(app, (10, 10))
    step(app, n=2)
    panel = view.gestures.panel
    assert isinstance(panel, ChoicePanel) and sorted(s.action.card for s in panel.shown()) == \
        sorted(state.vote_options[1])


def test_log_lines_name_the_seats():
    from game.ui.kit.names import with_names

    assert with_names("Player 2 targets Player 1's Warriors", ["Ana", "Bo"]) == "Bo targets Ana's Warriors"
    assert with_names("Player 9 waits", ["Ana"]) == "Player 9 waits"
    assert with_names("Seat 1 draws a card. Player 12 waits", ["Ana", "Bo"]) == "Ana draws a card. Player 12 waits"


def test_a_token_move_matches_only_resolutions_containing_it():
    actions = [Resolve("1:2>3"), Resolve("1:2>3;2:3>2"), Resolve("+3@1")]
    assert moves.matching(actions, "1:2>3") == actions[:2]
    assert moves.matching(actions, "+3@1") == [actions[2]]
    assert moves.matching(actions, "-3@1") == []
    assert moves.movable(actions) == {(2, 1), (3, 2)}
    assert moves.placeable(actions) == {3}


def test_a_drop_with_several_ways_asks_and_cancel_plays_nothing():
    def with_hand(state) -> bool:
        return state.phase == "action" and state.current_player == 0 and state.stage == "commit" \
            and state.tokens[0][0] and bool(state.hands[0])

    app, table, session = table_at(2, until=with_hand, seed=3)
    state, view = session.state, table.view
    legal = state.legal_actions()
    card = max(state.cards, key=lambda c: len(moves.commit_options(legal, "offensive", c)))
    options = moves.commit_options(legal, "offensive", card)
    assert len(options) > 1
    token = next(t for t in table.drag.tokens if t.key == ("token", "offensive"))
    start = len(state.history)
    drag(app, token.pos, view.area.cards[state.cards.index(card)].center)
    panel = view.gestures.panel
    assert isinstance(panel, ChoicePanel) and played_since(state, start) == []
    assert [slot.action for slot in panel.buttons[:-1]] == options
    assert panel.buttons[-1].action is None and panel.buttons[-1].button.text == "Cancel"
    click(app, panel.buttons[-1].button.rect.center)  # Cancel
    step(app, n=40)
    assert played_since(state, start) == [] and view.gestures.panel is None
    assert abs(token.pos[0] - token.home[0]) < 1 and abs(token.pos[1] - token.home[1]) < 1
    drag(app, token.pos, view.area.cards[state.cards.index(card)].center)
    button, action, _row = view.gestures.panel.buttons[1]
    click(app, button.rect.center)
    assert played_since(state, start) == [action] and action.hand_card


def _single_moves(state) -> list[Resolve]:
    """Resolutions that are one move, and the only resolution containing that move."""
    if not (state.phase == "action" and state.current_player == 0 and state.stage == "resolve"):
        return []
    actions = moves.op_actions(state.legal_actions())
    return [a for a in actions if ":" in a.ops and ";" not in a.ops and moves.matching(actions, a.ops) == [a]]


def test_dragging_a_token_between_hexes_plays_the_matching_move():
    app, table, session = table_at(3, until=lambda s: bool(_single_moves(s)), seed=9, limit=3000)
    state, view = session.state, table.view
    action = _single_moves(state)[0]
    _kind, value, source, dest = moves.parse_op(action.ops)
    disc = next(t for t in table.drag.tokens if t.meaning == ("disc", source, value))
    geom = view.gestures.geom(state.t_target)  # a rival's board is shown large while acted on
    start = len(state.history)
    other = next(g for g in range(6) if g not in (source, dest)
                 and not moves.matching(view.gestures.op_actions, moves.move_op(value, source, g)))
    drag(app, disc.pos, geom.hexes[other])  # a move no resolution makes: back it goes
    step(app, n=40)
    assert played_since(state, start) == []
    drag(app, disc.pos, geom.hexes[dest])
    assert played_since(state, start) == [action]
    assert app.errors == []


def _resolving_on(rival: bool, at_least: int):
    def condition(state) -> bool:
        return state.phase == "action" and state.current_player == 0 and state.stage == "resolve" \
            and (state.t_target != 0) == rival and len(moves.op_actions(state.legal_actions())) >= at_least
    return condition


def _whole_label_shown(button) -> bool:
    from game.ui import paint
    from game.ui import theme as th

    font, hint = th.theme.font(button.font_size), th.theme.font("tiny").size(button.hint())[0] + th.theme.px(10)
    lines = paint.wrap(button.text, font, button.rect.width - th.theme.px(16) - hint)
    return len(lines) <= (2 if button.wrap else 1)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_resolve_panels_stay_readable_and_leave_the_supply_free(size):
    # beside a rival's board: 3, 7 and 6 choices (seeds 15, 9, 10); the labels name the guild once, in
    # the title, and a tight panel keeps every one whole (ten long ones still do not fit: tooltips show them)
    for seed, least in ((15, 3), (9, 4), (10, 4)):
        app, table, _session = table_at(3, size, until=_resolving_on(True, least), seed=seed, limit=5000)
        panel = table.view.gestures.panel
        assert isinstance(panel, ChoicePanel) and table.view.gestures.focus is not None
        assert len(panel.buttons) >= least
        assert all(panel.rect.contains(s.button.rect) for s in panel.buttons)
        assert all(_whole_label_shown(s.button) for s in panel.buttons)  # no label is cut
        app.close()
    app, table, _session = table_at(3, size, until=_resolving_on(False, 6), seed=4, limit=5000)
    panel = table.view.gestures.panel
    supply = [t for t in table.drag.tokens if t.key[0] == "supply"]
    assert supply and all(panel.rect.contains(s.button.rect) for s in panel.buttons)
    assert not any(panel.rect.collidepoint(t.home) for t in supply)  # the tokens to place stay in reach
    app.close()


def test_backspace_is_the_one_cancel_key_of_a_picker():
    from game.ui.kit.choices import CANCEL_HINT, CANCEL_KEY

    def with_hand(state) -> bool:
        return state.phase == "action" and state.current_player == 0 and state.stage == "commit" \
            and state.tokens[0][0] and bool(state.hands[0])

    app, table, session = table_at(2, until=with_hand, seed=3)
    state, view = session.state, table.view
    legal = state.legal_actions()
    card = max(state.cards, key=lambda c: len(moves.commit_options(legal, "offensive", c)))
    token = next(t for t in table.drag.tokens if t.key == ("token", "offensive"))
    start = len(state.history)
    drag(app, token.pos, view.area.cards[state.cards.index(card)].center)
    cancel = view.gestures.panel.buttons[-1].button
    assert cancel.hint() == CANCEL_HINT == "Backspace"
    step(app, [ev(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c")])  # the old key does nothing now
    assert view.gestures.panel is not None
    step(app, [ev(pygame.KEYDOWN, key=CANCEL_KEY, mod=0, unicode="\b")], 40)
    assert view.gestures.panel is None and played_since(state, start) == []
    assert abs(token.pos[0] - token.home[0]) < 1 and abs(token.pos[1] - token.home[1]) < 1


def _ambiguous_move(state):
    """A (source, dest, value) token move that more than one resolution contains (quick games have them)."""
    if not (state.phase == "action" and state.current_player == 0 and state.stage == "resolve"):
        return None
    actions = moves.op_actions(state.legal_actions())
    for action in actions:
        for op in moves.ops_of(action):
            kind, value, source, dest = moves.parse_op(op)
            if kind == ">" and len(moves.matching(actions, op)) > 1:
                return source, dest, value
    return None


@pytest.mark.parametrize("seed", [2, 3])  # on your own board, and on a rival's shown large
def test_a_token_move_that_fits_several_resolutions_asks_and_cancel_gives_back_the_whole_choice(seed):
    app, table, session = table_at(2, until=lambda s: _ambiguous_move(s) is not None, seed=seed, limit=3000,
                                   options={"quick": True})
    state, view = session.state, table.view
    assert _ambiguous_move(state) is not None
    source, dest, value = _ambiguous_move(state)
    board = view.gestures.geom(state.t_target)
    whole = view.gestures.panel
    disc = next(t for t in table.drag.tokens if t.meaning == ("disc", source, value))
    start = len(state.history)
    drag(app, disc.pos, board.hexes[dest])
    asked = view.gestures.panel
    fits = moves.matching(view.gestures.op_actions, moves.move_op(value, source, dest))
    assert asked is not whole and [s.action for s in asked.buttons[:-1]] == fits
    click(app, asked.buttons[-1].button.rect.center)  # Cancel: the disc goes home, the whole choice is back
    step(app, n=40)
    assert played_since(state, start) == [] and view.gestures.panel is whole
    assert abs(disc.pos[0] - disc.home[0]) < 1 and abs(disc.pos[1] - disc.home[1]) < 1
    drag(app, disc.pos, board.hexes[dest])
    button, action, _row = view.gestures.panel.buttons[0]
    click(app, button.rect.center)
    assert played_since(state, start) == [action] and action in fits


def test_the_log_the_picker_and_the_panels_say_names_never_seat_numbers():
    import re

    _app, table, session = table_at(3, until=_resolving_on(True, 2), seed=9, limit=5000)
    raw = " ".join(line.event.text_for(0) or "" for line in session.log)
    assert re.search(r"\b(Seat|Player) \d", raw)  # the engine writes seat numbers ...
    shown = [row.text for row in table.log_list.rows] + [row.text for row in table.picker.rows]
    panel = table.view.gestures.panel
    shown += [panel.title, panel.note] + [slot.button.text for slot in panel.buttons]
    assert not any(re.search(r"\b([Ss]eat|[Pp]layer) \d", text) for text in shown)  # ... the table says names
    assert any(NAMES[1] in text or NAMES[2] in text for text in shown)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_card_shows_the_intrigue_of_its_space(players):
    """The seal and tooltip beside a card read the space's printed value through the state (a
    view), not the card: Leverage on a 4-spider space shows 4."""
    from game.games import get
    from game.ui import theme as th
    from game.ui.tables.equilibrium import layout as table_layout
    from game.ui.tables.equilibrium import tracks
    from game.ui.tables.equilibrium.read import model_of

    pygame.init()
    surface = pygame.Surface((1280, 720))
    for seed in range(4):
        state = get("equilibrium").new_game(players, seed=seed)
        view = state.view(0)
        area = table_layout.compute(surface.get_rect(), players, 0, len(view.cards))
        tips: list = []
        tracks.draw_cards(surface, area, model_of(view, 0), th.theme.seat, set(), None, False, tips)
        shown = [text for _rect, text in tips]
        assert len(shown) == len(view.cards)
        for cid, text in zip(view.cards, shown, strict=True):
            assert f"intrigue {view.space_intrigue(cid)}," in text
        assert [view.space_intrigue(c) for c in view.cards[:5]] == [1, 2, 3, 3, 4]
