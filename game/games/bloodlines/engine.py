"""The Bloodlines rules, as a stack of small frames.

Every frame is a plain dict (it saves with the state).  A frame whose kind is in :data:`RUN` is
work the engine does by itself; one whose kind is in :data:`LEGAL` is a decision of seat
``f["p"]``.  :func:`settle` runs the top frame until a decision with two or more choices is
reached (a lone choice is played at once: it is no decision).  The bottom frame (``game``)
plays the rounds; a turn is a ``turn`` frame; a recruit pushes ``sire``, then the activation
(``act``: one ``mod`` per battleground, in the order the player chooses), the abilities
(``trigger`` -> ``ops``) and the edicts; a scheme pushes ``leader``, the boons that complete the
coterie, then its ``ops``.  An op of an effect (content ``Op``) runs inside an ``ops`` frame and
pushes the frames it needs (a target, a torpor with its sacrifice, infamy with a clan leader's
redirection, a rival's answer).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.flow import PHASE_DONE
from game.core.seats import seat_ref

from . import battle
from .actions import (
    Answer,
    Attribute,
    BoonFrom,
    BoonTo,
    ChooseClan,
    DeckPick,
    EndTurn,
    Invite,
    Kiss,
    Leader,
    Market,
    Order,
    QueuePick,
    Recruit,
    Redirect,
    Sacrifice,
    Scheme,
    Sire,
    TakeScheme,
    Target,
    UseAsset,
)
from .content import ARCHETYPES, FACTIONS, Op
from .tables import (
    ABILITIES,
    ALL_VALUES,
    ARCH,
    ASSETS,
    ATTRS,
    BG,
    BG_IDS,
    CLAN,
    FAMILY,
    GEO,
    KIND,
    NAME,
    SCHEME_BG,
    SCHEME_CLAN,
    SCHEMES,
    TEMP,
    C,
    effects_of,
)

LOC_OUT, LOC_DECK, LOC_QUEUE, LOC_LINE, LOC_DISCARD, LOC_GRAFT, LOC_HAVEN = range(7)

Frame = dict[str, Any]
Run = Callable[[Any, Frame, list[Event]], None]

# ---- small helpers ---------------------------------------------------------------------------


def alive(st: Any, v: int) -> bool:
    """In a bloodline and not in torpor."""
    return v >= 0 and st.loc[v] == LOC_LINE and not st.tor[v]


def ability_sources(st: Any, v: int) -> list[int]:
    """The characters whose printed abilities vampire v carries, top to bottom: its own, those a
    chronicle elevated it with, then the ancillae crafted onto it."""
    return [v, *st.elev[v], *st.grafts[v]]


def is_ancilla(st: Any, v: int) -> bool:
    return bool(ABILITIES[v] or st.elev[v] or st.grafts[v])


def live_kids(st: Any, v: int) -> list[int]:
    tor = st.tor
    return [k for k in st.kids[v] if not tor[k]]


def bg_of(st: Any, family: str) -> str:
    """The id of the battleground of this rules family in the game ('' if none)."""
    for b in st.bgs:
        if FAMILY[b] == family:
            return b
    return ""


def clan_seat(st: Any, clan: str) -> int:
    for p, c in enumerate(st.clan):
        if c == clan:
            return p
    return -1


def opponents(st: Any, p: int) -> list[int]:
    n = st.players
    return [(p + i) % n for i in range(1, n)]


def clockwise(st: Any, p: int) -> list[int]:
    n = st.players
    return [(p + i) % n for i in range(n)]


def say(ev: list[Event], kind: str, text: str, seat: int | None = None, **data: Any) -> None:
    ev.append(Event(kind, text, seat, data))


def spendable(st: Any, p: int) -> int:
    power, tor = st.power, st.tor
    return sum(power[v] for v in st.line[p] if not tor[v])


def spend(st: Any, p: int, amount: int) -> None:
    """Pay power from the bloodline: the clan leader's first, then in the order recruited."""
    power, tor = st.power, st.tor
    for v in st.line[p]:
        if amount <= 0:
            return
        if tor[v]:
            continue
        take = min(power[v], amount)
        power[v] -= take
        amount -= take


REVIEW = 2   # the rules edition of the review of issue 39 (a game begun before it keeps edition 1's rules)


def reviewed(st: Any) -> bool:
    """Edition 2's rules (issue 39's review of the rulebook) apply to this game."""
    return st.rules_edition >= REVIEW


def cost(st: Any, p: int, slot: int, c: int) -> int:
    """What recruiting `c` from place `slot` of the queue list costs seat p.  The costs belong to
    the spaces: with the deck empty the queue is short on the left (it slides right and nothing
    is drawn), so edition 2 reads the space a character sits in, not its place in the list."""
    costs = C.queue_costs
    if reviewed(st):
        slot += C.queue_size - len(st.queue)
    if slot < len(costs) and (not st.ccl[c] or st.ccl[c] != st.clan[p]):
        return costs[slot]
    return 0


def has_sire(st: Any, p: int) -> bool:
    limit = C.max_childer
    tor, kids = st.tor, st.kids
    return any(not tor[v] and len(kids[v]) < limit for v in st.line[p])


def take_from_queue(st: Any, c: int) -> None:
    """Take `c` out of the queue: the characters to its left slide right and a new one is drawn
    into the left-most space."""
    q = st.queue
    slot = q.index(c)
    st.queue = q = q[:slot] + q[slot + 1:]
    st.reserved[c] = -1
    if st.deck:
        n = st.deck.pop()
        st.loc[n] = LOC_QUEUE
        q.insert(0, n)


def refill(st: Any, gone: int) -> None:
    """Refresh the queue after `gone` characters left it at once (their spaces hold -1): the
    others slide right and as many are drawn into the left-most spaces as the deck allows."""
    q = [c for c in st.queue if c >= 0]
    for _ in range(gone):
        if st.deck:
            n = st.deck.pop()
            st.loc[n] = LOC_QUEUE
            q.insert(0, n)
    st.queue = q


def draw_schemes(st: Any, p: int, count: int, ev: list[Event]) -> None:
    deck = st.sdeck[p]
    got = 0
    for _ in range(count):
        if not deck:
            break
        st.hand[p].append(deck.pop())
        got += 1
    if got:
        ev.append(Event("draw", f"{seat_ref(p)} draws {got} clan scheme{'s' if got > 1 else ''}", p))


def in_play(st: Any, sc: int) -> bool:
    """A clan scheme that stays on the table (an enemy's mark, a black market, an edict)."""
    if sc in st.markets or sc in st.edict:
        return True
    return any(sc in marks for marks in st.enemy if marks)


def unseen_schemes(st: Any, p: int) -> list[int]:
    """The clan schemes of seat p's clan in its hand, deck or discard pile (all of them less those
    on the table): what another seat cannot tell apart."""
    out = []
    playing = {f.get("sc", -1) for f in st.stack}
    for s in C.clan_schemes(st.clan[p]):
        if in_play(st, s.index) or s.index in playing:
            continue
        if s.locked and s.id not in _unlocked(st):
            continue
        out.append(s.index)
    return out


def _unlocked(st: Any) -> set[str]:
    value = st.options.get("unlocked", ())
    return set(value) if isinstance(value, list | tuple) else set()


# ---- setup -----------------------------------------------------------------------------------

