"""Save versions: old files are upgraded one version at a time by small named functions.

To change the save format: raise ``SAVE_VERSION`` and add
``UPGRADERS[old] = upgrade_v<old>_to_v<old+1>``, a function that takes the
parsed document of version ``old`` and returns one of version ``old + 1``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import SaveError
from .plain_data import snapshot_hash

SAVE_FORMAT = "danse-macabre-save"
SAVE_VERSION = 5
Document = dict[str, Any]
OLD_SHAPE = "v1"  # snapshot.shape of a snapshot written before the declared state records


def upgrade_v1_to_v2(document: Document) -> Document:
    """v2 states come from declared records (every game saves its history, who moved, and one
    hidden marker), so a v1 snapshot has another shape.  The action log is the truth and is
    replayed as before; the old snapshot is kept, marked with its shape, still checked against
    its hash (an edited file is still reported), but no longer compared with the replay."""
    snapshot = document.get("snapshot")
    if isinstance(snapshot, dict):
        document["snapshot"] = {**snapshot, "shape": OLD_SHAPE}
    if document.get("game") == "elysium" and isinstance(document.get("actions"), list):
        document["actions"] = [_elysium_offer_v2(a) for a in document["actions"]]
    document["version"] = 2
    return document


def _elysium_offer_v2(action: Any) -> Any:
    """v1 wrote "no card" in an Elysium offer as -1, which is now the one hidden marker; v2 leaves
    the field out (absent means no card)."""
    if not isinstance(action, dict) or action.get("kind") != "offer":
        return action
    return {k: v for k, v in action.items() if not (k in ("give_card", "want_card") and v == -1)}


FIRST_TABLE_RULES = 1  # the option rules_edition recorded for Equilibrium and Elysium games begun before v3


def upgrade_v2_to_v3(document: Document) -> Document:
    """v3 comes with a rules review (issue 10).  Equilibrium takes a card's intrigue from the board
    space it was dealt onto, gives Fall Guy's defensive use the minor favour on a guild already at
    six, and leaves an intrigue token moved zero spaces in its place; Elysium offers withdrawal
    only as a Resource Phase begins and marks a Primogen that has played or discarded a card in
    it.  A game begun before keeps the rules it was begun with: the upgrade records the setup
    option ``rules_edition = 1``, which both engines honour, so its log replays move for move.
    An untouched snapshot gets the same option (and Equilibrium's empty ``spaces``) and is hashed
    again, so it is still compared with the replay; an edited one is left as it is, to be
    reported.  An Elysium snapshot taken in a Resource Phase may lack v3's mark, so it is kept and
    hash-checked but not compared (as a v1 snapshot).  Other games' saves only change version."""
    game = document.get("game")
    if game in ("equilibrium", "elysium"):
        setup = document.get("setup")
        if isinstance(setup, dict) and isinstance(setup.get("options"), dict):
            setup["options"] = {**setup["options"], "rules_edition": FIRST_TABLE_RULES}
        snapshot = document.get("snapshot")
        if isinstance(snapshot, dict) and snapshot.get("shape") != OLD_SHAPE:
            state = snapshot.get("state")
            if isinstance(state, dict) and snapshot.get("hash") == snapshot_hash(state):
                found = state.get("options")
                options = found if isinstance(found, dict) else {}
                state = {**state, "options": {**options, "rules_edition": FIRST_TABLE_RULES}}
                if game == "equilibrium":
                    state["spaces"] = state.get("spaces", [])
                snapshot = {**snapshot, "state": state, "hash": snapshot_hash(state)}
                if game == "elysium" and state.get("phase") == "resource":
                    snapshot["shape"] = OLD_SHAPE
                document["snapshot"] = snapshot
    document["version"] = 3
    return document


V3_RULES = {"elysium": 2}  # the rules edition of a game a v3 save began with, where v4 raised it


def _record_edition(document: Document, edition: int,
                    fill: Callable[[Document], Document] = lambda state: state) -> None:
    """Record the rules edition an old game was begun under: in its setup and, where the snapshot
    is untouched, in the snapshot's state too, with `fill` adding the fields the newer edition
    keeps (as the replay under the old edition leaves them), then hashed again, so the snapshot is
    still compared with the replayed log.  An edited snapshot is left as it is, to be reported."""
    setup = document.get("setup")
    if isinstance(setup, dict) and isinstance(setup.get("options"), dict):
        setup["options"] = {"rules_edition": edition, **setup["options"]}
    snapshot = document.get("snapshot")
    if isinstance(snapshot, dict) and snapshot.get("shape") != OLD_SHAPE:
        state = snapshot.get("state")
        if isinstance(state, dict) and snapshot.get("hash") == snapshot_hash(state):
            found = state.get("options")
            options = found if isinstance(found, dict) else {}
            state = fill({**state, "options": {"rules_edition": edition, **options}})
            document["snapshot"] = {**snapshot, "state": state, "hash": snapshot_hash(state)}


def _refusals_empty(state: Document) -> Document:
    """Elysium's fields that remember refusals (edition 3), empty, as an edition-2 replay leaves them."""
    state = {**state, "refused_offers": []}
    if isinstance(state.get("clash"), dict):
        state["clash"] = {**state["clash"], "refused": [], "faced": []}
    return state


def upgrade_v3_to_v4(document: Document) -> Document:
    """v4 comes with Elysium's rules edition 3 (issue 11): a request refused in a response window
    (help in a challenge, joining a side, an offer) is not offered again in it, which a v3 log may
    do.  A v3 game without a recorded edition was begun under edition 2: the upgrade records it, in
    the setup and (untouched, then hashed again) the snapshot, with the fields that remember
    refusals, empty, as the replay under edition 2 leaves them.  Other games only change version."""
    game = document.get("game")
    edition = V3_RULES.get(game) if isinstance(game, str) else None
    if edition is not None:
        _record_edition(document, edition, _refusals_empty)
    document["version"] = 4
    return document


# editions a v4 save began with, where v5 raised them (Elysium's 4: issue 40, the dice window's asking)
V4_RULES = {"bloodlines": 1, "nocturne": 1, "methuselah": 1, "elysium": 3}


def upgrade_v4_to_v5(document: Document) -> Document:
    """v5 comes with the rules review of Bloodlines, Nocturne, Methuselah and the chronicle
    (issue 39), each game's rules edition 2.  A v4 game of those three was begun under edition 1:
    the upgrade records it in the setup and (untouched, then hashed again: edition 2 adds no state
    field) the snapshot, so its log replays move for move and is still compared with the snapshot.
    An Elysium v4 game was begun under edition 3 (4 asks a seat in the dice window whenever the
    table cannot tell it holds nothing that nudges, issue 40) and is recorded the same way (an
    older one keeps the edition its own upgrade recorded).  Equilibrium only changes version."""
    game = document.get("game")
    edition = V4_RULES.get(game) if isinstance(game, str) else None
    if edition is not None:
        _record_edition(document, edition)
    document["version"] = 5
    return document


UPGRADERS: dict[int, Callable[[Document], Document]] = {
    1: upgrade_v1_to_v2, 2: upgrade_v2_to_v3, 3: upgrade_v3_to_v4, 4: upgrade_v4_to_v5,
}


def upgrade(document: Document, path: Any = None, *, latest: int | None = None,
            steps: dict[int, Callable[[Document], Document]] | None = None) -> Document:
    """Bring a parsed save of any supported version up to ``SAVE_VERSION`` (another kind of
    file of ours: up to `latest` by its own `steps`, e.g. the campaign file)."""
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
