"""The Equilibrium table: guild rings, the intrigue track, action cards and vote panels."""

from .view import VIEW

__all__ = ["VIEW"]
