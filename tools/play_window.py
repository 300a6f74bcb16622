"""Play one whole game through a real window on an X display, as a player would, against AI seats.

    python tools/play_window.py --game nocturne --display :7 --seed 3 --players 3 --out /tmp/win

The program is the real one (``game.ui.app.App``, the title scene first) in a real SDL window on the
X display named (an Xvfb started here when none answers); its settings, saves and record live in a fresh
DANSE_MACABRE_HOME under /tmp.  This tool runs the app's own frame (``App.next_events``, ``App.step``,
a flip) in its process and, between frames, reads where things were drawn (the scenes' widgets, the
table's gesture map through the coach's pointers: ``game.ui.coach.pointers.find``) and sends the input
as real X input with ``xdotool`` (pointer moves, button presses and releases, typed keys), so every
click comes back through the X server and SDL like a player's.  Nothing is posted to pygame's queue.

It goes through Title -> Settings (animation speed Fast; with ``--size`` the window size, or full
screen) -> New game (the game, the seats: one human, AI seats at Normal, the seed typed in) -> Start
(the guided-game offer answered "Not now"), then plays the human seat to the results screen: at each of
its decisions it picks a legal move (``--pick random``: seeded random; ``--pick normal``: what the
Normal AI would play) that the table shows a way to make, and makes it by a drag, a click or a button
press at the places the table drew.  It logs each move and how long the player waited on the AI seats,
saves a screenshot of the X screen (``import -window root``) every ``--every`` moves, on a rival's turn
after them, and at the results, and stops with an error (and a screenshot) when nothing on screen has
changed for 60 s.  Output in ``--out``: ``moves.log``, ``summary.json`` and the PNGs.

    python tools/play_window.py --chronicle --display :8 --size 2560x1440 --out /tmp/chronicle

With ``--chronicle`` it plays a new Bloodlines chronicle instead (``window_chronicle.py``): its prologue's
decisions, the first chapter at the table and the chapter's aftermath, back to the chronicle's home.
The X display, the input and the frame are ``window_driver.py``'s; playing a table is ``window_table.py``'s.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from window_chronicle import ChroniclePlayer
from window_driver import Frames, Stalled, drive
from window_table import TablePlayer


class Player(TablePlayer):
    """One whole game: title, settings, New game, then the human seat played to the results screen."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.results = False

    def to_table(self) -> Frames:
        args = self.args
        yield from self.settings()
        yield from self.press_button("New game")
        yield from self.on_top("NewGameScene")
        new = self.top()
        yield from self.cycle_to(new.game_picker, lambda _v: new.info is not None and new.info.id == args.game,
                                 "game")
        yield from self.seats(new)
        for key, value in (item.split("=", 1) for item in args.option):   # --option deck1=random legal deck
            widget = dict(new.option_widgets).get(key)
            if widget is None:
                raise Stalled(f"New game has no option {key!r}: {[k for k, _w in new.option_widgets]}")
            yield from self.cycle_to(widget, lambda v, w=widget, want=value: want in (str(v), w.fmt(v)), key)
        self.x.shot("02-new-game")
        self.note(f"new game: {new.setup()['seats']}, seed {new.seed.text}")
        yield from self.press_button("Start")
        yield 3
        if self.top_is("Dialog"):  # the guided game offered the first time
            self.x.shot("03-offer")
            yield from self.press_button("Not now")
        yield from self.on_top("TableScene")
        self.table = self.top()

    def script(self) -> Frames:
        yield from self.to_table()
        self.note(f"at the table: {self.table.session.info.title}, {self.args.players} seats, window "
                  f"{self.app.screen.get_size()}")
        yield from self.play(("ResultsScene",))
        yield from self.for_seconds(1.5)  # the results laid out and drawn
        self.results = True
        self.x.shot("zz-results")
        state = self.table.session.state
        self.note(f"results: scores {list(state.scores())}, winners {list(state.winners())}")
        if self.args.review:
            yield from self.review()

    def review(self) -> Frames:
        """Results -> Review: wait for the review (made in its helper process), point at the graph, click it
        (the replay at that move), come back and press Show me on the first turning point."""
        yield from self.press_button("Review")
        yield from self.on_top("ReviewScene")
        scene = self.top()
        self.x.shot("zz-review-running")
        yield from self.until(lambda: scene.runner.state not in ("running", "waiting"), "the review", 240)
        self.note(f"review: {scene.runner.state}, {len(scene.review.points) if scene.review else 0} moves, "
                  f"{len(scene.review.turning) if scene.review else 0} turning points, "
                  f"{scene.review.seconds if scene.review else 0:.1f} s")
        graph = scene.graph.rect
        self.x.move((graph.left + graph.width * 2 // 3, graph.centery))
        yield from self.for_seconds(0.5)
        self.x.shot("zz-review")
        yield from self.click((graph.left + graph.width * 2 // 3, graph.centery))
        yield from self.on_top("ReplayScene")
        self.x.shot("zz-review-replay")
        self.note(f"the graph opened the replay at move {self.top().replay.position}")
        yield from self.press_button("Back")
        yield from self.on_top("ReviewScene")
        if self.button("Show me") is not None and self.button("Show me").enabled:
            yield from self.press_button("Show me")
            yield from self.on_top("ReplayScene")
            self.x.shot("zz-review-show-me")
            self.note(f"Show me: a replay of {self.top().replay.length} moves, ending on Hard's move")

    def summary(self) -> dict[str, Any]:
        return {"game": self.args.game, **self.table_summary(), "results_reached": self.results}

    def succeeded(self) -> bool:
        return self.results

def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="", help="the game's id (equilibrium, elysium, ...)")
    parser.add_argument("--chronicle", action="store_true",
                        help="play a new chronicle's prologue, first chapter and aftermath instead of one game")
    parser.add_argument("--display", default=":7", help="the X display (an Xvfb is started if none answers)")
    parser.add_argument("--screen", default="", help="the Xvfb screen when one is started here "
                        "(default: the --size, else 1280x720)")
    parser.add_argument("--seed", type=int, default=1, help="the deal's seed and the move picker's")
    parser.add_argument("--players", type=int, default=3, help="seats: one human, the others AI")
    parser.add_argument("--level", default="normal", help="the AI seats' level")
    parser.add_argument("--pick", choices=("random", "normal"), default="random",
                        help="how the human seat picks: seeded random, or the Normal AI's move")
    parser.add_argument("--every", type=int, default=10, help="a screenshot every this many moves")
    parser.add_argument("--size", default="", help="set this window size (WxH) in Settings first")
    parser.add_argument("--fullscreen", action="store_true", help="switch to full screen in Settings first")
    parser.add_argument("--out", default="", help="the folder for the log, summary and screenshots")
    parser.add_argument("--keep-home", action="store_true", help="keep the DANSE_MACABRE_HOME folder")
    parser.add_argument("--review", action="store_true", help="at the results, open the Review and use it")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=CHOICE",
                        help="set a New game option by clicking it (its value or its shown name: "
                             "deck2='random legal deck'); repeat for several")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    if args.chronicle:
        return drive(args, ChroniclePlayer, "chronicle")
    if not args.game:
        raise SystemExit("--game is needed (or --chronicle)")
    return drive(args, Player, args.game)


if __name__ == "__main__":
    sys.exit(main())
