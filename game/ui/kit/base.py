"""The base of every game's table view: regions, seats, names and scores, the prompt ribbon, tooltips.

:class:`TableView` is the contract the table scene (``game.ui.table_base``)
talks to: ``layout``, ``refresh``, ``events``, ``update``, ``draw``,
``handle``.  :class:`BaseTable` is what a game's table subclasses to get the
shared parts for free:

* the table's whole region (``full``): the centre plus the seat-panel column,
  whose panels it hides when the table shows its seats itself
  (``draws_seats``), and the right column shared between the action picker
  and the game log (``picker_share``);
* per seat (``seat_look``): the player's name, "Human" / "AI · Level", colour
  and shape, score, whether it decides now and whether it is you;
* the viewer (``me``) and only the viewer's ``view(seat)`` (``state``):
  events are handed to :meth:`BaseTable.happened` with the view before and
  after them, so no table reads the true state;
* from above (``above``: a finished game's true state, no viewer) every seat's held cards face up,
  each frame noting what it showed in ``held`` (``game.ui.kit.above``);
* the prompt ribbon (:func:`draw_ribbon`), the seat header
  (:func:`draw_seat_header`, :func:`draw_marked_title`) and tooltips (a list of ``(rect, text)`` tips,
  the last one under the pointer shown): :meth:`BaseTable.draw_tips` hands them to the table's
  overlay (``game.ui.kit.overlay``), drawn above the log and the picker and kept inside the window.

Names come from ``game.ui.kit.names``: the scene writes the log and the
picker with them; a table passes ``self.names`` to whatever it words.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, NamedTuple, TypeVar, cast

import pygame

from game.core import Action, Event, GameState
from game.ui import paint
from game.ui import theme as th
from game.ui.kit import materials, sprites
from game.ui.kit.choices import NUMBER_KEYS
from game.ui.kit.host import Host
from game.ui.kit.names import kind_text
from game.ui.kit.overlay import tip_at
from game.ui.kit.rivals import RivalRecord, Section
from game.ui.kit.scoresheet import ScorePreview, sheet_of
from game.ui.widgets import draw_tooltip

Tip = tuple[pygame.Rect, str]
S = TypeVar("S", bound=GameState)  # the game's own state class (its fields typed for the table)


class Confirm(NamedTuple):
    """A question asked before a move that cannot be taken back and loses something (leaving a game for
    good): its title, what will be lost, and the words of the button that plays it anyway."""

    title: str
    message: str
    yes: str


class TableView:
    """The middle of the table for one game; the table scene lays it out, feeds it and draws it.

    ``table`` gives access to the session, the drag controller, the dice tray
    and :meth:`TableScene.submit`.  ``handle`` returns an Action to play (it must
    be one of the legal actions; the table checks) or None.
    """

    picker_always = True  # show the generic action picker beside the view
    number_keys = False   # True: keys 1-9 choose the first nine moves of the picker (shown on the rows)

    def __init__(self, table: Host) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.score_preview = ScorePreview()   # its tab, and whether a click or the key keeps it open

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def refresh(self, view: GameState, seat: int | None) -> None:
        """The state changed (or the viewer did): rebuild tokens and targets."""

    def events(self, events: list[Event]) -> None:
        """What just happened, for animations and sounds (before the refresh that follows it)."""

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface, view: GameState, rect: pygame.Rect) -> None:
        raise NotImplementedError

    def confirm(self, action: Action) -> Confirm | None:
        """The question to ask before the viewer plays `action`, if it gives up something for good (None:
        played at once)."""
        return None

    def handle(self, event: pygame.event.Event) -> Action | None:
        """Every event reaches the view, on any turn (hover, tooltips); an Action returned is
        played only when a human may decide (the table checks)."""
        return None

    def picker_key(self, event: pygame.event.Event) -> Action | None:
        """Keys 1-9 (when ``number_keys``): the action of that row of the moves list, on the viewer's
        turn and with no piece in hand; None for any other event.  A view calls it after its own
        gestures passed the key over."""
        if not self.number_keys or event.type != pygame.KEYDOWN or event.key not in NUMBER_KEYS:
            return None
        table = self.table
        if getattr(getattr(table, "drag", None), "dragging", None) is not None or not table.my_turn():
            return None
        rows = getattr(getattr(table, "picker", None), "rows", [])
        index = NUMBER_KEYS.index(event.key)
        return rows[index].value if index < len(rows) and index < 9 else None

    def skip_animations(self) -> None:
        """Space: finish whatever is moving on the table at once."""

    def moving(self) -> bool:
        """Something on the table moves by itself now (a piece in flight, a marker sliding, dice rolling):
        the window draws at its full rate.  Slow pulses and fades do not count; they are drawn at the
        table's resting rate."""
        return False

    def shown_key(self) -> Hashable:
        """What the view shows of the decision beyond the state (a panel opened by a click): part of the
        decision's id, so a key pressed before a new panel was drawn does not answer it."""
        gestures = getattr(self, "gestures", None)
        gestures = getattr(gestures, "map", gestures)
        return getattr(gestures, "version", None)


