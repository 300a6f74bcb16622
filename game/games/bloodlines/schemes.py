"""Schemes (the rulebook's "Schemes"): a scheme is led by an awake, unexhausted vampire whose
coterie (it and its awake childer, or a pack: the awake vampires of its geography) shows the
archetypes the scheme requires; a missing archetype may be borrowed by giving a boon to a rival's
vampire that shows it.  The leader is exhausted and the scheme's effect carried out; a clan scheme
then goes to the discard pile unless it stays on the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop, push

from .actions import BOON_FROM, BOON_TO, LEADER, BoonFrom, BoonTo, Leader
from .characters import SEAT_REFS, has_sire, in_play, opponents
from .content import ARCHETYPES
from .effect_frames import Effect
from .frames import BoonGift, SchemeEnd, SchemePlay
from .tables import ARCH, ARCH_INDEX, BG, GEO, NAME, SCHEME_CLAN, SCHEMES, C, N

if TYPE_CHECKING:
    from .state import BloodlinesState


def coterie(state: BloodlinesState, seat: int, scheme: int, leader: int) -> list[int]:
    in_torpor = state.in_torpor
    if SCHEMES[scheme].coterie == "pack":
        geography = GEO[leader]
        return [v for v in state.line[seat] if not in_torpor[v] and GEO[v] == geography]
    out = [leader]
    for childe in state.childer[leader]:     # a plain loop: cheaper than a comprehension
        if not in_torpor[childe]:
            out.append(childe)
    return out


def missing(state: BloodlinesState, seat: int, scheme: int, leader: int) -> list[str]:
    """The archetypes the scheme requires that the leader's coterie does not show."""
    need = SCHEMES[scheme].requires
    if not need:
        return []
    return lacking(need, [ARCH[v] for v in coterie(state, seat, scheme, leader)])


def lacking(need: tuple[str, ...] | list[str], shown: list[str]) -> list[str]:
    """The archetypes of `need` (each as often as it is listed) that `shown` does not show."""
    out = list(need)
    for archetype in shown:
        if archetype in out:
            out.remove(archetype)
    return out


def can_lead(state: BloodlinesState, seat: int, scheme: int, leader: int, boons_left: int,
             rival_bits: int) -> bool:
    """Whether `leader` could lead the scheme, its coterie lacking no more archetypes than the
    seat may move boons for, each one a rival's awake vampire shows (``_means``)."""
    need = missing(state, seat, scheme, leader)
    if not need:
        return True
    return len(need) <= boons_left and all(_BIT[a] & rival_bits for a in need)


_BIT = {a: 1 << i for i, a in enumerate(ARCHETYPES)}
_ARCH_BIT = tuple(_BIT[a] for a in ARCH)     # per character, its archetype's bit
_EVERY_BIT = (1 << len(ARCHETYPES)) - 1      # the bits of every archetype


def _means(state: BloodlinesState, seat: int) -> tuple[int, int]:
    """The boons the seat may move and the archetypes its rivals' awake vampires show (one bit
    each, ``_BIT``)."""
    return _boons_left(state, seat), _rival_bits(state, seat)


def _boons_left(state: BloodlinesState, seat: int) -> int:
    """The boons on the seat's awake vampires (the archetypes it may borrow)."""
    in_torpor, boons = state.in_torpor, state.boons
    total = 0
    for v in state.line[seat]:
        if not in_torpor[v]:
            total += boons[v]
    return total


def _rival_bits(state: BloodlinesState, seat: int) -> int:
    """The archetypes the seat's rivals' awake vampires show, one bit each (``_BIT``)."""
    in_torpor, arch_bit = state.in_torpor, _ARCH_BIT
    bits = 0
    for rival, line in enumerate(state.line):
        if rival != seat:
            for v in line:
                if not in_torpor[v]:
                    bits |= arch_bit[v]
            if bits == _EVERY_BIT:          # every archetype shown: the other rivals add nothing
                return bits
    return bits


