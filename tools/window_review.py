"""Review a finished game of every game through a real window, as a player would.

    python tools/window_review.py --display :7 --size 1280x720 --out /tmp/review

The program is the real one on an X display (``window_driver.py``: real X input, the app's own frame).
Before the window opens, one whole game of each game (`--players` seats at `--level`, seed `--seed`)
is played offscreen and kept with the finished games, as the results screen keeps it.  Then, through
the window: Title -> Settings (the window size) -> Load -> the Finished games tab; for each game the
row is clicked and Review (V) pressed, the review is waited for (made in its helper process), the
pointer put on the graph and a screenshot taken; a click on the graph opens the replay at that move
(screenshot), Back, Show me on the first turning point where Hard differs (screenshot), Back, Back.
Output in ``--out``: ``moves.log``, ``summary.json`` and the PNGs.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from window_driver import Driver, Frames, drive

from game import games
from game.ai import make_seat
from game.saves.finished import keep_finished


def keep_games(args: argparse.Namespace) -> list[str]:
    """One finished game of each game in the saves folder of this run's home; their ids, newest last."""
    kept = []
    for game_id in games.ids():
        info = games.get(game_id)
        players = max(info.min_players, min(info.max_players, args.players))
        state = info.new_game(players, args.seed)
        seats = [make_seat(args.level, args.seed * 10 + seat) for seat in range(players)]
        while (seat := state.current_player) is not None:
            state.apply(seats[seat].choose(state.view(seat)))
        setup = {"players": players, "seed": args.seed, "options": dict(state.options),
                 "seats": [{"name": name, "kind": "human" if i == 0 else "ai", "level": args.level}
                           for i, name in enumerate(("Ysolde", "Corvin", "Maren", "Istvan", "Oriane")[:players])]}
        keep_finished(state, setup)
        kept.append(game_id)
    return kept


class Reviewer(Driver):
    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.kept = keep_games(self.args)
        self.reviewed: list[dict[str, Any]] = []

    def script(self) -> Frames:
        yield from self.settings()
        yield from self.press_button("Load")
        yield from self.on_top("LoadScene")
        yield from self.press_button("Finished games")
        yield 3
        load = self.top()
        for index in range(len(load.list.rows)):
            yield from self.review_row(index)

    def review_row(self, index: int) -> Frames:
        load = self.top()
        load.list.selected = index   # the row chosen (a click on a row needs it scrolled into view)
        entry = load.list.rows[index].value
        yield 2
        yield from self.press_button("Review")
        yield from self.on_top("ReviewScene")
        scene = self.top()
        yield from self.until(lambda: scene.runner.state not in ("running", "waiting"), "the review", 300)
        review = scene.review
        graph = scene.graph.rect
        self.x.move((graph.left + graph.width * 3 // 5, graph.centery))
        yield from self.for_seconds(0.5)
        shot = self.x.shot(f"{index:02d}-{entry.game}-review")
        done = {"game": entry.game, "state": scene.runner.state, "moves": len(review.points) if review else 0,
                "turning": len(review.turning) if review else 0, "seconds": round(review.seconds, 1) if review else 0,
                "shot": shot}
        self.note(f"{entry.game}: review {done}")
        yield from self.click((graph.left + graph.width * 3 // 5, graph.centery))
        yield from self.on_top("ReplayScene")
        done["replay_at"] = self.top().replay.position
        self.x.shot(f"{index:02d}-{entry.game}-replay")
        yield from self.press_button("Back")
        yield from self.on_top("ReviewScene")
        differs = [i for i, row in enumerate(scene.list.rows)
                   if row.value is not None and not getattr(row.value, "same", True)]
        if differs:
            scene.list.selected = differs[0]
            yield 2
            yield from self.press_button("Show me")
            yield from self.on_top("ReplayScene")
            done["show_me"] = self.top().replay.length
            self.x.shot(f"{index:02d}-{entry.game}-show-me")
            yield from self.press_button("Back")
            yield from self.on_top("ReviewScene")
        yield from self.press_button("Back")
        yield from self.on_top("LoadScene")
        self.reviewed.append(done)

    def summary(self) -> dict[str, Any]:
        return {"kept": self.kept, "reviewed": self.reviewed}

    def succeeded(self) -> bool:
        return len(self.reviewed) == len(self.kept) and all(r["state"] == "done" for r in self.reviewed)


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--display", default=":7", help="the X display (an Xvfb is started if none answers)")
    parser.add_argument("--screen", default="", help="the Xvfb screen when one is started here "
                        "(default: the --size, else 1280x720)")
    parser.add_argument("--size", default="", help="set this window size (WxH) in Settings first")
    parser.add_argument("--fullscreen", action="store_true", help="switch to full screen in Settings first")
    parser.add_argument("--seed", type=int, default=3, help="the games' seed")
    parser.add_argument("--players", type=int, default=3, help="seats a game (seat 1 named as the human)")
    parser.add_argument("--level", default="easy", help="the level that plays the games kept")
    parser.add_argument("--out", default="", help="the folder for the log, summary and screenshots")
    parser.add_argument("--keep-home", action="store_true", help="keep the DANSE_MACABRE_HOME folder")
    args = parser.parse_args(argv)
    args.pick = "none"
    return args


def main(argv: list[str] | None = None) -> int:
    return drive(parse(argv), Reviewer, "review")


if __name__ == "__main__":
    sys.exit(main())
