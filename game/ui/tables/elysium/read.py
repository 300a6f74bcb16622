"""The viewer's view of an Elysium game read into the table's model (:mod:`.model`), and the table's one
door to the engine (``game.games.elysium``).

The other modules of the table take the engine's names they need from here: the action kinds ``A``, the
content ``C`` (zones, clans, cards), the board's size, the state's type, the step names the engine's FLOW
declares (``STEPS``: its steps and the frames of its pending stack, "powers" and "dice"), and their
prompt words (``PROMPTS``).
"""

from __future__ import annotations

from typing import Any

from game.games.elysium import actions as A
from game.games.elysium.clash import dice_plan
from game.games.elysium.clash_records import Request
from game.games.elysium.content import BOARD_H, BOARD_W, load_content
from game.games.elysium.effects import POWERS
from game.games.elysium.flow import FLOW, WORDS
from game.games.elysium.state import ElysiumState
from game.ui.kit.cardface import CardFace
from game.ui.kit.rivals import Row, Section
from game.ui.kit.table import declared_steps
from game.ui.tables.elysium import model as M

__all__ = ["BOARD_H", "BOARD_W", "POWERS", "PROMPTS", "STEPS", "A", "C", "ElysiumState", "Request", "dice_plan", "model_of"]

C = load_content()
STEPS = declared_steps(FLOW)     # every step name the engine declares (its steps and its frames)
PROMPTS = WORDS                  # each step's and frame's prompt words (kit.choices.prompt_line)


def card_tip(card: int) -> str:
    """A card's tooltip: its name, type (an activation's zone, an event's challenge), text and ±1 use."""
    if card < 0:
        return "A hidden card."
    c = C.cards[card]
    kind = c.type.capitalize()
    if c.type == "activation":
        kind += f" — {C.zones[c.zone].name}"
    if c.type == "event":
        kind += f" — {c.challenge}, difficulty {c.difficulty}, {c.acting}/{c.assisting} prestige"
    nudge = "  From hand: discard for +1 or -1 on any die." if c.nudges else ""
    return f"{c.name} ({kind}). {c.text}{nudge}"


def card(index: int) -> M.Card:
    """A card of the content as the table shows it (a back for a card the viewer may not see)."""
    if not 0 <= index < len(C.cards):
        return M.BACK
    c = C.cards[index]
    category = C.zones[c.zone].category if c.type == "activation" else -1
    return M.Card(index, c.name, c.type, category, c.challenge or "", c.difficulty or 0, c.acting or 0,
                  c.assisting or 0, card_tip(index), face=card_face(index))


def card_face(index: int) -> CardFace:
    """What a card says, on its face and its zoom: its name, its whole text (and its use from hand), its
    kind (an activation's zone, an event's challenge and prestige) and an event's difficulty in the seal."""
    c = C.cards[index]
    kind = c.type.capitalize()
    if c.type == "activation":
        kind += f" · {C.zones[c.zone].name}"
    text = c.text
    if c.type == "event":
        kind += f" · {c.challenge}"
        text += f"\nDifficulty {c.difficulty}; prestige {c.acting} acting, {c.assisting} helping."
    if c.nudges:
        text += "\nFrom hand: discard for +1 or -1 on any die."
    return CardFace(c.name, text, kind, str(c.difficulty) if c.type == "event" else "")


def _primogen(view: ElysiumState, seat: int) -> M.Primogen:
    index = view.clan[seat]
    clan = None
    powers: tuple[M.Power, ...] = ()
    if index >= 0:
        c = C.clans[index]
        clan = M.Clan(index, c.name, c.blurb, c.mental, c.physical, c.social)
        rows = []
        for power in c.powers:
            used = f"p{seat}:{power.id}" in view.used
            note = " (used this turn)" if used else ""
            rows.append(M.Power(power.name, used, f"{power.name}{note}: {power.text} Costs 1 Vitae, once per turn."))
        powers = tuple(rows)
    zone = view.location[seat]
    return M.Primogen(seat, clan, zone if zone >= 0 else None, view.vitae[seat], C.rules["vitae_max"],
                      view.prestige[seat],
                      view.recorded[seat], view.supply[seat], view.withdrawn[seat], seat == view.regent,
                      tuple(card(k) for k in view.play[seat]), tuple(card(k) for k in view.hands[seat]), powers)


def _zone(view: ElysiumState, index: int) -> M.Zone:
    z = C.zones[index]
    closers = tuple(C.cards[e].name for e in view.events
                    if C.cards[e].effect.kind == "category_closed" and C.cards[e].effect.category == z.category)
    owner = view.controller[index]
    category = C.categories[z.category].name if z.category >= 0 else ""
    return M.Zone(index, z.id, z.name, z.category, category, z.value, owner if owner >= 0 else None,
                  tuple(view.tokens[index]), closers)


