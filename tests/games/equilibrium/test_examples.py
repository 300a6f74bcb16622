"""The rulebook's four worked examples, move by move (names mapped to our guilds).

Rulebook guild -> ours: Brotherhood of Steel = Warriors, Eternal Seekers = Clerics,
Raven Lords = Merchants, Dreamers = Artists, Dragon's Blood = Alchemists,
Crescent Moon = Thieves.  Seats: Nicole 0, Alex 1, Bill 2.
"""

from __future__ import annotations

from game.games.equilibrium.actions import (
    Commit,
    Pass,
    Resolve,
    Target,
    TargetGuild,
    UseFavour,
    Vote,
)
from game.games.equilibrium.board import guild_total
from game.games.equilibrium.content import load
from game.games.equilibrium.phases import final
from game.games.equilibrium.scoring import breakdown, winners

from .helpers import (
    ALCHEMISTS,
    ARTISTS,
    CLERICS,
    MERCHANTS,
    THIEVES,
    WARRIORS,
    action_phase,
    board,
)

NICOLE, ALEX, BILL = 0, 1, 2
BASIC = ["manipulation", "bribery", "blackmail", "seductive_words", "change_of_plans", "old_debts", "scapegoat"]


def example1_position():
    nicole = {WARRIORS: [2, 3, 1], MERCHANTS: [3, 3], CLERICS: [1, 2]}
    alex = {MERCHANTS: [3, 3, 1], ALCHEMISTS: [3, 2, 1], CLERICS: [1, 2]}
    bill = {THIEVES: [2, 1], WARRIORS: [3, 2], CLERICS: [1, 2, 3]}
    state = action_phase(3, [nicole, alex, bill], intrigue=[20, 19, 16], step=4, cards=BASIC)
    state.favours[NICOLE][MERCHANTS] = 2      # Nicole holds a major Merchants' favour
    state.favours[ALEX][THIEVES] = 1          # Alex holds a minor Thieves' favour
    state._touched()
    return state


def test_example1_actions_favours_and_intrigue():
    state = example1_position()
    assert state.current_player == BILL                      # lowest intrigue plays
    state.apply(Commit("defensive", "blackmail"))
    state.apply(TargetGuild(THIEVES))
    assert Resolve(f"+3@{THIEVES}") in state.legal_actions()
    state.apply(Resolve(f"+3@{THIEVES}"))
    assert guild_total(state.boards[BILL], THIEVES) == 6
    assert state.favours[BILL][THIEVES] == 2                # major: the action made an Equilibrium
    assert state.intrigue[BILL] == 19                        # Blackmail is worth 3 intrigue
    # Bill's token lands on top of Alex's: Alex, at the bottom, plays first
    assert state.turn_order()[:2] == [ALEX, BILL]
    assert state.current_player == ALEX

    state.apply(Commit("offensive", "change_of_plans"))
    state.apply(Target(NICOLE))
    # Warriors is not adjacent to Merchants, so a 2 may move from there
    state.apply(TargetGuild(MERCHANTS))
    state.apply(Resolve(f"2:{WARRIORS}>{MERCHANTS}"))
    assert guild_total(state.boards[NICOLE], MERCHANTS) == 8
    assert guild_total(state.boards[NICOLE], WARRIORS) == 4
    # Nicole's Merchants' favour cannot answer an attack on Merchants: she is not asked
    assert state.stage == "self_favour" and state.current_player == ALEX
    assert state.favours[NICOLE][MERCHANTS] == 2
    uses = [a for a in state.legal_actions() if isinstance(a, UseFavour)]
    assert all(a.guild == THIEVES for a in uses)
    assert UseFavour(THIEVES, f"-1@{MERCHANTS}") in uses
    state.apply(UseFavour(THIEVES, f"-1@{MERCHANTS}"))
    assert guild_total(state.boards[ALEX], MERCHANTS) == 6
    assert state.favours[ALEX][THIEVES] == 0                 # discarded after use
    assert state.intrigue[ALEX] == 23                         # Change of Plans is worth 4

    assert state.current_player == BILL
    assert {a.token for a in state.legal_actions()} == {"offensive"}   # only his offensive token is left


