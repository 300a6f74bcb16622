"""Bloodlines: each of the nine battlegrounds (The Battlegrounds): setup, play, its decisive
moment, end of round and scoring."""

from __future__ import annotations

from game.core.records import HIDDEN
from game.games.bloodlines import ankhs, engine, score
from game.games.bloodlines.actions import Attribute, MoveAnkh, Revolt, Side, Token
from game.games.bloodlines.frames import Modification

from .helpers import C, clear_line, free, new_game, put, resolve

FACTIONS = ("north", "east", "south", "west")


def modify(st, v: int, bg: str, seat: int = 0, at: str = "") -> list:
    """Activate vampire v on battleground bg alone."""
    st.stack.append(Modification(seat, v, bg, at))
    return resolve(st)


def table(bg: str) -> dict:
    return C.battleground_by_id[bg].table


# ---- of clans high and low ---------------------------------------------------------------------

def test_the_ladder_moves_toward_the_class_and_a_decisive_victory_resets_it() -> None:
    st = new_game(("ember", "wild"))
    t = table("ladder")
    high = put(st, 0, free(st, cls="high"))
    other_high = put(st, 1, free(st, cls="high"))
    sleeping = put(st, 1, free(st, cls="high"))
    st.in_torpor[sleeping] = True
    low = put(st, 1, free(st, cls="low"))
    modify(st, high, "ladder")
    assert st.ladder == 1
    modify(st, low, "ladder")
    assert st.ladder == 0
    st.ladder = t["half"] - 1
    before = {v: st.power[v] for v in (high, other_high, sleeping, low)}
    modify(st, high, "ladder")
    assert st.ladder == 0
    assert st.power[high] == before[high] + t["decisive_power"]
    assert st.power[other_high] == before[other_high] + t["decisive_power"]
    assert st.power[sleeping] == before[sleeping] and st.power[low] == before[low]


def test_the_ladder_scores_one_or_two_per_vampire_of_the_winning_class() -> None:
    st = new_game(("ember", "wild"))
    t = table("ladder")
    lows = [v for v in st.line[0] if C.characters[v].cls == "low"]
    lows += [put(st, 0, free(st, cls="low")) for _ in range(3)]
    st.ladder = -1
    assert score.battleground_points(st, "ladder")[0] == t["vp_near"] * len(lows)
    st.ladder = -t["far_from"]
    assert score.battleground_points(st, "ladder")[0] == t["vp_far"] * len(lows)
    st.ladder = 0
    assert score.battleground_points(st, "ladder") == [0, 0]


# ---- the war of the princes ---------------------------------------------------------------------

def _courts():
    return [c[0] for c in table("courts")["courts"]]


def test_an_ankh_never_enters_a_home_court_nor_a_rivals_court() -> None:
    st = new_game(("ember", "wild"))
    names = _courts()
    north = put(st, 0, free(st, geography="north"))
    st.court_faction[names.index("northeast")] = FACTIONS.index("east")
    st.court_ankhs[names.index("northeast")] = 1
    modify(st, north, "courts")
    # the only court open to the north from its home: the north-west one
    assert st.court_ankhs[names.index("northwest")] == 1
    assert st.court_faction[names.index("northwest")] == 0
    assert st.court_ankhs[names.index("north")] == table("courts")["ankhs"] - 1
    # from the north-west the north may go on to the centre, never back home nor to the west
    legal_moves = ankhs.ankh_moves(st, table("courts"), 0)
    assert (names.index("northwest"), names.index("north")) not in legal_moves
    assert (names.index("northwest"), names.index("west")) not in legal_moves
    assert (names.index("northwest"), names.index("centre")) in legal_moves


def test_a_roaming_vampire_moves_the_ankh_of_any_faction() -> None:
    st = new_game(("ember", "wild"))
    names = _courts()
    roamer = put(st, 0, free(st, geography="roaming"))
    modify(st, roamer, "courts")
    assert st.step == "roam" and {a.value for a in st.legal_actions()} == set(FACTIONS)
    st.apply(Attribute("south"))
    assert st.step == "ankh"
    st.apply(MoveAnkh(names.index("south"), names.index("southwest")))
    assert st.court_faction[names.index("southwest")] == FACTIONS.index("south")


def test_the_princes_holding_most_courts_win_the_centre_counting_two() -> None:
    st = new_game(("ember", "wild"))
    names = _courts()
    t = table("courts")
    clear_line(st, 0)
    st.court_faction[names.index("centre")], st.court_ankhs[names.index("centre")] = 0, 1
    st.court_faction[names.index("northeast")], st.court_ankhs[names.index("northeast")] = 1, 1
    assert score.princes_winners(st, t) == ["north"]
    st.court_faction[names.index("southeast")], st.court_ankhs[names.index("southeast")] = 1, 1
    assert score.princes_winners(st, t) == ["north", "east"]       # a tie: both win
    for geo in ("north", "east", "roaming", "south"):
        put(st, 0, free(st, geography=geo))
    lead_geo = C.characters[st.leader[0]].geography
    lead = t["vp"] if lead_geo in ("north", "east") else t["roaming_vp"] if lead_geo == "roaming" else 0
    assert score.battleground_points(st, "courts")[0] == 2 * t["vp"] + t["roaming_vp"] + lead


