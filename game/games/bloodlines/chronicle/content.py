"""The chronicle's content, from chronicle.toml: the player sheet, stickers, assets, obligations,
the seven eras (battlegrounds and scoring cards), the 21 chapters (overview and five missions
each) and the final card; validated at load, every error naming the entry and the field.  Each
entry is declared with its field rules and built by the kit's loader (game/core/content.py);
:func:`parse` checks what spans entries (an era's battlegrounds against the one before, a mission
id or an unlock used twice, the chapters' years).

:func:`deck` lays the chronicle deck out in its one fixed order (never shuffled).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any

from game.core.content import Checker, given, read_toml, rule

from ..content import Character, Content
from ..content import load as load_basic
from ..engine import OBLIGATIONS
from ..tables import ASSETS

CHRONICLE_FILE = Path(__file__).resolve().parents[1] / "chronicle.toml"
SECTIONS = ("resources", "abilities", "psyche")
REWARDS = ("asset", "unlock", "elevate")


def _enters(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> tuple[str, ...]:
    """The basic characters a chapter brings into the character deck (locked ones)."""
    enters = tuple(check.field(entry, "enters", list, where, default=[]))
    for cid in enters:
        if cid not in check.refs["locked_basic"]:
            raise check.fail(where, f"field 'enters' must name locked basic characters, found {cid!r}")
    return enters


def _responses(check: Checker, entry: Mapping[str, Any], where: str,
               done: Mapping[str, Any]) -> tuple[Response, ...]:
    responses = []
    for k, r in enumerate(check.field(entry, "responses", list, where)):
        at = f"{where} response #{k + 1}"
        if not isinstance(r, dict):
            raise check.fail(at, "a response is an inline table {text = ..., dot = ...}")
        responses.append(check.entry(Response, r, at))
    if not 2 <= len(responses) <= 3:
        raise check.fail(where, "field 'responses' must hold 2 or 3 responses")
    return tuple(responses)


def _reward(check: Checker, entry: Mapping[str, Any], where: str, done: Mapping[str, Any]) -> Reward:
    here = f"{where} reward"
    reward = check.entry(Reward, check.field(entry, "reward", dict, where), here)
    if reward.kind == "unlock" and reward.character not in check.refs["unlockable"]:
        raise check.fail(here, f"field 'character' must name a locked chronicle character or clan "
                         f"leader, found {reward.character!r}")
    return reward


def _missions(check: Checker, entry: Mapping[str, Any], where: str,
              done: Mapping[str, Any]) -> tuple[Mission, ...]:
    missions = []
    for j, m in enumerate(check.field(entry, "mission", list, where)):
        mid = check.key(m, "id", f"{where} mission #{j + 1}")
        missions.append(check.entry(Mission, m, f"mission '{mid}'", values={"chapter": done["number"]}))
    return tuple(missions)


def _era_battlegrounds(check: Checker, entry: Mapping[str, Any], where: str,
                       done: Mapping[str, Any]) -> tuple[str, ...]:
    bgs = tuple(check.field(entry, "battlegrounds", list, where))
    if len(bgs) != 3 or len(set(bgs)) != 3 or any(b not in check.refs["battleground"] for b in bgs):
        raise check.fail(where, "field 'battlegrounds' must name three different battlegrounds")
    return bgs


def _scoring(check: Checker, entry: Mapping[str, Any], where: str,
             done: Mapping[str, Any]) -> tuple[ScoringCard, ...]:
    cards = []
    for j, c in enumerate(check.field(entry, "scoring", list, where)):
        cid = check.key(c, "id", f"{where} scoring #{j + 1}")
        cards.append(check.entry(ScoringCard, c, f"scoring card '{cid}'", values={"era": done["number"]}))
    if not cards:
        raise check.fail(where, "an era reveals at least one scoring card")
    return tuple(cards)


def _dots(check: Checker, entry: Mapping[str, Any], where: str,
          done: Mapping[str, Any]) -> tuple[tuple[str, int], ...]:
    dots = check.field(entry, "dots", dict, where)
    for k, v in dots.items():
        if k not in check.refs["trait"]:
            raise check.fail(where, f"field 'dots' names no trait or allegiance: {k!r}")
        if isinstance(v, bool) or not isinstance(v, int) or not -2 <= v <= 2 or not v:
            raise check.fail(where, f"field 'dots' must give -2..2 (not 0) per entry, found {v!r}")
    return tuple(dots.items())


@dataclass(frozen=True)
class Entry:
    """A sheet entry: a trait (its section), a discipline or an allegiance."""
    id: str = rule()
    name: str = rule(filled=True)
    section: str = rule(choices=SECTIONS)   # resources | abilities | psyche | disciplines | allegiance


@dataclass(frozen=True)
class Sticker:
    ability: str = rule()   # a never-dealt character id of content.toml (its one ability)
    discipline: str = rule(ref="discipline")
    dots: int = given(key="dots")   # dots needed in the discipline (0..the sheet's max_dots)


@dataclass(frozen=True)
class Asset:
    kind: str = rule(choices=ASSETS)
    name: str = rule(filled=True)
    text: str = rule(filled=True)


@dataclass(frozen=True)
class Obligation:
    id: str = rule()
    name: str = rule(filled=True)
    effect: str = rule()    # the engine's code: kind or kind:N (engine.OBLIGATIONS)
    text: str = rule(filled=True)


@dataclass(frozen=True)
class Response:
    text: str = rule(filled=True)
    dot: str = rule(ref="dot")   # the sheet entry it gives a dot in


@dataclass(frozen=True)
class Reward:
    kind: str = rule(choices=REWARDS)          # asset | unlock | elevate
    asset: str = rule(choices=ASSETS, default="", required_if=("kind", ("asset",)))
    character: str = rule(default="", required_if=("kind", ("unlock",)))
    """unlock: a chronicle character or clan leader id"""
    ability: str = rule(ref="sticker", default="", required_if=("kind", ("elevate",)))
    """elevate: the sticker id the elevated vampire carries"""


@dataclass(frozen=True)
class Mission:
    id: str = rule()
    chapter: int = given()
    name: str = rule(filled=True)
    front: str = rule(ref="front")   # the basic mission it is judged by (content.toml mission id)
    situation: str = rule(filled=True)
    responses: tuple[Response, ...] = rule(read=_responses)
    reward: Reward = rule(read=_reward)


@dataclass(frozen=True)
class Chapter:
    number: int = given(key="number")      # 1..the chronicle's chapters, in order
    era: int = given()
    year: int = rule(lo=1, hi=3000)
    name: str = rule(filled=True)
    text: str = rule(filled=True)
    victor: str = rule(filled=True)          # the title the victor writes on its sheet
    vanquished: int = rule(lo=0, hi=5)       # research schemes the vanquished unlocks
    enters: tuple[str, ...] = rule(read=_enters)   # basic characters that join the character deck
    missions: tuple[Mission, ...] = rule(key="mission", read=_missions)


@dataclass(frozen=True)
class ScoringCard:
    id: str = rule()
    era: int = given()
    name: str = rule(filled=True)
    text: str = rule(filled=True)
    dots: tuple[tuple[str, int], ...] = rule(read=_dots)   # (trait or allegiance id, change of its value)


@dataclass(frozen=True)
class Final:
    """The final card of the chronicle deck."""
    name: str = rule(filled=True)
    text: str = rule(filled=True)


@dataclass(frozen=True)
class Era:
    number: int = rule(lo=1, hi=20)
    name: str = rule(filled=True)
    battlegrounds: tuple[str, ...] = rule(read=_era_battlegrounds)
    removes: str = rule()          # the battleground leaving at its end ("" the last era)
    adds: str = rule()
    scoring: tuple[ScoringCard, ...] = rule(read=_scoring)


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


def _sheet(check: Checker, data: Mapping[str, Any]) -> tuple[tuple[Entry, ...], ...]:
    """The sheet's traits, disciplines and allegiances, their ids distinct across the three."""
    seen: set[str] = set()
    out = []
    for kind, section in (("trait", ""), ("discipline", "disciplines"), ("allegiance", "allegiance")):
        entries = []
        for i, raw in enumerate(check.entries(data, kind)):
            where = f"{kind} '{check.field(raw, 'id', str, f'{kind} #{i + 1}')}'"
            if raw["id"] in seen:
                raise check.fail(where, "duplicate sheet entry id")
            seen.add(raw["id"])
            entries.append(check.entry(Entry, raw, where, values={"section": section} if section else None))
        out.append(tuple(entries))
    return tuple(out)


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

    traits, disciplines, allegiances = _sheet(check, data)
    for s in SECTIONS:
        if not any(t.section == s for t in traits):
            raise check.fail("[[trait]]", f"no trait in section '{s}'")
    chars = basic.character_by_id
    check.refs.update(
        discipline=[d.id for d in disciplines], dot=[e.id for e in (*traits, *disciplines, *allegiances)],
        trait={t.id for t in traits} | {a.id for a in allegiances}, battleground=basic.battleground_by_id,
        front={m.id for m in basic.missions},
        locked_basic={c.id for c in chars.values() if c.kind == "basic" and c.locked},
        unlockable={c.id for c in chars.values() if c.locked and not c.haven and c.kind in ("ancilla", "leader")})
    stickers = _stickers(check, data, basic, max_dots)
    check.refs["sticker"] = [s.ability for s in stickers]
    assets = [check.entry(Asset, raw, f"asset '{check.field(raw, 'kind', str, f'asset #{i + 1}', choices=ASSETS)}'")
              for i, raw in enumerate(check.entries(data, "asset"))]
    if sorted(a.kind for a in assets) != sorted(ASSETS):
        raise check.fail("[[asset]]", f"one asset of each kind {list(ASSETS)}")
    obligations = _obligations(check, data)
    eras = _eras(check, data, basic)
    chapters = _chapters(check, data, n_chapters, per_era, per_chapter)
    if len(eras) * per_era != n_chapters:
        raise check.fail("[[era]]", f"{n_chapters // per_era} eras of {per_era} chapters expected")
    final = check.entry(Final, check.table(data, "final", "[final]"), "[final]")
    return Chronicle(
        chapters_per_era=per_era, max_dots=max_dots,
        max_abilities=check.field(top, "max_abilities", int, "[chronicle]", lo=1, hi=9),
        trait_value=pair("trait_value", 0, 9), allegiance_value=pair("allegiance_value", -9, 9),
        title_points=check.field(top, "title_points", int, "[chronicle]", lo=0, hi=9),
        discipline_points=check.field(top, "discipline_points", int, "[chronicle]", lo=0, hi=9),
        era_points=tuple(check.int_list(top, "era_points", "[chronicle]", lo=0, hi=20)),
        traits=traits, disciplines=disciplines, allegiances=allegiances,
        stickers=stickers, assets=tuple(assets), obligations=obligations, eras=eras, chapters=chapters,
        final_name=final.name, final_text=final.text)


