"""Contextual hints: what a thing on the table is, which rule governs it, and the way to that rule.

Every table already hands the overlay a tip for each symbol, track, token and card it draws (see
``game.ui.kit.overlay``): what it is.  The hints add the rule.  A table on the kit's design
(``game.ui.kit.table``, docs/new-game.md "The table") files each tip under its rule as it draws it, keeps
what it drew as its view's ``drawn`` (a ``Drawn``) and names, in ``game/ui/tables/<id>/hints.py``, its
``SECTIONS`` (headings of the game's ``rules.md``, exactly as written there).  A table not yet converted
names instead a list ``RULES`` of ``(pattern, section)``: the first pattern (a regular expression,
case-insensitive) found in a tip's text gives the section that governs it.  The tip under the pointer gets
one more line, "Rule: <section> · F2 opens it", and F2 opens the rules at that section, found and
lit (the ``RulesScene``, pushed by its name).

A table may also name ``FALLBACK``, the section for a tip no pattern matches (else the tip stays as
it is), ``extra_tips(table) -> list[Tip]`` for things it draws without a tip of their own, and
``refine(section, text, table) -> str | None``, to choose between sections by the game in play (one
tip text, two battlegrounds that share it).

The rules text is read by :func:`sections`, which the rules screen uses too (one parser).
"""

from __future__ import annotations

import importlib
import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.kit.overlay import Overlay, Tip
from game.ui.kit.table import Drawn

log = logging.getLogger(__name__)

OPEN_KEY_NAME = "F2"
RULE_PREFIX = "Rule: "


# -- the rules text ------------------------------------------------------------------------
@dataclass(frozen=True)
class Section:
    """One heading of a rules text and the paragraphs under it (up to the next heading)."""

    title: str
    level: int
    paragraphs: tuple[str, ...] = ()


def heading_title(paragraph: str) -> tuple[int, str] | None:
    """(level, title) of a Markdown heading paragraph ("## Movement Phase"), else None."""
    match = re.match(r"(#{1,6})\s+(.*)", paragraph.strip())
    if match is None or "\n" in paragraph.strip():
        return None
    return len(match.group(1)), match.group(2).strip()


def sections(text: str) -> list[Section]:
    """The rules text as sections; paragraphs before the first heading go in one titled ""."""
    out: list[Section] = []
    title, level = "", 0
    paragraphs: list[str] = []
    for paragraph in (p.strip() for p in text.split("\n\n")):
        if not paragraph:
            continue
        head = heading_title(paragraph)
        if head is not None:
            if title or paragraphs:
                out.append(Section(title, level, tuple(paragraphs)))
            level, title = head
            paragraphs = []
        else:
            paragraphs.append(paragraph)
    if title or paragraphs:
        out.append(Section(title, level, tuple(paragraphs)))
    return out


def section_titles(text: str) -> list[str]:
    return [s.title for s in sections(text) if s.title]


