"""The deck builder: browse Methuselah's whole pool (filters by type, clan, cost and words; a right-click
reads a card whole), build a crypt and a library, see the counts, the cost curve and the clan mix, and
name, save, copy and delete decks (``decks/`` beside the saves, game.saves.deck_file).

A deck that is not legal yet may be saved, as a draft: the builder says why it is not legal, and New
game offers only legal decks (the game refuses any other at setup).  The starter decks are presets:
opened, they are copied, never changed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from game.games.methuselah import decklist
from game.saves import SaveError
from game.saves.deck_file import DeckEntry, deck_path, delete_deck, list_decks, save_deck
from game.ui import paint
from game.ui import theme as th
from game.ui.decks import pool as P
from game.ui.kit.cardface import draw_face
from game.ui.kit.overlay import Overlay
from game.ui.menu_base import MenuScene
from game.ui.scenes import register
from game.ui.widgets import Button, Cycle, TextInput
from game.ui.widgets_more import Dialog, Row, ScrollList

log = logging.getLogger(__name__)
GAME = "methuselah"
NEW = ("new", None)
CARD_MIN_W = 128      # the narrowest a card of the pool is drawn (at 720 lines)


def deck_choices() -> list[tuple[str, Any]]:
    """What the Deck arrows offer: a new deck, each starter (a preset, copied when opened), each saved deck."""
    out: list[tuple[str, Any]] = [NEW, *(("starter", d.key) for d in P.C.decks)]
    try:
        out += [("saved", e) for e in list_decks(GAME)]
    except Exception:
        log.exception("the decks folder could not be listed")
    return out


def choice_name(choice: tuple[str, Any]) -> str:
    kind, value = choice
    if kind == "new":
        return "A new deck"
    if kind == "starter":
        return f"Starter: {P.C.decks[P.C.deck_index[value]].name}"
    entry: DeckEntry = value
    if entry.problem is not None:
        return f"{entry.name} (damaged)"
    return entry.name + (" (draft)" if decklist.problems(entry.deck) else "")


@register
class DeckBuilderScene(MenuScene):
    """Build, name, save, copy and delete Methuselah decks."""

    name = "deck builder"
    heading = "Methuselah decks"

    def __init__(self, game_id: str = GAME) -> None:
        super().__init__()
        self.game_id = game_id
        self.overlay = Overlay()
        self.draft = P.DeckDraft()
        self.path: Any = None         # the file the draft was opened from or saved to
        self.page = 0
        self.cells: list[tuple[pygame.Rect, P.PoolCard]] = []
        self.shown: list[P.PoolCard] = list(P.POOL)
        self.message, self.message_bad = "", False
        self.opened_index = 0         # where the Deck arrows stood when the draft was opened or saved

    # -- widgets -------------------------------------------------------------------------
    def build(self) -> None:
        refilter = lambda _v: self.refilter()
        self.kind = Cycle("Type", P.TYPES, 0, refilter, tooltip="Vampires (the crypt), the library, or one kind of card")
        self.clan = Cycle("Clan", P.CLANS, 0, refilter, fmt=lambda k: k if k == P.ALL else P.clan_name(k),
                          tooltip="A clan's vampires, and the cards one of them can play")
        self.cost = Cycle("Cost", P.COSTS, 0, refilter,
                          tooltip="A card's pool and blood cost together; a vampire's capacity")
        self.search = TextInput("", 30, placeholder="Search names and rules", on_change=lambda _t: self.refilter())
        self.prev_page = Button("‹ Prev", lambda: self.turn(-1), tooltip="The previous page (Page Up, or the wheel)")
        self.next_page = Button("More ›", lambda: self.turn(1), tooltip="The next page (Page Down, or the wheel)")
        self.choices = deck_choices()
        self.deck_pick = Cycle("Deck", self.choices, 0, self._picked, fmt=choice_name,
                               tooltip="Open a saved deck, copy a starter deck, or begin a new one")
        self.name_input = TextInput(self.draft.name, decklist.NAME_MAX, on_change=self._renamed)
        self.save_button = Button("Save", self.save, tooltip="Save the deck under its name (a deck not legal "
                                  "yet is kept as a draft, and cannot be chosen in New game)")
        self.copy_button = Button("Copy", self.copy, tooltip="Save a copy of this deck under a new name")
        self.delete_button = Button("Delete", self.delete, tooltip="Delete this deck's file")
        self.contents = ScrollList(on_pick=self._take_out, wrap=False)
        self.contents.tooltip = "Click a card of the deck to take one copy out"
        self.back_button = Button("Back", self.back, pygame.K_ESCAPE)
        self.group.add(self.kind, self.clan, self.cost, self.search, self.prev_page, self.next_page,
                       self.deck_pick, self.name_input, self.save_button, self.copy_button, self.delete_button,
                       self.contents, self.back_button)
        self.refresh()

    def refilter(self) -> None:
        self.shown = P.filtered(self.kind.value, self.clan.value, self.cost.value, self.search.text)
        self.page = 0

    def refresh(self) -> None:
        """The deck's list, the buttons and the name box after a change."""
        crypt, library = self.draft.sizes()
        rows = self.draft.rows()
        self.contents.set_rows(
            [Row(f"Crypt: {crypt} vampires", None, th.GOLD_DIM, enabled=False)]
            + [Row(f"{n}×  {p.name}", p, th.GOLD) for p, n in rows if p.vampire]
            + [Row(f"Library: {library} cards", None, th.GOLD_DIM, enabled=False)]
            + [Row(f"{n}×  {p.name}", p, th.PARCHMENT) for p, n in rows if not p.vampire])
        self.delete_button.enabled = self.path is not None
        if self.name_input.text != self.draft.name:
            self.name_input.text = self.draft.name

    def per_page(self) -> int:
        return max(1, self.grid_cols * self.grid_rows)

    def pages(self) -> int:
        return max(1, -(-len(self.shown) // self.per_page()))

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + delta))

    # -- the deck --------------------------------------------------------------------------
    def add(self, card: P.PoolCard) -> None:
        if self.draft.add(card):
            self.say(f"Added {card.name}.")
        else:
            self.say(f"At most {decklist.MOST_COPIES} copies of {card.name}.", bad=True)
        self.refresh()

    def _take_out(self, row: Row) -> None:
        card: P.PoolCard = row.value
        self.draft.remove(card)
        self.say(f"Took out a {card.name}.")
        self.refresh()

    def _renamed(self, text: str) -> None:
        self.draft.name, self.draft.changed = text.strip(), True

    def say(self, text: str, bad: bool = False) -> None:
        self.message, self.message_bad = text, bad

    def _picked(self, _value: Any) -> None:
        choice = self.deck_pick.value
        if self.draft.changed and (self.draft.crypt or self.draft.library):
            shown = self.opened_index

            def keep() -> None:
                self.deck_pick.index = shown   # the arrows show the deck still being edited
            self.app.push(Dialog("Open another deck?", f"Your changes to “{self.draft.name}” are not saved; "
                                 "opening another deck loses them.",
                                 (("Open it", lambda: self.open(choice), None), ("Keep editing", keep, None))))
            return
        self.open(choice)

    def open(self, choice: tuple[str, Any]) -> None:
        kind, value = choice
        if kind == "new":
            self.draft, self.path = P.DeckDraft(), None
        elif kind == "starter":
            deck = decklist.starter(value)
            self.draft, self.path = P.DeckDraft.of(deck | {"name": f"{deck['name']} (mine)"[:decklist.NAME_MAX]}), None
            self.draft.changed = True
        elif value.problem is not None:
            self.say(f"{value.name} cannot be opened: {value.problem}", bad=True)
            return
        else:
            self.draft, self.path = P.DeckDraft.of(value.deck), value.path
        self.say(f"Opened {choice_name(choice)}.")
        self.opened_index = self.deck_pick.index
        self.refresh()

    def _select(self, path: Any) -> None:
        """The Deck arrows on the file at `path` (the list read again)."""
        self.choices = deck_choices()
        self.deck_pick.choices = self.choices
        self.deck_pick.index = self.opened_index = next((i for i, (k, v) in enumerate(self.choices)
                                                         if k == "saved" and v.path == path), 0)

    def save(self, name: str | None = None, after: Callable[[], None] | None = None) -> bool:
        name = (name or self.name_input.text).strip()
        try:
            target = deck_path(name)
            if target.exists() and target != self.path and name is not None and after is None:
                self.app.push(Dialog("Replace the deck?", f"A deck named “{name}” is saved already; "
                                     "saving replaces it.",
                                     (("Replace it", lambda: self.save(name, lambda: None), None),
                                      ("Cancel", None, None))))
                return False
            self.draft.name = name
            path = save_deck(self.game_id, self.draft.data(), name)
        except (SaveError, ValueError) as exc:
            self.say(f"Not saved: {getattr(exc, 'problem', exc)}", bad=True)
            return False
        self.path, self.draft.changed = path, False
        wrong = self.draft.problems()
        self.say(f"Saved “{name}” as a draft: not legal yet, so New game does not offer it." if wrong
                 else f"Saved “{name}”: legal, offered in New game.", bad=bool(wrong))
        self._select(path)
        self.refresh()
        return True

    def copy(self) -> None:
        base = (self.name_input.text.strip() or "Deck")[: decklist.NAME_MAX - 8]
        taken = {e.name for e in list_decks(None)}
        name = next(f"{base} copy{'' if i == 1 else f' {i}'}" for i in range(1, 999)
                    if f"{base} copy{'' if i == 1 else f' {i}'}" not in taken)
        self.path = None
        if self.save(name, lambda: None):
            self.say(f"Copied as “{name}”.")

    def delete(self) -> None:
        if self.path is None:
            return
        path, name = self.path, self.draft.name
        self.app.push(Dialog("Delete the deck?", f"“{name}” is deleted for good.",
                             (("Delete", lambda: self._delete(path), None), ("Keep it", None, None)), danger=True))

    def _delete(self, path: Any) -> None:
        try:
            delete_deck(path)
        except SaveError as exc:
            self.say(f"Not deleted: {exc.problem}", bad=True)
            return
        self.draft, self.path = P.DeckDraft(), None
        self._select(None)
        self.say("Deleted.")
        self.refresh()

    def back(self) -> None:
        if self.draft.changed and (self.draft.crypt or self.draft.library):
            self.app.push(Dialog("Leave the deck builder?", f"Your changes to “{self.draft.name}” are not saved.",
                                 (("Leave", self.close, None), ("Keep editing", None, None))))
            return
        self.close()

    # -- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        self.lay_out_for_the_window()
        if self.overlay.handle(event):
            return None
        if event.type == pygame.MOUSEWHEEL and self.grid_rect.collidepoint(pygame.mouse.get_pos()):
            self.turn(-event.y)
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn(-1 if event.key == pygame.K_PAGEUP else 1)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.search.focused:
            card = self.card_at(event.pos)
            if card is not None:
                self.add(card)
                return None
        return super().handle(event)

    def card_at(self, pos: tuple[int, int]) -> P.PoolCard | None:
        return next((card for rect, card in self.cells if rect.collidepoint(pos)), None)

    # -- layout and drawing -------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        px = th.theme.px
        self.panel_rect = self.centred_panel(size, px(1260), px(700))
        p = self.panel_rect
        row, gap = px(36), px(8)
        left, top = p.left + px(20), p.top + px(72)
        pool_w = min(int(p.width * 0.6), p.width - px(40 + 24 + 440))   # the deck's column keeps its room
        half = (pool_w - gap) // 2
        self.kind.rect = pygame.Rect(left, top, half, row)
        self.clan.rect = pygame.Rect(left + half + gap, top, half, row)
        self.cost.rect = pygame.Rect(left, top + row + gap, half, row)
        self.search.rect = pygame.Rect(left + half + gap, top + row + gap, half, row)
        grid_top = top + 2 * (row + gap) + px(4)
        self.page_row = pygame.Rect(left, p.bottom - px(16) - row, pool_w, row)
        self.prev_page.rect = pygame.Rect(left, self.page_row.top, px(96), row)
        self.next_page.rect = pygame.Rect(left + pool_w - px(96), self.page_row.top, px(96), row)
        self.grid_rect = pygame.Rect(left, grid_top, pool_w, self.page_row.top - gap - grid_top)
        self.grid_cols = max(1, (pool_w + gap) // (px(CARD_MIN_W) + gap))
        card_w = (pool_w - gap * (self.grid_cols - 1)) // self.grid_cols
        card_h = round(card_w / 0.7)
        self.grid_rows = max(1, (self.grid_rect.height + gap) // (card_h + gap))
        if self.grid_rows * (card_h + gap) - gap > self.grid_rect.height:
            card_h = (self.grid_rect.height - gap * (self.grid_rows - 1)) // self.grid_rows
        self.card_size = (min(card_w, round(card_h * 0.7)), card_h)
        self.page = min(self.page, self.pages() - 1)
        # the deck, on the right
        x = left + pool_w + px(24)
        w = p.right - px(20) - x
        self.deck_pick.rect = pygame.Rect(x, top, w, row)
        self.name_label = pygame.Rect(x, top + row + gap, px(70), row)
        self.name_input.rect = pygame.Rect(x + px(70), top + row + gap, w - px(70), row)
        bw = (w - 3 * gap) // 4
        y = top + 2 * (row + gap)
        for i, button in enumerate((self.save_button, self.copy_button, self.delete_button, self.back_button)):
            button.rect = pygame.Rect(x + i * (bw + gap), y, bw, row)
        self.status_rect = pygame.Rect(x, y + row + gap, w, th.theme.font("small").get_linesize() * 4 + px(4))
        charts_h = px(112)
        list_top = self.status_rect.bottom + gap
        self.contents.rect = pygame.Rect(x, list_top, w, p.bottom - px(16) - charts_h - gap - list_top)
        self.charts_rect = pygame.Rect(x, self.contents.rect.bottom + gap, w, charts_h)

    def draw(self, surface: pygame.Surface) -> None:
        self.overlay.begin(surface)
        super().draw(surface)
        self.overlay.finish(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_grid(surface)
        small, body = th.theme.font("small"), th.theme.font("body")
        paint.text(surface, "Name", body, th.PARCHMENT, (self.name_label.left, self.name_label.centery), "midleft")
        shown = len(self.shown)
        first = self.page * self.per_page()
        pages = f"{first + 1}–{min(shown, first + self.per_page())} of {shown} cards · page {self.page + 1} of " \
                f"{self.pages()} · click a card to add it, right-click to read it whole" if shown \
            else "No card fits these filters."
        paint.text(surface, paint.fit(pages, small, self.page_row.width - th.theme.px(210)), small, th.PARCHMENT_DIM,
                   self.page_row.center, "center")
        self.draw_status(surface)
        self.draw_charts(surface)

    def draw_grid(self, surface: pygame.Surface) -> None:
        px, gap = th.theme.px, th.theme.px(8)
        w, h = self.card_size
        first = self.page * self.per_page()
        self.cells = []
        mouse = self.overlay.mouse
        badge = th.theme.font("small", "bold")
        for i, card in enumerate(self.shown[first:first + self.per_page()]):
            r, c = divmod(i, self.grid_cols)
            rect = pygame.Rect(self.grid_rect.left + c * (w + gap), self.grid_rect.top + r * (h + gap), w, h)
            self.cells.append((rect, card))
            draw_face(surface, rect, card.face, hover=rect.collidepoint(mouse))
            n = self.draft.copies(card)
            if n:
                chip = pygame.Rect(0, 0, px(34), px(24))
                chip.bottomleft = (rect.left + px(4), rect.bottom - px(4))   # clear of the title and the seal
                pygame.draw.rect(surface, th.CRIMSON, chip, border_radius=px(6))
                paint.text(surface, f"×{n}", badge, th.PARCHMENT, chip.center, "center")

    def draw_status(self, surface: pygame.Surface) -> None:
        small = th.theme.font("small")
        r = self.status_rect
        crypt, library = self.draft.sizes()
        counts = (f"Crypt {crypt} ({decklist.CRYPT_MIN}–{decklist.CRYPT_MAX}) · Library {library} "
                  f"({decklist.LIBRARY_MIN}–{decklist.LIBRARY_MAX}) · at most {decklist.MOST_COPIES} of a card")
        wrong = self.draft.problems()
        verdict = ("Not legal yet: " + "; ".join(wrong)) if wrong else "Legal: it can be chosen in New game."
        notes = self.draft.notes()
        said = paint.wrap(verdict, small, r.width)
        said = said[:1] + [paint.fit(" ".join(said[1:]), small, r.width)] if len(said) > 2 else said
        lines = [(counts, th.PARCHMENT), *((line, th.CRIMSON_LIGHT if wrong else th.LEGAL) for line in said)]
        lines.append((self.message, th.CRIMSON_LIGHT if self.message_bad else th.GOLD) if self.message
                     else ("Note: " + notes[0], th.PARCHMENT_DIM) if notes else ("", th.PARCHMENT))
        for i, (text, colour) in enumerate(lines):
            paint.text(surface, paint.fit(text, small, r.width), small, colour,
                       (r.left, r.top + i * small.get_linesize()))

    def draw_charts(self, surface: pygame.Surface) -> None:
        """The library's cost curve (bars) and the crypt's clans (one bar, shared out), side by side."""
        px = th.theme.px
        r = self.charts_rect
        paint.panel(surface, r, th.INK, alpha=200, ornate=False)
        small, tiny = th.theme.font("small", "bold"), th.theme.font("tiny")
        half = r.width // 2
        paint.text(surface, "Cost curve", small, th.GOLD_DIM, (r.left + px(8), r.top + px(4)))
        curve = self.draft.curve()
        most = max(1, *curve)
        bar_w = (half - px(24)) // len(curve)
        base = r.bottom - px(6) - tiny.get_linesize()
        room = base - (r.top + px(8) + small.get_linesize() + tiny.get_linesize())
        for i, (label, n) in enumerate(zip(P.CURVE, curve, strict=True)):
            x = r.left + px(8) + i * bar_w
            height = round(room * n / most)
            bar = pygame.Rect(x + px(4), base - height, bar_w - px(8), height)
            pygame.draw.rect(surface, th.GOLD_DIM, bar)
            paint.text(surface, str(n), tiny, th.PARCHMENT, (bar.centerx, bar.top - px(1)), "midbottom")
            paint.text(surface, label, tiny, th.PARCHMENT_DIM, (bar.centerx, base + px(2)), "midtop")
        x0 = r.left + half + px(8)
        paint.text(surface, "Clans of the crypt", small, th.GOLD_DIM, (x0, r.top + px(4)))
        mix = self.draft.clan_mix()
        total = max(1, sum(n for _, n in mix))
        bar = pygame.Rect(x0, r.top + px(10) + small.get_linesize(), half - px(16), px(14))
        pygame.draw.rect(surface, th.DUSK, bar)
        x, y = bar.left, bar.bottom + px(4)
        for i, (clan, n) in enumerate(mix):
            colour = th.theme.seat(i % 5).colour
            width = round(bar.width * n / total)
            pygame.draw.rect(surface, colour, (x, bar.top, width, bar.height))
            x += width
            if y + tiny.get_linesize() <= r.bottom:
                pygame.draw.rect(surface, colour, (x0, y + px(4), px(10), px(10)))
                paint.text(surface, paint.fit(f"{P.clan_name(clan)} {n}", tiny, half - px(40)), tiny, th.PARCHMENT,
                           (x0 + px(16), y))
                y += tiny.get_linesize()
        if not mix:
            paint.text(surface, "No vampire yet.", tiny, th.PARCHMENT_DIM, (x0, y))
