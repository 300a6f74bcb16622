"""Bloodlines, the core rules from the rulebook: scoring, the pyramid, the queue, torpor, clan
leaders, rounds, missions and ties."""

from __future__ import annotations

import pytest

from game.games.bloodlines import INFO, engine, score
from game.games.bloodlines.actions import Attribute, EndTurn, Recruit, Redirect, Sacrifice, Sire
from game.games.bloodlines.content import Op
from game.games.bloodlines.effect_frames import Effect
from game.games.bloodlines.frames import FinalScoring
from game.games.bloodlines.stack import Stack

from .helpers import SCHEME, C, clear_line, free, new_game, put, resolve, to_queue


def test_the_rulebooks_example_scoring_is_18_points() -> None:
    """High clans won (4 high vampires, token 3 from neutral: 2 each = 8), the eastern princes won
    (1 eastern vampire: 2, 1 roaming: 1), the beast within at 3, power 5, infamy 4, boons 3."""
    st = new_game(("ember", "wild", "umbral"))
    clear_line(st, 0)
    lead = st.leader[0]
    # the leader counts: make the bloodline's highs exactly four, with the leader among them if high
    highs = [lead] if C.characters[lead].cls == "high" else []
    lead_geo = C.characters[lead].geography
    east = put(st, 0, free(st, cls="low", geography="east"))
    roam = put(st, 0, free(st, cls="low", geography="roaming"))
    while len(highs) < 4:
        highs.append(put(st, 0, free(st, cls="high", geography="north" if lead_geo != "east" else "west")))
    # no other eastern or roaming vampire (the leader's geography is not east or roaming in content)
    assert lead_geo not in ("east", "roaming") or lead_geo == "north"
    st.power[east], st.power[highs[1]] = 3, 2
    st.infamy[highs[2]], st.infamy[roam] = 3, 1
    st.boons[highs[3]] = 3
    st.ladder = 3                                      # high, three spaces from neutral
    table = C.battleground_by_id["courts"].table
    names = [court[0] for court in table["courts"]]
    st.court_faction[names.index("northeast")] = 1       # east holds two courts, north one
    st.court_ankhs[names.index("northeast")] = 1
    st.court_faction[names.index("southeast")] = 1
    st.court_ankhs[names.index("southeast")] = 1
    st.court_faction[names.index("northwest")] = 0
    st.court_ankhs[names.index("northwest")] = 1
    st.morality_space[0] = 3
    points = {b: score.battleground_points(st, b)[0] for b in st.battlegrounds}
    assert points == {"ladder": 8, "courts": 2 + 1 + (2 if lead_geo == "east" else 0), "hunger": 3}
    assert score.token_points(st, 0) == 5 + 3 - 4
    assert score.victory_points(st)[0] == 18
    # the results' rows are the rulebook's table: each battleground, power, boons, infamy; they add up to 18
    rows = {label: values[0] for label, values in st.score_breakdown()}
    assert rows == {C.battleground_by_id[b].name: points[b] for b in st.battlegrounds} | {
        "Power": 5, "Boons": 3, "Infamy": -4}
    assert sum(rows.values()) == 18


def test_a_sire_takes_at_most_three_childer() -> None:
    st = new_game()
    lead = st.leader[0]
    kids = [put(st, 0, free(st)) for _ in range(3)]
    st.apply(Recruit(st.queue[4]))
    sires = [a.vampire for a in st.legal_actions()]
    assert lead not in sires and set(kids) <= set(sires)


def test_queue_costs_three_and_one_unless_of_your_clan_then_refills_from_the_left() -> None:
    st = new_game(("ember", "wild", "umbral"))
    lead = st.leader[0]
    other = [c.index for c in C.characters if c.kind == "basic" and c.clan not in ("ember", "")]
    mine = [c.index for c in C.characters if c.kind == "basic" and c.clan == "ember"]
    to_queue(st, other[0], 0)
    to_queue(st, other[1], 1)
    st.power[lead] = 2
    legal = st.legal_actions()
    assert Recruit(other[0]) not in legal and Recruit(other[1]) in legal   # 3 is too dear, 1 is fine
    to_queue(st, mine[0], 0)                   # own clan in the dearest space: free
    assert Recruit(mine[0]) in st.legal_actions()
    before = list(st.queue)
    st.apply(Recruit(before[1]))
    st.apply(Sire(lead)) if st.step == "sire" else None
    assert st.power[lead] == 1                 # paid 1 for the second space
    assert st.queue[1:2] == before[0:1]        # the left-most slid right
    assert st.queue[2:] == before[2:]
    assert len(st.queue) == 5 and st.queue[0] not in before


