"""Setup codes: a short code that holds a game's setup, to type in and play the same deal.

A code holds the game, the rules edition, the seat count, every option, each seat's kind (human,
or AI with its level) and the seed; typed into New game it sets up the same opening (the same
seed and options give the same state, and the AI seats, seeded from the game seed and their
seat number, play as they did).  Names and colours are not in it: they are each player's own.

The format is documented in docs/setup-codes.md.  In short: every field is a digit of one
mixed-radix number (the format version first, the seed last, so it takes whatever room it
needs), written in base 32 with the letters 0-9 and A-Z less I, L, O and U (so nothing reads
as another letter or spells a word; I and L are read as 1 and O as 0 when typed), followed by
two check letters: a CRC-10 of the rest, which catches every single mistyped letter and every
swap of two neighbouring letters, and any other slip but one time in a thousand.  The letters
are shown in groups of four; dashes, spaces and case do not matter when typing.

Nothing here imports pygame: the window calls :func:`encode` and :func:`decode`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import game.games
from game.core.levels import level_name
from game.core.state import RULES_EDITION, GameInfo

CODE_FORMAT = 1  # raise it when a change would make an older reader misread a code (see the doc)
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
READ_AS = {"O": "0", "I": "1", "L": "1"}  # letters people type for the digits they look like
IGNORED = " -_.\t"
CHECK_LETTERS = 2
CRC_POLY = 0x233  # x^10 + x^9 + x^5 + x^4 + x + 1
CRC_BITS = 10
CRC_INIT = 0x3FF  # not zero, so a leading 0 counts (a shorter code never passes for a longer one)
MAX_LETTERS = 48
GROUP = 4
# The seed is bounded (schema.MAX_SEED, 2**63 - 1: TOML's largest integer, and what a save may hold),
# so every setup the program can make or read has a code, and the longest one (a five-seat game of AI
# seats, every option at its last choice, the largest seed: 31 characters with its dashes, 25 letters)
# fits the code box, which takes MAX_CODE_TEXT characters.
MAX_SEED = 2**63 - 1
MAX_CODE_TEXT = 40
# Seat digit: 0 a human, 1 + the index of the AI level here (never reordered; new levels go last).
SEAT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard", "expert")
RADIX_FORMAT, RADIX_GAME, RADIX_EDITION, RADIX_PLAYERS, RADIX_OPTIONS = 32, 32, 16, 8, 16
RADIX_SEAT = 1 + len(SEAT_LEVELS) + 2  # room for two more levels without a new format


class CodeError(ValueError):
    """A code cannot be made or read; the message says why, in words for the player."""


@dataclass(frozen=True)
class SetupCode:
    """What a code holds.  `levels` has one entry per seat: None for a human, else the AI level."""

    game: str
    players: int
    seed: int
    options: dict[str, Any]
    levels: tuple[str | None, ...]

    def setup(self, names: Sequence[str] = (), colours: Sequence[str] = ()) -> dict[str, Any]:
        """The setup dict in the save layer's format (names and colours as given, else plain)."""
        seats = []
        for index, level in enumerate(self.levels):
            seat: dict[str, Any] = {"name": names[index] if index < len(names) else f"Player {index + 1}",
                                    "kind": "human" if level is None else "ai"}
            if level is not None:
                seat["level"] = level
            if index < len(colours):
                seat["colour"] = colours[index]
            seats.append(seat)
        return {"players": self.players, "seed": self.seed, "options": dict(self.options), "seats": seats}


def default_lookup(game_id: str) -> GameInfo:
    return game.games.get(game_id)


def numbered(number: int, games: Callable[[str], GameInfo]) -> GameInfo | None:
    """The game whose ``GameInfo.code_number`` is `number`, among the registry's games (None if none
    of this build's games has it; a game that cannot start is passed over)."""
    found = (_started(game_id, games) for game_id in game.games.GAME_IDS)
    return next((info for info in found if info is not None and info.code_number == number), None)


def _started(game_id: str, games: Callable[[str], GameInfo]) -> GameInfo | None:
    try:
        return games(game_id)
    except Exception:  # noqa: BLE001 - a game missing from this build has no number here
        return None


