"""The core's per-move shortcuts against the plain code they replaced (game.core.state, settling):
each class's own ``apply`` (the flow's advance and the secret actions read once, when the class is
made), the flow's settle loops as closures, and ``clone``/``view`` copying a state's dict whole.
The references below are the code before those shortcuts, kept here: on seeded games of every
game they must give the same events, legal lists, histories, clones and views."""

from __future__ import annotations

from typing import Any

import pytest

from game import games
from game.cli.bench import bench_players
from game.core import GameState, IllegalAction, Rng
from game.core.actions import Action
from game.core.applying import describe
from game.core.events import Event
from game.core.flow import PHASE_DONE, Flow, FlowError
from game.core.state import _one_masked_step_a_run
from game.saves.plain_data import snapshot_hash

GAMES = [info.id for info in games.all_games()]


# -- the references: the plain code ---------------------------------------------------------------
def plain_settle(flow: Flow[Any], state: Any, events: list[Event], action: Action | None) -> list[Action]:
    """Flow.advance as it was: every table and name read from the flow at each call."""
    if action is not None:
        stack = getattr(state, flow.pending) if flow.pending else None
        if stack:
            frame = stack[-1]
            flow.decision_of(frame).apply(state, frame, action, events)
        else:
            flow.step_of(state).apply(state, action, events)
    for _ in range(flow.max_auto):
        if getattr(state, flow.over_attr) if flow.over_attr else flow.over(state):
            legal: list[Action] = []
            break
        stack = getattr(state, flow.pending) if flow.pending else None
        if stack:
            frame = stack[-1]
            kind = flow.frames.get(frame.kind)
            if kind is None:
                raise FlowError(f"no frame kind {frame.kind!r}")
            if not hasattr(kind, "legal"):
                kind.run(state, frame, events)   # type: ignore[union-attr]
                continue
            legal = kind.legal(state, frame)   # type: ignore[union-attr]
            if not legal:
                stack.pop()
                continue
            if len(legal) == 1 and flow.nothing_to_decide(legal[0]) and (
                    kind.asks is None or not kind.asks(state, frame)):   # type: ignore[union-attr]
                kind.apply(state, frame, legal[0], events)   # type: ignore[union-attr]
                continue
            setattr(state, flow.step_attr, frame.kind)
            break
        name = getattr(state, flow.step_attr)
        if name in flow.frames:
            setattr(state, flow.step_attr, flow.resume if isinstance(flow.resume, str) else flow.resume(state))
            continue
        if name == PHASE_DONE:
            phase = flow.phases[state.phase]
            if flow.leave is not None:
                flow.leave(state)
            flow._enter(state, phase.following(state), events)
            continue
        step = flow.step_of(state)
        legal = step.legal(state)
        if len(legal) == 1 and flow.nothing_to_decide(legal[0]) and (step.asks is None or not step.asks(state)):
            step.apply(state, legal[0], events)
            continue
        break
    else:
        raise FlowError("the turn did not settle")
    if flow.cache_legal:
        state._legal_cache = legal
    return legal


def plain_apply(state: GameState, action: Action) -> list[Event]:
    """GameState.apply as it was: the class's FLOW, _apply and SECRET_ACTIONS read at each move."""
    if state.rng is None:
        raise IllegalAction("this is a view")
    legal = state._legal_cache
    if legal is None:
        legal = state._legal_cache = [] if state.is_over else state._legal_actions()
    if action not in legal:
        raise IllegalAction(f"not legal now: {describe(action)}")
    mover = state.current_player
    state._legal_cache = None
    if state.FLOW is not None and type(state)._apply is GameState._apply:
        events = state.opening_events() if not state.history else []
        plain_settle(state.FLOW, state, events, action)
    else:
        events = state._apply(action)
    if type(action) in state.SECRET_ACTIONS:
        state._secret_moves.append(len(state.history))
    state.history.append(action)
    state.movers.append(-1 if mover is None else mover)
    return events


def plain_clone(state: GameState) -> GameState:
    """clone as it was: a new state's dict filled from the old one's."""
    twin = object.__new__(type(state))
    nd = twin.__dict__
    if state._lazy:
        shared = state._share()
        nd.update(state.__dict__)
        nd["_shared"] = shared.copy()
    else:
        nd.update(state.__dict__)
    for name, copy in state._eager:
        nd[name] = copy(nd[name])
    nd["history"] = state.history[:]
    nd["movers"] = state.movers[:]
    nd["_secret_moves"] = state._secret_moves[:]
    if state.rng is not None:
        twin.rng = Rng()
        twin.rng.state = state.rng.state
    return twin


