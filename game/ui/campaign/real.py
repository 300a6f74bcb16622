"""The real chronicle behind the window's ports: ``game.games.bloodlines.chronicle`` (the campaign's
decisions and records) and ``game.saves.campaign_file`` (its file, its chapters' saves beside it).

Everything the scenes show is read here into the frozen views of ``port``; the only thing the
window hands back is a choice (``choose``) or a finished chapter's state (``finish_chapter``).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game import games
from game.games.bloodlines.chronicle import campaign as chronicle
from game.games.bloodlines.content import load
from game.saves import campaign_file
from game.saves.savefile import read_document, save_game
from game.ui.campaign.port import (
    AFTERMATH_STEPS,
    PROLOGUE_STEPS,
    BookletView,
    CampaignEntry,
    ChapterRow,
    ChoiceView,
    DecisionView,
    EraRow,
    EraStanding,
    HavenView,
    RevealView,
    SheetView,
    Trait,
)
from game.ui.session import GameSession
from game.ui.tables.bloodlines import read
from game.ui.theme import COLOUR_NAMES

log = logging.getLogger(__name__)

ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")
PROLOGUE_PLACE = {"name": 0, "character": 1, "trait": 2, "discipline": 3, "title": 4, "retainer": 5,
                  "retainer_clan": 6, "clan": 6}
AFTERMATH_PLACE = {"results": 0, "title": 1, "research": 1, "overview": 1, "response": 2, "mission": 2,
                   "clan_sticker": 2, "elevate": 2, "unlock": 2, "obligations": 3, "ability_ancilla": 4,
                   "ability_sticker": 4, "ability": 4, "retainer": 5}
ERA_STEPS = ("Domination", "Scoring")
ERA_PLACE = {"primogen": 0, "domination": 0, "scoring": 1}
SECTION_NAMES = {"resources": "Resources", "abilities": "Abilities", "psyche": "Psyche",
                 "disciplines": "Discipline mastery", "discipline mastery": "Discipline mastery",
                 "allegiance": "Allegiance", "allegiances": "Allegiance"}


def _modules() -> tuple[Any, Any]:
    return chronicle, campaign_file


def _basic() -> Any:
    return load()


def _roman(n: int) -> str:
    return ROMAN[n] if 0 <= n < len(ROMAN) else str(n)


def _card_index(value: Any) -> int | None:
    """A character as the table's card index (the content's index, or its id looked up)."""
    if value is None or value == "" or value == -1:
        return None
    if isinstance(value, int):
        return value if value >= 0 else None
    found = _basic().character_by_id.get(str(value))
    return None if found is None else found.index


def _reveal(card: Any) -> RevealView:
    return RevealView(str(getattr(card, "kind", "")), str(getattr(card, "name", "")), str(getattr(card, "text", "")),
                      _card_index(getattr(card, "character", None)))


class RealCampaign:
    """A campaign of the chronicle as the window drives it."""

    def __init__(self, campaign: Any, path: Path | None, name: str) -> None:
        self.c, self.path, self.name = campaign, path, name
        self.pending: list[RevealView] = []
        self._take()

    # -- reading -------------------------------------------------------------------------------
    def _take(self) -> list[RevealView]:
        taken = self.c.take_revealed() if hasattr(self.c, "take_revealed") else []
        self.pending += [_reveal(card) for card in taken]
        out, self.pending = self.pending, []
        return out

    def seats(self) -> list[dict[str, Any]]:
        out = []
        for k, player in enumerate(self.c.players):
            seat = {"name": str(player.name), "kind": str(getattr(player, "kind", "human")),
                    "colour": getattr(player, "colour", "") or COLOUR_NAMES[k % len(COLOUR_NAMES)],
                    "active": bool(player.get("active", True))}
            if seat["kind"] == "ai":
                seat["level"] = str(getattr(player, "level", "normal") or "normal")
            out.append(seat)
        return out

    def chapter_count(self) -> int:
        return len(self._content().chapters) if self._content() is not None else 21

    def _content(self) -> Any:
        return self.c.chronicle

    def _chapter(self, number: int) -> Any:
        content = self._content()
        chapters = getattr(content, "chapters", ()) if content is not None else ()
        return next((ch for ch in chapters if ch.number == number), None)

    def status(self) -> str:
        if self.is_over():
            return "The chronicle is over"
        phase = {"prologue": "the prologue", "chapter": "to play", "aftermath": "the aftermath",
                 "era": "the era's end"}.get(str(self.c.phase), str(self.c.phase))
        return f"Chapter {self.c.chapter} of {self.chapter_count()} · Era {_roman(self.c.era)} · {phase}"

    def chapter_title(self) -> str:
        chapter = self._chapter(self.c.chapter)
        name = f": {chapter.name} ({chapter.year})" if chapter is not None else ""
        return f"Chapter {self.c.chapter}{name}"

    def decision(self) -> DecisionView | None:
        d = self.c.decision
        if d is None:
            return None
        step = str(d.step)
        stage, _, part = step.partition(".")
        if stage == "prologue":
            steps, place = PROLOGUE_STEPS, PROLOGUE_PLACE.get(part, 1)
        elif stage == "aftermath":
            steps = AFTERMATH_STEPS
            place = int(getattr(self.c, "aftermath_step", 0) or 0) - 1
            if not 0 <= place < len(steps):
                place = AFTERMATH_PLACE.get(part, 0)
        elif stage == "era":
            steps, place = ERA_STEPS, ERA_PLACE.get(part, 0)
        else:
            steps, place = (d.title,), 0
        scoring = step == "era.scoring"
        choices = tuple(ChoiceView(str(ch.label), str(getattr(ch, "detail", "") or ""),
                                   _card_index(getattr(ch, "card", None)),
                                   kind="scoring" if scoring and getattr(ch, "card", None) is None else "")
                        for ch in d.choices)
        return DecisionView(d.seat, stage, steps, place, str(d.title), str(d.prompt), choices, str(d.kind),
                            str(getattr(d, "default", "") or ""), key=(step, d.seat, len(getattr(self.c, "log", ()))))

    def choose(self, value: Any) -> Sequence[RevealView]:
        self.c.choose(value)
        return self._take()

    def ai_choice(self) -> Any:
        return self.c.ai_choice()

    def chapter_ready(self) -> bool:
        return self.c.phase == "chapter" and self.c.decision is None

    def chapter_path(self) -> Path | None:
        if self.path is None:
            return None
        _chronicle, campaign_file = _modules()
        return Path(campaign_file.chapter_path(self.path, self.c.chapter))

    def chapter_in_progress(self) -> bool:
        path = self.chapter_path()
        return self.chapter_ready() and path is not None and path.exists()

    def chapter_session(self) -> GameSession:
        path = self.chapter_path()
        if path is not None and path.exists():
            try:
                return GameSession.load(path)
            except Exception as exc:  # noqa: BLE001 - a chapter that cannot be read is begun again, said so
                log.warning("the chapter's save %s could not be read (%s); the chapter begins again", path, exc)
        setup = dict(self.c.chapter_setup())
        seats = self.seats()
        setup["seats"] = [dict(seat) for seat in setup.get("seats", ())]
        for seat in setup["seats"]:
            match = next((s for s in seats if s["name"] == seat.get("name")), None)
            if match is not None:
                seat.setdefault("colour", match["colour"])
        session = GameSession.start(games.get("bloodlines"), setup)
        self.c.chapter_started()
        return session

    def keep_chapter(self, session: GameSession) -> None:
        path = self.chapter_path()
        if path is None:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        save_game(path, session.state, session.setup)

    def finish_chapter(self, session: GameSession) -> Sequence[RevealView]:
        """The chapter's game, finished, is kept beside the campaign (to look back on) and its snapshot's
        hash recorded with its result; then the aftermath begins."""
        save_hash = ""
        try:
            self.keep_chapter(session)
            path = self.chapter_path()
            if path is not None:
                save_hash = str(read_document(path)["snapshot"]["hash"])
        except Exception as exc:  # noqa: BLE001 - the result counts even if its game could not be kept
            log.warning("the finished chapter's game could not be kept: %s", exc)
        self.c.finish_chapter(session.state, save_hash=save_hash)
        return self._take()

    def chapter_save(self, number: int) -> Path | None:
        """A chapter played, as its own saved game (None when it was not kept)."""
        if self.path is None:
            return None
        _chronicle, campaign_file = _modules()
        path = Path(campaign_file.chapter_path(self.path, number))
        return path if path.exists() and any(int(r.number) == number for r in self.c.chapters) else None

    def is_over(self) -> bool:
        return self.c.phase == "over"

    def save(self) -> Path:
        _chronicle, campaign_file = _modules()
        written = campaign_file.save_campaign(self.c, self.path if self.path is not None else self.name)
        if written is not None:
            self.path = Path(written)
        assert self.path is not None
        return self.path

    # -- the papers ----------------------------------------------------------------------------------
    def _rows(self, seat: int) -> list[tuple[str, list[tuple[str, int]]]]:
        return [(str(section), [(str(label), int(dots)) for label, dots in rows])
                for section, rows in self.c.sheet_rows(seat)]

    def _most(self) -> int:
        content = self._content()
        return int(getattr(content, "max_dots", 5) or 5)

    def sheet(self, seat: int) -> SheetView:
        player = self.c.players[seat]
        most = self._most()
        sections, disciplines, allegiances = [], (), ()
        for section, rows in self._rows(seat):
            name = SECTION_NAMES.get(section.lower(), section)
            traits = tuple(Trait(label, dots, most) for label, dots in rows)
            if name == "Discipline mastery":
                disciplines = traits
            elif name == "Allegiance":
                allegiances = tuple(Trait(label, dots, most) for label, dots in rows)
            else:
                sections.append((name, traits))
        obligations = tuple(self._obligation(o) for o in getattr(player, "obligations", ()))
        return SheetView(seat, str(player.name), str(getattr(player, "character", "") or "(not yet named)"),
                         tuple(sections), disciplines, allegiances, tuple(str(t) for t in getattr(player, "titles", ())),
                         tuple(self._asset(a) for a in getattr(player, "assets", ())), obligations,
                         self._points(seat), tuple(self._stickers(seat)), self._breakdown(seat))

    def _obligation(self, oid: Any) -> str:
        try:
            return str(self.c.obligation_name(oid))
        except Exception:  # noqa: BLE001 - a name is never worth an error
            return str(oid)

    def _asset(self, kind: Any) -> str:
        content = self._content()
        try:
            asset = content.asset(kind)
            return f"{asset.name}: {asset.text}" if getattr(asset, "text", "") else str(asset.name)
        except Exception:  # noqa: BLE001 - a name is never worth an error
            return str(kind).capitalize()

    def _points(self, seat: int) -> int | None:
        try:
            return int(self.c.chronicle_points(seat)["total"])
        except Exception:  # noqa: BLE001 - points not reckoned yet
            return None

    def _breakdown(self, seat: int) -> tuple[tuple[str, int], ...]:
        try:
            parts = self.c.chronicle_points(seat)
        except Exception:  # noqa: BLE001 - points not reckoned yet
            return ()
        names = (("resources", "Resources"), ("abilities", "Abilities"), ("psyche", "Psyche"),
                 ("allegiance", "Allegiance"), ("disciplines", "Discipline mastery"), ("titles", "Titles"))
        return tuple((label, int(parts[key])) for key, label in names if key in parts)

    def _stickers(self, seat: int) -> list[str]:
        allowed = getattr(self.c, "stickers_allowed", None)
        if not callable(allowed):
            return []
        try:
            basic = _basic()
            return [basic.character_by_id[s].name if s in basic.character_by_id else str(s) for s in allowed(seat)]
        except Exception:  # noqa: BLE001 - a list of names is never worth an error
            return []

    def haven(self, seat: int) -> HavenView:
        player = self.c.players[seat]
        retained = _card_index(getattr(player, "retainer", None))
        leaders = tuple(i for i in (_card_index(x) for x in getattr(player, "leaders", ())) if i is not None)
        kept = tuple(i for i in (_card_index(x) for x in player.get("characters", ())) if i is not None)
        note = "kept to the chronicle's end" if self.is_over() else ""
        return HavenView(seat, str(player.name), retained, note, leaders, kept,
                         tuple(self._asset(a) for a in getattr(player, "assets", ())),
                         tuple(self._obligation(o) for o in getattr(player, "obligations", ())))

    def card(self, index: int) -> Any:
        """The character `index` as the chronicle has made it: the ability stickers it was elevated with
        below its own, and the clan sticker it carries (thin blood: no clan)."""
        basic = _basic()
        cid = basic.characters[index].id
        stickers = (self.c.d.get("elevated") or {}).get(cid, ())
        grafts = tuple(basic.character_by_id[s].index for s in stickers if s in basic.character_by_id)
        card = read.card_of(index, grafts)
        clan = (self.c.d.get("stickers") or {}).get(cid)
        if clan is not None:
            clans = [c.id for c in basic.clans]
            card = dataclasses.replace(card, clan=clans.index(clan) if clan in clans else -1)
        return card

    def players_can_change(self) -> bool:
        return self.c.phase == "chapter" and not (self.c.d.get("current") or {}).get("started")

    def set_playing(self, player: int, playing: bool) -> None:
        self.c.set_active(player, playing)

    def add_player(self, seat: dict[str, Any]) -> None:
        chronicle, _campaign_file = _modules()
        if any(p.name == seat["name"] for p in self.c.players):
            raise ValueError(f"a player called {seat['name']} is in the chronicle already")
        self.c.add_player(chronicle.PlayerSpec(seat["name"], kind=seat.get("kind", "human"),
                                               level=seat.get("level", "normal"), colour=seat.get("colour", "")))
        self._take()

    def era_standing(self) -> EraStanding | None:
        if self.c.phase != "era" or not self.c.era_results:
            return None
        er = self.c.era_results[-1]
        era = self.c.chronicle.eras[int(er.era) - 1]
        grounds = _basic().battleground_by_id

        def ground(bid: str) -> str:
            return grounds[bid].name if bid in grounds else str(bid or "")

        dominant = er.get("dominant", -1)
        return EraStanding(int(er.era), str(era.name), tuple(int(p) for p in er.get("points", ())),
                           None if dominant is None or dominant < 0 else int(dominant), str(er.get("tiebreak", "")),
                           ground(er.get("removed", "")), ground(er.get("added", "")))

    def booklet(self) -> BookletView:
        seats = self.seats()
        played = {int(r.number): r for r in getattr(self.c, "chapters", ())}
        rows = []
        content = self._content()
        chapters = list(getattr(content, "chapters", ())) if content is not None else []
        for ch in chapters:
            r = played.get(ch.number)
            if r is None:
                rows.append(ChapterRow(ch.number, ch.era, ch.name))
                continue
            names = {clan.id: clan.name for clan in _basic().clans}
            clans = self._per_player(r, [names.get(c, "Thin-blooded" if not c else str(c)) for c in r.get("clans", ())],
                                     "")
            scores = self._per_player(r, list(getattr(r, "vp", ())), 0)
            rows.append(ChapterRow(ch.number, ch.era, ch.name, True, tuple(str(c) for c in clans),
                                   r.get("victor"), r.get("vanquished"), tuple(int(v) for v in scores)))
        eras_done = {int(e.era): e for e in getattr(self.c, "era_results", ())}
        eras = []
        for era in getattr(content, "eras", ()) if content is not None else ():
            done = eras_done.get(era.number)
            card = ""
            if done is not None and getattr(done, "card", ""):
                try:
                    card = content.scoring_card(done.card).name
                except Exception:  # noqa: BLE001
                    card = str(done.card)
            eras.append(EraRow(era.number, era.name, getattr(done, "dominant", None) if done is not None else None,
                               card, str(getattr(era, "removes", ""))))
        sheet = self._scoresheet()
        points = tuple(self._points(s) or 0 for s in range(len(seats)))
        final = ""
        done = self.c.d.get("final") or {}
        if self.is_over() and done.get("winner") is not None:
            winner = int(done["winner"])
            best = points[winner] if winner < len(points) else 0
            final = f"{seats[winner]['name']} rules the night, with {best} chronicle points."
        return BookletView(self.name, tuple(s["name"] for s in seats), tuple(rows), tuple(eras), sheet, points, final)

    def _per_player(self, r: Any, values: list, empty: Any) -> list:
        """A chapter's per-seat values laid out per player (absent players empty)."""
        players = list(getattr(r, "players", range(len(values))))
        out = [empty] * len(self.c.players)
        for seat, player in enumerate(players):
            if seat < len(values) and 0 <= player < len(out):
                out[player] = values[seat]
        return out

    def _scoresheet(self) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
        values = dict(getattr(self.c, "scoresheet", {}) or {})
        content = self._content()
        if content is None:
            return (("Values", tuple((str(k), int(v)) for k, v in values.items())),)
        groups: dict[str, list[tuple[str, int]]] = {}
        for entry in (*content.traits, *content.allegiances):
            if entry.id in values:
                name = SECTION_NAMES.get(entry.section, entry.section.capitalize())
                groups.setdefault(name, []).append((entry.name, int(values[entry.id])))
        return tuple((name, tuple(rows)) for name, rows in groups.items())


