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
    assert c.first_table_intrigue["blackmail"] == 3 and c.first_table_intrigue["change_of_plans"] == 4


@pytest.mark.parametrize("players, spaces", [(2, 5), (3, 5), (4, 7), (5, 9)])
def test_board_spaces_by_table_size(players: int, spaces: int) -> None:
    """Five action spaces at 2-3 players, seven at 4, nine at 5, and the two printed board actions
    (Old Debts 5, Scapegoat 1) from three players; the worked example's Blackmail 3 and Change of
    Plans 4 (three players) are possible."""
    c = load()
    dealt = c.deal_spaces(players)
    assert len(dealt) == spaces == c.random_cards[players] == 5 + c.advanced_cards[players]
    printed = {s.card: s.intrigue for s in c.printed_spaces(players)}
    assert printed == ({} if players == 2 else {"old_debts": 5, "scapegoat": 1})
    values = [s.intrigue for s in c.deal_spaces(3)]
    assert 3 in values and 4 in values


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d["space"][2].__setitem__("intrigue", "three"), ["space 'spider_3a'", "intrigue", "integer"]),
    (lambda d: d["space"].pop(0), ["[[space]]", "4 spaces to deal onto at 2 players"]),
    (lambda d: d["space"][-1].__setitem__("card", "bribery"), ["space 'scapegoat'", "board action"]),
    (lambda d: d["first_table"]["card_intrigue"].pop("bribery"), ["[first_table.card_intrigue]", "bribery"]),
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
