"""The Elysium table: the city map, influence stacks, miniatures, Primogen cards and the dice tray."""

from .view import VIEW

__all__ = ["VIEW"]
