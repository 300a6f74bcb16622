"""features.rows, written for speed (every seat at once, what a seat's plan and holdings read kept
by what they read, the orders' gains kept by the board), against the plain features it replaced:
the same numbers, float for float, at every decision of seeded random games of 2 to 4 lords under
both rules editions, asked cold and again from the caches, and on copies shaken one field at a time
right after the original was asked (a cache that forgets a field it reads answers the copy with
the original's numbers)."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.games.nocturne import ai, features
from game.games.nocturne.state import NocturneState

from .helpers import fresh


# -- the reference: features.py as it stood before it was written for speed ----------------------
def reference_own(state: NocturneState, seat: int, f: float) -> tuple:
    c = state.content
    points = float(state.points(seat))
    held = [x for x in state.hands[seat] if x >= 0]
    hand = ai.hand_value(c, held, f)
    used = sum(ai.card_value(c, x, f) for x in state.used[seat]) * 0.5
    passive = sum(ai.ritual_value(c, r, f) - c.rit_crosses[r] for r in state.rituals[seat]
                  if c.rit_lasts[r] == "passive")
    blood = float(state.blood[seat])
    influence = float(state.influence[seat])
    fear = float(state.fear[seat])
    return (points, points * (1.0 - f), blood, blood * f, influence, influence % 2, hand, used,
            passive, fear, fear * f, len(held) * f)


def reference_compute(state: NocturneState, seat: int,
                      orders: list[tuple[int, int, int, list[int]]] | None = None) -> list[float]:
    f = ai._later(state)
    own = reference_own(state, seat, f)
    return [*own[:11], ai.plan_value(state, seat, f, orders), own[11]]


def reference_rows(state: NocturneState) -> list[list[float]]:
    orders = ai._orders(state) if state.phase in ("planning", "orders") else []
    return [reference_compute(state, seat, orders) for seat in range(state.players)]


# -- positions ------------------------------------------------------------------------------------
def _positions(players: int, seed: int, edition: int) -> list[NocturneState]:
    """Every decision of a seeded random game (its first five days)."""
    state = fresh(players, seed, edition)
    rng = Rng(seed * 7 + players)
    out = []
    while not state.is_over and state.day <= 5:
        out.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return out


GAMES = [(4, 1, 2), (4, 2, 2), (3, 3, 2), (2, 4, 2), (4, 5, 1), (3, 6, 1)]


@pytest.fixture(scope="module")
def positions() -> list[NocturneState]:
    return [s for game in GAMES for s in _positions(*game)]


def _clear() -> None:
    features._OWN.clear()
    features._SEATS.clear()
    features._BOARDS.clear()
    features._CARDS.clear()


def _same(state: NocturneState) -> None:
    fast, plain = features.rows(state), reference_rows(state)
    assert fast == plain, (state.phase, state.step, state.plan, fast, plain)
    for seat in range(state.players):
        assert features.compute(state, seat) == plain[seat]


def test_the_positions_hold_what_the_shortcuts_read(positions: list[NocturneState]) -> None:
    phases = {s.phase for s in positions}
    assert {"planning", "orders", "upkeep"} <= phases
    # night orders that meet a rival's in the same quarter, placed orders, rituals, altar plans
    assert any(s.phase == "orders" and any(s.rows) for s in positions)
    assert any(any(s.rituals) for s in positions)
    assert any(any(p[0::2].count(5) for p in s.plan) for s in positions)
    assert any(any(2 in p[0::2] for p in s.plan) for s in positions)


def test_every_position_cold_then_warm(positions: list[NocturneState]) -> None:
    _clear()
    for state in positions:
        _same(state)
    for state in positions:   # every answer now from the caches
        _same(state)


def test_each_position_cold(positions: list[NocturneState]) -> None:
    for state in positions[::7]:
        _clear()
        _same(state)


def _shake(state: NocturneState, field: str, rng: Rng) -> NocturneState:
    """A copy with one field changed a little (as another world or move might have it)."""
    twin = state.clone()
    n = twin.players
    seat = rng.below(n)
    if field in ("blood", "influence", "vp", "fear"):
        getattr(twin, field)[seat] += 1 + rng.below(3)
    elif field in ("dice", "cell_blood", "cell_inf"):
        getattr(twin, field)[rng.below(twin.quarters)] += 1
    elif field == "locs":
        twin.locs[rng.below(twin.quarters)] = rng.below(len(twin.content.loc_names))
    elif field == "victims":
        q = rng.below(twin.quarters)
        twin.victims[q] = -1 if twin.victims[q] >= 0 else 72 + rng.below(42)
    elif field == "rituals":
        r = rng.below(len(twin.content.rit_names))
        twin.rituals[seat].append(r)
        if twin.content.rit_lasts[r] == "day":
            twin.today[seat].append(r)
    elif field == "today":
        twin.today[seat].append(rng.below(len(twin.content.rit_names)))
    elif field == "altar":
        twin.altar.append(rng.below(len(twin.content.rit_names)))
    elif field == "day":
        twin.day += 1
    elif field == "assign":
        marks = twin.assign[seat]
        if marks:
            i = rng.below(len(marks))
            marks[i] = (marks[i] + 1) % 4
    elif field == "hands":
        twin.hands[seat].append(rng.below(72))
        twin.assign[seat].append(rng.below(4))
    elif field == "used":
        twin.used[seat].append(rng.below(72))
    elif field == "plan":
        twin.plan[seat][2 * rng.below(3)] = 1 + rng.below(5)
        twin.plan[seat][2 * rng.below(3) + 1] = rng.below(twin.quarters)
    elif field == "left":
        twin.left[seat] += 1
    elif field == "rules_edition":
        twin.options["rules_edition"] = 1 if twin.rules_edition >= 2 else 2
    else:
        raise AssertionError(field)
    return twin


SHAKEN = ("blood", "influence", "vp", "fear", "dice", "cell_blood", "cell_inf", "locs", "victims",
          "rituals", "today", "altar", "day", "assign", "hands", "used", "plan", "left", "rules_edition")


@pytest.mark.parametrize("field", SHAKEN)
def test_shaken_copies(positions: list[NocturneState], field: str) -> None:
    rng = Rng(len(field))
    _clear()
    asked = 0
    for state in positions[::3]:
        if state.phase not in ("planning", "orders", "upkeep"):
            continue
        _same(state)                          # the original's numbers now in the caches
        _same(_shake(state, field, rng))
        asked += 1
    assert asked > 100
