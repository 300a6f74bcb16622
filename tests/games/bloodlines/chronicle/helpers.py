"""Campaigns for the chronicle tests: new ones, driven through their decisions by the AI policy
(the window's own calls: decision, ai_choice, choose), with chapters played by Random seats."""

from __future__ import annotations

from typing import Any

from game.games.bloodlines.chronicle.campaign import Campaign, PlayerSpec
from game.games.bloodlines.chronicle.play import play_chapter, play_decisions


def new(players: int = 3, seed: int = 1, level: str = "easy") -> Campaign:
    return Campaign.new([PlayerSpec(f"Player {i + 1}", "ai", level) for i in range(players)], seed=seed)


def ready(players: int = 3, seed: int = 1) -> Campaign:
    """Through the prologue: the first chapter waits to be played."""
    c = new(players, seed)
    play_decisions(c)
    assert c.phase == "chapter" and c.chapter == 1
    return c


def chapter(c: Campaign) -> Any:
    """Play the waiting chapter with Random seats; the aftermath's decisions wait."""
    return play_chapter(c, "random")


def decide_until(c: Campaign, step: str) -> None:
    """Let the AI policy decide until a decision of this step waits (AssertionError if none)."""
    while c.decision is not None and c.decision.step != step:
        c.choose(c.ai_choice())
    assert c.decision is not None and c.decision.step == step, (step, c.phase)


def until_step(c: Campaign, step: str) -> None:
    """Play on (chapters with Random seats, decisions by the AI policy) until a decision of this
    step waits."""
    while not (c.decision is not None and c.decision.step == step):
        assert c.phase != "over", step
        if c.phase == "chapter":
            chapter(c)
        else:
            c.choose(c.ai_choice())