# -- the check letters ---------------------------------------------------------------
def crc10(symbols: Sequence[int]) -> int:
    """The CRC-10 of a run of 5-bit symbols (most significant bit first)."""
    crc = CRC_INIT
    for symbol in symbols:
        for bit in range(4, -1, -1):
            top = (crc >> (CRC_BITS - 1)) & 1
            crc = ((crc << 1) & ((1 << CRC_BITS) - 1)) | ((symbol >> bit) & 1)
            if top:
                crc ^= CRC_POLY & ((1 << CRC_BITS) - 1)
    for _ in range(CRC_BITS):  # push the remainder through, as appending ten zero bits would
        top = (crc >> (CRC_BITS - 1)) & 1
        crc = (crc << 1) & ((1 << CRC_BITS) - 1)
        if top:
            crc ^= CRC_POLY & ((1 << CRC_BITS) - 1)
    return crc


def _check_symbols(symbols: Sequence[int]) -> list[int]:
    crc = crc10(symbols)
    return [(crc >> 5) & 31, crc & 31]


# -- writing ------------------------------------------------------------------------
def encode(game_id: str, setup: Mapping[str, Any], *, games: Callable[[str], GameInfo] | None = None) -> str:
    """The code of a setup (players, seed, options, seats), grouped for reading; CodeError if
    this setup cannot be written as a code (a game without a number, a value no option offers)."""
    try:
        info = (games or default_lookup)(game_id)
    except (KeyError, ModuleNotFoundError):
        info = None
    if info is None or info.code_number is None:
        raise CodeError(f"the game {game_id!r} has no setup codes")
    players = _integer(setup.get("players"), "players")
    seed = _integer(setup.get("seed"), "seed")
    if not 0 <= seed <= MAX_SEED:
        raise CodeError(f"a seed must be from 0 to {MAX_SEED} to be written as a code")
    if not 1 <= players < RADIX_PLAYERS:
        raise CodeError(f"{players} seats cannot be written as a code")
    options = dict(setup.get("options") or {})
    edition = options.pop(RULES_EDITION, info.rules_edition)
    if type(edition) is not int or not 1 <= edition < RADIX_EDITION:
        raise CodeError(f"rules edition {edition!r} cannot be written as a code")
    digits: list[tuple[int, int]] = [(CODE_FORMAT, RADIX_FORMAT), (info.code_number, RADIX_GAME),
                                     (edition, RADIX_EDITION), (players, RADIX_PLAYERS),
                                     (len(info.options), RADIX_OPTIONS)]
    unknown = set(options) - {spec.key for spec in info.options}
    if unknown:
        raise CodeError(f"{info.title} has no option {min(unknown)!r}")
    for spec in info.options:
        value = options.get(spec.key, spec.default)
        choices = _choices(spec)
        if value not in choices:
            raise CodeError(f"the option {spec.label!r} cannot be {value!r} in a code")
        digits.append((choices.index(value), len(choices)))
    seats = list(setup.get("seats") or [])
    for index in range(players):
        seat = seats[index] if index < len(seats) else {}
        digits.append((_seat_digit(seat, index), RADIX_SEAT))
    number = seed
    for value, radix in reversed(digits):
        number = number * radix + value
    symbols = []
    while number:
        number, symbol = divmod(number, 32)
        symbols.append(symbol)
    symbols = list(reversed(symbols)) or [0]
    letters = "".join(ALPHABET[s] for s in symbols + _check_symbols(symbols))
    return group(letters)


def group(letters: str) -> str:
    """Letters in groups of four, the last group as long as what is left."""
    return "-".join(letters[i:i + GROUP] for i in range(0, len(letters), GROUP))


def _integer(value: Any, what: str) -> int:
    if type(value) is not int:
        raise CodeError(f"the setup's {what} is not a whole number")
    return value


def _choices(spec: Any) -> list[Any]:
    return list(spec.choices) if spec.choices else [False, True]


def _seat_digit(seat: Mapping[str, Any], index: int) -> int:
    if seat.get("kind") != "ai":
        return 0
    try:
        level = level_name(str(seat.get("level") or "normal"))
    except ValueError:
        raise CodeError(f"seat {index + 1}'s AI level {seat.get('level')!r} cannot be written as a code") from None
    if level not in SEAT_LEVELS:
        raise CodeError(f"the AI level {level!r} has no setup code yet")
    return 1 + SEAT_LEVELS.index(level)


