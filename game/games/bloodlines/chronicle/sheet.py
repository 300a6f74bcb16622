"""The player sheet in numbers and words: chronicle points (the rulebook's Chronicle End), and the
lines a decision shows beside a character, a discipline or a scoring card."""

from __future__ import annotations

from typing import Any

from ..content import Character
from ..content import load as load_basic
from .content import Chronicle
from .records import Record

SECTIONS = (("resources", "Resources"), ("abilities", "Abilities"), ("psyche", "Psyche"))


def chronicle_points(ch: Chronicle, scoresheet: dict[str, int], player: Record | dict[str, Any]) -> dict[str, int]:
    """Traits × their values, allegiance dots × their values, discipline mastery, titles.

    `player` is a player's table (or its :class:`~.records.Record`): its ``dots`` and ``titles``."""
    dots = player["dots"]
    out = {s: sum(dots.get(t.id, 0) * scoresheet.get(t.id, ch.trait_value[0]) for t in ch.traits
                  if t.section == s) for s in ("resources", "abilities", "psyche")}
    out["allegiance"] = sum(dots.get(a.id, 0) * scoresheet.get(a.id, 0) for a in ch.allegiances)
    out["disciplines"] = ch.discipline_points * sum(dots.get(e.id, 0) for e in ch.disciplines)
    out["titles"] = ch.title_points * len(player["titles"])
    out["total"] = sum(out.values())
    return out


def sheet_rows(ch: Chronicle, dots: dict[str, int]) -> list[tuple[str, list[tuple[str, int]]]]:
    """The sheet's sections, each with its entries and their dots."""
    rows = [(title, [(t.name, dots.get(t.id, 0)) for t in ch.traits if t.section == section])
            for section, title in SECTIONS]
    rows.append(("Discipline Mastery", [(e.name, dots.get(e.id, 0)) for e in ch.disciplines]))
    rows.append(("Allegiance", [(e.name, dots.get(e.id, 0)) for e in ch.allegiances]))
    return rows


def char_line(c: Character) -> str:
    """A character's attributes and abilities, on one line."""
    line = f"{c.cls}, {c.temperament}, {c.geography}, {c.archetype}"
    if c.abilities:
        line += " — " + " ".join(a.text for a in c.abilities)
    return line


def sticker_line(ch: Chronicle, discipline: str) -> str:
    """The ability stickers a discipline opens, with the dots each needs."""
    basic = load_basic()
    names = [f"{basic.character_by_id[s.ability].name} ({s.dots})" for s in ch.stickers if s.discipline == discipline]
    return "abilities: " + ", ".join(names)


def dots_line(ch: Chronicle, dots: tuple[tuple[str, int], ...]) -> str:
    """A scoring card's dots: 'Renown +1, Coin -1'."""
    return ", ".join(f"{ch.entries[e].name} {'+' if n > 0 else ''}{n}" for e, n in dots)
