"""The campaign's records checked as strictly as a game save (issue 39, item 3): every player, chapter
result, era result and waiting task names only things this build knows, and holds every field
the chronicle reads.  :func:`check_records` raises ValueError naming the field
(``players[1].obligations``, ``chapters[0].vanquished``, ``todo[3].m`` ...), so a hostile or
damaged file is refused when it is opened, never later in the middle of a chapter."""

from __future__ import annotations

from typing import Any

from game.ai.seat import ALIASES, LEVELS

from .. import INFO
from ..content import Character, Content
from ..engine import THIN
from ..tables import ASSETS
from .content import Card, Chronicle
from .order import PHASES, STEPS
from .records import SAVED_KEYS

KINDS = ("human", "ai")

# each record's fields and their types
PLAYER = {"name": str, "kind": str, "level": str, "colour": str, "character": str, "title": str,
          "active": bool, "joined": int, "missed": int, "dots": dict, "titles": list, "assets": list,
          "obligations": list, "retainer": str, "leaders": list, "final": bool}
CHAPTER = {"number": int, "era": int, "players": list, "clans": list, "leaders": list, "vp": list,
           "ranking": list, "victor": int, "vanquished": int, "claims": list, "responses": list,
           "first": int, "bg_points": dict, "lines": list, "eligible": list, "ancillae": list,
           "assets_left": list, "haven_used": list, "save_hash": str, "rewards": list}
ERA = {"era": int, "points": list, "dominant": int, "card": str, "removed": str, "added": str,
       "tiebreak": str}
