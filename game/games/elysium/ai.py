"""How an AI seat judges Elysium: an evaluation for one-ply seats and a quick rollout policy.

``evaluate(state, seat)`` is a win estimate in [0, 1]: prestige now, plus what
the Primogen can still turn into prestige (Vitae, cards, tokens to bid), plus
the expected result of a challenge or contest under way (a normal
approximation of the dice), compared with the best rival.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.core import Action, Rng

from . import effects
from .actions import (
    Accept,
    ChallengeEvent,
    ChallengePlayer,
    Draw,
    EndResources,
    Hunt,
    Move,
    Pass,
    PlayCard,
    Recover,
    Refuse,
    Spoil,
    Target,
    UseCard,
    Withdraw,
)
from .board import REACH, city_prestige, domains
from .clash import Clash, dice_plan, modifiers
from .clash_records import Request
from .content import load_content
from .phases.resource import _exchange, _still_possible

if TYPE_CHECKING:
    from .state import ElysiumState

C = load_content()
DIE_MEAN, DIE_VAR = 5.5, 8.25
SPOIL_VALUE = {"mental": 1.2, "physical": 1.5, "social": 1.8}


def win_chance(mean_gap: float, variance: float) -> float:
    """P(a side beats another) when its total minus theirs is ~Normal(mean_gap, variance)."""
    if variance <= 0:
        return 1.0 if mean_gap > 0 else (0.0 if mean_gap < 0 else 0.5)
    return 0.5 * (1.0 + math.erf(mean_gap / math.sqrt(2.0 * variance)))


def side_estimates(state: ElysiumState, clash: Clash) -> list[tuple[float, float]]:
    """(expected total, variance) per side: rolled dice count as they lie."""
    out = []
    plan = dice_plan(state, clash) if not clash.rolled else []
    for side in range(len(clash.sides)):
        mean = float(sum(a for _, a in modifiers(state, clash, side)))
        var = 0.0
        if clash.rolled:
            mean += sum(d.value for d in clash.dice if d.side == side)
        else:
            dice = sum(n for _, s, n in plan if s == side)
            for seat in clash.sides[side]:  # powers the side can still call on before the dice
                for power in effects.clash_powers(state, seat, clash.ctype, clash.kind == "player"):
                    if power.effect.kind == "extra_die":
                        dice += 1
                    elif power.effect.kind == "bonus":
                        mean += power.effect.amount
            mean += dice * DIE_MEAN
            var += dice * DIE_VAR
        out.append((mean, var))
    return out


def hoped_for(state: ElysiumState, clash: Clash) -> Clash:
    """The clash as the help now asking permission will be answered: accepted if the leader gains."""
    request = clash.pending
    if state.step not in ("permit", "join") or not isinstance(request, Request):
        return clash
    twin = clash.copy()
    seat, side = request.seat, request.side
    twin.sides[side].append(seat)
    if request.bid is not None:
        twin.bids[seat] += request.bid
    twin.pending = None
    leader = clash.leader(side)
    welcome = clash_outlook(state, twin, leader) > clash_outlook(state, clash, leader)
    return twin if welcome else clash


def clash_outlook(state: ElysiumState, clash: Clash, seat: int) -> float:
    """The expected prestige-like gain for `seat` from the clash under way."""
    est = side_estimates(state, clash)
    mine = clash.side_of(seat)
    if clash.kind == "event":
        if mine != 0:
            return 0.0
        card = C.cards[clash.card]
        p = win_chance(est[0][0] - card.difficulty + 0.5, est[0][1])
        stake = card.acting if seat == clash.actor else card.assisting
        return stake * (2 * p - 1)
    if clash.kind == "player":
        if mine < 0:
            return 0.0
        other = 1 - mine
        p = win_chance(est[mine][0] - est[other][0], est[mine][1] + est[other][1] + 1.0)
        leader = seat == clash.leader(mine)
        value = SPOIL_VALUE.get(clash.ctype, 1.0)
        return (p * value if leader else p * 0.3) - (1 - p) * value
    if mine < 0:  # an influence contest we are not part of
        return 0.0
    best_rival = max((est[i] for i in range(len(est)) if i != mine), key=lambda e: e[0], default=None)
    if best_rival is None:
        p = 1.0
    else:
        p = win_chance(est[mine][0] - best_rival[0], est[mine][1] + best_rival[1] + 1.0)
    zone = C.zones[clash.zone]
    counts = state.tokens[clash.zone]
    after = counts[seat] + clash.bids[seat]
    others = max((c for s, c in enumerate(counts) if s != seat), default=0)
    gain = zone.value if after > others and state.controller[clash.zone] != seat else 0.0
    return p * (gain + 0.3 * clash.bids[seat])


def strength(state: ElysiumState, seat: int) -> float:
    """A score-like number: prestige now plus what this Primogen can still make of its means."""
    if state.withdrawn[seat]:
        return -50.0
    prestige = city_prestige(state, seat) + C.rules["domain_bonus"] * len(domains(state, seat))
    prestige += state.prestige[seat]
    future = max(state.masquerade, 0) + (0.0 if state.phase == "resolution" else 0.5)
    weight = min(1.0, future / 3.0)
    means = 0.35 * min(state.vitae[seat], 4) + 0.5 * len(state.hands[seat]) + 0.6 * len(state.play[seat])
    means += 0.25 * sum(row[seat] for row in state.tokens) + 0.5 * state.supply[seat]
    value = float(prestige)
    if state.location[seat] < 0:  # a Primogen in torpor cannot be named Prince
        value -= 25.0 if state.masquerade == 0 else 3.0
    elif state.vitae[seat] <= 2:  # one lost challenge (or the upkeep) means torpor
        value -= (2.0 if state.vitae[seat] == 1 else 0.6) * (2.0 if state.masquerade == 0 else 1.0)
    value += weight * means
    if state.clash is not None:
        value += clash_outlook(state, hoped_for(state, state.clash), seat)
    return value


def settled_offer(state: ElysiumState) -> ElysiumState:
    """A pending gift or trade as it will end: accepted only if the other Primogen gains by it."""
    if state.step != "offer" or not state.offer:
        return state
    taker = state.offer["to"]
    if not _still_possible(state, state.offer):
        return state
    after = state.clone()
    after.offer = {}
    _exchange(after, state.offer, [])
    return after if strength(after, taker) > strength(state, taker) else state


def values(state: ElysiumState) -> list[float]:
    """How likely each seat is to become Prince, in [0, 1], all seats in one pass."""
    if state.is_over:
        winners = state.winners()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(state.players)]
    asking = state.offer.get("from", -1) if state.step == "offer" else -1
    state = settled_offer(state)
    worths = [strength(state, s) for s in range(state.players)]
    if asking >= 0 and state.step == "offer":  # an offer that will be refused wastes the table's time
        worths[asking] -= 0.05
    out = []
    for seat, mine in enumerate(worths):
        rival = max(v for s, v in enumerate(worths) if s != seat)
        out.append(1.0 / (1.0 + math.exp(-(mine - rival) / 4.0)))
    return out


def evaluate(state: ElysiumState, seat: int) -> float:
    """How likely `seat` is to become Prince, in [0, 1]."""
    return values(state)[seat]


class PrinceChances:
    """The game's evaluation: one seat's chance of becoming Prince, or every seat's in one pass
    (``values``, which game.ai.hooks.evaluate_all prefers)."""

    def __call__(self, state: ElysiumState, seat: int) -> float:
        return evaluate(state, seat)

    def values(self, state: ElysiumState) -> list[float]:
        return values(state)


EVALUATION = PrinceChances()


def rollout_policy(state: ElysiumState, rng: Rng) -> Action:
    """A quick, sensible player for search rollouts (never gives anything away, never withdraws)."""
    legal = state.legal_actions()
    if len(legal) > 1:  # leaving the game is never a move a rollout makes on a whim
        legal = [a for a in legal if not isinstance(a, Withdraw)]
    if len(legal) == 1 or rng.random() < 0.1:
        return rng.choice(legal)
    seat = state.actor
    step = state.step
    if step == "resource":
        return _resource_choice(state, seat, legal)
    if step in ("offer", "permit", "join"):
        return Accept() if step != "offer" else Refuse()
    if step == "spoils":
        return max(legal, key=lambda a: (a.effect != "none", a.amount, a.to == seat) if isinstance(a, Spoil)
                   else (False, 0, False))
    if step == "move":
        here = state.location[seat]
        near = [a for a in legal if isinstance(a, Move) and C.zone_ids[a.zone] in REACH[here]]
        return rng.choice(near or legal)
    if step == "challenge":
        events = [a for a in legal if isinstance(a, ChallengeEvent)]
        players = [a for a in legal if isinstance(a, ChallengePlayer)]
        pick = events or players
        return rng.choice(pick) if pick and rng.random() < 0.6 else Pass()
    if step == "influence":
        targets = [a for a in legal if isinstance(a, Target)]
        if not targets:
            return Pass()
        top = max(targets, key=lambda a: (C.zones[C.zone_ids[a.zone]].value, -abs(a.bid - 2)))
        return top
    if step == "hand":
        plays = [a for a in legal if isinstance(a, PlayCard)]
        return plays[0] if plays else legal[0]
    return Pass() if Pass() in legal and rng.random() < 0.8 else rng.choice(legal)


def _resource_choice(state: ElysiumState, seat: int, legal: list[Action]) -> Action:
    kinds = {type(a): a for a in legal}
    if Recover in kinds:
        return kinds[Recover]
    if state.actions_left > 0:
        if Hunt in kinds and state.vitae[seat] <= 3:
            return kinds[Hunt]
        if UseCard in kinds:
            return kinds[UseCard]
        if Draw in kinds and len(state.hands[seat]) < 3:
            return kinds[Draw]
        if Hunt in kinds:
            return kinds[Hunt]
    if PlayCard in kinds:
        return kinds[PlayCard]
    return kinds.get(EndResources, legal[-1])


QUIET_STEPS = frozenset({"clan", "resource", "move", "challenge", "influence"})


def quiet(state: ElysiumState) -> bool:
    """A decision that opens something (a resource action, a move, a challenge, a bid on a zone).

    Answers within it (helpers, permissions, spoils, powers, dice, offers) are not quiet:
    search plays them the obvious way rather than branching on them.
    """
    return state.step in QUIET_STEPS
