"""Setup codes: every game and option round trips, bad codes get a clear message, the same code
sets up the same deal."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

import game.games
from game.core.state import RULES_EDITION
from game.saves import codes
from game.saves.codes import ALPHABET, CodeError, decode, encode

GAMES = list(game.games.ids())
BIG_SEED = 999_999_999_999  # the largest seed New game draws


def setup_for(gid: str, players: int, seed: int, options: dict, levels: list) -> dict:
    seats = [{"name": f"P{i}", "kind": "human"} if lv is None else {"name": f"P{i}", "kind": "ai", "level": lv}
             for i, lv in enumerate(levels)]
    return {"players": players, "seed": seed, "options": options, "seats": seats}


@pytest.mark.parametrize("gid", GAMES)
def test_every_option_value_round_trips(gid):
    info = game.games.get(gid)
    assert info.code_number is not None
    for spec in info.options:
        for value in (spec.choices or (False, True)):
            options = {**info.default_options(), spec.key: value}
            players = info.max_players
            levels = [None, *itertools.islice(itertools.cycle(codes.SEAT_LEVELS), players - 1)]
            code = encode(gid, setup_for(gid, players, BIG_SEED, options, levels))
            got = decode(code)
            assert (got.game, got.players, got.seed) == (gid, players, BIG_SEED)
            assert got.options == options
            assert got.levels == tuple(levels)


@pytest.mark.parametrize("gid", GAMES)
def test_every_seat_count_and_level_round_trips(gid):
    info = game.games.get(gid)
    for players in range(info.min_players, info.max_players + 1):
        for level in (None, *codes.SEAT_LEVELS):
            levels = [level] * players
            for seed in (0, 1, 31, 32, 12345, BIG_SEED, codes.MAX_SEED):  # the largest a save holds
                got = decode(encode(gid, setup_for(gid, players, seed, {}, levels)))
                assert (got.players, got.seed, got.levels) == (players, seed, tuple(levels))
                assert got.options == info.default_options()


def test_each_game_keeps_its_number_in_setup_codes_for_good():
    """The numbers docs/setup-codes.md lists, declared by each game (GameInfo.code_number): a code
    written by any version names the same game; two games never share one."""
    numbers = {gid: game.games.get(gid).code_number for gid in GAMES}
    assert numbers == {"equilibrium": 0, "elysium": 1, "bloodlines": 2, "nocturne": 3, "methuselah": 4}
    assert not hasattr(codes, "GAME_NUMBERS"), "one list of games: the registry's GameInfo"


def test_codes_are_short_and_grouped():
    info = game.games.get("methuselah")  # the most options
    code = encode("methuselah", setup_for("methuselah", 5, BIG_SEED, info.default_options(),
                                         [None, "expert", "expert", "expert", "expert"]))
    letters = code.replace("-", "")
    assert len(letters) <= 24
    assert all(len(g) == 4 for g in code.split("-")[:-1])
    assert set(letters) <= set(ALPHABET)


def test_typing_is_forgiving():
    code = encode("elysium", setup_for("elysium", 3, 4242, {}, [None, "easy", "hard"]))
    typed = code.lower().replace("-", " ")
    assert decode(typed) == decode(code)
    # O for 0 and I or L for 1, as people misread them
    looks = code.replace("0", "O").replace("1", "l")
    assert decode(looks) == decode(code)


@pytest.mark.parametrize("gid", GAMES)
def test_same_code_same_deal(gid):
    info = game.games.get(gid)
    options = {spec.key: (spec.choices[-1] if spec.choices else True) for spec in info.options}
    setup = setup_for(gid, info.min_players + 1, 7_700_001, options, [None] + ["normal"] * info.min_players)
    code = encode(gid, setup)
    again = decode(code).setup()
    first = info.new_game(setup["players"], setup["seed"], setup["options"]).to_data()
    second = info.new_game(again["players"], again["seed"], again["options"]).to_data()
    assert first == second
    other = info.new_game(again["players"], again["seed"] + 1, again["options"]).to_data()
    assert other != first  # the seed in the code matters: a different one deals otherwise


def test_an_old_rules_edition_is_kept():
    info = game.games.get("elysium")
    assert info.rules_edition > 1
    code = encode("elysium", setup_for("elysium", 3, 9, {RULES_EDITION: 1}, [None, None, None]))
    assert decode(code).options[RULES_EDITION] == 1
    assert RULES_EDITION not in decode(encode("elysium", setup_for("elysium", 3, 9, {}, [None] * 3))).options


def some_codes() -> list[str]:
    return [encode(gid, setup_for(gid, 2, seed, {}, [None, "normal"])) for gid in GAMES
            for seed in (3, 600_000_000_017)]


def test_every_single_typo_is_caught():
    for code in some_codes():
        letters = code.replace("-", "")
        for i, ch in enumerate(letters):
            for other in ALPHABET:
                if other == ch:
                    continue
                with pytest.raises(CodeError, match="typo"):
                    decode(letters[:i] + other + letters[i + 1:])


def test_every_swap_of_neighbours_is_caught():
    for code in some_codes():
        letters = code.replace("-", "")
        for i in range(len(letters) - 1):
            if letters[i] == letters[i + 1]:
                continue
            swapped = letters[:i] + letters[i + 1] + letters[i] + letters[i + 2:]
            with pytest.raises(CodeError, match="typo"):
                decode(swapped)


def test_a_missing_letter_is_caught():
    code = some_codes()[0].replace("-", "")
    for i in range(len(code)):
        with pytest.raises(CodeError):
            decode(code[:i] + code[i + 1:])


@pytest.mark.parametrize(("text", "words"), [
    ("", "Type a setup code"),
    ("  - -", "Type a setup code"),
    ("AB", "too short"),
    ("ABCD-U123", "“U” is not a letter"),
    ("ABCD-#123", "“#” is not a letter"),
    ("Z" * 60, "too long"),
])
def test_bad_text_gets_a_clear_message(text, words):
    with pytest.raises(CodeError, match=words):
        decode(text)


def raw_code(digits: list[tuple[int, int]], seed: int) -> str:
    """A code with a good checksum built from any digits, to reach the checks after the checksum."""
    number = seed
    for value, radix in reversed(digits):
        number = number * radix + value
    symbols = []
    while number:
        number, s = divmod(number, 32)
        symbols.append(s)
    symbols = list(reversed(symbols)) or [0]
    return "".join(ALPHABET[s] for s in symbols + codes._check_symbols(symbols))


def test_bad_contents_get_a_clear_message():
    eq = game.games.get("equilibrium")
    n_eq = eq.code_number
    n_options = len(eq.options)

    def digits(fmt=codes.CODE_FORMAT, number=n_eq, edition=eq.rules_edition, players=2,
               count=n_options, options=None, seats=(0, 0)):
        out = [(fmt, codes.RADIX_FORMAT), (number, codes.RADIX_GAME), (edition, codes.RADIX_EDITION),
               (players, codes.RADIX_PLAYERS), (count, codes.RADIX_OPTIONS)]
        out += [(v, 2) for v in (options if options is not None else [0] * count)]
        out += [(s, codes.RADIX_SEAT) for s in seats]
        return out

    good = raw_code(digits(), 77)
    assert decode(good).seed == 77 and decode(good).game == "equilibrium"
    cases = [
        (digits(fmt=codes.CODE_FORMAT + 1), "newer version"),
        (digits(fmt=0), "not a setup code"),
        (digits(number=len(GAMES)), "game this version does not have"),
        (digits(edition=eq.rules_edition + 1), "newer version"),
        (digits(edition=0), "never existed"),
        (digits(players=7, seats=(0,) * 7), "takes 2 to 5 players"),
        (digits(players=1, seats=(0,)), "takes 2 to 5 players"),
        (digits(count=len(eq.options) + 1), "newer version"),
        (digits(seats=(0, len(codes.SEAT_LEVELS) + 1)), "AI level this version does not have"),
    ]
    for parts, words in cases:
        with pytest.raises(CodeError, match=words):
            decode(raw_code(parts, 77))


def test_an_older_code_with_fewer_options_takes_the_defaults():
    eq = game.games.get("equilibrium")
    n_eq = eq.code_number
    parts = [(codes.CODE_FORMAT, codes.RADIX_FORMAT), (n_eq, codes.RADIX_GAME),
             (eq.rules_edition, codes.RADIX_EDITION), (3, codes.RADIX_PLAYERS), (1, codes.RADIX_OPTIONS),
             (1, 2), (0, codes.RADIX_SEAT), (2, codes.RADIX_SEAT), (3, codes.RADIX_SEAT)]
    got = decode(raw_code(parts, 5))
    first = eq.options[0]
    assert got.options == {**eq.default_options(), first.key: True}
    assert got.levels == (None, codes.SEAT_LEVELS[1], codes.SEAT_LEVELS[2])


def test_a_setup_no_code_can_hold_is_refused():
    with pytest.raises(CodeError, match="no setup codes"):
        encode("toy", setup_for("toy", 2, 1, {}, [None, None]))
    with pytest.raises(CodeError, match="cannot be"):
        encode("elysium", setup_for("elysium", 3, 1, {"turns": 7}, [None] * 3))
    with pytest.raises(CodeError, match="no option"):
        encode("elysium", setup_for("elysium", 3, 1, {"colour": 1}, [None] * 3))
    with pytest.raises(CodeError, match="a seed must be from 0 to"):
        encode("elysium", setup_for("elysium", 3, -1, {}, [None] * 3))


def test_a_decoded_setup_is_a_setup_the_saves_accept():
    from game.saves.schema import check_setup

    got = decode(encode("bloodlines", setup_for("bloodlines", 3, 10, {}, [None, "easy", "expert"])))
    setup = got.setup(names=["Ann"], colours=["crimson"])
    check_setup(setup, None)
    assert setup["seats"][0] == {"name": "Ann", "kind": "human", "colour": "crimson"}
    assert setup["seats"][2]["level"] == "expert"
    assert dataclasses.replace(got, seed=11) != got
