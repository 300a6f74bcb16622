"""Methuselah's engine shortcuts against the plain code they replaced (kept here as the reference):
the same answers, lists in the same order (random playouts and the AI pick an action by its index),
at every decision of seeded random games and on copies of them shaken to reach rarer cases."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.rng import Rng
from game.core.seats import seat_ref
from game.games.methuselah import board, flow, minion, turn, under_way
from game.games.methuselah.actions import (
    BringOut,
    CryptDraw,
    Discard,
    Pick,
    PlayEvent,
    PlayMaster,
    Transfer,
    who_of,
)
from game.games.methuselah.board import unseen_library
from game.games.methuselah.content import load
from game.games.methuselah.counters import lose_pool
from game.games.methuselah.state import MethuselahState

from .helpers import new

C = load()
PASS = Pass()


# -- the references: the functions as they stood --------------------------------------------------
def influence_legal(state: MethuselahState) -> list[Action]:
    seat = state.turn
    t, pool = state.transfers, state.pool[seat]
    out: list[Action] = [PASS]
    give, take = t >= 1 and pool >= 2, t >= 2
    for slot, (v, b) in enumerate(zip(state.unc[seat], state.unc_blood[seat], strict=True)):
        if b >= C.vampires[v].capacity:
            out.append(BringOut(slot, v))
        if give:
            out.append(Transfer(slot, 1, v))
        if take and b >= 1:
            out.append(Transfer(slot, -1, v))
    if t >= 4 and pool >= 2 and state.crypt[seat]:
        out.append(CryptDraw())
    return out


def master_legal(state: MethuselahState) -> list[Action]:
    seat = state.turn
    return [PASS, *(PlayMaster(card) for card in turn.playable_masters(state, seat, sorted(set(state.hand[seat]))))]


def discard_legal(state: MethuselahState) -> list[Action]:
    seat = state.turn
    out: list[Action] = [PASS]
    live = {e for seat in state.events_in for e in seat}
    for card in sorted(set(state.hand[seat])):
        out.append(Discard(card))
        if C.cards[card].type == "event" and card not in live:
            out.append(PlayEvent(card))
    return out


def minion_legal(state: MethuselahState) -> list[Action]:
    seat = state.turn
    mine = [m for m in state.mins if m.controller == seat]
    out: list[Action] = [Pick(m.uid, who_of(m)) for m in mine if minion._may_act(m)]
    if not any(minion._must_hunt(m) for m in mine):
        out.insert(0, PASS)
    return out


def event_sum(state: MethuselahState, op: str) -> int:
    return sum(C.cards[e].basic.get(op, 0) for seat in state.events_in for e in seat)


def action_words(state: MethuselahState) -> str:
    t = board.find(state, state.a_tuid)
    return {"bleed": f"bleeds {seat_ref(state.a_target)}", "hunt": "hunts",
            "rush": f"goes after {board.name_of(t) if t else 'a minion'}", "leave": "tries to leave torpor",
            "rescue": f"tries to rescue {board.name_of(t) if t else 'a vampire'} from torpor",
            "finish": f"goes to finish {board.name_of(t) if t else 'a vampire'} in torpor",
            "equip": "equips", "employ": "employs", "recruit": "recruits", "political": "calls a referendum",
            "boon": "acts"}[state.a_kind]


def cards_with(state: MethuselahState, seat: int, m: board.Minion, ctype: str, op: str) -> list[int]:
    out = []
    spent = state.a_once if ctype in under_way.ONCE_TYPES and under_way._once(state) else ()
    for card in sorted(set(state.hand[seat])):
        c = C.cards[card]
        if seat * 1000 + card in spent:
            continue
        if c.type == ctype and op in c.basic and board.play_level(m, c) and board.can_pay(state, seat, m, c):
            out.append(card)
    return out


def transfer_apply(state: MethuselahState, action: Transfer, events: list[Event]) -> None:
    """influence_apply's transfer as it stood: the pool lost through counters.lose_pool."""
    seat = state.turn
    if action.amount > 0:
        state.transfers -= 1
        lose_pool(state, seat, 1)
        state.bank -= 1
        state.unc_blood[seat][action.slot] += 1
    else:
        state.transfers -= 2
        state.unc_blood[seat][action.slot] -= 1
        state.pool[seat] += 1
    key = (seat, action.amount > 0, state.unc[seat][action.slot])
    words = turn._TRANSFER_WORDS.get(key) or turn._transfer_words(*key)
    events.append(Event("transfer", words[0], seat, {"slot": action.slot, "amount": action.amount},
                        visible_to=words[2], public_text=words[1]))


