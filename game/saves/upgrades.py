"""Save versions: old files are upgraded one version at a time by small named functions.

To change the save format: raise ``SAVE_VERSION`` and add
``UPGRADERS[old] = upgrade_v<old>_to_v<old+1>``, a function that takes the
parsed document of version ``old`` and returns one of version ``old + 1``.
What a game's own old saves need besides (the rules edition they were begun
under, fields a newer edition keeps, actions written another way) the game
declares in ``GameInfo.save_upgrades`` (``game.core.saving.SaveUpgrade``),
and ``upgrade`` runs it: this module names no game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.core.saving import SaveUpgrade

from .errors import SaveError
from .plain_data import snapshot_hash

SAVE_FORMAT = "danse-macabre-save"
SAVE_VERSION = 9
Document = dict[str, Any]
OLD_SHAPE = "v1"  # snapshot.shape of a snapshot written before the declared state records


def upgrade_v1_to_v2(document: Document) -> Document:
    """v2 states come from declared records (every game saves its history, who moved, and one
    hidden marker), so a v1 snapshot has another shape.  The action log is the truth and is
    replayed as before; the old snapshot is kept, marked with its shape, still checked against
    its hash (an edited file is still reported), but no longer compared with the replay.  (Elysium
    also writes an offer's "no card" another way: its own step, ``GameInfo.save_upgrades``.)"""
    snapshot = document.get("snapshot")
    if isinstance(snapshot, dict):
        document["snapshot"] = {**snapshot, "shape": OLD_SHAPE}
    document["version"] = 2
    return document


def upgrade_v2_to_v3(document: Document) -> Document:
    """v3 comes with a rules review (issue 10) of Equilibrium and Elysium, which record the edition
    their old games were begun under (their own steps); other games' saves only change version."""
    document["version"] = 3
    return document


def upgrade_v3_to_v4(document: Document) -> Document:
    """v4 comes with Elysium's rules edition 3 (issue 11), which records edition 2 for its v3 games
    (its own step); other games' saves only change version."""
    document["version"] = 4
    return document


def upgrade_v4_to_v5(document: Document) -> Document:
    """v5 comes with the rules review of Bloodlines, Nocturne, Methuselah and the chronicle (issue
    39) and Elysium's edition 4 (issue 40): each of those games records the edition its v4 games
    were begun under (its own step); Equilibrium only changes version."""
    document["version"] = 5
    return document


def upgrade_v5_to_v6(document: Document) -> Document:
    """v6 comes with Bloodlines' rules edition 3 (issue 40: a turn is not ended unasked while the
    hidden hand might hold a playable scheme), which records edition 2 for its v5 games (its own
    step); other games' saves only change version."""
    document["version"] = 6
    return document


def upgrade_v6_to_v7(document: Document) -> Document:
    """v7 comes with games whose saved state changed shape without a new rules edition (issue 41:
    Bloodlines' phases are the rulebook's, and Elysium's response windows sit on its pending-decision
    stack): each such game rewrites its v6 snapshot (its own step's ``fill``); the log replays as
    before."""
    document["version"] = 7
    return document


def upgrade_v7_to_v8(document: Document) -> Document:
    """v8 comes with Methuselah's rules edition 3 (issue 46: a given modifier or reaction card once
    a seat an action, a vampire in torpor can be finished), which records edition 2 for its v7
    games (its own step); other games' saves only change version."""
    document["version"] = 8
    return document


def upgrade_v8_to_v9(document: Document) -> Document:
    """v9 comes with Methuselah's rules edition 4 (issue 46 item 4: the starter decks' lists
    balanced), which records edition 3 for its v8 games (its own step), so they deal the decks they
    dealt; other games' saves only change version."""
    document["version"] = 9
    return document


EDITION_LAST_BEFORE = 3  # the v2->v3 upgrade wrote the edition after the setup's options, over any


def run_game_step(document: Document, step: SaveUpgrade) -> None:
    """One game's own step for the version just upgraded from (``GameInfo.save_upgrades``): its
    logged actions rewritten; the rules edition it was begun under recorded in its setup and, where
    the snapshot is untouched, in the snapshot's state too, with `fill` adding the fields the newer
    edition keeps (as the replay under the old edition leaves them), then hashed again, so the
    snapshot is still compared with the replayed log (unless `compared` says it cannot be).  An
    edited snapshot is left as it is, to be reported."""
    if step.action is not None and isinstance(document.get("actions"), list):
        document["actions"] = [step.action(a) for a in document["actions"]]
    if step.edition is None and step.fill is None:
        return
    edition = {} if step.edition is None else {"rules_edition": step.edition}
    last = step.version < EDITION_LAST_BEFORE
    setup = document.get("setup")
    if edition and isinstance(setup, dict) and isinstance(setup.get("options"), dict):
        setup["options"] = {**setup["options"], **edition} if last else {**edition, **setup["options"]}
    snapshot = document.get("snapshot")
    if isinstance(snapshot, dict) and snapshot.get("shape") != OLD_SHAPE:
        state = snapshot.get("state")
        if isinstance(state, dict) and snapshot.get("hash") == snapshot_hash(state):
            if edition:
                found = state.get("options")
                options = found if isinstance(found, dict) else {}
                state = {**state, "options": {**options, **edition} if last else {**edition, **options}}
            if step.fill is not None:
                state = step.fill(state)
            snapshot = {**snapshot, "state": state, "hash": snapshot_hash(state)}
            if step.compared is not None and not step.compared(state):
                snapshot["shape"] = OLD_SHAPE
            document["snapshot"] = snapshot


UPGRADERS: dict[int, Callable[[Document], Document]] = {
    1: upgrade_v1_to_v2, 2: upgrade_v2_to_v3, 3: upgrade_v3_to_v4, 4: upgrade_v4_to_v5,
    5: upgrade_v5_to_v6, 6: upgrade_v6_to_v7, 7: upgrade_v7_to_v8, 8: upgrade_v8_to_v9,
}


def upgrade(document: Document, path: Any = None, *, latest: int | None = None,
            steps: dict[int, Callable[[Document], Document]] | None = None,
            game_steps: Callable[[str], Iterable[SaveUpgrade]] | None = None) -> Document:
    """Bring a parsed save of any supported version up to ``SAVE_VERSION`` (another kind of
    file of ours: up to `latest` by its own `steps`, e.g. the campaign file).  `game_steps` gives
    the steps a game declares for its own old saves (``GameInfo.save_upgrades``, by game id): after
    the upgrade from version ``v``, the document's game's step for ``v`` runs."""
    latest = SAVE_VERSION if latest is None else latest
    steps = UPGRADERS if steps is None else steps
    if "version" not in document:
        raise SaveError(path, "field version is missing")
    version = document["version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(path, f"field version must be an integer, found {type_name(version)}")
    if version > latest:
        raise SaveError(
            path, f"made by a newer version (v{version}); this build reads up to v{latest}"
        )
    if version < 1:
        raise SaveError(path, f"unknown save version v{version}")
    while version < latest:
        step = steps.get(version)
        if step is None:
            raise SaveError(path, f"no upgrade from save version v{version}")
        try:
            document = step(dict(document))
            game = document.get("game")
            if game_steps is not None and isinstance(game, str):
                for own in game_steps(game):
                    if own.version == version:
                        run_game_step(document, own)
        except SaveError:
            raise
        except Exception as exc:  # noqa: BLE001 - a game bug must not escape as a crash
            raise SaveError(path, f"could not upgrade from v{version}: {exc}") from None
        if document.get("version") != version + 1:
            raise SaveError(path, f"the upgrade from v{version} did not give v{version + 1}")
        version += 1
    return document


def type_name(value: Any) -> str:
    """The TOML name of a value's type, for messages."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "float"
    if isinstance(value, str):
        return "string"
    if isinstance(value, dict):
        return "table"
    if isinstance(value, list):
        return "array"
    return "date-time" if hasattr(value, "isoformat") else type(value).__name__
