"""Cleanup: each lord takes back the cards used today, paying 1 blood for each one kept (the rest
go back: vampires onto their pile (under it in rules edition 1), victims to the common discard) up to the hand limit; then the
board is refilled (or the next act opens), the fear dice recounted and the start player passes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Interned, Pass
from game.core.events import Event
from game.core.flow import PHASE_DONE, first_turn, next_turn
from game.core.seats import seat_ref

from .. import effects
from ..actions import DiscardCard, KeepCard, the_card
from ..content import ELDER, LESSER
from .board import fresh_victim, grow, open_act, recount_dice

if TYPE_CHECKING:
    from ..state import NocturneState


def _owes(state: NocturneState, seat: int) -> bool:
    return bool(state.used[seat]) or len(state.hands[seat]) > state.content.rules["hand_limit"]


def upkeep_begin(state: NocturneState, events: list[Event]) -> None:
    state.step = "upkeep"
    first_turn(state, _owes)


_KEEP, _DISCARD = Interned(KeepCard), Interned(DiscardCard)   # no new actions at every step
_PASS = Pass()


def upkeep_legal(state: NocturneState) -> list[Action]:
    p = state.actor
    r = state.content.rules
    if state.used[p]:
        out: list[Action] = []
        if state.blood[p] >= r["upkeep"] and len(state.hands[p]) < r["hand_limit"]:
            keep = _KEEP
            out.extend([keep[c] for c in sorted(set(state.used[p]))])
        out.append(_PASS)
        return out
    thrown = _DISCARD
    return [thrown[c] for c in sorted(set(state.hands[p]))]


def discard(state: NocturneState, card: int) -> None:
    """A card leaves a lord: a vampire back onto its pile ("na své balíčky"; the end of the list is
    the top; rules edition 1: under it), a victim onto the common discard."""
    kind = state.content.kind[card]
    if kind in (LESSER, ELDER):
        pile = state.lesser_pile if kind == LESSER else state.elder_pile
        if state.rules_edition >= 2:
            pile.append(card)
        else:
            pile.insert(0, card)
    else:
        state.victim_discard.append(card)


def upkeep_apply(state: NocturneState, action: Action, events: list[Event]) -> None:
    p = state.actor
    c = state.content
    if isinstance(action, KeepCard):
        effects.pay_back(state, p, "blood", c.rules["upkeep"])
        state.used[p].remove(action.card)
        state.hands[p].append(action.card)
        state.assign[p].append(0)
        events.append(Event("keep", f"{seat_ref(p)} pays {c.rules['upkeep']} blood to keep "
                            f"{the_card(action.card)}", p, {"player": p, "card": action.card}))
    elif isinstance(action, Pass):
        gone = state.used[p]
        for card in gone:
            discard(state, card)
        if gone:
            events.append(Event("release", f"{seat_ref(p)} lets go of " + ", ".join(c.names[x] for x in gone),
                                p, {"player": p, "cards": list(gone)}))
        state.used[p] = []
    else:
        assert isinstance(action, DiscardCard)
        i = state.hands[p].index(action.card)
        del state.hands[p][i]
        del state.assign[p][i]
        discard(state, action.card)
        events.append(Event("discard", f"{seat_ref(p)} discards {the_card(action.card)} (hand limit)",
                            p, {"player": p, "card": action.card}))
    if not _owes(state, p):
        next_turn(state, _owes)


def refill_begin(state: NocturneState, events: list[Event]) -> None:
    c = state.content
    n = state.players
    state.today = [[] for _ in range(n)]
    state.cells = [[] for _ in range(12)]
    if state.day < c.days:
        if state.day % c.days_per_act == 0:
            open_act(state, state.act + 1, events)
        else:
            for q in range(state.quarters):
                if state.victims[q] >= 0:
                    grow(state, q)
                else:
                    fresh_victim(state, q)
            recount_dice(state)
        state.start = (state.start + c.rules["start_passes"]) % n   # [decision] clockwise
    state.step = PHASE_DONE


def following(state: NocturneState) -> str:
    return "over" if state.day >= state.content.days else "planning"


def over_begin(state: NocturneState, events: list[Event]) -> None:
    state.step = ""
    state.over = True
    events.append(Event("game_over", "Final scores: " + ", ".join(
        f"{seat_ref(p)} {s}" for p, s in enumerate(state.scores())), None,
        {"scores": state.scores(), "winners": state.winners()}))
