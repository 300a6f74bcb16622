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
from types import FunctionType
from typing import Any, Final, cast

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
            step = steps_get(state._flow_step)
            if step is None:
                raise FlowError(f"no step {getattr(state, step_attr)!r} {_where(state)}")
            step.apply(state, action, events)
        for _ in turns:
            if state._flow_over if over_attr else over(state):
                legal: list[Action] = []
                break
            name = state._flow_step
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

    return _named(advance, flow)


def stack_loop(flow: Any) -> Advance:
    """:meth:`Flow.advance` for a flow with a pending-decision stack (``flow.pending``)."""
    steps_get, step_attr, auto = flow.steps.get, flow.step_attr, flow.nothing_to_decide
    over_attr, over, phases, leave = flow.over_attr, flow.over, flow.phases, flow.leave
    enter, turns, cache, max_auto = flow._enter, range(flow.max_auto), flow.cache_legal, flow.max_auto
    frames, tasks_get, decisions_get = flow.frames, flow._tasks.get, flow._decisions.get
    resume, decision_of = flow.resume, flow.decision_of

    def advance(state: Any, events: list[Event], action: Action | None = None) -> list[Action]:
        stack = state._flow_stack   # changed in place (push, pop), never replaced during a move
        if action is not None:   # play it at the top frame, or at the waiting step
            if stack:
                frame = stack[-1]
                (decisions_get(frame.kind) or decision_of(frame)).apply(state, frame, action, events)
            else:
                step = steps_get(state._flow_step)
                if step is None:
                    raise FlowError(f"no step {getattr(state, step_attr)!r} {_where(state)}")
                step.apply(state, action, events)
        for _ in turns:
            if state._flow_over if over_attr else over(state):
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
                state._flow_step = kind
                break
            name = state._flow_step
            if name in frames:                  # the stack ran empty: back to the phase's step
                state._flow_step = resume if isinstance(resume, str) else resume(state)
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

    return _named(advance, flow)


def _named(advance: Advance, flow: Any) -> Advance:
    """`advance` reading the flow's own attributes of the state: its code names them
    ``_flow_step``, ``_flow_over`` and ``_flow_stack``, and these are renamed in a copy of its code
    to the flow's ``step_attr``, ``over`` and ``pending``.  A name written in the code is read as
    fast as Python reads an attribute; ``getattr(state, name)`` costs a builtin call and a lookup
    without the interpreter's cache, several times over at every move."""
    names = {"_flow_step": flow.step_attr, "_flow_over": flow.over_attr or "_flow_over",
             "_flow_stack": flow.pending or "_flow_stack"}
    code = advance.__code__
    code = code.replace(co_names=tuple(names.get(name, name) for name in code.co_names))
    named = FunctionType(code, advance.__globals__, advance.__name__, advance.__defaults__, advance.__closure__)
    return cast(Advance, named)
