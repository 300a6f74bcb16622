"""The core flow (game/core/flow.py) on the toy Snap game and on tiny hand-made tables."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from game.core import Event, Pass, Rng
from game.core.flow import (
    PHASE_DONE,
    Flow,
    FlowError,
    Phase,
    Step,
    first_turn,
    next_in_rounds,
    next_turn,
)
from game.core.pending import Decision, Task, pop, push

from .snap_game import FLOW, Play, Snap, SnapState


def play_out(seed: int, players: int = 3, rounds: int = 3) -> tuple[SnapState, list[list[Event]]]:
    state = SnapState(players, seed, {"rounds": rounds})
    referee = Rng(seed + 100)
    log = [state.opening]
    while not state.is_over:
        log.append(state.apply(referee.choice(state.legal_actions())))
    return state, log


def test_settle_reaches_a_real_decision_after_every_action():
    for seed in range(40):
        state = SnapState(3, seed)
        referee = Rng(seed)
        while not state.is_over:
            legal = state.legal_actions()
            assert legal, "a seat is asked with nothing to do"
            assert legal != [Pass()], "a lone pass was left for a seat to click"
            assert state.step in FLOW.steps
            state.apply(referee.choice(legal))


def test_a_seat_without_a_match_is_never_asked_in_a_window():
    for seed in range(40):
        state = SnapState(4, seed)
        referee = Rng(seed)
        while not state.is_over:
            if state.step == "snap":
                assert any(isinstance(a, Snap) for a in state.legal_actions())
            state.apply(referee.choice(state.legal_actions()))


def test_phases_follow_the_table_and_the_game_ends_after_its_rounds():
    state, log = play_out(3, rounds=4)
    kinds = [e.kind for events in log for e in events if e.kind in ("deal", "round")]
    assert kinds == ["deal", "round"] * 4
    assert state.round == 4 and state.over and state.legal_actions() == []


def test_leave_runs_between_phases():
    state = SnapState(2, 5, {"rounds": 4})
    boundaries = 0
    while not state.is_over:
        round_no = state.round
        state.apply(state.legal_actions()[0])
        if state.round == round_no:
            assert state.last >= 0          # within the play phase the last card stays
        else:
            assert state.last == -1         # the phase ended: leave() cleared it
            boundaries += 1
    assert boundaries == 4


def test_same_seed_and_actions_give_the_same_game():
    a, log_a = play_out(11)
    b, log_b = play_out(11)
    assert a.to_data() == b.to_data()
    assert [[e.text for e in ev] for ev in log_a] == [[e.text for e in ev] for ev in log_b]


def test_every_seat_with_cards_plays_once_per_round_clockwise_from_the_dealers_left():
    state = SnapState(4, 2, {"rounds": 1})
    dealer = state.dealer
    players: list[int] = []
    while not state.is_over:
        if state.step == "play":
            players.append(state.actor)
        state.apply(state.legal_actions()[-1])
    assert players == [(dealer + 1 + i) % 4 for i in range(4)]


def test_run_returns_the_next_decision_and_caches_it():
    state = SnapState(3, 1)
    action = state.legal_actions()[0]
    events: list[Event] = []
    legal = FLOW.run(state, action, events)
    assert legal == FLOW.legal(state)
    assert state._legal_cache is legal
    assert any(e.kind == "play" for e in events)


def test_step_words_are_read_from_the_waiting_step():
    state = SnapState(3, 1)
    assert state.step == "play"
    assert FLOW.prompt(state) == "Play a card."
    assert "playing" in FLOW.waiting(state)


# -- the table itself --------------------------------------------------------------------
class Counter:
    """A bare state for hand-made flows: a counter and a phase log."""

    def __init__(self) -> None:
        self.phase, self.step = "a", PHASE_DONE
        self.seen: list[str] = []
        self.n = 0
        self.is_over = False
        self._legal_cache = None


def _begin(name):
    def begin(state, events):
        state.seen.append(name)
        state.step = PHASE_DONE if name != "c" else "count"
    return begin


def _count_apply(state, action, events):
    state.n += 1
    if state.n >= 3:
        state.is_over = True


def test_next_may_be_chosen_from_the_state():
    phases = {"a": Phase("a", _begin("a"), lambda s: "c" if len(s.seen) > 2 else "b"),
              "b": Phase("b", _begin("b"), "a"),
              "c": Phase("c", _begin("c"), "a")}
    flow = Flow(phases, {"count": Step(lambda s: [Pass()], _count_apply)})
    state = Counter()
    flow.begin(state, "a", [])
    assert state.seen == ["a", "b", "a", "c"]
    assert state.n == 3 and state.is_over   # the lone pass was auto-played until the end


def test_a_turn_that_never_settles_raises_after_the_bound():
    phases = {"a": Phase("a", _begin("a"), "b"), "b": Phase("b", _begin("b"), "a")}
    flow = Flow(phases, {}, max_auto=50)
    with pytest.raises(FlowError, match="did not settle"):
        flow.begin(Counter(), "a", [])


def test_a_lone_action_that_is_not_a_pass_is_asked():
    phases = {"c": Phase("c", _begin("c"), "c")}
    flow = Flow(phases, {"count": Step(lambda s: [Play(1)], _count_apply)})
    state = Counter()
    assert flow.begin(state, "c", []) == [Play(1)]
    assert state.n == 0
    custom = Flow(phases, {"count": Step(lambda s: [Play(1)], _count_apply)},
                  nothing_to_decide=lambda a: a == Play(1))
    state = Counter()
    assert custom.begin(state, "c", []) == []
    assert state.n == 3


def test_unknown_names_are_refused():
    with pytest.raises(ValueError, match="unknown phase"):
        Flow({"a": Phase("a", _begin("a"), "nowhere")}, {})
    with pytest.raises(ValueError, match="declared under"):
        Flow({"a": Phase("b", _begin("a"), "a")}, {})
    with pytest.raises(ValueError):
        Flow({}, {PHASE_DONE: Step(lambda s: [], _count_apply)})
    flow = Flow({"a": Phase("a", lambda s, e: setattr(s, "step", "missing"), "a")}, {})
    with pytest.raises(FlowError, match="missing"):
        flow.begin(Counter(), "a", [])


class Turns:
    def __init__(self, order):
        self.order, self.pos, self.actor, self.step = order, 0, -1, "go"


def test_turns_skip_ineligible_seats_and_end_the_phase():
    state = Turns([2, 0, 1, 3])
    awake = {0, 3}
    assert first_turn(state, lambda s, seat: seat in awake) and state.actor == 0
    assert next_turn(state, lambda s, seat: seat in awake) and state.actor == 3
    assert not next_turn(state, lambda s, seat: seat in awake)
    assert state.step == PHASE_DONE and state.pos == 4
    nobody = Turns([0, 1])
    assert not first_turn(nobody, lambda s, seat: False) and nobody.step == PHASE_DONE


def test_rounds_go_round_the_order_until_nobody_is_eligible():
    state = Turns([1, 2, 0])
    tokens = {0: 1, 1: 2, 2: 0}

    def has_tokens(s, seat):
        return tokens[seat] > 0

    state.pos = -1
    asked = []
    while next_in_rounds(state, has_tokens):
        asked.append(state.actor)
        tokens[state.actor] -= 1
    assert asked == [1, 0, 1]
    assert state.step == PHASE_DONE
    empty = Turns([0, 1])
    empty.pos = -1
    assert not next_in_rounds(empty, lambda s, seat: False) and empty.step == PHASE_DONE


def test_a_chosen_next_phase_must_exist_and_over_stops_at_once():
    flow = Flow({"a": Phase("a", _begin("a"), lambda s: "nowhere")}, {})
    with pytest.raises(FlowError, match="nowhere"):
        flow.begin(Counter(), "a", [])
    done = Counter()
    done.is_over = True
    flow = Flow({"a": Phase("a", _begin("a"), "a")}, {}, cache_legal=False)
    done._legal_cache = ["untouched"]
    assert flow.settle(done, []) == [] and done._legal_cache == ["untouched"]
    assert flow.legal(done) == []


def test_a_reloaded_toy_game_plays_on_exactly_like_the_original():
    import tomllib

    import tomli_w
    state = SnapState(3, 9, {"rounds": 4})
    referee = Rng(9)
    while not state.is_over:
        data = state.to_data()
        again = SnapState.from_data(tomllib.loads(tomli_w.dumps(data)))
        assert again.to_data() == data and again.legal_actions() == state.legal_actions()
        view = state.view(0).to_data()
        assert set(view["deck"]) <= {-1} and all(set(h) <= {-1} for h in view["hands"][1:])
        action = referee.choice(state.legal_actions())
        assert [e.text for e in again.apply(action)] == [e.text for e in state.apply(action)]
    assert again.to_data() == state.to_data()


# -- the pending-decision stack -------------------------------------------------------------
@dataclass(slots=True)
class Ask:
    """A toy frame: `seat` answers with one of `choices` (an empty list: nothing to choose)."""

    kind: str
    seat: int
    choices: list[int]


class Table:
    """A toy state: seat 0 plays a number; a 2 asks seat 1 a question, whose answer 0 asks seat 0
    again (a nested decision on the nested one); the answers are noted in `answers`."""

    def __init__(self) -> None:
        self.phase, self.step = "main", "main"
        self.stack: list[Ask] = []
        self.answers: list[tuple[int, int]] = []
        self.played: list[int] = []
        self.is_over = False
        self._legal_cache = None


def _main_apply(state, action, events):
    state.played.append(action.card)
    if action.card == 2:
        push(state.stack, Ask("tally", -1, []))           # runs once the answers are in
        push(state.stack, Ask("question", 1, [0, 1]))
    elif action.card == 3:
        push(state.stack, Ask("question", 1, []))          # nothing to choose: dropped
    elif action.card == 4:
        push(state.stack, Ask("question", 1, [1]))         # a lone choice: played at once
    if len(state.played) >= 5:
        state.is_over = True


def _question_apply(state, frame, action, events):
    pop(state.stack)
    state.answers.append((frame.seat, action.card))
    if action.card == 0 and frame.seat == 1:
        push(state.stack, Ask("question", 0, [5, 6]))


def _tally(state, frame, events):
    pop(state.stack)
    events.append(Event("tally", f"{len(state.answers)} answers"))


def _toy_flow(**kw):
    phases = {"main": Phase("main", lambda s, e: setattr(s, "step", "main"), "main")}
    steps = {"main": Step(lambda s: [Play(c) for c in (1, 2, 3, 4)], _main_apply, "Play a number", "is playing")}
    frames = {"question": Decision(lambda s, f: [Play(c) for c in f.choices], _question_apply,
                                   "Answer the question", "is answering"),
              "tally": Task(_tally)}
    return Flow(phases, steps, frames=frames, pending="stack", **kw)


def test_the_top_frame_is_the_decision_while_the_stack_is_not_empty():
    flow = _toy_flow(resume="main")
    state = Table()
    assert flow.legal(state) == [Play(1), Play(2), Play(3), Play(4)]
    assert flow.prompt(state) == "Play a number"
    events: list[Event] = []
    legal = flow.run(state, Play(2), events)
    assert legal == [Play(0), Play(1)] and state.step == "question"   # the kind is the step name
    assert flow.prompt(state) == "Answer the question" and flow.waiting(state) == "is answering"
    assert flow.top(state).seat == 1
    legal = flow.run(state, Play(0), events)                           # a decision on the decision
    assert legal == [Play(5), Play(6)] and flow.top(state).seat == 0 and len(state.stack) == 2
    legal = flow.run(state, Play(6), events)
    assert state.answers == [(1, 0), (0, 6)]
    assert [e.kind for e in events] == ["tally"]                       # the task ran, then popped
    assert state.stack == [] and state.step == "main" and legal == flow.legal(state)
    assert flow.prompt(state) == "Play a number"


def test_a_frame_with_nothing_to_choose_is_dropped_and_a_lone_choice_is_played():
    flow = _toy_flow(resume="main", nothing_to_decide=lambda a: True)
    state = Table()
    flow.run(state, Play(3), [])
    assert state.stack == [] and state.step == "main" and state.answers == []
    flow.run(state, Play(4), [])
    assert state.answers == [(1, 1)] and state.step == "main"


def test_resume_may_end_the_phase_or_be_chosen_from_the_state():
    ended = _toy_flow()                           # the default: the stack's end ends the phase
    state = Table()
    ended.run(state, Play(2), [])
    ended.run(state, Play(1), [])
    assert state.step == "main" and state.phase == "main"     # PHASE_DONE, then the phase again
    chosen = _toy_flow(resume=lambda s: "main")
    state = Table()
    chosen.run(state, Play(2), [])
    chosen.run(state, Play(1), [])
    assert state.step == "main" and state.answers == [(1, 1)]


def test_a_flow_without_a_stack_ignores_frames_and_unknown_kinds_are_refused():
    with pytest.raises(ValueError, match="pending"):
        Flow({}, {}, frames={"x": Task(_tally)})
    with pytest.raises(ValueError, match="both"):
        Flow({}, {"x": Step(lambda s: [], _count_apply)}, frames={"x": Task(_tally)}, pending="stack")
    flow = _toy_flow()
    state = Table()
    state.stack.append(Ask("nowhere", 0, []))
    with pytest.raises(FlowError, match="nowhere"):
        flow.settle(state, [])
    state.stack[-1] = Ask("tally", 0, [])
    with pytest.raises(FlowError, match="no decision"):
        flow.legal(state)
