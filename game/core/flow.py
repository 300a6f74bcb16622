"""The turn as data: a table of phases, a table of steps, and one ``settle`` loop.

The shape is boardgame.io's ``flow.ts``: phases and the decisions inside them are
declared as data, not buried in if-chains.  A game writes

* ``PHASES``: phase name -> :class:`Phase` (``begin`` sets up the phase and the first
  step; ``next`` names the phase that follows, or chooses it from the state);
* ``STEPS``: step name -> :class:`Step` (``legal`` lists the actions of the seat that
  must decide, ``apply`` plays one of them), each with its words beside it;

and builds one :class:`Flow` over them.  A step ends its phase by setting ``state.step =
PHASE_DONE``; the flow then starts the next phase.  After every action :meth:`Flow.settle` moves
through phase changes and through decisions that are no decision at all (a lone pass, unless the
step ``asks`` the seat all the same because the table cannot tell that it has nothing to answer)
until some seat must really choose::

    FLOW: Flow[DuelState] = Flow(PHASES, STEPS, over="over")

    class DuelState(GameState):
        FLOW = FLOW        # GameState's _legal_actions is FLOW.legal, its _apply FLOW.run
        START = "setup"    # (apply at the waiting step, then settle); a new game begins here

The state the flow drives has a ``phase`` and a step attribute (``step`` unless the flow is told
another name) holding names from the two tables, and answers ``is_over`` (or the flow is told
another attribute, or given a test, as ``over``).  Each :class:`Step` may carry its words
(``prompt`` for the deciding seat, ``waiting`` for the others, read after the seat's name): tables
read them with :meth:`Flow.prompt` and :meth:`Flow.waiting`, so a step's words live in one place.
Within a phase, seats often take turns in an order: :func:`first_turn` / :func:`next_turn` hand the
step to the next eligible seat and end the phase when none is left (one turn each), and
:func:`next_in_rounds` goes round the order again and again until nobody is eligible (bidding until
everyone has passed).

Nested decisions: a pending-decision stack
------------------------------------------
Some decisions open others before they end: an activation asks for the order of the battlegrounds, a
scheme for the boons that complete it, an effect for its target, a rival for its answer.  A flow
given ``pending="stack"`` (the name of a list attribute of the state) and a table ``frames`` of
frame kinds keeps them on that stack.  A frame is a small record with a ``kind``;
:func:`~game.core.pending.push` puts one on top and :func:`~game.core.pending.pop` takes it off once
resolved.  Its kind names (:mod:`game.core.pending` declares these pieces) either

* a :class:`Decision` (a step that reads its frame: ``legal(state, frame)``,
  ``apply(state, frame, action, events)``, its ``prompt`` and ``waiting`` words beside it, and
  optionally ``asks(state, frame)``, as a step's ``asks``), or
* a :class:`Task`: work the rules do by themselves (``run(state, frame, events)``, which pops
  its frame or pushes others).

While the stack is not empty :meth:`Flow.legal`, :meth:`Flow.run`, :meth:`Flow.settle`,
:meth:`Flow.prompt` and :meth:`Flow.waiting` consult its top frame.  ``settle`` runs tasks, drops a
decision with nothing to choose, plays a lone choice that is ``nothing_to_decide``, and stops at a
real decision, writing its kind into the step attribute (so whatever reads ``state.step`` names the
decision).  Once the stack is empty again, the step attribute becomes ``resume`` (a step name, by
default :data:`PHASE_DONE`, or a function of the state) and the phases go on as before.
:meth:`Flow.stops` says whether ``settle`` would ask the deciding seat at the waiting step or frame.
A flow without ``pending`` never looks at any of this::

    FRAMES = {"target": Decision(target_legal, target_apply, "Choose the target", "is choosing"),
              "effect": Task(run_effect)}
    FLOW = Flow(PHASES, STEPS, frames=FRAMES, pending="stack")

This module imports no game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Generic, Protocol, TypeVar

from .actions import Action, Pass
from .events import Event
from .pending import Decision, Task
from .settling import PHASE_DONE, Advance, FlowError, stack_loop, steps_loop

S = TypeVar("S")
"""The game's state class (any object with the attributes the flow names)."""

