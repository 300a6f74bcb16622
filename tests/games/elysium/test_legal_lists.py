"""The longest legal lists against their plain readings, kept as they were before being written for speed.

The Resource Phase's list (with its offers), the influence targets, the bids, the dice and powers
windows, the challenges and the offers of assistance are built from shared actions and tables made
at import; random playouts and the AI pick by index, so each must give the same actions in the same
order as the plain reading below.  They are compared
on every such decision of seeded random games (the true state and the actor's own view) and on
those positions shaken (Vitae, offers made and refused, tokens given, events in play, torpor,
withdrawals, supplies, refused help) so that every branch is taken."""

from __future__ import annotations

import random

from game import games
from game.core import Rng
from game.core.actions import Action, Pass
from game.games.elysium import effects
from game.games.elysium.actions import (
    Assist,
    ChallengeEvent,
    ChallengePlayer,
    ConsumeRetainer,
    Contest,
    DiscardInPlay,
    Draw,
    EndResources,
    Hunt,
    Join,
    Nudge,
    Offer,
    PlayCard,
    Raise,
    Recover,
    Reroll,
    Rescind,
    Rescue,
    StandAside,
    Target,
    UseCard,
    UsePower,
    Withdraw,
)
from game.games.elysium.board import CATEGORY_OF, CATEGORY_ZONES, REACH, ZONES, seats_in_range
from game.games.elysium.clash_records import Refusal
from game.games.elysium.content import CHALLENGE_TYPES, load_content
from game.games.elysium.deck import can_draw
from game.games.elysium.phases import challenge, influence, resource
from game.games.elysium.phases.influence import MAX_JOIN_ASKS, has_standing, may_bid
from game.games.elysium.phases.resource import (
    HAND_LIMIT,
    MAX_OFFERS,
    PLAY_LIMIT,
    ZONE_IDS,
    began_acting,
    fell_this_turn,
    was_refused,
)
from game.games.elysium.primogen import VITAE_MAX
from game.games.elysium.state import ElysiumState
from game.games.elysium.windows import NUDGE_CARDS, dice_legal, powers_legal

C = load_content()


# -- the plain readings ------------------------------------------------------------------
def _withdrawal(state: ElysiumState) -> list[Action]:
    return [Withdraw()] if state.withdrawn.count(False) > 2 else []


def turn_legal_plain(state: ElysiumState) -> list[Action]:
    seat = state.actor
    if state.location[seat] < 0:
        if state.actions_left == 2 and not fell_this_turn(state, seat):
            return [Recover(), *_withdrawal(state)]
        return [EndResources()]
    out: list[Action] = []
    if state.actions_left > 0:
        if can_draw(state):
            out.append(Draw())
        if not effects.event_effects(state, "no_hunt") and state.vitae[seat] < VITAE_MAX:
            out.append(Hunt())
        out += [ConsumeRetainer(c) for c in state.play[seat] if C.cards[c].type == "retainer"]
        out += [Rescue(s) for s in range(state.players) if state.in_torpor(s) and not fell_this_turn(state, s)]
        out += [UseCard(card.index) for card in effects.resource_cards(state, seat)]
    if len(state.play[seat]) < PLAY_LIMIT:
        out += [PlayCard(c) for c in sorted(set(state.hands[seat]))]
    else:
        out += [DiscardInPlay(c) for c in state.play[seat]]
    for power in effects.clan_powers(state, seat):
        if power.effect.kind == "untargetable" and effects.can_pay_power(state, seat, power):
            out.append(UsePower(power.id))
    if state.offers_made < MAX_OFFERS and not effects.event_effects(state, "no_trades"):
        out += [o for o in offers_plain(state, seat) if not was_refused(state, seat, o)]
    if not began_acting(state, seat):
        out += _withdrawal(state)
    out.append(EndResources())
    return out


def offers_plain(state: ElysiumState, seat: int) -> list[Offer]:
    out: list[Offer] = []
    hand = sorted({c for c in state.hands[seat] if c >= 0})
    mine = [z for z in range(1, len(ZONE_IDS)) if state.tokens[z][seat]]
    for other in seats_in_range(state, seat):
        if state.withdrawn[other]:
            continue
        if state.vitae[seat] > 1 and state.vitae[other] < VITAE_MAX:
            out.append(Offer(other, give_vitae=1))
        if len(state.hands[other]) < HAND_LIMIT:
            out += [Offer(other, give_card=c) for c in hand]
            if state.vitae[other] > 1:
                out += [Offer(other, give_card=c, want_vitae=1) for c in hand]
        if state.vitae[seat] > 1 and len(state.play[seat]) < PLAY_LIMIT:
            out += [Offer(other, give_vitae=1, want_card=c) for c in state.play[other]]
        if not state.token_given[seat]:
            out += [Offer(other, give_zone=ZONE_IDS[z]) for z in mine]
            if not state.token_given[other]:
                theirs = [z for z in range(1, len(ZONE_IDS)) if state.tokens[z][other]]
                out += [Offer(other, give_zone=ZONE_IDS[a], want_zone=ZONE_IDS[b])
                        for a in mine for b in theirs if a != b]
    return out


