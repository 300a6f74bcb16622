"""Methuselah's engine shortcuts against the plain code they replaced (kept here as the reference):
the same answers, lists in the same order (random playouts and the AI pick an action by its index),
at every decision of seeded random games and on copies of them shaken to reach rarer cases."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from game.core.actions import Action, Pass
from game.core.rng import Rng
from game.games.methuselah import turn
from game.games.methuselah.actions import BringOut, CryptDraw, Transfer
from game.games.methuselah.content import load
from game.games.methuselah.state import MethuselahState

from .helpers import new

C = load()
PASS = Pass()


# -- the references: the functions as they stood --------------------------------------------------
def influence_legal(state: MethuselahState) -> list[Action]:
    seat = state.turn
    t, pool = state.transfers, state.pool[seat]
    out: list[Action] = [PASS]
    give, take = t >= 1 and pool >= 2, t >= 2
    for slot, (v, b) in enumerate(zip(state.unc[seat], state.unc_blood[seat], strict=True)):
        if b >= C.vampires[v].capacity:
            out.append(BringOut(slot, v))
        if give:
            out.append(Transfer(slot, 1, v))
        if take and b >= 1:
            out.append(Transfer(slot, -1, v))
    if t >= 4 and pool >= 2 and state.crypt[seat]:
        out.append(CryptDraw())
    return out


# -- seeded positions --------------------------------------------------------------------------
def positions(games: int = 12, every: int = 1) -> Iterator[MethuselahState]:
    """Every `every`-th position of seeded random games: 2 to 5 seats, the odd games with random legal
    decks (a seat's own deck list), one game in three under rules edition 1."""
    for game in range(games):
        players = 2 + game % 4
        options: dict[str, object] = {f"deck{p + 1}": "any" for p in range(players)} if game % 2 else {}
        if game % 3 == 2:
            options["rules_edition"] = 1
        state = new(players, 700 + game, **options)
        rng = Rng(game)
        moves = 0
        while not state.is_over:
            if moves % every == 0:
                yield state
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            moves += 1


def at_step(step: str, games: int = 12) -> Iterator[MethuselahState]:
    return (s for s in positions(games) if s.step == step)


def shaken(state: MethuselahState, rng: Rng) -> MethuselahState:
    """A copy with the influence phase's counters moved: transfers, pool and the face-down blood."""
    twin = state.clone()
    seat = twin.turn
    twin.transfers = rng.below(7)
    twin.pool[seat] = rng.below(4) + 1
    twin.unc_blood[seat] = [rng.below(12) for _ in twin.unc_blood[seat]]
    if rng.below(3) == 0:
        twin.crypt[seat] = []
    return twin


def same(fast: Callable[[MethuselahState], object], plain: Callable[[MethuselahState], object],
         state: MethuselahState) -> None:
    got, want = fast(state), plain(state)
    assert got == want, (state.step, len(state.history), got, want)


# -- the tests ---------------------------------------------------------------------------------
def test_influence_legal_is_the_plain_list() -> None:
    rng = Rng(5)
    seen = 0
    for state in at_step("influence"):
        same(turn.influence_legal, influence_legal, state)
        for _ in range(3):
            same(turn.influence_legal, influence_legal, shaken(state, rng))
        seen += 1
    assert seen > 300


def test_influence_moves_are_forgotten_past_their_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(turn, "_SLOT_MOVES_LIMIT", 8)
    monkeypatch.setattr(turn, "_SLOT_MOVES", {})
    for state in at_step("influence", games=3):
        same(turn.influence_legal, influence_legal, state)
        assert len(turn._SLOT_MOVES) <= 8
