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
once, so a drop plays the first step and the table plays the rest as the engine asks for them (the
paths a card may take: paths.py; the pieces that may be picked up: tokens.py).  A drop that matches
nothing slides back and the status line says why.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.core import Action, Pass
from game.ui.kit.choices import ChoicePanel, Group, grouped
from game.ui.kit.drag import DragController, DropTarget, Token
from game.ui.kit.gestures import first_only
from game.ui.kit.names import capital, with_names
from game.ui.kit.table import ByStep
from game.ui.kit.table_gestures import PANEL_KEYS, TableGestures
from game.ui.tables.methuselah.layout import TableLayout
from game.ui.tables.methuselah.model import TableModel
from game.ui.tables.methuselah.paths import CardPaths, Follow, Path, on_stage, uid_of
from game.ui.tables.methuselah.read import STEPS, A, MethuselahState
from game.ui.tables.methuselah.tokens import (
    hand_tokens,
    minion_tokens,
    pool_tokens,
    uncontrolled_tokens,
)

WITH_MINION = (A.Pick, A.Block, A.Target, A.Play)


class Gestures(TableGestures):
    """The human's means of play for one decision, declared to the kit's gesture map."""

    def __init__(self, drag: DragController, names: Callable[[], list[str]]) -> None:
        super().__init__(drag, names)
        self.model: TableModel | None = None
        self.view: MethuselahState | None = None
        self.area: TableLayout | None = None
        self.hits: dict[Hashable, pygame.Rect] = {}
        self.found = CardPaths(None, [], 0)         # the ways of this decision, found once
        self.follow: Follow | None = None
        self.dropped: tuple[Token, DropTarget] | None = None
        self.minion_names: dict[int, str] = {}
        self._clickable: set[Hashable] | None = None
        self.click_follow: dict[Action, list[Action]] = {}   # a clicked card's first step -> the steps after it
        self.card_word = ""                                  # that card's name, for the question "with whom?"
        self._inner_drop = drag.on_drop
        drag.on_drop = self._dropped

    # -- declaring -------------------------------------------------------------------------------------
    def rebuild(self, view: MethuselahState, model: TableModel, legal: list[Action], area: TableLayout,
                hits: dict[Hashable, pygame.Rect]) -> None:
        self.view, self.model, self.area, self.hits = view, model, area, hits
        if legal != self.map.legal:
            self.refusal = ""     # a new decision: the last refusal is about the one before
        self.found = CardPaths(view, legal, model.me)
        self.click_follow = {}
        self.card_word = ""
        self._clickable = None
        self.minion_names = {m.key[1]: m.card.name for s in model.seats for m in (*s.ready, *s.torpor)
                             if not m.card.hidden}
        pieces: list[Token] = []
        if legal:
            pieces += hand_tokens(model, area, legal)
            pieces += pool_tokens(model, area, legal)
            pieces += uncontrolled_tokens(model, area, legal, hits)
            pieces += minion_tokens(model, area, legal, hits, view.a_uid if view is not None else -1)
        places = [(key, rect) for key, rect in hits.items()
                  if isinstance(key, tuple) and key and key[0] in ("minion", "unc", "seat", "stage", "pool", "region")]
        # the smallest place under the pointer takes the drop (a vampire, not the region round it)
        targets = [DropTarget(key, rect) for key, rect in sorted(places, key=lambda kv: kv[1].width * kv[1].height)]
        self.map.declare(legal, pieces, targets, self._match, self._click, self._standing(model, legal, area))
        if self.follow is not None and self.follow.tries > 3:
            self.follow = None

    def bleeds(self, uid: int) -> list[Action]:
        """The steps that make minion `uid` bleed your prey from here (none if the engine would not let it)."""
        return self.found.bleeds(uid)

    def card_paths(self, card: int) -> list[Path]:
        """Every way the engine lets `card` be played from here, each as the steps that name it."""
        return self.found.of(card)

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

    def choices_room(self) -> tuple[pygame.Rect, float] | None:
        return (self.area.choices, self.area.unit) if self.area is not None else None

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
                  Group("", (A.EdgePool, A.EdgeVote, A.Withdraw, A.CryptDraw), self.label),
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
        self.note_press(event)
        held = self.drag.dragging
        clicked: list[Action] = []
        if held is not None and self.let_go_in_place(event):
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

    def clickable(self) -> set[Hashable]:
        """What a click would play something on now (the minions that may block, act or be aimed at, your
        uncontrolled vampires, the crypt): they glow softly."""
        if not self.legal or self.model is None:
            return set()
        keys = self._clickable
        if keys is None:
            keys = {key for key in self.hits if isinstance(key, tuple) and key
                    and key[0] in ("minion", "unc", "crypt", "seek") and self.clicked(key)}
            keys |= {("hand", i) for i, card in enumerate(self.model.hand) if self.card_paths(card.id)}
            self._clickable = keys
        return keys


PASS_WORDS = ByStep(STEPS, {"edge": "Not now", "withdraw": "Stay in the game", "master": "No master card",
              "master_target": "Pass", "seek": "Take none", "minion": "End the minion phase",
              "action": "Choose another minion", "target": "Pass", "block": "Do not block",
              "stealth": "Let the block stand", "intercept": "Let it go", "bleed_mod": "Bleed as it is",
              "bleed_react": "Take the bleed", "vote": "Pass (no more votes)", "maneuver": "Stay at this range",
              "strike": "Do not strike", "prevent": "Take the damage", "press": "No press",
              "influence": "End the influence phase", "discard": "No discard action"})


def _pass_word(model: TableModel) -> str:
    """What passing means in the step at hand."""
    return PASS_WORDS.get(model.step, "Pass")
