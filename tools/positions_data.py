"""Known positions as data (issue 41 item 5; python-chess's perft files): writes
tests/games/<id>/positions.toml, a handful of positions per game, each reached from a new game by
a number of seeded random moves (the referee is ``Rng(seed)``, choosing among legal_actions()),
with the seat to move, the count of legal actions there and the count per action kind.
tests/core/test_positions_data.py checks them.  The guide's example game, Duel, keeps its own in
tests/example_game/duel/positions.toml (checked by tests/example_game/test_duel.py).  Write them
only when a rule changes on purpose:

    python tools/positions_data.py [--game ID]       # ID: a registered game, or duel
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import games
from game.core import GameInfo, GameState, Rng
from tests.example_game import duel

EXAMPLE = {"duel": (duel.INFO, ROOT / "tests" / "example_game" / "duel" / "positions.toml")}
"""The guide's example game: not registered, its positions beside its code."""

# per game: (name, what it shows, players, seed, the first point where this kind is legal;
# "" = the opening, "end" = the last decision of the game; a number: after that many moves)
WANTED: dict[str, list[tuple[str, str, int, int, str | int]]] = {
    "equilibrium": [("opening", "the first decision", 3, 1, ""),
                    ("vote", "a secret vote", 4, 2, "vote"),
                    ("favour", "a favour may be used", 2, 3, "use_favour"),
                    ("target", "a target is chosen", 5, 4, "target"),
                    ("end", "the last decision", 3, 5, "end")],
    "elysium": [("opening", "the first decision", 3, 1, ""),
                ("offer", "a decision window: an offer", 4, 2, "offer"),
                ("challenge", "a challenge is contested", 3, 3, "contest"),
                ("reroll", "dice may be rerolled", 2, 4, "reroll"),
                ("end", "the last decision", 5, 5, "end")],
    "bloodlines": [("opening", "the first decision: a clan", 3, 1, ""),
                   ("scheme", "a scheme", 2, 2, "scheme"),
                   ("boon", "a boon is given", 4, 3, "boon_to"),
                   ("redirect", "a decision window: a redirect", 3, 4, "redirect"),
                   ("end", "the last decision", 3, 5, "end")],
    "nocturne": [("opening", "the first decision", 3, 1, ""),
                 ("commit", "a plan is committed", 2, 2, "commit_plan"),
                 ("catacombs", "an order goes to the catacombs", 4, 3, "place_catacombs"),
                 ("ability", "an ability may be used", 3, 4, "use_ability"),
                 ("end", "the last decision", 2, 5, "end")],
    "methuselah": [("opening", "the first decision", 3, 1, ""),
                   ("block", "a decision window: a block", 2, 2, "block"),
                   ("combat", "combat: a strike", 4, 3, "strike"),
                   ("event", "an event", 3, 4, "event"),
                   ("end", "the last decision", 5, 5, "end")],
    "duel": [("opening", "the first decision", 3, 1, ""),
             ("second", "the second seat commits, the first's card face down", 2, 2, 1),
             ("round", "the third round begins", 3, 3, 6),
             ("end", "the last decision", 2, 4, "end")],
}


def _info(game_id: str) -> GameInfo:
    return EXAMPLE[game_id][0] if game_id in EXAMPLE else games.get(game_id)


def reach(game_id: str, players: int, seed: int, moves: int) -> GameState:
    state = _info(game_id).new_game(players=players, seed=seed)
    referee = Rng(seed)
    for _ in range(moves):
        state.apply(referee.choice(state.legal_actions()))
    return state


def find(game_id: str, players: int, seed: int, kind: str | int) -> tuple[int, int]:
    """(seed, moves) of the first point where `kind` is legal, trying later seeds if need be
    (`kind` a number: that many moves into the game of `seed`)."""
    if isinstance(kind, int):
        return seed, kind
    info = _info(game_id)
    for s in range(seed, seed + 200):
        state = info.new_game(players=players, seed=s)
        referee = Rng(s)
        moves = 0
        while not state.is_over:
            legal = state.legal_actions()
            if kind == "" or any(a.kind == kind for a in legal):
                return s, moves
            state.apply(referee.choice(legal))
            moves += 1
        if kind == "end":
            return s, moves - 1
    raise LookupError(f"{game_id}: no {kind!r} in 200 games")


def write(game_id: str) -> Path:
    lines = [f"# Known positions of {game_id} (issue 41 item 5), written by tools/positions_data.py;",
             "# checked by tests/core/test_positions_data.py.  Each is reached from a new game by",
             "# `random_moves` moves of the referee Rng(seed) choosing among legal_actions().", ""]
    for name, why, players, seed, kind in WANTED[game_id]:
        s, moves = find(game_id, players, seed, kind)
        state = reach(game_id, players, s, moves)
        legal = state.legal_actions()
        kinds = Counter(a.kind for a in legal)
        lines += ["[[position]]", f'name = "{name}"', f'shows = "{why}"', f"players = {players}",
                  f"seed = {s}", f"random_moves = {moves}", f"to_move = {state.current_player}",
                  f"legal = {len(legal)}",
                  "kinds = { " + ", ".join(f"{k} = {v}" for k, v in sorted(kinds.items())) + " }", ""]
    path = EXAMPLE[game_id][1] if game_id in EXAMPLE else ROOT / "tests" / "games" / game_id / "positions.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="write tests/games/<id>/positions.toml")
    parser.add_argument("--game", choices=[*games.GAME_IDS, *EXAMPLE], action="append")
    args = parser.parse_args(argv)
    for gid in args.game or games.GAME_IDS:
        print(f"wrote {write(gid).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