def could_hold(types: tuple[str, ...] | None) -> Callable[[MethuselahState], list[int]]:
    """flow.could_hold by its definition: the cards of `types` the table cannot rule out of the
    deciding seat's hand, each once."""
    def cards(state: MethuselahState) -> list[int]:
        return sorted({card for card in unseen_library(state, state.actor, None)
                       if types is None or C.cards[card].type in types})
    return cards


# -- seeded positions --------------------------------------------------------------------------
def positions(games: int = 12, every: int = 1) -> Iterator[MethuselahState]:
    """Every `every`-th position of seeded random games: 2 to 5 seats, the odd games with random legal
    decks (a seat's own deck list), one game in three under rules edition 1."""
    for game in range(games):
        players = 2 + game % 4
        options: dict[str, object] = {f"deck{p + 1}": "any" for p in range(players)} if game % 2 else {}
        if game % 3 == 2:
            options["rules_edition"] = 1
        state = new(players, 700 + game, **options)
        rng = Rng(game)
        moves = 0
        while not state.is_over:
            if moves % every == 0:
                yield state
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            moves += 1


def at_step(step: str, games: int = 12) -> Iterator[MethuselahState]:
    return (s for s in positions(games) if s.step == step)


def shaken(state: MethuselahState, rng: Rng) -> MethuselahState:
    """A copy with the influence phase's counters moved: transfers, pool and the face-down blood."""
    twin = state.clone()
    seat = twin.turn
    twin.transfers = rng.below(7)
    twin.pool[seat] = rng.below(4) + 1
    twin.unc_blood[seat] = [rng.below(12) for _ in twin.unc_blood[seat]]
    if rng.below(3) == 0:
        twin.crypt[seat] = []
    return twin


def same(fast: Callable[[MethuselahState], object], plain: Callable[[MethuselahState], object],
         state: MethuselahState) -> None:
    got, want = fast(state), plain(state)
    assert got == want, (state.step, len(state.history), got, want)


# -- the tests ---------------------------------------------------------------------------------
def test_influence_legal_is_the_plain_list() -> None:
    rng = Rng(5)
    seen = 0
    for state in at_step("influence"):
        same(turn.influence_legal, influence_legal, state)
        for _ in range(3):
            same(turn.influence_legal, influence_legal, shaken(state, rng))
        seen += 1
    assert seen > 300


def test_influence_moves_are_forgotten_past_their_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(turn, "_SLOT_MOVES_LIMIT", 8)
    monkeypatch.setattr(turn, "_SLOT_MOVES", {})
    for state in at_step("influence", games=3):
        same(turn.influence_legal, influence_legal, state)
        assert len(turn._SLOT_MOVES) <= 8


def test_could_hold_is_the_unseen_library_of_its_types() -> None:
    """Every type list a step reads, and every type (None), at every 2nd position of the seeded games
    (gear and allies too: the 'action' step's types hold them)."""
    kinds = {*flow.READS.values(), None}
    pairs = [(flow.could_hold(types), could_hold(types)) for types in kinds]
    seen = 0
    for state in positions(every=2):
        if state.is_over:
            continue
        twin = state.clone()      # cards out of the game too (a seat's, once it has left)
        twin.out[twin.actor] += [1000 + card for card in twin.library[twin.actor][:3]] + twin.crypt[twin.actor][:1]
        for fast, plain in pairs:
            same(fast, plain, state)
            same(fast, plain, twin)
        seen += 1
    assert seen > 1000


def hand_shaken(state: MethuselahState, rng: Rng) -> MethuselahState:
    """A copy with the seat's hand drawn from its library list (masters and events likely), an event
    of it perhaps in play, its minions' blood, locks and torpor shuffled."""
    twin = state.clone()
    seat = twin.turn
    library = sorted(set(twin.library[seat] + twin.hand[seat] + twin.ash[seat]))
    twin.hand[seat] = [library[rng.below(len(library))] for _ in range(rng.below(9))]
    if twin.hand[seat] and rng.below(2):
        twin.events_in[rng.below(twin.players)].append(twin.hand[seat][0])
    for m in twin.mins:
        m.blood, m.locked, m.torpor = rng.below(4), rng.below(3) == 0, rng.below(4) == 0
    return twin


