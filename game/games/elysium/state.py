"""The Elysium game state: everything that changes, declared once (see game.core.records).

The rules live in the phase modules (see flow.py); this class keeps the data and
hands each action to the step that is waiting for it.  Each field is declared once in
the class body, with its type: how it copies, saves and hides (clone, to_data,
from_data and view come from it) and how a new game starts it.
What a view hides: other seats' hands, the deck order, the seed and the rng (the
core drops them), and a card offered from hand between two other seats (in the
waiting offer, in the offers refused this phase and in the history).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from game.core import Action, Event, GameState, Rng, Seat
from game.core import records as r
from game.core.records import HIDDEN

from . import public, scoring
from .actions import Offer
from .clash import Clash, panel
from .content import load_content
from .deck import IS_EVENT
from .effects import event_effects
from .flow import FLOW
from .phases import setup
from .windows import ResponseWindow

C = load_content()


def _offer_seen_by(offer: dict[str, Any], seat: int | None, state: ElysiumState) -> dict[str, Any]:
    """The offer waiting for an answer: a card from hand shows only to giver and receiver."""
    if offer.get("give_card") is not None and seat not in (offer["from"], offer["to"]):
        return {**offer, "give_card": HIDDEN}
    return offer


def _offers_seen_by(offers: list[dict[str, Any]], seat: int | None, state: ElysiumState) -> list[dict[str, Any]]:
    """Offers refused in this Resource Phase: a card from hand shows only to giver and receiver."""
    return [_offer_seen_by(offer, seat, state) for offer in offers]


def _turns(players: int, options: Mapping[str, Any]) -> int:
    return int(options.get("turns", 6))


class ElysiumState(GameState):
    """Zones, tokens, miniatures, Vitae, prestige, cards, and the decision being waited for."""

    # Every field, declared once: how it copies, saves and hides, and how a new game starts it.
    # Primogen, by seat
    clan: list[int] = r.flat(start=r.per_seat(-1))      # clan index; -1 until chosen
    location: list[int] = r.flat(start=r.per_seat(-1))  # zone of the miniature; -1 in torpor or withdrawn
    vitae: list[int] = r.flat(start=r.per_seat(0))
    prestige: list[int] = r.flat(start=r.per_seat(0))
    withdrawn: list[bool] = r.flat(start=r.per_seat(False))
    untargetable: list[bool] = r.flat(start=r.per_seat(False))
    challenged: list[bool] = r.flat(start=r.per_seat(False))
    supply: list[int] = r.flat(start=r.per_seat(0))     # influence tokens to bid this phase
    passed: list[bool] = r.flat(start=r.per_seat(False))
    stolen: list[int] = r.flat(start=r.per_seat(0))
    token_given: list[bool] = r.flat(start=r.per_seat(False))
    recorded: list[int] = r.flat(start=r.per_seat(0))   # the prestige track: totals at the last Resolution
    # cards (the top of the deck is its end)
    hands: list[list[int]] = r.nested("seat", start=r.per_seat([]))
    play: list[list[int]] = r.nested(start=r.per_seat([]))
    deck: list[int] = r.flat("secret", start=[])
    discard: list[int] = r.flat(start=[])
    events: list[int] = r.flat(start=[])   # event cards in play
    removed: list[int] = r.flat(start=[])  # out of the two-player game
    # the city
    tokens: list[list[int]] = r.nested(start=lambda n, o: [[0] * n for _ in C.zones])  # [zone][seat] influence
    controller: list[int] = r.flat(start=[-1] * len(C.zones))
    # the turn
    order: list[int] = r.flat(start=lambda n, o: list(range(n)))   # this turn's seat order
    turn: int = r.scalar(int, start=0)
    turns_total: int = r.scalar(int, start=_turns)
    masquerade: int = r.scalar(int, start=_turns)
    regent: int = r.scalar(int, start=0)
    phase: str = r.scalar(str, start="setup")
    step: str = r.scalar(str, start="clan")
    actor: int = r.scalar(int, start=0)
    pos: int = r.scalar(int, start=0)
    actions_left: int = r.scalar(int, start=0)
    offers_made: int = r.scalar(int, start=0)
    extra_turns: int = r.scalar(int, start=0)
    resumed: int = r.scalar(int, start=0)                          # where a hand-limit or trim step returns to
    used: set[str] = r.strset(start=set())                         # once-per-turn card and power uses
    offer: dict[str, Any] = r.deep(mask=_offer_seen_by, start={})  # a gift or trade waiting for an answer
    refused_offers: list[dict[str, Any]] = r.deep(mask=_offers_seen_by, start=[], default=[])  # refused this Resource Phase
    clash: Clash | None = r.record(Clash, start=None)              # the challenge or contest being played out
    stack: list[ResponseWindow] = r.rows(ResponseWindow, start=[])  # the response window open (windows.py)
    over: bool = r.scalar(bool, start=False)
    winners_list: list[int] = r.flat(start=[])

    DERIVED: ClassVar[tuple[str, ...]] = ("_opening",)
    _opening: tuple[Event, ...] | None
    SECRET_ACTIONS: ClassVar[tuple[type[Action], ...]] = (Offer,)  # a card offered from hand
    FLOW = FLOW            # the base plays each action through it (no START: __init__ deals the opening)

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)   # every field at its declared start
        self._opening = None
        events: list[Event] = []
        setup.begin(self, events)
        FLOW.settle(self, events)
        self._opening = tuple(events)

    # -- the contract ------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.over else self.actor

    @property
    def is_over(self) -> bool:
        return self.over

    def _legal_actions(self) -> list[Action]:
        legal = FLOW.legal(self)
        if self.viewer is not None and self.viewer != self.actor:  # a view cannot name others' hidden cards
            legal = [a for a in legal if getattr(a, "card", 0) != HIDDEN or a.kind == "reroll"]
        return legal

    def opening_events(self) -> list[Event]:
        """What happened before the first decision (the cut, events off the top, the first-Regent
        roll): fixed by the seed and options, so a loaded save or an undo shows the same opening.
        The first apply() also returns them, ahead of its own events.  A view has none: its
        seed is gone, and the opening stays with the true state."""
        if self._opening is None and self.seed is not None:
            self._opening = ElysiumState(self.players, self.seed, self.options)._opening
        return list(self._opening or ())

    # -- scores ---------------------------------------------------------------------
    def scores(self) -> list[int]:
        return scoring.totals(self)

    def winners(self) -> list[int]:
        return list(self.winners_list) if self.over else []

    def score_breakdown(self) -> list[tuple[str, list[int]]]:
        return scoring.breakdown(self)

    def score_notes(self) -> list[tuple[str, list[int]]]:
        return scoring.notes(self)

    def tie_break(self) -> str:
        return scoring.tie_break(self)

    # -- plain data and views (clone, to_data, from_data and view come from the fields) ----
    def _derive(self) -> None:
        self._opening = None              # rebuilt from the seed when asked (see opening_events)
        if len(self.hands) != self.players or len(self.tokens) != len(C.zones):
            raise ValueError("an Elysium save needs one hand per player and one row per zone")

    def action_seen_by(self, action: Action, mover: Seat, seat: int | None) -> Action:
        """A card offered from hand is hidden from all but the giver and the receiver."""
        if type(action) is Offer and action.give_card is not None and seat != mover and seat != action.to:
            return dataclasses.replace(action, give_card=HIDDEN)
        return action

    def _mask_view(self, view: Self, seat: int | None) -> None:
        view._opening = None

    def unseen_cards(self, seat: int) -> list[int]:
        """Cards `seat` cannot see: not in its hand, not in play, not discarded, not removed."""
        seen = {*self.hands[seat], *self.discard, *self.events, *self.removed}
        for cards in self.play:
            seen.update(cards)
        return [c for c in range(len(C.cards)) if c not in seen]

    def determinize(self, seat: int, rng: Rng) -> ElysiumState:
        """A playable full state consistent with what `seat` knows (works on a view too)."""
        world = self.clone()
        pool = self.unseen_cards(seat)
        rng.shuffle(pool)
        shown = self.offer.get("give_card", HIDDEN)  # a card offered to `seat`: in the giver's hand
        giver = self.offer.get("from", seat) if shown is not None and shown != HIDDEN and shown in pool else seat
        plain = [c for c in pool if not IS_EVENT[c] and (giver == seat or c != shown)]
        events = [c for c in pool if IS_EVENT[c]]
        world.hands = [list(h) if other == seat else
                       [shown, *(plain.pop() for _ in h[1:])] if other == giver and h else [plain.pop() for _ in h]
                       for other, h in enumerate(self.hands)]
        deck = plain + events
        rng.shuffle(deck)
        if deck and IS_EVENT[deck[-1]] and plain:  # an event never waits on top
            swap = next(i for i, c in enumerate(deck) if not IS_EVENT[c])
            deck[swap], deck[-1] = deck[-1], deck[swap]
        if world.offer.get("give_card") == HIDDEN:  # the offered card: one of the giver's
            giver = world.offer["from"]
            world.offer = {**world.offer, "give_card": world.hands[giver][0]} if world.hands[giver] else {
                k: v for k, v in world.offer.items() if k != "give_card"}
        world.deck = deck
        world.rng = rng.fork()
        world.viewer = None
        world._legal_cache = None
        return world

    # -- the public read API for tables and AI --------------------------------------------
    def closed_categories(self) -> set[int]:
        return {e.category for e in event_effects(self, "category_closed")}

    def zone_table(self) -> list[dict[str, Any]]:
        """Every zone with its controller, stacks and the miniatures on it."""
        out = []
        for zone in C.zones:
            out.append({"id": zone.id, "name": zone.name, "value": zone.value,
                        "category": C.categories[zone.category].id if zone.category >= 0 else "",
                        "controller": self.controller[zone.index],
                        "tokens": list(self.tokens[zone.index]),
                        "miniatures": [s for s in range(self.players) if self.location[s] == zone.index]})
        return out

    def miniature_zone(self, seat: int) -> str:
        """The zone id of `seat`'s miniature ('' in torpor or withdrawn)."""
        where = self.location[seat]
        return C.zones[where].id if where >= 0 else ""

    def in_torpor(self, seat: int) -> bool:
        return self.location[seat] < 0 and not self.withdrawn[seat] and self.clan[seat] >= 0

    def panel(self) -> dict[str, Any]:
        """The current challenge or contest (both sides' dice and modifiers), or {}."""
        return panel(self, self.clash) if self.clash is not None else {}

    def primogen(self, seat: int) -> dict[str, Any]:
        """One Primogen's card for the table (attributes, powers, Vitae, prestige, cards)."""
        return public.primogen(self, seat)

    def board_summary(self) -> dict[str, Any]:
        """Turn, Masquerade, phase, Regent and order, events in play, the offer waiting."""
        return public.board_summary(self)

    def total_cards(self) -> int:
        return (len(self.deck) + len(self.discard) + len(self.events) + len(self.removed)
                + sum(len(h) for h in self.hands) + sum(len(p) for p in self.play))
