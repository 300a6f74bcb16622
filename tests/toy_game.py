"""A tiny card game that follows the whole engine contract, for tests.

Two to four players share a shuffled deck of twenty cards (1..10, twice).
Each holds a hidden hand of two.  On a turn a player either plays a card to
their score pile and draws a replacement (:class:`Play`) or discards a card
and draws (:class:`Redraw`).  After twelve turns the highest pile total wins.

It has chance (the deck order, from the state's own ``Rng``) and hidden
information (hands and deck), so saves and AI seats can be tested on it
without any real game.  It is deliberately NOT registered in ``game.games``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core import Action, ActionCodec, Event, GameInfo, GameState, IllegalAction, Rng
from game.core import records as r
from game.core.records import HIDDEN  # noqa: F401 -- the one marker; tests import it from here

TOTAL_TURNS = 12
HAND_SIZE = 2
FULL_DECK: tuple[int, ...] = tuple(sorted(list(range(1, 11)) * 2))


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play `card` from hand to your score pile, then draw."""

    kind: ClassVar[str] = "play"
    card: int

    def describe(self) -> str:
        return f"play the {self.card}"


@dataclass(frozen=True, slots=True)
class Redraw(Action):
    """Discard `card` from hand and draw a new one."""

    kind: ClassVar[str] = "redraw"
    card: int

    def describe(self) -> str:
        return f"discard the {self.card} and draw"


class ToyState(GameState):
    """Deck, hands, score piles and the public discard pile (each declared once, in the class
    body: clone, save and view come from the declarations)."""

    deck: list[int] = r.flat("secret", start=list(FULL_DECK))
    hands: list[list[int]] = r.nested("seat", start=r.per_seat([]))
    piles: list[list[int]] = r.nested(start=r.per_seat([]))
    discards: list[int] = r.flat(start=[])
    turn: int = r.scalar(int, start=0)

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        assert self.rng is not None
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(HAND_SIZE)] for _ in range(players)]

    # -- the contract ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.turn % self.players

    @property
    def is_over(self) -> bool:
        return self.turn >= TOTAL_TURNS

    def scores(self) -> list[int]:
        return [sum(pile) for pile in self.piles]

    def winners(self) -> list[int]:
        if not self.is_over:
            return []
        best = max(self.scores())
        return [seat for seat, score in enumerate(self.scores()) if score == best]

    def _legal_actions(self) -> list[Action]:
        seat = self.turn % self.players
        cards = sorted(set(self.hands[seat]))
        actions: list[Action] = [Play(card) for card in cards]
        if self.deck:
            actions += [Redraw(card) for card in cards]
        return actions

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn % self.players
        hand = self.hands[seat]
        if not isinstance(action, (Play, Redraw)) or action.card not in hand:
            raise IllegalAction(f"not legal now: {action!r}")
        hand.remove(action.card)
        if isinstance(action, Play):
            self.piles[seat].append(action.card)
            events = [Event("play", f"seat {seat} plays the {action.card}", seat)]
        else:
            self.discards.append(action.card)
            events = [Event("discard", f"seat {seat} discards the {action.card}", seat)]
        if self.deck:
            drawn = self.deck.pop()
            hand.append(drawn)
            events.append(
                Event(
                    "draw",
                    f"seat {seat} draws the {drawn}",
                    seat,
                    {"card": drawn},
                    frozenset({seat}),
                    f"seat {seat} draws a card",
                )
            )
        self.turn += 1
        return events

    # -- hidden information --------------------------------------------------
    def unseen_cards(self, seat: int) -> list[int]:
        """Cards `seat` cannot see: the full deck minus its hand, every pile and the discards."""
        pool = list(FULL_DECK)
        for card in [*self.hands[seat], *self.discards, *(c for pile in self.piles for c in pile)]:
            pool.remove(card)
        return pool

    def determinize(self, seat: int, rng: Rng) -> ToyState:
        """A playable full state consistent with what `seat` knows (works on a view too)."""
        world = self.clone()
        pool = self.unseen_cards(seat)
        rng.shuffle(pool)
        world.deck = [pool.pop() for _ in self.deck]
        world.hands = [
            list(hand) if other == seat else [pool.pop() for _ in hand]
            for other, hand in enumerate(self.hands)
        ]
        world.rng = rng.fork()
        world.viewer = None
        world._touched()
        return world


def play_randomly(state: GameState, seed: int = 0, max_steps: int = 10_000) -> GameState:
    """Play any game `state` to the end with uniformly random legal actions; return it."""
    rng = Rng(seed)
    for _ in range(max_steps):
        if state.is_over:
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"game not over after {max_steps} actions")


CODEC = ActionCodec(Play, Redraw)
ToyState.info = TOY_INFO = GameInfo(
    id="toy",
    title="Toy",
    min_players=2,
    max_players=4,
    blurb="A twelve-turn card game for tests.",
    options=(),
    codec=CODEC,
    factory=ToyState,
)
