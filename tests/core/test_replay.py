"""A replay rebuilds every state of a game from its setup and log, for every registered game.

Each game is a short seeded game by AI seats (one Easy, two Random); its true state is recorded
after every move as it is played, then the replay is compared with it, stepping forward to the end,
back to the start and jumping about (``to_data()`` compared).  A seat's replay must hold nothing of
another seat's secrets: two games that differ only in another seat's secret choice give that seat
the very same replay (its views, its log, its dice, its places to jump to), the approach of
test_views_keep_secrets.
"""

from __future__ import annotations

import random
import shutil
import tomllib
from pathlib import Path

import pytest
import tomli_w

from game.ai.seat import make_seat
from game.core import GameInfo, GameState, Rng
from game.core.replay import ABOVE, PUBLIC, Replay, ReplayError, eyes
from game.saves import SaveError, load_game, replay_of_save, save_game

from .secrets import knowledge, random_points, registered
from .test_views_keep_secrets import SECRET_CHOICES

LEVELS = ("easy", "random", "random")
FIXTURES = sorted((Path(__file__).parents[1] / "saves" / "fixtures").glob("v*-*.toml"))


def seats_for(players: int, humans: int = 0) -> list[dict]:
    names = ["Valerian", "Corvin", "Mirela", "Odile", "Bastien"]
    return [{"name": names[i], "kind": "human"} if i < humans else
            {"name": names[i], "kind": "ai", "level": LEVELS[i % len(LEVELS)]} for i in range(players)]


def ai_game(info: GameInfo, players: int, seed: int, limit: int | None = None) -> tuple[GameState, list[dict]]:
    """A seeded game by AI seats (to its end, or `limit` moves), and its true state after each move."""
    state = info.new_game(players, seed=seed)
    ais = [make_seat(LEVELS[i % len(LEVELS)], seed=seed * 31 + i) for i in range(players)]
    spare = Rng(seed)
    recorded = [state.to_data()]
    while not state.is_over and (limit is None or len(state.history) < limit):
        seat = state.current_player
        action = spare.choice(state.legal_actions()) if seat is None else ais[seat].choose(state.view(seat))
        state.apply(action)
        recorded.append(state.to_data())
    return state, recorded


