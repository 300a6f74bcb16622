"""The Bloodlines table: every seat's bloodline as a pyramid, the queue of five, the three battleground
boards, the missions, your hand of schemes and the score preview."""

from .view import VIEW

__all__ = ["VIEW"]
