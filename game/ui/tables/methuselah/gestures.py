"""Playing Methuselah by hand, declared over the kit's gesture map.

* A card of your hand dropped on a minion plays it with that minion (yours: it acts, blocks or strikes
  with it) or at it (a rival's: the target); dropped on the stage it is played with no minion (a master
  card, an event, a discard); dropped on a seat's panel it is played at that ancient.
* In the influence phase a counter of your pool dropped on an uncontrolled vampire moves 1 pool onto it
  (one transfer); an uncontrolled vampire dropped on your pool takes 1 blood back (two transfers), on
  your ready region it is brought into play; a click on your crypt badge draws a vampire (four).
* Every drop is a click too: a minion, a card, an uncontrolled vampire, the crypt; the step's panel and
  the moves list (keys 1-9) offer every legal action.

The engine asks in small steps (pick a minion, the action, its target); a gesture names all of them at
once, so a drop plays the first step and the table plays the rest as the engine asks for them.  The
paths a card may take are found by playing the steps on a game dealt from the viewer's view (hidden
cards drawn at random; none of these steps depends on them): what lights up is what the engine allows.
A drop that matches nothing slides back and the status line says why.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core import Action, Pass
from game.core.rng import Rng
from game.games.methuselah import actions as A
from game.ui.kit.choices import ChoicePanel, Group, Keys, grouped
from game.ui.kit.drag import DragController, DropTarget, Token
from game.ui.kit.gestures import GestureMap, first_only
from game.ui.kit.names import capital, with_names
from game.ui.tables.methuselah import art, scene
from game.ui.tables.methuselah.layout import TableLayout, hand_rects, pool_homes
from game.ui.tables.methuselah.model import TableModel

KEYS = Keys(passes=(Pass,))                          # a gesture's question: keys 1-9 and P
PANEL_KEYS = Keys(passes=(Pass,), unkeyed=(Action,))  # a step's panel: P only (1-9 are the moves list's)
CLICK_SLACK = 6      # pixels a piece may move between press and release and still be a click
DEPTH = 3            # steps a gesture may name
CARD_STEPS = (A.Pick, A.Act, A.Target, A.Play, A.Block, A.PlayMaster, A.PlayEvent, A.Discard, A.Strike)
WITH_MINION = (A.Pick, A.Block, A.Target, A.Play)


def with_blood(sprite: pygame.Surface, minion: Any, unit: float) -> pygame.Surface:
    """A piece's card with the blood on it, drawn as where it lies: a minion you may pick up keeps
    its count in sight (the table draws a carried piece only as its sprite)."""
    out = sprite.copy()
    scene.draw_blood(out, out.get_rect(), minion, unit, True, [])
    return out


def on_stage(paths: list[Path]) -> list[Path]:
    """The plays of a card dropped on the stage (or your own panel): one step, at no minion."""
    return [p for p in paths if len(p.steps) == 1 and uid_of(p.steps[0]) is None]


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


class Gestures:
    """The human's means of play for one decision, declared to the kit's gesture map."""

    def __init__(self, drag: DragController, names: Callable[[], list[str]]) -> None:
        self.map = GestureMap(drag, self._ask)
        self.drag = drag
        self.names = names
        self.model: TableModel | None = None
        self.view: Any = None
        self.area: TableLayout | None = None
        self.hits: dict[Hashable, pygame.Rect] = {}
        self.paths: dict[int, list[Path]] = {}     # by card, found once per decision
        self.follow: Follow | None = None
        self.dropped: tuple[Token, DropTarget] | None = None
        self.refusal = ""                          # why the last drop or click played nothing
        self.pressed: tuple[int, int] | None = None
        self.minion_names: dict[int, str] = {}
        self._clickable: set[Hashable] | None = None
        self._bleeds: dict[int, bool] = {}
        self.click_follow: dict[Action, list[Action]] = {}   # a clicked card's first step -> the steps after it
        self.card_word = ""                                  # that card's name, for the question "with whom?"
        self._inner_drop = drag.on_drop
        drag.on_drop = self._dropped

    @property
    def legal(self) -> list[Action]:
        return self.map.legal

    @property
    def panel(self) -> ChoicePanel | None:
        return self.map.shown  # type: ignore[return-value]

    # -- declaring -------------------------------------------------------------------------------------
    def rebuild(self, view: Any, model: TableModel, legal: list[Action], area: TableLayout,
                hits: dict[Hashable, pygame.Rect]) -> None:
        self.view, self.model, self.area, self.hits = view, model, area, hits
        if legal != self.map.legal:
            self.refusal = ""     # a new decision: the last refusal is about the one before
        self.paths = {}
        self._bleeds = {}
        self.click_follow = {}
        self.card_word = ""
        self._clickable = None
        self.minion_names = {m.key[1]: m.card.name for s in model.seats for m in (*s.ready, *s.torpor)
                             if not m.card.hidden}
        pieces: list[Token] = []
        if legal:
            pieces += self._hand_pieces(model, area, legal)
            pieces += self._pool_pieces(model, area, legal)
            pieces += self._unc_pieces(model, area, legal)
            pieces += self._minion_pieces(model, area, legal)
        places = [(key, rect) for key, rect in hits.items()
                  if isinstance(key, tuple) and key and key[0] in ("minion", "unc", "seat", "stage", "pool", "region")]
        # the smallest place under the pointer takes the drop (a vampire, not the region round it)
        targets = [DropTarget(key, rect) for key, rect in sorted(places, key=lambda kv: kv[1].width * kv[1].height)]
        self.map.declare(legal, pieces, targets, self._match, self._click, self._standing(model, legal, area))
        if self.follow is not None and self.follow.tries > 3:
            self.follow = None

    def _hand_pieces(self, model: TableModel, area: TableLayout, legal: list[Action]) -> list[Token]:
        playable = {card_of(a) for a in legal if card_of(a) is not None}
        if any(isinstance(a, (A.Pick, A.Act, A.Block)) for a in legal):
            playable |= {c.id for c in model.hand}    # a card may be played a step or two from now
        out = []
        for i, (card, box) in enumerate(zip(model.hand, hand_rects(area.hand, len(model.hand), area.unit),
                                            strict=False)):
            if card.id in playable:
                out.append(Token(("hand", i), (float(box.centerx), float(box.centery)),
                                 radius=min(box.width, box.height) * 0.48,
                                 sprite=art.library_sprite(card, box.size, area.unit), kind=("card", card.id)))
        return out

    def _pool_pieces(self, model: TableModel, area: TableLayout, legal: list[Action]) -> list[Token]:
        if not any(isinstance(a, A.Transfer) and a.amount > 0 for a in legal):
            return []
        radius = scene.pool_radius(area.unit)
        homes = pool_homes(area.pool, model.seats[model.me].pool, radius, scene.pool_label_width(area.unit))
        return [Token(("blood", i), home, radius=radius * 1.3, sprite=art.drop(radius), kind=("pool",))
                for i, home in enumerate(homes)]

    def _unc_pieces(self, model: TableModel, area: TableLayout, legal: list[Action]) -> list[Token]:
        slots = {a.slot for a in legal if isinstance(a, (A.BringOut, A.Transfer)) and
                 (isinstance(a, A.BringOut) or a.amount < 0)}
        out = []
        for minion in model.seats[model.me].uncontrolled:
            slot = minion.key[2]
            rect = self.hits.get(minion.key)
            if slot in slots and rect is not None:
                sprite = with_blood(art.vampire_sprite(minion, rect.size, area.unit), minion, area.unit * 0.85)
                out.append(Token(minion.key, (float(rect.centerx), float(rect.centery)),
                                 radius=min(rect.size) * 0.5, sprite=sprite))
        return out

    def _minion_pieces(self, model: TableModel, area: TableLayout, legal: list[Action]) -> list[Token]:
        """Your minions that may act now: drag one onto your prey to bleed (pressed and let go: a click)."""
        acting = {a.uid for a in legal if isinstance(a, A.Pick)}
        if any(isinstance(a, A.Act) and a.what == "bleed" for a in legal) and self.view is not None:
            acting.add(self.view.a_uid)
        out = []
        for minion in model.seats[model.me].ready:
            rect = self.hits.get(minion.key)
            if minion.key[1] in acting and rect is not None:
                upright = (rect.height, rect.width) if minion.locked else rect.size
                sprite = art.vampire_sprite(minion, upright, area.unit)
                if minion.locked:
                    sprite = pygame.transform.rotate(sprite, -90)
                sprite = with_blood(sprite, minion, area.unit)
                out.append(Token(minion.key, (float(rect.centerx), float(rect.centery)),
                                 radius=min(rect.size) * 0.5, sprite=sprite))
        return out

    def bleeds(self, uid: int) -> list[Action]:
        """The steps that make minion `uid` bleed your prey from here (none if the engine would not let it)."""
        legal = self.legal
        if A.Act("bleed") in legal and self.view is not None and self.view.a_uid == uid:
            return [A.Act("bleed")]
        if A.Pick(uid) not in legal:
            return []
        if uid not in self._bleeds:
            dealt = self._dealt()
            ok = False
            if dealt is not None:
                try:
                    dealt.apply(A.Pick(uid))
                    ok = A.Act("bleed") in dealt.legal_actions()
                except Exception:  # noqa: BLE001 - a dealt game that cannot play on says nothing
                    ok = False
            self._bleeds[uid] = ok
        return [A.Pick(uid), A.Act("bleed")] if self._bleeds[uid] else []

    # -- the paths a card may take -----------------------------------------------------------------------
    def card_paths(self, card: int) -> list[Path]:
        """Every way the engine lets `card` be played from here, each as the steps that name it."""
        if card not in self.paths:
            self.paths[card] = self._search(card)
        return self.paths[card]

    def _search(self, card: int) -> list[Path]:
        legal = self.legal
        found: list[Path] = []
        direct = [a for a in legal if card_of(a) == card]
        acting = getattr(self.view, "a_uid", -1)
        for a in direct:   # a card played in one step: by the minion it names, or (an action) the one acting
            actor = uid_of(a) if isinstance(a, (A.Play, A.Block)) else (acting if isinstance(a, A.Act) else None)
            found.append(Path((a,), actor if actor is None or actor >= 0 else None))
        if not any(isinstance(a, (A.Pick, A.Act, A.Block, A.Target)) for a in legal) \
                and not any(isinstance(a, A.PlayMaster) for a in direct):   # a master card may name a vampire next
            return found
        start = self._dealt()
        if start is None:
            return found
        me = self.model.me if self.model is not None else 0
        frontier: list[tuple[Any, tuple[Action, ...]]] = [(start, ())]
        for _depth in range(DEPTH):
            grown: list[tuple[Any, tuple[Action, ...]]] = []
            for state, steps in frontier:
                if state.is_over or state.current_player != me:
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
                        found.append(_path_of(path, after))
                    grown.append((after, path))
            frontier = grown
        return found

    def _dealt(self) -> Any:
        view, model = self.view, self.model
        if view is None or model is None:
            return None
        try:
            return view.determinize(model.me, Rng(1))
        except Exception:  # noqa: BLE001 - without a dealt game only one-step plays are found
            return None

    # -- what a gesture means ------------------------------------------------------------------------------
    def _match(self, token: Token, target: DropTarget) -> list[Action]:
        return [p.steps[0] for p in self.paths_for(token.key, token.meaning, target.key)]

    def paths_for(self, piece: Hashable, meaning: Hashable, place: Hashable) -> list[Path]:
        """The paths a drop of `piece` (meaning `meaning`) on `place` plays (their first steps are legal)."""
        legal = self.legal
        model = self.model
        if model is None or not isinstance(place, tuple) or not place:
            return []
        if isinstance(meaning, tuple) and meaning and meaning[0] == "card":
            card = meaning[1]
            paths = self.card_paths(card)
            if place[0] == "minion":
                uid = place[1]
                aimed = [p for p in paths if p.aimed == uid]
                return aimed or [p for p in paths if p.actor == uid and p.aimed is None]
            if place[0] == "stage" or (place[0] == "seat" and place[1] == model.me):
                return on_stage(paths)
            if place[0] == "seat":
                return [p for p in paths if p.aimed is None and p.actor is not None and p.seat == place[1]]
            return []
        if isinstance(piece, tuple) and piece and piece[0] == "minion":
            prey = model.seats[model.me].prey
            if self.seat_at(place) == prey != model.me:
                steps = self.bleeds(piece[1])
                return [Path(tuple(steps), piece[1], None, prey)] if steps else []
            return []
        if meaning == ("pool",) and place[0] == "unc" and place[1] == model.me:
            return [Path((a,)) for a in legal if isinstance(a, A.Transfer) and a.slot == place[2] and a.amount > 0]
        if isinstance(piece, tuple) and piece and piece[0] == "unc":
            slot = piece[2]
            if place[0] == "pool":
                return [Path((a,)) for a in legal if isinstance(a, A.Transfer) and a.slot == slot and a.amount < 0]
            if place[0] == "region" and place[1] == "ready" or place[0] in ("seat", "minion") \
                    and self.seat_at(place) == model.me:   # your ready region, or a minion in it
                return [Path((a,)) for a in legal if isinstance(a, A.BringOut) and a.slot == slot]
        return []

    def seat_at(self, place: Hashable) -> int | None:
        """The ancient whose panel `place` lies in (a seat's panel, its minions, its uncontrolled vampires)."""
        model = self.model
        if model is None or not isinstance(place, tuple) or not place:
            return None
        if place[0] in ("seat", "unc"):
            return place[1]
        if place[0] == "minion":
            return next((s.seat for s in model.seats for m in (*s.ready, *s.torpor) if m.key == place), None)
        return None

    def _dropped(self, token: Token, target: DropTarget | None) -> bool:
        played = self._inner_drop(token, target) if self._inner_drop is not None else False
        self.dropped = (token, target) if target is not None else None
        if not played:
            self.refusal = self.why_not(token, target)
            return False
        self.refusal = ""
        if isinstance(token.key, tuple) and token.key[0] == "minion" and self.map.pending is not None:
            return False   # a minion sent to bleed stays in your ready region: it slides home (the bleed is played)
        return played

    def why_not(self, token: Token, target: DropTarget | None) -> str:
        """Why a drop played nothing, in the table's words."""
        model = self.model
        meaning = token.meaning
        if target is None:
            under = self.minion_under(self.drag.released_at or token.pos)
            if under is not None and isinstance(meaning, tuple) and meaning and meaning[0] == "card" \
                    and model is not None and self.card_paths(meaning[1]):
                name = next((c.name for c in model.hand if c.id == meaning[1]), "That card")
                who = self.minion_names.get(under, "that minion")
                empty = next((m for m in model.seats[model.me].ready
                              if m.key == ("minion", under) and not m.ally and m.blood == 0), None)
                why = f"{who} has no blood: an empty vampire may only hunt." if empty is not None else \
                    f"{name} cannot be played with or at {who}: drop it where it lights up."
                return why
            if isinstance(meaning, tuple) and meaning and meaning[0] == "card" and model is not None \
                    and on_stage(self.card_paths(meaning[1])):
                name = next((c.name for c in model.hand if c.id == meaning[1]), "That card")
                return f"{name} is played on the stage (the box of your turn's phases or the step's panel beside " \
                    "it) or on your own panel."
            return "That is not a place the piece can go: it went back."
        if isinstance(meaning, tuple) and meaning and meaning[0] == "card" and model is not None:
            name = next((c.name for c in model.hand if c.id == meaning[1]), "That card")
            if not self.card_paths(meaning[1]):
                return f"{name} cannot be played now."
            where = target.key
            if isinstance(where, tuple) and where and where[0] == "minion":
                who = self.minion_names.get(where[1], "that minion")
                return f"{name} cannot be played with or at {who}: drop it where it lights up."
            return f"{name} cannot be played there: drop it where it lights up."
        if meaning == ("pool",):
            return "Pool goes onto one of your uncontrolled vampires (one transfer each)."
        if isinstance(token.key, tuple) and token.key[0] == "minion":
            who = self.minion_names.get(token.key[1], "Your minion")
            if model is not None and not self.bleeds(token.key[1]):
                return f"{who} cannot bleed now: click it to see what it may do."
            return f"Drop {who} on your prey's panel to bleed; click it for its other actions."
        return "That cannot be done now."

    def minion_under(self, pos: tuple[float, float]) -> int | None:
        """The minion drawn under `pos` (its uid), if any."""
        point = (round(pos[0]), round(pos[1]))
        return next((key[1] for key, rect in self.hits.items()
                     if isinstance(key, tuple) and len(key) == 2 and key[0] == "minion" and rect.collidepoint(point)),
                    None)

    def _ask(self, token: Token | None, target: DropTarget | None, actions: list[Action]) -> ChoicePanel | None:
        rows = [(self.label(a), a) for a in actions]
        popup = ChoicePanel("Which one?", "", rows, KEYS, cancel=True)
        if self.area is not None:
            popup.layout_rows(self.area.choices, self.area.unit)
        return popup

    def label(self, action: Action) -> str:
        """An action in the table's words: minions by name, seats by the players' names."""
        names = self.names()
        uid = uid_of(action)
        who = self.minion_names.get(uid, "") if uid is not None else ""
        if isinstance(action, A.Pick) and who:
            text = f"play {self.card_word} with {who}" if action in self.click_follow and self.card_word \
                else f"act with {who}"
        elif isinstance(action, A.Block) and who:
            text = f"block with {who}"
        elif isinstance(action, A.Target) and who:
            text = f"aim at {who}"
        elif isinstance(action, A.Play) and who:
            text = f"{action.describe()} with {who}"
        else:
            text = action.describe()
        return capital(with_names(text, names))

    def _click(self, pos: tuple[int, int]) -> list[Action]:
        """A click: the smallest thing under the pointer that plays something."""
        for key, rect in sorted(self.hits.items(), key=lambda kv: kv[1].width * kv[1].height):
            if rect.collidepoint(pos):
                found = self.clicked(key)
                if found:
                    return found
        return []

    def clicked(self, key: Hashable) -> list[Action]:
        """What a click on `key` plays (a minion: what names it; a card: what plays it; the crypt…)."""
        legal, model = self.legal, self.model
        if model is None or not isinstance(key, tuple) or not key:
            return []
        if key[0] == "minion":
            return [a for a in legal if isinstance(a, WITH_MINION) and uid_of(a) == key[1]]
        if key[0] == "hand":
            card = model.hand[key[1]].id if key[1] < len(model.hand) else -1
            paths = self.card_paths(card)
            single = first_only(p.steps[0] for p in paths if len(p.steps) == 1)
            if single:
                return single
            # played with a minion: ask which one acts; the rest of the steps follow (a target is clicked)
            self.card_word = model.hand[key[1]].name
            for p in sorted((p for p in paths if p.aimed is None), key=lambda p: len(p.steps)):
                self.click_follow.setdefault(p.steps[0], list(p.steps[1:]))
            return first_only(p.steps[0] for p in paths if p.aimed is None)
        if key[0] == "unc" and key[1] == model.me:
            return [a for a in legal if isinstance(a, (A.Transfer, A.BringOut)) and a.slot == key[2]]
        if key[0] == "crypt":
            return [a for a in legal if isinstance(a, A.CryptDraw)]
        if key[0] == "seek" and key[1] < len(model.seek):
            return [a for a in legal if isinstance(a, A.Seek) and a.card == model.seek[key[1]].id]
        return []

    def _standing(self, model: TableModel, legal: list[Action], area: TableLayout) -> ChoicePanel | None:
        """The step's panel for what the table cannot show as a piece: passing, votes, strikes, the Edge."""
        if not legal:
            return None
        groups = [Group("Vote", A.Cast), Group("Strike", A.Strike, self.label),
                  Group("Action", lambda a: isinstance(a, A.Act) and a.card < 0, self.label),
                  Group("Take", A.Seek, self.label),
                  Group("", (A.EdgePool, A.Withdraw, A.CryptDraw), self.label),
                  Group("", Pass, lambda a: _pass_word(model))]
        rows = grouped(legal, groups, PANEL_KEYS)
        if not rows:
            return None
        panel = ChoicePanel("", "", rows, PANEL_KEYS)
        panel.layout_rows(area.choices, area.unit)
        return panel

    # -- input ----------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Action | None:
        """One input event.  A piece pressed and let go where it lies is a click on it."""
        if not self.legal:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = event.pos
        held = self.drag.dragging
        clicked: list[Action] = []
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and held is not None and self.pressed is not None \
                and abs(event.pos[0] - self.pressed[0]) + abs(event.pos[1] - self.pressed[1]) <= CLICK_SLACK:
            clicked = [a for a in self.clicked(held.key) if a in self.legal]
        self.dropped = None
        action = self.map.handle(event)
        if action is not None:
            self._remember(action)
            return action
        if clicked:
            self.refusal = ""   # a piece pressed and let go where it lies: a click, not a drop refused
        if len(clicked) == 1:
            self._remember(clicked[0])
            return clicked[0]
        if clicked:
            self.map.popup, self.map.asked = self._ask(None, None, clicked), None
        return None

    def _remember(self, action: Action) -> None:
        """A drop played its first step: keep the rest of its path for when the engine asks."""
        self.follow = None
        if self.dropped is None:
            rest = self.click_follow.get(action)
            if rest:
                self.follow = Follow(list(rest))
            return
        token, target = self.dropped
        paths = [p for p in self.paths_for(token.key, token.meaning, target.key) if p.steps[0] == action]
        if paths:
            shortest = min(paths, key=lambda p: len(p.steps))
            if len(shortest.steps) > 1:
                self.follow = Follow(list(shortest.steps[1:]))

    def due(self, legal: list[Action]) -> Action | None:
        """The next step of the last gesture, if the engine asks for it now."""
        follow = self.follow
        if follow is None or not follow.steps:
            self.follow = None
            return None
        if follow.steps[0] in legal:
            action = follow.steps.pop(0)
            follow.tries = 0
            if not follow.steps:
                self.follow = None
            return action
        follow.tries += 1
        if follow.tries > 3:
            self.follow = None
        return None

    def lit(self) -> set[Hashable]:
        return self.map.lit()

    def clickable(self) -> set[Hashable]:
        """What a click would play something on now (the minions that may block, act or be aimed at, your
        uncontrolled vampires, the crypt): they glow softly."""
        if not self.legal or self.model is None:
            return set()
        if self._clickable is None:
            keys = {key for key in self.hits if isinstance(key, tuple) and key
                    and key[0] in ("minion", "unc", "crypt", "seek") and self.clicked(key)}
            keys |= {("hand", i) for i, card in enumerate(self.model.hand) if self.card_paths(card.id)}
            self._clickable = keys
        return self._clickable


PASS_WORDS = {"edge": "Not now", "withdraw": "Stay in the game", "master": "No master card",
              "master_target": "Pass", "seek": "Take none", "minion": "End the minion phase",
              "action": "Choose another minion", "target": "Pass", "block": "Do not block",
              "stealth": "Let the block stand", "intercept": "Let it go", "bleed_mod": "Bleed as it is",
              "bleed_react": "Take the bleed", "vote": "Pass (no more votes)", "maneuver": "Stay at this range",
              "strike": "Do not strike", "prevent": "Take the damage", "press": "No press",
              "influence": "End the influence phase", "discard": "No discard action"}


def _pass_word(model: TableModel) -> str:
    """What passing means in the step at hand."""
    return PASS_WORDS.get(model.step, "Pass")


def _path_of(steps: tuple[Action, ...], state: Any) -> Path:
    actor = next((uid_of(s) for s in steps if isinstance(s, (A.Pick, A.Play, A.Block))), None)
    if actor is None and getattr(state, "a_uid", -1) >= 0:
        actor = state.a_uid     # the minion already acting plays it
    aimed = next((uid_of(s) for s in steps if isinstance(s, A.Target)), None)
    seat = getattr(state, "a_target", None)
    return Path(steps, actor, aimed, seat if isinstance(seat, int) and seat >= 0 else None)

