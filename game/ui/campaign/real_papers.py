"""The chronicle's papers read from the real campaign into the window's views (``port``): each player's
sheet and haven, the booklet (chapters, eras, scoresheet, the last word), an era's standing as it ends,
and a character card as the chronicle has made it (its stickers on it).  `c` is the chronicle's
``Campaign``; nothing here changes it."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.games.bloodlines.content import load
from game.ui.campaign.port import (
    BookletView,
    ChapterRow,
    EraRow,
    EraStanding,
    HavenView,
    MissionView,
    SheetView,
    Trait,
)
from game.ui.kit.names import counted
from game.ui.tables.bloodlines import read

SECTION_NAMES = {"resources": "Resources", "abilities": "Abilities", "psyche": "Psyche",
                 "disciplines": "Discipline mastery", "discipline mastery": "Discipline mastery",
                 "allegiance": "Allegiance", "allegiances": "Allegiance"}


def bloodlines_content() -> Any:
    """The Bloodlines content the chronicle's cards come from."""
    return load()


def card_index(value: Any) -> int | None:
    """A character as the table's card index (the content's index, or its id looked up)."""
    if value is None or value == "" or value == -1:
        return None
    if isinstance(value, int):
        return value if value >= 0 else None
    found = bloodlines_content().character_by_id.get(str(value))
    return None if found is None else found.index


def _rows(c: Any, seat: int) -> list[tuple[str, list[tuple[str, int]]]]:
    return [(str(section), [(str(label), int(dots)) for label, dots in rows])
            for section, rows in c.sheet_rows(seat)]


def _most(c: Any) -> int:
    content = c.chronicle
    return int(getattr(content, "max_dots", 5) or 5)


def sheet(c: Any, seat: int) -> SheetView:
    player = c.players[seat]
    most = _most(c)
    sections: list[tuple[str, tuple[Trait, ...]]] = []
    disciplines: tuple[Trait, ...] = ()
    allegiances: tuple[Trait, ...] = ()
    for section, rows in _rows(c, seat):
        name = SECTION_NAMES.get(section.lower(), section)
        traits = tuple(Trait(label, dots, most) for label, dots in rows)
        if name == "Discipline mastery":
            disciplines = traits
        elif name == "Allegiance":
            allegiances = tuple(Trait(label, dots, most) for label, dots in rows)
        else:
            sections.append((name, traits))
    obligations = tuple(_obligation(c, o) for o in getattr(player, "obligations", ()))
    return SheetView(seat, str(player.name), str(getattr(player, "character", "") or "(not yet named)"),
                     tuple(sections), disciplines, allegiances, tuple(str(t) for t in getattr(player, "titles", ())),
                     tuple(_asset(c, a) for a in getattr(player, "assets", ())), obligations,
                     chronicle_points(c, seat), tuple(_stickers(c, seat)), _breakdown(c, seat))


def _obligation(c: Any, oid: Any) -> str:
    try:
        return str(c.obligation_name(oid))
    except Exception:  # noqa: BLE001 - a name is never worth an error
        return str(oid)


def _asset(c: Any, kind: Any) -> str:
    content = c.chronicle
    try:
        asset = content.asset(kind)
        return f"{asset.name}: {asset.text}" if getattr(asset, "text", "") else str(asset.name)
    except Exception:  # noqa: BLE001 - a name is never worth an error
        return str(kind).capitalize()


def chronicle_points(c: Any, seat: int) -> int | None:
    try:
        return int(c.chronicle_points(seat)["total"])
    except Exception:  # noqa: BLE001 - points not reckoned yet
        return None


def _breakdown(c: Any, seat: int) -> tuple[tuple[str, int], ...]:
    try:
        parts = c.chronicle_points(seat)
    except Exception:  # noqa: BLE001 - points not reckoned yet
        return ()
    names = (("resources", "Resources"), ("abilities", "Abilities"), ("psyche", "Psyche"),
             ("allegiance", "Allegiance"), ("disciplines", "Discipline mastery"), ("titles", "Titles"))
    return tuple((label, int(parts[key])) for key, label in names if key in parts)


