"""Prompts that say what they cost (issue 43 item 12), at the Bloodlines table: Kiss the Ring asked of a
rival names what befalls them if they refuse, and choosing a clan shows each clan's mechanic, whole."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random

import pytest

from game import games
from game.games.bloodlines.actions import ChooseClan, Scheme
from game.games.bloodlines.content import load
from game.games.bloodlines.effect_frames import RingAnswer
from game.ui import paint
from game.ui.kit import sprites
from game.ui.tables.bloodlines import read
from tests.ui.tablehelp import start_table

SIZES = ((1280, 720), (2560, 1440))


def umbral_schemes(state, legal, rng: random.Random):
    """Choose the Umbral clan (Kiss the Ring) when offered, and play schemes most of the time."""
    umbral = [a for a in legal if isinstance(a, ChooseClan) and load().characters[a.leader].clan == "umbral"]
    if umbral:
        return umbral[0]
    schemes = [a for a in legal if isinstance(a, Scheme)]
    return rng.choice(schemes) if schemes and rng.random() < 0.7 else rng.choice(legal)


def asked_to_kiss(state) -> bool:
    return bool(state.stack) and isinstance(state.stack[-1], RingAnswer)


def drawn(app) -> list[paint.Fit]:
    sprites.clear()
    with paint.checking() as fits:
        app.step([], 1 / 60)
    return list(fits)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_kiss_the_ring_names_the_effect_a_refusal_suffers(size) -> None:
    app, session, _table = start_table(games.get("bloodlines"), 2, 1, size=size, until=asked_to_kiss,
                                      pick=umbral_schemes)
    try:
        state = session.state
        assert asked_to_kiss(state), "the game never asked a rival to kiss the ring"
        seat = state.current_player
        model = read.model_of(state.view(seat), seat)
        assert model.cost.startswith("one of your vampires") or "stolen from one of your vampires" in model.cost
        fits = drawn(app)
        ribbon = [f for f in fits if f.text == f"Kiss the Ring: give a boon, or {model.cost}"]
        assert ribbon, [f.text for f in fits][:40]
        assert not [f.describe() for f in ribbon if f.cut or f.outside]
        # the other seat's eyes: the rival is deciding, and no cost of theirs is worded as "yours"
        other = read.model_of(state.view(1 - seat), 1 - seat)
        assert other.cost == model.cost
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_clan_choice_shows_each_clans_mechanic_whole(size) -> None:
    app, session, table = start_table(games.get("bloodlines"), 3, 2, size=size,
                                      until=lambda s: any(isinstance(a, ChooseClan) for a in s.legal_actions()))
    try:
        legal = session.state.legal_actions()
        clans = {load().clan_by_id[load().characters[a.leader].clan] for a in legal if isinstance(a, ChooseClan)}
        assert len(clans) >= 2
        fits = drawn(app)
        panel = table.view.gestures.panel
        assert panel is not None and panel.title == "Choose your clan"
        labels = {slot.action.leader: slot.button.text for slot in panel.buttons if isinstance(slot.action, ChooseClan)}
        for leader, label in labels.items():
            clan = load().clan_by_id[load().characters[leader].clan]
            assert label.endswith(clan.mechanic_words), label
        assert len(labels) == len(clans)
        shown = " ".join(f.text for f in fits)
        seen = [c for c in clans if c.mechanic_words.split(":")[0] in shown]
        assert len(seen) >= 3, "the mechanics are on the screen, not only in the labels"
        assert not [f.describe() for f in fits if f.cut or f.outside]
    finally:
        app.close()
