"""Playing Bloodlines by hand, declared over the kit's gesture map.

* Recruit: drag a character from the queue onto a sire in your pyramid (the sires that may take a
  childe light up); the drop plays the recruit, and the sire it was dropped on is played as soon as
  the engine asks for it.
* Scheme: drag a scheme (from your hand, or a battleground's) onto the vampire that leads its
  coterie; the leader follows the same way; targets are then clicked on the table.
* Boons: drag your boon onto an opponent's vampire.
* Everything else is a click (a vampire, a queue card, a court, a board) or a button of the panel,
  and every gesture has its click and its key: the choice panel lists what the table cannot show.

A drop or click that matches one legal action plays it; several open a small picker; none slides
back and changes nothing.  What lights up is exactly what ``match`` finds among the legal actions.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import partial
from typing import cast

import pygame

from game.core import Action
from game.ui import theme as th
from game.ui.kit import sprites
from game.ui.kit.choices import ChoicePanel, Group, Keys, grouped
from game.ui.kit.drag import DragController, DropTarget, Token
from game.ui.kit.names import named
from game.ui.kit.table_gestures import TableGestures
from game.ui.tables.bloodlines import art, panels, plate, read
from game.ui.tables.bloodlines.layout import TableLayout
from game.ui.tables.bloodlines.model import TableModel
from game.ui.tables.bloodlines.read import A

# a step's panel: P only (1-9 are the moves list's); P ends the turn too (the kit's PANEL_KEYS pass only)
PANEL_KEYS = Keys(passes=(A.Pass, A.EndTurn), unkeyed=(Action,))
# the actions a vampire's card answers when clicked (each names the vampire as a character number)
ON_VAMPIRE = (A.Sire, A.Leader, A.Target, A.BoonTo, A.BoonFrom, A.Sacrifice, A.Redirect, A.Kiss, A.Answer)
ON_QUEUE = (A.Recruit, A.QueuePick)
MOST_CHILDER = 3


@dataclass
class Follow:
    """The second half of a gesture: `action` is played when the engine asks for it (it is legal)."""

    action: Action
    tries: int = 0


@dataclass
class Places:
    """Where the pieces and targets are, from the layout (the same rects the table draws)."""

    vampires: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    queue: dict[int, pygame.Rect] = field(default_factory=dict)
    schemes: dict[int, pygame.Rect] = field(default_factory=dict)
    board_places: dict[Hashable, pygame.Rect] = field(default_factory=dict)
    pending: pygame.Rect | None = None


Second = type[A.Sire | A.Leader]             # the second half of a recruit or a scheme
Ask = Callable[[Action, Second], "set[int] | None"]   # the vampires offered once a first half is played


class Gestures(TableGestures):
    """The human's means of play for one decision, declared to the kit's gesture map."""

    def __init__(self, drag: DragController, names: Callable[[], list[str]]) -> None:
        super().__init__(drag, names)
        self.model: TableModel | None = None
        self.area: TableLayout | None = None
        self.places = Places()
        self.follow: Follow | None = None
        self.panel_area = pygame.Rect(0, 0, 0, 0)
        self.ribbon = pygame.Rect(0, 0, 0, 0)
        self.unit = 1.0
        self.ask: Ask | None = None
        self._inner_drop = drag.on_drop
        drag.on_drop = self._dropped

    # -- what a vampire is ---------------------------------------------------------------------------
    def vampire_id(self, key: tuple[int, int]) -> int:
        """The character number of the vampire at (seat, index), -1 if none."""
        model = self.model
        seat, index = key
        if model is None or not 0 <= seat < len(model.bloodlines):
            return -1
        line = model.bloodlines[seat].vampires
        return line[index].card.id if 0 <= index < len(line) else -1

    def can_sire(self, key: tuple[int, int]) -> bool:
        """Whether your vampire at `key` may take a childe (fewer than three childer, awake)."""
        model = self.model
        if model is None or key[0] != model.me:
            return False
        line = model.bloodlines[model.me].vampires
        if not 0 <= key[1] < len(line) or line[key[1]].torpor:
            return False
        return sum(1 for v in line if v.sire == key[1]) < MOST_CHILDER

    # -- declaring ---------------------------------------------------------------------------------
    def rebuild(self, model: TableModel, legal: list[Action], area: TableLayout, places: Places,
                ask: Ask | None = None) -> None:
        """Declare what the viewer may do now; `ask` says which vampires the engine offers once a first
        half is played (``read.offered_after``)."""
        self.model, self.area, self.places, self.unit = model, area, places, area.unit
        self.ask = ask
        self.seconds: dict[Action, set[int]] = {}
        self.panel_area, self.ribbon = area.choices, area.ribbon
        pieces: list[Token] = []
        targets: list[DropTarget] = []
        recruits = {a.character for a in legal if isinstance(a, A.Recruit)}
        schemes = {a.scheme for a in legal if isinstance(a, A.Scheme)}
        for i, r in places.queue.items():
            slot = model.queue[i] if i < len(model.queue) else None
            if slot is not None and slot.card is not None and slot.card.id in recruits:
                sprite = art.queue_card(slot.card, r.size, slot.cost, model.clan_names, panels.queue_pad(area.unit))
                pieces.append(Token(("queue", i), (float(r.centerx), float(r.centery)),
                                    radius=min(r.width, r.height) / 2, sprite=sprite))
        for scheme, r in places.schemes.items():
            if scheme in schemes:
                sprite = scheme_sprite(r.size, self.scheme_name(scheme), self.is_clan_scheme(scheme))
                pieces.append(Token(("scheme", scheme), (float(r.centerx), float(r.centery)),
                                    radius=r.height * 0.9, sprite=sprite))
        if model.pending is not None and model.pending[0] == model.me and places.pending is not None \
                and any(isinstance(a, A.Sire) for a in legal):   # the recruit, to drop on its sire
            r = places.pending
            pieces.append(Token(("pending",), (float(r.centerx), float(r.centery)), radius=min(r.size) / 2,
                                sprite=art.card_face(model.pending[1], r.size, model.clan_names, True)))
        if any(isinstance(a, A.BoonTo) for a in legal):   # your boon, to drop on a rival's vampire
            size = max(6, round(11 * area.unit))
            home = (float(area.hand.right - size - round(10 * area.unit)), float(area.hand.top + size + 2))
            pieces.append(Token(("boon",), home, radius=size * 1.2, sprite=art.counter("boon", size, 1)))
        if pieces:
            targets = [DropTarget(("vampire", *key), r) for key, r in places.vampires.items()]
        self.map.declare(legal, pieces, targets, self._match, self._click, self._standing(legal))
        if self.follow is not None and self.follow.action not in legal and self.follow.tries > 2:
            self.follow = None

    def is_clan_scheme(self, scheme: int) -> bool:
        model = self.model
        return model is None or not any(s == scheme for b in model.boards for s, _n in b.schemes)

    def scheme_name(self, scheme: int) -> str:
        model = self.model
        if model is not None:
            for line in model.bloodlines:
                for s, name in line.schemes:
                    if s == scheme:
                        return name
            for board in model.boards:
                for s, name in board.schemes:
                    if s == scheme:
                        return name
        return A.Scheme(scheme).describe().removeprefix("scheme: ")

    # -- what a gesture means ----------------------------------------------------------------------
    def _match(self, token: Token, target: DropTarget) -> list[Action]:
        kind = token.key[0]
        key = target.key[1:]
        if kind == "queue" and self.model is not None and key[0] == self.model.me:
            slot = self.model.queue[token.key[1]]
            if slot.card is not None and self.vampire_id(key) in self.second_half(A.Recruit(slot.card.id), A.Sire):
                return [A.Recruit(slot.card.id)]
        if kind == "scheme" and self.model is not None and key[0] == self.model.me:
            scheme = A.Scheme(token.key[1])
            if self.vampire_id(key) in self.second_half(scheme, A.Leader):
                return [scheme]
        if kind == "boon":
            vampire = self.vampire_id(key)
            return [a for a in self.legal if isinstance(a, A.BoonTo) and a.vampire == vampire]
        if kind == "pending":
            vampire = self.vampire_id(key)
            return [a for a in self.legal if isinstance(a, A.Sire) and a.vampire == vampire]
        return []

    def second_half(self, first: Action, kind: Second) -> set[int]:
        """The vampires the engine offers next once `first` is played (``read.offered_after``: asked of a game
        made from the viewer's view), so what lights up is what the engine will allow; every awake vampire of
        yours if it cannot say."""
        if first not in self.seconds:
            found = self.ask(first, kind) if self.ask is not None else None
            if found is None and self.model is not None:
                line = self.model.bloodlines[self.model.me].vampires
                if kind is A.Sire:
                    found = {v.card.id for i, v in enumerate(line) if self.can_sire((self.model.me, i))}
                else:
                    found = {v.card.id for v in line if not v.exhausted and not v.torpor}
            self.seconds[first] = found or set()
        return self.seconds[first]

    def _dropped(self, token: Token, target: DropTarget | None) -> bool:
        played = self._inner_drop(token, target) if self._inner_drop is not None else False
        if played and target is not None and self.map.pending is not None:
            self.follow_up(token, target)
        return played

    def follow_up(self, token: Token, target: DropTarget) -> None:
        """After a drop played its first half: remember the sire (or the coterie leader) it named."""
        vampire = self.vampire_id(target.key[1:])
        if token.key[0] == "queue":
            self.follow = Follow(A.Sire(vampire))
        elif token.key[0] == "scheme":
            self.follow = Follow(A.Leader(vampire))

    def due(self, legal: list[Action]) -> Action | None:
        """The second half of the last gesture, if the engine asks for it now."""
        follow = self.follow
        if follow is None:
            return None
        if follow.action in legal:
            self.follow = None
            return follow.action
        follow.tries += 1
        if follow.tries > 3:
            self.follow = None
        return None

    def clicked_vampire(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        hit = None
        for key, r in self.places.vampires.items():
            if r.collidepoint(pos):
                hit = key   # the last drawn lies on top
        return hit

    def _click(self, pos: tuple[int, int]) -> list[Action]:
        found: list[Action] = []
        key = self.clicked_vampire(pos)
        if key is not None:
            vampire = self.vampire_id(key)
            found += [a for a in self.legal if isinstance(a, ON_VAMPIRE) and a.vampire == vampire]
        for i, r in self.places.queue.items():
            if r.collidepoint(pos) and self.model is not None and i < len(self.model.queue):
                card = self.model.queue[i].card
                if card is not None:
                    found += [a for a in self.legal if isinstance(a, ON_QUEUE) and a.character == card.id]
        for scheme, r in self.places.schemes.items():
            if r.collidepoint(pos):
                found += [a for a in self.legal if isinstance(a, A.Scheme) and a.scheme == scheme]
        for place, r in self.places.board_places.items():
            if r.collidepoint(pos):
                found += self.board_actions(place)
        return found

    def board_actions(self, place: Hashable) -> list[Action]:
        """What a click on a board's place plays: a board (its order), a court (an ankh moved there)."""
        if not isinstance(place, tuple) or self.model is None:
            return []
        if len(place) == 2 and place[1] == "board" and isinstance(place[0], int) and place[0] < len(self.model.boards):
            bid = self.model.boards[place[0]].id
            return [a for a in self.legal if isinstance(a, A.Order) and a.battleground == bid]
        if len(place) >= 3 and place[1] == "court":
            board = self.model.boards[place[0]]
            courts = [c.id for c in board.courts]
            if place[2] in courts:
                index = courts.index(place[2])
                return [a for a in self.legal if isinstance(a, A.MoveAnkh) and a.to == index]
        return []

    def lit(self) -> set[Hashable]:
        """Keys to light: where the piece in hand may go; else what a click would play."""
        if self.drag.dragging is not None:
            return {cast(tuple, key)[1:] for key in self.map.lit()}   # ("vampire", seat, index) -> (seat, index)
        out: set[Hashable] = set()
        if not self.legal or self.model is None:
            return out
        by_vampire = {a.vampire for a in self.legal if isinstance(a, ON_VAMPIRE)}
        for key in self.places.vampires:
            if self.vampire_id(key) in by_vampire:
                out.add(key)
        on_queue = {a.character for a in self.legal if isinstance(a, A.QueuePick)}
        for i, slot in enumerate(self.model.queue):
            if slot.card is not None and slot.card.id in on_queue:
                out.add(("queue", i))
        for place in self.places.board_places:
            if self.board_actions(place):
                out.add(place)
        return out

    # -- panels ------------------------------------------------------------------------------------
    def _standing(self, legal: list[Action]) -> ChoicePanel | None:
        """The step's panel: whatever the table cannot show as a gesture or a lit place, and the way out.

        Its buttons carry no number: keys 1-9 play the table scene's list of moves (shown on its rows),
        P passes or ends the turn."""
        if not legal:
            return None
        names = self.names()
        model = self.model

        def say(a: Action) -> str:
            return named(a.describe(), names)

        def board(a: A.Order) -> str:
            for b in model.boards if model is not None else ():
                if b.id == a.battleground:
                    return b.title
            return say(a)
        body = th.theme.font("body")
        for trade in ("Trade at ", ""):   # a black market by its name alone when the ribbon is short of room
            rows = grouped(legal, [
                Group("", A.ChooseClan, lambda a: self.say(a, names)),
                Group("", self.from_haven, lambda a: self.say(a, names)),
                Group("", A.Order, board),
                Group("", A.Attribute, lambda a: a.value.capitalize()),
                Group("", (A.Revolt, A.Token, A.Side), say),
                Group("", (A.Sacrifice, A.Redirect, A.Kiss, A.Invite, A.Answer, A.DeckPick, A.TakeScheme), say),
                Group("", A.Market, partial(self.market_label, trade)),
                Group("", (A.EndTurn, A.Pass), lambda a: "End the turn" if isinstance(a, A.EndTurn) else "Pass"),
            ], PANEL_KEYS)
            wide = sum(body.size(c.label)[0] + th.theme.px(44) for r in rows for c in r.choices)
            if wide <= self.ribbon.width * 0.72:
                break
        if not rows:
            return None
        panel = ChoicePanel(step_title(legal), "", rows, PANEL_KEYS)
        if wide <= self.ribbon.width * 0.72:
            panel.layout_ribbon(self.ribbon.inflate(-4, 0))
        else:
            panel.layout_rows(self.panel_area, self.unit)
        return panel

    def _ask(self, token: Token | None, target: DropTarget | None, actions: list[Action]) -> ChoicePanel | None:
        """The question when a click or drop fits several moves (an ankh that may come from two courts)."""
        self.question = ask_title(actions)
        return super()._ask(token, target, actions)

    def label(self, action: Action) -> str:
        return self.say(action, self.names())

    def choices_room(self) -> tuple[pygame.Rect, float] | None:
        return self.panel_area, self.unit

    def from_haven(self, action: Action) -> bool:
        """A recruit of the vampire waiting in the viewer's haven (a chronicle's retainer)."""
        model = self.model
        if not isinstance(action, A.Recruit) or model is None or not 0 <= model.me < len(model.bloodlines):
            return False
        haven = model.bloodlines[model.me].haven
        return haven is not None and haven.id == action.character

    def court_name(self, index: int) -> str:
        for board in self.model.boards if self.model is not None else ():
            courts = board.courts
            if board.kind == "princes" and 0 <= index < len(courts):
                return f"the {courts[index].id} court"
        return f"court {index + 1}"

    def market_label(self, trade: str, action: Action) -> str:
        """A black market's button: "Trade at" (when the ribbon has room) and the scheme's name."""
        return trade + self.scheme_name(action.scheme) if isinstance(action, A.Market) else ""

    def say(self, action: Action, names: list[str]) -> str:
        """An action in the table's words: courts by their names, seats by the players'."""
        if isinstance(action, A.MoveAnkh):
            return f"From {self.court_name(action.source)} to {self.court_name(action.to)}"
        if self.from_haven(action) and self.model is not None:
            haven = self.model.bloodlines[self.model.me].haven
            return f"Recruit {haven.name if haven is not None else 'your retainer'} from your haven"
        if isinstance(action, A.ChooseClan):      # a clan is chosen for what its mechanic does
            return f"{named(action.describe(), names)}. {read.clan_mechanic(action.leader)}"
        return named(action.describe(), names)

    def handle(self, event: pygame.event.Event) -> Action | None:
        return self.map.handle(event) if self.legal else None


def ask_title(actions: list[Action]) -> str:
    if all(isinstance(a, A.MoveAnkh) for a in actions):
        return "Which ankh moves?"
    return "Which?"


def step_title(legal: list[Action]) -> str:
    kinds = {type(a) for a in legal}
    if A.ChooseClan in kinds:
        return "Choose your clan"
    if A.Order in kinds:
        return "Which battleground first?"
    if A.Attribute in kinds:
        return "Name an attribute"
    if A.MoveAnkh in kinds:
        return "Move an ankh"
    if kinds & {A.Recruit, A.Scheme}:
        return "Your turn"
    return "Choose"


def scheme_sprite(size: tuple[int, int], name: str, clan: bool) -> pygame.Surface:
    """A scheme chip as a piece in the hand."""
    def make() -> pygame.Surface:
        out = pygame.Surface(size, pygame.SRCALPHA)
        plate.draw_chip(out, out.get_rect(), name, size[1] / 24, False,
                         plate.CLAN_CHIP if clan else plate.BATTLEGROUND_CHIP)
        return out
    return sprites.cached(("bl", "scheme_piece", size, name, clan), make)