@pytest.fixture(scope="module", params=[info.id for info in registered()])
def played(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    """A finished game of each registered game, saved, with its recorded states."""
    from game import games

    info = games.get(request.param)
    players = 3 if info.min_players <= 3 <= info.max_players else info.min_players
    state, recorded = ai_game(info, players, seed=23)
    assert state.is_over
    path = save_game(tmp_path_factory.mktemp(info.id) / "finished.toml", state, {"seats": seats_for(players)})
    return info, state, recorded, path


def test_stepping_forward_to_the_end_reproduces_the_saved_final_state(played) -> None:
    info, state, recorded, path = played
    replay = replay_of_save(path)
    assert replay.info is info and replay.length == len(state.history) and replay.over
    assert replay.position == 0 and replay.state.to_data() == recorded[0]
    for number in range(1, replay.length + 1):
        assert replay.step(1).to_data() == recorded[number], f"{info.id}: move {number}"
    assert replay.step(1).to_data() == load_game(path).state.to_data() == state.to_data()
    assert replay.position == replay.length  # no further than the end


def test_stepping_back_reproduces_each_earlier_state(played) -> None:
    info, _state, recorded, path = played
    replay = replay_of_save(path, every=7)
    replay.seek(replay.length)
    for number in range(replay.length - 1, -1, -1):
        assert replay.step(-1).to_data() == recorded[number], f"{info.id}: back to move {number}"
    assert replay.step(-1).to_data() == recorded[0] and replay.position == 0


def test_jumping_anywhere_gives_that_move_and_leaves_the_checkpoints_alone(played) -> None:
    info, state, recorded, _path = played
    replay = Replay.from_state(state, {"seats": seats_for(state.players)})
    order = list(range(replay.length + 1))
    random.Random(5).shuffle(order)
    for number in order[:60] + [replay.length, 0, replay.length // 2]:
        assert replay.seek(number).to_data() == recorded[number], f"{info.id}: jump to {number}"
    assert replay.state_at(3).to_data() == recorded[3] and replay.position == replay.length // 2
    assert replay.final.to_data() == state.to_data()


def test_turn_markers_lead_to_their_moves_in_order(played) -> None:
    info, _state, _recorded, path = played
    replay = replay_of_save(path)
    markers = replay.markers()
    assert markers[0].move == 0 and markers[-1].move == replay.length and markers[-1].kind == "end"
    assert [m.move for m in markers] == sorted({m.move for m in markers}), "one marker a place, in order"
    assert len(markers) > 3, f"{info.id}: a whole game has turns to jump to"
    middle = markers[len(markers) // 2]
    replay.seek(middle.move)
    assert replay.marker_at() == middle
    said = [e.text for _n, e in replay.log(None, everything=True)]
    assert middle.label in said or middle.kind == "turn", "a marker is a line of the log"


def test_the_log_and_the_dice_grow_with_the_moves(played) -> None:
    _info, _state, _recorded, path = played
    replay = replay_of_save(path)
    assert replay.log(0) == [] and replay.dice(0) == []
    sizes = []
    for number in (1, replay.length // 3, replay.length):
        replay.seek(number)
        sizes.append(len(replay.log(None, everything=True)))
        assert all(n < number for n, _e in replay.log(0)), "nothing from a later move"
        assert all(e.kind in ("dice", "roll", "reroll") for _n, e in replay.dice(0, everything=True))
    assert sizes == sorted(sizes) and sizes[-1] > sizes[0]


def test_a_seat_reads_only_what_it_was_shown(played) -> None:
    _info, state, _recorded, path = played
    replay = replay_of_save(path)
    replay.seek(replay.length)
    for seat in range(state.players):
        for _number, event in replay.log(seat):
            assert event.visible_to is None or seat in event.visible_to
        private = [e for _n, e in replay.events() if e.visible_to is not None and seat not in e.visible_to
                   and e.text != e.public_text]
        shown = {e.text for _n, e in replay.log(seat)}
        assert not any(e.text in shown for e in private)


def test_whose_eyes_a_replay_may_be_seen_through() -> None:
    seats = seats_for(3, humans=2)
    assert eyes(True, seats, 3) == [ABOVE, 0, 1, 2]        # finished: everything, every seat
    assert eyes(False, seats, 3) == [0, 1]                  # going on: only the seats humans played
    assert eyes(False, seats_for(3, humans=0), 3) == [PUBLIC]  # no human: only what is public


def test_an_unfinished_save_replays_to_where_it_was_saved(tmp_path: Path) -> None:
    from game import games

    info = games.get(games.GAME_IDS[0])
    state, recorded = ai_game(info, info.min_players, seed=4, limit=30)
    path = save_game(tmp_path / "mid.toml", state, {"seats": seats_for(info.min_players, humans=1)})
    replay = replay_of_save(path)
    assert not replay.over and replay.length == 30
    assert replay.seek(30).to_data() == recorded[30] == state.to_data()
    assert replay.markers()[-1].label == "The last move saved"


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_an_old_save_replays_move_by_move(fixture: Path, tmp_path: Path) -> None:
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    loaded = load_game(path)
    replay = replay_of_save(path)
    assert replay.length == len(loaded.state.history) > 0
    assert replay.seek(replay.length).to_data() == loaded.state.to_data()
    fresh = loaded.info.new_game(loaded.state.players, loaded.state.seed, loaded.state.options)
    for number, action in enumerate(loaded.state.history[:25], 1):
        fresh.apply(action)
        assert replay.seek(number).to_data() == fresh.to_data(), f"{fixture.stem}: move {number}"


def _a_save(tmp_path: Path) -> Path:
    from game import games

    info = games.get("elysium")
    state, _recorded = ai_game(info, 3, seed=9, limit=40)
    return save_game(tmp_path / "good.toml", state, {"seats": seats_for(3)})


def test_a_corrupt_save_gives_a_clear_message(tmp_path: Path) -> None:
    path = _a_save(tmp_path)
    document = tomllib.loads(path.read_text("utf-8"))
    document["actions"] = document["actions"][1:] + document["actions"][:1]  # the moves out of order
    broken = tmp_path / "shuffled.toml"
    broken.write_text(tomli_w.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError, match=r"shuffled\.toml: move \d+ .* is illegal at that point of the game"):
        replay_of_save(broken)
    cut = tmp_path / "cut.toml"
    cut.write_text(path.read_text("utf-8")[: len(path.read_text("utf-8")) // 2], encoding="utf-8")
    with pytest.raises(SaveError, match=r"cut\.toml: not a save file: TOML error"):
        replay_of_save(cut)
    with pytest.raises(SaveError, match="no such save file"):
        replay_of_save(tmp_path / "missing.toml")


def test_a_view_or_a_state_that_does_not_replay_is_refused() -> None:
    from game import games

    info = games.get("elysium")
    state, _recorded = ai_game(info, 3, seed=2, limit=20)
    with pytest.raises(ReplayError, match="a player's view cannot be replayed"):
        Replay.from_state(state.view(0))
    edited = state.clone()
    edited.seed = state.seed + 1  # another deal: its moves are not those of this log
    with pytest.raises(ReplayError, match="illegal at that point|does not reach the game's state"):
        Replay.from_state(edited)


# -- a seat's replay keeps the other seats' secrets -----------------------------------------------
def _seat_sees(replay: Replay, seat: int) -> list:
    """Everything a replay gives `seat`, at every move: its views, log, dice and markers."""
    out = []
    for number in range(replay.length + 1):
        replay.seek(number)
        out.append((knowledge(replay.state.view(seat)),
                    [(n, e.kind, e.text, e.seat, e.visible_to) for n, e in replay.log(seat)],
                    [(n, e.text) for n, e in replay.dice(seat)]))
    out.append([(m.move, m.label, m.kind) for m in replay.markers()])
    return out


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_a_replay_seen_from_a_seat_never_shows_another_seats_secret_choice(info: GameInfo) -> None:
    pairs_of, insiders, must_agree = SECRET_CHOICES[info.id]
    compared = 0
    players = 3 if info.min_players <= 3 <= info.max_players else info.min_players
    for seed in (3, 4, 5, 6, 7, 8):  # a seek is rare: more games since seats are asked more (issue 40)
        for point in random_points(info, players, seed=seed * 10 + players, every=1, limit=300):
            mover = point.current_player
            for a, b in pairs_of(point, point.legal_actions())[:2]:
                first, second = point.clone(), point.clone()
                first.apply(a)
                second.apply(b)
                if not (must_agree(first) and must_agree(second)):
                    continue
                one, two = Replay.from_state(first), Replay.from_state(second)
                for seat in range(players):
                    if seat == mover or seat in insiders(a):
                        continue
                    assert _seat_sees(one, seat) == _seat_sees(two, seat), (
                        f"{info.id}: seat {seat}'s replay tells {a.describe()} from {b.describe()}")
                    compared += 1
            if compared >= 4:
                return
    assert compared > 0, f"no secret choice of {info.id} was met: the test saw nothing"


@pytest.mark.parametrize("every", [1, 2, 10])
def test_any_spacing_of_the_copies_reaches_every_move_and_the_end(every: int) -> None:
    from game import games

    info = games.get("equilibrium")
    state, recorded = ai_game(info, 3, seed=8, limit=40)  # 40 moves: the end falls on a copy
    replay = Replay.from_state(state, every=every)
    for number in (40, 0, 39, 20, 40, 1):
        assert replay.seek(number).to_data() == recorded[number], f"every {every}: move {number}"


def test_a_setup_and_its_log_replay_and_a_bad_one_names_its_first_bad_move() -> None:
    from game import games

    info = games.get("nocturne")
    state, recorded = ai_game(info, 3, seed=6, limit=50)
    setup = {"players": 3, "seed": 6, "options": dict(state.options), "seats": seats_for(3)}
    replay = Replay.from_log(info, setup, state.history)
    assert replay.length == 50 and replay.seek(50).to_data() == recorded[50]
    assert replay.seek(17).to_data() == recorded[17]
    swapped = [state.history[1], state.history[0], *state.history[2:]]
    if swapped[0] != state.history[0]:
        with pytest.raises(ReplayError, match=r"^move [12] \(.*\) is illegal at that point of the game$"):
            Replay.from_log(info, setup, swapped)
    with pytest.raises(ReplayError, match="the setup does not fit Nocturne"):
        Replay.from_log(info, {**setup, "players": 9}, state.history)