MAX_AUTO: Final = 10_000
"""How many automatic moves (phase changes and lone passes) one settle may make."""

Begin = Callable[[Any, list[Event]], None]
Legal = Callable[[Any], list[Action]]
Play = Callable[[Any, Action, list[Event]], None]


@dataclass(frozen=True)
class Phase:
    """One phase of the turn.

    ``begin(state, events)`` sets up the phase and its first step (or sets
    ``PHASE_DONE`` at once when there is nothing to do).  ``next`` is the name of the
    phase that follows, or a function of the state that returns it (a last round,
    an era vote, ...).
    """

    name: str
    begin: Begin
    next: str | Callable[[Any], str]

    def following(self, state: Any) -> str:
        """The name of the phase after this one, for `state`."""
        return self.next if isinstance(self.next, str) else self.next(state)


@dataclass(frozen=True)
class Step:
    """One kind of decision: who decides is the game's business (its ``current_player``).

    ``legal(state)`` lists the deciding seat's actions; ``apply(state, action,
    events)`` plays one (appending events) and moves the state to its next step.
    ``prompt`` is what the deciding seat is asked, ``waiting`` what the others are
    told ("Seat 2 is choosing a target"), written once beside the step.

    ``asks(state)``, if given, says whether the deciding seat must be asked even when all it
    can do is pass: True when, from what the others can see, it might be able to answer.
    Skipping it only when it could not would tell the table something hidden (that it holds
    no card that answers), so the flow then asks it, and it passes.
    """

    legal: Legal
    apply: Play
    prompt: str = ""
    waiting: str = ""
    asks: Callable[[Any], bool] | None = None


def asks_unless_ruled_out(legal: Legal, nothing_to_decide: Callable[[Action], bool],
                          holding: Callable[[Any], list[Any] | None],
                          could_hold: Callable[[Any], list[Any]]) -> Callable[[Any], bool]:
    """A :attr:`Step.asks` for a step whose answers come from a hidden holding (a hand): ask the
    seat unless no holding the table cannot rule out would let it answer.

    ``holding(state)`` is the deciding seat's hidden list (None: do not ask, e.g. under an older
    rules edition); ``could_hold(state)`` every item the table cannot rule out of it.  The step's
    ``legal`` is read with the holding swapped for those items (put back at once): if any of its
    actions is more than a pass, the seat is asked."""
    def asks(state: Any) -> bool:
        held = holding(state)
        if not held:
            return False
        kept = held[:]
        held[:] = could_hold(state)
        try:
            return any(not nothing_to_decide(action) for action in legal(state))
        finally:
            held[:] = kept
    return asks


def is_pass(action: Action) -> bool:
    """The default "nothing to decide" test: the action is a plain pass."""
    return isinstance(action, Pass)


