"""Torpor and infamy (the rulebook's "Tokens"): a vampire sent to torpor may be saved by the
sacrifice of one of its awake childer (a clan leader must sacrifice one, or nothing happens); a
vampire falling drops the ankhs it carries and its court title; infamy a clan leader would receive
passes down to one of its childer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop, push
from game.core.seats import seat_ref

from .actions import Redirect, Sacrifice
from .characters import alive, awake_childer, battleground_of, reviewed, say
from .frames import Infamy, Torpor
from .tables import BG, NAME

if TYPE_CHECKING:
    from .state import BloodlinesState


def torpor(state: BloodlinesState, actor: int, source: int, vampire: int) -> None:
    """`source` (of seat `actor`) sends `vampire` to torpor (its owner may answer with a sacrifice)."""
    push(state.stack, Torpor(actor, source, vampire))


def run_torpor(state: BloodlinesState, frame: Torpor, events: list[Event]) -> None:
    vampire = frame.vampire
    if not alive(state, vampire):
        pop(state.stack)
        return
    owner = state.owner[vampire]
    childer = awake_childer(state, vampire)
    if state.leader[owner] == vampire:
        if not childer:
            pop(state.stack)
            say(events, "torpor", f"{NAME[vampire]} is a clan leader with no childe to sacrifice: "
                "nothing happens", owner)
            return
        frame.must = True
    elif not childer:
        pop(state.stack)
        fall(state, vampire, frame.actor, frame.source, events)
        return
    else:
        frame.must = False
    frame.kind = "sacrifice"
    frame.seat = owner


def sacrifice_legal(state: BloodlinesState, frame: Torpor) -> list[Action]:
    out: list[Action] = [] if frame.must else [Sacrifice(-1)]
    out.extend(Sacrifice(childe) for childe in awake_childer(state, frame.vampire))
    return out


def sacrifice_apply(state: BloodlinesState, frame: Torpor, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Sacrifice)
    pop(state.stack)
    falls = frame.vampire if action.vampire < 0 else action.vampire
    if action.vampire >= 0:
        seat = state.owner[frame.vampire]   # (the seat deciding: the owner of the vampire saved)
        say(events, "sacrifice", f"{seat_ref(seat)} sacrifices {NAME[falls]} for {NAME[frame.vampire]}", seat)
    fall(state, falls, frame.actor, frame.source, events)


def fall(state: BloodlinesState, vampire: int, actor: int, source: int, events: list[Event]) -> None:
    """`vampire` falls into torpor (placed there by `source` of seat `actor`), with the
    battlegrounds' torpor rules."""
    state.in_torpor[vampire] = True
    say(events, "torpor", f"{NAME[vampire]} falls into torpor", state.owner[vampire], vampire=vampire)
    peek = state.field_value      # (read only: a new game leaves these shared until one changes)
    if peek("city_ankhs")[vampire]:
        state.fire += len(state.city_ankhs[vampire])
        state.city_ankhs[vampire] = []
    if peek("veil_ankhs")[vampire]:
        veil = battleground_of(state, "masquerade")
        for geography in state.veil_ankhs[vampire]:
            state.veil[geography] += 1
        state.veil_ankhs[vampire] = []
        if veil and alive(state, source) and source != vampire:
            state.power[source] += BG[veil].table["cleanup_power"]
            say(events, "cleanup", f"{NAME[source]} gains power for silencing a breach", actor)
    title = state.title[vampire]
    if title >= 0:
        claims = alive(state, source) and source != vampire and state.title[source] < 0
        if claims or not reviewed(state):
            state.title[vampire] = -1    # edition 1: a title nobody could claim was lost to the game
        if claims:
            state.title[source] = title
            say(events, "title", f"{NAME[source]} lays claim to a court title", actor)


def infamy(state: BloodlinesState, actor: int, vampire: int, amount: int) -> None:
    """`vampire` receives `amount` infamy (a clan leader's owner passes it down)."""
    if amount > 0:
        push(state.stack, Infamy(actor, vampire, amount))


def run_infamy(state: BloodlinesState, frame: Infamy, events: list[Event]) -> None:
    vampire = frame.vampire
    if not alive(state, vampire):
        pop(state.stack)
        return
    owner = state.owner[vampire]
    if state.leader[owner] == vampire:
        if not awake_childer(state, vampire):
            pop(state.stack)
            return
        frame.kind = "redirect"
        frame.seat = owner
        return
    pop(state.stack)
    state.infamy[vampire] += frame.amount
    say(events, "infamy", f"{NAME[vampire]} gains {frame.amount} infamy", owner, vampire=vampire)


def redirect_legal(state: BloodlinesState, frame: Infamy) -> list[Action]:
    return [Redirect(childe) for childe in awake_childer(state, frame.vampire)]


def redirect_apply(state: BloodlinesState, frame: Infamy, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Redirect)
    pop(state.stack)
    state.infamy[action.vampire] += frame.amount
    say(events, "infamy", f"{NAME[action.vampire]} takes {frame.amount} infamy for the clan leader",
        state.owner[frame.vampire])
