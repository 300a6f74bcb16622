"""How the Elysium table asks each decision: the step's panel (its words are the engine's, read from
``game.games.elysium.flow.WORDS``: its steps and response windows), built from the legal actions.

Each step's panel is built from the legal actions, grouped as the game reads
them (resource actions, cards, powers; one row per rival in range; rerolls
and ±1 discards for the chosen die...); the kit's choice panel lays it out
and answers keys and clicks.  Anything a panel leaves out is still in the
table scene's action picker.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Action, Event
from game.ui.kit.choices import ChoicePanel, Group, Keys, Step, grouped, prompt_line
from game.ui.kit.names import counted, named, seat_word
from game.ui.kit.table import ByStep
from game.ui.tables.elysium.model import ClashPanel, TableModel
from game.ui.tables.elysium.read import PROMPTS as RULE_WORDS
from game.ui.tables.elysium.read import STEPS, A, C

KEYS = Keys(passes=(A.Pass, A.EndResources), primary=(A.Refuse,), unkeyed=(A.Withdraw,))
PHASE_NAMES = {"setup": "Setup", "resource": "Resource Phase", "movement": "Movement Phase",
               "challenge": "Challenge Phase", "influence": "Influence Phase", "resolution": "Resolution Phase"}


@dataclass
class Ask:
    """What a panel is built from: the table's model and your seat, the legal actions, the names, the chosen die."""

    model: Any  # the table's model of the viewer's view (a TableModel; None before the first view arrives)
    me: int
    legal: list[Action]
    names: list[str]
    die: int = -1

    def say(self, action: Action) -> str:
        """An action in the panel's words: its describe(), seats named."""
        return named(action.describe(), self.names)

    def rows(self, *groups: Group) -> list:
        return grouped(self.legal, groups, KEYS)

    def only(self, kinds: type | tuple[type, ...], label: str) -> list[tuple[str, Action]]:
        return [(label, a) for a in self.legal if isinstance(a, kinds)]


def panel(title: str, note: str, rows: list, cancel: bool = False) -> ChoicePanel:
    return ChoicePanel(title, note, rows, KEYS, cancel=cancel)


def _clan(ask: Ask) -> ChoicePanel:
    def label(a: A.ChooseClan) -> str:
        clan = C.clans[C.clan_ids[a.clan]]
        return f"{clan.name} (M{clan.mental} P{clan.physical} S{clan.social})"
    return panel("Choose the clan you will lead", "Each clan has its own attributes and three powers.",
                 ask.rows(Group("", A.ChooseClan, label)))


def _resource(ask: Ask) -> ChoicePanel:
    left = ask.model.actions_left
    offers = sum(1 for a in ask.legal if isinstance(a, A.Offer))
    note = f"{counted(left, 'resource action')} left."
    if offers:
        note += f" Gifts and trades with Primogen in range: {offers} offers in the Moves list."

    def act(a: Action) -> str:
        return f"Rouse {ask.names[a.seat]}" if isinstance(a, A.Rescue) else ask.say(a)
    return panel("Resource Phase", note, ask.rows(
        Group("Actions", (A.Draw, A.Hunt, A.Recover, A.Rescue, A.ConsumeRetainer, A.UseCard), act),
        Group("Cards", (A.PlayCard, A.DiscardInPlay), ask.say), Group("Powers", A.UsePower, ask.say),
        Group("", A.EndResources, lambda a: "End your Resource Phase"),
        Group("Leave", A.Withdraw, lambda a: "Withdraw from the game for good")))


def _hand(ask: Ask) -> ChoicePanel:
    note = "Hold at most 3: play, discard or give one away now."
    if any(isinstance(a, A.DiscardInPlay) for a in ask.legal):
        note += " Five cards in play: discard one from play first to play a card from hand."
    return panel("Too many cards in hand", note, ask.rows(
        Group("", (A.PlayCard, A.DiscardCard), ask.say), Group("Make room in play", A.DiscardInPlay, ask.say),
        Group("Give away", A.Offer, ask.say)))


def _offer(ask: Ask) -> ChoicePanel:
    offer = dict(ask.model.offer)
    giver = offer.pop("from", -1)
    try:
        text = A.CODEC.from_data(offer).describe()
    except Exception:  # noqa: BLE001 - an odd offer still gets its buttons
        text = "an exchange"
    who = ask.names[giver] if 0 <= giver < len(ask.names) else "A Primogen"
    text = text.replace(f"offer {seat_word(ask.me)} ", "")
    return panel(f"{who} makes you an offer", named(text, ask.names),
                 [("", ask.only(A.Accept, "Accept") + ask.only(A.Refuse, "Refuse"))])


