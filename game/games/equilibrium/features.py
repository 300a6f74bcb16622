"""Equilibrium's features for a fitted evaluation: one seat's own raw numbers from a full state.

A fitted model (game.ai.fitted) weighs these per seat and compares the seats by a softmax, so
a number equal for every seat (the round) only counts through the interactions below.  They are
what the rules make matter: cards banked times their guild's power (the power of a full,
determinized state: hidden votes included), guilds at exactly six or near it times the round
ends still to come, the tokens still to play this round (a six is safe once no rival's
offensive token is left; a guild one off six is fixable while the seat's own defensive token
is), the turn order by intrigue, favours, the variety and schemer bonuses, the 36-board.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.fitted import FeatureSet

from .board import GUILDS
from .flow import rounds_left
from .state import EquilibriumState

NAMES: tuple[str, ...] = (
    "banked",           # Equilibrium cards x the guild's power (votes known and hidden)
    "cards",            # Equilibrium cards held (the first tie-break)
    "variety",          # guilds with a card x (1 - progress)
    "variety_best",     # holds the greatest variety x progress (the 5-point bonus)
    "six_power_left",   # guilds at six x power x round ends to come (a card left in the pile)
    "near_power_left",  # guilds one off six x power x round ends to come
    "far_power_left",   # guilds two off six x power x round ends to come
    "six_now",          # guilds at six x (the round end is near: few tokens left)
    "six_power_now",    # guilds at six x power x (the round end is near): this round's cards
    "six_safe",         # guilds at six x power when no rival offensive token is left this round
    "six_threat",       # guilds at six x rival offensive tokens still to play this round
    "near_fixable",     # guilds one off six x power x the seat's own defensive token still to play
    "own_offence",      # the seat's offensive token still to play
    "own_defence",      # the seat's defensive token still to play
    "first",            # plays first among seats with a token left (lowest intrigue)
    "schemer",          # highest intrigue x progress (the 3-point bonus)
    "intrigue",         # intrigue / 10
    "minor_favours",    # minor favours held
    "major_favours",    # major favours held x progress (each scores 1 if kept)
    "board_36",         # board totals 36 x progress
    "six_count_sq",     # (guilds at six)^2 / 6: six at once wins on the spot
)
# Hard's fit (hard_fit.toml) reads two of them otherwise: every favour held (a major favour is a
# minor one and more: counted as minor only, forming a six read as losing a favour), and the
# guilds with a card as they are (times 1 - progress, a first card early read as worth less
# than none); the rest as above.
HARD_NAMES: tuple[str, ...] = tuple(
    {"minor_favours": "favours", "variety": "variety_held"}.get(name, name) for name in NAMES)
ALL_NAMES: tuple[str, ...] = NAMES + ("favours", "variety_held")   # what seat_row gives, in order


def full_power(state: EquilibriumState) -> list[float]:
    """Every guild's power once all votes chosen so far are turned over (the state is full)."""
    values = state.content.vote_values[state.players]
    power = [float(x) for x in state.power]
    for p in range(state.players):
        pending = [state.votes[p]] if state.voted[p] and not state.white_pending[p] else []
        for card in state.hidden_votes[p] + pending:
            if card >= 0:
                power[card // 2] += values[card % 2]
    return power


def progress(state: EquilibriumState, left: int) -> float:
    total = state.content.rounds
    return 1.0 - left / total if total else 1.0


def totals(board: list[int]) -> list[int]:
    """The six guild totals of a board."""
    return [board[i] + 2 * board[i + 1] + 3 * board[i + 2] for i in range(0, 3 * GUILDS, 3)]


class Context:
    """What every seat's features share: the round ends to come, power, tokens left, the
    intrigue order (recomputed when a trial changes intrigue)."""

    __slots__ = ("best_variety", "def_left", "first", "left", "near_end", "off_left", "pile", "power",
                 "prog", "schemer", "variety")

    def __init__(self, state: EquilibriumState) -> None:
        n = state.players
        self.left = rounds_left(state)
        self.prog = progress(state, self.left)
        self.power = full_power(state)
        in_round = state.phase == "action"
        self.off_left = [1.0 if in_round and state.tokens[p][0] else 0.0 for p in range(n)]
        self.def_left = [1.0 if in_round and state.tokens[p][1] else 0.0 for p in range(n)]
        self.near_end = 1.0 / (1.0 + sum(self.off_left) + sum(self.def_left)) if in_round else 0.0
        self.variety = [sum(1 for c in state.eq_cards[p] if c > 0) for p in range(n)]
        self.best_variety = max(self.variety)
        self.pile = [1.0 if x > 0 else 0.0 for x in state.eq_pile]
        self.order(state)

    def order(self, state: EquilibriumState) -> None:
        """The schemer and the next seat to play, from the intrigue track as it stands."""
        n = state.players
        self.schemer = max(range(n), key=lambda p: (state.intrigue[p], state.arrival[p]))
        waiting = [p for p in range(n) if self.off_left[p] or self.def_left[p]]
        self.first = min(waiting, key=lambda p: (state.intrigue[p], state.arrival[p])) if waiting else -1


def seat_row(state: EquilibriumState, p: int, ctx: Context, tot: list[int], board: list[int]) -> list[float]:
    """Seat `p`'s features (see ALL_NAMES) with `board` (guild totals `tot`) as its board."""
    power, pile, left, prog = ctx.power, ctx.pile, ctx.left, ctx.prog
    cards = state.eq_cards[p]
    six = near = far = 0.0
    six_count = 0
    for g in range(GUILDS):
        d = abs(tot[g] - 6)
        if d == 0:
            six += power[g] * pile[g]
            six_count += 1
        elif d == 1:
            near += power[g] * pile[g]
        elif d == 2:
            far += power[g] * pile[g]
    in_round = state.phase == "action"
    rival_off = sum(ctx.off_left) - ctx.off_left[p]
    favours = state.favours[p]
    return [
        float(sum(cards[g] * power[g] for g in range(GUILDS))),
        float(sum(cards)),
        ctx.variety[p] * (1.0 - prog),
        (1.0 if ctx.best_variety > 0 and ctx.variety[p] == ctx.best_variety else 0.0) * prog,
        six * left,
        near * left,
        far * left,
        six_count * ctx.near_end,
        six * ctx.near_end,
        six * (1.0 if in_round and rival_off == 0 else 0.0),
        six_count * rival_off,
        near * ctx.def_left[p],
        ctx.off_left[p],
        ctx.def_left[p],
        1.0 if p == ctx.first else 0.0,
        (1.0 if p == ctx.schemer else 0.0) * prog,
        state.intrigue[p] / 10.0,
        float(sum(1 for f in favours if f == 1)),
        float(sum(1 for f in favours if f == 2)) * prog,
        (1.0 if sum(tot) == state.content.perfect_board_total else 0.0) * prog,
        six_count * six_count / 6.0,
        float(sum(1 for f in favours if f)),
        float(ctx.variety[p]),
    ]


def compute_all(state: EquilibriumState, names: tuple[str, ...] = NAMES) -> list[list[float]]:
    """The features `names` of every seat (one pass; the shared parts computed once)."""
    ctx = Context(state)
    pick = [ALL_NAMES.index(n) for n in names] if names is not ALL_NAMES else []
    rows = [seat_row(state, p, ctx, totals(b), b) for p, b in enumerate(state.boards)]
    return rows if names is ALL_NAMES else [[row[i] for i in pick] for row in rows]


def compute(state: EquilibriumState, seat: int) -> Sequence[float]:
    """`seat`'s own features (see NAMES)."""
    return compute_all(state)[seat]


def compute_hard(state: EquilibriumState, seat: int) -> Sequence[float]:
    """`seat`'s own features as Hard's fit reads them (see HARD_NAMES)."""
    return compute_all(state, HARD_NAMES)[seat]


FEATURES = FeatureSet(names=NAMES, compute=compute)
HARD_FEATURES = FeatureSet(names=HARD_NAMES, compute=compute_hard)
