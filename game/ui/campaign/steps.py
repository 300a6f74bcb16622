"""The prologue, the aftermath and the era's end as guided scenes, one decision each, and the cards the
chronicle deck turns, flipping from the deck.

A :class:`DecisionScene` shows the stage's steps with the current one lit, who decides and what is
asked, and the answers: character or chronicle cards to click, a list to pick from (keys 1-9), or a
line to type.  An AI seat decides on entering; its choice is written on the scene ("Corvin chose …")
and the chronicle goes on by itself after a moment (or at once on Enter).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.campaign import draw
from game.ui.campaign.book import mini_sheet, roman
from game.ui.campaign.flow import Run, proceed
from game.ui.campaign.hub import ChronicleScene, book_buttons
from game.ui.campaign.port import ChoiceView, DecisionView, RevealView
from game.ui.kit import sprites
from game.ui.menu_base import MenuScene
from game.ui.tables.bloodlines import art
from game.ui.widgets import Button, TextInput
from game.ui.widgets_more import Dialog

log = logging.getLogger(__name__)

AI_PAUSE = 1.6          # seconds an AI's choice stays on screen at normal speed
MOST_CARDS = 6          # more answers than this are a list (each with its card small beside it)
SIDE_STAGES = ("prologue", "aftermath", "join")   # stages whose decisions show the decider's sheet beside them
NUMBER_KEYS = {getattr(pygame, f"K_{k}"): k - 1 for k in range(1, 10)}


def choice_value(decision: DecisionView, index: int) -> Any:
    choice = decision.choices[index]
    return index if choice.value is None else choice.value


def index_of(decision: DecisionView, value: Any) -> int | None:
    """Which of the decision's choices `value` is (None: a typed line, or none of them)."""
    for k, choice in enumerate(decision.choices):
        if (k if choice.value is None else choice.value) == value:
            return k
    return None


LABEL_SIZES = ("body", "small", "tiny")
# how a list of answers is laid out, the first whose rows fit taken: columns, the details' size, the
# largest size of the answers' names (a size smaller lets a long name keep to fewer lines)
ROW_LAYOUTS = ((1, "small", "body"), (2, "small", "body"), (1, "tiny", "body"), (2, "tiny", "body"),
               (3, "tiny", "body"), (4, "tiny", "body"), (2, "tiny", "small"), (3, "tiny", "small"),
               (4, "tiny", "small"), (2, "tiny", "tiny"), (3, "tiny", "tiny"), (4, "tiny", "tiny"))


def label_size(label: str, width: int, height: int | None = None, largest: str = "body") -> str:
    """The size an answer's name is drawn in bold: from `largest` down, the first at which every word
    fits `width` (a name like "Castle-Knight" never breaks) and, given `height`, its lines fit it."""
    sizes = LABEL_SIZES[LABEL_SIZES.index(largest):]
    for size in sizes:
        face = th.theme.font(size, "bold")
        if all(face.size(word)[0] <= width for word in label.split()) and (
                height is None or len(paint.wrap(label, face, width)) * face.get_linesize() <= height):
            return size
    return sizes[-1]


