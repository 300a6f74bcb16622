"""The Resource Phase: two resource actions each, cards into play, gifts, trades and a token swap.

The Masquerade token moves down as the phase (and the turn) begins.  Gifts,
trades and swaps are offers to a seat in range, who accepts or refuses; an offer
refused is not made again in the same Resource Phase.
"""

from __future__ import annotations

from dataclasses import fields
from itertools import compress, islice
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING

from game.core import HIDDEN, Action, Event
from game.core.flow import first_turn, next_turn
from game.core.seats import seat_ref

from .. import effects
from ..actions import (
    CONSUME,
    DISCARD_IN_PLAY,
    DRAW,
    END_RESOURCES,
    HUNT,
    OFFER,
    PLAY,
    RECOVER,
    RESCUE,
    USE_CARD,
    USE_POWER,
    WITHDRAW,
    Accept,
    ConsumeRetainer,
    DiscardCard,
    DiscardInPlay,
    Draw,
    EndResources,
    GiveInPlay,
    Hunt,
    Offer,
    PlayCard,
    Recover,
    Refuse,
    Rescue,
    UseCard,
    UsePower,
    Withdraw,
    offered,
)
from ..board import ELYSIUM, recount, seats_in_range
from ..content import Power, load_content
from ..deck import can_draw, discard_from_hand, discard_from_play, draw, put_into_play
from ..primogen import VITAE_MAX, gain_prestige, gain_vitae, lose_vitae, rise
from ..windows import remembers_refusals
from .challenge import after_gift

if TYPE_CHECKING:
    from ..state import ElysiumState

C = load_content()
HAND_LIMIT = C.rules["hand_limit"]
PLAY_LIMIT = C.rules["play_limit"]
MAX_OFFERS = 2  # offers a Primogen may make in one Resource Phase
ZONE_IDS = tuple(z.id for z in C.zones)
OTHER_ZONE_IDS = ZONE_IDS[1:]  # every zone but Elysium


def _present(state: ElysiumState, seat: int) -> bool:
    return not state.withdrawn[seat]


def begin(state: ElysiumState, events: list[Event]) -> None:
    """A new turn: the Masquerade moves down and the Regent acts first."""
    state.turn += 1
    state.masquerade = max(0, state.masquerade - 1)
    state.used.clear()
    n = state.players
    state.untargetable, state.challenged = [False] * n, [False] * n
    state.token_given, state.stolen = [False] * n, [0] * n
    events.append(Event("turn", f"Turn {state.turn} begins; the Masquerade stands at {state.masquerade}.",
                        data={"turn": state.turn, "masquerade": state.masquerade, "regent": state.regent,
                              "order": list(state.order)}))
    events.append(Event("phase", "The Resource Phase.", data={"phase": "resource"}))
    state.step = "resource"
    if first_turn(state, _present):
        _start(state)


def _start(state: ElysiumState) -> None:
    state.actions_left, state.offers_made = 2, 0


# -- the acting Primogen's choices ----------------------------------------------------
IS_RETAINER: tuple[bool, ...] = tuple(card.type == "retainer" for card in C.cards)
UNTARGETABLE: tuple[tuple[Power, ...], ...] = tuple(
    tuple(p for p in clan.powers if p.effect.kind == "untargetable") for clan in C.clans)
"""Each clan's powers usable in the Resource Phase (they hide their Primogen from challenges)."""


def turn_legal(state: ElysiumState) -> list[Action]:
    seat = state.actor
    location = state.location
    if location[seat] < 0:  # torpor: rising is the first action, never in the turn torpor began
        if state.actions_left == 2 and not fell_this_turn(state, seat):
            return [RECOVER, *_withdrawal(state)]
        return [END_RESOURCES]
    out: list[Action] = []
    play = state.play[seat]
    if state.actions_left > 0:
        if can_draw(state):
            out.append(DRAW)
        if state.vitae[seat] < VITAE_MAX and not (state.events and effects.event_effects(state, "no_hunt")):
            out.append(HUNT)
        out += [CONSUME[c] for c in play if IS_RETAINER[c]]
        if min(location) < 0:  # in_torpor needs a seat off the board
            out += [RESCUE[s] for s in range(state.players) if state.in_torpor(s) and not fell_this_turn(state, s)]
        if play:  # (cards in play offer the other resource actions)
            out += [USE_CARD[card.index] for card in effects.resource_cards(state, seat)]
    if len(play) < PLAY_LIMIT:
        out += [PLAY[c] for c in sorted(set(state.hands[seat]))]
    else:  # making room for a new card (cards leave play only then, in our table)
        out += [DISCARD_IN_PLAY[c] for c in play]
    clan = state.clan[seat]
    if clan >= 0:
        out += [USE_POWER[power.id] for power in UNTARGETABLE[clan] if effects.can_pay_power(state, seat, power)]
    if state.offers_made < MAX_OFFERS and not (state.events and effects.event_effects(state, "no_trades")):
        out += _not_refused(state, seat, offers(state, seat)) if state.refused_offers else offers(state, seat)
    if state.actions_left >= 2 and state.offers_made <= 0 and not began_acting(state, seat):  # (its first tests)
        out += _withdrawal(state)
    out.append(END_RESOURCES)
    return out


