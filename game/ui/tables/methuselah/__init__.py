"""The Methuselah table: the circle of ancients with prey and predator, minions that lie sideways when
locked, blood to move in the influence phase, the Edge, the action under way, combats and referenda."""

from .view import VIEW

__all__ = ["VIEW"]