@dataclass
class SeatLook:
    """One seat as every table shows it."""

    seat: int
    name: str
    kind: str              # "Human" or "AI · Normal"
    style: th.SeatStyle
    score: int | None
    active: bool           # this seat decides now
    you: bool              # the viewer's own seat


class BaseTable(TableView, Generic[S]):
    """A game's table view with the shared parts (see the module docstring); subclass per game.

    ``BaseTable[EquilibriumState]`` types ``state`` and the hooks' views as the game's own class,
    so a table reads the view's fields without casts.  Hooks for the game: :meth:`lay_out` (the
    regions in ``full``, cached by :meth:`regions`), :meth:`rebuild` (the view changed: declare
    the gestures), :meth:`happened` (events, with the views before and after), ``update``,
    ``draw`` (start with :meth:`ready`) and ``handle`` (call ``super()`` for the pointer and clock).
    """

    draws_seats = True           # the table shows each seat itself: the scene's seat panels are hidden
    picker_share: float | None = None  # the action picker's share of the right column (None: as it is)

    def __init__(self, table: Host) -> None:
        super().__init__(table)
        self.full = pygame.Rect(0, 0, 0, 0)
        self.state: S | None = None      # the viewer's view, never the true state
        self.previous: S | None = None   # the view before the last change
        self.me = 0
        self.names: list[str] = []
        self.scores: list[int] = []
        self.mouse = (-1, -1)
        self.clock = 0.0
        self.area: Any = None                    # the game's regions for this size, players and viewer
        self._area_key: tuple | None = None
        self._events: list[Event] = []
        from game.ui.kit.above import Held  # lazy: cycle with kit.above

        self.held = Held()   # each seat's held cards shown face up this frame (from above only)

    # -- regions -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """Take the centre (and the seat-panel column when the table draws the seats), then arrange."""
        self.rect = rect
        panels = getattr(self.table, "seat_panels", [])
        left = rect.left
        if self.draws_seats:
            left = min((p.rect.left for p in panels), default=rect.left)
            for panel in panels:
                panel.visible = False
        self.full = pygame.Rect(left, rect.top, rect.right - left, rect.height)
        self._area_key = None
        if self.picker_share is not None:
            self._share_right_column(self.picker_share)
        self.arrange()
        if self.state is not None:
            self.refresh(self.state, self.table.viewer)

    def _share_right_column(self, share: float) -> None:
        """Give the picker `share` of the right column and the game log the rest."""
        picker, log = getattr(self.table, "picker", None), getattr(self.table, "log_list", None)
        if picker is None or log is None or not picker.rect.height or not log.rect.height:
            return
        top, bottom = picker.rect.top, log.rect.bottom
        gap = log.rect.top - picker.rect.bottom
        picker.rect.height = round((bottom - top) * share)
        log.rect.top = picker.rect.bottom + gap
        log.rect.height = bottom - log.rect.top

    def arrange(self) -> None:
        """Called after every resize, before the regions are laid out again."""

    def regions(self, view: S) -> Any:
        """The game's regions (``self.area``), laid out again when the size, the viewer or the key changed."""
        from game.ui.kit.above import from_above  # lazy: cycle with kit.above

        key = (tuple(self.full), self.me, from_above(view), *self.regions_key(view))
        if self.area is None or key != self._area_key:
            self._area_key = key
            self.area = self.lay_out(view)
        return self.area

    def regions_key(self, view: S) -> tuple:
        """What else the regions depend on (by default the number of players)."""
        return (view.players,)

    def lay_out(self, view: S) -> Any:
        """The game's regions inside ``self.full`` for `view` (a layout object of the game's own)."""
        return None

    # -- seats -----------------------------------------------------------------------------
    def style_of(self, seat: int) -> th.SeatStyle:
        return th.theme.seat(self.table.session.colour_index(seat))

    def seat_look(self, seat: int) -> SeatLook:
        session = self.table.session
        info = session.seats[seat] if 0 <= seat < len(session.seats) else {}
        current = self.state.current_player if self.state is not None else None
        return SeatLook(seat, self.names[seat] if seat < len(self.names) else session.name(seat), kind_text(info),
                        self.style_of(seat), self.scores[seat] if seat < len(self.scores) else None,
                        seat == current, seat == self.me)

    def rival_record(self, seat: int) -> RivalRecord | None:
        """`seat`'s rival panel (``game.ui.kit.rivals``): the seat as shown and the sections its game
        declares (:meth:`rival_sections`), read from the viewer's view; None before there is a view."""
        if self.state is None or not 0 <= seat < self.state.players:
            return None
        return RivalRecord(self.seat_look(seat), tuple(self.rival_sections(self.state, seat)))

    def rival_sections(self, view: S, seat: int) -> Sequence[Section]:
        """The sections of `seat`'s rival panel, read from `view` by the table's ``read.py`` (public facts only)."""
        return ()

    def moving(self) -> bool:
        motion = getattr(self, "motion", None)   # the kit's Motion, on every table that flies its pieces
        return bool(motion is not None and motion.moving)

    def speed(self) -> float:
        """The animation speed from the settings (1 before the window runs; 0 skips)."""
        return self.table.app.preferences.speed if getattr(self.table, "stack", None) else 1.0

    def my_turn(self) -> bool:
        return bool(self.table.my_turn())

    @property
    def above(self) -> bool:
        """The table shows the whole true state with no viewer (a finished game from above): every seat's
        held cards face up (``game.ui.kit.above``)."""
        from game.ui.kit.above import from_above  # lazy: cycle with kit.above

        return self.state is not None and from_above(self.state)

    # -- the scene's hooks -----------------------------------------------------------------
    def refresh(self, view: GameState, seat: int | None) -> None:
        """The view or the viewer changed: names, scores, the viewer; then the game's rebuild and events."""
        if view is not self.state:
            self.previous, self.state = self.state, cast(S, view)
        session = self.table.session
        humans = session.human_seats()
        if seat is not None:
            self.me = seat
        elif humans:
            self.me = self.me if self.me in humans else humans[0]
        self.names = [session.name(p) for p in range(view.players)]
        try:
            self.scores = list(view.scores())
        except Exception:  # noqa: BLE001 - the window must not die of it
            self.scores = []
        if self.full.width <= 0:
            return  # not laid out yet: layout() comes back here
        assert self.state is not None
        self.rebuild(self.state)
        events, self._events = self._events, []
        events = [seen for e in events if (seen := e.seen_by(view.viewer)) is not None]
        if events and self.previous is not None:
            self.happened(events, self.previous, self.state)

    def ready(self, shown: GameState) -> S | None:
        """The view to draw (refreshed first if the table has none or no regions yet); None before the layout.
        A frame begins here: what it shows of the seats' held cards is noted afresh (``held``)."""
        self.held.clear()
        if self.state is None or self.area is None:
            self.refresh(shown, self.table.viewer)
        return self.state if self.area is not None else None

    def rebuild(self, view: S) -> None:
        """The viewer's view changed: declare what may be picked up, dropped and clicked."""

    def events(self, events: list[Event]) -> None:
        """Kept until the refresh that follows, which hands them to :meth:`happened` with both
        views, each as the viewer sees it (a hidden draw of another seat: its public form, no data)."""
        self._events.extend(events)

    def happened(self, events: list[Event], before: S, after: S) -> None:
        """What just happened, seen from the viewer's views before and after it (animations, sounds)."""

    def update(self, dt: float) -> None:
        self.clock += dt

    def handle(self, event: pygame.event.Event) -> Action | None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        return None

    # -- shared drawing --------------------------------------------------------------------
    def draw_panel(self, surface: pygame.Surface, panel: Any, popup: bool, tips: list[Tip] | None = None) -> None:
        """Draw the decision's panel; a pop-up picker (a gesture's question: `popup`) goes to the table's
        overlay instead, drawn above everything (the log, the picker, the piece in hand)."""
        overlay = getattr(self.table, "overlay", None)
        if popup and overlay is not None:
            overlay.picker(panel)
        else:
            panel.draw(surface, tips)

    def score_tab_spot(self) -> pygame.Rect | None:
        """Where a table with no place of its own puts the score preview's tab: at the right end of the
        heading row over the moves list (None before the scene laid it out)."""
        picker = getattr(self.table, "picker", None)
        if picker is None or not picker.rect.width:
            return None
        tab = pygame.Rect(0, 0, th.theme.px(124), th.theme.px(20))
        tab.bottomright = (picker.rect.right - th.theme.px(4), picker.rect.top - th.theme.px(4))
        return tab

    def draw_score_preview(self, surface: pygame.Surface, tab: pygame.Rect | None, tab_drawn: bool = False) -> bool:
        """The score preview's tab at `tab` (unless `tab_drawn` already this frame, under what lies over it)
        and, while it is hovered or opened (a click, Tab), the score sheet of the viewer's view under it,
        drawn by the overlay above everything; True when shown."""
        preview = self.score_preview
        if tab is None or self.state is None:
            preview.tab = None
            return False
        if not tab_drawn:
            preview.draw_tab(surface, tab, self.mouse)
        if not preview.shown(self.mouse):
            return False
        view = self.state
        sheet = sheet_of(view, [self.names[p] if p < len(self.names) else f"Seat {p + 1}" for p in range(view.players)],
                         [self.style_of(p) for p in range(view.players)])
        popup = preview.popup(surface, sheet)
        overlay = getattr(self.table, "overlay", None)
        if overlay is not None:
            overlay.picker(popup)
        else:
            popup.draw(surface)
        return True

    def draw_tips(self, surface: pygame.Surface, tips: list[Tip], blocked: pygame.Rect | None = None) -> None:
        """Hand the frame's tips to the table's overlay, which shows the last one under the pointer above
        everything, inside the window (none over `blocked`); drawn here only for a table with no overlay."""
        overlay = getattr(self.table, "overlay", None)
        if overlay is not None:
            overlay.tips(tips, blocked)
        elif blocked is None or not blocked.collidepoint(self.mouse):
            draw_tip(surface, tips, self.mouse)


