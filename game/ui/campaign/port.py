"""What the chronicle's window reads and asks: plain views and the two ports it talks through.

The scenes never reach into the campaign's own objects: a :class:`CampaignPort` hands them
frozen views (a decision with its choices, a player's sheet, a haven, the booklet, the cards
just revealed from the chronicle deck) and takes back the one thing a player may do there, a
choice.  :class:`LibraryPort` makes, lists, loads and deletes campaign files.  The real ports
(``game.ui.campaign.real``) wrap the chronicle's logic; the tests may hand the window a fake.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.ui.session import GameSession
    from game.ui.tables.bloodlines.model import Card

PROLOGUE_STEPS = ("Name", "Character", "Trait", "Discipline", "Title", "Retainer", "Clan")
AFTERMATH_STEPS = ("Results", "Overview", "Missions", "Obligations", "Abilities", "Retainers")


@dataclass(frozen=True)
class ChoiceView:
    """One answer to a decision: what it says, a line more, and the character card it shows (an index
    into the Bloodlines content's characters) when it is one."""

    label: str
    detail: str = ""
    card: int | None = None
    value: Any = None          # what ``CampaignPort.choose`` takes for it (its index when None)
    kind: str = ""             # drawn as a card of the chronicle deck of this kind ("scoring"…) when set


@dataclass(frozen=True)
class RevealView:
    """A card turned from the chronicle deck: its kind ("mission", "character", "scoring"…), name and
    text, and the character it brings when it is one."""

    kind: str
    name: str
    text: str = ""
    card: int | None = None


@dataclass(frozen=True)
class DecisionView:
    """The decision the chronicle waits for: who decides (None: nobody in particular), in which stage
    ("prologue", "aftermath", "era", "end") and at which of its steps, what is asked, and the answers
    ("pick": one of `choices`; "text": a line typed, `default` offered)."""

    seat: int | None
    stage: str
    steps: tuple[str, ...]
    step: int
    title: str
    prompt: str
    choices: tuple[ChoiceView, ...] = ()
    kind: str = "pick"
    default: str = ""
    reveals: tuple[RevealView, ...] = ()   # cards to turn before the choice is made (the missions of a step)
    key: Any = None                          # distinguishes one decision from the next of the same step


@dataclass(frozen=True)
class Trait:
    name: str
    dots: int
    most: int = 5


@dataclass(frozen=True)
class SheetView:
    """A player's sheet: their names, each section's traits with dots, discipline mastery, allegiances
    with dots, titles, assets and obligations, and chronicle points so far."""

    seat: int
    player: str
    character: str
    sections: tuple[tuple[str, tuple[Trait, ...]], ...]
    disciplines: tuple[Trait, ...]
    allegiances: tuple[Trait, ...] = ()
    titles: tuple[str, ...] = ()
    assets: tuple[str, ...] = ()
    obligations: tuple[str, ...] = ()
    points: int | None = None
    stickers: tuple[str, ...] = ()          # ability stickers the sheet allows now
    breakdown: tuple[tuple[str, int], ...] = ()   # the chronicle points by part (resources, …, titles)


@dataclass(frozen=True)
class HavenView:
    """A player's haven: the vampire retained there (a character index; None when empty) and its clan,
    the clan leaders unlocked for them, their assets and obligations."""

    seat: int
    player: str
    retained: int | None = None
    retained_note: str = ""
    leaders: tuple[int, ...] = ()
    characters: tuple[int, ...] = ()        # chronicle characters unlocked and kept here
    assets: tuple[str, ...] = ()
    obligations: tuple[str, ...] = ()


@dataclass(frozen=True)
class ChapterRow:
    """One chapter of the booklet: played (clans per seat, victor, vanquished, scores) or still to come."""

    number: int
    era: int
    name: str
    played: bool = False
    clans: tuple[str, ...] = ()
    victor: int | None = None
    vanquished: int | None = None
    scores: tuple[int, ...] = ()


@dataclass(frozen=True)
class EraRow:
    era: int
    name: str = ""
    winner: int | None = None
    card: str = ""                          # the chronicle scoring card the winner chose
    departing: str = ""                     # the battleground that left at its end


@dataclass(frozen=True)
class EraStanding:
    """An era ending: its name, each player's era points, who dominates it (and what broke a tie), and the
    battleground leaving the chronicle for the one taking its place."""

    era: int
    name: str
    points: tuple[int, ...]
    dominant: int | None = None
    tiebreak: str = ""
    leaving: str = ""
    entering: str = ""


@dataclass(frozen=True)
class BookletView:
    """The chronicle booklet: every chapter, every era's winner, and the scoresheet (trait → value)."""

    title: str
    players: tuple[str, ...]
    chapters: tuple[ChapterRow, ...]
    eras: tuple[EraRow, ...]
    scoresheet: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]   # (section, ((trait, value), ...))
    points: tuple[int, ...] = ()            # each player's chronicle points so far
    final: str = ""                          # the chronicle's end: who rules the night


