"""Drag and drop: the spring carries the token to the hand; drops settle or slide home."""

from __future__ import annotations

import math
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from game.ui.kit.drag import STEP, DragController, DropTarget, Token


def run(drag: DragController, seconds: float) -> None:
    for _ in range(int(seconds / STEP)):
        drag.update(STEP)


def test_spring_pulls_token_under_the_cursor():
    drag = DragController()
    token = Token("t", home=(100.0, 100.0), radius=20)
    drag.set_tokens([token])
    drag.pick(token, (100.0, 100.0))
    drag.move((400.0, 260.0))
    assert math.dist(token.pos, (400, 260)) > 200
    run(drag, 1.0)  # 120 physics steps
    # the spring is fixed above the centre, and gravity lets the token hang a little below the hand
    assert math.dist(token.pos, (400, 260)) < token.radius * 2
    assert token.pos[1] > 255  # it hangs, it does not float


def test_token_swings_while_carried_sideways():
    drag = DragController()
    token = Token("t", home=(100.0, 300.0), radius=20)
    drag.pick(token, (100.0, 300.0))
    angles = []
    for step in range(60):
        drag.move((100.0 + step * 8, 300.0))
        drag.update(1 / 60)
        angles.append(token.angle)
    assert max(abs(a) for a in angles) > 2.0  # it tilts with the motion


def test_illegal_drop_slides_back_home():
    drag = DragController()
    token = Token("t", home=(50.0, 50.0))
    drag.set_tokens([token])
    drag.set_targets([DropTarget("slot", pygame.Rect(300, 300, 60, 60), legal=False)])
    dropped = []
    drag.on_drop = lambda tok, target: dropped.append(target) or True
    drag.pick(token, (50.0, 50.0))
    drag.move((330.0, 330.0))
    run(drag, 0.5)
    assert drag.release((330.0, 330.0)) is None
    assert dropped == [None]
    run(drag, 1.0)
    assert math.dist(token.pos, (50, 50)) < 0.5 and not drag.busy


def test_legal_drop_settles_in_the_slot():
    drag = DragController()
    token = Token("t", home=(50.0, 50.0))
    slot = DropTarget("slot", pygame.Rect(300, 300, 60, 60), legal=lambda tok: tok.key == "t")
    drag.set_targets([slot])
    drag.pick(token, (50.0, 50.0))
    drag.move((320.0, 310.0))
    run(drag, 0.5)
    assert drag.release((320.0, 310.0)) is slot
    run(drag, 1.0)
    assert math.dist(token.pos, slot.centre) < 0.5 and token.angle == 0.0


def test_skipped_animation_moves_instantly():
    drag = DragController(speed=0)
    token = Token("t", home=(10.0, 10.0))
    drag.pick(token, (10.0, 10.0))
    drag.move((200.0, 200.0))
    run(drag, 0.3)
    drag.release((200.0, 200.0))  # no target: straight home, no glide
    assert token.pos == (10.0, 10.0) and not drag.glides


def test_mouse_events_drive_the_gesture():
    drag = DragController()
    token = Token("t", home=(80.0, 80.0))
    slot = DropTarget("slot", [(200, 200), (260, 200), (260, 260), (200, 260)])
    drag.set_tokens([token])
    drag.set_targets([slot])
    assert drag.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(80, 80)))
    assert drag.dragging is token
    drag.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(230, 230), rel=(150, 150), buttons=(1, 0, 0)))
    run(drag, 0.5)
    drag.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(230, 230)))
    run(drag, 1.0)
    assert math.dist(token.pos, (230, 230)) < 0.5
