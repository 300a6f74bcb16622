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

TOTAL_TURNS = 12
HAND_SIZE = 2
FULL_DECK: tuple[int, ...] = tuple(sorted(list(range(1, 11)) * 2))
HIDDEN = 0  # a card this viewer may not see


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
    """Deck, hands, score piles and the public discard pile."""

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        assert self.rng is not None
        self.deck: list[int] = list(FULL_DECK)
        self.rng.shuffle(self.deck)
        self.hands: list[list[int]] = [
            [self.deck.pop() for _ in range(HAND_SIZE)] for _ in range(players)
        ]
        self.piles: list[list[int]] = [[] for _ in range(players)]
        self.discards: list[int] = []
        self.turn = 0

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
    def view(self, seat: int | None) -> ToyState:
        """A copy with other hands, the deck order and the rng masked."""
        copy = self.clone()
        copy.rng = None
        copy.viewer = seat
        copy.deck = [HIDDEN] * len(self.deck)
        copy.hands = [
            list(hand) if other == seat else [HIDDEN] * len(hand)
            for other, hand in enumerate(self.hands)
        ]
        copy._touched()
        return copy

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

    # -- copies and plain data -------------------------------------------------
    def clone(self) -> ToyState:
        twin = ToyState.__new__(ToyState)
        GameState.__init__(twin, self.players, self.seed, self.options)
        twin.rng = self.rng.copy() if self.rng is not None else None
        twin.viewer = self.viewer
        twin.history = list(self.history)
        twin.deck = list(self.deck)
        twin.hands = [list(hand) for hand in self.hands]
        twin.piles = [list(pile) for pile in self.piles]
        twin.discards = list(self.discards)
        twin.turn = self.turn
        return twin

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": "toy",
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "turn": self.turn,
            "deck": list(self.deck),
            "hands": [list(h) for h in self.hands],
            "piles": [list(p) for p in self.piles],
            "discards": list(self.discards),
            "history": [a.to_data() for a in self.history],
        }
        if self.rng is not None:
            data["rng"] = self.rng.to_data()
        if self.viewer is not None:
            data["viewer"] = self.viewer
        return data

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> ToyState:
        """Rebuild a state from :meth:`to_data` output (also after a TOML round trip)."""
        state = cls.__new__(cls)
        GameState.__init__(state, int(data["players"]), int(data["seed"]), data.get("options", {}))
        state.rng = Rng.from_data(data["rng"]) if "rng" in data else None
        state.viewer = data.get("viewer")
        state.history = [CODEC.from_data(a) for a in data.get("history", [])]
        state.deck = [int(c) for c in data["deck"]]
        state.hands = [[int(c) for c in hand] for hand in data["hands"]]
        state.piles = [[int(c) for c in pile] for pile in data["piles"]]
        state.discards = [int(c) for c in data["discards"]]
        state.turn = int(data["turn"])
        if len(state.hands) != state.players or len(state.piles) != state.players:
            raise ValueError("hands and piles must have one entry per player")
        return state


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
    loader=ToyState.from_data,
)