@dataclass(frozen=True)
class MissionView:
    """A chronicle mission of a chapter: its name, the table's mission it is judged by (the player who
    claims that one at the table claims this), its reward, and who claimed it ("" none, or not yet)."""

    name: str
    judged_by: str
    reward: str
    claimer: str = ""
    played: bool = False


@dataclass(frozen=True)
class CampaignEntry:
    """A campaign file in the campaigns folder: readable (its name, chapter, when) or broken (why)."""

    path: Path
    name: str
    chapter: int = 0
    saved_at: str = ""
    players: tuple[str, ...] = ()
    broken: bool = False
    problem: str = ""


@dataclass
class Journal:
    """What the window tells of the chronicle as it goes ("Corvin chose …"), newest last."""

    lines: list[str] = field(default_factory=list)

    def add(self, line: str) -> None:
        self.lines.append(line)
        del self.lines[:-40]

    def tell(self, line: str) -> None:
        """A line of the campaign's log: a "… chose: X" line it repeats (X in it: "Corvin places 'Unseen'
        on Kit Sparrowgate" after "which ability — Corvin chose: Unseen") goes, the log's line says it all.
        Only the last few lines are looked at (a choice is told at the latest a few decisions on)."""
        for k in range(len(self.lines) - 1, max(-1, len(self.lines) - 9), -1):
            _head, chose, answer = self.lines[k].rpartition(" chose: ")
            if chose and len(answer) >= 4 and answer in line:
                del self.lines[k]
        self.add(line)


class CampaignPort(Protocol):
    """One campaign as the window drives it."""

    name: str
    path: Path | None

    def seats(self) -> Sequence[dict[str, Any]]: ...              # name, kind, level, colour, active per player
    def status(self) -> str: ...                                   # "Chapter 4 of 21 · Era II"
    def decision(self) -> DecisionView | None: ...
    def choose(self, value: Any) -> Sequence[RevealView]: ...     # ValueError on a bad choice
    def ai_choice(self) -> Any: ...
    def chapter_ready(self) -> bool: ...                           # a chapter waits to be played
    def chapter_in_progress(self) -> bool: ...
    def chapter_title(self) -> str: ...
    def chapter_session(self) -> GameSession: ...                  # new, or resumed where it was left
    def keep_chapter(self, session: GameSession) -> None: ...      # the chapter in progress, into the file
    def finish_chapter(self, session: GameSession) -> Sequence[RevealView]: ...
    def chapter_save(self, number: int) -> Path | None: ...        # a finished chapter's game, to look back on
    def is_over(self) -> bool: ...
    def save(self) -> Path: ...
    def booklet(self) -> BookletView: ...
    def sheet(self, seat: int) -> SheetView: ...
    def haven(self, seat: int) -> HavenView: ...
    def era_standing(self) -> EraStanding | None: ...              # the era ending now, if one is
    def card(self, index: int) -> Card: ...                         # a character as the chronicle made it
    def players_can_change(self) -> bool: ...                       # between chapters, before one starts
    def set_playing(self, player: int, playing: bool) -> None: ... # drop out / back in (ValueError: why not)
    def add_player(self, seat: dict[str, Any]) -> None: ...        # a new player: a prologue, free dots
    def told(self) -> Sequence[str]: ...                            # the campaign's log, oldest first
    def missions(self, number: int) -> tuple[MissionView, ...]: ...  # chapter `number`'s chronicle missions


class LibraryPort(Protocol):
    """The campaigns folder."""

    def folder(self) -> Path | None: ...
    def entries(self) -> list[CampaignEntry]: ...
    def latest(self) -> Path | None: ...
    def new(self, seats: Sequence[dict[str, Any]], seed: int, name: str) -> CampaignPort: ...
    def load(self, path: Path) -> CampaignPort: ...               # an exception naming the problem
    def delete(self, path: Path) -> None: ...