def setup(st: Any) -> None:
    opts, n, rng = st.options, st.players, st.rng
    unlocked = _unlocked(st)
    st.rounds = C.rounds[n]
    choice = opts.get("battlegrounds", "first")
    if choice == "first":
        bgs = list(C.first_chapter())
    elif choice == "random":
        pool = list(BG_IDS)
        rng.shuffle(pool)
        bgs = [b for b in BG_IDS if b in pool[:3]]
    else:
        bgs = [b.strip() for b in str(choice).split(",")]
        if len(bgs) != 3 or len(set(bgs)) != 3 or any(b not in BG for b in bgs):
            raise ValueError(f"battlegrounds must name three different battlegrounds, not {choice!r}")
    st.bgs = bgs
    k = int(opts.get("missions", C.missions_default))
    pool = [m.index for m in C.missions if not m.locked or m.id in unlocked]
    rng.shuffle(pool)
    st.missions = pool[:k]
    if opts.get("chapter_missions"):           # a chronicle chapter: its missions' fronts, in order
        by_id = {m.id: m.index for m in C.missions}
        st.missions = [by_id[m] for m in opts["chapter_missions"]]
    st.claimed = [-1] * len(st.missions)
    deck = [c.index for c in C.characters
            if c.kind != "leader" and not c.haven and (not c.locked or c.id in unlocked)]
    rng.shuffle(deck)
    for c in deck:
        st.loc[c] = LOC_DECK
    st.deck = deck
    st.queue = []
    for _ in range(C.queue_size):
        if deck:
            c = deck.pop()
            st.loc[c] = LOC_QUEUE
            st.queue.insert(0, c)
    st.first = rng.below(n)
    if int(opts.get("first", -1)) >= 0:        # a chronicle: the last chapter's vanquished
        st.first = int(opts["first"]) % n
    _chronicle_setup(st)
    for b in bgs:
        battle.SETUP[FAMILY[b]](st, BG[b].table)
    st.stack = [{"k": "game"}]
    if opts.get("clans", "choose") == "random":
        leaders = clan_leaders(st, set())
        rng.shuffle(leaders)
        taken: set[str] = set()
        for p in clockwise(st, st.first):
            pick = next(lead for lead in leaders if CLAN[lead] not in taken)
            taken.add(CLAN[pick])
            take_clan(st, p, pick)
            carry_out_obligations(st, p)
    else:
        order = [int(p) for p in opts.get("clan_order", ())] or clockwise(st, st.first)
        for p in reversed(order):
            st.stack.append({"k": "clan", "p": p})


def _chronicle_setup(st: Any) -> None:
    """What a chronicle passes in (issue 15): `havens` (one character id or "" per seat: a retained
    vampire that seat may recruit once instead of from the queue), `absent_havens` (the retainers
    of players sitting the chapter out: never dealt, edition 2) and `elevated` (character id ->
    ids of the characters whose abilities it carries as an ancilla)."""
    havens = st.options.get("havens", ())
    kept = [(p, C.character_by_id[cid].index)
            for p, cid in enumerate(havens if isinstance(havens, list | tuple) else ())
            if cid and p < st.players]
    away = st.options.get("absent_havens", ()) if st.rules_edition >= 2 else ()
    aside = [(-1, C.character_by_id[cid].index) for cid in (away if isinstance(away, list | tuple) else ()) if cid]
    for _p, c in kept + aside:             # never dealt: out of the deck, and out of the queue
        if c in st.deck:
            st.deck.remove(c)
    for _p, c in kept + aside:
        if c in st.queue:
            take_from_queue(st, c)
    for _p, c in aside:                    # a haven of a player sitting this chapter out (issue 39)
        st.loc[c] = LOC_OUT
    for p, c in kept:
        st.loc[c] = LOC_HAVEN
        st.owner[c] = p
        st.haven[p] = c
    elevated = st.options.get("elevated", {})
    for cid, sources in (elevated.items() if isinstance(elevated, dict) else ()):
        st.elev[C.character_by_id[cid].index] = [C.character_by_id[s].index for s in sources]
    stickers = st.options.get("stickers", {})
    for cid, clan in (stickers.items() if isinstance(stickers, dict) else ()):
        st.ccl[C.character_by_id[cid].index] = "" if clan == THIN else clan
    assets = st.options.get("assets", ())
    for p, held in enumerate(assets if isinstance(assets, list | tuple) else ()):
        if p < st.players:
            st.assets[p] = [a for a in held if a in ASSETS]


THIN = "thin"          # a thin-blood sticker: the character belongs to no clan
# an obligation's effect, carried out when its seat has set up its bloodline: "kind" or "kind:N"
OBLIGATIONS = ("lose_power", "lose_boon", "exhaust_leader", "discard_scheme", "morality")


def carry_out_obligations(st: Any, p: int, ev: list[Event] | None = None) -> None:
    """A chronicle: seat p's obligations, each carried out once its bloodline is set up."""
    every = st.options.get("obligations", ())
    if not isinstance(every, list | tuple) or p >= len(every):
        return
    lead = st.leader[p]
    for code in every[p]:
        kind, _, n = str(code).partition(":")
        amount = int(n) if n else 1
        if kind == "lose_power":
            st.power[lead] = max(0, st.power[lead] - amount)
        elif kind == "lose_boon":
            st.boons[lead] = max(0, st.boons[lead] - amount)
        elif kind == "exhaust_leader":
            st.exh[lead] = True
        elif kind == "discard_scheme":
            for _ in range(min(amount, len(st.hand[p]))):
                sc = st.hand[p].pop(st.rng.below(len(st.hand[p])))
                st.sdiscard[p].append(sc)
        elif kind == "morality":
            short = _morality_obligation(st, p, amount)
            if st.rules_edition >= 2:      # spaces the printed track has not: 1 power each (issue 39)
                st.power[lead] = max(0, st.power[lead] - short)
        if ev is not None:
            say(ev, "obligation", f"{seat_ref(p)} carries out an obligation", p, code=str(code))


def _morality_obligation(st: Any, p: int, amount: int) -> int:
    """Seat p's morality token `amount` spaces worse (the beast's down, the tide's up), stopped by
    its printed track; how many of those spaces it could not go (all of them with no such track)."""
    moved = 0
    for b in st.bgs:
        t = BG[b].table
        if FAMILY[b] == "beast":
            went = st.beast_pos[p] - max(t["low"], st.beast_pos[p] - amount)
            st.beast_pos[p] -= went
        elif FAMILY[b] == "humanity":
            went = min(t["high"], st.hum_pos[p] + amount) - st.hum_pos[p]
            st.hum_pos[p] += went
        else:
            continue
        moved = max(moved, went)
    return amount - moved


def clan_leaders(st: Any, taken: set[str]) -> list[int]:
    unlocked = _unlocked(st)
    clans = {c.id for c in C.clans if (not c.locked or c.id in unlocked)} - taken
    return [c.index for c in C.characters
            if c.kind == "leader" and c.clan in clans and (not c.locked or c.id in unlocked)]


def take_clan(st: Any, p: int, lead: int) -> None:
    clan = CLAN[lead]
    st.clan[p] = clan
    st.leader[p] = lead
    st.loc[lead] = LOC_LINE
    st.owner[lead] = p
    st.line[p] = [lead]
    st.power[lead] = C.start_power
    st.boons[lead] = C.start_boons
    start = [C.scheme_by_id[s].index for s in C.characters[lead].schemes]
    st.hand[p] = start
    unlocked = _unlocked(st)
    rest = [s.index for s in C.clan_schemes(clan)
            if s.index not in start and (not s.locked or s.id in unlocked)]
    st.rng.shuffle(rest)
    st.sdeck[p] = rest
    for b in st.bgs:
        fam = FAMILY[b]
        if fam == "beast":
            st.beast_pos[p] = BG[b].table["start"]
            st.beast_face[p] = TEMP[lead]
        elif fam == "humanity":
            st.hum_pos[p] = BG[b].table["start"]
            st.hum_face[p] = TEMP[lead]


def begin_play(st: Any, ev: list[Event]) -> None:
    settle(st, ev)


# ---- the loop --------------------------------------------------------------------------------

def settle(st: Any, ev: list[Event]) -> None:
    stack = st.stack
    run, legal_of, apply_of = RUN, LEGAL, APPLY
    while stack:
        f = stack[-1]
        k = f["k"]
        h = run.get(k)
        if h is not None:
            h(st, f, ev)
            continue
        legal = legal_of[k](st, f)
        if not legal:
            stack.pop()
            continue
        if len(legal) == 1:
            apply_of[k](st, f, legal[0], ev)
            continue
        st.step = k
        st._memo = legal
        return
    st.step = PHASE_DONE


