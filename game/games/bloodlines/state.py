"""The Bloodlines state: every field declared once (with what each seat may see), and the contract.

Characters are numbers (indexes into the content's characters); where each one is (``location``),
whose bloodline it is in, its sire and childer and its tokens are flat per-character lists.
The turn is the kit's pending-decision stack of frames (``stack``, records of ``frames.py``): the
bottom one plays the rounds, the top one is the decision waiting now (its kind is ``step``) or
work the rules do by themselves (``flow.py``).  Hidden: each seat's hand of clan schemes, its scheme deck and its face-down
discard pile (which scheme it takes back from there), the order of the character deck, and the
values of face-down tokens of the long war.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import attrgetter
from typing import Any, ClassVar

from game.core.actions import Action
from game.core.records import HIDDEN, flat, nested, record, scalar
from game.core.rng import Rng
from game.core.state import GameState

from . import score
from .actions import TakeScheme
from .characters import LOC_OUT, battleground_of, unseen_schemes
from .content import Content
from .flow import FLOW
from .setup import setup
from .stack import Stack
from .tables import CLAN, C, N

LOCATIONS = ("out of the game", "deck", "queue", "bloodline", "discard", "grafted", "haven")


def _chars(value: Any) -> Any:
    return lambda n, o: [value] * N


def _chars_nested(n: int, o: Mapping[str, Any]) -> list[list[int]]:
    return [[] for _ in range(N)]


_UNTOUCHED = ("grafts", "elevations", "enemy", "city_ankhs", "veil_ankhs")
"""Per-character lists most games never fill (the battlegrounds and schemes that do are few): a
new game starts each one shared, as a clone leaves its fields (game.core.state, "Copy on use"),
with _NO_ONE, so it makes no 151 empty lists for them; the first read of one through its
attribute takes the state's own copy (as after a clone), and a read that changes nothing goes
through ``field_value``.  (Making them, and the collector's passes over them, was about 3% of a
random game's work.)"""
_NO_ONE: tuple[list[int], ...] = tuple([] for _ in range(N))
"""An empty list per character, shared by every new game and never changed: it is only ever read
(``field_value``) or copied (the copy on use)."""


# starts made by a call (a fresh value each game, without records.deep_copy of a template)
def _empty(n: int, o: Mapping[str, Any]) -> list[Any]:
    return []


def _four_zeros(n: int, o: Mapping[str, Any]) -> list[int]:
    return [0, 0, 0, 0]


def _seats(value: Any) -> Any:
    """One scalar `value` per seat (records.per_seat without a copy of each)."""
    return lambda n, o: [value] * n


def _seat_lists(n: int, o: Mapping[str, Any]) -> list[list[Any]]:
    return [[] for _ in range(n)]


def _sect_mask(value: list[int], seat: int | None, state: BloodlinesState) -> list[int]:
    up = state.sect_face_up
    return [v if up[i] else HIDDEN for i, v in enumerate(value)]


class BloodlinesState(GameState):
    phase: str = scalar(str, start="setup")
    step: str = scalar(str, start="")
    over: bool = scalar(bool, start=False)
    round: int = scalar(int, start=0)
    rounds: int = scalar(int, start=0)
    first: int = scalar(int, start=0)  # the first-player marker
    turn: int = scalar(int, start=-1)  # whose turn it is
    turn_position: int = scalar(int, start=-1, saved="tpos")  # its place in this round's order
    order: list[int] = flat(start=_empty)  # this round's seats, clockwise from the first
    recruited: bool = scalar(bool, start=False)
    schemed: bool = scalar(bool, start=False)
    clan: list[str] = flat(start=_seats(""))
    leader: list[int] = flat(start=_seats(-1))
    # per character
    location: list[int] = flat(start=_chars(LOC_OUT), saved="loc")  # LOCATIONS: where each character is
    owner: list[int] = flat(start=_chars(-1))
    sire: list[int] = flat(start=_chars(-1))
    power: list[int] = flat(start=_chars(0))
    infamy: list[int] = flat(start=_chars(0))
    boons: list[int] = flat(start=_chars(0))
    exhausted: list[bool] = flat(start=_chars(False), saved="exh")
    in_torpor: list[bool] = flat(start=_chars(False), saved="tor")
    title: list[int] = flat(start=_chars(-1))              # court title number, -1 none
    reserved: list[int] = flat(start=_chars(-1))           # the seat whose clan marker is on it
    childer: list[list[int]] = nested(start=_chars_nested, saved="kids")  # in the order placed
    # (the five per-character lists below have no start: a new game leaves them shared, see _UNTOUCHED)
    grafts: list[list[int]] = nested()  # ancillae crafted onto a vampire
    # a chronicle's elevation: whose abilities each character carries
    elevations: list[list[int]] = nested(saved="elev")
    haven: list[int] = flat(start=_seats(-1))            # a chronicle's retained vampire, recruited once
    # each character's clan: a chronicle's sticker may change it ("" thin-blooded: no clan)
    character_clan: list[str] = flat(start=lambda n, o: list(CLAN), saved="ccl")
    assets: list[list[str]] = nested(start=_seat_lists)           # a chronicle's assets each seat may still spend
    asset_used: bool = scalar(bool, start=False)                   # an asset spent this turn (once a turn)
    enemy: list[list[int]] = nested()           # Declare Enemy schemes lying on a vampire
    # the Night of Torches' burning cities: the ankhs each vampire carries (faction numbers)
    city_ankhs: list[list[int]] = nested(saved="rv")
    # the Veil of Night: the ankhs each vampire carries (faction numbers)
    veil_ankhs: list[list[int]] = nested(saved="mq")
    line: list[list[int]] = nested(start=_seat_lists)             # each bloodline, in the order recruited
    deck: list[int] = flat("order", start=_empty)                      # the character deck: contents known, order not
    queue: list[int] = flat(start=_empty)                              # left-most first; -1 an empty space
    character_discard: list[int] = flat(start=_empty, saved="cdiscard")
    hand: list[list[int]] = nested("seat_order", start=_seat_lists)
    # each seat's scheme deck: even its owner knows only what is left
    scheme_deck: list[list[int]] = nested("secret", start=_seat_lists, saved="sdeck")
    # each seat's scheme discard: a personal pile, face down
    scheme_discard: list[list[int]] = nested("seat_order", start=_seat_lists, saved="sdiscard")
    markets: list[int] = flat(start=_empty)
    market_used: list[bool] = flat(start=_empty)
    market_boons: list[int] = flat(start=_empty)
    edict: list[int] = flat(start=_seats(-1))
    edict_attribute: list[str] = flat(start=_seats(""), saved="edict_attr")  # the attribute it names
    edict_issuer: list[int] = flat(start=_seats(-1), saved="edict_self")     # the vampire whose edict it is
    battlegrounds: list[str] = flat(start=_empty, saved="bgs")  # the three in play, by id
    missions: list[int] = flat(start=_empty)
    claimed: list[int] = flat(start=_empty)
    # the battlegrounds' own tokens
    ladder: int = scalar(int, start=0, saved="hl")  # the Ladder of Blood's token: + toward high, - low
    # the Four Thrones: each court's faction (-1 none) and the ankhs on it
    court_faction: list[int] = flat(start=_empty, saved="court_f")
    court_ankhs: list[int] = flat(start=_empty, saved="court_n")
    # the Leash of Conscience: each seat's morality token (its space and the temperament it shows)
    morality_space: list[int] = flat(start=_seats(0), saved="beast_pos")
    morality_face: list[str] = flat(start=_seats(""), saved="beast_face")
    # the Tide of Progress: each seat's token likewise
    progress_space: list[int] = flat(start=_seats(0), saved="hum_pos")
    progress_face: list[str] = flat(start=_seats(""), saved="hum_face")
    # the Holy Tribunal: the class each archetype's bench space shows, and whether a token is on it
    bench_class: list[str] = flat(start=_empty, saved="inq_face")
    bench_taken: list[bool] = flat(start=_empty, saved="inq_in")
    city: list[int] = flat(start=_four_zeros)
    fire: int = scalar(int, start=0)
    investigators: list[int] = flat(start=_four_zeros, saved="inv")  # the Veil: each region's investigator's space
    veil: list[int] = flat(start=_four_zeros)
    # the Crown of the City: the class of each token inside the walls
    crown_tokens: list[str] = flat(start=_empty, saved="ct_faces")
    next_title: int = scalar(int, start=0, saved="timer")  # the Crown: the title the next full walls give
    # the War of the Sects: the token on each space of the four regions (-1 empty); each token's
    # face (up or down), value (hidden while face down) and allegiance; the tokens in the supply
    sect_spaces: list[int] = flat(start=_empty, saved="sab_slot")
    sect_face_up: list[bool] = flat(start=_empty, saved="sab_up")
    sect_value: list[int] = flat(start=_empty, mask=_sect_mask, saved="sab_val")
    sect_side: list[int] = flat(start=_empty, saved="sab_side")
    sect_supply: list[int] = flat(start=_empty, saved="sab_pool")
    allegiance: list[int] = flat(start=_seats(-1))
    # the end
    final_vp: list[int] = flat(start=_empty)
    result: list[int] = flat(start=_empty)
    stack: Stack = record(Stack, start=lambda n, o: Stack())

    # a search's trial states copy only the fields they touch (game.core.state, "Copy on use"),
    # but those a search's moves and judgements nearly always read, copied at every clone
    COPY_ON_USE = True
    EAGER = frozenset({
        "order", "clan", "leader", "power", "infamy", "boons", "exhausted", "in_torpor", "childer",
        "line", "hand", "markets", "edict", "battlegrounds", "missions", "court_faction", "court_ankhs",
        "morality_space", "stack"})
    # grafts, elevations and enemy are read everywhere but written rarely: their readers (the
    # abilities, the AI's judgement) read them with field_value, which copies nothing
    DERIVED: ClassVar[tuple[str, ...]] = ("content",)
    content: Content
    SECRET_ACTIONS: ClassVar[tuple[type[Action], ...]] = (TakeScheme,)
    FLOW = FLOW

    def __init__(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        self.__dict__["_shared"] = dict.fromkeys(_UNTOUCHED, _NO_ONE)
        self.content = C
        setup(self)
        FLOW.begin(self, "setup", [])

    def _derive(self) -> None:
        self.content = C

    def action_seen_by(self, action: Action, mover: int, seat: int | None) -> Action:
        """Which scheme a player takes back from its face-down discard pile only it knows."""
        if type(action) is TakeScheme and seat != mover:
            return self.masked_action(mover)
        return action

    # ``self.over``, read in C (attrgetter: no Python frame; asked after every move)
    is_over = property(attrgetter("over"))

    @property
    def current_player(self) -> int | None:
        if self.over or not self.stack:
            return None
        return self.stack[-1].seat

    def scores(self) -> list[int]:
        if self.over and self.final_vp:
            return list(self.final_vp)
        return score.victory_points(self)

    def score_breakdown(self) -> list[tuple[str, list[int]]]:
        return score.breakdown(self)

    def tie_break(self) -> str:
        return score.tie_break(self)

    def winners(self) -> list[int]:
        if self.over:
            return list(self.result)
        vp = self.scores()
        best = max(vp)
        return [p for p, v in enumerate(vp) if v == best]

    def determinize(self, seat: int, rng: Rng) -> BloodlinesState:
        """A playable state consistent with `seat`'s view: the character deck shuffled, the
        other seats' hands and scheme decks dealt from their clans' unseen schemes, the
        face-down long-war values shuffled among the tokens of their side."""
        w = self.clone() if self.viewer == seat and self.rng is None else self.view(seat)
        assert isinstance(w, BloodlinesState)
        rng.shuffle(w.deck)
        for p in range(w.players):
            if not w.clan[p]:
                continue
            if p == seat:
                known = set(w.hand[p]) | set(w.scheme_discard[p])
                rest = [s for s in unseen_schemes(w, p) if s not in known]
                rng.shuffle(rest)
                w.scheme_deck[p] = rest
                continue
            pool = unseen_schemes(w, p)
            rng.shuffle(pool)
            k, m = len(w.hand[p]), len(w.scheme_deck[p])
            w.hand[p] = pool[:k]
            w.scheme_deck[p] = pool[k:k + m]
            w.scheme_discard[p] = pool[k + m:k + m + len(w.scheme_discard[p])]
        if w.sect_value:
            sects = battleground_of(w, "sects")
            table = C.battleground_by_id[sects].table if sects else None
            if table is not None:
                for side, values in ((0, table["council"]), (1, table["host"])):
                    hidden = [t for t, s in enumerate(w.sect_side) if s == side and not w.sect_face_up[t]]
                    pool = list(values)
                    for t, s in enumerate(w.sect_side):
                        if s == side and w.sect_face_up[t]:
                            pool.remove(w.sect_value[t])
                    rng.shuffle(pool)
                    for t, v in zip(hidden, pool, strict=True):
                        w.sect_value[t] = v
        w.rng = Rng(rng.next64())
        w.viewer = None
        w._legal_cache = None
        return w


def _copy_nested(value: list[list[Any]]) -> list[list[Any]]:
    """A nested field's copy: ``map`` with ``list.copy`` (the inner values are always lists here)
    is about three times faster than the core's loop, and the search copies states thousands of
    times a decision (151 characters, six nested fields of them)."""
    return list(map(list.copy, value))


def _faster(copiers: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
    nested_fields = {name for name, spec in BloodlinesState.FIELDS.items() if spec.shape == "nested"}
    return tuple((name, _copy_nested if name in nested_fields else copy) for name, copy in copiers)


BloodlinesState.use_copiers(_faster(BloodlinesState._copiers))
