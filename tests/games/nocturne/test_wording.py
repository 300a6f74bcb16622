"""A card whose name has its own article is not given a second one in the log or the moves list."""

from __future__ import annotations

import random

from game.games import get


def test_no_card_is_called_the_the_anything() -> None:
    info = get("nocturne")
    seen: list[str] = []
    for seed in (1, 2):
        state = info.new_game(3, seed, {})
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            seen += [action.describe() for action in legal]
            seen += [event.text for event in state.apply(rng.choice(legal)) if event.text]
    assert any(" The " in text for text in seen), "no card with its own article was met: the test saw nothing"
    doubled = [text for text in seen if "the The " in text]
    assert not doubled, doubled[:5]
