"""The import cycles under a package: the largest strongly connected set of modules.

    python tools/import_cycles.py [game/ui] [--list]

Counts every import that runs (at the top or inside a function; not under TYPE_CHECKING), with
``from package import module`` counted as an import of that module.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def graph(folder: Path, packages: bool = True) -> dict[str, set[str]]:
    """Module -> the modules it imports.  `packages`: importing ``a.b.c`` also imports ``a`` and
    ``a.b`` (their ``__init__`` runs); without it, only the module named (``from a.b import c``,
    c a module, is an import of ``a.b.c`` alone)."""
    paths = sorted(folder.rglob("*.py"))
    names = {module_name(p) for p in paths}
    edges: dict[str, set[str]] = {name: set() for name in names}
    for path in paths:
        me = module_name(path)
        package = me if path.name == "__init__.py" else me.rpartition(".")[0]

        def visit(node: ast.AST, typing: bool, me: str = me, package: str = package) -> None:
            for child in ast.iter_child_nodes(node):
                t = typing or (isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test))
                if not t and isinstance(child, ast.Import):
                    for alias in child.names:
                        add(alias.name, me)
                elif not t and isinstance(child, ast.ImportFrom):
                    if child.level == 0:
                        base = child.module or ""
                    else:
                        parts = package.split(".")
                        parts = parts[: len(parts) - (child.level - 1)]
                        base = ".".join(parts + ([child.module] if child.module else []))
                    subs = [f"{base}.{alias.name}" for alias in child.names]
                    if packages or not all(sub in names for sub in subs):
                        add(base, me)
                    for sub in subs:
                        add(sub, me)
                visit(child, t, me, package)

        def add(target: str, me: str = me) -> None:
            # importing a.b.c runs a, a.b and a.b.c
            parts = target.split(".")
            for i in range(1 if packages else len(parts), len(parts) + 1):
                name = ".".join(parts[:i])
                if name in names and name != me:
                    edges[me].add(name)

        visit(ast.parse(path.read_text("utf-8")), False)
    return edges


def components(edges: dict[str, set[str]]) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    sys.setrecursionlimit(10000)

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            strong(v)
    return sorted(out, key=len, reverse=True)


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    folder = ROOT / (args[0] if args else "game/ui")
    for packages in (True, False):
        groups = [g for g in components(graph(folder, packages)) if len(g) > 1]
        how = "a package's __init__ counted" if packages else "only the modules named"
        print(f"{how}: largest cycle {len(groups[0]) if groups else 0} modules; cycles: {len(groups)}")
        if "--list" in sys.argv:
            for g in groups:
                print(f"  {len(g)}: {', '.join(g)}")


if __name__ == "__main__":
    main()
