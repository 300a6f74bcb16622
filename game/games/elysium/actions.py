"""Elysium's actions: small frozen records, each with a describe() in the game's words.

Zones are named by id (``"city_hall"``), cards by their index in the deck
(0..99), seats by number; describe() looks the names up in the content.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import HIDDEN, Action, ActionCodec, Pass
from game.core.actions import Interned
from game.core.seats import seat_ref

from .content import load_content

_C = load_content()


def card_name(card: int) -> str:
    return _C.cards[card].name if 0 <= card < len(_C.cards) else "a hidden card"


def offered(card: int | None) -> bool:
    """A card this seat knows in an offer: not None (no card) and not HIDDEN (a card hidden from it)."""
    return card is not None and card != HIDDEN


def zone_name(zone: str) -> str:
    index = _C.zone_ids.get(zone)
    return _C.zones[index].name if index is not None else zone


def power_name(power: str) -> str:
    for clan in _C.clans:
        for p in clan.powers:
            if p.id == power:
                return p.name
    return power


def seat_name(seat: int) -> str:
    return f"{seat_ref(seat)}"


@dataclass(frozen=True, slots=True)
class ChooseClan(Action):
    kind: ClassVar[str] = "choose_clan"
    clan: str

    def describe(self) -> str:
        return f"lead {_C.clans[_C.clan_ids[self.clan]].name}"


# -- the Resource Phase ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"

    def describe(self) -> str:
        return "draw a card"


@dataclass(frozen=True, slots=True)
class Hunt(Action):
    kind: ClassVar[str] = "hunt"

    def describe(self) -> str:
        return "hunt for 1 Vitae"


@dataclass(frozen=True, slots=True)
class ConsumeRetainer(Action):
    kind: ClassVar[str] = "consume"
    card: int

    def describe(self) -> str:
        return f"consume {card_name(self.card)} for 2 Vitae"


@dataclass(frozen=True, slots=True)
class Recover(Action):
    kind: ClassVar[str] = "recover"

    def describe(self) -> str:
        return "rise from torpor in Elysium"


@dataclass(frozen=True, slots=True)
class Rescue(Action):
    kind: ClassVar[str] = "rescue"
    seat: int

    def describe(self) -> str:
        return f"rouse {seat_name(self.seat)} from torpor"


@dataclass(frozen=True, slots=True)
class UseCard(Action):
    """An alternative resource action offered by a card in play."""

    kind: ClassVar[str] = "use_card"
    card: int

    def describe(self) -> str:
        return f"use {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    kind: ClassVar[str] = "play_card"
    card: int

    def describe(self) -> str:
        return f"put {card_name(self.card)} into play"


@dataclass(frozen=True, slots=True)
class DiscardCard(Action):
    """Discard from hand (when over the hand limit)."""

    kind: ClassVar[str] = "discard_card"
    card: int

    def describe(self) -> str:
        return f"discard {card_name(self.card)} from hand"


@dataclass(frozen=True, slots=True)
class DiscardInPlay(Action):
    kind: ClassVar[str] = "discard_in_play"
    card: int

    def describe(self) -> str:
        return f"discard {card_name(self.card)} from play"


@dataclass(frozen=True, slots=True)
class Offer(Action):
    """A gift, trade or token swap offered to a seat in range; they accept or refuse."""

    kind: ClassVar[str] = "offer"
    to: int
    give_card: int | None = None   # a card from hand (HIDDEN to seats not concerned)
    give_vitae: int = 0
    give_zone: str = ""
    want_card: int | None = None   # a card in the receiver's play
    want_vitae: int = 0
    want_zone: str = ""

    def describe(self) -> str:
        give = [card_name(self.give_card)] if self.give_card is not None else []  # HIDDEN: 'a hidden card'
        give += [f"{self.give_vitae} Vitae"] if self.give_vitae else []
        give += [f"a token on {zone_name(self.give_zone)}"] if self.give_zone else []
        want = [card_name(self.want_card)] if self.want_card is not None else []
        want += [f"{self.want_vitae} Vitae"] if self.want_vitae else []
        want += [f"their token on {zone_name(self.want_zone)}"] if self.want_zone else []
        text = f"offer {seat_name(self.to)} {' and '.join(give)}"
        return text + (f" for {' and '.join(want)}" if want else " as a gift")


@dataclass(frozen=True, slots=True)
class Accept(Action):
    kind: ClassVar[str] = "accept"

    def describe(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class Refuse(Action):
    kind: ClassVar[str] = "refuse"

    def describe(self) -> str:
        return "refuse"


@dataclass(frozen=True, slots=True)
class EndResources(Action):
    kind: ClassVar[str] = "end_resources"

    def describe(self) -> str:
        return "end your Resource Phase"


@dataclass(frozen=True, slots=True)
class UsePower(Action):
    kind: ClassVar[str] = "use_power"
    power: str

    def describe(self) -> str:
        return f"use {power_name(self.power)} (1 Vitae)"


# -- movement and challenges ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class Move(Action):
    kind: ClassVar[str] = "move"
    zone: str

    def describe(self) -> str:
        return f"go to {zone_name(self.zone)}"


@dataclass(frozen=True, slots=True)
class ChallengePlayer(Action):
    kind: ClassVar[str] = "challenge_player"
    target: int
    type: str

    def describe(self) -> str:
        return f"{self.type} challenge against {seat_name(self.target)}"


@dataclass(frozen=True, slots=True)
class ChallengeEvent(Action):
    kind: ClassVar[str] = "challenge_event"
    card: int

    def describe(self) -> str:
        return f"challenge the event {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class Assist(Action):
    """Join side 0 (the acting player) or side 1 (the target) of a challenge."""

    kind: ClassVar[str] = "assist"
    side: int

    def describe(self) -> str:
        return "assist the challenger" if self.side == 0 else "assist the target"


@dataclass(frozen=True, slots=True)
class StandAside(Action):
    kind: ClassVar[str] = "stand_aside"

    def describe(self) -> str:
        return "withdraw your assistance"


@dataclass(frozen=True, slots=True)
class Rescind(Action):
    kind: ClassVar[str] = "rescind"

    def describe(self) -> str:
        return "rescind the challenge"


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """Reroll one die with a card in play (`card`) or a power (`power`)."""

    kind: ClassVar[str] = "reroll"
    die: int
    segment: int
    card: int = -1
    power: str = ""

    def describe(self) -> str:
        source = card_name(self.card) if self.card >= 0 else power_name(self.power)
        return f"reroll die {self.die + 1} with {source}"


@dataclass(frozen=True, slots=True)
class Nudge(Action):
    """Discard an Activation or Strategy card from hand: +1 or -1 on one die."""

    kind: ClassVar[str] = "nudge"
    card: int
    die: int
    delta: int

    def describe(self) -> str:
        return f"discard {card_name(self.card)}: {self.delta:+d} on die {self.die + 1}"


@dataclass(frozen=True, slots=True)
class Spoil(Action):
    """The winner's effect on one loser (`effect` 'none' declines)."""

    kind: ClassVar[str] = "spoil"
    loser: int
    effect: str
    card: int = -1
    amount: int = 0
    to: int = -1

    def describe(self) -> str:
        what = {"none": "spare them", "vitae": f"take {self.amount} Vitae",
                "prestige": f"take {self.amount} personal prestige",
                "token": "steal an influence token"}.get(self.effect, f"take {card_name(self.card)}")
        given = f", for {seat_name(self.to)}" if self.to >= 0 and self.effect != "none" else ""
        return f"{seat_name(self.loser)}: {what}{given}"


