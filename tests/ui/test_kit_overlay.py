"""The table's one overlay, offscreen: tooltips lie above the log and the picker and stay inside the window,
and a right-click on any card the kit draws shows it large and readable until Esc or a click closes it."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.games.elysium.content import load_content
from game.games.equilibrium.content import load
from game.ui import paint
from game.ui import theme as th
from game.ui.kit.overlay import Overlay, Zoomable, zoomable
from game.ui.scenes_play import PauseScene
from tests.ui import test_elysium_table as ely
from tests.ui.test_equilibrium_table import table_at

C = load_content()


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def click(app, pos, button=1) -> None:
    app.step([motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)], 1 / 60)
    app.step([], 1 / 60)


def parchment_box(surface: pygame.Surface, region: pygame.Rect) -> int:
    """How many pixels of `region` have the tooltip's parchment colour."""
    colour = tuple(th.PARCHMENT)
    return sum(1 for x in range(region.left, region.right, 2) for y in range(region.top, region.bottom, 2)
               if tuple(surface.get_at((x, y)))[:3] == colour)


def test_a_tip_is_drawn_after_everything_else_and_kept_inside_the_window():
    pygame.init()
    surface = pygame.Surface((400, 300))
    overlay = Overlay()
    overlay.handle(motion((392, 292)))
    overlay.begin(surface)
    overlay.tips([(pygame.Rect(380, 280, 20, 20), "A tip long enough to need a few lines of text to be read.")])
    overlay.finish_registering()
    late = pygame.Rect(200, 0, 200, 300)
    surface.fill((9, 9, 9), late)  # drawn after the table: the log column
    overlay.finish(surface)
    assert parchment_box(surface, late) > 0  # the tip lies over it
    xs = [x for x in range(400) for y in range(0, 300, 3) if tuple(surface.get_at((x, y)))[:3] == tuple(th.PARCHMENT)]
    assert xs and max(xs) < 400 and min(xs) >= 0


def test_a_click_or_a_drop_hushes_the_tip_under_the_pointer_until_it_moves():
    """A piece dropped on the stage, the pointer resting there: the stage's tip would cover the
    header the drop just changed; it waits until the pointer moves again."""
    pygame.init()
    surface = pygame.Surface((400, 300))
    overlay = Overlay()
    stage = pygame.Rect(100, 100, 120, 80)

    def frame() -> int:
        surface.fill((9, 9, 9))
        overlay.begin(surface)
        overlay.tips([(stage, "The stage: a master card or an event played here")])
        overlay.finish(surface)
        return parchment_box(surface, surface.get_rect())

    overlay.handle(motion((150, 140)))
    assert frame() > 0  # resting over the stage: its tip
    overlay.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 140), button=1))
    overlay.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(150, 140), button=1))
    assert frame() == 0  # just dropped there: no tip
    overlay.handle(motion((150, 140)))  # a motion event that goes nowhere
    assert frame() == 0
    overlay.handle(motion((152, 141)))
    assert frame() > 0  # moved: the tip again


def test_cards_register_only_in_a_frame_on_its_surface():
    pygame.init()
    surface, other = pygame.Surface((200, 200)), pygame.Surface((200, 200))
    overlay = Overlay()
    painted: list[pygame.Rect] = []
    zoomable(surface, pygame.Rect(5, 5, 20, 30), lambda s, r, k: painted.append(r))  # no frame: nothing
    overlay.begin(surface)
    zoomable(other, pygame.Rect(5, 5, 20, 30), lambda s, r, k: painted.append(r))    # another surface
    zoomable(surface, pygame.Rect(50, 50, 20, 30), lambda s, r, k: painted.append(r))
    overlay.finish(surface)
    assert [tuple(c.rect) for c in overlay.shown_cards] == [(50, 50, 20, 30)]
    assert overlay.card_at((55, 60)) is not None and overlay.card_at((10, 10)) is None
    assert painted == []


def test_an_elysium_event_tip_lies_over_the_log_column():
    app, _session, table = ely.start(4, 3, until=lambda s: len(s.events) >= 1 and s.current_player is not None
                               and s.clash is None)  # a challenge docks over the events
    tile = next(iter(table.view.gestures.hits.events.values()))
    pos = (tile.right - 4, tile.centery)
    app.step([motion((5, 5))], 1 / 60)
    log = table.log_list.rect
    column = pygame.Rect(log.left, 0, log.width, app.screen.get_height())   # the log's whole column
    quiet = parchment_box(app.screen, column)
    app.step([motion(pos)], 1 / 60)
    assert parchment_box(app.screen, column) > quiet + 50  # the tip over the log's column, not under it
    assert app.errors == []


def test_right_click_zooms_an_equilibrium_action_card_and_esc_or_a_click_closes_it():
    app, table, session = table_at(4, until=lambda s: s.phase == "action" and s.current_player == 0, seed=3)
    moves = len(session.state.history)
    rect = table.view.area.cards[1]
    click(app, rect.center, button=3)
    zoomed = table.overlay.zoomed
    assert zoomed is not None and zoomed.rect == rect
    name = load().cards[session.state.cards[1]].name
    assert zoomed.face.title == name and zoomed.face.text == load().cards[session.state.cards[1]].text  # the whole card
    assert name in table.overlay.zoom_text
    big, _box = table.overlay.zoom_rects(app.screen.get_size(), zoomed)
    assert big.height > 3 * rect.height and app.screen.get_rect().contains(big)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], 1 / 60)
    assert table.overlay.zoomed is None and not isinstance(app.stack.top, PauseScene)  # Esc closed the card only
    click(app, rect.center, button=3)
    assert table.overlay.zoomed is not None
    click(app, table.view.area.cards[0].center)  # any click closes it and does nothing else
    assert table.overlay.zoomed is None and len(session.state.history) == moves
    click(app, rect.center, button=3)
    click(app, rect.center, button=3)  # right-click again
    assert table.overlay.zoomed is None
    assert app.errors == []


