"""Characters and where they are: the bloodlines (sire over childer), torpor, power spent from a
bloodline, the queue and the deck, and the clan schemes in hand (the rulebook's "Characters" and
"Tokens", the parts every other section reads).

A character is a number (its index in the content); ``state.location[c]`` says where it is (one of the
``LOC_*`` places below).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.events import Event
from game.core.rng import Rng
from game.core.seats import seat_ref

from .tables import ABILITIES, FAMILY, C

if TYPE_CHECKING:
    from .state import BloodlinesState

LOC_OUT, LOC_DECK, LOC_QUEUE, LOC_LINE, LOC_DISCARD, LOC_GRAFT, LOC_HAVEN = range(7)

REVIEW = 2   # the rules edition of the review of issue 39 (a game begun before it keeps edition 1's rules)


ASKED_TURN = 3  # the rules edition from which a turn with a hidden hand is never ended unasked (issue 40)


def reviewed(state: BloodlinesState) -> bool:
    """Edition 2's rules (issue 39's review of the rulebook) apply to this game."""
    return state.rules_edition >= REVIEW


def rng_of(state: BloodlinesState) -> Rng:
    """The game's random source (only a view has none, and a view is never played on)."""
    rng = state.rng
    assert rng is not None, "a view of the game is never played on"
    return rng


def say(events: list[Event], kind: str, text: str, seat: int | None = None, **data: Any) -> None:
    events.append(Event(kind, text, seat, data))


# ---- bloodlines ----------------------------------------------------------------------------

def alive(state: BloodlinesState, vampire: int) -> bool:
    """In a bloodline and not in torpor."""
    return vampire >= 0 and state.location[vampire] == LOC_LINE and not state.in_torpor[vampire]


def ability_sources(state: BloodlinesState, vampire: int) -> list[int]:
    """The characters whose printed abilities `vampire` carries, top to bottom: its own, those a
    chronicle elevated it with, then the ancillae crafted onto it."""
    peek = state.field_value   # read only: no copy of a field a clone still shares
    return [vampire, *peek("elevations")[vampire], *peek("grafts")[vampire]]


def is_ancilla(state: BloodlinesState, vampire: int) -> bool:
    peek = state.field_value   # read only: no copy of a field a clone still shares
    return bool(ABILITIES[vampire] or peek("elevations")[vampire] or peek("grafts")[vampire])


def awake_childer(state: BloodlinesState, vampire: int) -> list[int]:
    """`vampire`'s childer not in torpor."""
    in_torpor = state.in_torpor
    out = []
    for childe in state.childer[vampire]:    # a plain loop: cheaper than a comprehension
        if not in_torpor[childe]:
            out.append(childe)
    return out


def has_sire(state: BloodlinesState, seat: int) -> bool:
    """Some awake vampire of the seat's bloodline has room for another childe."""
    limit = C.max_childer
    in_torpor, childer = state.in_torpor, state.childer
    for v in state.line[seat]:             # a plain loop: cheaper than any() of a generator
        if not in_torpor[v] and len(childer[v]) < limit:
            return True
    return False


def has_boon(state: BloodlinesState, seat: int) -> bool:
    boons, in_torpor = state.boons, state.in_torpor
    for v in state.line[seat]:
        if boons[v] and not in_torpor[v]:
            return True
    return False


def battleground_of(state: BloodlinesState, family: str) -> str:
    """The id of the battleground of this rules family in the game ('' if none)."""
    for battleground in state.battlegrounds:
        if FAMILY[battleground] == family:
            return battleground
    return ""


def clan_seat(state: BloodlinesState, clan: str) -> int:
    for seat, chosen in enumerate(state.clan):
        if chosen == clan:
            return seat
    return -1


_RINGS = tuple(tuple(tuple((seat + i) % n for i in range(n)) for seat in range(n)) for n in range(9))
"""For each table size up to eight, each seat's clockwise order from itself (read, not worked out,
at every turn and every effect on rivals)."""


SEAT_REFS = tuple(seat_ref(seat) for seat in range(len(_RINGS) - 1))
"""seat_ref() of each seat of a table of up to eight, read (not formatted) in the commonest events'
texts, whose seat is always a player's (never -1)."""


def opponents(state: BloodlinesState, seat: int) -> list[int]:
    n = state.players
    if n < len(_RINGS):
        return list(_RINGS[n][seat % n][1:])
    return [(seat + i) % n for i in range(1, n)]


def clockwise(state: BloodlinesState, seat: int) -> list[int]:
    n = state.players
    if n < len(_RINGS):
        return list(_RINGS[n][seat % n])
    return [(seat + i) % n for i in range(n)]


# ---- power ---------------------------------------------------------------------------------

