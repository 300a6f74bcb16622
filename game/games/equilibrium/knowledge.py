"""What a seat may not know, filled back in: determinize(seat, rng) deals every hidden card at
random from the pool that seat has not seen (the masking itself is declared in state.FIELDS).

Hidden: every vote deck's order, other seats' drawn, chosen and face-down vote cards (and
whether a vote was white, until the reveal), the neutral deck, the other hand at two players
and the cards left in the box, the seed and the rng.  Equilibrium cards are public: anyone
watching the boards at a round end knows them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.records import HIDDEN
from game.core.rng import Rng

from .board import GUILDS

if TYPE_CHECKING:
    from .state import EquilibriumState

__all__ = ["HIDDEN", "determinize"]


def determinize(state: EquilibriumState, seat: int, rng: Rng) -> EquilibriumState:
    """A full, playable state consistent with `seat`'s view (works on the view too)."""
    # a seat's own view is masked already (an AI determinizes its view once per playout)
    w = state.clone() if state.viewer == seat and state.rng is None else state.view(seat)
    assert isinstance(w, type(state))
    n = w.players
    voting = w.phase == "era"
    for p in range(n):
        if p == seat:
            rng.shuffle(w.decks[p])
            continue
        pool = list(range(GUILDS * 2))
        for _, who, card in w.revealed:
            if who == p:
                pool.remove(card)
        rng.shuffle(pool)
        for slots in (w.decks[p], w.vote_options[p], w.hidden_votes[p], w.removed_votes[p]):
            for i in range(len(slots)):
                slots[i] = pool.pop()
        if w.voted[p]:
            w.votes[p] = pool.pop()
        if voting:
            w.white_pending[p] = False      # a guess: a seat rarely spends its one white vote
    pool = list(range(GUILDS * 2))
    for _, who, card in w.revealed:
        if who < 0:
            pool.remove(card)
    rng.shuffle(pool)
    w.neutral_deck = [pool.pop() for _ in w.neutral_deck]
    # action cards: all those the seat has not seen are equally likely anywhere unseen
    seen = set(w.cards) | set(w.spent_hand_cards) | set(w.hands[seat])
    unseen = [cid for cid in w.content.cards if cid not in seen and w.content.cards[cid].type != "board"]
    rng.shuffle(unseen)
    for p in range(n):
        if p != seat:
            w.hands[p] = [unseen.pop() for _ in w.hands[p]]
    w.unused_cards = [unseen.pop() for _ in w.unused_cards]
    w.rng = Rng(rng.next64())
    w.viewer = None
    return w
