"""What a card (or a minion) of yours may do from the decision at hand, as the engine allows it.

The engine asks in small steps (pick a minion, the action, its target); a gesture names all of them
at once.  The paths a card may take are found by playing the steps on a game dealt from the viewer's
view (hidden cards drawn at random; none of these steps depends on them), so what lights up is what
the engine allows.  Nothing here draws: it is tested without a window.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import Action
from game.core.rng import Rng
from game.ui.tables.methuselah.read import A, MethuselahState

DEPTH = 3            # steps a gesture may name
CARD_STEPS = (A.Pick, A.Act, A.Target, A.Play, A.Block, A.PlayMaster, A.PlayEvent, A.Discard, A.Strike)


def uid_of(action: Action) -> int | None:
    uid = getattr(action, "uid", None)
    return uid if isinstance(uid, int) else None


def card_of(action: Action) -> int | None:
    card = getattr(action, "card", None)
    return card if isinstance(card, int) and card >= 0 else None


@dataclass
class Path:
    """Steps that play one card: the minion that acts with it (or none) and the minion it is aimed at."""

    steps: tuple[Action, ...]
    actor: int | None = None
    aimed: int | None = None
    seat: int | None = None       # the ancient it is played at (a bleed's prey), when the engine says


@dataclass
class Follow:
    """The rest of a gesture: played as the engine asks for each step (while it stays legal)."""

    steps: list[Action] = field(default_factory=list)
    tries: int = 0


def on_stage(paths: list[Path]) -> list[Path]:
    """The plays of a card dropped on the stage (or your own panel): one step, at no minion."""
    return [p for p in paths if len(p.steps) == 1 and uid_of(p.steps[0]) is None]


def path_of(steps: tuple[Action, ...], state: MethuselahState) -> Path:
    """The path `steps` make, `state` the game after them (its action under way names the rest)."""
    actor = next((uid_of(s) for s in steps if isinstance(s, (A.Pick, A.Play, A.Block))), None)
    if actor is None and state.a_uid >= 0:
        actor = state.a_uid     # the minion already acting plays it
    aimed = next((uid_of(s) for s in steps if isinstance(s, A.Target)), None)
    seat = state.a_target
    return Path(steps, actor, aimed, seat if seat >= 0 else None)


class CardPaths:
    """The ways of one decision: each card's paths and each minion's bleed, found once and kept."""

    def __init__(self, view: MethuselahState | None, legal: list[Action], me: int) -> None:
        self.view = view
        self.legal = legal
        self.me = me
        self.paths: dict[int, list[Path]] = {}     # by card
        self.bleeding: dict[int, bool] = {}        # by minion: may it bleed your prey from here

    def of(self, card: int) -> list[Path]:
        """Every way the engine lets `card` be played from here, each as the steps that name it."""
        if card not in self.paths:
            self.paths[card] = self._search(card)
        return self.paths[card]

    def bleeds(self, uid: int) -> list[Action]:
        """The steps that make minion `uid` bleed your prey from here (none if the engine would not let it)."""
        legal = self.legal
        if A.Act("bleed") in legal and self.view is not None and self.view.a_uid == uid:
            return [A.Act("bleed")]
        if A.Pick(uid) not in legal:
            return []
        if uid not in self.bleeding:
            dealt = self.dealt()
            ok = False
            if dealt is not None:
                try:
                    dealt.apply(A.Pick(uid))
                    ok = A.Act("bleed") in dealt.legal_actions()
                except Exception:  # noqa: BLE001 - a dealt game that cannot play on says nothing
                    ok = False
            self.bleeding[uid] = ok
        return [A.Pick(uid), A.Act("bleed")] if self.bleeding[uid] else []

    def _search(self, card: int) -> list[Path]:
        legal = self.legal
        found: list[Path] = []
        direct = [a for a in legal if card_of(a) == card]
        acting = self.view.a_uid if self.view is not None else -1
        for a in direct:   # a card played in one step: by the minion it names, or (an action) the one acting
            actor = uid_of(a) if isinstance(a, (A.Play, A.Block)) else (acting if isinstance(a, A.Act) else None)
            found.append(Path((a,), actor if actor is None or actor >= 0 else None))
        if not any(isinstance(a, (A.Pick, A.Act, A.Block, A.Target)) for a in legal) \
                and not any(isinstance(a, A.PlayMaster) for a in direct):   # a master card may name a vampire next
            return found
        start = self.dealt()
        if start is None:
            return found
        frontier: list[tuple[MethuselahState, tuple[Action, ...]]] = [(start, ())]
        for _depth in range(DEPTH):
            grown: list[tuple[MethuselahState, tuple[Action, ...]]] = []
            for state, steps in frontier:
                if state.is_over or state.current_player != self.me:
                    continue
                played = any(card_of(s) == card for s in steps)
                for action in state.legal_actions():
                    if not isinstance(action, CARD_STEPS):
                        continue
                    if played and not isinstance(action, A.Target):
                        continue     # once the card is played only its target is named
                    if card_of(action) not in (None, card):
                        continue
                    if isinstance(action, A.Act) and card_of(action) is None:
                        continue     # a plain action (bleed, hunt) is another gesture's
                    try:
                        after = state.clone()
                        after.apply(action)
                    except Exception:  # noqa: BLE001, S112 - a dealt game may not play on: that path is unknown
                        continue
                    path = (*steps, action)
                    if card_of(action) == card and len(path) > 1 or played and isinstance(action, A.Target):
                        found.append(path_of(path, after))
                    grown.append((after, path))
            frontier = grown
        return found

    def dealt(self) -> MethuselahState | None:
        """A game dealt from the view (hidden cards drawn at random), to play the steps on."""
        if self.view is None:
            return None
        try:
            return self.view.determinize(self.me, Rng(1))
        except Exception:  # noqa: BLE001 - without a dealt game only one-step plays are found
            return None
