"""The nine battleground families: setup, how an activated vampire modifies each, and their
decisions.  A ``mod`` frame ({a, v, bg, at}) is the activation of vampire v on battleground bg
(``at``: an attribute value it is modified as, for the 'modify' op); its handler pops it when
done or turns it into a decision (``roam``, ``ankh``, ``revolt``, ``sab_*``).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.core.seats import seat_ref

from .actions import Attribute, MoveAnkh, Revolt, Side, Token
from .content import ARCHETYPES, CLASSES, FACTIONS, GEOGRAPHIES, TEMPERAMENTS
from .tables import ARCH, ARCH_INDEX, BG, CLS, FACTION_INDEX, GEO, NAME, TEMP

Frame = dict[str, Any]
SIDES = ("council", "host")


def values_for(family: str) -> tuple[str, ...]:
    """The attribute values a battleground of this family reads (what 'modify' may name)."""
    if family in ("high_low", "inquisition", "court"):
        return CLASSES
    if family in ("beast", "humanity"):
        return TEMPERAMENTS
    if family == "masquerade":
        return GEOGRAPHIES
    if family == "sects":
        return ARCHETYPES
    return FACTIONS


def _alive(st: Any, v: int) -> bool:
    from .engine import alive
    return alive(st, v)


def _reviewed(st: Any) -> bool:
    from .engine import reviewed
    return reviewed(st)


def _table(f: Frame) -> dict[str, Any]:
    return BG[f["bg"]].table


def _seat(st: Any, f: Frame) -> int:
    v = f["v"]
    return st.owner[v] if v >= 0 and st.owner[v] >= 0 else f["a"]


def _everyone(st: Any) -> list[int]:
    tor = st.tor
    return [v for p in range(st.players) for v in st.line[p] if not tor[v]]


# ---- setup -------------------------------------------------------------------------------------

def setup_high_low(st: Any, t: dict) -> None:
    st.hl = 0


def setup_princes(st: Any, t: dict) -> None:
    courts = t["courts"]
    st.court_f = [FACTION_INDEX[home] if home else -1 for (_id, home, _v, _adj) in courts]
    st.court_n = [t["ankhs"] if home else 0 for (_id, home, _v, _adj) in courts]


def setup_morality(st: Any, t: dict) -> None:
    pass  # each seat's token is placed with its clan leader (engine.take_clan)


def setup_inquisition(st: Any, t: dict) -> None:
    st.inq_face = list(t["faces"])
    st.inq_in = [False] * 4


def setup_revolt(st: Any, t: dict) -> None:
    st.city = [t["ankhs"]] * 4
    st.fire = 0


def setup_masquerade(st: Any, t: dict) -> None:
    st.inv = [0] * 4
    st.veil = [t["ankhs"]] * 4


def setup_court(st: Any, t: dict) -> None:
    st.ct_faces = []
    st.timer = 0


def setup_sects(st: Any, t: dict) -> None:
    sides = [0] * len(t["council"]) + [1] * len(t["host"])
    values = list(t["council"]) + list(t["host"])
    st.sab_side = sides
    st.sab_val = values
    st.sab_up = [False] * len(values)
    spaces = t["spaces"]
    st.sab_slot = [-1] * (4 * spaces)
    council = [i for i, s in enumerate(sides) if s == 0]
    host = [i for i, s in enumerate(sides) if s == 1]
    st.rng.shuffle(council)
    st.rng.shuffle(host)
    for r in range(4):
        if council:
            st.sab_slot[r * spaces] = council.pop()
        if host and spaces > 1:
            st.sab_slot[r * spaces + 1] = host.pop()
    st.sab_pool = sorted(council + host)
    n = st.players
    allegiance = {2: [0, 1], 3: [0, 1, 2], 4: [0, 0, 1, 1]}[n]
    st.rng.shuffle(allegiance)
    st.allegiance = allegiance


SETUP = {"high_low": setup_high_low, "princes": setup_princes, "beast": setup_morality,
         "humanity": setup_morality, "inquisition": setup_inquisition, "revolt": setup_revolt,
         "masquerade": setup_masquerade, "court": setup_court, "sects": setup_sects}


# ---- modifications -----------------------------------------------------------------------------

def mod_high_low(st: Any, f: Frame, ev: list[Event]) -> None:
    st.stack.pop()
    t = _table(f)
    cls = f["at"] if f["at"] in CLASSES else CLS[f["v"]]
    st.hl += 1 if cls == "high" else -1
    if abs(st.hl) >= t["half"]:
        winner = "high" if st.hl > 0 else "low"
        gain = t["decisive_power"]
        for v in _everyone(st):
            if CLS[v] == winner:
                st.power[v] += gain
        st.hl = 0
        ev.append(Event("decisive", f"A decisive victory for the {winner} clans: each of their "
                        f"vampires gains {gain} power", None, {"bg": f["bg"], "class": winner}))


def _morality(st: Any, f: Frame, ev: list[Event], beast: bool) -> None:
    from .engine import draw_schemes
    st.stack.pop()
    t = _table(f)
    p = _seat(st, f)
    temp = f["at"] if f["at"] in TEMPERAMENTS else TEMP[f["v"]]
    pos, face = (st.beast_pos, st.beast_face) if beast else (st.hum_pos, st.hum_face)
    moves_down = (temp != face[p]) if beast else (temp == face[p])
    if moves_down and pos[p] <= t["low"] and _reviewed(st):
        # "Nothing happens if a clan morality token would be moved ... down from the lowest
        # space": edition 2 carries out none of the result (no flip, no draw); edition 1 lost
        # only the move
        ev.append(Event("morality", f"{seat_ref(p)}'s morality cannot sink below {pos[p]}: nothing "
                        "happens", p, {"bg": f["bg"]}))
        return
    if temp == face[p]:
        if beast:
            pos[p] = min(pos[p] + 1, t["high"])
        else:
            pos[p] = max(pos[p] - 1, t["low"])
            draw_schemes(st, p, t["draw"], ev)
    else:
        face[p] = "feral" if face[p] == "composed" else "composed"
        if beast:
            pos[p] = max(pos[p] - 1, t["low"])
            draw_schemes(st, p, t["draw"], ev)
    ev.append(Event("morality", f"{seat_ref(p)}'s morality stands at {pos[p]} ({face[p]})", p,
                    {"bg": f["bg"]}))


def mod_beast(st: Any, f: Frame, ev: list[Event]) -> None:
    _morality(st, f, ev, True)


def mod_humanity(st: Any, f: Frame, ev: list[Event]) -> None:
    _morality(st, f, ev, False)


def _roam(f: Frame, values: list[str] | tuple[str, ...]) -> None:
    f["k"] = "roam"
    f["p"] = f["a"]
    f["vals"] = list(values)


def ankh_moves(st: Any, t: dict, fi: int) -> list[tuple[int, int]]:
    courts = t["courts"]
    owner, count = st.court_f, st.court_n
    out = []
    for i, (_id, _home, _v, adj) in enumerate(courts):
        if owner[i] != fi or count[i] <= 0:
            continue
        for j in adj:
            if courts[j][1]:
                continue   # never into a home court
            if owner[j] in (-1, fi):
                out.append((i, j))
    return out


def mod_princes(st: Any, f: Frame, ev: list[Event]) -> None:
    t = _table(f)
    geo = f.get("geo") or (f["at"] if f["at"] in FACTIONS else GEO[f["v"]])
    if geo == "roaming":
        _roam(f, FACTIONS)
        return
    fi = FACTION_INDEX[geo]
    moves = ankh_moves(st, t, fi)
    if not moves:
        st.stack.pop()
        return
    if len(moves) == 1:
        st.stack.pop()
        move_ankh(st, t, fi, *moves[0], ev)
        return
    f["k"] = "ankh"
    f["p"] = f["a"]
    f["fi"] = fi


def move_ankh(st: Any, t: dict, fi: int, src: int, dst: int, ev: list[Event]) -> None:
    st.court_n[src] -= 1
    if st.court_n[src] == 0 and not t["courts"][src][1]:
        st.court_f[src] = -1
    st.court_n[dst] += 1
    st.court_f[dst] = fi
    ev.append(Event("ankh", f"A {FACTIONS[fi]} ankh moves to {t['courts'][dst][0]}", None,
                    {"from": src, "to": dst, "faction": fi}))


def mod_inquisition(st: Any, f: Frame, ev: list[Event]) -> None:
    from .engine import infamy, torpor
    st.stack.pop()
    t = _table(f)
    v = f["v"]
    cls = f["at"] if f["at"] in CLASSES else CLS[v]
    col = ARCH_INDEX[ARCH[v]]
    seated = not st.inq_in[col]
    st.inq_in[col] = True
    st.inq_face[col] = cls
    ev.append(Event("bench", f"The {ARCH[v]} token {'takes its seat on' if seated else 'turns to'} "
                    f"{cls} on the accusers' bench ({sum(st.inq_in)} of 4)", st.owner[v], {"column": col}))
    if not all(st.inq_in):
        return
    st.inq_in = [False] * 4
    live = _everyone(st)
    best = max((st.infamy[x] for x in live), default=0)
    ev.append(Event("trial", "The bench is full: a trial", None, {"bg": f["bg"]}))
    if best <= 0:
        return
    targets = [x for x in live if st.infamy[x] == best]
    a = f["a"]
    for x in reversed(targets):
        suspicion = st.infamy[x] + sum(1 for face in st.inq_face if face == CLS[x])
        if suspicion >= t["threshold"]:
            torpor(st, a, v, x)
        else:
            infamy(st, a, x, 1)
        ev.append(Event("accused", f"{NAME[x]} is accused (suspicion {suspicion})", st.owner[x],
                        {"vampire": x, "suspicion": suspicion}))


def mod_revolt(st: Any, f: Frame, ev: list[Event]) -> None:
    geo = f.get("geo") or (f["at"] if f["at"] in FACTIONS else GEO[f["v"]])
    if geo == "roaming":
        standing = [g for g in FACTIONS if st.city[FACTION_INDEX[g]] > 0]
        if not standing:
            st.stack.pop()
            return
        if len(standing) > 1:
            _roam(f, standing)
            return
        geo = standing[0]
    gi = FACTION_INDEX[geo]
    if st.city[gi] <= 0:
        st.stack.pop()
        return
    f["k"] = "revolt"
    f["p"] = f["a"]
    f["g"] = gi


def legal_revolt(st: Any, f: Frame) -> list[Action]:
    if not _alive(st, f["v"]) and _reviewed(st):
        return [Revolt(True)]     # it fell during its activation: an ankh on it would burn (upheaval)
    return [Revolt(False), Revolt(True)]


def apply_revolt(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    g, v = f["g"], f["v"]
    st.city[g] -= 1
    if a.burn:  # type: ignore[attr-defined]
        st.fire += 1
        if st.city[g] == 1:     # the third ankh burned: the fourth burns with it
            st.city[g] = 0
            st.fire += 1
        ev.append(Event("burn", f"An ankh of the {FACTIONS[g]} city burns", None, {"city": g}))
        return
    st.rv[v].append(g)
    ev.append(Event("ankh", f"{NAME[v]} carries off an ankh of the {FACTIONS[g]} city", st.owner[v],
                    {"city": g, "vampire": v}))
    if st.city[g] == 0:         # respite: every carrier gains 1 power, the ankhs return
        back = 0
        for x in range(len(st.rv)):
            held = st.rv[x]
            if g in held:
                n = held.count(g)
                st.rv[x] = [h for h in held if h != g]
                back += n
                if _alive(st, x):
                    st.power[x] += 1
        st.city[g] = back
        ev.append(Event("respite", f"Respite in the {FACTIONS[g]} city", None, {"city": g}))


def mod_masquerade(st: Any, f: Frame, ev: list[Event]) -> None:
    t = _table(f)
    geo = f.get("geo")
    if not geo:
        g = f["at"] if f["at"] in GEOGRAPHIES else GEO[f["v"]]
        if g == "roaming":
            _roam(f, FACTIONS)
            f["roam"] = True
            return
        geo = g
    st.stack.pop()
    gi = FACTION_INDEX[geo]
    steps = t["outsider_steps"] if f.get("roam") else 1
    st.inv[gi] += steps
    ev.append(Event("investigator", f"The {geo} investigator steps {'on' if steps == 1 else f'{steps} on'} "
                    f"({min(st.inv[gi], t['track'])} of {t['track']})", st.owner[f["v"]], {"geo": gi}))
    if st.inv[gi] >= t["track"]:
        st.inv[gi] = 0
        v = f["v"]
        if st.veil[gi] > 0 and _alive(st, v):
            st.veil[gi] -= 1
            st.mq[v].append(gi)
            ev.append(Event("breach", f"A breach in the {geo}: {NAME[v]} is marked", st.owner[v],
                            {"vampire": v, "geo": gi}))


def mod_court(st: Any, f: Frame, ev: list[Event]) -> None:
    st.stack.pop()
    t = _table(f)
    titles = t["titles"]
    if st.timer >= len(titles):
        return
    cls = f["at"] if f["at"] in CLASSES else CLS[f["v"]]
    st.ct_faces.append(cls)
    ev.append(Event("court", f"A {cls} token enters the walls ({len(st.ct_faces)} of {t['tokens']}, "
                    f"for {titles[st.timer]})", st.owner[f["v"]], {"face": cls}))
    if len(st.ct_faces) < t["tokens"]:
        return
    high = st.ct_faces.count("high")
    low = len(st.ct_faces) - high
    title = st.timer
    st.timer += 1
    st.ct_faces = []
    if high == low:
        ev.append(Event("vote", f"The vote for {titles[title]} is tied: nobody takes it", None))
        return
    favoured = "high" if high > low else "low"
    cands = [v for v in _everyone(st) if CLS[v] == favoured and st.title[v] < 0]
    best = max((st.power[v] for v in cands), default=-1)
    top = [v for v in cands if st.power[v] == best]
    if len(top) != 1:
        ev.append(Event("vote", f"The {favoured} clans win the vote for {titles[title]}, but no "
                        "single vampire leads: nobody takes it", None))
        return
    st.title[top[0]] = title
    ev.append(Event("vote", f"{NAME[top[0]]} becomes {titles[title]}", st.owner[top[0]],
                    {"vampire": top[0], "title": title}))


def _region_tokens(st: Any, r: int, spaces: int) -> list[int]:
    return [t for t in st.sab_slot[r * spaces:(r + 1) * spaces] if t >= 0]


def mod_sects(st: Any, f: Frame, ev: list[Event]) -> None:
    t = _table(f)
    spaces = t["spaces"]
    geo = f.get("geo") or GEO[f["v"]]
    if geo == "roaming":
        _roam(f, FACTIONS)
        return
    r = FACTION_INDEX[geo]
    act = f["at"] if f["at"] in ARCHETYPES else ARCH[f["v"]]
    tokens = _region_tokens(st, r, spaces)
    f["r"] = r
    f["act"] = act
    f["p"] = f["a"]
    if act == "wealthy":
        free = any(s < 0 for s in st.sab_slot[r * spaces:(r + 1) * spaces])
        sides = {st.sab_side[x] for x in st.sab_pool}
        if not free or not sides:
            st.stack.pop()
            return
        f["k"] = "sab_side"
        return
    if act == "clandestine":
        tokens = [x for x in tokens if not st.sab_up[x]]
    elif act == "scholarly" and not _reviewed(st):
        others = [g for g in range(4) if g != r and any(s < 0 for s in st.sab_slot[g * spaces:(g + 1) * spaces])]
        if not others:
            tokens = []
    if not tokens:
        st.stack.pop()
        return
    f["k"] = "sab_token"


def legal_sab_token(st: Any, f: Frame) -> list[Action]:
    spaces = _table(f)["spaces"]
    tokens = _region_tokens(st, f["r"], spaces)
    if f["act"] == "clandestine":
        tokens = [x for x in tokens if not st.sab_up[x]]
    return [Token(x) for x in tokens]


def apply_sab_token(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    x = a.token  # type: ignore[attr-defined]
    act = f["act"]
    if act == "scholarly":
        f["k"] = "sab_region"
        f["t"] = x
        return
    st.stack.pop()
    if act == "warlike":
        st.sab_slot[st.sab_slot.index(x)] = -1
        ev.append(Event("sects", f"A {SIDES[st.sab_side[x]]} token is struck from the {FACTIONS[f['r']]}",
                        None, {"token": x}))
    else:
        st.sab_up[x] = True
        ev.append(Event("sects", f"A {SIDES[st.sab_side[x]]} token in the {FACTIONS[f['r']]} is turned "
                        f"over: {st.sab_val[x]}", None, {"token": x}))


def legal_sab_region(st: Any, f: Frame) -> list[Action]:
    """Edition 2: "move a token from matching region to any other" (a full one included: the
    token then returns to the supply); edition 1 offered only the regions with room."""
    spaces = _table(f)["spaces"]
    every = _reviewed(st)
    return [Attribute(FACTIONS[g]) for g in range(4)
            if g != f["r"] and (every or any(s < 0 for s in st.sab_slot[g * spaces:(g + 1) * spaces]))]


def apply_sab_region(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    spaces = _table(f)["spaces"]
    g = FACTION_INDEX[a.value]  # type: ignore[attr-defined]
    x = f["t"]
    st.sab_slot[st.sab_slot.index(x)] = -1
    slot = next((i for i in range(g * spaces, (g + 1) * spaces) if st.sab_slot[i] < 0), -1)
    if slot < 0:   # "if there is no space for a token to be added to a region, return it to the supply"
        st.sab_up[x] = False           # face down among the others, as the supply's tokens lie
        st.sab_pool = sorted([*st.sab_pool, x])
        ev.append(Event("sects", f"No room in the {a.value}: the token returns to the supply", None,  # type: ignore[attr-defined]
                        {"token": x}))
        return
    st.sab_slot[slot] = x
    ev.append(Event("sects", f"A token moves to the {a.value}", None, {"token": x}))  # type: ignore[attr-defined]


def legal_sab_side(st: Any, f: Frame) -> list[Action]:
    sides = sorted({st.sab_side[x] for x in st.sab_pool})
    return [Side(SIDES[s]) for s in sides]


def apply_sab_side(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    spaces = _table(f)["spaces"]
    side = SIDES.index(a.side)  # type: ignore[attr-defined]
    pool = [x for x in st.sab_pool if st.sab_side[x] == side]
    x = pool[st.rng.below(len(pool))]
    st.sab_pool.remove(x)
    r = f["r"]
    slot = next(i for i in range(r * spaces, (r + 1) * spaces) if st.sab_slot[i] < 0)
    st.sab_slot[slot] = x
    ev.append(Event("sects", f"A {a.side} token joins the {FACTIONS[r]}", None, {"token": x}))  # type: ignore[attr-defined]


def legal_roam(st: Any, f: Frame) -> list[Action]:
    return [Attribute(x) for x in f["vals"]]


def apply_roam(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    f["k"] = "mod"
    f["geo"] = a.value  # type: ignore[attr-defined]
    del f["vals"]


def legal_ankh(st: Any, f: Frame) -> list[Action]:
    return [MoveAnkh(i, j) for i, j in ankh_moves(st, _table(f), f["fi"])]


def apply_ankh(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    move_ankh(st, _table(f), f["fi"], a.source, a.to, ev)  # type: ignore[attr-defined]


MODIFY = {"high_low": mod_high_low, "princes": mod_princes, "beast": mod_beast,
          "humanity": mod_humanity, "inquisition": mod_inquisition, "revolt": mod_revolt,
          "masquerade": mod_masquerade, "court": mod_court, "sects": mod_sects}
LEGAL = {"roam": legal_roam, "ankh": legal_ankh, "revolt": legal_revolt, "sab_token": legal_sab_token,
         "sab_side": legal_sab_side, "sab_region": legal_sab_region}
APPLY = {"roam": apply_roam, "ankh": apply_ankh, "revolt": apply_revolt, "sab_token": apply_sab_token,
         "sab_side": apply_sab_side, "sab_region": apply_sab_region}
