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
from game.core.events import Event
from game.core.records import HIDDEN, Field, flat, nested, scalar
from game.core.rng import Rng
from game.core.state import GameState, Seat

from . import scoring
from .actions import Vote
from .board import GUILDS, empty_board
from .content import load
from .flow import FLOW, schedule
from .phases import setup


def _white_until_turned_over(value: list[Any], seat: int | None, state: Any) -> list[Any]:
    """Whether another seat voted white is known only when the cards are turned over together."""
    if state.phase != "era":
        return value
    return [v if p == seat else HIDDEN for p, v in enumerate(value)]


_INT, _STR, _BOOL = scalar(int), scalar(str), scalar(bool)
_FAVOUR_GUILD = {f.effect: f.guild for f in load().favours}


class EquilibriumState(GameState):
    """Everything that changes during a game of Equilibrium."""

    FIELDS: ClassVar[dict[str, Field]] = {
        # where the game is: the schedule step, the phase and the step waiting (flow.py)
        "arrivals": _INT, "step": _INT, "setup_seat": _INT, "setup_set": _INT, "instant_winner": _INT,
        "t_favour": _INT, "t_favour_level": _INT, "t_target": _INT, "t_guild": _INT, "active": _INT,
        "phase": _STR, "stage": _STR, "t_token": _STR, "t_card": _STR, "t_effect": _STR,
        "family": _BOOL, "quick": _BOOL, "white_vote": _BOOL, "advanced": _BOOL,
        # the table
        "supply": flat(), "intrigue": flat(), "arrival": flat(), "eq_pile": flat(), "power": flat(),
        "cards": flat(), "unused_cards": flat("secret"), "spent_hand_cards": flat(),
        "neutral_deck": flat("secret"),
        "votes": flat("seat"),
        "voted": flat(default=[]),      # public; absent from older saves: rebuilt from votes
        "white_pending": flat(mask=_white_until_turned_over), "white_used": flat(),
        "boards": nested(), "tokens": nested(), "favours": nested(), "eq_cards": nested(),
        "hands": nested("seat"), "decks": nested("seat_order"), "vote_options": nested("seat"),
        "hidden_votes": nested("seat"), "removed_votes": nested("seat"), "revealed": nested(),
        "sets": nested(),
        "occupants": nested(),          # per card [[seat, 0 off / 1 def]]; the pairs never change
        "final_labels": flat(), "final_values": nested(),
    }
    DERIVED: ClassVar[tuple[str, ...]] = ("content", "schedule")
    SECRET_ACTIONS: ClassVar[tuple[type[Action], ...]] = (Vote,)   # another seat's vote

    def __init__(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        c = self.content = load()
        n = players
        self.family = bool(self.options.get("family"))
        self.quick = bool(self.options.get("quick"))
        self.white_vote = bool(self.options.get("white_vote"))
        self.advanced = bool(self.options.get("advanced"))
        self.schedule = schedule(c, self.quick)
        self.boards = [empty_board() for _ in range(n)]
        self.supply = list(c.supply)
        self.intrigue = [0] * n
        self.arrival = list(range(n))
        self.arrivals = n
        self.tokens = [[True, True] for _ in range(n)]   # [offensive, defensive] still to play
        self.favours = [[0] * GUILDS for _ in range(n)]  # 0 none, 1 minor, 2 major
        self.eq_cards = [[0] * GUILDS for _ in range(n)]
        self.eq_pile = [c.equilibrium_cards_per_guild] * GUILDS
        self.power = [c.guild_power_start] * GUILDS
        self.cards: list[str] = []               # the action cards on the table
        self.occupants: list[list[list[int]]] = []
        self.hands: list[list[str]] = [[] for _ in range(n)]   # 2 players: advanced cards in hand
        self.unused_cards: list[str] = []        # in the box: nobody knows them
        self.spent_hand_cards: list[str] = []
        # votes: card id = guild * 2 + tier
        self.decks: list[list[int]] = [[] for _ in range(n)]
        self.neutral_deck: list[int] = []
        self.vote_options: list[list[int]] = [[] for _ in range(n)]
        self.votes = [-1] * n                   # chosen this era; -1 not yet (secret)
        self.voted = [False] * n                # who has chosen this era (public)
        self.white_pending = [False] * n
        self.white_used = [False] * n
        self.hidden_votes: list[list[int]] = [[] for _ in range(n)]
        self.removed_votes: list[list[int]] = [[] for _ in range(n)]
        self.revealed: list[list[int]] = []     # [era, seat (-1 neutral), card]
        self.step = 0
        self.phase = "setup"
        self.setup_seat = 0
        self.setup_set = 0
        self.sets = [list(s) for s in c.initial_sets]
        if n == 2:
            self.sets.append(list(c.extra_set))
        if self.quick:
            self.sets.append(list(c.extra_set))
        self._clear_turn()
        self.instant_winner = -1
        self.final_labels: list[str] = []
        self.final_values: list[list[int]] = []
        setup.deal(self)
        FLOW.begin(self, "setup", [])

    def _derive(self) -> None:
        self.content = load()
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
    def _legal_actions(self) -> list[Action]:
        return FLOW.legal(self)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        FLOW.run(self, action, events)
        return events

    def action_seen_by(self, action: Action, mover: Seat, seat: int | None) -> Action:
        """Another seat's vote is never shown: its card stays face down, or is turned over later
        as a card of the guild (never as that vote), and a white vote is set aside unseen."""
        if type(action) is Vote and mover != seat:
            return self.masked_action(mover)
        return action

    def determinize(self, seat: int, rng: Rng) -> EquilibriumState:
        from .knowledge import determinize
        return determinize(self, seat, rng)

    def score_breakdown(self) -> list[tuple[str, list[int]]]:
        """Scoring steps a–e (and the white vote), then the total; provisional before the end."""
        if self.final_labels:
            return self.final_rows
        return scoring.breakdown(self.content, intrigue=self.intrigue, arrival=self.arrival,
                                 favours=self.favours, eq_cards=self.eq_cards, boards=self.boards,
                                 power=self.power, white_used=self.white_used)

    def scores(self) -> list[int]:
        return list(self.score_breakdown()[-1][1])

    def winners(self) -> list[int]:
        if self.instant_winner >= 0:
            return [self.instant_winner]
        return scoring.winners(self.scores(), self.eq_cards)
