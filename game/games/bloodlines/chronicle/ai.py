"""How an AI seat makes the chronicle's decisions (prologue, aftermath, era ends).

Every level decides every step.  Random picks uniformly; the other levels follow one simple,
sensible policy: a dot goes where the chronicle scoresheet values it most (a discipline that
opens a new ability sticker counts a little more); a clan sticker is the character's own
clan where it has one (else any clan), never thin blood; an ancilla is preferred as a retainer; the era's scoring card is judged one ply ahead
(own chronicle points gained minus the best rival's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.rng import Rng

from ..content import load as load_basic
from ..engine import THIN
from .records import Decision
from .sheet import chronicle_points

if TYPE_CHECKING:
    from .campaign import Campaign


def _best(values: list[float], rng: Rng) -> int:
    top = max(values)
    options = [i for i, v in enumerate(values) if v >= top - 1e-9]
    return options[rng.below(len(options))]


def entry_worth(c: Campaign, player: int, entry: str) -> float:
    """What one more dot in `entry` is worth to `player` now, in chronicle points (roughly)."""
    ch = c.ch
    kind = ch.entries[entry].section
    if kind == "disciplines":
        have = c.players[player]["dots"].get(entry, 0)
        opens = any(s.discipline == entry and max(1, s.dots) == have + 1 for s in ch.stickers)
        return ch.discipline_points + (0.6 if opens else 0.0)
    if kind == "allegiance":
        return float(c.scoresheet.get(entry, 0)) + 0.3     # its value may still rise
    return float(c.scoresheet.get(entry, ch.trait_value[0]))


def choose(c: Campaign, dec: Decision, level: str, rng: Rng) -> int | str:
    if dec.kind == "text":
        return dec.default
    n = len(dec.choices)
    if level == "random" or n == 1:
        return rng.below(n)
    step, p = dec.step, dec.seat
    assert p is not None, dec           # every choice of the chronicle is a player's
    keys = [ch.key for ch in dec.choices]
    if step in ("prologue.trait", "join.free_dot", "prologue.discipline"):
        return _best([entry_worth(c, p, k) for k in keys], rng)
    if step == "aftermath.response":
        return _best([entry_worth(c, p, k) for k in keys], rng)
    if step in ("prologue.retainer_clan", "aftermath.clan_sticker"):
        card = dec.choices[0].card
        printed = load_basic().characters[card].clan if card is not None else ""
        clans = [i for i, k in enumerate(keys) if k != THIN]
        own = [i for i in clans if keys[i] == printed]
        return own[0] if own else clans[rng.below(len(clans))]
    if step == "aftermath.ability_ancilla":
        return 1 if n > 1 else 0
    if step == "aftermath.ability_sticker":
        basic = load_basic()
        need = {s.ability: s.dots for s in c.ch.stickers}
        return _best([need.get(k, 0) + 0.1 * len(basic.character_by_id[k].abilities[0].effects) for k in keys], rng)
    if step == "aftermath.retainer":
        basic = load_basic()
        worth = []
        for i, k in enumerate(keys):
            if not k:
                worth.append(0.5 if dec.choices[0].card is not None else 0.0)
                continue
            ch_ = basic.character_by_id[k]
            worth.append(1.0 + len(ch_.abilities) + len(c.d["elevated"].get(k, [])))
        return _best(worth, rng)
    if step == "era.scoring":
        return _best([_card_gain(c, p, k) for k in keys], rng)
    return rng.below(n) if step in ("prologue.retainer", "era.primogen") else 0


def _card_gain(c: Campaign, player: int, card_id: str) -> float:
    ch = c.ch
    card = ch.scoring_card(card_id)
    after = dict(c.scoresheet)
    allegiances = {a.id for a in ch.allegiances}
    for e, n in card.dots:
        lo, hi = ch.allegiance_value if e in allegiances else ch.trait_value
        after[e] = max(lo, min(hi, after[e] + n))

    def gain(p: int) -> float:
        pl = c.players[p]
        return chronicle_points(ch, after, pl)["total"] - chronicle_points(ch, c.scoresheet, pl)["total"]

    rivals = [gain(p) for p in range(len(c.players)) if p != player]
    return gain(player) - (max(rivals) if rivals else 0.0)
