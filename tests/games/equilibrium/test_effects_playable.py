"""`playable` answers each rule's own test, not its generator: on many boards and supplies (sparse
ones too, where a rule fails), for every card and target guild it must agree with "the rule's
generator yields at least one resolution"."""

from __future__ import annotations

import random

from game.games.equilibrium.board import GUILDS
from game.games.equilibrium.content import load
from game.games.equilibrium.effects import EFFECTS, PLAYABLE, playable


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
