"""Setup: the deck shuffled and cut (an event on top goes straight into play), clans dealt
or chosen, miniatures in Elysium with six Vitae, and a die roll for the first Regent."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.core.flow import PHASE_DONE
from game.core.seats import clockwise_from, seat_ref

from ..actions import ChooseClan
from ..board import ELYSIUM
from ..content import load_content
from ..deck import cut, surface_events

if TYPE_CHECKING:
    from ..state import ElysiumState

C = load_content()


def begin(state: ElysiumState, events: list[Event]) -> None:
    """Build the deck; deal clans at random or ask each seat to choose."""
    assert state.rng is not None
    deck = list(range(len(C.cards)))
    if state.players == 2:  # the two-player game drops the hardest events
        limit = C.rules["two_player_max_difficulty"]
        state.removed = [c for c in deck if C.cards[c].type == "event" and C.cards[c].difficulty > limit]
        deck = [c for c in deck if c not in set(state.removed)]
    state.rng.shuffle(deck)
    state.deck = deck
    cut(state)
    surface_events(state, events)
    if state.options.get("clans", "random") == "chosen":
        state.phase, state.step, state.actor = "setup", "clan", 0
        return
    picks = list(range(len(C.clans)))
    state.rng.shuffle(picks)
    state.clan = picks[:state.players]
    finish(state, events)


def clan_legal(state: ElysiumState) -> list[Action]:
    taken = set(state.clan)
    return [ChooseClan(clan.id) for clan in C.clans if clan.index not in taken]


def clan_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, ChooseClan)
    seat = state.actor
    state.clan[seat] = C.clan_ids[action.clan]
    events.append(Event("clan", f"{seat_ref(seat)} leads {C.clans[state.clan[seat]].name}.", seat,
                        {"seat": seat, "clan": action.clan}))
    if seat + 1 < state.players:
        state.actor = seat + 1
    else:
        finish(state, events)


def finish(state: ElysiumState, events: list[Event]) -> None:
    """Miniatures to Elysium, six Vitae each, and roll for who goes first."""
    assert state.rng is not None
    for seat in range(state.players):
        state.location[seat] = ELYSIUM
        state.vitae[seat] = C.rules["vitae_start"]
    contenders = list(range(state.players))
    while len(contenders) > 1:
        rolls = [state.rng.d10() for _ in contenders]
        events.append(Event("dice", "Rolling for the first Regent: " + ", ".join(
            f"{seat_ref(s)} {r}" for s, r in zip(contenders, rolls)) + ".",
            data={"values": rolls, "seats": contenders, "context": "first_player"}))
        best = max(rolls)
        contenders = [s for s, r in zip(contenders, rolls) if r == best]
    state.regent = contenders[0]
    state.order = clockwise_from(state.regent, state.players)
    events.append(Event("regent", f"{seat_ref(state.regent)} goes first.", state.regent,
                        {"seat": state.regent}))
    state.phase = "setup"
    state.step = PHASE_DONE
