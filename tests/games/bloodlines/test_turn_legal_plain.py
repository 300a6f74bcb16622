"""turn.turn_legal, written for speed, against the plain reading of the rules it replaced: the same
actions in the same order at every turn decision of seeded random games (both rules editions that
price the queue differently), and on copies of them with more in them than random games often show
(power, boons, torpor, exhaustion, reservations, hands, black markets, assets, a haven).  Random
playouts and the AI pick an action by its index in the list, so the order is part of the rules."""

from __future__ import annotations

import pytest

from game import games
from game.core.actions import Action
from game.core.rng import Rng
from game.games.bloodlines.actions import EndTurn, Market, Recruit, Scheme, UseAsset
from game.games.bloodlines.characters import cost, has_boon, has_sire, spendable
from game.games.bloodlines.frames import Turn
from game.games.bloodlines.schemes import _BG_SCHEMES, missing
from game.games.bloodlines.state import BloodlinesState
from game.games.bloodlines.tables import ARCH, ASSETS, SCHEME_CLAN, SCHEMES, C
from game.games.bloodlines.turn import asset_usable, turn_legal


def plain_schemes(state: BloodlinesState, seat: int) -> list[int]:
    """Every candidate scheme (the hand, then the battlegrounds') that some free vampire could
    lead: its coterie lacks nothing, or no more archetypes than the seat's awake vampires hold
    boons, each shown by some rival's awake vampire; Embrace Chaos only before the recruit and
    with a sire."""
    awake = [v for v in state.line[seat] if not state.in_torpor[v]]
    free = [v for v in awake if not state.exhausted[v]]
    boons_left = sum(state.boons[v] for v in awake)
    rivals = {ARCH[v] for rival in range(state.players) if rival != seat
              for v in state.line[rival] if not state.in_torpor[v]}

    def leads(scheme: int, leader: int) -> bool:
        need = missing(state, seat, scheme, leader)
        return not need or (len(need) <= boons_left and all(a in rivals for a in need))

    candidates = list(state.hand[seat]) + [s for bg in state.battlegrounds for s in _BG_SCHEMES[bg]]
    return [scheme for scheme in candidates
            if not (SCHEMES[scheme].mechanic == "embrace_chaos" and (state.recruited or not has_sire(state, seat)))
            and any(leads(scheme, v) for v in free)]


def reference(state: BloodlinesState, frame: Turn) -> list[Action]:
    """turn_legal as it stood before it was written for speed: the rules read out plainly, each
    action built anew."""
    seat = frame.seat
    out: list[Action] = []
    recruits = False
    if not state.recruited and has_sire(state, seat):
        money = spendable(state, seat)
        for slot, c in enumerate(state.queue):
            holder = state.reserved[c]
            if holder >= 0 and holder != seat:
                continue
            if cost(state, seat, slot, c) > money:
                continue
            out.append(Recruit(c))
            recruits = True
        if state.haven[seat] >= 0:
            out.append(Recruit(state.haven[seat]))
            recruits = True
    if not state.schemed:
        for scheme in plain_schemes(state, seat):
            out.append(Scheme(scheme))
    if state.markets and has_boon(state, seat):
        for i, scheme in enumerate(state.markets):
            if not state.market_used[i]:
                out.append(Market(scheme))
    if state.assets[seat] and not state.asset_used:
        for kind in ASSETS:
            if kind in state.assets[seat] and asset_usable(state, seat, kind):
                out.append(UseAsset(kind))
    if state.recruited or not recruits:
        out.append(EndTurn())
    return out


def same(state: BloodlinesState) -> list[Action]:
    frame = state.stack[-1]
    assert isinstance(frame, Turn)
    plain = reference(state, frame)
    fast = turn_legal(state, frame)
    # a dataclass compares its class too: equal lists hold the same kinds of action, in order
    assert fast == plain, (frame.seat, fast, plain)
    return fast


def _varied(state: BloodlinesState, rng: Rng) -> BloodlinesState:
    """A copy of a turn with other means, tokens and cards: each seat's vampires' power, boons,
    torpor and exhaustion, reservations on the queue, the seat's hand (any schemes of its clan),
    the turn's flags, black markets, a chronicle's assets and haven, a queue character of the
    seat's own clan (free to recruit)."""
    twin = state.clone()
    seat = twin.stack[-1].seat
    for p in range(twin.players):
        for v in twin.line[p]:
            twin.power[v] = rng.below(5)
            twin.boons[v] = rng.below(3) * (rng.below(2))
            twin.in_torpor[v] = rng.below(5) == 0
            twin.exhausted[v] = rng.below(3) == 0
    for c in twin.queue:
        twin.reserved[c] = rng.below(twin.players + 2) - 2
    own = [s.index for s in C.clan_schemes(twin.clan[seat])]
    twin.hand[seat] = [s for s in own if rng.below(3) == 0]
    rng.shuffle(twin.hand[seat])
    twin.recruited, twin.schemed, twin.asset_used = (rng.below(3) == 0 for _ in range(3))
    clans = [i for i, clan in enumerate(SCHEME_CLAN) if clan]
    twin.markets = [clans[rng.below(len(clans))] for _ in range(rng.below(3))]
    twin.market_used = [rng.below(2) == 0 for _ in twin.markets]
    twin.assets[seat] = [kind for kind in ASSETS if rng.below(2) == 0]
    rng.shuffle(twin.assets[seat])
    if twin.deck and rng.below(2) == 0:
        twin.haven[seat] = twin.deck[rng.below(len(twin.deck))]
    if twin.queue and rng.below(2) == 0:
        twin.character_clan[twin.queue[rng.below(len(twin.queue))]] = twin.clan[seat]
    twin._touched()
    return twin


@pytest.mark.parametrize("edition", [1, None])
def test_turn_legal_matches_the_plain_reading(edition: int | None) -> None:
    info = games.get("bloodlines")
    sizes = range(info.min_players, info.max_players + 1)
    rng = Rng(41 if edition is None else edition)
    turns = varied = 0
    seen: set[type] = set()
    for game in range(24):
        options = {} if edition is None else {"rules_edition": edition}
        state = info.new_game(players=sizes[game % len(sizes)], seed=900 + game, options=options)
        assert isinstance(state, BloodlinesState)
        while not state.is_over:
            if state.step == "turn":
                seen.update(map(type, same(state)))
                turns += 1
                if turns % 3 == 0:
                    seen.update(map(type, same(_varied(state, rng))))
                    varied += 1
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert turns > 800 and varied > 250
    assert seen == {Recruit, Scheme, Market, UseAsset, EndTurn}
