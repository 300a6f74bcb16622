"""The deck builder, driven through its input as a player would: search the pool, add by clicking
cards, take a copy out from the deck's list, name and save a draft, open a starter (asked, changes
unsaved), save it as a legal deck, read a card whole by right-click, delete a deck (asked); and New
game offers the legal saved deck for a seat, and the game starts with it."""

from __future__ import annotations

import pygame
import pytest

from game.games.methuselah.content import load
from game.games.methuselah.decklist import MOST_COPIES, problems
from game.saves.deck_file import deck_path, list_decks, load_deck
from game.ui.app import App
from game.ui.decks.scene import DeckBuilderScene
from game.ui.scenes_setup import NewGameScene
from game.ui.widgets_more import Dialog


@pytest.fixture
def app(title_window):
    return title_window


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)], 1 / 60)


def type_text(app: App, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)], 1 / 60)


def dialog_button(app: App, label: str) -> None:
    top = app.stack.top
    assert isinstance(top, Dialog), top
    click(app, next(b for b in top.buttons if b.text == label).rect.center)


def deck_row(scene: DeckBuilderScene, name: str) -> tuple[int, int]:
    """Where the deck's list shows the row of `name` (its first line)."""
    lst = scene.contents
    index = next(i for i, r in enumerate(lst.rows) if r.value is not None and r.value.name == name)
    top = next(y for i, y, _lines, _notes in lst._layout if i == index)
    return lst.rect.left + 20, lst.rect.top + 8 + top - lst.offset


def test_a_deck_is_built_saved_opened_and_deleted_through_the_builders_input(app: App, saves_home) -> None:
    scene = app.push("DeckBuilderScene")
    assert isinstance(scene, DeckBuilderScene)
    app.step([], 1 / 60)
    click(app, scene.search.rect.center)
    type_text(app, "orsolya")
    app.step([], 1 / 60)
    assert [c.name for c in scene.shown] == ["Orsolya of the Quiet Stair"]
    for _ in range(MOST_COPIES + 1):
        click(app, scene.cells[0][0].center)
    assert scene.draft.crypt == {"orsolya": MOST_COPIES} and "At most" in scene.message
    click(app, deck_row(scene, "Orsolya of the Quiet Stair"))
    assert scene.draft.crypt == {"orsolya": MOST_COPIES - 1}
    click(app, scene.cells[0][0].center, button=3)               # a right-click reads it whole
    assert scene.overlay.zoomed is not None
    click(app, (5, 5))
    assert scene.overlay.zoomed is None
    click(app, scene.name_input.rect.center)
    type_text(app, "Quiet stair")
    click(app, scene.save_button.rect.center)
    saved = load_deck(deck_path("Quiet stair"))
    assert saved.deck["crypt"] == {"orsolya": MOST_COPIES - 1} and problems(saved.deck)
    assert "draft" in scene.message

    assert scene.deck_pick.value[0] == "saved" and scene.deck_pick.value[1].name == "Quiet stair"
    click(app, scene.cells[0][0].center)                         # a change not saved yet
    click(app, (scene.deck_pick.box().left + 10, scene.deck_pick.rect.centery))   # the one before: a starter
    assert scene.deck_pick.value == ("starter", "intercept")
    dialog_button(app, "Keep editing")                            # asked first: the change would be lost
    assert scene.deck_pick.value[1].name == "Quiet stair" and scene.draft.crypt["orsolya"] == MOST_COPIES
    click(app, (scene.deck_pick.box().left + 10, scene.deck_pick.rect.centery))
    dialog_button(app, "Open it")
    assert scene.draft.name.endswith("(mine)") and sum(scene.draft.library.values()) == len(load().decks[load().deck_index["intercept"]].library)
    click(app, scene.save_button.rect.center)
    legal = load_deck(deck_path(scene.draft.name))
    assert problems(legal.deck) == [] and "legal" in scene.message
    assert {e.name for e in list_decks("methuselah")} == {"Quiet stair", legal.name}

    click(app, scene.delete_button.rect.center)
    dialog_button(app, "Delete")
    assert not deck_path(legal.name).exists() and [e.name for e in list_decks("methuselah")] == ["Quiet stair"]


def test_new_game_offers_a_legal_saved_deck_per_seat_and_not_a_draft(app: App, saves_home) -> None:
    scene = app.push("NewGameScene")
    assert isinstance(scene, NewGameScene)
    scene.game_picker.index = [g.id for g in scene.games].index("methuselah")
    scene._game_changed()
    app.step([], 1 / 60)
    assert scene.decks_button.visible
    click(app, scene.decks_button.rect.center)
    builder = app.stack.top
    assert isinstance(builder, DeckBuilderScene)
    builder.open(("starter", "stealth"))
    builder.draft.library["waylay"] = 2
    builder.save("Unlit knives")
    builder.draft.library = {"tithe": 1}
    builder.save("Draft only")
    click(app, builder.back_button.rect.center)
    assert app.stack.top is scene
    deck = scene.option_widgets[1][1]                  # seat 1's deck: its own choices, then the legal saved one
    names = [c["name"] for c in deck.choices if isinstance(c, dict)]
    assert names == ["Unlit knives"]
    deck.index = len(deck.choices) - 1
    setup = scene.setup()
    assert setup["options"]["deck1"]["library"]["waylay"] == 2 and "code" not in setup
    scene.start()
    assert app.session is not None and app.session.state.decks[0] == -1


def test_a_damaged_deck_file_is_listed_with_its_reason_and_not_opened(app: App, saves_home) -> None:
    folder = saves_home / "decks"
    folder.mkdir()
    (folder / "Torn.toml").write_text('format = "danse-macabre-deck"\nversion = 1\ngame = "methuselah"\n'
                                      'saved_at = ""\n[deck]\nname = "Torn"\ncrypt = { ghost = 2 }\nlibrary = {}\n')
    scene = app.push("DeckBuilderScene")
    app.step([], 1 / 60)
    torn = next(c for c in scene.choices if c[0] == "saved")
    assert "(damaged)" in scene.deck_pick.fmt(torn)
    scene.open(torn)
    assert "cannot be opened" in scene.message and "ghost" in scene.message and scene.path is None


def test_new_game_offers_a_random_legal_deck_by_name_for_every_seat_and_starts_with_it(app: App, saves_home) -> None:
    scene = app.push("NewGameScene")
    assert isinstance(scene, NewGameScene)
    scene.game_picker.index = [g.id for g in scene.games].index("methuselah")
    scene._game_changed()
    scene.seat_rows[1].kind.index = scene.seat_rows[1].kind.choices.index("ai")   # an AI seat is offered it too
    app.step([], 1 / 60)
    decks = [w for key, w in scene.option_widgets if key.startswith("deck")]
    for widget in decks:
        shown = [widget.fmt(c) for c in widget.choices]
        assert shown[:2] == ["random starter", "bleed"] and "random legal deck" in shown
    for widget in decks[:2]:
        widget.index = [widget.fmt(c) for c in widget.choices].index("random legal deck")
    setup = scene.setup()
    assert setup["options"]["deck1"] == setup["options"]["deck2"] == "any" and "code" not in setup
    scene.start()
    session = app.session
    assert session is not None and session.state.decks[:2] == [-1, -1]
    assert session.setup["options"]["deck2"]["name"].startswith("Random: ")   # kept with the setup for a save
