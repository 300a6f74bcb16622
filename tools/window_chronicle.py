"""A chronicle chapter with its aftermath, played through the real window (``play_window.py --chronicle``).

    python tools/play_window.py --chronicle --display :7 --size 1280x720 --seed 5 --out /tmp/chronicle

Title -> Settings (animation speed Fast, the window size) -> Campaign -> New campaign (the seats: one human,
AI seats at ``--level``, ``--seed`` typed in) -> Begin -> the prologue's decisions -> the chronicle's home ->
Play chapter -> the first chapter played at the Bloodlines table (``window_table.TablePlayer``) -> the
chapter's end -> Aftermath -> each aftermath step -> the chronicle's home again -> the booklet (both pages),
the sheets and the havens, each closed with Back.  All by real X input: the human seat's decisions are
answered by a click on a card or a row, or by its number key (every other one), a name typed and
confirmed with a click; the cards the chronicle deck turns are gone through with Continue; the AI seats'
decisions are left to go on by themselves.

Every chronicle screen passed is photographed once (``cNN-<step>-<who>``; the turned cards a page at a time,
once landed), and ``moves.log`` says what it asked and what was answered; after the aftermath the
campaign's own log is copied there, so a step carried out without a screen of its own can be told from
one shown (a decision's screen, or a page of the aftermath's told screen: ``told_pages``, ``told_steps``
in the summary).  A key typed that showed up in the next
screen's text box, an answer that did nothing, a dialog: each is a line starting ``NOTE``.
"""

from __future__ import annotations

import time
from typing import Any

from window_driver import Frames, Stalled
from window_table import TablePlayer

TYPED = {"character": "Isolde Varga", "title": "the Pale Widow"}   # what the human types, by the step's last word
ANSWER_SECONDS = 5.0              # the longest an answer may take to take its decision off the screen