def _stickers(c: Any, seat: int) -> list[str]:
    allowed = getattr(c, "stickers_allowed", None)
    if not callable(allowed):
        return []
    try:
        basic = bloodlines_content()
        return [basic.character_by_id[s].name if s in basic.character_by_id else str(s) for s in allowed(seat)]
    except Exception:  # noqa: BLE001 - a list of names is never worth an error
        return []


def haven(c: Any, seat: int, over: bool) -> HavenView:
    player = c.players[seat]
    retained = card_index(getattr(player, "retainer", None))
    leaders = tuple(i for i in (card_index(x) for x in getattr(player, "leaders", ())) if i is not None)
    kept = tuple(i for i in (card_index(x) for x in player.get("characters", ())) if i is not None)
    note = "kept to the chronicle's end" if over else ""
    return HavenView(seat, str(player.name), retained, note, leaders, kept,
                     tuple(_asset(c, a) for a in getattr(player, "assets", ())),
                     tuple(_obligation(c, o) for o in getattr(player, "obligations", ())))


def chronicle_character(c: Any, index: int) -> Any:
    """The character `index` as the chronicle has made it: the ability stickers it was elevated with
    below its own, and the clan sticker it carries (thin blood: no clan)."""
    basic = bloodlines_content()
    cid = basic.characters[index].id
    stickers = (c.d.get("elevated") or {}).get(cid, ())
    grafts = tuple(basic.character_by_id[s].index for s in stickers if s in basic.character_by_id)
    card = read.card_of(index, grafts)
    clan = (c.d.get("stickers") or {}).get(cid)
    if clan is not None:
        clans = [entry.id for entry in basic.clans]
        card = dataclasses.replace(card, clan=clans.index(clan) if clan in clans else -1)
    return card


def era_standing(c: Any) -> EraStanding | None:
    if c.phase != "era" or not c.era_results:
        return None
    er = c.era_results[-1]
    era = c.chronicle.eras[int(er.era) - 1]
    grounds = bloodlines_content().battleground_by_id

    def ground(bid: str) -> str:
        return grounds[bid].name if bid in grounds else str(bid or "")

    dominant = er.get("dominant", -1)
    return EraStanding(int(er.era), str(era.name), tuple(int(p) for p in er.get("points", ())),
                       None if dominant is None or dominant < 0 else int(dominant), str(er.get("tiebreak", "")),
                       ground(er.get("removed", "")), ground(er.get("added", "")))


def booklet(c: Any, name: str, seats: list[dict[str, Any]], over: bool) -> BookletView:
    played = {int(r.number): r for r in getattr(c, "chapters", ())}
    rows = []
    content = c.chronicle
    chapters = list(getattr(content, "chapters", ())) if content is not None else []
    for ch in chapters:
        if ch.number > c.chapter:       # a chapter not reached yet is not in the booklet
            break
        r = played.get(ch.number)
        if r is None:
            rows.append(ChapterRow(ch.number, ch.era, ch.name))
            continue
        names = {clan.id: clan.name for clan in bloodlines_content().clans}
        clans = _per_player(c, r, [names.get(clan, "Thin-blooded" if not clan else str(clan))
                                   for clan in r.get("clans", ())], "")
        scores = _per_player(c, r, list(getattr(r, "vp", ())), 0)
        rows.append(ChapterRow(ch.number, ch.era, ch.name, True, tuple(str(clan) for clan in clans),
                               r.get("victor"), r.get("vanquished"), tuple(int(v) for v in scores)))
    eras_done = {int(e.era): e for e in getattr(c, "era_results", ())}
    reached = max((ch.era for ch in chapters if ch.number <= c.chapter), default=0)
    eras = []
    for era in getattr(content, "eras", ()) if content is not None else ():
        done = eras_done.get(era.number)
        if done is None and era.number > reached and not over:
            continue                    # an era not reached yet is not in the booklet either
        card = ""
        if done is not None and getattr(done, "card", None):
            try:
                card = content.scoring_card(done.card).name
            except Exception:  # noqa: BLE001
                card = str(done.card)
        eras.append(EraRow(era.number, era.name, getattr(done, "dominant", None) if done is not None else None,
                           card, str(getattr(era, "removes", ""))))
    scoresheet = _scoresheet(c)
    points = tuple(chronicle_points(c, s) or 0 for s in range(len(seats)))
    final = ""
    done = c.d.get("final") or {}
    if over and done.get("winner") is not None:
        winner = int(done["winner"])
        best = points[winner] if winner < len(points) else 0
        final = f"{seats[winner]['name']} rules the night, with {counted(best, 'chronicle point')}."
    return BookletView(name, tuple(s["name"] for s in seats), tuple(rows), tuple(eras), scoresheet, points, final)


