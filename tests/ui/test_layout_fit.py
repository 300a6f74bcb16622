"""The layout check: every registered table at 1280×720, 1600×900, 1920×1080 and 2560×1440, in a busy
mid-game position with the most seats the game allows (up to five) and hands as full as they get, drawn
for the human whose turn it is and while a rival decides: no text is cut, none is drawn outside its
panel, and no word is broken inside itself with a hyphen.

The kit's text drawing reports every text drawn while ``paint.checking()`` is on (its font size, the
room it had, whether it was cut with an ellipsis, whether it left its panel: ``paint.within``), so the
check names the text, the size, the panel and the function that drew it.  The position is played
from a fixed seed by the Normal AI, which is steered to the moves that keep the most cards in hands and
in play (a game without cards: the most text on the table).  ``python -m tests.ui.test_layout_fit DIR``
writes the frames it checks as PNGs.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pygame
import pytest

from game import games
from game.ai.seat import make_seat
from game.core import Action, GameState
from game.ui import paint
from game.ui.kit import sprites
from game.ui.scenes_setup import DEFAULT_NAMES
from game.ui.session import GameSession

SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
SEED = 5
MOVES = 1500          # a game longer than this is checked where it stands
SAMPLE = 6            # every sixth position is a candidate for the busiest one
SMALLEST = 9          # no text under 9 pixels high at 720 lines (more on a taller window): shrinking is no fix


@pytest.fixture(autouse=True)
def _quiet_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DANSE_MACABRE_HOME", str(tmp_path))


def seats_for(players: int) -> list[dict]:
    """You (a human) and AI rivals at the longest level name, with the setup's default names."""
    return [{"name": DEFAULT_NAMES[0], "kind": "human"}] + [
        {"name": DEFAULT_NAMES[i % len(DEFAULT_NAMES)], "kind": "ai", "level": "expert"} for i in range(1, players)]


def cards_out(state: GameState) -> int:
    """Cards in hands and in play, for a game that has them (its declared ``hands`` / ``play`` rows)."""
    total = 0
    for name in ("hands", "play"):
        rows = getattr(state, name, None)
        if isinstance(rows, (list, tuple)):
            total += sum(len(row) for row in rows if isinstance(row, (list, tuple)))
    return total


def steered(state: GameState, ai, rng: random.Random) -> Action:
    """The Normal AI's move, unless another legal move leaves more cards in hands and in play."""
    p = state.current_player
    choice = ai[p].choose(state.view(p), rng)
    legal = state.legal_actions()
    if len(legal) > 40:
        return choice
    scored = []
    for action in legal:
        after = state.clone()
        after.apply(action)
        scored.append((cards_out(after), action))
    top = max(score for score, _ in scored)
    best = [action for score, action in scored if score == top]
    return choice if choice in best else rng.choice(best)


@dataclass(frozen=True)
class Game:
    """A seeded game: its setup and the moves played, long enough to hold its busiest positions."""

    game_id: str
    setup: dict
    moves: tuple[Action, ...]
    busy: tuple[int, ...]       # cards in hands and in play before each move
    turn: tuple[int, ...]       # the seat to move before each move


@cache
def played(game_id: str) -> Game:
    info = games.get(game_id)
    players = min(5, info.max_players)
    setup = {"players": players, "seed": SEED, "options": {}, "seats": seats_for(players)}
    state = info.new_game(players, SEED, {})
    ai = [make_seat("normal", seed=p) for p in range(players)]
    rng = random.Random(SEED)
    moves, busy, turn = [], [], []
    while len(moves) < MOVES and not state.is_over:
        busy.append(cards_out(state))
        turn.append(state.current_player)
        action = steered(state, ai, rng)
        state.apply(action)
        moves.append(action)
    return Game(game_id, setup, tuple(moves), tuple(busy), tuple(turn))


def session_at(game: Game, index: int) -> GameSession:
    session = GameSession.start(games.get(game.game_id), game.setup)
    for action in game.moves[:index]:
        session.play(action)
    return session


