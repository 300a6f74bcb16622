"""The real chronicle behind the window's ports: ``game.games.bloodlines.chronicle`` (the campaign's
decisions and records) and ``game.saves.campaign_file`` (its file, its chapters' saves beside it).

Everything the scenes show is read here into the frozen views of ``port``; the only thing the
window hands back is a choice (``choose``) or a finished chapter's state (``finish_chapter``).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game import games
from game.games.bloodlines.chronicle import campaign as chronicle
from game.saves import campaign_file
from game.saves.savefile import read_document, save_game
from game.ui.campaign import real_papers
from game.ui.campaign.port import (
    AFTERMATH_STEPS,
    PROLOGUE_STEPS,
    BookletView,
    CampaignEntry,
    ChoiceView,
    DecisionView,
    EraStanding,
    HavenView,
    RevealView,
    SheetView,
)
from game.ui.campaign.real_papers import card_index
from game.ui.kit.names import roman
from game.ui.session import GameSession
from game.ui.theme import COLOUR_NAMES

log = logging.getLogger(__name__)

PROLOGUE_PLACE = {"name": 0, "character": 1, "trait": 2, "discipline": 3, "title": 4, "retainer": 5,
                  "retainer_clan": 6, "clan": 6}
AFTERMATH_PLACE = {"results": 0, "title": 1, "research": 1, "overview": 1, "response": 2, "mission": 2,
                   "clan_sticker": 2, "elevate": 2, "unlock": 2, "obligations": 3, "ability_ancilla": 4,
                   "ability_sticker": 4, "ability": 4, "retainer": 5}
ERA_STEPS = ("Domination", "Scoring")
ERA_PLACE = {"primogen": 0, "domination": 0, "scoring": 1}
DETAILS = {"prologue.discipline": real_papers.discipline_detail, "aftermath.retainer": real_papers.retainer_detail}
"""Decisions whose answers the window words itself (what the choice does, not only its name)."""


def _reveal(card: Any) -> RevealView:
    return RevealView(str(getattr(card, "kind", "")), str(getattr(card, "name", "")), str(getattr(card, "text", "")),
                      card_index(getattr(card, "character", None)))


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
        return f"Chapter {self.c.chapter} of {self.chapter_count()} · Era {roman(self.c.era, zero='')} · {phase}"

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
        steps: tuple[str, ...]
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
        detail = DETAILS.get(step, lambda _c, choice: str(getattr(choice, "detail", "") or ""))
        choices = tuple(ChoiceView(str(ch.label), detail(self.c, ch),
                                   card_index(getattr(ch, "card", None)),
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
        path = Path(campaign_file.chapter_path(self.path, number))
        return path if path.exists() and any(int(r.number) == number for r in self.c.chapters) else None

    def is_over(self) -> bool:
        return self.c.phase == "over"

    def save(self) -> Path:
        written = campaign_file.save_campaign(self.c, self.path if self.path is not None else self.name)
        if written is not None:
            self.path = Path(written)
        assert self.path is not None
        return self.path

    # -- the papers (read in real_papers) -------------------------------------------------------------
    def sheet(self, seat: int) -> SheetView:
        return real_papers.sheet(self.c, seat)

    def haven(self, seat: int) -> HavenView:
        return real_papers.haven(self.c, seat, self.is_over())

    def card(self, index: int) -> Any:
        """The character `index` as the chronicle has made it (its stickers on it)."""
        return real_papers.chronicle_character(self.c, index)

    def era_standing(self) -> EraStanding | None:
        return real_papers.era_standing(self.c)

    def booklet(self) -> BookletView:
        return real_papers.booklet(self.c, self.name, self.seats(), self.is_over())

    def told(self) -> list[str]:
        """The campaign's log; an obligation taken says what it will do."""
        texts = {str(o.name): str(o.text) for o in getattr(self._content(), "obligations", ())}
        out = []
        for line in map(str, self.c.log):
            _head, taken, name = line.rpartition("takes an obligation: ")
            out.append(f"{line}: {texts[name]}" if taken and name in texts else line)
        return out

    def missions(self, number: int) -> tuple[Any, ...]:
        return real_papers.missions(self.c, number)

    def players_can_change(self) -> bool:
        return self.c.phase == "chapter" and not (self.c.d.get("current") or {}).get("started")

    def set_playing(self, player: int, playing: bool) -> None:
        self.c.set_active(player, playing)

    def add_player(self, seat: dict[str, Any]) -> None:
        if any(p.name == seat["name"] for p in self.c.players):
            raise ValueError(f"a player called {seat['name']} is in the chronicle already")
        self.c.add_player(chronicle.PlayerSpec(seat["name"], kind=seat.get("kind", "human"),
                                               level=seat.get("level", "normal"), colour=seat.get("colour", "")))
        self._take()

class RealLibrary:
    """The campaigns folder of the chronicle's own campaign file."""

    def folder(self) -> Path | None:
        return Path(campaign_file.campaigns_folder())

    def entries(self) -> list[CampaignEntry]:
        out = []
        for e in campaign_file.list_campaigns():
            problem = getattr(e, "problem", None)
            out.append(CampaignEntry(Path(e.path), str(e.name), int(getattr(e, "chapter", 0) or 0),
                                     str(getattr(e, "saved_at", "") or ""),
                                     tuple(str(p) for p in getattr(e, "players", ()) or ()), bool(problem),
                                     str(problem or "")))
        return out

    def latest(self) -> Path | None:
        found = campaign_file.latest_campaign()
        return None if found is None else Path(getattr(found, "path", found))

    def new(self, seats: Sequence[dict[str, Any]], seed: int, name: str) -> RealCampaign:
        specs = [chronicle.PlayerSpec(s["name"], kind=s.get("kind", "human"), level=s.get("level", "normal"),
                                      colour=s.get("colour", "")) for s in seats]
        path = campaign_file.campaign_path(name)
        if path.exists():
            raise ValueError(f"a chronicle called “{name}” exists already; choose another name")
        campaign = chronicle.Campaign.new(specs, seed=seed)
        return RealCampaign(campaign, path, name)

    def load(self, path: Path) -> RealCampaign:
        campaign = campaign_file.load_campaign(path)
        return RealCampaign(campaign, Path(path), Path(path).stem)

    def delete(self, path: Path) -> None:
        campaign_file.delete_campaign(path)