def test_example1_reaction_window_opens_for_another_guild():
    """Had Alex targeted Nicole's Warriors instead, her Merchants' favour could answer."""
    state = example1_position()
    state.apply(Commit("defensive", "blackmail"))
    state.apply(TargetGuild(THIEVES))
    state.apply(Resolve(f"+3@{THIEVES}"))
    state.apply(Commit("offensive", "manipulation"))
    state.apply(Target(NICOLE))
    state.apply(TargetGuild(WARRIORS))
    state.apply(Resolve(f"+1@{WARRIORS}"))
    assert state.stage == "react" and state.current_player == NICOLE
    legal = state.legal_actions()
    assert Pass() in legal and UseFavour(MERCHANTS, f"-1@{WARRIORS}") in legal
    assert UseFavour(MERCHANTS, f"+3@{WARRIORS}") in legal     # major: any value
    state.apply(UseFavour(MERCHANTS, f"-1@{WARRIORS}"))
    assert guild_total(state.boards[NICOLE], WARRIORS) == 6
    assert state.current_player == ALEX and state.stage == "self_favour"


def test_example2_round_end_equilibrium_cards():
    nicole = {WARRIORS: [3, 2, 1], MERCHANTS: [3, 2]}
    alex = {MERCHANTS: [3, 2, 1], ALCHEMISTS: [3, 3], CLERICS: [1]}
    bill = {THIEVES: [2, 1], WARRIORS: [3, 2], CLERICS: [1, 3]}
    state = action_phase(3, [nicole, alex, bill], intrigue=[30, 31, 29], step=4, cards=BASIC)
    # everyone has played except Bill's last (defensive) action
    state.tokens = [[False, False], [False, False], [False, True]]
    state.active = BILL
    state._touched()
    state.apply(Commit("defensive", "scapegoat"))
    state.apply(TargetGuild(ARTISTS))
    state.apply(Resolve(""))
    assert state.eq_cards[NICOLE] == [1 if g == WARRIORS else 0 for g in range(6)]
    assert state.eq_cards[ALEX] == [1 if g in (MERCHANTS, ALCHEMISTS) else 0 for g in range(6)]
    assert sum(state.eq_cards[BILL]) == 0
    assert state.favours[BILL][ARTISTS] == 1                  # Scapegoat still earns the favour
    assert state.phase == "era" and state.era_no == 2        # round 4 is followed by Era 2
    assert all(len(opts) == 3 for opts in state.vote_options)


def test_example3_era2_votes_and_guild_powers():
    state = action_phase(3, [{WARRIORS: [3, 2, 1]}] * 3, intrigue=[30, 31, 29], step=4, cards=BASIC)
    state.tokens = [[False, False], [False, False], [False, True]]
    state.active = BILL
    state.power[WARRIORS] = 3
    state._touched()
    state.apply(Commit("defensive", "scapegoat"))
    state.apply(TargetGuild(ARTISTS))
    state.apply(Resolve(""))
    low, high = 0, 1
    state.vote_options = [[WARRIORS * 2 + low, 0 + 1, 4], [THIEVES * 2 + high, 2, 3], [THIEVES * 2 + low, 5, 6]]
    state._touched()
    assert load().vote_values[3] == (2, 3)                    # 3 players: low card 2, high card 3
    state.apply(Vote(WARRIORS * 2 + low))
    assert state.power[WARRIORS] == 3                         # not revealed until everyone has voted
    state.apply(Vote(THIEVES * 2 + high))
    state.apply(Vote(THIEVES * 2 + low))
    assert state.power[WARRIORS] == 5
    assert state.power[THIEVES] == 6
    assert state.phase == "action" and state.round_no == 5


