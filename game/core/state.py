"""The engine contract every game follows (see DESIGN.md, "The engine contract").

A game subclasses :class:`GameState`, declares each changing field once, in its class body with
its type (``vitae: list[int] = flat(start=per_seat(0))``, see :mod:`game.core.records`; the
class collects them into ``FIELDS``) and writes only its private rule
steps (``_legal_actions``, ``_apply``).  The public :meth:`GameState.apply`
checks legality, records the history (and who acted) and returns the events;
``clone``, ``to_data``, ``from_data`` and ``view`` come from the declaration.

A view (``view(seat)``) never holds what that seat may not know: no seed, no
rng, every secret field masked with :data:`~game.core.records.HIDDEN`, and
every action of the history that the seat may not see replaced by
:class:`~game.core.actions.Masked` (the game says which in ``action_seen_by``); a run of one
mover's masked steps shows as one, so their number stays hidden too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import repeat
from operator import is_
from typing import Any, ClassVar, Self

from . import records
from .actions import Action, Masked
from .applying import applier
from .errors import IllegalAction
from .events import Event
from .info import RULES_EDITION, GameInfo  # declared apart (info.py), named here as before
from .records import Field
from .rng import Rng
from .scores import ScoreRow

Seat = int
"""A seat at the table, 0-based (seat 0 is written "Seat 1" in text)."""
_new = object.__new__   # a clone's and a view's empty state, given its dict whole
_PLAIN = (int, float, str, bool, type(None))   # starts that start_value would hand back as they are



def _one_masked_step_a_run(view: GameState) -> None:
    """In a view, a run of one mover's masked steps (nothing seen between them) shows as one
    masked step: how many hidden steps a seat took is as hidden as the steps themselves (a plan
    built card by card, an order taken back).  Drops the others from the view's history and
    movers, and moves the secret moves' places to match."""
    history, movers, secret = view.history, view.movers, view._secret_moves
    drop = {i for i in secret if i and type(history[i]) is Masked and type(history[i - 1]) is Masked
            and movers[i] == movers[i - 1]}
    if not drop:
        return
    view.history = [a for i, a in enumerate(history) if i not in drop]
    view.movers = [m for i, m in enumerate(movers) if i not in drop]
    gone = 0
    places: list[int] = []
    for i in secret:   # rising, and every dropped step is one of them
        if i in drop:
            gone += 1
        else:
            places.append(i - gone)
    view._secret_moves = places