@pytest.mark.parametrize(("step", "fast", "plain"), [
    ("master", turn.master_legal, master_legal), ("discard", turn.discard_legal, discard_legal),
    ("minion", minion.minion_legal, minion_legal)])
def test_turn_lists_are_the_plain_lists(step: str, fast: Callable[[MethuselahState], list[Action]],
                                        plain: Callable[[MethuselahState], list[Action]]) -> None:
    """Each list at every decision of its step, on shaken copies, and as each seat's view sees it
    (a hidden hand: HIDDEN cards)."""
    rng = Rng(11)
    seen = 0
    for state in positions():
        if state.is_over:
            continue
        if state.step == step:
            seen += 1
            for twin in (state, *(hand_shaken(state, rng) for _ in range(4))):
                same(fast, plain, twin)
                # Pick compares its uid only: the minion's who too
                assert [getattr(a, "who", None) for a in fast(twin)] == [getattr(a, "who", None) for a in plain(twin)]
            for seat in range(state.players):
                same(fast, plain, state.view(seat))
    assert seen > 100


def test_event_sum_is_the_plain_sum() -> None:
    ops = sorted({op for c in C.cards for op in c.basic if op.endswith("_all")})
    rng = Rng(3)
    checked = 0
    for state in positions(games=6, every=5):
        twin = state.clone()
        events = [i for i, c in enumerate(C.cards) if c.type == "event"]
        for _ in range(rng.below(4)):
            twin.events_in[rng.below(twin.players)].append(events[rng.below(len(events))])
        for op in ops:
            assert board.event_sum(twin, op) == event_sum(twin, op), op
            checked += 1
    assert ops and checked > 100


def test_action_words_are_the_plain_words() -> None:
    """Every kind of action, its target a minion in play (or none), at every 7th position."""
    kinds = ("bleed", "hunt", "rush", "leave", "rescue", "finish", "equip", "employ", "recruit", "political",
             "boon")
    checked = 0
    for state in positions(games=6, every=7):
        twin = state.clone()
        for kind in kinds:
            twin.a_kind = kind
            for t in [-1, *(m.uid for m in twin.mins[:3])]:
                twin.a_tuid, twin.a_target = t, t % twin.players
                assert minion._action_words(twin) == action_words(twin)
                checked += 1
    twin.a_kind = "no such kind"
    with pytest.raises(KeyError):
        minion._action_words(twin)
    assert checked > 1000


def test_cards_with_is_the_plain_list() -> None:
    """Every type and op a card names, for each seat's minions, at every 5th position and on copies
    with shaken hands (and a played card spent in the action)."""
    pairs = sorted({(c.type, op) for c in C.cards for op in c.basic})
    rng = Rng(9)
    checked = 0
    for state in positions(games=8, every=5):
        twin = hand_shaken(state, rng)
        if twin.hand[twin.turn]:
            twin.a_once = [twin.turn * 1000 + twin.hand[twin.turn][0]]
        for s in (state, twin):
            for m in s.mins[:4]:
                for seat in {m.controller, s.turn}:
                    for ctype, op in pairs:
                        assert under_way.cards_with(s, seat, m, ctype, op) == cards_with(s, seat, m, ctype, op)
                        checked += 1
    assert checked > 5000


def test_a_transfer_is_the_plain_transfer() -> None:
    """Every transfer offered at every influence decision, also with a withdrawal announced and the
    pool at 0 to 3: the same state and the same events as through lose_pool."""
    rng = Rng(13)
    checked = 0
    for state in at_step("influence", games=8):
        for announced in (False, True):
            base = state.clone()
            base.withdraw[base.turn] = int(announced)
            base.pool[base.turn] = rng.below(4)
            for action in influence_legal(state):
                if not isinstance(action, Transfer):
                    continue
                fast, plain = base.clone(), base.clone()
                got: list[Event] = []
                want: list[Event] = []
                turn.influence_apply(fast, action, got)
                transfer_apply(plain, action, want)
                assert fast.to_data() == plain.to_data()
                assert [(e, e.data) for e in got] == [(e, e.data) for e in want]
                checked += 1
    assert checked > 1000
