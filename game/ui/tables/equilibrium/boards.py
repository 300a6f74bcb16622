"""Drawing the player boards: six guild hexes with their tokens and totals, and each player's holdings.

An Equilibrium (a guild worth exactly 6) glows gold; hexes that may be chosen
now glow green.  Beside each ring: intrigue, action tokens still to play,
favours (minor or major) and Equilibrium cards, each with a tooltip.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials
from game.ui.kit.above import held_chips
from game.ui.kit.base import SeatLook, Tip
from game.ui.kit.cardface import zoom_faces
from game.ui.kit.hand import Chip, Face
from game.ui.kit.regions import flow_rects
from game.ui.kit.seats import pulse
from game.ui.kit.sprites import font
from game.ui.kit.table import add_tip
from game.ui.tables.equilibrium import art
from game.ui.tables.equilibrium.hints import (
    EQUILIBRIUM,
    ERA_VOTES,
    FAVOURS,
    ROUND,
    ROUND_END,
    TWO_PLAYERS,
    hex_rule,
)
from game.ui.tables.equilibrium.layout import BoardGeom
from game.ui.tables.equilibrium.model import Guild, Seat, TableModel, VoteCard


@dataclass
class BoardLook:
    """What is special about one board this frame."""

    seat: SeatLook                     # name, kind, colour and shape, score, whether it decides now
    targetable: bool = False           # may be clicked as the target
    targeted: bool = False             # the current turn's target
    lit: set[int] = field(default_factory=set)       # hexes that may be clicked or dropped on
    hover_hex: int | None = None
    chosen_hex: int | None = None
    hidden: Callable[[int, int], int] = lambda g, v: 0   # discs in flight, not drawn in place
    skip_disc: tuple[int, int, int] | None = None       # (guild, value, which of its like) of a disc in hand
    ghost: list[tuple[int, int, int]] = field(default_factory=list)  # (guild, value, +1/-1) previewed


def disc_radius(geom: BoardGeom) -> int:
    return max(5, int(geom.radius * (0.23 if geom.large else 0.22)))


def draw_ring(surface: pygame.Surface, geom: BoardGeom, seat: Seat, guilds: tuple[Guild, ...], look: BoardLook,
              clock: float, tips: list[Tip] | None = None) -> None:
    """The six hexes of one board: glow, tile, total numeral, name and tokens; the seat's mark and the
    board's total in the middle."""
    r = int(geom.radius)
    cx, cy = geom.centre
    mark = materials.marker(look.seat.style, max(5, int(geom.radius * 0.26)))
    surface.blit(mark, mark.get_rect(center=(round(cx), round(cy - geom.radius * 0.22))))
    paint.text(surface, f"Σ{seat.total}", font(geom.radius * 0.3, "bold"),
               th.GOLD if seat.total == 36 else th.PARCHMENT_DIM, (cx, cy + geom.radius * 0.22), "center")
    glow = pulse(clock)
    for g in range(6):
        centre = geom.hexes[g]
        total = seat.hexes[g].total
        if total == EQUILIBRIUM:
            halo = art.glow_hex(r, th.GOLD, 200)
            surface.blit(halo, halo.get_rect(center=(round(centre[0]), round(centre[1]))))
        if g in look.lit:
            halo = art.glow_hex(r, th.LEGAL if g != look.hover_hex else th.GOLD, 150 + 15 * round(6 * glow))
            surface.blit(halo, halo.get_rect(center=(round(centre[0]), round(centre[1]))))
        tile = art.hex_tile(g, r)
        surface.blit(tile, tile.get_rect(center=(round(centre[0]), round(centre[1]))))
        if g == look.chosen_hex:
            pygame.draw.polygon(surface, th.CRIMSON_LIGHT, geom.polygon(g, 0.95), max(2, r // 14))
        elif g in look.lit:
            pygame.draw.polygon(surface, th.GOLD if g == look.hover_hex else th.LEGAL, geom.polygon(g, 0.95),
                                max(2, r // 18))
        colour = th.GOLD if total == EQUILIBRIUM else (th.CRIMSON_LIGHT if total > EQUILIBRIUM else th.PARCHMENT)
        numeral = font(r * (0.56 if geom.large else 0.62), "bold")
        ty = centre[1] - r * (0.38 if geom.large else 0.36)
        hexagon = pygame.Rect(0, 0, round(r * 1.8), round(r * 1.75))
        hexagon.center = (round(centre[0]), round(centre[1]))
        with paint.within(surface, hexagon, f"the {guilds[g].name} hex"):
            paint.text(surface, str(total), numeral, colour, (centre[0], ty), "center", shadow=True)
            if geom.large:
                label = font(max(10, r * 0.19), "bold")
                paint.text(surface, guilds[g].name, label, th.lighten(art.guild_colour(g), 0.6),
                           (centre[0], centre[1] - r * 0.72), "center", shadow=True)
        draw_discs(surface, geom, seat.hexes[g].discs, g, look)
        if tips is not None:
            values = seat.hexes[g].discs
            sums = " + ".join(map(str, values)) + f" = {total}" if values else "no tokens"
            state = " — an Equilibrium" if total == EQUILIBRIUM else ""
            box = pygame.Rect(0, 0, int(r * 1.5), int(r * 1.5))
            box.center = (round(centre[0]), round(centre[1]))
            add_tip(tips, (box, f"{look.seat.name}'s {guilds[g].name}: {sums}{state}"), hex_rule(seat.hexes[g]))


def draw_discs(surface: pygame.Surface, geom: BoardGeom, discs: tuple[int, ...], g: int, look: BoardLook) -> None:
    """The discs of guild g in their slots; discs in flight or in hand leave their slot empty."""
    values = list(discs)
    skip: set[int] = set()
    if look.skip_disc is not None and look.skip_disc[0] == g:  # the very disc in hand leaves its own slot
        _g, held, which = look.skip_disc
        alike = [index for index, v in enumerate(values) if v == held]
        if 0 <= which < len(alike):
            skip.add(alike[which])
    for v in (1, 2, 3):
        missing = look.hidden(g, v)
        for index in range(len(values) - 1, -1, -1):
            if missing <= 0:
                break
            if values[index] == v and index not in skip:
                skip.add(index)
                missing -= 1
    ghosts_in = [v for gg, v, d in look.ghost if gg == g and d > 0]
    ghosts_out = [v for gg, v, d in look.ghost if gg == g and d < 0]
    shown = values + ghosts_in
    radius = disc_radius(geom)
    slots = geom.token_slots(g, len(shown), radius)
    for index, ((x, y), v) in enumerate(zip(slots, shown, strict=False)):
        if index in skip:
            continue
        sprite = art.disc(v, radius)
        if index >= len(values):  # a placement preview
            sprite = sprite.copy()
            sprite.set_alpha(140)
        surface.blit(sprite, sprite.get_rect(center=(round(x), round(y))))
    for v in ghosts_out:  # a removal preview: strike a disc of that value
        if v in values:
            x, y = slots[len(values) - 1 - values[::-1].index(v)]
            w = max(2, radius // 4)
            pygame.draw.line(surface, th.CRIMSON_LIGHT, (x - radius, y - radius), (x + radius, y + radius), w)
            pygame.draw.line(surface, th.CRIMSON_LIGHT, (x - radius, y + radius), (x + radius, y - radius), w)


def disc_positions(geom: BoardGeom, values: tuple[int, ...], g: int) -> list[tuple[int, tuple[float, float]]]:
    """(value, centre) of every disc on guild g as drawn, given its `values` biggest first (for picking up
    and for animations)."""
    slots = geom.token_slots(g, len(values), disc_radius(geom))
    return list(zip(values, slots, strict=False))


def draw_holdings(surface: pygame.Surface, area: pygame.Rect, model: TableModel, seat: int, style: th.SeatStyle,
                  unit: float, own: bool, tips: list[Tip]) -> None:
    """Intrigue, tokens left (rivals), favours and Equilibrium cards of `seat`, stacked in `area`."""
    held = model.seats[seat]
    guilds = model.guilds
    compact = area.width < 100 * unit
    label = font(max(10, (11.5 if compact else 13) * unit), "italic")
    value_font = font(max(12, 21 * unit), "bold")
    x, y = area.left + 2, area.top
    intrigue = held.intrigue
    right = area.right if area.width < 230 * unit else area.left + area.width // 2 - round(8 * unit)
    word = paint.text(surface, "Intrigue", label, th.PARCHMENT_DIM, (x, y + 3))
    if word.right + round(6 * unit) + value_font.size(str(intrigue))[0] > right - 2:
        y = word.bottom - round(4 * unit)   # too narrow for both: the number under the word
    r = paint.text(surface, str(intrigue), value_font, th.PARCHMENT, (right - 2, y - 3), "topright")
    add_tip(tips, (pygame.Rect(area.left, area.top, area.width, r.bottom - area.top),
                   f"Intrigue {intrigue}: the lowest plays next."), ROUND)
    y = r.bottom + round(2 * unit)
    if not own:
        tokens = held.tokens if model.phase == "action" else (False, False)
        tr = max(6, int(10 * unit))
        for i, offensive in enumerate((True, False)):
            sprite = art.action_token(style, offensive, tr)
            if not tokens[i]:
                sprite = sprite.copy()
                sprite.set_alpha(55)
            surface.blit(sprite, sprite.get_rect(center=(x + tr + 2 + i * (tr * 2 + 8), y + tr + 2)))
        add_tip(tips, (pygame.Rect(x, y, tr * 4 + 14, tr * 2 + 4),
                       "Action tokens still to play this round (dagger: offensive, shield: defensive)."), ROUND)
        y += tr * 2 + round(8 * unit)
    if not own and area.width > 230 * unit:  # a wide plate: favours and cards in a second column
        half = area.width // 2
        area = pygame.Rect(area.left + half + round(8 * unit), area.top, half - round(8 * unit), area.height)
        compact = False
        x, y = area.left + 2, area.top
    if not model.family:
        paint.text(surface, "Favours", label, th.PARCHMENT_DIM, (x, y))
        y += label.get_linesize()
        y = _favours(surface, area, y, held.favours, guilds, unit, compact, label, tips)
    for line in paint.wrap("Equilibrium cards", label, area.width - 4):
        paint.text(surface, line, label, th.PARCHMENT_DIM, (x, y))
        y += label.get_linesize()
    y = _equilibrium_cards(surface, area, y, held.eq_cards, guilds, unit, compact, label, tips)
    count = held.hand_count
    if count and not model.above:   # from above: the strip of held cards shows them
        text = f"{count} card{'s' if count != 1 else ''} in hand"
        if own and len(held.hand) == count:
            text = "In hand: " + ", ".join(c.name for c in held.hand)
        top = y
        for part in paint.wrap(text, label, area.width - 4, most=3):
            paint.text(surface, part, label, th.PARCHMENT_DIM, (x, y))
            y += label.get_linesize()
        if own:  # right-click: the hand's cards large (K1's one registration)
            zoom_faces(surface, pygame.Rect(x, top, area.width - 4, y - top), [c.face for c in held.hand])


def _favours(surface: pygame.Surface, area: pygame.Rect, y: int, favours: tuple[int, ...], guilds: tuple[Guild, ...],
             unit: float, compact: bool, label: pygame.font.Font, tips: list[Tip]) -> int:
    held = [g for g in range(6) if favours[g]]
    if not held:
        paint.text(surface, "none", label, th.ASH, (area.left + 4, y))
        return y + label.get_linesize() + 2
    size = max(12, int((17 if compact else 24) * unit))
    rects, bottom = flow_rects(area.left, y, area.width, len(held), size, size)
    for g, rect in zip(held, rects, strict=True):
        major = favours[g] == 2
        colour = art.guild_colour(g)
        pygame.draw.rect(surface, th.darken(colour, 0.35), rect, border_radius=3)
        pygame.draw.rect(surface, th.GOLD if major else th.PARCHMENT_DIM, rect, 2 if major else 1, border_radius=3)
        mark = art.emblem(g, int(rect.width * 0.8), th.GOLD if major else th.PARCHMENT)
        surface.blit(mark, mark.get_rect(center=rect.center))
        guild = guilds[g]
        paint.piece(surface, rect, f"the {guild.name}' favour")
        add_tip(tips, (rect, (f"{guild.name}' favour ({'major' if major else 'minor'}): "
                              f"{guild.major if major else guild.minor}")), FAVOURS)
    return bottom


def _equilibrium_cards(surface: pygame.Surface, area: pygame.Rect, y: int, cards: tuple[int, ...],
                       guilds: tuple[Guild, ...], unit: float, compact: bool, label: pygame.font.Font,
                       tips: list[Tip]) -> int:
    held = [g for g in range(6) if cards[g]]
    if not held:
        paint.text(surface, "none yet", label, th.ASH, (area.left + 4, y))
        return y + label.get_linesize() + 2
    w = max(10, int((14 if compact else 19) * unit))
    rects, bottom = flow_rects(area.left, y, area.width, len(held), w, int(w * 1.4))
    if bottom > area.bottom and len(held) > 1:  # a full plate: the cards closer, in one row if they can be
        one_row = (area.width - 2 - 2 * (len(held) - 1)) // len(held)
        w = max(12, min(w, one_row))
        rects, bottom = flow_rects(area.left, y, area.width, len(held), w, int(w * 1.4), gap=2)
    count_font = font(w * 0.75, "bold")
    for g, rect in zip(held, rects, strict=True):
        pygame.draw.rect(surface, th.lighten(art.guild_colour(g), 0.1), rect, border_radius=2)
        pygame.draw.rect(surface, th.PARCHMENT, rect, 1, border_radius=2)
        paint.text(surface, str(cards[g]), count_font, th.PARCHMENT, rect.center, "center", shadow=True)
        paint.piece(surface, rect, f"the {guilds[g].name} Equilibrium cards")
        add_tip(tips, (rect, f"{cards[g]} {guilds[g].name} Equilibrium card{'s' if cards[g] > 1 else ''}"), ROUND_END)
    return bottom


ACTION_CHIP = (70, 58, 96)   # an action card held in hand


def held_of(model: TableModel, seat: int, name: str) -> list[Chip]:
    """What `seat` holds hidden, as face-up chips (from above): its action cards in hand, the guild power
    cards it is choosing from, the one it chose this era and its votes kept face down."""
    held = model.seats[seat]
    guilds = model.guilds

    def vote_face(card: VoteCard) -> Face:
        return f"{guilds[card.guild].name} +{card.value}", th.darken(art.guild_colour(card.guild), 0.35)

    def vote_tip(card: VoteCard) -> str:
        guild = guilds[card.guild].name
        return f"{guild} +{card.value}: raises the {guild}' power by {card.value}."

    chips = held_chips(list(held.hand), lambda c: (c.name, ACTION_CHIP), lambda c: f"{c.name}: {c.text}",
                       f"In {name}'s hand", rule_of=lambda c: TWO_PLAYERS, card_of=lambda c: c.face)
    groups = ((list(held.vote_options), f"Among {name}'s cards for the vote"),
              ([held.vote] if held.vote is not None else [], f"{name}'s vote, face down"),
              (list(held.hidden_votes), f"{name}'s vote kept face down"))
    for cards, where in groups:
        chips += held_chips(cards, vote_face, vote_tip, where, apart=bool(chips), rule_of=lambda c: ERA_VOTES,
                            card_of=lambda c: c.face)
    return chips
