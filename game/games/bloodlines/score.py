"""Scoring: each battleground's resolution and scoring, tokens, missions.  Only vampires not in
torpor count (their tokens too).  Works on views as a preview (hidden long-war values count 0)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.records import HIDDEN
from game.core.scores import decided_by

from .content import CLASSES, FACTIONS
from .tables import ABILITIES, ARCH, ATTRS, BG, CLS, FAMILY, GEO, C

if TYPE_CHECKING:
    from .state import BloodlinesState


def living(st: BloodlinesState, p: int) -> list[int]:
    in_torpor = st.in_torpor
    out = []
    for v in st.line[p]:             # a plain loop: cheaper than a comprehension
        if not in_torpor[v]:
            out.append(v)
    return out


def _per_vampire(st: BloodlinesState, p: int, value: dict[str, int], key: tuple) -> int:
    total = 0
    for v in living(st, p):
        total += value.get(key[v], 0)
    return total


_AWAY: dict[int, tuple[dict, tuple[tuple[int, int], ...]]] = {}


def _away_courts(t: dict) -> tuple[tuple[int, int], ...]:
    """(number, value) of each court of the table that is no home court (kept per table)."""
    kept = _AWAY.get(id(t))
    if kept is None or kept[0] is not t:
        if len(_AWAY) > 64:
            _AWAY.clear()
        kept = _AWAY[id(t)] = (t, tuple((i, value) for i, (_id, home, value, _adj) in enumerate(t["courts"])
                                        if not home))
    return kept[1]


def princes_winners(st: BloodlinesState, t: dict) -> list[str]:
    held = [0, 0, 0, 0]
    faction, ankhs = st.court_faction, st.court_ankhs
    for i, value in _away_courts(t):
        f = faction[i]
        if f >= 0 and ankhs[i] > 0:
            held[f] += value
    best = max(held)
    if best <= 0:
        return []
    winners = []
    for i in range(4):
        if held[i] == best:
            winners.append(FACTIONS[i])
    return winners


def inquisition_winner(st: BloodlinesState) -> str:
    high = st.bench_class.count("high")
    low = len(st.bench_class) - high
    if high == low:
        return ""
    return "high" if high < low else "low"


def court_winner(st: BloodlinesState, t: dict) -> str:
    prince = len(t["titles"]) - 1
    for v, title in enumerate(st.title):
        if title == prince and st.owner[v] >= 0 and not st.in_torpor[v]:
            return CLS[v]
    return ""


def sects_regions(st: BloodlinesState, t: dict) -> list[int]:
    """Who holds each region: 0 the council, 1 the host, -1 nobody (hidden values count 0)."""
    spaces = t["spaces"]
    out = []
    for r in range(4):
        sums = [0, 0]
        for x in st.sect_spaces[r * spaces:(r + 1) * spaces]:
            if x >= 0:
                value = st.sect_value[x]
                sums[st.sect_side[x]] += 0 if value == HIDDEN else value
        out.append(0 if sums[0] > sums[1] else 1 if sums[1] > sums[0] else -1)
    return out


def sects_winner(st: BloodlinesState, t: dict) -> int:
    regions = sects_regions(st, t)
    for side in (0, 1):
        if regions.count(side) >= t["win_regions"]:
            return side
    return 2


def battleground_points(st: BloodlinesState, b: str, lines: list[list[int]] | None = None) -> list[int]:
    """The VP each seat scores on battleground `b` as it stands (`lines`: each seat's vampires
    not in torpor, when the caller has them already)."""
    out = [0] * st.players
    if lines is None:
        lines = [living(st, p) for p in range(st.players)]
    _POINTS[FAMILY[b]](st, BG[b].table, lines, out)
    return out


_IS_CLASS = {cls: tuple(c == cls for c in CLS) for cls in CLASSES}
"""Per class, per character: whether it is of that class."""


def _high_low(st: BloodlinesState, t: dict, lines: list[list[int]], out: list[int]) -> None:
    pos = st.ladder
    if pos:
        winner = _IS_CLASS["high" if pos > 0 else "low"]
        each = t["vp_far"] if abs(pos) >= t["far_from"] else t["vp_near"]
        for p, alive in enumerate(lines):
            count = 0
            for v in alive:
                if winner[v]:
                    count += 1
            out[p] = each * count


_GEO_POINTS: dict[tuple[tuple[str, ...], int, int], tuple[int, ...]] = {}


def _princes(st: BloodlinesState, t: dict, lines: list[list[int]], out: list[int]) -> None:
    """A roaming vampire scores `roaming_vp`, one of a winning faction `vp`: per character, from a
    table kept for the winners and the two values (at most sixteen sets of winners)."""
    key = (tuple(princes_winners(st, t)), t["roaming_vp"], t["vp"])
    points = _GEO_POINTS.get(key)
    if points is None:
        winners, roaming_vp, vp = key
        if len(_GEO_POINTS) > 256:
            _GEO_POINTS.clear()
        points = _GEO_POINTS[key] = tuple(roaming_vp if g == "roaming" else vp if g in winners else 0
                                          for g in GEO)
    for p, alive in enumerate(lines):
        total = 0
        for v in alive:
            total += points[v]
        out[p] += total


def _morality(st: BloodlinesState, t: dict, lines: list[list[int]], out: list[int], positions: list[int]) -> None:
    for p in range(st.players):
        if st.clan[p]:
            out[p] = t["vp"][positions[p] - t["low"]]


def _beast(st: BloodlinesState, t: dict, lines: list[list[int]], out: list[int]) -> None:
    _morality(st, t, lines, out, st.morality_space)


def _humanity(st: BloodlinesState, t: dict, lines: list[list[int]], out: list[int]) -> None:
    _morality(st, t, lines, out, st.progress_space)


def _inquisition(st: BloodlinesState, t: dict, lines: list[list[int]], out: list[int]) -> None:
    winner = inquisition_winner(st)
    if winner:
        for p in range(st.players):
            out[p] = t["vp"] * sum(1 for v in lines[p] if CLS[v] == winner)


def _revolt(st: BloodlinesState, t: dict, lines: list[list[int]], out: list[int]) -> None:
    burned = sum(1 for c in st.city if c <= 0)
    for p in range(st.players):
        for v in lines[p]:
            g = GEO[v]
            if g == "roaming":
                out[p] += t["roaming_vp"]
            elif st.city[FACTIONS.index(g)] > 0:
                out[p] += burned


def _masquerade(st: BloodlinesState, t: dict, lines: list[list[int]], out: list[int]) -> None:
    for p in range(st.players):
        for v in lines[p]:
            g = GEO[v]
            out[p] += t["roaming_vp"] if g == "roaming" else st.veil[FACTIONS.index(g)]


def _court(st: BloodlinesState, t: dict, lines: list[list[int]], out: list[int]) -> None:
    winner = court_winner(st, t)
    for p in range(st.players):
        for v in lines[p]:
            if winner and CLS[v] == winner:
                out[p] += t["vp_class"]
            if st.title[v] >= 0:
                out[p] += t["vp_title"]


def _sects(st: BloodlinesState, t: dict, lines: list[list[int]], out: list[int]) -> None:
    side = sects_winner(st, t)
    for p in range(st.players):
        if st.allegiance[p] == side:
            out[p] = t["vp"]


_POINTS = {"high_low": _high_low, "princes": _princes, "beast": _beast, "humanity": _humanity,
           "inquisition": _inquisition, "revolt": _revolt, "masquerade": _masquerade, "court": _court,
           "sects": _sects}
"""How each rules family scores its battleground as it stands (into the seats' `out`)."""


def token_points(st: BloodlinesState, p: int, alive: list[int] | None = None) -> int:
    total = 0
    power, boons, infamy = st.power, st.boons, st.infamy
    for v in living(st, p) if alive is None else alive:
        total += power[v] + boons[v] - infamy[v]
    return total


def victory_points(st: BloodlinesState, lines: list[list[int]] | None = None) -> list[int]:
    """Each seat's victory points as things stand (`lines`: each seat's vampires not in torpor,
    when the caller has them already)."""
    if lines is None:
        lines = [living(st, p) for p in range(st.players)]
    power, boons, infamy = st.power, st.boons, st.infamy
    vp = []
    for alive in lines:                                  # token_points of each seat
        total = 0
        for v in alive:
            total += power[v] + boons[v] - infamy[v]
        vp.append(total)
    for b in st.battlegrounds:
        for p, x in enumerate(battleground_points(st, b, lines)):
            vp[p] += x
    return vp


def breakdown(st: BloodlinesState) -> list[tuple[str, list[int]]]:
    """The victory points by category (they add up to :func:`victory_points`): each battleground's, then
    the power, boons and infamy of the vampires not in torpor."""
    n = range(st.players)
    lines = [living(st, p) for p in n]
    rows = [(BG[b].name, battleground_points(st, b, lines)) for b in st.battlegrounds]
    rows.append(("Power", [sum(st.power[v] for v in lines[p]) for p in n]))
    rows.append(("Boons", [sum(st.boons[v] for v in lines[p]) for p in n]))
    rows.append(("Infamy", [-sum(st.infamy[v] for v in lines[p]) for p in n]))
    return rows


def tie_break(st: BloodlinesState) -> str:
    """Tied on victory points: the fewer missions claimed wins, then the primogen's draw."""
    fewer = [-st.claimed.count(p) for p in range(st.players)]
    return decided_by(st.scores(), st.winners(), [("fewer missions claimed", fewer)], "victory points",
                      "the primogen's draw")


_COUNTED = frozenset(("ancilla", "fledgling", "sire", "power", "boon", "childer"))
"""What a mission may count other than an attribute."""


def mission_count(st: BloodlinesState, p: int, m: int, *, leader_twice: bool = False) -> int:
    what = C.missions[m].counts
    live = living(st, p)
    lead = st.leader[p]
    total = 0
    if what not in _COUNTED:          # an attribute (the last case below), without the chain of tests
        for v in live:
            if what in ATTRS[v]:
                total += 2 if leader_twice and v == lead else 1
        return total
    for v in live:
        if what == "ancilla":
            x = 1 if (ABILITIES[v] or st.field_value("elevations")[v] or st.field_value("grafts")[v]) else 0
        elif what == "fledgling":
            x = 0 if any(not st.in_torpor[k] for k in st.childer[v]) else 1
        elif what == "sire":
            x = 1 if any(not st.in_torpor[k] for k in st.childer[v]) else 0
        elif what == "power":
            x = st.power[v]
        elif what == "boon":
            x = st.boons[v]
        elif what == "childer":
            x = 1 if st.sire[v] == lead else 0
        else:
            x = 1 if what in ATTRS[v] else 0
        total += x * 2 if leader_twice and v == lead else x
    return total


def mission_leaders(st: BloodlinesState, m: int) -> list[int]:
    """Who leads mission m: the most of its attribute; a tie is broken by counting each clan
    leader twice; who is still tied goes to the primogen.  Nobody leads with none at all."""
    counts = [mission_count(st, p, m) for p in range(st.players)]
    best = max(counts)
    if best <= 0:
        return []
    tied = [p for p in range(st.players) if counts[p] == best]
    if len(tied) == 1:
        return tied
    twice = {p: mission_count(st, p, m, leader_twice=True) for p in tied}
    best2 = max(twice.values())
    return [p for p in tied if twice[p] == best2]


_ = (CLASSES, ARCH)
