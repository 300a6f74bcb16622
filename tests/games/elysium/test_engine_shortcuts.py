"""The engine's shortcuts answer what their slower definitions answer, at every position of random
games: the dice window's ``dice_asks`` against ``asks_unless_ruled_out`` over ``dice_legal``
(SLOW_DICE_ASKS), ``zone_targets`` against "in range, or a colour it controls" zone by zone, and
``domains`` against "every zone of the colour controlled", colour by colour."""

from __future__ import annotations

from game import games
from game.core import Rng
from game.games.elysium import board, windows
from game.games.elysium.state import ElysiumState


def _zone_targets_by_definition(state: ElysiumState, seat: int) -> list[int]:
    here = state.location[seat]
    closed = state.closed_categories()
    return [zone for zone in range(1, board.ZONES) if board.CATEGORY_OF[zone] not in closed
            and ((here >= 0 and zone in board.REACH[here]) or board.controls_colour_of(state, seat, zone))]


def _domains_by_definition(state: ElysiumState, seat: int) -> list[str]:
    ctrl = state.controller
    held = [board.C.categories[cat].name for cat, zones in enumerate(board.CATEGORY_ZONES)
            if all(ctrl[z] == seat for z in zones)]
    for card in state.play[seat]:
        effect = board.C.cards[card].effect
        if effect.kind == "domain" and all(ctrl[z] == seat for z in effect.zones):
            held.append(board.C.cards[card].name)
    return held


def test_shortcuts_agree_with_their_definitions() -> None:
    info = games.get("elysium")
    asked = {True: 0, False: 0}
    holding = 0
    for game in range(12):
        players = 3 + game % 3
        state = info.new_game(players=players, seed=500 + game)
        assert isinstance(state, ElysiumState)
        rng = Rng(game)
        while not state.is_over:
            if state.clash is not None:
                fast = windows.dice_asks(state)
                assert fast == windows.SLOW_DICE_ASKS(state), (game, len(state.history))
                asked[fast] += 1
            for seat in range(players):
                assert board.zone_targets(state, seat) == _zone_targets_by_definition(state, seat)
                held = board.domains(state, seat)
                assert held == _domains_by_definition(state, seat)
                holding += bool(held)
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert asked[True] and asked[False] and holding
