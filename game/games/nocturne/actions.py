"""Nocturne's actions: the small steps of a secret plan, the orders placed, and the choices of
resolution and cleanup.

Planning actions are seen only by the seat that takes them (the others see a hidden choice); a
city order placed shows its quarter to everyone but which of the seat's orders it is (so which
part of the day) only to its owner, until the reveal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action, ActionCodec, Pass

from .content import load

PLACES = ("catacombs", "altar", "dawn", "dusk", "night")
"""Where an order token may be planned: PLACES[i] is written as code i + 1 in a plan."""
PILES = ("lesser", "elder", "none")
HIDDEN_TOKEN = -1
"""The token of a PlaceCity as the other seats see it."""


def _name(card: int) -> str:
    names = load().names
    return names[card] if 0 <= card < len(names) else f"card {card}"


def the_card(card: int) -> str:
    """The card's name after "the" ("the Notary"), or alone when it has its own ("The Lamplord")."""
    name = _name(card)
    return name if name.startswith("The ") else f"the {name}"


def _quarter(q: int) -> str:
    quarters = load().quarters
    return quarters[q] if 0 <= q < len(quarters) else f"quarter {q + 1}"


@dataclass(frozen=True, slots=True)
class PlanOrder(Action):
    """Assign one more order token: to the catacombs, the altar, or a part of the day in a quarter
    (a city order then becomes the one cards are added to)."""

    kind: ClassVar[str] = "plan_order"
    where: str
    quarter: int | None = None

    def describe(self) -> str:
        if self.quarter is None:
            return f"plan an order for the {self.where}"
        return f"plan a {self.where.capitalize()} order in the {_quarter(self.quarter)}"


@dataclass(frozen=True, slots=True)
class AddCard(Action):
    """Put a card from hand under the city order being planned."""

    kind: ClassVar[str] = "add_card"
    card: int

    def describe(self) -> str:
        return f"put {the_card(self.card)} under the order"


@dataclass(frozen=True, slots=True)
class DropOrder(Action):
    """Take back the city order being planned and the cards under it."""

    kind: ClassVar[str] = "drop_order"

    def describe(self) -> str:
        return "take back the order being planned"


@dataclass(frozen=True, slots=True)
class CommitPlan(Action):
    """The plan is done: hide it behind the screen (only when every city order beats its fear die)."""

    kind: ClassVar[str] = "commit_plan"

    def describe(self) -> str:
        return "commit the plan"


@dataclass(frozen=True, slots=True)
class PlaceCity(Action):
    """Place order `token` face down beside `quarter`'s row (from rules edition 2 any quarter, where it
    fails if its cards do not beat the die; edition 1: a quarter its cards can act in)."""

    kind: ClassVar[str] = "place_city"
    token: int
    quarter: int

    def describe(self) -> str:
        if self.token == HIDDEN_TOKEN:
            return f"place an order face down by the {_quarter(self.quarter)}"
        return f"place order {self.token + 1} face down by the {_quarter(self.quarter)}"


@dataclass(frozen=True, slots=True)
class PlaceCatacombs(Action):
    """Place an order in the catacombs: take the top card of a pile at once."""

    kind: ClassVar[str] = "place_catacombs"
    pile: str

    def describe(self) -> str:
        if self.pile == "none":
            return "place an order in the empty catacombs"
        return f"place an order in the catacombs: take the top {self.pile} vampire"


@dataclass(frozen=True, slots=True)
class PlaceAltar(Action):
    """Place an order on the altar: buy the face-up ritual in `slot` (None: buy nothing)."""

    kind: ClassVar[str] = "place_altar"
    slot: int | None = None

    def describe(self) -> str:
        if self.slot is None:
            return "place an order on the altar and buy nothing"
        return f"place an order on the altar: buy ritual {self.slot + 1}"


@dataclass(frozen=True, slots=True)
class UseAbility(Action):
    """At Dusk, use the victim's ability, paying its influence into the quarter's Night cell."""

    kind: ClassVar[str] = "use_ability"

    def describe(self) -> str:
        return "use the victim's ability"


@dataclass(frozen=True, slots=True)
class KeepCard(Action):
    """At cleanup, pay the upkeep to keep a used card (the rest go back)."""

    kind: ClassVar[str] = "keep_card"
    card: int

    def describe(self) -> str:
        return f"keep {the_card(self.card)}"


@dataclass(frozen=True, slots=True)
class DiscardCard(Action):
    """Discard a card from a hand over the limit."""

    kind: ClassVar[str] = "discard_card"
    card: int

    def describe(self) -> str:
        return f"discard {the_card(self.card)}"


PLAN_ACTIONS = (PlanOrder, AddCard, DropOrder, CommitPlan)
CODEC = ActionCodec(Pass, PlanOrder, AddCard, DropOrder, CommitPlan, PlaceCity, PlaceCatacombs,
                    PlaceAltar, UseAbility, KeepCard, DiscardCard)
