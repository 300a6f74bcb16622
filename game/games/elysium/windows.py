"""Response windows shared by challenges and contests: powers before the dice, rerolls and +-1 after.

A window asks its seats in order, again and again, until a whole round passes.
Seats with nothing to do but pass are never asked (the flow skips them).
A request another seat has refused (help in a challenge, joining a side in a contest, an offer)
is not offered again in the same window (see :func:`remembers_refusals`).

The two windows around the dice are frames of the kit's pending-decision stack
(:mod:`game.core.pending`): a challenge or contest pushes a :class:`ResponseWindow` of kind
``powers`` (:func:`open_powers`); when it closes, the dice are rolled and a ``dice`` window takes
its place; when that closes it is popped and the opener resolves (flow.py declares both kinds as
decisions, with their words).  The windows of help and bids (``assist``, ``bid``) are steps of
their phases, their numbers kept on the clash (:func:`open_window`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.core import records as r
from game.core import windows as core_windows
from game.core.flow import asks_unless_ruled_out
from game.core.pending import pop, push
from game.core.seats import in_order, seat_ref

from . import effects
from .actions import NUDGE, PASS, REROLL, USE_POWER, Nudge, Pass, Reroll, UsePower
from .clash import Clash, roll_all
from .clash import reroll as reroll_die
from .clash_records import DeclaredPower
from .content import load_content
from .primogen import on_board

if TYPE_CHECKING:
    from .state import ElysiumState

C = load_content()
NUDGE_CARDS: tuple[bool, ...] = tuple(card.nudges for card in C.cards)
NUDGERS: tuple[int, ...] = tuple(card for card, nudges in enumerate(NUDGE_CARDS) if nudges)


REFUSALS_EDITION = 3  # the rules edition from which a refused request is remembered (issue 11)
PUBLIC_ASKING_EDITION = 4  # from which a seat that might nudge, as the table sees it, is asked (issue 40)


def remembers_refusals(state: ElysiumState) -> bool:
    """Does this game remember refusals for the window?  Not a game begun before (its log may ask
    again after a refusal, and replays under the rules it was played by)."""
    return state.rules_edition >= REFUSALS_EDITION


class ResponseWindow(r.Record):
    """A response window on the pending-decision stack: its kind (``powers`` before the dice,
    ``dice`` after them), its seats in order, the position of the seat asked now and the passes
    in a row (the three numbers of :mod:`game.core.windows`)."""

    kind: str = r.scalar(str)
    window: list[int] = r.flat()
    pos: int = r.scalar(int)
    quiet: int = r.scalar(int)

    def __init__(self, kind: str, seats: list[int]) -> None:
        self.kind = kind
        self.window = seats
        self.pos = 0
        self.quiet = 0


def open_window(state: ElysiumState, clash: Clash, seats: list[int], step: str) -> None:
    """Open a window of help or bids over `seats` (kept on the clash, so saves hold it) and ask
    the first."""
    state.step = step
    state.actor = core_windows.open_window(clash, seats)


def window_next(state: ElysiumState, clash: Clash | ResponseWindow, acted: bool) -> bool:
    """Move to the next seat; True once everyone has passed in a row."""
    if core_windows.window_next(clash, acted):
        return True
    state.actor = clash.window[clash.pos]
    return False


def _push(state: ElysiumState, frame: ResponseWindow) -> None:
    """Open a window on the stack and ask its first seat."""
    push(state.stack, frame)
    state.step = frame.kind
    state.actor = core_windows.window_seat(frame)


# -- before the dice: powers ------------------------------------------------------
def open_powers(state: ElysiumState, clash: Clash) -> None:
    """The sides are set: close the clash's window of help or bids, and open the powers window
    over everyone taking part, in this turn's order."""
    core_windows.open_window(clash, [])
    _push(state, ResponseWindow("powers", in_order(state.order, clash.participants())))


def powers_legal(state: ElysiumState, frame: ResponseWindow) -> list[Action]:
    clash = state.clash
    assert clash is not None
    seat = state.actor
    out: list[Action] = [USE_POWER[p.id] for p in
                         effects.clash_powers(state, seat, clash.ctype, clash.kind == "player")]
    out.append(PASS)
    return out


def powers_apply(state: ElysiumState, frame: ResponseWindow, action: Action, events: list[Event]) -> None:
    clash = state.clash
    assert clash is not None
    seat = state.actor
    if isinstance(action, UsePower):
        power = effects.POWERS[action.power]
        effects.pay_power(state, seat, power)
        clash.powers.append(DeclaredPower(seat, power.id))
        if power.effect.kind == "prevent_vitae_loss":
            clash.prevent.append(seat)
        events.append(Event("power", f"{seat_ref(seat)} uses {power.name}.", seat,
                            {"seat": seat, "power": power.id, "vitae": state.vitae[seat]}))
    if window_next(state, frame, isinstance(action, UsePower)):
        pop(state.stack)
        roll_all(state, clash, events)
        _push(state, ResponseWindow("dice", [s for s in state.order if on_board(state, s)]))


