"""Playing a table in the real window: the human seat's moves made by real X input at the places the table drew.

At each of the human seat's decisions a :class:`TablePlayer` picks a legal move (``--pick random``: seeded
random; ``--pick normal``: what the Normal AI would play) that the table shows a way to make (the coach's
pointers, ``game.ui.coach.pointers.find``: the piece and the place of a drag, the place of a click, the
button of a panel or a picker, else the row of the moves list) and makes it by a drag or a click.  It logs
each move and how long the player waited on the AI seats, and takes a screenshot every ``--every`` moves
and on a rival's turn after it.  Used by ``play_window.py`` (a whole game) and ``window_chronicle.py`` (a
chronicle's chapter).
"""

from __future__ import annotations

import time
from typing import Any

from window_driver import Driver, Frames, Stalled

from game.ai.seat import make_seat
from game.ui.coach import pointers
from game.ui.kit.names import action_text

SETTLE_SECONDS = 4.0       # the longest a move's input may take to show its effect
LAST_RESORT = frozenset({"withdraw"})  # action kinds a player means to stay in the game would pick last


class TablePlayer(Driver):
    """A driver that plays the human seat of the table on screen (``self.table``)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.moves = 0
        self.failed_pointers = 0
        self.waits: list[float] = []

    def my_decision(self) -> bool:
        table: Any = self.table
        return self.top() is table and table.my_turn() and not table.drag.busy \
            and not table.view.moving() and not table.session.state.is_over

    def choose(self, tried: set[Any]) -> tuple[Any, Any] | None:
        """A legal move not yet tried at this decision, and the pointer that makes it (None: none left)."""
        table: Any = self.table
        state = table.session.state
        legal = [a for a in state.legal_actions() if a not in tried]
        if not legal:
            return None
        order = self.rng.sample(legal, len(legal))
        order.sort(key=lambda a: getattr(a, "kind", "") in LAST_RESORT)  # leaving the game: only when nothing else
        if self.args.pick == "normal":
            best = make_seat("normal", seed=self.args.seed * 31 + len(state.history)).choose(
                state.view(state.current_player))
            order = [best, *[a for a in order if a != best]] if best in legal else order
        spots = pointers.spots_for(table.session.info.id)
        clicks = list(spots.clicks(table.view)) if spots is not None else []
        opener = spots.opener if spots is not None else None
        for action in order[:20]:
            pointer = pointers.find(table, action, clicks, opener)
            if pointer is not None:
                return action, pointer
            tried.add(action)
        return None

    def make(self, pointer: Any) -> Frames:
        if pointer.kind == "drag":
            yield from self.drag(pointer.press, pointer.release)
        else:
            yield from self.click(pointer.press)

    def play(self, ends: tuple[str, ...] = ("ResultsScene",)) -> Frames:
        """Play the human seat until a scene named in `ends` is on top (left there, not photographed)."""
        table: Any = self.table
        session = table.session
        waiting_since: float | None = time.monotonic()
        rival_shot_due = True
        while True:
            top: Any = self.top()
            if type(top).__name__ in ends:
                return
            if top is not table:
                if type(top).__name__ == "Dialog" and top.buttons:
                    self.x.shot(f"dialog-{self.moves:03d}")
                    self.note(f"a dialog over the table: {getattr(top, 'title', '')!r}; pressing "
                              f"{top.buttons[0].text!r}")
                    yield from self.click(top.buttons[0].rect.center)
                    continue
                yield 1
                continue
            if not self.my_decision():
                if waiting_since is None and not table.my_turn():
                    waiting_since = time.monotonic()
                if rival_shot_due and waiting_since is not None and not table.my_turn() \
                        and time.monotonic() - waiting_since > 0.6 and not session.state.is_over:
                    rival_shot_due = False
                    self.x.shot(f"rival-{self.moves:03d}")
                yield 1
                continue
            waited = time.monotonic() - waiting_since if waiting_since is not None else 0.0
            if waiting_since is not None:
                self.waits.append(waited)
                waiting_since = None
            yield 2  # the decision drawn (its places noted) before they are read
            if not self.my_decision():
                continue
            if self.moves % self.args.every == 0:
                self.x.shot(f"turn-{self.moves:03d}")
                rival_shot_due = True
            yield from self.one_move(waited)

    def one_move(self, waited: float) -> Frames:
        """Make one of the human seat's moves: the first chosen that its pointer plays."""
        table: Any = self.table
        session = table.session
        tried: set[Any] = set()
        history = len(session.state.history)
        while len(session.state.history) == history:
            chosen = self.choose(tried)
            if chosen is None:
                self.x.shot(f"stuck-{self.moves:03d}")
                raise Stalled(f"no legal move of {len(session.state.legal_actions())} has a place to touch")
            action, pointer = chosen
            decision = table.decision()
            steps = []
            while True:  # a pointer that opens a picker: follow it to the move
                steps.append(f"{pointer.kind}@{pointer.press}" +
                             (f"->{pointer.release}" if pointer.kind == "drag" else ""))
                yield from self.make(pointer)
                yield from self.settle(history, decision)
                if len(session.state.history) > history or not self.my_decision():
                    break
                if table.decision() == decision:
                    break  # nothing changed
                decision = table.decision()
                pointer = pointers.find(table, action, [], None)
                if pointer is None:
                    break
            if len(session.state.history) > history:
                played = session.state.history[history]
                self.moves += 1
                same = "" if played == action else f" (meant {action_text(action, table.seat_names())})"
                wait = f"; waited {waited:.1f} s on the AI before it" if waited else ""
                self.note(f"move {self.moves:3d}: {action_text(played, table.seat_names())}{same} by "
                          f"{' then '.join(steps)}{wait}")
                return
            self.failed_pointers += 1
            tried.add(action)
            self.note(f"  the {' then '.join(steps)} for {action_text(action, table.seat_names())} "
                      f"played nothing; another move")
            yield 10

    def settle(self, history: int, decision: Any) -> Frames:
        table: Any = self.table
        end = time.monotonic() + SETTLE_SECONDS
        while time.monotonic() < end:
            if len(table.session.state.history) > history and not table.drag.busy:
                return
            if table.decision() != decision and not table.drag.busy:
                return
            yield 1

    def table_summary(self) -> dict[str, Any]:
        """The table's numbers for the summary."""
        table: Any = self.table
        return {
            "human_moves": self.moves,
            "all_moves": len(table.session.state.history) if table is not None else 0,
            "longest_wait_on_ai": round(max(self.waits, default=0.0), 2),
            "mean_wait_on_ai": round(sum(self.waits) / len(self.waits), 2) if self.waits else 0.0,
            "pointers_that_played_nothing": self.failed_pointers,
            "stale_inputs": getattr(table, "stale_inputs", 0),
        }
