"""Card faces (game.ui.kit.cardface): every card of every game zooms with its whole text inside its frame at
1280x720 and 2560x1440 (Bloodlines' characters, drawn by its own art, in the kit's words_frame too), the small face never breaks a word nor writes outside its card, a hidden card does not zoom, and on
each table a right-click on a card opens its face."""

from __future__ import annotations

import pygame
import pytest

import game.games
from game.games.nocturne.content import ritual_text
from game.ui import paint
from game.ui import theme as th
from game.ui.kit import overlay as ov
from game.ui.kit.cardface import MORE, CardFace, Laid, lay_out, words_frame
from game.ui.kit.hand import draw_chip
from game.ui.tables.bloodlines import art as blo_art
from game.ui.tables.bloodlines import read as blo
from game.ui.tables.elysium import read as ely
from game.ui.tables.equilibrium import read as eq
from game.ui.tables.methuselah import read as meth
from game.ui.tables.nocturne import read as noc
from tests.ui.tablehelp import start_table

GAMES = ("elysium", "bloodlines", "equilibrium", "nocturne", "methuselah")


def _content(game_id: str):
    info = game.games.get(game_id)
    return info.new_game(info.min_players, 1, {}).view(0).content


def faces_of(game_id: str) -> list[CardFace]:
    """Every card of the game's content as its table's read.py builds its face."""
    if game_id == "elysium":
        return [ely.card_face(i) for i in range(len(ely.C.cards))]
    if game_id == "bloodlines":
        return [f for i in range(len(blo._content().schemes)) if (f := blo.scheme_face(i)) is not None]
    if game_id == "equilibrium":
        content = eq.load()
        return [eq.action_card(c).face for c in content.cards] + \
            [eq.vote_card(c, n).face for n in content.vote_values for c in range(12)]
    if game_id == "nocturne":
        info = game.games.get("nocturne")
        view = info.new_game(info.min_players, 1, {}).view(0)
        c = view.content
        cards = [noc.card_of(view, x).face for x in range(len(c.names))]
        return [f for f in cards if f is not None] + \
            [noc.ritual_of(c.rit_names[r], ritual_text(c, r), c.rit_cost[r], c.rit_lasts[r] == "day").face
             for r in range(len(c.rit_names))]   # type: ignore[misc]
    c = _content("methuselah")
    cards = [meth.library_card(c, i).face for i in range(len(c.cards))] + \
        [meth.vampire_card(c, i).face for i in range(len(c.vampires))]
    return [f for f in cards if f is not None]


def zoom_rect(face: CardFace, size: tuple[int, int]) -> pygame.Rect:
    """Where the overlay puts the large card in a window of `size`, its tooltip (as long as its text) beside."""
    th.theme.height = size[1]
    overlay = ov.Overlay()
    overlay.zoom_text = face.text
    big, _box = overlay.zoom_rects(size, ov.Zoomable(pygame.Rect(0, 0, 70, 100), aspect=face.aspect))
    return big


def words_of(laid: Laid, role: str) -> list[str]:
    return [w for line in laid.lines if line.role == role and line.colour != (120, 90, 70) for w in line.text.split()]


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)], ids=["1280x720", "2560x1440"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_zooms_with_its_whole_text_inside_its_frame(game_id, size):
    faces = faces_of(game_id)
    assert len(faces) >= 5
    for face in faces:
        big = zoom_rect(face, size)
        laid = lay_out(face, big, whole=True)
        assert not laid.more, face.title
        assert big.contains(laid.frame)
        for line in laid.lines:
            assert laid.frame.contains(line.rect), (face.title, line.text)
            assert MORE not in line.text or MORE in face.text + face.title, (face.title, line.text)
        assert words_of(laid, "bold") == face.title.split()
        assert words_of(laid, "italic")[:len(face.text.split())] == face.text.split(), face.title
        assert min(line.px for line in laid.lines) >= 10 * size[1] / 720, face.title   # still read there


@pytest.mark.parametrize("game_id", GAMES)
def test_the_small_face_keeps_every_word_whole_and_inside_its_card(game_id):
    for face in faces_of(game_id):
        source = set((face.title + " " + face.words(False) + " " + face.tag).split()) | {MORE}
        for w, h, unit in ((104, 93, 1.0), (74, 104, 1.0), (143, 49, 1.0), (208, 186, 2.0), (148, 208, 2.0)):
            rect = pygame.Rect(10, 20, w, h)
            laid = lay_out(face, rect, unit)
            for line in laid.lines:
                assert rect.contains(line.rect), (face.title, line.text, w, h)
                assert set(line.text.split()) <= source, (face.title, line.text)   # no word cut inside itself
            if not laid.more:
                assert words_of(laid, "bold") == face.title.split()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)], ids=["1280x720", "2560x1440"])