def spendable(state: BloodlinesState, seat: int) -> int:
    power, in_torpor = state.power, state.in_torpor
    total = 0
    for v in state.line[seat]:
        if not in_torpor[v]:
            total += power[v]
    return total


def spend(state: BloodlinesState, seat: int, amount: int) -> None:
    """Pay power from the bloodline: the clan leader's first, then in the order recruited."""
    power, in_torpor = state.power, state.in_torpor
    for v in state.line[seat]:
        if amount <= 0:
            return
        if in_torpor[v]:
            continue
        take = min(power[v], amount)
        power[v] -= take
        amount -= take


# ---- the queue and the deck ----------------------------------------------------------------

def cost(state: BloodlinesState, seat: int, slot: int, character: int) -> int:
    """What recruiting `character` from place `slot` of the queue list costs the seat.  The costs
    belong to the spaces: with the deck empty the queue is short on the left (it slides right and
    nothing is drawn), so edition 2 reads the space a character sits in, not its place in the list."""
    costs = C.queue_costs
    if reviewed(state):
        slot += C.queue_size - len(state.queue)
    clan = state.character_clan[character]
    if slot < len(costs) and (not clan or clan != state.clan[seat]):
        return costs[slot]
    return 0


DEAREST = max(C.queue_costs, default=0)
"""No character costs more to recruit (:func:`cost` asks one of the queue's costs, or nothing)."""


def take_from_queue(state: BloodlinesState, character: int) -> None:
    """Take `character` out of the queue: the characters to its left slide right and a new one is
    drawn into the left-most space."""
    queue = state.queue
    slot = queue.index(character)
    state.queue = queue = queue[:slot] + queue[slot + 1:]
    state.reserved[character] = -1
    if state.deck:
        drawn = state.deck.pop()
        state.location[drawn] = LOC_QUEUE
        queue.insert(0, drawn)


def refill(state: BloodlinesState, gone: int) -> None:
    """Refresh the queue after `gone` characters left it at once (their spaces hold -1): the
    others slide right and as many are drawn into the left-most spaces as the deck allows."""
    queue = [c for c in state.queue if c >= 0]
    for _ in range(gone):
        if state.deck:
            drawn = state.deck.pop()
            state.location[drawn] = LOC_QUEUE
            queue.insert(0, drawn)
    state.queue = queue


def discard_character(state: BloodlinesState, character: int) -> None:
    state.location[character] = LOC_DISCARD
    state.character_discard.append(character)


# ---- clan schemes --------------------------------------------------------------------------

def draw_schemes(state: BloodlinesState, seat: int, count: int, events: list[Event]) -> None:
    deck = state.scheme_deck[seat]
    got = 0
    for _ in range(count):
        if not deck:
            break
        state.hand[seat].append(deck.pop())
        got += 1
    if got:
        events.append(Event("draw", f"{seat_ref(seat)} draws {got} clan scheme{'s' if got > 1 else ''}", seat))


def in_play(state: BloodlinesState, scheme: int) -> bool:
    """A clan scheme that stays on the table (an enemy's mark, a black market, an edict)."""
    if scheme in state.markets or scheme in state.edict:
        return True
    for marks in filter(None, state.field_value("enemy")):   # read only; the marked ones, in C
        if scheme in marks:
            return True
    return False


def on_table(state: BloodlinesState) -> set[int]:
    """Every scheme :func:`in_play` (with the edicts' -1 for none): the enemy marks read once."""
    out = set(state.markets)
    out.update(state.edict)
    for marks in filter(None, state.field_value("enemy")):   # read only
        out.update(marks)
    return out


def unlocked(state: BloodlinesState) -> set[str]:
    """The ids a chronicle has unlocked (locked content is left out otherwise)."""
    value = state.options.get("unlocked", ())
    return set(value) if isinstance(value, list | tuple) else set()


CLAN_SCHEMES = {clan: tuple((s.index, s.locked, s.id) for s in C.clan_schemes(clan))
                for clan in {s.clan for s in C.schemes}}
"""Per clan ("": none), its schemes in the content's order (number, locked, id)."""


def unseen_schemes(state: BloodlinesState, seat: int) -> list[int]:
    """The clan schemes of the seat's clan in its hand, deck or discard pile (all of them less those
    on the table): what another seat cannot tell apart."""
    out = []
    playing = {frame.scheme for frame in state.stack if hasattr(frame, "scheme")}
    table = on_table(state)
    known: set[str] | None = None
    for scheme, locked, name in CLAN_SCHEMES.get(state.clan[seat], ()):
        if scheme in table or scheme in playing:
            continue
        if locked:
            if known is None:
                known = unlocked(state)
            if name not in known:
                continue
        out.append(scheme)
    return out