def _fields(record: Any, spec: dict[str, type], where: str) -> None:
    if not isinstance(record, dict):
        raise ValueError(f"field {where} must be a table")  # noqa: TRY004 - one error kind for a bad file
    for key, kind in spec.items():
        if key not in record:
            raise ValueError(f"field {where}.{key} is missing")
        value = record[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise ValueError(f"field {where}.{key} must be {kind.__name__}")


def _ints(value: list[Any], where: str, lo: int, hi: int) -> None:
    for x in value:
        if type(x) is not int or not lo <= x <= hi:
            raise ValueError(f"field {where} must hold numbers {lo}-{hi}, found {x!r}")


def _ids(value: Any, known: Any, where: str, what: str) -> None:
    for x in value if isinstance(value, list) else [value]:
        if not isinstance(x, str) or x not in known:
            raise ValueError(f"field {where} holds an unknown {what} {x!r}")


SAVED_KEY = dict(SAVED_KEYS)
NEEDS_ORDER = ("p", "m", "n", "clan", "c", "ability", "i", "cards", "tied", "decl", "then")
"""The keys a frame's table must hold for its step, checked in this order (the first missing named)."""

NEED = {"format": int, "seed": int, "draws": int, "phase": str, "chapter": int, "players": list,
        "elevated": dict, "stickers": dict, "unlocked": list, "pos": int, "places": dict,
        "scoresheet": dict, "chapters": list, "eras": list, "current": dict, "todo": list,
        "log": list, "aftermath_step": int, "final": dict}
"""The campaign's fields and their types."""


def check_campaign(d: dict[str, Any], ch: Chronicle, basic: Content, cards: tuple[Card, ...]) -> None:
    """Raise ValueError naming what is wrong with a campaign's data (``Campaign.to_data``'s shape)."""
    for key, kind in NEED.items():
        if key not in d:
            raise ValueError(f"field {key} is missing")
        if not isinstance(d[key], kind) or isinstance(d[key], bool):
            raise ValueError(f"field {key} must be {kind.__name__}")  # noqa: TRY004 - one error kind for a bad file
    if d["phase"] not in PHASES:
        raise ValueError(f"field phase must be one of {list(PHASES)}, not {d['phase']!r}")
    if not 1 <= d["chapter"] <= len(ch.chapters):
        raise ValueError(f"field chapter must be 1-{len(ch.chapters)}")
    if not 2 <= len(d["players"]) <= 8:
        raise ValueError("field players must hold 2 or more players")
    if not 0 <= d["pos"] <= len(cards):
        raise ValueError("field pos is outside the chronicle deck")
    revealed = {c.id for c in cards[:d["pos"]]}
    if set(d["places"]) != revealed:
        raise ValueError("field places does not match the cards revealed from the deck")
    for cid in list(d["elevated"]) + list(d["stickers"]) + [x for v in d["elevated"].values() for x in v]:
        if cid not in basic.character_by_id:
            raise ValueError(f"unknown character {cid!r}")
    for i, pl in enumerate(d["players"]):
        for key in ("name", "kind", "level", "dots", "titles", "assets", "obligations", "retainer",
                    "leaders", "active"):
            if key not in pl:
                raise ValueError(f"field players[{i}].{key} is missing")
        if pl["retainer"] and pl["retainer"] not in basic.character_by_id:
            raise ValueError(f"field players[{i}].retainer names no character")
        for e, n in pl["dots"].items():
            if e not in ch.entries or not isinstance(n, int) or not 0 <= n <= ch.max_dots:
                raise ValueError(f"field players[{i}].dots.{e} is not a sheet entry with 0-{ch.max_dots} dots")
        if any(a not in ASSETS for a in pl["assets"]):
            raise ValueError(f"field players[{i}].assets holds an unknown asset")
    for t in d["todo"]:
        if not isinstance(t, dict) or not isinstance(t.get("t"), str):
            raise ValueError("field todo holds a task that is not a table")  # noqa: TRY004
    check_records(d, ch, basic)


def check_records(d: dict[str, Any], ch: Chronicle, basic: Content) -> None:
    """Raise ValueError naming the first field of the campaign's data this build cannot play."""
    n = len(d["players"])
    chars = basic.character_by_id
    leaders = {c.id for c in basic.characters if c.kind == "leader"}
    obligations = {o.id for o in ch.obligations}
    clans = set(basic.clan_by_id)
    missions = {m.id for c in ch.chapters for m in c.missions}
    unlockable = {**chars, **basic.scheme_by_id, **basic.clan_by_id, **{m.id: m for m in basic.missions},
                  **basic.battleground_by_id}
    _ids(d["unlocked"], unlockable, "unlocked", "id")
    for cid, clan in d["stickers"].items():
        if clan != THIN and clan not in clans:
            raise ValueError(f"field stickers.{cid} holds an unknown clan {clan!r}")
    for key, value in d["scoresheet"].items():
        if key not in ch.entries or type(value) is not int:
            raise ValueError(f"field scoresheet.{key} is not a trait or allegiance with a number")
    for i, pl in enumerate(d["players"]):
        where = f"players[{i}]"
        _fields(pl, PLAYER, where)
        if pl["kind"] not in KINDS:
            raise ValueError(f"field {where}.kind must be one of {list(KINDS)}, not {pl['kind']!r}")
        if pl["level"] not in LEVELS and pl["level"] not in ALIASES:
            raise ValueError(f"field {where}.level must be an AI level {list(LEVELS)}, not {pl['level']!r}")
        _ids(pl["obligations"], obligations, f"{where}.obligations", "obligation")
        _ids(pl["leaders"], leaders, f"{where}.leaders", "clan leader")
        if not all(isinstance(x, str) for x in pl["titles"]):
            raise ValueError(f"field {where}.titles must hold titles (text)")
    for i, r in enumerate(d["chapters"]):
        where = f"chapters[{i}]"
        _fields(r, CHAPTER, where)
        seats = r["players"]
        _ints(seats, f"{where}.players", 0, n - 1)
        if not 2 <= len(seats) <= 4 or len(set(seats)) != len(seats):
            raise ValueError(f"field {where}.players must list 2-4 different players")
        if not 1 <= r["number"] <= len(ch.chapters):
            raise ValueError(f"field {where}.number must be 1-{len(ch.chapters)}")
        for key in ("clans", "leaders", "vp", "lines", "eligible", "ancillae", "assets_left", "haven_used"):
            if len(r[key]) != len(seats):
                raise ValueError(f"field {where}.{key} must hold one entry per seat")
        _ids(r["clans"], clans, f"{where}.clans", "clan")
        _ids(r["leaders"], leaders, f"{where}.leaders", "clan leader")
        _ints(r["ranking"] + [r["victor"], r["vanquished"], r["first"]], f"{where}.ranking", 0, n - 1)
        _ints(r["claims"], f"{where}.claims", -1, n - 1)
        if len(r["claims"]) != len(r["responses"]):
            raise ValueError(f"field {where}.responses must hold one entry per mission")
        for key in ("lines", "eligible", "ancillae"):
            for line in r[key]:
                _ids(line, chars, f"{where}.{key}", "character")
        for held in r["assets_left"]:
            _ids(held, ASSETS, f"{where}.assets_left", "asset")
    for i, e in enumerate(d["eras"]):
        _fields(e, ERA, f"eras[{i}]")
        if not 1 <= e["era"] <= len(ch.eras):
            raise ValueError(f"field eras[{i}].era must be 1-{len(ch.eras)}")
    if d["phase"] in ("aftermath", "era") and not d["chapters"]:
        raise ValueError(f"field chapters is empty in the {d['phase']}")
    for i, t in enumerate(d["todo"]):
        _task(t, f"todo[{i}]", n, chars, clans, missions, ch)
    current = d["current"]
    if "seats" in current:
        _ints(current["seats"] if isinstance(current["seats"], list) else [None], "current.seats", 0, n - 1)
    if "setup" in current:           # the chapter being played: the options it was begun with
        setup = current["setup"]
        _fields(setup, {"players": int, "seed": int, "options": dict, "seats": list,
                        "chronicle_seats": list}, "current.setup")
        try:
            INFO.check_options(setup["options"])
        except (ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"field current.setup.options: {exc}") from None


def _task(t: dict[str, Any], where: str, n: int, chars: dict[str, Character], clans: set[str], missions: set[str],
          ch: Chronicle) -> None:
    if t["t"] not in STEPS:
        raise ValueError(f"field {where}.t names no task of the chronicle: {t['t']!r}")
    needed = {SAVED_KEY[name] for name in STEPS[t["t"]].needs}
    for key in NEEDS_ORDER:
        if key in needed and key not in t:
            raise ValueError(f"field {where}.{key} is missing")
    if "p" in t:
        _ints([t["p"]], f"{where}.p", 0, n - 1)
    if "n" in t:
        _ints([t["n"]], f"{where}.n", 1, 6)
    if "i" in t:
        _ints([t["i"]], f"{where}.i", 0, 11)
    if "m" in t:
        _ids(t["m"], missions, f"{where}.m", "mission")
    if "clan" in t:
        _ids(t["clan"], clans, f"{where}.clan", "clan")
    for key in ("c", "ability", "draw", "new"):
        if key in t:
            _ids(t[key], chars, f"{where}.{key}", "character")
    if "cards" in t:
        _ids(t["cards"], {s.id for e in ch.eras for s in e.scoring}, f"{where}.cards", "scoring card")
    if "tied" in t:
        _ints(t["tied"] if isinstance(t["tied"], list) else [None], f"{where}.tied", 0, n - 1)
    if "then" in t and t["then"] not in ("era", "end"):
        raise ValueError(f"field {where}.then must be era or end")

