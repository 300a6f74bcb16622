"""What a game declares for its choice panel: the rows (:class:`Group`, sorted by :func:`grouped`), its key
policy (:class:`Keys`), a switch (:class:`Switch`) and how each step is asked (:class:`Step`, with the ribbon's
words from :func:`prompt_line`).  The panel that lays these out and answers keys and clicks is
:class:`game.ui.kit.choices.ChoicePanel`."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.core import Action
from game.ui.kit.names import capital

if TYPE_CHECKING:
    from game.ui.kit.choices import ChoicePanel

CANCEL_KEY = pygame.K_BACKSPACE   # the one Cancel key of every table
CANCEL_HINT = "Backspace"          # what the Cancel button shows as its key
PASS_KEY = pygame.K_p
NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9, pygame.K_0)
FOCUS_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}   # move the focus; Enter presses the focused button
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
AUTO = -1                          # a choice's key: "the next number key"


def described(action: Action) -> str:
    """The default label of a choice: the action's own describe(), capitalised."""
    return capital(action.describe())


@dataclass(frozen=True)
class Choice:
    """One button: its label, the legal action it plays, its key (AUTO: the next number; None: no key)."""

    label: str
    action: Action
    key: int | None = AUTO
    primary: bool = False    # drawn as the panel's way out (a pass, an end of phase)
    variant: bool = False    # shown only while the panel's switch is on (see Switch)


@dataclass
class Row:
    """A labelled row of choices (the label may be empty)."""

    title: str
    choices: list[Choice]


@dataclass(frozen=True)
class Keys:
    """A game's key policy: `passes` take P and look primary; `primary` look primary too; `unkeyed` get no key."""

    passes: tuple[type, ...] = ()
    primary: tuple[type, ...] = ()
    unkeyed: tuple[type, ...] = ()

    def choice(self, label: str, action: Action, variant: bool = False) -> Choice:
        """The choice for `action` under this policy."""
        if isinstance(action, self.passes):
            return Choice(label, action, PASS_KEY, True, variant)
        key = None if isinstance(action, self.unkeyed) else AUTO
        return Choice(label, action, key, isinstance(action, self.primary), variant)


PLAIN_KEYS = Keys()   # no passes, nothing primary, every choice numbered


@dataclass(frozen=True)
class Group:
    """A game's declaration of one row: the legal actions it `takes` (types or a test), each read by `label`.

    With `by`, the row splits into one row per key (in sorted key order), and a callable `title`
    names each from its key: ``Group(lambda seat: names[seat], ChallengePlayer, by=lambda a: a.target)``.
    """

    title: str | Callable[[Any], str]
    takes: type | tuple[type, ...] | Callable[[Action], bool]
    label: Callable[[Any], str] = described        # given each action the group takes
    by: Callable[[Any], Hashable] | None = None

    def accepts(self, action: Action) -> bool:
        if isinstance(self.takes, (type, tuple)):
            return isinstance(action, self.takes)
        return bool(self.takes(action))


def grouped(legal: Sequence[Action], groups: Sequence[Group], keys: Keys = Keys()) -> list[Row]:
    """Sort `legal` into the declared rows: each action joins the first group that takes it, in legal order.

    Actions no group takes are left out (the table scene's action picker still lists them)."""
    buckets: list[dict[Hashable, list[Choice]]] = [{} for _ in groups]
    for action in legal:
        for g, group in enumerate(groups):
            if group.accepts(action):
                part = group.by(action) if group.by is not None else None
                buckets[g].setdefault(part, []).append(keys.choice(group.label(action), action))
                break
    rows: list[Row] = []
    for group, parts in zip(groups, buckets, strict=True):
        for part in _in_order(parts) if group.by is not None else parts:
            title = group.title(part) if callable(group.title) else group.title
            rows.append(Row(title, parts[part]))
    return rows


def _in_order(parts: dict[Hashable, list[Choice]]) -> list[Hashable]:
    try:
        return sorted(parts)  # type: ignore[type-var]
    except TypeError:
        return sorted(parts, key=repr)


@dataclass(frozen=True)
class Switch:
    """A toggle on the panel that swaps its choices for their variants (a White vote, say)."""

    label: Callable[[bool], str]
    key: int | None = None
    tooltip: str = ""


class Words(Protocol):
    """A step's words wherever they are declared (the engine's ``game.core.flow.Step`` has them)."""

    @property
    def prompt(self) -> str: ...

    @property
    def waiting(self) -> str: ...


@dataclass(frozen=True)
class Step:
    """How a table asks one decision: its panel builder, beside the words (when the engine has none).

    `panel(ask)` builds the choice panel for the step (None: the map's gestures are enough);
    `compact` panels sit in the prompt ribbon, leaving the board clear; `caption` names the step
    as a sub-heading elsewhere on the table ("Powers before the dice")."""

    prompt: str = ""
    waiting: str = ""
    panel: Callable[[Any], ChoicePanel | None] | None = None
    compact: bool = False
    caption: str = ""


def prompt_line(steps: Mapping[str, Words], step: str, mine: bool, who: str) -> str:
    """The ribbon's text for `step`: your question, or "{who} {waiting}…" ("your move", "decides" if unsaid)."""
    declared = steps.get(step)
    if mine:
        return capital(declared.prompt if declared is not None and declared.prompt else "your move")
    return f"{who} {declared.waiting if declared is not None and declared.waiting else 'decides'}…"