# -- reading ------------------------------------------------------------------------
def letters_of(text: str) -> list[int]:
    """The symbols of a typed code (case, dashes and spaces ignored; O read as 0, I and L as 1)."""
    if not isinstance(text, str):
        raise CodeError("a setup code is text")
    symbols = []
    for ch in text.upper():
        if ch in IGNORED:
            continue
        ch = READ_AS.get(ch, ch)
        if ch not in ALPHABET:
            shown = ch if ch.isprintable() else repr(ch)
            raise CodeError(f"“{shown}” is not a letter of setup codes: they use the digits and the letters "
                            "A to Z but for I, L, O and U.")
        symbols.append(ALPHABET.index(ch))
    if not symbols:
        raise CodeError("Type a setup code first.")
    if len(symbols) > MAX_LETTERS:
        raise CodeError(f"That is too long for a setup code ({len(symbols)} letters; codes are "
                        f"under {MAX_LETTERS}).")
    if len(symbols) <= CHECK_LETTERS:
        raise CodeError("That is too short for a setup code: a letter or more is missing.")
    return symbols


def decode(text: str, *, games: Callable[[str], GameInfo] | None = None) -> SetupCode:
    """What a typed code holds; CodeError with a message for the player if it is not a good code."""
    symbols = letters_of(text)
    body, check = symbols[:-CHECK_LETTERS], symbols[-CHECK_LETTERS:]
    if _check_symbols(body) != check:
        raise CodeError("This code has a typo: its last two letters do not check. "
                        "Compare it with the original letter by letter.")
    number = 0
    for symbol in body:
        number = number * 32 + symbol

    def take(radix: int) -> int:
        nonlocal number
        number, value = divmod(number, radix)
        return value

    version = take(RADIX_FORMAT)
    if version > CODE_FORMAT:
        raise CodeError(f"This code was made by a newer version of the game (code format {version}; this "
                        f"version reads format {CODE_FORMAT} and older). Update the game to use it.")
    if version < 1:
        raise CodeError("This is not a setup code (its format number is 0).")
    number_of_game = take(RADIX_GAME)
    found = numbered(number_of_game, games or default_lookup)
    if found is None:
        raise CodeError(f"This code is for a game this version does not have (game number {number_of_game}). "
                        "A newer version of the game may have it.")
    info = found
    game_id = info.id
    edition = take(RADIX_EDITION)
    if edition > info.rules_edition:
        raise CodeError(f"This code was made by a newer version: it plays {info.title} by rules edition "
                        f"{edition}, and this version knows editions up to {info.rules_edition}.")
    if edition < 1:
        raise CodeError(f"This code names rules edition 0 of {info.title}, which never existed.")
    players = take(RADIX_PLAYERS)
    if not info.min_players <= players <= info.max_players:
        raise CodeError(f"{info.title} takes {info.min_players} to {info.max_players} players; "
                        f"this code says {players}.")
    count = take(RADIX_OPTIONS)
    if count > len(info.options):
        raise CodeError(f"This code was made by a newer version: it sets {count} options of {info.title} "
                        f"and this version has {len(info.options)}.")
    options: dict[str, Any] = {}
    for spec in info.options[:count]:
        choices = _choices(spec)
        index = take(len(choices))
        options[spec.key] = choices[index]
    for spec in info.options[count:]:
        options[spec.key] = spec.default  # an older code: the options added since keep their default
    levels: list[str | None] = []
    for seat in range(players):
        digit = take(RADIX_SEAT)
        if digit > len(SEAT_LEVELS):
            raise CodeError(f"Seat {seat + 1} is played by an AI level this version does not have "
                            "(a newer version may).")
        levels.append(None if digit == 0 else SEAT_LEVELS[digit - 1])
    if number > MAX_SEED:
        raise CodeError(f"This code holds a seed larger than any game takes (the largest is {MAX_SEED}).")
    if edition != info.rules_edition:
        options[RULES_EDITION] = edition
    try:
        info.check_options(options)
    except ValueError as exc:
        raise CodeError(f"This code's options do not fit {info.title}: {exc}.") from None
    return SetupCode(game_id, players, number, options, tuple(levels))


def same_code(a: str, b: str) -> bool:
    """Whether two typed codes are the same letters (case, dashes, look-alikes ignored)."""
    try:
        return letters_of(a) == letters_of(b)
    except CodeError:
        return False
