"""The look: palette, player colours and shapes, type sizes that follow the window.

A gothic city at night (see ART.md): deep blacks, bruised purples, blood
crimson for danger, candle gold for what you own, parchment for cards.  Every
player colour also carries a shape, and a colour-blind palette (Okabe-Ito)
can replace the colours.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui import resources

Colour = tuple[int, int, int]

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))  # the Settings' window sizes


def window_sizes(current: tuple[int, int] | None = None) -> list[tuple[int, int]]:
    """The window sizes to offer: those that fit the screen (all of them on a screen smaller than
    the first), with `current` among them if it is none of them."""
    sizes = list(WINDOW_SIZES)
    try:
        desktops = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
    except pygame.error:
        desktops = []
    if desktops:
        biggest = max(desktops, key=lambda d: d[0] * d[1])
        fitting = [s for s in sizes if s[0] <= biggest[0] and s[1] <= biggest[1]]
        sizes = fitting or sizes
    if current is not None and tuple(current) not in sizes:
        sizes = sorted([*sizes, (int(current[0]), int(current[1]))])
    return sizes


INK = (12, 9, 14)            # the deepest black, behind everything
NIGHT = (22, 17, 28)         # panels
DUSK = (38, 28, 48)          # raised panels, buttons
BRUISE = (74, 48, 92)        # bruised purple, hover
BRUISE_LIGHT = (120, 86, 140)
CRIMSON = (150, 22, 36)      # danger, attacks, errors
CRIMSON_LIGHT = (196, 52, 60)
GOLD = (212, 168, 82)        # candle gold: what you own, focus
GOLD_DIM = (140, 108, 54)
PARCHMENT = (232, 218, 188)  # card faces, main text
PARCHMENT_DIM = (170, 156, 132)
ASH = (110, 102, 110)        # disabled
SHADOW = (0, 0, 0)
LEGAL = (120, 200, 140)      # legal drop targets while dragging

SHAPES = ("circle", "square", "triangle", "diamond", "star")


@dataclass(frozen=True)
class SeatStyle:
    """How one seat is drawn: a name for its colour, the colour and a shape."""

    name: str
    colour: Colour
    shape: str


STANDARD = (
    SeatStyle("crimson", (196, 40, 52), "circle"),
    SeatStyle("gold", (224, 178, 64), "square"),
    SeatStyle("azure", (70, 130, 210), "triangle"),
    SeatStyle("jade", (60, 168, 110), "diamond"),
    SeatStyle("violet", (160, 96, 210), "star"),
)
# Okabe-Ito: distinguishable under the common colour-vision deficiencies.
COLOUR_BLIND = (
    SeatStyle("vermillion", (213, 94, 0), "circle"),
    SeatStyle("yellow", (240, 228, 66), "square"),
    SeatStyle("sky blue", (86, 180, 233), "triangle"),
    SeatStyle("bluish green", (0, 158, 115), "diamond"),
    SeatStyle("reddish purple", (204, 121, 167), "star"),
)

COLOUR_NAMES = tuple(s.name for s in STANDARD)


class Theme:
    """Current palette choice and the window height that sets the type sizes."""

    def __init__(self) -> None:
        self.colour_blind = False
        self.height = 720

    def seat_styles(self) -> tuple[SeatStyle, ...]:
        return COLOUR_BLIND if self.colour_blind else STANDARD

    def seat(self, index: int) -> SeatStyle:
        """The style of colour slot `index` (wraps around)."""
        styles = self.seat_styles()
        return styles[index % len(styles)]

    def scale(self) -> float:
        return max(0.6, self.height / 720)

    def px(self, base: float) -> int:
        """A length in pixels at 720 lines, scaled to the window height."""
        return max(1, round(base * self.scale()))

    def font(self, size: str | int = "body", role: str = "text") -> pygame.font.Font:
        """A font scaled with the window: sizes small/body/large/heading/title or a number."""
        base = {"tiny": 14, "small": 17, "body": 20, "large": 26, "heading": 34, "title": 72}
        px = base[size] if isinstance(size, str) else size
        return resources.load_font(role, self.px(px))


theme = Theme()


def draw_shape(surface: pygame.Surface, shape: str, colour: Colour, centre: tuple[float, float],
               radius: float, outline: Colour | None = INK, width: int = 2) -> None:
    """Draw a seat marker: the seat's colour in its shape, with a dark outline."""
    cx, cy = centre
    r = max(2.0, radius)
    if shape == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r)
        if outline:
            pygame.draw.circle(surface, outline, (cx, cy), r, width)
        return
    if shape == "square":
        points = [(cx - r * .85, cy - r * .85), (cx + r * .85, cy - r * .85),
                  (cx + r * .85, cy + r * .85), (cx - r * .85, cy + r * .85)]
    elif shape == "triangle":
        points = [(cx + r * math.cos(a), cy + r * math.sin(a))
                  for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
        points = [(x, y + r * .15) for x, y in points]
    elif shape == "diamond":
        points = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    else:  # star
        points = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, points)
    if outline:
        pygame.draw.polygon(surface, outline, points, width)


def lighten(colour: Colour, amount: float) -> Colour:
    """Blend a colour toward white by `amount` (0..1)."""
    return tuple(min(255, int(c + (255 - c) * amount)) for c in colour)  # type: ignore[return-value]


def darken(colour: Colour, amount: float) -> Colour:
    return tuple(max(0, int(c * (1 - amount))) for c in colour)  # type: ignore[return-value]


def vignette_background(size: tuple[int, int]) -> pygame.Surface:
    """A drawn night backdrop: a purple glow in the middle fading to black edges."""
    w, h = size
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 32) / 32, (y - 16) / 22
            d = min(1.0, math.hypot(dx, dy))
            t = (1 - d) ** 1.6
            small.set_at((x, y), (int(INK[0] + (DUSK[0] - INK[0]) * t),
                                  int(INK[1] + (DUSK[1] - INK[1]) * t),
                                  int(INK[2] + (DUSK[2] - INK[2]) * t)))
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