def _move(ask: Ask) -> ChoicePanel:
    here = ask.model.seats[ask.me].zone
    stay = [(f"Stay in {ask.model.zones[here].name}", a) for a in ask.legal
            if isinstance(a, A.Move) and here is not None and a.zone == ask.model.zones[here].id]
    powers = [(ask.say(a), a) for a in ask.legal if isinstance(a, A.UsePower)]
    return panel("Movement Phase", "Drag your miniature to any zone (or click a zone).", [("", stay + powers)])


def _challenge(ask: Ask) -> ChoicePanel:
    note = "Challenge a Primogen in range, or take on an event. In Elysium a challenge costs prestige " \
           "(1, or 3 if physical)."
    return panel("Challenge Phase", note, ask.rows(
        Group(lambda seat: ask.names[seat], A.ChallengePlayer, lambda a: a.type.capitalize(),
              by=lambda a: a.target),
        Group("Events", A.ChallengeEvent,
              lambda a: f"{C.cards[a.card].name} ({C.cards[a.card].difficulty})"),
        Group("", A.Pass, lambda a: "No challenge this turn")))


def _assist(ask: Ask) -> ChoicePanel:
    leaders = [ask.names[seat] for seat in ask.model.leaders]
    return panel("Take a side?", "Helpers add their attribute (and cards and powers) to a side.", ask.rows(
        Group("", lambda a: isinstance(a, A.Assist) and a.side < len(leaders) or
              isinstance(a, (A.StandAside, A.Rescind, A.Pass)),
              lambda a: f"Help {leaders[a.side]}" if isinstance(a, A.Assist) else
              {A.StandAside: "Withdraw my help", A.Rescind: "Rescind the challenge"}.get(type(a), "Stay as I am"))))


def _permit(ask: Ask) -> ChoicePanel:
    request = ask.model.asking
    who = ask.names[request.seat] if request is not None else "Someone"
    extra = ""
    if request is not None and ask.model.step == JOIN and request.bid is not None:
        extra = f" with {counted(request.bid, 'token')}"
    return panel(f"{who} asks to join your side{extra}", "You never have to accept help.",
                 [("", ask.only(A.Accept, f"Accept {who}") + ask.only(A.Refuse, "Refuse"))])


def _powers(ask: Ask) -> ChoicePanel:
    return panel("Before the dice", "Declare powers now; each costs 1 Vitae.", [("", [
        (ask.say(a), a) for a in ask.legal if isinstance(a, A.UsePower)] + ask.only(A.Pass, "Nothing more: roll"))])


def _dice(ask: Ask) -> ChoicePanel:
    chains = ask.model.chains

    def label(a: Action) -> str:
        if isinstance(a, A.Nudge):
            return f"{a.delta:+d} ({A.card_name(a.card)})"
        assert isinstance(a, A.Reroll)
        source = A.card_name(a.card) if a.card >= 0 else A.power_name(a.power)
        chain = chains[a.die]
        what = "reroll" if chain == 1 else ("reroll the 10" if a.segment < chain - 1 else "reroll the last roll")
        return f"{what.capitalize()} ({source})"
    note = "Click a die in the panel below to reroll it or nudge it ±1 with a card from your hand." if ask.die < 0 \
        else f"Die {ask.die + 1}: choose what to do with it, or click another die."
    return panel("After the dice", note, ask.rows(
        Group("This die", lambda a: isinstance(a, (A.Reroll, A.Nudge)) and a.die == ask.die, label),
        Group("", A.Pass, lambda a: "Let the dice stand")))


def _spoils(ask: Ask) -> ChoicePanel:
    def label(a: A.Spoil) -> str:
        to = a.to
        return ask.say(a) + (f" (for {ask.names[to]})" if to >= 0 and to != ask.me else "")
    loser = next((a.loser for a in ask.legal if isinstance(a, A.Spoil)), -1)
    who = ask.names[loser] if 0 <= loser < len(ask.names) else "the loser"
    return panel("You win the challenge", f"Choose what you take from {who}.", ask.rows(Group("", A.Spoil, label)))


def _trim(ask: Ask) -> ChoicePanel:
    note = "Keep at most 5: discard one"
    note += ", or offer one to a Primogen in range." if any(isinstance(a, A.GiveInPlay) for a in ask.legal) else "."
    return panel("Too many cards in play", note, ask.rows(
        Group("", A.DiscardInPlay, ask.say),
        Group(lambda seat: f"Give to {ask.names[seat]}", A.GiveInPlay, lambda a: A.card_name(a.card),
              by=lambda a: a.to)))


def _influence(ask: Ask) -> ChoicePanel:
    supply = ask.model.seats[ask.me].supply
    return panel("Influence Phase", f"{counted(supply, 'token')} to bid. Drag one from your supply "
                 "onto a lit zone (or click the zone).", [("", ask.only(A.Pass, "Stop bidding this phase"))])