# -- after the dice: rerolls and nudges ---------------------------------------------
def dice_legal(state: ElysiumState, frame: ResponseWindow | None = None) -> list[Action]:
    """The asked seat's rerolls and nudges, and a pass (`frame`, the window, is not needed)."""
    clash = state.clash
    assert clash is not None
    seat = state.actor
    out: list[Action] = []
    sources = effects.reroll_sources(state, seat)
    if sources:
        for index, die in enumerate(clash.dice):
            for segment in die.rerollable_segments():
                out += [REROLL[index, segment, card, power] for card, power in sources]
    hand = state.hands[seat]
    if hand:
        dice = range(len(clash.dice))
        for card in sorted({c for c in hand if NUDGE_CARDS[c]}):
            for index in dice:
                out += (NUDGE[card, index, 1], NUDGE[card, index, -1])
    out.append(PASS)
    return out


def hand_if_asked(state: ElysiumState) -> list[int] | None:
    """The dice window's seat's hand, when the table must not learn from the flow what it holds:
    from edition 4 a seat is asked whenever a card the table cannot rule out of its hand would
    nudge (it may pass); before, only a seat holding one was asked, and the table learnt it."""
    return state.hands[state.actor] if state.rules_edition >= PUBLIC_ASKING_EDITION else None


def table_could_hold(state: ElysiumState) -> list[int]:
    """Every card the table cannot rule out of a hand: not discarded, not in play, not removed."""
    seen = {*state.discard, *state.events, *state.removed}
    for cards in state.play:
        seen.update(cards)
    return [card for card in range(len(C.cards)) if card not in seen]


def dice_asks(state: ElysiumState, frame: ResponseWindow | None = None) -> bool:
    """Must the dice window ask its seat although all it can do is pass (see ``hand_if_asked``)?

    ``asks_unless_ruled_out(dice_legal, ...)`` answered without building the list: its seat is asked
    when it holds a card and, with its hand swapped for every card the table cannot rule out of it,
    ``dice_legal`` would offer more than a pass: a reroll (its sources hold no hand card) or a nudge,
    either needing a die.  tests/games/elysium/test_engine_shortcuts.py checks it against that reading."""
    if not hand_if_asked(state):
        return False
    clash = state.clash
    assert clash is not None
    if not clash.dice:
        return False
    if effects.reroll_sources(state, state.actor):
        return True
    seen = {*state.discard, *state.events, *state.removed}
    for cards in state.play:
        seen.update(cards)
    return any(card not in seen for card in NUDGERS)


def dice_apply(state: ElysiumState, frame: ResponseWindow, action: Action, events: list[Event]) -> bool:
    """Apply one after-dice action; True once the window has closed and is off the stack (the
    opener resolves now)."""
    clash = state.clash
    assert clash is not None
    seat = state.actor
    if isinstance(action, Reroll):
        if action.card >= 0:
            state.used.add(f"c{action.card}")
            source = C.cards[action.card].name
        else:
            power = effects.POWERS[action.power]
            effects.pay_power(state, seat, power)
            source = power.name
        old = list(clash.dice[action.die].rolls)
        new = reroll_die(state, clash, action.die, action.segment)
        events.append(Event("reroll", f"{seat_ref(seat)} uses {source} to reroll a die: "
                            f"{sum(old)} becomes {sum(new)}.", seat,
                            {"seat": seat, "die": action.die, "old": old, "rolls": list(new),
                             "side": clash.dice[action.die].side}))
    elif isinstance(action, Nudge):
        state.hands[seat].remove(action.card)
        state.discard.append(action.card)
        clash.dice[action.die] = clash.dice[action.die].nudged(action.delta)
        events.append(Event("nudge", f"{seat_ref(seat)} discards {C.cards[action.card].name}: "
                            f"{action.delta:+d} on a die.", seat,
                            {"seat": seat, "card": action.card, "die": action.die, "delta": action.delta,
                             "side": clash.dice[action.die].side}))
    if window_next(state, frame, not isinstance(action, Pass)):
        pop(state.stack)
        return True
    return False


SLOW_DICE_ASKS = asks_unless_ruled_out(dice_legal, lambda action: action == Pass(), hand_if_asked, table_could_hold)
"""dice_asks by its definition (the test compares the two)."""
