"""While a table is converted to the kit's design (docs/new-game.md, "The table"): compare, for every tip
the table shows in seeded positions, the rules section its old ``RULES`` regexes gave with the one its hit
area carries now.

    python tools/rule_oracle.py methuselah /tmp/old_hints.py [seeds]

(`/tmp/old_hints.py`: the table's hints.py before the conversion, ``git show main:game/ui/tables/<id>/hints.py``.)
Prints how many tips agree and each difference (new section, old section, the tip's text).
"""

from __future__ import annotations

import collections
import importlib
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui")]

import tablehelp

from game.ui.kit.hints import RULE_PREFIX, Hints

MOVES = (0, 8, 15, 30, 60, 100, 150, 250, 400, 600, 900, 1500, 3000)


def main(game: str, old_path: str, seeds: int = 4) -> int:
    spec = importlib.util.spec_from_file_location("old_hints", old_path)
    assert spec is not None and spec.loader is not None
    old = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(old)
    before = Hints(game, tuple(getattr(old, "RULES", ())), getattr(old, "FALLBACK", None))
    info = importlib.import_module(f"game.games.{game}").INFO
    differ: collections.Counter[tuple[str | None, str | None, str]] = collections.Counter()
    same = 0
    for seed in range(seeds):
        for moves in MOVES:
            players = info.min_players + seed % (info.max_players - info.min_players + 1)
            app, _session, table = tablehelp.start_table(info, players, seed, moves=moves)
            for _ in range(2):
                app.step([], 1 / 60)
            for rect, text in table.overlay.shown_tips:
                text = text.split("\n" + RULE_PREFIX)[0]
                was, now = before.section_for(text), table.hints.section_of(rect, text, table)
                if was == now:
                    same += 1
                else:
                    differ[(now, was, text[:110])] += 1
    print(f"{same} tips agree, {sum(differ.values())} differ")
    for (now, was, text), count in sorted(differ.items(), key=str):
        print(f"{count:4} now {now!r}, was {was!r}: {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 4))