class Window:
    """One offscreen window, resized for each size; a table scene per position."""

    def __init__(self) -> None:
        from game.ui.app import App

        self.app = App(size=SIZES[0], fullscreen=False)
        self.app.preferences.persistent = False
        self.app.use_ai_process = False
        self.board: pygame.Rect | None = None   # the last frame's board (a table with a map: its rect)

    def frame(self, session: GameSession, size: tuple[int, int]) -> tuple[list[paint.Fit], pygame.Surface]:
        """Every text of one frame of the table for seat 0, drawn afresh (no sprite kept from before)."""
        from game.ui.table_base import TableScene

        app = self.app
        if app.screen.get_size() != size:
            app.resized(size)
        while app.stack.scenes:
            app.stack.pop()
        table = app.stack.push(TableScene(session))
        table.viewer, table._view_key = 0, None
        table.refresh()
        sprites.clear()
        with paint.checking() as fits:
            app.screen.fill((0, 0, 0))
            table.draw(app.screen)
        city = getattr(getattr(table.view, "area", None), "city", None)
        # a fitted board (Elysium's city: its .rect) or a plain rect (Nocturne's city)
        self.board = pygame.Rect(getattr(city, "rect", city)) if city is not None else None
        app.stack.pop()
        return list(fits), app.screen

    def close(self) -> None:
        self.app.close()


TURNS = ("mine", "theirs", "middle")


