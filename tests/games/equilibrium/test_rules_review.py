"""Issue 10's three Equilibrium rules, as positions: intrigue printed beside the board's action
spaces (a 2-player hand card costs the space it is played over), Scapegoat's favour, and a
token moved zero spaces keeping its place; and the first table's rules, kept for old saves.

Each position test failed against the engine before the change (checked when it was written)."""

from __future__ import annotations

from game.games import get
from game.games.equilibrium.actions import Commit, Resolve, Target, TargetGuild
from game.games.equilibrium.board import guild_total
from game.games.equilibrium.content import load

from .helpers import action_phase

WARRIORS, CLERICS, MERCHANTS, ARTISTS = 0, 1, 2, 3
SPACES_3P = ["spider_1", "spider_2", "spider_3a", "spider_3b", "spider_4", "old_debts", "scapegoat"]


def _position(players: int, cards: list[str], spaces: list[str], boards: list[dict[int, list[int]]],
              intrigue: list[int], **options: bool):
    """The start of round 1's action phase with these cards on these spaces, boards and intrigue."""
    return action_phase(players, boards, intrigue=intrigue, cards=cards, spaces=spaces, seed=3, **options)


START = {WARRIORS: [2, 3], CLERICS: [1, 2], MERCHANTS: [1]}


# -- 1. intrigue belongs to the space -------------------------------------------------------------
def test_a_card_costs_the_intrigue_printed_beside_its_space() -> None:
    """Blackmail dealt onto the 4-spider space costs 4 (on the first table it always cost 3), and
    Change of Plans on the 1-spider space costs 1."""
    cards = ["change_of_plans", "bribery", "manipulation", "seductive_words", "blackmail", "old_debts", "scapegoat"]
    state = _position(3, cards, SPACES_3P, [START] * 3, intrigue=[0, 1, 2])
    state.apply(Commit("defensive", "blackmail"))
    state.apply(TargetGuild(ARTISTS))
    state.apply(Resolve(f"+3@{ARTISTS}"))
    assert state.intrigue[0] == 4
    state.apply(Commit("defensive", "change_of_plans"))   # seat 1, now the lowest
    state.apply(TargetGuild(ARTISTS))
    state.apply(Resolve(f"1:{CLERICS}>{ARTISTS}"))
    assert state.intrigue[1] == 1 + 1
    assert [state.space_intrigue(c) for c in cards] == [1, 2, 3, 3, 4, 5, 1]   # what the table shows


def test_a_two_player_hand_card_costs_the_space_it_is_played_over() -> None:
    """Establish Power from hand (5 on the first table) played over the 1-spider space costs 1."""
    cards = ["manipulation", "bribery", "blackmail", "seductive_words", "change_of_plans"]
    spaces = ["spider_1", "spider_2", "spider_3a", "spider_3b", "spider_4"]
    state = _position(2, cards, spaces, [START, START], intrigue=[0, 3])
    state.hands[0] = ["establish_power"]
    state._touched()
    assert Commit("defensive", "manipulation", -1, "establish_power") in state.legal_actions()
    state.apply(Commit("defensive", "manipulation", -1, "establish_power"))
    state.apply(TargetGuild(ARTISTS))
    state.apply(Resolve(f"+3@{ARTISTS};+2@{MERCHANTS}"))
    assert state.intrigue[0] == 1


def test_every_table_deals_its_cards_onto_its_spaces() -> None:
    c = load()
    for players, options in ((2, {}), (3, {}), (4, {}), (5, {}), (3, {"advanced": True}), (5, {"advanced": True})):
        state = get("equilibrium").new_game(players, seed=11, options=options)
        dealt = [s.id for s in c.deal_spaces(players)]
        printed = c.printed_spaces(players)
        assert state.spaces == dealt + [s.id for s in printed]
        assert state.cards[len(dealt):] == [s.card for s in printed]
        assert len(set(state.cards)) == len(state.cards)
        view = state.view(0)
        assert view.spaces == state.spaces            # face up: the deal is public


def test_the_deal_onto_spaces_changes_from_game_to_game() -> None:
    seen = {tuple(get("equilibrium").new_game(3, seed=s).cards[:5]) for s in range(12)}
    assert len(seen) > 6


# -- 2. Scapegoat forms nothing -------------------------------------------------------------------
def test_scapegoat_on_a_guild_already_in_equilibrium_earns_the_minor_favour() -> None:
    six = {WARRIORS: [3, 2, 1], CLERICS: [1, 2], MERCHANTS: [1]}
    state = _position(3, ["manipulation", "bribery", "blackmail", "seductive_words", "change_of_plans",
                          "old_debts", "scapegoat"], SPACES_3P, [six, START, START], intrigue=[0, 1, 2])
    assert guild_total(state.boards[0], WARRIORS) == 6
    state.apply(Commit("defensive", "scapegoat"))
    state.apply(TargetGuild(WARRIORS))
    state.apply(Resolve(""))
    assert state.favours[0][WARRIORS] == 1            # nothing happened: no Equilibrium was formed