def _plan(view: ElysiumState) -> tuple[tuple[int, int], ...]:
    """Dice each seat will roll in the clash, before the roll (from the engine's own count)."""
    clash = getattr(view, "clash", None)
    try:
        return () if clash is None or clash.rolled else tuple((s, n) for s, _side, n in dice_plan(view, clash))
    except Exception:  # noqa: BLE001 - a preview only
        return ()


def model_of(view: ElysiumState) -> M.TableModel:
    """The table's model of the viewer's `view` (only what that view holds)."""
    return M.TableModel(
        view.players, tuple(_primogen(view, s) for s in range(view.players)),
        tuple(_zone(view, z.index) for z in C.zones), tuple(card(k) for k in view.events), tuple(view.order),
        frozenset(view.closed_categories()), view.phase, str(view.step), view.turn, view.turns_total,
        view.masquerade, view.current_player, view.is_over, tuple(view.winners()) if view.is_over else (),
        _plan(view), _rolled(view), view.clash.zone if view.clash is not None and view.clash.zone >= 0 else None,
        *_clash(view), actions_left=view.actions_left, offer=dict(view.offer), clash=clash_panel(view.panel()))


def _clash(view: ElysiumState) -> tuple[tuple[int, ...], M.Asking | None, tuple[int, ...]]:
    """The clash's leaders by side, the request waiting on one of them, and each die's number of rolls."""
    clash = view.clash
    if clash is None:
        return (), None, ()
    request = clash.pending
    asking = M.Asking(request.seat, request.bid) if isinstance(request, Request) else None
    return (tuple(clash.leader(side) for side in range(len(clash.sides))), asking,
            tuple(len(d.rolls) for d in clash.dice))


def _rolled(view: ElysiumState) -> tuple[M.Rolled, ...]:
    clash = view.clash
    if clash is None or not clash.rolled:
        return ()
    return tuple(M.Rolled(d.seat, d.side, tuple(d.rolls)) for d in clash.dice)


def clash_panel(panel: dict[str, Any]) -> M.ClashPanel | None:
    """The engine's ``panel()`` of the clash under way as the table's record (None: no clash)."""
    if not panel:
        return None
    sides = tuple(
        M.ClashSide(int(side["leader"]), tuple(side["members"]),
                    tuple(M.ClashDie(int(d["index"]), int(d["seat"]), tuple(d["rolls"]), int(d.get("nudge", 0)),
                                     int(d.get("value", 0))) for d in side.get("dice", [])),
                    tuple((str(label), int(amount)) for label, amount in side.get("modifiers", [])),
                    tuple(side.get("bids", [])), int(side.get("total", 0)))
        for side in panel.get("sides", []))
    powers = tuple(M.ClashPower(int(p["seat"]), str(p["power"]), str(p["name"])) for p in panel.get("powers", []))
    return M.ClashPanel(str(panel.get("kind", "")), str(panel.get("type", "")), int(panel.get("actor", -1)), sides,
                        bool(panel.get("rolled")), str(panel.get("step", "")), int(panel.get("target", -1)),
                        int(panel.get("card", -1)), int(panel.get("difficulty", 0)), str(panel.get("zone", "")),
                        powers)


def rival_sections(view: ElysiumState, seat: int) -> tuple[Section, ...]:
    """Primogen `seat`'s rival panel (``game.ui.kit.rivals``): its clan and attributes, vitae, prestige and
    influence, its powers and the cards it has in play, as `view` shows them."""
    p = _primogen(view, seat)
    where = C.zones[p.zone].name if p.zone is not None and 0 <= p.zone < len(C.zones) else "not on the board"
    state = ((Row("Regent", "yes"),) if p.regent else ()) + ((Row("Withdrawn", "yes"),) if p.withdrawn else ())
    primogen = Section(p.clan.name if p.clan is not None else "No clan yet",
                       (Row("Vitae", f"{p.vitae} of {p.vitae_max}"), Row("Prestige", str(p.prestige)),
                        Row("On the prestige track", str(p.recorded)), Row("Influence to bid", str(p.supply)),
                        Row("Location", where)) + state)
    sections = [primogen]
    if p.clan is not None:
        sections.append(Section("Attributes", (Row("Mental", str(p.clan.mental)), Row("Physical", str(p.clan.physical)),
                                               Row("Social", str(p.clan.social)))))
    if p.powers:
        sections.append(Section("Powers", tuple(Row(w.name, "used this turn" if w.used else "ready") for w in p.powers)))
    sections.append(Section("Cards", (Row("In hand", str(len(p.hand))),),
                            tuple(c.name for c in p.play if not c.hidden), empty=""))
    return tuple(sections)