def _free_and_boons(state: BloodlinesState, seat: int) -> tuple[list[int], int]:
    """The seat's free vampires (awake and ready) and its ``_boons_left()`` (the boons on its awake
    vampires), in one pass over its bloodline."""
    in_torpor, exhausted, boons = state.in_torpor, state.exhausted, state.boons
    free = []
    boons_left = 0
    for v in state.line[seat]:
        if not in_torpor[v]:
            boons_left += boons[v]
            if not exhausted[v]:
                free.append(v)
    return free, boons_left


def leaders_for(state: BloodlinesState, seat: int, scheme: int) -> list[int]:
    """The seat's free vampires that could lead the scheme (:func:`can_lead` of each), found as
    :func:`playable_schemes` finds one: all of them when the seat can borrow all the scheme
    requires, else by the codes of their coteries and what a code lacks, remembered."""
    free, boons_left = _free_and_boons(state, seat)
    _chaos, need, pack, base, count, bits = _PLAY[scheme]
    if not need or not free:
        return free
    rival_bits = _rival_bits(state, seat)
    if count <= boons_left and not bits & ~rival_bits:
        return free                              # every coterie lacks no more than the seat can borrow
    gaps = _GAPS
    out = []
    for v, code in zip(free, _coteries_codes(state, state.line[seat], free, pack)):
        count, bits = gaps.get(base + code) or _gap(need, code)
        if count and (count > boons_left or bits & ~rival_bits):
            continue
        out.append(v)
    return out


# ---- which schemes a seat may play (every turn's legal actions ask it) ----------------------
# A coterie's archetypes are read as a code, the sum of one weight per vampire (a digit in base
# _BASE for each archetype: how many of it the coterie shows), and what a scheme needs likewise.

_BASE = N + 1                                   # no coterie holds more than every character
_SPAN = _BASE ** len(ARCHETYPES)                # every code is below it
_WEIGHT = tuple(_BASE ** ARCH_INDEX[a] for a in ARCH)
"""Per character, what it adds to its coterie's code."""


def shown_code(archetypes: list[str] | tuple[str, ...]) -> int:
    """The code of a coterie showing these archetypes (in any order)."""
    return sum(_BASE ** ARCH_INDEX[a] for a in archetypes)


_DIGITS = tuple((_BASE ** i, _BIT[a]) for i, a in enumerate(ARCHETYPES))
"""Per archetype, its digit's place value in a code and its bit."""


def _bits(archetypes: tuple[str, ...]) -> int:
    bits = 0
    for archetype in archetypes:
        bits |= _BIT[archetype]
    return bits


_PLAY = tuple((s.mechanic == "embrace_chaos", shown_code(s.requires), s.coterie == "pack",
               shown_code(s.requires) * _SPAN, len(s.requires), _bits(s.requires)) for s in SCHEMES)
"""Per scheme what playable_schemes asks of it: needs a sire (Embrace Chaos), the code of the
archetypes it requires (0: none), whether its coterie is a pack, where its gaps' keys start
in the memory (the need's code times _SPAN: a gap's key is that plus the coterie's code), and how
many archetypes it requires and which (one bit each).  A coterie lacks at most those: a seat
that may move that many boons, its rivals showing each of them, can play the scheme with any
free vampire as leader, whatever each coterie shows."""
_MOST = max(count for *_, count, _bits in _PLAY)
"""The most archetypes a scheme requires."""


def _leads_anyway() -> tuple[frozenset[int], ...]:
    """The schemes (but Embrace Chaos, which asks more) any free vampire can lead, by the boons the
    seat may move (at most _MOST counted) and its rivals' archetypes: at ``boons * (_EVERY_BIT +
    1) + shown``, as ``_PLAY``'s counts and bits say (the schemes grouped by what they require
    first: the table is made at import)."""
    groups: dict[tuple[int, int], list[int]] = {}
    for scheme, (chaos, need, _pack, _base, count, bits) in enumerate(_PLAY):
        if not chaos:
            groups.setdefault((count, bits) if need else (0, 0), []).append(scheme)
    return tuple(frozenset(scheme for (count, bits), group in groups.items()
                           if count <= boons and not bits & ~shown for scheme in group)
                 for boons in range(_MOST + 1) for shown in range(_EVERY_BIT + 1))


