"""The floors the code stands on, and how it may import (docs/layers.md).

1. The rules never need pygame: game.core and game.games import with pygame blocked.
2. Every module under game/ imports only from its own floor or a lower one (core, then the AI kit,
   then the games with their evaluations, then saves, then the window, then the command line),
   every import counted: at the top, under TYPE_CHECKING, or inside a function.
3. The save layer imports no game (it finds one through the registry, game.games) and not the AI.
4. An import inside a function is there only where it must be, and says why on its line:
   ``# lazy: <reason>``.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"

# The floors, lowest first: a module may import from its own floor or a lower one.
FLOORS: dict[str, int] = {
    "core": 0,       # the engine contract, records, flow, rng, errors: imports nothing of ours above
    "ai": 1,         # the AI kit: seats and search for any game
    "games": 2,      # the registry and each game, with its evaluations for the AI
    "saves": 3,      # save files, setup codes, records, the files a game declares
    "ui": 4,         # the window
    "cli": 5,        # the command line: python -m game and its subcommands
    "soak": 5,
    "__main__": 5,
}
FLOOR_NAMES = ("core", "AI kit", "games", "saves", "window", "command line")
LAZY = "# lazy:"

@dataclass(frozen=True)
class Import:
    module: str      # the importing module
    target: str      # the module imported (for `from x import y`: x)
    line: int
    inner: bool      # inside a function (or a class body), not at the module's top
    typing: bool     # under `if TYPE_CHECKING:`
    lazy: bool       # a `# lazy: <reason>` comment on one of its lines


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def floor_of(module: str) -> int | None:
    """The floor of a module of ours (None for the package `game` itself, which is the floor below all)."""
    parts = module.split(".")
    if parts[0] != "game":
        raise ValueError(module)
    return FLOORS[parts[1]] if len(parts) > 1 else None


def imports_of(path: Path) -> list[Import]:
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    text = path.read_text("utf-8")
    lines = text.splitlines()
    found: list[Import] = []

    def target(node: ast.Import | ast.ImportFrom) -> list[str]:
        if isinstance(node, ast.Import):
            return [alias.name for alias in node.names]
        if node.level == 0:
            return [node.module or ""]
        base = package.split(".")
        base = base[: len(base) - (node.level - 1)]
        return [".".join(base + ([node.module] if node.module else []))]

    def visit(node: ast.AST, inner: bool, typing: bool) -> None:
        for child in ast.iter_child_nodes(node):
            child_inner = inner or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef)
            child_typing = typing or (isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test))
            if isinstance(child, ast.Import | ast.ImportFrom):
                own = lines[child.lineno - 1: (child.end_lineno or child.lineno)]
                lazy = any(LAZY in line and line.split(LAZY, 1)[1].strip() for line in own)
                for name in target(child):
                    found.append(Import(module, name, child.lineno, inner, child_typing, lazy))
            visit(child, child_inner, child_typing)

    visit(ast.parse(text, str(path)), False, False)
    return found


MODULES = sorted(GAME.rglob("*.py"))
ALL_IMPORTS = [imp for path in MODULES for imp in imports_of(path)]
OURS = [imp for imp in ALL_IMPORTS if imp.target == "game" or imp.target.startswith("game.")]


def where(imp: Import) -> str:
    return f"{imp.module} (line {imp.line}) imports {imp.target}"


def test_the_parser_sees_every_kind_of_import() -> None:
    """The scan itself: top-level, relative, TYPE_CHECKING and inner imports are all found."""
    by_module = {imp.module for imp in OURS}
    assert {"game.core.state", "game.saves.savefile", "game.ui.app", "game.__main__"} <= by_module
    assert any(imp.typing for imp in OURS), "TYPE_CHECKING imports are counted"
    assert any(imp.inner and imp.lazy for imp in ALL_IMPORTS), "inner imports with their reason"
    assert ("game.saves.codes", "game.core.levels") in {(i.module, i.target) for i in OURS}, "relative"
    assert len(MODULES) > 200


def test_every_module_imports_only_from_its_floor_or_below() -> None:
    upward = []
    for imp in OURS:
        low, high = floor_of(imp.module), floor_of(imp.target)
        if low is None or high is None or high <= low:
            continue
        upward.append(f"{where(imp)}: the {FLOOR_NAMES[low]} floor reaches up to the {FLOOR_NAMES[high]}")
    assert not upward, "imports that run up a floor (docs/layers.md):\n" + "\n".join(upward)


def test_the_save_layer_imports_no_game_and_not_the_ai() -> None:
    """Saves reach a game only through the registry (game.games: GameInfo, its save upgrades and
    file kinds) and the AI level names through game.core.levels."""
    bad = [where(imp) for imp in OURS if imp.module.startswith("game.saves")
           and (imp.target.startswith(("game.games.", "game.ai")))]
    assert not bad, "\n".join(bad)


def test_a_game_imports_no_other_game() -> None:
    bad = []
    for imp in OURS:
        mine, theirs = imp.module.split("."), imp.target.split(".")
        if mine[:2] == theirs[:2] == ["game", "games"] and len(mine) > 2 and len(theirs) > 2 and mine[2] != theirs[2]:
            bad.append(where(imp))
    assert not bad, "\n".join(bad)


def test_an_import_inside_a_function_says_why() -> None:
    """At the top unless a cycle or a heavy or optional import forbids it; then `# lazy: <reason>`
    on its line.  TYPE_CHECKING imports are never run and need no reason."""
    unmarked = []
    for imp in ALL_IMPORTS:
        if not imp.inner or imp.typing or imp.lazy:
            continue
        path = imp.module.replace(".", "/")
        path = next(p for p in (f"{path}.py", f"{path}/__init__.py") if (ROOT / p).is_file())
        unmarked.append(f"{path}:{imp.line} imports {imp.target} inside a function")
    assert not unmarked, "move to the top, or say why on the line (# lazy: <reason>):\n" + "\n".join(unmarked)


@pytest.mark.parametrize("module", ["game.core", "game.games"])
def test_core_and_games_import_without_pygame(module: str) -> None:
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('pygame', 'pymunk'):\n"
        "            raise ImportError('blocked for this test: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        f"import {module}\n"
        "import game.games\n"
        "for gid in game.games.ids():\n"
        "    s = game.games.get(gid).new_game(game.games.get(gid).min_players, seed=1)\n"
        "    assert s.legal_actions()\n"
        "print(sorted(game.games.ids()))\n"
        "assert 'pygame' not in sys.modules\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "equilibrium" in out.stdout