def _stickers(check: Checker, data: Mapping[str, Any], basic: Content, max_dots: int) -> tuple[Sticker, ...]:
    stickers = []
    for i, raw in enumerate(check.entries(data, "sticker")):
        ab = check.field(raw, "ability", str, f"sticker #{i + 1}")
        where = f"sticker '{ab}'"
        c = basic.character_by_id.get(ab)
        if c is None or not (c.haven and c.locked and len(c.abilities) == 1):
            raise check.fail(where, "field 'ability' must name a never-dealt character of content.toml "
                             "(locked, haven = true) with one ability")
        stickers.append(check.entry(Sticker, raw, where, values={
            "dots": check.field(raw, "dots", int, where, lo=0, hi=max_dots)}))
    return tuple(stickers)


def _obligations(check: Checker, data: Mapping[str, Any]) -> tuple[Obligation, ...]:
    obligations = []
    for i, raw in enumerate(check.entries(data, "obligation")):
        where = f"obligation '{check.field(raw, 'id', str, f'obligation #{i + 1}')}'"
        obligation = check.entry(Obligation, raw, where)
        kind, _, n = obligation.effect.partition(":")
        if kind not in OBLIGATIONS or (n and not n.isdigit()):
            raise check.fail(where, f"field 'effect' must be one of {list(OBLIGATIONS)}, optionally ':N'")
        obligations.append(obligation)
    if len({o.id for o in obligations}) != len(obligations):
        raise check.fail("[[obligation]]", "duplicate obligation id")
    return tuple(obligations)


