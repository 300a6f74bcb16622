"""The Nocturne state: its fields (declared once, with what each seat may see) and the contract.

Secret: the cards in each hand and which of them sit under which order (``hands``, ``assign``),
each seat's plan (``plan``, ``cur``) and which of its orders it has placed (``placed``): another
seat sees only how many.  Face-down orders beside a quarter's row show their owner, never their
part of the day, until the reveal moves them into their cells (``cells``, public).  The catacomb
piles show their top card only; the victim and ritual decks show nothing.
"""

from __future__ import annotations

from typing import ClassVar

from game.core.actions import Action
from game.core.records import HIDDEN, deep, flat, nested, per_seat, scalar
from game.core.rng import Rng
from game.core.scores import decided_by
from game.core.state import GameState, Seat

from . import knowledge
from .actions import HIDDEN_TOKEN, PLAN_ACTIONS, PlaceCity
from .content import Content, load
from .flow import FLOW
from .phases import planning
from .phases.board import EMPTY
from .phases.orders import TOKEN_SPAN

__all__ = ["EMPTY", "TOKEN_SPAN", "NocturneState", "quarters_in_use"]

_C = load()


def _top_only(value: list[int], seat: int | None, state: NocturneState) -> list[int]:
    """A face-up pile: only its top card (the end of the list) shows."""
    return [HIDDEN] * (len(value) - 1) + value[-1:] if value else []


def quarters_in_use(players: int) -> int:
    """[decision] quarters are North, East, South, West from the top; West is unused below 4 players."""
    return 4 if players >= 4 else 3


