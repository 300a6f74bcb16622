"""The Duel state: its fields (declared once, with what each seat may see), and the contract.

A seat's view masks the deck, the other hands and the others' committed cards (until all are
turned over together); its history shows another seat's Commit as Masked.
"""

from __future__ import annotations

from typing import ClassVar

from game.core.actions import Action
from game.core.records import flat, nested, per_seat, scalar
from game.core.rng import Rng
from game.core.state import GameState, Seat

from .actions import Commit
from .content import Content, load
from .flow import FLOW

_C = load()


class DuelState(GameState):
    phase: str = scalar(str, start="setup")
    step: str = scalar(str, start="")
    over: bool = scalar(bool, start=False)
    round: int = scalar(int, start=0)
    # seats taking turns in an order (core flow's first_turn/next_turn need these three and step)
    order: list[int] = flat(start=lambda n, o: list(range(n)))
    pos: int = scalar(int, start=-1)
    actor: int = scalar(int, start=0)
    deck: list[int] = flat("secret", start=[])                   # nobody knows the cards or their order
    hands: list[list[int]] = nested("seat", start=per_seat([]))  # each seat sees only its own hand
    committed: list[int] = flat("seat", start=per_seat(0))       # this round's face-down card (0: none)
    done: list[bool] = flat(start=per_seat(False))               # who has committed (public)
    shown: list[int] = flat(start=[])                            # the cards last turned over
    played: list[list[int]] = nested(start=per_seat([]))         # every card each seat turned over
    score: list[int] = flat(start=per_seat(0))

    DERIVED: ClassVar[tuple[str, ...]] = ("content",)
    content: Content
    SECRET_ACTIONS: ClassVar[tuple[type[Action], ...]] = (Commit,)
    FLOW = FLOW     # legal actions and apply come from it: FLOW.legal, FLOW.run (then settle)
    CONTENT = _C    # the loaded content: `content` on every new state, again after a load
    START = "setup" # the base __init__ begins the flow here (no __init__ or _derive of your own)

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.actor

    def action_seen_by(self, action: Action, mover: Seat, seat: int | None) -> Action:
        if type(action) is Commit and mover != seat:
            return self.masked_action(mover)
        return action

    def determinize(self, seat: int, rng: Rng) -> DuelState:
        """A playable state consistent with `seat`'s view: the cards `seat` has not seen are dealt
        at random to the other hands, the others' committed cards and the deck."""
        w = self.clone() if self.viewer == seat and self.rng is None else self.view(seat)
        assert isinstance(w, DuelState)
        pool = list(w.content.deck)
        for card in w.hands[seat] + [c for p in range(w.players) for c in w.played[p]]:
            pool.remove(card)
        if w.done[seat]:
            pool.remove(w.committed[seat])
        rng.shuffle(pool)
        for p in range(w.players):
            if p == seat:
                continue
            w.hands[p] = [pool.pop() for _ in w.hands[p]]
            w.committed[p] = pool.pop() if w.done[p] else 0
        w.deck = [pool.pop() for _ in w.deck]
        assert not pool
        w.rng = Rng(rng.next64())
        w.viewer = None
        w._legal_cache = None
        return w

    def scores(self) -> list[int]:
        return list(self.score)

    def winners(self) -> list[int]:
        best = max(self.score)
        return [p for p, s in enumerate(self.score) if s == best]
