"""Random points of every registered game, for the tests that read views as an opponent would."""

from __future__ import annotations

from collections.abc import Iterator

from game import games
from game.core import GameInfo, GameState, Rng


def table_sizes(info: GameInfo) -> list[int]:
    """The smallest and the largest table, and three players where the game allows it."""
    sizes = {info.min_players, info.max_players}
    if info.min_players <= 3 <= info.max_players:
        sizes.add(3)
    return sorted(sizes)


def variants(info: GameInfo) -> list[dict]:
    """The default options and every yes/no option switched on (a white vote, 10-again, ...)."""
    flags = {o.key: True for o in info.options if not o.choices}
    return [{}, flags] if flags else [{}]


def knowledge(view: GameState) -> dict:
    """All a view holds: its plain data and its history as the seat saw it."""
    return {"data": view.to_data(), "history": [a.to_data() for a in view.history],
            "movers": list(getattr(view, "movers", []))}


def random_points(info: GameInfo, players: int, seed: int, every: int, limit: int = 600,
                  options: dict | None = None) -> Iterator[GameState]:
    """Every `every`-th decision of one random game (the true state, not a copy: do not change it).
    The options alternate between the game's variants with the seed."""
    if options is None:
        options = variants(info)[seed % len(variants(info))]
    state = info.new_game(players=players, seed=seed, options=options)
    referee = Rng(seed * 7 + 1)
    for step in range(limit):
        if state.is_over:
            return
        if step % every == 0:
            yield state
        state.apply(referee.choice(state.legal_actions()))


def registered() -> list[GameInfo]:
    return [games.get(gid) for gid in games.GAME_IDS]


def enough_points(info: GameInfo, players: int, seed: int, every: int, at_least: int,
                  limit: int = 600) -> Iterator[GameState]:
    """Like :func:`random_points`, but plays further games (seed + 1000, + 2000, ...) until
    `at_least` points were met, so a short game (a dozen decisions) is checked as often as a long one."""
    met = 0
    for k in range(50):
        for point in random_points(info, players, seed=seed + 1000 * k, every=every, limit=limit):
            met += 1
            yield point
        if met >= at_least:
            return


def worlds_of(state: GameState, seat: int, count: int, seed: int) -> list[GameState]:
    """`count` full states consistent with `seat`'s view of `state`, each with a copy of the true
    random source (so every world meets the same dice and shuffles as the true game)."""
    view = state.view(seat)
    out = []
    for i in range(count):
        world = view.determinize(seat, Rng(seed * 101 + i))
        world.rng = state.rng.copy()
        world._touched()
        out.append(world)
    return out


def random_positions(game_id: str, games_: int, moves: int = 400) -> Iterator[tuple[int, GameState, object]]:
    """(seed, state, the random move about to be played) at every decision of `games_` seeded random
    games of `game_id` (table sizes: the least, the most and 3 in turn); the move is played after."""
    info = games.get(game_id)
    for seed in range(games_):
        players = (info.min_players, info.max_players, min(3, info.max_players))[seed % 3]
        state = info.new_game(players=players, seed=seed)
        rng = Rng(seed * 7 + 3)
        for _ in range(moves):
            if state.is_over:
                break
            action = rng.choice(state.legal_actions())
            yield seed, state, action
            state.apply(action)