def test_clanless_characters_always_pay() -> None:
    st = new_game(("ember", "wild"))
    clanless = next(c.index for c in C.characters if c.kind == "basic" and not c.clan)
    to_queue(st, clanless, 0)
    assert engine.cost(st, 0, 0, clanless) == 3


def test_the_clan_leaders_infamy_goes_to_a_childe_of_the_owners_choice() -> None:
    st = new_game()
    lead = st.leader[1]
    a, b = put(st, 1, free(st)), put(st, 1, free(st))
    engine.infamy(st, 0, lead, 1)
    resolve(st)
    assert st.current_player == 1 and st.step == "redirect"
    assert set(st.legal_actions()) == {Redirect(a), Redirect(b)}
    st.apply(Redirect(b))
    assert st.infamy[lead] == 0 and st.infamy[b] == 1 and st.infamy[a] == 0


def test_a_clan_leader_without_childer_takes_neither_infamy_nor_torpor() -> None:
    st = new_game()
    lead = st.leader[1]
    engine.infamy(st, 0, lead, 2)
    engine.torpor(st, 0, st.leader[0], lead)
    resolve(st)
    assert st.infamy[lead] == 0 and not st.in_torpor[lead]
    assert st.current_player == 0 and st.step == "turn"


def test_a_clan_leader_sent_to_torpor_must_sacrifice_a_childe() -> None:
    st = new_game()
    lead = st.leader[1]
    a, b = put(st, 1, free(st)), put(st, 1, free(st))
    st.in_torpor[a] = True
    engine.torpor(st, 0, st.leader[0], lead)
    resolve(st)
    # only one childe is awake: the sacrifice is forced and played at once
    assert st.in_torpor[b] and not st.in_torpor[lead]


def test_a_vampire_may_sacrifice_a_childe_or_fall() -> None:
    st = new_game()
    mid = put(st, 1, free(st))
    low = put(st, 1, free(st), sire=mid)
    engine.torpor(st, 0, st.leader[0], mid)
    resolve(st)
    assert st.current_player == 1
    assert set(st.legal_actions()) == {Sacrifice(-1), Sacrifice(low)}
    st.apply(Sacrifice(low))
    assert st.in_torpor[low] and not st.in_torpor[mid]


def test_torpor_removes_a_vampire_from_every_count() -> None:
    st = new_game(bgs="ladder,courts,night_court", missions=0)
    clear_line(st, 0)
    v = put(st, 0, free(st, cls="high", geography="east", archetype="warlike"), power=4, boons=2, infamy=1)
    st.ladder = 4 - 1
    st.title[v] = 0
    st.missions = [next(m.index for m in C.missions if m.counts == "warlike")]
    st.claimed = [-1]
    before = score.victory_points(st)[0]
    assert score.mission_count(st, 0, st.missions[0]) >= 1
    st.in_torpor[v] = True
    st.title[v] = -1      # (a title is lost or claimed on the way to torpor)
    after = score.victory_points(st)[0]
    assert before - after == 4 + 2 - 1 + 2 + C.battleground_by_id["night_court"].table["vp_title"]
    assert v not in engine.coterie(st, 0, SCHEME["ember_mark"], st.leader[0])
    assert not engine.alive(st, v)
    cands = engine.candidates(st, Effect([0, 0], 1, -1),
                              C.scheme_by_id["ember_reprisal"].effects[1])
    assert v not in cands


