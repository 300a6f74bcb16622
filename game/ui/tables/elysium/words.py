"""What the Elysium table says: phase names, the prompt for each decision, the result stamp."""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.games.elysium.content import load_content

C = load_content()
PHASE_NAMES = {"setup": "Setup", "resource": "Resource Phase", "movement": "Movement Phase",
               "challenge": "Challenge Phase", "influence": "Influence Phase", "resolution": "Resolution Phase"}
PROMPTS = {
    "clan": "choose the clan you will lead",
    "resource": "take two resource actions, play cards, then end your phase",
    "hand": "too many cards in hand: play or discard one",
    "offer": "answer the offer",
    "move": "drag your miniature to a zone",
    "challenge": "declare a challenge, or pass",
    "assist": "take a side in the challenge?",
    "permit": "someone asks to help you",
    "join": "someone asks to join your side",
    "powers": "declare powers before the dice",
    "dice": "click a die to reroll or nudge it, or let the dice stand",
    "spoils": "take your spoils",
    "trim": "discard a card from play",
    "influence": "drag influence onto a lit zone, or stop bidding",
    "bid": "contest, join or raise the bid",
}
WAITING = {
    "clan": "is choosing a clan", "resource": "takes resource actions", "hand": "trims a hand",
    "offer": "considers an offer", "move": "moves", "challenge": "considers a challenge",
    "assist": "considers taking a side", "permit": "weighs an offer of help", "join": "weighs an offer to join",
    "powers": "may declare powers", "dice": "may reroll or nudge a die", "spoils": "takes the spoils",
    "trim": "discards from play", "influence": "chooses a zone to bid on", "bid": "considers the bid",
}


def prompt_text(view: object, mine: bool, names: list[str]) -> str:
    """The ribbon's text: your question, or whom the table waits for."""
    if getattr(view, "is_over", False):
        winners = view.winners()  # type: ignore[attr-defined]
        who = " and ".join(names[s] for s in winners) or "no one"
        return f"The Masquerade ends: {who} rules the city as Prince."
    step = getattr(view, "step", "")
    if mine:
        text = PROMPTS.get(step, "your move")
        return text[:1].upper() + text[1:]
    seat = view.current_player  # type: ignore[attr-defined]
    who = names[seat] if seat is not None and 0 <= seat < len(names) else "The table"
    return f"{who} {WAITING.get(step, 'decides')}…"


def result_text(event: Event, panel: dict[str, Any], names: list[str]) -> str:
    """The stamp on a finished challenge or contest."""
    data = event.data if isinstance(event.data, dict) else {}
    totals = data.get("totals", [])
    score = " – ".join(str(t) for t in totals)
    if event.kind == "contest_result":
        winner = data.get("winner", -1)
        sides = panel.get("sides", [])
        if winner is None or winner < 0 or winner >= len(sides):
            return f"{score}: a tie, every bid is lost"
        return f"{score}: {names[sides[winner]['leader']]} wins the zone"
    if "won" in data:
        return f"{score} against {data.get('difficulty')}: " + ("resolved!" if data["won"] else "failed")
    winner = data.get("winner", -1)
    if winner is None or winner < 0:
        return f"{score}: a tie"
    return f"{score}: {names[winner]} wins"
