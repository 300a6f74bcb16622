"""Setup codes round-trip for every seed the program can make or accept (issue 40): the seed is bounded
(0 to 2**63 - 1, MAX_SEED) where it is typed (the seed box), read from a save (check_setup) and read from
a code (decode), and every setup with such a seed makes a code that fits the code box and reads back as
the same setup.  A larger seed (60 digits made a code longer than the box took) is refused everywhere."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game.games
from game.saves import SaveError, codes, load_game, save_game
from game.saves.codes import (
    MAX_CODE_TEXT,
    MAX_SEED,
    SEAT_LEVELS,
    CodeError,
    decode,
    encode,
)
from game.saves.schema import check_setup
from tests.saves.save_samples import SETUP, toy_game_after

GAMES = list(game.games.ids())
EXTREME_SEEDS = [0, 1, 31, 32, 999_999_999_999, 10**13 - 1, 2**32, 2**53 + 1, 2**62, MAX_SEED - 1, MAX_SEED]
SIXTY_DIGITS = int("9" * 60)


@st.composite
def setups(draw: st.DrawFn, seeds: st.SearchStrategy[int]) -> tuple[str, dict]:
    gid = draw(st.sampled_from(GAMES))
    info = game.games.get(gid)
    players = draw(st.integers(info.min_players, info.max_players))
    options = {spec.key: draw(st.sampled_from(list(spec.choices or (False, True)))) for spec in info.options}
    levels = draw(st.lists(st.sampled_from([None, *SEAT_LEVELS]), min_size=players, max_size=players))
    seats = [{"name": f"P{i}", "kind": "human"} if lv is None else {"name": f"P{i}", "kind": "ai", "level": lv}
             for i, lv in enumerate(levels)]
    return gid, {"players": players, "seed": draw(seeds), "options": options, "seats": seats}


def round_trips(gid: str, setup: dict) -> None:
    code = encode(gid, setup)
    assert len(code) <= MAX_CODE_TEXT, code  # the code box takes it whole
    got = decode(code)
    assert (got.game, got.players, got.seed, got.options) == (gid, setup["players"], setup["seed"], setup["options"])
    assert got.levels == tuple(s.get("level") if s["kind"] == "ai" else None for s in setup["seats"])
    check_setup(got.setup(), "code")  # and a save of that setup could be written and read


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups(st.one_of(st.integers(0, MAX_SEED), st.sampled_from(EXTREME_SEEDS))))
def test_every_seed_the_program_accepts_round_trips_through_a_code_the_box_holds(case: tuple[str, dict]) -> None:
    round_trips(*case)


@pytest.mark.parametrize(("gid", "seed"), list(itertools.product(GAMES, EXTREME_SEEDS)))
def test_the_longest_setups_of_every_game_with_extreme_seeds_round_trip(gid: str, seed: int) -> None:
    info = game.games.get(gid)
    options = {spec.key: list(spec.choices or (False, True))[-1] for spec in info.options}
    seats = [{"name": f"P{i}", "kind": "ai", "level": SEAT_LEVELS[-1]} for i in range(info.max_players)]
    round_trips(gid, {"players": info.max_players, "seed": seed, "options": options, "seats": seats})


@settings(max_examples=100, deadline=None)
@given(setups(st.one_of(st.integers(MAX_SEED + 1, 10**80), st.just(SIXTY_DIGITS), st.integers(max_value=-1))))
def test_a_seed_beyond_the_bound_makes_no_code(case: tuple[str, dict]) -> None:
    gid, setup = case
    with pytest.raises(CodeError, match="a seed must be from 0 to"):
        encode(gid, setup)


def test_a_code_holding_a_seed_beyond_the_bound_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    setup = {"players": 2, "seed": SIXTY_DIGITS, "options": {}, "seats": [{"name": "a", "kind": "human"}] * 2}
    with monkeypatch.context() as patch:  # a code as an unbounded encoder (main's) would write it
        patch.setattr(codes, "MAX_SEED", 10**100)
        text = encode("nocturne", setup)
    assert len(text) > MAX_CODE_TEXT  # the box could not take it; pasted, it is refused with the reason
    with pytest.raises(CodeError, match="a seed larger than any game takes"):
        decode(text)


def test_a_save_whose_seed_is_beyond_the_bound_is_refused(tmp_path: Path) -> None:
    path = save_game(tmp_path / "seed.toml", toy_game_after(3), SETUP)
    text = path.read_text(encoding="utf-8")
    seed = toy_game_after(3).seed
    path.write_text(text.replace(f"seed = {seed}\n", f"seed = {MAX_SEED + 1}\n", 1), encoding="utf-8")
    with pytest.raises(SaveError, match=r"field setup.seed must be from 0 to 9223372036854775807"):
        load_game(path, games=lambda _gid: toy_game_after(0).info)
