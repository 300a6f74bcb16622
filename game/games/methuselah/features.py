"""Methuselah's declared features for a fitted evaluation (``GameInfo.features``, game.ai.fitted).

Each is one Methuselah's own number in a full state, cheap to read (no copy, no move played):

* ``hand_logit``: the hand-written evaluation's score (evaluation.seat_scores) over its temperature;
* ``threat``: what her predator's ready minions bleed in a turn, over her pool + 5: the risk of
  being ousted, which the hand-written score leaves out (it counts a seat's minions for her, and
  nothing against her prey);
* ``reach``: what her own ready minions bleed in a turn, over her prey's pool: how near she is
  to ousting it;
* ``alive``: 1 while she is in the game (an ousted seat has no threat and no reach, which alone
  would read as safety).

Fitted on 800 games of Normal, Normal and Easy seats (``[ai_fit]`` in content.toml), these
predict the winner better than the hand-written score alone; a dozen more counts (victory points,
pool, minions, blood, invested blood, the Edge, equipment, titles) gained little on held-out
games and made the weights unstable.
"""

from __future__ import annotations

from game.ai.fitted import FeatureSet
from game.core.state import GameState

from .board import bleed_base
from .evaluation import seat_scores, temperature
from .state import MethuselahState, methuselah

NAMES = ("hand_logit", "threat", "reach", "alive")
THREAT_CUSHION = 5      # pool added before dividing: a bleed of 2 matters at 3 pool, barely at 25


def bleeds(state: MethuselahState) -> list[int]:
    """What each seat's ready (not in torpor) minions bleed in a turn, locked or not."""
    out = [0] * state.players
    for m in state.mins:
        if not m.torpor:
            out[m.controller] += bleed_base(state, m)
    return out


_cache: list = [None, None, None]    # the last state asked about, its fingerprint, its table


def _fingerprint(state: MethuselahState) -> tuple:
    return (len(state.history), state.round, state.step, state.actor, *state.pool, *state.vp, len(state.mins),
            sum(m.blood + 2 * m.locked + 4 * m.torpor for m in state.mins))


def table(state: MethuselahState) -> list[list[float]]:
    """Every seat's features (the search asks about each seat of one leaf in turn: one pass serves
    them all; a state changed since, even by hand, is read again)."""
    key = _fingerprint(state)
    if _cache[0] is state and _cache[1] == key:
        return _cache[2]
    hand = seat_scores(state)
    t = temperature(state)
    bleed = bleeds(state)
    out = []
    for s in range(state.players):
        threat = reach = 0.0
        if state.alive[s]:
            pred, prey = state.predator(s), state.prey(s)
            if pred != s:
                threat = bleed[pred] / (state.pool[s] + THREAT_CUSHION)
            if prey != s:
                reach = bleed[s] / max(1, state.pool[prey])
        out.append([hand[s] / t, threat, reach, float(state.alive[s])])
    _cache[:] = [state, key, out]
    return out


def compute(state: GameState, seat: int) -> list[float]:
    return table(methuselah(state))[seat]


FEATURES = FeatureSet(names=NAMES, compute=compute)
