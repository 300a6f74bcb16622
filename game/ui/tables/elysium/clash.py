"""The challenge and contest panel, and the faces for the kit's dice tray from the engine's dice events.

The panel reads the engine's ``panel()`` data (both sides' members, dice,
modifiers and totals) and shows it as it builds up: helpers joining, powers
declared, dice rolled, rerolls and ±1 discards.  When the clash resolves the
last panel stays a moment with the result stamped on it.  The kit's dice tray rolls
its pymunk d10s onto exactly the faces the engine rolled.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core import Event
from game.games.elysium.content import load_content
from game.ui import paint
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.names import seat_word, with_names
from game.ui.tables.elysium import art
from game.ui.tables.elysium.layout import View
from game.ui.tables.elysium.steps import STEPS

C = load_content()
Tip = tuple[pygame.Rect, str]
RESULT_SECONDS = 4.0


def font(px: float, role: str = "text") -> pygame.font.Font:
    return th.theme.font(max(8, int(px)), role)  # scaled with the window, as the table always was


def title_of(panel: dict[str, Any], names: list[str]) -> str:
    kind, ctype = panel.get("kind"), panel.get("type", "")
    actor = names[panel["actor"]] if 0 <= panel.get("actor", -1) < len(names) else "?"
    if kind == "player":
        return f"{ctype.capitalize()} challenge: {actor} against {names[panel['target']]}"
    if kind == "event":
        card = C.cards[panel["card"]]
        return f"{actor} takes on {card.name} — {ctype}, difficulty {panel['difficulty']}"
    zone = C.zones[C.zone_ids[panel["zone"]]].name if panel.get("zone") in C.zone_ids else "?"
    return f"Influence contest on {zone}"


def thrown(events: list[Event], view: View, names: list[str]) -> tuple[list[int], str]:
    """The faces the engine rolled in `events` (10-again chains split into their d10s) and the tray's caption."""
    values: list[int] = []
    caption = ""
    for event in events:
        data = event.data if isinstance(event.data, dict) else {}
        if event.kind == "dice":
            rolls = _chains(view, data)
            values += rolls
            caption = with_names(event.text, names) if len(values) == len(rolls) else "Both sides roll."
        elif event.kind == "reroll":
            values = [v for v in data.get("rolls", []) if isinstance(v, int)]
            caption = with_names(event.text, names)
    return values, caption


def _chains(view: View, data: dict[str, Any]) -> list[int]:
    """The individual d10 faces behind a dice event (a 10-again die is several faces)."""
    clash = getattr(view, "clash", None)
    seat, side = data.get("seat"), data.get("side")
    if clash is not None and seat is not None and getattr(clash, "rolled", False):
        faces = [v for d in clash.dice if d[0] == seat and d[1] == side for v in d[2]]
        if faces:
            return faces
    return [v for v in data.get("values", []) if isinstance(v, int)]