class NocturneState(GameState):
    phase: str = scalar(str, start="setup")
    step: str = scalar(str, start="")
    over: bool = scalar(bool, start=False)
    day: int = scalar(int, start=0)
    act: int = scalar(int, start=0)
    start: int = scalar(int, start=0)                           # the start player
    order: list[int] = flat(start=lambda n, o: list(range(n)))  # this day's turn order, from the start player
    pos: int = scalar(int, start=-1)
    actor: int = scalar(int, start=0)
    # each lord's openly counted tokens and fear
    blood: list[int] = flat(start=per_seat(0))
    influence: list[int] = flat(start=per_seat(0))
    vp: list[int] = flat(start=per_seat(0))
    fear: list[int] = flat(start=per_seat(0))
    supply: list[int] = flat(start=[0, 0, 0])  # blood, influence, VP left in the supply
    # cards behind each screen
    hands: list[list[int]] = nested("seat", start=per_seat([]))
    assign: list[list[int]] = nested("seat", start=per_seat([]))  # beside hands: 0 free, t + 1 under order t
    rituals: list[list[int]] = nested(start=per_seat([]))         # owned, bought openly at the altar
    today: list[list[int]] = nested(start=per_seat([]))           # one-day rituals bought today
    used: list[list[int]] = nested(start=per_seat([]))            # cards used this day, beside the screen
    # the plan: per token (where code, quarter); where 0 unused, 1 catacombs, 2 altar, 3-5 Dawn-Night
    plan: list[list[int]] = nested("seat", start=lambda n, o: [[0] * 6 for _ in range(n)])
    cur: list[int] = flat("seat", start=per_seat(0))              # the city order being planned: token + 1
    dropped: list[int] = flat("seat", start=per_seat(0))          # city orders taken back today: bit part * 4 + quarter
    committed: list[bool] = flat(start=per_seat(False))
    left: list[int] = flat(start=per_seat(0))                     # orders still to place (known once planning ends)
    placed: list[list[int]] = nested("seat", start=per_seat([]))  # tokens in the order placed
    rows: list[list[int]] = nested(start=lambda n, o: [[] for _ in range(4)])  # face-down orders beside each row
    cells: list[list[list[int]]] = deep(start=lambda n, o: [[] for _ in range(12)])  # quarter * 3 + part: [owner, token, cards...]
    res: list[int] = flat(start=[0, 0, 0])                        # resolution: part, quarter, index in the cell
    # the board
    locs: list[int] = flat(start=[])
    victims: list[int] = flat(start=[])
    cell_blood: list[int] = flat(start=[0, 0, 0, 0])
    cell_inf: list[int] = flat(start=[0, 0, 0, 0])
    dice: list[int] = flat(start=[0, 0, 0, 0])
    lesser_pile: list[int] = flat(start=[], mask=_top_only)
    elder_pile: list[int] = flat(start=[], mask=_top_only)
    victim_deck: list[int] = flat("secret", start=[])
    victim_discard: list[int] = flat(start=[])
    gone: list[int] = flat(start=[])         # victims cleared at an act change
    altar: list[int] = flat(start=[])
    ritual_deck: list[int] = flat("secret", start=[])
    old_rituals: list[int] = flat(start=[])  # face-up rituals discarded at act changes

    # a search's trial states copy only the fields they touch (game.core.state, "Copy on use"),
    # but those a search's moves and judgements nearly always read, copied at every clone
    COPY_ON_USE = True
    EAGER = frozenset({"blood", "influence", "vp", "fear", "hands", "assign", "rituals", "used", "plan",
                       "cur", "rows", "placed", "victims", "cell_blood", "cell_inf", "dice", "locs"})
    DERIVED: ClassVar[tuple[str, ...]] = ("content",)
    content: Content
    SECRET_ACTIONS: ClassVar[tuple[type[Action], ...]] = (*PLAN_ACTIONS, PlaceCity)
    FLOW = FLOW
    CONTENT = _C
    START = "setup"            # the base begins the flow here, the content set

    @property
    def quarters(self) -> int:
        return 4 if self.players >= 4 else 3   # quarters_in_use, inlined: the rules ask it at every step

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.actor

    def action_seen_by(self, action: Action, mover: Seat, seat: int | None) -> Action:
        if mover == seat:
            return action
        if type(action) is PlaceCity:
            return PlaceCity(HIDDEN_TOKEN, action.quarter)
        if type(action) in PLAN_ACTIONS:
            return self.masked_action(mover)
        return action

    def determinize(self, seat: int, rng: Rng) -> NocturneState:
        return knowledge.determinize(self, seat, rng)

    def why_not(self, seat: int | None = None) -> str:
        """Why `seat`'s plan (the deciding seat's by default) cannot be committed yet ('' if it can):
        the text the table shows beside a refused commit."""
        return planning.why_not(self, self.actor if seat is None else seat)

    # -- scores -------------------------------------------------------------------------------
    def points(self, seat: int) -> int:
        """VP tokens + crosses on owned cards (hand and rituals) + 1 per 2 influence left."""
        c = self.content
        crosses = sum(c.crosses[x] for x in self.hands[seat] if x >= 0)
        crosses += sum(c.crosses[x] for x in self.used[seat])
        crosses += sum(c.rit_crosses[r] for r in self.rituals[seat])
        return self.vp[seat] + crosses + self.influence[seat] // c.rules["influence_per_vp"]

    def scores(self) -> list[int]:
        return [self.points(p) for p in range(self.players)]

    def score_breakdown(self) -> list[tuple[str, list[int]]]:
        """The rulebook's scoring, part by part (they add up to :meth:`points`); a card a view hides
        counts nothing."""
        c, seats = self.content, range(self.players)
        return [("VP tokens", list(self.vp)),
                ("Crosses on cards in hand", [sum(c.crosses[x] for x in self.hands[p] if x >= 0)
                                              + sum(c.crosses[x] for x in self.used[p]) for p in seats]),
                ("Crosses on rituals", [sum(c.rit_crosses[r] for r in self.rituals[p]) for p in seats]),
                (f"Influence left (1 per {c.rules['influence_per_vp']})",
                 [self.influence[p] // c.rules["influence_per_vp"] for p in seats])]

    def tie_break(self) -> str:
        seats = range(self.players)
        steps = [("most cards in hand", [len(self.hands[p]) + len(self.used[p]) for p in seats]),
                 ("most rituals", [len(self.rituals[p]) for p in seats]),
                 ("most influence in reserve", list(self.influence))]
        return decided_by(self.scores(), self.winners(), steps, "victory points")

    def tie_key(self, seat: int) -> tuple[int, int, int, int]:
        """Points, then most cards in hand, then most rituals, then most influence."""
        return (self.points(seat), len(self.hands[seat]) + len(self.used[seat]),
                len(self.rituals[seat]), self.influence[seat])

    def winners(self) -> list[int]:
        keys = [self.tie_key(p) for p in range(self.players)]
        best = max(keys)
        return [p for p, k in enumerate(keys) if k == best]
