"""A Bloodlines chronicle: a campaign of 21 chapters, played through its phases and steps.

Everything a campaign remembers is plain data in ``Campaign.d`` (TOML-safe: no None), and the
work waiting is the queue ``Campaign.pending`` of :class:`~.records.Frame`; the campaign file is
that data with the queue as ``todo`` (:meth:`Campaign.to_data`, :meth:`Campaign.from_data`).
The phases and the steps a frame may name are declared once, with their words, in
:mod:`.order` (the rulebook's order of play), :mod:`.prologue`, :mod:`.aftermath` and
:mod:`.era`; :mod:`.flow` moves through them.

A frame that needs a choice is the current :class:`Decision` (whoever makes it: a human through
the window, or :func:`ai.choose` for an AI seat — the same call, :meth:`Campaign.choose`); one
that needs none is carried out at once and leaves lines in the log.  Between the aftermath and
the next chapter the campaign waits in phase ``chapter``: the chapter is a normal Bloodlines
game built from :meth:`Campaign.chapter_setup`, and :meth:`Campaign.finish_chapter` takes its
final state back.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from game.core.rng import Rng

from ..content import load as load_basic
from . import ai
from .aftermath import STEP_NAMES
from .chapters import chapter_result
from .chapters import chapter_setup as build_setup
from .checks import check_campaign
from .content import Card, Chronicle, deck
from .content import load as load_chronicle
from .order import FLOW, PHASES
from .prologue import prologue_frames
from .records import Answer, Choice, Decision, Frame, PlayerSpec, Record
from .sheet import chronicle_points, sheet_rows

if TYPE_CHECKING:
    from ..state import BloodlinesState

__all__ = ["FORMAT", "PHASES", "STEP_NAMES", "Campaign", "Choice", "Decision", "PlayerSpec", "Record",
           "chronicle_points"]

FORMAT = 1


class Campaign:
    """A chronicle under way: its plain data ``d``, the work ``pending``, and the cards revealed
    since the window last took them (:meth:`take_revealed`)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.layout = tuple(data)               # the campaign file's fields, in the order written
        self.pending: list[Frame] = [Frame.from_data(t) for t in data.get("todo", [])]
        self.d: dict[str, Any] = {key: value for key, value in data.items() if key != "todo"}
        self.revealed: list[Card] = []

    # ---- creation ------------------------------------------------------------------------
    @classmethod
    def new(cls, players: Sequence[PlayerSpec], seed: int = 0) -> Campaign:
        if not 2 <= len(players) <= 4:
            raise ValueError(f"a chronicle takes 2-4 players, not {len(players)}")
        ch = load_chronicle()
        d: dict[str, Any] = {
            "format": FORMAT, "seed": int(seed), "draws": 0, "phase": "prologue", "chapter": 1,
            "aftermath_step": 0, "players": [], "elevated": {}, "stickers": {}, "unlocked": [],
            "pos": 0, "places": {}, "scoresheet": {}, "chapters": [], "eras": [], "current": {},
            "todo": [], "log": [], "final": {},
        }
        lo, _hi = ch.trait_value
        d["scoresheet"] = {t.id: lo for t in ch.traits} | {a.id: 0 for a in ch.allegiances}
        c = cls(d)
        for spec in players:
            c._add_player(spec, missed=0)
        FLOW.settle(c)
        return c

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Campaign:
        """The campaign of a campaign file's data, every field checked (ValueError naming it)."""
        data = copy.deepcopy(data)
        check_campaign(data, load_chronicle(), load_basic(), _fixed_deck())
        c = cls(data)
        FLOW.settle(c)          # a frame that needs no choice is never left waiting
        return c

    def to_data(self) -> dict[str, Any]:
        """The campaign file's data: ``d`` with the queue as ``todo``, in the fields' order."""
        keys = [*self.layout, *(key for key in self.d if key not in self.layout)]
        return {key: [frame.to_data() for frame in self.pending] if key == "todo" else copy.deepcopy(self.d[key])
                for key in keys}

    def check(self) -> None:
        """Raise ValueError naming what is wrong with the campaign's data."""
        check_campaign(self.to_data(), self.ch, load_basic(), self.deck())

    # ---- plain accessors for the window --------------------------------------------------
    @property
    def ch(self) -> Chronicle:
        return load_chronicle()

    @property
    def chronicle(self) -> Chronicle:
        return load_chronicle()

    @property
    def phase(self) -> str:
        phase: str = self.d["phase"]
        return phase

    @property
    def phase_words(self) -> str:
        """The phase in words ('the aftermath')."""
        return PHASES[self.phase].words

    @property
    def chapter(self) -> int:
        chapter: int = self.d["chapter"]
        return chapter

    @property
    def era(self) -> int:
        return (self.chapter - 1) // self.ch.chapters_per_era + 1

    @property
    def players(self) -> list[Record]:
        """Each player: name, kind, level, colour, character, title, active, dots, titles,
        assets, obligations, retainer (a character id, "" none), leaders (ids), final."""
        return [Record(p) for p in self.d["players"]]

    @property
    def chapters(self) -> list[Record]:
        """Each chapter played: number, era, players (player per seat), clans, leaders, vp,
        ranking, victor, vanquished, claims (player per mission, -1 none), responses, first,
        rewards (lines), save_hash."""
        return [Record(r) for r in self.d["chapters"]]

    @property
    def era_results(self) -> list[Record]:
        """Each era ended: era, points (per player), dominant, card, removed, added, tiebreak."""
        return [Record(e) for e in self.d["eras"]]

    @property
    def era_winners(self) -> dict[int, int]:
        """Era number -> the player who dominated it (eras ended so far)."""
        return {e["era"]: e["dominant"] for e in self.d["eras"] if e["dominant"] >= 0}

    @property
    def scoresheet(self) -> dict[str, int]:
        scoresheet: dict[str, int] = self.d["scoresheet"]
        return scoresheet

    @property
    def log(self) -> list[str]:
        log: list[str] = self.d["log"]
        return log

    @property
    def aftermath_step(self) -> int:
        step: int = self.d["aftermath_step"]
        return step

    def take_revealed(self) -> list[Card]:
        out, self.revealed = self.revealed, []
        return out

    def deck(self) -> tuple[Card, ...]:
        return _fixed_deck()

    def battlegrounds(self, chapter: int | None = None) -> tuple[str, ...]:
        era = ((chapter or self.chapter) - 1) // self.ch.chapters_per_era + 1
        return self.ch.eras[era - 1].battlegrounds

    def active(self) -> list[int]:
        return [i for i, p in enumerate(self.players) if p["active"]]

    def seat_player(self, seat: int) -> int:
        player: int = self.d["current"]["seats"][seat]
        return player

    def chronicle_points(self, player: int) -> dict[str, int]:
        return chronicle_points(self.ch, self.scoresheet, self.players[player])

    def sheet_rows(self, player: int) -> list[tuple[str, list[tuple[str, int]]]]:
        return sheet_rows(self.ch, self.players[player]["dots"])

    def stickers_allowed(self, p: int) -> list[str]:
        """The ability stickers (character ids) player p's sheet allows now."""
        dots = self.players[p]["dots"]
        return [s.ability for s in self.ch.stickers if dots.get(s.discipline, 0) >= max(1, s.dots)]

    def obligation_name(self, oid: str) -> str:
        return self.ch.obligation(oid).name

    def character_index(self, cid: str) -> int:
        return load_basic().character_by_id[cid].index if cid else -1

    # ---- the decision loop --------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        if not self.pending:
            return None
        return FLOW.decision(self, self.pending[0])

    def choose(self, choice: int | str) -> list[str]:
        """Apply a choice to the current decision (an index into its choices, or the text of a
        text decision); the new log lines.  ValueError names a bad choice."""
        dec = self.decision
        if dec is None:
            raise ValueError("nothing to decide now" + (" (play the chapter)" if self.phase == "chapter" else ""))
        frame = self.pending[0]
        answer: Answer
        if dec.kind == "text":
            text = str(choice).strip() if not isinstance(choice, int) else dec.default
            if not text or len(text) > 60:
                raise ValueError("a name of 1 to 60 characters, please")
            answer, key = text, ""
        else:
            if isinstance(choice, bool) or not isinstance(choice, int) or not 0 <= choice < len(dec.choices):
                raise ValueError(f"choose 0-{len(dec.choices) - 1}, not {choice!r}")
            answer, key = choice, dec.choices[choice].key
        start = len(self.log)
        self.pending.pop(0)
        FLOW.apply(self, frame, answer, key)
        FLOW.settle(self)
        return self.log[start:]

    def ai_choice(self) -> int | str:
        dec = self.decision
        if dec is None:
            raise ValueError("nothing to decide now")
        level = self.players[dec.seat]["level"] if dec.seat is not None else "normal"
        return ai.choose(self, dec, level, self.rng())

    def is_ai(self, player: int | None) -> bool:
        return player is not None and self.players[player]["kind"] == "ai"

    # ---- players joining and leaving ---------------------------------------------------
    def set_active(self, player: int, active: bool) -> None:
        """Drop a player out of (or back into) the chronicle, between chapters."""
        if self.phase != "chapter" or self.d["current"].get("started"):
            raise ValueError("players join or leave only between chapters")
        p = self.players[player]
        if p["active"] == active:
            return
        if not active and len(self.active()) <= 2:
            raise ValueError("a chapter needs at least 2 players")
        if active and len(self.active()) >= 4:
            raise ValueError("a chapter takes at most 4 players")
        p["active"] = active
        kept = (f"; {load_basic().character_by_id[p['retainer']].name} waits in the haven"
                if p["retainer"] and not active else "")
        self.say(f"{p['name']} {'returns to' if active else 'leaves'} the chronicle{kept}")
        if active:
            self._free_dots(player)
        FLOW.settle(self)

    def add_player(self, spec: PlayerSpec) -> int:
        """A new player joins between chapters: a prologue, and a free dot per missed chapter."""
        if self.phase != "chapter" or self.d["current"].get("started"):
            raise ValueError("players join only between chapters")
        if len(self.active()) >= 4:
            raise ValueError("a chapter takes at most 4 players")
        index = self._add_player(spec, missed=len(self.chapters))
        FLOW.settle(self)
        return index

    def _add_player(self, spec: PlayerSpec, missed: int) -> int:
        index = len(self.d["players"])
        self.d["players"].append({
            "name": spec.name, "kind": spec.kind, "level": spec.level, "colour": spec.colour,
            "character": "", "title": "",
            "active": True, "joined": self.d["chapter"], "missed": missed, "dots": {},
            "titles": [], "assets": [], "obligations": [], "retainer": "", "leaders": [],
            "final": False,
        })
        self.pending += prologue_frames(index)
        if missed:
            self._free_dots(index)
        if self.d["phase"] == "chapter":
            self.d["phase"] = "prologue"
        return index

    def _free_dots(self, player: int) -> None:
        p = self.players[player]
        self.pending += [Frame("join.free_dot", player=player) for _ in range(p["missed"])]
        p["missed"] = 0
        if self.pending and self.d["phase"] == "chapter":
            self.d["phase"] = "prologue"

    # ---- chapters ------------------------------------------------------------------------
    def chapter_setup(self) -> dict[str, Any]:
        """The setup of the chapter to play (for GameSession.start or info.new_game)."""
        if self.phase != "chapter":
            raise ValueError(f"no chapter to play now (the chronicle is in its {self.phase})")
        cur = self.d["current"]
        if "setup" not in cur:
            cur["setup"] = build_setup(self)
            cur["seats"] = list(cur["setup"]["chronicle_seats"])
        setup: dict[str, Any] = copy.deepcopy(cur["setup"])
        setup.pop("chronicle_seats", None)
        return setup

    def chapter_started(self) -> None:
        """The chapter's game has begun (players may no longer join or leave until it ends)."""
        self.chapter_setup()
        self.d["current"]["started"] = True

    def finish_chapter(self, state: BloodlinesState, save_hash: str = "") -> list[str]:
        """Take the chapter's finished game back: record it, and begin the aftermath."""
        if self.phase != "chapter":
            raise ValueError("no chapter is being played")
        if not state.is_over:
            raise ValueError("the chapter's game is not over yet")
        setup = self.chapter_setup()
        if state.players != setup["players"] or state.seed != setup["seed"]:
            raise ValueError("that game is not this chapter's (its seats or seed differ)")
        start = len(self.log)
        seats = self.d["current"]["seats"]
        self.d["chapters"].append(chapter_result(self, state, setup, save_hash))
        for p in range(len(self.players)):
            if p not in seats:
                self.players[p]["missed"] += 1
        self.d["current"] = {}
        self.end_phase()
        FLOW.settle(self)
        return self.log[start:]

    # ---- what the steps do to the campaign -----------------------------------------------
    def rng(self) -> Rng:
        """A fresh generator for one random draw of the chronicle (counted in ``draws``)."""
        self.d["draws"] += 1
        return Rng(self.d["seed"] * 1_000_003 + self.d["draws"] * 7919)

    def say(self, text: str) -> None:
        self.d["log"].append(text)

    def reveal_until(self, predicate: Callable[[Card], bool]) -> list[Card]:
        """Reveal cards from the front of the deck while `predicate(card)` holds."""
        cards = self.deck()
        out = []
        while self.d["pos"] < len(cards) and predicate(cards[self.d["pos"]]):
            card = cards[self.d["pos"]]
            self.d["pos"] += 1
            self.d["places"][card.id] = "table"
            self.revealed.append(card)
            out.append(card)
        return out

    def place(self, card_id: str, where: str) -> None:
        """Move a revealed card of the chronicle deck (to a haven, the booklet, out ...)."""
        assert card_id in self.d["places"], card_id
        self.d["places"][card_id] = where

    def enter(self, phase: str) -> None:
        """Begin `phase` now."""
        FLOW.enter(self, phase)

    def end_phase(self) -> None:
        """The phase is done: the next one begins."""
        FLOW.end_phase(self)


@lru_cache(maxsize=1)
def _fixed_deck() -> tuple[Card, ...]:
    return deck(load_chronicle())
