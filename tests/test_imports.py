"""The floors the code stands on, and how it may import (docs/layers.md).

1. The rules never need pygame: game.core and game.games import with pygame blocked.
2. Every module under game/ imports only from its own floor or a lower one (core, then the AI kit,
   then the games with their evaluations, then saves, then the window, then the command line),
   every import counted: at the top, under TYPE_CHECKING, or inside a function.
3. The save layer imports no game (it finds one through the registry, game.games) and not the AI.
4. An import inside a function is there only where it must be, and says why on its line:
   ``# lazy: <reason>``.
5. Inside the window, every module of game/ui stands on a floor of its own (kit, then the tables, then
   the scenes, then the app) and imports only from its own floor or a lower one; a scene module
   imports no other scene module (scenes are pushed by name), and the app loads them all.
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


# -- the window's own floors ------------------------------------------------------------------------
# Every module under game/ui stands on one floor of the window, lowest first (docs/layers.md):
WINDOW_FLOORS: dict[str, int] = {
    # 0 the kit: what every table and screen is drawn with; the scene stack and its registry
    "kit": 0, "__init__": 0, "theme": 0, "paint": 0, "resources": 0, "audio": 0, "widgets": 0,
    "widgets_more": 0, "scenes": 0, "menu_base": 0, "preferences": 0, "session": 0, "undo": 0,
    "thinker": 0, "titleface": 0, "crash": 0,
    # 1 the tables: each game's table, and the table scene that holds one
    "tables": 1, "table_base": 1, "table_parts": 1, "table_input": 1, "table_open": 1, "pacing": 1,
    # 2 the scenes: the screens around the tables, the guided games' coach, the chronicle, replays
    "scenes_menu": 2, "scenes_play": 2, "scenes_saves": 2, "scenes_setup": 2, "coach": 2,
    "campaign": 2, "replay": 2, "review": 2, "decks": 2,
    # 3 the app: the window, and the runs that drive it (smoke, bench, memory, start-up time)
    "app": 3, "smoke": 3, "bench": 3, "memory": 3, "startup": 3, "waits": 3, "scratch": 3,
}
WINDOW_FLOOR_NAMES = ("kit", "tables", "scenes", "app")
UI_MODULES = sorted((GAME / "ui").rglob("*.py"))


def window_part(module: str) -> str:
    """The part of the window a module of game.ui belongs to: its package or module under game/ui."""
    parts = module.split(".")
    return parts[2] if len(parts) > 2 else "__init__"


def test_every_window_module_has_a_floor() -> None:
    missing = sorted({window_part(module_name(p)) for p in UI_MODULES} - set(WINDOW_FLOORS))
    assert not missing, f"give these parts of game/ui a floor (WINDOW_FLOORS, docs/layers.md): {missing}"


def test_the_window_imports_only_from_its_floor_or_below() -> None:
    """kit <- tables <- scenes <- app, every import counted (top, TYPE_CHECKING, inside a function)."""
    upward = []
    for imp in OURS:
        if not (imp.module.startswith("game.ui") and imp.target.startswith("game.ui.")):
            continue
        low, high = WINDOW_FLOORS[window_part(imp.module)], WINDOW_FLOORS[window_part(imp.target)]
        if high > low:
            upward.append(f"{where(imp)}: the {WINDOW_FLOOR_NAMES[low]} reaches up to the "
                          f"{WINDOW_FLOOR_NAMES[high]}")
    assert not upward, "window imports that run up a floor (docs/layers.md):\n" + "\n".join(upward)


def extended_names(path: Path) -> set[str]:
    """The names a module uses only as the base of a class it declares (never called, never pushed)."""
    tree = ast.parse(path.read_text("utf-8"))
    bases = {b.id for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
             for b in node.bases if isinstance(b, ast.Name)}
    used = [node.id for node in ast.walk(tree) if isinstance(node, ast.Name)]
    return {name for name in bases if used.count(name) == sum(
        1 for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
        for b in node.bases if isinstance(b, ast.Name) and b.id == name)}


def test_no_scene_imports_another() -> None:
    """Scenes are pushed by name (game.ui.scenes: register, push("Name", ...)), never imported by
    another scene module: a part of the scenes floor imports no other part, except a scene class it
    extends (its base, named only in its class statement)."""
    crossing = []
    for path in UI_MODULES:
        module = module_name(path)
        mine = window_part(module)
        if WINDOW_FLOORS[mine] != 2:
            continue
        tree = ast.parse(path.read_text("utf-8"))
        extended = extended_names(path)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            found = [imp for imp in imports_of(path) if imp.line == node.lineno]
            for imp in found:
                if not imp.target.startswith("game.ui.") or WINDOW_FLOORS[window_part(imp.target)] != 2:
                    continue
                if window_part(imp.target) == mine:
                    continue
                names = {alias.asname or alias.name for alias in node.names}
                if isinstance(node, ast.ImportFrom) and names <= extended:
                    continue
                crossing.append(f"{where(imp)} ({', '.join(sorted(names))})")
    assert not crossing, "push a scene by its name instead of importing its module:\n" + "\n".join(crossing)


def test_the_app_loads_every_scene_module() -> None:
    """The one place that imports the scene modules is the app: every module that registers a scene or
    a call is in game.ui.app's SCENE_MODULES (or is imported by one of them), loaded by ``load_scenes``;
    the title's first frame waits for none but the title's own (``TITLE_MODULES``)."""
    registering = set()
    for path in UI_MODULES:
        text = path.read_text("utf-8")
        if "@register" in text or "@provides(" in text:
            registering.add(module_name(path))
    code = ("import os, sys\nos.environ['SDL_VIDEODRIVER'] = 'dummy'\nimport game.ui.app\n"
            "print(' '.join(m for m in sys.modules if m.startswith('game.ui')))\n"
            "game.ui.app.load_scenes()\n"
            "print(' '.join(m for m in sys.modules if m.startswith('game.ui')))\n")
    out = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True,
                         timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    at_start, loaded = (set(line.split()) for line in out.stdout.splitlines()[-2:])
    assert registering, "the scan finds the registering modules"
    assert registering <= loaded, registering - loaded
    assert not {"game.ui.coach", "game.ui.campaign", "game.ui.replay", "game.ui.table_base"} & at_start
