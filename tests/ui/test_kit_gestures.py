"""The kit's gesture map, offscreen: no match slides back, one match plays, several open a picker."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from game.ui.kit.drag import DragController, Token
from game.ui.kit.gestures import GestureMap, Spot


@dataclass(frozen=True)
class Put:
    """A toy action: put `piece` on `place`, `how`."""

    piece: str
    place: str
    how: str = "plain"


class Picker:
    """The smallest picker: remembers what it was asked; `choose` and `cancel` act like its buttons."""

    def __init__(self, actions: list[Put]) -> None:
        self.actions = actions
        self.rect = pygame.Rect(600, 0, 100, 100)
        self.chosen: Put | None = None
        self.cancelled = False

    def handle(self, event: pygame.event.Event) -> bool:
        return False


LEGAL = [Put("red", "left"), Put("red", "right", "quiet"), Put("red", "right", "loud")]


def table() -> tuple[GestureMap, DragController, Token, list[Picker]]:
    """A red piece at (50, 50); a target 'left' (one way), 'right' (two ways) and 'far' (none)."""
    pygame.init()
    drag = DragController(speed=0)  # no animation: a released piece is where it ends at once
    asked: list[Picker] = []

    def ask(token, target, actions):
        asked.append(Picker(actions))
        return asked[-1]

    gestures = GestureMap(drag, ask)
    piece = Token(("piece", "red"), (50.0, 50.0), 10)
    targets = [Spot(("place", name), pygame.Rect(x, 200, 80, 80), spot=(x + 40.0, 260.0))
               for name, x in (("left", 0), ("right", 200), ("far", 400))]

    def match(token, target):
        return [a for a in LEGAL if a.piece == token.key[1] and a.place == target.key[1]]

    gestures.declare(LEGAL, [piece], targets, match)
    return gestures, drag, piece, asked


def drop(gestures: GestureMap, start: tuple[float, float], end: tuple[float, float]) -> list[Put | None]:
    """Press at `start`, move to `end`, release: what each event played."""
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
              pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    return [gestures.handle(e) for e in events]


def test_a_drop_on_no_target_or_an_unmatched_one_slides_back_and_plays_nothing():
    gestures, _drag, piece, asked = table()
    for end in ((700.0, 600.0), (440.0, 240.0)):  # off every target; on 'far', which no action matches
        assert drop(gestures, piece.pos, end) == [None, None, None]
        assert math.dist(piece.pos, piece.home) < 1
    assert asked == [] and gestures.shown is None


def test_a_drop_matching_one_action_plays_it_and_settles_on_the_spot():
    gestures, _drag, piece, asked = table()
    played = drop(gestures, piece.pos, (40.0, 240.0))
    assert played[-1] == Put("red", "left")
    assert piece.pos == (40.0, 260.0)  # its slot, not the middle of the target
    assert asked == []


def test_a_drop_matching_several_opens_a_picker_whose_choice_is_played():
    gestures, _drag, piece, asked = table()
    assert drop(gestures, piece.pos, (240.0, 240.0)) == [None, None, None]
    assert len(asked) == 1 and asked[0].actions == LEGAL[1:]
    assert gestures.shown is asked[0]
    asked[0].chosen = LEGAL[2]
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    assert gestures.handle(motion) == LEGAL[2]
    assert gestures.shown is None


def test_cancelling_the_picker_sends_the_piece_home_and_plays_nothing():
    gestures, _drag, piece, asked = table()
    drop(gestures, piece.pos, (240.0, 240.0))
    assert piece.pos != piece.home  # it waits on the target while the picker asks
    asked[0].cancelled = True
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    assert gestures.handle(motion) is None
    assert gestures.shown is None and math.dist(piece.pos, piece.home) < 1


def test_targets_light_only_where_an_action_matches_and_illegal_actions_never_match():
    gestures, drag, piece, _asked = table()
    assert gestures.lit(piece) == {("place", "left"), ("place", "right")}
    gestures.declare(LEGAL[:1], [piece], drag.targets, gestures.match)  # now only 'left' is legal
    assert gestures.lit(piece) == {("place", "left")}
    gestures.declare([], [piece], drag.targets, gestures.match)  # not your decision: nothing to pick up
    assert drag.tokens == [] and gestures.lit(piece) == set()


def test_a_click_matching_one_action_plays_it_and_several_ask():
    gestures, _drag, _piece, asked = table()
    gestures.click = lambda pos: [a for a in LEGAL if (a.place == "left") == (pos[0] < 100)]
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(20, 400), button=1)
    assert gestures.handle(up) == LEGAL[0]
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 400), button=1)
    assert gestures.handle(up) is None and asked[-1].actions == LEGAL[1:]
