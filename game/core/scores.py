"""A score told by its parts: the rows a game declares and the tie-break that decided its winner.

Every state answers three questions for the results screen and the score preview (see
:class:`game.core.state.GameState`):

* ``score_breakdown()``: the score by category, ``[(category, points per seat), ...]``, whose rows
  add up exactly to ``scores()`` for every seat, at every position (a preview mid-game, the end);
* ``score_notes()``: counts the table shows beside the score that are not points (zones
  controlled, a pool that breaks a tie), never added;
* ``tie_break()``: when the top scores tie and a rule chose among the tied seats, that rule in the
  game's words (one short sentence); otherwise ``""``.

:func:`decided_by` words the tie-break from the game's own ordered tie-break steps, so a game
states each step once, as it breaks ties.
"""

from __future__ import annotations

from collections.abc import Sequence

ScoreRow = tuple[str, list[int]]
"""(category, points per seat) — or, for a note, (what is counted, count per seat)."""

TieStep = tuple[str, Sequence[float]]
"""One tie-break step: its words ("most cards in hand") and each seat's value (more is better)."""


def top_seats(scores: Sequence[int]) -> list[int]:
    """The seats with the highest score."""
    if not scores:
        return []
    best = max(scores)
    return [seat for seat, score in enumerate(scores) if score == best]


def decided_by(scores: Sequence[int], winners: Sequence[int], steps: Sequence[TieStep], unit: str = "points",
               last: str = "") -> str:
    """The tie-break sentence: "" unless the top scores tie and the winners are fewer than the tied
    seats; then each step that narrowed the tie (in order), and `last` (the game's final word, such as a
    draw) when the steps leave more seats tied than won."""
    tied = top_seats(scores)
    won = set(winners)
    if len(tied) < 2 or not won or not won < set(tied):
        return ""
    used: list[str] = []
    left = tied
    for words, values in steps:
        if set(left) <= won:
            break
        best = max(values[seat] for seat in left)
        narrowed = [seat for seat in left if values[seat] == best]
        if len(narrowed) < len(left):
            used.append(words)
        left = narrowed
    if not set(left) <= won and last:
        used.append(last)
    if not used:
        return ""
    return f"Tied on {scores[tied[0]]} {unit}: decided by {', then '.join(used)}."


def check_rows(rows: Sequence[ScoreRow], scores: Sequence[int]) -> bool:
    """True when the rows add up to `scores` for every seat (the contract's promise)."""
    return all(sum(values[seat] for _category, values in rows) == score for seat, score in enumerate(scores))
