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
    return any(_any_token(board, a) for a in RELATED[card.relation][t])


def _can_place_pair(card: ActionCard, board: list[int], supply: list[int], t: int) -> bool:
    v1, v2 = card.values
    need = [0, 0, 0]
    need[v1 - 1] += 1
    need[v2 - 1] += 1
    return all(supply[i] >= need[i] for i in range(3)) and bool(RELATED[card.relation][t])


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
