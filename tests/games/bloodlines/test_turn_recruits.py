"""The recruits a turn offers (turn_legal, the price of each space worked out in line) against the
plain reading kept here (characters.cost of each space, as before), at every turn of seeded random
games under each rules edition, with the seats' power shaken so that some spaces are dear."""

from __future__ import annotations

from game import games
from game.core.actions import Action
from game.core.rng import Rng
from game.games.bloodlines.actions import RECRUIT, Recruit
from game.games.bloodlines.characters import DEAREST, cost, has_sire, spendable
from game.games.bloodlines.state import BloodlinesState
from game.games.bloodlines.turn import turn_legal


def plain_recruits(state: BloodlinesState, seat: int) -> list[Action]:
    out: list[Action] = []
    if state.recruited or not has_sire(state, seat):
        return out
    money = spendable(state, seat)
    for slot, c in enumerate(state.queue):
        holder = state.reserved[c]
        if holder >= 0 and holder != seat:
            continue
        if money < DEAREST and cost(state, seat, slot, c) > money:
            continue
        out.append(RECRUIT[c])
    if state.haven[seat] >= 0:
        out.append(RECRUIT[state.haven[seat]])
    return out


def test_the_recruits_offered_are_the_plain_ones() -> None:
    info = games.get("bloodlines")
    sizes = range(info.min_players, info.max_players + 1)
    rng = Rng(31)
    turns = dear = short = 0
    for game in range(24):
        options = {"rules_edition": 1 + game % 2}
        state = info.new_game(players=sizes[game % len(sizes)], seed=800 + game, options=options)
        assert isinstance(state, BloodlinesState)
        while not state.is_over:
            if state.step == "turn":
                seat = state.turn
                twin = state.clone()
                for v in twin.line[seat]:                  # some poorer, some richer
                    twin.power[v] = rng.below(3)
                if rng.below(4) == 0 and twin.queue:       # a short queue (the deck run out)
                    twin.queue = twin.queue[rng.below(len(twin.queue)):]
                    short += 1
                twin._touched()
                for st in (state, twin):
                    frame = st.stack[-1]
                    fast = [a for a in turn_legal(st, frame) if type(a) is Recruit]
                    assert fast == plain_recruits(st, seat)
                    dear += spendable(st, seat) < DEAREST and bool(fast)
                    turns += 1
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert turns > 1000 and dear > 300 and short > 100