def _eras(check: Checker, data: Mapping[str, Any], basic: Content) -> tuple[Era, ...]:
    """The eras in order, each swapping one battleground of the one before for a new one."""
    eras = []
    for i, raw in enumerate(check.entries(data, "era")):
        where = f"era #{i + 1}"
        era = check.entry(Era, raw, where)
        if era.number != i + 1:
            raise check.fail(where, f"field 'number' must be {i + 1} (eras in order)")
        if bool(era.removes) != bool(era.adds) or (era.removes and (
                era.removes not in era.battlegrounds or era.adds in era.battlegrounds
                or era.adds not in basic.battleground_by_id)):
            raise check.fail(where, "fields 'removes'/'adds' must swap one of its battlegrounds for a new one")
        eras.append(era)
    for a, b in pairwise(eras):
        expect = tuple(b2 if b2 != a.removes else a.adds for b2 in a.battlegrounds)
        if tuple(sorted(expect)) != tuple(sorted(b.battlegrounds)):
            raise check.fail(f"era #{b.number}", f"field 'battlegrounds' must be era {a.number}'s "
                             f"with '{a.removes}' swapped for '{a.adds}'")
    return tuple(eras)


def _chapters(check: Checker, data: Mapping[str, Any], n_chapters: int, per_era: int,
              per_chapter: int) -> tuple[Chapter, ...]:
    """The chapters in order, each with its missions judged by different fronts, years never
    going back."""
    chapters = []
    for i, raw in enumerate(check.entries(data, "chapter")):
        where = f"chapter #{i + 1}"
        number = check.field(raw, "number", int, where, lo=1, hi=n_chapters)
        if number != i + 1:
            raise check.fail(where, f"field 'number' must be {i + 1} (chapters in order)")
        chapter = check.entry(Chapter, raw, where, values={"number": number, "era": (number - 1) // per_era + 1})
        if len(chapter.missions) != per_chapter:
            raise check.fail(where, f"a chapter has {per_chapter} missions, found {len(chapter.missions)}")
        if len({m.front for m in chapter.missions}) != len(chapter.missions):
            raise check.fail(where, "its missions must be judged by different fronts")
        chapters.append(chapter)
    _check_missions(check, chapters)
    if len(chapters) != n_chapters:
        raise check.fail("[[chapter]]", f"{n_chapters} chapters expected, found {len(chapters)}")
    years = [c.year for c in chapters]
    if years != sorted(years):
        raise check.fail("[[chapter]]", "the chapters' years must not go back in time")
    return tuple(chapters)


def _check_missions(check: Checker, chapters: list[Chapter]) -> None:
    """Across the chronicle: each mission id once, each character unlocked by one mission."""
    mission_ids: set[str] = set()
    unlocks: set[str] = set()
    for chapter in chapters:
        for m in chapter.missions:
            if m.id in mission_ids:
                raise check.fail(f"mission '{m.id}'", "duplicate mission id")
            mission_ids.add(m.id)
            cid = m.reward.character
            if cid in unlocks:
                raise check.fail(f"mission '{m.id}' reward", f"'{cid}' is unlocked by another mission already")
            if cid:
                unlocks.add(cid)


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


def _abilities(c: Character) -> str:
    return " ".join(a.text for a in c.abilities)
