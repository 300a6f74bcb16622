"""The op vocabulary carried out: gains and payments (content.OPS), ritual modifiers
(content.MODS), strength against a fear die, and the fear penalty on feeding."""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING

from game.core.events import Event
from game.core.seats import seat_ref

from .content import DAWN, Content, Ops

if TYPE_CHECKING:
    from .state import NocturneState

MIN_CARDS_PER_CITY_ORDER = 1
"""[decision] strength must be strictly above the fear die, so a city order needs a card at least."""
PART_STRENGTH = ("dawn_strength", "dusk_strength", "night_strength")


def mod(state: NocturneState, seat: int, name: str) -> int:
    """The total of modifier `name` for `seat`: its passive rituals, and today's one-day ones."""
    owned = state.rituals[seat]
    if not owned:
        return 0
    c = state.content
    total = 0
    for r in owned:
        if c.rit_lasts[r] == "passive":
            total += c.rit_mods[r].get(name, 0)
    for r in state.today[seat]:
        total += c.rit_mods[r].get(name, 0)
    return total


def part_mods(state: NocturneState, seat: int) -> tuple[int, int, int]:
    """``mod`` of the three PART_STRENGTH modifiers at once (one pass over the rituals)."""
    c = state.content
    dawn = dusk = night = 0
    for r in state.rituals[seat]:
        if c.rit_lasts[r] == "passive":
            mods = c.rit_mods[r]
            dawn += mods.get("dawn_strength", 0)
            dusk += mods.get("dusk_strength", 0)
            night += mods.get("night_strength", 0)
    if state.rituals[seat]:
        for r in state.today[seat]:
            mods = c.rit_mods[r]
            dawn += mods.get("dawn_strength", 0)
            dusk += mods.get("dusk_strength", 0)
            night += mods.get("night_strength", 0)
    return dawn, dusk, night


def strength(state: NocturneState, seat: int, cards: list[int], part: int) -> int:
    """The strength of `cards` for part of the day `part`, with `seat`'s ritual bonus."""
    if not cards:
        return 0
    s = state.content.strength
    total = 0
    for card in cards:
        total += s[card][part]
    return total + mod(state, seat, PART_STRENGTH[part]) if state.rituals[seat] else total


def beats(state: NocturneState, seat: int, cards: list[int], part: int, quarter: int) -> bool:
    """Whether `cards` may act at `part` in `quarter`: strictly above its fear die."""
    return (len(cards) >= MIN_CARDS_PER_CITY_ORDER
            and strength(state, seat, cards, part) > state.dice[quarter])


def dawn_ops(state: NocturneState, loc: int) -> Ops:
    """Location `loc`'s Dawn effect under the game's rules edition (2 on: tokens or fear only)."""
    c = state.content
    return c.loc_dawn_ed2[loc] if state.rules_edition >= 2 else c.loc_dawn[loc]


def fear_penalty(content: Content, fear: int) -> int:
    """How much each Dawn blood gain shrinks at this fear (1 per step of fear_steps reached)."""
    return bisect_right(content.rules["fear_steps"], fear)   # the steps rise (content.py checks)


def add_fear(state: NocturneState, seat: int, n: int) -> int:
    top = state.content.rules["fear_max"]
    before = state.fear[seat]
    state.fear[seat] = max(0, min(top, before + n))
    return state.fear[seat] - before


def take(state: NocturneState, seat: int, what: str, n: int) -> int:
    """Move up to `n` of `what` (blood, influence, vp) from the supply to `seat`; returns how many."""
    i = ("blood", "influence", "vp").index(what)
    got = min(n, state.supply[i])
    state.supply[i] -= got
    getattr(state, what)[seat] += got
    return got


def pay_back(state: NocturneState, seat: int, what: str, n: int) -> None:
    """Return `n` of `what` from `seat` to the supply (the caller checked it is there)."""
    i = ("blood", "influence", "vp").index(what)
    getattr(state, what)[seat] -= n
    state.supply[i] += n


def draw_vampire(state: NocturneState, seat: int, pile: str) -> int:
    """The top card of a catacomb pile into `seat`'s hand (-2 when the pile is empty)."""
    cards = state.lesser_pile if pile == "lesser" else state.elder_pile
    if not cards:
        return -2
    card = cards.pop()
    state.hands[seat].append(card)
    state.assign[seat].append(0)
    return card


def run_ops(state: NocturneState, seat: int, ops: Ops, events: list[Event], *, dawn: bool = False,
            source: str = "") -> None:
    """Carry out an effect for `seat`: each op in turn; a payment it cannot make stops the rest.
    At Dawn every blood gain shrinks by the seat's fear penalty (never below 0)."""
    done: list[str] = []
    penalty = fear_penalty(state.content, state.fear[seat]) if dawn else 0
    for op, n in ops:
        if op == "pay_blood" or op == "pay_influence":
            what = op[4:]
            if getattr(state, what)[seat] < n:
                done.append(f"could not pay {n} {what}")
                break
            pay_back(state, seat, what, n)
            done.append(f"paid {n} {what}")
        elif op == "blood":
            got = take(state, seat, "blood", max(0, n - penalty))
            done.append(f"+{got} blood" + (" (fear)" if penalty and got < n else ""))
        elif op in ("influence", "vp"):
            got = take(state, seat, op, n)
            done.append(f"+{got} {'VP' if op == 'vp' else op}")
        elif op == "fear":
            moved = add_fear(state, seat, n)
            done.append(f"fear {moved:+d}")
        elif op in ("lesser", "elder"):
            for _ in range(n):
                if draw_vampire(state, seat, op) < 0:
                    break
                done.append(f"a {op} vampire")
        else:  # content.py lets no other op through
            raise ValueError(f"unknown op {op!r}")
    what = f" ({source})" if source else ""
    events.append(Event("effect", f"{seat_ref(seat)}{what}: " + ", ".join(done), seat,
                        {"player": seat, "ops": [list(o) for o in ops]}))


def dawn_extras(state: NocturneState, seat: int, events: list[Event]) -> None:
    """The Dawn riders of `seat`'s rituals (blood and influence with each Dawn effect)."""
    b = mod(state, seat, "dawn_blood")
    i = mod(state, seat, "dawn_influence")
    ops: list[tuple[str, int]] = []
    if b:
        ops.append(("blood", b))
    if i:
        ops.append(("influence", i))
    if ops:
        run_ops(state, seat, tuple(ops), events, dawn=True, source="rituals")


__all__ = ["DAWN", "MIN_CARDS_PER_CITY_ORDER", "add_fear", "beats", "dawn_extras", "dawn_ops", "draw_vampire",
           "fear_penalty", "mod", "part_mods", "pay_back", "run_ops", "strength", "take"]
