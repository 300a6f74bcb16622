"""From above, every seat's hand face up: what a player watching a finished game again expects to see,
and what nobody may see otherwise.

For each game at its most players, a finished game (seeded random moves) is replayed at a move where
several seats hold cards: from above, each seat's held cards are drawn by name (the table notes them,
and each name is among the texts drawn on the window, at 1280x720); through a seat's eyes, and on the
table of a game still going, no seat's held cards are shown face up but the table's usual own hand.
The expected names are read from the true state and the game's content, not from the table.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random
from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

import pygame
import pytest

from game import games
from game.core.replay import ABOVE
from game.ui import paint
from game.ui.app import App
from game.ui.kit.above import from_above
from game.ui.kit.overlay import tip_at
from game.ui.replay import open_replay
from game.ui.replay.scene import ReplayScene
from game.ui.session import GameSession
from game.ui.table_base import TableScene

NAMES = ["Valerian", "Corvin", "Mirela", "Odile", "Bastien"]
MOST = {"elysium": 5, "bloodlines": 4, "equilibrium": 5, "nocturne": 4, "methuselah": 5}


# -- what each seat holds hidden, read from the true state -----------------------------------------------
def _elysium(state: Any, seat: int) -> list[str]:
    from game.games.elysium.content import load_content

    return [load_content().cards[c].name for c in state.hands[seat]]


def _bloodlines(state: Any, seat: int) -> list[str]:
    from game.games.bloodlines.content import load

    return [load().schemes[s].name for s in state.hand[seat]]


def _equilibrium(state: Any, seat: int) -> list[str]:
    from game.games.equilibrium.content import load

    content = load()

    def vote(card: int) -> str:
        return f"{content.guilds[card // 2].name} +{content.vote_values[state.players][card % 2]}"

    votes = [*state.vote_options[seat], *([state.votes[seat]] if state.votes[seat] >= 0 else []),
             *state.hidden_votes[seat]]
    return [content.cards[c].name for c in state.hands[seat]] + [vote(v) for v in votes]


def _nocturne(state: Any, seat: int) -> list[str]:
    return [state.content.names[x] for x in state.hands[seat]]


def _methuselah(state: Any, seat: int) -> list[str]:
    return [state.content.cards[x].name for x in state.hand[seat]]


HELD: dict[str, Callable[[Any, int], list[str]]] = {
    "elysium": _elysium, "bloodlines": _bloodlines, "equilibrium": _equilibrium, "nocturne": _nocturne,
    "methuselah": _methuselah}


def planned_orders(state: Any, seat: int) -> int:
    """Nocturne: the orders `seat` has planned behind its screen (shown from above beside its cards)."""
    plan = state.plan[seat]
    return sum(1 for t in range(len(plan) // 2) if plan[2 * t] > 0)


# -- games ---------------------------------------------------------------------------------------------
def finished(game_id: str, seed: int = 11, humans: int | None = None) -> GameSession:
    """A game at the most players the game allows, every seat human (or the first `humans`), played to
    its end by seeded random moves."""
    n = MOST[game_id]
    humans = n if humans is None else humans
    seats = [{"name": NAMES[i], "kind": "human"} if i < humans else
             {"name": NAMES[i], "kind": "ai", "level": "normal"} for i in range(n)]
    session = GameSession.start(games.get(game_id), {"players": n, "seed": seed, "options": {}, "seats": seats})
    rng = random.Random(seed)
    while not session.state.is_over:
        session.play(rng.choice(session.state.legal_actions()))
    return session


@cache
def busiest(game_id: str) -> int:
    """The move of the finished game after which the most seats hold something hidden (then the most held)."""
    session = finished(game_id)
    from game.core.replay import Replay

    replay = Replay.from_state(session.state, dict(session.setup))
    best, where = (-1, -1), 0
    for move in range(0, replay.length + 1, max(1, replay.length // 60)):
        replay.seek(move)
        held = [len(HELD[game_id](replay.state, s)) for s in range(replay.state.players)]
        score = (sum(1 for h in held if h), sum(held))
        if score > best:
            best, where = score, move
    return where


@pytest.fixture
def app(saves_home):
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.use_ai_process = False
    yield app
    app.close()


def frame(app: App, scene: TableScene) -> list[paint.Fit]:
    """Every text of one frame of `scene`, drawn afresh."""
    app.step([], 1 / 60)
    with paint.checking() as fits:
        app.screen.fill((0, 0, 0))
        scene.draw(app.screen)
    return list(fits)


def drawn_text(fits: list[paint.Fit]) -> str:
    """The texts drawn, in order (a name set on two lines reads whole across its two parts)."""
    return " ".join(fit.shown for fit in fits)


def replay_at(app: App, game_id: str) -> ReplayScene:
    assert open_replay(app, finished(game_id))
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.eye == ABOVE
    scene.go(busiest(game_id))
    return scene


# -- the tests -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_from_above_every_seat_s_held_cards_are_drawn_by_name(app, game_id: str) -> None:
    scene = replay_at(app, game_id)
    state = scene.replay.state
    fits = frame(app, scene)
    assert scene.view_state is state and from_above(scene.view_state)
    held = scene.view.held.cards
    text = drawn_text(fits)
    holders = 0
    for seat in range(state.players):
        expected = HELD[game_id](state, seat)
        shown = held.get(seat, [])
        if game_id == "nocturne":   # each planned order is shown too, among the cards
            assert Counter(expected) <= Counter(shown), (seat, expected, shown)
            assert len(shown) == len(expected) + planned_orders(state, seat), (seat, shown)
        else:
            assert Counter(shown) == Counter(expected), (seat, expected, shown)
        for name in expected:
            assert name in text, f"{game_id}: {NAMES[seat]}'s {name!r} is not drawn"
        holders += bool(expected)
    assert holders >= 2, f"{game_id}: a position where at least two seats hold cards"
    cut = [fit.describe() for fit in fits if fit.outside and fit.text in {n for s in held.values() for n in s}]
    assert not cut, cut
    small = [fit.describe() for fit in fits if fit.text in {n for s in held.values() for n in s} and fit.size < 9]
    assert not small, small


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_through_a_seat_s_eyes_no_rival_card_is_drawn_face_up(app, game_id: str) -> None:
    scene = replay_at(app, game_id)
    state = scene.replay.state
    for seat in range(state.players):
        scene.look_through(seat)
        scene.refresh()
        frame(app, scene)
        assert scene.viewer == seat and scene.view_state.viewer == seat
        assert not from_above(scene.view_state)
        assert scene.view.held.cards == {}, f"{game_id}: {NAMES[seat]}'s eyes see {scene.view.held.cards}"


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_game_still_going_never_shows_a_seat_s_hidden_cards(app, game_id: str) -> None:
    """A table in play (hotseat: nobody's eyes between two turns; then each seat's), and the replay of a game
    still going, through every pair of eyes it offers."""
    info = games.get(game_id)
    n = MOST[game_id]
    seats = [{"name": NAMES[i], "kind": "human"} for i in range(n)]
    session = GameSession.start(info, {"players": n, "seed": 5, "options": {}, "seats": seats})
    rng = random.Random(5)
    state = session.state
    while len(state.history) < 20 or sum(1 for s in range(n) if HELD[game_id](state, s)) < 2:
        session.play(rng.choice(state.legal_actions()))
        assert not state.is_over, "a position where two seats hold cards, the game still going"
    table = app.stack.push(TableScene(session))
    for viewer in (None, *range(n)):
        while app.stack.top is not table:
            app.stack.pop()
        table.curtain_for, table.viewer, table._view_key = None, viewer, None
        table.refresh()
        frame(app, table)
        assert not from_above(table.view_state)
        assert table.view.held.cards == {}, (viewer, table.view.held.cards)
    app.stack.pop()
    assert open_replay(app, session)
    scene = next(s for s in app.stack.scenes if isinstance(s, ReplayScene))   # under its hotseat curtain
    assert ABOVE not in scene.eyes
    for eye in scene.eyes:
        scene.look_through(eye)
        while app.stack.top is not scene:
            app.stack.pop()
        scene.curtain_for, scene._view_key = None, None
        scene.viewer = eye if isinstance(eye, int) else None
        scene.refresh()
        frame(app, scene)
        assert scene.view.held.cards == {}, (eye, scene.view.held.cards)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_finished_game_s_final_table_shows_every_hand(app, game_id: str) -> None:
    """The table of a game just ended, with no seat's eyes on it, draws the whole true state: every hand."""
    session = finished(game_id)
    table = app.stack.push(TableScene(session))
    table.curtain_for, table.viewer, table._view_key = None, None, None
    table.refresh()
    fits = frame(app, table)
    assert table.view_state is session.state
    text = drawn_text(fits)
    for seat in range(session.state.players):
        for name in HELD[game_id](session.state, seat):
            assert name in table.view.held.cards.get(seat, []) and name in text, (seat, name)