def plain_view(state: GameState, seat: int | None) -> GameState:
    """view as it was: a new state's dict filled from the old one's, then masked."""
    v = object.__new__(type(state))
    d = v.__dict__
    if state._lazy:
        shared = state._share()
        d.update(state.__dict__)
        d["_shared"] = mine = shared.copy()
    else:
        d.update(state.__dict__)
        mine = {}
    for name, copy in state._view_eager:
        d[name] = copy(d[name])
    d["history"] = state.history[:]
    d["movers"] = state.movers[:]
    d["_secret_moves"] = state._secret_moves[:]
    v.rng = None
    v.seed = None
    v.viewer = seat
    v._legal_cache = None
    for name, mask in state._maskers:
        d[name] = mask(mine.pop(name) if name in mine else d[name], seat, state)
    if state._secret_moves:
        history, movers, seen = v.history, state.movers, state.action_seen_by
        for i in state._secret_moves:
            history[i] = seen(history[i], movers[i], seat)
        _one_masked_step_a_run(v)
    state._mask_view(v, seat)
    return v


# -- the comparisons ------------------------------------------------------------------------------
def _events(events: list[Event]) -> list[tuple[Any, ...]]:
    return [(e.kind, e.text, e.seat, e.visible_to, e.public_text, e.data) for e in events]


def _same(a: GameState, b: GameState) -> None:
    assert snapshot_hash(a.to_data()) == snapshot_hash(b.to_data())
    assert a.history == b.history and a.movers == b.movers and a._secret_moves == b._secret_moves
    assert a.legal_actions() == b.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
def test_apply_plays_as_the_plain_apply(game_id: str) -> None:
    info = games.get(game_id)
    players = bench_players(info)
    for seed in range(3):
        fast = info.new_game(players=players, seed=seed)
        plain = info.new_game(players=players, seed=seed)
        referee = Rng(seed + 50)
        while not fast.is_over:
            legal = fast.legal_actions()
            assert legal == plain.legal_actions()
            action = legal[referee.below(len(legal))]
            assert _events(fast.apply(action)) == _events(plain_apply(plain, action))
            assert fast._legal_cache == plain._legal_cache
        _same(fast, plain)


@pytest.mark.parametrize("game_id", GAMES)
def test_clone_and_view_copy_as_the_plain_ones(game_id: str) -> None:
    info = games.get(game_id)
    players = bench_players(info)
    referee = Rng(7)
    state = info.new_game(players=players, seed=11)
    moves = 0
    while not state.is_over:
        if moves % 9 == 0:
            fast, plain = state.clone(), plain_clone(state)
            _same(fast, plain)
            assert fast.rng is not state.rng and fast.rng.state == state.rng.state   # type: ignore[union-attr]
            for _ in range(3):   # each plays on as the other, and the state it came from is untouched
                before = snapshot_hash(state.to_data())
                if fast.is_over:
                    break
                legal = fast.legal_actions()
                action = legal[referee.below(len(legal))]
                assert _events(fast.apply(action)) == _events(plain.apply(action))
                assert snapshot_hash(state.to_data()) == before
            _same(fast, plain)
            for seat in [None, *range(players)]:
                view = state.view(seat)
                assert view.rng is None and view.seed is None and view.viewer == seat
                assert view._legal_cache is None
                assert view.to_data() == plain_view(state, seat).to_data()
                assert view.legal_actions() == plain_view(state, seat).legal_actions()
                with pytest.raises(IllegalAction):
                    view.apply(state.legal_actions()[0])
        legal = state.legal_actions()
        state.apply(legal[referee.below(len(legal))])
        moves += 1


def test_a_class_keeps_its_own_apply_and_its_subclasses_inherit_it() -> None:
    calls: list[Action] = []
    state_class = type(games.get(GAMES[0]).new_game(players=bench_players(games.get(GAMES[0])), seed=1))

    class Counted(state_class):   # type: ignore[misc, valid-type]
        def apply(self, action: Action) -> list[Event]:
            calls.append(action)
            return super().apply(action)

    class Below(Counted):
        pass

    assert Below.apply is Counted.apply
    info = games.get(GAMES[0])
    state = Below(bench_players(info), 3)
    action = state.legal_actions()[0]
    state.apply(action)
    assert calls == [action]
    assert state.history == [action]
