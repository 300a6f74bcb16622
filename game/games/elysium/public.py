"""What a table (or a log, or a tutorial) reads off the state: plain dicts, nothing hidden leaked.

Every function reads; none changes the state.  Hidden cards read as -1 in a view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import effects
from .board import domains, zones_controlled
from .content import load_content

if TYPE_CHECKING:
    from .state import ElysiumState

C = load_content()


def card_info(index: int) -> dict[str, Any]:
    """A card's face (or a hidden back for -1)."""
    if index < 0:
        return {"index": -1, "name": "", "type": "hidden", "text": ""}
    card = C.cards[index]
    info: dict[str, Any] = {"index": index, "id": card.id, "name": card.name, "type": card.type,
                            "text": card.text, "effect": card.effect.kind}
    if card.type == "activation":
        info["zone"] = C.zones[card.zone].id
    if card.type == "event":
        info.update(challenge=card.challenge, difficulty=card.difficulty, acting=card.acting,
                    assisting=card.assisting)
    return info


def primogen(state: ElysiumState, seat: int) -> dict[str, Any]:
    """A Primogen's card: clan, attributes, powers (used this turn?), Vitae, prestige, cards."""
    clan = C.clans[state.clan[seat]] if state.clan[seat] >= 0 else None
    powers = [{"id": p.id, "name": p.name, "text": p.text,
               "used": f"p{seat}:{p.id}" in state.used} for p in (clan.powers if clan else ())]
    return {
        "seat": seat, "clan": clan.id if clan else "", "clan_name": clan.name if clan else "",
        "colour": clan.colour if clan else "#808080",
        "mental": clan.mental if clan else 0, "physical": clan.physical if clan else 0,
        "social": clan.social if clan else 0, "powers": powers,
        "vitae": state.vitae[seat], "prestige": state.prestige[seat], "recorded": state.recorded[seat],
        "zone": state.miniature_zone(seat), "torpor": state.in_torpor(seat), "withdrawn": state.withdrawn[seat],
        "hidden_from_challenges": state.untargetable[seat],
        "in_play": [card_info(c) | {"active": C.cards[c] in effects.active_cards(state, seat)}
                    for c in state.play[seat]],
        "hand": [card_info(c) for c in state.hands[seat]],
        "zones": zones_controlled(state, seat), "domains": domains(state, seat),
        "tokens_to_bid": state.supply[seat],
    }


def board_summary(state: ElysiumState) -> dict[str, Any]:
    """The turn, the Masquerade, the phase, the Regent and order, and the events in play."""
    return {"turn": state.turn, "turns": state.turns_total, "masquerade": state.masquerade,
            "phase": state.phase, "step": state.step, "regent": state.regent, "order": list(state.order),
            "acting": state.actor if not state.over else -1,
            "events": [card_info(c) for c in state.events], "deck": len(state.deck),
            "discard": [card_info(c) for c in state.discard[-5:]], "offer": dict(state.offer),
            "prestige_track": list(state.recorded)}
