"""The content file: counts, the map's shape, the clans' facts, and errors that name the culprit."""

from __future__ import annotations

import tomllib
from collections import Counter

import pytest

from game.core import ContentError
from game.games.elysium.content import CONTENT_FILE, load_content, parse_content


def raw() -> dict:
    with open(CONTENT_FILE, "rb") as fh:
        return tomllib.load(fh)


def test_deck_counts() -> None:
    content = load_content()
    counts = Counter(card.type for card in content.cards)
    assert len(content.cards) == 100
    assert counts["activation"] == len(content.zones) - 1
    assert (counts["event"], counts["retainer"], counts["equipment"]) == (20, 14, 14)
    assert counts["strategy"] == 100 - 20 - 14 - 14 - counts["activation"]
    assert sum(1 for c in content.cards if c.effect.kind == "domain") == 6
    assert all(12 <= c.difficulty <= 24 for c in content.cards if c.type == "event")


def test_board_shape() -> None:
    content = load_content()
    zones = content.zones
    assert zones[0].id == "elysium" and 24 <= len(zones) - 1 <= 28
    assert 5 <= len(zones[0].neighbours) <= 7
    for zone in zones:
        for n in zone.neighbours:
            assert zone.index in zones[n].neighbours
    per_category = Counter(z.category for z in zones[1:])
    assert len(per_category) == 8 and all(2 <= n <= 4 for n in per_category.values())
    assert per_category[content.categories[[c.id for c in content.categories].index("community")].index] == 4
    assert all(1 <= z.value <= 4 for z in zones[1:])


def test_clans_keep_the_examples_true() -> None:
    clans = {c.id: c for c in load_content().clans}
    assert all(c.mental + c.physical + c.social == 15 and len(c.powers) == 3 for c in clans.values())
    assert clans["velvet"].mental == 3 and clans["veiled"].mental == 7 and clans["cryptborn"].physical == 7
    kinds = {cid: {(p.effect.kind, tuple(sorted(p.effect.contexts))) for p in c.powers} for cid, c in clans.items()}
    assert ("extra_die", ("physical",)) in kinds["velvet"]
    assert ("prevent_vitae_loss", ()) in kinds["thornblood"]
    assert {("extra_die", ("mental",)), ("untargetable", ())} <= kinds["veiled"]
    assert ("extra_die", ("physical",)) in kinds["cryptborn"] and clans["cryptborn"].social <= 3
    assert ("extra_die", ("influence", "territorial")) in kinds["crowned"]


def test_a_broken_card_names_itself_and_the_field() -> None:
    data = raw()
    event = next(c for c in data["card"] if c["type"] == "event")
    event["difficulty"] = 30
    with pytest.raises(ContentError, match=f"card '{event['id']}'.*'difficulty'"):
        parse_content(data)


def test_an_unknown_effect_kind_is_refused() -> None:
    data = raw()
    data["card"][40]["effect"] = {"kind": "summon_dragon"}
    with pytest.raises(ContentError, match=f"card '{data['card'][40]['id']}'.*'kind'"):
        parse_content(data)


def test_one_sided_adjacency_is_refused() -> None:
    data = raw()
    zone = data["zone"][0]
    other = next(z for z in data["zone"] if z["id"] not in zone["neighbours"] and z is not zone)
    zone["neighbours"].append(other["id"])
    with pytest.raises(ContentError, match=f"zone '{zone['id']}'.*'neighbours'"):
        parse_content(data)


def test_clan_attributes_must_sum_to_fifteen() -> None:
    data = raw()
    data["clan"][0]["mental"] = 4
    with pytest.raises(ContentError, match=f"clan '{data['clan'][0]['id']}'.*sum to 15"):
        parse_content(data)


def test_a_missing_activation_card_is_caught() -> None:
    data = raw()
    data["card"] = [c for c in data["card"] if c["id"] != "act_docks"]
    with pytest.raises(ContentError, match="100 cards"):
        parse_content(data)


# Proper names the rulebook invents (clans, powers, cards, zones of its board, its title and
# publisher): none may appear in what a player reads.  Generic words (Elysium, torpor, Vitae,
# prestige, Masquerade, Primogen, Regent, Prince) are ours to use.
SEED_NAMES = (
    "daeva", "gangrel", "mekhet", "nosferatu", "ventrue", "vigor", "resilience", "obfuscate", "auspex",
    "dominate", "discipline", "kindred", "requiem", "harpy", "harpies", "prince of the city", "white wolf",
    "world of darkness", "professional fixer", "lucky talisman", "brass knuckles", "laptop computer",
    "drunken vandal", "strained vitae", "influence endangered", "financial sector", "power plant",
    "fashion circuit", "nightclub circuit", "corporate sector", "latin quarter", "nobility hill",
    "little italy", "city services",
)


def test_no_proper_name_from_the_rulebook_reaches_the_player() -> None:
    """Every file of the engine and its content (rules.md belongs to the table), and the game's blurb."""
    from pathlib import Path

    from game.games.elysium import INFO
    package = Path(CONTENT_FILE).parent
    texts = {path.name: path.read_text(encoding="utf-8").lower()
             for path in [*package.glob("*.py"), *package.glob("phases/*.py"), CONTENT_FILE]}
    texts["INFO"] = f"{INFO.title} {INFO.blurb} {[o.label + o.help for o in INFO.options]}".lower()
    found = [(name, word) for name, text in texts.items() for word in SEED_NAMES if word in text]
    assert found == []