def test_an_action_that_forms_the_equilibrium_still_earns_the_major_favour() -> None:
    five = {WARRIORS: [3, 2], CLERICS: [1, 2], MERCHANTS: [1]}
    state = _position(3, ["manipulation", "bribery", "blackmail", "seductive_words", "change_of_plans",
                          "old_debts", "scapegoat"], SPACES_3P, [five, START, START], intrigue=[0, 1, 2])
    state.apply(Commit("defensive", "manipulation"))
    state.apply(TargetGuild(WARRIORS))
    state.apply(Resolve(f"+1@{WARRIORS}"))
    assert state.favours[0][WARRIORS] == 2


# -- 3. a token moved zero spaces keeps its place -------------------------------------------------
def test_a_token_moved_zero_spaces_by_the_clerics_minor_favour_keeps_its_place() -> None:
    """Seats 0 and 1 share intrigue 5, seat 0 at the bottom.  Seat 0's Clerics' minor favour on the
    1-spider space moves it 1 - 1 = 0 spaces: it stays at the bottom and plays again next."""
    cards = ["manipulation", "bribery", "blackmail", "seductive_words", "change_of_plans", "old_debts", "scapegoat"]
    state = _position(3, cards, SPACES_3P, [START] * 3, intrigue=[5, 5, 9])
    state.favours[0][CLERICS] = 1
    state._touched()
    assert state.turn_order()[:2] == [0, 1]
    state.apply(Commit("defensive", "manipulation", CLERICS))
    state.apply(TargetGuild(ARTISTS))
    state.apply(Resolve(f"+1@{ARTISTS}"))
    assert state.intrigue[:2] == [5, 5]
    assert state.turn_order()[:2] == [0, 1] and state.current_player == 0


def test_a_token_that_moves_still_goes_on_top_of_the_stack() -> None:
    cards = ["manipulation", "bribery", "blackmail", "seductive_words", "change_of_plans", "old_debts", "scapegoat"]
    state = _position(3, cards, SPACES_3P, [START] * 3, intrigue=[4, 5, 9])
    state.apply(Commit("defensive", "manipulation"))
    state.apply(TargetGuild(ARTISTS))
    state.apply(Resolve(f"+1@{ARTISTS}"))
    assert state.intrigue[:2] == [5, 5] and state.turn_order()[:2] == [1, 0]


# -- the first table's rules, for games begun before (old saves) -----------------------------------
def test_a_game_begun_under_the_first_tables_rules_keeps_them() -> None:
    cards = ["change_of_plans", "bribery", "manipulation", "seductive_words", "blackmail", "old_debts", "scapegoat"]
    six = {WARRIORS: [3, 2, 1], CLERICS: [1, 2], MERCHANTS: [1]}
    state = _position(3, cards, [], [six, START, START], intrigue=[5, 5, 9], rules_edition=1)
    assert state.rules_edition == 1 and [state.space_intrigue(c) for c in cards] == [4, 2, 1, 3, 3, 5, 1]
    state.favours[0][CLERICS] = 1
    state._touched()
    state.apply(Commit("defensive", "manipulation", CLERICS))   # 1 - 1: zero spaces, but on top
    state.apply(TargetGuild(WARRIORS))
    state.apply(Resolve(f"+1@{WARRIORS}"))
    assert state.turn_order()[:2] == [1, 0]
    state.apply(Commit("defensive", "scapegoat"))              # seat 1
    state.apply(TargetGuild(WARRIORS))
    state.apply(Resolve(""))
    assert state.intrigue[1] == 6
    state.apply(Commit("offensive", "blackmail"))              # seat 0: Blackmail is 3 on any space
    state.apply(Target(2))
    state.apply(TargetGuild(ARTISTS))
    state.apply(Resolve(f"+3@{ARTISTS}"))
    assert state.intrigue[0] == 8


def test_the_first_tables_scapegoat_gave_the_major_favour() -> None:
    six = {WARRIORS: [3, 2, 1], CLERICS: [1, 2], MERCHANTS: [1]}
    state = _position(3, ["manipulation", "bribery", "blackmail", "seductive_words", "change_of_plans",
                          "old_debts", "scapegoat"], [], [six, START, START], intrigue=[0, 1, 2], rules_edition=1)
    state.apply(Commit("defensive", "scapegoat"))
    state.apply(TargetGuild(WARRIORS))
    state.apply(Resolve(""))
    assert state.favours[0][WARRIORS] == 2


def test_the_rules_edition_is_not_a_new_game_option() -> None:
    import pytest

    info = get("equilibrium")
    assert all(o.key != "rules_edition" for o in info.options)
    assert "rules_edition" not in info.new_game(3, seed=1).options
    for bad in (0, 3, True, "1"):
        with pytest.raises(ValueError):
            info.new_game(3, seed=1, options={"rules_edition": bad})
