"""What stays behind the screens: another lord's plan, the cards in hand and the part of the day of a
face-down order are never in my view; a sampled world never reads them; saves round-trip mid-plan."""

from __future__ import annotations

import tomllib
from pathlib import Path

import tomli_w

from game.core.actions import Masked
from game.core.records import HIDDEN
from game.core.rng import Rng
from game.games.nocturne import INFO
from game.games.nocturne.actions import CommitPlan, PlaceCity, PlanOrder
from game.games.nocturne.ai import rollout_policy
from game.saves import load_game, save_game

from .helpers import ELDER, card_with, fresh, plan_all, set_die, set_hand


def _knowledge(view) -> dict:  # type: ignore[no-untyped-def]
    return {"data": view.to_data(), "history": [a.to_data() for a in view.history]}


def _two_plans(first_where: str, second_where: str):  # type: ignore[no-untyped-def]
    """Two games alike but for the part of the day of seat A's one order, placed in quarter 0."""
    out = []
    for where in (first_where, second_where):
        state = fresh(3, 12)
        a = state.order[0]
        card = card_with(ELDER, (3, 2, 2))
        set_hand(state, a, [card])
        set_die(state, 0, 1)
        plan_all(state, {a: [(where, 0, [card])], state.order[1]: [("catacombs", None, [])]})
        out.append((state, a))
    return out


def test_another_seats_plan_is_not_in_my_view() -> None:
    (one, a), (two, _) = _two_plans("dawn", "night")
    assert one.plan[a] != two.plan[a]
    for seat in range(3):
        if seat == a:
            continue
        v1, v2 = one.view(seat), two.view(seat)
        assert v1.plan[a] == [HIDDEN] * 6 and v1.assign[a] == [HIDDEN] * len(one.hands[a])
        assert v1.hands[a] == [HIDDEN] * len(one.hands[a])
        assert _knowledge(v1) == _knowledge(v2)
        assert all(isinstance(x, Masked) for x, m in zip(v1.history, v1.movers, strict=True) if m == a)
    assert one.view(a).plan[a] == one.plan[a]


def test_the_part_of_the_day_of_a_face_down_order_is_not_in_my_view() -> None:
    (one, a), (two, _) = _two_plans("dawn", "dusk")
    for state in (one, two):
        assert state.step == "place" and state.actor == a
        legal = [x for x in state.legal_actions() if isinstance(x, PlaceCity) and x.quarter == 0]
        state.apply(legal[0])
    for seat in range(3):
        if seat == a:
            continue
        v1, v2 = one.view(seat), two.view(seat)
        assert _knowledge(v1) == _knowledge(v2)
        placed = [x for x in v1.history if isinstance(x, PlaceCity)]
        assert placed and all(x.token == -1 and x.quarter == 0 for x in placed)
        assert v1.rows[0] and v1.placed[a] == [HIDDEN]


def test_the_reveal_shows_every_order_and_its_cards() -> None:
    (one, a), _ = _two_plans("dusk", "night")
    card = one.hands[a][0]
    events = []
    while one.step == "place":
        events += one.apply(one.legal_actions()[0])
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.visible_to is None and "Dusk in the North" in reveal.text
    seat = next(s for s in range(3) if s != a)
    assert one.view(seat).cells[1] == [[a, card]]          # quarter 0, Dusk: public now


def test_a_sampled_world_never_reads_the_true_secrets() -> None:
    (one, a), (two, _) = _two_plans("dawn", "night")
    seat = next(s for s in range(3) if s != a)
    w1 = one.view(seat).determinize(seat, Rng(9))
    w2 = two.view(seat).determinize(seat, Rng(9))
    assert w1.to_data() == w2.to_data()
    assert _knowledge(w1.view(seat)) == _knowledge(one.view(seat))


def test_sampled_worlds_play_to_the_end() -> None:
    for players in (2, 3, 4):
        state = fresh(players, 40 + players)
        rng = Rng(players)
        for step in range(400):
            if state.is_over:
                break
            if step % 37 == 0:
                seat = state.current_player
                world = state.view(seat).determinize(seat, rng)
                assert _knowledge(world.view(seat)) == _knowledge(state.view(seat))
                assert world.legal_actions() == state.legal_actions()
                while not world.is_over:
                    world.apply(rollout_policy(world, rng))
            state.apply(rng.choice(state.legal_actions()))


def _mid_plan():  # type: ignore[no-untyped-def]
    state = fresh(4, 77)
    rng = Rng(4)
    while not (state.day == 2 and state.step == "plan" and any(state.committed)
               and any(state.plan[state.actor][0::2])):
        legal = state.legal_actions()
        opens = [x for x in legal if isinstance(x, PlanOrder)]
        state.apply(opens[0] if opens and state.day == 2 and not any(state.plan[state.actor][0::2])
                    else rng.choice([x for x in legal if not isinstance(x, CommitPlan)] or legal))
    return state, rng


def test_a_save_mid_planning_round_trips(tmp_path: Path) -> None:
    state, rng = _mid_plan()
    back = INFO.state_from_data(tomllib.loads(tomli_w.dumps(state.to_data())))
    assert back.to_data() == state.to_data() and back.legal_actions() == state.legal_actions()
    path = save_game(tmp_path / "nocturne.toml", state, {"seats": []})
    loaded = load_game(path, games=lambda gid: INFO).state
    assert loaded.to_data() == state.to_data()
    for _ in range(300):
        if state.is_over:
            break
        action = rng.choice(state.legal_actions())
        assert [e.text for e in loaded.apply(action)] == [e.text for e in state.apply(action)]
    assert loaded.to_data() == state.to_data()


def test_a_view_saves_without_the_secrets() -> None:
    state, _ = _mid_plan()
    seat = next(s for s in range(4) if s != state.actor)
    data = state.view(seat).to_data()
    assert "seed" not in data and "rng" not in data
    assert data["plan"][state.actor] == [HIDDEN] * 6
