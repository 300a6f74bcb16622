"""The viewer's view of an Equilibrium game read into the table's model.

This is the one place that knows the engine's field names: the boards as counts per guild and value
(``boards``), the action cards on their spaces (``cards``, ``spaces``, ``occupants``), the turn under way
(``t_*``), the secret era vote (``vote_options``, ``votes``, ``hidden_votes``) and the content's guilds,
cards and favours.

It is also the table's one door to the engine (``game.games.equilibrium``): the other modules take the
engine's names they need from here: the action kinds, the token operations' parser, the state's type,
the step names the engine's FLOW declares (``STEPS``, what the table's per-step words are keyed by) and
their prompts (``PROMPTS``).
"""

from __future__ import annotations

from game.games.equilibrium.actions import (
    DEFENSIVE,
    OFFENSIVE,
    Commit,
    Pass,
    PlaceSet,
    Resolve,
    Target,
    TargetGuild,
    UseFavour,
    Vote,
    describe_ops,
)
from game.games.equilibrium.board import board_total, guild_tokens, guild_total, parse_op
from game.games.equilibrium.content import load
from game.games.equilibrium.flow import FLOW
from game.games.equilibrium.state import EquilibriumState
from game.ui.kit.table import declared_steps

__all__ = ["DEFENSIVE", "OFFENSIVE", "PROMPTS", "STEPS", "Commit", "EquilibriumState", "Pass", "PlaceSet",
           "Resolve", "Target", "TargetGuild", "UseFavour", "Vote", "board_total", "describe_ops",
           "guild_tokens", "guild_total", "load", "parse_op"]

STEPS = declared_steps(FLOW)     # every step name the engine declares
PROMPTS = FLOW.steps             # each step's prompt words (the ribbon's, game.ui.kit.choices.prompt_line)