def _per_player(c: Any, r: Any, values: list, empty: Any) -> list:
    """A chapter's per-seat values laid out per player (absent players empty)."""
    players = list(getattr(r, "players", range(len(values))))
    out = [empty] * len(c.players)
    for seat, player in enumerate(players):
        if seat < len(values) and 0 <= player < len(out):
            out[player] = values[seat]
    return out


def _scoresheet(c: Any) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
    values = dict(getattr(c, "scoresheet", {}) or {})
    content = c.chronicle
    if content is None:
        return (("Values", tuple((str(k), int(v)) for k, v in values.items())),)
    groups: dict[str, list[tuple[str, int]]] = {}
    for entry in (*content.traits, *content.allegiances):
        if entry.id in values:
            name = SECTION_NAMES.get(entry.section, entry.section.capitalize())
            groups.setdefault(name, []).append((entry.name, int(values[entry.id])))
    return tuple((name, tuple(rows)) for name, rows in groups.items())


def missions(c: Any, number: int) -> tuple[MissionView, ...]:
    """Chapter `number`'s chronicle missions: each judged by one of the table's missions, its reward,
    and (once the chapter is played) who claimed it."""
    content = c.chronicle
    if not 1 <= number <= len(content.chapters):
        return ()
    fronts = {m.id: m.name for m in bloodlines_content().missions}
    record = next((r for r in c.d["chapters"] if int(r["number"]) == number), None)
    out = []
    for k, m in enumerate(content.chapters[number - 1].missions):
        claimer = ""
        if record is not None:
            p = record["claims"][k] if k < len(record["claims"]) else -1
            claimer = str(c.players[p]["name"]) if p >= 0 else ""
        out.append(MissionView(str(m.name), fronts.get(m.front, str(m.front)), read.reward_words(m.reward), claimer,
                               record is not None))
    return tuple(out)


def discipline_detail(c: Any, choice: Any) -> str:
    """What a dot in a discipline does in the prologue: the ability your first retainer is elevated
    with, and the one a second dot opens for later aftermaths."""
    basic = bloodlines_content()
    stickers = sorted((s for s in c.chronicle.stickers if s.discipline == choice.key), key=lambda s: s.dots)
    parts = []
    for k, s in enumerate(stickers):
        ability = basic.character_by_id[s.ability]
        text = ability.abilities[0].text if ability.abilities else ""
        lead = "Your first retainer gains" if k == 0 else f"At {counted(s.dots, 'dot')}, a vampire may gain"
        parts.append(f"{lead} {ability.name}: {text}")
    return " ".join(parts) or str(getattr(choice, "detail", "") or "")


def sticker_words(c: Any, index: int) -> str:
    """The stickers a character carries in the chronicle: its ability stickers and its clan sticker."""
    basic = bloodlines_content()
    cid = basic.characters[index].id
    abilities = [f"'{basic.character_by_id[s].name}'" for s in (c.d.get("elevated") or {}).get(cid, ())
                 if s in basic.character_by_id]
    parts = [f"ability sticker{'s' if len(abilities) > 1 else ''} {', '.join(abilities)}"] if abilities else []
    clan = (c.d.get("stickers") or {}).get(cid)
    if clan is not None:
        found = basic.clan_by_id.get(clan)
        parts.append("a thin-blood sticker" if not clan else f"the clan sticker of {found.name if found else clan}")
    return ("Stickers: " + "; ".join(parts)) if parts else "No stickers"


def retainer_detail(c: Any, choice: Any) -> str:
    """A vampire that may go into the haven: its card's line, then the stickers the chronicle gave it."""
    detail = str(getattr(choice, "detail", "") or "")
    index = card_index(getattr(choice, "card", None))
    if index is None:
        return detail
    stickers = sticker_words(c, index)
    return f"{stickers} · {detail}" if detail and detail != "no change" else \
        (f"{stickers} · no change" if detail else stickers)
