"""Session 30: a new game leaves five per-character lists (grafts, elevations, enemy marks, the
burning cities' and the veil's ankhs) shared with one empty table, copied on first use
(``state._UNTOUCHED``), instead of making 151 empty lists for each.  The reference below is a new
game as it was made before, every one of those lists its own from the start; both are played with
the same moves over seeded random games (every battleground, a chronicle's elevated characters) and
must agree at every step: the saved state, the legal actions, the events, each seat's view, a
clone's next move, and Hard's choices.  The shared table must stay empty throughout."""

from __future__ import annotations

from typing import Any

from game import games
from game.ai import make_seat
from game.core.events import Event
from game.core.rng import Rng
from game.core.seats import seat_ref
from game.core.state import GameState
from game.games.bloodlines.characters import (
    LOC_DISCARD,
    LOC_LINE,
    alive,
    battleground_of,
    reviewed,
    say,
    take_from_queue,
)
from game.games.bloodlines.clans import _TAKEN_OVER, usurp
from game.games.bloodlines.flow import FLOW
from game.games.bloodlines.setup import setup
from game.games.bloodlines.state import _NO_ONE, _UNTOUCHED, BloodlinesState
from game.games.bloodlines.tables import BG, BG_IDS, NAME, C, N
from game.games.bloodlines.torpor import fall


def plain_new_game(players: int, seed: int, options: dict[str, Any]) -> BloodlinesState:
    """BloodlinesState(...) as it was: every per-character list of the five its own from the start."""
    state = object.__new__(BloodlinesState)
    GameState.__init__(state, players, seed, options)
    for name in _UNTOUCHED:
        state.__dict__[name] = [[] for _ in range(N)]
    state.content = C
    setup(state)
    FLOW.begin(state, "setup", [])
    return state


def plain_fall(state: BloodlinesState, vampire: int, actor: int, source: int, events: list[Event]) -> None:
    """torpor.fall as it was: the carried ankhs read through their attributes."""
    state.in_torpor[vampire] = True
    say(events, "torpor", f"{NAME[vampire]} falls into torpor", state.owner[vampire], vampire=vampire)
    if state.city_ankhs[vampire]:
        state.fire += len(state.city_ankhs[vampire])
        state.city_ankhs[vampire] = []
    if state.veil_ankhs[vampire]:
        veil = battleground_of(state, "masquerade")
        for geography in state.veil_ankhs[vampire]:
            state.veil[geography] += 1
        state.veil_ankhs[vampire] = []
        if veil and alive(state, source) and source != vampire:
            state.power[source] += BG[veil].table["cleanup_power"]
            say(events, "cleanup", f"{NAME[source]} gains power for silencing a breach", actor)
    title = state.title[vampire]
    if title >= 0:
        claims = alive(state, source) and source != vampire and state.title[source] < 0
        if claims or not reviewed(state):
            state.title[vampire] = -1
        if claims:
            state.title[source] = title
            say(events, "title", f"{NAME[source]} lays claim to a court title", actor)


def plain_usurp(state: BloodlinesState, seat: int, old: int, new: int, events: list[Event]) -> None:
    """clans.usurp as it was: every list taken over, every graft read, through the attributes."""
    take_from_queue(state, new)
    line = state.line[seat]
    line[line.index(old)] = new
    sire = state.sire[old]
    state.sire[new] = sire
    if sire >= 0:
        childer = state.childer[sire]
        childer[childer.index(old)] = new
    state.childer[new] = state.childer[old]
    for childe in state.childer[new]:
        state.sire[childe] = new
    state.childer[old] = []
    for name, empty in _TAKEN_OVER:
        values = getattr(state, name)
        values[new] = values[old]
        values[old] = [] if empty is None else empty
    state.in_torpor[new] = False
    state.in_torpor[old] = False
    state.location[new] = LOC_LINE
    state.owner[new] = seat
    for graft in state.grafts[old]:
        state.location[graft] = LOC_DISCARD
        state.owner[graft] = -1
        state.character_discard.append(graft)
    state.grafts[old] = []
    state.location[old] = LOC_DISCARD
    state.owner[old] = -1
    state.sire[old] = -1
    state.character_discard.append(old)
    if state.leader[seat] == old:
        state.leader[seat] = new
    say(events, "usurp", f"{seat_ref(seat)} usurps {NAME[old]} with {NAME[new]}", seat, old=old, new=new)


def _events(events: list[Event]) -> list[tuple[Any, ...]]:
    return [(e.kind, e.text, e.seat, e.data, e.visible_to, e.public_text) for e in events]


def _options(game: int) -> dict[str, Any]:
    """Three of the nine battlegrounds in turn; every fourth game a chronicle's elevated characters."""
    third = game % 3 * 3
    options: dict[str, Any] = {"battlegrounds": ",".join(BG_IDS[third:third + 3])}
    if game % 4 == 3:
        basics = [c.id for c in C.characters if c.kind == "basic"][game % 5::7][:3]
        ancillae = [c.id for c in C.characters if c.kind == "ancilla"][:2]
        options["elevated"] = {basics[0]: ancillae[:1], basics[1]: ancillae}
    return options


