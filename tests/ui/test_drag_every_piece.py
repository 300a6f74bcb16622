"""Any identical piece can be picked up, and a refused pick says why (issue 11, item 8).

The kit: identical pieces are tokens of their own with one kind (``alike``), every one can be
picked; a piece declared ``Blocked`` answers a press with the error sound and its reason (beside
the piece, and on the table's message line).  Equilibrium: mouse events posted on every disc of
the board being resolved, as drawn: each movable one lifts (the twins of a value as well as the
last), each other one refuses with its reason, and nothing is played by a press.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame
import pytest

from game.games.equilibrium.content import load
from game.ui.audio import audio
from game.ui.kit.drag import REFUSAL_SECONDS, Blocked, DragController, DropTarget, Token, alike
from game.ui.tables.equilibrium import moves
from game.ui.tables.equilibrium.boards import disc_positions
from game.ui.tables.equilibrium.read import discs_on


def ev(kind: int, **data: object) -> pygame.event.Event:
    return pygame.event.Event(kind, **data)


def press(drag: DragController, pos: tuple[float, float]) -> bool:
    return drag.handle(ev(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=1))


# -- the kit -----------------------------------------------------------------------------
def test_every_one_of_identical_pieces_can_be_picked_and_means_the_same() -> None:
    drag = DragController(speed=0)
    twins = alike(("disc", 2, 3), [(100.0, 100.0), (140.0, 100.0), (180.0, 100.0)], radius=12)
    drag.set_tokens(twins)
    assert len({t.key for t in twins}) == 3 and {t.meaning for t in twins} == {("disc", 2, 3)}
    drops = []
    drag.on_drop = lambda token, target: drops.append((token.meaning, target and target.key)) or True
    drag.set_targets([DropTarget("hex", pygame.Rect(300, 300, 40, 40))])
    for token in twins:
        assert press(drag, token.home) and drag.dragging is token
        drag.release((320.0, 320.0))
    assert drops == [(("disc", 2, 3), "hex")] * 3


def test_a_blocked_piece_says_why_with_the_error_sound() -> None:
    pygame.init()
    drag = DragController(speed=0)
    said = []
    drag.on_refuse = said.append
    drag.set_tokens([Token("free", (50.0, 50.0), 12)])
    drag.set_blocked([Blocked("stuck", (200.0, 120.0), 12, "This 2 cannot move now.")])
    audio.played.clear()  # the list keeps only its last 50 names: count from empty
    before = 0
    assert press(drag, (203, 118)) and drag.dragging is None
    assert audio.played[before:] == ["error"] and said == ["This 2 cannot move now."]
    assert drag.refusal is not None and drag.refusal.reason == "This 2 cannot move now."
    surface = pygame.Surface((480, 320))
    surface.fill((0, 0, 0))
    drag.draw(surface)
    assert surface.get_bounding_rect().width > 40     # the reason is drawn beside the piece
    drag.update(REFUSAL_SECONDS + 0.1)
    assert drag.refusal is None                       # ...for a moment
    assert not press(drag, (400, 300))                # empty table: nothing taken, nothing said
    assert said == ["This 2 cannot move now."]
    assert press(drag, (50, 50)) and drag.dragging is not None and drag.refusal is None


def test_a_piece_that_may_move_is_picked_before_a_blocked_one_under_it() -> None:
    drag = DragController(speed=0)
    free = Token("free", (100.0, 100.0), 12)
    drag.set_tokens([free])
    drag.set_blocked([Blocked("stuck", (104.0, 100.0), 12, "no")])
    assert press(drag, (102, 100)) and drag.dragging is free and drag.refusal is None


# -- Equilibrium, in a window ----------------------------------------------------------------
@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def _twins_to_move(state) -> bool:
    """Your resolution, on a board where some value that may move has two or more discs in a guild."""
    if not (state.phase == "action" and state.current_player == 0 and state.stage == "resolve"):
        return False
    board = state.boards[state.t_target]
    movable = moves.movable(moves.op_actions(state.legal_actions()))
    return any(board[g * 3 + v - 1] >= 2 for g, v in movable) and len(movable) < 18


def _table(seed: int):
    from game.ui.app import App
    from game.ui.session import GameSession, find_game
    from game.ui.table_base import TableScene

    names = ["Mirela", "Casimir", "Oona"]
    seats = [{"name": n, "kind": "human" if i == 0 else "ai", "level": "random"} for i, n in enumerate(names)]
    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    app.use_ai_process = False
    session = GameSession.start(find_game("equilibrium"), {"players": 3, "seed": seed, "options": {},
                                                           "seats": seats})
    rng = random.Random(seed)
    for _ in range(4000):
        if session.state.is_over or _twins_to_move(session.state):
            break
        session.play(rng.choice(session.state.legal_actions()))
    assert _twins_to_move(session.state), "no position with identical discs to move"
    table = app.stack.push(TableScene(session))
    for _ in range(3):
        app.step([], 1 / 60)
    return app, table, session


def _post(app, pos, *kinds: int) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.step([ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    for kind in kinds:
        app.step([ev(kind, pos=pos, button=1)], 1 / 60)


@pytest.mark.parametrize("seed", [3, 9])
def test_every_disc_of_the_board_lifts_or_says_why(seed: int, tmp_path) -> None:
    app, table, session = _table(seed)
    state, view = session.state, table.view
    gestures = view.gestures
    seat = state.t_target
    geom = gestures.geom(seat)
    board = state.boards[seat]
    movable = moves.movable(moves.op_actions(state.legal_actions()))
    start = len(state.history)
    lifted, refused = 0, 0
    for g in range(6):
        for v, pos in disc_positions(geom, discs_on(board, g), g):
            audio.played.clear()  # (the list keeps only its last 50 names)
            before = 0
            _post(app, pos, pygame.MOUSEBUTTONDOWN)
            held = table.drag.dragging
            if (g, v) in movable:
                assert held is not None and held.meaning == ("disc", g, v), (g, v, pos)
                assert "error" not in audio.played[before:]
                lifted += 1
            else:
                assert held is None, (g, v)
                assert audio.played[before:] == ["error"]
                assert "cannot move now" in table.message and load().guilds[g].name in table.message
                refused += 1
            _post(app, pos, pygame.MOUSEBUTTONUP)      # let go where it was: nothing happens
            for _ in range(30):
                app.step([], 1 / 60)
            assert state.history[start:] == [] and table.drag.dragging is None
    assert lifted >= 2 and refused >= 1                # the twins of a value as well as the last
    pygame.image.save(app.screen, str(tmp_path / "refused.png"))
    app.close()


def test_the_first_of_two_identical_discs_plays_the_same_move_as_the_last() -> None:
    app, table, session = _table(9)
    state, gestures = session.state, table.view.gestures
    seat = state.t_target
    geom, board = gestures.geom(seat), state.boards[seat]
    actions = moves.op_actions(state.legal_actions())
    twins = [(g, v) for g, v in sorted(moves.movable(actions)) if board[g * 3 + v - 1] >= 2]
    g, v = twins[0]
    first = next(pos for value, pos in disc_positions(geom, discs_on(board, g), g) if value == v)
    dest = next(d for d in range(6) if d != g and len(moves.matching(actions, moves.move_op(v, g, d))) == 1)
    expected = moves.matching(actions, moves.move_op(v, g, dest))
    start = len(state.history)
    _post(app, first, pygame.MOUSEBUTTONDOWN)
    end = geom.hexes[dest]
    for k in range(1, 9):
        point = (first[0] + (end[0] - first[0]) * k / 8, first[1] + (end[1] - first[1]) * k / 8)
        app.step([ev(pygame.MOUSEMOTION, pos=(int(point[0]), int(point[1])), rel=(0, 0), buttons=(1, 0, 0))],
                 1 / 60)
    _post(app, end, pygame.MOUSEBUTTONUP)
    assert state.history[start:start + 1] == expected
    app.close()


def test_the_disc_picked_up_leaves_its_own_slot_not_its_twins() -> None:
    app, table, session = _table(9)
    state, gestures = session.state, table.view.gestures
    seat = state.t_target
    geom, board = gestures.geom(seat), state.boards[seat]
    twins = [(g, v) for g, v in sorted(moves.movable(moves.op_actions(state.legal_actions())))
             if board[g * 3 + v - 1] >= 2]
    g, v = twins[0]
    first, second = [pos for value, pos in disc_positions(geom, discs_on(board, g), g) if value == v][:2]

    def at(pos: tuple[float, float]) -> tuple[int, ...]:
        return tuple(app.screen.get_at((int(pos[0]), int(pos[1]))))

    away = (5, app.screen.get_height() - 5)
    app.step([ev(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.step([], 1 / 60)
    still = at(first), at(second)
    _post(app, first, pygame.MOUSEBUTTONDOWN)        # pick up the first of the two
    assert table.drag.dragging is not None
    app.step([ev(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(1, 0, 0))], 1 / 60)
    app.step([], 1 / 60)
    assert at(first) != still[0], "the slot of the disc in hand still shows a disc"
    assert at(second) == still[1], "its twin's slot changed instead"
    app.close()
