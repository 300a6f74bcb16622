"""The Equilibrium game state: its fields (declared once, with what each seat may see of them),
the turn order, and the contract.  The rules live in the phase modules, tabled in flow.py.

A seat's view masks the vote decks, the others' drawn, chosen and face-down vote cards (and
whether a vote was white, until the cards are turned over), the other hand at two players,
the neutral deck and the cards left in the box; its history shows others' votes as Masked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.actions import Action
from game.core.records import HIDDEN, flat, nested, per_seat, scalar
from game.core.rng import Rng
from game.core.scores import decided_by
from game.core.state import GameState, Seat

from . import knowledge, scoring
from .actions import Vote
from .board import GUILDS, empty_board
from .content import Content, load
from .flow import FLOW, schedule
from .phases import setup


def _white_until_turned_over(value: list[Any], seat: int | None, state: EquilibriumState) -> list[Any]:
    """Whether another seat voted white is known only when the cards are turned over together."""
    if state.phase != "era":
        return value
    return [v if p == seat else HIDDEN for p, v in enumerate(value)]


_C = load()
_FAVOUR_GUILD = {f.effect: f.guild for f in _C.favours}
_SPACES = {s.id: s for s in _C.spaces}

RULES_EDITION = 2
"""The rules a new game is played under.  1: the first table's (each card's intrigue fixed, Fall Guy's
defensive use on an Equilibrium earning the major favour, an unmoved intrigue token put on top of
its stack), recorded as the option ``rules_edition = 1`` by the save upgrade for games begun before
it (game/saves/upgrades.py); 2: intrigue printed on the board's action spaces (issue 10)."""


def _int(start: int = 0) -> Any:
    return scalar(int, start=start)


def _text(start: str = "") -> Any:
    return scalar(str, start=start)


def _option(key: str) -> Any:
    return scalar(bool, start=lambda n, options: bool(options.get(key)))


def _starting_sets(n: int, options: Mapping[str, Any]) -> list[list[int]]:
    """The starting sets each seat places; two players and the Quick game add an extra set."""
    sets = [list(s) for s in _C.initial_sets]
    sets += [list(_C.extra_set)] * ((n == 2) + bool(options.get("quick")))
    return sets


