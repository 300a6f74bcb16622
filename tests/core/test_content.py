"""The content kit: an entry declared with its field rules, built and checked by Checker.entry, and
hostile entries (wrong type, out of range, unknown choice, dangling reference, missing field,
unknown field) refused with an error naming the file, the entry and the field, both through the
kit and through five games' real loaders."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import pytest

from game.core.content import Checker, file_keys, given, read_toml, rule
from game.core.errors import ContentError
from game.games.bloodlines import content as bloodlines
from game.games.elysium import content as elysium
from game.games.equilibrium import content as equilibrium
from game.games.methuselah import content as methuselah
from game.games.nocturne import content as nocturne


def _strength(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> int:
    """A reader of its own: twice the number, which must be even in the file (none: 0)."""
    value = check.field(entry, "strength", int, where, lo=0, hi=10, default=0)
    if value % 2:
        raise check.fail(where, f"field 'strength' must be even, found {value}")
    return int(value) * 2


@dataclass(frozen=True)
class Card:
    index: int = given()
    id: str = rule()
    name: str = rule(filled=True)
    kind: str = rule(choices=("spell", "ally"))
    clan: str = rule(ref="clan", blank=True, absent="")
    zone: int = rule(ref="zone", index=True, default=-1, required_if=("kind", ("ally",)))
    cost: int = rule(lo=0, hi=5, default=0)
    colour: tuple[int, int, int] = rule(lo=0, hi=255, default=(1, 2, 3))
    tags: tuple[str, ...] = rule(choices=("fast", "slow"), default=())
    strength: int = rule(read=_strength, default=0)
    locked: bool = rule(default=False)


GOOD = {"id": "bat", "name": "Bat Swarm", "kind": "ally", "clan": "night", "zone": "docks", "cost": 2,
        "colour": [10, 20, 30], "tags": ["fast"], "strength": 4, "locked": True}


def build(raw: Any, **kwargs: Any) -> Card:
    check = Checker("cards.toml")
    check.refs.update(clan=("night", "day"), zone={"docks": 3, "park": 4})
    return check.entry(Card, raw, "card 'bat'", values={"index": 7}, **kwargs)


def refused(raw: Any, **kwargs: Any) -> str:
    with pytest.raises(ContentError) as err:
        build(raw, **kwargs)
    return str(err.value)


def test_a_good_entry_is_built_from_its_declarations() -> None:
    assert build(GOOD) == Card(7, "bat", "Bat Swarm", "ally", "night", 3, 2, (10, 20, 30), ("fast",), 8, True)


def test_what_the_file_leaves_out_takes_the_declared_default() -> None:
    card = build({"id": "bolt", "name": "Bolt", "kind": "spell"})
    assert card == Card(7, "bolt", "Bolt", "spell", "", -1, 0, (1, 2, 3), (), 0, False)
    assert build({"id": "bolt", "name": "Bolt", "kind": "spell"}, defaults={"cost": 4}).cost == 4


def test_the_file_keys_are_the_declared_fields_not_the_given_ones() -> None:
    assert "index" not in file_keys(Card)
    assert set(file_keys(Card)) == set(GOOD)


def hostile(**change: Any) -> dict[str, Any]:
    raw = dict(GOOD)
    for key, value in change.items():
        if value is None:
            raw.pop(key)
        else:
            raw[key] = value
    return raw


KIT_CASES = [
    # (what is wrong, the entry, words its error must hold)
    ("wrong type", hostile(cost="two"), ["field 'cost' must be an integer, found str"]),
    ("a boolean for a number", hostile(cost=True), ["field 'cost' must be an integer, not a boolean"]),
    ("out of range", hostile(cost=9), ["field 'cost' must be between 0 and 5, found 9"]),
    ("a list item out of range", hostile(colour=[1, 2, 300]), ["field 'colour' must hold integers 0..255, found 300"]),
    ("a tuple of the wrong length", hostile(colour=[1, 2]), ["field 'colour' must hold 3 integers"]),
    ("unknown choice", hostile(kind="relic"), ["field 'kind' must be one of ['ally', 'spell'], found 'relic'"]),
    ("unknown choice in a list", hostile(tags=["fast", "sideways"]), ["field 'tags'", "'sideways'"]),
    ("dangling reference", hostile(clan="dusk"), ["field 'clan' must be one of ['', 'day', 'night'], found 'dusk'"]),
    ("dangling reference kept by index", hostile(zone="moon"), ["field 'zone'", "'moon'"]),
    ("missing field", hostile(name=None), ["field 'name' is missing"]),
    ("missing field its kind needs", hostile(zone=None), ["field 'zone' is missing"]),
    ("empty text", hostile(name="  "), ["field 'name' is empty"]),
    ("unknown field", hostile(colur=[1, 2, 3]), ["unknown field(s) ['colur']", "'colour'"]),
    ("its own reader", hostile(strength=3), ["field 'strength' must be even, found 3"]),
    ("not a table", 7, ["must be a table, found int"]),
]


@pytest.mark.parametrize(("what", "raw", "words"), KIT_CASES, ids=[c[0] for c in KIT_CASES])
def test_a_hostile_entry_is_refused_naming_file_entry_and_field(what: str, raw: Any, words: list[str]) -> None:
    message = refused(raw)
    assert message.startswith("cards.toml: card 'bat': "), message
    for word in words:
        assert word in message, (what, message)


def test_a_note_the_game_allows_is_not_an_unknown_field() -> None:
    assert build(hostile(note="for the file's reader"), also=("note",)).id == "bat"


def test_a_class_without_declarations_is_a_programming_error() -> None:
    @dataclass(frozen=True)
    class Plain:
        id: str

    with pytest.raises(TypeError, match="declares no content rule"):
        Checker("x.toml").entry(Plain, {"id": "a"}, "plain 'a'")


# ---- the same hostile entries through real games' loaders ------------------------------------------

def refused_by(parse: Callable[[dict[str, Any]], object], data: dict[str, Any]) -> str:
    with pytest.raises(ContentError) as err:
        parse(data)
    return str(err.value)


METHUSELAH = read_toml(methuselah.CONTENT_FILE)
EQUILIBRIUM = read_toml(equilibrium.CONTENT_FILE)
NOCTURNE = read_toml(nocturne.CONTENT_FILE)
BLOODLINES = read_toml(bloodlines.CONTENT_FILE)
ELYSIUM = read_toml(elysium.CONTENT_FILE)


def _set(table: str, index: int, key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        if value is None:
            data[table][index].pop(key)
        else:
            data[table][index][key] = value
    return change


GAME_CASES = [
    # (game, what is wrong, the change, words its error must hold)
    ("methuselah", "wrong type", _set("vampire", 0, "capacity", "big"),
     ["content.toml: vampire '", "field 'capacity' must be an integer"]),
    ("methuselah", "out of range", _set("card", 0, "cost_pool", 6),
     ["content.toml: card '", "field 'cost_pool' must be between 0 and 5, found 6"]),
    ("methuselah", "unknown choice", _set("card", 0, "type", "relic"), ["card '", "field 'type'", "'relic'"]),
    ("methuselah", "dangling reference", _set("vampire", 0, "clan", "nobody"),
     ["vampire '", "field 'clan' must be one of", "'nobody'"]),
    ("methuselah", "missing field", _set("vampire", 0, "name", None), ["vampire '", "field 'name' is missing"]),
    ("methuselah", "unknown field", _set("card", 0, "colour", "red"), ["card '", "unknown field(s) ['colour']"]),
    ("equilibrium", "wrong type", _set("favour", 0, "intrigue_minor", "one"),
     ["content.toml: favour '", "field 'intrigue_minor' must be an integer"]),
    ("equilibrium", "out of range", _set("space", 0, "intrigue", 11),
     ["space '", "field 'intrigue' must be between 0 and 10, found 11"]),
    ("equilibrium", "unknown choice", _set("card", 3, "relation", "sideways"), ["card 'seductive_words'", "relation"]),
    ("equilibrium", "dangling reference", _set("favour", 0, "guild", "bakers"), ["favour #1", "guild", "bakers"]),
    ("equilibrium", "missing field", _set("card", 0, "name", None), ["card 'manipulation'", "'name' is missing"]),
    ("equilibrium", "unknown field", _set("guild", 0, "motto", "x"), ["guild '", "unknown field(s) ['motto']"]),
    ("nocturne", "wrong type", _set("victim", 0, "cost", "free"), ["victim 1 '", "field 'cost' must be an integer"]),
    ("nocturne", "out of range", _set("ritual", 0, "act", 4), ["ritual 1 '", "field 'act' must be between 1 and 3"]),
    ("nocturne", "unknown choice", _set("ritual", 0, "lasts", "forever"), ["ritual 1 '", "field 'lasts'", "forever"]),
    ("nocturne", "missing field", _set("location", 0, "crosses", None), ["location 1 '", "'crosses' is missing"]),
    ("nocturne", "unknown field", _set("lesser", 0, "wings", 2), ["lesser 1", "unknown field(s) ['wings']"]),
    ("bloodlines", "dangling reference", _set("scheme", 0, "clan", "nobody"),
     ["scheme 'ember_mark'", "field 'clan' must be one of", "'nobody'"]),
    ("bloodlines", "wrong type", _set("character", 0, "locked", "yes"),
     ["character 'ember_leader'", "field 'locked' must be true or false"]),
    ("bloodlines", "unknown field", _set("character", 0, "hair", "red"),
     ["character 'ember_leader'", "unknown field(s) ['hair']"]),
    ("elysium", "dangling reference", _set("card", 0, "zone", "moon"), ["card 'act_opera_house'", "field 'zone'", "'moon'"]),
    ("elysium", "missing field", _set("zone", 0, "value", None), ["zone 'opera_house'", "field 'value' is missing"]),
    ("elysium", "unknown field", _set("zone", 0, "height", 3), ["zone 'opera_house'", "unknown field(s) ['height']"]),
]
PARSERS: dict[str, tuple[dict[str, Any], Callable[[dict[str, Any]], object]]] = {
    "methuselah": (METHUSELAH, lambda d: methuselah.parse(d, "content.toml")),
    "equilibrium": (EQUILIBRIUM, lambda d: equilibrium.parse(d, "content.toml")),
    "nocturne": (NOCTURNE, lambda d: nocturne.parse(d, "content.toml")),
    "bloodlines": (BLOODLINES, lambda d: bloodlines.parse(d, "content.toml")),
    "elysium": (ELYSIUM, lambda d: elysium.parse_content(d, "content.toml")),
}


@pytest.mark.parametrize(("game", "what", "change", "words"), GAME_CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in GAME_CASES])
def test_a_real_loader_refuses_a_hostile_entry(game: str, what: str, change: Callable[[dict[str, Any]], None],
                                               words: list[str]) -> None:
    raw, parse = PARSERS[game]
    data = copy.deepcopy(raw)
    change(data)
    message = refused_by(parse, data)
    assert message.startswith("content.toml: "), message
    for word in words:
        assert word in message, (game, what, message)


@pytest.mark.parametrize("game", sorted(PARSERS))
def test_the_unbroken_file_loads_the_same_content(game: str) -> None:
    raw, parse = PARSERS[game]
    loaded = {"methuselah": methuselah.load, "equilibrium": equilibrium.load, "nocturne": nocturne.load,
              "bloodlines": bloodlines.load, "elysium": elysium.load_content}[game]()
    assert parse(copy.deepcopy(raw)) == loaded
