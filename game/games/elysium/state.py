"""The Elysium game state: everything that changes, its copies, views and plain data.

The rules live in the phase modules (see flow.py); this class keeps the data,
dispatches each action to the step that is waiting for it, and skips any seat
whose only choice would be to pass.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from game.core import Action, Event, GameState, Rng

from .actions import HIDDEN_OFFERED, Offer
from .clash import Clash
from .content import load_content
from .deck import IS_EVENT

C = load_content()
HIDDEN = -1
_LISTS = ("clan", "location", "vitae", "prestige", "controller", "withdrawn", "order", "untargetable",
          "challenged", "supply", "passed", "stolen", "token_given", "recorded", "winners_list")
_SCALARS = ("turn", "turns_total", "masquerade", "regent", "phase", "step", "actor", "pos",
            "actions_left", "offers_made", "extra_turns", "over", "resumed")


def _masked(action: Action, seat: int | None) -> Action:
    """`action` as `seat` saw it: a card offered from hand is hidden from all but the receiver."""
    if isinstance(action, Offer) and action.give_card >= 0 and seat != action.to:
        return dataclasses.replace(action, give_card=HIDDEN_OFFERED)
    return action


class ElysiumState(GameState):
    """Zones, tokens, miniatures, Vitae, prestige, cards, and the decision being waited for."""

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        from .flow import settle
        from .phases import setup
        self._blank(players)
        events: list[Event] = []
        setup.begin(self, events)
        settle(self, events)
        self._opening: tuple[Event, ...] | None = tuple(events)

    def _blank(self, players: int) -> None:
        n = players
        self.clan = [-1] * n
        self.location = [-1] * n
        self.vitae = [0] * n
        self.prestige = [0] * n
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.play: list[list[int]] = [[] for _ in range(n)]
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.events: list[int] = []
        self.removed: list[int] = []
        self.tokens: list[list[int]] = [[0] * n for _ in C.zones]
        self.controller = [-1] * len(C.zones)
        self.withdrawn = [False] * n
        self.order = list(range(n))
        self.untargetable = [False] * n
        self.challenged = [False] * n
        self.supply = [0] * n
        self.passed = [False] * n
        self.stolen = [0] * n
        self.token_given = [False] * n
        self.recorded = [0] * n          # the prestige track: totals at the last Resolution
        self.winners_list: list[int] = []
        self.used: set[str] = set()       # once-per-turn card and power uses
        self.offer: dict[str, Any] = {}   # a gift or trade waiting for an answer
        self.clash: Clash | None = None
        self.turn = 0
        self.turns_total = int(self.options.get("turns", 6))
        self.masquerade = self.turns_total
        self.regent = 0
        self.phase = "setup"
        self.step = "clan"
        self.actor = 0
        self.pos = 0
        self.actions_left = 0
        self.offers_made = 0
        self.extra_turns = 0
        self.over = False
        self.resumed = 0                  # where a hand-limit or trim step returns to
        self._opening = None              # the setup's events (see opening_events)

    # -- the contract ------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.over else self.actor

    @property
    def is_over(self) -> bool:
        return self.over

    def _legal_actions(self) -> list[Action]:
        from .flow import STEPS
        legal = STEPS[self.step].legal(self)
        if self.viewer is not None and self.viewer != self.actor:  # a view cannot name others' hidden cards
            legal = [a for a in legal if getattr(a, "card", 0) != HIDDEN or a.kind == "reroll"]
        return legal

    def _apply(self, action: Action) -> list[Event]:
        from .flow import run
        events = self.opening_events() if not self.history else []
        run(self, action, events)
        return events

    def opening_events(self) -> list[Event]:
        """What happened before the first decision (the cut, events off the top, the first-Regent
        roll): fixed by the seed and options, so a loaded save or an undo shows the same opening.
        The first apply() also returns them, ahead of its own events."""
        if self._opening is None:
            self._opening = ElysiumState(self.players, self.seed, self.options)._opening
        return list(self._opening or ())

    # -- scores ---------------------------------------------------------------------
    def scores(self) -> list[int]:
        from .scoring import totals
        return totals(self)

    def winners(self) -> list[int]:
        return list(self.winners_list) if self.over else []

    def score_breakdown(self) -> list[tuple[str, list[int]]]:
        from .scoring import breakdown
        return breakdown(self)

    # -- copies -------------------------------------------------------------------------
    def clone(self) -> ElysiumState:
        twin = ElysiumState.__new__(ElysiumState)
        twin.players, twin.seed, twin.options = self.players, self.seed, self.options
        twin.rng = self.rng.copy() if self.rng is not None else None
        twin.history = list(self.history)
        twin.movers = list(self.movers)
        twin.viewer = self.viewer
        twin._legal_cache = self._legal_cache
        for name in _LISTS:
            setattr(twin, name, list(getattr(self, name)))
        for name in _SCALARS:
            setattr(twin, name, getattr(self, name))
        twin.hands = [list(h) for h in self.hands]
        twin.play = [list(p) for p in self.play]
        twin.deck, twin.discard = list(self.deck), list(self.discard)
        twin.events, twin.removed = list(self.events), list(self.removed)
        twin.tokens = [list(row) for row in self.tokens]
        twin.used = set(self.used)
        twin.offer = dict(self.offer)
        twin.clash = self.clash.copy() if self.clash is not None else None
        twin._opening = self._opening
        return twin

    def to_data(self) -> dict[str, Any]:
        """Plain TOML-safe data (no None, string keys, lists)."""
        data: dict[str, Any] = {"game": "elysium", "players": self.players, "seed": self.seed,
                                "options": dict(self.options),
                                "history": [a.to_data() for a in self.history]}
        for name in (*_LISTS, *_SCALARS):
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, list) else value
        data.update(hands=[list(h) for h in self.hands], play=[list(p) for p in self.play],
                    deck=list(self.deck), discard=list(self.discard), events=list(self.events),
                    removed=list(self.removed), tokens=[list(r) for r in self.tokens],
                    used=sorted(self.used), offer=dict(self.offer))
        if self.clash is not None:
            data["clash"] = self.clash.to_data()
        if self.rng is not None:
            data["rng"] = self.rng.to_data()
        if self.viewer is not None:
            data["viewer"] = self.viewer
        return data

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> ElysiumState:
        """Rebuild a state from :meth:`to_data` output (also after a TOML round trip)."""
        from .actions import CODEC
        state = cls.__new__(cls)
        GameState.__init__(state, int(data["players"]), int(data["seed"]), data.get("options", {}))
        state._blank(state.players)
        state.rng = Rng.from_data(data["rng"]) if "rng" in data else None
        state.viewer = data.get("viewer")
        state.history = [CODEC.from_data(a) for a in data.get("history", [])]
        for name in _LISTS:
            setattr(state, name, list(data[name]))
        for name in _SCALARS:
            setattr(state, name, data[name])
        state.hands = [list(h) for h in data["hands"]]
        state.play = [list(p) for p in data["play"]]
        state.deck, state.discard = list(data["deck"]), list(data["discard"])
        state.events, state.removed = list(data["events"]), list(data["removed"])
        state.tokens = [list(r) for r in data["tokens"]]
        state.used = set(data["used"])
        state.offer = dict(data["offer"])
        state.clash = Clash.from_data(dict(data["clash"])) if "clash" in data else None
        if len(state.hands) != state.players or len(state.tokens) != len(C.zones):
            raise ValueError("an Elysium save needs one hand per player and one row per zone")
        return state

    # -- hidden information ---------------------------------------------------------------
    def view(self, seat: int | None) -> ElysiumState:
        """A copy with other hands, the deck order, the rng and cards offered between others masked."""
        copy = self.clone()
        copy.rng = None
        copy.viewer = seat
        copy.deck = [HIDDEN] * len(self.deck)
        copy.hands = [list(h) if other == seat else [HIDDEN] * len(h) for other, h in enumerate(self.hands)]
        copy.history = [_masked(a, seat) for a in self.history]
        if self.offer.get("give_card", -1) >= 0 and seat not in (self.offer["from"], self.offer["to"]):
            copy.offer["give_card"] = HIDDEN_OFFERED
        copy._legal_cache = None
        return copy

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
        plain = [c for c in pool if not IS_EVENT[c]]
        events = [c for c in pool if IS_EVENT[c]]
        world.hands = [list(h) if other == seat else [plain.pop() for _ in h]
                       for other, h in enumerate(self.hands)]
        deck = plain + events
        rng.shuffle(deck)
        if deck and IS_EVENT[deck[-1]] and plain:  # an event never waits on top
            swap = next(i for i, c in enumerate(deck) if not IS_EVENT[c])
            deck[swap], deck[-1] = deck[-1], deck[swap]
        if world.offer.get("give_card", 0) == HIDDEN_OFFERED:  # the offered card: one of the giver's
            giver = world.offer["from"]
            world.offer["give_card"] = world.hands[giver][0] if world.hands[giver] else -1
        world.deck = deck
        world.rng = rng.fork()
        world.viewer = None
        world._legal_cache = None
        return world

    # -- the public read API for tables and AI --------------------------------------------
    def closed_categories(self) -> set[int]:
        from .effects import event_effects
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
        from .clash import panel
        return panel(self, self.clash) if self.clash is not None else {}

    def primogen(self, seat: int) -> dict[str, Any]:
        """One Primogen's card for the table (attributes, powers, Vitae, prestige, cards)."""
        from .public import primogen
        return primogen(self, seat)

    def board_summary(self) -> dict[str, Any]:
        """Turn, Masquerade, phase, Regent and order, events in play, the offer waiting."""
        from .public import board_summary
        return board_summary(self)

    def total_cards(self) -> int:
        return (len(self.deck) + len(self.discard) + len(self.events) + len(self.removed)
                + sum(len(h) for h in self.hands) + sum(len(p) for p in self.play))