def test_only_the_true_state_counts_as_from_above() -> None:
    state = finished("methuselah").state
    assert from_above(state)
    assert not from_above(state.view(None))    # a spectator's
    assert not any(from_above(state.view(seat)) for seat in range(state.players))


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_from_above_a_rival_s_held_card_tells_its_tip_and_zooms_on_a_right_click(app, game_id: str) -> None:
    from tests.ui.tablehelp import mouse

    scene = replay_at(app, game_id)
    state = scene.replay.state
    fits = frame(app, scene)
    seat = next(s for s in range(state.players) if s != scene.view.me and HELD[game_id](state, s))
    name = HELD[game_id](state, seat)[0]
    rect = next(f.rect for f in fits if f.text == name and f.on_screen and f.rect is not None)
    pos = rect.center
    app.step([mouse(pygame.MOUSEMOTION, pos)], 1 / 60)
    app.step([], 1 / 60)
    overlay = scene.overlay
    tip = tip_at(overlay.shown_tips, pos)
    assert name in tip and NAMES[seat] in tip, tip
    app.step([mouse(pygame.MOUSEBUTTONDOWN, pos, 3)], 1 / 60)
    app.step([mouse(pygame.MOUSEBUTTONUP, pos, 3)], 1 / 60)
    assert overlay.zoomed is not None and name in overlay.zoom_text, overlay.zoom_text


def test_nocturne_from_above_every_order_in_the_city_shows_its_part_of_the_day(app) -> None:
    scene = replay_at(app, "nocturne")
    state = scene.replay.state
    assert any(state.rows), "a position with orders waiting in the city"

    def stack_tips() -> list[str]:
        frame(app, scene)
        app.step([], 1 / 60)
        return [text for _rect, text in scene.overlay.shown_tips if "order" in text and "(placed" in text]

    above = stack_tips()
    assert above and all(", face down (placed" not in text for text in above), above
    scene.look_through(0)
    scene.refresh()
    seen = stack_tips()
    rivals = [text for text in seen if not text.startswith(f"{NAMES[0]}'s")]
    assert rivals and all(", face down (placed" in text for text in rivals), rivals