def step_legal(st: Any) -> list[Action]:
    memo = st._memo
    if memo is not None:
        return memo
    f = st.stack[-1]
    memo = st._memo = LEGAL[f["k"]](st, f)
    return memo


def step_apply(st: Any, action: Action, ev: list[Event]) -> None:
    f = st.stack[-1]
    st._memo = None
    APPLY[f["k"]](st, f, action, ev)
    settle(st, ev)


# ---- rounds and turns ------------------------------------------------------------------------

def run_game(st: Any, f: Frame, ev: list[Event]) -> None:
    st.tpos += 1
    if st.tpos < len(st.order):
        p = st.order[st.tpos]
        st.turn = p
        st.recruited = st.schemed = st.asset_used = False
        reserved = st.reserved
        for c in st.queue:
            if reserved[c] == p:
                reserved[c] = -1
        st.stack.append({"k": "turn", "p": p})
        return
    if st.round >= 1:
        end_round(st, ev)
    if st.round >= st.rounds:
        st.stack.pop()
        st.turn = -1
        st.stack.append({"k": "final", "stage": 0, "i": 0, "won": -1})
        return
    st.round += 1
    st.order = clockwise(st, st.first)
    st.tpos = -1
    say(ev, "round", f"Round {st.round} begins")


def end_round(st: Any, ev: list[Event]) -> None:
    for i, sc in enumerate(st.markets):
        if st.market_boons[i]:
            owner = clan_seat(st, SCHEME_CLAN[sc])
            if owner >= 0:
                st.boons[st.leader[owner]] += st.market_boons[i]
            st.market_boons[i] = 0
        st.market_used[i] = False
    for b in st.bgs:
        fam = FAMILY[b]
        if fam in ("beast", "humanity"):
            pos = st.beast_pos if fam == "beast" else st.hum_pos
            best = max(pos) if fam == "beast" else min(pos)
            leaders = [p for p in range(st.players) if pos[p] == best]
            if len(leaders) == 1 and leaders[0] != st.first:
                st.first = leaders[0]
                say(ev, "first", f"{seat_ref(st.first)} takes the first-player marker", st.first)


def legal_turn(st: Any, f: Frame) -> list[Action]:
    p = f["p"]
    out: list[Action] = []
    recruits = False
    if not st.recruited and has_sire(st, p):
        money = spendable(st, p)
        reserved = st.reserved
        for slot, c in enumerate(st.queue):
            r = reserved[c]
            if r >= 0 and r != p:
                continue
            if cost(st, p, slot, c) > money:
                continue
            out.append(Recruit(c))
            recruits = True
        if st.haven[p] >= 0:
            out.append(Recruit(st.haven[p]))
            recruits = True
    if not st.schemed:
        for s in playable_schemes(st, p):
            out.append(Scheme(s))
    if st.markets and has_boon(st, p):
        for i, s in enumerate(st.markets):
            if not st.market_used[i]:
                out.append(Market(s))
    if st.assets[p] and not st.asset_used:
        for kind in ASSETS:
            if kind in st.assets[p] and asset_usable(st, p, kind):
                out.append(UseAsset(kind))
    if st.recruited or not recruits:
        out.append(EndTurn())
    return out


