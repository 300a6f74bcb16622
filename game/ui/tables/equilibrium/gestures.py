"""Playing Equilibrium by hand: what can be picked up, where it may go, what a click or a drop means.

Rebuilt from the legal actions every time the state changes.  A drop or a
click that matches exactly one legal action plays it; one that matches
several opens a small panel to choose; anything else slides back and changes
nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.core import Action
from game.games.equilibrium.actions import (
    DEFENSIVE,
    OFFENSIVE,
    Pass,
    Target,
    TargetGuild,
    UseFavour,
)
from game.games.equilibrium.content import load
from game.ui import theme as th
from game.ui.audio import audio
from game.ui.kit.drag import DragController, DropTarget, Token
from game.ui.tables.equilibrium import art, moves
from game.ui.tables.equilibrium.boards import disc_positions, disc_radius
from game.ui.tables.equilibrium.layout import BoardGeom, TableLayout
from game.ui.tables.equilibrium.panels import ChoicePanel, VotePanel
from game.ui.tables.equilibrium.tracks import card_token_spot, supply_spots


@dataclass
class Spot(DropTarget):
    """A drop target whose token settles on `spot` rather than the middle of its area."""

    spot: tuple[float, float] = (0.0, 0.0)

    @property
    def centre(self) -> tuple[float, float]:
        return self.spot


class Gestures:
    """The human's means of play for one decision: drag tokens, lit targets, clickable boards, a panel."""

    def __init__(self, drag: DragController) -> None:
        self.drag = drag
        self.legal: list[Action] = []
        self.stage = ""
        self.panel: ChoicePanel | VotePanel | None = None
        self.pending: Action | None = None
        self.lit_hexes: dict[int, set[int]] = {}
        self.targetable: set[int] = set()
        self.ops_seat = -1
        self.op_actions: list = []
        self.narrowed = False
        self.partial = ""
        self.state: object = None
        self.layout: TableLayout | None = None
        self.me = 0
        self.names: list[str] = []
        self.keys: set = set()
        self.asking_card = ""
        self.focus: tuple[BoardGeom, pygame.Rect] | None = None
        drag.on_drop = self._dropped
        drag.on_pick = lambda token: audio.play("pickup")

    # -- building --------------------------------------------------------------------
    def rebuild(self, state: object, me: int, legal: list[Action], layout: TableLayout,
                style_of: Callable[[int], th.SeatStyle], names: list[str]) -> None:
        """Everything the viewer may do now, from `legal` (empty when it is not their turn)."""
        self.state, self.me, self.legal, self.layout = state, me, legal, layout
        self.focus = None
        if self.stage_now(state) in ("guild", "resolve") and legal and state.t_target != me:  # type: ignore
            self.focus = layout.focus(state.t_target)  # type: ignore[attr-defined]
        self.names = names
        self.stage = moves.stage_of(state)
        self.panel = None
        self.pending = None
        self.narrowed = False
        self.partial = ""
        self.asking_card = ""
        self.lit_hexes = {}
        self.targetable = set()
        self.op_actions = moves.op_actions(legal)
        self.ops_seat = -1
        tokens: list[Token] = []
        targets: list[DropTarget] = []
        self.keys: set = set()
        if not legal:
            self.drag.set_tokens([])
            self.drag.set_targets([])
            return
        stage = self.stage
        if stage == "setup":
            self.lit_hexes[me] = set(moves.setup_guilds(legal))
        elif stage == "commit":
            tokens, targets = self._commit_gestures(state, me, layout, style_of)
            if moves.has_pass(legal) and not tokens:
                self.panel = ChoicePanel("No action is possible", "Every card is out of reach: the token is "
                                         "spent without effect.", [("Spend the token", Pass())])
        elif stage == "target":
            self.targetable = moves.target_seats(legal)
        elif stage == "guild":
            self.lit_hexes[state.t_target] = moves.target_guilds(legal)  # type: ignore[attr-defined]
        elif stage in ("resolve", "react", "self_favour"):
            self.ops_seat = state.t_target if stage != "self_favour" else state.active  # type: ignore
            tokens, targets = self._op_gestures(state, layout)
            self.panel = self._ops_panel(state, names)
        elif stage == "era":
            self.panel = VotePanel(sorted(set(state.vote_options[me])), state.players,  # type: ignore
                                   bool(moves.votes(legal, white=True)), state.era_no)  # type: ignore
        self.drag.set_tokens(tokens)
        self.drag.set_targets(targets)
        self.keys = {t.key for t in tokens}
        self._layout_panel()

    def prune(self) -> None:
        """Forget tokens of an earlier decision once they have settled (they are drawn in place now)."""
        busy = {id(g.token) for g in self.drag.glides}
        self.drag.tokens = [t for t in self.drag.tokens
                            if t.key in self.keys or t is self.drag.dragging or id(t) in busy]

    @staticmethod
    def stage_now(state: object) -> str:
        return moves.stage_of(state)

    def geom(self, seat: int) -> BoardGeom | None:
        """The board of `seat` as it is clicked: the large focus copy of a rival's board while it is chosen from."""
        if self.focus is not None and self.focus[0].seat == seat:
            return self.focus[0]
        return self.layout.boards.get(seat) if self.layout else None

    def _layout_panel(self) -> None:
        if self.panel is None or self.layout is None:
            return
        if isinstance(self.panel, VotePanel):
            self.panel.layout(self.layout.game_board, self.layout.unit)
            return
        area = self.focus[1] if self.focus is not None else self.layout.choices
        room = self.layout.game_board.inflate(-round(16 * self.layout.unit), -round(16 * self.layout.unit))
        if any(t.key[0] == "supply" for t in self.drag.tokens):  # keep the supply's tokens clear to drag
            room.height = max(area.top, self.layout.power.top - round(6 * self.layout.unit)) - room.top
        self.panel.layout(area, self.layout.unit, room)

    def _commit_gestures(self, state: object, me: int, layout: TableLayout,
                         style_of: Callable[[int], th.SeatStyle]) -> tuple[list[Token], list[DropTarget]]:
        tokens = []
        r = max(10, int(22 * layout.unit))
        for i, kind in enumerate((OFFENSIVE, DEFENSIVE)):
            if not state.tokens[me][i] or not moves.commit_cards(self.legal, kind):  # type: ignore[attr-defined]
                continue
            home = layout.token_spot(i)
            sprite = art.action_token(style_of(me), kind == OFFENSIVE, r)
            tokens.append(Token(("token", kind), home, r, sprite))
        targets: list[DropTarget] = []
        for i, (cid, rect) in enumerate(zip(state.cards, layout.cards, strict=False)):  # type: ignore[attr-defined]
            spot = card_token_spot(rect, len(state.occupants[i]))  # type: ignore[attr-defined]
            targets.append(Spot(("card", cid), rect, self._card_legal(cid), spot))
        return tokens, targets

    def _card_legal(self, cid: str) -> Callable[[Token], bool]:
        return lambda token: token.key[0] == "token" and cid in moves.commit_cards(self.legal, token.key[1])

    def _op_gestures(self, state: object, layout: TableLayout) -> tuple[list[Token], list[DropTarget]]:
        geom = self.geom(self.ops_seat)
        if geom is None:
            return [], []
        board = state.boards[self.ops_seat]  # type: ignore[attr-defined]
        tokens: list[Token] = []
        radius = disc_radius(geom)
        for g, v in sorted(moves.movable(self.op_actions)):
            spots = [pos for value, pos in disc_positions(geom, board, g) if value == v]
            if spots:
                tokens.append(Token(("disc", g, v), spots[-1], radius, art.disc(v, radius)))
        sr, piles = supply_spots(layout.supply)
        for v in sorted(moves.placeable(self.op_actions)):
            tokens.append(Token(("supply", -1, v), piles[v], sr, art.disc(v, sr)))
        targets: list[DropTarget] = []
        for g in range(6):
            spot = (geom.hexes[g][0], geom.hexes[g][1] + geom.radius * 0.3)
            targets.append(Spot(("hex", g), geom.polygon(g, 0.95), self._hex_legal(g), spot))
        targets.append(DropTarget(("supply", -1), layout.supply.inflate(8, 8), self._supply_legal))
        return tokens, targets

    def drop_op(self, token: Token, key: tuple) -> str:
        """The token operation a drop of `token` on target `key` would make ('' if none)."""
        kind, g, v = token.key
        if key[0] == "hex":
            if kind == "disc" and g == key[1]:
                return ""
            return moves.guild_drop_ops((kind, g, v), key[1])
        if key[0] == "supply" and kind == "disc":
            return moves.remove_op(v, g)
        return ""

    def _matches(self, op: str) -> list:
        return moves.matching(self.op_actions, op) if op else []

    def _hex_legal(self, g: int) -> Callable[[Token], bool]:
        return lambda token: token.key[0] != "token" and bool(self._matches(self.drop_op(token, ("hex", g))))

    def _supply_legal(self, token: Token) -> bool:
        return token.key[0] == "disc" and bool(self._matches(self.drop_op(token, ("supply", -1))))

    def _ops_panel(self, state: object, names: list[str], only: list | None = None) -> ChoicePanel:
        content = load()
        actions = only if only is not None else self.op_actions
        choices: list[tuple[str, Action | None]] = [(moves.op_label(a), a) for a in actions]
        if only is None and moves.has_pass(self.legal):
            choices.append(("Pass", Pass()))
        guild = content.guilds[state.t_guild].name if state.t_guild >= 0 else ""  # type: ignore[attr-defined]
        card = content.cards[state.t_effect].name if state.t_effect else ""  # type: ignore[attr-defined]
        attacker = names[state.active] if 0 <= state.active < len(names) else ""  # type: ignore[attr-defined]
        if self.stage == "resolve":
            whose = "your" if state.t_target == self.me else f"{names[state.t_target]}'s"  # type: ignore
            title, note = f"{card} on {whose} {guild}", "Choose how it resolves, or drag a token on the board."
            if self.focus is not None:
                title, note = "How does it resolve?", "Click a choice, or drag a token on the board."
        elif self.stage == "react":
            title = "Answer the attack?"
            note = f"{attacker} played {card} on your {guild}. Use a favour, or pass."
        else:
            title, note = "Use a favour?", f"After your attack on the {guild}: a favour acts on your own board."
        if only is not None:
            note = "That move fits more than one way: choose."
        return ChoicePanel(title, note, choices, cancel=only is not None)

    # -- gestures --------------------------------------------------------------------
    def _dropped(self, token: Token, target: DropTarget | None) -> bool:
        """The drag controller's question: does this drop play (or start to play) an action?"""
        if target is None:
            return False
        if target.key[0] == "card":
            options = moves.commit_options(self.legal, token.key[1], target.key[1])
            if len(options) == 1:
                self.pending = options[0]
                audio.play("drop")
                return True
            if options:  # several ways: the token waits at home while a popup asks which
                self.panel = ChoicePanel(load().cards[target.key[1]].name, "Play it how?",
                                         [(moves.commit_label(a), a) for a in options], cancel=True)
                self.asking_card = target.key[1]
                self._layout_panel()
            return False
        matches = self._matches(self.drop_op(token, target.key))
        if len(matches) == 1:
            self.pending = matches[0]
            audio.play("drop")
            return True
        if matches:
            self.partial = self.drop_op(token, target.key)
            self.narrowed = True
            self.panel = self._ops_panel(self.state, self._names(), only=matches)
            self._layout_panel()
            return True
        return False

    def _names(self) -> list[str]:
        return self.names

    def handle(self, event: pygame.event.Event, board_at: Callable[[tuple[int, int]], tuple[int, int | None]]
               ) -> Action | None:
        """One input event; returns the action it plays, if any."""
        if self.panel is not None:
            consumed = self.panel.handle(event)
            if self.panel.chosen is not None:
                action, self.panel.chosen = self.panel.chosen, None
                return action
            if getattr(self.panel, "cancelled", False):
                self.cancel_popup()
                return None
            if consumed:
                return None
        if self.drag.handle(event):
            action, self.pending = self.pending, None
            return action
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.click(board_at(event.pos))
        return None

    def cancel_popup(self) -> None:
        """Close a commit or narrowing popup: the token goes home, nothing is played."""
        self.panel = None
        self.partial = ""
        self.narrowed = False
        self.asking_card = ""
        for token in self.drag.tokens:
            self.drag.glide(token, token.home)
        if self.stage in ("resolve", "react", "self_favour") and self.state is not None:
            self.panel = self._ops_panel(self.state, self._names())
            self._layout_panel()

    def click(self, where: tuple[int, int | None]) -> Action | None:
        """A click on (seat, guild or None)."""
        seat, guild = where
        if seat < 0:
            return None
        if self.stage == "setup" and seat == self.me and guild is not None:
            return moves.setup_guilds(self.legal).get(guild)
        if self.stage == "target" and seat in self.targetable:
            return Target(seat)
        if self.stage == "guild" and guild is not None and guild in self.lit_hexes.get(seat, set()):
            return TargetGuild(guild)
        return None

    # -- what to show --------------------------------------------------------------------
    def dragging_lit(self) -> tuple[set[str], dict[int, set[int]], set[int]]:
        """While a token is in hand: the lit cards, hexes per seat and supply values."""
        token = self.drag.dragging
        if token is None:
            return set(), {}, set()
        if token.key[0] == "token":
            return moves.commit_cards(self.legal, token.key[1]), {}, set()
        lit = {g for g in range(6) if self._matches(self.drop_op(token, ("hex", g)))}
        return set(), {self.ops_seat: lit}, set()

    def preview(self) -> list[tuple[int, int, int]]:
        """Ghost discs for the resolution under the mouse in the panel: (guild, value, +1/-1)."""
        if not isinstance(self.panel, ChoicePanel):
            return []
        action = self.panel.hovered()
        if not isinstance(action, (moves.Resolve, UseFavour)):
            return []
        ghost = []
        for op in moves.ops_of(action):
            kind, v, a, b = moves.parse_op(op)
            if kind == "+":
                ghost.append((a, v, 1))
            elif kind == "-":
                ghost.append((a, v, -1))
            else:
                ghost += [(a, v, -1), (b, v, 1)]
        return ghost
