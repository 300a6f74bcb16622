"""The rulebook's influence examples: draws, targets and contests, with scripted dice."""

from __future__ import annotations

from game.games.elysium.actions import (
    Accept,
    ChallengePlayer,
    Contest,
    Join,
    Pass,
    Raise,
    Spoil,
    Target,
    UsePower,
)
from game.games.elysium.phases.influence import draw_count

from .helpers import (
    ScriptedRng,
    act,
    at,
    give_play,
    pass_until,
    pass_while,
    place,
    start_phase,
    table,
    zone,
)

CLANS = ["crowned", "cryptborn", "velvet", "veiled"]  # Lucy, Rob, Sarah, Jim


def test_draw_three_without_domains() -> None:
    state = table(CLANS)
    at(state, s0="docks", s1="docks", s2="airfield", s3="grand_arcade")
    assert draw_count(state, 0) == 3


def test_draw_five_with_a_colour_and_a_domain_card() -> None:
    """Sarah holds all of Industry and the three zones of her Civic Services card: 3 + 2."""
    state = table(CLANS)
    at(state, s0="docks", s1="docks", s2="airfield", s3="grand_arcade")
    for zid in ("power_station", "iron_foundry", "stockyards", "city_hall", "courthouse"):
        place(state, 2, zid, 1)
    give_play(state, 2, "domain_civic_services")
    assert draw_count(state, 2) == 5
    assert state.score_breakdown()[1][1][2] == 6  # two domains, +3 each


def test_a_token_stolen_in_a_mental_challenge_moves_one_draw() -> None:
    """Jim beats Rob in a mental challenge and steals a token: Rob draws 2, Jim 4."""
    state = table(CLANS)
    at(state, s0="airfield", s1="docks", s2="grand_arcade", s3="docks")
    start_phase(state, "challenge", actor=3)
    state.rng = ScriptedRng([8, 1])
    act(state, ChallengePlayer(1, "mental"))
    pass_until(state, "spoils")
    act(state, Spoil(1, "token", amount=1, to=3))
    pass_until(state, "influence")
    assert state.supply == [3, 2, 3, 4]


def test_uncontested_attempt_places_its_tokens() -> None:
    state = table(CLANS)
    at(state, s0="opera_house", s1="convent_of_mercy", s2="stockyards", s3="airfield")
    start_phase(state, "influence")
    act(state, Target("opera_house", 1))
    assert state.tokens[zone("opera_house")] == [1, 0, 0, 0]
    assert state.controller[zone("opera_house")] == 0 and state.clash is None


def test_two_dice_against_two_rob_wins_12_to_7() -> None:
    """Rob bids 1 on the University, Sarah (in range) contests with 2, Rob raises by 1."""
    state = table(CLANS)
    state.order = [1, 2, 3, 0]
    at(state, s0="airfield", s1="chinatown", s2="chapel_of_ashes", s3="convent_of_mercy")
    start_phase(state, "influence")
    state.rng = ScriptedRng([6, 6, 3, 4])
    act(state, Target("university", 1), Contest(2))
    act(state, Raise(1))
    pass_while(state, "bid")
    pass_while(state, "powers")
    assert [s["total"] for s in state.panel()["sides"]] == [12, 7]
    pass_while(state, "dice")
    assert state.tokens[zone("university")] == [0, 2, 0, 0]
    assert state.supply[1] == 1 and state.supply[2] == 1


def test_tokens_on_a_like_coloured_zone_add_one() -> None:
    """Jim's 3 dice against Lucy's 2 dice +1 (her token on another Arts zone); Jim wins."""
    state = table(CLANS)
    state.order = [3, 0, 1, 2]
    place(state, 0, "opera_house", 1)
    at(state, s0="stockyards", s1="airfield", s2="convent_of_mercy", s3="nightclub_row")
    start_phase(state, "influence")
    state.rng = ScriptedRng([5, 5, 5, 4, 4])
    act(state, Target("nightclub_row", 1), Contest(2), Raise(2))
    pass_while(state, "bid")
    pass_while(state, "powers")
    lucy = state.panel()["sides"][1]
    assert lucy["total"] == 9 and ["seat 1: tokens on like-coloured zones", 1] in lucy["modifiers"]
    pass_while(state, "dice")
    assert state.tokens[zone("nightclub_row")] == [0, 0, 0, 3]


