"""What a seat may know: view(seat) masks the rest; determinize(seat, rng) fills it back in.

Hidden: every vote deck's order, other players' drawn and chosen vote cards
(eras 3–4 stay face down until the end), the neutral deck, the other
player's advanced hand at 2 players and the cards left in the box, and the rng.
Equilibrium cards are public here: anyone watching the boards at round end
knows them, so a digital table shows them.
"""

from __future__ import annotations

from game.core.rng import Rng

from .board import GUILDS

HIDDEN = -2
UNKNOWN_CARD = "?"


class KnowledgeMixin:
    """view() and determinize() for EquilibriumState."""

    def view(self, seat: int | None):  # type: ignore[no-untyped-def]
        v = self.clone()  # type: ignore[attr-defined]
        v.rng = None
        v.viewer = seat
        n = v.players
        for p in range(n):
            mine = p == seat
            v.decks[p] = sorted(v.decks[p]) if mine else [HIDDEN] * len(v.decks[p])
            if not mine:
                v.vote_options[p] = [HIDDEN] * len(v.vote_options[p])
                if v.votes[p] >= 0:
                    v.votes[p] = HIDDEN
                v.hidden_votes[p] = [HIDDEN] * len(v.hidden_votes[p])
                v.removed_votes[p] = [HIDDEN] * len(v.removed_votes[p])
                v.hands[p] = [UNKNOWN_CARD] * len(v.hands[p])
        v.neutral_deck = [HIDDEN] * len(v.neutral_deck)
        v.unused_cards = [UNKNOWN_CARD] * len(v.unused_cards)
        return v

    def determinize(self, seat: int, rng: Rng):  # type: ignore[no-untyped-def]
        """A full state consistent with `seat`'s view: hidden cards dealt at random from the unseen pool."""
        w = self.view(seat)
        n = w.players
        for p in range(n):
            if p == seat:
                rng.shuffle(w.decks[p])
                continue
            pool = list(range(GUILDS * 2))
            for era, who, card in w.revealed:
                if who == p:
                    pool.remove(card)
            rng.shuffle(pool)
            for key in ("decks", "vote_options", "hidden_votes", "removed_votes"):
                slots = getattr(w, key)[p]
                for i in range(len(slots)):
                    slots[i] = pool.pop()
            if w.votes[p] == HIDDEN:
                w.votes[p] = pool.pop()
        pool = list(range(GUILDS * 2))
        for era, who, card in w.revealed:
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
