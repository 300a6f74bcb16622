"""The content file: counts, and validation errors that name the entry and field."""

from __future__ import annotations

import copy

import pytest

from game.core.content import read_toml
from game.core.errors import ContentError
from game.games.equilibrium.content import CONTENT_FILE, load, parse

RAW = read_toml(CONTENT_FILE)


def test_counts() -> None:
    c = load()
    assert len(c.guilds) == 6 and len(c.favours) == 6
    assert sum(1 for card in c.cards.values() if card.type == "advanced") == 10
    assert c.supply == (33, 33, 30)
    assert c.cards["blackmail"].intrigue == 3 and c.cards["change_of_plans"].intrigue == 4


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d["card"][2].__setitem__("intrigue", "three"), ["card 'blackmail'", "intrigue", "integer"]),
    (lambda d: d["card"][0].pop("name"), ["card 'manipulation'", "'name' is missing"]),
    (lambda d: d["card"][3].__setitem__("relation", "sideways"), ["card 'seductive_words'", "relation"]),
    (lambda d: d["favour"][0].__setitem__("guild", "bakers"), ["favour #1", "guild"]),
    (lambda d: d["guild"].pop(), ["6 distinct guilds"]),
    (lambda d: d["supply"].__setitem__("2", -1), ["[supply]", "between"]),
    (lambda d: d["card"].pop(), ["expected 5 basic"]),
])
def test_broken_content_names_the_entry_and_field(mutate, words) -> None:
    data = copy.deepcopy(RAW)
    mutate(data)
    with pytest.raises(ContentError) as err:
        parse(data, "content.toml")
    for word in words:
        assert word in str(err.value)


def test_missing_file_names_itself(tmp_path) -> None:
    with pytest.raises(ContentError, match="missing"):
        read_toml(tmp_path / "content.toml")
