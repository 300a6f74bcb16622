"""What the Duel table shows, as typed records (read.py builds them; everything drawn comes from here)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat as the viewer may see it."""

    seat: int
    hand: tuple[int, ...]      # the viewer's own cards (empty for another seat: its hand is secret)
    cards_held: int            # how many cards it holds (public)
    done: bool                 # it has committed this round
    committed: int             # the viewer's own face-down card (0: none, or another seat's)
    score: int
    played: tuple[int, ...]    # every card it turned over


@dataclass(frozen=True, slots=True)
class TableModel:
    me: int
    round: int
    rounds: int
    step: str
    current: int | None
    over: bool
    seats: tuple[Seat, ...]
    shown: tuple[int, ...]     # the cards last turned over, in seat order
    deck_left: int

    @property
    def mine(self) -> Seat:
        return self.seats[self.me]