def test_a_pop_up_picker_handed_to_the_overlay_is_drawn_above_what_follows():
    from game.core import Action
    from game.ui.kit.base import BaseTable
    from game.ui.kit.choices import ChoicePanel

    pygame.init()
    pygame.display.set_mode((640, 400))
    surface = pygame.Surface((640, 400))

    class Table:  # what a view needs of its table scene here
        overlay = Overlay()

    panel = ChoicePanel("Bid on the Docks", "How many tokens?", [("1 token", Action())], cancel=True)
    panel.layout_rows(pygame.Rect(20, 20, 400, 200), 1.0)
    view = BaseTable.__new__(BaseTable)
    view.table = Table()
    Table.overlay.begin(surface)
    view.draw_panel(surface, panel, popup=True)
    Table.overlay.finish_registering()
    surface.fill((9, 9, 9))  # the log, the picker and the banner, drawn after the view
    assert tuple(surface.get_at(panel.rect.center))[:3] == (9, 9, 9)
    Table.overlay.finish(surface)
    assert tuple(surface.get_at(panel.rect.center))[:3] != (9, 9, 9)  # the picker lies on top
    drawn = pygame.Surface((640, 400))
    view.draw_panel(drawn, panel, popup=False)  # a standing panel is drawn in place
    assert tuple(drawn.get_at(panel.rect.center))[:3] != (0, 0, 0)


def test_right_click_on_your_equilibrium_hand_shows_its_cards_large():
    app, table, session = table_at(2, until=lambda s: s.phase == "action" and s.current_player == 0, seed=3)
    hand = session.state.hands[0]
    assert hand  # two players: each holds secret action cards, written as words beside your board
    own = table.view.area.own_info
    line = next(c for c in table.overlay.shown_cards if own.colliderect(c.rect))
    click(app, line.rect.center, button=3)
    zoomed = table.overlay.zoomed
    assert zoomed is not None and zoomed.rect == line.rect
    big, _box = table.overlay.zoom_rects(app.screen.get_size(), zoomed)
    names = [load().cards[c].name for c in hand]
    seen: list[str] = []
    original = paint.text

    def text(surface, value, face, *args, **kwargs):
        seen.append(value)
        return original(surface, value, face, *args, **kwargs)
    paint.text = text
    try:
        zoomed.paint(pygame.Surface(app.screen.get_size()), big)
    finally:
        paint.text = original
    drawn = " ".join(seen)
    assert all(all(word in drawn for word in name.split()) for name in names)  # every card, by name
    assert app.errors == []
def four_in_play_for_a_rival(state) -> bool:
    seat = state.current_player
    docked = state.clash is not None or str(state.step) not in ("move", "influence")  # rivals' cards compact
    return seat is not None and bool(state.hands[seat]) and bool(state.events) and not docked and \
        any(len(state.play[s]) >= 2 for s in range(state.players) if s != seat)


def test_every_elysium_card_zooms_and_a_rivals_card_reads_whole(monkeypatch):
    app, session, table = ely.start(5, 7, until=four_in_play_for_a_rival, moves=800)
    state, me = session.state, session.state.current_player
    assert four_in_play_for_a_rival(state)
    hits = table.view.gestures.hits
    rival = next(s for s in range(state.players) if s != me and len(state.play[s]) >= 2)
    cards = table.overlay.shown_cards
    rival_card = table.view.gestures.hits.cards[rival]
    in_rival = [c for c in cards if rival_card.contains(c.rect)]
    wanted = {"hand": list(hits.hand.values()), "events": list(hits.events.values()), "rival": in_rival}
    for kind, rects in wanted.items():
        assert rects, kind
        target = rects[0].rect if isinstance(rects[0], Zoomable) else rects[0]
        click(app, target.center, button=3)
        assert table.overlay.zoomed is not None and table.overlay.zoomed.rect == target, kind
        assert table.overlay.zoom_text, kind  # its words in full beside it
        click(app, (5, 5))
        assert table.overlay.zoomed is None
    # a rival's card, however small on the table, is drawn large with its whole name in big type
    zoom = in_rival[0]
    card = state.play[rival][0]
    seen: list[tuple[str, int]] = []
    original = paint.text

    def text(surface, line, face, *args, **kwargs):
        seen.append((line, face.get_height()))
        return original(surface, line, face, *args, **kwargs)
    monkeypatch.setattr(paint, "text", text)
    big, _box = table.overlay.zoom_rects(app.screen.get_size(), zoom)
    zoom.paint(app.screen, big)
    title = [(line, h) for line, h in seen if line and line in C.cards[card].name]
    assert " ".join(line for line, _h in title) == C.cards[card].name
    assert min(h for _line, h in title) >= th.theme.font("body").get_height()
    assert app.errors == []
