"""Building Equilibrium positions for tests: boards from guild->tokens maps, states mid-game."""

from __future__ import annotations

from game.games import get
from game.games.equilibrium.board import GUILDS, empty_board
from game.games.equilibrium.content import load
from game.games.equilibrium.state import EquilibriumState

G = {g.id: g.index for g in load().guilds}
WARRIORS, CLERICS, MERCHANTS, ARTISTS, ALCHEMISTS, THIEVES = (G[k] for k in (
    "warriors", "clerics", "merchants", "artists", "alchemists", "thieves"))


def spaces_for(players: int, cards: list[str]) -> list[str]:
    """The board's spaces in order for these cards: the printed board actions on their own spaces,
    every other card on the next space to deal onto (so BASIC at 3 players costs 1, 2, 3, 3, 4)."""
    c = load()
    dealt = iter(s.id for s in c.deal_spaces(players))
    printed = {s.card: s.id for s in c.printed_spaces(players)}
    return [printed.get(cid) or next(dealt) for cid in cards]


def board(tokens: dict[int, list[int]]) -> list[int]:
    b = empty_board()
    for g, values in tokens.items():
        for v in values:
            b[g * 3 + v - 1] += 1
    return b


def new_state(players: int = 3, seed: int = 1, **options: bool) -> EquilibriumState:
    state = get("equilibrium").new_game(players, seed=seed, options=options)
    assert isinstance(state, EquilibriumState)
    return state


def play_setup(state: EquilibriumState) -> None:
    """Place every starting set on the lowest free guilds."""
    while state.phase == "setup":
        state.apply(state.legal_actions()[0])


def action_phase(players: int, boards: list[dict[int, list[int]]], *, intrigue: list[int],
                 step: int = 0, cards: list[str] | None = None, spaces: list[str] | None = None,
                 seed: int = 1, **options: bool) -> EquilibriumState:
    """A state at the start of a round's action phase with the given boards and intrigue (and these
    cards on these board spaces; the spaces default to the board's order)."""
    state = new_state(players, seed, **options)
    play_setup(state)
    supply = list(load().supply)
    for p, tokens in enumerate(boards):
        state.boards[p] = board(tokens)
        for g in range(GUILDS):
            for v in (1, 2, 3):
                supply[v - 1] -= state.boards[p][g * 3 + v - 1]
    state.supply = supply
    state.intrigue = list(intrigue)
    state.arrival = list(range(players))
    state.arrivals = players
    if cards is not None:
        state.cards = list(cards)
        state.occupants = [[] for _ in cards]
        if state.rules_edition >= 2:
            state.spaces = list(spaces) if spaces is not None else spaces_for(players, cards)
    state.step = step
    state.phase = "action"
    state.tokens = [[True, True] for _ in range(players)]
    state._clear_turn()
    state.active = state._next_active()
    state._touched()
    return state