# ---- the beast within ---------------------------------------------------------------------------

def test_the_beast_within_match_climbs_a_mismatch_flips_falls_and_draws() -> None:
    st = new_game(("ember", "wild"))
    t = table("hunger")
    face = st.morality_face[0]
    assert st.morality_space == [t["start"], t["start"]]
    assert face == C.characters[st.leader[0]].temperament
    same = put(st, 0, free(st, temperament=face))
    other = put(st, 0, free(st, temperament="feral" if face == "composed" else "composed"))
    modify(st, same, "hunger")
    assert st.morality_space[0] == t["start"] + 1 and st.morality_face[0] == face
    hand = len(st.hand[0])
    modify(st, other, "hunger")
    assert st.morality_space[0] == t["start"] and st.morality_face[0] != face
    assert len(st.hand[0]) == hand + t["draw"]
    # at the lowest space a mismatch does nothing at all: no flip, no draw (edition 2)
    hand = len(st.hand[0])
    modify(st, same, "hunger")
    assert st.morality_space[0] == t["low"] and st.morality_face[0] != face and len(st.hand[0]) == hand
    st.morality_space[0] = t["high"]
    modify(st, same, "hunger")           # a mismatch: flipped back to match `same`
    assert st.morality_space[0] == t["high"] - 1 and st.morality_face[0] == face
    modify(st, same, "hunger")
    modify(st, same, "hunger")
    assert st.morality_space[0] == t["high"]  # never beyond the top
    assert score.battleground_points(st, "hunger")[0] == t["vp"][t["high"] - t["low"]]


# ---- the inquisition ----------------------------------------------------------------------------

def test_a_full_bench_tries_the_most_infamous_vampire() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,witch_hunt")
    t = table("witch_hunt")
    accused = put(st, 1, free(st, cls="low"), infamy=3)
    minor = put(st, 1, free(st), infamy=1)
    sleeping = put(st, 1, free(st), infamy=9)
    st.in_torpor[sleeping] = True                             # ignored by the inquisition
    actors = [put(st, 0, free(st, archetype=a, cls="low")) for a in ("warlike", "scholarly", "wealthy")]
    st.bench_class = ["high"] * 4
    for v in actors:
        modify(st, v, "witch_hunt")
    assert st.bench_taken == [True, True, True, False] and st.bench_class[:3] == ["low"] * 3
    closer = put(st, 0, free(st, archetype="clandestine", cls="high"))
    modify(st, closer, "witch_hunt")
    # suspicion: 3 infamy + 3 low tokens = 6 >= threshold: torpor
    assert 3 + 3 >= t["threshold"]
    assert st.in_torpor[accused] and not st.in_torpor[minor] and st.infamy[minor] == 1
    assert st.bench_taken == [False] * 4                     # the tokens go back to their home row


def test_a_trial_below_the_threshold_adds_infamy() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,witch_hunt")
    accused = put(st, 1, free(st, cls="high"), infamy=1)
    st.bench_taken = [True, True, True, False]
    st.bench_class = ["low", "low", "low", "low"]
    closer = put(st, 0, free(st, archetype="clandestine", cls="low"))
    modify(st, closer, "witch_hunt")
    assert not st.in_torpor[accused] and st.infamy[accused] == 2     # 1 + 0 high tokens < 5


def test_the_class_with_fewer_tokens_face_up_wins_the_inquisition() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,witch_hunt")
    st.bench_class = ["high", "low", "low", "low"]
    assert score.inquisition_winner(st) == "high"
    st.bench_class = ["high", "high", "low", "low"]
    assert score.inquisition_winner(st) == ""


# ---- the burning cities (the revolt) --------------------------------------------------------------------------

def test_a_city_burns_when_its_third_ankh_burns() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,burning")
    t = table("burning")
    west = put(st, 0, free(st, geography="west"))
    g = FACTIONS.index("west")
    for _ in range(t["ankhs"] - 2):
        modify(st, west, "burning")
        st.apply(Revolt(True))
    assert st.city[g] == 2
    modify(st, west, "burning")
    st.apply(Revolt(True))                 # the third burns: the fourth with it
    assert st.city[g] == 0 and st.fire == t["ankhs"]
    modify(st, west, "burning")            # nothing left to take
    assert st.step == "turn"
    put(st, 0, free(st, geography="north"))
    lead_geo = C.characters[st.leader[0]].geography
    extra = 1 if lead_geo not in ("west", "roaming") else 0
    # one city burned: each vampire of a standing city scores 1, the west vampire nothing
    assert score.battleground_points(st, "burning")[0] == (1 + extra) * 1 + (
        t["roaming_vp"] if lead_geo == "roaming" else 0)