class RealLibrary:
    """The campaigns folder of the chronicle's own campaign file."""

    def folder(self) -> Path | None:
        _chronicle, campaign_file = _modules()
        return Path(campaign_file.campaigns_folder())

    def entries(self) -> list[CampaignEntry]:
        _chronicle, campaign_file = _modules()
        out = []
        for e in campaign_file.list_campaigns():
            problem = getattr(e, "problem", None)
            out.append(CampaignEntry(Path(e.path), str(e.name), int(getattr(e, "chapter", 0) or 0),
                                     str(getattr(e, "saved_at", "") or ""),
                                     tuple(str(p) for p in getattr(e, "players", ()) or ()), bool(problem),
                                     str(problem or "")))
        return out

    def latest(self) -> Path | None:
        _chronicle, campaign_file = _modules()
        found = campaign_file.latest_campaign()
        return None if found is None else Path(getattr(found, "path", found))

    def new(self, seats: Sequence[dict[str, Any]], seed: int, name: str) -> RealCampaign:
        chronicle, campaign_file = _modules()
        specs = [chronicle.PlayerSpec(s["name"], kind=s.get("kind", "human"), level=s.get("level", "normal"),
                                      colour=s.get("colour", "")) for s in seats]
        path = campaign_file.campaign_path(name)
        if path.exists():
            raise ValueError(f"a chronicle called “{name}” exists already; choose another name")
        campaign = chronicle.Campaign.new(specs, seed=seed)
        return RealCampaign(campaign, path, name)

    def load(self, path: Path) -> RealCampaign:
        _chronicle, campaign_file = _modules()
        campaign = campaign_file.load_campaign(path)
        return RealCampaign(campaign, Path(path), Path(path).stem)

    def delete(self, path: Path) -> None:
        _chronicle, campaign_file = _modules()
        campaign_file.delete_campaign(path)
