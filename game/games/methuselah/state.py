"""The Methuselah state: its fields (declared once, with what each seat may see) and the contract.

Secret: every library and crypt (nobody knows the order), each hand (its owner sees it), the
uncontrolled vampires' identities (face down: their owner knows them; the blood on them is
public) and the cards a seat looks at while it seeks.  Everything in play is public.

The minions in play are ``mins`` (:class:`~.pieces.Minion` records), the equipment and retainers
they carry ``gear`` (:class:`~.pieces.Gear`), and a combat's strikes ``c_strikes``
(:class:`~.pieces.ChosenStrike`); each saves as the plain list it always has.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.actions import Action
from game.core.events import Event
from game.core.records import HIDDEN, flat, nested, per_seat, record, rows, scalar
from game.core.rng import Rng
from game.core.scores import decided_by
from game.core.seats import left_of, right_of, seat_ref
from game.core.state import GameState, Seat
from game.core.windows import Window

from .actions import Seek, Transfer
from .board import deck_title, unseen_crypt, unseen_library
from .content import Content, load
from .flow import FLOW
from .pieces import NOT_CHOSEN, ChosenStrike, Gear, Minion

_C = load()
DEFAULT_ROUNDS = 15


def _players_rounds(players: int, options: Mapping[str, Any]) -> int:
    return int(options.get("rounds", DEFAULT_ROUNDS))


class MethuselahState(GameState):
    phase: str = scalar(str, start="setup")
    step: str = scalar(str, start="")
    over: bool = scalar(bool, start=False)
    end_reason: str = scalar(str, start="")
    actor: int = scalar(int, start=0)                                # the seat deciding now
    turn: int = scalar(int, start=0)                                 # whose turn it is
    turn_no: int = scalar(int, start=0)                              # turns begun in the game
    round: int = scalar(int, start=0)
    alive: list[bool] = flat(start=per_seat(True))
    ousted: list[bool] = flat(start=per_seat(False))
    withdrawn: list[bool] = flat(start=per_seat(False))
    pool: list[int] = flat(start=per_seat(0))
    vp: list[int] = flat(start=per_seat(0))
    bank: int = scalar(int, start=0)
    edge: int = scalar(int, start=-1)
    decks: list[int] = flat(start=per_seat(0))                       # each seat's starter deck, -1 its own (public)
    library: list[list[int]] = nested("secret", start=per_seat([]))  # top is the end of the list
    crypt: list[list[int]] = nested("secret", start=per_seat([]))
    hand: list[list[int]] = nested("seat", start=per_seat([]))
    seek: list[list[int]] = nested("seat", start=per_seat([]))       # cards being looked at by a seeker
    unc: list[list[int]] = nested("seat", start=per_seat([]))        # uncontrolled vampires, face down
    unc_blood: list[list[int]] = nested(start=per_seat([]))
    ash: list[list[int]] = nested(start=per_seat([]))
    ash_crypt: list[list[int]] = nested(start=per_seat([]))
    out: list[list[int]] = nested(start=per_seat([]))                # removed from the game: v, or 1000 + card
    played: list[list[int]] = nested(start=per_seat([]))             # a card being resolved
    locations: list[list[int]] = nested(start=per_seat([]))
    events_in: list[list[int]] = nested(start=per_seat([]))
    mins: list[Minion] = rows(Minion, start=[])
    gear: list[Gear] = rows(Gear, start=[])
    next_uid: int = scalar(int, start=1)
    withdraw: list[int] = flat(start=per_seat(0))
    broken: list[bool] = flat(start=per_seat(False))
    # phase allowances
    transfers: int = scalar(int, start=0)
    bonus_transfers: int = scalar(int, start=0)
    # the master card being resolved
    m_card: int = scalar(int, start=-1)
    seek_back: str = scalar(str, start="")
    # the action under way
    a_uid: int = scalar(int, start=-1)
    a_kind: str = scalar(str, start="")
    a_card: int = scalar(int, start=-1)
    a_level: int = scalar(int, start=0)
    a_target: int = scalar(int, start=-1)
    a_tuid: int = scalar(int, start=-1)
    a_stealth: int = scalar(int, start=0)
    a_bleed: int = scalar(int, start=0)
    a_reduce: int = scalar(int, start=0)
    a_once: list[int] = flat(start=[], default=[])  # seat * 1000 + card: modifiers and reactions played (edition 3)
    blockers: list[int] = flat(start=[])
    b_pos: int = scalar(int, start=0)
    b_uid: int = scalar(int, start=-1)
    b_int: int = scalar(int, start=0)
    votes: list[int] = flat(start=[0, 0])
    cast: list[int] = flat(start=per_seat(-1))
    seat_votes: list[int] = flat(start=per_seat(0))  # the votes each seat has cast so far
    win: Window | None = record(Window, start=None)
    # combat
    c_a: int = scalar(int, start=-1)
    c_b: int = scalar(int, start=-1)
    c_range: int = scalar(int, start=0)
    c_round: int = scalar(int, start=0)
    c_strikes: list[ChosenStrike] = rows(ChosenStrike, start=[NOT_CHOSEN, NOT_CHOSEN])
    c_dmg: list[int] = flat(start=[0, 0, 0, 0])
    c_stage: int = scalar(int, start=0)
    c_side: int = scalar(int, start=0)
    c_press: bool = scalar(bool, start=False)
    c_after: str = scalar(str, start="")

    DERIVED: ClassVar[tuple[str, ...]] = ("content",)
    content: Content
    SECRET_ACTIONS: ClassVar[tuple[type[Action], ...]] = (Seek, Transfer)
    FLOW = FLOW
    CONTENT = _C
    START = "setup"            # the base begins the flow here, the content set

    @property
    def rounds_limit(self) -> int:
        return int(self.options.get("rounds", DEFAULT_ROUNDS))

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.actor

    def opening_events(self) -> list[Event]:
        """Who plays which deck: each seat's deck is public (docs/methuselah-decisions.md), so every view
        has these too."""
        return [Event("deck", f"{seat_ref(p)} plays {deck_title(self, p)}", p) for p in range(self.players)]

    def action_seen_by(self, action: Action, mover: Seat, seat: int | None) -> Action:
        if mover == seat:
            return action
        if type(action) is Seek:
            return self.masked_action(mover)
        if type(action) is Transfer:          # which face-down vampire: only its owner knows
            return Transfer(action.slot, action.amount)
        return action

    # -- reading the table ---------------------------------------------------------------
    @property
    def hands(self) -> list[list[int]]:
        """The hands (the field is ``hand``), under the name the layout check counts."""
        return self.hand

    def minion(self, uid: int) -> Minion | None:
        for m in self.mins:
            if m.uid == uid:
                return m
        return None

    def minions_of(self, seat: int) -> list[Minion]:
        return [m for m in self.mins if m.controller == seat]

    def prey(self, seat: int) -> int:
        return left_of(seat, self.players, self.alive)

    def predator(self, seat: int) -> int:
        return right_of(seat, self.players, self.alive)

    def determinize(self, seat: int, rng: Rng) -> MethuselahState:
        """A playable state consistent with `seat`'s view: every card `seat` has not seen is drawn
        from its owner's deck list minus what is seen, shuffled, never the true cards."""
        w = self.clone() if self.viewer == seat and self.rng is None else self.view(seat)
        assert isinstance(w, MethuselahState)
        for p in range(w.players):
            lib = unseen_library(w, p, seat)
            rng.shuffle(lib)
            if p != seat:
                w.hand[p] = [lib.pop() for _ in w.hand[p]]
                w.seek[p] = [lib.pop() for _ in w.seek[p]]
            w.library[p] = [lib.pop() for _ in w.library[p]]
            crypt = unseen_crypt(w, p, seat)
            rng.shuffle(crypt)
            if p != seat:
                w.unc[p] = [crypt.pop() if crypt else 0 for _ in w.unc[p]]
            w.crypt[p] = [crypt.pop() if crypt else 0 for _ in w.crypt[p]]
        w.rng = Rng(rng.next64())
        w.viewer = None
        w._legal_cache = None
        assert all(x != HIDDEN for h in w.hand for x in h)
        return w

    # -- scores --------------------------------------------------------------------------
    def scores(self) -> list[int]:
        return list(self.vp)

    def score_breakdown(self) -> list[tuple[str, list[int]]]:
        """The victory points by how they were won: 1 for each prey ousted, 1 for withdrawing, 1 for the
        last one standing (the engine counts them together; withdrawal and the last one standing are read
        from who is still seated, the rest were ousts)."""
        seats = range(self.players)
        standing = [s for s in seats if self.alive[s]]
        withdrew = [1 if self.withdrawn[s] else 0 for s in seats]
        last = [1 if len(standing) == 1 and s in standing else 0 for s in seats]
        ousts = [self.vp[s] - withdrew[s] - last[s] for s in seats]
        return [("Prey ousted", ousts), ("Withdrawal", withdrew), ("Last one standing", last)]

    def score_notes(self) -> list[tuple[str, list[int]]]:
        return [("Pool (breaks a tie at the round limit)", list(self.pool))]

    def tie_break(self) -> str:
        if self.end_reason != "rounds":
            return ""
        return decided_by(self.scores(), self.winners(), [("the larger pool", self.pool)], "victory points")

    def winners(self) -> list[int]:
        """The most victory points; at the round limit, ties are broken by pool."""
        best = max(self.vp)
        top = [p for p in range(self.players) if self.vp[p] == best]
        if self.end_reason == "rounds" and len(top) > 1:
            most = max(self.pool[p] for p in top)
            top = [p for p in top if self.pool[p] == most]
        return top


def _owner(state: MethuselahState, uid: int) -> int:
    m = state.minion(uid)
    return -1 if m is None else m.controller


def methuselah(state: GameState) -> MethuselahState:
    """`state` as Methuselah's own: the kit's hooks (an evaluation, a quiet test, features) are typed
    for any game's state, and are only ever handed this game's."""
    assert isinstance(state, MethuselahState)
    return state