def test_respite_when_a_citys_last_ankh_is_carried_off() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,burning")
    t = table("burning")
    east = put(st, 0, free(st, geography="east"))
    other = put(st, 1, free(st, geography="east"))
    g = FACTIONS.index("east")
    modify(st, other, "burning", seat=1)
    st.apply(Revolt(False))
    assert st.city_ankhs[other] == [g]
    p0, p1 = st.power[east], st.power[other]
    for _ in range(t["ankhs"] - 1):
        modify(st, east, "burning")
        st.apply(Revolt(False))
    assert st.city[g] == t["ankhs"]                       # every ankh returned
    assert st.power[east] == p0 + 1 and st.power[other] == p1 + 1
    assert st.city_ankhs[east] == [] and st.city_ankhs[other] == []


def test_upheaval_burns_the_ankh_of_a_vampire_sent_to_torpor() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,burning")
    east = put(st, 1, free(st, geography="east"))
    modify(st, east, "burning", seat=1)
    st.apply(Revolt(False))
    fire = st.fire
    engine.torpor(st, 0, st.leader[0], east)
    resolve(st)
    assert st.in_torpor[east] and st.city_ankhs[east] == [] and st.fire == fire + 1


# ---- the masquerade -----------------------------------------------------------------------------

def test_an_investigators_breach_marks_the_activating_vampire_and_resets() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,veil")
    t = table("veil")
    south = put(st, 0, free(st, geography="south"))
    g = FACTIONS.index("south")
    for _ in range(t["track"] - 1):
        modify(st, south, "veil")
    assert st.investigators[g] == t["track"] - 1 and st.veil_ankhs[south] == []
    modify(st, south, "veil")
    assert st.investigators[g] == 0 and st.veil_ankhs[south] == [g] and st.veil[g] == t["ankhs"] - 1


def test_an_outsider_advances_any_investigator_two_spaces() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,veil")
    t = table("veil")
    roam = put(st, 0, free(st, geography="roaming"))
    modify(st, roam, "veil")
    assert st.step == "roam"
    st.apply(Attribute("west"))
    assert st.investigators[FACTIONS.index("west")] == t["outsider_steps"]


def test_cleanup_pays_two_power_and_returns_the_ankh() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,veil")
    t = table("veil")
    marked = put(st, 1, free(st, geography="north"))
    st.veil_ankhs[marked] = [0]
    st.veil[0] -= 1
    lead = st.leader[0]
    power = st.power[lead]
    engine.torpor(st, 0, lead, marked)
    resolve(st)
    assert st.power[lead] == power + t["cleanup_power"] and st.veil[0] == t["ankhs"]


def test_the_masquerade_scores_the_ankhs_left_on_each_final_space() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,veil")
    t = table("veil")
    clear_line(st, 0)
    st.veil = [0, 3, 1, 2]
    for geo in ("north", "east", "south", "west", "roaming"):
        put(st, 0, free(st, geography=geo))
    lead_geo = C.characters[st.leader[0]].geography
    lead = t["roaming_vp"] if lead_geo == "roaming" else st.veil[FACTIONS.index(lead_geo)]
    assert score.battleground_points(st, "veil")[0] == 0 + 3 + 1 + 2 + t["roaming_vp"] + lead


# ---- the court ----------------------------------------------------------------------------------

def test_a_vote_gives_the_title_to_the_favoured_class_vampire_with_most_power() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,night_court")
    t = table("night_court")
    for v in (st.leader[0], st.leader[1]):
        st.power[v] = 0
    rich = put(st, 1, free(st, cls="low"), power=5)
    poor = put(st, 0, free(st, cls="low"), power=1)
    richer_high = put(st, 0, free(st, cls="high"), power=9)
    voters = [put(st, 0, free(st, cls="low")) for _ in range(t["tokens"])]
    for v in voters[:-1]:
        modify(st, v, "night_court")
    assert st.next_title == 0 and len(st.crown_tokens) == t["tokens"] - 1
    modify(st, voters[-1], "night_court")
    assert st.title[rich] == 0 and st.title[poor] < 0 and st.title[richer_high] < 0
    assert st.next_title == 1 and st.crown_tokens == []


def test_a_tied_vote_gives_the_title_to_nobody() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,night_court")
    t = table("night_court")
    for v in (st.leader[0], st.leader[1]):
        st.power[v] = 0
    put(st, 1, free(st, cls="low"), power=4)
    put(st, 0, free(st, cls="low"), power=4)
    voters = [put(st, 0, free(st, cls="low")) for _ in range(t["tokens"])]
    for v in voters:
        modify(st, v, "night_court")
    assert all(x < 0 for x in st.title) and st.next_title == 1