def test_a_bloodlines_character_lays_every_word_inside_its_cards_frame(size):
    """Bloodlines' characters are drawn by its own art (glyphs, name, clan, abilities) in the kit's
    words_frame: at the zoom every word of the abilities is written, all of it inside the frame; on a
    queue card nothing leaves the frame either."""
    th.theme.height = size[1]
    scale = size[1] / 720
    zoom = ov.Overlay().zoom_rects(size, ov.Zoomable(pygame.Rect(0, 0, 70, 100), aspect=0.72))[0]
    for index in range(len(blo._content().characters)):
        card = blo.card_of(index)
        for (w, h), whole in ((zoom.size, True), ((round(70 * scale), round(98 * scale)), False)):
            with paint.checking() as fits:
                sprite = blo_art.card_face(card, (w, h), blo.clan_names(), True)
            frame = words_frame(sprite.get_rect(), whole=h >= 240)
            drawn = [f for f in fits if f.rect is not None]
            assert drawn, card.name
            for fit in drawn:
                assert frame.contains(fit.rect) and not fit.cut, (card.name, fit.text, fit.rect, frame, (w, h))
            if whole and card.abilities:
                written = " ".join(f.shown for f in drawn).split()
                ability = " ".join(card.abilities).split()
                assert written[-len(ability):] == ability, card.name
                assert min(f.size for f in drawn) >= 9 * scale, card.name


def test_a_face_too_long_for_its_room_says_more_is_on_the_zoom():
    face = CardFace("Sisters Who Ask Nothing", "word " * 80, "activation")
    laid = lay_out(face, pygame.Rect(0, 0, 104, 93), 1.0)
    assert laid.more
    assert any(line.text.endswith(MORE) for line in laid.lines)
    whole = lay_out(face, pygame.Rect(0, 0, 312, 446), whole=True)
    assert not whole.more and words_of(whole, "italic")[:80] == ["word"] * 80


def test_a_hidden_card_does_not_zoom():
    surface = pygame.Surface((200, 100))
    overlay = ov.Overlay()
    overlay.begin(surface)
    draw_chip(surface, pygame.Rect(10, 10, 40, 60), None, 1.0)
    draw_chip(surface, pygame.Rect(60, 10, 40, 60), ("Whisper", th.DUSK), 1.0, card=CardFace("Whisper", "Place a 1."))
    overlay.finish(surface)
    assert overlay.card_at((30, 40)) is None          # the back: nothing to show
    shown = overlay.card_at((80, 40))
    assert shown is not None and shown.face == CardFace("Whisper", "Place a 1.")


PLAYERS = {"elysium": 3, "bloodlines": 3, "equilibrium": 3, "nocturne": 3, "methuselah": 4}


@pytest.mark.parametrize("game_id", GAMES)
def test_right_clicking_a_card_on_the_table_opens_its_face_with_its_text(game_id):
    info = game.games.get(game_id)
    app, _session, table = start_table(info, PLAYERS[game_id], 7, moves=60)
    try:
        app.step([], 1 / 60)
        cards = [c for c in table.overlay.shown_cards if isinstance(c.face, CardFace)]
        assert cards, "no card on the table zooms to its face"
        card = cards[-1]
        pos = card.rect.center
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)], 1 / 60)
        zoomed = table.overlay.zoomed
        assert zoomed is not None and isinstance(zoomed.face, CardFace)
        assert zoomed.face.text and zoomed.rect.collidepoint(pos)
    finally:
        app.close()
