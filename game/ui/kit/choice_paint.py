"""How a choice panel looks inside its frame: the heading, each row's label, the buttons or the game's cards,
the scroll bar and the switch."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.kit.choice_fit import label_lines

if TYPE_CHECKING:
    from game.ui.kit.choices import ChoicePanel, Tip


def draw_inside(panel: ChoicePanel, surface: pygame.Surface, tips: list[Tip] | None) -> None:
    """Everything inside `panel`'s frame: its heading, row labels, buttons (or cards), scroll bar and switch;
    a label cut short adds its whole text to `tips` while hovered."""
    draw_heading(panel, surface)
    clip = surface.get_clip()
    if panel.viewport is not None:  # the buttons scroll: nothing is drawn outside their part of the panel
        surface.set_clip(panel.viewport.clip(clip))
    label_f, pad = th.theme.font("small", "bold"), th.theme.px(10)
    for r, row in enumerate(panel.rows if panel.mode == "rows" else ()):
        first = next((s.button for s in panel.buttons if s.row == r), None)
        if row.title and first is not None and panel.labels_above:
            paint.text(surface, paint.fit(row.title, label_f, panel.rect.width - 2 * pad), label_f, th.PARCHMENT,
                       (panel.rect.left + pad, first.rect.top - 1), "bottomleft")
        elif row.title and first is not None:
            lines = paint.wrap(row.title, label_f, panel.label_w - pad, most=2)
            for i, line in enumerate(lines):
                y = first.rect.centery + (i - (len(lines) - 1) / 2) * label_f.get_linesize()
                paint.text(surface, line, label_f, th.PARCHMENT, (panel.rect.left + pad, y), "midleft")
    hover_tips: list[Tip] = []
    for index, slot in enumerate(panel.shown()):
        button = slot.button
        if panel.viewport is not None and not panel.viewport.colliderect(button.rect):
            continue  # scrolled out of sight
        if panel.mode == "cards" and panel.painter is not None and slot.action is not None:
            panel.painter(surface, button.rect, panel.choices[id(button)], index, button.hover, hover_tips)
            continue
        button.draw(surface)
        if index == panel.focus:
            pygame.draw.rect(surface, th.GOLD, button.rect.inflate(2, 2), 2)
        if button.hover and label_lines(button, button.font_size, button.rect.width) > \
                max(1, (button.rect.height - th.theme.px(4)) // th.theme.font(button.font_size).get_linesize()):
            hover_tips.append((button.rect, button.text))
    surface.set_clip(clip)
    bar = panel.scrollbar()
    if bar is not None:
        pygame.draw.rect(surface, th.DUSK, bar[0], border_radius=3)
        pygame.draw.rect(surface, th.GOLD_DIM, bar[1], border_radius=3)
    if panel.switch_button is not None:
        panel.switch_button.draw(surface)
    if tips is not None:
        tips.extend(hover_tips)


def draw_heading(panel: ChoicePanel, surface: pygame.Surface) -> None:
    """The panel's title and note lines, centred over cards, else from its top left."""
    small, cards = th.theme.font("small", "italic"), panel.mode == "cards"
    pad = panel.head_pad if panel.mode == "grid" and panel.head_pad is not None else \
        th.theme.px({"rows": 10, "grid": 12, "cards": 16}[panel.mode])   # the margin its lines were wrapped for
    x, anchor = (panel.rect.centerx, "midtop") if cards else (panel.rect.left + pad, "topleft")
    y = panel.rect.top + pad
    for line in panel.title_lines:
        paint.text(surface, paint.fit(line, panel.title_font, panel.rect.width - 2 * pad), panel.title_font,
                   th.GOLD, (x, y), anchor)
        y = panel.rect.top + pad + th.theme.px(34) if cards else y + panel.title_font.get_linesize()
    for line in panel.note_lines:
        paint.text(surface, line, small, th.PARCHMENT_DIM, (x, y), anchor)
        y += small.get_linesize()