def began_acting(state: ElysiumState, seat: int) -> bool:
    """Has `seat` done anything yet in its Resource Phase?  Withdrawal is declared "as their
    Resource Phase begins": not after a resource action, an offer, a power (the only one usable
    now hides from challenges) or a card put into or discarded from play (marked in ``used``
    until the phase ends)."""
    if state.rules_edition == 1:  # a game begun before the rules review: as that table played it
        return state.actions_left < 2 or state.offers_made > 0
    return (state.actions_left < 2 or state.offers_made > 0 or state.untargetable[seat]
            or _ACTED.format(seat) in state.used)


_ACTED = "r{}"  # in state.used while a Primogen's Resource Phase has seen a card played or discarded


def _withdrawal(state: ElysiumState) -> list[Action]:
    """Leaving for good, offered as a Resource Phase begins while two others would remain."""
    return [WITHDRAW] if state.withdrawn.count(False) > 2 else []


def fell_this_turn(state: ElysiumState, seat: int) -> bool:
    """Fell into torpor this very turn (it may only rise in a later turn's Resource Phase)."""
    return f"t{seat}" in state.used


def withdraw(state: ElysiumState, seat: int, events: list[Event]) -> None:
    """Leave for good: cards are discarded, the miniature leaves, the tokens stay and keep contesting."""
    state.withdrawn[seat] = True
    state.location[seat] = -1
    for card in list(state.hands[seat]):
        discard_from_hand(state, seat, card, events)
    for card in list(state.play[seat]):
        discard_from_play(state, seat, card, events)
    events.append(Event("withdraw", f"{seat_ref(seat)} withdraws from the game; their influence remains.",
                        seat, {"seat": seat}))


def offers(state: ElysiumState, seat: int) -> list[Offer]:
    """Gifts and trades `seat` may offer to the Primogen in range."""
    out: list[Offer] = []
    offer, vitae, hands, play, tokens = OFFER, state.vitae, state.hands, state.play, state.tokens
    withdrawn = state.withdrawn
    others = [other for other in seats_in_range(state, seat) if not withdrawn[other]]
    if not others:
        return out
    hand = sorted({c for c in hands[seat] if c >= 0})  # a view names no hidden card
    rich = vitae[seat] > 1
    swaps = not state.token_given[seat]
    mine = list(compress(OTHER_ZONE_IDS, map(itemgetter(seat), islice(tokens, 1, None)))) if swaps else []
    for other in others:
        if rich and vitae[other] < VITAE_MAX:
            out.append(offer[other, None, 1, "", None, 0, ""])
        if len(hands[other]) < HAND_LIMIT:
            out += [offer[other, c, 0, "", None, 0, ""] for c in hand]
            if vitae[other] > 1:
                out += [offer[other, c, 0, "", None, 1, ""] for c in hand]
        if rich and len(play[seat]) < PLAY_LIMIT:
            out += [offer[other, None, 1, "", c, 0, ""] for c in play[other]]
        if swaps:
            out += [offer[other, None, 0, a, None, 0, ""] for a in mine]
            if mine and not state.token_given[other]:
                theirs = list(compress(OTHER_ZONE_IDS, map(itemgetter(other), islice(tokens, 1, None))))
                out += [offer[other, None, 0, a, None, 0, b] for a in mine for b in theirs if a != b]
    return out


_OFFER_FIELDS = tuple(field.name for field in fields(Offer))
_offer_fields = attrgetter(*_OFFER_FIELDS)


def _not_refused(state: ElysiumState, seat: int, made: list[Offer]) -> list[Offer]:
    """The offers not refused already (``was_refused``), asked only of those whose every field
    is that of a refused offer (no other can equal one: a field left out of its data is None)."""
    alike = {tuple(map(refused.get, _OFFER_FIELDS)) for refused in state.refused_offers}
    return [o for o in made if _offer_fields(o) not in alike or not was_refused(state, seat, o)]


