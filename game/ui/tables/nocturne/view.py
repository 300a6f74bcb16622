"""The Nocturne table: the city as quarters by Dawn, Dusk and Night, the altar, the catacombs, the
fear track, the day counter and each lord's plate; at the bottom your screen with the bat board
where you plan.

You plan by dragging an order token onto the catacombs, the altar or a cell of the city, then cards
from your hand under it, the strength against the fear die written live on the screen (and the
engine's reason when the plan cannot be committed); you place orders by dragging them from the bat
board beside a quarter's row.  Placed orders fly there face down (yours show you their part of the
day, the others' only their backs) and turn over into their cells at the reveal.  Every gesture is
also a click, a button of the step's panel and a row of the moves list (keys 1–9).  Everything
drawn comes from the viewer's view; in hotseat the table scene's curtain hides each plan.
"""

from __future__ import annotations

import pygame

from game.core import Action, Event, GameState
from game.ui.audio import audio
from game.ui.kit.base import BaseTable, SeatLook, Tip
from game.ui.kit.choices import prompt_line
from game.ui.kit.motion import Motion, Shadow
from game.ui.kit.rivals import Section
from game.ui.kit.still import StillLayer
from game.ui.kit.table import Drawn
from game.ui.tables.nocturne import above, art, read, scene
from game.ui.tables.nocturne.frame import Frame
from game.ui.tables.nocturne.gestures import DUSK, Gestures
from game.ui.tables.nocturne.layout import TableLayout, cell_spot, compute, stack_spot, token_radius
from game.ui.tables.nocturne.model import PART_WORDS as PARTS
from game.ui.tables.nocturne.model import TableModel
from game.ui.tables.nocturne.read import PROMPTS, NocturneState

FLIGHT_SECONDS = 0.5
FLIP_SECONDS = 0.7
STAMP_SECONDS = 2.5


def status_line(view: NocturneState, me: int, mine: bool) -> tuple[str, bool]:
    """The screen's line for `me` looking at `view` (see :func:`screen_line`)."""
    return screen_line(read.model_of(view, me), mine)


def screen_line(model: TableModel, mine: bool) -> tuple[str, bool]:
    """The screen's line: the order being planned against its fear die, or why the plan is refused."""
    seat = model.mine
    if model.phase != "planning" or seat.planned:
        if model.phase == "orders":
            left = seat.to_place
            where = ("any quarter; where its cards do not beat the die, it fails" if model.edition >= 2
                     else "any quarter its cards can act in")
            return (f"Your plan is hidden. {left} order{'s' if left != 1 else ''} left to place: drag one beside "
                    f"a quarter's row ({where}), to the catacombs or the altar."
                    if left else "Your orders are all placed."), False
        return "", False
    why = model.why_not
    if model.current is not None:
        order = seat.orders[model.current]
        part, q = order.part or 0, order.quarter
        s = model.strength
        die = model.quarters[q].die
        if s <= die and why:
            return why, True    # the engine's own words: why this plan cannot be committed yet
        return (f"{PARTS[part]} order in the {model.quarters[q].name}: {PARTS[part]} strength {s} against the fear die "
                f"{die}: {'it acts' if s > die else 'not enough yet'}"), s <= die
    if why and mine:
        return why, True
    return ("Drag an order onto the catacombs, the altar or a cell of the city; then cards under it. "
            "Commit the plan when it is ready."), False