def test_a_vampire_in_torpor_gains_no_childe() -> None:
    st = new_game()
    v = put(st, 0, free(st))
    st.in_torpor[v] = True
    st.apply(Recruit(st.queue[4]))
    assert Sire(v) not in st.legal_actions()


@pytest.mark.parametrize(("players", "rounds"), [(2, 10), (3, 9), (4, 8)])
def test_rounds_by_player_count(players: int, rounds: int) -> None:
    """Each player recruits once a round: without schemes, every bloodline ends with its leader
    and one vampire per round."""
    st = INFO.new_game(players=players, seed=3, options={"clans": "random"})
    assert st.rounds == rounds
    while not st.is_over:
        legal = st.legal_actions()
        if st.step == "turn":
            recruits = [a for a in legal if a.kind == "recruit"]
            st.apply(recruits[0] if recruits else EndTurn())
        else:
            st.apply(legal[0])
    assert st.round == rounds
    assert [len(line) for line in st.line] == [1 + rounds] * players


def test_recruiting_is_mandatory_and_the_turn_then_may_end() -> None:
    st = new_game()
    assert EndTurn() not in st.legal_actions()
    st.apply(Recruit(st.queue[4]))
    if st.step == "sire":
        st.apply(st.legal_actions()[0])
    while st.current_player == 0 and st.step != "turn":
        st.apply(st.legal_actions()[0])
    assert st.current_player != 0 or EndTurn() in st.legal_actions()


def test_a_mission_tie_is_broken_by_the_clan_leader_counting_twice() -> None:
    st = new_game(("ember", "wild"))
    m = next(m.index for m in C.missions if m.counts in ("warlike", "scholarly", "wealthy", "clandestine"))
    arch = C.missions[m].counts
    st.missions, st.claimed = [m], [-1]
    counts = [score.mission_count(st, p, m) for p in range(2)]
    for p in range(2):
        while counts[p] < 3:
            put(st, p, free(st, archetype=arch))
            counts[p] += 1
    lead_shows = [C.characters[st.leader[p]].archetype == arch for p in range(2)]
    leaders = score.mission_leaders(st, m)
    if lead_shows[0] == lead_shows[1]:
        assert leaders == [0, 1]
    else:
        assert leaders == [0 if lead_shows[0] else 1]


def _tied_game():
    st = new_game(("ember", "wild"))
    for p in range(2):
        clear_line(st, p)
    st.missions, st.claimed = [], []
    return st


def test_a_tied_game_goes_to_fewer_missions_then_to_the_primogen() -> None:
    st = _tied_game()
    st.round = st.rounds
    st.turn_position = len(st.order)
    st.phase, st.stack = "scoring", Stack([FinalScoring(stage=2)])
    vp = score.victory_points(st)
    # make the points equal
    diff = vp[0] - vp[1]
    st.power[st.leader[1 if diff > 0 else 0]] += abs(diff)
    resolve(st)
    assert st.step == "primogen"
    first = st.current_player
    st.apply(Attribute("warlike"))
    assert st.current_player == 1 - first
    assert Attribute("warlike") not in st.legal_actions()      # each declares a different one
    st.apply(Attribute("wealthy"))
    assert st.is_over and len(st.winners()) == 1


def test_the_primogens_draw_shows_the_first_declared_archetype_found_in_the_deck() -> None:
    st = _tied_game()
    st.phase, st.stack = "scoring", Stack([FinalScoring(stage=2)])
    vp = score.victory_points(st)
    diff = vp[0] - vp[1]
    st.power[st.leader[1 if diff > 0 else 0]] += abs(diff)
    resolve(st)
    first = st.current_player
    twin = st.clone()
    st.apply(Attribute("warlike"))
    st.apply(Attribute("scholarly"))
    deck = list(st.deck)              # the deck as shuffled for the draw: its top is the end
    top = next(c for c in reversed(deck) if C.characters[c].archetype in ("warlike", "scholarly"))
    wanted = first if C.characters[top].archetype == "warlike" else 1 - first
    assert st.winners() == [wanted]
    assert twin.step == "primogen"


