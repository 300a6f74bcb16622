"""The Nocturne table: the city's quarters by Dawn, Dusk and Night, the altar, the catacombs, the fear
track and your screen with the bat board where you plan in secret."""

from .view import VIEW

__all__ = ["VIEW"]
