"""Input is bound to the decision it was meant for: a key or click acts only on the decision on screen when
it was pressed, never on the next one (issue 11: 1 used a power, the step closed and the dice rolled, and
the P meant as "nothing more: roll" was taken as "let the dice stand")."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.games.elysium import actions as A
from tests.ui.test_elysium_table import start


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def _then(state, action):
    after = state.clone()
    after.apply(action)
    return after


def power_closes_the_step(state) -> bool:
    """Before the dice, where the first power closes the step: the same seat then decides after the dice."""
    if state.step != "powers":
        return False
    power = next((a for a in state.legal_actions() if isinstance(a, A.UsePower)), None)
    if power is None:
        return False
    after = _then(state, power)
    return after.step == "dice" and after.current_player == state.current_player and A.Pass() in after.legal_actions()


def pass_leads_to_a_pass(state) -> bool:
    """Before the dice, where P (roll) leads to the same seat's after-the-dice step, which P passes too."""
    if state.step != "powers" or A.Pass() not in state.legal_actions():
        return False
    after = _then(state, A.Pass())
    return after.step == "dice" and after.current_player == state.current_player and A.Pass() in after.legal_actions()


def key_down(code: int, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode)


def key_up(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=code, mod=0)


def test_a_key_pressed_for_one_decision_never_lands_on_the_next():
    app, session, table = start(3, 1, until=power_closes_the_step)
    assert power_closes_the_step(session.state)
    moves = len(session.state.history)
    power = next(a for a in session.state.legal_actions() if isinstance(a, A.UsePower))
    app.step([key_down(pygame.K_1, "1"), key_down(pygame.K_p, "p")], 1 / 60)  # both pressed on the powers panel
    assert session.state.history[moves:] == [power]     # 1 used the power; P did not let the dice stand
    assert session.state.step == "dice" and A.Pass() in session.state.legal_actions()
    assert table.stale_inputs == 1 and table.toast.text == "That was for the previous choice"
    app.step([key_up(pygame.K_1), key_up(pygame.K_p)], 1 / 60)
    app.step([key_down(pygame.K_p, "p")], 1 / 60)        # P pressed once the new step is on screen
    assert session.state.history[moves:] == [power, A.Pass()]
    assert app.errors == []


def test_a_held_key_repeats_only_on_the_decision_it_was_pressed_for():
    app, session, table = start(3, 1, until=pass_leads_to_a_pass)
    moves = len(session.state.history)
    pygame.key.set_repeat(400, 40)
    try:
        app.step([key_down(pygame.K_p, "p")], 1 / 60)   # roll: the dice step follows, for the same seat
        assert session.state.history[moves:] == [A.Pass()] and session.state.step == "dice"
        app.step([key_down(pygame.K_p, "p")], 1 / 60)   # P still held: a repeat, not a new press
        assert session.state.history[moves:] == [A.Pass()]
        assert table.stale_inputs == 1
        app.step([key_up(pygame.K_p), key_down(pygame.K_p, "p")], 1 / 60)  # released and pressed again
        assert session.state.history[moves:] == [A.Pass(), A.Pass()]
    finally:
        pygame.key.set_repeat(0, 0)
    assert app.errors == []


def test_a_click_released_after_the_decision_changed_plays_nothing():
    app, session, table = start(3, 1, until=power_closes_the_step)
    moves = len(session.state.history)
    panel = table.view.gestures.panel
    roll = next(s.button for s in panel.shown() if s.action == A.Pass())
    pos = roll.rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), key_down(pygame.K_1, "1")], 1 / 60)
    assert len(session.state.history) == moves + 1 and session.state.step == "dice"  # 1 used the power
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)  # the press was on "roll"
    assert len(session.state.history) == moves + 1
    assert table.stale_inputs == 1
    assert app.errors == []


def test_every_decision_has_its_own_id_and_the_drawn_one_is_kept():
    app, session, table = start(3, 1, until=power_closes_the_step)
    first = table.decision()
    assert table.drawn == first
    power = next(a for a in session.state.legal_actions() if isinstance(a, A.UsePower))
    assert table.submit(power)
    assert table.decision() != first and table.drawn == first   # not drawn yet
    app.step([], 1 / 60)
    assert table.drawn == table.decision()


def may_challenge_a_rival_several_ways(state) -> bool:
    kinds: dict[int, int] = {}
    for a in state.legal_actions() if state.step == "challenge" else ():
        if isinstance(a, A.ChallengePlayer):
            kinds[a.target] = kinds.get(a.target, 0) + 1
    return any(n > 1 for n in kinds.values())


def test_a_key_pressed_with_the_click_that_opened_a_question_does_not_answer_it():
    app, session, table = start(3, 27, until=may_challenge_a_rival_several_ways, moves=600)
    assert may_challenge_a_rival_several_ways(session.state)
    moves = len(session.state.history)
    rival = next(a.target for a in session.state.legal_actions() if isinstance(a, A.ChallengePlayer))
    pos = table.view.gestures.hits.cards[rival].center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1), key_down(pygame.K_1, "1")], 1 / 60)
    popup = table.view.gestures.map.popup
    assert popup is not None and popup.title.startswith("Challenge")  # the click asked which challenge
    assert len(session.state.history) == moves and table.stale_inputs == 1  # 1 was not its answer
    app.step([key_up(pygame.K_1), key_down(pygame.K_1, "1")], 1 / 60)  # now it is on screen
    assert len(session.state.history) == moves + 1
    chosen = session.state.history[-1]
    assert isinstance(chosen, A.ChallengePlayer) and chosen.target == rival
    assert app.errors == []