def test_fewer_missions_wins_a_tie_on_points() -> None:
    st = _tied_game()
    st.missions, st.claimed = [0], [0]
    st.phase, st.stack = "scoring", Stack([FinalScoring(stage=2, mission=1)])
    vp = score.victory_points(st)
    diff = vp[0] - vp[1]
    st.power[st.leader[1 if diff > 0 else 0]] += abs(diff)
    resolve(st)
    assert st.is_over and st.winners() == [1]


def test_the_first_player_marker_stays_on_a_tie_of_the_beast() -> None:
    st = new_game(("ember", "wild", "umbral"))
    first = st.first
    st.morality_space = [2, 2, 2]
    st.morality_space[first] = 0                  # the two others tie for the highest
    engine.end_round(st, [])
    assert st.first == first
    st.morality_space = [0, 0, 0]
    st.morality_space[(first + 1) % 3] = 4
    engine.end_round(st, [])
    assert st.first == (first + 1) % 3


def test_declared_enemies_in_torpor_are_not_counted() -> None:
    st = new_game(("ember", "wild"))
    foe = put(st, 1, free(st))
    st.enemy[foe].append(SCHEME["ember_mark"])
    f = Effect([0, 0], 0, -1)
    op = C.scheme_by_id["ember_reprisal"].effects[1].__class__("gain_power", per="enemy")
    assert engine.per_count(st, f, op) == 1
    st.in_torpor[foe] = True
    assert engine.per_count(st, f, op) == 0


def test_a_scheme_needs_its_archetypes_and_boons_may_fill_a_gap() -> None:
    st = new_game(("ember", "wild"))
    sc = SCHEME["ember_mark"]
    need = C.schemes[sc].requires
    lead = st.leader[0]
    st.hand[0] = [sc]
    st.boons[lead] = 0
    st.exhausted[lead] = False
    have = C.characters[lead].archetype in need and len(need) == 1
    if not have:
        assert sc not in engine.playable_schemes(st, 0)
        st.boons[lead] = len(need)
        for arch in need:
            put(st, 1, free(st, archetype=arch))
        assert sc in engine.playable_schemes(st, 0)
    else:
        assert sc in engine.playable_schemes(st, 0)


def test_an_exhausted_vampire_leads_no_coterie() -> None:
    st = new_game(("ember", "wild"))
    lead = st.leader[0]
    st.exhausted[lead] = True
    for sc in list(st.hand[0]):
        assert lead not in engine.leaders_for(st, 0, sc)


def test_rejuvenate_wakes_a_vampire_in_torpor() -> None:
    st = new_game()
    v = put(st, 0, free(st))
    st.in_torpor[v] = True
    st.exhausted[v] = True
    op = Op("rejuvenate", who="choose", side="own")
    f = Effect([0, 0], 0, st.leader[0])
    assert v in engine.candidates(st, f, op)
    engine.apply_one(st, f, op, v, [])
    assert not st.in_torpor[v] and not st.exhausted[v]


def test_a_mission_still_tied_goes_to_the_primogen_and_gives_its_power() -> None:
    st = _tied_game()
    leads = [C.characters[st.leader[p]] for p in range(2)]
    m = next(m.index for m in C.missions if m.counts in ("north", "east", "south", "west")
             and (leads[0].geography == m.counts) == (leads[1].geography == m.counts))
    geo = C.missions[m].counts
    st.missions, st.claimed = [m], [-1]
    for p in range(2):          # as many each, the leaders alike: the tie-break cannot split them
        while score.mission_count(st, p, m) < 3:
            put(st, p, free(st, geography=geo))
    assert score.mission_leaders(st, m) == [0, 1]
    st.phase, st.stack = "scoring", Stack([FinalScoring()])
    resolve(st)
    assert st.step == "primogen"
    powers = [st.power[st.leader[p]] for p in range(2)]
    st.apply(Attribute("warlike"))
    st.apply(Attribute("clandestine"))
    winner = st.claimed[0]
    assert winner in (0, 1)
    assert st.power[st.leader[winner]] == powers[winner] + C.missions[m].power
    assert st.power[st.leader[1 - winner]] == powers[1 - winner]
