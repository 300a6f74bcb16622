"""The chronicle's order of play as data: a table of phases, a table of steps, and one loop.

The shape is :mod:`game.core.flow`'s (boardgame.io's phases and steps), fitted to a campaign:
its decisions are made between chapters, by a player choosing among labelled answers (a
:class:`~.records.Decision`), not by a seat playing an Action on a game state, and its work
waits in a queue the campaign file saves (``todo``), so the table here is read through the
campaign's :class:`~.records.Frame` queue rather than a ``step`` attribute.

* A :class:`Phase` (``prologue``, ``chapter``, ``aftermath``, ``era``, ``over``) has its words,
  what entering it does (``begin``) and the phase that follows (``next``, a name or a function
  of the campaign).  The chapter after an aftermath or an era's end is the next chapter.
* A :class:`Step` is one kind of work a frame names (``aftermath.response``): the choices it
  offers (``options``; None when there is nothing to decide, then ``run`` carries it out),
  what a choice does (``apply``), and its words (``title`` and ``prompt``, with ``{who}`` the
  deciding player's name and the step's ``words`` filling the rest).
* :meth:`Flow.settle` carries out every frame that needs no decision, front first, until one
  does; the prologue ends when no work is left.

A step that opens another decision puts its frame at the front of the queue
(``campaign.pending.insert(0, frame)``): it is decided before the work queued behind it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .records import Answer, Choice, Decision, Frame

if TYPE_CHECKING:
    from .campaign import Campaign

Begin = Callable[["Campaign"], None]
Options = Callable[["Campaign", Frame], "tuple[Choice, ...] | None"]
Apply = Callable[["Campaign", Frame, Answer, str], None]
Run = Callable[["Campaign", Frame], None]
Words = Callable[["Campaign", Frame], Mapping[str, str]]
Default = Callable[["Campaign", Frame], str]

CHAPTER = "chapter"
PLAYER = ("player",)
"""The ``needs`` of a step that only reads whose frame it is."""


@dataclass(frozen=True)
class Phase:
    """One phase of the chronicle.  ``begin(campaign)`` sets it up (the campaign's ``phase`` is
    already this one's name); ``next`` names the phase after it.  ``closes_chapter``: the phase
    follows a chapter (the aftermath, the era's end), so the chapter after it is the next one.
    ``ends_when_done``: the phase is over as soon as no work waits (the prologue)."""

    name: str
    words: str
    begin: Begin
    next: str | Callable[[Campaign], str]
    closes_chapter: bool = False
    ends_when_done: bool = False

    def following(self, c: Campaign) -> str:
        return self.next if isinstance(self.next, str) else self.next(c)


def nothing(_c: Campaign) -> None:
    """A phase that needs no setting up."""


@dataclass(frozen=True)
class Step:
    """One kind of work in the chronicle, declared once with its words.

    ``options(campaign, frame)`` lists the choices (an empty tuple for a text decision, whose
    suggestion is ``default``), or None when there is nothing to decide; ``apply(campaign,
    frame, answer, key)`` carries a choice out (``answer`` the index or the text, ``key`` the
    chosen :class:`Choice`'s key).  A step with nothing to decide is carried out by ``run`` (if
    any) at once.  ``title`` and ``prompt`` are formatted with ``who`` (the deciding player's
    name) and whatever ``words(campaign, frame)`` gives.  ``needs`` names the frame's arguments
    the step reads (a campaign file's frame without one is refused when it is read)."""

    name: str
    title: str = ""
    prompt: str = ""
    options: Options | None = None
    apply: Apply | None = None
    run: Run | None = None
    words: Words | None = None
    default: Default | None = None
    needs: tuple[str, ...] = ()


def steps_table(*steps: Step) -> dict[str, Step]:
    """Steps by name (ValueError if a name is declared twice)."""
    out: dict[str, Step] = {}
    for step in steps:
        if step.name in out:
            raise ValueError(f"step {step.name!r} is declared twice")
        out[step.name] = step
    return out


class Flow:
    """The chronicle's phases and steps, and the loop that moves through them."""

    def __init__(self, phases: Mapping[str, Phase], steps: Mapping[str, Step]) -> None:
        for name, phase in phases.items():
            if phase.name != name:
                raise ValueError(f"phase {name!r} is declared under the name {phase.name!r}")
            if isinstance(phase.next, str) and phase.next not in phases:
                raise ValueError(f"phase {name!r} is followed by unknown phase {phase.next!r}")
        for name, step in steps.items():
            if step.options is not None and step.apply is None:
                raise ValueError(f"step {name!r} offers choices but applies none")
        self.phases: dict[str, Phase] = dict(phases)
        self.steps: dict[str, Step] = dict(steps)

    def step(self, frame: Frame) -> Step:
        try:
            return self.steps[frame.kind]
        except KeyError:
            raise ValueError(f"no step of the chronicle is called {frame.kind!r}") from None

    def decision(self, c: Campaign, frame: Frame) -> Decision | None:
        """What `frame` asks now (None: nothing to decide)."""
        step = self.step(frame)
        if step.options is None:
            return None
        options = step.options(c, frame)
        if options is None:
            return None
        words = {"who": c.players[frame.player].name if frame.player is not None else ""}
        if step.words is not None:
            words.update(step.words(c, frame))
        if step.default is not None:
            return Decision(frame.player, step.name, step.title.format_map(words), step.prompt.format_map(words),
                            options, "text", step.default(c, frame))
        return Decision(frame.player, step.name, step.title.format_map(words), step.prompt.format_map(words),
                        options)

    def apply(self, c: Campaign, frame: Frame, answer: Answer, key: str) -> None:
        apply = self.step(frame).apply
        assert apply is not None        # the frame's decision was asked: the step has choices
        apply(c, frame, answer, key)

    def settle(self, c: Campaign) -> None:
        """Carry out every frame that needs no decision, until one does or a chapter waits."""
        pending = c.pending
        while pending and self.decision(c, pending[0]) is None:
            frame = pending.pop(0)
            run = self.step(frame).run
            if run is not None:
                run(c, frame)
        phase = self.phases[c.phase]
        if not pending and phase.ends_when_done:
            self.enter(c, phase.following(c))

    def enter(self, c: Campaign, name: str) -> None:
        """Begin phase `name`."""
        c.d["phase"] = name
        self.phases[name].begin(c)

    def end_phase(self, c: Campaign) -> None:
        """The phase is done: begin the one after it (the next chapter after an aftermath or an
        era's end)."""
        phase = self.phases[c.phase]
        name = phase.following(c)
        if name == CHAPTER and phase.closes_chapter:
            c.d["chapter"] += 1
        self.enter(c, name)