class Flow(Generic[S]):
    """A game's phases and steps, and the loop that moves between them.

    ``nothing_to_decide(action)`` says when a lone legal action may be played without
    asking (a pass in all but name).  ``leave(state)``, if given, runs whenever a
    phase ends, before the next one begins (clear per-phase records there).
    ``over`` ends the settling: a test ``over(state)``, or the name of a true-when-over attribute
    (default ``"is_over"``; a plain attribute such as ``"over"`` is the fastest).  The flow caches the
    legal actions it settled on in ``state._legal_cache`` (:class:`~game.core.state.GameState`) when
    ``cache_legal`` is true.  ``advance(state, events, action=None)`` is :meth:`run` (with `action`,
    which ``GameState.apply`` calls directly) or :meth:`settle`, for this flow's kind.

    ``pending`` names the state's pending-decision stack (a list of frames), ``frames`` the
    kinds its frames may have (:class:`Decision` or :class:`Task`), and ``resume`` the step
    the state returns to once the stack is empty again (a name or a function of the state);
    see the module docstring.  Without ``pending`` the flow has no stack.
    """

    def __init__(self, phases: Mapping[str, Phase], steps: Mapping[str, Step], *,
                 nothing_to_decide: Callable[[Action], bool] = is_pass,
                 leave: Callable[[Any], None] | None = None,
                 over: Callable[[Any], bool] | str = "is_over",
                 step_attr: str = "step", max_auto: int = MAX_AUTO, cache_legal: bool = True,
                 frames: Mapping[str, Decision | Task] | None = None, pending: str = "",
                 resume: str | Callable[[Any], str] = PHASE_DONE) -> None:
        for name, phase in phases.items():
            if phase.name != name:
                raise ValueError(f"phase {name!r} is declared under the name {phase.name!r}")
            if isinstance(phase.next, str) and phase.next not in phases:
                raise ValueError(f"phase {name!r} is followed by unknown phase {phase.next!r}")
        if PHASE_DONE in steps:
            raise ValueError(f"{PHASE_DONE!r} is not a step name a game may use")
        self.phases: dict[str, Phase] = dict(phases)
        self.steps: dict[str, Step] = dict(steps)
        self.nothing_to_decide = nothing_to_decide
        self.leave = leave
        self.over_attr = over if isinstance(over, str) else ""
        self.over: Callable[[Any], bool] = _attribute_test(over) if isinstance(over, str) else over
        self.step_attr = step_attr
        self.max_auto = max_auto
        self.cache_legal = cache_legal
        self.frames: dict[str, Decision | Task] = dict(frames or {})
        self._tasks = {kind: frame.run for kind, frame in self.frames.items() if isinstance(frame, Task)}
        self._decisions = {kind: frame for kind, frame in self.frames.items() if isinstance(frame, Decision)}
        if self.frames and not pending:
            raise ValueError("frame kinds need the name of the pending-decision stack (pending=...)")
        if set(self.frames) & set(self.steps):
            raise ValueError(f"names both a step and a frame kind: {sorted(set(self.frames) & set(self.steps))}")
        self.pending = pending
        self.resume = resume
        self.advance: Advance = stack_loop(self) if pending else steps_loop(self)   # (settling.py)

    # -- reading -----------------------------------------------------------------------
    def top(self, state: S) -> Any:
        """The top frame of the state's pending-decision stack (None when it is empty)."""
        stack = getattr(state, self.pending) if self.pending else None
        return stack[-1] if stack else None

    def decision_of(self, frame: Any) -> Decision:
        """The declared decision a frame waits at (FlowError if its kind is no decision)."""
        kind = self.frames.get(frame.kind)
        if not isinstance(kind, Decision):
            raise FlowError(f"frame {frame.kind!r} is no decision")
        return kind

    def step_of(self, state: S) -> Step:
        """The step waiting for a decision now (FlowError if the state names no known step)."""
        name = getattr(state, self.step_attr)
        try:
            return self.steps[name]
        except KeyError:
            raise FlowError(f"no step {name!r} (phase {getattr(state, 'phase', '?')!r})") from None

    def legal(self, state: S) -> list[Action]:
        """The actions of the waiting step (empty once the game is over)."""
        if self.over(state):
            return []
        stack = getattr(state, self.pending) if self.pending else None   # top(), inlined: every step
        frame = stack[-1] if stack else None
        if frame is not None:
            return self.decision_of(frame).legal(state, frame)
        return self.step_of(state).legal(state)

    def stops(self, state: S) -> bool:
        """Whether :meth:`settle` would ask the deciding seat at the waiting step or top frame
        (False: it would play the lone choice itself, or drop a frame with nothing to choose)."""
        frame = self.top(state)
        if frame is not None:
            decision = self.decision_of(frame)
            choices = decision.legal(state, frame)
            return len(choices) > 1 or (len(choices) == 1 and (
                not self.nothing_to_decide(choices[0])
                or (decision.asks is not None and decision.asks(state, frame))))
        step = self.step_of(state)
        legal = step.legal(state)
        return not (len(legal) == 1 and self.nothing_to_decide(legal[0])
                    and (step.asks is None or not step.asks(state)))

    # -- playing -----------------------------------------------------------------------
    def run(self, state: S, action: Action, events: list[Event]) -> list[Action]:
        """Apply `action` at the waiting step (or top frame), then settle; the next legal list."""
        return self.advance(state, events, action)

    def begin(self, state: S, phase: str, events: list[Event]) -> list[Action]:
        """Enter `phase` (a game's setup calls this once), then :meth:`settle`."""
        self._enter(state, phase, events)
        return self.settle(state, events)

    def settle(self, state: S, events: list[Event]) -> list[Action]:
        """Advance through phase changes and pass-only decisions until someone must choose.

        Returns the legal actions of the decision reached (empty once the game is over)
        and, with ``cache_legal``, stores them as the state's legal-action cache.
        Raises FlowError after ``max_auto`` automatic moves (a turn that loops).
        """
        return self.advance(state, events)

    def _enter(self, state: S, name: str, events: list[Event]) -> None:
        phase = self.phases.get(name)
        if phase is None:
            raise FlowError(f"no phase {name!r}")
        state.phase = phase.name  # type: ignore[attr-defined]
        phase.begin(state, events)

    # -- words -------------------------------------------------------------------------
    def _words_of(self, state: S) -> Step | Decision | None:
        frame = self.top(state)
        if frame is not None:
            kind = self.frames.get(frame.kind)
            return kind if isinstance(kind, Decision) else None
        return self.steps.get(getattr(state, self.step_attr))

    def prompt(self, state: S) -> str:
        """What the deciding seat is asked at the waiting step or top frame ('' if it has no words)."""
        step = self._words_of(state)
        return step.prompt if step is not None else ""

    def waiting(self, state: S) -> str:
        """What the other seats are told while they wait ('' if the step has no words)."""
        step = self._words_of(state)
        return step.waiting if step is not None else ""


