"""The flow's settle loops (:meth:`game.core.flow.Flow.advance`), one per kind of flow.

They run after every move of every game and every search's trial game, so each is a closure made
once per :class:`~game.core.flow.Flow` over the flow's tables and names: nothing is looked up on
the flow at a call (a closure's cell is cheaper to read than an attribute), and a flow without a
pending-decision stack runs a loop that never looks for one.  Both do what the flow's docstring
says, in this order: play `action` (if any) at the top frame or the waiting step, then run tasks,
drop decisions with nothing to choose, play lone choices that are no decision, begin the next
phase when one ends, and stop at a real decision, whose legal list becomes the state's cache.

This module imports no game (nor game.core.flow, which builds its loops from here).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from .actions import Action
from .events import Event

PHASE_DONE: Final = "phase_done"
"""The step name that ends a phase: the flow then begins ``Phase.next``."""

Advance = Callable[..., list[Action]]
"""``advance(state, events, action=None)``: play `action` if given, then settle; the legal list."""


class FlowError(RuntimeError):
    """The flow could not go on: an unknown phase or step, or a turn that never settles."""


def _where(state: Any) -> str:
    return f"(phase {getattr(state, 'phase', '?')!r})"


def steps_loop(flow: Any) -> Advance:
    """:meth:`Flow.advance` for a flow without a pending-decision stack."""
    steps_get, step_attr, auto = flow.steps.get, flow.step_attr, flow.nothing_to_decide
    over_attr, over, phases, leave = flow.over_attr, flow.over, flow.phases, flow.leave
    enter, turns, cache, max_auto = flow._enter, range(flow.max_auto), flow.cache_legal, flow.max_auto

    def advance(state: Any, events: list[Event], action: Action | None = None) -> list[Action]:
        if action is not None:
            step = steps_get(getattr(state, step_attr))
            if step is None:
                raise FlowError(f"no step {getattr(state, step_attr)!r} {_where(state)}")
            step.apply(state, action, events)
        for _ in turns:
            if getattr(state, over_attr) if over_attr else over(state):
                legal: list[Action] = []
                break
            name = getattr(state, step_attr)
            step = steps_get(name)
            if step is not None:
                legal = step.legal(state)
                if len(legal) == 1 and auto(legal[0]) and (step.asks is None or not step.asks(state)):
                    step.apply(state, legal[0], events)
                    continue
                break
            if name != PHASE_DONE:
                raise FlowError(f"no step {name!r} {_where(state)}")
            follows = phases[state.phase].next   # Phase.following, inlined
            if leave is not None:
                leave(state)
            enter(state, follows if isinstance(follows, str) else follows(state), events)
        else:
            raise FlowError(f"the turn did not settle in {max_auto} automatic moves")
        if cache:
            state._legal_cache = legal
        return legal

    return advance


def stack_loop(flow: Any) -> Advance:
    """:meth:`Flow.advance` for a flow with a pending-decision stack (``flow.pending``)."""
    steps_get, step_attr, auto = flow.steps.get, flow.step_attr, flow.nothing_to_decide
    over_attr, over, phases, leave = flow.over_attr, flow.over, flow.phases, flow.leave
    enter, turns, cache, max_auto = flow._enter, range(flow.max_auto), flow.cache_legal, flow.max_auto
    frames, tasks_get, decisions_get = flow.frames, flow._tasks.get, flow._decisions.get
    pending, resume, decision_of = flow.pending, flow.resume, flow.decision_of

    def advance(state: Any, events: list[Event], action: Action | None = None) -> list[Action]:
        stack = getattr(state, pending)
        if action is not None:   # play it at the top frame, or at the waiting step
            if stack:
                frame = stack[-1]
                (decisions_get(frame.kind) or decision_of(frame)).apply(state, frame, action, events)
            else:
                step = steps_get(getattr(state, step_attr))
                if step is None:
                    raise FlowError(f"no step {getattr(state, step_attr)!r} {_where(state)}")
                step.apply(state, action, events)
            stack = getattr(state, pending)   # (a game may have replaced its stack)
        for _ in turns:
            if getattr(state, over_attr) if over_attr else over(state):
                legal: list[Action] = []
                break
            if stack:
                frame = stack[-1]
                kind = frame.kind
                task = tasks_get(kind)          # two lookups, no isinstance: this runs at every step
                if task is not None:
                    task(state, frame, events)
                    continue
                declared = decisions_get(kind)
                if declared is None:
                    raise FlowError(f"no frame kind {kind!r} {_where(state)}")
                legal = declared.legal(state, frame)
                if not legal:                   # nothing to choose: no decision
                    stack.pop()
                    continue
                if len(legal) == 1 and auto(legal[0]) and (declared.asks is None
                                                            or not declared.asks(state, frame)):
                    declared.apply(state, frame, legal[0], events)
                    continue
                setattr(state, step_attr, kind)
                break
            name = getattr(state, step_attr)
            if name in frames:                  # the stack ran empty: back to the phase's step
                setattr(state, step_attr, resume if isinstance(resume, str) else resume(state))
                continue
            if name == PHASE_DONE:
                follows = phases[state.phase].next   # Phase.following, inlined
                if leave is not None:
                    leave(state)
                enter(state, follows if isinstance(follows, str) else follows(state), events)
                continue
            step = steps_get(name)
            if step is None:
                raise FlowError(f"no step {name!r} {_where(state)}")
            legal = step.legal(state)
            if len(legal) == 1 and auto(legal[0]) and (step.asks is None or not step.asks(state)):
                step.apply(state, legal[0], events)
                continue
            break
        else:
            raise FlowError(f"the turn did not settle in {max_auto} automatic moves")
        if cache:
            state._legal_cache = legal
        return legal

    return advance
