"""Nocturne's content (counts, ranges, the op vocabulary, clear errors) and its setup for 2-4."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from game.core.content import read_toml
from game.core.errors import ContentError
from game.games.nocturne.content import CONTENT_FILE, MODS, OPS, load, parse
from game.games.nocturne.effects import run_ops
from game.games.nocturne.state import quarters_in_use

from .helpers import ELDER, LESSER, VICTIM, fresh

C = load()
SEED = Path(__file__).resolve().parents[4] / "shared" / "rules" / "nocturne-seed-cs.txt"


def test_the_content_has_every_card_the_rulebook_counts() -> None:
    assert len(C.loc_names) == 36 and all(len(C.locations_by_act[a]) == 12 for a in (1, 2, 3))
    assert len(C.rit_names) == 36 and all(len(C.rituals_by_act[a]) == 12 for a in (1, 2, 3))
    assert [C.kind.count(k) for k in (LESSER, ELDER, VICTIM)] == [36, 36, 42]
    assert all(len(C.victims_by_act[a]) == 14 for a in (1, 2, 3))
    victims = [i for i in range(C.cards) if C.kind[i] == VICTIM]
    assert {C.value[v] for v in victims} <= {1, 2, 3, 4} and {C.crosses[v] for v in victims} <= {0, 1, 2}
    assert all(C.dusk[v] and C.cost[v] >= 0 for v in victims)
    assert all(len(s) == 3 for s in C.strength)
    assert all({"passive", "day"} >= {C.rit_lasts[r]} for r in range(36))
    assert {C.rit_lasts[r] for r in range(36)} == {"passive", "day"}


def test_elders_are_stronger_than_lessers() -> None:
    lesser = [sum(C.strength[i]) for i in C.lesser]
    elder = [sum(C.strength[i]) for i in C.elder]
    assert max(lesser) < min(elder)


def test_every_name_is_ours_and_unique() -> None:
    names = list(C.names) + list(C.loc_names) + list(C.rit_names)
    assert len(set(names)) == len(names)
    seed = SEED.read_text(encoding="utf-8").lower() if SEED.exists() else ""
    for name in names:
        assert name.lower() not in seed, name


def test_the_decisions_of_our_reading_are_named_in_the_content() -> None:
    text = CONTENT_FILE.read_text(encoding="utf-8")
    assert C.quarters == ("North", "East", "South", "West")
    assert C.rules["fear_steps"] == (4, 8) and C.rules["fear_max"] == 12
    assert text.count("[decision]") >= 4


def test_every_op_and_modifier_is_used_somewhere() -> None:
    used_ops = {op for fx in C.loc_dawn + C.dusk + C.rit_now for op, _ in fx}
    assert used_ops == set(OPS)
    used_mods = {m for mods in C.rit_mods for m in mods}
    assert used_mods == set(MODS)


@pytest.mark.parametrize("op, amount, field, change", [
    ("blood", 2, "blood", 2), ("influence", 3, "influence", 3), ("vp", 1, "vp", 1),
    ("fear", 2, "fear", 2), ("fear", -1, "fear", 0),
])
def test_each_gain_op(op: str, amount: int, field: str, change: int) -> None:
    state = fresh(3, 1)
    before = getattr(state, field)[0]
    run_ops(state, 0, ((op, amount),), [])
    assert getattr(state, field)[0] - before == change


def test_the_card_ops_take_from_the_catacombs() -> None:
    state = fresh(3, 1)
    top_l, top_e = state.lesser_pile[-1], state.elder_pile[-1]
    run_ops(state, 0, (("lesser", 1), ("elder", 1)), [])
    assert top_l in state.hands[0] and top_e in state.hands[0]
    assert len(state.hands[0]) == len(state.assign[0]) == 9


def test_a_payment_gates_what_follows() -> None:
    state = fresh(3, 1)
    state.blood[0] = 3
    run_ops(state, 0, (("pay_blood", 2), ("vp", 2)), [])
    assert state.blood[0] == 1 and state.vp[0] == 2
    run_ops(state, 0, (("pay_blood", 2), ("vp", 2)), [])
    assert state.blood[0] == 1 and state.vp[0] == 2
    state.influence[0] = 2
    run_ops(state, 0, (("pay_influence", 2), ("vp", 3)), [])
    assert state.influence[0] == 0 and state.vp[0] == 5


def _broken(change) -> str:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(read_toml(CONTENT_FILE))
    change(data)
    with pytest.raises(ContentError) as err:
        parse(data)
    return str(err.value)


def test_broken_content_names_the_entry_and_the_field() -> None:
    msg = _broken(lambda d: d["victim"][3].__setitem__("value", 7))
    assert "victim 4" in msg and "'value'" in msg
    msg = _broken(lambda d: d["location"][0].__setitem__("dawn", [["gold", 2]]))
    assert "location 1" in msg and "unknown op 'gold'" in msg
    msg = _broken(lambda d: d["ritual"][5]["mods"].__setitem__("moon_power", 1))
    assert "ritual 6" in msg and "moon_power" in msg
    msg = _broken(lambda d: d["lesser"][2].__setitem__("strength", [1, 1]))
    assert "lesser 3" in msg and "'strength'" in msg
    msg = _broken(lambda d: d["location"][0].__setitem__("dawn", [["pay_blood", 2]]))
    assert "payment must be followed" in msg
    msg = _broken(lambda d: d["victim"].pop())
    assert "42 victims" in msg
    msg = _broken(lambda d: d["ritual"][0].__setitem__("act", 2))
    assert "act 1 must have 12" in msg


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_counts(players: int) -> None:
    state = fresh(players, 10 + players)
    q = quarters_in_use(players)
    assert q == (4 if players == 4 else 3)
    assert len(state.locs) == q and all(C.loc_act[x] == 1 for x in state.locs)
    assert len(state.victims) == q and all(C.act[v] == 1 for v in state.victims)
    assert len(state.victim_deck) == 14 - q
    for i in range(q):
        v = state.victims[i]
        assert state.cell_blood[i] == 3 and state.cell_inf[i] == C.value[v]
        assert state.dice[i] == C.loc_crosses[state.locs[i]] + C.crosses[v]
    assert state.cell_blood[q:] == [0] * (4 - q) and state.dice[q:] == [0] * (4 - q)
    assert len(state.altar) == 4 and len(state.ritual_deck) == 8
    assert all(C.rit_act[r] == 1 for r in state.altar + state.ritual_deck)
    assert len(state.lesser_pile) == 36 - 4 * players and len(state.elder_pile) == 36 - 3 * players
    for p in range(players):
        kinds = sorted(C.kind[x] for x in state.hands[p])
        assert kinds == [LESSER] * 4 + [ELDER] * 3
        assert state.blood[p] == 7 and state.influence[p] == 5 and state.vp[p] == 0 and state.fear[p] == 0
    assert state.day == 1 and state.act == 1 and state.phase == "planning"
    assert state.order == [(state.start + i) % players for i in range(players)]
    assert state.actor == state.start
    total = C.rules["supply_blood"]
    assert state.supply[0] + sum(state.cell_blood) + sum(state.blood) == total


def test_the_start_player_is_drawn_at_random() -> None:
    assert len({fresh(4, s).start for s in range(12)}) > 1
