"""One colour per seat (issue 43, item 7): on Elysium's table every seat's pieces (its stacks of influence
and its miniature) and its name plate are drawn in its seat colour and shape, never its clan's; and a
name on Methuselah's vampire cards is set in whole words (item 5)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

import game.games
from game.ui.kit import seatcard, sprites
from game.ui.tables.elysium import city, panels
from game.ui.tables.methuselah import read as meth
from tests.ui.tablehelp import start_table


def test_an_elysium_seats_pieces_and_plate_are_in_its_seat_colour(monkeypatch):
    pieces: list[tuple] = []
    plates: list[tuple] = []
    real_coin, real_standee, real_header = city.figures.coin, city.figures.standee, seatcard.draw_card_header

    def coin(colour, shape, radius, **kwargs):
        pieces.append((colour, shape))
        return real_coin(colour, shape, radius, **kwargs)

    def standee(colour, shape, height, **kwargs):   # on the map, and on your own plate
        pieces.append((colour, shape))
        return real_standee(colour, shape, height, **kwargs)

    def header(surface, rect, who, colour, *args, **kwargs):
        plates.append((who.name, who.style.colour, colour))
        return real_header(surface, rect, who, colour, *args, **kwargs)

    monkeypatch.setattr(city.figures, "coin", coin)
    monkeypatch.setattr(city.figures, "standee", standee)
    monkeypatch.setattr(panels.seatcard, "draw_card_header", header)
    app, _session, table = start_table(game.games.get("elysium"), 4, 3, moves=90)
    try:
        table.view._layer_key = None   # the still table drawn again, through the spies
        for _ in range(3):
            app.step([], 1 / 60)
        styles = {(s.colour, s.shape) for s in (table.view.style_of(k) for k in range(4))}
        assert len({c for c, _ in styles}) == 4            # four seats, four colours
        assert pieces and set(pieces) <= styles, set(pieces) - styles
        assert len(set(pieces)) >= 2                        # more than one seat's pieces were looked at
        assert plates and all(own == drawn for _name, own, drawn in plates), plates
    finally:
        app.close()


def test_a_methuselah_vampires_name_is_set_in_whole_words():
    pygame.font.init()
    info = game.games.get("methuselah")
    content = info.new_game(info.min_players, 1, {}).view(0).content
    names = [meth.vampire_card(content, i).face.title for i in range(len(content.vampires))]
    assert len(names) > 10
    for name in names:
        for width in (40, 56, 80):
            _face, lines = sprites.fit_words(name, width, 14, 9, 3)
            assert set(" ".join(lines).split()) <= set(name.split()), (name, lines)
            assert name.startswith(" ".join(lines)), (name, lines)
