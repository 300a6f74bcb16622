"""A Bloodlines chronicle as a state machine of decisions.

Everything a campaign remembers is plain data in ``Campaign.d`` (TOML-safe: no None), so the
campaign file is that dict.  Work waits in ``d["todo"]``, a queue of small task dicts: a task
that needs a choice is the current :class:`Decision` (whoever makes it: a human through the
window, or :func:`ai.choose` for an AI seat — the same call, :meth:`Campaign.choose`); a task
that needs none is carried out at once and leaves lines in ``d["log"]``.  Between the
aftermath and the next chapter the campaign waits in phase ``chapter``: the chapter is a normal
Bloodlines game built from :meth:`Campaign.chapter_setup`, and :meth:`Campaign.finish_chapter`
takes its final state back.

Order of play (the rulebook's Chronicle Rules): a prologue per player; then each chapter, its
aftermath (six steps in order), and after every third chapter the era's end; after the last,
the chronicle's end.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from game.core.rng import Rng

from .. import score
from ..content import ARCHETYPES
from ..content import load as load_basic
from ..engine import THIN, chosen_leader, is_ancilla
from ..tables import ASSETS, BG_IDS
from .checks import check_records
from .content import Card, Chronicle, deck
from .content import load as load_chronicle

FORMAT = 1
PHASES = ("prologue", "chapter", "aftermath", "era", "over")
STEP_NAMES = {1: "Record the results", 2: "Resolve the chapter overview", 3: "Resolve the chronicle missions",
              4: "Resolve obligations", 5: "Assign new abilities", 6: "Select retainers"}
CHARACTER_NAMES = ("Ysolde of the Ash", "Brother Caspar", "Mireille Vautrin", "Old Tobias Wake",
                   "Agnes the Pale", "Lucan Ferreira", "Sabine Mortlake", "Ewald Stroh")
TITLE_SUGGESTIONS = ("the Unforgiving", "Whisper of the Crypts", "the Last Heir", "Mother of Wolves",
                     "the Silver Tongue", "Lantern of the Dead", "the Patient Knife", "Keeper of Oaths")


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    kind: str = "human"         # human | ai
    level: str = "normal"       # an AI level (game.ai.seat.LEVELS)
    colour: str = ""            # a theme colour name ("" by seat number)


class Record:
    """A view of one plain-data table of the campaign: ``r.name`` and ``r["name"]`` alike, and
    writes go through to the campaign's data."""

    __slots__ = ("_d",)

    def __init__(self, data: dict[str, Any]) -> None:
        object.__setattr__(self, "_d", data)

    def __getattr__(self, name: str) -> Any:
        try:
            return self._d[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name: str, value: Any) -> None:
        self._d[name] = value

    def __getitem__(self, key: str) -> Any:
        return self._d[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self._d[key] = value

    def get(self, key: str, default: Any = None) -> Any:
        return self._d.get(key, default)

    def __repr__(self) -> str:
        return f"Record({self._d!r})"


@dataclass(frozen=True)
class Choice:
    label: str
    detail: str = ""
    card: int | None = None     # a content character index to draw, if any
    key: str = ""


@dataclass(frozen=True)
class Decision:
    seat: int | None            # the player index deciding
    step: str                   # e.g. "prologue.trait", "aftermath.response"
    title: str
    prompt: str
    choices: tuple[Choice, ...]
    kind: str = "pick"          # pick | text
    default: str = ""


@dataclass
class Campaign:
    d: dict[str, Any]
    revealed: list[Card] = field(default_factory=list)   # reveals since take_revealed()

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
        c._advance()
        return c

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Campaign:
        c = cls(copy.deepcopy(data))
        c.check()
        c._advance()            # a task that needs no choice is never left waiting
        return c

    def to_data(self) -> dict[str, Any]:
        return copy.deepcopy(self.d)

    # ---- plain accessors for the window --------------------------------------------------
    @property
    def ch(self) -> Chronicle:
        return load_chronicle()

    @property
    def phase(self) -> str:
        return self.d["phase"]

    @property
    def chapter(self) -> int:
        return self.d["chapter"]

    @property
    def era(self) -> int:
        return (self.d["chapter"] - 1) // self.ch.chapters_per_era + 1

    @property
    def chronicle(self) -> Chronicle:
        return load_chronicle()

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
        return self.d["scoresheet"]

    @property
    def log(self) -> list[str]:
        return self.d["log"]

    @property
    def aftermath_step(self) -> int:
        return self.d["aftermath_step"]

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
        return self.d["current"]["seats"][seat]

    # ---- the decision loop --------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        if not self.d["todo"]:
            return None
        return self._decision(self.d["todo"][0])

    def choose(self, choice: int | str) -> list[str]:
        """Apply a choice to the current decision (an index into its choices, or the text of a
        text decision); the new log lines.  ValueError names a bad choice."""
        dec = self.decision
        if dec is None:
            raise ValueError("nothing to decide now" + (" (play the chapter)" if self.phase == "chapter" else ""))
        task = self.d["todo"][0]
        if dec.kind == "text":
            text = str(choice).strip() if not isinstance(choice, int) else dec.default
            if not text or len(text) > 60:
                raise ValueError("a name of 1 to 60 characters, please")
            value: Any = text
        else:
            if isinstance(choice, bool) or not isinstance(choice, int) or not 0 <= choice < len(dec.choices):
                raise ValueError(f"choose 0-{len(dec.choices) - 1}, not {choice!r}")
            value = choice
        start = len(self.log)
        self.d["todo"].pop(0)
        self._apply(task, dec, value)
        self._advance()
        return self.log[start:]

    def ai_choice(self) -> int | str:
        from .ai import choose
        dec = self.decision
        if dec is None:
            raise ValueError("nothing to decide now")
        level = self.players[dec.seat]["level"] if dec.seat is not None else "normal"
        return choose(self, dec, level, self._rng())

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
        self._say(f"{p['name']} {'returns to' if active else 'leaves'} the chronicle{kept}")
        if active:
            self._free_dots(player)
        self._advance()

    def add_player(self, spec: PlayerSpec) -> int:
        """A new player joins between chapters: a prologue, and a free dot per missed chapter."""
        if self.phase != "chapter" or self.d["current"].get("started"):
            raise ValueError("players join only between chapters")
        if len(self.active()) >= 4:
            raise ValueError("a chapter takes at most 4 players")
        index = self._add_player(spec, missed=len(self.chapters))
        self._advance()
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
        for step in ("character", "trait", "discipline", "title", "retainer", "retainer_clan"):
            self.d["todo"].append({"t": f"prologue.{step}", "p": index})
        if missed:
            self._free_dots(index)
        if self.d["phase"] == "chapter":
            self.d["phase"] = "prologue"
        return index

    def _free_dots(self, player: int) -> None:
        p = self.players[player]
        for _ in range(p["missed"]):
            self.d["todo"].append({"t": "join.free_dot", "p": player})
        p["missed"] = 0
        if self.d["todo"] and self.d["phase"] == "chapter":
            self.d["phase"] = "prologue"

    # ---- chapters ------------------------------------------------------------------------
    def chapter_setup(self) -> dict[str, Any]:
        """The setup of the chapter to play (for GameSession.start or info.new_game)."""
        if self.phase != "chapter":
            raise ValueError(f"no chapter to play now (the chronicle is in its {self.phase})")
        cur = self.d["current"]
        if "setup" not in cur:
            cur["setup"] = self._build_setup()
            cur["seats"] = list(cur["setup"]["chronicle_seats"])
        setup = copy.deepcopy(cur["setup"])
        setup.pop("chronicle_seats", None)
        return setup

    def chapter_started(self) -> None:
        """The chapter's game has begun (players may no longer join or leave until it ends)."""
        self.chapter_setup()
        self.d["current"]["started"] = True

    def _build_setup(self) -> dict[str, Any]:
        ch, n = self.ch, self.chapter
        seats = self.active()
        if not 2 <= len(seats) <= 4:
            raise ValueError("a chapter needs 2 to 4 active players")
        chapter = ch.chapters[n - 1]
        bgs = sorted(self.battlegrounds(), key=BG_IDS.index)
        last = self.d["chapters"][-1] if self.chapters else None
        if last is None:
            first_player = seats[0]                       # the oldest player: listed first
            order = list(reversed(seats))                 # the youngest chooses first
        else:
            first_player = _next_in(seats, last["vanquished"])
            ranking = [p for p in reversed(last["ranking"]) if p in seats]
            order = [p for p in seats if p not in ranking] + ranking   # the victor chooses last
        options: dict[str, Any] = {
            "battlegrounds": ",".join(bgs),
            "clans": "choose",
            "chronicle": True,
            "chapter_missions": [m.front for m in chapter.missions],
            "first": seats.index(first_player),
            "clan_order": [seats.index(p) for p in order],
            "unlocked": sorted(self.d["unlocked"]),
            "havens": _one_haven_each([self.players[p]["retainer"] for p in seats]),
            # "only one vampire may be retained in each haven": an absent player's stays in it
            "absent_havens": sorted({pl["retainer"] for i, pl in enumerate(self.players)
                                     if i not in seats and pl["retainer"]}
                                    - {self.players[p]["retainer"] for p in seats}),
            "elevated": copy.deepcopy(self.d["elevated"]),
            "stickers": dict(self.d["stickers"]),
            "assets": [list(self.players[p]["assets"]) for p in seats],
            "obligations": [[self.ch.obligation(o).effect for o in self.players[p]["obligations"]]
                            for p in seats],
            "leaders": [list(self.players[p]["leaders"]) for p in seats],
        }
        return {
            "players": len(seats), "seed": self.d["seed"] * 1000 + n, "options": options,
            "seats": [{"name": self.players[p]["name"], "kind": self.players[p]["kind"],
                       "level": self.players[p]["level"]} for p in seats],
            "chronicle_seats": seats,
        }

    def finish_chapter(self, state: Any, save_hash: str = "") -> list[str]:
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
        n = len(seats)
        vp = list(state.final_vp)
        winner = state.result[0]
        claimed = list(state.claimed)
        order = [(s - state.first) % n for s in range(n)]
        rest = sorted((s for s in range(n) if s != winner),
                      key=lambda s: (-vp[s], claimed.count(s), order[s]))
        ranking = [seats[winner]] + [seats[s] for s in rest]
        basic = load_basic()
        lines, eligible, ancillae = [], [], []
        for s in range(n):
            alive = [v for v in state.line[s] if not state.tor[v]]
            lead = state.leader[s]
            lines.append([basic.characters[v].id for v in alive if v != lead])
            eligible.append([basic.characters[v].id for v in alive
                             if v != lead and basic.characters[v].kind == "basic" and not state.elev[v]
                             and not state.grafts[v]])
            ancillae.append([basic.characters[v].id for v in alive
                             if is_ancilla(state, v) and not state.grafts[v]
                             and len(basic.characters[v].abilities) + len(state.elev[v]) < self.ch.max_abilities])
        result = {
            "number": self.chapter, "era": self.era, "players": list(seats),
            "clans": list(state.clan), "leaders": [basic.characters[chosen_leader(state, s)].id for s in range(n)],
            "vp": vp, "ranking": ranking, "victor": ranking[0], "vanquished": ranking[-1],
            "claims": [seats[s] if s >= 0 else -1 for s in claimed], "responses": [-1] * len(claimed),
            "first": seats[setup["options"]["first"]],
            "bg_points": {b: score.battleground_points(state, b) for b in state.bgs},
            "lines": lines, "eligible": eligible, "ancillae": ancillae,
            "assets_left": [list(state.assets[s]) for s in range(n)],
            "haven_used": [bool(self.players[seats[s]]["retainer"]) and state.haven[s] < 0 for s in range(n)],
            "save_hash": save_hash, "rewards": [],
        }
        self.d["chapters"].append(result)
        for p in range(len(self.players)):
            if p not in seats:
                self.players[p]["missed"] += 1
        self.d["current"] = {}
        self.d["phase"] = "aftermath"
        self.d["todo"] = [{"t": "aftermath.begin"}]
        self._advance()
        return self.log[start:]

    # ---- chronicle points ----------------------------------------------------------------
    def chronicle_points(self, player: int) -> dict[str, int]:
        return chronicle_points(self.ch, self.scoresheet, self.players[player])

    def sheet_rows(self, player: int) -> list[tuple[str, list[tuple[str, int]]]]:
        dots = self.players[player]["dots"]
        ch = self.ch
        rows = []
        for section, title in (("resources", "Resources"), ("abilities", "Abilities"), ("psyche", "Psyche")):
            rows.append((title, [(t.name, dots.get(t.id, 0)) for t in ch.traits if t.section == section]))
        rows.append(("Discipline Mastery", [(e.name, dots.get(e.id, 0)) for e in ch.disciplines]))
        rows.append(("Allegiance", [(e.name, dots.get(e.id, 0)) for e in ch.allegiances]))
        return rows

    def obligation_name(self, oid: str) -> str:
        return self.ch.obligation(oid).name

    def character_index(self, cid: str) -> int:
        return load_basic().character_by_id[cid].index if cid else -1

    # ---- the machinery -------------------------------------------------------------------
    def _rng(self) -> Rng:
        self.d["draws"] += 1
        return Rng(self.d["seed"] * 1_000_003 + self.d["draws"] * 7919)

    def _say(self, text: str) -> None:
        self.d["log"].append(text)

    def _reveal_until(self, predicate: Any) -> list[Card]:
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

    def _place(self, card_id: str, where: str) -> None:
        assert card_id in self.d["places"], card_id
        self.d["places"][card_id] = where

    def _advance(self) -> None:
        """Carry out every task that needs no decision, until one does or a chapter waits."""
        todo = self.d["todo"]
        while todo and self._decision(todo[0]) is None:
            self._run(todo.pop(0))
        if not todo and self.d["phase"] == "prologue":
            self._begin_chapter()

    def _begin_chapter(self) -> None:
        n = self.chapter
        self.d["phase"] = "chapter"
        self.d["aftermath_step"] = 0
        if self.d["current"].get("revealed") == n:
            return
        self.d["current"] = {"revealed": n}
        cards = self._reveal_until(lambda c: c.chapter == n and c.kind in ("overview", "mission", "basic"))
        for c in cards:
            if c.kind == "basic":
                self.d["unlocked"].append(c.character)
                self._place(c.id, "characters")
        chapter = self.ch.chapters[n - 1]
        self._say(f"Chapter {n} ({chapter.year}): {chapter.name}")
        for c in cards:
            if c.kind == "basic":
                self._say(f"{c.name} enters the character deck")

    # -- tasks: what each one asks -----------------------------------------------------
    def _decision(self, t: dict[str, Any]) -> Decision | None:
        kind = t["t"]
        ch = self.ch
        basic = load_basic()
        p = t.get("p")
        who = self.players[p]["name"] if p is not None else ""
        if kind == "prologue.character":
            return Decision(p, kind, f"{who}: your character", "Write your character's name on the player sheet.",
                            (), "text", CHARACTER_NAMES[p % len(CHARACTER_NAMES)])
        if kind == "prologue.title":
            return Decision(p, kind, f"{who}: your title", "Write a suitably vampiric title, the first of many.",
                            (), "text", TITLE_SUGGESTIONS[p % len(TITLE_SUGGESTIONS)])
        if kind in ("prologue.trait", "join.free_dot"):
            entries = ch.traits if kind == "prologue.trait" else (*ch.traits, *ch.disciplines, *ch.allegiances)
            dots = self.players[p]["dots"]
            choices = tuple(Choice(e.name, f"{e.section}: {dots.get(e.id, 0)} dots", None, e.id)
                            for e in entries if dots.get(e.id, 0) < ch.max_dots)
            prompt = ("Gain 1 dot in any trait of Resources, Abilities or Psyche." if kind == "prologue.trait"
                      else "A missed chapter: gain 1 free dot anywhere on your player sheet.")
            return Decision(p, kind, f"{who}: a dot", prompt, choices)
        if kind == "prologue.discipline":
            return Decision(p, kind, f"{who}: a discipline", "Gain 1 dot in a discipline of Discipline Mastery.",
                            tuple(Choice(e.name, _sticker_line(ch, e.id), None, e.id) for e in ch.disciplines))
        if kind == "prologue.retainer":
            if "draw" not in t:
                t["draw"] = self._draw_retainers()
            return Decision(p, kind, f"{who}: your first retainer",
                            "Choose one of three characters: elevated to an ancilla, it waits in your haven.",
                            tuple(Choice(basic.character_by_id[c].name, _char_line(basic.character_by_id[c]),
                                         basic.character_by_id[c].index, c) for c in t["draw"]))
        if kind in ("prologue.retainer_clan", "aftermath.clan_sticker"):
            c = basic.character_by_id[t["c"]] if "c" in t else basic.character_by_id[self.players[p]["retainer"]]
            if kind == "prologue.retainer_clan":
                clans = [cl.id for cl in basic.clans if not cl.locked]
                prompt = f"Which clan was {c.name} embraced into? (Or a thin-blood sticker: no clan.)"
            else:
                clans = [t["clan"]]
                prompt = (f"{c.name} takes the sticker of the clan just played, or a thin-blood "
                          "sticker (no clan: it always pays in the queue's costly spaces).")
            choices = [Choice(basic.clan_by_id[x].name, "clan sticker", c.index, x) for x in clans]
            choices.append(Choice("Thin-blooded", "no clan", c.index, THIN))
            return Decision(p, kind, f"{who}: a clan sticker", prompt, tuple(choices))
        if kind == "aftermath.research":
            left = self._research_left(t["clan"])
            if not left:
                return None
            return Decision(p, kind, f"{who}: plotting",
                            f"As the vanquished, unlock a clan scheme of {basic.clan_by_id[t['clan']].name} "
                            "from the research deck (for the rest of the chronicle).",
                            tuple(Choice(basic.scheme_by_id[s].name, basic.scheme_by_id[s].text, None, s)
                                  for s in left))
        if kind == "aftermath.response":
            m = ch.mission(t["m"])
            return Decision(p, kind, f"{who}: {m.name}", m.situation,
                            tuple(Choice(r.text, f"+1 dot: {ch.entries[r.dot].name}", None, r.dot)
                                  for r in m.responses))
        if kind == "aftermath.elevate":
            res = self.d["chapters"][-1]
            seat = res["players"].index(p)
            pool = res["eligible"][seat]
            if not pool:
                return None
            ab = basic.character_by_id[t["ability"]]
            return Decision(p, kind, f"{who}: elevate a vampire",
                            f"Choose a basic character of your bloodline to become an ancilla with "
                            f"'{ab.name}': {ab.abilities[0].text}",
                            tuple(Choice(basic.character_by_id[c].name, _char_line(basic.character_by_id[c]),
                                         basic.character_by_id[c].index, c) for c in pool))
        if kind == "aftermath.ability_ancilla":
            res = self.d["chapters"][-1]
            seat = res["players"].index(p)
            allowed = self.stickers_allowed(p)
            pool = res["ancillae"][seat]
            if not allowed or not pool:
                return None
            choices = [Choice("No new ability", "keep every ancilla as it is", None, "")]
            choices += [Choice(basic.character_by_id[c].name, _char_line(basic.character_by_id[c]),
                               basic.character_by_id[c].index, c) for c in pool]
            return Decision(p, kind, f"{who}: a new ability",
                            "You may place an ability sticker on an ancilla of your bloodline with a free slot.",
                            tuple(choices))
        if kind == "aftermath.ability_sticker":
            allowed = self.stickers_allowed(p)
            return Decision(p, kind, f"{who}: which ability",
                            f"The abilities your sheet allows, for {basic.character_by_id[t['c']].name}.",
                            tuple(Choice(basic.character_by_id[s].name, basic.character_by_id[s].abilities[0].text,
                                         None, s) for s in allowed))
        if kind == "aftermath.retainer":
            res = self.d["chapters"][-1]
            seat = res["players"].index(p) if p in res["players"] else -1
            pl = self.players[p]
            keep = pl["retainer"] if pl["retainer"] and not (seat >= 0 and res["haven_used"][seat]) else ""
            options = [Choice(f"Keep {basic.character_by_id[keep].name}" if keep else "Leave the haven empty",
                              "no change", basic.character_by_id[keep].index if keep else None, "")]
            pool = (res["lines"][seat] if seat >= 0 else []) + t.get("new", [])
            others = {o["retainer"] for i, o in enumerate(self.players) if i != p}   # in another haven
            for c in pool:
                if c != keep and basic.character_by_id[c].kind != "leader" and c not in others:
                    options.append(Choice(basic.character_by_id[c].name, _char_line(basic.character_by_id[c]),
                                          basic.character_by_id[c].index, c))
            if len(options) == 1:
                return None
            return Decision(p, kind, f"{who}: your retainer",
                            "You may move one vampire of your bloodline into your haven (one at most): "
                            "it may be recruited once in the next chapter.", tuple(options))
        if kind == "era.primogen":
            declared = t["decl"]
            return Decision(p, kind, f"{who}: consult the primogen",
                            "A tie: declare an archetype no other tied player has declared; the deck decides.",
                            tuple(Choice(a.capitalize(), "", None, a) for a in ARCHETYPES if a not in declared))
        if kind == "era.scoring":
            cards = [ch.scoring_card(c) for c in t["cards"]]
            return Decision(p, kind, f"{who}: resolve the era",
                            "You dominate the era: choose how history remembers it (the dots go on the "
                            "chronicle scoresheet and change every trait's value).",
                            tuple(Choice(c.name, c.text + "  " + _dots_line(ch, c.dots), None, c.id) for c in cards))
        return None

    # -- tasks: applying a choice ---------------------------------------------------------
    def _apply(self, t: dict[str, Any], dec: Decision, value: Any) -> None:
        kind, p = t["t"], t.get("p")
        pl = self.players[p] if p is not None else None
        basic = load_basic()
        ch = self.ch
        key = dec.choices[value].key if dec.kind == "pick" else ""
        if kind == "prologue.character":
            pl["character"] = value
            self._say(f"{pl['name']} plays {value}")
        elif kind == "prologue.title":
            pl["title"] = value
            pl["titles"].append(value)
            self._say(f"{pl['character'] or pl['name']}, {value}")
        elif kind in ("prologue.trait", "prologue.discipline", "join.free_dot"):
            self._dot(p, key)
            if kind == "prologue.discipline":
                pl["discipline"] = key
        elif kind == "prologue.retainer":
            pl["retainer"] = key
            first = next((s.ability for s in ch.stickers if s.discipline == pl.get("discipline")
                          and s.dots <= 1), ch.stickers[0].ability)
            self.d["elevated"][key] = [first]
            self._say(f"{pl['name']} chooses {basic.character_by_id[key].name} as the first retainer, "
                      f"elevated with '{basic.character_by_id[first].name}'")
        elif kind in ("prologue.retainer_clan", "aftermath.clan_sticker"):
            cid = t.get("c") or pl["retainer"]
            self.d["stickers"][cid] = key
            name = "a thin-blood sticker" if key == THIN else f"the sticker of {basic.clan_by_id[key].name}"
            self._say(f"{basic.character_by_id[cid].name} takes {name}")
        elif kind == "aftermath.research":
            self.d["unlocked"].append(key)
            self._say(f"{pl['name']} unlocks {basic.scheme_by_id[key].name} from the research deck")
        elif kind == "aftermath.response":
            res = self.d["chapters"][-1]
            res["responses"][t["i"]] = value
            self._dot(p, key)
            self._reward(t, p)
        elif kind == "aftermath.elevate":
            res = self.d["chapters"][-1]
            for pool in res["eligible"]:
                if key in pool:
                    pool.remove(key)
            self.d["elevated"][key] = [t["ability"]]
            seat = res["players"].index(p)
            if len(self.d["elevated"][key]) < ch.max_abilities:     # a free slot left: step 5 may use it
                res["ancillae"][seat].append(key)
            self._say(f"{pl['name']} elevates {basic.character_by_id[key].name} to an ancilla "
                      f"('{basic.character_by_id[t['ability']].name}')")
            self.d["todo"].insert(0, {"t": "aftermath.clan_sticker", "p": p, "c": key, "clan": t["clan"]})
        elif kind == "aftermath.ability_ancilla":
            if key:
                self.d["todo"].insert(0, {"t": "aftermath.ability_sticker", "p": p, "c": key})
            else:
                self._say(f"{pl['name']} places no new ability")
        elif kind == "aftermath.ability_sticker":
            self.d["elevated"].setdefault(t["c"], []).append(key)
            self._say(f"{pl['name']} places '{basic.character_by_id[key].name}' on "
                      f"{basic.character_by_id[t['c']].name}")
        elif kind == "aftermath.retainer":
            res = self.d["chapters"][-1]
            seat = res["players"].index(p) if p in res["players"] else -1
            if key:
                pl["retainer"] = key
                self._say(f"{pl['name']} retains {basic.character_by_id[key].name} in the haven")
            elif seat >= 0 and res["haven_used"][seat]:
                pl["retainer"] = ""
            for card, where in list(self.d["places"].items()):
                if where == f"haven:{p}" and card.startswith("character:") and card[10:] != pl["retainer"]:
                    self._place(card, "characters")
            if key and f"character:{key}" in self.d["places"]:
                self._place(f"character:{key}", f"haven:{p}")
        elif kind == "era.primogen":
            t["decl"].append(key)
            tied = t["tied"]
            if len(t["decl"]) < len(tied):
                nxt = dict(t)
                nxt["p"] = tied[len(t["decl"])]
                self.d["todo"].insert(0, nxt)
            else:
                won = self._primogen_draw(tied, t["decl"])
                self._say(f"The primogen's draw favours {self.players[won]['name']}")
                self._settle_tie(t["then"], won)
        elif kind == "era.scoring":
            card = ch.scoring_card(key)
            lo, hi = ch.trait_value
            alo, ahi = ch.allegiance_value
            for entry, n in card.dots:
                bounds = (alo, ahi) if entry in {a.id for a in ch.allegiances} else (lo, hi)
                self.scoresheet[entry] = max(bounds[0], min(bounds[1], self.scoresheet[entry] + n))
            self._place(f"scoring:{key}", "scoresheet")
            for other in t["cards"]:
                if other != key:
                    self._place(f"scoring:{other}", "discarded")
            self.d["eras"][-1]["card"] = key
            self._say(f"{pl['name']} resolves the era: {card.name} ({_dots_line(ch, card.dots)})")

    def _dot(self, p: int, entry: str) -> None:
        pl = self.players[p]
        have = pl["dots"].get(entry, 0)
        if have >= self.ch.max_dots:
            self._say(f"{pl['name']}'s {self.ch.entries[entry].name} is full: no dot")
            return
        pl["dots"][entry] = have + 1
        self._say(f"{pl['name']} gains a dot in {self.ch.entries[entry].name}")

    def _reward(self, t: dict[str, Any], p: int) -> None:
        m = self.ch.mission(t["m"])
        rw, pl, res = m.reward, self.players[p], self.d["chapters"][-1]
        basic = load_basic()
        clan = res["clans"][res["players"].index(p)]
        if rw.kind == "asset":
            pl["assets"].append(rw.asset)
            res["rewards"].append(f"{pl['name']}: asset {self.ch.asset(rw.asset).name}")
            self._say(f"{pl['name']} adds {self.ch.asset(rw.asset).name} to the haven")
        elif rw.kind == "unlock":
            c = basic.character_by_id[rw.character]
            if c.kind == "leader":
                pl["leaders"].append(c.id)
                for s in c.schemes:
                    if basic.scheme_by_id[s].locked and s not in self.d["unlocked"]:
                        self.d["unlocked"].append(s)
                self._place(f"leader:{c.id}", f"haven:{p}")
                self._say(f"{pl['name']} unlocks a new clan leader, {c.name}, kept in the haven")
            else:
                self.d["unlocked"].append(c.id)
                self._place(f"character:{c.id}", "characters")
                self._say(f"{pl['name']} unlocks {c.name}")
                later = next(x for x in self.d["todo"] if x["t"] == "aftermath.retainer" and x["p"] == p)
                later.setdefault("new", []).append(c.id)
                if not c.clan:
                    self.d["todo"].insert(0, {"t": "aftermath.clan_sticker", "p": p, "c": c.id, "clan": clan})
            res["rewards"].append(f"{pl['name']}: unlock {c.name}")
        else:
            res["rewards"].append(f"{pl['name']}: elevate ({basic.character_by_id[rw.ability].name})")
            self.d["todo"].insert(0, {"t": "aftermath.elevate", "p": p, "ability": rw.ability, "clan": clan})

    # -- tasks that need no choice ------------------------------------------------------
    def _run(self, t: dict[str, Any]) -> None:
        kind = t["t"]
        res = self.d["chapters"][-1] if self.chapters else None
        basic = load_basic()
        if kind == "aftermath.begin":
            self._aftermath_tasks()
        elif kind == "aftermath.step":
            self.d["aftermath_step"] = t["n"]
            self._say(f"Aftermath, step {t['n']}: {STEP_NAMES[t['n']]}")
            if t["n"] == 1:
                for s, p in enumerate(res["players"]):
                    self._say(f"{self.players[p]['name']} played {basic.clan_by_id[res['clans'][s]].name}: "
                              f"{res['vp'][s]} VP")
                # assets spent in the chapter are gone for the rest of the chronicle
                for s, p in enumerate(res["players"]):
                    self.players[p]["assets"] = list(res["assets_left"][s])
            elif t["n"] == 2:
                chapter = self.ch.chapters[res["number"] - 1]
                v, q = res["victor"], res["vanquished"]
                self.players[v]["titles"].append(chapter.victor)
                self._say(f"{self.players[v]['name']} is the victor: a new title, {chapter.victor}")
                self._say(f"{self.players[q]['name']} is vanquished and plots ({chapter.vanquished} "
                          f"research scheme{'s' if chapter.vanquished > 1 else ''})")
                self._place(f"overview:{res['number']}", "booklet")
            elif t["n"] == 3:
                self._reveal_until(lambda c: c.chapter == res["number"] and c.kind in ("character", "leader"))
        elif kind == "aftermath.research":
            self._say(f"{self.players[t['p']]['name']} finds nothing left to research for that clan")
        elif kind == "aftermath.mission_none":
            m = self.ch.mission(t["m"])
            self._say(f"Nobody claims {m.name}")
            if m.reward.kind == "unlock":
                c = basic.character_by_id[m.reward.character]
                card = f"{'leader' if c.kind == 'leader' else 'character'}:{c.id}"
                self._place(card, "out")
        elif kind == "aftermath.mission_done":
            self._place(f"mission:{t['m']}", "booklet")
        elif kind == "aftermath.elevate":
            self._say(f"{self.players[t['p']]['name']} has no basic character to elevate")
        elif kind == "aftermath.obligations":
            self._obligations()
        elif kind == "aftermath.retainer":
            seat = res["players"].index(t["p"]) if t["p"] in res["players"] else -1
            if seat >= 0 and res["haven_used"][seat]:
                self.players[t["p"]]["retainer"] = ""
        elif kind == "aftermath.ability_ancilla":
            pass
        elif kind == "aftermath.end":
            self.d["aftermath_step"] = 0
            if res["number"] % self.ch.chapters_per_era == 0:
                self._era_end()
            else:
                self._next_chapter()
        elif kind == "era.close":
            self._era_close()
        elif kind == "end.close":
            self._chronicle_end()

    def _aftermath_tasks(self) -> None:
        res = self.d["chapters"][-1]
        todo = self.d["todo"]
        todo.append({"t": "aftermath.step", "n": 1})
        todo.append({"t": "aftermath.step", "n": 2})
        q = res["vanquished"]
        clan = res["clans"][res["players"].index(q)]
        for _ in range(self.ch.chapters[res["number"] - 1].vanquished):
            todo.append({"t": "aftermath.research", "p": q, "clan": clan})
        todo.append({"t": "aftermath.step", "n": 3})
        chapter = self.ch.chapters[res["number"] - 1]
        for i, m in enumerate(chapter.missions):
            p = res["claims"][i]
            if p >= 0:
                todo.append({"t": "aftermath.response", "p": p, "m": m.id, "i": i})
            else:
                todo.append({"t": "aftermath.mission_none", "m": m.id})
            todo.append({"t": "aftermath.mission_done", "m": m.id})
        todo.append({"t": "aftermath.step", "n": 4})
        todo.append({"t": "aftermath.obligations"})
        todo.append({"t": "aftermath.step", "n": 5})
        for p in res["players"]:
            todo.append({"t": "aftermath.ability_ancilla", "p": p})
        todo.append({"t": "aftermath.step", "n": 6})
        for p in res["players"]:
            todo.append({"t": "aftermath.retainer", "p": p})
        todo.append({"t": "aftermath.end"})

    def _research_left(self, clan: str) -> list[str]:
        basic = load_basic()
        return [s.id for s in basic.clan_schemes(clan) if s.locked and s.id not in self.d["unlocked"]]

    def stickers_allowed(self, p: int) -> list[str]:
        """The ability stickers (character ids) player p's sheet allows now."""
        dots = self.players[p]["dots"]
        return [s.ability for s in self.ch.stickers if dots.get(s.discipline, 0) >= max(1, s.dots)]

    def _obligations(self) -> None:
        res = self.d["chapters"][-1]
        rng = self._rng()
        victor = res["victor"]
        for p in res["players"]:
            pl = self.players[p]
            if p == victor:
                pool = [o.id for o in self.ch.obligations if o.id not in pl["obligations"]]
                if pool:
                    o = pool[rng.below(len(pool))]
                    pl["obligations"].append(o)
                    self._say(f"{pl['name']} takes an obligation: {self.ch.obligation(o).name}")
            elif pl["obligations"]:
                o = pl["obligations"].pop(rng.below(len(pl["obligations"])))
                self._say(f"{pl['name']} is free of an obligation: {self.ch.obligation(o).name}")

    def _draw_retainers(self) -> list[str]:
        basic = load_basic()
        taken = {pl["retainer"] for pl in self.players}
        pool = [c.id for c in basic.characters if c.kind == "basic" and not c.locked and not c.haven
                and c.id not in taken and c.id not in self.d["elevated"]]
        rng = self._rng()
        rng.shuffle(pool)
        return pool[:3]

    def _next_chapter(self) -> None:
        self.d["chapter"] += 1
        self._begin_chapter_or_join()

    def _begin_chapter_or_join(self) -> None:
        if self.d["todo"]:
            self.d["phase"] = "prologue"
            return
        self._begin_chapter()

    # -- the era's end ------------------------------------------------------------------
    def _era_end(self) -> None:
        ch = self.ch
        era = self.era
        self.d["phase"] = "era"
        first = (era - 1) * ch.chapters_per_era + 1
        results = [r for r in self.d["chapters"] if first <= r["number"] <= era * ch.chapters_per_era]
        points = [0] * len(self.players)
        for r in results:
            table = ch.era_points[:len(r["ranking"])]
            for place, p in enumerate(r["ranking"]):
                points[p] += table[place]
        e = ch.eras[era - 1]
        leaving = e.removes or ch.eras[era - 2].adds     # the last era: its newest battleground
        self.d["eras"].append({"era": era, "points": points, "dominant": -1, "card": "",
                                 "removed": e.removes, "added": e.adds, "tiebreak": ""})
        self._say(f"The end of the era: {e.name}")
        best = max(points)
        tied = [p for p, x in enumerate(points) if x == best]
        if len(tied) > 1:
            third = results[-1]
            bg = third["bg_points"].get(leaving, [0] * len(third["players"]))
            vp = {p: (bg[third["players"].index(p)] if p in third["players"] else -1) for p in tied}
            top = max(vp.values())
            self.d["eras"][-1]["tiebreak"] = f"VP on {load_basic().battleground_by_id[leaving].name}"
            self._say(f"Tied for the era; the VP on {load_basic().battleground_by_id[leaving].name} "
                      "in the era's third chapter decide")
            tied = [p for p in tied if vp[p] == top]
        if len(tied) > 1:
            self.d["eras"][-1]["tiebreak"] = "the primogen"
            self.d["todo"].insert(0, {"t": "era.primogen", "p": tied[0], "tied": tied, "decl": [], "then": "era"})
            return
        self._settle_tie("era", tied[0])

    def _settle_tie(self, then: str, won: int) -> None:
        if then == "era":
            er = self.d["eras"][-1]
            er["dominant"] = won
            self._say(f"{self.players[won]['name']} dominates the era")
            e = self.ch.eras[er["era"] - 1]
            self._reveal_until(lambda c: c.kind == "scoring" and c.era == er["era"])
            self.d["todo"].append({"t": "era.scoring", "p": won, "cards": [s.id for s in e.scoring]})
            self.d["todo"].append({"t": "era.close"})
        else:
            self._give_final(won)

    def _era_close(self) -> None:
        er = self.d["eras"][-1]
        basic = load_basic()
        if er["removed"]:
            self._say(f"{basic.battleground_by_id[er['removed']].name} leaves the chronicle; "
                      f"{basic.battleground_by_id[er['added']].name} takes its place")
        if self.chapter >= len(self.ch.chapters):
            self._chronicle_end()
            return
        self._next_chapter()

    # -- the chronicle's end ------------------------------------------------------------
    def _chronicle_end(self) -> None:
        self.d["phase"] = "over"
        totals = [self.chronicle_points(p)["total"] for p in range(len(self.players))]
        for p, pl in enumerate(self.players):
            self._say(f"{pl['name']}: {totals[p]} chronicle points")
        best = max(totals)
        tied = [p for p, x in enumerate(totals) if x == best]
        if len(tied) > 1:
            most = max(len(self.players[p]["titles"]) for p in tied)
            tied = [p for p in tied if len(self.players[p]["titles"]) == most]
        if len(tied) > 1:
            self.d["todo"].insert(0, {"t": "era.primogen", "p": tied[0], "tied": tied, "decl": [], "then": "end"})
            return
        self._give_final(tied[0])

    def _give_final(self, won: int) -> None:
        self.d["phase"] = "over"
        self._reveal_until(lambda c: c.kind == "final")
        self._place("final", f"player:{won}")
        self.players[won]["final"] = True
        self.d["final"] = {"winner": won, "points": [self.chronicle_points(p)["total"]
                                                     for p in range(len(self.players))]}
        self._say(f"{self.players[won]['name']} rules the night and takes the final card, {self.ch.final_name}")

    def _primogen_draw(self, tied: list[int], declared: list[str]) -> int:
        basic = load_basic()
        pool = [c for c in basic.characters if c.kind != "leader" and not c.haven]
        rng = self._rng()
        rng.shuffle(pool)
        for c in pool:
            if c.archetype in declared:
                return tied[declared.index(c.archetype)]
        return tied[0]

    # ---- checks --------------------------------------------------------------------------
    def check(self) -> None:
        """Raise ValueError naming what is wrong with the campaign's data."""
        d = self.d
        need = {"format": int, "seed": int, "draws": int, "phase": str, "chapter": int, "players": list,
                "elevated": dict, "stickers": dict, "unlocked": list, "pos": int, "places": dict,
                "scoresheet": dict, "chapters": list, "eras": list, "current": dict, "todo": list,
                "log": list, "aftermath_step": int, "final": dict}
        for key, kind in need.items():
            if key not in d:
                raise ValueError(f"field {key} is missing")
            if not isinstance(d[key], kind) or isinstance(d[key], bool):
                raise ValueError(f"field {key} must be {kind.__name__}")  # noqa: TRY004 - one error kind for a bad file
        if d["phase"] not in PHASES:
            raise ValueError(f"field phase must be one of {list(PHASES)}, not {d['phase']!r}")
        if not 1 <= d["chapter"] <= len(self.ch.chapters):
            raise ValueError(f"field chapter must be 1-{len(self.ch.chapters)}")
        if not 2 <= len(d["players"]) <= 8:
            raise ValueError("field players must hold 2 or more players")
        cards = self.deck()
        if not 0 <= d["pos"] <= len(cards):
            raise ValueError("field pos is outside the chronicle deck")
        revealed = {c.id for c in cards[:d["pos"]]}
        if set(d["places"]) != revealed:
            raise ValueError("field places does not match the cards revealed from the deck")
        basic = load_basic()
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
                if e not in self.ch.entries or not isinstance(n, int) or not 0 <= n <= self.ch.max_dots:
                    raise ValueError(f"field players[{i}].dots.{e} is not a sheet entry with 0-{self.ch.max_dots} dots")
            if any(a not in ASSETS for a in pl["assets"]):
                raise ValueError(f"field players[{i}].assets holds an unknown asset")
        for t in d["todo"]:
            if not isinstance(t, dict) or not isinstance(t.get("t"), str):
                raise ValueError("field todo holds a task that is not a table")  # noqa: TRY004
        check_records(d, self.ch, basic)


@lru_cache(maxsize=1)
def _fixed_deck() -> tuple[Card, ...]:
    return deck(load_chronicle())


def chronicle_points(ch: Chronicle, scoresheet: dict[str, int], player: dict[str, Any]) -> dict[str, int]:
    """Traits × their values, allegiance dots × their values, discipline mastery, titles."""
    dots = player["dots"]
    out = {s: sum(dots.get(t.id, 0) * scoresheet.get(t.id, ch.trait_value[0]) for t in ch.traits
                  if t.section == s) for s in ("resources", "abilities", "psyche")}
    out["allegiance"] = sum(dots.get(a.id, 0) * scoresheet.get(a.id, 0) for a in ch.allegiances)
    out["disciplines"] = ch.discipline_points * sum(dots.get(e.id, 0) for e in ch.disciplines)
    out["titles"] = ch.title_points * len(player["titles"])
    out["total"] = sum(out.values())
    return out


def _one_haven_each(retainers: list[str]) -> list[str]:
    """The seats' retainers with a vampire held in two havens kept in the first seat's only: a
    campaign saved before issue 39 may hold one twice (an absent player's retainer was dealt and
    retained again), and a vampire is never in two bloodlines."""
    return [r if r not in retainers[:i] else "" for i, r in enumerate(retainers)]


def _next_in(seats: list[int], p: int) -> int:
    """p if it plays, else the next player after it who does."""
    if p in seats:
        return p
    later = [s for s in seats if s > p]
    return later[0] if later else seats[0]


def _char_line(c: Any) -> str:
    bits = [c.cls, c.temperament, c.geography, c.archetype]
    line = ", ".join(bits)
    if c.abilities:
        line += " — " + " ".join(a.text for a in c.abilities)
    return line


def _sticker_line(ch: Chronicle, discipline: str) -> str:
    basic = load_basic()
    names = [f"{basic.character_by_id[s.ability].name} ({s.dots})" for s in ch.stickers if s.discipline == discipline]
    return "abilities: " + ", ".join(names)


def _dots_line(ch: Chronicle, dots: tuple[tuple[str, int], ...]) -> str:
    return ", ".join(f"{ch.entries[e].name} {'+' if n > 0 else ''}{n}" for e, n in dots)