def draw_tip(surface: pygame.Surface, tips: list[Tip], mouse: tuple[int, int], clip: pygame.Rect | None = None
             ) -> None:
    """Show the text of the last tip whose rect holds `mouse` (later tips lie on top), inside `clip`."""
    text = tip_at(tips, mouse)
    if text:
        area = clip.clip(surface.get_rect()) if clip is not None else surface.get_rect()
        draw_tooltip(surface.subsurface(area), text, (mouse[0] - area.left, mouse[1] - area.top))


def draw_ribbon(surface: pygame.Surface, rect: pygame.Rect, text: str, mine: bool, size: float = 0.62,
                alpha: int = 225, frame: bool = True) -> None:
    """The prompt ribbon: what you are asked (crimson, gold letters), or whom the table waits for."""
    if frame:
        fill = th.darken(th.CRIMSON, 0.35) if mine else th.INK
        if alpha >= 255:
            pygame.draw.rect(surface, fill, rect, border_radius=4)
        else:
            surface.blit(sprites.sheet(rect.size, fill, alpha), rect.topleft)
        pygame.draw.rect(surface, th.GOLD if mine else th.GOLD_DIM, rect, 1, border_radius=4)
    if not text:
        return
    role, room, px = "bold" if mine else "italic", rect.width - 16, rect.height * size
    face, smallest = sprites.font(px, role), max(px * 0.8, min(px, 12))
    while paint.text_width(face, text) > room and px > smallest:   # smaller type, to 80% at the most
        px = max(smallest, px - 0.5)
        face = sprites.font(px, role)
    if paint.text_width(face, text) > room and " — " in text:   # then the question without its preface
        text = text.split(" — ", 1)[1]   # "Turn 5 of 6 · Influence Phase — Drag influence onto…"
        text = text[:1].upper() + text[1:]
    paint.text(surface, paint.fit_whole_words(text, face, room), face, th.GOLD if mine else th.PARCHMENT,
               rect.center, "center", shadow=True)


