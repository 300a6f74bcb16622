"""Bloodlines' hints: the rules sections the table's hit areas belong to (``game.ui.kit.table``), and the
places it draws without a tip of their own (``extra_tips``, see ``game.ui.kit.hints``).

Each painter says the section of what it draws (``tips.tip(rect, text, RULE)``); a scheme's and a
battleground's section follow from what it is (the clan mechanic a scheme sets off, the board's
battleground), never from its words.
"""

from __future__ import annotations

from typing import Any

from game.ui.kit.table import Drawn
from game.ui.tables.bloodlines.model import Board, Scheme

# the sections of game/games/bloodlines/rules.md the table's things belong to
CHARACTERS = "Characters"
A_TURN = "A turn"
RECRUITING = "Recruiting"
SCHEMES = "Schemes"
TOKENS = "Tokens"
CLANS = "The clans"
BATTLEGROUNDS = "The battlegrounds"
THE_END = "The end"
GROUND_SECTIONS = {   # each battleground's own section, by its id
    "ladder": "The Ladder of Blood", "courts": "The Four Thrones", "hunger": "The Leash of Conscience",
    "witch_hunt": "The Holy Tribunal", "burning": "The Night of Torches", "veil": "The Veil of Night",
    "night_court": "The Crown of the City", "changing": "The Tide of Progress", "long_war": "The War of the Sects",
}
FALLBACK = A_TURN
SECTIONS = (CHARACTERS, A_TURN, RECRUITING, SCHEMES, TOKENS, CLANS, BATTLEGROUNDS, *GROUND_SECTIONS.values(),
            THE_END)


def ground_rule(board: Board) -> str:
    """The section of a battleground board and everything on it: its own."""
    return GROUND_SECTIONS.get(board.id, BATTLEGROUNDS)


def scheme_rule(scheme: Scheme | None) -> str | None:
    """The section of a scheme: the clans' when it sets off a clan's mechanic, else the schemes' (None: no
    such scheme, the fallback)."""
    if scheme is None:
        return None
    return CLANS if scheme.mechanic else SCHEMES


def extra_tips(table: Any) -> Drawn:
    """Each battleground's whole board, the missions, the queue, the schemes and every bloodline."""
    drawn = Drawn()
    area, model = getattr(table.view, "area", None), getattr(table.view, "model", None)
    if area is None or model is None:
        return drawn
    for rect, board in zip(area.boards, model.boards, strict=False):
        title = GROUND_SECTIONS.get(board.id, board.id)
        drawn.tip(rect, f"{title}, a battleground: every vampire activated moves it by its attributes; it scores "
                  "at the end of the game.", ground_rule(board))
    drawn.tip(area.missions, "The missions: at the end each goes to the player with the most of its attribute, and "
              "its power to that player's clan leader.", THE_END)
    drawn.tip(area.queue, "The queue: the left-most character costs 3 power, the next 1 (free for your own clan); "
              "the others are free. Recruit one each turn.", RECRUITING)
    drawn.tip(area.hand, "Your clan schemes: play one a turn with a coterie showing its archetypes.", SCHEMES)
    names = table.seat_names()
    me = table.viewer if table.viewer is not None else 0
    for rect, seat in ((area.own, me), *zip(area.rivals, area.rival_seats, strict=False)):
        if 0 <= seat < len(names):
            drawn.tip(rect, f"{names[seat]}'s bloodline: the clan leader on top, each vampire's childer (at most "
                      "three) beneath it.", RECRUITING)
    return drawn
