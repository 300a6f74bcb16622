"""A game's own search settings (``GameInfo.search``): they replace the search's defaults, never
what the caller set, and a game without any is searched exactly as before."""

from __future__ import annotations

import dataclasses

import pytest

from game.ai import ISMCTS, Budget, ISMCTSSeat
from game.ai.decision import open_decision
from game.core import Rng
from game.games import get
from tests.toy_game import TOY_INFO, ToyState


def _toy_with(settings):  # type: ignore[no-untyped-def]
    """A toy game whose GameInfo declares `settings` (its own state class, so the lookup finds it)."""
    kind = type("TunedToy", (ToyState,), {})
    kind.info = dataclasses.replace(TOY_INFO, id="tuned_toy", factory=kind, search=settings)
    return kind.info


def test_a_game_without_settings_keeps_the_search_as_it_is() -> None:
    search = ISMCTS(macro=True)
    assert TOY_INFO.search == {}
    assert search.for_game(TOY_INFO.new_game(3, seed=1)) is search
    for gid in ("elysium",):
        assert get(gid).search == {}, gid


def test_a_games_settings_replace_the_defaults_only() -> None:
    info = _toy_with({"exploration": 0.7, "prior_visits": 9})
    state = info.new_game(3, seed=1)
    tuned = ISMCTS().for_game(state)
    assert (tuned.exploration, tuned.prior_visits) == (0.7, 9)
    assert tuned.prior_samples == ISMCTS().prior_samples
    kept = ISMCTS(exploration=0.4).for_game(state)      # the caller's own choice stays
    assert (kept.exploration, kept.prior_visits) == (0.4, 9)
    assert tuned.for_game(state) is tuned                 # applied once


def test_a_setting_that_names_nothing_is_refused_by_name() -> None:
    state = _toy_with({"explore": 1.0}).new_game(3, seed=1)
    with pytest.raises(ValueError, match="explore"):
        ISMCTS().for_game(state)


def test_a_seeded_search_follows_the_games_settings() -> None:
    plain = TOY_INFO.new_game(3, seed=4)
    tuned = _toy_with({"prior_visits": 0}).new_game(3, seed=4)
    decision = open_decision(plain.view(plain.current_player), Rng(2))
    assert len(decision.actions) > 1
    a = ISMCTS().search(decision, Rng(5), Budget(seconds=None, iterations=30))
    again = ISMCTS().search(decision, Rng(5), Budget(seconds=None, iterations=30))
    assert a.visits == again.visits                       # seeded: the same search twice
    decision = open_decision(tuned.view(tuned.current_player), Rng(2))
    b = ISMCTS().search(decision, Rng(5), Budget(seconds=None, iterations=30))
    # without root priors no action starts with virtual visits: the counts are the iterations
    assert sum(b.visits.values()) == 30
    assert sum(a.visits.values()) == 30 + ISMCTS().prior_visits * len(a.visits)
    seat = ISMCTSSeat(1, Budget(seconds=None, iterations=10))
    assert seat.choose(tuned.view(tuned.current_player)) in tuned.legal_actions()


def _toy_with_expert(settings, expert):  # type: ignore[no-untyped-def]
    kind = type("ExpertToy", (ToyState,), {})
    kind.info = dataclasses.replace(TOY_INFO, id="expert_toy", factory=kind, search=settings,
                                    expert_search=expert)
    return kind.info


def test_expert_settings_apply_to_the_expert_search_only() -> None:
    """``GameInfo.expert_search`` goes over the game's settings for an Expert search; Hard's
    search never sees it, and a setting it does not name stays the game's."""
    info = _toy_with_expert({"exploration": 0.7, "prior_visits": 9}, {"prior_visits": 2})
    state = info.new_game(3, seed=1)
    hard, expert = ISMCTS().for_game(state), ISMCTS(expert=True).for_game(state)
    assert (hard.exploration, hard.prior_visits) == (0.7, 9)
    assert (expert.exploration, expert.prior_visits) == (0.7, 2)
    with pytest.raises(ValueError, match="explore"):
        ISMCTS(expert=True).for_game(_toy_with_expert({}, {"explore": 1.0}).new_game(3, seed=1))
    ISMCTS().for_game(_toy_with_expert({}, {"explore": 1.0}).new_game(3, seed=1))  # Hard: not read


def test_the_levels_build_searches_that_read_their_own_settings() -> None:
    """make_seat gives Expert the Expert search and Hard the Hard one."""
    from game.ai.seat import make_seat
    hard, expert = make_seat("hard"), make_seat("expert")
    assert isinstance(hard, ISMCTSSeat) and isinstance(expert, ISMCTSSeat)
    assert not hard.search.expert and expert.search.expert