def _attribute_test(name: str) -> Callable[[Any], bool]:
    def test(state: Any) -> bool:
        return bool(getattr(state, name))
    return test


# -- turns in order within a phase ----------------------------------------------------------
class TakesTurns(Protocol):
    """A state whose seats take turns in ``order``: ``pos`` indexes it, ``actor`` decides."""

    order: list[int]
    pos: int
    actor: int
    step: str


Eligible = Callable[[Any, int], bool]
"""``eligible(state, seat)``: may this seat take a turn in the phase now?"""


def first_turn(state: TakesTurns, eligible: Eligible) -> bool:
    """Hand the phase to the first eligible seat of ``state.order``; False (and
    ``step = PHASE_DONE``) when nobody is eligible."""
    state.pos = -1
    return next_turn(state, eligible)


def next_turn(state: TakesTurns, eligible: Eligible) -> bool:
    """Hand the phase to the next eligible seat after ``state.pos``; False (and
    ``step = PHASE_DONE``) once every seat of the order has had its turn."""
    order = state.order
    for pos in range(state.pos + 1, len(order)):   # seats.next_eligible, without a closure per call
        if eligible(state, order[pos]):
            state.pos = pos
            state.actor = order[pos]
            return True
    state.pos = len(order)
    state.step = PHASE_DONE
    return False


def next_in_rounds(state: TakesTurns, eligible: Eligible) -> bool:
    """Hand the step to the next eligible seat after ``state.pos``, going round ``state.order``
    again and again (set ``pos = -1`` to start with the first seat); False (and
    ``step = PHASE_DONE``) once no seat is eligible any more ("until everyone has passed")."""
    n = len(state.order)
    for _ in range(n):
        state.pos = (state.pos + 1) % n
        seat = state.order[state.pos]
        if eligible(state, seat):
            state.actor = seat
            return True
    state.step = PHASE_DONE
    return False
