"""Final scoring, steps a–e of the rulebook, with every tie-break.

Worked example (rulebook Example 4): Alex 3 (schemer) + 5 (variety) + 24 + 8 + 9
= 49, Bill 5 + 16 + 18 + 18 = 57, Nicole 2 (unused majors) + 40 + 12 = 54;
Bill wins.
"""

from __future__ import annotations

from .board import board_total
from .content import Content


def schemer(intrigue: list[int], arrival: list[int]) -> int:
    """The seat with the highest intrigue; on a shared space the token on top (arrived last)."""
    return max(range(len(intrigue)), key=lambda p: (intrigue[p], arrival[p]))


def breakdown(content: Content, *, intrigue: list[int], arrival: list[int], favours: list[list[int]],
              eq_cards: list[list[int]], boards: list[list[int]], power: list[int],
              white_used: list[bool]) -> list[tuple[str, list[int]]]:
    """Rows (label, points per seat) of the final scoring; the last row is the total."""
    n = len(intrigue)
    s = content.scoring
    top = schemer(intrigue, arrival)
    row_a = [s["schemer"] if p == top else 0 for p in range(n)]
    row_b = [s["unused_major_favour"] * sum(1 for f in favours[p] if f == 2) for p in range(n)]
    variety = [sum(1 for c in eq_cards[p] if c > 0) for p in range(n)]
    best = max(variety)
    row_c = [s["variety"] if best > 0 and variety[p] == best else 0 for p in range(n)]
    row_d = [s["perfect_board"] if board_total(boards[p]) == content.perfect_board_total else 0
             for p in range(n)]
    row_e = [sum(eq_cards[p][g] * power[g] for g in range(6)) for p in range(n)]
    row_w = [s["white_vote_penalty"] if white_used[p] else 0 for p in range(n)]
    rows = [("a. Schemer", row_a), ("b. Unused major favours", row_b), ("c. Greatest variety", row_c),
            ("d. Board worth exactly 36", row_d), ("e. Equilibrium cards", row_e)]
    if any(white_used):
        rows.append(("White vote", row_w))
    total = [sum(r[1][p] for r in rows) for p in range(n)]
    rows.append(("Total", total))
    return rows


def tie_steps(eq_cards: list[list[int]]) -> list[tuple[str, list[int]]]:
    """The tie-breaks after points, in order: most equilibrium cards, then greatest variety."""
    return [("most Equilibrium cards", [sum(cards) for cards in eq_cards]),
            ("greatest variety", [sum(1 for c in cards if c > 0) for cards in eq_cards])]


def winners(total: list[int], eq_cards: list[list[int]]) -> list[int]:
    """Most points; then most equilibrium cards; then greatest variety; else a shared win."""
    steps = tie_steps(eq_cards)

    def key(p: int) -> tuple[int, ...]:
        return (total[p], *(values[p] for _words, values in steps))
    best = max(key(p) for p in range(len(total)))
    return [p for p in range(len(total)) if key(p) == best]