class NocturneTable(BaseTable[NocturneState]):
    """The Nocturne table view (see the module docstring)."""

    picker_share = 0.34
    number_keys = True

    def __init__(self, table) -> None:
        super().__init__(table)
        self.motion = Motion(on_land=lambda flight: audio.play("drop") if flight.key == "land" else None)
        self.gestures = Gestures(table.drag, lambda: self.names)
        self.hits: dict = {}
        self.model: TableModel | None = None
        self.drawn = Drawn()                  # what the table drew where, this frame (its places: self.hits)
        self.stamps: dict[int, list] = {}     # quarter -> [text, seconds left]
        self.still = StillLayer()   # the still table, kept between frames

    # -- the base table's hooks ------------------------------------------------------------------------
    def lay_out(self, view: NocturneState) -> TableLayout:
        return compute(self.full, view.players)

    def rebuild(self, view: NocturneState) -> None:
        area = self.regions(view)
        self.model = read.model_of(view, self.me)
        self.motion.speed = self.speed()
        self.gestures.hits = self.hits
        self.gestures.rebuild(self.model, self.table.legal_actions(), area, self.style_of(self.me).colour)

    def happened(self, events: list[Event], before: NocturneState, after: NocturneState) -> None:
        self.motion.speed = speed = self.speed()
        area = self.area
        if area is None:
            return
        r = token_radius(area)
        old, new = read.model_of(before, self.me), read.model_of(after, self.me)
        owners = [[o.owner for o in quarter.row] for quarter in old.quarters]   # who placed each face-down order
        for event in events:
            data = event.data if isinstance(event.data, dict) else {}
            if event.kind == "place":
                p, q = data.get("player"), data.get("quarter")
                if isinstance(p, int) and isinstance(q, int) and q < len(owners):
                    owners[q].append(p)
                row = new.quarters[q].row if isinstance(q, int) and 0 <= q < len(new.quarters) else ()
                if speed > 0 and isinstance(p, int) and isinstance(q, int) and q < area.quarters and row:
                    i = len(row) - 1
                    part = row[-1].part if row[-1].owner == self.me else None
                    colour = self.style_of(p).colour
                    sprite = art.token_face(colour, part, r) if part is not None else art.token_back(colour, r)
                    self.motion.fly(self._plate(p), stack_spot(area, q, i, len(after.rows[q])), sprite,
                                    FLIGHT_SECONDS, hop=40, key=("stack", q, i),
                                    shadow=Shadow((2 * r, r), 80, (3, r)))
            elif event.kind == "reveal" and speed > 0:
                self._flip(owners, data.get("cells") or [], r)
            elif event.kind == "day":
                self.stamps.clear()
            elif event.kind == "night":
                q, winner = data.get("quarter"), data.get("winner", -1)
                if isinstance(q, int):
                    text = f"{self.names[winner]} wins" if isinstance(winner, int) and 0 <= winner < len(self.names) \
                        else "Nobody wins"
                    self.stamps[q] = [text, STAMP_SECONDS]
                    if isinstance(winner, int) and winner >= 0 and speed > 0:
                        src = area.cells[(q, 2)].center
                        for k in range(4):
                            colour = art.BLOOD if k % 2 == 0 else art.INFLUENCE
                            self.motion.fly(src, self._plate(winner), art.drop(colour, max(4, r // 2)), FLIGHT_SECONDS,
                                            0.3 + 0.08 * k, 50, key="prize")

    def _plate(self, p: int) -> tuple[float, float]:
        rect = self.area.seats[p] if self.area is not None and p < len(self.area.seats) else pygame.Rect(0, 0, 2, 2)
        return (float(rect.centerx), float(rect.bottom))

    def _flip(self, owners: list[list[int]], cells: list, r: int) -> None:
        """Each face-down order beside a row (`owners`: whose, row by row) flies into its cell, turning
        over on the way."""
        area = self.area
        for q in range(min(area.quarters, len(owners))):
            row = owners[q]
            queues = {part: [e[0] for e in cells[q * 3 + part]] if q * 3 + part < len(cells) else []
                      for part in range(3)}
            taken = {part: 0 for part in range(3)}
            for i, owner in enumerate(row):
                part = next((pt for pt in range(3) if taken[pt] < len(queues[pt]) and queues[pt][taken[pt]] == owner),
                            None)
                if part is None:
                    continue
                index = taken[part]
                taken[part] += 1
                colour = self.style_of(owner).colour
                start = stack_spot(area, q, i, len(row))
                end = cell_spot(area, q, part, index, len(queues[part]))
                mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2 - 18 * area.unit)
                delay = 0.12 * i + 0.05 * q
                third = FLIP_SECONDS / 3
                self.motion.fly(start, mid, art.token_back(colour, r), third, delay, 20, key="reveal")
                self.motion.fly(mid, (mid[0] + 0.5, mid[1]), art.token_edge(colour, r), third * 0.5,
                                delay + third, 0, key="reveal")
                self.motion.fly((mid[0] + 0.5, mid[1]), end, art.token_face(colour, part, r), third,
                                delay + third * 1.5, 20, key="reveal")

    def update(self, dt: float) -> None:
        super().update(dt)
        self.motion.speed = self.speed()
        self.motion.update(dt)
        for q in list(self.stamps):
            self.stamps[q][1] -= dt * max(self.motion.speed, 0.5)
            if self.stamps[q][1] <= 0:
                del self.stamps[q]
        if not self.table.drag.busy:
            self.gestures.map.settle_pieces()

    def skip_animations(self) -> None:
        self.motion.finish()
        self.stamps.clear()

    def handle(self, event: pygame.event.Event) -> Action | None:
        super().handle(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return None
        action = self.gestures.handle(event) if self.area is not None else None
        return action if action is not None else self.picker_key(event)

    # -- drawing ----------------------------------------------------------------------------------------
    def frame(self, model: TableModel) -> Frame:
        mine = self.my_turn()
        held = self.gestures.map.held() | {t.key for t in self.gestures.map.pieces}
        hidden = set(held) | {k for k in self.motion.carrying() if isinstance(k, tuple)}
        who = self.names[model.actor] if 0 <= model.actor < len(self.names) else "The table"
        ribbon = "The nine days are over." if model.over else prompt_line(PROMPTS, model.step, mine, who)
        status, refused = screen_line(model, mine)
        panel = self.gestures.panel
        room = None
        if panel is not None and panel.compact:
            room = pygame.Rect(self.area.ribbon.left, self.area.ribbon.top,
                               max(10, panel.rect.left - self.area.ribbon.left), self.area.ribbon.height)
        return Frame(lit=self.gestures.lit() if mine else set(), mouse=self.mouse, hidden=hidden,
                           ribbon=ribbon, mine=mine, ribbon_room=room, status=status, refused=refused,
                           stamps={q: s[0] for q, s in self.stamps.items()},
                           hide_cells="reveal" in self.motion.carrying(),
                           focus=(model.resolving, 1) if model.step == DUSK else None, above=self.above)

    def draw(self, surface: pygame.Surface, shown: GameState, rect: pygame.Rect) -> None:
        view = self.ready(shown)
        if view is None:
            return
        area = self.regions(view)
        model = self.model if self.model is not None else read.model_of(view, self.me)
        seats = [self.seat_look(s) for s in range(model.players)]
        tips = self._still(surface, area, model, seats, self.frame(model))
        if self.above:   # what the kept picture shows of every screen (drawn by above.draw_screens)
            for p in range(model.players):
                self.held.note(p, above.held_of(model, p, seats[p].name))
        panel = self.gestures.panel
        if panel is not None:
            self.draw_panel(surface, panel, panel is self.gestures.map.popup, tips)
        self.motion.draw(surface)
        previewed = self.draw_score_preview(surface, self.score_tab_spot())
        if self.table.drag.dragging is None and not previewed:
            self.draw_tips(surface, tips, panel.rect if panel is not None else None)

    def _still(self, surface: pygame.Surface, area: TableLayout, model: TableModel, seats: list,
               frame: Frame) -> list[Tip]:
        """The table under the moving pieces, painted again only when something on it changed (the view,
        what is lit, hidden or pointed at, the words): otherwise last frame's picture is blitted, and the
        cards it registered for the zoom are registered again."""
        pointed = next((k for k in frame.lit if k in self.hits and self.hits[k].collidepoint(frame.mouse)), None)
        key = (model, tuple((s.name, s.kind, s.style, s.score, s.active, s.you) for s in seats),
               frozenset(frame.lit), frozenset(frame.hidden), pointed, frame.ribbon, frame.mine,
               tuple(frame.ribbon_room) if frame.ribbon_room else None, frame.status, frame.refused,
               tuple(sorted(frame.stamps.items())), frame.hide_cells, frame.focus, frame.above)
        tips: list[Tip] = self.still.draw(surface, area.full.inflate(24, 24), key,
                                          lambda target, out: _paint(target, out, area, model, seats, frame),
                                          getattr(self.table, "overlay", None))
        if self.still.result is not self.drawn:
            self.drawn = self.still.result
            self.hits.clear()              # the same dict the gestures read
            self.hits.update(self.drawn.places)
        return tips

    def rival_sections(self, view: NocturneState, seat: int) -> tuple[Section, ...]:
        return read.rival_sections(view, seat)


def _paint(surface: pygame.Surface, out: list[Tip], area: TableLayout, model: TableModel, seats: list[SeatLook],
           frame: Frame) -> Drawn:
    """The still picture: drawn once, its tips handed to the still layer (`out`), what was drawn where kept."""
    drawn = scene.draw_table(surface, area, model, seats, frame)
    out.extend(drawn)
    return drawn


VIEW = NocturneTable
