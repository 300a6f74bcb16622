"""The cards the chronicle deck turns: each leaves the deck and flips over as it flies to its place, a page
of five at a time."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import paint
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.campaign import draw
from game.ui.campaign.port import RevealView
from game.ui.menu_base import MenuScene
from game.ui.widgets import Button


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
