"""The stage in the middle of the table: the cards you look at while seeking, a combat, a referendum,
the action under way, or else whose turn it is with the five phases."""

from __future__ import annotations

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit import contest, sprites, tracks
from game.ui.kit.base import SeatLook
from game.ui.kit.seatcard import card_font
from game.ui.kit.table import Drawn
from game.ui.tables.methuselah import art
from game.ui.tables.methuselah.frame import Frame, Hits
from game.ui.tables.methuselah.hints import (
    ACTIONS,
    BLOCKS,
    COMBAT,
    REFERENDUMS,
    YOUR_TURN,
    card_rule,
)
from game.ui.tables.methuselah.layout import (
    TableLayout,
    hand_rects,
)
from game.ui.tables.methuselah.model import TableModel

PHASES = (("unlock", "Unlock", "Unlock your cards; the Edge's holder may gain 1 pool."),
          ("master", "Master", "One master-phase action: play a master card."),
          ("minion", "Minion", "Each ready, unlocked minion may lock to act."),
          ("influence", "Influence", "Transfers: pool onto uncontrolled vampires, or a new vampire from the crypt."),
          ("discard", "Discard", "One discard-phase action: discard and draw, or put an event in play."))


def draw_stage(surface: pygame.Surface, area: TableLayout, model: TableModel, seats: list[SeatLook], frame: Frame,
               tips: Drawn, hits: Hits) -> None:
    rect = area.stage
    hits[("stage",)] = rect
    hits[("stage", "choices")] = area.choices   # the step's panel beside it looks like a place to drop on
    unit = area.unit
    if model.seek:
        draw_seek(surface, rect, model, unit, frame, tips, hits)
    elif model.combat is not None:
        draw_combat(surface, rect, model, seats, unit, tips)
    elif model.referendum is not None:
        draw_referendum(surface, rect, model, seats, unit, tips)
    elif model.action is not None:
        draw_action(surface, rect, model, seats, unit, frame, tips)
    else:
        draw_phases(surface, rect, model, seats, unit, frame, tips)