class _CopiedOnUse:
    """A declared field a clone or a view left shared (see ``GameState._share``): read first,
    the state takes its own copy into its attributes, where later reads find it directly (a
    non-data descriptor: an instance attribute of the same name comes first)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, state: Any, owner: Any = None) -> Any:
        name = self.name
        try:
            d = state.__dict__
            value = d["_shared"].pop(name)
        except (AttributeError, KeyError):   # the class itself, or a state that never had it
            raise AttributeError(name) from None
        value = d[name] = state._copy_of[name](value)
        return value


class GameState:
    """Base class of every game's state.

    Subclasses set ``info``, declare their fields in the class body (everything that changes:
    ``name: type = flat(...)``, collected into ``FIELDS`` in body order) and list in ``DERIVED``
    the attributes rebuilt by :meth:`_derive`, never saved (annotated in the class body, no
    value), and implement the underscored hooks.  ``rng`` and ``seed`` are ``None`` in a view.
    """

    info: GameInfo
    # the kit's own attributes (BASE), set by _fresh
    players: int
    seed: int | None
    options: dict[str, Any]
    rng: Rng | None
    history: list[Action]
    movers: list[Seat]
    viewer: int | None
    _legal_cache: list[Action] | None
    _secret_moves: list[int]

    FIELDS: ClassVar[dict[str, Field]] = {}
    """Every declared field, name → Field, in declaration order (built from the class body)."""
    DERIVED: ClassVar[tuple[str, ...]] = ()
    FLOW: ClassVar[Any] = None
    """The game's :class:`~game.core.flow.Flow`: with it, legal actions and apply need no code."""
    CONTENT: ClassVar[Any] = None
    """The game's content, loaded once: set as ``content`` on every new state and again after a load
    (a game that names it lists ``"content"`` in DERIVED)."""
    START: ClassVar[str | None] = None
    """With FLOW: the phase a new game begins in, begun by this ``__init__`` once the content is set
    (a game with setup of its own begins its flow itself)."""
    SECRET_ACTIONS: ClassVar[tuple[type[Action], ...]] = ()
    """The action classes some seat may not see (wholly or in part): ``view`` asks
    :meth:`action_seen_by` about these only, so views stay cheap on long histories."""
    BASE: ClassVar[tuple[str, ...]] = ("players", "seed", "options", "rng", "history", "movers",
                                       "viewer", "_legal_cache", "_secret_moves", "_shared")
    """The kit's own attributes (``_shared``: the fields a clone or a view left shared, see
    COPY_ON_USE; only once a state has been cloned or viewed)."""

    def __init__(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> None:
        self._fresh(players, seed, options)
        if self.CONTENT is not None:
            self.content = self.CONTENT
        if self.FLOW is not None and self.START is not None:
            self.FLOW.begin(self, self.START, [])

    def _fresh(self, players: int, seed: int, options: Mapping[str, Any] | None) -> None:
        """The kit's own attributes and every declared field at its start (a new game, or a load's base)."""
        self.players = players
        self.seed = seed
        self.options = dict(options or {})
        self.rng = Rng(seed)
        self.history = []
        self.movers = []             # who took each action of the history (public)
        self._secret_moves = []      # where SECRET_ACTIONS stand in the history
        self.viewer = None           # set in view copies: whose knowledge this is
        self._legal_cache = None
        d, options = self.__dict__, self.options
        for name, value, spec in self._starts:     # a plain scalar's start is the value itself
            d[name] = value if spec is None else records.start_value(spec, players, options)

    _starts: ClassVar[tuple[tuple[str, Any, Field | None], ...]] = ()
    _copiers: ClassVar[tuple[tuple[str, Callable[[Any], Any]], ...]] = ()
    _copy_of: ClassVar[dict[str, Callable[[Any], Any]]] = {}
    _lazy: ClassVar[frozenset[str]] = frozenset()
    _eager: ClassVar[tuple[tuple[str, Callable[[Any], Any]], ...]] = ()
    _view_eager: ClassVar[tuple[tuple[str, Callable[[Any], Any]], ...]] = ()
    COPY_ON_USE: ClassVar[bool] = False
    """Whether a clone or a view leaves the fields that are more than a scalar shared until first
    used (see ``_share``; a game opts in: a search's trial states then copy only what they
    touch, while a field read through the shared path is a little slower to read)."""
    EAGER: ClassVar[frozenset[str]] = frozenset()
    """With COPY_ON_USE: the fields copied at every clone all the same (the ones nearly every
    move reads: they stay plain attributes, the fastest to read)."""
    _secrets: ClassVar[tuple[tuple[str, Field], ...]] = ()
    _maskers: ClassVar[tuple[tuple[str, records.Mask], ...]] = ()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.FIELDS = records.collect(cls, cls.FIELDS)   # the body's declarations, after the inherited
        cls._starts = tuple((n, f.start, None) if type(f.start) in _PLAIN else (n, None, f)
                            for n, f in cls.FIELDS.items() if f.start is not ...)
        cls._secrets = records.secret_fields(cls.FIELDS)
        cls._maskers = records.maskers(cls.FIELDS)
        cls.use_copiers(records.copiers(cls.FIELDS))
        if cls.apply is GameState.apply or cls.apply.__code__ is _APPLY_CODE:   # not the game's own
            cls.apply = applier(cls, GameState._apply)  # type: ignore[method-assign, assignment]
        if cls.action_seen_by is not GameState.action_seen_by and not cls.SECRET_ACTIONS:
            raise TypeError(f"{cls.__name__} masks actions: name their classes in SECRET_ACTIONS")

    @classmethod
    def use_copiers(cls, copiers: tuple[tuple[str, Callable[[Any], Any]], ...]) -> None:
        """How each field that is more than a scalar is copied (name, copy): once, on first use
        after a clone or a view (a game may give faster copies of its own shapes)."""
        cls._copiers = copiers
        cls._copy_of = dict(copiers)
        for name in cls._lazy:
            if isinstance(cls.__dict__.get(name), _CopiedOnUse):
                delattr(cls, name)
        lazy = {n for n in cls._copy_of if n not in cls.EAGER} if cls.COPY_ON_USE else set()
        cls._lazy = frozenset(lazy)
        for name in lazy:
            setattr(cls, name, _CopiedOnUse(name))
        cls._eager = tuple((n, c) for n, c in copiers if n not in lazy)
        masked = {name for name, _ in cls._secrets}
        cls._view_eager = tuple((n, c) for n, c in cls._eager if n not in masked)

    # -- the contract ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """The actions `current_player` may take now (a fresh list; empty once over)."""
        legal = self._legal_cache
        if legal is None:
            legal = self._legal_cache = [] if self.is_over else self._legal_actions()
        return legal.copy()

    def is_legal(self, action: Action) -> bool:
        legal = self._legal_cache
        if legal is None:
            self.legal_actions()
            legal = self._legal_cache
        assert legal is not None
        # the action is usually one of the list's own objects (a seat or search picked it from
        # legal_actions()): find it by identity in C first; equality (a dataclass __eq__ for each
        # entry before it) only for an equal action built elsewhere (a replay, the window)
        return any(map(is_, legal, repeat(action))) or action in legal

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and return what happened. Raises IllegalAction.  (Each subclass
        plays its moves with its own copy of this, made with its class: see :func:`game.core.applying.applier`.)"""
        return applier(type(self), GameState._apply)(self, action)

    def _legal_to_play(self) -> list[Action]:
        """The legal list an apply checks against, once the cache is empty (IllegalAction in a view)."""
        if self.rng is None:
            raise IllegalAction("this is a view: it cannot be played; determinize it first")
        legal = self._legal_cache = [] if self.is_over else self._legal_actions()
        return legal

    def _touched(self) -> None:
        """Call after changing a state outside apply() (tests, loaders)."""
        self._legal_cache = None

    def scores(self) -> list[int]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def score_breakdown(self) -> list[ScoreRow]:
        """The score by category, ``[(category, points per seat), ...]``: the rows add up exactly to
        :meth:`scores` for every seat, mid-game (a preview) and at the end; a view's rows count only
        what its seat may see.  A game with no categories of its own has one row."""
        return [("Points", list(self.scores()))]

    def score_notes(self) -> list[ScoreRow]:
        """Counts shown beside the score that are not points (never added into it); none by default."""
        return []

    def tie_break(self) -> str:
        """When the top scores tie and a rule chose among the tied seats: that rule in the game's words,
        one short sentence (see :func:`game.core.scores.decided_by`); otherwise ``""``."""
        return ""

    # -- copies, plain data and views, from the declared FIELDS ---------------------------------
    # Copy on use: a clone or a view copies none of the fields that are more than a scalar.  Both
    # states hand them over to their ``_shared`` parts (the same objects, in a dict of each
    # state's own), and whichever reads such a field first takes its own copy of it then (the
    # class's _CopiedOnUse descriptor; from there on it is a plain attribute again).  A search's
    # trial states copy only what their moves touch.  Holding a field's object across a clone
    # of its state and changing it afterwards would change the other state too: read the field
    # again after cloning.
    def _share(self) -> dict[str, Any]:
        """Hand every copied field this state still holds to its shared parts; those parts."""
        d = self.__dict__
        shared: dict[str, Any] | None = d.get("_shared")
        if shared is None:
            shared = d["_shared"] = {}
        lazy = self._lazy
        if lazy:
            pop = d.pop
            for name in lazy.intersection(d):
                shared[name] = pop(name)
        return shared

    def field_value(self, name: str) -> Any:
        """A declared field's value to read, never to change (shared parts are not copied)."""
        d = self.__dict__
        return d[name] if name in d else d["_shared"][name]   # (KeyError: no such field)

    def clone(self) -> Self:
        """An independent copy (the rng too): playing one never changes the other."""
        d = self.__dict__
        if self._lazy:
            shared = self._share()
            nd = d.copy()   # (a dict's copy clones its table at once: cheaper than filling a new one)
            nd["_shared"] = shared.copy()
        else:
            nd = d.copy()
        for name, copy in self._eager:
            nd[name] = copy(nd[name])
        nd["history"] = self.history.copy()   # (a list's copy() makes no slice, as [:] does)
        nd["movers"] = self.movers.copy()
        nd["_secret_moves"] = self._secret_moves.copy()
        rng = self.rng
        if rng is not None:
            nd["rng"] = rng.copy()
        twin = _new(type(self))
        twin.__dict__ = nd
        return twin

    def to_data(self) -> dict[str, Any]:
        """Plain TOML-safe data (no None, string keys, lists); a view's has no seed and no rng."""
        data: dict[str, Any] = {"game": self.info.id, "players": self.players,
                                "options": dict(self.options),
                                "history": [a.to_data() for a in self.history],
                                "movers": list(self.movers)}
        if self.seed is not None:
            data["seed"] = self.seed
        if self.rng is not None:
            data["rng"] = self.rng.to_data()
        if self.viewer is not None:
            data["viewer"] = self.viewer
        peek = self.field_value
        for name, spec in self.FIELDS.items():
            value = records.field_to_data(spec, peek(name))
            if value is not None:
                data[spec.saved or name] = value
        return data

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Self:
        """Rebuild a state from :meth:`to_data` output; KeyError/TypeError/ValueError on bad data."""
        state = object.__new__(cls)
        players = data["players"]
        if type(players) is not int:
            raise TypeError("field 'players' must be an integer")
        seed = data.get("seed")
        state._fresh(players, 0 if seed is None else int(seed), data.get("options", {}))
        state.seed = None if seed is None else int(seed)
        state.rng = Rng.from_data(data["rng"]) if "rng" in data else None
        state.viewer = data.get("viewer")
        state.history = [cls.info.codec.from_data(a) for a in data.get("history", [])]
        state.movers = list(data.get("movers", []))
        if len(state.movers) != len(state.history):
            raise ValueError("one mover per action of the history")
        secret = cls.SECRET_ACTIONS
        state._secret_moves = [i for i, a in enumerate(state.history) if type(a) in secret]
        d = state.__dict__
        for name, spec in cls.FIELDS.items():
            d[name] = records.field_from_data(name, spec, data)
        state._derive()
        return state

    @property
    def rules_edition(self) -> int:
        """Which edition of the rules this game is played under: the game's current one, or an
        older one recorded in the options of a game begun before a rules review."""
        return int(self.options.get(RULES_EDITION, self.info.rules_edition))

    def _derive(self) -> None:
        """Rebuild the DERIVED attributes after from_data (content, schedules, caches)."""
        if self.CONTENT is not None:
            self.content = self.CONTENT

    def view(self, seat: int | None) -> Self:
        """A copy with everything `seat` may not know masked (None: a spectator, who sees only
        what is public).  It cannot be played: determinize it first."""
        d = self.__dict__
        if self._lazy:
            shared = self._share()
            vd = d.copy()
            vd["_shared"] = mine = shared.copy()
        else:
            vd = d.copy()
            mine = {}
        for name, copy in self._view_eager:        # the secret fields are rebuilt masked below
            vd[name] = copy(vd[name])
        vd["history"] = self.history.copy()
        vd["movers"] = self.movers.copy()
        vd["_secret_moves"] = self._secret_moves.copy()
        vd["rng"] = vd["seed"] = vd["_legal_cache"] = None
        vd["viewer"] = seat
        v = _new(type(self))
        v.__dict__ = vd
        for name, mask in self._maskers:
            vd[name] = mask(mine.pop(name) if name in mine else vd[name], seat, self)
        if self._secret_moves:  # only the declared SECRET_ACTIONS are asked about
            history, movers, seen = v.history, self.movers, self.action_seen_by
            for i in self._secret_moves:
                history[i] = seen(history[i], movers[i], seat)
            _one_masked_step_a_run(v)
        self._mask_view(v, seat)
        return v

    def action_seen_by(self, action: Action, mover: Seat, seat: int | None) -> Action:
        """`action` (taken by `mover`) as `seat` saw it; the game masks its secret choices
        (return :class:`Masked`, or a copy with the secret part hidden)."""
        return action

    def masked_action(self, mover: Seat) -> Action:
        return Masked(mover)

    def _mask_view(self, view: Self, seat: int | None) -> None:
        """Anything subtler than the declared secrecy (a game hook; the default does nothing)."""

    def determinize(self, seat: int, rng: Rng) -> GameState:
        raise NotImplementedError

    # -- hooks for the game ------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        """The waiting step's actions; a game on the core flow just names it in ``FLOW``."""
        if self.FLOW is None:
            raise NotImplementedError
        return self.FLOW.legal(self)

    def _apply(self, action: Action) -> list[Event]:
        """Play `action` at the waiting step and settle (``FLOW.run``); returns what happened."""
        if self.FLOW is None:
            raise NotImplementedError
        events = self.opening_events() if not self.history else []
        self.FLOW.run(self, action, events)
        return events

    def opening_events(self) -> list[Event]:
        """What the table learned before the first decision (a deal, each seat's deck): public, fixed by
        the seed and options, so a load or an undo shows the same opening.  The first apply returns
        them ahead of its own events (the game log's first lines); none by default."""
        return []


_APPLY_CODE = applier(GameState, GameState._apply).__code__   # every class's own apply runs this (__init_subclass__)