def test_example3_eras_3_and_4_stay_hidden_until_final_scoring():
    state = action_phase(3, [{WARRIORS: [3, 2, 1]}] * 3, intrigue=[30, 31, 29], step=10, cards=BASIC)
    assert state.schedule[10] == ("round", 8)
    state.tokens = [[False, False], [False, False], [False, True]]
    state.active = BILL
    state._touched()
    state.apply(Commit("defensive", "scapegoat"))
    state.apply(TargetGuild(ARTISTS))
    state.apply(Resolve(""))
    assert state.era_no == 4
    before = list(state.power)
    picks = [state.vote_options[p][0] for p in range(3)]
    for p in range(3):
        state.apply(Vote(picks[p]))
    assert state.is_over
    expected = list(before)
    values = load().vote_values[3]
    for card in picks:
        expected[card // 2] += values[card % 2]
    assert state.power == expected                            # revealed at the final scoring


def test_example4_final_scores_49_57_54_and_winner():
    power = [0] * 6
    power[MERCHANTS], power[CLERICS], power[ALCHEMISTS] = 6, 4, 9
    power[WARRIORS], power[THIEVES], power[ARTISTS] = 8, 6, 3
    eq = [[0] * 6 for _ in range(3)]
    eq[ALEX][MERCHANTS], eq[ALEX][CLERICS], eq[ALEX][ALCHEMISTS] = 4, 2, 1
    eq[BILL][WARRIORS], eq[BILL][THIEVES], eq[BILL][ALCHEMISTS] = 2, 3, 2
    eq[NICOLE][WARRIORS], eq[NICOLE][ARTISTS] = 5, 4
    favours = [[0] * 6 for _ in range(3)]
    favours[NICOLE][CLERICS] = favours[NICOLE][THIEVES] = 2
    favours[BILL][ARTISTS] = 1                                # a minor favour scores nothing
    boards = [board({WARRIORS: [3, 3, 3, 3], CLERICS: [3, 3, 3, 3], MERCHANTS: [3, 2, 2, 2, 1]}),   # 34
              board({WARRIORS: [3, 3, 3, 3], CLERICS: [3, 3, 3, 3], MERCHANTS: [3, 1]}),            # 28
              board({WARRIORS: [3, 3, 3, 3], CLERICS: [3, 3, 3, 3], MERCHANTS: [3, 3, 3, 3, 3]})]   # 39
    rows = breakdown(load(), intrigue=[48, 52, 51], arrival=[0, 1, 2], favours=favours, eq_cards=eq,
                     boards=boards, power=power, white_used=[False] * 3)
    table = dict(rows)
    assert table["a. Schemer"] == [0, 3, 0]
    assert table["b. Unused major favours"] == [2, 0, 0]
    assert table["c. Greatest variety"] == [0, 5, 5]
    assert table["d. Board worth exactly 36"] == [0, 0, 0]
    assert table["e. Equilibrium cards"] == [52, 41, 52]
    assert table["Total"] == [54, 49, 57]
    assert winners(table["Total"], eq) == [BILL]


def test_example4_through_the_game_with_hidden_votes():
    """The same numbers reached through the state: hidden era 3–4 votes are added at the end."""
    state = action_phase(3, [{WARRIORS: [3, 2, 1]}] * 3, intrigue=[48, 52, 51], step=len(BASIC) * 0 + 13)
    state.step = len(state.schedule)
    state.power = [8, 4, 6 - 3, 3, 9, 6]                     # Merchants still lacks a hidden +3
    state.hidden_votes = [[], [MERCHANTS * 2 + 1], []]
    state.eq_cards = [[5, 0, 0, 4, 0, 0], [0, 2, 4, 0, 1, 0], [2, 0, 0, 0, 2, 3]]
    state.favours = [[0, 2, 0, 0, 0, 2], [0] * 6, [0] * 6]
    state.boards = [board({WARRIORS: [3, 3, 3, 3, 1]})] * 3
    final.score(state)                                       # the end of the schedule
    assert state.power[MERCHANTS] == 6
    assert state.scores() == [54, 49, 57]
    assert state.winners() == [BILL]
    rows = state.score_breakdown()                           # the results' rows: steps a–e, adding up
    assert [label[:2] for label, _values in rows] == ["a.", "b.", "c.", "d.", "e."]
    assert [sum(column) for column in zip(*(values for _label, values in rows))] == [54, 49, 57]
    assert state.tie_break() == ""


def test_winner_tie_breaks_most_cards_then_variety_then_shared():
    assert winners([10, 10], [[2, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]]) == [0]
    assert winners([10, 10], [[2, 0, 0, 0, 0, 0], [1, 1, 0, 0, 0, 0]]) == [1]
    assert winners([10, 10, 3], [[1, 1, 0, 0, 0, 0], [0, 0, 1, 1, 0, 0], [5, 0, 0, 0, 0, 0]]) == [0, 1]
