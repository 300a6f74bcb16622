"""Bloodlines' actions: each decision of the game is one small step (a recruit, then its sire;
a scheme, then its coterie leader, then its targets), so every legal list stays short.

Vampires and characters are character numbers (indexes into the content's characters), schemes
scheme numbers; the table names them from the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action, ActionCodec, Interned, Pass

from .content import load
from .tables import ASSET_WORDS


def _name(index: int) -> str:
    chars = load().characters
    return chars[index].name if 0 <= index < len(chars) else f"#{index}"


def _scheme(index: int) -> str:
    schemes = load().schemes
    return schemes[index].name if 0 <= index < len(schemes) else f"#{index}"


@dataclass(frozen=True, slots=True)
class ChooseClan(Action):
    """Setup: play the clan of this clan leader (a character number)."""
    kind: ClassVar[str] = "choose_clan"
    leader: int

    def describe(self) -> str:
        c = load().characters[self.leader]
        return f"play {load().clan_by_id[c.clan].name}, led by {c.name}"


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    """Recruit this character from the queue (its sire is the next step)."""
    kind: ClassVar[str] = "recruit"
    character: int

    def describe(self) -> str:
        return f"recruit {_name(self.character)}"


@dataclass(frozen=True, slots=True)
class Sire(Action):
    """Place the new vampire beneath this vampire of yours."""
    kind: ClassVar[str] = "sire"
    vampire: int

    def describe(self) -> str:
        return f"beneath {_name(self.vampire)}"


@dataclass(frozen=True, slots=True)
class Order(Action):
    """Modify this battleground next (a battleground id)."""
    kind: ClassVar[str] = "order"
    battleground: str

    def describe(self) -> str:
        bg = load().battleground_by_id.get(self.battleground)
        return f"modify {bg.name if bg else self.battleground} next"


@dataclass(frozen=True, slots=True)
class Attribute(Action):
    """Name an attribute value (a roaming vampire's side, Embrace the Chaos, an edict, the
    primogen's tie-break, a battleground modified 'as' an attribute)."""
    kind: ClassVar[str] = "attribute"
    value: str

    def describe(self) -> str:
        return f"name {self.value}"


@dataclass(frozen=True, slots=True)
class MoveAnkh(Action):
    """The princes: move an ankh from court `source` to court `to` (court numbers)."""
    kind: ClassVar[str] = "move_ankh"
    source: int
    to: int

    def describe(self) -> str:
        return f"move an ankh from court {self.source + 1} to court {self.to + 1}"


@dataclass(frozen=True, slots=True)
class Revolt(Action):
    """The burning cities: keep the city's ankh on the activating vampire, or burn it."""
    kind: ClassVar[str] = "revolt"
    burn: bool

    def describe(self) -> str:
        return "burn the ankh" if self.burn else "take the ankh"


@dataclass(frozen=True, slots=True)
class Token(Action):
    """The long war: this token (a token number)."""
    kind: ClassVar[str] = "token"
    token: int

    def describe(self) -> str:
        return f"token {self.token + 1}"


@dataclass(frozen=True, slots=True)
class Side(Action):
    """The long war: add a token of this side ('council' or 'host')."""
    kind: ClassVar[str] = "side"
    side: str

    def describe(self) -> str:
        return f"add a {self.side} token"


@dataclass(frozen=True, slots=True)
class Scheme(Action):
    """Play this scheme (a scheme number: from your hand, or a battleground's)."""
    kind: ClassVar[str] = "scheme"
    scheme: int

    def describe(self) -> str:
        return f"scheme: {_scheme(self.scheme)}"


@dataclass(frozen=True, slots=True)
class Leader(Action):
    """This vampire of yours leads the coterie."""
    kind: ClassVar[str] = "leader"
    vampire: int

    def describe(self) -> str:
        return f"{_name(self.vampire)} leads the coterie"


@dataclass(frozen=True, slots=True)
class BoonTo(Action):
    """Move a boon onto this opponent's vampire, adding its archetype to the coterie."""
    kind: ClassVar[str] = "boon_to"
    vampire: int

    def describe(self) -> str:
        return f"give a boon to {_name(self.vampire)}"


@dataclass(frozen=True, slots=True)
class BoonFrom(Action):
    """Take that boon from this vampire of yours."""
    kind: ClassVar[str] = "boon_from"
    vampire: int

    def describe(self) -> str:
        return f"the boon from {_name(self.vampire)}"


@dataclass(frozen=True, slots=True)
class Target(Action):
    """The vampire an effect acts on (or the next one, where the order is yours)."""
    kind: ClassVar[str] = "target"
    vampire: int

    def describe(self) -> str:
        return f"target {_name(self.vampire)}"


@dataclass(frozen=True, slots=True)
class Sacrifice(Action):
    """Your vampire would fall into torpor: send this childe instead (-1: let it fall)."""
    kind: ClassVar[str] = "sacrifice"
    vampire: int

    def describe(self) -> str:
        return "accept torpor" if self.vampire < 0 else f"sacrifice {_name(self.vampire)}"


@dataclass(frozen=True, slots=True)
class Redirect(Action):
    """Your clan leader would receive infamy: this childe of theirs receives it."""
    kind: ClassVar[str] = "redirect"
    vampire: int

    def describe(self) -> str:
        return f"the infamy goes to {_name(self.vampire)}"


@dataclass(frozen=True, slots=True)
class Kiss(Action):
    """Kiss the Ring: give the boon of this vampire of yours (-1: refuse and suffer)."""
    kind: ClassVar[str] = "kiss"
    vampire: int

    def describe(self) -> str:
        return "refuse" if self.vampire < 0 else f"give a boon from {_name(self.vampire)}"


@dataclass(frozen=True, slots=True)
class Invite(Action):
    """Invitation: invite this seat (-1: no one); guest_first: the guest's effect resolves first."""
    kind: ClassVar[str] = "invite"
    seat: int
    guest_first: bool = False

    def describe(self) -> str:
        if self.seat < 0:
            return "invite no one"
        return f"invite Seat {self.seat + 1}" + (" (guest first)" if self.guest_first else "")


@dataclass(frozen=True, slots=True)
class Answer(Action):
    """An invitation: accept with this vampire of yours as the one gaining (-1: decline)."""
    kind: ClassVar[str] = "answer"
    vampire: int

    def describe(self) -> str:
        return "decline" if self.vampire < 0 else f"accept, with {_name(self.vampire)}"


@dataclass(frozen=True, slots=True)
class QueuePick(Action):
    """This character of the queue (reserve, remove, usurp, craft)."""
    kind: ClassVar[str] = "queue_pick"
    character: int

    def describe(self) -> str:
        return f"{_name(self.character)} from the queue"


@dataclass(frozen=True, slots=True)
class DeckPick(Action):
    """Recruit this character from the character deck."""
    kind: ClassVar[str] = "deck_pick"
    character: int

    def describe(self) -> str:
        return f"{_name(self.character)} from the deck"


@dataclass(frozen=True, slots=True)
class TakeScheme(Action):
    """Take this clan scheme from your discard pile."""
    kind: ClassVar[str] = "take_scheme"
    scheme: int

    def describe(self) -> str:
        return f"take back {_scheme(self.scheme)}"


@dataclass(frozen=True, slots=True)
class Market(Action):
    """Pay a boon into this black market to carry out its effect."""
    kind: ClassVar[str] = "market"
    scheme: int

    def describe(self) -> str:
        return f"trade at {_scheme(self.scheme)}"


@dataclass(frozen=True, slots=True)
class UseAsset(Action):
    """A chronicle: discard this asset (an archetype: scholarly, warlike, wealthy, clandestine)
    for its effect; once a turn, and gone for the rest of the chronicle."""
    kind: ClassVar[str] = "use_asset"
    asset: str

    def describe(self) -> str:
        return f"spend the {self.asset} asset: {ASSET_WORDS.get(self.asset, self.asset)}"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end_turn"

    def describe(self) -> str:
        return "end the turn"


CODEC = ActionCodec(ChooseClan, Recruit, Sire, Order, Attribute, MoveAnkh, Revolt, Token, Side,
                    Scheme, Leader, BoonTo, BoonFrom, Target, Sacrifice, Redirect, Kiss, Invite,
                    Answer, QueuePick, DeckPick, TakeScheme, Market, UseAsset, EndTurn, Pass)

# One shared instance of each action the legal lists offer (core.actions.Interned, made on first
# use): the lists are built again at every step, and a lookup is far cheaper than a new action.
RECRUIT, SCHEME, MARKET, SIRE = Interned(Recruit), Interned(Scheme), Interned(Market), Interned(Sire)
LEADER, BOON_TO, BOON_FROM, TARGET = Interned(Leader), Interned(BoonTo), Interned(BoonFrom), Interned(Target)
ATTRIBUTE, MOVE_ANKH, CHOOSE_CLAN = Interned(Attribute), Interned(MoveAnkh), Interned(ChooseClan)
USE_ASSET = Interned(UseAsset)
END_TURN = EndTurn()
