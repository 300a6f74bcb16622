"""Contextual hints: every table's hint rules name sections that exist in its rules text; hovering a
known piece at each table (offscreen) shows what it is and its rule; F2 opens the rules there, lit;
the rules screen's search finds words across a heading and its paragraphs and shows where."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import re

import pygame
import pytest

import game.games
from game.ui.kit.hints import RULE_PREFIX, Hints, hints_for, section_titles, sections, with_rule
from game.ui.kit.overlay import Overlay, tip_at
from game.ui.scenes_menu import RulesScene, joined_lines, rules_text
from tests.ui.tablehelp import key, mouse, settle, start_table

GAMES = list(game.games.ids())


@pytest.mark.parametrize("gid", GAMES)
def test_every_rule_link_names_a_section(gid):
    hints = hints_for(gid)
    titles = set(section_titles(rules_text(gid)))
    assert hints.rules or hints.sections, f"{gid} has no hints"
    named = {section for _pattern, section in hints.rules} | ({hints.fallback} if hints.fallback else set()) \
        | set(hints.sections)
    missing = sorted(named - titles)
    assert not missing, f"{gid}: hints name sections its rules.md lacks: {missing}"
    for pattern, _section in hints.rules:
        re.compile(pattern)


def test_bloodlines_files_each_battleground_under_its_own_section():
    """A morality track is the Leash of Conscience's or the Tide of Progress's by the board it lies on (once a
    regex of its words and a refinement by the battlegrounds in play)."""
    from game.ui.tables.bloodlines import hints as module
    from game.ui.tables.bloodlines.model import Board, Scheme

    titles = set(section_titles(rules_text("bloodlines")))
    assert set(module.GROUND_SECTIONS.values()) <= titles and set(module.SECTIONS) <= titles
    assert module.ground_rule(Board("humanity", "The Tide of Progress", (("id", "changing"),))) == "The Tide of Progress"
    assert module.ground_rule(Board("beast", "The Leash of Conscience", (("id", "hunger"),))) == \
        "The Leash of Conscience"
    assert module.scheme_rule(Scheme(0, "A Name Written in Ash", "Declare Enemy.", mechanic="declare_enemy")) == \
        "The clans"
    assert module.scheme_rule(Scheme(83, "An Anonymous Letter", "Advance an investigator.", battleground="veil")) == \
        "Schemes"


def test_sections_and_list_lines():
    parts = sections("intro\n\n# One\n\nfirst\n\n## Two\n\nsecond\n\nthird")
    assert [(p.title, p.level, p.paragraphs) for p in parts] == [
        ("", 0, ("intro",)), ("One", 1, ("first",)), ("Two", 2, ("second", "third"))]
    assert joined_lines("a\nb\n- c\n- d\ne") == "a b\n- c\n- d e"


def test_a_tip_without_a_known_rule_stays_as_it_is():
    hints = Hints("x", rules=((r"^guild", "The ring"),))
    overlay = Overlay()
    overlay.mouse = (5, 5)
    overlay.tip_list = [(pygame.Rect(0, 0, 10, 10), "a guild"), (pygame.Rect(0, 0, 10, 10), "something else")]
    assert hints.annotate(overlay) is None
    assert overlay.tip_list[1][1] == "something else"
    overlay.tip_list = [(pygame.Rect(0, 0, 10, 10), "guild of thieves")]
    assert hints.annotate(overlay) == "The ring"
    assert overlay.tip_list[0][1] == with_rule("guild of thieves", "The ring")
    overlay.mouse = (50, 50)
    assert hints.annotate(overlay) is None and hints.current is None


# each table: a piece the table always draws with a tip, and the rule it is governed by
KNOWN = {
    "equilibrium": (r"'s (Warriors|Clerics|Merchants|Artists|Alchemists|Thieves): ", "A round"),
    "elysium": (r"Personal prestige", "Resolution Phase"),
    "bloodlines": (r"\((The [A-Z][\w ]+|clanless) (clan leader|character|ancilla)\)", "Characters"),
    "nocturne": (r"\(Dawn\): ", "3. Resolution"),
    "methuselah": (r"^Your pool: \d+", "Goal"),
}


def hover(app, table, pattern):
    """Put the pointer on the first drawn tip matching `pattern` where it is the tip shown; its text."""
    settle(app, 2)
    for rect, text in list(table.overlay.shown_tips):
        if not re.search(pattern, text):
            continue
        for point in (rect.center, (rect.left + 2, rect.top + 2), (rect.right - 3, rect.bottom - 3)):
            app.step([mouse(pygame.MOUSEMOTION, point)], 1 / 60)
            app.step([], 1 / 60)
            shown = tip_at(table.overlay.shown_tips, point)
            if re.search(pattern, shown) and not any(r.collidepoint(point) for r in table.overlay.blocked):
                return shown
    raise AssertionError(f"no tip matching {pattern!r} could be hovered")


@pytest.mark.parametrize("gid", GAMES)
def test_hovering_a_known_piece_gives_its_rule_and_f2_opens_it(gid):
    pattern, section = KNOWN[gid]
    app, _session, table = start_table(game.games.get(gid), 3, 11, moves=12)
    try:
        shown = hover(app, table, pattern)
        assert f"\n{RULE_PREFIX}{section} · F2 opens it" in shown
        assert table.hints.current == section
        app.step([key(pygame.K_F2)], 1 / 60)
        rules = app.stack.top
        assert isinstance(rules, RulesScene)
        app.step([], 1 / 60)
        assert rules.lit_section() == section
        lit = rules.text.selected
        top = next(y for index, y, _l, _n in rules.text._layout if index == lit)
        assert rules.text.offset == min(top, rules.text.max_offset())  # scrolled to it
        app.step([key(pygame.K_ESCAPE)], 1 / 60)
        assert app.stack.top is table
    finally:
        app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_every_part_of_each_table_has_a_hint(gid):
    """Across the middle of the table, every point the table gives a tip also names a rule."""
    app, _session, table = start_table(game.games.get(gid), 3, 11, moves=12)
    try:
        settle(app, 2)
        area = table.centre
        tipped = named = specific = 0
        for x in range(area.left + 5, area.right, 40):
            for y in range(area.top + 5, area.bottom, 40):
                app.step([mouse(pygame.MOUSEMOTION, (x, y))], 1 / 60)
                app.step([], 1 / 60)
                if table.overlay.widget_text or any(r.collidepoint((x, y)) for r in table.overlay.blocked):
                    continue
                text = tip_at(table.overlay.shown_tips, (x, y))
                if text:
                    tipped += 1
                    named += RULE_PREFIX in text
                    rect = next(r for r, t in reversed(table.overlay.shown_tips) if t == text and r.collidepoint((x, y)))
                    own = text.split("\n" + RULE_PREFIX)[0]
                    specific += table.hints.own_section(rect, own, table) is not None
        assert tipped > 20
        assert named == tipped
        assert specific >= 0.9 * tipped, f"only {specific} of {tipped} tips have a rule of their own (not the fallback)"
    finally:
        app.close()


def test_f2_with_nothing_under_the_pointer_opens_the_rules_at_the_top():
    app, _session, _table = start_table(game.games.get("nocturne"), 3, 11, moves=0)
    try:
        app.step([mouse(pygame.MOUSEMOTION, (1270, 5))], 1 / 60)
        app.step([key(pygame.K_F2)], 1 / 60)
        rules = app.stack.top
        assert isinstance(rules, RulesScene) and rules.lit_section() is None
        assert rules.picker.value == "nocturne"
    finally:
        app.close()


@pytest.fixture
def rules_app(saves_home):
    from game.ui.app import App

    app = App(size=(1280, 720), fullscreen=False)
    app.preferences.persistent = False
    yield app
    app.close()


def test_search_finds_words_across_a_heading_and_shows_where(rules_app):
    scene = rules_app.stack.push(RulesScene("elysium"))
    rules_app.step([], 1 / 60)
    scene.filter.text = "movement miniature"
    scene._refresh()
    texts = [row.text for row in scene.text.rows]
    assert "Movement Phase" in texts  # the heading the match is under, as the place it was found
    index = texts.index("Movement Phase")
    assert "miniature" in texts[index + 1].lower()
    assert texts[0].startswith("“movement miniature”:")
    # every match is under its heading: no paragraph row without a heading row before it
    headings = [i for i, row in enumerate(scene.text.rows) if row.value == row.text]
    assert headings and headings[0] == 1


def test_search_by_a_heading_shows_its_whole_section(rules_app):
    scene = rules_app.stack.push(RulesScene("nocturne"))
    rules_app.step([], 1 / 60)
    scene.filter.text = "rituals"
    scene._refresh()
    whole = next(s for s in sections(rules_text("nocturne")) if s.title == "Rituals")
    texts = [row.text for row in scene.text.rows]
    index = texts.index("Rituals")
    assert texts[index + 1: index + 1 + len(whole.paragraphs)] == [joined_lines(p) for p in whole.paragraphs]
    scene.filter.text = "zzzqqq"
    scene._refresh()
    assert scene.text.rows[0].text.startswith("Nothing matches")


def test_rules_open_at_a_section_lit(rules_app):
    scene = rules_app.stack.push(RulesScene("bloodlines", section="The Veil of Night"))
    rules_app.step([], 1 / 60)
    assert scene.lit_section() == "The Veil of Night"
    assert scene.text.offset > 0
    others = [row for row in scene.text.rows if row.value not in ("The Veil of Night",) and row.value]
    assert all(row.colour != scene.text.rows[scene.text.selected].colour for row in others if row.value == row.text)
