"""The kit's table design (game.ui.kit.table): hit areas with their rules, steps keyed by the engine's,
and the Methuselah table on it (its engine read in read.py alone)."""

from __future__ import annotations

import ast
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.games.methuselah.flow import FLOW
from game.ui.kit.table import ByStep, Drawn, HitArea, add_tip, declared_steps

TABLES = Path(__file__).resolve().parents[2] / "game" / "ui" / "tables"
CONVERTED = ["methuselah", "nocturne", "equilibrium", "elysium", "bloodlines"]   # the tables on the kit's design (each one joins this list as it is converted)


def test_a_tip_is_filed_under_the_rule_in_force_and_a_place_by_its_key():
    drawn = Drawn("The table")
    drawn.append((pygame.Rect(0, 0, 10, 10), "a pool"))
    with drawn.under("Combat"):
        drawn.append((pygame.Rect(10, 0, 10, 10), "a strike"))
        drawn.insert(0, (pygame.Rect(20, 0, 10, 10), "the fight"))
    drawn.tip(pygame.Rect(30, 0, 10, 10), "the Edge", "Actions")
    add_tip(drawn, (pygame.Rect(40, 0, 10, 10), "your prey"), "Goal")
    drawn.place(("minion", 7), pygame.Rect(0, 20, 30, 30))
    assert [(a.tip, a.rule) for a in drawn.areas if a.tip] == [
        ("the fight", "Combat"), ("a pool", "The table"), ("a strike", "Combat"), ("the Edge", "Actions"),
        ("your prey", "Goal")]
    assert drawn.rule_of(pygame.Rect(10, 0, 10, 10), "a strike") == "Combat"
    assert drawn.rule_of(pygame.Rect(10, 0, 10, 10), "another") is None
    assert HitArea(pygame.Rect(0, 20, 30, 30), key=("minion", 7)) in drawn.areas
    assert (15, 35) in set(drawn.points())


def test_a_step_the_engine_does_not_declare_fails_when_the_words_are_built():
    steps = declared_steps(FLOW)
    assert {"minion", "influence", "discard"} <= steps
    words = ByStep(steps, {"minion": "End the minion phase"})
    assert words.get("minion", "") == "End the minion phase" and words.get("vote", "Pass") == "Pass"
    with pytest.raises(KeyError):
        ByStep(steps, {"minnion": "a misspelt step"})
    with pytest.raises(KeyError):
        words.name("bleed_react_old")


@pytest.mark.parametrize("table", CONVERTED)
def test_only_read_imports_the_engine(table):
    """A table's engine (game.games.*) is imported by its read.py alone (the table's one door to it)."""
    found = []
    for path in sorted((TABLES / table).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
                [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if any(n.startswith("game.games") for n in names) and path.name != "read.py":
                found.append(f"{path.name}:{node.lineno}")
    assert found == []


@pytest.mark.parametrize("table", CONVERTED)
def test_the_table_has_no_regex_from_tip_text_to_rule(table):
    """A converted table's hints name no RULES: each hit area carries its section."""
    module = __import__(f"game.ui.tables.{table}.hints", fromlist=["x"])
    assert not getattr(module, "RULES", ())