def draw_seat_header(surface: pygame.Surface, head: pygame.Rect, seat: SeatLook, mark: pygame.Surface | None = None,
                     kind: bool = True) -> None:
    """One line for a seat: its mark, name (gold when it decides), kind when there is room, score at the right."""
    if mark is not None:
        surface.blit(mark, mark.get_rect(center=(head.left + head.height // 2, head.centery)))
    else:
        th.draw_shape(surface, seat.style.shape, seat.style.colour, (head.left + head.height // 2, head.centery),
                      max(4, head.height // 3))
    x = head.left + head.height + 2
    name_font = sprites.font(head.height * 0.72, "bold")
    score_w = 0
    if seat.score is not None:
        r = paint.text(surface, str(seat.score), name_font, th.GOLD, (head.right - 2, head.centery), "midright")
        score_w = r.width + 6
    label = seat.kind if kind and seat.kind != "Human" else ""
    kind_font = sprites.font(head.height * 0.5, "italic")
    kind_w = kind_font.size(label)[0] + 8 if label else 0
    room = head.right - x - score_w - kind_w
    r = paint.text(surface, paint.fit(seat.name, name_font, max(20, room)), name_font,
                   th.GOLD if seat.active else th.PARCHMENT, (x, head.centery), "midleft")
    if label and room > name_font.size(seat.name)[0]:
        paint.text(surface, label, kind_font, th.PARCHMENT_DIM, (r.right + 6, head.centery + 1), "midleft")


def draw_marked_title(surface: pygame.Surface, head: pygame.Rect, style: th.SeatStyle, text: str,
                      size: float = 0.7) -> None:
    """A gold title after a seat's marker ("Leverage on Ana's board"), cut to fit `head`."""
    mark = materials.marker(style, max(6, head.height // 3))
    surface.blit(mark, mark.get_rect(midleft=(head.left, head.centery)))
    face = sprites.font(head.height * size, "bold")
    paint.text(surface, paint.fit(text, face, head.width - 24), face, th.GOLD,
               (head.left + mark.get_width() + 6, head.centery), "midleft")
