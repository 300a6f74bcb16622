"""Bloodlines' engine shortcuts against the plain functions they replaced (kept here as the
references): the schemes on the table and the unseen clan schemes (enemy marks read once), what a
coterie's code lacks of a need (digit by digit), the leaders of a scheme (by coteries' codes), at
every decision of seeded random games and on shaken copies with more on the table than random
games often show (enemy marks, black markets, edicts, locked schemes, tokens, torpor)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from types import SimpleNamespace
from typing import cast

from game import games
from game.core.rng import Rng
from game.games.bloodlines import ai, features, schemes, score
from game.games.bloodlines.ankhs import ankh_moves
from game.games.bloodlines.characters import clockwise, in_play, opponents, unlocked, unseen_schemes
from game.games.bloodlines.content import FACTIONS
from game.games.bloodlines.recruiting import order_matters
from game.games.bloodlines.schemes import _GAPS, _gap, can_lead, lacking, leaders_for, shown_code
from game.games.bloodlines.setup import clan_leaders
from game.games.bloodlines.state import BloodlinesState
from game.games.bloodlines.tables import (
    ABILITIES,
    ALL_VALUES,
    ARCH,
    ARCH_INDEX,
    ATTRS,
    BG,
    BG_IDS,
    CLS,
    FAMILY,
    GEO,
    SCHEME_CLAN,
    SCHEMES,
    C,
)

ARCHETYPES = tuple(ARCH_INDEX)


def plain_in_play(state: BloodlinesState, scheme: int) -> bool:
    if scheme in state.markets or scheme in state.edict:
        return True
    return any(scheme in marks for marks in state.field_value("enemy") if marks)


def plain_unseen_schemes(state: BloodlinesState, seat: int) -> list[int]:
    out = []
    playing = {frame.scheme for frame in state.stack if hasattr(frame, "scheme")}
    for scheme in C.clan_schemes(state.clan[seat]):
        if plain_in_play(state, scheme.index) or scheme.index in playing:
            continue
        if scheme.locked and scheme.id not in unlocked(state):
            continue
        out.append(scheme.index)
    return out


def plain_leaders_for(state: BloodlinesState, seat: int, scheme: int) -> list[int]:
    in_torpor, exhausted = state.in_torpor, state.exhausted
    awake = [v for v in state.line[seat] if not in_torpor[v]]
    boons_left = sum(state.boons[v] for v in awake)
    rival_bits = 0
    for rival in range(state.players):
        if rival != seat:
            for v in state.line[rival]:
                if not in_torpor[v]:
                    rival_bits |= schemes._BIT[ARCH[v]]
    return [v for v in awake if not exhausted[v] and can_lead(state, seat, scheme, v, boons_left, rival_bits)]


def _shaken(state: BloodlinesState, rng: Rng) -> BloodlinesState:
    """A copy with enemy marks, black markets, edicts, unlocked schemes, tokens and torpor."""
    twin = state.clone()
    clan_schemes = [i for i, clan in enumerate(SCHEME_CLAN) if clan]
    enemy = twin.enemy
    for p in range(twin.players):
        for v in twin.line[p]:
            twin.boons[v] = rng.below(3) * rng.below(2)
            twin.in_torpor[v] = rng.below(5) == 0
            twin.exhausted[v] = rng.below(3) == 0
            if rng.below(3) == 0:
                enemy[v] = [clan_schemes[rng.below(len(clan_schemes))] for _ in range(1 + rng.below(2))]
    twin.markets = [clan_schemes[rng.below(len(clan_schemes))] for _ in range(rng.below(3))]
    twin.edict = [clan_schemes[rng.below(len(clan_schemes))] if rng.below(3) == 0 else -1
                  for _ in range(twin.players)]
    locked = [s.id for s in SCHEMES if s.locked]
    twin.options["unlocked"] = [s for s in locked if rng.below(2) == 0]
    twin._touched()
    return twin


def positions(games_count: int, seed: int) -> Iterator[BloodlinesState]:
    """Every decision of seeded random games (each game size in turn, every other one with three
    of the nine battlegrounds in turn), and a shaken copy of every third."""
    info = games.get("bloodlines")
    sizes = range(info.min_players, info.max_players + 1)
    rng = Rng(seed)
    count = 0
    for game in range(games_count):
        third = game // 2 % 3 * 3              # every other game: three battlegrounds in turn, all nine
        options = {"battlegrounds": ",".join(BG_IDS[third:third + 3])} if game % 2 else {}
        state = info.new_game(players=sizes[game % len(sizes)], seed=seed + game, options=options)
        assert isinstance(state, BloodlinesState)
        while not state.is_over:
            yield state
            count += 1
            if count % 3 == 0:
                yield _shaken(state, rng)
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])


def test_the_schemes_on_the_table_and_the_unseen_ones_are_the_plain_ones() -> None:
    checked = marked = 0
    for state in positions(12, 300):
        for seat in range(state.players):
            if not state.clan[seat]:
                continue
            assert unseen_schemes(state, seat) == plain_unseen_schemes(state, seat)
            checked += 1
        for scheme in range(len(SCHEMES)):
            assert in_play(state, scheme) == plain_in_play(state, scheme)
        marked += any(state.field_value("enemy"))
    assert checked > 3000 and marked > 500


def test_a_gap_is_what_lacking_leaves() -> None:
    rng = Rng(5)
    for _ in range(3000):
        need = ([ARCHETYPES[rng.below(len(ARCHETYPES))] for _ in range(rng.below(4))] if rng.below(2)
                else list(SCHEMES[rng.below(len(SCHEMES))].requires))     # a scheme's: read from a table
        shown = [ARCHETYPES[rng.below(len(ARCHETYPES))] for _ in range(rng.below(7))]
        missed = lacking(need, shown)
        bits = 0
        for archetype in missed:
            bits |= schemes._BIT[archetype]
        _GAPS.clear()
        assert _gap(shown_code(need), shown_code(shown)) == (len(missed), bits), (need, shown)


def test_the_leaders_of_a_scheme_are_the_plain_ones() -> None:
    checked = found = 0
    for state in positions(12, 700):
        for seat in range(state.players):
            for scheme in range(len(SCHEMES)):
                fast = leaders_for(state, seat, scheme)
                assert fast == plain_leaders_for(state, seat, scheme), (seat, scheme)
                checked += 1
                found += bool(fast)
    assert checked > 100_000 and found > 20_000


# ---- the evaluation ------------------------------------------------------------------------

def plain_mission_points(st: BloodlinesState) -> list[float]:
    n = st.players
    out = [0.0] * n
    if not st.missions or st.options.get("chronicle") or ai.MISSION_SURE <= 0:
        return out
    k = ai.MISSION_SURE / math.sqrt(1.0 + ai._turns_left(st) / n)
    in_torpor, leader = st.in_torpor, st.leader
    lines = [[v for v in st.line[p] if not in_torpor[v]] for p in range(n)]
    for m in st.missions:
        mission = C.missions[m]
        what = mission.counts
        if what in ALL_VALUES:
            counts = [sum(1.0 for v in lines[p] if what in ATTRS[v]) for p in range(n)]
            for p in range(n):
                lead = leader[p]
                if counts[p] > 0 and lead >= 0 and not in_torpor[lead] and what in ATTRS[lead]:
                    counts[p] += ai.MISSION_TIE
        else:
            counts = [float(score.mission_count(st, p, m)) for p in range(n)]
        top = max(counts)
        if top <= 0:
            continue
        weights = [math.exp(k * (c - top)) if c > 0 else 0.0 for c in counts]
        total = sum(weights)
        for p in range(n):
            out[p] += mission.power * weights[p] / total
    return out


def plain_princes_winners(st: BloodlinesState, t: dict) -> list[str]:
    held = [0, 0, 0, 0]
    for i, (_id, home, value, _adj) in enumerate(t["courts"]):
        if home:
            continue
        f = st.court_faction[i]
        if f >= 0 and st.court_ankhs[i] > 0:
            held[f] += value
    best = max(held)
    if best <= 0:
        return []
    return [FACTIONS[i] for i in range(4) if held[i] == best]


def plain_battleground_points(st: BloodlinesState, b: str) -> list[int]:
    t = BG[b].table
    fam = FAMILY[b]
    n = st.players
    out = [0] * n
    lines = [score.living(st, p) for p in range(n)]
    if fam == "high_low":
        pos = st.ladder
        if pos:
            winner = "high" if pos > 0 else "low"
            each = t["vp_far"] if abs(pos) >= t["far_from"] else t["vp_near"]
            for p in range(n):
                out[p] = each * sum(1 for v in lines[p] if CLS[v] == winner)
    elif fam == "princes":
        winners = plain_princes_winners(st, t)
        for p in range(n):
            for v in lines[p]:
                g = GEO[v]
                if g == "roaming":
                    out[p] += t["roaming_vp"]
                elif g in winners:
                    out[p] += t["vp"]
    elif fam in ("beast", "humanity"):
        positions = st.morality_space if fam == "beast" else st.progress_space
        for p in range(n):
            if st.clan[p]:
                out[p] = t["vp"][positions[p] - t["low"]]
    elif fam == "inquisition":
        winner = score.inquisition_winner(st)
        if winner:
            for p in range(n):
                out[p] = t["vp"] * sum(1 for v in lines[p] if CLS[v] == winner)
    elif fam == "revolt":
        burned = sum(1 for c in st.city if c <= 0)
        for p in range(n):
            for v in lines[p]:
                g = GEO[v]
                if g == "roaming":
                    out[p] += t["roaming_vp"]
                elif st.city[FACTIONS.index(g)] > 0:
                    out[p] += burned
    elif fam == "masquerade":
        for p in range(n):
            for v in lines[p]:
                g = GEO[v]
                out[p] += t["roaming_vp"] if g == "roaming" else st.veil[FACTIONS.index(g)]
    elif fam == "court":
        winner = score.court_winner(st, t)
        for p in range(n):
            for v in lines[p]:
                if winner and CLS[v] == winner:
                    out[p] += t["vp_class"]
                if st.title[v] >= 0:
                    out[p] += t["vp_title"]
    elif fam == "sects":
        side = score.sects_winner(st, t)
        for p in range(n):
            if st.allegiance[p] == side:
                out[p] = t["vp"]
    return out


def plain_victory_points(st: BloodlinesState) -> list[int]:
    lines = [score.living(st, p) for p in range(st.players)]
    vp = [score.token_points(st, p, lines[p]) for p in range(st.players)]
    for b in st.battlegrounds:
        for p, x in enumerate(plain_battleground_points(st, b)):
            vp[p] += x
    return vp


def plain_projected(st: BloodlinesState) -> list[float]:
    vp = plain_victory_points(st)
    missions = plain_mission_points(st)
    in_torpor, exhausted = st.in_torpor, st.exhausted
    elevations, grafts, enemy = st.field_value("elevations"), st.field_value("grafts"), st.field_value("enemy")
    left = max(0, st.rounds - st.round + 1)
    marked: dict[str, int] = {}
    for p in range(st.players):
        for v in st.line[p]:
            if enemy[v] and not in_torpor[v]:
                for s in enemy[v]:
                    marked[SCHEME_CLAN[s]] = marked.get(SCHEME_CLAN[s], 0) + 1
    out = []
    for p in range(st.players):
        extra = ai.HAND_VALUE * len(st.hand[p]) + ai.to_come(st, p)
        for v in st.line[p]:
            if in_torpor[v]:
                extra += ai.TORPOR_VALUE
            elif not exhausted[v]:
                extra += ai.FREE_ANCILLA if (ABILITIES[v] or elevations[v] or grafts[v]) else ai.FREE_VALUE
        if st.edict[p] >= 0:
            extra += min(4.0, 0.35 * left * st.players)
        clan = st.clan[p]
        for sc in st.markets:
            if SCHEME_CLAN[sc] == clan:
                extra += min(4.0, 0.6 * left)
        extra += 0.3 * marked.get(clan, 0)
        out.append(vp[p] + missions[p] + extra)
    return out


def test_the_evaluation_is_the_plain_one() -> None:
    """Exactly the same numbers (no rounding allowed: the search compares them), on every
    battleground's rules family."""
    checked = 0
    families: set[str] = set()
    for state in positions(10, 1100):
        vp, missions, projected = ai.parts(state)
        assert vp == plain_victory_points(state) == score.victory_points(state)
        assert missions == plain_mission_points(state) == ai.mission_points(state)
        assert projected == plain_projected(state) == ai.projected(state)
        assert features.rows(state, (vp, missions, projected)) == features.rows(state)
        for b in state.battlegrounds:
            assert score.battleground_points(state, b) == plain_battleground_points(state, b), b
            families.add(FAMILY[b])
            if FAMILY[b] == "princes":
                assert score.princes_winners(state, BG[b].table) == plain_princes_winners(state, BG[b].table)
        checked += 1
    assert checked > 2000 and families == set(FAMILY.values())