def draw_seek(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, unit: float, frame: Frame,
              tips: Drawn, hits: Hits) -> None:
    """The cards you look at from the top of your library: click one to take it into your hand."""
    sprites.framed(surface, rect, th.INK, th.GOLD, alpha=236, ornate=False)
    pad = round(8 * unit)
    head_f = card_font(14 * unit, "bold")
    with paint.within(surface, rect, "the cards you look at"):
        paint.text(surface, "Take one into your hand (the rest go under your library)", head_f, th.GOLD,
                   (rect.left + pad, rect.top + pad // 2))
        row = pygame.Rect(rect.left + pad, rect.top + pad // 2 + head_f.get_linesize() + 2, rect.width - 2 * pad,
                          rect.bottom - pad // 2 - (rect.top + pad // 2 + head_f.get_linesize() + 2))
        for i, (card, r) in enumerate(zip(model.seek, hand_rects(row, len(model.seek), unit), strict=True)):
            key = ("seek", i)
            lit = key in frame.clickable
            art.draw_library(surface, r, card, unit, lit=lit, hover=lit and r.collidepoint(frame.mouse))
            tips.tip(r, card.tip, card_rule(card))
            hits[key] = r


def draw_phases(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, seats: list[SeatLook], unit: float,
                frame: Frame, tips: Drawn) -> None:
    """Whose turn, the round, the five phases with the current one lit, and the status line."""
    sprites.framed(surface, rect, th.NIGHT, th.GOLD_DIM, alpha=220, ornate=False)
    pad = round(8 * unit)
    left = rect.left + round(12 * unit)
    with paint.within(surface, rect, "the stage"):
        head_f = card_font(15 * unit, "bold")
        who = seats[model.turn_of].name if 0 <= model.turn_of < len(seats) else "—"
        limit = f" of {model.rounds}" if model.rounds else ""
        title = f"{who}'s turn · round {model.round}{limit}"
        if model.over:
            title = "The game is over"
        paint.text(surface, paint.fit(title, head_f, rect.right - pad - left), head_f, th.GOLD, (left, rect.top + pad))
        marks = [tracks.Mark(name, f"{name} phase: {text}") for _key, name, text in PHASES]
        current = next((i for i, (key, _n, _t) in enumerate(PHASES) if key == model.phase), -1)
        row = pygame.Rect(left, rect.top + pad + head_f.get_linesize() + round(4 * unit), rect.right - pad - left,
                          round(24 * unit))
        draw_phase_row(surface, row, marks, current, model.over, unit, tips)
        if frame.status:
            status_f = card_font(12.5 * unit, "italic")
            lines = paint.wrap(frame.status, status_f, rect.right - pad - left)
            y = row.bottom + round(4 * unit)
            for line in lines:
                if y + status_f.get_linesize() > rect.bottom - 2:
                    break
                paint.text(surface, line, status_f, th.CRIMSON_LIGHT if frame.refused else th.PARCHMENT, (left, y))
                y += status_f.get_linesize()


def draw_phase_row(surface: pygame.Surface, row: pygame.Rect, marks: list[tracks.Mark], current: int, over: bool,
                   unit: float, tips: Drawn) -> None:
    """The five phases as steps, the current one gilt (the kit's step counter drawn without a label)."""
    cell = row.width / max(1, len(marks))
    face = card_font(12 * unit, "bold")
    for i, mark in enumerate(marks):
        box = pygame.Rect(round(row.left + i * cell + 2), row.top, round(cell - 4), row.height)
        now, done = i == current and not over, i < current or over
        pygame.draw.rect(surface, th.DUSK if not done else th.NIGHT, box, border_radius=4)
        pygame.draw.rect(surface, th.GOLD if now else th.GOLD_DIM, box, 2 if now else 1, border_radius=4)
        with paint.within(surface, box, f"the phase {mark.text!r}"):
            text = mark.text if face.size(mark.text)[0] <= box.width - 4 else mark.text[:3]
            paint.text(surface, text, face, th.GOLD if now else (th.ASH if done else th.PARCHMENT), box.center,
                       "center")
        tips.tip(box, mark.tip + (" (now)" if now else ""), YOUR_TURN)


def draw_action(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, seats: list[SeatLook], unit: float,
                frame: Frame, tips: Drawn) -> None:
    """The action under way: who acts and what, its stealth against the intercept, who may still block."""
    action = model.action
    assert action is not None
    actor = seats[action.actor] if 0 <= action.actor < len(seats) else None
    colour = actor.style.colour if actor is not None else th.GOLD
    sprites.framed(surface, rect, th.INK, th.GOLD, alpha=236, ornate=False)
    pygame.draw.rect(surface, colour, (rect.left, rect.top, max(4, round(5 * unit)), rect.height))
    pad = round(8 * unit)
    left = rect.left + round(12 * unit)
    with paint.within(surface, rect, "the action panel"):
        head_f, body_f = card_font(15 * unit, "bold"), card_font(12.5 * unit)
        big_f, small_f = card_font(24 * unit, "bold"), card_font(11 * unit, "italic")
        numbers_w = round(150 * unit)
        text_w = rect.right - pad - numbers_w - left
        owner = actor.name if actor is not None else ""
        title = f"{action.minion} ({owner}) {action.title}" if owner else f"{action.minion} {action.title}"
        against = action.target
        if 0 <= action.target_seat < len(seats):
            whose = seats[action.target_seat].name
            against = f"{whose}'s {action.target}" if action.target else whose
        if action.blocked_by:
            block, block_colour = f"Blocked by {action.blocked_by}", th.CRIMSON_LIGHT
        elif action.blockers:
            names = ", ".join(seats[s].name for s in action.blockers if 0 <= s < len(seats))
            block, block_colour = f"May block: {names}", th.PARCHMENT
        else:
            block, block_colour = "Nobody may block it now", th.PARCHMENT_DIM
        note = action.note or frame.status
        lines = [(title, head_f, th.GOLD), (f"against {against}" if against else "", body_f, th.PARCHMENT),
                 (block, body_f, block_colour),
                 (note, small_f, th.CRIMSON_LIGHT if frame.refused else th.PARCHMENT_DIM)]
        write_lines(surface, pygame.Rect(left, rect.top + pad, text_w, rect.height - 2 * pad), lines)
        tips.tip(pygame.Rect(rect.left, rect.top, text_w + left - rect.left, rect.height),
                 ". ".join(t for t, _f, _c in lines if t) + ".", REFERENDUMS if action.political else ACTIONS)
        x = rect.right - pad - numbers_w
        for k, (label, value, tip) in enumerate((
                ("stealth", action.stealth, "The acting minion's stealth: a block needs intercept at least this."),
                ("intercept", action.intercept, "The best intercept among the minions that may block."))):
            box = pygame.Rect(x + k * (numbers_w // 2), rect.top + pad, numbers_w // 2 - round(4 * unit),
                              rect.height - 2 * pad)
            pygame.draw.rect(surface, (34, 24, 40), box, border_radius=5)
            pygame.draw.rect(surface, th.GOLD_DIM, box, 1, border_radius=5)
            with paint.within(surface, box, f"the {label} box"):
                paint.text(surface, str(value), big_f, th.PARCHMENT, (box.centerx, box.centery - round(4 * unit)),
                           "center")
                paint.text(surface, label, small_f, th.PARCHMENT_DIM, (box.centerx, box.bottom - 2), "midbottom")
            tips.tip(box, tip, BLOCKS)
        verdict = "blocks" if action.blockers and action.intercept >= action.stealth else ""
        if verdict:
            tips.tip(pygame.Rect(x, rect.top, numbers_w, rect.height),
                     "Intercept is at least the stealth: a block would succeed now.", BLOCKS)


def write_lines(surface: pygame.Surface, box: pygame.Rect, lines: list[tuple[str, pygame.font.Font, th.Colour]]
                ) -> int:
    """Each (text, font, colour) wrapped in `box`, one after another, while they fit (the panel's tip
    says the rest); the y under the last line."""
    y = box.top
    for text, face, colour in lines:
        for line in paint.wrap(text, face, box.width) if text else ():
            if y + face.get_height() > box.bottom:
                return y
            paint.text(surface, line, face, colour, (box.left, y))
            y += face.get_linesize() - 1
    return y


def _member(seats: list[SeatLook], seat: int, text: str) -> contest.Member:
    look = seats[seat] if 0 <= seat < len(seats) else None
    return contest.Member(look.style.shape if look else "circle", look.style.colour if look else th.ASH, text)


def draw_combat(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, seats: list[SeatLook], unit: float,
                tips: Drawn) -> None:
    """A combat as the kit's contest panel: each minion a side, its blood, its strikes this round."""
    combat = model.combat
    assert combat is not None
    sides = []
    for f in combat.fighters:
        look = seats[f.seat] if 0 <= f.seat < len(seats) else None
        members = [_member(seats, f.seat, f"{look.name if look else ''} · {f.blood} blood")]
        if f.damage:
            members.append(_member(seats, f.seat, f"takes {f.damage} damage"))
        room = (rect.width - 3 * round(9 * unit)) / 2 - round(20 * unit)   # a side's column, as the kit lays it
        small = card_font(13 * unit * 0.9, "italic")
        said = "; ".join(s.name + (f", {s.note}" if s.note else "") for s in f.strikes)
        if small.size(said)[0] > room:   # the whole strike is in the tip; the column says what it can
            said = "; ".join(s.name for s in f.strikes)
        sides.append(contest.Side(f.name, look.style.colour if look else th.ASH, members,
                                  sum(s.amount for s in f.strikes),
                                  note=said or "No strike chosen yet"))
    panel = contest.Contest(f"Combat · round {combat.round}", f"Range: {combat.range}. {combat.note}".strip(),
                            sides)
    with tips.under(COMBAT):
        _dice, _tray, box = contest.draw_contest(surface, contest_room(rect), panel, unit * 0.9, tips)
    words = [f"{f.name} ({seats[f.seat].name if 0 <= f.seat < len(seats) else ''}), {f.blood} blood: "
             + ("; ".join(s.name + (f" ({s.note})" if s.note else "") for s in f.strikes) or "no strike yet")
             + (f"; takes {f.damage} damage" if f.damage else "") for f in combat.fighters]
    with tips.under(COMBAT):
        tips.insert(0, (box, f"Combat, round {combat.round}, at {combat.range} range. " + ". ".join(words) + "."))


def contest_room(stage: pygame.Rect) -> pygame.Rect:
    """The rect handed to the kit's contest panel, which may grow half as high again: never past the stage."""
    h = stage.height * 2 // 3
    return pygame.Rect(stage.left, stage.bottom - h, stage.width, h)


def draw_referendum(surface: pygame.Surface, rect: pygame.Rect, model: TableModel, seats: list[SeatLook],
                    unit: float, tips: Drawn) -> None:
    """A referendum: the proposal, the votes for and against by seat, who still votes."""
    ref = model.referendum
    assert ref is not None
    yes = [_member(seats, v.seat, f"{seats[v.seat].name} {v.votes}") for v in ref.votes if v.votes > 0]
    no = [_member(seats, v.seat, f"{seats[v.seat].name} {-v.votes}") for v in ref.votes if v.votes < 0]
    for side, total, members in ((1, ref.yes, yes), (-1, ref.no, no)):   # votes not from titles
        rest = total - sum(abs(v.votes) for v in ref.votes if v.votes * side > 0)
        if rest > 0:
            members.append(contest.Member("circle", th.PARCHMENT_DIM, f"action and cards {rest}"))
    waiting = ", ".join(seats[s].name for s in ref.waiting if 0 <= s < len(seats))
    panel = contest.Contest(f"Referendum: {ref.title}", ref.result or (f"Still to vote: {waiting}" if waiting
                                                                       else ref.text),
                            [contest.Side("For", th.GOLD, yes, ref.yes, note="No votes for yet" if not yes else ""),
                             contest.Side("Against", th.CRIMSON, no, ref.no,
                                          note="No votes against yet" if not no else "")],
                            rolled=bool(ref.result))
    with tips.under(REFERENDUMS):
        contest.draw_contest(surface, contest_room(rect), panel, unit * 0.9, tips)