# -- a table's hints ---------------------------------------------------------------------------
@dataclass
class Hints:
    """One game's hint rules, and the hint under the pointer this frame."""

    game_id: str
    rules: Sequence[tuple[str, str]] = ()
    fallback: str | None = None
    sections: Sequence[str] = ()        # the sections a table on game.ui.kit.table files its tips under
    extra: Callable[[Any], list[Tip]] | None = None
    refine: Callable[[str | None, str, Any], str | None] | None = None
    current: str | None = None          # the section of the tip under the pointer, last frame
    current_tip: str = ""               # that tip's own text
    _compiled: list[tuple[re.Pattern[str], str]] = field(default_factory=list)
    _extra: Drawn | None = None          # the extra tips of the last frame, when the table files them by rule

    def __post_init__(self) -> None:
        self._compiled = [(re.compile(pattern, re.IGNORECASE), section) for pattern, section in self.rules]

    def section_for(self, text: str) -> str | None:
        """The rules section that governs the thing a tip describes (None: no rule known)."""
        for pattern, section in self._compiled:
            if pattern.search(text):
                return section
        return self.fallback

    def section_of(self, rect: pygame.Rect, text: str, table: Any) -> str | None:
        """The section of a tip: its own (:meth:`own_section`), else the fallback."""
        own = self.own_section(rect, text, table)
        return own if own is not None else self.fallback

    def own_section(self, rect: pygame.Rect, text: str, table: Any) -> str | None:
        """The section a tip names itself: the rule its table drew it with (a table on
        ``game.ui.kit.table``, whose view keeps what it drew as ``drawn``), else the one its text matches
        (the tables not yet on it); None: only the fallback."""
        for drawn in (getattr(getattr(table, "view", None), "drawn", None), self._extra):
            rule = drawn.rule_of(rect, text) if isinstance(drawn, Drawn) else None
            if rule is not None:
                return rule
        return next((section for pattern, section in self._compiled if pattern.search(text)), None)

    def extra_tips(self, table: Any) -> list[Tip]:
        if self.extra is None:
            return []
        try:
            extra = self.extra(table)
            return extra if isinstance(extra, Drawn) else list(extra)
        except Exception:  # a hint is never worth an error
            log.exception("extra hints of %s failed", self.game_id)
            return []

    def annotate(self, overlay: Overlay, table: Any = None) -> str | None:
        """Give the tip under the pointer its rule line (the overlay draws it); the section, or None."""
        self.current, self.current_tip = None, ""
        self._extra = None
        if table is not None:  # under the table's own tips: theirs win where both lie
            extra = self.extra_tips(table)
            self._extra = extra if isinstance(extra, Drawn) else None
            overlay.tip_list[:0] = extra
        mouse = overlay.mouse
        if overlay.widget_text or any(r.collidepoint(mouse) for r in overlay.blocked):
            return None
        for index in range(len(overlay.tip_list) - 1, -1, -1):
            rect, text = overlay.tip_list[index]
            if not rect.collidepoint(mouse):
                continue
            section = self.section_of(rect, text, table)
            if self.refine is not None and table is not None:
                try:
                    section = self.refine(section, text, table) or section
                except Exception:  # a hint is never worth an error
                    log.exception("the hints of %s could not refine %r", self.game_id, text)
            if section is None:
                return None
            self.current, self.current_tip = section, text
            overlay.tip_list[index] = (rect, with_rule(text, section))
            return section
        return None

    def open_rules(self, app: Any, section: str | None = None) -> str | None:
        """Open the game's rules at `section` (default: the hint under the pointer; with none, at the
        top); the section opened."""
        section = section or self.current
        app.push("RulesScene", game_id=self.game_id, section=section)
        return section


def edge_track_tips(track: Any, board: Any, describe: Callable[[int], str]) -> list[Tip]:
    """A tip on every cell of a score track round a board's edge (``game.ui.kit.board.EdgeTrack``):
    `describe(value)` says what that cell holds."""
    size = round(board.length(track.cell))
    tips: list[Tip] = []
    for value in range(track.spaces):
        x, y = track.spot(board, value)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(x), round(y))
        tips.append((rect, describe(value)))
    return tips


def with_rule(text: str, section: str) -> str:
    """A tip's text with its rule line."""
    return f"{text}\n{RULE_PREFIX}{section} · {OPEN_KEY_NAME} opens it"


def hints_for(game_id: str) -> Hints:
    """The hints of a game's table (``game.ui.tables.<id>.hints``), or none if it has no such module."""
    module_name = f"game.ui.tables.{game_id}.hints"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name not in (module_name, f"game.ui.tables.{game_id}"):
            log.exception("the hints of %s failed to import", game_id)
        return Hints(game_id)
    except Exception:  # a table without hints still plays
        log.exception("the hints of %s failed to import", game_id)
        return Hints(game_id)
    return Hints(game_id, tuple(getattr(module, "RULES", ())), getattr(module, "FALLBACK", None),
                 tuple(getattr(module, "SECTIONS", ())), getattr(module, "extra_tips", None),
                 getattr(module, "refine", None))
