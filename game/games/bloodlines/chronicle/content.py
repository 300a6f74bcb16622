"""The chronicle's content, from chronicle.toml: the player sheet, stickers, assets, obligations,
the seven eras (battlegrounds and scoring cards), the 21 chapters (overview and five missions
each) and the final card; validated at load, every error naming the entry and the field.

:func:`deck` lays the chronicle deck out in its one fixed order (never shuffled).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any

from game.core.content import Checker, read_toml

from ..content import Content
from ..content import load as load_basic
from ..engine import OBLIGATIONS
from ..tables import ASSETS

CHRONICLE_FILE = Path(__file__).resolve().parents[1] / "chronicle.toml"
SECTIONS = ("resources", "abilities", "psyche")
REWARDS = ("asset", "unlock", "elevate")


@dataclass(frozen=True)
class Entry:
    """A sheet entry: a trait (its section), a discipline or an allegiance."""
    id: str
    name: str
    section: str            # resources | abilities | psyche | disciplines | allegiance


@dataclass(frozen=True)
class Sticker:
    ability: str            # a never-dealt character id of content.toml (its one ability)
    discipline: str
    dots: int               # dots needed in the discipline


@dataclass(frozen=True)
class Asset:
    kind: str
    name: str
    text: str


@dataclass(frozen=True)
class Obligation:
    id: str
    name: str
    effect: str             # the engine's code: kind or kind:N (engine.OBLIGATIONS)
    text: str


@dataclass(frozen=True)
class Response:
    text: str
    dot: str                # the sheet entry it gives a dot in


@dataclass(frozen=True)
class Reward:
    kind: str               # asset | unlock | elevate
    asset: str = ""
    character: str = ""     # unlock: a chronicle character or clan leader id
    ability: str = ""       # elevate: the sticker id the elevated vampire carries


@dataclass(frozen=True)
class Mission:
    id: str
    chapter: int
    name: str
    front: str              # the basic mission it is judged by (content.toml mission id)
    situation: str
    responses: tuple[Response, ...]
    reward: Reward


@dataclass(frozen=True)
class Chapter:
    number: int
    era: int
    year: int
    name: str
    text: str
    victor: str             # the title the victor writes on its sheet
    vanquished: int         # research schemes the vanquished unlocks
    enters: tuple[str, ...]  # basic characters that join the character deck
    missions: tuple[Mission, ...]


@dataclass(frozen=True)
class ScoringCard:
    id: str
    era: int
    name: str
    text: str
    dots: tuple[tuple[str, int], ...]   # (trait or allegiance id, change of its value)


@dataclass(frozen=True)
class Era:
    number: int
    name: str
    battlegrounds: tuple[str, ...]
    removes: str            # the battleground leaving at its end ("" the last era)
    adds: str
    scoring: tuple[ScoringCard, ...]


@dataclass(frozen=True)
class Card:
    """One card of the chronicle deck."""
    id: str
    kind: str               # overview | mission | character | leader | basic | scoring | final
    name: str
    text: str
    chapter: int            # the chapter it belongs to (0: none)
    era: int
    character: str = ""     # a content.toml character id (character, leader, basic)


@dataclass(frozen=True)
class Chronicle:
    chapters_per_era: int
    max_dots: int
    max_abilities: int
    trait_value: tuple[int, int]
    allegiance_value: tuple[int, int]
    title_points: int
    discipline_points: int
    era_points: tuple[int, ...]
    traits: tuple[Entry, ...]
    disciplines: tuple[Entry, ...]
    allegiances: tuple[Entry, ...]
    stickers: tuple[Sticker, ...]
    assets: tuple[Asset, ...]
    obligations: tuple[Obligation, ...]
    eras: tuple[Era, ...]
    chapters: tuple[Chapter, ...]
    final_name: str
    final_text: str

    @property
    def entries(self) -> dict[str, Entry]:
        return {e.id: e for e in (*self.traits, *self.disciplines, *self.allegiances)}

    def mission(self, mid: str) -> Mission:
        for ch in self.chapters:
            for m in ch.missions:
                if m.id == mid:
                    return m
        raise KeyError(mid)

    def obligation(self, oid: str) -> Obligation:
        return _find(self.obligations, lambda o: o.id == oid, oid)

    def asset(self, kind: str) -> Asset:
        return _find(self.assets, lambda a: a.kind == kind, kind)

    def scoring_card(self, cid: str) -> ScoringCard:
        return _find([c for e in self.eras for c in e.scoring], lambda c: c.id == cid, cid)


def _find(items: Any, match: Any, key: str) -> Any:
    """The first item that matches; KeyError naming `key` (never a StopIteration) if none does."""
    for item in items:
        if match(item):
            return item
    raise KeyError(key)


def _text(check: Checker, entry: dict, key: str, where: str) -> str:
    value = check.field(entry, key, str, where)
    if not value.strip():
        raise check.fail(where, f"field '{key}' is empty")
    return value


def parse(data: dict[str, Any], basic: Content, source: str = "chronicle.toml") -> Chronicle:
    """Validate the raw TOML against the basic content; ContentError names entry and field."""
    check = Checker(source)
    top = check.table(data, "chronicle", "[chronicle]")
    n_chapters = check.field(top, "chapters", int, "[chronicle]", lo=1, hi=60)
    per_era = check.field(top, "chapters_per_era", int, "[chronicle]", lo=1, hi=10)
    per_chapter = check.field(top, "missions_per_chapter", int, "[chronicle]", lo=0, hi=12)
    max_dots = check.field(top, "max_dots", int, "[chronicle]", lo=1, hi=20)

    def pair(key: str, lo: int, hi: int) -> tuple[int, int]:
        v = check.int_list(top, key, "[chronicle]", lo=lo, hi=hi)
        if len(v) != 2 or v[0] > v[1]:
            raise check.fail("[chronicle]", f"field '{key}' must be [low, high]")
        return v[0], v[1]

    entries: list[Entry] = []
    seen: set[str] = set()

    def entry(kind: str, i: int, raw: dict) -> Entry:
        eid = check.field(raw, "id", str, f"{kind} #{i + 1}")
        where = f"{kind} '{eid}'"
        if eid in seen:
            raise check.fail(where, "duplicate sheet entry id")
        seen.add(eid)
        section = (check.field(raw, "section", str, where, choices=SECTIONS) if kind == "trait"
                   else "disciplines" if kind == "discipline" else "allegiance")
        e = Entry(eid, _text(check, raw, "name", where), section)
        entries.append(e)
        return e

    traits = tuple(entry("trait", i, r) for i, r in enumerate(check.entries(data, "trait")))
    disciplines = tuple(entry("discipline", i, r) for i, r in enumerate(check.entries(data, "discipline")))
    allegiances = tuple(entry("allegiance", i, r) for i, r in enumerate(check.entries(data, "allegiance")))
    for s in SECTIONS:
        if not any(t.section == s for t in traits):
            raise check.fail("[[trait]]", f"no trait in section '{s}'")
    dots_ok = {e.id for e in entries}
    traits_ok = {t.id for t in traits} | {a.id for a in allegiances}

    chars = basic.character_by_id
    stickers = []
    for i, raw in enumerate(check.entries(data, "sticker")):
        where = f"sticker #{i + 1}"
        ab = check.field(raw, "ability", str, where)
        where = f"sticker '{ab}'"
        c = chars.get(ab)
        if c is None or not (c.haven and c.locked and len(c.abilities) == 1):
            raise check.fail(where, "field 'ability' must name a never-dealt character of content.toml "
                             "(locked, haven = true) with one ability")
        stickers.append(Sticker(ab, check.field(raw, "discipline", str, where,
                                                choices=[d.id for d in disciplines]),
                                check.field(raw, "dots", int, where, lo=0, hi=max_dots)))
    sticker_ids = {s.ability for s in stickers}

    assets = []
    for i, raw in enumerate(check.entries(data, "asset")):
        where = f"asset #{i + 1}"
        kind = check.field(raw, "kind", str, where, choices=ASSETS)
        assets.append(Asset(kind, _text(check, raw, "name", f"asset '{kind}'"),
                            _text(check, raw, "text", f"asset '{kind}'")))
    if sorted(a.kind for a in assets) != sorted(ASSETS):
        raise check.fail("[[asset]]", f"one asset of each kind {list(ASSETS)}")

    obligations = []
    for i, raw in enumerate(check.entries(data, "obligation")):
        oid = check.field(raw, "id", str, f"obligation #{i + 1}")
        where = f"obligation '{oid}'"
        effect = check.field(raw, "effect", str, where)
        kind, _, n = effect.partition(":")
        if kind not in OBLIGATIONS or (n and not n.isdigit()):
            raise check.fail(where, f"field 'effect' must be one of {list(OBLIGATIONS)}, optionally ':N'")
        obligations.append(Obligation(oid, _text(check, raw, "name", where), effect,
                                      _text(check, raw, "text", where)))
    if len({o.id for o in obligations}) != len(obligations):
        raise check.fail("[[obligation]]", "duplicate obligation id")

    eras = []
    for i, raw in enumerate(check.entries(data, "era")):
        where = f"era #{i + 1}"
        number = check.field(raw, "number", int, where, lo=1, hi=20)
        if number != i + 1:
            raise check.fail(where, f"field 'number' must be {i + 1} (eras in order)")
        bgs = tuple(check.field(raw, "battlegrounds", list, where))
        if len(bgs) != 3 or len(set(bgs)) != 3 or any(b not in basic.battleground_by_id for b in bgs):
            raise check.fail(where, "field 'battlegrounds' must name three different battlegrounds")
        removes = check.field(raw, "removes", str, where)
        adds = check.field(raw, "adds", str, where)
        if bool(removes) != bool(adds) or (removes and (removes not in bgs or adds in bgs
                                                       or adds not in basic.battleground_by_id)):
            raise check.fail(where, "fields 'removes'/'adds' must swap one of its battlegrounds for a new one")
        cards = []
        for j, c in enumerate(check.field(raw, "scoring", list, where)):
            cid = check.field(c, "id", str, f"{where} scoring #{j + 1}")
            here = f"scoring card '{cid}'"
            dots = check.field(c, "dots", dict, here)
            for k, v in dots.items():
                if k not in traits_ok:
                    raise check.fail(here, f"field 'dots' names no trait or allegiance: {k!r}")
                if isinstance(v, bool) or not isinstance(v, int) or not -2 <= v <= 2 or not v:
                    raise check.fail(here, f"field 'dots' must give -2..2 (not 0) per entry, found {v!r}")
            cards.append(ScoringCard(cid, number, _text(check, c, "name", here),
                                     _text(check, c, "text", here), tuple(dots.items())))
        if not cards:
            raise check.fail(where, "an era reveals at least one scoring card")
        eras.append(Era(number, _text(check, raw, "name", where), bgs, removes, adds, tuple(cards)))
    for a, b in pairwise(eras):
        expect = tuple(b2 if b2 != a.removes else a.adds for b2 in a.battlegrounds)
        if tuple(sorted(expect)) != tuple(sorted(b.battlegrounds)):
            raise check.fail(f"era #{b.number}", f"field 'battlegrounds' must be era {a.number}'s "
                             f"with '{a.removes}' swapped for '{a.adds}'")

    chapters = []
    mission_ids: set[str] = set()
    unlocks: set[str] = set()
    basic_missions = {m.id for m in basic.missions}
    for i, raw in enumerate(check.entries(data, "chapter")):
        where = f"chapter #{i + 1}"
        number = check.field(raw, "number", int, where, lo=1, hi=n_chapters)
        if number != i + 1:
            raise check.fail(where, f"field 'number' must be {i + 1} (chapters in order)")
        enters = tuple(check.field(raw, "enters", list, where, default=[]))
        for cid in enters:
            c = chars.get(cid)
            if c is None or c.kind != "basic" or not c.locked:
                raise check.fail(where, f"field 'enters' must name locked basic characters, found {cid!r}")
        missions = []
        for j, m in enumerate(check.field(raw, "mission", list, where)):
            mid = check.field(m, "id", str, f"{where} mission #{j + 1}")
            here = f"mission '{mid}'"
            if mid in mission_ids:
                raise check.fail(here, "duplicate mission id")
            mission_ids.add(mid)
            responses = []
            for k, r in enumerate(check.field(m, "responses", list, here)):
                at = f"{here} response #{k + 1}"
                if not isinstance(r, dict):
                    raise check.fail(at, "a response is an inline table {text = ..., dot = ...}")
                responses.append(Response(_text(check, r, "text", at),
                                          check.field(r, "dot", str, at, choices=dots_ok)))
            if not 2 <= len(responses) <= 3:
                raise check.fail(here, "field 'responses' must hold 2 or 3 responses")
            rw = check.field(m, "reward", dict, here)
            kind = check.field(rw, "kind", str, f"{here} reward", choices=REWARDS)
            reward = Reward(kind)
            if kind == "asset":
                reward = Reward(kind, asset=check.field(rw, "asset", str, f"{here} reward", choices=ASSETS))
            elif kind == "unlock":
                cid = check.field(rw, "character", str, f"{here} reward")
                c = chars.get(cid)
                if c is None or not c.locked or c.haven or c.kind not in ("ancilla", "leader"):
                    raise check.fail(f"{here} reward", f"field 'character' must name a locked chronicle "
                                     f"character or clan leader, found {cid!r}")
                if cid in unlocks:
                    raise check.fail(f"{here} reward", f"'{cid}' is unlocked by another mission already")
                unlocks.add(cid)
                reward = Reward(kind, character=cid)
            else:
                reward = Reward(kind, ability=check.field(rw, "ability", str, f"{here} reward",
                                                          choices=sticker_ids))
            missions.append(Mission(mid, number, _text(check, m, "name", here),
                                    check.field(m, "front", str, here, choices=basic_missions),
                                    _text(check, m, "situation", here), tuple(responses), reward))
        if len(missions) != per_chapter:
            raise check.fail(where, f"a chapter has {per_chapter} missions, found {len(missions)}")
        if len({m.front for m in missions}) != len(missions):
            raise check.fail(where, "its missions must be judged by different fronts")
        chapters.append(Chapter(number, (number - 1) // per_era + 1,
                                check.field(raw, "year", int, where, lo=1, hi=3000),
                                _text(check, raw, "name", where), _text(check, raw, "text", where),
                                _text(check, raw, "victor", where),
                                check.field(raw, "vanquished", int, where, lo=0, hi=5), enters,
                                tuple(missions)))
    if len(chapters) != n_chapters:
        raise check.fail("[[chapter]]", f"{n_chapters} chapters expected, found {len(chapters)}")
    if len(eras) * per_era != n_chapters:
        raise check.fail("[[era]]", f"{n_chapters // per_era} eras of {per_era} chapters expected")
    years = [c.year for c in chapters]
    if years != sorted(years):
        raise check.fail("[[chapter]]", "the chapters' years must not go back in time")
    final = check.table(data, "final", "[final]")
    return Chronicle(
        chapters_per_era=per_era, max_dots=max_dots,
        max_abilities=check.field(top, "max_abilities", int, "[chronicle]", lo=1, hi=9),
        trait_value=pair("trait_value", 0, 9), allegiance_value=pair("allegiance_value", -9, 9),
        title_points=check.field(top, "title_points", int, "[chronicle]", lo=0, hi=9),
        discipline_points=check.field(top, "discipline_points", int, "[chronicle]", lo=0, hi=9),
        era_points=tuple(check.int_list(top, "era_points", "[chronicle]", lo=0, hi=20)),
        traits=traits, disciplines=disciplines, allegiances=allegiances,
        stickers=tuple(stickers), assets=tuple(assets), obligations=tuple(obligations),
        eras=tuple(eras), chapters=tuple(chapters),
        final_name=_text(check, final, "name", "[final]"), final_text=_text(check, final, "text", "[final]"))


@lru_cache(maxsize=1)
def load() -> Chronicle:
    """The validated chronicle content, loaded once."""
    return parse(read_toml(CHRONICLE_FILE), load_basic(), CHRONICLE_FILE.name)


def deck(ch: Chronicle, basic: Content | None = None) -> tuple[Card, ...]:
    """The chronicle deck, in its one fixed order: per chapter its overview, its missions, the
    basic characters entering the deck, the cards its missions unlock; after an era's third
    chapter its scoring cards; the final card last."""
    basic = basic or load_basic()
    cards: list[Card] = []
    for chapter in ch.chapters:
        n, e = chapter.number, chapter.era
        cards.append(Card(f"overview:{n}", "overview", chapter.name, chapter.text, n, e))
        for m in chapter.missions:
            cards.append(Card(f"mission:{m.id}", "mission", m.name, m.situation, n, e))
        for cid in chapter.enters:
            c = basic.character_by_id[cid]
            cards.append(Card(f"basic:{cid}", "basic", c.name, c.text, n, e, cid))
        for m in chapter.missions:
            if m.reward.kind == "unlock":
                c = basic.character_by_id[m.reward.character]
                kind = "leader" if c.kind == "leader" else "character"
                cards.append(Card(f"{kind}:{c.id}", kind, c.name, c.text or _abilities(c), n, e, c.id))
        if n % ch.chapters_per_era == 0:
            for s in ch.eras[e - 1].scoring:
                cards.append(Card(f"scoring:{s.id}", "scoring", s.name, s.text, n, e))
    cards.append(Card("final", "final", ch.final_name, ch.final_text, 0, len(ch.eras)))
    return tuple(cards)


def _abilities(c: Any) -> str:
    return " ".join(a.text for a in c.abilities)
