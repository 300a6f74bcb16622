"""Perft-style fixtures: the number of legal actions in known positions, and the rules they pin."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.equilibrium.actions import Commit, Resolve, Target, TargetGuild
from game.games.equilibrium.board import guild_total

from .helpers import (
    ALCHEMISTS,
    ARTISTS,
    CLERICS,
    MERCHANTS,
    THIEVES,
    WARRIORS,
    action_phase,
    new_state,
)

BASIC = ["manipulation", "bribery", "blackmail", "seductive_words", "change_of_plans", "old_debts", "scapegoat"]
START = {WARRIORS: [2, 3], CLERICS: [1, 2], MERCHANTS: [1]}


def test_setup_offers_each_free_guild_in_turn() -> None:
    state = new_state(3)
    assert state.phase == "setup" and state.current_player == 0
    assert len(state.legal_actions()) == 6
    state.apply(state.legal_actions()[0])
    assert len(state.legal_actions()) == 5          # sets go on different guilds
    state.apply(state.legal_actions()[0])
    assert len(state.legal_actions()) == 4
    state.apply(state.legal_actions()[0])
    assert state.current_player == 1


def test_two_player_and_quick_games_place_extra_sets() -> None:
    state = new_state(2, quick=True)
    assert len(state.sets) == 5                     # 3 + 2-player set + quick set
    while state.phase == "setup":
        state.apply(state.legal_actions()[0])
    assert state.phase == "era" and state.era_no == 1   # quick starts at the first era change


def test_opening_commit_count() -> None:
    state = action_phase(3, [START] * 3, intrigue=[0, 0, 0], cards=BASIC)
    commits = state.legal_actions()
    # 7 cards x 2 tokens, all playable on these boards
    assert len(commits) == 14
    assert {c.token for c in commits} == {"offensive", "defensive"}


def test_guild_and_resolution_counts_for_blackmail() -> None:
    state = action_phase(3, [START] * 3, intrigue=[0, 1, 2], cards=BASIC)
    state.apply(Commit("defensive", "blackmail"))
    assert len(state.legal_actions()) == 6          # a 3 can be placed on any guild
    state.apply(TargetGuild(WARRIORS))
    # place a 3, but never remove the board's only 3
    assert state.legal_actions() == [Resolve(f"+3@{WARRIORS}")]


def test_old_debts_resolution_count() -> None:
    state = action_phase(3, [START] * 3, intrigue=[0, 1, 2], cards=BASIC)
    state.apply(Commit("defensive", "old_debts"))
    state.apply(TargetGuild(ARTISTS))
    # place 1/2/3 (3) + move in the 2 and 3 from Warriors, the 1 and 2 from Clerics, the 1 from Merchants (5)
    assert len(state.legal_actions()) == 8


def test_last_token_of_a_value_can_never_be_removed() -> None:
    state = action_phase(3, [START] * 3, intrigue=[0, 1, 2], cards=BASIC)
    state.apply(Commit("offensive", "blackmail"))
    state.apply(Target(1))
    state.apply(TargetGuild(WARRIORS))
    assert Resolve(f"-3@{WARRIORS}") not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(Resolve(f"-3@{WARRIORS}"))


def test_occupied_cards_need_the_right_favour() -> None:
    state = action_phase(3, [START] * 3, intrigue=[0, 1, 2], cards=BASIC)
    state.favours[1][WARRIORS] = 1
    state.favours[1][CLERICS] = 2
    state._touched()
    state.apply(Commit("defensive", "bribery"))
    state.apply(TargetGuild(THIEVES))
    state.apply(Resolve(f"+2@{THIEVES}"))
    assert state.current_player == 1
    legal = state.legal_actions()
    assert Commit("offensive", "bribery") not in legal
    assert Commit("offensive", "bribery", WARRIORS) in legal          # minor warriors: occupied only
    assert Commit("offensive", "manipulation", WARRIORS) not in legal
    assert Commit("defensive", "bribery", CLERICS) in legal
    state.apply(Commit("defensive", "bribery", CLERICS))
    # a favour never targets the guild it came from
    assert TargetGuild(CLERICS) not in state.legal_actions()
    state.apply(TargetGuild(ALCHEMISTS))
    state.apply(Resolve(f"+2@{ALCHEMISTS}"))
    assert state.intrigue[1] == 1 + 2 + 1                              # major clerics: +1 intrigue
    assert state.favours[1][CLERICS] == 0


def test_major_warriors_favour_takes_the_targets_minor_favour() -> None:
    state = action_phase(3, [START] * 3, intrigue=[0, 1, 2], cards=BASIC)
    state.favours[0][WARRIORS] = 2
    state._touched()
    state.apply(Commit("offensive", "manipulation", WARRIORS))
    state.apply(Target(2))
    state.apply(TargetGuild(MERCHANTS))
    state.apply(Resolve(f"+1@{MERCHANTS}"))
    assert state.favours[0][MERCHANTS] == 1 and state.favours[0][WARRIORS] == 0


def test_instant_win_on_six_equilibriums() -> None:
    six = {g: [3, 2, 1] for g in range(5)}
    six[5] = [3, 2]
    state = action_phase(3, [six, START, START], intrigue=[0, 1, 2], cards=BASIC)
    state.apply(Commit("defensive", "manipulation"))
    state.apply(TargetGuild(5))
    state.apply(Resolve("+1@5"))
    assert state.is_over and state.winners() == [0]
    assert all(guild_total(state.boards[0], g) == 6 for g in range(6))


def test_two_player_hand_card_is_performed_instead() -> None:
    state = new_state(2, seed=3)
    while state.phase == "setup":
        state.apply(state.legal_actions()[0])
    p = state.current_player
    hand = list(state.hands[p])
    assert len(hand) == 3 and "old_debts" not in state.cards and len(state.cards) == 5
    with_hand = [a for a in state.legal_actions() if isinstance(a, Commit) and a.hand_card]
    assert with_hand and {a.hand_card for a in with_hand} <= set(hand)
    choice = with_hand[0]
    state.apply(choice)
    assert choice.hand_card not in state.hands[p] and choice.hand_card in state.spent_hand_cards