def draw_clash(surface: pygame.Surface, rect: pygame.Rect, panel: dict[str, Any], names: list[str],
               style_of: Callable[[int], th.SeatStyle], colour_of: Callable[[int], th.Colour], unit: float,
               tips: list[Tip], selected: int = -1, lit_dice: bool = False, result: str = "",
               plan: dict[int, int] | None = None, tray_w: int = 0, hide: bool = False
               ) -> tuple[dict[int, pygame.Rect], pygame.Rect, pygame.Rect]:
    """The challenge or contest panel in `rect`; returns each die's rect by its engine index, and the
    space kept on the right for the dice tray (`tray_w` wide), and the panel's own rect."""
    sides = panel.get("sides", [])
    pad = round(10 * unit)
    head_f, body_f, small_f = font(19 * unit, "bold"), font(14.5 * unit), font(13 * unit, "italic")
    total_f = font(34 * unit, "bold")
    die_size = round(30 * unit)
    # measure: the tallest side decides the panel's height (it grows upward from the bottom)
    rows = max((len(s.get("modifiers", [])) for s in sides), default=0)
    columns = len(sides) + (1 if panel.get("kind") == "event" else 0)
    est_w = (rect.width - 2 * pad - (tray_w + pad if tray_w else 0)) / max(1, columns)
    per_row = max(1, int((est_w - 16 * unit) // (die_size + 4)))
    members = max((len(s.get("members", [])) for s in sides), default=1)
    dice_rows = max((1 + (len(s.get("dice", [])) - 1) // per_row for s in sides if s.get("dice")), default=1)
    need = (pad * 3 + head_f.get_linesize() + small_f.get_linesize() + round(24 * unit)
            + members * font(16 * unit, "bold").get_linesize() + dice_rows * (die_size + 4)
            + rows * body_f.get_linesize() + round(14 * unit))
    box = pygame.Rect(rect.left, rect.bottom - min(max(need, rect.height * 3 // 4), rect.height * 3 // 2),
                      rect.width, 0)
    box.height = rect.bottom - box.top
    sprites.framed(surface, box, th.INK, th.GOLD, alpha=236)
    y = box.top + pad
    title_w = box.width - 2 * pad
    if result and not tray_w:
        title_w -= font(28 * unit, "title").size(result)[0] + round(40 * unit)
    paint.text(surface, paint.fit(title_of(panel, names), head_f, title_w), head_f, th.GOLD, (box.left + pad, y))
    y += head_f.get_linesize()
    step = STEPS[panel["step"]].caption if panel.get("step") in STEPS else ""
    powers = ", ".join(f"{names[p['seat']]} uses {p['name']}" for p in panel.get("powers", [])
                       if 0 <= p["seat"] < len(names))
    sub = " · ".join(x for x in (step, powers) if x)
    paint.text(surface, paint.fit(sub, small_f, box.width - 2 * pad), small_f, th.PARCHMENT_DIM, (box.left + pad, y))
    y += small_f.get_linesize() + round(4 * unit)
    tray = pygame.Rect(box.right - pad - tray_w, y, tray_w, box.bottom - y - pad) if tray_w else \
        pygame.Rect(0, 0, 0, 0)
    inner_w = box.width - 2 * pad - (tray_w + pad if tray_w else 0)
    col_w = (inner_w - (columns - 1) * pad) / max(1, columns)
    rects: dict[int, pygame.Rect] = {}
    totals = [s.get("total", 0) for s in sides]
    best = max(totals) if totals else 0
    for index, side in enumerate(sides):
        col = pygame.Rect(round(box.left + pad + index * (col_w + pad)), y, round(col_w), box.bottom - y - pad)
        winning = bool(panel.get("rolled")) and totals.count(best) == 1 and side.get("total") == best
        _draw_side(surface, col, panel, index, side, names, style_of, colour_of, unit, tips, rects, selected,
                   lit_dice and not hide, winning and not hide, plan or {}, per_row, hide)
    if panel.get("kind") == "event":
        col = pygame.Rect(round(box.left + pad + len(sides) * (col_w + pad)), y, round(col_w), box.bottom - y - pad)
        pygame.draw.rect(surface, (44, 16, 22), col, border_radius=6)
        pygame.draw.rect(surface, th.CRIMSON_LIGHT, col, 1, border_radius=6)
        paint.text(surface, "Difficulty", body_f, th.PARCHMENT_DIM, (col.centerx, col.top + pad), "midtop")
        paint.text(surface, str(panel.get("difficulty", "?")), total_f, th.PARCHMENT, col.center, "center")
        card = C.cards[panel["card"]]
        paint.text(surface, f"+{card.acting} / +{card.assisting} prestige", small_f, th.PARCHMENT_DIM,
                   (col.centerx, col.bottom - pad), "midbottom")
    return rects, tray, box


def draw_stamp(surface: pygame.Surface, box: pygame.Rect, tray: pygame.Rect, result: str, unit: float) -> None:
    """The result of a finished clash, stamped over the tray (or the panel's corner)."""
    pad = round(10 * unit)
    head_f = font(19 * unit, "bold")
    tray_w = tray.width
    if result:
        stamp_f = font(28 * unit, "title")
        stamp = paint.render(result, stamp_f, th.GOLD)
        if tray_w:
            plate = stamp.get_rect(midtop=(tray.centerx, tray.top + round(10 * unit)))
        else:
            plate = stamp.get_rect(midright=(box.right - pad, box.top + pad + head_f.get_linesize() // 2))
        plate = plate.inflate(round(24 * unit), round(8 * unit))
        size = 28 * unit
        while tray_w and plate.width > tray.width - round(8 * unit) and size > 12:
            size -= 2
            stamp = paint.render(result, font(size, "title"), th.GOLD)
            plate = stamp.get_rect(midtop=(tray.centerx, tray.top + round(10 * unit))).inflate(round(16 * unit),
                                                                                               round(8 * unit))
        pygame.draw.rect(surface, th.darken(th.CRIMSON, 0.5), plate, border_radius=6)
        pygame.draw.rect(surface, th.GOLD, plate, 2, border_radius=6)
        surface.blit(stamp, stamp.get_rect(center=plate.center))


def _draw_side(surface: pygame.Surface, col: pygame.Rect, panel: dict[str, Any], index: int,
               side: dict[str, Any], names: list[str], style_of: Callable[[int], th.SeatStyle],
               colour_of: Callable[[int], th.Colour], unit: float, tips: list[Tip], rects: dict[int, pygame.Rect],
               selected: int, lit_dice: bool, winning: bool, plan: dict[int, int], per_row: int,
               hide: bool = False) -> None:
    pad = round(8 * unit)
    body_f, small_f, name_f = font(14.5 * unit), font(13 * unit, "italic"), font(16 * unit, "bold")
    total_f = font(30 * unit, "bold")
    leader = side.get("leader", -1)
    colour = colour_of(leader) if leader >= 0 else th.ASH
    pygame.draw.rect(surface, (30, 22, 36), col, border_radius=6)
    pygame.draw.rect(surface, th.GOLD if winning else th.darken(colour, 0.2), col, 3 if winning else 1,
                     border_radius=6)
    pygame.draw.rect(surface, colour, (col.left, col.top, col.width, max(3, round(4 * unit))),
                     border_top_left_radius=6, border_top_right_radius=6)
    x, y = col.left + pad, col.top + pad
    members = side.get("members", [])
    label = "Challenger" if index == 0 and panel.get("kind") != "influence" else \
        ("Defender" if panel.get("kind") == "player" else f"Side {index + 1}")
    if panel.get("kind") == "influence":
        bid = sum(side.get("bids", []))
        label += f" · bids {bid}" if bid else " · no new tokens"
    rolling = hide and bool(side.get("dice"))
    total_r = paint.text(surface, "…" if rolling else str(side.get("total", 0)), total_f,
                         th.GOLD if winning else th.PARCHMENT,
                         (col.right - pad, col.top + round(2 * unit)), "topright", shadow=True)
    paint.text(surface, paint.fit(label, small_f, total_r.left - x - 4), small_f, th.PARCHMENT_DIM, (x, y))
    tips.append((total_r, "This side's total: dice plus modifiers."))
    y += small_f.get_linesize()
    for k, seat in enumerate(members):
        style = style_of(seat)
        th.draw_shape(surface, style.shape, colour_of(seat), (x + 6 * unit, y + name_f.get_linesize() / 2),
                      6 * unit, outline=th.INK, width=1)
        bid = side.get("bids", [0] * len(members))[k] if panel.get("kind") == "influence" and k else 0
        text = names[seat] + (f" ({bid})" if bid else "") + (" helps" if k else "")
        paint.text(surface, paint.fit(text, name_f, int(total_r.left - x - 18 * unit)), name_f, th.PARCHMENT,
                   (x + 16 * unit, y))
        y += name_f.get_linesize()
    y += round(2 * unit)
    dice = side.get("dice", [])
    size = round(30 * unit)
    if dice:
        for n, die in enumerate(dice):
            r = pygame.Rect(x + (n % per_row) * (size + 4), y + (n // per_row) * (size + 4), size, size)
            face = sum(die["rolls"])
            sprite = art.small_die(face, size, th.PARCHMENT if die["index"] != selected else th.GOLD,
                                   th.CRIMSON, die.get("nudge", 0))
            if rolling:  # the tray is still tumbling: the face is not known yet
                pygame.draw.rect(surface, (48, 38, 56), r, border_radius=4)
                pygame.draw.rect(surface, th.darken(th.PARCHMENT_DIM, 0.3), r, 1, border_radius=4)
                paint.text(surface, "?", body_f, th.PARCHMENT_DIM, r.center, "center")
                continue
            surface.blit(sprite, r)
            if lit_dice:
                pygame.draw.rect(surface, th.GOLD if die["index"] == selected else th.LEGAL, r.inflate(4, 4), 1,
                                 border_radius=4)
            rects[die["index"]] = r
            chain = " + ".join(str(v) for v in die["rolls"])
            tips.append((r, f"{names[die['seat']]}'s die: {chain}" + (f", {die['nudge']:+d} from discards"
                                                                      if die.get("nudge") else "")
                         + (". Click it to reroll or nudge it." if lit_dice else ".")))
        y += (1 + (len(dice) - 1) // per_row) * (size + 4)
    else:
        count = sum(plan.get(s, 0) for s in members)
        for n in range(min(count, per_row)):
            r = pygame.Rect(x + n * (size + 4), y, size, size)
            pygame.draw.rect(surface, (48, 38, 56), r, border_radius=4)
            pygame.draw.rect(surface, th.darken(th.PARCHMENT_DIM, 0.3), r, 1, border_radius=4)
            paint.text(surface, "?", body_f, th.PARCHMENT_DIM, r.center, "center")
        if count:
            tips.append((pygame.Rect(x, y, (size + 4) * min(count, per_row), size),
                         f"{count} {'die' if count == 1 else 'dice'} to roll."))
        elif panel.get("kind") == "influence":
            paint.text(surface, "no dice: holds its ground on bonuses", small_f, th.PARCHMENT_DIM, (x, y + 4))
        y += size + 4
    y += round(2 * unit)
    for label, amount in side.get("modifiers", []):
        if y + body_f.get_linesize() > col.bottom - 2:
            break
        text = with_names(str(label), names)
        if len(members) == 1 and text.startswith(names[members[0]] + ": "):
            text = text[len(names[members[0]]) + 2:]  # one Primogen on this side: no need to name them
        paint.text(surface, f"{int(amount):+d}", body_f, th.GOLD if amount > 0 else th.CRIMSON_LIGHT, (x, y))
        r = paint.text(surface, paint.fit(text, body_f, int(col.right - x - 40 * unit - pad)), body_f, th.PARCHMENT,
                       (x + 34 * unit, y))
        tips.append((pygame.Rect(x, y, col.width - 2 * pad, r.height), f"{int(amount):+d}: {text}"))
        y += body_f.get_linesize()


# -- keeping a finished clash on screen -------------------------------------------------------------------
def keep_dice(panel: dict[str, Any], data: dict[str, Any]) -> None:
    """Put a roll the table never saw into the kept panel (the clash resolved in the same move)."""
    sides = panel.get("sides", [])
    side = data["side"]
    if not 0 <= side < len(sides):
        return
    dice = sides[side].setdefault("dice", [])
    base = 1000 + sum(len(s.get("dice", [])) for s in sides)
    for k, value in enumerate(v for v in data.get("values", []) if isinstance(v, int)):
        dice.append({"index": base + k, "seat": data.get("seat", sides[side]["leader"]), "rolls": [value],
                     "nudge": 0, "value": value})


def keep_power(panel: dict[str, Any], data: dict[str, Any]) -> None:
    """A power declared in the move that also rolled: show it (and its points) in the kept panel."""
    from game.games.elysium.effects import POWERS
    power = POWERS.get(str(data.get("power", "")))
    seat = data.get("seat")
    if power is None or not isinstance(seat, int):
        return
    powers = panel.setdefault("powers", [])
    if any(p.get("seat") == seat and p.get("power") == power.id for p in powers):
        return
    powers.append({"seat": seat, "power": power.id, "name": power.name})
    for side in panel.get("sides", []):
        mine = seat in side.get("members", [])
        if power.effect.kind == "bonus" and mine:
            side.setdefault("modifiers", []).append([f"{seat_word(seat)}: {power.name}", power.effect.amount])
        elif power.effect.kind == "opponent_penalty" and not mine:
            side.setdefault("modifiers", []).append([f"{seat_word(seat)}: {power.name}", -power.effect.amount])
