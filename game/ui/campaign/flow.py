"""How the chronicle goes from one scene to the next, and a chapter played at the normal table.

:func:`proceed` saves the campaign and shows what it waits for: the next decision (a guided scene,
with the cards it turns first), the chronicle's home between chapters, or its end.  A chapter is
the Bloodlines table itself (:class:`ChapterTable`), its game kept in the campaign file at every
autosave (:class:`ChapterSession`), so quitting mid-chapter and Continue resume it; its end hands
the result back to the campaign and the aftermath begins.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.campaign import library
from game.ui.campaign.port import CampaignPort, Journal, RevealView
from game.ui.campaign.reveal import RevealScene
from game.ui.campaign.told import ToldScene, tells
from game.ui.scenes import provides
from game.ui.scenes_play import ResultsScene
from game.ui.session import GameSession
from game.ui.table_base import TableScene
from game.ui.widgets import Button
from game.ui.widgets_more import Dialog

if TYPE_CHECKING:
    from game.ui.scenes import Window

log = logging.getLogger(__name__)


@dataclass
class Run:
    """A campaign open in the window, with what the window has told of it so far."""

    campaign: CampaignPort
    journal: Journal = field(default_factory=Journal)
    heard: int = -1            # how many of the campaign's log lines the window has told (-1: none yet)

    def __post_init__(self) -> None:
        if self.heard < 0:     # what was told before the chronicle was opened is in its log, not told again
            self.heard = len(self.campaign.told())

    def news(self) -> list[str]:
        """The campaign's log lines since the window last told it (now told)."""
        lines = list(self.campaign.told())
        new, self.heard = lines[self.heard:], len(lines)
        return new

    def seats(self) -> list[dict[str, Any]]:
        return list(self.campaign.seats())

    def is_ai(self, seat: int | None) -> bool:
        """An AI seat decides; so does nobody-in-particular when every seat is an AI's."""
        seats = self.seats()
        if seat is None:
            return bool(seats) and all(s.get("kind") == "ai" for s in seats)
        return 0 <= seat < len(seats) and seats[seat].get("kind") == "ai"


def save(app: Window, run: Run) -> bool:
    """Write the campaign file; a failure is shown (nothing in play is lost) and False returned."""
    try:
        run.campaign.save()
    except Exception as exc:  # noqa: BLE001 - the window must not die of it
        log.warning("the campaign could not be saved: %s", exc)
        app.push(Dialog("The chronicle was not saved", f"{exc}", danger=True))
        return False
    return True


def proceed(app: Window, run: Run, reveals: Sequence[RevealView] = ()) -> None:
    """Save, then show the next decision (its cards turned first), or the chronicle between chapters."""
    saved = save(app, run)
    decision = run.campaign.decision()
    if decision is not None:
        app.stack.clear_to("DecisionScene", run=run, decision=decision)
    else:
        app.stack.clear_to("ChronicleScene", run=run)
    shown = list(reveals) + (list(decision.reveals) if decision is not None else [])
    if shown:
        app.push(RevealScene(shown))
    news = run.news()
    for line in news:
        run.journal.tell(line)
    if tells(news):     # an aftermath step went by: what it did is read before going on
        app.push(ToldScene(news, "The aftermath"))
    if not saved:
        save(app, run)   # says why again, above the new scene


@provides("open_campaign")
def open_campaign(app: Window, path: Path) -> Run | None:
    """Load a campaign file into a run and show it (its chapter in progress at once); a bad file is
    named in a dialog and left as it is."""
    try:
        campaign = library().load(path)
        # what the window shows first, asked before anything is saved: a file it fails on is
        # named in the dialog, never written again (nor given a backup) by opening it
        status, decision, in_chapter = campaign.status(), campaign.decision(), campaign.chapter_in_progress()
    except Exception as exc:  # noqa: BLE001 - the window must not die of it
        log.warning("campaign load failed: %s", exc)
        app.push(Dialog("This chronicle cannot be opened", f"{exc}", danger=True))
        return None
    run = Run(campaign)
    run.journal.add(f"Chronicle opened: {status}.")
    if decision is None and in_chapter:
        play_chapter(app, run)
    else:
        proceed(app, run)
    return run


class ChapterSession(GameSession):
    """A chapter's game: its autosave goes into the campaign file, not the saves folder."""

    run: Run | None = None

    @classmethod
    def of(cls, session: GameSession, run: Run) -> ChapterSession:
        out = cls(**{f.name: getattr(session, f.name) for f in dataclasses.fields(GameSession)})
        out.run = run
        return out

    def autosave(self) -> Path:
        assert self.run is not None
        self.run.campaign.keep_chapter(self)
        return self.run.campaign.save()


def play_chapter(app: Window, run: Run) -> None:
    """Open the chapter waiting (new, or where it was left) at the Bloodlines table."""
    try:
        session = ChapterSession.of(run.campaign.chapter_session(), run)
    except Exception as exc:
        log.exception("the chapter could not start")
        app.push(Dialog("The chapter could not start", f"{type(exc).__name__}: {exc}", danger=True))
        return
    run.journal.add(f"{run.campaign.chapter_title()} begins." if not session.state.history
                    else f"{run.campaign.chapter_title()} resumes after {len(session.state.history)} moves.")
    app.session = session
    app.stack.clear_to(ChapterTable(run, session))


