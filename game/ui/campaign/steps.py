"""The prologue, the aftermath and the era's end as guided scenes, one decision each, and the cards the
chronicle deck turns, flipping from the deck.

A :class:`DecisionScene` shows the stage's steps with the current one lit, who decides and what is
asked, and the answers: character or chronicle cards to click, a list to pick from (keys 1-9), or a
line to type.  An AI seat decides on entering; its choice is written on the scene ("Corvin chose …")
and the chronicle goes on by itself after a moment (or at once on Enter).
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.campaign import answers, draw
from game.ui.campaign.book import mini_sheet
from game.ui.campaign.flow import Run, proceed
from game.ui.campaign.hub import ChronicleScene, book_buttons
from game.ui.campaign.port import DecisionView, EraStanding, RevealView
from game.ui.menu_base import MenuScene
from game.ui.scenes import register
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


@register
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
        self.standing: EraStanding | None = None
        self.detail_at = pygame.Rect(0, 0, 0, 0)
        self.card_gap = 0
        self.ai = run.is_ai(decision.seat)
        self.ai_line = ""
        self.ai_index: int | None = None
        self.wait = 0.0
        self.reveals: list[RevealView] = []
        self.done = False
        self.only = False                          # one answer only: Continue takes it

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
        # a decision with one answer (one ability to place, one scheme to plot) is taken on with Continue too
        self.only = not self.ai and d.kind != "text" and len(d.choices) == 1
        self.go_button.visible = self.ai or self.only
        if self.only:
            self.go_button.tooltip = f"Take the only answer: {d.choices[0].label}."
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
        if self.only and not self.done:
            self.pick(0)
            return
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
            self.card_rects, self.card_gap, self.detail_at = answers.place_cards(room, n)
            return
        self.row_rects, self.detail_size, self.label_largest = answers.place_rows(
            d.choices, room, self.shared is not None, self.body.bottom)

    def draw_content(self, surface: pygame.Surface) -> None:
        d, body = self.decision, self.body
        draw.draw_steps(surface, self.steps_rect, d.steps, d.step)
        if self.side is not None and self.standing is not None:
            draw.era_standing(surface, self.side, self.run.seats(), self.standing)
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
                answers.draw_cards(surface, self)
            else:
                answers.draw_rows(surface, self)
            hint = self.hint()
            lowest = max((r.bottom for r in self.row_rects), default=0)  # rows reaching it: no hint
            if hint and lowest < self.buttons_top - th.theme.px(10) - th.theme.font("small").get_linesize():
                small = th.theme.font("small", "italic")
                paint.text(surface, paint.fit(hint, small, body.width), small, th.PARCHMENT_DIM,
                           (body.centerx, self.buttons_top - th.theme.px(10)), "midbottom")

    def hint(self) -> str:
        if self.ai:
            return "The chronicle goes on by itself; Enter goes on now."
        if self.decision.kind == "text":
            return "Type, then Enter."
        if len(self.decision.choices) > 9:   # the keys go to 9: the rest are clicked
            return "Click an answer, or press the number of one of the first nine."
        if self.only:
            return "The only answer: Continue (Enter) takes it, or click it."
        if self.decision.choices:
            return "Click an answer, or press its number."
        return ""
