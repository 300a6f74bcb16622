"""The tutorial files: every game has one that reads, each names only real phases' keys and actions, and a
broken one is refused with a message naming the field."""

from __future__ import annotations

import tomllib

import pytest

from game.ui.coach import script

GAMES = ["equilibrium", "elysium", "bloodlines", "nocturne", "methuselah"]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_guided_game_that_fits_it(game):
    import game.games as registry

    tutorial = script.load(game)
    assert tutorial is not None
    info = registry.get(game)
    state = info.new_game(tutorial.players, tutorial.seed, tutorial.options)  # the setup is one the game takes
    assert state.players == tutorial.players == len(tutorial.levels) + 1
    from game.ai.seat import LEVELS
    assert set(tutorial.levels) <= set(LEVELS)
    actions = {cls.__name__ for cls in info.codec.by_kind.values()}
    assert set(tutorial.moves) - {"default"} <= actions, "a move explained that the game does not have"
    for page in (tutorial.intro, tutorial.closing, tutorial.waiting, *tutorial.phases.values()):
        assert page.title and len(page.text) > 40


def test_a_broken_tutorial_is_refused_with_the_field_named():
    good = tomllib.loads(script.tutorial_path("equilibrium").read_text(encoding="utf-8"))
    with pytest.raises(script.TutorialError, match="levels"):
        script.parse("equilibrium", {**good, "levels": ["easy"]})
    with pytest.raises(script.TutorialError, match="seed"):
        script.parse("equilibrium", {**good, "seed": "x"})
    with pytest.raises(script.TutorialError, match="closing"):
        script.parse("equilibrium", {k: v for k, v in good.items() if k != "closing"})
    assert script.parse("equilibrium", good).stretch == good["stretch"]


def test_a_game_without_a_tutorial_has_none():
    assert script.load("no-such-game") is None


def test_the_setup_carries_the_mark_and_the_fixed_deal():
    tutorial = script.load("bloodlines")
    setup = script.setup_for(tutorial, "Ana")
    assert script.mark_of(setup) == {"game": "bloodlines", "done": False}
    assert setup["seed"] == tutorial.seed and setup["seats"][0] == {"name": "Ana", "kind": "human",
                                                                     "colour": setup["seats"][0]["colour"]}
    assert script.mark_of({"players": 2}) is None
