"""Equilibrium's content: guilds, action cards, favours and vote decks, from content.toml.

Each entry is declared with its field rules and built by the kit's loader (game/core/content.py);
this module checks what spans entries (counts, the spaces each table size deals onto).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core.content import Checker, given, read_toml, rule

CONTENT_FILE = Path(__file__).with_name("content.toml")
EFFECTS = {"place_or_remove", "move_in", "place_pair", "swap", "remove_and_spread",
           "place_and_move", "old_debts", "nothing"}
RELATIONS = {"adjacent", "nonadjacent", "opposite"}
TIMINGS = {"before", "after_offence", "attacked"}
FAVOUR_EFFECTS = {"occupied_offence", "occupied_defence", "place_or_remove_same", "move_adjacent_same"}


@dataclass(frozen=True)
class Guild:
    index: int = given()
    id: str = rule()
    name: str = rule()
    colour: tuple[int, int, int] = rule(lo=0, hi=255)


@dataclass(frozen=True)
class ActionCard:
    id: str = rule()
    name: str = rule()
    type: str = rule(choices=("basic", "advanced", "board"))
    effect: str = rule(choices=EFFECTS)
    text: str = rule()
    value: int = rule(lo=1, hi=3, default=0, required_if=("effect", ("place_or_remove", "remove_and_spread")))
    values: tuple[int, ...] = rule(lo=1, hi=3, default=(), required_if=("effect", ("place_pair",)))
    relation: str = rule(choices=RELATIONS, default="",
                         required_if=("effect", ("move_in", "place_pair", "swap", "place_and_move")))


def _players(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> int:
    """A printed board action is used from three players on."""
    return int(check.field(entry, "players", int, where, lo=3 if entry.get("card") else 2, hi=5))


@dataclass(frozen=True)
class Space:
    """An action space of the board: the spiders printed beside it, from which table size it is
    used, and (for the two printed board actions) the action printed on it."""
    id: str = rule()
    intrigue: int = rule(lo=0, hi=10)
    players: int = rule(read=_players)  # the smallest table that uses it
    card: str = rule(default="")        # a printed board action; "" for a space a card is dealt onto


@dataclass(frozen=True)
class Favour:
    guild: int = given(key="guild")
    timing: str = rule(choices=TIMINGS)
    effect: str = rule(choices=FAVOUR_EFFECTS)
    minor: str = rule()
    major: str = rule()
    minor_values: tuple[int, ...] = rule(lo=1, hi=3, default=())
    major_values: tuple[int, ...] = rule(lo=1, hi=3, default=())
    intrigue_minor: int = rule(lo=-3, hi=3, default=0)
    intrigue_major: int = rule(lo=-3, hi=3, default=0)


@dataclass(frozen=True)
class GameNumbers:
    """The numbers of [game], kept in Content under the same names."""
    rounds: int = rule(lo=1, hi=20)
    era_after_rounds: tuple[int, ...] = rule(lo=1, hi=20)
    hidden_vote_eras: tuple[int, ...] = rule(lo=1, hi=10)
    neutral_vote_eras: tuple[int, ...] = rule(lo=1, hi=10)
    intrigue_max: int = rule(lo=10, hi=1000)
    equilibrium_total: int = rule(lo=1, hi=30)
    perfect_board_total: int = rule(lo=1, hi=200)
    equilibrium_cards_per_guild: int = rule(lo=1, hi=100)
    guild_power_start: int = rule(lo=0, hi=20)


@dataclass(frozen=True)
class Content:
    guilds: tuple[Guild, ...]
    cards: dict[str, ActionCard]
    spaces: tuple[Space, ...]            # in board order
    first_table_intrigue: dict[str, int]  # the fixed per-card values of games begun before v3 saves
    favours: tuple[Favour, ...]          # indexed by guild
    supply: tuple[int, int, int]         # tokens of value 1, 2, 3
    vote_values: dict[int, tuple[int, int]]   # players -> (low, high)
    initial_sets: tuple[tuple[int, ...], ...]
    extra_set: tuple[int, ...]
    advanced_cards: dict[int, int]
    random_cards: dict[int, int]
    two_player_hand: int
    rounds: int
    era_after_rounds: tuple[int, ...]
    hidden_vote_eras: tuple[int, ...]
    neutral_vote_eras: tuple[int, ...]
    intrigue_max: int
    equilibrium_total: int
    perfect_board_total: int
    equilibrium_cards_per_guild: int
    guild_power_start: int
    scoring: dict[str, int]

    def deal_spaces(self, players: int) -> list[Space]:
        """The spaces the action cards are dealt onto at this table size, in board order."""
        return [s for s in self.spaces if not s.card and s.players <= players]

    def printed_spaces(self, players: int) -> list[Space]:
        """The spaces with an action printed on the board (none at 2 players)."""
        return [s for s in self.spaces if s.card and s.players <= players]

    def guild_index(self, gid: str) -> int:
        return next(g.index for g in self.guilds if g.id == gid)


def _by_players(check: Checker, table: Any, where: str, key: str, lo: int, hi: int) -> dict[int, int]:
    if not isinstance(table, dict):
        raise check.fail(where, f"field '{key}' must be a table of player counts")
    out = {}
    for players in range(2, 6):
        out[players] = check.field(table, str(players), int, f"{where} {key}", lo=lo, hi=hi)
    return out


def _spaces(check: Checker, data: dict[str, Any], cards: dict[str, ActionCard]) -> tuple[Space, ...]:
    """The board's action spaces; each printed board action on exactly one space, from 3 players."""
    spaces: list[Space] = []
    for i, entry in enumerate(check.entries(data, "space")):
        sid = check.field(entry, "id", str, f"space #{i + 1}")
        where = f"space '{sid}'"
        if any(s.id == sid for s in spaces):
            raise check.fail(where, "duplicate space id")
        card = check.field(entry, "card", str, where, default="")
        if card and (card not in cards or cards[card].type != "board"):
            raise check.fail(where, f"field 'card' must name a board action, not {card!r}")
        spaces.append(check.entry(Space, entry, where))
    printed = sorted(s.card for s in spaces if s.card)
    board = sorted(cid for cid, c in cards.items() if c.type == "board")
    if printed != board:
        raise check.fail("[[space]]", f"each board action needs one printed space: {board}, found {printed}")
    return tuple(spaces)