def _same(state: BloodlinesState, plain: BloodlinesState) -> None:
    assert state.to_data() == plain.to_data()
    for seat in range(state.players):
        assert state.view(seat).to_data() == plain.view(seat).to_data()


def test_a_new_game_plays_as_one_with_its_own_lists() -> None:
    rng = Rng(3030)
    filled = dict.fromkeys(_UNTOUCHED, 0)
    moves = 0
    for game in range(18):
        players, options = 3 + game % 2, _options(game)
        state = BloodlinesState(players, 500 + game, options)
        plain = plain_new_game(players, 500 + game, options)
        assert isinstance(state.__dict__["_shared"]["grafts"], tuple)   # the shortcut is in use
        _same(state, plain)
        while not state.is_over:
            legal = state.legal_actions()
            assert legal == plain.legal_actions()
            action = legal[rng.below(len(legal))]
            if moves % 7 == 0:              # a clone's move (its first write copies from the shared table)
                twin, plain_twin = state.clone(), plain.clone()
                assert _events(twin.apply(action)) == _events(plain_twin.apply(action))
                _same(twin, plain_twin)
            assert _events(state.apply(action)) == _events(plain.apply(action))
            moves += 1
            if moves % 5 == 0:
                _same(state, plain)
        _same(state, plain)
        for name in _UNTOUCHED:
            filled[name] += any(state.field_value(name))
    assert moves > 3000
    assert all(filled[name] for name in ("grafts", "elevations", "enemy", "city_ankhs", "veil_ankhs")), filled
    assert len(_NO_ONE) == N and not any(_NO_ONE)


def test_hard_chooses_as_on_a_game_with_its_own_lists() -> None:
    rng = Rng(31)
    for game in range(4):
        players, options = 3, _options(game * 3 + 1)
        state = BloodlinesState(players, 700 + game, options)
        plain = plain_new_game(players, 700 + game, options)
        for move in range(60):
            legal = state.legal_actions()
            if move % 15 == 14 and len(legal) > 1:
                seat = state.current_player
                assert seat is not None
                chosen = [make_seat("hard", seed=move, iterations=24).choose(s.view(seat)) for s in (state, plain)]
                assert chosen[0] == chosen[1]
            action = legal[rng.below(len(legal))]
            state.apply(action)
            plain.apply(action)
        _same(state, plain)
    assert len(_NO_ONE) == N and not any(_NO_ONE)


def _filled(state: BloodlinesState, rng: Rng) -> BloodlinesState:
    """A copy with some of the five lists filled (random games seldom fill them): ankhs carried,
    enemy marks, grafts, on vampires of the bloodlines and on characters of the queue."""
    twin = state.clone()
    people = [v for line in twin.line for v in line] + twin.queue
    for v in people:
        if rng.below(3) == 0:
            twin.city_ankhs[v] = [rng.below(4)]
        if rng.below(3) == 0:
            twin.veil_ankhs[v] = [rng.below(4), rng.below(4)][:1 + rng.below(2)]
        if rng.below(4) == 0:
            twin.enemy[v] = [rng.below(len(C.schemes))]
        if rng.below(4) == 0:
            twin.grafts[v] = [twin.deck[rng.below(len(twin.deck))]] if twin.deck else []
    return twin


def _cases() -> Any:
    """Positions of seeded random games (their lists still shared or not), and filled copies."""
    rng = Rng(4141)
    info = games.get("bloodlines")
    for game in range(9):
        state = info.new_game(players=3 + game % 2, seed=900 + game, options=_options(game))
        assert isinstance(state, BloodlinesState)
        move = 0
        while not state.is_over:
            if move % 4 == 0 and state.phase == "rounds":
                yield state, rng
                yield _filled(state, rng), rng
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            move += 1


def test_a_fall_into_torpor_is_the_plain_one() -> None:
    checked = carried = 0
    for state, rng in _cases():
        people = [v for line in state.line for v in line]
        for vampire in people[rng.below(len(people))::3]:
            source = people[rng.below(len(people))]
            outcomes = []
            for run in (fall, plain_fall):
                twin = state.clone()
                events: list[Event] = []
                run(twin, vampire, max(state.owner[source], 0), source, events)
                outcomes.append((twin.to_data(), _events(events)))
            assert outcomes[0] == outcomes[1]
            checked += 1
            carried += bool(state.field_value("city_ankhs")[vampire] or state.field_value("veil_ankhs")[vampire])
    assert checked > 2000 and carried > 500
    assert not any(_NO_ONE)


def test_a_usurpation_is_the_plain_one() -> None:
    checked = grafted = 0
    for state, rng in _cases():
        for seat in range(state.players):
            line = state.line[seat]
            if not state.queue or not line:
                continue
            old, new = line[rng.below(len(line))], state.queue[rng.below(len(state.queue))]
            outcomes = []
            for run in (usurp, plain_usurp):
                twin = state.clone()
                events: list[Event] = []
                run(twin, seat, old, new, events)
                outcomes.append((twin.to_data(), _events(events)))
            assert outcomes[0] == outcomes[1]
            checked += 1
            grafted += bool(state.field_value("grafts")[old])
    assert checked > 1000 and grafted > 100
    assert not any(_NO_ONE)