@dataclass(frozen=True, slots=True)
class GiveInPlay(Action):
    """Over five cards in play after the spoils: offer one of them to a Primogen in range, who
    accepts (it goes into their play) or refuses."""

    kind: ClassVar[str] = "give_in_play"
    to: int
    card: int

    def describe(self) -> str:
        return f"offer {seat_name(self.to)} {card_name(self.card)} from play as a gift"


# -- influence -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Target(Action):
    kind: ClassVar[str] = "target"
    zone: str
    bid: int

    def describe(self) -> str:
        return f"bid {self.bid} influence on {zone_name(self.zone)}"


@dataclass(frozen=True, slots=True)
class Contest(Action):
    kind: ClassVar[str] = "contest"
    bid: int

    def describe(self) -> str:
        return f"contest with {self.bid} new tokens" if self.bid else "contest with the influence you hold"


@dataclass(frozen=True, slots=True)
class Join(Action):
    kind: ClassVar[str] = "join"
    side: int
    bid: int

    def describe(self) -> str:
        return f"join side {self.side + 1} with {self.bid} tokens"


@dataclass(frozen=True, slots=True)
class Raise(Action):
    kind: ClassVar[str] = "raise"
    bid: int

    def describe(self) -> str:
        return f"bid {self.bid} more tokens"


@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """Leave the game for good: your tokens stay and keep contesting."""

    kind: ClassVar[str] = "withdraw"

    def describe(self) -> str:
        return "withdraw from the game"


# One shared instance of each action the longest legal lists offer (core.actions.Interned, made on
# first use): actions are frozen values compared by their fields, so a shared one is the very action
# a new one would be, and a list rebuilt at every step makes no objects.
PASS, DRAW, HUNT, RECOVER, END_RESOURCES, WITHDRAW = Pass(), Draw(), Hunt(), Recover(), EndResources(), Withdraw()
CONSUME, RESCUE, USE_CARD, PLAY = Interned(ConsumeRetainer), Interned(Rescue), Interned(UseCard), Interned(PlayCard)
DISCARD_IN_PLAY, USE_POWER = Interned(DiscardInPlay), Interned(UsePower)
OFFER = Interned(Offer)   # OFFER[to, give_card, give_vitae, give_zone, want_card, want_vitae, want_zone]
TARGET, CONTEST, JOIN, RAISE = Interned(Target), Interned(Contest), Interned(Join), Interned(Raise)
NUDGE, REROLL = Interned(Nudge), Interned(Reroll)
CHALLENGE_PLAYER, CHALLENGE_EVENT, ASSIST = Interned(ChallengePlayer), Interned(ChallengeEvent), Interned(Assist)
RESCIND, STAND_ASIDE = Rescind(), StandAside()

CODEC = ActionCodec(Pass, ChooseClan, Draw, Hunt, ConsumeRetainer, Recover, Rescue, UseCard, PlayCard,
                    DiscardCard, DiscardInPlay, Offer, Accept, Refuse, EndResources, UsePower, Move,
                    ChallengePlayer, ChallengeEvent, Assist, StandAside, Rescind, Reroll, Nudge, Spoil,
                    Target, Contest, Join, Raise, Withdraw, GiveInPlay)