def parse(data: dict[str, Any], source: str = "content.toml") -> Content:
    """Validate raw TOML data; raises ContentError naming the entry and field."""
    check = Checker(source)
    numbers = check.entry(GameNumbers, check.table(data, "game", "[game]"), "[game]")
    guilds = []
    for i, entry in enumerate(check.entries(data, "guild")):
        gid = check.field(entry, "id", str, f"guild #{i + 1}")
        guilds.append(check.entry(Guild, entry, f"guild '{gid}'", values={"index": i}))
    if len(guilds) != 6 or len({gd.id for gd in guilds}) != 6:
        raise check.fail("[[guild]]", f"there must be 6 distinct guilds, found {len(guilds)}")
    cards = _cards(check, data)
    spaces = _spaces(check, data, cards)
    legacy = check.table(check.table(data, "first_table", "[first_table]"), "card_intrigue",
                         "[first_table.card_intrigue]")
    first_table = {cid: check.field(legacy, cid, int, "[first_table.card_intrigue]", lo=0, hi=10)
                   for cid in cards}
    favours = _favours(check, data, guilds)
    supply_t = check.table(data, "supply", "[supply]")
    supply = tuple(check.field(supply_t, str(v), int, "[supply]", lo=0, hi=200) for v in (1, 2, 3))
    vote_values = _vote_values(check, data)
    setup = check.table(data, "setup", "[setup]")
    advanced_cards = _by_players(check, setup.get("advanced_cards"), "[setup]", "advanced_cards", 0, 10)
    random_cards = _by_players(check, setup.get("random_cards"), "[setup]", "random_cards", 1, 15)
    basics = sum(1 for c in cards.values() if c.type == "basic")
    for n in range(2, 6):
        dealt = sum(1 for s in spaces if not s.card and s.players <= n)
        for key, wanted in (("advanced_cards", basics + advanced_cards[n]), ("random_cards", random_cards[n])):
            if dealt != wanted:
                raise check.fail("[[space]]", f"{dealt} spaces to deal onto at {n} players, but "
                                 f"[setup] {key} deals {wanted} cards there")
    sets = check.field(setup, "initial_sets", list, "[setup]")
    initial_sets = tuple(tuple(check.int_list({"set": s}, "set", "[setup] initial_sets", lo=1, hi=3))
                         for s in sets)
    scoring_t = check.table(data, "scoring", "[scoring]")
    scoring = {k: check.field(scoring_t, k, int, "[scoring]", lo=-20, hi=20)
               for k in ("schemer", "unused_major_favour", "variety", "perfect_board", "white_vote_penalty")}
    return Content(
        guilds=tuple(guilds), cards=cards, spaces=spaces, first_table_intrigue=first_table,
        favours=favours, supply=supply, vote_values=vote_values, initial_sets=initial_sets,
        extra_set=tuple(check.int_list(setup, "extra_set", "[setup]", lo=1, hi=3)),
        advanced_cards=advanced_cards, random_cards=random_cards,
        two_player_hand=check.field(setup, "two_player_hand", int, "[setup]", lo=0, hi=5),
        **{f.name: getattr(numbers, f.name) for f in fields(GameNumbers)},
        scoring=scoring,
    )


