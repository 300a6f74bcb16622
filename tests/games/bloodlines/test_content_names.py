"""Everything a player sees in Bloodlines is ours: none of the rulebook's proper names (its game
title, clan names and nicknames, the named leader, battleground titles, sect names, board terms,
publisher and credits) appears in the content file, and our names are unique.

The banned lists are written by hand from the rulebook text (../shared/rules/bloodlines-seed.txt).
Ordinary words the rulebook also uses stay allowed: torpor, boon, infamy, ancilla, coterie, prince,
harpy, sheriff, court, inquisition, masquerade, and the nine mechanic keywords (Declare Enemy, Pack,
Kiss the Ring, Embrace the Chaos, Black Market, Invitation, Usurp, Craft Monstrosity, Edict).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from game.games.bloodlines.content import CONTENT_FILE, load

# proper names: banned anywhere in the file (whole words, any case)
PROPER_NAMES = [
    # the game, its world and its publisher
    "Vampire: The Masquerade", "Heritage", "World of Darkness", "Nice Game Publishing", "Kickstarter",
    "vtm-heritage",
    # the nine clans of the rulebook
    "Brujah", "Gangrel", "Lasombra", "Malkavian", "Malkavians", "Nosferatu", "Toreador", "Tremere",
    "Tzimisce", "Ventrue",
    # the one named leader
    "Talley",
    # sects and allegiances of the sect war
    "Camarilla", "Sabbat", "Anarch", "Anarchs",
    # the tribunal's board terms
    "Vaticanum", "Judices",
    # credits
    "Babis Giannios", "Giannios", "Hauenschild", "Schwanhäußer", "Siegmon", "Schaarschmidt", "Bollmann",
    "Dawkins",
]

# the rulebook's own titles and nicknames: banned as (or inside) any name or title we show
RULEBOOK_TITLES = [
    "Of Clans High and Low", "Clans High and Low", "The War of the Princes", "The Beast Within",
    "The Anarch Revolt", "The Rise of Humanity", "The Sabbat Wars",
    "The Rabble", "The Animals", "The Shadows", "Vision & Madness", "Vision and Madness", "The Hidden",
    "The Hedonists", "The Warlocks", "Sovereign Fiends", "The Patricians",
]
# titles that are ordinary words: a battleground may not be called exactly this
GENERIC_TITLES = ["The Inquisition", "The Masquerade", "The Court", "Inquisition", "Masquerade", "Court"]

C = load()
TEXT = CONTENT_FILE.read_text(encoding="utf-8")
SEED = Path(__file__).resolve().parents[3].parent / "shared" / "rules" / "bloodlines-seed.txt"


def shown_names() -> list[tuple[str, str]]:
    """(where, name) for every name or title a player sees."""
    out = [(f"clan {c.id}", c.name) for c in C.clans]
    out += [(f"character {c.id}", c.name) for c in C.characters]
    out += [(f"scheme {s.id}", s.name) for s in C.schemes]
    out += [(f"mission {m.id}", m.name) for m in C.missions]
    out += [(f"battleground {b.id}", b.name) for b in C.battlegrounds]
    for b in C.battlegrounds:
        for key in ("titles", "allegiances"):
            out += [(f"battleground {b.id} {key}", n) for n in b.table.get(key, ())]
    return out


def shown_texts() -> list[tuple[str, str]]:
    out = shown_names()
    out += [(f"clan {c.id} text", c.text) for c in C.clans]
    out += [(f"scheme {s.id} text", s.text) for s in C.schemes]
    out += [(f"mission {m.id} text", m.text) for m in C.missions]
    out += [(f"battleground {b.id} text", b.text) for b in C.battlegrounds]
    out += [(f"character {c.id} ability", a.text) for c in C.characters for a in c.abilities]
    out += [(f"character {c.id} text", c.text) for c in C.characters if c.text]
    return out


def word(name: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", re.IGNORECASE)


@pytest.mark.parametrize("name", PROPER_NAMES)
def test_no_proper_name_of_the_rulebook_anywhere_in_the_file(name: str) -> None:
    """Anywhere: names, texts, ids and comments alike."""
    hits = [line for line in TEXT.splitlines() if word(name).search(line)]
    assert not hits, f"{name!r} appears in content.toml: {hits[:3]}"


@pytest.mark.parametrize("title", RULEBOOK_TITLES)
def test_no_rulebook_title_or_nickname_in_what_we_show(title: str) -> None:
    hits = [where for where, text in shown_texts() if word(title).search(text)]
    assert not hits, f"{title!r} appears in {hits}"


def test_battlegrounds_carry_titles_of_our_own() -> None:
    names = {b.name.casefold() for b in C.battlegrounds}
    assert not names & {t.casefold() for t in GENERIC_TITLES + RULEBOOK_TITLES}
    assert all(len(b.name.split()) >= 2 for b in C.battlegrounds)      # descriptive titles


def test_the_mechanic_keywords_stay_as_the_rulebook_has_them() -> None:
    keywords = ["Declare Enemy", "Pack", "Kiss the Ring", "Embrace the Chaos", "Black Market",
                "Invitation", "Usurp", "Craft Monstrosity", "Edict"]
    texts = " ".join(s.text for s in C.schemes)
    assert all(k in texts for k in keywords)


def test_names_are_unique() -> None:
    counts = Counter(name.casefold() for _where, name in shown_names())
    assert [n for n, k in counts.items() if k > 1] == []


def test_the_checker_finds_a_planted_name() -> None:
    """The word match is not blind: a name planted in a copy is found, a longer word is not."""
    planted = TEXT.replace('name = "The Firebrands"', 'name = "The Brujah Firebrands"', 1)
    assert any(word("Brujah").search(line) for line in planted.splitlines())
    assert not word("Court").search("Courtier") and word("Court").search("the Court.")


@pytest.mark.skipif(not SEED.exists(), reason="the rulebook text is not beside the checkout")
def test_the_banned_lists_come_from_the_rulebook() -> None:
    seed = SEED.read_text(encoding="utf-8")
    for name in PROPER_NAMES + RULEBOOK_TITLES[:7]:
        if name in ("Vision and Madness", "Clans High and Low"):
            continue
        assert name.casefold() in seed.casefold(), name
