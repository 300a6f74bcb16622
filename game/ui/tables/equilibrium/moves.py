"""Equilibrium gestures as actions: which drops, clicks and token moves match which legal actions.

Pure logic (no pygame), so it is cheap to test: the table view asks these
functions what lights up and what a gesture means, and plays only actions
taken from ``legal_actions()``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core import Action
from game.ui.kit.names import capital
from game.ui.tables.equilibrium.read import (
    Commit,
    EquilibriumState,
    Resolve,
    UseFavour,
    describe_ops,
    load,
    parse_op,
)

OpAction = Resolve | UseFavour


def stage_of(state: EquilibriumState) -> str:
    """The decision being asked now (the engine's waiting step: setup, commit, target, guild, resolve,
    react, self_favour, era), or "over"."""
    return "over" if state.is_over else state.stage


# -- committing a token ---------------------------------------------------------------
def commit_cards(legal: Iterable[Action], token: str) -> set[str]:
    """The action cards `token` ('offensive'/'defensive') may be dropped on."""
    return {a.card for a in legal if isinstance(a, Commit) and a.token == token}


def commit_options(legal: Iterable[Action], token: str, card: str) -> list[Commit]:
    """Every Commit of `token` on `card` (plain first; then with a favour or a hand card)."""
    found = [a for a in legal if isinstance(a, Commit) and a.token == token and a.card == card]
    return sorted(found, key=lambda a: (a.favour >= 0, a.hand_card != "", a.favour, a.hand_card))


def commit_label(action: Commit) -> str:
    """A popup line for one Commit variant."""
    content = load()
    parts = []
    if action.hand_card:
        parts.append(f"Perform {content.cards[action.hand_card].name} from your hand")
    if action.favour >= 0:
        parts.append(f"use the {content.guilds[action.favour].name}' favour")
    if not parts:
        return f"Play {content.cards[action.card].name}"
    return capital(", ".join(parts))


# -- resolutions and favours ---------------------------------------------------------
def op_actions(legal: Iterable[Action]) -> list[OpAction]:
    """The Resolve and UseFavour actions: the ones made of token operations."""
    return [a for a in legal if isinstance(a, (Resolve, UseFavour))]


def ops_of(action: OpAction) -> list[str]:
    return action.ops.split(";") if action.ops else []


def matching(actions: Sequence[OpAction], op: str, favour: int | None = None) -> list[OpAction]:
    """The actions that contain the token operation `op` (optionally only one favour's)."""
    return [a for a in actions if op in ops_of(a)
            and (favour is None or (isinstance(a, UseFavour) and a.guild == favour))]


def op_label(action: OpAction, around: int = -1) -> str:
    """A button label: 'Place a 3 on Thieves', or 'Warriors' favour: move a 1 …' (`around` a guild:
    that guild unnamed)."""
    text = capital(describe_ops(action.ops, around)) if action.ops else "Nothing happens"
    if isinstance(action, UseFavour):
        return f"{load().guilds[action.guild].name}' favour: {text[:1].lower()}{text[1:]}"
    return text


def move_op(value: int, source: int, dest: int) -> str:
    return f"{value}:{source}>{dest}"


def place_op(value: int, guild: int) -> str:
    return f"+{value}@{guild}"


def remove_op(value: int, guild: int) -> str:
    return f"-{value}@{guild}"


def movable(actions: Sequence[OpAction]) -> set[tuple[int, int]]:
    """(guild, value) pairs of tokens some action moves away or removes: those can be picked up."""
    out: set[tuple[int, int]] = set()
    for action in actions:
        for op in ops_of(action):
            kind, v, a, _b = parse_op(op)
            if kind in (">", "-"):
                out.add((a, v))
    return out


def placeable(actions: Sequence[OpAction]) -> set[int]:
    """Token values some action places from the supply."""
    return {parse_op(op)[1] for a in actions for op in ops_of(a) if op[0] == "+"}


def guild_drop_ops(source: tuple[str, int, int], guild: int) -> str:
    """The op a drop makes: ('hex', g, v) onto another guild is a move, ('supply', -1, v) a placement."""
    kind, from_guild, value = source
    if kind == "supply":
        return place_op(value, guild)
    return move_op(value, from_guild, guild)


# -- votes and cards ------------------------------------------------------------------
def vote_label(card: int, players: int) -> tuple[str, int]:
    """('Warriors', +3): a vote card's guild name and power value at this player count."""
    content = load()
    return content.guilds[card // 2].name, content.vote_values[players][card % 2]
