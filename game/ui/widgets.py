"""Widgets: buttons, labels, panels, text inputs, toggles, sliders, cycle selectors.

Each widget has a ``rect`` set by its scene's layout (so text is rendered at
the window's real size and stays crisp), ``handle(event) -> bool`` (True when
consumed) and ``draw(surface)``.  A :class:`WidgetGroup` routes events, tracks
hover and draws tooltips.  Lists and dialogs are in ``widgets_more``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio


class Widget:
    """Base of every widget: a rect, visible/enabled flags and an optional tooltip."""

    def __init__(self, tooltip: str = "") -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.enabled = True
        self.tooltip = tooltip
        self.hover = False

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def update(self, dt: float) -> None:
        pass


class Label(Widget):
    """A line (or wrapped paragraph) of text."""

    def __init__(self, text: str, size: str | int = "body", role: str = "text",
                 colour: th.Colour = th.PARCHMENT, align: str = "left", wrap: bool = False) -> None:
        super().__init__()
        self.text, self.size, self.role, self.colour = text, size, role, colour
        self.align, self.wrap = align, wrap

    def draw(self, surface: pygame.Surface) -> None:
        font = th.theme.font(self.size, self.role)
        lines = paint.wrap(self.text, font, self.rect.width) if self.wrap else [self.text]
        y = self.rect.top
        for line in lines:
            if self.align == "center":
                paint.text(surface, line, font, self.colour, (self.rect.centerx, y), "midtop")
            elif self.align == "right":
                paint.text(surface, line, font, self.colour, (self.rect.right, y), "topright")
            else:
                paint.text(surface, line, font, self.colour, (self.rect.left, y))
            y += font.get_linesize()


class Panel(Widget):
    """A framed dark panel drawn behind other widgets."""

    def __init__(self, fill: th.Colour = th.NIGHT, alpha: int = 230) -> None:
        super().__init__()
        self.fill, self.alpha = fill, alpha

    def draw(self, surface: pygame.Surface) -> None:
        paint.panel(surface, self.rect, self.fill, alpha=self.alpha)


def key_name(key: int | None) -> str:
    if key is None:
        return ""
    names = {pygame.K_ESCAPE: "Esc", pygame.K_RETURN: "Enter", pygame.K_SPACE: "Space",
             pygame.K_DELETE: "Del", pygame.K_F11: "F11", pygame.K_F1: "F1"}
    return names.get(key, pygame.key.name(key).upper())


class Button(Widget):
    """A clickable button; its keyboard shortcut is shown on it and works too."""

    def __init__(self, text: str, on_click: Callable[[], Any], shortcut: int | None = None,
                 tooltip: str = "", primary: bool = False, sound: str = "click", ctrl: bool = False) -> None:
        super().__init__(tooltip)
        self.text, self.on_click, self.shortcut = text, on_click, shortcut
        self.ctrl = ctrl  # the shortcut is Ctrl + key (shown as "Ctrl+Z")
        self.primary, self.sound = primary, sound
        self.font_size = "body"  # a panel short of room may choose "small"
        self.wrap = False  # True: a label too long for one line takes as many as the button is tall for
        self.pressed = False
        self.selected = False

    def hint(self) -> str:
        """The shortcut as shown on the button ("Esc", "Ctrl+Z"; "" without one)."""
        if self.shortcut is None:
            return ""
        return ("Ctrl+" if self.ctrl else "") + key_name(self.shortcut)

    def click(self) -> None:
        """Press the button as if clicked (sound, then the callback)."""
        if not self.enabled or not self.visible:
            return
        if self.sound:
            audio.play(self.sound)
        self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if not self.enabled:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                self.rect.collidepoint(event.pos) and event.button == 1
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
            return was
        mod = getattr(event, "mod", 0)
        wanted = bool(mod & pygame.KMOD_CTRL) == self.ctrl and not mod & pygame.KMOD_ALT
        if event.type == pygame.KEYDOWN and event.key == self.shortcut and wanted:
            self.click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        r = self.rect
        if not self.enabled:
            fill, edge, ink = th.NIGHT, th.darken(th.ASH, .3), th.ASH
        elif self.pressed:
            fill, edge, ink = th.darken(th.BRUISE, .2), th.GOLD, th.GOLD
        elif self.hover or self.selected:
            fill, edge, ink = th.BRUISE, th.GOLD, th.lighten(th.PARCHMENT, .3)
        else:
            fill, edge, ink = (th.darken(th.CRIMSON, .35) if self.primary else th.DUSK), th.GOLD_DIM, th.PARCHMENT
        body = pygame.Surface(r.size, pygame.SRCALPHA)
        body.fill((*fill, 235))
        surface.blit(body, r.topleft)
        pygame.draw.rect(surface, edge, r, width=1)
        pygame.draw.line(surface, th.lighten(fill, .15), (r.left + 2, r.top + 2), (r.right - 3, r.top + 2))
        font = th.theme.font(self.font_size)
        for smaller in ("small", "tiny"):   # a button lower than its line (a thin ribbon): the next size down
            if font.size(self.text or " ")[1] <= r.height:
                break
            font = th.theme.font(smaller)
        hint = self.hint()
        small = th.theme.font("tiny")
        hint_w = small.size(hint)[0] + th.theme.px(10) if hint else 0
        room = r.width - th.theme.px(16) - hint_w
        lines = [self.text]
        if self.wrap:  # as many lines as the button is tall enough for, the rest on the last one
            most = max(1, (r.height - th.theme.px(4)) // max(1, font.get_linesize()))
            wrapped = paint.wrap(self.text, font, room)
            lines = wrapped[:most - 1] + [" ".join(wrapped[most - 1:])] if len(wrapped) > most else wrapped
        lines = [paint.fit(line, font, room) for line in lines]
        centre_x = r.centerx
        if hint:
            paint.text(surface, hint, small, th.GOLD_DIM if self.enabled else th.ASH,
                       (r.right - th.theme.px(6), r.centery), "midright")
            widest = max(font.size(line)[0] for line in lines)
            if widest + 2 * hint_w > r.width - th.theme.px(12):  # a long key: centre the label beside it
                centre_x = r.left + (r.width - hint_w) // 2
        step = font.get_linesize()
        top = r.centery - step * (len(lines) - 1) / 2
        with paint.within(surface, r, f"the button {self.text!r}"):
            for i, line in enumerate(lines):
                paint.text(surface, line, font, ink, (centre_x, round(top + i * step)), "center")


class Toggle(Widget):
    """A checkbox with a label."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], Any] | None = None,
                 tooltip: str = "") -> None:
        super().__init__(tooltip)
        self.label, self.value, self.on_change = label, value, on_change

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.value = not self.value
            audio.play("click")
            if self.on_change:
                self.on_change(self.value)
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface) -> None:
        side = min(self.rect.height, th.theme.px(22))
        box = pygame.Rect(self.rect.left, self.rect.centery - side // 2, side, side)
        pygame.draw.rect(surface, th.NIGHT, box)
        pygame.draw.rect(surface, th.GOLD if self.hover else th.GOLD_DIM, box, width=1)
        if self.value:
            pygame.draw.rect(surface, th.CRIMSON_LIGHT, box.inflate(-side // 2.5, -side // 2.5))
        paint.text(surface, self.label, th.theme.font("body"), th.PARCHMENT,
                   (box.right + th.theme.px(10), self.rect.centery), "midleft")


class Slider(Widget):
    """A value from 0 to 1 set by dragging or clicking the bar (volumes, speeds)."""

    def __init__(self, label: str, value: float, on_change: Callable[[float], Any] | None = None,
                 fmt: Callable[[float], str] = lambda v: f"{round(v * 100)}%", tooltip: str = "") -> None:
        super().__init__(tooltip)
        self.label, self.value, self.on_change, self.fmt = label, value, on_change, fmt
        self.dragging = False

    def bar(self) -> pygame.Rect:
        w = self.rect.width
        return pygame.Rect(self.rect.left + int(w * .42), self.rect.centery - 3, int(w * .44), 6)

    def _set_from(self, x: int) -> None:
        bar = self.bar()
        self.value = min(1.0, max(0.0, (x - bar.left) / max(1, bar.width)))
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        grab = self.bar().inflate(16, 24)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and grab.collidepoint(event.pos):
            self.dragging = True
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = grab.collidepoint(event.pos)
            if self.dragging:
                self._set_from(event.pos[0])
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            audio.play("click")
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        font = th.theme.font("body")
        paint.text(surface, self.label, font, th.PARCHMENT, (self.rect.left, self.rect.centery), "midleft")
        bar = self.bar()
        pygame.draw.rect(surface, th.INK, bar)
        filled = bar.copy()
        filled.width = int(bar.width * self.value)
        pygame.draw.rect(surface, th.CRIMSON, filled)
        pygame.draw.rect(surface, th.GOLD_DIM, bar, width=1)
        knob = (bar.left + filled.width, bar.centery)
        pygame.draw.circle(surface, th.GOLD if self.hover or self.dragging else th.PARCHMENT_DIM, knob,
                           th.theme.px(8))
        paint.text(surface, self.fmt(self.value), font, th.GOLD, (self.rect.right, self.rect.centery),
                   "midright")


class Cycle(Widget):
    """A choice among a few values: click (or the arrows) to step through them."""

    def __init__(self, label: str, choices: Sequence[Any], index: int = 0,
                 on_change: Callable[[Any], Any] | None = None, fmt: Callable[[Any], str] = str,
                 tooltip: str = "") -> None:
        super().__init__(tooltip)
        self.label, self.choices, self.index = label, list(choices), index
        self.on_change, self.fmt = on_change, fmt

    @property
    def value(self) -> Any:
        return self.choices[self.index] if self.choices else None

    def step(self, delta: int) -> None:
        if not self.choices or not self.enabled:
            return
        self.index = (self.index + delta) % len(self.choices)
        audio.play("click")
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos):
            if event.button == 1:
                left_half = event.pos[0] < self.box().left + th.theme.px(28)
                self.step(-1 if left_half else 1)
                return True
            if event.button == 3:
                self.step(-1)
                return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def box(self) -> pygame.Rect:
        if not self.label:
            return self.rect.copy()
        left = self.rect.left + int(self.rect.width * .42)
        return pygame.Rect(left, self.rect.top, self.rect.right - left, self.rect.height)

    def draw(self, surface: pygame.Surface) -> None:
        font = th.theme.font("body")
        if self.label:
            paint.text(surface, self.label, font, th.PARCHMENT, (self.rect.left, self.rect.centery), "midleft")
        box = self.box()
        pygame.draw.rect(surface, th.NIGHT, box)
        pygame.draw.rect(surface, th.GOLD if self.hover else th.GOLD_DIM, box, width=1)
        ink = th.PARCHMENT if self.enabled else th.ASH
        paint.text(surface, "‹", font, th.GOLD, (box.left + th.theme.px(10), box.centery), "midleft")
        paint.text(surface, "›", font, th.GOLD, (box.right - th.theme.px(10), box.centery), "midright")
        paint.text(surface, paint.fit(self.fmt(self.value), font, box.width - th.theme.px(44)), font, ink,
                   box.center, "center")


class TextInput(Widget):
    """A one-line text field (names, seeds); click to focus, type, Enter or click away to finish."""

    def __init__(self, text: str = "", max_length: int = 24, allowed: str | None = None,
                 placeholder: str = "", on_change: Callable[[str], Any] | None = None,
                 on_enter: Callable[[], Any] | None = None) -> None:
        super().__init__()
        self.text, self.max_length, self.allowed = text, max_length, allowed
        self.placeholder, self.on_change = placeholder, on_change
        self.on_enter = on_enter   # Enter in the field (its own button's work, the same message)
        self.focused = False
        self.blink = 0.0
        self.suggested = bool(text)   # the text it starts with is a suggestion: the first key typed replaces it

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.text)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in event.text if self.allowed is None or ch in self.allowed)
            if added:
                self.text = (("" if self.suggested else self.text) + added)[: self.max_length]
                self.suggested = False
                self._changed()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = "" if self.suggested else self.text[:-1]
                self.suggested = False
                self._changed()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_END, pygame.K_HOME):
                self.suggested = False   # the suggestion kept: typing goes on from its end
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.focused = False
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_enter is not None:
                    self.on_enter()
            return event.key not in (pygame.K_F11,)
        return False

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        font = th.theme.font("body")
        pygame.draw.rect(surface, th.INK, self.rect)
        pygame.draw.rect(surface, th.GOLD if self.focused else th.GOLD_DIM, self.rect, width=1)
        pad = th.theme.px(8)
        shown = self.text or ("" if self.focused else self.placeholder)
        ink = th.PARCHMENT if self.text else th.ASH
        fitted = paint.fit(shown, font, self.rect.width - 2 * pad)
        if self.focused and self.suggested and self.text:   # shown selected: typing replaces it
            mark = pygame.Rect(self.rect.left + pad - 2, self.rect.top + 4, font.size(fitted)[0] + 4, self.rect.height - 8)
            pygame.draw.rect(surface, th.BRUISE, mark)
        rect = paint.text(surface, fitted, font, ink, (self.rect.left + pad, self.rect.centery), "midleft")
        if self.focused and self.blink < 0.55:
            x = rect.right + 2 if self.text else self.rect.left + pad
            pygame.draw.line(surface, th.GOLD, (x, self.rect.top + 5), (x, self.rect.bottom - 6), 2)


draw_tooltip = paint.tooltip  # kept here too: tooltips belong to widgets


class WidgetGroup:
    """A scene's widgets: routes events top-most first, draws in order, shows tooltips."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.mouse = (-1, -1)
        self.hover_time = 0.0

    def add(self, *widgets: Widget) -> None:
        self.widgets.extend(widgets)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_time = 0.0
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):  # typing goes to the focused field first
            for widget in self.widgets:
                if isinstance(widget, TextInput) and widget.focused and widget.visible and widget.handle(event):
                    return True
        consumed = False
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle(event):
                consumed = True
                if event.type != pygame.MOUSEMOTION:
                    break
        return consumed

    def update(self, dt: float) -> None:
        self.hover_time += dt
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)

    def tooltip_text(self) -> str:
        """The tooltip of the top widget under the pointer once it has rested there a moment ('' if none)."""
        if self.hover_time < 0.45:
            return ""
        return next((w.tooltip for w in reversed(self.widgets)
                     if w.visible and w.tooltip and w.rect.collidepoint(self.mouse)), "")

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        text = self.tooltip_text()
        if text:
            draw_tooltip(surface, text, self.mouse)