class ChapterTable(TableScene):
    """The normal Bloodlines table for a chapter; at its end the results go back to the campaign."""

    def __init__(self, run: Run, session: GameSession) -> None:
        super().__init__(session)
        self.run = run

    def game_over(self) -> None:
        """The chapter's end goes back to the campaign (never the plain results: the table's update found
        the end once the last move's glide was over, where this class's own check had let it by)."""
        self.finish()

    def finish(self) -> None:
        app, run = self.app, self.run
        try:
            reveals = list(run.campaign.finish_chapter(self.session))
        except Exception as exc:
            log.exception("the chapter's result could not be recorded")
            app.push(Dialog("The result could not be recorded", f"{type(exc).__name__}: {exc}", danger=True))
            return
        save(app, run)
        run.journal.add(f"{run.campaign.status()}: the aftermath begins.")
        app.stack.clear_to(ChapterEnd(run, self.session, reveals))


class ChapterEnd(ResultsScene):
    """The chapter's scores (each battleground's VP among them) and the chronicle missions claimed, then
    on to the aftermath."""

    name = "chapter end"
    heading = "The chapter is over"

    def __init__(self, run: Run, session: GameSession, reveals: Sequence[RevealView] = ()) -> None:
        super().__init__(session)
        self.run, self.reveals = run, list(reveals)
        played = [row.number for row in run.campaign.booklet().chapters if row.played]
        self.number = played[-1] if played else 0
        self.told = chapter_told(run.campaign, self.number)

    def build(self) -> None:
        super().build()
        self.code = ""                  # a chapter is the chronicle's, not a deal to play again
        self.group.widgets = []
        self.buttons = [
            Button("Aftermath", self.go_on, pygame.K_RETURN, primary=True,
                   tooltip="Record the results and carry out the aftermath, step by step."),
            Button("Title", self.app.go_to_title, pygame.K_ESCAPE,
                   tooltip="The chronicle is saved; Campaign, Continue brings it back."),
        ]
        self.group.add(*self.buttons)

    def told_lines(self, width: int) -> list[tuple[str, bool]]:
        """The chapter's chronicle missions wrapped to `width` (True: a heading)."""
        font, bold = th.theme.font("small"), th.theme.font("small", "bold")
        out: list[tuple[str, bool]] = []
        for text, heading in self.told:
            out += [(part, heading) for part in paint.wrap(text, bold if heading else font, width)]
        return out

    def told_width(self) -> int:
        surface = pygame.display.get_surface()
        wide = surface.get_width() if surface is not None else th.theme.px(980) + 40
        return min(th.theme.px(980), wide - 40) - th.theme.px(60)

    def footer_height(self) -> int:
        return super().footer_height() + sum(self.line_height(heading)
                                             for _text, heading in self.told_lines(self.told_width()))

    @staticmethod
    def line_height(heading: bool) -> int:
        return (th.theme.font("small", "bold") if heading else th.theme.font("small")).get_linesize()

    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        p, small = self.panel_rect, th.theme.font("small")
        lines = self.told_lines(p.width - th.theme.px(60))
        y = min(b.rect.top for b in self.buttons) - th.theme.px(12) - sum(self.line_height(h) for _t, h in lines)
        bold = th.theme.font("small", "bold")
        for text, heading in lines:
            paint.text(surface, text, bold if heading else small, th.GOLD if heading else th.PARCHMENT,
                       (p.left + th.theme.px(30), y))
            y += self.line_height(heading)

    def go_on(self) -> None:
        proceed(self.app, self.run, self.reveals)


def chapter_told(campaign: CampaignPort, number: int) -> list[tuple[str, bool]]:
    """Chapter `number`'s chronicle missions (the table's mission each is judged by, who claimed it and
    the reward), as lines (True: a heading); each battleground's VP is in the score sheet above."""
    out: list[tuple[str, bool]] = []
    missions = campaign.missions(number)
    if missions:
        out.append(("Chronicle missions (claimed at the table's mission of the same line)", True))
        for m in missions:
            who = f"{m.claimer} claims it: {m.reward}" if m.claimer else f"unclaimed, nobody gains {m.reward}"
            out.append((f"{m.judged_by} → {m.name}: {who}", False))
    return out


class LookBack(TableScene):
    """A finished chapter's game at its table, as it ended: Esc goes back to the booklet."""

    name = "look back"

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.results_shown = True     # its scores are in the booklet

    def enter(self) -> None:
        self.before = self.app.session
        super().enter()
        self.session.note("A chapter played, looked back on: Esc returns to the booklet.")

    def leave(self) -> None:
        super().leave()
        self.app.session = self.before

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return None
        return super().handle(event)


def look_back(app: Window, run: Run, number: int) -> bool:
    """Open chapter `number`'s game as it ended (a dialog says why when it cannot be)."""
    path = run.campaign.chapter_save(number)
    if path is None:
        app.push(Dialog("Not kept", f"Chapter {number}'s game was not kept beside the chronicle.", danger=True))
        return False
    try:
        session = GameSession.load(path)
    except Exception as exc:  # noqa: BLE001 - the window must not die of it
        app.push(Dialog("This chapter cannot be opened", f"{exc}", danger=True))
        return False
    app.push(LookBack(session))
    return True