class EquilibriumState(GameState):
    """Everything that changes during a game of Equilibrium: each field declared once, with what a
    seat may see of it and how a game begins (the seed's part is dealt in phases/setup.py)."""

    # where the game is: the schedule step, the phase and the step waiting (flow.py)
    step: int = _int()
    phase: str = _text("setup")
    stage: str = _text("setup")
    setup_seat: int = _int()
    setup_set: int = _int()
    sets: list[list[int]] = nested(start=_starting_sets)
    instant_winner: int = _int(-1)
    # the turn under way (cleared by _clear_turn)
    active: int = _int(-1)
    t_token: str = _text()
    t_card: str = _text()
    t_effect: str = _text()
    t_favour: int = _int(-1)
    t_favour_level: int = _int()
    t_target: int = _int(-1)
    t_guild: int = _int(-1)
    family: bool = _option("family")
    quick: bool = _option("quick")
    white_vote: bool = _option("white_vote")
    advanced: bool = _option("advanced")
    # the boards: [seat][guild] tokens; the supply of 1s, 2s and 3s
    boards: list[list[int]] = nested(start=lambda n, o: [empty_board() for _ in range(n)])
    supply: list[int] = flat(start=lambda n, o: list(_C.supply))
    intrigue: list[int] = flat(start=per_seat(0))
    arrival: list[int] = flat(start=lambda n, o: list(range(n)))
    arrivals: int = _int()
    tokens: list[list[bool]] = nested(start=per_seat([True, True]))  # [offensive, defensive] still to play
    favours: list[list[int]] = nested(start=per_seat([0] * GUILDS))  # 0 none, 1 minor, 2 major
    eq_cards: list[list[int]] = nested(start=per_seat([0] * GUILDS))
    eq_pile: list[int] = flat(start=[_C.equilibrium_cards_per_guild] * GUILDS)
    power: list[int] = flat(start=[_C.guild_power_start] * GUILDS)
    # action cards: on the table, in hand (2 players), in the box (nobody knows them)
    cards: list[str] = flat(start=[])
    spaces: list[str] = flat(default=[], start=[])       # the space each card lies on
    occupants: list[list[list[int]]] = nested(start=[])  # per card [[seat, 0 off / 1 def]]
    hands: list[list[str]] = nested("seat", start=per_seat([]))
    unused_cards: list[str] = flat("secret", start=[])
    spent_hand_cards: list[str] = flat(start=[])
    # votes: card id = guild * 2 + tier
    decks: list[list[int]] = nested("seat_order", start=per_seat([]))
    neutral_deck: list[int] = flat("secret", start=[])
    vote_options: list[list[int]] = nested("seat", start=per_seat([]))
    votes: list[int] = flat("seat", start=per_seat(-1))          # chosen this era; -1 not yet (secret)
    voted: list[bool] = flat(default=[], start=per_seat(False))  # who has chosen (public; rebuilt for old saves)
    white_pending: list[bool] = flat(mask=_white_until_turned_over, start=per_seat(False))
    white_used: list[bool] = flat(start=per_seat(False))
    hidden_votes: list[list[int]] = nested("seat", start=per_seat([]))
    removed_votes: list[list[int]] = nested("seat", start=per_seat([]))
    revealed: list[list[int]] = nested(start=[])                 # [era, seat (-1 neutral), card]
    final_labels: list[str] = flat(start=[])
    final_values: list[list[int]] = nested(start=[])

    DERIVED: ClassVar[tuple[str, ...]] = ("content", "schedule")
    content: Content
    schedule: list[tuple[str, int]]
    SECRET_ACTIONS: ClassVar[tuple[type[Action], ...]] = (Vote,)   # another seat's vote
    FLOW = FLOW                      # legal actions and apply come from the flow

    def __init__(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)   # every field at its declared start
        self.content = _C
        self.schedule = schedule(_C, self.quick)
        setup.deal(self)
        FLOW.begin(self, "setup", [])

    def _derive(self) -> None:
        self.content = _C
        self.schedule = schedule(self.content, self.quick)
        if not self.voted:              # saved before the flag: who had voted was in `votes`
            self.voted = [v != -1 for v in self.votes]

    def _clear_turn(self) -> None:
        self.stage = "commit"
        self.t_token = ""
        self.t_card = ""          # the card on the board the token sits on
        self.t_effect = ""        # the card whose effect is performed
        self.t_favour = -1
        self.t_favour_level = 0
        self.t_target = -1
        self.t_guild = -1
        self.active = -1

    # -- where the game is ---------------------------------------------------------------
    @property
    def round_no(self) -> int:
        kind, num = self.schedule[min(self.step, len(self.schedule) - 1)]
        return num if kind == "round" else 0

    @property
    def era_no(self) -> int:
        kind, num = self.schedule[min(self.step, len(self.schedule) - 1)]
        return num if kind == "era" else 0

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def current_player(self) -> int | None:
        phase = self.phase
        if phase == "over":
            return None
        if phase == "setup":
            return self.setup_seat
        if phase == "era":
            return self.voted.index(False)
        if self.stage == "react":
            return self.t_target
        return self.active

    def turn_order(self) -> list[int]:
        """Seats from lowest intrigue (bottom of a stack first) to highest."""
        return sorted(range(self.players), key=lambda p: (self.intrigue[p], self.arrival[p]))

    def _next_active(self) -> int:
        for p in self.turn_order():
            if self.tokens[p][0] or self.tokens[p][1]:
                return p
        return -1

    def space_intrigue(self, card: str) -> int:
        """The intrigue printed beside the action space `card` lies on (in a game begun under the
        first table's rules, the card's own fixed value)."""
        if self.rules_edition == 1 or not self.spaces:
            return self.content.first_table_intrigue[card]
        return _SPACES[self.spaces[self.cards.index(card)]].intrigue

    def favour_with(self, effect: str) -> int:
        """The guild whose favour has this effect."""
        return _FAVOUR_GUILD[effect]

    @property
    def final_rows(self) -> list[tuple[str, list[int]]]:
        """The frozen final scoring rows ([] until the game ends)."""
        return list(zip(self.final_labels, self.final_values, strict=True))

    @final_rows.setter
    def final_rows(self, rows: list[tuple[str, list[int]]]) -> None:
        self.final_labels = [label for label, _ in rows]
        self.final_values = [list(values) for _, values in rows]

    # -- the contract ----------------------------------------------------------------------
    def action_seen_by(self, action: Action, mover: Seat, seat: int | None) -> Action:
        """Another seat's vote is never shown: its card stays face down, or is turned over later
        as a card of the guild (never as that vote), and a white vote is set aside unseen."""
        if type(action) is Vote and mover != seat:
            return self.masked_action(mover)
        return action

    def determinize(self, seat: int, rng: Rng) -> EquilibriumState:
        return knowledge.determinize(self, seat, rng)

    def scoring_rows(self) -> list[tuple[str, list[int]]]:
        """Scoring steps a–e (and the white vote), then the total (the rows the game freezes at its
        end); provisional before the end."""
        if self.final_labels:
            return self.final_rows
        return scoring.breakdown(self.content, intrigue=self.intrigue, arrival=self.arrival,
                                 favours=self.favours, eq_cards=self.eq_cards, boards=self.boards,
                                 power=self.power, white_used=self.white_used)

    def score_breakdown(self) -> list[tuple[str, list[int]]]:
        """Scoring steps a–e (and the white vote): they add up to the total."""
        return self.scoring_rows()[:-1]

    def scores(self) -> list[int]:
        return list(self.scoring_rows()[-1][1])

    def tie_break(self) -> str:
        if self.instant_winner >= 0:
            return ""
        return decided_by(self.scores(), self.winners(), scoring.tie_steps(self.eq_cards))

    def winners(self) -> list[int]:
        if self.instant_winner >= 0:
            return [self.instant_winner]
        return scoring.winners(self.scores(), self.eq_cards)
