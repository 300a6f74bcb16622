"""Every card's rules in words, from its ops (one place for the wording: the table's tooltips and
zoom, the rules screen and the log)."""

from __future__ import annotations

from .content import Card, load

_C = load()

_OP_WORDS = {
    "pool": "gain {n} pool", "blood": "{n} blood from the bank onto {who}", "seek": "look at the top {n} "
    "cards of your library and take one into your hand", "transfers": "+{n} transfers this turn",
    "haven": "stays in play: gain {n} pool in each of your unlock phases", "prey_burn": "your prey burns {n} pool",
    "edge": "take the Edge", "bleed": "+{n} bleed", "stealth": "+{n} stealth", "intercept": "+{n} intercept",
    "reduce_bleed": "reduce the bleed by {n}", "votes": "+{n} votes", "blood_to_pool": "move up to {n} blood "
    "from the acting vampire to your pool", "unlock_self": "the acting minion unlocks",
    "strike": "strike: {n} damage", "strike_servant": "strike: {n} damage to a retainer of the opposing minion",
    "dodge": "strike: dodge", "combat_ends": "strike: combat ends", "maneuver": "manoeuvre (close or long range)",
    "press": "press (another round, or cancel one)", "prevent": "prevent {n} damage",
    "gear_strike": "strike: {n} damage", "gear_prevent": "prevents {n} damage each strike",
    "gear_stealth": "+{n} stealth on its bearer's actions", "gear_intercept": "+{n} intercept",
    "gear_bleed": "+{n} bleed", "gear_strength": "+{n} strength", "life": "{n} life", "strength": "strength {n}",
    "others_burn": "each other Methuselah burns {n} pool", "all_burn": "each Methuselah burns {n} pool",
    "bleed_all": "every bleed is +{n}", "hunt_all": "every hunt gains {n} more blood",
    "intercept_all": "every minion has +{n} intercept", "stealth_all": "every action has +{n} stealth",
    "unlock_burn_all": "each Methuselah burns {n} pool in her unlock phase",
}
_FLAGS = {"agg": "aggravated", "ranged": "ranged", "first": "first strike"}
_ACT_WORDS = {"bleed": "Action: bleed your prey", "hunt": "Action: hunt", "rush": "Action: enter combat with "
              "a ready minion of another Methuselah", "boon": "Action"}
_TYPE_WORDS = {"equipment": "Equipment (an action to equip)", "retainer": "Retainer (an action to employ)",
               "ally": "Ally (an action to recruit)", "political": "Political action: call a referendum; "
               "if it passes", "event": "Event (put in play in the discard phase)", "master": "Master",
               "modifier": "Action modifier", "reaction": "Reaction", "combat": "Combat"}


def ops_words(card: Card, ops: dict[str, int]) -> str:
    who = "a ready vampire you control" if card.type == "master" else "the acting vampire"
    parts = []
    flags = [w for k, w in _FLAGS.items() if ops.get(k)]
    for op, n in ops.items():
        if op in _FLAGS or (op == "stealth" and n == 0):
            continue
        text = _OP_WORDS[op].format(n=n, who=who)
        if op in ("strike", "gear_strike") and flags:
            text += " (" + ", ".join(flags) + ")"
            flags = []
        parts.append(text)
    parts += flags
    return "; ".join(parts)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_text(index: int) -> str:
    """A library card's rules: its kind, discipline, cost and effect (and its superior effect)."""
    c = _C.cards[index]
    head = _ACT_WORDS[c.act] if c.type == "action" else _TYPE_WORDS[c.type]
    if c.disc:
        head += f" · {_C.disc_names[c.disc]}"
    costs = [f"{n} {w}" for n, w in ((c.cost_pool, "pool"), (c.cost_blood, "blood")) if n]
    if costs:
        head += " · cost " + " and ".join(costs)
    sep = ": " if c.type == "political" else ". "
    text = f"{head}{sep}{_cap(ops_words(c, c.basic))}."
    if c.superior != c.basic:
        text += f" Superior: {ops_words(c, c.superior)}."
    return text


def vampire_text(index: int) -> str:
    """A crypt card: clan, capacity, disciplines with levels (superior in capitals), title and votes."""
    v = _C.vampires[index]
    discs = ", ".join((_C.disc_names[d].upper() if lvl >= 2 else _C.disc_names[d].lower())
                      for d, lvl in v.disc.items())
    text = f"{_C.clans[v.clan]} · capacity {v.capacity} · {discs}"
    if v.title:
        name, votes = _C.titles[v.title]
        text += f" · {name} ({votes} vote{'s' if votes > 1 else ''})"
    return text
