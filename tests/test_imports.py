"""The rules never need pygame: game.core and game.games import with pygame blocked."""

from __future__ import annotations

import subprocess
import sys


def test_core_and_games_import_without_pygame() -> None:
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('pygame', 'pymunk'):\n"
        "            raise ImportError('blocked for this test: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import game.core, game.games\n"
        "for gid in game.games.ids():\n"
        "    s = game.games.get(gid).new_game(game.games.get(gid).min_players, seed=1)\n"
        "    assert s.legal_actions()\n"
        "print(sorted(game.games.ids()))\n"
        "assert 'pygame' not in sys.modules\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "equilibrium" in out.stdout
