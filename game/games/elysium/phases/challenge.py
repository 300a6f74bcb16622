"""The Challenge Phase: one challenge each, against a Primogen in range or an event in play.

Flow of one challenge: declare (the Elysium etiquette penalty is paid at once)
-> assistance rounds (helpers pick a side with its leader's permission, and a
helper refused by a side does not ask it again; the challenger may rescind in
the face of new opposition, or an event challenge once help has gone, asked
once for each newcomer) -> powers before the
dice -> dice -> rerolls and +-1 discards -> result -> the winner's spoils.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.core.flow import first_turn, next_turn
from game.core.seats import clockwise_from, seat_ref

from ..actions import (
    ASSIST,
    CHALLENGE_EVENT,
    CHALLENGE_PLAYER,
    PASS,
    RESCIND,
    STAND_ASIDE,
    Accept,
    Assist,
    ChallengeEvent,
    ChallengePlayer,
    DiscardInPlay,
    GiveInPlay,
    Pass,
    Refuse,
    Rescind,
    Spoil,
    StandAside,
)
from ..board import REACH, seats_in_range
from ..clash import Clash, panel, totals
from ..clash_records import Refusal, Request, WinningSide
from ..content import CHALLENGE_TYPES, load_content
from ..deck import discard_from_play
from ..effects import event_effects
from ..primogen import gain_prestige, gain_vitae, in_elysium, lose_prestige, lose_vitae, on_board
from ..windows import open_powers, open_window, remembers_refusals, window_next

if TYPE_CHECKING:
    from ..state import ElysiumState

C = load_content()
PLAYER_CHALLENGES = CHALLENGE_TYPES[:3]  # a Primogen is challenged mentally, physically or socially
PLAY_LIMIT = C.rules["play_limit"]
MAX_CHANGES = 2  # times one helper may join, switch or leave in one challenge
SPOIL_CARD = {"mental": "strategy", "physical": "equipment", "social": "retainer"}
SPOIL_MAX = {"physical": 3, "social": 2}


def _may_challenge(state: ElysiumState, seat: int) -> bool:
    return on_board(state, seat) and not state.challenged[seat]


def begin(state: ElysiumState, events: list[Event]) -> None:
    events.append(Event("phase", "The Challenge Phase.", data={"phase": "challenge"}))
    state.step = "challenge"
    first_turn(state, _may_challenge)


def targets(state: ElysiumState, seat: int) -> list[int]:
    """Primogen `seat` may challenge: in range, on the board, not hidden by a power."""
    return [s for s in seats_in_range(state, seat) if on_board(state, s) and not state.untargetable[s]]


def declare_legal(state: ElysiumState) -> list[Action]:
    seat = state.actor
    out: list[Action] = [CHALLENGE_PLAYER[t, kind] for t in targets(state, seat) for kind in PLAYER_CHALLENGES]
    out += [CHALLENGE_EVENT[card] for card in state.events]
    out.append(PASS)
    return out


def declare_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    seat = state.actor
    if isinstance(action, Pass):
        next_turn(state, _may_challenge)
        return
    state.challenged[seat] = True
    if isinstance(action, ChallengePlayer):
        clash = Clash("player", action.type, seat, state.players)
        clash.target = action.target
        clash.sides.append([action.target])
        events.append(Event("challenge", f"{seat_ref(seat)} declares a {action.type} challenge against "
                            f"{seat_ref(action.target)}.", seat,
                            {"seat": seat, "target": action.target, "type": action.type}))
        if in_elysium(state, seat) or in_elysium(state, action.target):
            lose_prestige(state, seat, 3 if action.type == "physical" else 1, events,
                          " for breaking the peace of Elysium")
        reach = REACH[state.location[action.target]]
        helpers = [s for s in clockwise_from(seat, state.players, include_self=False) if s != action.target
                   and on_board(state, s) and state.location[s] in reach]
    else:
        assert isinstance(action, ChallengeEvent)
        card = C.cards[action.card]
        clash = Clash("event", card.challenge, seat, state.players)
        clash.card = action.card
        events.append(Event("challenge", f"{seat_ref(seat)} takes on {card.name} ({card.challenge}, "
                            f"difficulty {card.difficulty}).", seat,
                            {"seat": seat, "card": action.card, "type": card.challenge,
                             "difficulty": card.difficulty}))
        helpers = [s for s in clockwise_from(seat, state.players, include_self=False) if on_board(state, s)]
    state.clash = clash
    if helpers:
        open_window(state, clash, [*helpers, seat], "assist")
    else:
        open_powers(state, clash)


# -- assistance ------------------------------------------------------------------------
def assist_legal(state: ElysiumState) -> list[Action]:
    clash = state.clash
    assert clash is not None
    seat = state.actor
    if seat == clash.actor:
        return [RESCIND, PASS] if may_rescind(state, clash) else [PASS]
    if clash.changes[seat] >= MAX_CHANGES:
        return [PASS]
    side = clash.side_of(seat)
    sides = (0, 1) if clash.kind == "player" else (0,)
    out: list[Action] = [ASSIST[s] for s in sides if s != side and not clash.was_refused(seat, s)]
    if side >= 0:
        out.append(STAND_ASIDE)
    out.append(PASS)
    return out


def may_rescind(state: ElysiumState, clash: Clash) -> bool:
    """A player challenge in the face of new opposition; an event challenge once promised help
    has gone (asking every round when nothing changed would only be a pass).  Once the
    challenger has chosen to go on against them, the same opponents (or the same lost helpers)
    do not ask again: only a newcomer does."""
    if not remembers_refusals(state):  # a game begun before: asked every round, as then
        return bool(_rescind_over(clash, []))
    return bool(_rescind_over(clash, clash.faced))


def _rescind_over(clash: Clash, faced: list[int]) -> list[int]:
    """The seats that give the challenger a reason to rescind, less those already `faced`."""
    if clash.kind == "player":
        return [seat for seat in clash.sides[1][1:] if seat not in faced]
    return [seat for seat in clash.deserted if clash.side_of(seat) < 0 and seat not in faced]


def assist_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    clash = state.clash
    assert clash is not None
    seat = state.actor
    if isinstance(action, Rescind):
        events.append(Event("rescind", f"{seat_ref(seat)} rescinds the challenge.", seat, {"seat": seat}))
        end(state)
        return
    if seat == clash.actor and remembers_refusals(state):  # going on against them: not asked again
        clash.faced += [s for s in _rescind_over(clash, clash.faced) if s not in clash.faced]
    if isinstance(action, (Assist, StandAside)):
        clash.changes[seat] += 1
        old = clash.side_of(seat)
        if old >= 0:
            clash.sides[old].remove(seat)
            clash.deserted.append(seat)
        if isinstance(action, Assist):
            clash.pending = Request(seat, action.side)
            state.step, state.actor = "permit", clash.leader(action.side)
            return
        events.append(Event("assist", f"{seat_ref(seat)} withdraws their assistance.", seat,
                            {"seat": seat, "side": -1}))
    if window_next(state, clash, not isinstance(action, Pass)):
        open_powers(state, clash)


def permit_legal(state: ElysiumState) -> list[Action]:
    return [Accept(), Refuse()]


def permit_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    clash = state.clash
    assert clash is not None
    request = clash.pending
    assert isinstance(request, Request)
    seat, side = request.seat, request.side
    clash.pending = None
    if isinstance(action, Accept):
        clash.sides[side].append(seat)
        events.append(Event("assist", f"{seat_ref(seat)} assists {seat_ref(clash.leader(side))}.", seat,
                            {"seat": seat, "side": side}))
    else:
        events.append(Event("refuse", f"{seat_ref(clash.leader(side))} refuses the help of {seat_ref(seat)}.",
                            state.actor, {"seat": seat, "side": side}))
        if remembers_refusals(state):  # the same help is not offered to that side again in this challenge
            clash.refused.append(Refusal(seat, side))
    state.step = "assist"
    state.actor = clash.window[clash.pos]
    if window_next(state, clash, True):
        open_powers(state, clash)


# -- the result ----------------------------------------------------------------------------
def resolve(state: ElysiumState, events: list[Event]) -> None:
    """Compare the totals; an event is beaten at its difficulty, a player by the higher side."""
    clash = state.clash
    assert clash is not None
    clash.totals = totals(state, clash)
    final = panel(state, clash)
    if clash.kind == "event":
        card = C.cards[clash.card]
        won = clash.totals[0] >= card.difficulty
        events.append(Event("challenge_result", f"{clash.totals[0]} against {card.difficulty}: "
                            f"{card.name} is {'resolved' if won else 'not resolved'}.", clash.actor,
                            {"totals": list(clash.totals), "difficulty": card.difficulty, "won": won,
                             "card": clash.card, "panel": final}))
        for seat in clash.sides[0]:
            amount = card.acting if seat == clash.actor else card.assisting
            if won:
                gain_prestige(state, seat, amount, events, f" for {card.name}")
            else:
                lose_prestige(state, seat, amount, events, f" for failing {card.name}")
        if won:
            state.events.remove(clash.card)
            state.discard.append(clash.card)
        end(state)
        return
    t0, t1 = clash.totals
    if t0 == t1:
        events.append(Event("challenge_result", f"{t0} against {t1}: a tie, nothing happens.", clash.actor,
                            {"totals": [t0, t1], "winner": -1, "panel": final}))
        end(state)
        return
    side = 0 if t0 > t1 else 1
    winner = clash.leader(side)
    events.append(Event("challenge_result", f"{t0} against {t1}: {seat_ref(winner)} wins.", winner,
                        {"totals": [t0, t1], "winner": winner, "side": side, "panel": final}))
    clash.losers = list(clash.sides[1 - side])
    clash.pending = WinningSide(side)
    state.step, state.actor = "spoils", winner


def spoils_legal(state: ElysiumState) -> list[Action]:
    clash = state.clash
    assert clash is not None
    loser = clash.losers[0]
    assert isinstance(clash.pending, WinningSide)
    recipients = clash.sides[clash.pending.side]
    kind = clash.ctype
    out: list[Action] = []
    for card in state.play[loser]:
        if C.cards[card].type == SPOIL_CARD[kind]:
            out += [Spoil(loser, "card", card=card, to=r) for r in recipients]
    if kind == "mental":
        out += [Spoil(loser, "token", amount=1, to=r) for r in recipients]
    elif kind == "physical" and loser not in clash.prevent:
        for amount in range(1, min(SPOIL_MAX[kind], state.vitae[loser]) + 1):
            out += [Spoil(loser, "vitae", amount=amount, to=r) for r in recipients]
    elif kind == "social":
        for amount in range(1, min(SPOIL_MAX[kind], state.prestige[loser]) + 1):
            out += [Spoil(loser, "prestige", amount=amount, to=r) for r in recipients]
    return [*out, Spoil(loser, "none")]


def spoils_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    clash = state.clash
    assert clash is not None and isinstance(action, Spoil)
    loser, to = clash.losers.pop(0), action.to
    why = f" to {seat_ref(state.actor)}'s challenge"
    if action.effect == "card":
        state.play[loser].remove(action.card)
        state.play[to].append(action.card)
        events.append(Event("steal", f"{seat_ref(to)} takes {C.cards[action.card].name} from {seat_ref(loser)}.",
                            to, {"from": loser, "to": to, "card": action.card}))
    elif action.effect == "vitae":
        gain_vitae(state, to, lose_vitae(state, loser, action.amount, events, why), events, " in spoils")
    elif action.effect == "prestige":
        gain_prestige(state, to, lose_prestige(state, loser, action.amount, events, why), events, " in spoils")
    elif action.effect == "token":
        state.stolen[to] += 1
        state.stolen[loser] -= 1
        events.append(Event("steal", f"{seat_ref(to)} steals an influence token from {seat_ref(loser)}.", to,
                            {"from": loser, "to": to, "token": 1}))
    if len(state.play[to]) > PLAY_LIMIT:
        state.step, state.actor = "trim", to
        return
    _after_spoil(state)


def _after_spoil(state: ElysiumState) -> None:
    clash = state.clash
    assert clash is not None
    if clash.losers:
        assert isinstance(clash.pending, WinningSide)
        state.step, state.actor = "spoils", clash.leader(clash.pending.side)
    else:
        end(state)


def trim_legal(state: ElysiumState) -> list[Action]:
    """Six cards in play after the spoils: "discard or give away cards immediately".  A gift goes
    to a Primogen in range (the rulebook's range for gifts) on the board, with room in play (a
    gift never pushes the receiver over the limit), who may refuse; each is asked once a turn, and
    no gift is possible while an event forbids gifts."""
    seat = state.actor
    out: list[Action] = [DiscardInPlay(c) for c in state.play[seat]]
    if not event_effects(state, "no_trades"):
        out += [GiveInPlay(other, c) for other in seats_in_range(state, seat)
                if len(state.play[other]) < PLAY_LIMIT and _GIFT_ASKED.format(seat, other) not in state.used
                for c in state.play[seat]]
    return out


_GIFT_ASKED = "g{}:{}"  # in state.used once a Primogen has offered a card in play to another this turn


def trim_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    seat = state.actor
    if isinstance(action, GiveInPlay):
        state.used.add(_GIFT_ASKED.format(seat, action.to))
        state.offer = {**action.to_data(), "from": seat}
        state.step, state.actor = "offer", action.to
        events.append(Event("offer", f"{seat_ref(seat)} {action.describe().replace('offer', 'offers', 1)}.", seat,
                            {"from": seat, "to": action.to, "card": action.card}))
        return
    assert isinstance(action, DiscardInPlay)
    discard_from_play(state, seat, action.card, events)
    if len(state.play[seat]) <= PLAY_LIMIT:
        _after_spoil(state)


def after_gift(state: ElysiumState, giver: int) -> None:
    """A card in play offered while trimming has been accepted or refused (see resource.offer_apply):
    back to trimming, or on with the spoils."""
    state.step, state.actor = "trim", giver
    if len(state.play[giver]) <= PLAY_LIMIT:
        _after_spoil(state)


def end(state: ElysiumState) -> None:
    """The challenge is over: the next Primogen in order may declare one."""
    state.clash = None
    state.step = "challenge"
    next_turn(state, _may_challenge)