def _bid(ask: Ask) -> ChoicePanel:
    leaders, where = ask.model.leaders, ask.model.clash_zone

    def leader(side: int) -> str:
        return f"Join {ask.names[leaders[side]]}" if side < len(leaders) else f"Join side {side + 1}"
    zone = ask.model.zones[where].name if where is not None else "the zone"
    return panel(f"Bidding on {zone}", "Each token bid is a die; tokens already there roll too.", ask.rows(
        Group("Contest", A.Contest, lambda a: "With what I hold" if a.bid == 0 else f"Bid {a.bid}"),
        Group("Raise", A.Raise, lambda a: f"+{a.bid}"),
        Group(leader, A.Join, lambda a: "My bonuses only" if a.bid == 0 else f"Bid {a.bid}",
              by=lambda a: a.side),
        Group("", A.Pass, lambda a: "Bid no more")))


def bid_panel(zone: int, legal: list[Action], supply: int, contest: bool) -> ChoicePanel:
    """After a token is dropped on a zone: how many tokens to bid."""
    def tokens(a: A.Contest | A.Raise | A.Target) -> str:
        return counted(a.bid, "token")
    name = C.zones[zone].name
    items: list[tuple[str, Action]]
    if contest:
        items = [(tokens(a), a) for a in legal if isinstance(a, (A.Contest, A.Raise)) and a.bid > 0]
        return panel(f"Bid on {name}", "How many tokens?", [("", items)], cancel=True)
    items = [(tokens(a), a) for a in legal if isinstance(a, A.Target) and C.zone_ids.get(a.zone) == zone]
    return panel(f"Bid on {name}", f"You hold {supply}. Each token bid rolls a die if contested.", [("", items)],
                 cancel=True)


def target_panel(target: int, legal: list[Action], names: list[str]) -> ChoicePanel:
    """After clicking a rival in range: which kind of challenge."""
    items = [(a.type.capitalize(), a) for a in legal if isinstance(a, A.ChallengePlayer) and a.target == target]
    return panel(f"Challenge {names[target]}", "Mental, physical or social?", [("", items)], cancel=True)


PANELS: ByStep[Step] = ByStep(STEPS, {  # each step's panel; its prompt words are the engine's (read.PROMPTS)
    "clan": Step(panel=_clan), "resource": Step(panel=_resource), "hand": Step(panel=_hand),
    "offer": Step(panel=_offer), "move": Step(panel=_move, compact=True), "challenge": Step(panel=_challenge),
    "assist": Step(panel=_assist, caption="Allies take sides"),
    "permit": Step(panel=_permit, caption="Asking to help"),
    "join": Step(panel=_permit, caption="Asking to join a side"),
    "powers": Step(panel=_powers, caption="Powers before the dice"),
    "dice": Step(panel=_dice, caption="After the dice: rerolls and ±1 discards"),
    "spoils": Step(panel=_spoils, caption="The winner takes the spoils"), "trim": Step(panel=_trim, caption="Spoils"),
    "influence": Step(panel=_influence, compact=True), "bid": Step(panel=_bid, caption="Bidding influence"),
})
MOVE, JOIN, DICE = PANELS.name("move"), PANELS.name("join"), PANELS.name("dice")


def build(ask: Ask) -> ChoicePanel | None:
    """The panel for the step the view waits on (None when the map's gestures are enough)."""
    step = ask.model.step
    if step not in PANELS or not ask.legal:
        return None
    panel = PANELS[step].panel
    return panel(ask) if panel is not None else None


def prompt_text(model: TableModel, mine: bool, names: list[str]) -> str:
    """The ribbon's text: your question, or whom the table waits for; at the end, the Prince."""
    if model.over:
        who = " and ".join(names[s] for s in model.winners) or "no one"
        return f"The Masquerade ends: {who} rules the city as Prince."
    seat = model.current
    who = names[seat] if seat is not None and 0 <= seat < len(names) else "The table"
    return prompt_line(RULE_WORDS, model.step, mine, who)


def result_text(event: Event, panel: ClashPanel, names: list[str]) -> str:
    """The stamp on a finished challenge or contest."""
    data = event.data if isinstance(event.data, dict) else {}
    score = " – ".join(str(t) for t in data.get("totals", []))
    winner = data.get("winner", -1)
    if event.kind == "contest_result":
        sides = panel.sides
        if winner is None or winner < 0 or winner >= len(sides):
            return f"{score}: a tie, every bid is lost"
        return f"{score}: {names[sides[winner].leader]} wins the zone"
    if "won" in data:
        return f"{score} against {data.get('difficulty')}: " + ("resolved!" if data["won"] else "failed")
    if winner is None or winner < 0:
        return f"{score}: a tie"
    return f"{score}: {names[winner]} wins"
