"""The pieces you may pick up at the decision at hand: the cards of your hand that may be played (now
or a step or two from now), counters of your pool (to move onto an uncontrolled vampire), your
uncontrolled vampires that may come out or give blood back, and your minions that may act (dragged
onto your prey to bleed)."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.core import Action
from game.ui.kit.drag import Token
from game.ui.kit.table import Drawn
from game.ui.tables.methuselah import art
from game.ui.tables.methuselah.layout import TableLayout, hand_rects, pool_homes
from game.ui.tables.methuselah.minions import draw_blood, is_strip
from game.ui.tables.methuselah.model import Minion, TableModel
from game.ui.tables.methuselah.paths import card_of
from game.ui.tables.methuselah.read import A
from game.ui.tables.methuselah.seats import pool_label_width, pool_radius


def with_blood(sprite: pygame.Surface, minion: Minion, unit: float) -> pygame.Surface:
    """A piece's card with the blood on it, drawn as where it lies: a minion you may pick up keeps
    its count in sight (the table draws a carried piece only as its sprite)."""
    out = sprite.copy()
    draw_blood(out, out.get_rect(), minion, unit, True, Drawn())
    return out


def hand_tokens(model: TableModel, area: TableLayout, legal: list[Action]) -> list[Token]:
    playable = {card_of(a) for a in legal if card_of(a) is not None}
    if any(isinstance(a, (A.Pick, A.Act, A.Block)) for a in legal):
        playable |= {c.id for c in model.hand}    # a card may be played a step or two from now
    out = []
    for i, (card, box) in enumerate(zip(model.hand, hand_rects(area.hand, len(model.hand), area.unit),
                                        strict=False)):
        if card.id in playable:
            out.append(Token(("hand", i), (float(box.centerx), float(box.centery)),
                             radius=min(box.width, box.height) * 0.48,
                             sprite=art.library_sprite(card, box.size, area.unit), kind=("card", card.id)))
    return out


def pool_tokens(model: TableModel, area: TableLayout, legal: list[Action]) -> list[Token]:
    if not any(isinstance(a, A.Transfer) and a.amount > 0 for a in legal):
        return []
    radius = pool_radius(area.unit)
    homes = pool_homes(area.pool, model.seats[model.me].pool, radius, pool_label_width(area.unit))
    return [Token(("blood", i), home, radius=radius * 1.3, sprite=art.drop(radius), kind=("pool",))
            for i, home in enumerate(homes)]


def uncontrolled_tokens(model: TableModel, area: TableLayout, legal: list[Action],
                        hits: dict[Hashable, pygame.Rect]) -> list[Token]:
    slots = {a.slot for a in legal if isinstance(a, (A.BringOut, A.Transfer)) and
             (isinstance(a, A.BringOut) or a.amount < 0)}
    out = []
    for minion in model.seats[model.me].uncontrolled:
        slot = minion.key[2]
        rect = hits.get(minion.key)
        if slot in slots and rect is not None:
            sprite = (art.strip_sprite(minion, rect.size, area.unit) if is_strip(rect) else
                      with_blood(art.vampire_sprite(minion, rect.size, area.unit), minion, area.unit * 0.85))
            out.append(Token(minion.key, (float(rect.centerx), float(rect.centery)),
                             radius=min(rect.size) * 0.5, sprite=sprite))
    return out


def minion_tokens(model: TableModel, area: TableLayout, legal: list[Action], hits: dict[Hashable, pygame.Rect],
                  acting: int) -> list[Token]:
    """Your minions that may act now (`acting`: the one whose action is being chosen, or -1): drag one
    onto your prey to bleed (pressed and let go: a click)."""
    may_act = {a.uid for a in legal if isinstance(a, A.Pick)}
    if any(isinstance(a, A.Act) and a.what == "bleed" for a in legal) and acting >= 0:
        may_act.add(acting)
    out = []
    for minion in model.seats[model.me].ready:
        rect = hits.get(minion.key)
        if minion.key[1] in may_act and rect is not None:
            upright = (rect.height, rect.width) if minion.locked else rect.size
            sprite = art.vampire_sprite(minion, upright, area.unit)
            if minion.locked:
                sprite = pygame.transform.rotate(sprite, -90)
            sprite = with_blood(sprite, minion, area.unit)
            out.append(Token(minion.key, (float(rect.centerx), float(rect.centery)),
                             radius=min(rect.size) * 0.5, sprite=sprite))
    return out
