"""The Bloodlines table: every seat's bloodline as a pyramid (yours large at the bottom, your rivals'
across the top), the three battleground boards between them, the queue of five with its costs and
reserve marks, your hand of schemes, the missions with who leads each, the round and a score preview.

You recruit by dragging a character from the queue onto a sire in your pyramid (the sires that may
take a childe light up), scheme by dragging a scheme onto the vampire that leads the coterie, and
click the lit vampires, courts and boards the engine asks for; the choice panel and the table
scene's action picker offer every legal action as well (keys 1–9).  Cards zoom on a right-click.
Everything drawn comes from the viewer's view, read once per change into a model (``read``).
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial

import pygame

from game.core import Action, Event, GameState
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.kit import overlay
from game.ui.kit.above import carve, draw_held, from_above, held_chips
from game.ui.kit.base import BaseTable, SeatLook, Tip
from game.ui.kit.cardface import zoom_to
from game.ui.kit.choices import prompt_line
from game.ui.kit.driven import Driven
from game.ui.kit.motion import Motion, Shadow
from game.ui.kit.rivals import Section
from game.ui.kit.still import StillLayer
from game.ui.kit.table import Drawn
from game.ui.tables.bloodlines import art, boards, glyphs, nameplates, panels, plate, read, scene
from game.ui.tables.bloodlines.frame import Frame
from game.ui.tables.bloodlines.gestures import Gestures, Places
from game.ui.tables.bloodlines.hints import scheme_rule
from game.ui.tables.bloodlines.layout import TableLayout, compute
from game.ui.tables.bloodlines.model import Board, TableModel
from game.ui.tables.bloodlines.read import PROMPTS, BloodlinesState

FLIGHT_SECONDS = 0.55

def ribbon_text(model: TableModel, legal: list[Action], mine: bool, names: list[str]) -> str:
    """What the ribbon says: your question, or whom the table waits for."""
    if model.over:
        return "The night is over."
    who = names[model.current] if model.current is not None and 0 <= model.current < len(names) else "The table"
    if PROMPTS:
        if mine and model.cost:     # Kiss the Ring asked of you: the effect you suffer by refusing, named
            return f"Kiss the Ring: give a boon, or {model.cost}"
        return prompt_line(PROMPTS, model.step, mine, who)
    return "Your move" if mine else f"{who} decides…"


class BloodlinesTable(Driven, BaseTable[BloodlinesState]):
    """The Bloodlines table view (see the module docstring)."""

    picker_share = 0.34   # most moves are made on the table itself
    number_keys = True    # keys 1-9 play the moves list's first nine rows (the step's panel has no numbers)

    def __init__(self, table) -> None:
        super().__init__(table)
        self.motion = Motion(on_land=lambda flight: audio.play("drop"))
        self.gestures = Gestures(table.drag, lambda: self.names)
        self.model: TableModel | None = None
        self.hits: dict[Hashable, pygame.Rect] = {}   # the places drawn (self.drawn.places)
        self.drawn = Drawn()                          # what the table drew where, this frame
        self.still = StillLayer()                     # the still table, kept between frames
        self.strips: dict[int, pygame.Rect] = {}    # from above: each rival's strip of schemes in hand

    # -- the base table's hooks --------------------------------------------------------------------
    def regions_key(self, view: BloodlinesState) -> tuple:
        return (view.players,)

    def rival_sections(self, view: BloodlinesState, seat: int) -> tuple[Section, ...]:
        """A rival's panel (``game.ui.kit.rivals``), read from the view."""
        return read.rival_sections(view, seat)

    def lay_out(self, view: BloodlinesState) -> TableLayout:
        area = compute(self.full, view.players, self.me, max(1, len(view.battlegrounds)))
        self.strips = {}
        if from_above(view):   # every rival's schemes face up in a strip at the foot of its plate
            for i, (seat, rect) in enumerate(zip(area.rival_seats, area.rivals, strict=False)):
                area.rivals[i], self.strips[seat] = carve(rect, area.unit, lines=3)   # a hand of nine
        return area

    def rebuild(self, view: BloodlinesState) -> None:
        area = self.regions(view)
        self.model = read.model_of(view, self.me)
        self.motion.speed = self.speed()
        for k, board in enumerate(self.model.boards):
            if board.kind == "high_low":
                self.motion.slider(f"board{k}").track([float(board.number("pos"))], self.motion.speed)
            elif board.kind in ("beast", "humanity"):
                self.motion.slider(f"board{k}").track([float(p) for p in board.numbers("pos")], self.motion.speed)
            elif board.kind == "masquerade":
                self.motion.slider(f"board{k}").track([float(t.investigators) for t in board.tracks],
                                                      self.motion.speed)
            elif board.kind == "inquisition":   # a token sliding down onto the accusers' bench, or back
                self.motion.slider(f"board{k}").track([1.0 if c.where == "bench" else 0.0
                                                       for c in board.columns], self.motion.speed)
        me = self.model.me
        self.gestures.rebuild(self.model, self.table.legal_actions(), area, self.places(area, self.model),
                              lambda first, kind: read.offered_after(view, me, first, kind))

    def places(self, area: TableLayout, model: TableModel) -> Places:
        """Where every vampire, queue card and scheme of the viewer's hand is drawn."""
        out = Places()
        for seat, line in enumerate(model.bloodlines):
            rect = area.pyramid(seat, model.me)
            if rect is None:
                continue
            for i, r in enumerate(panels.vampire_rects(rect, line, area.unit, seat == model.me)):
                out.vampires[(seat, i)] = r
        if model.pending is not None and model.pending[0] == model.me:
            out.pending = panels.pending_rect(area.own, area.unit, True)
        spaces, _deck = panels.queue_rects(area.queue, len(model.queue), area.unit)
        out.queue = dict(enumerate(spaces))
        if 0 <= model.me < len(model.bloodlines):
            schemes = model.bloodlines[model.me].schemes
            for (scheme, _name), r in zip(schemes, panels.scheme_rects(area.hand, len(schemes), area.unit),
                                          strict=False):
                if r.bottom <= area.hand.bottom - 2:
                    out.schemes[scheme] = r
        for board, rect in zip(model.boards, area.boards, strict=False):
            for (scheme, _name), r in zip(board.schemes, plate.scheme_rects(rect, board, area.unit), strict=False):
                out.schemes[scheme] = r
        out.board_places = board_places(self.hits)
        return out

    def happened(self, events: list[Event], before: BloodlinesState, after: BloodlinesState) -> None:
        """Motion for what changed between the two views: a recruit flies from its queue space to its
        place in the pyramid, the queue slides right and draws, ankhs cross the courts, tokens fly to
        the vampires that gain them; the boards' markers slide (their sliders follow in ``rebuild``)."""
        self.motion.speed = self.speed()
        if self.motion.speed <= 0 or self.area is None:
            return
        area = self.area
        old, new = read.model_of(before, self.me), read.model_of(after, self.me)
        was, now = self.places(area, old), self.places(area, new)
        self._fly_recruits(before, after, new, was, now)
        self._fly_queue(old, new, was, now)
        self._fly_tokens(old, new, now)
        self._fly_ankhs(old, new)
        self._fly_board_tokens(old, new)

    def _fly(self, start: tuple[float, float], end: tuple[float, float], sprite: pygame.Surface, hide: Hashable,
             delay: float = 0.0, hop: float = 36.0) -> None:
        w, h = sprite.get_size()
        self.motion.fly(start, end, sprite, FLIGHT_SECONDS, delay, hop, key=("hide", hide),
                        shadow=Shadow((w, max(4, h // 3)), 80, (5, h * 0.5)))

    def _fly_recruits(self, before: BloodlinesState, after: BloodlinesState, new: TableModel, was: Places,
                      now: Places) -> None:
        old_queue = list(before.queue)
        for seat in range(after.players):
            known = set(before.line[seat])
            for index, c in enumerate(after.line[seat]):
                end = now.vampires.get((seat, index))
                if c in known or end is None:
                    continue
                start = was.queue[old_queue.index(c)].center if c in old_queue and old_queue.index(c) in was.queue \
                    else self.area.queue.center
                vampire = new.bloodlines[seat].vampires[index]
                sprite = art.vampire_sprite(vampire, end.size) if seat == new.me else \
                    nameplates.body(vampire, end.size, 0, 4)
                self._fly(start, end.center, sprite, (seat, index), hop=48)

    def _fly_queue(self, old: TableModel, new: TableModel, was: Places, now: Places) -> None:
        before = [s.card.id if s.card is not None else -1 for s in old.queue]
        deck = panels.queue_rects(self.area.queue, len(new.queue), self.area.unit)[1]
        for i, slot in enumerate(new.queue):
            if slot.card is None or i not in now.queue:
                continue
            c = slot.card.id
            if i < len(before) and before[i] == c:
                continue
            start = was.queue[before.index(c)].center if c in before and before.index(c) in was.queue else deck.center
            r = now.queue[i]
            sprite = art.card_face(slot.card, r.size, new.clan_names, True)
            self._fly(start, r.center, sprite, ("queue", i), delay=0.15 + 0.05 * i, hop=14)

    def _fly_tokens(self, old: TableModel, new: TableModel, now: Places) -> None:
        source = (float(self.area.boards[0].centerx), float(self.area.boards[0].bottom)) if self.area.boards \
            else (float(self.area.full.centerx), float(self.area.full.centery))
        r = max(5, round(8 * self.area.unit))
        delay = 0.0
        for seat, (a, b) in enumerate(zip(old.bloodlines, new.bloodlines, strict=False)):
            ids = {v.card.id: v for v in a.vampires}
            for index, v in enumerate(b.vampires):
                was = ids.get(v.card.id)
                end = now.vampires.get((seat, index))
                if was is None or end is None:
                    continue
                for kind, gained in (("power", v.power - was.power), ("infamy", v.infamy - was.infamy),
                                     ("boon", v.boons - was.boons)):
                    for _ in range(max(0, min(gained, 3))):
                        self.motion.fly(source, end.center, art.counter(kind, r, 1), FLIGHT_SECONDS, delay, 50,
                                        key=("token", kind))
                        delay += 0.06

    def _fly_ankhs(self, old: TableModel, new: TableModel) -> None:
        for k, (a, b) in enumerate(zip(old.boards, new.boards, strict=False)):
            if a.kind != "princes" or b.kind != "princes":
                continue
            before = {c.id: sum(c.ankhs) for c in a.courts}
            after = {c.id: (sum(c.ankhs), c.holder) for c in b.courts}
            left = [cid for cid, n in before.items() if after.get(cid, (0, ""))[0] < n]
            came = [cid for cid, (n, _f) in after.items() if n > before.get(cid, 0)]
            for src, dst in zip(left, came, strict=False):
                r0, r1 = self.hits.get((k, "court", src)), self.hits.get((k, "court", dst))
                if r0 is None or r1 is None:
                    continue
                faction = after[dst][1] or "north"
                sprite = art.ankh(glyphs.GEO_COLOURS.get(faction, th.GOLD), max(10, r1.height // 2))
                self.motion.fly(r0.center, r1.center, sprite, FLIGHT_SECONDS, 0.1, 30, key=("ankh", k))

    def _fly_board_tokens(self, old: TableModel, new: TableModel) -> None:
        """The tokens of the other boards move where they go: an ankh from a city into the fire, a
        politics token into the walls, a title to its new holder's row, a token into a region."""
        for k, (a, b) in enumerate(zip(old.boards, new.boards, strict=False)):
            if a.kind != b.kind or (k, "board") not in self.hits:
                continue
            edge = self.hits[(k, "board")]
            source = (float(edge.centerx), float(edge.top + 4))
            size = max(10, round(14 * self.area.unit))
            for place, gained, sprite in _board_changes(a, b, size):
                r = self.hits.get((k, *place))
                if r is None:
                    continue
                start: tuple[float, float] = source
                if b.kind == "revolt":   # an ankh burned: from its city to the fire
                    fire = self.hits.get((k, "fire", ""))
                    start, end = (float(r.centerx), float(r.centery)), fire.center if fire else source
                    for i in range(min(3, -gained)):
                        self.motion.fly(start, end, sprite, FLIGHT_SECONDS, 0.08 * i, 30, key=("board", k))
                    continue
                for i in range(min(3, abs(gained))):
                    there = (float(r.centerx), float(r.centery))
                    ends = (start, there) if gained > 0 else (there, source)
                    self.motion.fly(ends[0], ends[1], sprite, FLIGHT_SECONDS, 0.08 * i, 30, key=("board", k))

    # -- drawing -----------------------------------------------------------------------------------
    def frame(self, model: TableModel) -> Frame:
        legal = self.gestures.legal
        held = self.gestures.map.held() | {t.key for t in self.gestures.map.pieces}
        hidden = set(held) | {k[1] for k in self.motion.carrying() if isinstance(k, tuple) and k[:1] == ("hide",)}
        hidden |= {("queue", i) for i, slot in enumerate(model.queue)   # a recruit waits in its pyramid, not here
                   if model.pending is not None and slot.card is not None and slot.card.id == model.pending[1].id}
        dragging = self.table.drag.dragging is not None   # the drag lights the target under the piece itself
        hover = None if dragging else self.gestures.clicked_vampire(self.mouse)
        shown = {k: self.motion.slider(f"board{k}").shown for k, b in enumerate(model.boards)
                 if b.kind in ("high_low", "beast", "humanity", "masquerade")}
        panel = self.gestures.panel
        room = None
        if panel is not None and panel.compact:
            room = pygame.Rect(self.area.ribbon.left, self.area.ribbon.top, max(10, panel.rect.left - self.area.ribbon.left),
                               self.area.ribbon.height)
        return Frame(lit=self.gestures.lit() if self.my_turn() else set(), hover=hover, hidden=hidden,
                           ribbon_room=room,
                           shown=shown, ribbon=ribbon_text(model, legal, self.my_turn(), self.names),
                           mine=self.my_turn(), mouse=self.mouse, glow=0.5,
                           scheme_tip=self.scheme_tip, scheme_rule=self.scheme_rule, above=self.above)

    def scheme_tip(self, scheme: int) -> str:
        s = read.scheme(scheme)
        if s is None:
            return "A scheme."
        needs = ", ".join(r.capitalize() for r in s.requires) or "nothing"
        return f"{s.name}: {s.text} Needs a coterie showing {needs}. Drag it onto the vampire who leads it."

    def scheme_rule(self, scheme: int) -> str | None:
        return scheme_rule(read.scheme(scheme))

    def draw(self, surface: pygame.Surface, shown: GameState, rect: pygame.Rect) -> None:
        view = self.ready(shown)
        if view is None or self.model is None:
            return
        area = self.regions(view)
        model = self.model
        seats = [self.seat_look(s) for s in range(model.players)]
        frame = self.frame(model)
        tips = self._still(surface, area, model, seats, frame)
        self.gestures.places.board_places = board_places(self.hits)
        self._zooms(surface, model)
        panel = self.gestures.panel
        tips = list(tips)
        if self.above:   # the hands drawn over the kept table, their tips filed with the table's
            self.drawn = _copy(self.drawn)
            self._held(surface, area, model, self.drawn)
            tips = list(self.drawn)
        if panel is not None:
            self.draw_panel(surface, panel, panel is self.gestures.map.popup, tips)
        self.motion.draw(surface)
        self.draw_score_preview(surface, self.hits.get("score_tab"))
        if self.table.drag.dragging is None:
            self.draw_tips(surface, tips, panel.rect if panel is not None else None)

    def _still(self, surface: pygame.Surface, area: TableLayout, model: TableModel, seats: list[SeatLook],
               frame: Frame) -> list[Tip]:
        """The table under the moving pieces, drawn again only when something on it changed (the model, what
        is lit, hidden or under the pointer, a marker sliding): otherwise last frame's picture is blitted."""
        places = board_places(self.hits) if self.table.drag.dragging is None else {}
        pointed = (frame.hover, next((k for k, r in places.items() if k in frame.lit and r.collidepoint(self.mouse)),
                                     None))
        key = (id(model), tuple((s.name, s.kind, s.style, s.score, s.active, s.you) for s in seats),
               frozenset(frame.lit), frozenset(frame.hidden), pointed,
               tuple((k, tuple(round(v, 3) for v in shown)) for k, shown in sorted(frame.shown.items())),
               frame.ribbon, frame.mine, tuple(frame.ribbon_room) if frame.ribbon_room else None, tuple(area.full))
        tips = self.still.draw(surface, area.full.inflate(24, 24), key,
                               lambda target, out: _paint(target, out, area, model, seats, frame))
        self.drawn = self.still.result
        self.hits = self.drawn.places
        return tips

    def _held(self, surface: pygame.Surface, area: TableLayout, model: TableModel, tips: Drawn) -> None:
        """From above: each rival's clan schemes face up in the strip under its plate (drawn every frame, over
        the kept table, so each zooms and tells its tip); the seat at the bottom shows its own in its panel."""
        for seat, line in enumerate(model.bloodlines):
            names_of = dict(line.schemes)
            chips = held_chips([s for s, _name in line.schemes], partial(_chip_of, names_of), self.scheme_tip,
                f"In {self.names[seat]}'s hand", rule_of=self.scheme_rule, card_of=read.scheme_face)
            self.held.note(seat, chips)
            strip = self.strips.get(seat)
            if strip is not None:
                draw_held(surface, strip, chips, area.unit, tips, "Hand", "no schemes in hand")

    def _zooms(self, surface: pygame.Surface, model: TableModel) -> None:
        """Every card on the table zooms on a right-click (the kit's overlay): its face in full."""
        for key, r in self.hits.items():
            card = None
            if isinstance(key, tuple) and len(key) == 2 and key[0] == "queue":
                slot = model.queue[key[1]] if key[1] < len(model.queue) else None
                card = slot.card if slot is not None else None
            elif isinstance(key, tuple) and len(key) == 2 and all(isinstance(k, int) for k in key):
                seat, index = key
                if seat < len(model.bloodlines) and index < len(model.bloodlines[seat].vampires):
                    card = model.bloodlines[seat].vampires[index].card
            if card is not None:
                overlay.zoomable(surface, r, _large(card, model.clan_names), 0.72)
            elif isinstance(key, tuple) and len(key) == 2 and key[0] == "scheme":
                face = read.scheme_face(key[1])
                if face is not None:
                    zoom_to(surface, r, face, self.scheme_tip(key[1]))


def _paint(surface: pygame.Surface, out: list[Tip], area: TableLayout, model: TableModel, seats: list[SeatLook],
           frame: Frame) -> Drawn:
    """The still picture: drawn once, its tips handed to the still layer (`out`), what was drawn where kept."""
    drawn = scene.draw_table(surface, area, model, seats, frame)
    out.extend(drawn)
    return drawn


def _copy(drawn: Drawn) -> Drawn:
    """Another Drawn with the same tips (each under its rule) and places, to draw more into."""
    out = Drawn(drawn.rule)
    for tip, rule in zip(drawn, drawn.rules, strict=True):
        with out.under(rule):
            out.append(tip)
    out.places.update(drawn.places)
    return out


def _chip_of(names: dict[int, str], scheme: int) -> tuple[str, th.Colour]:
    """A held scheme as a chip: its name and the clan schemes' chip colour."""
    return names[scheme], plate.CLAN_CHIP


def _board_changes(a: Board, b: Board, size: int) -> list[tuple[tuple, int, pygame.Surface]]:
    """What moved on one board between two readings: (place, tokens gained there (lost if < 0), the
    sprite to fly). Princes' ankhs and the sliding markers have their own motion."""
    out: list[tuple[tuple, int, pygame.Surface]] = []
    if b.kind == "revolt":
        was = {c.faction: c.standing for c in a.cities}
        for city in b.cities:
            lost = city.standing - was.get(city.faction, city.standing)
            if lost < 0:
                out.append((("city", city.faction), lost, art.ankh(glyphs.GEO_COLOURS.get(city.faction, th.GOLD), size)))
    elif b.kind == "court":
        grew = len(b.words("inside")) - len(a.words("inside"))
        if grew:
            faces = b.words("inside") or ("",)
            out.append((("walls", ""), grew, boards.politics_token(size // 2, faces[-1])))
        for k, (title_a, title_b) in enumerate(zip(a.titles, b.titles, strict=False)):
            if title_a.holder != title_b.holder and title_b.holder != -1:
                out.append((("title", str(k)), 1, boards.politics_token(size // 2, "")))
    elif b.kind == "sects":
        was_regions = [len(r.tokens) for r in a.regions]
        for i, region in enumerate(b.regions):
            grew = len(region.tokens) - (was_regions[i] if i < len(was_regions) else 0)
            if grew:
                out.append((("region", i), grew, art.disc((160, 40, 44), size // 2, "")))
    return out


def board_places(hits: dict[Hashable, pygame.Rect]) -> dict[Hashable, pygame.Rect]:
    """The places drawn on the boards: (board, "court", id), (board, "board")..."""
    return {k: r for k, r in hits.items() if isinstance(k, tuple) and len(k) >= 2 and isinstance(k[0], int)
            and not isinstance(k[1], int)}


def _large(card, clan_names):
    def paint(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        surface.blit(art.card_face(card, rect.size, clan_names, True), rect.topleft)
    return paint


VIEW = BloodlinesTable
