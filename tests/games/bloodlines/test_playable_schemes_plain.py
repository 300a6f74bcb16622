"""schemes.playable_schemes against its plain definition (every candidate scheme whose some free
vampire ``can_lead`` it, Embrace Chaos only before the recruit and with a sire), and the codes of
the coteries' archetypes (a pack's read once per geography) against each free vampire's own
:func:`coterie`, at every turn of random games."""

from __future__ import annotations

from game import games
from game.core.rng import Rng
from game.games.bloodlines.characters import has_sire
from game.games.bloodlines.schemes import (
    _BG_SCHEMES,
    _coteries_codes,
    _means,
    can_lead,
    coterie,
    missing,
    playable_schemes,
    shown_code,
)
from game.games.bloodlines.state import BloodlinesState
from game.games.bloodlines.tables import ARCH, SCHEMES

from .test_engine_shortcuts import positions


def plain_playable_schemes(state: BloodlinesState, seat: int) -> list[int]:
    free = [v for v in state.line[seat] if not state.in_torpor[v] and not state.exhausted[v]]
    boons_left, rivals = _means(state, seat)
    candidates = list(state.hand[seat]) + [s for bg in state.battlegrounds for s in _BG_SCHEMES[bg]]
    return [scheme for scheme in candidates
            if not (SCHEMES[scheme].mechanic == "embrace_chaos" and (state.recruited or not has_sire(state, seat)))
            and any(can_lead(state, seat, scheme, v, boons_left, rivals) for v in free)]


DIRECT = next(s.index for s in SCHEMES if s.coterie != "pack")
PACK = next(s.index for s in SCHEMES if s.coterie == "pack")


def test_playable_schemes_and_packs_are_the_plain_ones_at_every_turn():
    info = games.get("bloodlines")
    sizes = range(info.min_players, info.max_players + 1)
    rng = Rng(17)
    turns = packs = 0
    for game in range(30):
        state = info.new_game(players=sizes[game % len(sizes)], seed=500 + game)
        assert isinstance(state, BloodlinesState)
        while not state.is_over:
            if state.step == "turn":
                seat = state.current_player
                assert seat is not None
                assert playable_schemes(state, seat) == plain_playable_schemes(state, seat)
                line = state.line[seat]
                free = [v for v in line if not state.in_torpor[v] and not state.exhausted[v]]
                for pack, scheme in ((False, DIRECT), (True, PACK)):
                    assert _coteries_codes(state, line, free, pack) == \
                        [shown_code([ARCH[c] for c in coterie(state, seat, scheme, v)]) for v in free]
                turns += 1
                packs += len(free) > 1
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert turns > 500 and packs > 100


def test_playable_schemes_are_the_plain_ones_for_every_seat_and_on_shaken_copies():
    """Every seat at every decision, and shaken copies (boons, torpor, exhaustion): the schemes
    found by coteries' codes and remembered gaps, with the seat's boons and its rivals' archetypes
    read only when needed, are what asking can_lead of each free vampire finds."""
    checked = borrowed = 0
    for state in positions(8, 900):
        for seat in range(state.players):
            fast = playable_schemes(state, seat)
            assert fast == plain_playable_schemes(state, seat), seat
            checked += 1
            borrowed += any(missing(state, seat, s, v) for s in fast for v in state.line[seat])
    assert checked > 3000 and borrowed > 1000
