"""Equilibrium's actions: one small frozen dataclass per kind of decision."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from game.core.actions import Action, ActionCodec, Pass
from game.core.seats import seat_ref

from .board import parse_op
from .content import load

OFFENSIVE = "offensive"
DEFENSIVE = "defensive"


def guild_name(g: int) -> str:
    return load().guilds[g].name


@lru_cache(maxsize=4096)   # the same resolutions come back turn after turn (the content is fixed)
def describe_ops(ops: str, around: int = -1) -> str:
    """'+3@5;2:1>0' -> 'place a 3 on Thieves, move a 2 from Clerics to Warriors'; said `around` a
    guild every choice is about, that guild goes unnamed ('+3@5' around Thieves: 'place a 3')."""
    if not ops:
        return "nothing happens"
    parts = []
    def at(word: str, guild: int) -> str:
        return "" if guild == around else f" {word} {guild_name(guild)}"

    for op in ops.split(";"):
        kind, v, a, b = parse_op(op)
        if kind == "+":
            parts.append(f"place a {v}{at('on', a)}")
        elif kind == "-":
            parts.append(f"remove a {v}{at('from', a)}")
        else:
            parts.append(f"move a {v}{at('from', a)}{at('to', b)}")
    return ", ".join(parts)


@dataclass(frozen=True, slots=True)
class PlaceSet(Action):
    """Setup: put the next starting set of tokens on a guild."""

    kind: ClassVar[str] = "place_set"
    set_index: int
    guild: int

    def describe(self) -> str:
        return f"place starting set {self.set_index + 1} on {guild_name(self.guild)}"


@dataclass(frozen=True, slots=True)
class Commit(Action):
    """Place an action token on an action card (optionally with a favour or, at 2 players, a hand card)."""

    kind: ClassVar[str] = "commit"
    token: str
    card: str
    favour: int = -1        # guild index of the favour played with it, or -1
    hand_card: str = ""     # 2 players: the advanced card performed instead

    def describe(self) -> str:
        text = f"{self.token} token on {load().cards[self.card].name}"
        if self.hand_card:
            text += f", performing {load().cards[self.hand_card].name} from hand"
        if self.favour >= 0:
            text += f", using the {guild_name(self.favour)}' favour"
        return text


@dataclass(frozen=True, slots=True)
class Target(Action):
    """Offensive action: choose the opponent."""

    kind: ClassVar[str] = "target"
    player: int

    def describe(self) -> str:
        return f"target {seat_ref(self.player)}"


@dataclass(frozen=True, slots=True)
class TargetGuild(Action):
    kind: ClassVar[str] = "target_guild"
    guild: int

    def describe(self) -> str:
        return f"target {guild_name(self.guild)}"


@dataclass(frozen=True, slots=True)
class Resolve(Action):
    """Carry out the card: one complete resolution (see board.py)."""

    kind: ClassVar[str] = "resolve"
    ops: str

    def describe(self) -> str:
        return describe_ops(self.ops)


@dataclass(frozen=True, slots=True)
class UseFavour(Action):
    """Play a favour (after your offensive action, or when attacked)."""

    kind: ClassVar[str] = "use_favour"
    guild: int
    ops: str

    def describe(self) -> str:
        return f"use the {guild_name(self.guild)}' favour: {describe_ops(self.ops)}"


@dataclass(frozen=True, slots=True)
class Vote(Action):
    """Era change: keep one of the three drawn guild power cards (white = abstain, once a game)."""

    kind: ClassVar[str] = "vote"
    card: int               # vote card id: guild * 2 + tier (0 low, 1 high)
    white: bool = False

    def describe(self) -> str:
        if self.white:
            return "cast the white vote"
        tier = "high" if self.card % 2 else "low"
        return f"vote for {guild_name(self.card // 2)} ({tier} card)"


CODEC = ActionCodec(PlaceSet, Commit, Target, TargetGuild, Resolve, UseFavour, Pass, Vote)
