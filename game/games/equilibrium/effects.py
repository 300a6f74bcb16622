"""The action cards' effects: every complete way to resolve a card on a target guild.

Each rule function yields resolution strings (see board.py); a card can be
played on a guild only if at least one resolution exists.  Worked example
(rulebook Example 1): Leverage on a guild holding a 2 and a 1 yields
"+3@g" (making an Equilibrium of 6) and, if the board has another 3, "-3@g".
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .board import GUILDS, RELATED, VALUES, can_remove, has, place_or_remove
from .content import ActionCard


def _empty(board: list[int], g: int) -> bool:
    i = g * 3
    return board[i] + board[i + 1] + board[i + 2] == 0


def _place_or_remove(card: ActionCard, board: list[int], supply: list[int], t: int) -> Iterator[str]:
    yield from place_or_remove(board, supply, t, (card.value,))


def _move_in(card: ActionCard, board: list[int], supply: list[int], t: int) -> Iterator[str]:
    for a in RELATED[card.relation][t]:
        for v in VALUES:
            if has(board, a, v):
                yield f"{v}:{a}>{t}"


def _place_pair(card: ActionCard, board: list[int], supply: list[int], t: int) -> Iterator[str]:
    v1, v2 = card.values
    need = [0, 0, 0]
    need[v1 - 1] += 1
    need[v2 - 1] += 1
    if all(supply[i] >= need[i] for i in range(3)):
        for a in RELATED[card.relation][t]:
            yield f"+{v1}@{t};+{v2}@{a}"


def _swap(card: ActionCard, board: list[int], supply: list[int], t: int) -> Iterator[str]:
    """Move x from the chosen guild to the target, then a different value back.

    Where no related guild and the target both hold tokens, only one move is made.
    """
    related = RELATED[card.relation][t]
    both = [a for a in related if not _empty(board, a) and not _empty(board, t)]
    if both:
        for a in both:
            for x in VALUES:
                if not has(board, a, x):
                    continue
                backs = [y for y in VALUES if y != x and has(board, t, y)]
                if backs:
                    for y in backs:
                        yield f"{x}:{a}>{t};{y}:{t}>{a}"
                else:
                    yield f"{x}:{a}>{t}"
        return
    for a in related:  # one movement only
        for v in VALUES:
            if has(board, a, v):
                yield f"{v}:{a}>{t}"
            if has(board, t, v):
                yield f"{v}:{t}>{a}"


def _remove_and_spread(card: ActionCard, board: list[int], supply: list[int], t: int) -> Iterator[str]:
    a, b = RELATED["adjacent"][t]
    v = card.value
    for x in VALUES:
        if has(board, t, x) and can_remove(board, x):
            available = supply[v - 1] + (1 if x == v else 0)
            if available >= 2:
                yield f"-{x}@{t};+{v}@{a};+{v}@{b}"


def _place_and_move(card: ActionCard, board: list[int], supply: list[int], t: int) -> Iterator[str]:
    for a in RELATED[card.relation][t]:
        for m in VALUES:
            if not has(board, a, m):
                continue
            for p in VALUES:
                if supply[p - 1] > 0:
                    yield f"+{p}@{t};{m}:{a}>{t}"


def _old_debts(card: ActionCard, board: list[int], supply: list[int], t: int) -> Iterator[str]:
    yield from place_or_remove(board, supply, t, VALUES)
    for a in range(GUILDS):
        if a != t:
            for v in VALUES:
                if has(board, a, v):
                    yield f"{v}:{a}>{t}"


def _nothing(card: ActionCard, board: list[int], supply: list[int], t: int) -> Iterator[str]:
    yield ""


EFFECTS: dict[str, Callable[[ActionCard, list[int], list[int], int], Iterator[str]]] = {
    "place_or_remove": _place_or_remove,
    "move_in": _move_in,
    "place_pair": _place_pair,
    "swap": _swap,
    "remove_and_spread": _remove_and_spread,
    "place_and_move": _place_and_move,
    "old_debts": _old_debts,
    "nothing": _nothing,
}


def resolutions(card: ActionCard, board: list[int], supply: list[int], t: int) -> list[str]:
    """Every distinct complete resolution of `card` on guild t of `board`."""
    seen: dict[str, None] = {}
    for ops in EFFECTS[card.effect](card, board, supply, t):
        seen.setdefault(ops, None)
    return list(seen)


def _any_token(board: list[int], g: int) -> bool:
    i = g * 3
    return board[i] > 0 or board[i + 1] > 0 or board[i + 2] > 0


def _placeable_or_removable(board: list[int], supply: list[int], g: int, values: tuple[int, ...]) -> bool:
    """Whether board.place_or_remove yields anything (its tests, without the strings)."""
    for v in values:
        if supply[v - 1] > 0 or (board[g * 3 + v - 1] > 0 and can_remove(board, v)):
            return True
    return False


# Whether each rule yields at least one resolution: the same tests as the generators above, made
# without building a string (the legal-action lists ask this for every card, guild and board).
# tests/games/equilibrium/test_engine_shortcuts.py checks each against its generator.
def _can_place_or_remove(card: ActionCard, board: list[int], supply: list[int], t: int) -> bool:
    return _placeable_or_removable(board, supply, t, (card.value,))


def _can_move_in(card: ActionCard, board: list[int], supply: list[int], t: int) -> bool:
    for a in RELATED[card.relation][t]:
        i = a * 3
        if board[i] > 0 or board[i + 1] > 0 or board[i + 2] > 0:
            return True
    return False


def _can_place_pair(card: ActionCard, board: list[int], supply: list[int], t: int) -> bool:
    v1, v2 = card.values   # one of each from the supply, two if they are the same value
    enough = supply[v1 - 1] >= 2 if v1 == v2 else supply[v1 - 1] >= 1 and supply[v2 - 1] >= 1
    return enough and bool(RELATED[card.relation][t])


def _can_swap(card: ActionCard, board: list[int], supply: list[int], t: int) -> bool:
    related = RELATED[card.relation][t]   # two moves or one, a token must be there to move
    return bool(related) and (_any_token(board, t) or any(_any_token(board, a) for a in related))


def _can_remove_and_spread(card: ActionCard, board: list[int], supply: list[int], t: int) -> bool:
    v = card.value
    for x in VALUES:
        if has(board, t, x) and can_remove(board, x) and supply[v - 1] + (1 if x == v else 0) >= 2:
            return True
    return False


def _can_place_and_move(card: ActionCard, board: list[int], supply: list[int], t: int) -> bool:
    return (any(_any_token(board, a) for a in RELATED[card.relation][t])
            and (supply[0] > 0 or supply[1] > 0 or supply[2] > 0))


def _can_old_debts(card: ActionCard, board: list[int], supply: list[int], t: int) -> bool:
    return _placeable_or_removable(board, supply, t, VALUES) or any(
        _any_token(board, a) for a in range(GUILDS) if a != t)


def _can_nothing(card: ActionCard, board: list[int], supply: list[int], t: int) -> bool:
    return True


PLAYABLE: dict[str, Callable[[ActionCard, list[int], list[int], int], bool]] = {
    "place_or_remove": _can_place_or_remove,
    "move_in": _can_move_in,
    "place_pair": _can_place_pair,
    "swap": _can_swap,
    "remove_and_spread": _can_remove_and_spread,
    "place_and_move": _can_place_and_move,
    "old_debts": _can_old_debts,
    "nothing": _can_nothing,
}


def playable(card: ActionCard, board: list[int], supply: list[int], t: int) -> bool:
    """True if at least one resolution exists (its rule's test, no resolution built)."""
    return PLAYABLE[card.effect](card, board, supply, t)


# The same tests for all six guilds at once, as a bit mask of the guilds (bit t: guild t), read from
# a board's summary (board_summary): the legal-action lists ask them for every card on several boards.
# tests/games/equilibrium/test_engine_shortcuts.py checks each bit against `playable`.
ALL_GUILDS = (1 << GUILDS) - 1
Summary = tuple[int, tuple[int, int, int], tuple[int, int, int]]
"""A board as its guilds holding any token, the guilds holding a 1, a 2, a 3, and how many 1s, 2s, 3s."""


def _guilds_related_to(related: tuple[tuple[int, ...], ...], held: int) -> int:
    return sum(1 << t for t in range(GUILDS) if any(held >> a & 1 for a in related[t]))


_NEXT_TO = {rel: tuple(_guilds_related_to(related, held) for held in range(ALL_GUILDS + 1))
            for rel, related in RELATED.items()}
"""[relation][guilds holding a token]: the guilds with a related guild among them."""
_WITH_RELATED = {rel: sum(1 << t for t in range(GUILDS) if related[t]) for rel, related in RELATED.items()}
_OTHER_THAN = tuple(sum(1 << t for t in range(GUILDS) if held & ~(1 << t)) for held in range(ALL_GUILDS + 1))
"""[guilds holding a token]: the guilds with a token on another guild."""


_SUMMARIES: dict[tuple[int, ...], Summary] = {}
"""Boards summed up so far (a board is asked about again and again while it does not change)."""
_KEPT = 1 << 15   # forgotten all at once past this many, to hold its memory


def board_summary(board: list[int]) -> Summary:
    key = tuple(board)
    known = _SUMMARIES.get(key)
    if known is not None:
        return known
    b = board
    ones = (b[0] > 0) | (b[3] > 0) << 1 | (b[6] > 0) << 2 | (b[9] > 0) << 3 | (b[12] > 0) << 4 | (b[15] > 0) << 5
    twos = (b[1] > 0) | (b[4] > 0) << 1 | (b[7] > 0) << 2 | (b[10] > 0) << 3 | (b[13] > 0) << 4 | (b[16] > 0) << 5
    threes = (b[2] > 0) | (b[5] > 0) << 1 | (b[8] > 0) << 2 | (b[11] > 0) << 3 | (b[14] > 0) << 4 | (b[17] > 0) << 5
    if len(_SUMMARIES) >= _KEPT:
        _SUMMARIES.clear()
    made = _SUMMARIES[key] = ones | twos | threes, (ones, twos, threes), (sum(b[0::3]), sum(b[1::3]), sum(b[2::3]))
    return made


def _removable(summary: Summary) -> int:
    """The guilds a token could be taken from (not a board's last of its value)."""
    _, holding, count = summary
    return ((holding[0] if count[0] >= 2 else 0) | (holding[1] if count[1] >= 2 else 0)
            | (holding[2] if count[2] >= 2 else 0))


def _on_place_or_remove(card: ActionCard, summary: Summary, supply: list[int]) -> int:
    v = card.value
    if supply[v - 1] > 0:
        return ALL_GUILDS
    return summary[1][v - 1] if summary[2][v - 1] >= 2 else 0


def _on_move_in(card: ActionCard, summary: Summary, supply: list[int]) -> int:
    return _NEXT_TO[card.relation][summary[0]]


def _on_place_pair(card: ActionCard, summary: Summary, supply: list[int]) -> int:
    v1, v2 = card.values
    enough = supply[v1 - 1] >= 2 if v1 == v2 else supply[v1 - 1] >= 1 and supply[v2 - 1] >= 1
    return _WITH_RELATED[card.relation] if enough else 0


def _on_swap(card: ActionCard, summary: Summary, supply: list[int]) -> int:
    held = summary[0]
    return _WITH_RELATED[card.relation] & (held | _NEXT_TO[card.relation][held])


def _on_remove_and_spread(card: ActionCard, summary: Summary, supply: list[int]) -> int:
    _, holding, count = summary
    v = card.value
    on = 0
    for x in VALUES:
        if count[x - 1] >= 2 and supply[v - 1] + (1 if x == v else 0) >= 2:
            on |= holding[x - 1]
    return on


def _on_place_and_move(card: ActionCard, summary: Summary, supply: list[int]) -> int:
    if supply[0] > 0 or supply[1] > 0 or supply[2] > 0:
        return _NEXT_TO[card.relation][summary[0]]
    return 0


def _on_old_debts(card: ActionCard, summary: Summary, supply: list[int]) -> int:
    if supply[0] > 0 or supply[1] > 0 or supply[2] > 0:
        return ALL_GUILDS
    return _removable(summary) | _OTHER_THAN[summary[0]]


def _on_nothing(card: ActionCard, summary: Summary, supply: list[int]) -> int:
    return ALL_GUILDS


PLAYABLE_ON: dict[str, Callable[[ActionCard, Summary, list[int]], int]] = {
    "place_or_remove": _on_place_or_remove,
    "move_in": _on_move_in,
    "place_pair": _on_place_pair,
    "swap": _on_swap,
    "remove_and_spread": _on_remove_and_spread,
    "place_and_move": _on_place_and_move,
    "old_debts": _on_old_debts,
    "nothing": _on_nothing,
}


def playable_guilds(card: ActionCard, board: list[int], supply: list[int]) -> int:
    """The guilds `card` can be played on (bit t: `playable(card, board, supply, t)`)."""
    return PLAYABLE_ON[card.effect](card, board_summary(board), supply)
