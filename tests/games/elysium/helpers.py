"""Test helpers for Elysium: scripted dice and states set up in the middle of a phase.

ScriptedRng replaces ``state.rng`` in tests only: its d10() returns the listed
faces in order (and fails loudly when the script runs out), everything else
comes from a real seeded Rng.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core import Action, Rng
from game.games.elysium import INFO
from game.games.elysium.actions import Pass
from game.games.elysium.board import recount
from game.games.elysium.content import load_content
from game.games.elysium.state import ElysiumState

C = load_content()


class ScriptedRng(Rng):
    """An Rng whose d10 faces are fixed by the test."""

    __slots__ = ("faces",)

    def __init__(self, faces: Iterable[int] = (), seed: int = 0) -> None:
        super().__init__(seed)
        self.faces = list(faces)

    def d10(self) -> int:
        if not self.faces:
            raise AssertionError("a die was rolled that the test did not script")
        return self.faces.pop(0)

    def copy(self) -> ScriptedRng:
        twin = ScriptedRng(self.faces)
        twin.state = self.state
        return twin


def card(cid: str) -> int:
    return C.card_ids[cid]


def zone(zid: str) -> int:
    return C.zone_ids[zid]


def table(clans: list[str], seed: int = 1, **options: object) -> ElysiumState:
    """A fresh game with these clans by seat, hands and play empty, Regent seat 0."""
    state = INFO.new_game(len(clans), seed, {"clans": "random", **options})
    assert isinstance(state, ElysiumState)
    state.clan = [C.clan_ids[c] for c in clans]
    for seat in range(state.players):
        state.deck += state.hands[seat] + state.play[seat]
        state.hands[seat], state.play[seat] = [], []
    state.deck += state.events
    state.events = []
    state.regent, state.order = 0, list(range(state.players))
    state._touched()
    return state


def give_play(state: ElysiumState, seat: int, *cids: str) -> None:
    for cid in cids:
        index = card(cid)
        _take(state, index)
        state.play[seat].append(index)


def give_hand(state: ElysiumState, seat: int, *cids: str) -> None:
    for cid in cids:
        index = card(cid)
        _take(state, index)
        state.hands[seat].append(index)


def put_event(state: ElysiumState, cid: str) -> int:
    index = card(cid)
    _take(state, index)
    state.events.append(index)
    return index


def _take(state: ElysiumState, index: int) -> None:
    for pile in (state.deck, state.discard, state.events, state.removed, *state.hands, *state.play):
        if index in pile:
            pile.remove(index)
            return
    raise AssertionError(f"card {index} is nowhere")


def place(state: ElysiumState, seat: int, zid: str, count: int) -> None:
    """Put `count` of `seat`'s influence tokens on a zone and recount control."""
    state.tokens[zone(zid)][seat] += count
    recount(state, zone(zid))


def at(state: ElysiumState, **where: str) -> None:
    """Place miniatures: at(state, s0='docks', s1='elysium')."""
    for key, zid in where.items():
        state.location[int(key[1:])] = zone(zid)


def start_phase(state: ElysiumState, phase: str, actor: int = 0) -> None:
    """Jump to the start of a phase with `actor` to act (the phase's own begin runs)."""
    from game.games.elysium.flow import PHASES, settle
    state.phase = phase
    state.clash = None
    state.pos = state.order.index(actor) - 1
    events: list = []
    PHASES[phase].begin(state, events)
    if phase in ("challenge", "movement", "resource"):
        from game.core.flow import next_turn
        from game.games.elysium.phases import challenge, movement, resource
        eligible = {"challenge": challenge._may_challenge, "movement": movement.on_board,
                    "resource": resource._present}[phase]
        state.pos = state.order.index(actor) - 1
        state.step = {"challenge": "challenge", "movement": "move", "resource": "resource"}[phase]
        next_turn(state, eligible)
        if phase == "resource":
            resource._start(state)
    settle(state, events)


def act(state: ElysiumState, *actions: Action) -> list:
    """Apply actions in turn (each must be legal for whoever is asked); returns all events."""
    events = []
    for action in actions:
        assert state.is_legal(action), f"{action} not legal for seat {state.current_player} at " \
            f"{state.step}: {state.legal_actions()}"
        events += state.apply(action)
    return events


def pass_until(state: ElysiumState, step: str, limit: int = 50) -> None:
    """Everyone asked passes until the game waits at `step`."""
    for _ in range(limit):
        if state.step == step:
            return
        state.apply(Pass())
    raise AssertionError(f"never reached {step}; at {state.step}")


def pass_while(state: ElysiumState, step: str, limit: int = 50) -> None:
    """Everyone asked at `step` passes until the game moves on."""
    for _ in range(limit):
        if state.step != step:
            return
        state.apply(Pass())
    raise AssertionError(f"still at {step}")
