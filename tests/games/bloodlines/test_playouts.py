"""Bloodlines: random legal playouts for 2-4 players over every combination of three
battlegrounds, with the invariants the rules keep; determinism and save round trips."""

from __future__ import annotations

from itertools import combinations

import pytest

from game.core import Rng
from game.games.bloodlines import INFO, engine
from game.games.bloodlines.tables import BG_IDS, N

COMBOS = [",".join(c) for c in combinations(BG_IDS, 3)]


def check(st) -> None:
    """Every character in exactly one place; at most three childer; the pyramid is whole; no
    token where torpor forbids it."""
    where: dict[int, str] = {}

    def put(c: int, place: str) -> None:
        assert c not in where, f"character {c} both in {where[c]} and {place}"
        where[c] = place

    for c in st.deck:
        put(c, "deck")
        assert st.location[c] == engine.LOC_DECK
    for c in st.queue:
        if c < 0:   # a space emptied by a removal under way (edition 2 refills once, at its end)
            assert st.rules_edition >= 2 and st.stack[-1].kind == "remove"
            continue
        put(c, "queue")
        assert st.location[c] == engine.LOC_QUEUE
    for c in st.character_discard:
        put(c, "discard")
    for c in st.haven:
        if c >= 0:
            put(c, "haven")
            assert st.location[c] == engine.LOC_HAVEN
    assert len(st.queue) <= 5
    for p, line in enumerate(st.line):
        if not line:
            continue
        assert line[0] == st.leader[p] and st.sire[line[0]] == -1
        assert not st.in_torpor[line[0]]                 # a clan leader never sleeps
        assert st.infamy[line[0]] == 0             # nor carries infamy
        for v in line:
            put(v, f"bloodline {p}")
            assert st.location[v] == engine.LOC_LINE and st.owner[v] == p
            assert len(st.childer[v]) <= 3
            assert all(st.sire[k] == v and st.owner[k] == p for k in st.childer[v])
            if v != line[0]:
                assert v in st.childer[st.sire[v]]
            for g in st.grafts[v]:
                put(g, "grafted")
            if st.in_torpor[v]:      # torpor keeps no ankh; no title either under edition 1 (edition 2:
                               # a title nobody could lay claim to stays with the fallen vampire)
                assert not st.city_ankhs[v] and not st.veil_ankhs[v] and (st.title[v] < 0 or st.rules_edition >= 2)
    for c in range(N):
        if st.location[c] != engine.LOC_OUT:
            assert c in where, f"character {c} is nowhere"
        assert st.power[c] >= 0 and st.infamy[c] >= 0 and st.boons[c] >= 0
    titles = [t for t in st.title if t >= 0]
    assert len(titles) == len(set(titles))


def playout(players: int, seed: int, options: dict, every: int = 1):
    st = INFO.new_game(players=players, seed=seed, options=options)
    rng = Rng(seed)
    moves = 0
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
        moves += 1
        if moves % every == 0:
            check(st)
        assert moves < 5000
    check(st)
    return st


@pytest.mark.parametrize("combo", COMBOS)
def test_random_playouts_keep_the_invariants_on_every_three_battlegrounds(combo: str) -> None:
    index = COMBOS.index(combo)
    players = 2 + index % 3
    st = playout(players, 100 + index, {"battlegrounds": combo, "missions": index % 6,
                                        "clans": "random" if index % 2 else "choose"}, every=3)
    assert st.is_over and st.round == st.rounds
    assert len(st.final_vp) == players and st.winners()
    assert all(len(line) >= 1 for line in st.line)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_of_the_first_chapter(players: int) -> None:
    for seed in range(4):
        st = playout(players, seed, {})
        assert st.scores() == st.final_vp


def test_the_same_seed_and_actions_give_the_same_game() -> None:
    a = playout(3, 7, {"battlegrounds": "random"})
    b = INFO.new_game(players=3, seed=7, options={"battlegrounds": "random"})
    for action in a.history:
        b.apply(action)
    assert b.to_data() == a.to_data()


def test_a_save_round_trip_mid_game_plays_on_the_same() -> None:
    st = INFO.new_game(players=4, seed=11, options={"battlegrounds": "ladder,burning,long_war"})
    rng = Rng(2)
    for _ in range(90):
        st.apply(rng.choice(st.legal_actions()))
    back = INFO.state_from_data(st.to_data())
    assert back.to_data() == st.to_data()
    assert back.legal_actions() == st.legal_actions()
    for _ in range(60):
        action = rng.choice(st.legal_actions())
        st.apply(action)
        back.apply(action)
    assert back.to_data() == st.to_data()


def test_a_view_hides_hands_deck_order_and_face_down_tokens() -> None:
    st = INFO.new_game(players=3, seed=5, options={"battlegrounds": "ladder,courts,long_war",
                                                   "clans": "random"})
    view = st.view(1)
    assert view.hand[1] == sorted(st.hand[1]) and all(c == -1 for c in view.hand[0] + view.hand[2])
    assert all(c == -1 for c in view.scheme_deck[0])
    assert view.deck == sorted(st.deck)
    assert all(v == -1 for v, up in zip(view.sect_value, st.sect_face_up, strict=True) if not up)
    world = view.determinize(1, Rng(4))
    assert sorted(world.deck) == sorted(st.deck) and world.hand[1] == view.hand[1]
    assert sorted(world.hand[0] + world.scheme_deck[0]) == sorted(st.hand[0] + st.scheme_deck[0])