def _cards(check: Checker, data: dict[str, Any]) -> dict[str, ActionCard]:
    """The action cards by id: 5 basic, 10 advanced and the 2 printed on the board."""
    cards: dict[str, ActionCard] = {}
    for i, entry in enumerate(check.entries(data, "card")):
        cid = check.field(entry, "id", str, f"card #{i + 1}")
        where = f"card '{cid}'"
        if cid in cards:
            raise check.fail(where, "duplicate card id")
        card = check.entry(ActionCard, entry, where)
        if card.effect == "place_pair" and len(card.values) != 2:
            raise check.fail(where, "field 'values' must hold two token values")
        cards[cid] = card
    counts = {t: sum(1 for c in cards.values() if c.type == t) for t in ("basic", "advanced", "board")}
    if counts != {"basic": 5, "advanced": 10, "board": 2}:
        raise check.fail("[[card]]", f"expected 5 basic, 10 advanced, 2 board cards, found {counts}")
    return cards


def _favours(check: Checker, data: dict[str, Any], guilds: list[Guild]) -> tuple[Favour, ...]:
    """One favour per guild, in the guilds' order."""
    guild_ids = {gd.id: gd.index for gd in guilds}
    favours: list[Favour | None] = [None] * len(guilds)
    for i, entry in enumerate(check.entries(data, "favour")):
        gid = check.field(entry, "guild", str, f"favour #{i + 1}", choices=guild_ids)
        where = f"favour '{gid}'"
        idx = guild_ids[gid]
        if favours[idx] is not None:
            raise check.fail(where, "duplicate favour for this guild")
        favours[idx] = check.entry(Favour, entry, where, values={"guild": idx})
    missing = [guilds[i].id for i, f in enumerate(favours) if f is None]
    if missing:
        raise check.fail("[[favour]]", f"no favour for guilds {missing}")
    return tuple(f for f in favours if f is not None)


def _vote_values(check: Checker, data: dict[str, Any]) -> dict[int, tuple[int, int]]:
    """Players -> the (low, high) vote values, from the two vote tiers."""
    tiers = {}
    for entry in check.entries(data, "vote_tier"):
        tier = check.field(entry, "tier", str, "vote_tier", choices={"low", "high"})
        tiers[tier] = _by_players(check, entry.get("values"), f"vote_tier '{tier}'", "values", 0, 10)
    if set(tiers) != {"low", "high"}:
        raise check.fail("[[vote_tier]]", "need one 'low' and one 'high' tier")
    return {p: (tiers["low"][p], tiers["high"][p]) for p in range(2, 6)}


@lru_cache(maxsize=1)
def load() -> Content:
    """The validated content, loaded once."""
    return parse(read_toml(CONTENT_FILE), CONTENT_FILE.name)