def turn_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    seat = state.actor
    if isinstance(action, Withdraw):
        withdraw(state, seat, events)
    if isinstance(action, (EndResources, Withdraw)):
        state.used.discard(_ACTED.format(seat))
        state.refused_offers = []
        if next_turn(state, _present):
            _start(state)
        return
    if isinstance(action, (Draw, Hunt, ConsumeRetainer, Recover, Rescue, UseCard)):
        state.actions_left -= 1
    if isinstance(action, Draw):
        draw(state, seat, events)
    elif isinstance(action, Hunt):
        gain_vitae(state, seat, 1, events, " by hunting")
    elif isinstance(action, ConsumeRetainer):
        discard_from_play(state, seat, action.card, events)
        gain_vitae(state, seat, 2, events, f" by consuming {C.cards[action.card].name}")
    elif isinstance(action, Recover):
        rise(state, seat, ELYSIUM, events)
    elif isinstance(action, Rescue):
        rise(state, action.seat, state.location[seat], events, rescuer=seat)
    elif isinstance(action, UseCard):
        use_card(state, seat, action.card, events)
    elif isinstance(action, PlayCard):
        put_into_play(state, seat, action.card, events)
        state.used.add(_ACTED.format(seat))
    elif isinstance(action, DiscardInPlay):
        discard_from_play(state, seat, action.card, events)
        state.used.add(_ACTED.format(seat))
    elif isinstance(action, UsePower):
        power = effects.POWERS[action.power]
        effects.pay_power(state, seat, power)
        state.untargetable[seat] = True
        events.append(Event("power", f"{seat_ref(seat)} uses {power.name}: no one may challenge them "
                            "this turn.", seat, {"seat": seat, "power": power.id, "vitae": state.vitae[seat]}))
    elif isinstance(action, Offer):
        state.offers_made += 1
        state.offer = {**action.to_data(), "from": seat}
        state.step, state.actor = "offer", action.to
        events.append(offer_event(seat, action))
        return
    if len(state.hands[seat]) > HAND_LIMIT:
        state.step = "hand"


def offer_event(seat: int, action: Offer) -> Event:
    """The log line of an offer: a card from hand is named only to the two Primogen concerned."""
    text = f"{seat_ref(seat)} {action.describe().replace('offer', 'offers', 1)}."
    if action.give_card is None:
        return Event("offer", text, seat, {"from": seat, "to": action.to})
    public = Offer(action.to, HIDDEN, action.give_vitae, action.give_zone, action.want_card,
                   action.want_vitae, action.want_zone)
    return Event("offer", text, seat, {"from": seat, "to": action.to, "card": action.give_card},
                 frozenset({seat, action.to}), f"{seat_ref(seat)} {public.describe().replace('offer', 'offers', 1)}.")


def use_card(state: ElysiumState, seat: int, card: int, events: list[Event]) -> None:
    """An alternative resource action from a card in play."""
    assert state.rng is not None
    state.used.add(f"c{card}")
    effect = C.cards[card].effect
    why = f" from {C.cards[card].name}"
    if effect.kind == "broker":  # a die read off a table: 10-again never applies
        roll = state.rng.d10()
        events.append(Event("dice", f"{seat_ref(seat)} rolls {roll} for {C.cards[card].name}.", seat,
                            {"seat": seat, "values": [roll], "context": "card"}))
        if roll <= 3:
            lose_vitae(state, seat, 1, events, why)
        elif roll <= 7:
            draw(state, seat, events)
        else:
            gain_prestige(state, seat, 1, events, why)
    elif effect.gain == "vitae":
        gain_vitae(state, seat, effect.amount, events, why)
    elif effect.gain == "prestige":
        gain_prestige(state, seat, effect.amount, events, why)
    else:
        for _ in range(effect.amount):
            draw(state, seat, events)


# -- over the hand limit: play, discard or give away at once --------------------------------
def hand_legal(state: ElysiumState) -> list[Action]:
    """A fourth card in hand: play one, discard one or offer one away.  With five cards in play,
    one of them may be discarded first ("at any time") to make room: playing is two steps."""
    seat = state.actor
    cards = sorted(set(state.hands[seat]))
    out: list[Action] = [PlayCard(c) for c in cards] if len(state.play[seat]) < PLAY_LIMIT else [
        DiscardInPlay(c) for c in state.play[seat]]
    out += [DiscardCard(c) for c in cards]
    if state.offers_made < MAX_OFFERS and not effects.event_effects(state, "no_trades"):
        out += [Offer(other, give_card=c) for other in seats_in_range(state, seat) for c in cards
                if c >= 0 and not state.withdrawn[other] and len(state.hands[other]) < HAND_LIMIT
                and not was_refused(state, seat, Offer(other, give_card=c))]
    return out


