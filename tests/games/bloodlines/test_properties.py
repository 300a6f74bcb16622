"""Bloodlines: any seed, table size, battlegrounds and missions play to the end keeping the
invariants (hypothesis picks them)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from .test_playouts import COMBOS, playout


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), combo=st.sampled_from(COMBOS),
       missions=st.integers(0, 5), clans=st.sampled_from(["choose", "random"]))
def test_any_game_plays_to_its_end_keeping_the_invariants(seed: int, players: int, combo: str,
                                                          missions: int, clans: str) -> None:
    game = playout(players, seed, {"battlegrounds": combo, "missions": missions, "clans": clans},
                   every=2)
    assert game.is_over and game.round == game.rounds
    assert sum(1 for seat in game.claimed if seat >= 0) <= missions
    assert len(game.winners()) == 1                  # the primogen leaves one winner
