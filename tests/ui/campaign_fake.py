"""A small stand-in chronicle for the window's tests: the ports of ``game.ui.campaign.port`` over a
few prologue and aftermath decisions, real Bloodlines chapters (their saves beside a JSON file), and
a file that can be broken on purpose.  The window is also tested against the real chronicle."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game import games
from game.saves.savefile import save_game
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
    MissionView,
    RevealView,
    SheetView,
    Trait,
)
from game.ui.session import GameSession

TRAITS = {"Resources": ("Wealth", "Herds", "Influence"), "Abilities": ("Letters", "Blades", "Whispers"),
          "Psyche": ("Resolve", "Cunning", "Hunger")}
DISCIPLINES = ("Dominion", "Veiling", "Swiftness", "Fortitude")
CHAPTERS = 6


class FakeCampaign:
    def __init__(self, folder: Path, seats: list[dict], seed: int, name: str) -> None:
        self.folder, self.name, self.seed = folder, name, seed
        self.path: Path | None = folder / f"{name}.json"
        self.players = [dict(s) for s in seats]
        self.sheets = [{"character": "", "traits": {}, "disc": {}, "titles": [], "retained": None, "assets": []}
                       for _ in seats]
        self.queue: list[tuple[str, int | None]] = []
        for seat in range(len(seats)):
            self.queue += [("prologue.character", seat), ("prologue.trait", seat), ("prologue.discipline", seat),
                           ("prologue.title", seat), ("prologue.retainer", seat)]
        self.chapter = 1
        self.results: list[dict] = []
        self.in_progress = False
        self.eras: dict[int, str] = {}
        self.decided: list[str] = []
        self.log: list[str] = []

    # -- what the window reads -------------------------------------------------------------
    def seats(self) -> list[dict]:
        return self.players

    def status(self) -> str:
        return f"Chapter {min(self.chapter, CHAPTERS)} of {CHAPTERS} · Era {(self.chapter - 1) // 3 + 1}"

    def chapter_title(self) -> str:
        return f"Chapter {self.chapter}: The Nights of Ash"

    def decision(self) -> DecisionView | None:
        if not self.queue:
            return None
        step, seat = self.queue[0]
        stage, part = step.split(".")
        if stage == "prologue":
            steps, index = PROLOGUE_STEPS, {"character": 1, "trait": 2, "discipline": 3, "title": 4,
                                            "retainer": 5}[part]
        elif stage == "aftermath":
            steps, index = AFTERMATH_STEPS, {"results": 0, "overview": 1, "missions": 2, "retainer": 5}[part]
        else:
            steps, index = ("Domination", "Scoring"), 1
        key = (len(self.decided), step, seat)
        if part in ("character", "title"):
            return DecisionView(seat, stage, steps, index, "Your character" if part == "character" else "A title",
                                "Write a name for the ages.", kind="text", default="Isolde the Pale", key=key)
        if part == "trait":
            choices = tuple(ChoiceView(t, s) for s, ts in TRAITS.items() for t in ts)
            return DecisionView(seat, stage, steps, index, "A dot in a trait", "Choose one trait to begin with.",
                                choices, key=key)
        if part == "discipline":
            return DecisionView(seat, stage, steps, index, "A dot in a discipline", "Choose one discipline.",
                                tuple(ChoiceView(d, "Discipline mastery") for d in DISCIPLINES), key=key)
        if part in ("retainer",):
            cards = tuple(ChoiceView(f"Retainer {k + 1}", "an ancilla of your clan", card=c)
                          for k, c in enumerate((12 + seat, 20 + seat, 30 + seat)))
            return DecisionView(seat, stage, steps, index, "Your first retainer",
                                "Choose one of the three drawn from the character deck.", cards, key=key)
        if part == "results":
            return DecisionView(None, stage, steps, index, "Record the results", "The chapter enters the booklet.",
                                (ChoiceView("Write it down"),), key=key)
        if part == "overview":
            return DecisionView(seat, stage, steps, index, "The vanquished plots",
                                "Unlock one clan scheme from the research deck.",
                                (ChoiceView("A hidden ledger", "a scheme of the clan you played"),
                                 ChoiceView("A bargain at dusk", "a scheme of the clan you played")), key=key)
        if part == "missions":
            return DecisionView(seat, stage, steps, index, "A mission: the burning abbey",
                                "Monks hide a relic from the flames. What do you do?",
                                (ChoiceView("Save the relic", "a dot in Resolve"),
                                 ChoiceView("Let it burn", "a dot in Hunger"),
                                 ChoiceView("Sell it", "a dot in Wealth")),
                                reveals=(RevealView("mission", "The burning abbey", "Monks hide a relic."),), key=key)
        if part == "scoring":
            return DecisionView(seat, stage, steps, index, "The era ends", "Choose the scoring card.",
                                (ChoiceView("Blood and coin", "Resources ×3", kind="scoring"),
                                 ChoiceView("Quiet learning", "Abilities ×3", kind="scoring")), key=key)
        raise AssertionError(step)

    def choose(self, value: Any) -> list[RevealView]:
        d = self.decision()
        if d is None:
            raise ValueError("nothing to decide")
        if d.kind == "pick" and not (isinstance(value, int) and 0 <= value < len(d.choices)):
            raise ValueError(f"no such answer: {value!r}")
        step, seat = self.queue.pop(0)
        self.decided.append(f"{step}:{seat}:{value}")
        reveals: list[RevealView] = []
        if step == "prologue.character":
            self.sheets[seat]["character"] = str(value)
        elif step == "prologue.trait":
            label = d.choices[value].label
            self.sheets[seat]["traits"][label] = self.sheets[seat]["traits"].get(label, 0) + 1
        elif step == "prologue.discipline":
            label = d.choices[value].label
            self.sheets[seat]["disc"][label] = self.sheets[seat]["disc"].get(label, 0) + 1
        elif step in ("prologue.title", "aftermath.overview"):
            self.sheets[seat]["titles"].append(str(value) if d.kind == "text" else d.choices[value].label)
        elif step in ("prologue.retainer", "aftermath.retainer"):
            self.sheets[seat]["retained"] = d.choices[value].card
        elif step == "era.scoring":
            self.eras[(self.chapter - 2) // 3 + 1] = d.choices[value].label
            reveals.append(RevealView("character", "A new face", card=40))
        return reveals

    def ai_choice(self) -> Any:
        d = self.decision()
        assert d is not None
        return d.default if d.kind == "text" else len(d.choices) - 1

    def chapter_ready(self) -> bool:
        return not self.queue and self.chapter <= CHAPTERS

    def chapter_in_progress(self) -> bool:
        return self.in_progress

    def chapter_file(self) -> Path:
        return self.folder / f"{self.name}.chapter-{self.chapter:02d}.toml"

    def chapter_session(self) -> GameSession:
        if self.in_progress and self.chapter_file().exists():
            return GameSession.load(self.chapter_file())
        setup = {"players": len(self.players), "seed": self.seed + self.chapter, "options": {},
                 "seats": [dict(s) for s in self.players]}
        self.in_progress = True
        return GameSession.start(games.get("bloodlines"), setup)

    def keep_chapter(self, session: GameSession) -> None:
        save_game(self.chapter_file(), session.state, session.setup)
        self.in_progress = True

    def chapter_save(self, number: int) -> Path | None:
        path = self.folder / f"{self.name}.chapter-{number:02d}.toml"
        return path if number <= len(self.results) and path.exists() else None

    def finish_chapter(self, session: GameSession) -> list[RevealView]:
        self.keep_chapter(session)
        state = session.state
        scores = list(state.scores())
        victor = max(range(len(scores)), key=lambda s: scores[s])
        vanquished = min(range(len(scores)), key=lambda s: scores[s])
        self.results.append({"scores": scores, "victor": victor, "vanquished": vanquished})
        name = self.players[victor]["name"]
        self.log += ["Aftermath, step 1: Record the results", f"{name} played Embers: {scores[victor]} VP",
                     "Aftermath, step 2: Resolve the chapter overview", f"{name} is the victor: a new title, Prince",
                     "Aftermath, step 4: Resolve obligations", f"{name} takes an obligation: A debt of blood"]
        self.in_progress = False
        self.queue = [("aftermath.results", None), ("aftermath.overview", vanquished),
                      ("aftermath.missions", victor)] + [("aftermath.retainer", s) for s in range(len(self.players))]
        if self.chapter % 3 == 0:
            self.queue.append(("era.scoring", victor))
        self.chapter += 1
        return [RevealView("overview", f"Chapter {self.chapter - 1} ends", "The victor takes a title.")]

    def is_over(self) -> bool:
        return self.chapter > CHAPTERS and not self.queue

    def save(self) -> Path:
        assert self.path is not None
        data = {"name": self.name, "chapter": self.chapter, "players": self.players, "seed": self.seed,
                "sheets": self.sheets, "queue": self.queue, "results": self.results, "in_progress": self.in_progress,
                "eras": {str(k): v for k, v in self.eras.items()}, "decided": self.decided}
        self.path.write_text(json.dumps(data), encoding="utf-8")
        return self.path

    @classmethod
    def read(cls, path: Path) -> FakeCampaign:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ValueError(f"{path.name}: not a chronicle file ({exc})") from None
        out = cls(path.parent, data["players"], data["seed"], data["name"])
        out.chapter, out.sheets, out.results = data["chapter"], data["sheets"], data["results"]
        out.queue = [tuple(q) for q in data["queue"]]
        out.in_progress, out.decided = data["in_progress"], data["decided"]
        out.eras = {int(k): v for k, v in data["eras"].items()}
        return out

    def sheet(self, seat: int) -> SheetView:
        s = self.sheets[seat]
        sections = tuple((name, tuple(Trait(t, s["traits"].get(t, 0)) for t in ts)) for name, ts in TRAITS.items())
        return SheetView(seat, self.players[seat]["name"], s["character"] or "(not yet named)", sections,
                         tuple(Trait(d, s["disc"].get(d, 0)) for d in DISCIPLINES),
                         allegiances=(Trait("The Court", 1 if seat == 0 else 0, 3), Trait("The Free", 0, 3)),
                         titles=tuple(s["titles"]), assets=("Scholarly",) if seat == 0 else (),
                         obligations=("A debt of blood",) if seat == 1 else (), points=len(s["titles"]) + 3,
                         stickers=("Bonded", "Swift") if seat == 0 else ())

    def haven(self, seat: int) -> HavenView:
        s = self.sheets[seat]
        return HavenView(seat, self.players[seat]["name"], s["retained"], leaders=(0,) if seat == 0 else (),
                         assets=("Scholarly",) if seat == 0 else (), obligations=("A debt of blood",))

    def card(self, index: int):
        from game.ui.tables.bloodlines import read

        return read.card_of(index)

    def players_can_change(self) -> bool:
        return self.chapter_ready() and not self.in_progress

    def set_playing(self, player: int, playing: bool) -> None:
        if not playing and sum(p.get("active", True) for p in self.players) <= 2:
            raise ValueError("a chapter needs at least 2 players")
        self.players[player]["active"] = playing

    def add_player(self, seat: dict) -> None:
        self.players.append(dict(seat, active=True))
        self.sheets.append({"character": "", "traits": {}, "disc": {}, "titles": [], "retained": None, "assets": []})
        index = len(self.players) - 1
        self.queue += [("prologue.character", index), ("prologue.title", index)]

    def told(self) -> list[str]:
        return list(self.log)

    def missions(self, number: int) -> tuple[MissionView, ...]:
        played = number <= len(self.results)
        claimer = self.players[self.results[number - 1]["victor"]]["name"] if played else ""
        return (MissionView("The burning abbey", "Hold the Ladder", "the asset Scholarly", claimer, played),
                MissionView("A quiet debt", "Feed the Herd", "a new character, Mirela", "", played))

    def era_standing(self) -> EraStanding | None:
        if not self.queue or self.queue[0][0] != "era.scoring":
            return None
        return EraStanding((self.chapter - 2) // 3 + 1, "The Age of Ash", tuple(3 - s for s in range(len(self.players))),
                           0, "VP on the departing battleground", "The Ladder of Ages", "The Night Court")

    def booklet(self) -> BookletView:
        rows = []
        for n in range(1, CHAPTERS + 1):
            if n <= len(self.results):
                r = self.results[n - 1]
                rows.append(ChapterRow(n, (n - 1) // 3 + 1, f"The Nights of Ash {n}", True,
                                       tuple("Embers" for _ in self.players), r["victor"], r["vanquished"],
                                       tuple(r["scores"])))
            else:
                rows.append(ChapterRow(n, (n - 1) // 3 + 1, f"The Nights of Ash {n}"))
        eras = tuple(EraRow(e, winner=0 if e in self.eras else None, card=self.eras.get(e, ""))
                     for e in range(1, CHAPTERS // 3 + 1))
        sheet = tuple((name, tuple((t, 1 + k % 3) for k, t in enumerate(ts))) for name, ts in TRAITS.items())
        return BookletView(self.name, tuple(p["name"] for p in self.players), tuple(rows), eras, sheet,
                           tuple(self.sheet(s).points or 0 for s in range(len(self.players))),
                           "Valerian rules the night." if self.is_over() else "")


class FakeLibrary:
    def __init__(self, folder: Path) -> None:
        self.root = folder
        folder.mkdir(parents=True, exist_ok=True)

    def folder(self) -> Path:
        return self.root

    def entries(self) -> list[CampaignEntry]:
        out = []
        for k, path in enumerate(sorted(self.root.glob("*.json"))):
            try:
                c = FakeCampaign.read(path)
            except ValueError as exc:
                out.append(CampaignEntry(path, path.stem, broken=True, problem=str(exc)))
                continue
            out.append(CampaignEntry(path, c.name, c.chapter, f"2026-12-01T10:{k:02d}",
                                     tuple(p["name"] for p in c.players)))
        return out

    def latest(self) -> Path | None:
        entries = [e for e in self.entries() if not e.broken]
        return max(entries, key=lambda e: e.saved_at).path if entries else None

    def new(self, seats, seed, name) -> FakeCampaign:
        return FakeCampaign(self.root, list(seats), seed, name)

    def load(self, path: Path) -> FakeCampaign:
        return FakeCampaign.read(path)

    def delete(self, path: Path) -> None:
        path.unlink()
