"""Panels that ask a question: choose a resolution, answer an attack, pick a vote card, pick a commit variant.

Each panel is a set of buttons, one per legal action, with number keys as
shortcuts; a click makes the panel's ``chosen`` action, which the table view
hands to the table scene.  The score preview is drawn here too.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core import Action
from game.games.equilibrium.actions import Pass, Vote
from game.games.equilibrium.content import load
from game.ui import paint
from game.ui import theme as th
from game.ui.tables.equilibrium import art
from game.ui.tables.equilibrium.boards import Tip, font
from game.ui.widgets import Button

KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
        pygame.K_9]


class ChoicePanel:
    """A titled panel of buttons, one per action; `chosen` is set when one is clicked."""

    def __init__(self, title: str, note: str, choices: Sequence[tuple[str, Action | None]],
                 cancel: bool = False) -> None:
        self.title, self.note = title, note
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.chosen: Action | None = None
        self.cancelled = False
        self.title_font = th.theme.font("large", "bold")
        self.title_lines: list[str] = [title]
        self.note_lines: list[str] = []
        self.head = 0
        self.buttons: list[tuple[Button, Action | None]] = []
        numbered = 0
        for label, action in choices:
            key = None
            if isinstance(action, Pass):
                key = pygame.K_p
            elif numbered < len(KEYS):
                key = KEYS[numbered]
                numbered += 1
            button = Button(label, self._chooser(action), key, tooltip=label, primary=isinstance(action, Pass))
            self.buttons.append((button, action))
        if cancel:
            self.buttons.append((Button("Cancel", self._cancel, pygame.K_c), None))

    def _chooser(self, action: Action | None):
        def choose() -> None:
            self.chosen = action
        return choose

    def _cancel(self) -> None:
        self.cancelled = True

    def layout(self, area: pygame.Rect, unit: float, room: pygame.Rect | None = None) -> None:
        """Fill `area` (or less): a heading that fits, then buttons in as many columns as their number needs.

        Labels stay readable: when they would be cut in several columns, the buttons go in one
        column that may reach down to the bottom of `room` (which may also end above `area`'s
        bottom), then a smaller font, then two lines.
        """
        pad = round(12 * unit)
        bh = round(32 * unit)
        gap = round(6 * unit)
        n = len(self.buttons)
        body = th.theme.font("body")
        longest = max((body.size(b.text)[0] for b, _a in self.buttons), default=0) + th.theme.px(44)
        wanted = max(round(420 * unit), longest + 2 * pad)  # room for the label and its key
        width = min(area.width, wanted) if n <= 4 else area.width
        self.title_font = th.theme.font("large", "bold")
        if self.title_font.size(self.title)[0] > width - 2 * pad:
            self.title_font = th.theme.font("body", "bold")
        self.title_lines = paint.wrap(self.title, self.title_font, width - 2 * pad)[:2]
        note_font = th.theme.font("small", "italic")
        self.note_lines = paint.wrap(self.note, note_font, width - 2 * pad)[:3] if self.note else []
        head = pad + len(self.title_lines) * self.title_font.get_linesize() + \
            len(self.note_lines) * note_font.get_linesize() + pad

        def column_width(cols: int) -> int:
            return (width - 2 * pad - gap * (cols - 1)) // cols

        avail = room.bottom - area.top if room is not None else area.height
        rows_fit = max(1, (area.height - head - pad) // (bh + gap))
        cols = max(1, -(-n // rows_fit))
        if cols > 1 and longest > column_width(cols) and head + n * (bh + gap) + pad <= avail:
            cols = 1
        col_w = column_width(cols)
        rows = -(-n // cols)
        size = "body" if longest <= col_w else "small"
        small = th.theme.font(size)
        two_lines = any(small.size(b.text)[0] + th.theme.px(44) > col_w for b, _a in self.buttons)
        if two_lines and head + rows * (round(bh * 1.55) + gap) + pad <= avail:
            bh = round(bh * 1.55)  # a label that still does not fit takes two lines
        else:
            two_lines = False  # no room for two: the label is cut and its tooltip shows it whole
        height = head + rows * (bh + gap) + pad
        bounds = pygame.Rect(area.left, area.top, area.width, avail)  # may reach below `area`, into `room`
        self.rect = pygame.Rect(0, 0, width, min(avail, height))
        self.rect.center = bounds.center if height > area.height else area.center
        self.head = head
        for i, (button, _action) in enumerate(self.buttons):
            c, r = divmod(i, rows)
            button.rect = pygame.Rect(self.rect.left + pad + c * (col_w + gap),
                                      self.rect.top + head + r * (bh + gap), col_w, bh)
            button.font_size = size
            button.wrap = two_lines

    def handle(self, event: pygame.event.Event) -> bool:
        for button, _action in self.buttons:
            if button.handle(event) and event.type != pygame.MOUSEMOTION:
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def hovered(self) -> Action | None:
        return next((action for button, action in self.buttons if button.hover), None)

    def draw(self, surface: pygame.Surface, tips: list[Tip]) -> None:
        shadow = art.soft_shadow(self.rect.size, 14, 170)
        surface.blit(shadow, (self.rect.left - 14, self.rect.top - 8))
        paint.panel(surface, self.rect, th.NIGHT, th.GOLD, alpha=242)
        pad = th.theme.px(12)
        y = self.rect.top + pad
        for line in self.title_lines:
            paint.text(surface, line, self.title_font, th.GOLD, (self.rect.left + pad, y))
            y += self.title_font.get_linesize()
        small = th.theme.font("small", "italic")
        for line in self.note_lines:
            paint.text(surface, line, small, th.PARCHMENT_DIM, (self.rect.left + pad, y))
            y += small.get_linesize()
        body = th.theme.font("body")
        for button, _action in self.buttons:
            button.draw(surface)
            if button.hover and body.size(button.text)[0] > button.rect.width - th.theme.px(30):
                tips.append((button.rect, button.text))


class VotePanel:
    """The secret era vote: the voter's three guild power cards, face up only for them."""

    def __init__(self, cards: Sequence[int], players: int, white: bool, era: int) -> None:
        self.cards = list(cards)
        self.players, self.white_allowed, self.era = players, white, era
        self.white = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.card_rects: list[pygame.Rect] = []
        self.white_button = Button("White vote: off", self._toggle, pygame.K_w,
                                   tooltip="Abstain once a game: the chosen card is set aside unseen (−2 points).")
        self.chosen: Action | None = None
        self.hover: int | None = None

    def _toggle(self) -> None:
        self.white = not self.white
        self.white_button.text = f"White vote: {'on' if self.white else 'off'}"
        self.white_button.selected = self.white

    def layout(self, area: pygame.Rect, unit: float) -> None:
        self.rect = area
        n = max(1, len(self.cards))
        cw = min(round(150 * unit), (area.width - round(40 * unit)) // n - round(16 * unit))
        ch = round(cw * 1.4)
        total = n * cw + (n - 1) * round(20 * unit)
        x0 = area.centerx - total // 2
        top = area.top + round(92 * unit)
        self.card_rects = [pygame.Rect(x0 + i * (cw + round(20 * unit)), top, cw, ch) for i in range(n)]
        self.white_button.rect = pygame.Rect(0, 0, round(220 * unit), round(34 * unit))
        self.white_button.rect.midtop = (area.centerx, top + ch + round(14 * unit))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.white_allowed and self.white_button.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in enumerate(self.card_rects) if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.card_rects):
                if r.collidepoint(event.pos):
                    self.chosen = Vote(self.cards[i], self.white)
                    return True
        if event.type == pygame.KEYDOWN and event.key in KEYS[:len(self.cards)]:
            self.chosen = Vote(self.cards[KEYS.index(event.key)], self.white)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface, tips: list[Tip]) -> None:
        paint.panel(surface, self.rect, th.INK, th.GOLD, alpha=236)
        pad = th.theme.px(16)
        paint.text(surface, f"Era change {self.era}: your secret vote", th.theme.font("large", "bold"), th.GOLD,
                   (self.rect.centerx, self.rect.top + pad), "midtop")
        note = ("Keep one card: it raises that guild's power. The other two leave the game."
                if self.era <= 2 else "Keep one card: it stays face down until the final scoring.")
        small = th.theme.font("small", "italic")
        y = self.rect.top + pad + th.theme.px(34)
        for line in paint.wrap(note, small, self.rect.width - 2 * pad)[:2]:
            paint.text(surface, line, small, th.PARCHMENT_DIM, (self.rect.centerx, y), "midtop")
            y += small.get_linesize()
        content = load()
        for i, (card, rect) in enumerate(zip(self.cards, self.card_rects, strict=False)):
            g, tier = card // 2, card % 2
            value = content.vote_values[self.players][tier]
            colour = art.guild_colour(g)
            lift = -th.theme.px(8) if i == self.hover else 0
            r = rect.move(0, lift)
            surface.blit(art.soft_shadow(r.size, 10, 150), (r.left - 10, r.top - 4))
            pygame.draw.rect(surface, th.darken(colour, 0.35), r, border_radius=10)
            pygame.draw.rect(surface, th.GOLD if i == self.hover else th.lighten(colour, 0.3), r, 3,
                             border_radius=10)
            mark = art.emblem(g, int(r.width * 0.62), th.lighten(colour, 0.55))
            surface.blit(mark, mark.get_rect(center=(r.centerx, r.top + r.height * 0.38)))
            paint.text(surface, f"+{value}", font(r.width * 0.34, "bold"), th.GOLD,
                       (r.centerx, r.top + r.height * 0.72), "center", shadow=True)
            paint.text(surface, content.guilds[g].name, font(r.width * 0.14, "bold"), th.PARCHMENT,
                       (r.centerx, r.bottom - th.theme.px(10)), "midbottom")
            paint.text(surface, str(i + 1), th.theme.font("tiny"), th.GOLD_DIM, (r.left + 8, r.top + 6))
            tips.append((r, f"{content.guilds[g].name} +{value}: raises the {content.guilds[g].name}' power by "
                            f"{value}" + (" (white vote: set aside unseen)" if self.white else "")))
        if self.white_allowed:
            self.white_button.draw(surface)


