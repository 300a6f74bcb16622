"""The choices panel: every decision the engine asks, as labelled rows of buttons.

``build`` turns the legal actions of the waiting step into a titled panel
(resource actions, assistance, powers, rerolls and ±1 discards for a chosen
die, spoils, contest joins, offers to accept...).  A click sets ``chosen``;
number keys press the first nine buttons and P passes.  Anything the panel
leaves out is still in the framework's action picker.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core import Action
from game.games.elysium import actions as A
from game.games.elysium.content import load_content
from game.ui import paint
from game.ui import theme as th
from game.ui.tables.elysium import art
from game.ui.tables.elysium.clash import with_names
from game.ui.widgets import Button

C = load_content()
KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9]
PASS_KINDS = (A.Pass, A.EndResources, A.Refuse)
Group = tuple[str, list[tuple[str, Action | None]]]


class ChoicePanel:
    """A titled panel of button rows, one button per action; `chosen` is set when one is clicked."""

    def __init__(self, title: str, note: str, groups: Sequence[Group], cancel: bool = False) -> None:
        self.title, self.note = title, note
        self.groups = [(label, list(items)) for label, items in groups if items]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.chosen: Action | None = None
        self.cancelled = False
        self.buttons: list[tuple[Button, Action | None, int]] = []
        numbered = 0
        for g, (_label, items) in enumerate(self.groups):
            for text, action in items:
                key = None
                if isinstance(action, (A.Pass, A.EndResources)):
                    key = pygame.K_p
                elif isinstance(action, A.Withdraw):
                    key = None  # never one keystroke away
                elif numbered < len(KEYS):
                    key, numbered = KEYS[numbered], numbered + 1
                button = Button(text, self._chooser(action), key, tooltip=text,
                                primary=isinstance(action, PASS_KINDS))
                self.buttons.append((button, action, g))
        if cancel:
            self.groups.append(("", []))
            self.buttons.append((Button("Cancel", self._cancel, pygame.K_BACKSPACE), None, len(self.groups) - 1))

    def _chooser(self, action: Action | None):
        def choose() -> None:
            self.chosen = action
        return choose

    def _cancel(self) -> None:
        self.cancelled = True

    def actions(self) -> list[Action]:
        return [a for _, a, _ in self.buttons if a is not None]

    compact = False  # True: the buttons sit at the right end of the prompt ribbon, the map stays clear

    def layout_ribbon(self, ribbon: pygame.Rect) -> None:
        """Lay the buttons right-aligned inside the prompt ribbon (for steps played on the map)."""
        self.compact = True
        body = th.theme.font("body")
        h = ribbon.height - 4
        x = ribbon.right - 2
        for button, _action, _g in reversed(self.buttons):
            w = body.size(button.text)[0] + th.theme.px(40)
            button.rect = pygame.Rect(x - w, ribbon.top + 2, w, h)
            x -= w + 4
        self.rect = pygame.Rect(x, ribbon.top, ribbon.right - x, ribbon.height)

    def layout(self, area: pygame.Rect, unit: float) -> None:
        """Rows of buttons from the top of `area`, each row's label on its left; the panel hugs its content."""
        pad = round(10 * unit)
        head = th.theme.font("body", "bold").get_linesize()
        note_f = th.theme.font("small", "italic")
        note_lines = paint.wrap(self.note, note_f, area.width - 2 * pad) if self.note else []
        label_w = round(area.width * 0.24) if any(label for label, _ in self.groups) else 0
        bh = th.theme.px(30)
        gap = max(3, round(5 * unit))
        body = th.theme.font("body")
        y = area.top + pad + head + len(note_lines) * note_f.get_linesize() + gap
        for g, (_label, _items) in enumerate(self.groups):
            x = area.left + pad + label_w
            row_top = y
            for button, _action, group in self.buttons:
                if group != g:
                    continue
                w = min(area.width - 2 * pad - label_w,
                        body.size(button.text)[0] + th.theme.px(40))
                if x + w > area.right - pad and x > area.left + pad + label_w:
                    x = area.left + pad + label_w
                    y += bh + gap
                button.rect = pygame.Rect(x, y, w, bh)
                x += w + gap
            self.groups[g] = (self.groups[g][0], self.groups[g][1])
            y = max(y, row_top) + bh + gap
        self.label_w = label_w
        self.note_lines = note_lines
        self.rect = pygame.Rect(area.left, area.top, area.width, min(area.height, y - area.top + pad - gap))
        if y - area.top + pad > area.height:  # too tall for the area: grow it downward anyway
            self.rect.height = y - area.top + pad - gap

    def move_bottom_to(self, bottom: int) -> None:
        """Shift the laid-out panel so its bottom edge sits at `bottom` (above the challenge panel)."""
        dy = bottom - self.rect.bottom
        if self.compact or dy == 0:
            return
        self.rect.move_ip(0, dy)
        for button, _action, _g in self.buttons:
            button.rect.move_ip(0, dy)

    def handle(self, event: pygame.event.Event) -> bool:
        for button, _action, _g in self.buttons:
            if button.handle(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def hovered(self) -> Action | None:
        return next((a for b, a, _ in self.buttons if b.hover), None)

    def draw(self, surface: pygame.Surface) -> None:
        if self.compact:
            for button, _a, _g in self.buttons:
                button.draw(surface)
            return
        pad = th.theme.px(10)
        art.panel(surface, self.rect, th.INK, th.GOLD, alpha=238)
        head_f = th.theme.font("body", "bold")
        paint.text(surface, paint.fit(self.title, head_f, self.rect.width - 2 * pad), head_f, th.GOLD,
                   (self.rect.left + pad, self.rect.top + pad))
        note_f = th.theme.font("small", "italic")
        y = self.rect.top + pad + head_f.get_linesize()
        for line in getattr(self, "note_lines", []):
            paint.text(surface, line, note_f, th.PARCHMENT_DIM, (self.rect.left + pad, y))
            y += note_f.get_linesize()
        label_f = th.theme.font("small", "bold")
        for g, (label, _items) in enumerate(self.groups):
            first = next((b for b, _a, group in self.buttons if group == g), None)
            if label and first is not None:
                text = paint.fit(label, label_f, getattr(self, "label_w", 0) - pad)
                paint.text(surface, text, label_f, th.PARCHMENT, (self.rect.left + pad, first.rect.centery), "midleft")
        for button, _a, _g in self.buttons:
            button.draw(surface)


# -- building panels from the legal actions ------------------------------------------------------------
def cap(text: str) -> str:
    """`text` with its first letter raised (names inside keep their capitals)."""
    return text[:1].upper() + text[1:]


def _names(text: str, names: list[str]) -> str:
    text = with_names(text, names)
    return text[:1].upper() + text[1:]


def build(view: object, me: int, legal: list[Action], names: list[str], die: int = -1) -> ChoicePanel | None:
    """The panel for the step `view` waits on, or None when the map's gestures are enough."""
    step = view.step  # type: ignore[attr-defined]
    maker = BUILDERS.get(step)
    return maker(view, me, legal, names, die) if maker else None


def _clan(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    items = []
    for a in legal:
        if isinstance(a, A.ChooseClan):
            clan = C.clans[C.clan_ids[a.clan]]
            items.append((f"{clan.name} (M{clan.mental} P{clan.physical} S{clan.social})", a))
    return ChoicePanel("Choose the clan you will lead", "Each clan has its own attributes and three powers.",
                       [("", items)])


def _resource(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    left = view.actions_left  # type: ignore[attr-defined]
    acts, cards, other = [], [], []
    for a in legal:
        if isinstance(a, (A.Draw, A.Hunt, A.Recover)):
            acts.append((cap(a.describe()), a))
        elif isinstance(a, A.Rescue):
            acts.append((f"Rouse {names[a.seat]}", a))
        elif isinstance(a, (A.ConsumeRetainer, A.UseCard)):
            acts.append((cap(a.describe()), a))
        elif isinstance(a, (A.PlayCard, A.DiscardInPlay)):
            cards.append((cap(a.describe()), a))
        elif isinstance(a, A.UsePower):
            other.append((cap(a.describe()), a))
    offers = sum(1 for a in legal if isinstance(a, A.Offer))
    note = f"{left} resource action{'s' if left != 1 else ''} left."
    if offers:
        note += f" Gifts and trades with Primogen in range: {offers} offers in the Moves list."
    ends = [("End your Resource Phase", a) for a in legal if isinstance(a, A.EndResources)]
    leave = [("Withdraw from the game for good", a) for a in legal if isinstance(a, A.Withdraw)]
    return ChoicePanel("Resource Phase", note, [("Actions", acts), ("Cards", cards), ("Powers", other), ("", ends),
                                               ("Leave", leave)])


def _hand(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    items = [(cap(a.describe()), a) for a in legal if isinstance(a, (A.PlayCard, A.DiscardCard))]
    return ChoicePanel("Too many cards in hand", "Hold at most 3: play or discard one now.", [("", items)])


def _offer(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    offer = dict(view.offer)  # type: ignore[attr-defined]
    giver = offer.pop("from", -1)
    text = ""
    try:
        text = A.CODEC.from_data(offer).describe()
    except Exception:  # noqa: BLE001 - an odd offer still gets its buttons
        text = "an exchange"
    who = names[giver] if 0 <= giver < len(names) else "A Primogen"
    text = text.replace(f"offer seat {me + 1} ", "")
    items = [("Accept", a) for a in legal if isinstance(a, A.Accept)] + \
            [("Refuse", a) for a in legal if isinstance(a, A.Refuse)]
    return ChoicePanel(f"{who} makes you an offer", _names(text, names), [("", items)])


def _move(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    here = view.location[me]  # type: ignore[attr-defined]
    stay = [(f"Stay in {C.zones[here].name}", a) for a in legal
            if isinstance(a, A.Move) and here >= 0 and a.zone == C.zones[here].id]
    powers = [(cap(a.describe()), a) for a in legal if isinstance(a, A.UsePower)]
    panel = ChoicePanel("Movement Phase", "Drag your miniature to any zone (or click a zone).",
                        [("", stay + powers)])
    panel.compact = True
    return panel


def _challenge(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    by_target: dict[int, list[tuple[str, Action | None]]] = {}
    events = []
    for a in legal:
        if isinstance(a, A.ChallengePlayer):
            by_target.setdefault(a.target, []).append((a.type.capitalize(), a))
        elif isinstance(a, A.ChallengeEvent):
            card = C.cards[a.card]
            events.append((f"{card.name} ({card.difficulty})", a))
    groups: list[Group] = [(names[t], items) for t, items in sorted(by_target.items())]
    groups.append(("Events", events))
    groups.append(("", [("No challenge this turn", a) for a in legal if isinstance(a, A.Pass)]))
    note = "Challenge a Primogen in range, or take on an event. In Elysium a challenge costs prestige " \
           "(1, or 3 if physical)."
    return ChoicePanel("Challenge Phase", note, groups)


def _assist(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    clash = view.clash  # type: ignore[attr-defined]
    leaders = [names[side[0]] for side in clash.sides] if clash is not None else []
    items: list[tuple[str, Action | None]] = []
    for a in legal:
        if isinstance(a, A.Assist) and a.side < len(leaders):
            items.append((f"Help {leaders[a.side]}", a))
        elif isinstance(a, A.StandAside):
            items.append(("Withdraw my help", a))
        elif isinstance(a, A.Rescind):
            items.append(("Rescind the challenge", a))
        elif isinstance(a, A.Pass):
            items.append(("Stay as I am", a))
    return ChoicePanel("Take a side?", "Helpers add their attribute (and cards and powers) to a side.",
                       [("", items)])


def _permit(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    clash = view.clash  # type: ignore[attr-defined]
    who = names[clash.pending[0]] if clash is not None and clash.pending else "Someone"
    extra = ""
    if clash is not None and view.step == "join" and len(clash.pending) > 2:  # type: ignore[attr-defined]
        extra = f" with {clash.pending[2]} token{'s' if clash.pending[2] != 1 else ''}"
    items = [(f"Accept {who}", a) for a in legal if isinstance(a, A.Accept)] + \
            [("Refuse", a) for a in legal if isinstance(a, A.Refuse)]
    return ChoicePanel(f"{who} asks to join your side{extra}", "You never have to accept help.", [("", items)])


def _powers(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    items = [(cap(a.describe()), a) for a in legal if isinstance(a, A.UsePower)]
    items += [("Nothing more: roll", a) for a in legal if isinstance(a, A.Pass)]
    return ChoicePanel("Before the dice", "Declare powers now; each costs 1 Vitae.", [("", items)])


def _dice(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    chosen = [a for a in legal if isinstance(a, (A.Reroll, A.Nudge)) and a.die == die]
    items: list[tuple[str, Action | None]] = []
    for a in chosen:
        if isinstance(a, A.Reroll):
            source = A.card_name(a.card) if a.card >= 0 else A.power_name(a.power)
            what = "reroll" if len(view.clash.dice[a.die][2]) == 1 else (  # type: ignore[attr-defined]
                "reroll the 10" if a.segment < len(view.clash.dice[a.die][2]) - 1 else "reroll the last roll")  # type: ignore
            items.append((f"{what.capitalize()} ({source})", a))
        else:
            items.append((f"{a.delta:+d} ({A.card_name(a.card)})", a))
    stand = [("Let the dice stand", a) for a in legal if isinstance(a, A.Pass)]
    if die < 0:
        note = "Click a die in the panel below to reroll it or nudge it ±1 with a card from your hand."
    else:
        note = f"Die {die + 1}: choose what to do with it, or click another die."
    return ChoicePanel("After the dice", note, [("This die", items), ("", stand)])


def _spoils(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    items = []
    for a in legal:
        if isinstance(a, A.Spoil):
            text = _names(a.describe(), names)
            if a.to >= 0 and a.to != me:
                text += f" (for {names[a.to]})"
            items.append((text, a))
    loser = next((a.loser for a in legal if isinstance(a, A.Spoil)), -1)
    who = names[loser] if 0 <= loser < len(names) else "the loser"
    return ChoicePanel("You win the challenge", f"Choose what you take from {who}.", [("", items)])


def _trim(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    items = [(cap(a.describe()), a) for a in legal if isinstance(a, A.DiscardInPlay)]
    return ChoicePanel("Too many cards in play", "Keep at most 5: discard one.", [("", items)])


def _influence(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    supply = view.supply[me]  # type: ignore[attr-defined]
    items = [("Stop bidding this phase", a) for a in legal if isinstance(a, A.Pass)]
    panel = ChoicePanel("Influence Phase", f"{supply} token{'s' if supply != 1 else ''} to bid. Drag one from "
                        "your supply onto a lit zone (or click the zone).", [("", items)])
    panel.compact = True
    return panel


def _bid(view: object, me: int, legal: list[Action], names: list[str], die: int) -> ChoicePanel:
    clash = view.clash  # type: ignore[attr-defined]
    contest, raises, joins = [], [], {}
    for a in legal:
        if isinstance(a, A.Contest):
            contest.append(("With what I hold" if a.bid == 0 else f"Bid {a.bid}", a))
        elif isinstance(a, A.Raise):
            raises.append((f"+{a.bid}", a))
        elif isinstance(a, A.Join):
            joins.setdefault(a.side, []).append(("My bonuses only" if a.bid == 0 else f"Bid {a.bid}", a))
    groups: list[Group] = [("Contest", contest), ("Raise", raises)]
    for side, items in sorted(joins.items()):
        leader = names[clash.sides[side][0]] if clash is not None and side < len(clash.sides) else f"side {side + 1}"
        groups.append((f"Join {leader}", items))
    groups.append(("", [("Bid no more", a) for a in legal if isinstance(a, A.Pass)]))
    zone = C.zones[clash.zone].name if clash is not None else "the zone"
    return ChoicePanel(f"Bidding on {zone}", "Each token bid is a die; tokens already there roll too.", groups)


def bid_panel(zone: int, legal: list[Action], supply: int, contest: bool) -> ChoicePanel:
    """After a token is dropped on a zone: how many tokens to bid."""
    name = C.zones[zone].name
    if contest:
        items = [(f"{a.bid} token{'s' if a.bid != 1 else ''}", a) for a in legal
                 if isinstance(a, (A.Contest, A.Raise)) and a.bid > 0]
        return ChoicePanel(f"Bid on {name}", "How many tokens?", [("", items)], cancel=True)
    items = [(f"{a.bid} token{'s' if a.bid != 1 else ''}", a) for a in legal
             if isinstance(a, A.Target) and C.zone_ids.get(a.zone) == zone]
    return ChoicePanel(f"Bid on {name}", f"You hold {supply}. Each token bid rolls a die if contested.",
                       [("", items)], cancel=True)


def target_panel(target: int, legal: list[Action], names: list[str]) -> ChoicePanel:
    """After clicking a rival in range: which kind of challenge."""
    items = [(a.type.capitalize(), a) for a in legal if isinstance(a, A.ChallengePlayer) and a.target == target]
    return ChoicePanel(f"Challenge {names[target]}", "Mental, physical or social?", [("", items)], cancel=True)


BUILDERS = {"clan": _clan, "resource": _resource, "hand": _hand, "offer": _offer, "move": _move,
            "challenge": _challenge, "assist": _assist, "permit": _permit, "join": _permit, "powers": _powers,
            "dice": _dice, "spoils": _spoils, "trim": _trim, "influence": _influence, "bid": _bid}
