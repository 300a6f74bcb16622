"""The challenge and contest panel in the kit's words, and the faces for the kit's dice tray from the
engine's dice events.

The clash the model holds (:class:`~game.ui.tables.elysium.model.ClashPanel`: both
sides' members, dice, modifiers and totals) becomes a kit :class:`~game.ui.kit.contest.Contest` as it builds up:
helpers joining, powers declared, dice rolled, rerolls and ±1 discards.  When
the clash resolves the last panel stays a moment with the result stamped on
it.  The kit's dice tray rolls its pymunk d10s onto exactly the faces the
engine rolled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import zip_longest
from typing import Any

from game.core import Event
from game.ui import theme as th
from game.ui.kit.contest import Contest, Mark, Member, RolledDie, Side
from game.ui.kit.names import seat_word, with_names
from game.ui.tables.elysium.model import ClashDie, ClashPanel, ClashPower, ClashSide, TableModel
from game.ui.tables.elysium.read import POWERS, C
from game.ui.tables.elysium.steps import PANELS

RESULT_SECONDS = 4.0


def title_of(panel: ClashPanel, names: list[str]) -> str:
    kind, ctype = panel.kind, panel.ctype
    actor = names[panel.actor] if 0 <= panel.actor < len(names) else "?"
    if kind == "player":
        return f"{ctype.capitalize()} challenge: {actor} against {names[panel.target]}"
    if kind == "event":
        card = C.cards[panel.card]
        return f"{actor} takes on {card.name} — {ctype}, difficulty {panel.difficulty}"
    zone = C.zones[C.zone_ids[panel.zone]].name if panel.zone in C.zone_ids else "?"
    return f"Influence contest on {zone}"


def thrown(events: list[Event], model: TableModel, names: list[str]) -> tuple[list[int], str]:
    """The faces the engine rolled in `events` (10-again chains split into their d10s) and the tray's caption."""
    values: list[int] = []
    caption = ""
    for event in events:
        data = event.data if isinstance(event.data, dict) else {}
        if event.kind == "dice":
            rolls = _chains(model, data)
            values += rolls
            caption = with_names(event.text, names) if len(values) == len(rolls) else "Both sides roll."
        elif event.kind == "reroll":
            values = [v for v in data.get("rolls", []) if isinstance(v, int)]
            caption = with_names(event.text, names)
    return values, caption


def _chains(model: TableModel, data: dict[str, Any]) -> list[int]:
    """The individual d10 faces behind a dice event (a 10-again die is several faces)."""
    seat, side = data.get("seat"), data.get("side")
    if seat is not None:
        faces = [v for d in model.rolled if d.seat == seat and d.side == side for v in d.faces]
        if faces:
            return faces
    return [v for v in data.get("values", []) if isinstance(v, int)]


def contest_of(panel: ClashPanel, names: list[str], style_of: Callable[[int], th.SeatStyle],
               colour_of: Callable[[int], th.Colour], plan: dict[int, int] | None = None,
               asked: bool = False) -> Contest:
    """The clash in the kit's words: both sides' members, dice, modifiers and totals; the step under its
    title, unless your step's panel (`asked`) already says it above."""
    kind = panel.kind
    step = PANELS[panel.step].caption if panel.step in PANELS and not asked else ""
    powers = ", ".join(f"{names[p.seat]} uses {p.name}" for p in panel.powers if 0 <= p.seat < len(names))
    mark = None
    if kind == "event":
        card = C.cards[panel.card]
        mark = Mark("Difficulty", str(panel.difficulty), f"+{card.acting} / +{card.assisting} prestige")
    sides = [_side(kind, index, side, names, style_of, colour_of, plan or {})
             for index, side in enumerate(panel.sides)]
    return Contest(title_of(panel, names), " · ".join(x for x in (step, powers) if x), sides,
                   panel.rolled, mark, "Click it to reroll or nudge it.")


def _side(kind: str, index: int, side: ClashSide, names: list[str],
          style_of: Callable[[int], th.SeatStyle], colour_of: Callable[[int], th.Colour],
          plan: dict[int, int]) -> Side:
    leader, members = side.leader, side.members
    label = "Challenger" if index == 0 and kind != "influence" else ("Defender" if kind == "player" else
                                                                     f"Side {index + 1}")
    bids = side.bids or (0,) * len(members)
    if kind == "influence":
        label += f" · bids {sum(bids)}" if sum(bids) else " · no new tokens"
    people = [Member(style_of(seat).shape, colour_of(seat), names[seat]
                     + (f" ({bids[k]})" if kind == "influence" and k and bids[k] else "") + (" helps" if k else ""))
              for k, seat in enumerate(members)]
    dice = [RolledDie(d.index, sum(d.rolls), f"{names[d.seat]}'s die: " + " + ".join(map(str, d.rolls))
                      + (f", {d.nudge:+d} from discards" if d.nudge else ""), d.nudge)
            for d in side.dice]
    modifiers = []
    for label_text, amount in side.modifiers:
        text = with_names(label_text, names)
        if len(members) == 1 and text.startswith(names[members[0]] + ": "):
            text = text[len(names[members[0]]) + 2:]  # one Primogen on this side: no need to name them
        modifiers.append((amount, text))
    return Side(label, colour_of(leader) if leader >= 0 else th.ASH, people, side.total, dice,
                sum(plan.get(s, 0) for s in members), modifiers,
                "no dice: holds its ground on bonuses" if kind == "influence" else "")


# -- keeping a finished clash on screen -------------------------------------------------------------------
def keep_dice(panel: ClashPanel, data: dict[str, Any]) -> ClashPanel:
    """The kept panel with a roll the table never saw (the clash resolved in the same move)."""
    sides = panel.sides
    side = data["side"]
    if not 0 <= side < len(sides):
        return panel
    base = 1000 + sum(len(s.dice) for s in sides)
    seat = data.get("seat", sides[side].leader)
    new = tuple(ClashDie(base + k, seat, (value,), 0, value)
                for k, value in enumerate(v for v in data.get("values", []) if isinstance(v, int)))
    grown = replace(sides[side], dice=sides[side].dice + new)
    return replace(panel, sides=sides[:side] + (grown,) + sides[side + 1:])


def keep_power(panel: ClashPanel, data: dict[str, Any]) -> ClashPanel:
    """The kept panel with a power declared in the move that also rolled (and its points)."""
    power = POWERS.get(str(data.get("power", "")))
    seat = data.get("seat")
    if power is None or not isinstance(seat, int):
        return panel
    if any(p.seat == seat and p.power == power.id for p in panel.powers):
        return panel
    sides = []
    for side in panel.sides:
        mine = seat in side.members
        modifiers = side.modifiers
        if power.effect.kind == "bonus" and mine:
            modifiers += ((f"{seat_word(seat)}: {power.name}", power.effect.amount),)
        elif power.effect.kind == "opponent_penalty" and not mine:
            modifiers += ((f"{seat_word(seat)}: {power.name}", -power.effect.amount),)
        sides.append(replace(side, modifiers=modifiers))
    return replace(panel, powers=panel.powers + (ClashPower(seat, power.id, power.name),), sides=tuple(sides))


def finished(panel: ClashPanel, totals: list[int]) -> ClashPanel:
    """The kept panel once the clash is resolved: the engine's totals on its sides, rolled, no step."""
    sides = tuple(replace(side, total=total) if total is not None else side
                  for side, total in zip_longest(panel.sides, totals[:len(panel.sides)]))
    return replace(panel, sides=sides, step="", rolled=True)
