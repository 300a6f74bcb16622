"""The questions Equilibrium asks in panels, built on the kit's one choice panel.

How a card resolves (or how to answer an attack, or a favour after one), which
way to play a card that can be played several ways, and the secret era vote
(the voter's own guild power cards, a switch for the White vote).  Keys: 1–9
the choices, P passes, Backspace cancels a popup.
"""

from __future__ import annotations

from typing import cast

import pygame

from game.core import Action
from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.base import Tip
from game.ui.kit.choices import Choice, ChoicePanel, Keys, Row, Switch
from game.ui.kit.gestures import of_kind
from game.ui.kit.sprites import font
from game.ui.kit.table import add_tip
from game.ui.tables.equilibrium import art, moves
from game.ui.tables.equilibrium.hints import vote_rule
from game.ui.tables.equilibrium.model import TableModel
from game.ui.tables.equilibrium.read import REACT, RESOLVE, Commit, Pass, Vote, load

KEYS = Keys(passes=(Pass,))


def shadowed(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A question panel lifted off the board by a soft shadow."""
    surface.blit(sprites.soft_shadow(rect.size, 14, 170), (rect.left - 14, rect.top - 8))
    paint.panel(surface, rect, th.NIGHT, th.GOLD, alpha=242)


def question(title: str, note: str, choices: list[tuple[str, Action]], cancel: bool = False) -> ChoicePanel:
    """A titled panel of buttons, one per action (laid out with ``layout_grid``)."""
    return ChoicePanel(title, note, [("", choices)], KEYS, cancel=cancel, frame=shadowed)


def ops_panel(model: TableModel, names: list[str], actions: list[moves.OpAction], legal: list[Action],
              focus: bool, only: bool = False) -> ChoicePanel:
    """How the card resolves (resolve), whether to answer (react) or to use a favour (self_favour).

    With `only`, the actions a token move matched more than once: choose, or cancel."""
    me, stage, card = model.me, model.step, model.effect
    t_guild, target, active = model.target_guild, model.target, model.active
    guild = model.guilds[t_guild].name if t_guild >= 0 else ""
    beside = focus and stage == RESOLVE and bool(guild)  # a narrow panel beside a rival's board
    choices: list[tuple[str, Action]] = [(moves.op_label(a, t_guild if beside else -1), a) for a in actions]
    if not only and of_kind(legal, Pass):
        choices.append(("Pass", Pass()))
    attacker = names[active] if 0 <= active < len(names) else ""
    if stage == RESOLVE:
        whose = "your" if target == me else f"{names[target]}'s"
        title, note = f"{card} on {whose} {guild}", "Choose how it resolves, or drag a token on the board."
        if beside:
            title, note = f"How does it resolve on {guild}?", "Click a choice, or drag a token on the board."
    elif stage == REACT:
        title = "Answer the attack?"
        note = f"{attacker} played {card} on your {guild}. Use a favour, or pass."
    else:
        title, note = "Use a favour?", f"After your attack on the {guild}: a favour acts on your own board."
    if only:
        note = "That move fits more than one way: choose."
    return question(title, note, choices, cancel=only)


def commit_picker(card: str, options: list[Action]) -> ChoicePanel:
    """A card that may be played several ways (plain, with a favour, a hand card): which?"""
    return question(load().cards[card].name, "Play it how?", [(moves.commit_label(a), a) for a in options
                                                              if isinstance(a, Commit)],
                    cancel=True)


def no_action_panel() -> ChoicePanel:
    return question("No action is possible", "Every card is out of reach: the token is spent without effect.",
                    [("Spend the token", Pass())])


def vote_panel(model: TableModel, legal: list[Action]) -> ChoicePanel:
    """The secret era vote: the voter's guild power cards face up for them alone; W switches to White votes."""
    era, players = model.era, model.players
    cards = sorted({card.id for card in model.seats[model.me].vote_options})
    choices = [Choice(moves.vote_label(c, players)[0], Vote(c, white), variant=white) for white in (False, True)
               for c in cards if Vote(c, white) in legal]
    note = ("Keep one card: it raises that guild's power. The other two leave the game."
            if era <= 2 else "Keep one card: it stays face down until the final scoring.")
    switch = Switch(lambda on: f"White vote: {'on' if on else 'off'}", pygame.K_w,
                    "Abstain once a game: the chosen card is set aside unseen (−2 points).")
    return ChoicePanel(f"Era change {era}: your secret vote", note, [Row("", choices)], KEYS, switch=switch,
                       painter=lambda s, r, c, i, hover, tips: draw_vote_card(s, r, cast(Vote, c.action), players, i,
                                                                              hover, tips))


def draw_vote_card(surface: pygame.Surface, rect: pygame.Rect, vote: Vote, players: int, index: int, hover: bool,
                   tips: list[Tip]) -> None:
    """A guild power card: the guild's colour and emblem, its power value, its name, its key."""
    content = load()
    g, value = vote.card // 2, content.vote_values[players][vote.card % 2]
    colour = art.guild_colour(g)
    r = rect.move(0, -th.theme.px(8) if hover else 0)
    surface.blit(sprites.soft_shadow(r.size, 10, 150), (r.left - 10, r.top - 4))
    pygame.draw.rect(surface, th.darken(colour, 0.35), r, border_radius=10)
    pygame.draw.rect(surface, th.GOLD if hover else th.lighten(colour, 0.3), r, 3, border_radius=10)
    mark = art.emblem(g, int(r.width * 0.62), th.lighten(colour, 0.55))
    surface.blit(mark, mark.get_rect(center=(r.centerx, r.top + r.height * 0.38)))
    paint.text(surface, f"+{value}", font(r.width * 0.34, "bold"), th.GOLD, (r.centerx, r.top + r.height * 0.72),
               "center", shadow=True)
    name = content.guilds[g].name
    paint.text(surface, name, font(r.width * 0.14, "bold"), th.PARCHMENT, (r.centerx, r.bottom - th.theme.px(10)),
               "midbottom")
    paint.text(surface, str(index + 1), th.theme.font("tiny"), th.GOLD_DIM, (r.left + 8, r.top + 6))
    add_tip(tips, (r, f"{name} +{value}: raises the {name}' power by {value}"
                   + (" (white vote: set aside unseen)" if vote.white else "")), vote_rule(vote.white))
