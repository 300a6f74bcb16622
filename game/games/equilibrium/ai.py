"""Equilibrium's evaluation for AI seats: projected final points, relative to the best rival.

It reads only what a view shows (boards, cards, favours, intrigue, revealed
power, the seat's own hidden votes), so it is fair in any seat's view.
"""

from __future__ import annotations

import math

from .board import GUILDS, board_total, guild_total
from .state import EquilibriumState

# how likely a guild at this total is to score at a round end (opponents will disturb it)
CLOSENESS = {6: 0.75, 5: 0.4, 7: 0.4, 4: 0.15, 8: 0.15}


def rounds_left(state: EquilibriumState) -> int:
    """Round ends still to come, counting the current round if its end is ahead."""
    left = sum(1 for kind, _ in state.schedule[state.step:] if kind == "round")
    if state.phase == "setup":
        left = sum(1 for kind, _ in state.schedule if kind == "round")
    return left


def projected_points(state: EquilibriumState, seat: int, viewer: int) -> float:
    """The points `seat` is on course for, as `viewer` can estimate them."""
    c = state.content
    values = c.vote_values[state.players]
    power = list(state.power)
    for p in range(state.players):
        if p == viewer:
            pending = [state.votes[p]] if state.votes[p] >= 0 and not state.white_pending[p] else []
            for card in state.hidden_votes[p] + pending:
                if card >= 0:
                    power[card // 2] += values[card % 2]
        else:
            power = [x + 0.3 * len(state.hidden_votes[p]) for x in power]
    left = rounds_left(state)
    board = state.boards[seat]
    points = 0.0
    variety = 0
    for g in range(GUILDS):
        chance = CLOSENESS.get(guild_total(board, g), 0.03)
        future = left * chance * (0.8 if left > 1 else 1.0)
        cards = state.eq_cards[seat][g] + future
        points += cards * power[g]
        variety += 1 if state.eq_cards[seat][g] or future >= 0.7 else 0
    points += 1.2 * variety                        # the variety bonus, spread as a gradient
    for level in state.favours[seat]:
        points += 1.5 if level == 2 else 0.6 if level == 1 else 0.0
    if left <= 1 and board_total(board) == c.perfect_board_total:
        points += c.scoring["perfect_board"]
    if state.white_used[seat] or state.white_pending[seat]:
        points += c.scoring["white_vote_penalty"]
    return points


def evaluate(state: EquilibriumState, seat: int) -> float:
    """A value in (0, 1): how well `seat` stands against its strongest rival."""
    if state.is_over:
        winners = state.winners()
        return (1.0 / len(winners)) if seat in winners else 0.0
    viewer = seat if state.viewer is None else state.viewer
    mine = projected_points(state, seat, viewer)
    rivals = [projected_points(state, p, viewer) for p in range(state.players) if p != seat]
    gap = mine - max(rivals)
    return 1.0 / (1.0 + math.exp(-gap / 8.0))
