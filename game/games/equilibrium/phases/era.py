"""An era change: every seat draws three guild power cards and, in seat order, keeps one face
down (or, in the White Vote variant, once a game sets it aside unseen).  When all have chosen the
cards are turned over together and add to their guilds' power (eras 1-2), or stay face down
until the final scoring (eras 3-4).  At two players the neutral deck adds a card in some eras.

A vote is secret until that reveal: others' choices are masked in every view (state.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import decks
from game.core.actions import Action
from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import seat_ref

from ..actions import Vote

if TYPE_CHECKING:
    from ..state import EquilibriumState


def vote_name(state: EquilibriumState, card: int) -> str:
    value = state.content.vote_values[state.players][card % 2]
    return f"{state.content.guilds[card // 2].name} +{value}"


def begin(state: EquilibriumState, events: list[Event]) -> None:
    """Every seat draws three cards (fewer if its deck runs short)."""
    num = state.era_no
    state.stage = "era"
    events.append(Event("era", f"Era change {num}: every player draws three guild power cards", None,
                        {"era": num}))
    for p in range(state.players):
        state.vote_options[p] = decks.draw_many(state.decks[p], 3)
        state.votes[p] = -1
        state.voted[p] = False
        state.white_pending[p] = False
        names = ", ".join(vote_name(state, v) for v in state.vote_options[p])
        events.append(Event("vote_draw", f"{seat_ref(p)} draws {names}", p,
                            {"player": p, "cards": list(state.vote_options[p])},
                            visible_to=frozenset({p}), public_text=f"{seat_ref(p)} draws three cards"))


def voter(state: EquilibriumState) -> int:
    """The first seat that has not chosen yet (who has chosen is public, not what)."""
    return state.voted.index(False)


def vote_legal(state: EquilibriumState) -> list[Action]:
    p = voter(state)
    cards = sorted(set(state.vote_options[p]))
    acts: list[Action] = [Vote(card) for card in cards]
    if state.white_vote and not state.white_used[p]:
        acts += [Vote(card, True) for card in cards]
    return acts


def vote_apply(state: EquilibriumState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Vote)
    p = voter(state)
    state.votes[p] = action.card
    state.voted[p] = True
    state.white_pending[p] = action.white
    state.vote_options[p].remove(action.card)
    state.removed_votes[p] += state.vote_options[p]
    state.vote_options[p] = []
    mine = "casts the white vote" if action.white else f"chooses {vote_name(state, action.card)}"
    events.append(Event("vote", f"{seat_ref(p)} {mine}, face down", p, {"player": p},
                        visible_to=frozenset({p}), public_text=f"{seat_ref(p)} chooses a card, face down"))
    if all(state.voted):
        _turn_over(state, events)


def _turn_over(state: EquilibriumState, events: list[Event]) -> None:
    """All have chosen: the cards are turned over together (a white vote shows as one now)."""
    c = state.content
    era = state.era_no
    hidden = era in c.hidden_vote_eras
    for p in range(state.players):
        card = state.votes[p]
        if state.white_pending[p]:
            state.white_used[p] = True
            state.removed_votes[p].append(card)
            events.append(Event("white_vote", f"{seat_ref(p)} cast the white vote", p, {"player": p}))
        elif hidden:
            state.hidden_votes[p].append(card)
        else:
            reveal(state, era, p, card, events)
        state.votes[p] = -1
        state.voted[p] = False
    if state.players == 2 and era in c.neutral_vote_eras and state.neutral_deck:
        reveal(state, era, -1, decks.draw(state.neutral_deck), events)
    if hidden:
        events.append(Event("votes_hidden", "The chosen cards stay face down until the final scoring", None))
    state.step += 1
    state.stage = PHASE_DONE


def reveal(state: EquilibriumState, era: int, seat: int, card: int, events: list[Event] | None = None) -> None:
    """Turn a vote card over (seat -1: the neutral deck): its guild gains power."""
    value = state.content.vote_values[state.players][card % 2]
    g = card // 2
    state.power[g] += value
    state.revealed.append([era, seat, card])
    if events is not None:
        who = "The neutral deck" if seat < 0 else seat_ref(seat)
        events.append(Event("reveal", f"{who} reveals {state.content.guilds[g].name} +{value} "
                            f"(power {state.power[g]})", None if seat < 0 else seat,
                            {"player": seat, "guild": g, "value": value}))
