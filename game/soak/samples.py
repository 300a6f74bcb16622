"""Good files of every kind the program reads, made fresh for a soak run, and the readers.

Each kind names where its file lies in a saves folder, how to make good ones (from real games
of every registered game), how to put their hashes back after an edit (so the checks behind a
hash are reached), and its reader: the very calls the program makes when it lists or opens
that kind, with what each must do with a bad file (list it as broken beside the good ones,
refuse it with its documented error, fall back to defaults), never anything else.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from game.core import GameInfo
from game.games.bloodlines.chronicle.campaign import Campaign, PlayerSpec
from game.games.bloodlines.chronicle.play import play_decisions
from game.saves import SaveError, list_saves, load_game, save_text
from game.saves.campaign_file import campaign_text, list_campaigns, load_campaign
from game.saves.codes import CodeError, decode, encode
from game.saves.finished import finished_games
from game.saves.library import latest_autosave
from game.saves.plain_data import snapshot_hash
from game.saves.records import Records, add_result, load_records
from game.saves.replays import replay_of_save
from game.saves.settings import Settings, load_settings

CODE_BOX = 40  # characters the New game scene's code box takes (scenes_setup.py)
SEED_BOX = 13  # digits its seed box takes
GOOD = "soak-good"  # the good neighbour of each kind, which a bad file must never hide
TARGET = "soak-target"
STAMP = re.compile(rb'saved_at = "[^"]*"')


@dataclass(frozen=True)
class Kind:
    name: str
    place: str  # the target's path inside the saves folder
    neighbour: str | None  # a good file of the same kind beside it (None: the kind is one file)
    read: Callable[[Path, Path], list[str]]  # (saves folder, target) -> what it did wrong
    rehash: Callable[[dict[str, Any]], None] | None = None


def rehash_save(document: dict[str, Any]) -> None:
    document["snapshot"]["hash"] = snapshot_hash(document["snapshot"]["state"])


def rehash_campaign(document: dict[str, Any]) -> None:
    document["hash"] = snapshot_hash(document["campaign"])


def played(info: GameInfo, seed: int, moves: int | None) -> Any:
    """A game of `info` after `moves` random moves (None: to its end)."""
    rng = random.Random(seed)
    players = rng.randint(info.min_players, info.max_players)
    state = info.new_game(players, seed)
    while not state.is_over and (moves is None or len(state.history) < moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def setup_of(state: Any, rng: random.Random) -> dict[str, Any]:
    seats = [{"name": f"Seat {i + 1}", "kind": "human"} if i == 0 or rng.random() < 0.3
             else {"name": f"Seat {i + 1}", "kind": "ai", "level": rng.choice(("random", "easy", "normal"))}
             for i in range(state.players)]
    return {"players": state.players, "seed": state.seed, "options": dict(state.options), "seats": seats}


def make_samples(games: list[GameInfo], seed: int = 0) -> dict[str, list[bytes]]:
    """Good files of every kind (a few of each, from every game), as bytes: the same ones every
    run (their times of saving fixed too), so a mutated file's seed alone makes it again."""
    out = _samples(games, seed)
    return {kind: [STAMP.sub(b'saved_at = "2026-01-01T00:00:00+00:00"', data) for data in files]
            for kind, files in out.items()}


