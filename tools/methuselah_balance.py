"""Methuselah's starter decks measured (issue 46 item 4): every 3-deck pairing of the five starter
decks, each in all six seat orders, Normal in every seat; each deck's win share (a tie shares the
win) and the share of games ending at the table (every rival ousted) rather than on the round limit.

    python tools/methuselah_balance.py [--games 3] [--seed 0] [--edition 4] [--level normal]
    python tools/methuselah_balance.py --random-decks 300 [--seed 0] [--level normal]

--games is the games per seat order (a pairing plays 6 x games); --edition 2 measures the rules and
decks of a game begun before issue 46.  --random-decks N plays N games of three random legal decks
(every seat "any": one or two clans, deckgen.py) and gives the win share of the one-clan and the
two-clan decks and of each clan (a two-clan deck counts for both of its clans), with the same ending
shares.  Prints a Markdown table for docs/methuselah-decisions.md."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from itertools import combinations, permutations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.cli.tables import TableSpec, play_game
from game.games import get
from game.games.methuselah.content import load


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per seat order")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--edition", type=int, default=get("methuselah").rules_edition)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--random-decks", type=int, default=0, metavar="N",
                        help="N games of three random legal decks instead of the starters' pairings")
    args = parser.parse_args()
    if args.random_decks:
        random_decks(args.random_decks, args.seed, args.level)
        return
    keys = [d.key for d in load().decks]
    wins: Counter[str] = Counter()
    played: Counter[str] = Counter()
    ends: Counter[str] = Counter()
    rounds = 0
    for trio in combinations(keys, 3):
        for order in permutations(trio):
            options = {f"deck{p + 1}": k for p, k in enumerate(order)} | {"rules_edition": args.edition}
            spec = TableSpec("methuselah", (args.level,) * 3, seed=args.seed, options=options)
            for index in range(args.games):
                record = play_game(spec, index, keep_final=True)
                assert record.final is not None
                ends[record.final["end_reason"]] += 1
                rounds += record.final["round"]
                for position, key in enumerate(order):
                    wins[key] += record.seats[position].win
                    played[key] += 1
    games = sum(ends.values())
    print(f"{games} games, {args.level} in every seat, rules edition {args.edition}; "
          f"ended at the table (last one standing) {ends['last'] / games:.0%}, on the round limit "
          f"{ends['rounds'] / games:.0%}, other {1 - (ends['last'] + ends['rounds']) / games:.0%}; "
          f"mean rounds {rounds / games:.1f}\n")
    print("| deck | games | wins | win share |\n|---|---:|---:|---:|")
    for key in keys:
        print(f"| {key} | {played[key]} | {wins[key]:.1f} | {wins[key] / played[key]:.1%} |")


def random_decks(count: int, seed: int, level: str) -> None:
    """`count` games of three random legal decks: win shares by the decks' clan count and by clan."""
    clans = load().clans
    spec = TableSpec("methuselah", (level,) * 3, seed=seed, options={f"deck{p}": "any" for p in (1, 2, 3)})
    wins: Counter[str] = Counter()
    played: Counter[str] = Counter()
    ends: Counter[str] = Counter()
    for index in range(count):
        record = play_game(spec, index, keep_final=True)
        assert record.final is not None
        ends[record.final["end_reason"]] += 1
        dealt = get("methuselah").new_game(3, seed + index, spec.options).options
        for position in range(3):
            names = [clans[c] for c in clans
                     if clans[c].removeprefix("the ") in dealt[f"deck{position + 1}"]["name"]]
            win = record.seats[position].win
            for key in [f"{len(names)} clan{'s' if len(names) > 1 else ''}", *names]:
                wins[key] += win
                played[key] += 1
    print(f"{count} games, {level} in every seat, three random legal decks; ended at the table "
          f"{ends['last'] / count:.0%}, on the round limit {ends['rounds'] / count:.0%}\n")
    print("| decks | seats | wins | win share |\n|---|---:|---:|---:|")
    for key in sorted(played, key=lambda k: (not k[0].isdigit(), k)):
        print(f"| {key} | {played[key]} | {wins[key]:.1f} | {wins[key] / played[key]:.1%} |")


if __name__ == "__main__":
    main()
