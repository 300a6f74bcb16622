"""Two kinds of failed action, as python-chess tells InvalidMoveError from IllegalMoveError: data that
is not an action of the game (InvalidAction, from ``from_data``) and an action the rules do not allow
now (IllegalAction, from ``apply``); both are an ActionError."""

from __future__ import annotations

import pytest

from game.core import ActionError, IllegalAction, InvalidAction
from tests.toy_game import TOY_INFO, Play


@pytest.mark.parametrize("data", [
    "play",                                   # not a table
    {"card": 3},                              # no kind
    {"kind": "bite", "card": 1},              # a kind the game does not have
    {"kind": "play", "card": 1, "teeth": 2},  # a field the action does not have
    {"kind": "play"},                         # a field missing
])
def test_malformed_action_data_is_an_invalid_action_not_an_illegal_one(data: object) -> None:
    with pytest.raises(InvalidAction) as caught:
        TOY_INFO.action_from_data(data)
    assert not isinstance(caught.value, IllegalAction)
    assert isinstance(caught.value, ActionError)


def test_a_well_formed_action_the_rules_refuse_is_an_illegal_action_not_an_invalid_one() -> None:
    state = TOY_INFO.new_game(players=2, seed=1)
    missing = next(c for c in range(1, 11) if c not in state.hands[0])
    action = TOY_INFO.action_from_data(Play(missing).to_data())  # reads: it is a move of the game
    before = state.to_data()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert not isinstance(caught.value, InvalidAction)
    assert isinstance(caught.value, ActionError)
    assert state.to_data() == before
