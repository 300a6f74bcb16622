"""Playing Equilibrium by hand, declared on the kit's gesture map: what can be picked up, where it may go,
what a click means, and the panel of the decision.

* commit: drag an action token onto an action card (several ways to play it: a picker asks);
* setup, target, guild: click a guild of your board, a glowing rival's board, a guild of the target;
* resolve, react, self_favour: drag influence discs between hexes, from the supply or back to it
  (matched against the resolutions that contain that token operation), or answer the panel;
* era: the secret vote panel.

Every disc can be picked up, not one of each value: identical discs of a guild are tokens of their
own with the same kind (the kit's ``alike``), so each matches the same actions.  A disc, a supply
pile or an action token that cannot move now is declared blocked, with the reason the kit says
when it is pressed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import pygame

from game.core import Action
from game.ui import theme as th
from game.ui.kit.choices import ChoicePanel
from game.ui.kit.drag import Blocked, DragController, DropTarget, Token, alike
from game.ui.kit.gestures import Spot, field_of, of_kind
from game.ui.kit.table_gestures import TableGestures
from game.ui.tables.equilibrium import art, moves, panels
from game.ui.tables.equilibrium.boards import disc_positions, disc_radius
from game.ui.tables.equilibrium.layout import BoardGeom, TableLayout
from game.ui.tables.equilibrium.model import TableModel
from game.ui.tables.equilibrium.read import (
    COMMIT,
    DEFENSIVE,
    ERA,
    GUILD,
    OFFENSIVE,
    OPS_STAGES,
    REACT,
    RESOLVE,
    SELF_FAVOUR,
    SETUP,
    TARGET,
    Pass,
    PlaceSet,
    Resolve,
    Target,
    TargetGuild,
    UseFavour,
    parse_op,
)
from game.ui.tables.equilibrium.tracks import card_token_spot, supply_spots

BoardAt = Callable[[tuple[int, int]], tuple[int, int | None]]


class Gestures(TableGestures):
    """The human's means of play for one decision (see the module docstring), declared to the kit's
    gesture map (``self.map``)."""

    def __init__(self, drag: DragController, board_at: BoardAt, names: Callable[[], list[str]]) -> None:
        super().__init__(drag, names)
        self.board_at = board_at
        self.stage = ""
        self.model: TableModel | None = None
        self.layout: TableLayout | None = None
        self.me = 0
        self.lit_hexes: dict[int, set[int]] = {}
        self.targetable: set[int] = set()
        self.ops_seat = -1
        self.op_actions: list[moves.OpAction] = []
        self.focus: tuple[BoardGeom, pygame.Rect] | None = None

    def rebuild(self, model: TableModel, legal: list[Action], layout: TableLayout,
                style_of: Callable[[int], th.SeatStyle], names: list[str]) -> None:
        """Declare everything the viewer (``model.me``) may do now, from `legal` (empty when it is not their
        turn)."""
        me = model.me
        self.model, self.me, self.layout, self.map.legal = model, me, layout, list(legal)
        stage = self.stage = model.step
        target = model.target
        self.focus = layout.focus(target) if stage in (GUILD, RESOLVE) and legal and target != me else None
        self.lit_hexes, self.targetable, self.ops_seat = {}, set(), -1
        self.op_actions = moves.op_actions(legal)
        pieces: list[Token] = []
        targets: list[DropTarget] = []
        self.blocked: list[Blocked] = []
        panel: ChoicePanel | None = None
        if legal and stage == SETUP:
            self.lit_hexes[me] = field_of(legal, PlaceSet, "guild")
        elif legal and stage == COMMIT:
            pieces, targets = self._commit_gestures(model, me, layout, style_of)
            if of_kind(legal, Pass) and not pieces:
                panel = panels.no_action_panel()
        elif legal and stage == TARGET:
            self.targetable = field_of(legal, Target, "player")
        elif legal and stage == GUILD:
            self.lit_hexes[target] = field_of(legal, TargetGuild, "guild")
        elif legal and stage in OPS_STAGES:
            self.ops_seat = target if stage != SELF_FAVOUR else model.active
            pieces, targets = self._op_gestures(model, layout)
            panel = panels.ops_panel(model, names, self.op_actions, legal, self.focus is not None)
        elif legal and stage == ERA:
            panel = panels.vote_panel(model, legal)
        if stage in (COMMIT, RESOLVE, REACT, SELF_FAVOUR) and model.phase == "action":
            self.blocked += self._idle_tokens(model, me, layout, pieces)
        self.map.declare(legal, pieces, targets, self._match, self._click, panel, ask_at_home=stage == COMMIT)
        self.drag.set_blocked(self.blocked)
        self._layout_panel(panel)

    def geom(self, seat: int) -> BoardGeom | None:
        """The board of `seat` as it is played on: the large focus copy of a rival's board while it is chosen from."""
        if self.focus is not None and self.focus[0].seat == seat:
            return self.focus[0]
        return self.layout.boards.get(seat) if self.layout else None

    def _layout_panel(self, panel: ChoicePanel | None) -> None:
        layout = self.layout
        if panel is None or layout is None:
            return
        if panel.painter is not None:
            panel.layout_cards(layout.game_board, layout.unit)
            return
        area = self.focus[1] if self.focus is not None else layout.choices
        room = layout.game_board.inflate(-round(16 * layout.unit), -round(16 * layout.unit))
        if any(t.key[0] == "supply" for t in self.map.pieces):  # keep the supply's tokens clear to drag
            room.height = max(area.top, layout.power.top - round(6 * layout.unit)) - room.top
        panel.layout_grid(area, layout.unit, room)

    # -- the pieces and their targets -----------------------------------------------------------
    def _commit_gestures(self, model: TableModel, me: int, layout: TableLayout,
                         style_of: Callable[[int], th.SeatStyle]) -> tuple[list[Token], list[DropTarget]]:
        r = max(10, int(22 * layout.unit))
        tokens = [Token(("token", kind), layout.token_spot(i), r, art.action_token(style_of(me), kind == OFFENSIVE, r))
                  for i, kind in enumerate((OFFENSIVE, DEFENSIVE))
                  if model.seats[me].tokens[i] and moves.commit_cards(self.legal, kind)]
        spaces = zip(model.spaces, layout.cards, strict=False)
        targets: list[DropTarget] = [Spot(("card", space.card.id), rect, spot=card_token_spot(rect, len(space.occupants)))
                                     for space, rect in spaces]
        return tokens, targets

    def _idle_tokens(self, model: TableModel, me: int, layout: TableLayout, pieces: list[Token]) -> list[Blocked]:
        """Your action tokens still to play that cannot be dragged now, each with the reason."""
        r = max(10, int(22 * layout.unit))
        declared = {t.key for t in pieces}
        out = []
        for i, kind in enumerate((OFFENSIVE, DEFENSIVE)):
            if model.seats[me].tokens[i] and ("token", kind) not in declared:
                why = (f"No action card takes your {kind} token now." if self.legal and self.stage == COMMIT
                       else f"Your {kind} token goes onto an action card on your turn to play one.")
                out.append(Blocked(("token", kind), layout.token_spot(i), r, why))
        return out

    def _op_gestures(self, model: TableModel, layout: TableLayout) -> tuple[list[Token], list[DropTarget]]:
        geom = self.geom(self.ops_seat)
        if geom is None:
            return [], []
        hexes = model.seats[self.ops_seat].hexes
        radius = disc_radius(geom)
        guilds = model.guilds
        movable = moves.movable(self.op_actions)
        tokens: list[Token] = []
        for g in range(6):  # every disc: identical ones are tokens of the same kind
            discs = disc_positions(geom, hexes[g].discs, g)
            for v in sorted({value for value, _pos in discs}):
                homes = [pos for value, pos in discs if value == v]
                if (g, v) in movable:
                    tokens += alike(("disc", g, v), homes, radius, sprite=art.disc(v, radius))
                else:
                    why = f"This {v} cannot move now: no choice on offer takes a {v} from {guilds[g].name}."
                    self.blocked += [Blocked(("disc", g, v, i), pos, radius, why) for i, pos in enumerate(homes)]
        sr, piles = supply_spots(layout.supply)
        placed = moves.placeable(self.op_actions)
        tokens += [Token(("supply", -1, v), piles[v], sr, art.disc(v, sr)) for v in sorted(placed)]
        self.blocked += [Blocked(("supply", -1, v), piles[v], sr, f"No choice on offer places a {v} now.")
                         for v in (1, 2, 3) if v not in placed and model.supply[v - 1]]
        settle = [(x, y + geom.radius * 0.3) for x, y in geom.hexes]  # a dropped disc settles under the numeral
        targets: list[DropTarget] = [Spot(("hex", g), geom.polygon(g, 0.95), spot=settle[g]) for g in range(6)]
        targets.append(DropTarget(("supply", -1), layout.supply.inflate(8, 8)))
        return tokens, targets

    def drop_op(self, token: Token, key: tuple) -> str:
        """The token operation a drop of `token` on target `key` would make ('' if none); identical
        discs (the same kind) make the same one."""
        kind, g, v = cast(tuple[str, int, int], token.meaning)   # the kinds _op_gestures declares
        if key[0] == "hex":
            return "" if kind == "disc" and g == key[1] else moves.guild_drop_ops((kind, g, v), key[1])
        if key[0] == "supply" and kind == "disc":
            return moves.remove_op(v, g)
        return ""

    def _match(self, token: Token, target: DropTarget) -> list[Action]:
        if target.key[0] == "card":
            return list(moves.commit_options(self.legal, token.key[1], target.key[1])) \
                if token.key[0] == "token" else []
        if token.key[0] == "token":
            return []
        op = self.drop_op(token, target.key)
        return list(moves.matching(self.op_actions, op)) if op else []

    def _click(self, pos: tuple[int, int]) -> list[Action]:
        seat, guild = self.board_at(pos)
        if seat < 0:
            return []
        if self.stage == SETUP and seat == self.me and guild is not None:
            return [a for a in self.legal if isinstance(a, PlaceSet) and a.guild == guild]
        if self.stage == TARGET and seat in self.targetable:
            return [Target(seat)]
        if self.stage == GUILD and guild is not None and guild in self.lit_hexes.get(seat, set()):
            return [TargetGuild(guild)]
        return []

    def _ask(self, token: Token | None, target: DropTarget | None, actions: list[Action]) -> ChoicePanel | None:
        """A drop that fits several actions: which card variant, or which resolution."""
        if target is None:
            return None
        if target.key[0] == "card":
            panel = panels.commit_picker(target.key[1], actions)
        else:
            if self.model is None:
                return None
            panel = panels.ops_panel(self.model, self.names(), moves.op_actions(actions), self.legal, self.focus is not None, only=True)
        self._layout_panel(panel)
        return panel

    # -- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Action | None:
        """A drag, a drop, a click or a panel's button: the action it plays, if any."""
        return self.map.handle(event)

    # -- what to show --------------------------------------------------------------------
    @property
    def asking_card(self) -> str:
        """The card a popup asks about (drawn with a gold edge), or ''."""
        asked = self.map.asked
        key = cast(tuple[str, str], asked.key) if asked is not None else ("", "")
        return key[1] if key[0] == "card" else ""

    def dragging_lit(self) -> tuple[set[str], dict[int, set[int]]]:
        """While a token is in hand: the cards, and the hexes per seat, it may be dropped on."""
        lit = [cast(tuple[str, int | str], key) for key in self.lit()]   # ("hex", guild), ("card", id)
        hexes = {int(k[1]) for k in lit if k[0] == "hex"}
        return {str(k[1]) for k in lit if k[0] == "card"}, ({self.ops_seat: hexes} if hexes else {})

    def preview(self) -> list[tuple[int, int, int]]:
        """Ghost discs for the resolution under the mouse in the panel: (guild, value, +1/-1)."""
        panel = self.panel
        action = panel.hovered() if panel is not None else None
        if not isinstance(action, (Resolve, UseFavour)):
            return []
        ghost = []
        for op in moves.ops_of(action):
            kind, v, a, b = parse_op(op)
            ghost += [(a, v, 1)] if kind == "+" else [(a, v, -1)] if kind == "-" else [(a, v, -1), (b, v, 1)]
        return ghost
