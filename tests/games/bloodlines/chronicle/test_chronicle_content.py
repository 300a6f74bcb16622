"""The chronicle's content (chronicle.toml): what the rulebook's Chronicle Deck section asks for,
validated at load with errors naming the entry and the field, and all of it ours."""

from __future__ import annotations

import re
import tomllib
from collections import Counter

import pytest

from game.core.errors import ContentError
from game.games.bloodlines.chronicle.content import CHRONICLE_FILE, deck, load, parse
from game.games.bloodlines.content import load as load_basic

from ..test_content_names import PROPER_NAMES, RULEBOOK_TITLES

CH = load()
B = load_basic()
TEXT = CHRONICLE_FILE.read_text(encoding="utf-8")


def test_21_chapters_over_7_eras_five_missions_each() -> None:
    assert len(CH.chapters) == 21 and len(CH.eras) == 7
    assert [c.era for c in CH.chapters] == [e for e in range(1, 8) for _ in range(3)]
    for chapter in CH.chapters:
        assert len(chapter.missions) == 5
        assert chapter.victor and chapter.vanquished >= 1
        for m in chapter.missions:
            assert 2 <= len(m.responses) <= 3 and m.situation
            assert m.reward.kind in ("asset", "unlock", "elevate")


def test_the_deck_holds_the_six_kinds_of_card_in_one_fixed_order() -> None:
    cards = deck(CH)
    assert cards == deck(load())                     # the same order every time
    kinds = Counter(c.kind for c in cards)
    assert kinds["overview"] == 21 and kinds["mission"] == 105
    assert kinds["character"] and kinds["leader"] and kinds["basic"] and kinds["scoring"] >= 7
    assert cards[-1].kind == "final"
    assert len({c.id for c in cards}) == len(cards)
    # each chapter's cards come together, chapter after chapter, its overview first
    chapters = [c.chapter for c in cards[:-1]]
    assert chapters == sorted(chapters)
    for n in range(1, 22):
        first = next(c for c in cards if c.chapter == n)
        assert first.kind == "overview"


def test_locked_content_enters_over_time() -> None:
    """New basic characters, chronicle characters (ancillae) and extra clan leaders are locked in
    the basic game's content and unlocked by the deck; the research deck is locked clan schemes."""
    unlocks = [m.reward.character for c in CH.chapters for m in c.missions if m.reward.kind == "unlock"]
    kinds = Counter(B.character_by_id[c].kind for c in unlocks)
    assert kinds["ancilla"] >= 10 and kinds["leader"] >= 5
    assert all(B.character_by_id[c].locked for c in unlocks)
    entering = [c for ch in CH.chapters for c in ch.enters]
    assert entering and all(B.character_by_id[c].kind == "basic" and B.character_by_id[c].locked for c in entering)
    research = Counter(s.clan for s in B.schemes if s.clan and s.locked)
    assert set(research) == {c.id for c in B.clans} and min(research.values()) >= 2


def test_each_era_end_swaps_one_battleground_first_chapter_three_then_the_six() -> None:
    assert set(CH.eras[0].battlegrounds) == set(B.first_chapter())
    entered = [e.adds for e in CH.eras if e.adds]
    assert sorted(entered) == sorted(b.id for b in B.battlegrounds if b.locked)
    for a, b in zip(CH.eras, CH.eras[1:], strict=False):
        assert set(b.battlegrounds) == set(a.battlegrounds) - {a.removes} | {a.adds}
    assert not CH.eras[-1].removes


def test_assets_are_the_four_of_the_player_aid() -> None:
    assert sorted(a.kind for a in CH.assets) == ["clandestine", "scholarly", "warlike", "wealthy"]


def test_every_sticker_needs_dots_in_a_discipline() -> None:
    assert CH.stickers and all(s.dots >= 1 for s in CH.stickers)
    assert {s.discipline for s in CH.stickers} <= {d.id for d in CH.disciplines}
    assert len({s.dots for s in CH.stickers}) >= 2          # stronger abilities need more dots


def test_no_rulebook_proper_name_in_the_chronicle() -> None:
    for name in PROPER_NAMES:
        assert not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", TEXT, re.IGNORECASE), name
    shown = ([c.name for c in CH.chapters] + [c.victor for c in CH.chapters] + [e.name for e in CH.eras]
             + [s.name for e in CH.eras for s in e.scoring] + [a.name for a in CH.assets]
             + [o.name for o in CH.obligations] + [e.name for e in CH.entries.values()] + [CH.final_name])
    for title in RULEBOOK_TITLES:          # the rulebook's titles and nicknames, as (or inside) a name
        assert not any(title.lower() in name.lower() for name in shown), title
    names = [c.name for c in CH.chapters] + [m.name for c in CH.chapters for m in c.missions]
    assert len(set(names)) == len(names)


BROKEN = [
    ('name = "The Empty Village"\nfront = "m_south"', 'name = "The Empty Village"\nfront = "m_nowhere"',
     ["mission 'c01a'", "front", "m_nowhere"]),
    ('{ text = "Claim the crypt as your haven.", dot = "estates" }',
     '{ text = "Claim the crypt as your haven.", dot = "estatez" }',
     ["mission 'c01a' response #1", "dot", "estatez"]),
    ('reward = { kind = "asset", asset = "wealthy" }', 'reward = { kind = "asset", asset = "gold" }',
     ["reward", "asset", "gold"]),
    ('name = "The Year of the Black Wind"', 'name = 7', ["chapter #1", "name"]),
    ('effect = "lose_power:1"', 'effect = "lose_soul:1"', ["obligation 'debt_of_blood'", "effect"]),
    ('adds = "witch_hunt"', 'adds = "ladder"', ["era #1", "removes"]),
]


@pytest.mark.parametrize(("old", "new", "words"), BROKEN, ids=[b[2][-1] for b in BROKEN])
def test_a_broken_copy_names_the_entry_and_the_field(old: str, new: str, words: list[str]) -> None:
    assert old in TEXT, old
    data = tomllib.loads(TEXT.replace(old, new, 1))
    with pytest.raises(ContentError) as err:
        parse(data, B)
    for w in words:
        assert w in str(err.value), (w, str(err.value))