def draw_scores(surface: pygame.Surface, anchor: pygame.Rect, rows: list[tuple[str, list[int]]],
                names: list[str], styles: list[th.SeatStyle]) -> None:
    """The provisional score breakdown (steps a–e and the total), under `anchor`."""
    body = th.theme.font("small")
    bold = th.theme.font("small", "bold")
    line = body.get_linesize()
    label_w = max(body.size(label)[0] for label, _v in rows) + th.theme.px(16)
    col = th.theme.px(70)
    width = label_w + col * len(names) + th.theme.px(24)
    height = (len(rows) + 2) * line + th.theme.px(24)
    rect = pygame.Rect(0, 0, width, height)
    rect.topright = (anchor.right, anchor.bottom + 4)
    rect.clamp_ip(surface.get_rect())
    surface.blit(art.soft_shadow(rect.size, 10, 160), (rect.left - 10, rect.top - 4))
    paint.panel(surface, rect, th.NIGHT, th.GOLD, alpha=246)
    x0, y = rect.left + th.theme.px(12), rect.top + th.theme.px(10)
    paint.text(surface, "Score if the game ended now", th.theme.font("small", "italic"), th.GOLD, (x0, y))
    y += line + 4
    for i, name in enumerate(names):
        cx = x0 + label_w + col * i + col // 2
        th.draw_shape(surface, styles[i].shape, styles[i].colour, (cx - col // 2 + 8, y + line // 2), line * 0.3)
        paint.text(surface, paint.fit(name, body, col - 20), body, th.PARCHMENT, (cx + 6, y), "midtop")
    y += line
    for label, values in rows:
        total = label == "Total"
        if total:
            pygame.draw.line(surface, th.GOLD_DIM, (x0, y + 1), (rect.right - th.theme.px(12), y + 1))
        paint.text(surface, label, bold if total else body, th.GOLD if total else th.PARCHMENT_DIM, (x0, y + 2))
        for i, value in enumerate(values):
            cx = x0 + label_w + col * i + col // 2
            paint.text(surface, str(value), bold if total else body, th.GOLD if total else th.PARCHMENT,
                       (cx + 6, y + 2), "midtop")
        y += line
