"""Snap, a toy game on the core kit alone (flow, seat order, response windows, decks, records).

Twenty cards, worth ``card % 5``.  Each round the dealer deals two cards to every
seat, starting on the dealer's left.  In the play phase each seat with cards plays
one, clockwise from the dealer's left; after every play a response window opens over
the other seats holding a card of the same worth: each may Snap (discard a match for a
point) or pass, round and round until a whole round passes.  A seat with no match is
never asked (its lone pass is played by the flow).  After the play phase the dealer
moves left; after ``rounds`` rounds the most points win.  Not registered in game.games.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core import Action, ActionCodec, Event, GameInfo, GameState, Pass, Rng, records
from game.core.decks import deal, reshuffle, shuffled
from game.core.flow import PHASE_DONE, Flow, Phase, Step, first_turn, next_turn
from game.core.seats import clockwise_from, left_of, seat_ref
from game.core.windows import Window, open_window, window_next, window_seat

CARDS = 20
HAND = 2


def worth(card: int) -> int:
    return card % 5


@dataclass(frozen=True, slots=True)
class Play(Action):
    kind: ClassVar[str] = "play"
    card: int


@dataclass(frozen=True, slots=True)
class Snap(Action):
    kind: ClassVar[str] = "snap"
    card: int


CODEC = ActionCodec(Play, Snap, Pass)


class SnapState(GameState):
    deck: list[int] = records.flat("secret", start=[])  # shuffled as the game begins
    discard: list[int] = records.flat(start=[])
    hands: list[list[int]] = records.nested("seat", start=records.per_seat([]))
    points: list[int] = records.flat(start=records.per_seat(0))
    order: list[int] = records.flat(start=lambda n, o: list(range(n)))
    pos: int = records.scalar(int, start=0)
    actor: int = records.scalar(int, start=0)
    phase: str = records.scalar(str, start="deal")
    step: str = records.scalar(str, start=PHASE_DONE)
    round: int = records.scalar(int, start=0)
    rounds: int = records.scalar(int, start=lambda n, o: int(o.get("rounds", 3)))
    dealer: int = records.scalar(int, start=0)
    last: int = records.scalar(int, start=-1)
    over: bool = records.scalar(bool, start=False)
    window: Window | None = records.record(Window, start=lambda n, o: Window())

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        assert self.rng is not None
        self.deck = shuffled(range(CARDS), self.rng)
        self.opening: list[Event] = []
        FLOW.begin(self, "deal", self.opening)

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.actor

    @property
    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[int]:
        return list(self.points)

    def winners(self) -> list[int]:
        best = max(self.points)
        return [s for s, p in enumerate(self.points) if p == best] if self.over else []

    def determinize(self, seat: int, rng: Rng) -> SnapState:
        world = self.clone()
        seen = {*self.hands[seat], *self.discard}
        pool = [c for c in range(CARDS) if c not in seen]
        rng.shuffle(pool)
        world.hands = [list(h) if s == seat else [pool.pop() for _ in h] for s, h in enumerate(self.hands)]
        world.deck = pool
        world.rng, world.viewer, world._legal_cache = rng.fork(), None, None
        return world


# -- phases ------------------------------------------------------------------------------
def deal_begin(state: SnapState, events: list[Event]) -> None:
    assert state.rng is not None
    rng = state.rng
    seats = clockwise_from(left_of(state.dealer, state.players), state.players)
    dealt = deal(state.deck, state.hands, HAND, seats=seats,
                 refill=lambda: reshuffle(state.deck, state.discard, rng) > 0)
    events.append(Event("deal", f"{seat_ref(state.dealer)} deals {dealt} cards.", state.dealer))
    state.step = PHASE_DONE


def play_begin(state: SnapState, events: list[Event]) -> None:
    state.order = clockwise_from(left_of(state.dealer, state.players), state.players)
    state.step = "play"
    first_turn(state, has_cards)


def score_begin(state: SnapState, events: list[Event]) -> None:
    state.round += 1
    events.append(Event("round", f"Round {state.round} ends."))
    if state.round >= state.rounds:
        state.over = True
    state.dealer = left_of(state.dealer, state.players)
    state.step = PHASE_DONE


def has_cards(state: SnapState, seat: int) -> bool:
    return bool(state.hands[seat])


# -- steps -------------------------------------------------------------------------------
def play_legal(state: SnapState) -> list[Action]:
    return [Play(c) for c in sorted(state.hands[state.actor])]


def play_apply(state: SnapState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Play)
    seat = state.actor
    state.hands[seat].remove(action.card)
    state.discard.append(action.card)
    state.last = action.card
    events.append(Event("play", f"{seat_ref(seat)} plays {action.card}.", seat))
    assert state.window is not None
    others = clockwise_from(seat, state.players, include_self=False)
    first = open_window(state.window, [s for s in others if state.hands[s]])
    if first < 0:
        next_turn(state, has_cards)
    else:
        state.step, state.actor = "snap", first


def snap_legal(state: SnapState) -> list[Action]:
    matches = sorted(c for c in state.hands[state.actor] if worth(c) == worth(state.last))
    return [*(Snap(c) for c in matches), Pass()]


def snap_apply(state: SnapState, action: Action, events: list[Event]) -> None:
    seat = state.actor
    if isinstance(action, Snap):
        state.hands[seat].remove(action.card)
        state.discard.append(action.card)
        state.points[seat] += 1
        events.append(Event("snap", f"{seat_ref(seat)} snaps with {action.card}!", seat))
    assert state.window is not None
    if window_next(state.window, acted=isinstance(action, Snap)):
        state.step = "play"
        state.actor = state.order[state.pos]
        next_turn(state, has_cards)
    else:
        state.actor = window_seat(state.window)


def clear_last(state: SnapState) -> None:
    state.last = -1


PHASES = {
    "deal": Phase("deal", deal_begin, "play"),
    "play": Phase("play", play_begin, "score"),
    "score": Phase("score", score_begin, "deal"),
}
STEPS = {
    "play": Step(play_legal, play_apply, "Play a card.", "{seat} is playing a card."),
    "snap": Step(snap_legal, snap_apply, "Snap or pass.", "{seat} may snap."),
}
FLOW: Flow[SnapState] = Flow(PHASES, STEPS, leave=clear_last)
SnapState.FLOW = FLOW  # legal actions and apply come from the flow

INFO = GameInfo(id="snap", title="Snap", min_players=2, max_players=4, blurb="A toy game.",
                options=(), codec=CODEC, factory=SnapState)
SnapState.info = INFO
SnapState.DERIVED = ("opening",)
