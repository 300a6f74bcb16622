"""The engine's shortcuts against their definitions: `playable` answers each rule's own test, not its
generator (on many boards and supplies, sparse ones too, where a rule fails, for every card and
target guild it must agree with "the rule's generator yields at least one resolution"), the
six-guild masks agree with `playable`, and `has_use` stops at a favour's first resolution
(commit_legal against its plain reading: test_commit_legal.py)."""

from __future__ import annotations

import random

from game import games
from game.core import Rng
from game.games.equilibrium.board import GUILDS
from game.games.equilibrium.content import load
from game.games.equilibrium.effects import EFFECTS, PLAYABLE, playable, playable_guilds
from game.games.equilibrium.phases import favours
from game.games.equilibrium.state import EquilibriumState


def test_every_rule_has_its_test() -> None:
    assert set(PLAYABLE) == set(EFFECTS)


def test_playable_agrees_with_the_generators() -> None:
    cards = list(load().cards.values())
    rng = random.Random(44)
    seen = {True: 0, False: 0}
    for _ in range(600):
        fill = rng.choice((0.05, 0.2, 0.5))
        board = [rng.randint(1, 3) if rng.random() < fill else 0 for _ in range(GUILDS * 3)]
        supply = [rng.choice((0, 0, 1, 2, 5)) for _ in range(3)]
        for card in cards:
            for t in range(GUILDS):
                want = next(EFFECTS[card.effect](card, board, supply, t), None) is not None
                assert playable(card, board, supply, t) == want, (card.id, board, supply, t)
                seen[want] += 1
    assert seen[True] and seen[False]


def test_has_use_agrees_with_uses() -> None:
    """The answer windows open on ``has_use``, which stops at the first resolution: at every position
    of random games where a guild is targeted it must say what ``bool(uses(...))`` says."""
    info = games.get("equilibrium")
    seen = {True: 0, False: 0}
    for game in range(10):
        state = info.new_game(players=2 + game % 4, seed=40 + game)
        assert isinstance(state, EquilibriumState)
        rng = Rng(game)
        while not state.is_over:
            if state.t_guild >= 0:
                for seat in range(state.players):
                    for timing in ("attacked", "after_offence"):
                        want = bool(favours.uses(state, seat, timing))
                        assert favours.has_use(state, seat, timing) == want
                        seen[want] += 1
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert seen[True] and seen[False]


def test_playable_guilds_agree_with_playable() -> None:
    """The six-guild masks the legal lists read: bit t set exactly when `playable` says guild t."""
    cards = list(load().cards.values())
    rng = random.Random(45)
    seen = {True: 0, False: 0}
    for _ in range(1500):
        fill = rng.choice((0.03, 0.1, 0.2, 0.5))
        board = [rng.randint(1, 3) if rng.random() < fill else 0 for _ in range(GUILDS * 3)]
        supply = [rng.choice((0, 0, 1, 2, 5)) for _ in range(3)]
        for card in cards:
            mask = playable_guilds(card, board, supply)
            for t in range(GUILDS):
                want = playable(card, board, supply, t)
                assert bool(mask >> t & 1) == want, (card.id, board, supply, t)
                seen[want] += 1
    assert seen[True] and seen[False]
