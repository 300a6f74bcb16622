"""Every prologue, aftermath and era decision can be made by an AI seat of any level, through
the same call a human's choice takes (choose), and what it chooses is one of the choices."""

from __future__ import annotations

import pytest

from game.ai.seat import LEVELS
from game.games.bloodlines.chronicle.ai import _card_gain
from game.games.bloodlines.chronicle.campaign import Campaign, PlayerSpec
from game.games.bloodlines.chronicle.play import play_decisions

from .helpers import chapter, new, ready, until_step


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_makes_every_decision_of_an_era(level: str) -> None:
    c = Campaign.new([PlayerSpec(f"{level} {i}", "ai", level) for i in range(3)], seed=60)
    steps = set()
    while not (c.phase == "chapter" and c.chapter == 4):
        if c.phase == "chapter":
            chapter(c)
            continue
        dec = c.decision
        choice = c.ai_choice()
        if dec.kind == "text":
            assert isinstance(choice, str) and choice
        else:
            assert isinstance(choice, int) and 0 <= choice < len(dec.choices)
        steps.add(dec.step)
        c.choose(choice)
    assert {"prologue.character", "prologue.retainer", "aftermath.response", "era.scoring"} <= steps
    assert c.era_results[0].card


def test_the_scoring_card_is_judged_one_ply_ahead() -> None:
    """The policy picks the card that gains its own sheet the most over the best rival's."""
    c = ready(players=3, seed=61)
    until_step(c, "era.scoring")
    dec = c.decision
    gains = [_card_gain(c, dec.seat, ch.key) for ch in dec.choices]
    assert gains[c.ai_choice()] == max(gains)


def test_a_new_player_joins_between_chapters_with_a_prologue_and_free_dots() -> None:
    c = ready(players=2, seed=62)
    chapter(c)
    play_decisions(c)
    chapter(c)
    play_decisions(c)
    p = c.add_player(PlayerSpec("Late", "ai", "easy"))
    assert c.phase == "prologue" and c.decision.seat == p
    made = [c.decision.step]
    while c.decision is not None:
        made.append(c.decision.step)
        c.choose(c.ai_choice())
    assert made.count("join.free_dot") == 2                     # two chapters missed
    assert c.phase == "chapter"
    setup = c.chapter_setup()
    assert setup["players"] == 3 and p in c.d["current"]["seats"]


def test_a_bad_choice_is_refused_with_a_clear_message_and_changes_nothing() -> None:
    c = new(players=2, seed=63)
    before = c.to_data()
    with pytest.raises(ValueError, match="1 to 60 characters"):
        c.choose("x" * 61)
    c.choose("Agnes")
    before = c.to_data()
    for bad in (-1, 99, "3", True):
        with pytest.raises(ValueError, match="choose 0-"):
            c.choose(bad)
    assert c.to_data() == before
    ready_c = ready(players=2, seed=64)
    with pytest.raises(ValueError, match="play the chapter"):
        ready_c.choose(0)
    with pytest.raises(ValueError, match="between chapters"):
        c.set_active(0, False)