def answer_label(label: str, width: int, height: int | None = None,
                 largest: str = "body") -> tuple[pygame.font.Font, list[str]]:
    """An answer's name as drawn: its bold face (:func:`label_size`) and its lines."""
    face = th.theme.font(label_size(label, width, height, largest), "bold")
    most = None if height is None else max(1, height // face.get_linesize())
    return face, paint.wrap(label, face, width, most=most)


class DecisionScene(MenuScene):
    """One decision of the chronicle, guided."""

    name = "decision"
    backdrop = paint.TABLE
    veil = 70

    def __init__(self, run: Run, decision: DecisionView) -> None:
        super().__init__()
        self.run, self.decision = run, decision
        self.heading = ""
        self.hover: int | None = None
        self.card_rects: list[pygame.Rect] = []
        self.row_rects: list[pygame.Rect] = []
        self.shared: pygame.Rect | None = None     # the one card every answer is about
        self.side: pygame.Rect | None = None       # the decider's sheet, or the era's standing, beside it
        self.standing = None
        self.detail_at = pygame.Rect(0, 0, 0, 0)
        self.card_gap = 0
        self.ai = run.is_ai(decision.seat)
        self.ai_line = ""
        self.ai_index: int | None = None
        self.wait = 0.0
        self.reveals: list[RevealView] = []
        self.done = False

    # -- building ----------------------------------------------------------------------------
    def build(self) -> None:
        d = self.decision
        self.input = TextInput(d.default, 40, placeholder=d.default or "type here")
        self.input.visible = d.kind == "text" and not self.ai
        self.input.focused = self.input.visible
        self.confirm = Button("Confirm", self.confirm_text, pygame.K_RETURN, primary=True)
        self.confirm.visible = self.input.visible
        self.go_button = Button("Continue", self.go_on, pygame.K_RETURN, primary=True,
                                tooltip="Go on now (the chronicle goes on by itself in a moment).")
        self.go_button.visible = self.ai
        self.papers = book_buttons(self, self.run)
        self.chronicle_button = Button("Chronicle", self.back, pygame.K_ESCAPE,
                                       tooltip="The chronicle's home; this decision waits for you there.")
        self.group.add(self.input, self.confirm, self.go_button, *self.papers, self.chronicle_button)
        self.standing = self.run.campaign.era_standing() if d.stage == "era" else None   # before an AI decides
        if self.ai:
            self.decide_for_ai()

    @property
    def cards(self) -> bool:
        """The answers are cards (characters, or cards of the chronicle deck), all but one at most (a
        "none of them" is drawn as a card too)."""
        choices = self.decision.choices
        drawn = sum(1 for c in choices if c.card is not None or c.kind)
        return drawn >= 1 and drawn >= len(choices) - 1 and len(choices) >= 1

    def decide_for_ai(self) -> None:
        d, who = self.decision, self.who()
        try:
            value = self.run.campaign.ai_choice()
            self.ai_index = index_of(d, value)
            chosen = d.choices[self.ai_index].label if self.ai_index is not None else str(value)
            self.reveals = list(self.run.campaign.choose(value))
        except Exception as exc:
            log.exception("an AI seat could not decide")
            self.ai_line = f"{who} could not decide: {exc}"
            self.go_button.visible = False
            return
        self.ai_line = f"{who} chose: {chosen}"
        self.run.journal.add(f"{d.title} — {self.ai_line}")
        self.done = True
        speed = self.app.preferences.speed
        self.wait = AI_PAUSE / speed if speed > 0 else 0.0

    def who(self) -> str:
        seat = self.decision.seat
        return draw.seat_name(self.run.seats(), seat) if seat is not None else "The chronicle"

    # -- acting --------------------------------------------------------------------------------
    def pick(self, index: int) -> None:
        if self.ai or self.done or not 0 <= index < len(self.decision.choices):
            return
        self.apply(choice_value(self.decision, index), self.decision.choices[index].label)

    def confirm_text(self) -> None:
        text = self.input.text.strip() or self.decision.default
        if not text:
            self.app.push(Dialog("A name is needed", "Type something first.", danger=True))
            return
        self.apply(text, text)

    def apply(self, value: Any, label: str) -> None:
        try:
            reveals = list(self.run.campaign.choose(value))
        except ValueError as exc:
            self.app.push(Dialog("Not allowed", str(exc), danger=True))
            return
        audio.play("card")
        self.done = True
        self.run.journal.add(f"{self.decision.title} — {self.who()} chose: {label}")
        proceed(self.app, self.run, reveals)

    def go_on(self) -> None:
        if self.done:
            proceed(self.app, self.run, self.reveals)

    def back(self) -> None:
        if self.done:
            self.go_on()
            return
        self.app.stack.clear_to(ChronicleScene(self.run))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.ai and self.done and self.stack is not None and self.stack.top is self:
            self.wait -= dt
            if self.wait <= 0:
                self.go_on()

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.choice_at(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.choice_at(event.pos)
            if index is not None:
                self.pick(index)
                return None
        if event.type == pygame.KEYDOWN and event.key in NUMBER_KEYS and not self.input.focused:
            self.pick(NUMBER_KEYS[event.key])
            return None
        return super().handle(event)

    def choice_at(self, pos: tuple[int, int]) -> int | None:
        for k, rect in enumerate(self.card_rects or self.row_rects):
            if rect.collidepoint(pos):
                return k
        return None

    # -- layout and drawing ------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.panel_rect = pygame.Rect(th.theme.px(20), th.theme.px(16), size[0] - 2 * th.theme.px(20),
                                      size[1] - 2 * th.theme.px(16))
        p, pad = self.panel_rect, th.theme.px(30)
        self.steps_rect = pygame.Rect(p.left + pad, p.top + th.theme.px(20), p.width - 2 * pad, th.theme.px(34))
        bw, bh, gap = th.theme.px(160), th.theme.px(44), th.theme.px(12)
        y = p.bottom - th.theme.px(20) - bh
        x = p.left + pad
        for button in (self.chronicle_button, *self.papers):
            button.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
        self.go_button.rect = pygame.Rect(p.right - pad - bw, y, bw, bh)
        self.buttons_top = y
        top = self.steps_rect.bottom + th.theme.px(16)
        height = y - th.theme.px(16) - top
        self.side = None
        if self.standing is not None or (self.decision.seat is not None and self.decision.stage in SIDE_STAGES):
            side_w = int((p.width - 2 * pad) * 0.24)
            self.side = pygame.Rect(p.right - pad - side_w, top, side_w, height)
            self.body = pygame.Rect(p.left + pad, top, p.width - 2 * pad - side_w - th.theme.px(20), height)
        else:
            self.body = pygame.Rect(p.left + pad, top, p.width - 2 * pad, height)
        self.card_rects, self.row_rects = [], []
        self.text_top = self.body.top

    def place_answers(self, top: int) -> None:
        """Where the answers go, under the prompt (from `top`): cards in up to three rows, one card shared
        by every answer beside a list of them, or a list that fits (two columns, a smaller detail)."""
        d, body = self.decision, self.body
        room = pygame.Rect(body.left, top, body.width, body.bottom - top - th.theme.px(30))
        self.answers = room
        self.card_rects, self.row_rects, self.shared = [], [], None
        if d.kind == "text" and not self.ai:
            w, h = min(th.theme.px(520), room.width - th.theme.px(180)), th.theme.px(42)
            self.input.rect = pygame.Rect(room.centerx - w // 2 - th.theme.px(90), room.top + th.theme.px(30), w, h)
            self.confirm.rect = pygame.Rect(self.input.rect.right + th.theme.px(16), self.input.rect.top,
                                            th.theme.px(160), h)
            self.go_button.visible = False
            return
        n = len(d.choices)
        if not n:
            return
        cards = {c.card for c in d.choices}
        if self.cards and len(cards) == 1 and None not in cards and n > 1:   # one card, several answers about it
            height = min(room.height, th.theme.px(300))
            self.shared = draw.card_rect((room.left + round(height * draw.CARD_ASPECT) // 2, room.top + height // 2),
                                         height)
            room = pygame.Rect(self.shared.right + th.theme.px(24), room.top,
                               room.right - self.shared.right - th.theme.px(24), room.height)
        elif self.cards and n <= MOST_CARDS:
            self.place_cards(room, n)
            return
        self.place_rows(room)

    def place_cards(self, room: pygame.Rect, n: int) -> None:
        label = th.theme.font("small", "bold").get_linesize() * 2 + th.theme.px(8)
        detail = th.theme.font("small", "italic").get_linesize() * 2
        room = pygame.Rect(room.left, room.top, room.width, room.height - detail)
        self.detail_at = pygame.Rect(room.left, room.bottom + th.theme.px(2), room.width, detail)
        gap = th.theme.px(18)
        best = None
        for per_row in range(min(n, 7), 0, -1):
            rows = -(-n // per_row)
            height = min((room.height - rows * label - (rows - 1) * gap) // rows, th.theme.px(300))
            width = round(height * draw.CARD_ASPECT)
            most_w = (room.width - gap * (per_row - 1)) // per_row
            if width > most_w:
                width, height = most_w, round(most_w / draw.CARD_ASPECT)
            if best is None or width > best[1]:
                best = (per_row, width, height)
        per_row, width, height = best
        rows = -(-n // per_row)
        top = room.top + (room.height - rows * (height + label) - (rows - 1) * gap) // 2
        for row in range(rows):
            count = min(per_row, n - row * per_row)
            total = count * width + (count - 1) * gap
            x = room.centerx - total // 2
            for _ in range(count):
                self.card_rects.append(pygame.Rect(x, top + row * (height + label + gap), width, height))
                x += width + gap
        self.card_gap = gap

    def place_rows(self, room: pygame.Rect) -> None:
        """Rows tall enough for each answer's detail whole: one column, else two, else a smaller detail,
        else smaller names (:data:`ROW_LAYOUTS`).  When none fits, the first whose rows fit reaching down
        into the hint's room (the hint is then left out); failing that, the longest details of a column
        cut a line at a time (with an ellipsis, to one line at least; a name never) in the first that
        then fits, else the nearest.  (Ten answers beside the sheet, some with a long ability, once ran
        past the buttons and off the window at 1280x720, in four columns of three-line names.)"""
        d = self.decision
        gap = th.theme.px(8)
        thumbs = any(c.card is not None for c in d.choices) and self.shared is None
        pad = th.theme.px(56) + (round(th.theme.px(64) * draw.CARD_ASPECT) + th.theme.px(12) if thumbs else 0)
        width_all = min(room.width, th.theme.px(1100))

        def heights(layout: tuple, parts: list[list[int]] | None = None) -> list[int]:
            line = th.theme.font(layout[1], "italic").get_linesize()
            return [max(name + lines * line + th.theme.px(10), least) for name, lines, least in parts or layout[-1]]

        def reach(layout: tuple, parts: list[list[int]] | None = None) -> int:
            tall, per = heights(layout, parts), layout[-2]
            return max(sum(tall[c:c + per]) + gap * (len(tall[c:c + per]) - 1) for c in range(0, len(tall), per))

        laid = []
        for columns, size, names in ROW_LAYOUTS:
            if columns > len(d.choices):
                continue
            face = th.theme.font(size, "italic")
            w = (width_all - gap * (columns - 1)) // columns
            # one size for every answer's name: the smallest any of them needs at this width
            largest = LABEL_SIZES[max(LABEL_SIZES.index(label_size(c.label, w - pad, largest=names))
                                      for c in d.choices)]
            parts = []       # each answer's name's height, its detail's lines, its card's least height
            for choice in d.choices:
                lines = len(paint.wrap(choice.detail, face, w - pad)) if choice.detail else 0
                label_face, labels = answer_label(choice.label, w - pad, largest=largest)
                parts.append([len(labels) * label_face.get_linesize(), lines,
                              th.theme.px(64) if thumbs and choice.card is not None else 0])
            laid.append((columns, size, largest, w, -(-len(d.choices) // columns), parts))
            if reach(laid[-1]) <= room.height:
                break
        layout = laid[-1]
        if reach(layout) > room.height:
            limit = self.body.bottom - room.top
            layout = next((lay for lay in laid if reach(lay) <= limit), None)
            if layout is None:
                for lay in laid:
                    per, parts = lay[-2], lay[-1]
                    for c in range(0, len(parts), per):
                        column = parts[c:c + per]
                        while reach(lay, column) > limit and max(part[1] for part in column) > 1:
                            max(column, key=lambda part: part[1])[1] -= 1
                layout = next((lay for lay in laid if reach(lay) <= limit), min(laid, key=reach))
        columns, size, largest, w, per, _parts = layout
        tall = heights(layout)
        self.detail_size, self.label_largest = size, largest
        spare = (room.height - reach(layout)) // max(1, per)
        grow = max(0, min(spare, th.theme.px(16)))  # never shorter than its words, even when nothing fits
        left = room.centerx - (columns * w + (columns - 1) * gap) // 2
        for col in range(columns):
            y = room.top
            for k in range(col * per, min(len(d.choices), (col + 1) * per)):
                h = tall[k] + grow
                self.row_rects.append(pygame.Rect(left + col * (w + gap), y, w, h))
                y += h + gap

    def draw_content(self, surface: pygame.Surface) -> None:
        d, body = self.decision, self.body
        draw.draw_steps(surface, self.steps_rect, d.steps, d.step)
        if self.side is not None and self.standing is not None:
            self.draw_standing(surface, self.side, self.standing)
        elif self.side is not None and d.seat is not None:
            mini_sheet(surface, self.side, self.run, d.seat)
        with paint.within(surface, self.panel_rect, "the decision"):
            heading = th.theme.font("heading", "title")
            y = body.top
            paint.text(surface, paint.fit(d.title, heading, body.width), heading, th.GOLD, (body.centerx, y), "midtop",
                       shadow=True)
            y += heading.get_linesize()
            who = th.theme.font("large", "italic")
            seats = self.run.seats()
            line = f"{self.who()} decides" + (" (AI)" if self.ai and d.seat is not None else "")
            text = paint.fit(line, who, body.width - th.theme.px(40))
            rect = paint.text(surface, text, who, th.PARCHMENT, (body.centerx + th.theme.px(12), y), "midtop")
            if d.seat is not None:
                draw.mark(surface, seats, d.seat, (rect.left - th.theme.px(16), rect.centery), th.theme.px(10))
            y += who.get_linesize() + th.theme.px(4)
            font = th.theme.font("body")
            y = draw.wrapped(surface, d.prompt, font, th.PARCHMENT_DIM,
                             pygame.Rect(body.left + th.theme.px(60), y, body.width - th.theme.px(120),
                                         font.get_linesize() * 3), align="center", most=3)
            if self.ai_line:
                bold = th.theme.font("large", "bold")
                paint.text(surface, paint.fit(self.ai_line, bold, body.width), bold, th.GOLD, (body.centerx, y + 4),
                           "midtop", shadow=True)
                y += bold.get_linesize() + th.theme.px(4)
            self.place_answers(y + th.theme.px(10))
            if self.card_rects:
                self.draw_cards(surface)
            else:
                self.draw_rows(surface)
            hint = self.hint()
            lowest = max((r.bottom for r in self.row_rects), default=0)  # rows reaching it: no hint
            if hint and lowest < self.buttons_top - th.theme.px(10) - th.theme.font("small").get_linesize():
                small = th.theme.font("small", "italic")
                paint.text(surface, paint.fit(hint, small, body.width), small, th.PARCHMENT_DIM,
                           (body.centerx, self.buttons_top - th.theme.px(10)), "midbottom")

    def draw_standing(self, surface: pygame.Surface, rect: pygame.Rect, era) -> None:
        """Beside an era's end: its points per player, who dominates it and why, the battleground that leaves."""
        seats = self.run.seats()
        paint.panel(surface, rect, th.NIGHT, alpha=200, ornate=False)
        inner = rect.inflate(-th.theme.px(16), -th.theme.px(12))
        bold, font, small = th.theme.font("body", "bold"), th.theme.font("body"), th.theme.font("small", "italic")
        with paint.within(surface, rect, "the era's standing"):
            y = draw.wrapped(surface, f"Era {roman(era.era)}: {era.name}", bold, th.GOLD, inner, most=2)
            paint.text(surface, paint.fit("era points", small, inner.width), small, th.PARCHMENT_DIM, (inner.left, y))
            y += small.get_linesize() + th.theme.px(4)
            r = th.theme.px(7)
            for seat, points in sorted(enumerate(era.points), key=lambda sp: -sp[1]):
                top = seat == era.dominant
                face = bold if top else font
                draw.mark(surface, seats, seat, (inner.left + r, y + face.get_linesize() // 2), r)
                paint.text(surface, paint.fit(draw.seat_name(seats, seat), face, inner.width - 3 * r - th.theme.px(40)),
                           face, th.GOLD if top else th.PARCHMENT, (inner.left + 3 * r, y))
                paint.text(surface, str(points), face, th.GOLD if top else th.PARCHMENT, (inner.right, y), "topright")
                y += face.get_linesize()
            y += th.theme.px(8)
            lines = []
            if era.dominant is not None:
                lines.append(f"{draw.seat_name(seats, era.dominant)} dominates the era"
                             + (f" (a tie broken by {era.tiebreak})." if era.tiebreak else "."))
            if era.leaving:
                lines.append(f"{era.leaving} leaves the chronicle; {era.entering} takes its place.")
            for text in lines:
                if y >= inner.bottom:
                    break
                y = draw.wrapped(surface, text, small, th.PARCHMENT_DIM,
                                 pygame.Rect(inner.left, y, inner.width, inner.bottom - y)) + th.theme.px(6)

    def hint(self) -> str:
        if self.ai:
            return "The chronicle goes on by itself; Enter goes on now."
        if self.decision.kind == "text":
            return "Type, then Enter."
        if self.decision.choices:
            return "Click an answer, or press its number."
        return ""

    def draw_cards(self, surface: pygame.Surface) -> None:
        bold, tiny_bold = th.theme.font("small", "bold"), th.theme.font("tiny", "bold")
        key = th.theme.font("tiny", "bold")
        for k, (choice, rect) in enumerate(zip(self.decision.choices, self.card_rects, strict=False)):
            chosen = self.ai_index == k
            hover = self.hover == k and not self.ai
            if choice.card is not None:
                draw.character_card(surface, rect, self.run.campaign.card(choice.card), lit=chosen or hover, hover=hover or chosen,
                                    dimmed=self.ai_index is not None and not chosen)
            else:
                if hover or chosen:
                    halo = rect.inflate(18, 18)
                    surface.blit(sprites.card_glow(halo.size, th.GOLD), halo.topleft)
                face = draw.chronicle_card(rect.size, choice.kind, choice.label,
                                           choice.detail if choice.kind else "")
                surface.blit(face, rect.topleft)
                paint.piece(surface, rect, f"the card {choice.label!r}")
            if not self.ai and k < 9:   # its number, on a wax seal at the card's corner
                r = max(th.theme.px(10), key.get_linesize() // 2 + 2)
                centre = (rect.left + r - 2, rect.top + r - 2)
                pygame.draw.circle(surface, (116, 18, 30), centre, r)
                pygame.draw.circle(surface, th.GOLD_DIM, centre, r, 1)
                paint.text(surface, str(k + 1), key, th.GOLD, centre, "center")
            room = rect.width + self.card_gap - th.theme.px(4)
            face = bold
            lines = paint.wrap(choice.label, face, room)
            if len(lines) > 2 or any(face.size(line)[0] > room for line in lines):
                face = tiny_bold
                lines = paint.wrap(choice.label, face, room, most=2)
            y = rect.bottom + th.theme.px(4)
            for text in lines:
                paint.text(surface, text, face, th.GOLD if chosen or hover else th.PARCHMENT, (rect.centerx, y),
                           "midtop")
                y += face.get_linesize()
        shown = self.hover if self.hover is not None and not self.ai else self.ai_index
        if shown is not None and shown < len(self.decision.choices):
            choice = self.decision.choices[shown]
            if choice.detail and (choice.card is not None or not choice.kind):
                small = th.theme.font("small", "italic")
                draw.wrapped(surface, choice.detail, small, th.PARCHMENT_DIM, self.detail_at, align="center", most=2)

    def draw_rows(self, surface: pygame.Surface) -> None:
        if self.shared is not None:
            draw.character_card(surface, self.shared, self.run.campaign.card(self.decision.choices[0].card))
        small = th.theme.font(getattr(self, "detail_size", "small"), "italic")
        key = th.theme.font("small")
        for k, (choice, rect) in enumerate(zip(self.decision.choices, self.row_rects, strict=False)):
            chosen = self.ai_index == k
            hover = self.hover == k and not self.ai
            fill = th.BRUISE if hover else (th.darken(th.CRIMSON, .3) if chosen else th.DUSK)
            paint.panel(surface, rect, fill, th.GOLD if hover or chosen else th.GOLD_DIM, alpha=230, ornate=False)
            with paint.within(surface, rect, f"the answer {k + 1}"):
                inner = rect.inflate(-th.theme.px(20), -th.theme.px(6))
                if k < 9:
                    paint.text(surface, str(k + 1), key, th.GOLD_DIM, (inner.left, rect.centery), "midleft")
                left = inner.left + th.theme.px(26)
                if choice.card is not None and self.shared is None:   # the card, small, beside its answer
                    h = min(rect.height - th.theme.px(8), th.theme.px(64))
                    thumb = pygame.Rect(left, rect.top + th.theme.px(4), round(h * draw.CARD_ASPECT), h)
                    surface.blit(art.card_face(self.run.campaign.card(choice.card), thumb.size), thumb.topleft)
                    paint.piece(surface, thumb, f"the card of {choice.label!r}")
                    left = thumb.right + th.theme.px(12)
                elif any(c.card is not None for c in self.decision.choices) and self.shared is None:
                    left += round(th.theme.px(64) * draw.CARD_ASPECT) + th.theme.px(12)
                width = rect.right - th.theme.px(20) - left
                face, labels = answer_label(choice.label, width, inner.height,
                                            getattr(self, "label_largest", "body"))
                room = max(0, (inner.height - len(labels) * face.get_linesize()) // small.get_linesize())
                lines = paint.wrap(choice.detail, small, width, most=room) if choice.detail and room else []
                block = len(labels) * face.get_linesize() + len(lines) * small.get_linesize()
                y = rect.centery - block // 2
                for text in labels:
                    paint.text(surface, text, face, th.GOLD if hover or chosen else th.PARCHMENT, (left, y))
                    y += face.get_linesize()
                for line in lines:
                    paint.text(surface, line, small, th.PARCHMENT_DIM, (left, y))
                    y += small.get_linesize()


class RevealScene(MenuScene):
    """Cards turned from the chronicle deck: each leaves the deck and flips over as it flies to its place."""

    name = "reveal"
    opaque = False
    STAGGER = 0.35

    def __init__(self, reveals: Sequence[RevealView]) -> None:
        super().__init__()
        self.reveals = list(reveals)
        self.flips: list[draw.Flip] = []
        self.page = 0
        self.per_page = 5

    def build(self) -> None:
        self.go_button = Button("Continue", self.go_on, pygame.K_RETURN, primary=True,
                                tooltip="Space lands the cards at once.")
        self.group.add(self.go_button)

    def pages(self) -> int:
        return max(1, -(-len(self.reveals) // self.per_page))

    def shown(self) -> list[RevealView]:
        return self.reveals[self.page * self.per_page:(self.page + 1) * self.per_page]

    def go_on(self) -> None:
        if any(not f.done for f in self.flips):
            for flip in self.flips:
                flip.finish()
            return
        if self.page + 1 < self.pages():
            self.page += 1
            self.flips = []
            self.laid_out_for = None
            return
        self.close()

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_ESCAPE):
            self.go_on()
            return None
        super().handle(event)
        return None

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        n = len(self.shown())
        gap = th.theme.px(24)
        height = min(th.theme.px(330), int(h * 0.5))
        width = round(height * draw.CARD_ASPECT)
        most = (w - th.theme.px(260) - gap * (n - 1)) // max(1, n)
        if width > most:
            width = most
            height = round(width / draw.CARD_ASPECT)
        total = n * width + (n - 1) * gap
        x = w // 2 - total // 2 + th.theme.px(60)
        top = int(h * 0.2)
        self.slots = [pygame.Rect(x + k * (width + gap), top, width, height) for k in range(n)]
        self.deck = pygame.Rect(th.theme.px(40), int(h * 0.62), round(th.theme.px(120) * draw.CARD_ASPECT),
                                th.theme.px(120))
        self.go_button.rect = pygame.Rect(0, 0, th.theme.px(200), th.theme.px(46))
        self.go_button.rect.midbottom = (w // 2, h - th.theme.px(30))
        speed = self.app.preferences.speed
        back = draw.deck_back((width, height))
        self.flips = []
        for k, (reveal, slot) in enumerate(zip(self.shown(), self.slots, strict=True)):
            flip = draw.Flip(self.deck.center, slot.center, draw.reveal_face(slot.size, reveal), back,
                             small=self.deck.height / max(1, slot.height),
                             duration=0.7 / speed if speed > 0 else 0, delay=k * self.STAGGER / speed if speed > 0 else 0)
            if speed <= 0:
                flip.finish()
            self.flips.append(flip)
        audio.play("card")

    def update(self, dt: float) -> None:
        super().update(dt)
        for flip in self.flips:
            flip.update(dt)

    @property
    def calm(self) -> bool:
        return all(flip.done for flip in self.flips)

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout(surface.get_size())
        paint.dim(surface, 225)
        self.draw_content(surface)
        self.group.draw(surface)
        self.group.draw_tooltip(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _h = surface.get_size()
        title = th.theme.font("heading", "title")
        paint.text(surface, "From the chronicle deck", title, th.GOLD, (w // 2, th.theme.px(30)), "midtop", shadow=True)
        for k in range(3):   # the deck, a few cards thick
            surface.blit(draw.deck_back(self.deck.size), self.deck.move(-k * 2, -k * 2))
        paint.piece(surface, self.deck, "the chronicle deck")
        small = th.theme.font("small", "italic")
        paint.text(surface, "the deck", small, th.PARCHMENT_DIM, (self.deck.centerx, self.deck.bottom + 6), "midtop")
        for flip in self.flips:
            flip.draw(surface)
        bold = th.theme.font("small", "bold")
        for flip, reveal, slot in zip(self.flips, self.shown(), self.slots, strict=True):
            if flip.done:
                paint.piece(surface, slot, f"the revealed card {reveal.name!r}")
                kind = draw.KIND_WORDS.get(reveal.kind, reveal.kind.capitalize())
                paint.text(surface, paint.fit(kind, bold, slot.width + th.theme.px(20)), bold, th.PARCHMENT,
                           (slot.centerx, slot.bottom + th.theme.px(8)), "midtop")
        if self.pages() > 1:
            paint.text(surface, f"{self.page + 1} of {self.pages()}", small, th.PARCHMENT_DIM,
                       (w // 2, self.go_button.rect.top - th.theme.px(8)), "midbottom")

    @property
    def landed(self) -> bool:
        return all(f.done for f in self.flips)


def reveal_texts(reveals: Sequence[RevealView]) -> list[str]:
    """What each reveal says, for the journal."""
    return [f"{draw.KIND_WORDS.get(r.kind, r.kind)}: {r.name}" for r in reveals]


__all__ = ["ChoiceView", "DecisionScene", "RevealScene", "reveal_texts"]