# ---- tables read instead of worked out -----------------------------------------------------

def test_the_seats_in_turn_are_the_worked_out_ones() -> None:
    for n in range(1, 12):
        table = cast(BloodlinesState, SimpleNamespace(players=n))
        for seat in range(-2 * n, 2 * n):
            assert clockwise(table, seat) == [(seat + i) % n for i in range(n)]
            assert opponents(table, seat) == [(seat + i) % n for i in range(1, n)]
            mine = clockwise(table, seat)
            mine.append(99)                      # a fresh list each time: the table stays as it was
            assert clockwise(table, seat) == [(seat + i) % n for i in range(n)]


def test_whether_the_order_matters_is_the_worked_out_answer() -> None:
    def plain(left: list[str]) -> bool:
        families = {FAMILY[b] for b in left}
        return "inquisition" in families or ("court" in families and bool(families & {"high_low", "revolt",
                                                                                        "masquerade"}))
    lists = [list(p) for size in range(4) for p in itertools.permutations(BG_IDS, size)]
    for _ in range(2):                           # asked anew, then remembered
        for left in lists:
            assert order_matters(left) == plain(left), left


def test_the_clan_leaders_and_the_deck_are_read_from_the_content_as_before() -> None:
    locked = [c.id for c in C.clans if c.locked] + [c.id for c in C.characters if c.locked]
    rng = Rng(3)
    for game in range(12):
        unlocked_ids = [x for x in locked if rng.below(2)] if game % 3 else []
        state = games.get("bloodlines").new_game(players=3, seed=game, options={"unlocked": unlocked_ids})
        assert isinstance(state, BloodlinesState)
        known = set(unlocked_ids)
        dealt = sorted(c.index for c in C.characters if c.kind != "leader" and not c.haven
                       and (not c.locked or c.id in known))
        assert sorted(state.deck + state.queue) == dealt
        for taken in (set(), {"ember"}, {c.id for c in C.clans[:4]}):
            clans = {c.id for c in C.clans if (not c.locked or c.id in known)} - taken
            assert clan_leaders(state, taken) == [c.index for c in C.characters if c.kind == "leader"
                                                  and c.clan in clans and (not c.locked or c.id in known)]


def plain_ankh_moves(state: BloodlinesState, table: dict, faction: int) -> list[tuple[int, int]]:
    courts = table["courts"]
    owner, count = state.court_faction, state.court_ankhs
    out = []
    for i, (_id, _home, _v, adjacent) in enumerate(courts):
        if owner[i] != faction or count[i] <= 0:
            continue
        for j in adjacent:
            if courts[j][1]:
                continue
            if owner[j] in (-1, faction):
                out.append((i, j))
    return out


def test_the_ankh_moves_are_the_plain_ones() -> None:
    table = BG["courts"].table
    rng = Rng(9)
    checked = moves = 0
    for state in positions(6, 1500):
        if "courts" not in state.battlegrounds:
            continue
        for twin in (state, state.clone()):
            if twin is not state:               # any holdings at all, ankhs or none
                twin.court_faction = [rng.below(5) - 1 for _ in twin.court_faction]
                twin.court_ankhs = [rng.below(3) for _ in twin.court_ankhs]
            for faction in range(4):
                fast = ankh_moves(twin, table, faction)
                assert fast == plain_ankh_moves(twin, table, faction)
                checked += 1
                moves += len(fast)
    assert checked > 2000 and moves > 2000
