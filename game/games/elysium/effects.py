"""Card, power and event effects: the small set of rule functions the content's data drives.

A card in play works for its controller; an Activation card only while its
controller also controls the card's zone.  Powers cost Vitae and work once per
turn; events in play touch every Primogen on the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .content import Card, Effect, Power, load_content

if TYPE_CHECKING:
    from .state import ElysiumState

C = load_content()
POWERS: dict[str, Power] = {p.id: p for clan in C.clans for p in clan.powers}
POWER_CLAN: dict[str, int] = {p.id: clan.index for clan in C.clans for p in clan.powers}


def active_cards(state: ElysiumState, seat: int) -> list[Card]:
    """The cards in play whose effects work for `seat` now."""
    out = []
    for index in state.play[seat]:
        card = C.cards[index]
        if card.type == "activation" and state.controller[card.zone] != seat:
            continue
        out.append(card)
    return out


def card_bonus(state: ElysiumState, seat: int, context: str) -> list[tuple[str, int]]:
    """(card name, points) of the passive bonuses `seat`'s cards give in `context`."""
    return [(card.name, card.effect.amount) for card in active_cards(state, seat)
            if card.effect.kind == "bonus" and context in card.effect.contexts]


def card_dice(state: ElysiumState, seat: int, context: str) -> list[str]:
    """Names of the cards giving `seat` an extra die in `context`."""
    return [card.name for card in active_cards(state, seat)
            if card.effect.kind == "extra_die" and context in card.effect.contexts]


def extra_tokens(state: ElysiumState, seat: int) -> int:
    return sum(card.effect.amount for card in active_cards(state, seat) if card.effect.kind == "extra_token")


def event_effects(state: ElysiumState, kind: str) -> list[Effect]:
    return [C.cards[e].effect for e in state.events if C.cards[e].effect.kind == kind]


def event_penalty(state: ElysiumState, context: str) -> int:
    """Points every side loses in `context` from events in play."""
    return sum(e.amount for e in event_effects(state, "attribute_penalty") if context in e.contexts)


def clan_powers(state: ElysiumState, seat: int) -> tuple[Power, ...]:
    clan = state.clan[seat]
    return C.clans[clan].powers if clan >= 0 else ()


def can_pay_power(state: ElysiumState, seat: int, power: Power) -> bool:
    """A power is usable once per turn and never spends a Primogen's last Vitae."""
    return (f"p{seat}:{power.id}" not in state.used and state.location[seat] >= 0
            and state.vitae[seat] > C.rules["power_cost"])


def pay_power(state: ElysiumState, seat: int, power: Power) -> None:
    state.used.add(f"p{seat}:{power.id}")
    state.vitae[seat] -= C.rules["power_cost"]


def clash_powers(state: ElysiumState, seat: int, context: str, player_challenge: bool) -> list[Power]:
    """Powers `seat` may declare before the dice in a clash of `context`."""
    out = []
    for power in clan_powers(state, seat):
        e = power.effect
        if (e.kind in ("extra_die", "bonus") and context in e.contexts or e.kind == "opponent_penalty" and player_challenge and context in e.contexts or e.kind == "prevent_vitae_loss" and player_challenge and context == "physical") and can_pay_power(state, seat, power):
            out.append(power)
    return out


def reroll_sources(state: ElysiumState, seat: int) -> list[tuple[int, str]]:
    """(card, power id) pairs `seat` can reroll a die with now (card -1 for a power)."""
    out: list[tuple[int, str]] = []
    for card in active_cards(state, seat):
        if card.effect.kind == "reroll" and f"c{card.index}" not in state.used:
            out.append((card.index, ""))
    for power in clan_powers(state, seat):
        if power.effect.kind == "reroll" and can_pay_power(state, seat, power):
            out.append((-1, power.id))
    return out


def resource_cards(state: ElysiumState, seat: int) -> list[Card]:
    """Cards in play offering an alternative resource action not yet used this turn."""
    return [card for card in active_cards(state, seat)
            if card.effect.kind in ("alt_action", "broker") and f"c{card.index}" not in state.used]