def apply_turn(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    p = f["p"]
    if type(a) is Recruit:
        src = "haven" if a.character == st.haven[p] else "queue"
        st.stack.append({"k": "sire", "p": p, "c": a.character, "src": src})
    elif type(a) is Scheme:
        st.schemed = True
        if SCHEME_CLAN[a.scheme]:
            st.hand[p].remove(a.scheme)     # out of the hand at once: it is being played
        st.stack.append({"k": "leader", "p": p, "sc": a.scheme})
    elif type(a) is Market:
        st.stack.append({"k": "market_pay", "p": p, "i": st.markets.index(a.scheme)})
    elif type(a) is UseAsset:
        st.assets[p].remove(a.asset)
        st.asset_used = True
        say(ev, "asset", f"{seat_ref(p)} spends an asset ({a.asset})", p, asset=a.asset)
        if a.asset == "warlike":
            st.stack.append({"k": "remove", "p": p, "left": 5, "up": True, "least": 1, "got": 0})
        else:
            st.stack.append(_ops([2, ASSETS.index(a.asset)], p, st.leader[p]))
    else:
        st.stack.pop()
        say(ev, "end_turn", f"{seat_ref(p)} ends the turn", p)


def asset_usable(st: Any, p: int, kind: str) -> bool:
    """An asset is offered only when its effect has something to act on."""
    if kind == "scholarly":
        return bool(st.sdiscard[p])
    if kind == "warlike":
        return bool(st.queue)
    if kind == "wealthy":
        return any(st.exh[v] or st.tor[v] for q in range(st.players) for v in st.line[q])
    return any(alive(st, v) and is_ancilla(st, v) for v in st.line[p])


def has_boon(st: Any, p: int) -> bool:
    boons, tor = st.boons, st.tor
    return any(boons[v] and not tor[v] for v in st.line[p])


# ---- the clan choice -------------------------------------------------------------------------

def legal_clan(st: Any, f: Frame) -> list[Action]:
    taken = {c for c in st.clan if c}
    out = [ChooseClan(lead) for lead in clan_leaders(st, taken)]
    own = st.options.get("leaders", ())          # a chronicle: leaders kept in this seat's haven
    if isinstance(own, list | tuple) and f["p"] < len(own):
        have = {a.leader for a in out}
        for cid in own[f["p"]]:
            lead = C.character_by_id[cid].index
            if CLAN[lead] not in taken and lead not in have:
                out.append(ChooseClan(lead))
    return out


def apply_clan(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    take_clan(st, f["p"], a.leader)  # type: ignore[attr-defined]
    say(ev, "clan", f"{seat_ref(f['p'])} plays {C.clan_by_id[CLAN[a.leader]].name}", f["p"])  # type: ignore[attr-defined]
    carry_out_obligations(st, f["p"], ev)


# ---- recruiting ------------------------------------------------------------------------------

def legal_sire(st: Any, f: Frame) -> list[Action]:
    limit = C.max_childer
    tor, kids = st.tor, st.kids
    return [Sire(v) for v in st.line[f["p"]] if not tor[v] and len(kids[v]) < limit]


def apply_sire(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    place(st, f["p"], f["c"], a.vampire, f["src"], ev)  # type: ignore[attr-defined]


def place(st: Any, p: int, c: int, sire: int, src: str, ev: list[Event]) -> None:
    """Recruit `c` beneath `sire`: pay, take it from where it was, refill, then activate it,
    trigger its abilities and the edicts it answers."""
    if src == "queue":
        slot = st.queue.index(c)
        price = cost(st, p, slot, c)
        if price:
            spend(st, p, price)
        take_from_queue(st, c)
    elif src == "haven":
        st.haven[p] = -1          # once a game
    else:
        st.deck.remove(c)
        if src == "deck":
            st.rng.shuffle(st.deck)
    st.loc[c] = LOC_LINE
    st.owner[c] = p
    st.sire[c] = sire
    st.kids[sire].append(c)
    st.line[p].append(c)
    st.reserved[c] = -1
    if p == st.turn:
        st.recruited = True
    say(ev, "recruit", f"{seat_ref(p)} recruits {NAME[c]} beneath {NAME[sire]}", p, character=c, sire=sire)
    stack = st.stack
    stack.append({"k": "edicts", "c": c})
    if is_ancilla(st, c):
        stack.append({"k": "trigger", "a": p, "v": c})
    stack.append({"k": "act", "a": p, "v": c, "left": list(st.bgs), "at": ""})


def run_edicts(st: Any, f: Frame, ev: list[Event]) -> None:
    st.stack.pop()
    c = f["c"]
    attrs = ATTRS[c]
    start = max(st.turn, 0)
    for q in reversed(clockwise(st, start)):
        sc = st.edict[q]
        if sc >= 0 and st.edict_attr[q] in attrs:
            me = st.edict_self[q]
            if not alive(st, me) or st.owner[me] != q:
                me = st.leader[q]
            say(ev, "edict", f"{seat_ref(q)}'s edict answers the recruit of {NAME[c]}", q)
            st.stack.append(_ops([0, sc, 0], q, me, rc=c))


# ---- activation ------------------------------------------------------------------------------

# families whose modification can change another's outcome (power gained before a vote, a
# vampire sent to torpor before an ankh or a title is settled): only then is the order asked
_POWER_GIVERS = {"high_low", "revolt", "masquerade"}


def order_matters(left: list[str]) -> bool:
    fams = {FAMILY[b] for b in left}
    if "inquisition" in fams:
        return True
    return "court" in fams and bool(fams & _POWER_GIVERS)


def run_act(st: Any, f: Frame, ev: list[Event]) -> None:
    """Edition 2: "you cannot skip modifying a battleground when a vampire is activated", so a
    vampire sent to torpor during its own activation still modifies the rest (by its
    attributes; nothing is placed on it).  Edition 1 stopped there."""
    v, left = f["v"], f["left"]
    if not left or not (alive(st, v) or (reviewed(st) and st.loc[v] == LOC_LINE)):
        st.stack.pop()
        return
    if len(left) == 1 or not order_matters(left):
        bg = left.pop(0)
        st.stack.append({"k": "mod", "a": f["a"], "v": v, "bg": bg, "at": f["at"]})
        return
    f["k"] = "order"
    f["p"] = f["a"]


def legal_order(st: Any, f: Frame) -> list[Action]:
    return [Order(b) for b in f["left"]]


def apply_order(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    f["left"].remove(a.battleground)  # type: ignore[attr-defined]
    f["k"] = "act"
    del f["p"]
    st.stack.append({"k": "mod", "a": f["a"], "v": f["v"], "bg": a.battleground, "at": f["at"]})  # type: ignore[attr-defined]


def run_mod(st: Any, f: Frame, ev: list[Event]) -> None:
    battle.MODIFY[FAMILY[f["bg"]]](st, f, ev)


def activate(st: Any, a: int, v: int) -> None:
    st.stack.append({"k": "act", "a": a, "v": v, "left": list(st.bgs), "at": ""})


# ---- torpor and infamy -----------------------------------------------------------------------

def torpor(st: Any, a: int, s: int, v: int) -> None:
    st.stack.append({"k": "torpor", "a": a, "s": s, "v": v})


def run_torpor(st: Any, f: Frame, ev: list[Event]) -> None:
    v = f["v"]
    if not alive(st, v):
        st.stack.pop()
        return
    owner = st.owner[v]
    kids = live_kids(st, v)
    if st.leader[owner] == v:
        if not kids:
            st.stack.pop()
            say(ev, "torpor", f"{NAME[v]} is a clan leader with no childe to sacrifice: nothing happens", owner)
            return
        f["must"] = True
    elif not kids:
        st.stack.pop()
        fall(st, v, f["a"], f["s"], ev)
        return
    else:
        f["must"] = False
    f["k"] = "sacrifice"
    f["p"] = owner


def legal_sacrifice(st: Any, f: Frame) -> list[Action]:
    out: list[Action] = [] if f["must"] else [Sacrifice(-1)]
    out.extend(Sacrifice(k) for k in live_kids(st, f["v"]))
    return out


def apply_sacrifice(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    who = f["v"] if a.vampire < 0 else a.vampire  # type: ignore[attr-defined]
    if a.vampire >= 0:  # type: ignore[attr-defined]
        say(ev, "sacrifice", f"{seat_ref(f['p'])} sacrifices {NAME[who]} for {NAME[f['v']]}", f["p"])
    fall(st, who, f["a"], f["s"], ev)


def fall(st: Any, x: int, a: int, s: int, ev: list[Event]) -> None:
    """`x` falls into torpor (placed there by `s` of seat `a`), with the battlegrounds' torpor rules."""
    st.tor[x] = True
    say(ev, "torpor", f"{NAME[x]} falls into torpor", st.owner[x], vampire=x)
    if st.rv[x]:
        st.fire += len(st.rv[x])
        st.rv[x] = []
    if st.mq[x]:
        b = bg_of(st, "masquerade")
        for g in st.mq[x]:
            st.veil[g] += 1
        st.mq[x] = []
        if b and alive(st, s) and s != x:
            st.power[s] += BG[b].table["cleanup_power"]
            say(ev, "cleanup", f"{NAME[s]} gains power for silencing a breach", a)
    t = st.title[x]
    if t >= 0:
        claims = alive(st, s) and s != x and st.title[s] < 0
        if claims or not reviewed(st):
            st.title[x] = -1       # edition 1: a title nobody could claim was lost to the game
        if claims:
            st.title[s] = t
            say(ev, "title", f"{NAME[s]} lays claim to a court title", a)


def infamy(st: Any, a: int, v: int, n: int) -> None:
    if n > 0:
        st.stack.append({"k": "infamy", "a": a, "v": v, "n": n})


def run_infamy(st: Any, f: Frame, ev: list[Event]) -> None:
    v = f["v"]
    if not alive(st, v):
        st.stack.pop()
        return
    owner = st.owner[v]
    if st.leader[owner] == v:
        if not live_kids(st, v):
            st.stack.pop()
            return
        f["k"] = "redirect"
        f["p"] = owner
        return
    st.stack.pop()
    st.infamy[v] += f["n"]
    say(ev, "infamy", f"{NAME[v]} gains {f['n']} infamy", owner, vampire=v)


def legal_redirect(st: Any, f: Frame) -> list[Action]:
    return [Redirect(k) for k in live_kids(st, f["v"])]


def apply_redirect(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    st.infamy[a.vampire] += f["n"]  # type: ignore[attr-defined]
    say(ev, "infamy", f"{NAME[a.vampire]} takes {f['n']} infamy for the clan leader", f["p"])  # type: ignore[attr-defined]


# ---- abilities and effects -------------------------------------------------------------------

def _ops(src: list[int], a: int, s: int, *, lim: int = -1, co: list[int] | None = None,
         rc: int = -1, sc: int = -1) -> Frame:
    return {"k": "ops", "src": src, "i": 0, "a": a, "s": s, "lim": lim, "co": co or [], "rc": rc, "sc": sc}


def run_trigger(st: Any, f: Frame, ev: list[Event]) -> None:
    st.stack.pop()
    v, a = f["v"], f["a"]
    if not alive(st, v):
        return
    sources = [[1, g, i] for g in ability_sources(st, v) for i in range(len(ABILITIES[g]))]
    for src in reversed(sources):
        st.stack.append(_ops(src, a, v))


def run_ops(st: Any, f: Frame, ev: list[Event]) -> None:
    ops = effects_of(f["src"])
    i = f["i"]
    if i >= len(ops):
        st.stack.pop()
        return
    f["i"] = i + 1
    op = ops[i]
    OPS[op.op](st, f, op, i, ev)


def per_count(st: Any, f: Frame, op: Op) -> int:
    per = op.per
    if not per:
        return 1
    a = f["a"]
    if per == "coterie":
        return sum(1 for v in f["co"] if alive(st, v))
    if per == "enemy":
        clan = st.clan[a]
        return sum(1 for p in range(st.players) if p != a for v in st.line[p]
                   if not st.tor[v] and any(SCHEME_CLAN[s] == clan for s in st.enemy[v]))
    if per == "torpor":
        return sum(1 for p in range(st.players) for v in st.line[p] if st.tor[v])
    if per == "own_torpor":
        return sum(1 for v in st.line[a] if st.tor[v])
    return sum(1 for v in st.line[a] if not st.tor[v] and is_ancilla(st, v))


def candidates(st: Any, f: Frame, op: Op) -> list[int]:
    """The vampires an op may act on, for the frame's actor, self, limit and coterie."""
    who = op.who
    if who == "self":
        s = f["s"]
        return [s] if alive(st, s) else []
    if who == "recruit":
        rc = f["rc"]
        return [rc] if alive(st, rc) else []
    a, lim = f["a"], f["lim"]
    if lim >= 0:
        seats: list[int] = [lim]
    elif op.side == "own":
        seats = [a]
    elif op.side == "opponent":
        seats = opponents(st, a)
    else:
        seats = clockwise(st, a)
    rejuvenate = op.op == "rejuvenate"
    tor, line = st.tor, st.line
    attribute = op.attribute
    filters = op.filters
    out = []
    for p in seats:
        for v in line[p]:
            if tor[v] and not rejuvenate:
                continue
            if attribute and attribute not in ATTRS[v]:
                continue
            if filters and not _passes(st, f, v, filters, a):
                continue
            out.append(v)
    return out


def _passes(st: Any, f: Frame, v: int, filters: tuple[tuple[str, bool], ...], a: int) -> bool:
    for key, want in filters:
        if key == "infamy":
            ok = st.infamy[v] > 0
        elif key == "power":
            ok = st.power[v] > 0
        elif key == "boon":
            ok = st.boons[v] > 0
        elif key == "enemy":
            clan = st.clan[a]
            ok = any(SCHEME_CLAN[s] == clan for s in st.enemy[v])
        elif key == "exhausted":
            ok = bool(st.exh[v])
        elif key == "fledgling":
            ok = not live_kids(st, v)
        elif key == "ancilla":
            ok = is_ancilla(st, v)
        elif key == "coterie":
            ok = v in f["co"]
        elif key == "torpor":
            ok = bool(st.tor[v])
        elif key == "not_self":
            ok = v != f["s"]
        else:  # titled
            ok = st.title[v] >= 0
        if ok != want:
            return False
    return True


def _ctx(f: Frame) -> Frame:
    return {"a": f["a"], "s": f["s"], "lim": f["lim"], "co": f["co"], "rc": f["rc"], "sc": f["sc"]}


def op_gain(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    s = f["s"]
    if not alive(st, s):
        return
    n = op.amount * per_count(st, f, op)
    if op.op == "gain_power":
        if n:
            st.power[s] += n
            say(ev, "power", f"{NAME[s]} gains {n} power", f["a"], vampire=s)
    else:
        infamy(st, f["a"], s, n)


def op_targeted(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    cands = candidates(st, f, op)
    if not cands:
        return
    if op.who == "each":
        if op.op == "activate" and len(cands) > 1:
            frame = _ctx(f)
            frame.update(k="next", p=f["a"], left=cands)
            st.stack.append(frame)
            return
        for v in reversed(cands):
            apply_one(st, f, op, v, ev)
        return
    if len(cands) == 1:
        apply_one(st, f, op, cands[0], ev)
        return
    frame = _ctx(f)
    frame.update(k="target", p=f["a"], src=f["src"], i=i)
    st.stack.append(frame)


def apply_one(st: Any, f: Frame, op: Op, v: int, ev: list[Event]) -> None:
    kind = op.op
    a = f["a"]
    if kind == "assign_power":
        n = op.amount * per_count(st, f, op)
        if n and alive(st, v):
            st.power[v] += n
            say(ev, "power", f"{NAME[v]} gains {n} power", a, vampire=v)
    elif kind == "assign_infamy":
        infamy(st, a, v, op.amount * per_count(st, f, op))
    elif kind == "remove_infamy":
        n = min(op.amount, st.infamy[v])
        st.infamy[v] -= n
    elif kind == "torpor":
        torpor(st, a, f["s"], v)
    elif kind == "rejuvenate":
        st.exh[v] = False
        if st.tor[v]:
            st.tor[v] = False
            say(ev, "rejuvenate", f"{NAME[v]} rises from torpor", st.owner[v], vampire=v)
    elif kind == "exhaust":
        st.exh[v] = True
    elif kind == "steal":
        s = f["s"]
        if not alive(st, s) or s == v:
            return
        tokens = {"power": st.power, "infamy": st.infamy, "boon": st.boons}[op.token]
        n = min(op.amount, tokens[v])
        if n:
            tokens[v] -= n
            if op.token == "infamy":
                infamy(st, a, s, n)
            else:
                tokens[s] += n
            say(ev, "steal", f"{NAME[s]} steals {n} {op.token} from {NAME[v]}", a)
    elif kind == "activate":
        activate(st, a, v)
    elif kind == "trigger":
        st.stack.append({"k": "trigger", "a": a, "v": v})


def legal_target(st: Any, f: Frame) -> list[Action]:
    op = effects_of(f["src"])[f["i"]]
    return [Target(v) for v in candidates(st, f, op)]


def apply_target(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    op = effects_of(f["src"])[f["i"]]
    apply_one(st, f, op, a.vampire, ev)  # type: ignore[attr-defined]


def legal_next(st: Any, f: Frame) -> list[Action]:
    return [Target(v) for v in f["left"] if alive(st, v)]


def apply_next(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    f["left"].remove(a.vampire)  # type: ignore[attr-defined]
    if not any(alive(st, v) for v in f["left"]):
        st.stack.pop()
    activate(st, f["a"], a.vampire)  # type: ignore[attr-defined]


def op_reserve(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    st.stack.append({"k": "reserve", "p": f["a"]})


def legal_reserve(st: Any, f: Frame) -> list[Action]:
    return [QueuePick(c) for c in st.queue if c >= 0 and st.reserved[c] < 0]


def apply_reserve(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    if reviewed(st):       # one clan marker: reserving again moves it
        for c in st.queue:
            if c >= 0 and st.reserved[c] == f["p"]:
                st.reserved[c] = -1
    st.reserved[a.character] = f["p"]  # type: ignore[attr-defined]
    say(ev, "reserve", f"{seat_ref(f['p'])} reserves {NAME[a.character]}", f["p"])  # type: ignore[attr-defined]


def op_remove(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    st.stack.append({"k": "remove", "p": f["a"], "left": op.count, "up": op.up_to})


def legal_remove(st: Any, f: Frame) -> list[Action]:
    out: list[Action] = [QueuePick(c) for c in st.queue if c >= 0]
    if f["up"] and out and f.get("got", 0) >= f.get("least", 0):
        out.append(Pass())
    return out


def apply_remove(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    if type(a) is Pass:
        st.stack.pop()
        if f.get("gone"):
            refill(st, f["gone"])
        return
    c = a.character  # type: ignore[attr-defined]
    if reviewed(st):      # "select any character(s) ... then refresh the queue": one refill at the end
        st.queue[st.queue.index(c)] = -1
        st.reserved[c] = -1
        f["gone"] = f.get("gone", 0) + 1
    else:
        take_from_queue(st, c)
    st.loc[c] = LOC_DISCARD
    st.cdiscard.append(c)
    say(ev, "remove", f"{seat_ref(f['p'])} removes {NAME[c]} from the queue", f["p"])
    f["left"] -= 1
    if "got" in f:
        f["got"] += 1
    if f["left"] <= 0 or all(x < 0 for x in st.queue):
        st.stack.pop()
        if f.get("gone"):
            refill(st, f["gone"])


def op_draw(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    draw_schemes(st, f["a"], op.count, ev)


def op_take(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    st.stack.append({"k": "take", "p": f["a"], "left": op.count})


def legal_take(st: Any, f: Frame) -> list[Action]:
    return [TakeScheme(s) for s in st.sdiscard[f["p"]]]


def apply_take(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    p = f["p"]
    st.sdiscard[p].remove(a.scheme)  # type: ignore[attr-defined]
    st.hand[p].append(a.scheme)  # type: ignore[attr-defined]
    f["left"] -= 1
    if f["left"] <= 0:
        st.stack.pop()


def op_recruit_deck(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    a = f["a"]
    if (a == st.turn and st.recruited) or not st.deck or not has_sire(st, a):
        return
    if a != st.turn and reviewed(st):
        return         # a guest of an invitation: "each player recruits the same number of characters"
    st.stack.append({"k": "deckpick", "p": a})


def legal_deckpick(st: Any, f: Frame) -> list[Action]:
    return [DeckPick(c) for c in sorted(set(st.deck))]


def apply_deckpick(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    st.stack.append({"k": "sire", "p": f["p"], "c": a.character, "src": "deck"})  # type: ignore[attr-defined]


def op_modify(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    s = f["s"] if alive(st, f["s"]) else st.leader[f["a"]]
    frame = {"k": "modbg", "p": f["a"], "a": f["a"], "s": s, "src": f["src"], "i": i}
    if op.battleground != "any":
        if op.battleground not in st.bgs:
            return
        frame["bg"] = op.battleground
        _modify_attr(st, frame, op)
        return
    st.stack.append(frame)


def _modify_attr(st: Any, frame: Frame, op: Op) -> None:
    if op.attribute == "choose":
        frame["k"] = "modattr"
        if frame not in st.stack:
            st.stack.append(frame)
        return
    if frame in st.stack:
        st.stack.remove(frame)
    at = op.attribute if op.attribute in battle.values_for(FAMILY[frame["bg"]]) else ""
    st.stack.append({"k": "mod", "a": frame["a"], "v": frame["s"], "bg": frame["bg"], "at": at})


def legal_modbg(st: Any, f: Frame) -> list[Action]:
    return [Order(b) for b in st.bgs]


def apply_modbg(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    f["bg"] = a.battleground  # type: ignore[attr-defined]
    op = effects_of(f["src"])[f["i"]]
    _modify_attr(st, f, op)


def legal_modattr(st: Any, f: Frame) -> list[Action]:
    return [Attribute(x) for x in battle.values_for(FAMILY[f["bg"]])]


def apply_modattr(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    st.stack.append({"k": "mod", "a": f["a"], "v": f["s"], "bg": f["bg"], "at": a.value})  # type: ignore[attr-defined]


# ---- the nine clan mechanics -----------------------------------------------------------------

def op_declare_enemy(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    st.stack.append({"k": "enemy", "p": f["a"], "sc": f["sc"]})


def legal_enemy(st: Any, f: Frame) -> list[Action]:
    tor = st.tor
    return [Target(v) for q in opponents(st, f["p"]) for v in st.line[q] if not tor[v]]


def apply_enemy(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    st.enemy[a.vampire].append(f["sc"])  # type: ignore[attr-defined]
    say(ev, "enemy", f"{seat_ref(f['p'])} declares {NAME[a.vampire]} an enemy", f["p"])  # type: ignore[attr-defined]


def op_kiss(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    st.stack.append({"k": "kissing", "a": f["a"], "s": f["s"], "src": f["src"] + [i],
                     "left": opponents(st, f["a"])})


def run_kissing(st: Any, f: Frame, ev: list[Event]) -> None:
    if not f["left"]:
        st.stack.pop()
        return
    q = f["left"].pop(0)
    if has_boon(st, q):
        st.stack.append({"k": "kiss", "p": q, "a": f["a"], "s": f["s"], "src": f["src"]})
    else:
        st.stack.append(_ops(f["src"], f["a"], f["s"], lim=q))


def legal_kiss(st: Any, f: Frame) -> list[Action]:
    boons, tor = st.boons, st.tor
    return [Kiss(-1)] + [Kiss(v) for v in st.line[f["p"]] if boons[v] and not tor[v]]


def apply_kiss(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    q = f["p"]
    v = a.vampire  # type: ignore[attr-defined]
    if v >= 0:
        st.boons[v] -= 1
        if alive(st, f["s"]):
            st.boons[f["s"]] += 1
        say(ev, "kiss", f"{seat_ref(q)} kisses the ring: a boon to {NAME[f['s']]}", q)
    else:
        say(ev, "kiss", f"{seat_ref(q)} refuses to kiss the ring", q)
        st.stack.append(_ops(f["src"], f["a"], f["s"], lim=q))


def op_embrace(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    a = f["a"]
    if a == st.turn and st.recruited:
        return
    st.stack.append({"k": "embrace", "p": a})


def legal_embrace(st: Any, f: Frame) -> list[Action]:
    return [Attribute(x) for x in ALL_VALUES]


def apply_embrace(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    p = f["p"]
    value = a.value  # type: ignore[attr-defined]
    if p == st.turn:
        st.recruited = True
    deck = st.deck
    say(ev, "embrace", f"{seat_ref(p)} embraces the chaos, seeking {value}", p)
    while deck:
        c = deck[-1]
        if value in ATTRS[c]:
            if has_sire(st, p):
                st.stack.append({"k": "sire", "p": p, "c": c, "src": "reveal"})
            else:
                deck.pop()
                st.loc[c] = LOC_DISCARD
                st.cdiscard.append(c)
            return
        deck.pop()
        st.loc[c] = LOC_DISCARD
        st.cdiscard.append(c)
        say(ev, "reveal", f"{NAME[c]} is revealed and discarded", p, character=c)


def op_market(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    sc = f["sc"]
    if sc < 0 or sc in st.markets:
        return
    st.markets.append(sc)
    st.market_used.append(False)
    st.market_boons.append(0)
    f["i"] = len(effects_of(f["src"]))  # the market's effect waits for a buyer
    say(ev, "market", f"{seat_ref(f['a'])} opens a black market", f["a"])


def legal_market_pay(st: Any, f: Frame) -> list[Action]:
    boons, tor = st.boons, st.tor
    return [BoonFrom(v) for v in st.line[f["p"]] if boons[v] and not tor[v]]


def apply_market_pay(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    i, p, v = f["i"], f["p"], a.vampire  # type: ignore[attr-defined]
    st.boons[v] -= 1
    st.market_boons[i] += 1
    st.market_used[i] = True
    sc = st.markets[i]
    say(ev, "market", f"{seat_ref(p)} trades at {SCHEMES[sc].name}", p)
    st.stack.append(_ops([0, sc, 0], p, v))


def op_invite(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    st.stack.append({"k": "invite", "p": f["a"], "s": f["s"], "src": f["src"] + [i]})


def legal_invite(st: Any, f: Frame) -> list[Action]:
    out: list[Action] = [Invite(-1)]
    for q in opponents(st, f["p"]):
        out.append(Invite(q, False))
        out.append(Invite(q, True))
    return out


def apply_invite(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    q = a.seat  # type: ignore[attr-defined]
    if q < 0:
        st.stack.append(_ops(f["src"], f["p"], f["s"]))
        return
    say(ev, "invite", f"{seat_ref(f['p'])} invites {seat_ref(q)}", f["p"])
    st.stack.append({"k": "answer", "p": q, "a": f["p"], "s": f["s"], "src": f["src"],
                     "gf": a.guest_first})  # type: ignore[attr-defined]


def legal_answer(st: Any, f: Frame) -> list[Action]:
    tor = st.tor
    return [Answer(-1)] + [Answer(v) for v in st.line[f["p"]] if not tor[v]]


def apply_answer(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    host, guest, v = f["a"], f["p"], a.vampire  # type: ignore[attr-defined]
    mine = _ops(f["src"], host, f["s"])
    if v < 0:
        say(ev, "answer", f"{seat_ref(guest)} declines the invitation", guest)
        st.stack.append(mine)
        return
    say(ev, "answer", f"{seat_ref(guest)} accepts the invitation", guest)
    if alive(st, f["s"]):
        st.power[f["s"]] += 2
    theirs = _ops(f["src"], guest, v)
    if f["gf"]:
        st.stack.extend([mine, theirs])
    else:
        st.stack.extend([theirs, mine])


def op_usurp(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    a = f["a"]
    if st.queue and (len(st.line[a]) > 1 or (reviewed(st) and st.line[a])):
        st.stack.append({"k": "usurp_who", "p": a})


def legal_usurp_who(st: Any, f: Frame) -> list[Action]:
    """"Replace any vampire in your bloodline (including those in torpor)": edition 2 offers the
    clan leader too (the bloodline includes it); edition 1 never did."""
    p = f["p"]
    lead = -1 if reviewed(st) else st.leader[p]
    return [Target(v) for v in st.line[p] if v != lead]


def apply_usurp_who(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    f["k"] = "usurp_with"
    f["v"] = a.vampire  # type: ignore[attr-defined]


def legal_usurp_with(st: Any, f: Frame) -> list[Action]:
    return [QueuePick(c) for c in st.queue]


def apply_usurp_with(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    usurp(st, f["p"], f["v"], a.character, ev)  # type: ignore[attr-defined]


def usurp(st: Any, p: int, old: int, new: int, ev: list[Event]) -> None:
    """`new` (from the queue) takes the place of `old` with every token but torpor."""
    take_from_queue(st, new)
    line = st.line[p]
    line[line.index(old)] = new
    sire = st.sire[old]
    st.sire[new] = sire
    if sire >= 0:
        kids = st.kids[sire]
        kids[kids.index(old)] = new
    st.kids[new] = st.kids[old]
    for k in st.kids[new]:
        st.sire[k] = new
    st.kids[old] = []
    for name in ("power", "infamy", "boons", "exh", "title", "rv", "mq", "enemy"):
        values = getattr(st, name)
        empty: Any = [] if name in ("rv", "mq", "enemy") else (-1 if name == "title" else
                                                            (False if name == "exh" else 0))
        values[new] = values[old]
        values[old] = empty
    st.tor[new] = False
    st.tor[old] = False
    st.loc[new] = LOC_LINE
    st.owner[new] = p
    for g in st.grafts[old]:
        st.loc[g] = LOC_DISCARD
        st.owner[g] = -1
        st.cdiscard.append(g)
    st.grafts[old] = []
    st.loc[old] = LOC_DISCARD
    st.owner[old] = -1
    st.sire[old] = -1
    st.cdiscard.append(old)
    if st.leader[p] == old:       # the newcomer is at the top of the bloodline: the clan leader
        st.leader[p] = new
    say(ev, "usurp", f"{seat_ref(p)} usurps {NAME[old]} with {NAME[new]}", p, old=old, new=new)


def chosen_leader(st: Any, p: int) -> int:
    """The clan leader card seat p chose at setup, even after a usurpation replaced it (edition 2:
    the newcomer is then ``st.leader[p]``, and the chosen card lies in the discard pile)."""
    lead = st.leader[p]
    if lead < 0 or KIND[lead] == "leader":
        return lead
    for c in st.cdiscard:
        if KIND[c] == "leader" and CLAN[c] == st.clan[p]:
            return c
    return lead


def op_craft(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    a = f["a"]
    if any(is_ancilla(st, c) for c in st.queue) and any(not st.tor[v] for v in st.line[a]):
        st.stack.append({"k": "craft_pick", "p": a})


def legal_craft_pick(st: Any, f: Frame) -> list[Action]:
    return [QueuePick(c) for c in st.queue if is_ancilla(st, c)]


def apply_craft_pick(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    f["k"] = "craft_onto"
    f["c"] = a.character  # type: ignore[attr-defined]


def legal_craft_onto(st: Any, f: Frame) -> list[Action]:
    tor = st.tor
    return [Target(v) for v in st.line[f["p"]] if not tor[v]]


def apply_craft_onto(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    c, v, p = f["c"], a.vampire, f["p"]  # type: ignore[attr-defined]
    take_from_queue(st, c)
    st.loc[c] = LOC_GRAFT
    st.owner[c] = p
    st.grafts[v].append(c)
    st.elev[v].extend(st.elev[c])     # every ability of the selected ancilla comes along
    st.elev[c] = []
    say(ev, "craft", f"{seat_ref(p)} grafts {NAME[c]}'s abilities onto {NAME[v]}", p)


def op_edict(st: Any, f: Frame, op: Op, i: int, ev: list[Event]) -> None:
    if f["sc"] < 0:
        return
    st.stack.append({"k": "edict", "p": f["a"], "sc": f["sc"], "s": f["s"], "src": f["src"], "i": i})
    f["i"] = len(effects_of(f["src"]))  # the edict's effect waits for a recruit


def legal_edict(st: Any, f: Frame) -> list[Action]:
    op = effects_of(f["src"])[f["i"]]
    return [Attribute(x) for x in (op.attributes or ALL_VALUES)]


def apply_edict(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    p = f["p"]
    old = st.edict[p]
    st.edict[p] = f["sc"]
    st.edict_attr[p] = a.value  # type: ignore[attr-defined]
    st.edict_self[p] = f["s"]
    if old >= 0 and old != f["sc"]:
        st.sdiscard[p].append(old)
    say(ev, "edict", f"{seat_ref(p)} issues an edict on {a.value}", p)  # type: ignore[attr-defined]


OPS: dict[str, Callable[[Any, Frame, Op, int, list[Event]], None]] = {
    "gain_power": op_gain, "gain_infamy": op_gain,
    "assign_power": op_targeted, "assign_infamy": op_targeted, "remove_infamy": op_targeted,
    "torpor": op_targeted, "rejuvenate": op_targeted, "exhaust": op_targeted, "steal": op_targeted,
    "activate": op_targeted, "trigger": op_targeted,
    "reserve": op_reserve, "remove_from_queue": op_remove, "draw_scheme": op_draw,
    "take_discard": op_take, "recruit_from_deck": op_recruit_deck, "modify": op_modify,
    "declare_enemy": op_declare_enemy, "kiss_the_ring": op_kiss, "embrace_chaos": op_embrace,
    "black_market": op_market, "invitation": op_invite, "usurp": op_usurp,
    "craft_monstrosity": op_craft, "edict": op_edict,
}


# ---- schemes ---------------------------------------------------------------------------------

def coterie(st: Any, p: int, sc: int, v: int) -> list[int]:
    tor = st.tor
    if SCHEMES[sc].coterie == "pack":
        g = GEO[v]
        return [x for x in st.line[p] if not tor[x] and GEO[x] == g]
    return [v] + [k for k in st.kids[v] if not tor[k]]


def missing(st: Any, p: int, sc: int, v: int) -> list[str]:
    need = list(SCHEMES[sc].requires)
    if not need:
        return need
    for x in coterie(st, p, sc, v):
        a = ARCH[x]
        if a in need:
            need.remove(a)
    return need


def can_lead(st: Any, p: int, sc: int, v: int, boons_left: int, rival_archs: set[str]) -> bool:
    need = missing(st, p, sc, v)
    if not need:
        return True
    return len(need) <= boons_left and all(a in rival_archs for a in need)


def _means(st: Any, p: int) -> tuple[int, set[str]]:
    """The boons p may move and the archetypes its rivals' awake vampires show."""
    tor, boons = st.tor, st.boons
    boons_left = sum(boons[x] for x in st.line[p] if not tor[x])
    rivals = {ARCH[x] for q in opponents(st, p) for x in st.line[q] if not tor[x]}
    return boons_left, rivals


def leaders_for(st: Any, p: int, sc: int, means: tuple[int, set[str]] | None = None) -> list[int]:
    tor, exh = st.tor, st.exh
    boons_left, rivals = means or _means(st, p)
    return [v for v in st.line[p] if not tor[v] and not exh[v] and can_lead(st, p, sc, v, boons_left, rivals)]


def playable_schemes(st: Any, p: int) -> list[int]:
    out: list[int] = []
    tor, exh = st.tor, st.exh
    free = [v for v in st.line[p] if not tor[v] and not exh[v]]
    if not free:
        return out
    chaos_ok = not st.recruited and has_sire(st, p)
    cands = list(st.hand[p])
    for b in st.bgs:
        cands.extend(C.scheme_by_id[i].index for i in BG[b].schemes)
    boons_left, rivals = _means(st, p)
    for sc in cands:
        if SCHEMES[sc].mechanic == "embrace_chaos" and not chaos_ok:
            continue
        if any(can_lead(st, p, sc, v, boons_left, rivals) for v in free):
            out.append(sc)
    return out


def legal_leader(st: Any, f: Frame) -> list[Action]:
    return [Leader(v) for v in leaders_for(st, f["p"], f["sc"])]


def apply_leader(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    p, sc, v = f["p"], f["sc"], a.vampire  # type: ignore[attr-defined]
    say(ev, "scheme", f"{seat_ref(p)} plays {SCHEMES[sc].name}, led by {NAME[v]}", p, scheme=sc, leader=v)
    need = missing(st, p, sc, v)
    if need:
        f["k"] = "boon_to"
        f["v"] = v
        f["need"] = need
        return
    st.stack.pop()
    start_scheme(st, p, sc, v, ev)


def legal_boon_to(st: Any, f: Frame) -> list[Action]:
    need = f["need"]
    tor = st.tor
    return [BoonTo(x) for q in opponents(st, f["p"]) for x in st.line[q] if not tor[x] and ARCH[x] in need]


def apply_boon_to(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    f["need"].remove(ARCH[a.vampire])  # type: ignore[attr-defined]
    st.stack.append({"k": "boon_from", "p": f["p"], "t": a.vampire})  # type: ignore[attr-defined]


def legal_boon_from(st: Any, f: Frame) -> list[Action]:
    boons, tor = st.boons, st.tor
    return [BoonFrom(v) for v in st.line[f["p"]] if boons[v] and not tor[v]]


def apply_boon_from(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    st.stack.pop()
    st.boons[a.vampire] -= 1  # type: ignore[attr-defined]
    st.boons[f["t"]] += 1
    say(ev, "boon", f"{seat_ref(f['p'])} gives a boon to {NAME[f['t']]}", f["p"], vampire=f["t"])
    below = st.stack[-1]
    if below["k"] == "boon_to" and not below["need"]:
        st.stack.pop()
        start_scheme(st, below["p"], below["sc"], below["v"], ev)


def start_scheme(st: Any, p: int, sc: int, v: int, ev: list[Event]) -> None:
    st.exh[v] = True
    co = coterie(st, p, sc, v)
    st.stack.append({"k": "scheme_end", "p": p, "sc": sc})
    st.stack.append(_ops([0, sc], p, v, co=co, sc=sc))


def run_scheme_end(st: Any, f: Frame, ev: list[Event]) -> None:
    st.stack.pop()
    sc = f["sc"]
    if SCHEME_CLAN[sc] and not in_play(st, sc):
        st.sdiscard[f["p"]].append(sc)


# ---- the end ---------------------------------------------------------------------------------

def run_final(st: Any, f: Frame, ev: list[Event]) -> None:
    from . import score
    stage = f["stage"]
    if stage == 0:                       # reveal the long war's tokens
        if st.sab_up:
            st.sab_up = [True] * len(st.sab_up)
        f["stage"] = 1
        return
    if stage == 1:                       # the missions, one at a time
        i = f["i"]
        if f["won"] >= 0:
            st.claimed[i] = f["won"]
            f["won"] = -1
            f["i"] = i = i + 1
        if i >= len(st.missions):
            for m, seat in zip(st.missions, st.claimed, strict=True):
                if seat >= 0:
                    if not st.options.get("chronicle"):   # a chronicle's missions give no power
                        st.power[st.leader[seat]] += C.missions[m].power
                    say(ev, "mission", f"{seat_ref(seat)} claims {C.missions[m].name}", seat)
            f["stage"] = 2
            return
        tied = score.mission_leaders(st, st.missions[i])
        if len(tied) == 1:
            f["won"] = tied[0]
        elif not tied:
            f["i"] = i + 1
        else:
            primogen(st, tied)
        return
    if stage == 2:                       # victory points, fewer missions, then the primogen
        if f["won"] < 0:
            vp = score.victory_points(st)
            st.final_vp = vp
            best = max(vp)
            tied = [p for p in range(st.players) if vp[p] == best]
            if len(tied) > 1:
                fewest = min(st.claimed.count(p) for p in tied)
                tied = [p for p in tied if st.claimed.count(p) == fewest]
            if len(tied) > 1:
                primogen(st, tied)
                f["won"] = -2
                return
            st.result = tied
        else:
            st.result = [f["won"]]
        st.stack.pop()
        say(ev, "end", "The game is over", None)
        return


def primogen(st: Any, tied: list[int]) -> None:
    order = [p for p in clockwise(st, st.first) if p in tied]
    st.stack.append({"k": "primogen", "p": order[0], "tied": order, "decl": []})


def legal_primogen(st: Any, f: Frame) -> list[Action]:
    return [Attribute(x) for x in ARCHETYPES if x not in f["decl"]]


def apply_primogen(st: Any, f: Frame, a: Action, ev: list[Event]) -> None:
    f["decl"].append(a.value)  # type: ignore[attr-defined]
    tied, decl = f["tied"], f["decl"]
    if len(decl) < len(tied):
        f["p"] = tied[len(decl)]
        return
    st.stack.pop()
    st.rng.shuffle(st.deck)
    pool = list(st.deck)
    extra = [c.index for c in C.characters if c.kind != "leader"]
    st.rng.shuffle(extra)
    won = -1
    for c in reversed(pool):
        if ARCH[c] in decl:
            won = tied[decl.index(ARCH[c])]
            say(ev, "primogen", f"The primogen's draw shows {ARCH[c]}: {seat_ref(won)} wins the tie", won)
            break
    if won < 0:
        for c in extra:
            if ARCH[c] in decl:
                won = tied[decl.index(ARCH[c])]
                break
    final = st.stack[-1]
    final["won"] = won if won >= 0 else tied[0]


RUN: dict[str, Run] = {
    "game": run_game, "act": run_act, "mod": run_mod, "torpor": run_torpor, "infamy": run_infamy,
    "trigger": run_trigger, "ops": run_ops, "edicts": run_edicts, "kissing": run_kissing,
    "scheme_end": run_scheme_end, "final": run_final,
}
LEGAL: dict[str, Callable[[Any, Frame], list[Action]]] = {
    "clan": legal_clan, "turn": legal_turn, "sire": legal_sire, "order": legal_order,
    "leader": legal_leader, "boon_to": legal_boon_to, "boon_from": legal_boon_from,
    "target": legal_target, "next": legal_next, "sacrifice": legal_sacrifice,
    "redirect": legal_redirect, "kiss": legal_kiss, "invite": legal_invite, "answer": legal_answer,
    "reserve": legal_reserve, "remove": legal_remove, "take": legal_take, "deckpick": legal_deckpick,
    "embrace": legal_embrace, "modbg": legal_modbg, "modattr": legal_modattr, "enemy": legal_enemy,
    "usurp_who": legal_usurp_who, "usurp_with": legal_usurp_with, "craft_pick": legal_craft_pick,
    "craft_onto": legal_craft_onto, "edict": legal_edict, "market_pay": legal_market_pay,
    "primogen": legal_primogen,
    **battle.LEGAL,
}
APPLY: dict[str, Callable[[Any, Frame, Action, list[Event]], None]] = {
    "clan": apply_clan, "turn": apply_turn, "sire": apply_sire, "order": apply_order,
    "leader": apply_leader, "boon_to": apply_boon_to, "boon_from": apply_boon_from,
    "target": apply_target, "next": apply_next, "sacrifice": apply_sacrifice,
    "redirect": apply_redirect, "kiss": apply_kiss, "invite": apply_invite, "answer": apply_answer,
    "reserve": apply_reserve, "remove": apply_remove, "take": apply_take, "deckpick": apply_deckpick,
    "embrace": apply_embrace, "modbg": apply_modbg, "modattr": apply_modattr, "enemy": apply_enemy,
    "usurp_who": apply_usurp_who, "usurp_with": apply_usurp_with, "craft_pick": apply_craft_pick,
    "craft_onto": apply_craft_onto, "edict": apply_edict, "market_pay": apply_market_pay,
    "primogen": apply_primogen,
    **battle.APPLY,
}
assert set(LEGAL) == set(APPLY) and not set(LEGAL) & set(RUN)
_ = (FACTIONS, KIND, SCHEME_BG)
