"""Methuselah's actions: small steps (pick a minion, pick an action, pick a target, ...) so every
decision has few branches.  Cards are named by their index in the content (a library card or a
vampire), minions by their uid (stable while they are in play)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game.core.actions import Action, ActionCodec, Pass

from .content import load
from .pieces import VAMPIRE, Minion

_C = load()


def card_name(card: int) -> str:
    return _C.cards[card].name if 0 <= card < len(_C.cards) else "a card"


def who_of(minion: Minion) -> int:
    """How an action names a minion: its vampire's index, or 1000 + an ally's card."""
    return minion.card if minion.kind == VAMPIRE else 1000 + minion.card


def minion_name(who: int, fallback: str) -> str:
    """A minion by `who_of` (vampire index or 1000 + ally card); `fallback` when unknown (-1)."""
    if 0 <= who < len(_C.vampires):
        return _C.vampires[who].name
    if 1000 <= who < 1000 + len(_C.cards):
        return _C.cards[who - 1000].name
    return fallback


@dataclass(frozen=True, slots=True)
class EdgePool(Action):
    """Unlock phase: the Edge's owner gains 1 pool."""
    kind: ClassVar[str] = "edge_pool"

    def describe(self) -> str:
        return "gain 1 pool from the Edge"


@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """Unlock phase: announce the intent to withdraw (library empty, hand not full)."""
    kind: ClassVar[str] = "withdraw"

    def describe(self) -> str:
        return "announce that you withdraw"


@dataclass(frozen=True, slots=True)
class PlayMaster(Action):
    kind: ClassVar[str] = "master"
    card: int

    def describe(self) -> str:
        return f"play {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class Target(Action):
    """The minion a card or an action is aimed at."""
    kind: ClassVar[str] = "target"
    uid: int
    who: int = field(default=-1, compare=False)   # for the words only

    def describe(self) -> str:
        return f"aim at {minion_name(self.who, 'a minion')}"


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Minion phase: the minion that acts next."""
    kind: ClassVar[str] = "pick"
    uid: int
    who: int = field(default=-1, compare=False)

    def describe(self) -> str:
        return f"act with {minion_name(self.who, 'a minion')}"


ACT_WORDS = {"bleed": "bleed your prey", "hunt": "hunt", "leave": "leave torpor",
             "rescue": "rescue a vampire from torpor", "finish": "finish a vampire in torpor", "card": "play"}


@dataclass(frozen=True, slots=True)
class Act(Action):
    """The action the picked minion takes: bleed, hunt, leave, rescue, finish, or a card (card >= 0)."""
    kind: ClassVar[str] = "act"
    what: str
    card: int = -1

    def describe(self) -> str:
        if self.card >= 0:
            return f"play {card_name(self.card)}"
        return ACT_WORDS.get(self.what, self.what)


@dataclass(frozen=True, slots=True)
class Block(Action):
    kind: ClassVar[str] = "block"
    uid: int
    who: int = field(default=-1, compare=False)

    def describe(self) -> str:
        return f"try to block with {minion_name(self.who, 'a minion')}"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """A modifier, reaction or combat card played by minion `uid` (`side`: a vote's side, 1 for)."""
    kind: ClassVar[str] = "play"
    card: int
    uid: int
    side: int = -1

    def describe(self) -> str:
        tail = "" if self.side < 0 else (", its votes for" if self.side else ", its votes against")
        return f"play {card_name(self.card)}{tail}"


@dataclass(frozen=True, slots=True)
class Cast(Action):
    """Referendum: cast your titles' votes for (1) or against (0)."""
    kind: ClassVar[str] = "cast"
    side: int

    def describe(self) -> str:
        return "vote for" if self.side else "vote against"


@dataclass(frozen=True, slots=True)
class EdgeVote(Action):
    """Referendum: burn the Edge for 1 vote for (1) or against (0) (rules edition 3)."""
    kind: ClassVar[str] = "edge_vote"
    side: int

    def describe(self) -> str:
        return f"burn the Edge: 1 vote {'for' if self.side else 'against'}"


@dataclass(frozen=True, slots=True)
class Strike(Action):
    """Combat: strike with the hand (`source` 'hand'), a weapon (`gear`, its card) or not at all."""
    kind: ClassVar[str] = "strike"
    source: str
    card: int = -1

    def describe(self) -> str:
        if self.source == "hand":
            return "strike with the hand"
        if self.source == "gear":
            return f"strike with {card_name(self.card)}"
        return "do not strike"


@dataclass(frozen=True, slots=True)
class Transfer(Action):
    """Influence: 1 pool onto uncontrolled vampire `slot` (amount 1, one transfer) or 1 blood back
    to the pool (amount -1, two transfers)."""
    kind: ClassVar[str] = "transfer"
    slot: int
    amount: int
    who: int = field(default=-1, compare=False)   # the face-down vampire: masked for the others

    def describe(self) -> str:
        name = minion_name(self.who, f"uncontrolled vampire {self.slot + 1}")
        if self.amount > 0:
            return f"move 1 pool onto {name}"
        return f"take 1 blood back from {name}"


@dataclass(frozen=True, slots=True)
class CryptDraw(Action):
    kind: ClassVar[str] = "crypt_draw"

    def describe(self) -> str:
        return "a vampire from the crypt"


@dataclass(frozen=True, slots=True)
class BringOut(Action):
    kind: ClassVar[str] = "bring_out"
    slot: int
    who: int = field(default=-1, compare=False)

    def describe(self) -> str:
        return f"bring {minion_name(self.who, f'uncontrolled vampire {self.slot + 1}')} into play"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    kind: ClassVar[str] = "discard"
    card: int

    def describe(self) -> str:
        return f"discard {card_name(self.card)} and draw"


@dataclass(frozen=True, slots=True)
class PlayEvent(Action):
    kind: ClassVar[str] = "event"
    card: int

    def describe(self) -> str:
        return f"put {card_name(self.card)} in play"


@dataclass(frozen=True, slots=True)
class Seek(Action):
    """Take one of the cards looked at into your hand (secret: the others see only that you took one)."""
    kind: ClassVar[str] = "seek"
    card: int

    def describe(self) -> str:
        return f"take {card_name(self.card)} into your hand"


CODEC = ActionCodec(Pass, EdgePool, Withdraw, PlayMaster, Target, Pick, Act, Block, Play, Cast, Strike,
                    Transfer, EdgeVote, CryptDraw, BringOut, Discard, PlayEvent, Seek)