def test_dice_for_tokens_already_on_the_zone() -> None:
    """Sarah (1 on the Morgue) bids 1: two dice; Rob contests with his two tokens there: two dice."""
    state = table(CLANS)
    state.order = [2, 3, 0, 1]
    place(state, 2, "morgue", 1)
    place(state, 1, "morgue", 2)
    at(state, s0="airfield", s1="grand_arcade", s2="morgue", s3="courthouse")
    start_phase(state, "influence")
    state.rng = ScriptedRng([6, 5, 1, 2])
    act(state, Target("morgue", 1))
    assert Contest(0) in state.legal_actions() and state.current_player == 1
    act(state, Contest(0))
    pass_while(state, "bid")
    pass_while(state, "powers")
    sides = state.panel()["sides"]
    assert len(sides[0]["dice"]) == 2 and len(sides[1]["dice"]) == 2
    pass_while(state, "dice")
    assert state.tokens[zone("morgue")] == [0, 2, 2, 0] and state.controller[zone("morgue")] == -1


def test_plus_four_from_like_coloured_tokens_jim_needs_five() -> None:
    state = _community(jim_rolls=5)
    assert state.tokens[zone("tenement_row")][3] == 1
    tie = _community(jim_rolls=4)
    assert tie.tokens[zone("tenement_row")] == [0, 0, 0, 0]


def _community(jim_rolls: int):
    state = table(CLANS)
    state.order = [3, 0, 1, 2]
    place(state, 0, "chinatown", 2)
    place(state, 0, "the_sewers", 1)
    place(state, 0, "old_harbour", 1)
    at(state, s0="airfield", s1="grand_arcade", s2="convent_of_mercy", s3="courthouse")
    start_phase(state, "influence")
    state.rng = ScriptedRng([jim_rolls])
    act(state, Target("tenement_row", 1))
    assert state.current_player == 0
    act(state, Contest(0))
    pass_while(state, "bid")
    pass_while(state, "powers")
    assert state.panel()["sides"][1]["total"] == 4
    pass_while(state, "dice")
    return state


def test_plus_four_for_a_miniature_on_the_zone() -> None:
    """Lucy stands on the Sewers and contests Rob's 1 token with her +4: a 4 is a tie, no token."""
    state = table(CLANS)
    state.order = [1, 0, 2, 3]
    at(state, s0="the_sewers", s1="docks", s2="convent_of_mercy", s3="airfield")
    start_phase(state, "influence")
    state.rng = ScriptedRng([4])
    act(state, Target("the_sewers", 1), Contest(0))
    pass_while(state, "bid")
    pass_while(state, "powers")
    pass_while(state, "dice")
    assert state.tokens[zone("the_sewers")] == [0, 0, 0, 0] and state.supply[1] == 2


def test_two_teams_three_dice_plus_7_against_five_dice() -> None:
    """Rob (+4 miniature) and Lucy (+3 on other Business zones) beat Sarah (1 token there) and Jim
    (the Crowned, Command +1 die); Lucy, having bid 2, ends up controlling the zone."""
    state = table(["velvet", "cryptborn", "veiled", "crowned"])  # seat 3 plays the royal clan here
    state.order = [1, 2, 0, 3]
    place(state, 0, "stock_exchange", 2)
    place(state, 0, "grand_arcade", 1)
    place(state, 2, "corporate_towers", 1)
    at(state, s0="airfield", s1="corporate_towers", s2="university", s3="teaching_hospital")
    start_phase(state, "influence")
    assert state.current_player == 1
    act(state, Target("corporate_towers", 1))
    act(state, Contest(2))                       # Sarah
    act(state, Join(1, 1), Accept())            # Jim joins Sarah, who accepts
    act(state, Join(0, 2), Accept())            # Lucy joins Rob, who accepts
    pass_while(state, "bid")
    state.rng = ScriptedRng([9, 9, 8, 1, 1, 1, 1, 1])
    act(state, UsePower("command"))
    pass_while(state, "powers")
    sides = state.panel()["sides"]
    assert len(sides[0]["dice"]) == 3 and sum(a for _, a in sides[0]["modifiers"]) == 7
    assert len(sides[1]["dice"]) == 5 and sum(a for _, a in sides[1]["modifiers"]) == 0
    assert [s["total"] for s in sides] == [33, 5]
    pass_while(state, "dice")
    assert state.tokens[zone("corporate_towers")] == [2, 1, 1, 0]
    assert state.controller[zone("corporate_towers")] == 0


