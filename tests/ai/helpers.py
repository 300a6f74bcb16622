"""Positions and games shared by the AI tests."""

from __future__ import annotations

from game import games
from game.cli.tables import resolve_game
from game.core import GameInfo, GameState, Rng
from tests.toy_game import TOY_INFO, ToyState

TOY = "tests.toy_game:TOY_INFO"


def registered_ids() -> list[str]:
    """Every game the registry names and this build holds (a broken one stays listed, to fail)."""
    found = []
    for gid in games.GAME_IDS:
        try:
            games.get(gid)
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith(f"game.games.{gid}"):
                continue  # not written yet
        except Exception:  # noqa: BLE001, S110 -- its tests will raise the error by name
            pass
        found.append(gid)
    return found


# (game, players) pairs every generic AI test runs on: the toy and each registered game;
# players 0 means "three if the game allows, else its minimum"
TABLES: list[tuple[str, int]] = [(TOY, 3), (TOY, 2)] + [(gid, 0) for gid in registered_ids()]


def table_id(table: tuple[str, int]) -> str:
    return f"{table[0].rpartition(':')[2].lower()}-{table[1] or 'n'}p"


def open_table(table: tuple[str, int]) -> tuple[GameInfo, int]:
    """The GameInfo and player count of a TABLES entry (raises if the game is broken)."""
    info = resolve_game(table[0])
    players = table[1] or (3 if info.min_players <= 3 <= info.max_players else info.min_players)
    return info, players


def advanced(info: GameInfo, players: int, seed: int, steps: int) -> GameState:
    """A game `steps` random actions in (fewer if it ends), played by its own seeded referee."""
    state = info.new_game(players=players, seed=seed)
    rng = Rng(seed + 1000)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def toy_last_turn(hand: list[int], my_pile: list[int], rival_pile: list[int]) -> ToyState:
    """Two-player toy game on its last turn: seat 1 holds `hand` and moves, then it is over."""
    state = TOY_INFO.new_game(players=2, seed=3)
    assert isinstance(state, ToyState)
    state.turn = 11
    state.hands[1] = list(hand)
    state.piles = [list(rival_pile), list(my_pile)]
    state.discards = []
    state.deck = state.deck[:1]  # one card left, so redrawing is still possible
    state._touched()
    return state