def target_legal_plain(state: ElysiumState) -> list[Action]:
    seat = state.actor
    here = state.location[seat]
    closed = state.closed_categories()
    ctrl = state.controller
    held = {cat for cat, zones in enumerate(CATEGORY_ZONES) if any(ctrl[z] == seat for z in zones)}
    reach = REACH[here] if here >= 0 else ()
    zones = [zone for zone in range(1, ZONES)
             if CATEGORY_OF[zone] not in closed and (zone in reach or CATEGORY_OF[zone] in held)]
    return [*(Target(ZONE_IDS[z], bid) for z in zones for bid in range(1, state.supply[seat] + 1)), Pass()]


def bid_legal_plain(state: ElysiumState) -> list[Action]:
    clash = state.clash
    assert clash is not None
    seat, zone = state.actor, clash.zone
    side = clash.side_of(seat)
    bids = range(1, state.supply[seat] + 1) if may_bid(state, seat, zone) else range(0)
    if side >= 0:
        contested = len(clash.sides) > 1
        return [*(Raise(k) for k in bids if contested), Pass()]
    low = [0] if has_standing(state, seat, zone) else []
    out: list[Action] = [Contest(k) for k in (*low, *bids)]
    if clash.changes[seat] < MAX_JOIN_ASKS:
        for index in range(len(clash.sides)):
            if not state.withdrawn[clash.leader(index)] and not clash.was_refused(seat, index):
                out += [Join(index, k) for k in (*low, *bids)]
    return [*out, Pass()]


def dice_legal_plain(state: ElysiumState) -> list[Action]:
    clash = state.clash
    assert clash is not None
    seat = state.actor
    out: list[Action] = []
    sources = effects.reroll_sources(state, seat)
    if sources:
        for index, die in enumerate(clash.dice):
            for segment in die.rerollable_segments():
                out += [Reroll(index, segment, card, power) for card, power in sources]
    for card in sorted({c for c in state.hands[seat] if NUDGE_CARDS[c]}):
        for index in range(len(clash.dice)):
            out.append(Nudge(card, index, 1))
            out.append(Nudge(card, index, -1))
    out.append(Pass())
    return out


def declare_legal_plain(state: ElysiumState) -> list[Action]:
    seat = state.actor
    out: list[Action] = [ChallengePlayer(t, kind) for t in challenge.targets(state, seat)
                         for kind in CHALLENGE_TYPES[:3]]
    out += [ChallengeEvent(card) for card in state.events]
    out.append(Pass())
    return out


def assist_legal_plain(state: ElysiumState) -> list[Action]:
    clash = state.clash
    assert clash is not None
    seat = state.actor
    if seat == clash.actor:
        return [Rescind(), Pass()] if challenge.may_rescind(state, clash) else [Pass()]
    if clash.changes[seat] >= challenge.MAX_CHANGES:
        return [Pass()]
    side = clash.side_of(seat)
    sides = (0, 1) if clash.kind == "player" else (0,)
    out: list[Action] = [Assist(s) for s in sides if s != side and not clash.was_refused(seat, s)]
    if side >= 0:
        out.append(StandAside())
    return [*out, Pass()]


def powers_legal_plain(state: ElysiumState) -> list[Action]:
    clash = state.clash
    assert clash is not None
    seat = state.actor
    out: list[Action] = []
    for power in effects.clan_powers(state, seat):
        e = power.effect
        if not effects.can_pay_power(state, seat, power):
            continue
        if (e.kind in ("extra_die", "bonus") and clash.ctype in e.contexts
                or e.kind == "opponent_penalty" and clash.kind == "player" and clash.ctype in e.contexts
                or e.kind == "prevent_vitae_loss" and clash.kind == "player" and clash.ctype == "physical"):
            out.append(UsePower(power.id))
    return [*out, Pass()]


