"""Methuselah's hints: the rules sections the table's hit areas belong to (``game.ui.kit.table``), and the
places it draws without a tip of their own (``extra_tips``, see ``game.ui.kit.hints``).

Each painter says the section of what it draws (``drawn.tip(rect, text, RULE)``); a card's and a
minion's section follow from what it is (its kind, its effects, its title), never from its words.
"""

from __future__ import annotations

from typing import Any

from game.ui.kit.table import Drawn
from game.ui.tables.methuselah.model import Card, Minion

# the sections of game/games/methuselah/rules.md the table's things belong to
GOAL = "Goal"
TABLE = "The table"
YOUR_TURN = "Your turn"
ACTIONS = "Actions"
BLOCKS = "Blocks"
COMBAT = "Combat"
REFERENDUMS = "Referendums"
INFLUENCE = "Influence"
DISCARD = "Discard phase"
CARDS = "Cards"
FALLBACK = TABLE
SECTIONS = (GOAL, TABLE, YOUR_TURN, ACTIONS, BLOCKS, COMBAT, REFERENDUMS, INFLUENCE, DISCARD, CARDS)

MARKS = {"acts": ACTIONS, "blocks": TABLE, "fights": COMBAT}   # a minion the stage is about, by its mark


def card_rule(card: Card) -> str:
    """The section of a library card: a referendum's, combat's, a block's, an event's, else the cards'."""
    if card.hidden:
        return TABLE
    if card.kind == "political":
        return REFERENDUMS
    if card.kind == "combat":
        return COMBAT
    if card.kind == "reaction" and "intercept" in card.effects:
        return BLOCKS
    if card.kind in ("modifier", "reaction") and "votes" in card.effects:
        return REFERENDUMS
    if card.kind == "event":
        return DISCARD
    if card.kind == "vampire":
        return TABLE
    return CARDS


def minion_rule(minion: Minion) -> str:
    """The section of a minion: face down, the influence phase's; an ally, the cards'; a titled vampire,
    the referendums' (its votes); else the table's (its blood and capacity)."""
    if minion.card.hidden:
        return INFLUENCE
    if minion.ally:
        return CARDS
    if minion.title or "votes" in minion.card.effects:
        return REFERENDUMS
    return TABLE


def extra_tips(table: Any) -> Drawn:
    """Each rival's side of the table, the stage, your ready, torpor and uncontrolled regions, your hand."""
    drawn = Drawn()
    area = getattr(table.view, "area", None)
    if area is None:
        return drawn
    names = table.seat_names()
    me = table.viewer if table.viewer is not None else 0
    n = len(names)
    others = [(me + k) % n for k in range(1, n)]
    for rect, seat in zip(area.rivals, others, strict=False):
        drawn.tip(rect, f"{names[seat]}'s side of the table: ready minions, torpor and the uncontrolled region.",
                  TABLE)
    drawn.tip(area.stage, "The stage: the action under way, the blocks tried on it, and the combat.", ACTIONS)
    drawn.tip(area.ready, "Your ready region: the minions you control; unlocked ones may act.", TABLE)
    drawn.tip(area.torpor, "Your torpor region: vampires laid low; one may leave as its action (2 blood), or be "
              "rescued.", TABLE)
    drawn.tip(area.uncontrolled, "Uncontrolled region: your vampires waiting for blood, face down to the others.",
              INFLUENCE)
    drawn.tip(area.hand, "Your hand: library cards, hidden from the others; you draw back up to 7.", TABLE)
    return drawn