_LEADS_ANYWAY = _leads_anyway()
"""One look for each candidate of playable_schemes (``_leads_anyway``)."""
_BG_SCHEMES = {bg: tuple(C.scheme_by_id[i].index for i in BG[bg].schemes) for bg in BG}
_GAPS: dict[int, tuple[int, int]] = {}
GAPS_KEPT = 1 << 16
"""At most this many gaps are remembered (then the memory starts again)."""


def _wants(need: int) -> tuple[tuple[int, int, int], ...]:
    """The archetypes a need's code holds: (place value, how many, bit) of each."""
    return tuple((place, need // place % _BASE, bit) for place, bit in _DIGITS if need // place % _BASE)


_WANTS = {need: _wants(need) for _chaos, need, _pack, _base, _count, _bits in _PLAY}
"""The archetypes of each scheme's need (``_wants``), read once."""


def _gap(need: int, shown: int) -> tuple[int, int]:
    """How many archetypes of the code `need` a coterie of the code `shown` lacks, and which ones
    (one bit each): :func:`lacking` read digit by digit (what each archetype's count in `need`
    exceeds its count in `shown`), remembered (a pure function of the two codes)."""
    count = bits = 0
    wants = _WANTS.get(need)
    if wants is None:
        wants = _wants(need)
    for place, want, bit in wants:
        short = want - shown // place % _BASE
        if short > 0:
            count += short
            bits |= bit
    if len(_GAPS) >= GAPS_KEPT:
        _GAPS.clear()
    gap = _GAPS[need * _SPAN + shown] = (count, bits)
    return gap


def playable_schemes(state: BloodlinesState, seat: int) -> list[int]:
    """The schemes the seat may play now: its hand and the battlegrounds' schemes that some free
    vampire of its could lead.

    The same answer as asking :func:`can_lead` of every free vampire for every candidate, found
    faster: a scheme whose every required archetype the seat could borrow (as many boons, each
    shown by a rival) needs no coterie read at all (two candidates in three in random games: one
    look in ``_LEADS_ANYWAY``);
    else each free vampire's coterie's archetypes are read once (as a code), and what a coterie of
    one code lacks of a need is remembered across calls.  (Candidates sharing a need and a kind
    of coterie are few, about 1 in 6: remembering their answers cost more than it saved.)"""
    out: list[int] = []
    free, boons_left = _free_and_boons(state, seat)
    if not free:
        return out
    chaos_ok: bool | None = None
    candidates = state.hand[seat][:]
    for battleground in state.battlegrounds:
        candidates += _BG_SCHEMES[battleground]
    rival_bits = _rival_bits(state, seat)
    anyway = _LEADS_ANYWAY[min(boons_left, _MOST) * (_EVERY_BIT + 1) + rival_bits]
    direct: list[int] | None = None      # each free vampire's coterie's code, read if needed
    packs: list[int] | None = None       # likewise its pack's
    gaps = _GAPS
    for scheme in candidates:
        if scheme in anyway:
            out.append(scheme)                         # any free vampire leads it (borrowing, if need be)
            continue
        chaos, need, pack, base, wanted, wanted_bits = _PLAY[scheme]
        if chaos:
            if chaos_ok is None:
                chaos_ok = not state.recruited and has_sire(state, seat)
            if not chaos_ok:
                continue
        if not need or wanted <= boons_left and not wanted_bits & ~rival_bits:
            out.append(scheme)                         # (Embrace Chaos, which _LEADS_ANYWAY leaves out)
            continue
        if pack:
            codes = packs = packs or _coteries_codes(state, state.line[seat], free, True)
        else:
            codes = direct = direct or _coteries_codes(state, state.line[seat], free, False)
        for code in codes:                             # can_lead, for each free vampire in turn
            count, bits = gaps.get(base + code) or _gap(need, code)
            if not count or count <= boons_left and not bits & ~rival_bits:
                out.append(scheme)
                break
    return out


def _coteries_codes(state: BloodlinesState, line: list[int], free: list[int], pack: bool) -> list[int]:
    """The code of :func:`coterie` of each free vampire as leader, a pack's read once for each
    geography (every free vampire is awake, so it is in its own geography's pack)."""
    in_torpor = state.in_torpor
    weight = _WEIGHT
    if not pack:
        childer = state.childer
        out = []
        for v in free:
            code = weight[v]
            for childe in childer[v]:
                if not in_torpor[childe]:
                    code += weight[childe]
            out.append(code)
        return out
    packs: dict[str, int] = {}
    for v in line:
        if not in_torpor[v]:
            geography = GEO[v]
            packs[geography] = packs.get(geography, 0) + weight[v]
    out = []
    for v in free:
        out.append(packs[GEO[v]])
    return out


# ---- playing one (decisions) ---------------------------------------------------------------

def leader_legal(state: BloodlinesState, frame: SchemePlay) -> list[Action]:
    out: list[Action] = []
    for v in leaders_for(state, frame.seat, frame.scheme):
        out.append(LEADER[v])
    return out


def leader_apply(state: BloodlinesState, frame: SchemePlay, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Leader)
    seat, scheme, leader = frame.seat, frame.scheme, action.vampire
    events.append(Event("scheme", f"{SEAT_REFS[seat]} plays {SCHEMES[scheme].name}, led by {NAME[leader]}", seat,
                        {"scheme": scheme, "leader": leader}))   # say(), in line
    need = missing(state, seat, scheme, leader)
    if need:
        frame.kind = "boon_to"
        frame.leader = leader
        frame.needed = need
        return
    pop(state.stack)
    start_scheme(state, seat, scheme, leader, events)


def boon_to_legal(state: BloodlinesState, frame: SchemePlay) -> list[Action]:
    need = frame.needed or []
    in_torpor, line = state.in_torpor, state.line
    out: list[Action] = []
    for rival in opponents(state, frame.seat):      # plain loops: cheaper than a comprehension
        for v in line[rival]:
            if not in_torpor[v] and ARCH[v] in need:
                out.append(BOON_TO[v])
    return out


def boon_to_apply(state: BloodlinesState, frame: SchemePlay, action: Action, events: list[Event]) -> None:
    assert isinstance(action, BoonTo) and frame.needed is not None
    frame.needed.remove(ARCH[action.vampire])
    push(state.stack, BoonGift(frame.seat, action.vampire))


def boon_from_legal(state: BloodlinesState, frame: BoonGift) -> list[Action]:
    boons, in_torpor = state.boons, state.in_torpor
    out: list[Action] = []
    for v in state.line[frame.seat]:
        if boons[v] and not in_torpor[v]:
            out.append(BOON_FROM[v])
    return out


def boon_from_apply(state: BloodlinesState, frame: BoonGift, action: Action, events: list[Event]) -> None:
    assert isinstance(action, BoonFrom)
    pop(state.stack)
    receiver = frame.receiver
    state.boons[action.vampire] -= 1
    state.boons[receiver] += 1
    events.append(Event("boon", f"{SEAT_REFS[frame.seat]} gives a boon to {NAME[receiver]}", frame.seat,
                        {"vampire": receiver}))                 # say(), in line
    below = state.stack[-1]
    if below.kind == "boon_to" and isinstance(below, SchemePlay) and not below.needed:
        pop(state.stack)
        assert below.leader is not None
        start_scheme(state, below.seat, below.scheme, below.leader, events)


def start_scheme(state: BloodlinesState, seat: int, scheme: int, leader: int, events: list[Event]) -> None:
    """The leader is exhausted and the scheme's effect begins, for its coterie."""
    state.exhausted[leader] = True
    members = coterie(state, seat, scheme, leader)
    push(state.stack, SchemeEnd(seat, scheme))
    push(state.stack, Effect([0, scheme], seat, leader, coterie=members, scheme=scheme))


def run_scheme_end(state: BloodlinesState, frame: SchemeEnd, events: list[Event]) -> None:
    pop(state.stack)
    scheme = frame.scheme
    if SCHEME_CLAN[scheme] and not in_play(state, scheme):
        state.scheme_discard[frame.seat].append(scheme)