class ChroniclePlayer(TablePlayer):
    """A new chronicle, from the title to the chronicle's home after the first chapter's aftermath."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.screens = 0                      # chronicle screens photographed
        self.handled: list[Any] = []          # the scenes already photographed and answered (kept: an id of a
                                              # scene gone is taken again by a new one)
        self.answered = 0                     # the human seat's answers
        self.passed: list[dict[str, Any]] = []  # each decision seen: its step, who, human or AI, the answer
        self.notes: list[str] = []            # what a new player would trip on, as seen by the tool
        self.chapter_table: Any = None
        self.chapter_ended = False
        self.hub_reached = False
        self.log_seen = 0                     # the campaign's log lines already copied into moves.log
        self.last_answer = ""
        self.silent: list[int] = []           # aftermath steps carried out without a screen of their own
        self.told_pages = 0                   # pages of the screens that tell what happened, photographed
        self.told_steps: set[int] = set()     # aftermath steps such a screen told (not silent, then)

    # -- helpers -------------------------------------------------------------------------------
    def screen(self, label: str) -> str:
        """Photograph a chronicle screen, numbered in the order passed."""
        self.screens += 1
        safe = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in label)[:60]
        return self.x.shot(f"c{self.screens:02d}-{safe}")

    def trip(self, line: str) -> None:
        self.notes.append(line)
        self.note(f"NOTE {line}")

    def campaign(self) -> Any:
        run = getattr(self.top(), "run", None)
        return run.campaign if run is not None else None

    def copy_log(self, campaign: Any) -> None:
        """The campaign's own log lines not yet copied, into moves.log."""
        lines = list(getattr(getattr(campaign, "c", None), "log", ()) or ())
        for line in lines[self.log_seen:]:
            self.note(f"  chronicle log: {line}")
        self.log_seen = len(lines)

    # -- the screens of the chronicle ------------------------------------------------------------
    def new_chronicle(self) -> Frames:
        yield from self.press_button("Campaign")
        yield from self.on_top("CampaignMenuScene")
        self.screen("campaign-menu")
        yield from self.press_button("New campaign")
        yield from self.on_top("NewCampaignScene")
        new = self.top()
        yield from self.seats(new)
        self.screen("new-chronicle")
        self.note(f"new chronicle {new.chronicle_name.text!r}: {new.setup()['seats']}, seed {new.seed.text}")
        yield from self.press_button("Begin")

    def through(self, stage: str) -> Frames:
        """Every screen of the chronicle until its home: decisions, turned cards and dialogs."""
        while not self.top_is("ChronicleScene"):
            top: Any = self.top()
            name = type(top).__name__
            if any(top is seen for seen in self.handled):
                yield 1
            elif name == "DecisionScene":
                yield from self.decision(top, stage)
            elif name == "RevealScene":
                yield from self.reveal(top)
            elif name == "ToldScene":
                yield from self.told(top, stage)
            elif name == "Dialog":
                yield from self.dialog(top)
            else:
                yield 1

    def decision(self, scene: Any, stage: str) -> Frames:
        # drawn once (the answers are placed while drawing); an AI's stays only AI_PAUSE / speed seconds,
        # a few slow frames of a large window at most: photographed after the first
        yield 1 if scene.ai else 3
        d = scene.decision
        step, who = str(d.key[0]), scene.who()
        place = d.steps[d.step] if 0 <= d.step < len(d.steps) else "?"
        self.handled.append(scene)
        if self.top() is not scene:
            path = ""
            self.trip(f"{who}'s decision at {step} went by before it could be photographed")
        else:
            path = self.screen(f"{step}-{who}")
        entry = {"stage": stage, "step": step, "place": f"{d.step + 1}/{len(d.steps)} {place}", "who": who,
                 "ai": scene.ai, "title": d.title, "choices": len(d.choices), "shot": path}
        self.passed.append(entry)
        self.note(f"decision {step} ({entry['place']}): {d.title!r}, {who}{' (AI)' if scene.ai else ''}, "
                  f"{len(d.choices)} answers{'; ' + scene.ai_line if scene.ai_line else ''}")
        if scene.ai:
            if not scene.done:
                self.trip(f"{who}'s AI could not decide at {step}: {scene.ai_line} ({path})")
                yield from self.press_button("Chronicle")
                return
            yield from self.until(lambda: self.top() is not scene, f"{who}'s choice at {step} to go on by itself")
            entry["answer"] = scene.ai_line
            return
        if d.kind == "text":
            yield from self.type_name(scene, step, path)
        else:
            yield from self.pick(scene, step, path)
        entry["answer"] = self.last_answer

    def type_name(self, scene: Any, step: str, path: str) -> Frames:
        box = scene.input
        if box.text != scene.decision.default:
            self.trip(f"the name box at {step} held {box.text!r} on arrival, not {scene.decision.default!r} ({path})")
        yield from self.click(box.rect.center)
        if box.text:
            self.x.xdo("key", "--repeat", len(box.text), "BackSpace")
            yield from self.until(lambda: not box.text, "the name box emptied")
        typed = TYPED.get(step.rpartition(".")[2], "Isolde")
        self.x.type(typed)
        yield from self.until(lambda: box.text == typed, "the name typed")
        yield 2
        self.last_answer = typed
        self.answered += 1
        self.note(f"  typed {typed!r} into the emptied box; Confirm clicked")
        yield from self.click(scene.confirm.rect.center)
        yield from self.gone(scene, step, f"Confirm after typing {typed!r}")

    def pick(self, scene: Any, step: str, path: str) -> Frames:
        places = scene.card_rects or scene.row_rects
        if not places:
            self.trip(f"no answers drawn at {step} ({path})")
            raise Stalled(f"no answers drawn at {step}")
        index = self.rng.randrange(len(places))
        label = scene.decision.choices[index].label
        self.last_answer = label
        self.answered += 1
        if self.answered % 2 == 0 and index < 9:
            self.note(f"  answered {label!r} by the key {index + 1}")
            self.x.key(str(index + 1))
            yield 3
            how = f"the key {index + 1}"
        else:
            self.note(f"  answered {label!r} by a click at {places[index].center}")
            yield from self.click(places[index].center)
            how = f"a click on answer {index + 1}"
        yield from self.gone(scene, step, how)

    def gone(self, scene: Any, step: str, how: str) -> Frames:
        """Wait for an answered decision to leave the screen (or a dialog to come over it)."""
        end = time.monotonic() + ANSWER_SECONDS
        while self.top() is scene and time.monotonic() < end:
            yield 1
        if self.top() is scene:
            path = self.screen(f"no-effect-{step}")
            self.trip(f"{how} at {step} did nothing in {ANSWER_SECONDS:.0f} s ({path})")
            raise Stalled(f"the answer at {step} did nothing")

    def reveal(self, scene: Any) -> Frames:
        """The cards turned: each page photographed once its cards have landed, then Continue."""
        self.handled.append(scene)
        page = -1
        for _ in range(3 * scene.pages() + 3):
            if self.top() is not scene:
                return
            if scene.page != page:
                yield from self.until(lambda: bool(scene.flips) and scene.landed, "the turned cards landed")
                yield 2
                page = scene.page
                path = self.screen(f"reveal-{page + 1}of{scene.pages()}")
                shown = ", ".join(f"{r.kind}: {r.name}" for r in scene.shown())
                self.note(f"cards turned, page {page + 1} of {scene.pages()}: {shown} ({path})")
            yield from self.press_button("Continue")
            yield 5
        raise Stalled("the turned cards never went away")

    def told(self, scene: Any, stage: str) -> Frames:
        """A screen that tells what happened (the aftermath's steps that ask nothing, the log): each page
        photographed, then Later to the last page, then Continue."""
        self.handled.append(scene)
        yield 3
        if scene.heading == "The aftermath":   # the steps it tells were shown (the whole log is not a step)
            self.told_steps |= {int(line.split()[2].rstrip(":")) for line in scene.lines
                                if line.startswith("Aftermath, step ")}
        for page in range(1, 20):
            path = self.screen(f"{stage}-told-{page}")
            self.told_pages += 1
            self.note(f"told ({scene.heading!r}), page {page} of {len(scene.pages)} ({path})")
            if not scene.later.visible or not scene.later.enabled:
                break
            yield from self.click(scene.later.rect.center)
            yield 3
        yield from self.press_button("Continue")

    def dialog(self, scene: Any) -> Frames:
        yield 3
        path = self.screen("dialog")
        self.handled.append(scene)
        self.trip(f"a dialog {scene.title!r}: {scene.message!r}; pressing {scene.buttons[0].text!r} ({path})")
        yield from self.click(scene.buttons[0].rect.center)

    def hub(self, label: str) -> Frames:
        yield from self.on_top("ChronicleScene")
        hub: Any = self.top()
        self.handled.append(hub)
        path = self.screen(f"hub-{label}")
        self.note(f"the chronicle's home ({label}): {hub.run.campaign.status()}; its way on "
                  f"{hub.next_button.text!r} ({path})")
        self.copy_log(hub.run.campaign)

    def silent_steps(self) -> None:
        """An aftermath step the campaign's log says was carried out, with no decision screen of its own: a
        new player is not shown it (only the log lines copied into moves.log tell what it did)."""
        run = getattr(self.chapter_table, "run", None)
        lines = [str(line) for line in run.campaign.c.log] if run is not None else []
        shown = {int(entry["place"].split("/")[0]) for entry in self.passed if entry["stage"] == "aftermath"}
        shown |= self.told_steps
        sections: dict[int, list[str]] = {}
        step = 0
        for line in lines:
            if line.startswith("Aftermath, step "):
                step = int(line.split()[2].rstrip(":"))
                sections[step] = [line]
            elif line.startswith("Chapter "):
                step = 0
            elif step:
                sections[step].append(line)
        for step, said in sorted(sections.items()):
            if step not in shown:
                self.silent.append(step)
                self.trip(f"aftermath step {step} had no screen of its own; the log says: {' / '.join(said)}")

    def papers(self) -> Frames:
        """The booklet (both pages), the sheets and the havens, from the chronicle's home, each closed by Back."""
        yield from self.press_button("Booklet")
        yield from self.on_top("BookletScene")
        self.screen("booklet-chapters")
        yield from self.press_button("Eras and scoresheet")
        yield 3
        self.screen("booklet-eras")
        yield from self.press_button("Back")
        for paper, scene in (("Sheets", "SheetScene"), ("Havens", "HavenScene")):
            yield from self.on_top("ChronicleScene")
            yield from self.press_button(paper)
            yield from self.on_top(scene)
            self.screen(paper.lower())
            yield from self.press_button("Back")
        yield from self.on_top("ChronicleScene")

    # -- all of it -----------------------------------------------------------------------------
    def script(self) -> Frames:
        yield from self.settings()
        yield from self.new_chronicle()
        yield from self.through("prologue")
        yield from self.hub("after-prologue")
        yield from self.press_button("Play chapter")
        yield from self.until(lambda: self.top_is("ChapterTable"), "the chapter's table")
        yield 5
        self.table = self.chapter_table = self.top()
        self.screen("chapter-table")
        self.note(f"at the table: {self.table.session.info.title}, {len(self.table.session.setup['seats'])} seats, "
                  f"window {self.app.screen.get_size()}")
        yield from self.play(("ChapterEnd",))
        state = self.table.session.state
        self.table = None
        yield from self.for_seconds(1.5)   # the chapter's scores laid out and drawn
        self.chapter_ended = True
        path = self.screen("chapter-end")
        self.note(f"chapter end: scores {list(state.scores())}, winners {list(state.winners())} ({path})")
        yield from self.press_button("Aftermath")
        yield from self.through("aftermath")
        yield from self.hub("after-aftermath")
        self.silent_steps()
        yield from self.papers()
        self.hub_reached = True
        self.screen("zz-hub")

    def summary(self) -> dict[str, Any]:
        table: Any = self.chapter_table
        self.table = table
        out = {"mode": "chronicle", **self.table_summary(), "chapter_ended": self.chapter_ended,
               "hub_reached": self.hub_reached, "human_answers": self.answered,
               "silent_aftermath_steps": self.silent, "told_pages": self.told_pages,
               "told_steps": sorted(self.told_steps), "decisions": self.passed, "notes": self.notes}
        self.table = None
        return out

    def succeeded(self) -> bool:
        return self.hub_reached