def _samples(games: list[GameInfo], seed: int) -> dict[str, list[bytes]]:
    rng = random.Random(seed)
    out: dict[str, list[bytes]] = {"save": [], "finished": [], "autosave": [], "campaign": [],
                                   "settings": [], "records": [], "code": []}
    for number, info in enumerate(games):
        mid = played(info, seed + number, rng.randint(1, 60))
        out["save"].append(save_text(mid, setup_of(mid, rng)).encode())
        out["autosave"].append(save_text(mid, setup_of(mid, rng)).encode())
        end = played(info, seed + number, None)
        out["finished"].append(save_text(end, setup_of(end, rng)).encode())
        out["code"].append(encode(info.id, setup_of(mid, rng)).encode())
    out["campaign"].append(campaign_text(_campaign(seed)).encode())
    out["settings"].append(tomli_w.dumps({"version": 1, **Settings(player_name="Soak", fullscreen=True,
                                                                    window_width=1600).__dict__}).encode())
    records = Records()
    for info in games:
        add_result(records, info.id, {"seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}]}, [0], 0)
    out["records"].append(tomli_w.dumps(records.to_data()).encode())
    return out


def _campaign(seed: int) -> Any:
    campaign = Campaign.new([PlayerSpec(f"Player {i + 1}", "ai", "easy") for i in range(3)], seed=seed)
    play_decisions(campaign)
    return campaign


# -- the readers: what the program calls, and what each must do --------------------
def _listed(rows: list[Any], target: Path, broken: Callable[[Any], bool], name: Callable[[Any], str]) -> list[str]:
    """A list must show the good file as good and a regular bad one (as broken or not): a file
    that is not a regular file (a FIFO, a folder, a link) may be left out of it."""
    regular = target.is_file() and not target.is_symlink()
    stem = target.stem
    problems = []
    good = [r for r in rows if name(r) == GOOD]
    if not good:
        problems.append("the good file beside it was not listed")
    elif broken(good[0]):
        problems.append(f"the good file beside it was listed as broken: {getattr(good[0], 'problem', '')}")
    if regular and not any(name(r) == stem for r in rows):
        problems.append("the file itself was not listed (neither good nor broken)")
    return problems


def read_save(folder: Path, target: Path) -> list[str]:
    problems = _listed(list_saves(folder), target, lambda r: r.broken, lambda r: r.name)
    try:
        load_game(target)
    except SaveError:
        pass
    return problems


def read_finished(folder: Path, target: Path) -> list[str]:
    """The Finished tab's list, then its Replay of the file (a SaveError is a refusal)."""
    problems = _listed(finished_games(folder), target, lambda r: r.broken, lambda r: Path(r.path).stem)
    try:
        replay = replay_of_save(target)
        replay.seek(replay.length)
    except SaveError:
        pass
    return problems


def read_autosave(folder: Path, target: Path) -> list[str]:
    found = latest_autosave(folder)
    if found is not None:
        try:
            load_game(found)
        except SaveError:
            pass
    return []


def read_campaign(folder: Path, target: Path) -> list[str]:
    problems = _listed(list_campaigns(folder), target, lambda r: r.problem is not None, lambda r: r.name)
    try:
        load_campaign(target)
    except SaveError:
        pass
    return problems


def read_settings(folder: Path, target: Path) -> list[str]:
    settings, _message = load_settings(folder)
    if not isinstance(settings, Settings) or settings != settings.clamped():
        return [f"settings out of range were kept: {settings!r}"]
    return []


def read_records(folder: Path, target: Path) -> list[str]:
    records, _message = load_records(folder)
    return [] if isinstance(records, Records) else [f"load_records gave a {type(records).__name__}"]


def read_code(folder: Path, target: Path) -> list[str]:
    """A typed code: decode refuses a bad one with CodeError only; a good one reads back."""
    text = target.read_bytes().decode("utf-8", "replace")
    if text.startswith("roundtrip "):
        return round_trip(*text.split()[1:])
    try:
        decode(text)
    except CodeError:
        pass
    return []


def round_trip(game_id: str, players: str, seed: str, levels: str) -> list[str]:
    """A setup made into a code and read back: the same setup, in a code the box takes."""
    seats = [{"kind": "human"} if level == "-" else {"kind": "ai", "level": level} for level in levels.split(",")]
    setup = {"players": int(players), "seed": int(seed), "seats": seats}
    try:
        code = encode(game_id, setup)
    except CodeError as exc:
        if len(seed) <= SEED_BOX:
            return [f"a seed the seed box takes ({seed}) has no code: {exc}"]
        return []
    problems = []
    if len(code) > CODE_BOX:
        problems.append(f"the code of seed {seed} has {len(code)} characters; the code box takes {CODE_BOX}")
    try:
        back = decode(code)
    except CodeError as exc:
        return [*problems, f"the code of seed {seed} ({code}) does not read back: {exc}"]
    if (back.game, back.players, back.seed) != (game_id, int(players), int(seed)):
        problems.append(f"the code of seed {seed} reads back as {back.game} {back.players} {back.seed}")
    return problems


def code_trial(seed: int, good: list[bytes], games: list[str]) -> tuple[bytes, str] | None:
    """One seed in three: a setup with a random or extreme seed, to make into a code and read back."""
    if seed % 3:
        return None
    rng = random.Random(seed)
    digits = rng.choice((1, 6, 12, 13, 18, 19, 30, 60))
    value = rng.choice((10**digits - 1, rng.randrange(10 ** (digits - 1), 10**digits)))
    game_id = rng.choice(games)
    players = rng.randint(2, 4)
    levels = ",".join(rng.choice(("-", "random", "easy", "normal", "hard", "expert")) for _ in range(players))
    return f"roundtrip {game_id} {players} {value} {levels}".encode(), f"round trip of seed {value}"


KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("save", f"{TARGET}.toml", f"{GOOD}.toml", read_save, rehash_save),
    Kind("finished", f"finished/{TARGET}.toml", f"finished/{GOOD}.toml", read_finished, rehash_save),
    Kind("autosave", "autosave.toml", None, read_autosave, rehash_save),
    Kind("campaign", f"campaigns/{TARGET}.toml", f"campaigns/{GOOD}.toml", read_campaign, rehash_campaign),
    Kind("settings", "settings.toml", None, read_settings),
    Kind("records", "records/records.toml", None, read_records),
    Kind("code", "code.txt", None, read_code),
)}
