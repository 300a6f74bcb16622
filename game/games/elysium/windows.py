"""Response windows shared by challenges and contests: powers before the dice, rerolls and +-1 after.

A window asks its seats in order, again and again, until a whole round passes.
Seats with nothing to do but pass are never asked (the state skips them).
A request another seat has refused (help in a challenge, joining a side in a contest, an offer)
is not offered again in the same window (see :func:`remembers_refusals`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.core import windows as core_windows
from game.core.flow import asks_unless_ruled_out
from game.core.seats import in_order, seat_ref

from . import effects
from .actions import Nudge, Pass, Reroll, UsePower
from .clash import Clash, roll_all
from .clash import reroll as reroll_die
from .clash_records import DeclaredPower
from .content import load_content
from .primogen import on_board

if TYPE_CHECKING:
    from .state import ElysiumState

C = load_content()
NUDGE_CARDS: tuple[bool, ...] = tuple(card.nudges for card in C.cards)


REFUSALS_EDITION = 3  # the rules edition from which a refused request is remembered (issue 11)
PUBLIC_ASKING_EDITION = 4  # from which a seat that might nudge, as the table sees it, is asked (issue 40)


def remembers_refusals(state: ElysiumState) -> bool:
    """Does this game remember refusals for the window?  Not a game begun before (its log may ask
    again after a refusal, and replays under the rules it was played by)."""
    return state.rules_edition >= REFUSALS_EDITION


def open_window(state: ElysiumState, clash: Clash, seats: list[int], step: str) -> None:
    """Open a window over `seats` (kept on the clash, so saves hold it) and ask the first."""
    state.step = step
    state.actor = core_windows.open_window(clash, seats)


def window_next(state: ElysiumState, clash: Clash, acted: bool) -> bool:
    """Move to the next seat; True once everyone has passed in a row."""
    if core_windows.window_next(clash, acted):
        return True
    state.actor = clash.window[clash.pos]
    return False


# -- before the dice: powers ------------------------------------------------------
def open_powers(state: ElysiumState, clash: Clash) -> None:
    open_window(state, clash, in_order(state.order, clash.participants()), "powers")


def powers_legal(state: ElysiumState) -> list[Action]:
    clash = state.clash
    assert clash is not None
    seat = state.actor
    out: list[Action] = [UsePower(p.id) for p in
                         effects.clash_powers(state, seat, clash.ctype, clash.kind == "player")]
    return [*out, Pass()]


def powers_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
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
    if window_next(state, clash, isinstance(action, UsePower)):
        roll_all(state, clash, events)
        open_window(state, clash, [s for s in state.order if on_board(state, s)], "dice")


# -- after the dice: rerolls and nudges ---------------------------------------------
def dice_legal(state: ElysiumState) -> list[Action]:
    clash = state.clash
    assert clash is not None
    seat = state.actor
    out: list[Action] = []
    sources = effects.reroll_sources(state, seat)
    if sources:
        for index, die in enumerate(clash.dice):
            for segment in die.rerollable_segments():
                out += [Reroll(index, segment, card, power) for card, power in sources]
    nudgers = sorted({c for c in state.hands[seat] if NUDGE_CARDS[c]})
    for card in nudgers:
        for index in range(len(clash.dice)):
            out.append(Nudge(card, index, 1))
            out.append(Nudge(card, index, -1))
    out.append(Pass())
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


def dice_asks(state: ElysiumState) -> bool:
    """Must the dice window ask its seat although all it can do is pass (see ``hand_if_asked``)?"""
    return _DICE_ASKS(state)


def dice_apply(state: ElysiumState, action: Action, events: list[Event]) -> bool:
    """Apply one after-dice action; True once the window has closed (resolve now)."""
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
    return window_next(state, clash, not isinstance(action, Pass))


_DICE_ASKS = asks_unless_ruled_out(dice_legal, lambda action: action == Pass(), hand_if_asked, table_could_hold)