# -- the positions ----------------------------------------------------------------------
def _shaken(state: ElysiumState, rand: random.Random) -> ElysiumState:
    """A copy with the fields the lists read set at random (not always a position play reaches)."""
    s = state.clone()
    n = s.players
    s.vitae = [rand.randint(1, VITAE_MAX) for _ in range(n)]
    s.offers_made = rand.choice((0, 0, 1, 2))
    s.token_given = [rand.random() < 0.3 for _ in range(n)]
    s.actions_left = rand.choice((0, 1, 2, 2))
    if rand.random() < 0.3:
        s.events = [*s.events, rand.choice([c.index for c in C.cards if c.effect.kind in
                                            ("no_trades", "no_hunt", "category_closed")])]
    for seat in range(n):
        if seat != s.actor and rand.random() < 0.15:
            s.location[seat] = -1
            if rand.random() < 0.3:
                s.withdrawn[seat] = True
            elif rand.random() < 0.5:
                s.used.add(f"t{seat}")
        else:
            s.location[seat] = rand.randrange(ZONES) if rand.random() < 0.4 else s.location[seat]
    if rand.random() < 0.1:
        s.location[s.actor] = -1
    for zone in range(ZONES):
        if rand.random() < 0.2:
            s.tokens[zone][rand.randrange(n)] += rand.randint(1, 2)
        if rand.random() < 0.2:
            s.controller[zone] = rand.randrange(-1, n)
    s.supply = [rand.randint(0, 8) for _ in range(n)]
    if s.step == "resource" and s.location[s.actor] >= 0:
        offered = [a for a in resource.offers(s, s.actor)]
        for offer in rand.sample(offered, min(len(offered), rand.choice((0, 0, 1, 3)))):
            s.refused_offers = [*s.refused_offers, {**offer.to_data(), "from": s.actor}]
    if s.step == "assist" and s.clash is not None and s.actor != s.clash.actor:  # a helper on a side
        if s.clash.side_of(s.actor) < 0 and rand.random() < 0.5:
            s.clash.sides[rand.randrange(len(s.clash.sides))].append(s.actor)
        s.clash.changes[s.actor] = rand.choice((0, 1, 2))
        if rand.random() < 0.3:
            s.clash.refused = [*s.clash.refused, Refusal(s.actor, rand.randrange(len(s.clash.sides)))]
    if s.clash is not None and s.clash.kind == "influence":
        s.clash.changes = [rand.choice((0, 1, 2)) for _ in range(n)]
        for index in range(len(s.clash.sides)):
            if rand.random() < 0.3:
                s.clash.refused = [*s.clash.refused, Refusal(s.actor, index)]
    return s


def _checked(state: ElysiumState) -> int:
    """Compare every list this position asks for with its plain reading; how many were compared."""
    top = state.stack[-1].kind if state.stack else None
    if top == "dice":
        assert dice_legal(state) == dice_legal_plain(state)
        return 1
    if top == "powers":
        assert powers_legal(state, state.stack[-1]) == powers_legal_plain(state)
        return 1
    if top is not None:
        return 0
    if state.step == "challenge":
        assert challenge.declare_legal(state) == declare_legal_plain(state)
        return 1
    if state.step == "assist":
        assert challenge.assist_legal(state) == assist_legal_plain(state)
        return 1
    if state.step == "resource":
        assert resource.turn_legal(state) == turn_legal_plain(state)
        if state.location[state.actor] >= 0:
            assert resource.offers(state, state.actor) == offers_plain(state, state.actor)
        return 1
    if state.step == "influence":
        assert influence.target_legal(state) == target_legal_plain(state)
        return 1
    if state.step == "bid":
        assert influence.bid_legal(state) == bid_legal_plain(state)
        return 1
    return 0


def test_fast_lists_agree_with_their_plain_readings() -> None:
    info = games.get("elysium")
    rand = random.Random(7)
    compared = dict.fromkeys(("resource", "influence", "bid", "dice", "powers", "challenge", "assist"), 0)
    for game in range(24):
        state = info.new_game(players=2 + game % 4, seed=300 + game)
        assert isinstance(state, ElysiumState)
        rng = Rng(game)
        while not state.is_over:
            kind = state.stack[-1].kind if state.stack else state.step
            if _checked(state):
                compared[kind] += 1
                view = state.view(state.actor)
                assert isinstance(view, ElysiumState)
                _checked(view)
                for _ in range(2):
                    _checked(_shaken(state, rand))
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert min(compared.values()) > 50, compared