def test_targets_are_in_range_or_of_a_controlled_colour() -> None:
    state = table(CLANS)
    at(state, s0="docks", s1="airfield", s2="grand_arcade", s3="convent_of_mercy")
    place(state, 0, "opera_house", 1)
    start_phase(state, "influence")
    zones = {a.zone for a in state.legal_actions() if isinstance(a, Target)}
    assert zones == {"docks", "cathedral", "old_harbour", "the_sewers",          # in range
                     "opera_house", "nightclub_row", "gallery_quarter"}          # Arts, controlled
    assert Pass() in state.legal_actions()


def test_two_player_game_draws_five_and_drops_the_hardest_events() -> None:
    from game.games.elysium.content import load_content
    state = table(["crowned", "cryptborn"])
    at(state, s0="docks", s1="airfield")
    assert draw_count(state, 0) == 5
    content = load_content()
    removed = {content.cards[c].id for c in state.removed}
    assert removed == {c.id for c in content.cards if c.type == "event" and c.difficulty >= 21}


def test_the_whole_four_player_influence_phase_of_the_rulebook() -> None:
    """The rulebook's early four-player Influence Phase, move by move: Lucy's uncontested token,
    Rob's 12 against Sarah's 7 on the University, Sarah's last token unopposed, Jim's three dice
    against Lucy's two +1 on a like-coloured zone, then a second round in which Lucy (no tokens
    left) must pass and Rob places his last token unopposed; the phase ends when all are spent."""
    state = table(CLANS)  # Lucy the Regent, Rob, Sarah, Jim
    at(state, s0="cathedral", s1="elysium", s2="elysium", s3="teaching_hospital")
    start_phase(state, "influence")
    assert state.supply == [3, 3, 3, 3] and state.current_player == 0
    act(state, Target("opera_house", 1))                 # no one is in range or holds the colour
    assert state.tokens[zone("opera_house")] == [1, 0, 0, 0] and state.current_player == 1
    act(state, Target("university", 1))
    assert state.current_player == 2                     # Sarah is in range; Jim and Lucy are not
    act(state, Contest(2))
    assert state.current_player == 1
    act(state, Raise(1))
    state.rng = ScriptedRng([6, 6, 3, 4])
    act(state, Pass(), Pass())                           # Sarah keeps her last token; Rob his
    pass_while(state, "dice")                            # no one rerolls: Rob 12, Sarah 7
    assert state.tokens[zone("university")] == [0, 2, 0, 0] and state.current_player == 2
    act(state, Target("the_sewers", 1))
    assert state.current_player == 1                     # Rob is in range, and lets it go
    act(state, Pass())
    assert state.tokens[zone("the_sewers")] == [0, 0, 1, 0] and state.current_player == 3
    act(state, Target("nightclub_row", 1))
    assert state.current_player == 0                     # Lucy holds an Arts zone: she may contest
    act(state, Contest(2), Raise(2))
    state.rng = ScriptedRng([5, 5, 5, 4, 4])
    pass_while(state, "powers")                          # Lucy keeps her Command for another night
    assert [s["total"] for s in state.panel()["sides"]] == [15, 9]
    pass_while(state, "dice")
    assert state.tokens[zone("nightclub_row")] == [0, 0, 0, 3] and state.supply == [0, 1, 0, 0]
    assert state.current_player == 1                     # round two: Lucy has nothing left to bid
    act(state, Target("central_station", 1))             # Jim is in range but has no tokens left
    assert state.tokens[zone("central_station")] == [0, 1, 0, 0]
    assert state.phase != "influence" and state.controller[zone("university")] == 1