def hand_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    seat = state.actor
    if isinstance(action, Offer):  # give the extra card away, if they will take it
        turn_apply(state, action, events)
        return
    if isinstance(action, PlayCard):
        put_into_play(state, seat, action.card, events)
    elif isinstance(action, DiscardInPlay):  # room made in play; the hand is still too full
        discard_from_play(state, seat, action.card, events)
        return
    else:
        assert isinstance(action, DiscardCard)
        discard_from_hand(state, seat, action.card, events)
    if len(state.hands[seat]) <= HAND_LIMIT:
        state.step = "resource"


# -- the other Primogen answers an offer -----------------------------------------------------
def offer_legal(state: ElysiumState) -> list[Action]:
    return [Accept(), Refuse()]


def offer_apply(state: ElysiumState, action: Action, events: list[Event]) -> None:
    offer, state.offer = state.offer, {}
    giver, taker = offer["from"], offer["to"]
    if isinstance(action, Accept) and _still_possible(state, offer):
        _exchange(state, offer, events)
    else:
        events.append(Event("refuse", f"{seat_ref(taker)} refuses the offer.", taker,
                            {"from": giver, "to": taker}))
        if remembers_refusals(state) and offer.get("kind") == Offer.kind:  # not made again this phase
            state.refused_offers.append(offer)
    if offer.get("kind") == GiveInPlay.kind:  # a card in play offered while trimming after spoils
        after_gift(state, giver)
        return
    state.step, state.actor = "resource", giver
    if len(state.hands[giver]) > HAND_LIMIT:  # a refused gift leaves the hand still too full
        state.step = "hand"


def was_refused(state: ElysiumState, seat: int, offer: Offer) -> bool:
    """Has the receiver refused this very offer from `seat` in its Resource Phase already?  A
    refused gift or trade is not offered again (another one may be); the list is emptied as the
    phase passes on."""
    return bool(state.refused_offers) and {**offer.to_data(), "from": seat} in state.refused_offers


def _still_possible(state: ElysiumState, offer: dict) -> bool:
    giver, taker = offer["from"], offer["to"]
    if offer.get("kind") == GiveInPlay.kind:
        return offer["card"] in state.play[giver] and len(state.play[taker]) < PLAY_LIMIT
    card, want = offer.get("give_card"), offer.get("want_card")
    return ((not offered(card) or card in state.hands[giver]) and (not offered(want) or want in state.play[taker])
            and state.vitae[giver] > offer.get("give_vitae", 0)
            and state.vitae[taker] > offer.get("want_vitae", 0))


def _exchange(state: ElysiumState, offer: dict, events: list[Event]) -> None:
    giver, taker = offer["from"], offer["to"]
    text = f"{seat_ref(taker)} accepts"
    if offer.get("kind") == GiveInPlay.kind:
        state.play[giver].remove(offer["card"])
        state.play[taker].append(offer["card"])
        events.append(Event("trade", f"{text}: {C.cards[offer['card']].name} goes into their play.", taker,
                            {"from": giver, "to": taker, "offer": dict(offer)}))
        return
    if offer.get("give_vitae"):
        state.vitae[giver] -= offer["give_vitae"]
        state.vitae[taker] = min(VITAE_MAX, state.vitae[taker] + offer["give_vitae"])
    if offer.get("want_vitae"):
        state.vitae[taker] -= offer["want_vitae"]
        state.vitae[giver] = min(VITAE_MAX, state.vitae[giver] + offer["want_vitae"])
    if offered(offer.get("give_card")):
        state.hands[giver].remove(offer["give_card"])
        state.hands[taker].append(offer["give_card"])
    if offered(offer.get("want_card")):
        state.play[taker].remove(offer["want_card"])
        state.play[giver].append(offer["want_card"])
    moved = []
    for zone_id, src, dst in ((offer.get("give_zone", ""), giver, taker), (offer.get("want_zone", ""), taker, giver)):
        if zone_id:
            zone = C.zone_ids[zone_id]
            state.tokens[zone][src] -= 1
            state.tokens[zone][dst] += 1
            state.token_given[src] = True
            moved.append(zone)
    if offered(offer.get("give_card")):  # a card from hand: only the two of them see which
        events.append(Event("trade", f"{text}: {C.cards[offer['give_card']].name} changes hands.", taker,
                            {"from": giver, "to": taker, "offer": dict(offer)}, frozenset({giver, taker}),
                            f"{text}: a card from hand changes hands."))
    else:
        events.append(Event("trade", f"{text}.", taker, {"from": giver, "to": taker, "offer": dict(offer)}))
    for zone in moved:
        old, new = recount(state, zone)
        events.append(Event("influence", f"A token changes hands on {C.zones[zone].name}.", giver,
                            {"zone": C.zones[zone].id, "tokens": list(state.tokens[zone])}))
        if old != new:
            events.append(Event("control", f"{C.zones[zone].name} changes control.", new if new >= 0 else None,
                                {"zone": C.zones[zone].id, "seat": new, "old": old}))