@cache
def positions(game_id: str) -> dict[str, int]:
    """The busiest position on your turn ("mine") and on a rival's ("theirs"): the most cards out,
    then the most text drawn on the table at the smallest size; and the busiest of the game's middle
    tenth, whoever decides ("middle")."""
    game = played(game_id)
    window = Window()
    chosen: dict[str, int] = {}
    n = len(game.moves)
    ranges = {"mine": (n // 5, n), "theirs": (n // 5, n), "middle": (n * 9 // 20, n * 11 // 20 + 1)}
    wants = {"mine": lambda seat: seat == 0, "theirs": lambda seat: seat not in (0, None),
             "middle": lambda seat: seat is not None}
    try:
        for label in TURNS:
            wanted = wants[label]
            indices = [i for i in range(*ranges[label]) if wanted(game.turn[i])]
            assert indices, f"{game_id}: no position with {label} turn in {len(game.moves)} moves"
            most = max(game.busy[i] for i in indices)
            candidates = [i for i in indices if game.busy[i] == most][::SAMPLE] or indices[:1]
            texts = {i: len(window.frame(session_at(game, i), SIZES[0])[0]) for i in candidates}
            chosen[label] = max(candidates, key=lambda i: (texts[i], -i))
    finally:
        window.close()
    return chosen


def faults(fits: list[paint.Fit], height: int) -> list[str]:
    """Every text cut or outside its panel, every piece outside its card, and every text on the window
    smaller than the floor for a window `height` lines high."""
    floor = SMALLEST * height / 720
    out = [fit.describe() for fit in fits if fit.cut or fit.outside]
    out += [f"{fit.text!r} is only {fit.size}px high (at least {floor:.0f} here) — drawn by {fit.where}"
            for fit in fits if 0 < fit.size < floor and fit.on_screen]
    out += [f"{fit.text!r} has a word broken inside itself ({fit.shown!r}) — drawn by {fit.where}"
            for fit in fits if broken_word(fit.text, fit.shown)]
    return out


def broken_word(text: str, shown: str) -> bool:
    """Whether a line shows part of a word of its text with a hyphen put after it ("Rowe-" of "Rowena")."""
    words = set(text.split())
    return any(w.endswith("-") and w not in words and not any(x.startswith(w) for x in words if "-" in x)
               for w in shown.split())


PANELS = ("the choice panel", "the contest panel", "the side ")   # what floats over a table, by its name


def over_the_board(fits: list[paint.Fit], board: pygame.Rect | None) -> list[str]:
    """Every panel (the step's choices, a challenge) drawn over the board's zones, by a text drawn in it."""
    if board is None:
        return []
    return [f"{fit.panel_name} {tuple(fit.panel)} covers the board {tuple(board)} ({fit.text!r})"
            for fit in fits if fit.panel is not None and fit.panel_name.startswith(PANELS)
            and fit.panel.colliderect(board)]


CASES = [(gid, turn) for gid in games.GAME_IDS for turn in TURNS]


@pytest.mark.parametrize(("game_id", "turn"), CASES, ids=[f"{g}-{t}" for g, t in CASES])
def test_every_text_fits_its_panel_at_every_size(game_id: str, turn: str) -> None:
    if game_id not in games.ids():
        pytest.skip(f"{game_id} is registered but not playable yet (no INFO)")
    index = positions(game_id)[turn]
    game = played(game_id)
    window = Window()
    problems: list[str] = []
    counted = []
    try:
        for size in SIZES:
            fits, _screen = window.frame(session_at(game, index), size)
            assert len(fits) > 20, f"{game_id} at {size}: only {len(fits)} texts reported: is the check on?"
            counted.append(len(fits))
            problems += [f"{size[0]}×{size[1]}: {p}" for p in faults(fits, size[1]) + over_the_board(fits, window.board)]
    finally:
        window.close()
    print(f"{game_id} {turn} (move {index}): texts checked per size {dict(zip(SIZES, counted, strict=True))}")
    assert not problems, (f"{game_id}, {turn} turn, move {index}: {len(problems)} texts do not fit\n"
                          + "\n".join(problems[:60]))


def elysium_panels(game: Game) -> dict[str, int]:
    """Where Elysium's panels are up for seat 0: its Resource Phase's panel, a challenge or contest while it
    decides in it, and one while a rival does (the first of each)."""
    info = games.get(game.game_id)
    state = info.new_game(game.setup["players"], game.setup["seed"], game.setup["options"])
    found: dict[str, int] = {}
    for index, action in enumerate(game.moves):
        clash = getattr(state, "clash", None) is not None
        kind = ("resource" if state.step == "resource" and state.current_player == 0 else
                "clash, yours" if clash and state.current_player == 0 else
                "clash, a rival's" if clash and state.current_player not in (0, None) else "")
        if kind and kind not in found:
            found[kind] = index
        state.apply(action)
    return found


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_elysium_s_panels_never_cover_the_city(size: tuple[int, int]) -> None:
    """The Resource Phase's panel and a challenge or contest (with the step's panel over it, or a rival
    deciding) are docked beside the map: no text of theirs lies over the city, and none is cut."""
    game = played("elysium")
    spots = elysium_panels(game)
    assert set(spots) == {"resource", "clash, yours", "clash, a rival's"}, spots
    window = Window()
    seen: set[str] = set()
    problems: list[str] = []
    try:
        for kind, index in spots.items():
            fits, _screen = window.frame(session_at(game, index), size)
            seen |= {name for name in PANELS for fit in fits if fit.on_screen and fit.panel_name.startswith(name)}
            problems += [f"{kind} (move {index}): {p}" for p in over_the_board(fits, window.board) + faults(fits, size[1])]
    finally:
        window.close()
    assert set(PANELS) <= seen, seen   # the check saw both panels, and a side of the challenge
    assert not problems, "\n".join(problems[:40])


def test_the_check_sees_a_panel_over_the_board() -> None:
    """A text in the step's panel over the board is reported; one in a panel beside it is not."""
    pygame.init()
    surface = pygame.Surface((300, 200))
    face = sprites.font(16)
    board = pygame.Rect(0, 0, 200, 200)
    with paint.checking() as fits:
        with paint.within(surface, pygame.Rect(150, 20, 100, 40), "the choice panel 'Resource Phase'"):
            paint.text(surface, "End", face, (255, 255, 255), (160, 24))
        with paint.within(surface, pygame.Rect(210, 80, 80, 40), "the contest panel"):
            paint.text(surface, "Side", face, (255, 255, 255), (212, 84))
    covering = over_the_board(list(fits), board)
    assert len(covering) == 1 and "Resource Phase" in covering[0]


def test_the_check_sees_a_cut_and_a_text_outside_its_panel() -> None:
    """The reporting itself: a text cut by fit(), a wrap that leaves lines out and a text over its
    panel's edge are reported; a text that fits is not; nothing is recorded when the check is off."""
    pygame.init()
    surface = pygame.Surface((200, 100))
    face = sprites.font(16)
    panel = pygame.Rect(10, 10, 80, 30)
    with paint.checking() as fits:
        with paint.within(surface, panel, "a test panel"):
            paint.text(surface, paint.fit("a rather long name indeed", face, 60), face, (255, 255, 255), (12, 12))
            paint.text(surface, "ok", face, (255, 255, 255), (12, 12))
            paint.text(surface, "spills", face, (255, 255, 255), (80, 12))
        lines = paint.wrap("one two three four five six seven", face, 60, most=2)
        for i, line in enumerate(lines):
            paint.text(surface, line, face, (255, 255, 255), (100, 10 + 20 * i))
    cut, fine, spill = fits[:3]
    assert cut.cut and cut.text == "a rather long name indeed" and cut.shown.endswith("…") and cut.room == 60
    assert not fine.cut and not fine.outside
    assert spill.outside and spill.panel_name == "a test panel" and not spill.cut
    assert len(lines) == 2 and fits[-1].cut and fits[-1].text.startswith("one two")
    assert "test_layout_fit.py" in cut.where
    with paint.checking() as none_yet:
        pass
    paint.text(surface, paint.fit("a rather long name indeed", face, 60), face, (255, 255, 255), (12, 12))
    assert none_yet == [] and paint._check is None


def main(argv: list[str]) -> int:
    """Write every checked frame as DIR/<game>-<turn>-<width>.png and print what does not fit."""
    out = Path(argv[0] if argv else "layout-shots")
    out.mkdir(parents=True, exist_ok=True)
    for gid in (argv[1:] or games.ids()):
        game = played(gid)
        for turn, index in positions(gid).items():
            window = Window()
            for size in SIZES:
                fits, screen = window.frame(session_at(game, index), size)
                pygame.image.save(screen, str(out / f"{gid}-{turn}-{size[0]}.png"))
                bad = faults(fits, size[1])
                print(f"{gid} {turn} move {index} {size[0]}×{size[1]}: {len(fits)} texts, {len(bad)} faults")
                for line in bad:
                    print("   ", line)
            window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


def test_the_check_sees_a_word_broken_inside_itself() -> None:
    assert broken_word("Rowena Ashdown", "Rowe-")
    assert broken_word("Rowena Ashdown", "na Ash-")
    assert not broken_word("Prince-Elect Oswin Fay", "Prince-")      # broken at its own hyphen
    assert not broken_word("Rowena Ashdown", "Rowena")
    assert not broken_word("Score -2 points", "-2 points")


def test_a_row_scrolled_half_out_of_its_viewport_counts_only_what_shows() -> None:
    """A scrolling part of a panel (a clip inside it) hides what is scrolled away: a row half out of
    sight is judged by the part that shows, one wholly out of sight is not reported; the same text
    drawn over the panel's edge with no clip is still reported."""
    pygame.init()
    surface = pygame.Surface((200, 200))
    face = sprites.font(16)
    panel = pygame.Rect(10, 10, 150, 100)
    viewport = pygame.Rect(10, 40, 150, 60)   # the rows scroll here, under the panel's heading
    with paint.checking() as fits, paint.within(surface, panel, "a scrolling panel"):
        surface.set_clip(viewport)
        paint.text(surface, "half shown", face, (255, 255, 255), (20, 92))     # 92..: the clip ends at 100
        paint.text(surface, "out of sight", face, (255, 255, 255), (20, 140))
        surface.set_clip(None)
        paint.text(surface, "spills", face, (255, 255, 255), (20, 102))
    assert [f.text for f in fits] == ["half shown", "spills"]
    assert not fits[0].outside and fits[1].outside