def test_lay_claim_steals_the_title_of_a_vampire_sent_to_torpor() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,night_court")
    t = table("night_court")
    prince = put(st, 1, free(st, cls="high"))
    st.title[prince] = len(t["titles"]) - 1
    lead = st.leader[0]
    engine.torpor(st, 0, lead, prince)
    resolve(st)
    assert st.title[prince] < 0 and st.title[lead] == len(t["titles"]) - 1
    assert score.court_winner(st, t) == C.characters[lead].cls


# ---- the rise of humanity -----------------------------------------------------------------------

def test_the_changing_world_a_match_descends_and_draws_a_mismatch_flips() -> None:
    st = new_game(("ember", "wild"), bgs="ladder,courts,changing")
    t = table("changing")
    face = st.progress_face[0]
    assert st.progress_space[0] == t["start"]
    same = put(st, 0, free(st, temperament=face))
    other = put(st, 0, free(st, temperament="feral" if face == "composed" else "composed"))
    hand = len(st.hand[0])
    modify(st, same, "changing")
    assert st.progress_space[0] == t["start"] - 1 and len(st.hand[0]) == hand + t["draw"]
    modify(st, other, "changing")
    assert st.progress_space[0] == t["start"] - 1 and st.progress_face[0] != face
    st.progress_space = [t["low"], t["start"]]
    st.first = 1
    engine.end_round(st, [])
    assert st.first == 0                         # the lowest takes the marker
    st.progress_space = [t["low"], t["low"]]
    engine.end_round(st, [])
    assert st.first == 0                         # a tie: it stays


# ---- the war of the sects ----------------------------------------------------------------------------

def _war():
    st = new_game(("ember", "wild", "umbral"), bgs="ladder,courts,long_war")
    return st, table("long_war")


def test_the_long_war_is_set_up_with_a_token_of_each_side_in_every_region() -> None:
    st, t = _war()
    spaces = t["spaces"]
    for r in range(4):
        region = [x for x in st.sect_spaces[r * spaces:(r + 1) * spaces] if x >= 0]
        assert sorted(st.sect_side[x] for x in region) == [0, 1]
    assert sorted(st.allegiance) == [0, 1, 2]
    view = st.view(0)
    assert all(v == HIDDEN for v in view.sect_value)          # every value face down


def test_the_long_war_each_archetype_acts_in_the_vampires_region() -> None:
    st, t = _war()
    spaces = t["spaces"]
    r = FACTIONS.index("north")
    region = lambda: [x for x in st.sect_spaces[r * spaces:(r + 1) * spaces] if x >= 0]
    warlike = put(st, 0, free(st, geography="north", archetype="warlike"))
    before = region()
    modify(st, warlike, "long_war")
    st.apply(Token(before[0]))
    assert region() == before[1:]
    wealthy = put(st, 0, free(st, geography="north", archetype="wealthy"))
    modify(st, wealthy, "long_war")
    st.apply(Side("host"))
    assert len(region()) == len(before)
    sneaky = put(st, 0, free(st, geography="north", archetype="clandestine"))
    modify(st, sneaky, "long_war")
    if st.step == "sab_token":
        st.apply(Token(region()[0]))
    assert any(st.sect_face_up[x] for x in region())
    shown = next(x for x in region() if st.sect_face_up[x])
    assert st.view(1).sect_value[shown] == st.sect_value[shown]   # a token turned over is public
    scholar = put(st, 0, free(st, geography="north", archetype="scholarly"))
    modify(st, scholar, "long_war")
    moving = region()[0]
    st.apply(Token(moving))
    st.apply(Attribute("south"))
    s = FACTIONS.index("south")
    assert moving in st.sect_spaces[s * spaces:(s + 1) * spaces]


def test_the_long_war_is_won_by_three_regions_else_by_the_unbound() -> None:
    st, t = _war()
    spaces = t["spaces"]
    st.sect_face_up = [True] * len(st.sect_face_up)
    council = [x for x, side in enumerate(st.sect_side) if side == 0]
    host = [x for x, side in enumerate(st.sect_side) if side == 1]
    st.sect_spaces = [-1] * (4 * spaces)
    for r in range(3):
        st.sect_spaces[r * spaces] = council[r]
    st.sect_spaces[3 * spaces] = host[0]
    assert score.sects_winner(st, t) == 0
    winners = [p for p in range(3) if st.allegiance[p] == 0]
    points = score.battleground_points(st, "long_war")
    assert [points[p] for p in winners] == [t["vp"]] * len(winners)
    st.sect_spaces[2 * spaces] = -1
    assert score.sects_winner(st, t) == 2                  # two regions each: the unbound win
