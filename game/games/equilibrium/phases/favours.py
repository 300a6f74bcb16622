"""Guild favours inside a turn: playing one (with a token, after an offence, or when attacked),
gaining one from a defensive action, and the two answer windows of an offensive action."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.seats import seat_ref

from ..actions import UseFavour, describe_ops
from ..board import ADJACENT, apply_ops, moves_between, place_or_remove
from . import final
from .round_end import end_turn

if TYPE_CHECKING:
    from ..state import EquilibriumState


def _size(level: int) -> str:
    return "major" if level == 2 else "minor"


def spend(state: EquilibriumState, seat: int, guild: int) -> Event:
    """`seat` plays (and gives up) its favour of `guild`."""
    level = state.favours[seat][guild]
    state.favours[seat][guild] = 0
    return Event("favour_use", f"{seat_ref(seat)} plays the {_size(level)} "
                 f"{state.content.guilds[guild].name}' favour", seat,
                 {"player": seat, "guild": guild, "level": level})


def gain(state: EquilibriumState, seat: int, guild: int, level: int, events: list[Event]) -> None:
    """`seat` takes the favour of `guild` at `level` unless it already holds one as good."""
    if state.favours[seat][guild] >= level:
        return
    state.favours[seat][guild] = level
    events.append(Event("favour_gain", f"{seat_ref(seat)} gains the {_size(level)} "
                        f"{state.content.guilds[guild].name}' favour", seat,
                        {"player": seat, "guild": guild, "level": level}))


def _ops_by_favour(state: EquilibriumState, seat: int, timing: str) -> Iterator[tuple[int, Iterator[str]]]:
    """(guild, its resolutions) of each of `seat`'s favours of this timing on its own guild t_guild
    (never from that same guild), the resolutions made as they are read."""
    t = state.t_guild
    board = state.boards[seat]
    for fav in state.content.favours:
        level = state.favours[seat][fav.guild]
        if fav.timing != timing or not level or fav.guild == t:
            continue
        values = fav.major_values if level == 2 else fav.minor_values
        if fav.effect == "place_or_remove_same":
            yield fav.guild, place_or_remove(board, state.supply, t, values)
        else:
            yield fav.guild, moves_between(board, t, ADJACENT[t], values)


def uses(state: EquilibriumState, seat: int, timing: str) -> list[Action]:
    """Uses of `seat`'s favours of this timing on its own guild t_guild (never from that same guild)."""
    out: list[Action] = []
    for guild, ops in _ops_by_favour(state, seat, timing):
        out += [UseFavour(guild, op) for op in dict.fromkeys(ops)]
    return out


def has_use(state: EquilibriumState, seat: int, timing: str) -> bool:
    """``bool(uses(state, seat, timing))``, stopping at the first resolution."""
    return any(next(ops, None) is not None for _, ops in _ops_by_favour(state, seat, timing))


def after_offence(state: EquilibriumState, events: list[Event]) -> None:
    """The attacked seat answers first, if it has a favour that can."""
    if has_use(state, state.t_target, "attacked"):
        state.stage = "react"
        return
    _offer_self_favour(state, events)


def _offer_self_favour(state: EquilibriumState, events: list[Event]) -> None:
    if state.t_favour < 0 and has_use(state, state.active, "after_offence"):
        state.stage = "self_favour"
        return
    end_turn(state, events)


def react_legal(state: EquilibriumState) -> list[Action]:
    return [Pass(), *uses(state, state.t_target, "attacked")]


def react_apply(state: EquilibriumState, action: Action, events: list[Event]) -> None:
    if isinstance(action, UseFavour):
        _use(state, state.t_target, action, events)
        if state.phase == "over":
            return
    _offer_self_favour(state, events)


def self_favour_legal(state: EquilibriumState) -> list[Action]:
    return [Pass(), *uses(state, state.active, "after_offence")]


def self_favour_apply(state: EquilibriumState, action: Action, events: list[Event]) -> None:
    if isinstance(action, UseFavour):
        _use(state, state.active, action, events)
        if state.phase == "over":
            return
    end_turn(state, events)


def _use(state: EquilibriumState, seat: int, action: UseFavour, events: list[Event]) -> None:
    events.append(spend(state, seat, action.guild))
    apply_ops(state.boards[seat], state.supply, action.ops)
    events.append(Event("ops", f"{seat_ref(seat)}: {describe_ops(action.ops)}", seat,
                        {"player": seat, "ops": action.ops, "actor": seat, "guild": state.t_guild}))
    final.check_instant_win(state, seat, events)
