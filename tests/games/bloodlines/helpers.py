"""Positions for the Bloodlines rule tests: a game with chosen clans, characters picked by their
attributes from the content, vampires placed directly into a bloodline."""

from __future__ import annotations

from typing import Any

from game.core import Rng
from game.games.bloodlines import INFO, engine
from game.games.bloodlines.actions import ChooseClan
from game.games.bloodlines.content import load
from game.games.bloodlines.flow import FLOW
from game.games.bloodlines.state import BloodlinesState

C = load()
CHAR = {c.id: c.index for c in C.characters}
SCHEME = {s.id: s.index for s in C.schemes}


def new_game(clans: tuple[str, ...] = ("ember", "wild", "umbral"), *, bgs: str = "first",
             seed: int = 1, missions: int = 0, edition: int | None = None) -> BloodlinesState:
    """A game at the first turn, seat i playing clans[i] (their `<clan>_leader`), under the
    current rules edition or the one named (1: a game begun before issue 39's review)."""
    options: dict[str, Any] = {"battlegrounds": bgs, "missions": missions}
    if edition is not None:
        options["rules_edition"] = edition
    st = INFO.new_game(players=len(clans), seed=seed, options=options)
    while st.step == "clan":
        seat = st.current_player
        st.apply(ChooseClan(CHAR[f"{clans[seat]}_leader"]))
    assert isinstance(st, BloodlinesState)
    # seat 0 holds the first-player marker and takes the first turn (positions read simpler)
    st.first, st.turn, st.turn_position = 0, 0, 0
    st.order = list(range(len(clans)))
    st.stack[-1].seat = 0
    st._touched()
    return st


def free(st: BloodlinesState, *, kind: str = "basic", ancilla: bool | None = None,
         not_clan: str | None = None, **attrs: str) -> int:
    """A character not yet in any bloodline showing these attributes (cls=, temperament=,
    geography=, archetype=, clan=)."""
    used = {v for line in st.line for v in line}
    for c in C.characters:
        if c.kind == "leader" or c.index in used or st.location[c.index] == engine.LOC_GRAFT:
            continue
        if kind == "basic" and c.kind != "basic" and ancilla is None:
            continue
        if ancilla is not None and bool(c.abilities) != ancilla:
            continue
        if not_clan is not None and c.clan == not_clan:
            continue
        if all(getattr(c, "cls" if k == "cls" else k) == v for k, v in attrs.items()):
            return c.index
    raise LookupError(f"no free character with {attrs}")


def lift(st: BloodlinesState, c: int) -> None:
    """Take character c out of wherever it is (deck, queue, discard) without refilling."""
    for pile in (st.deck, st.queue, st.character_discard):
        if c in pile:
            pile.remove(c)
    st.reserved[c] = -1


def put(st: BloodlinesState, seat: int, c: int, sire: int | None = None, **tokens: Any) -> int:
    """Place c in seat's bloodline beneath `sire` (default: the clan leader), with tokens."""
    lift(st, c)
    sire = st.leader[seat] if sire is None else sire
    st.location[c] = engine.LOC_LINE
    st.owner[c] = seat
    st.sire[c] = sire
    st.childer[sire].append(c)
    st.line[seat].append(c)
    for key, value in tokens.items():
        getattr(st, key)[c] = value
    st._touched()
    return c


def to_queue(st: BloodlinesState, c: int, slot: int) -> None:
    """Put c into the queue at `slot` (0 = the left-most), the queue keeping five."""
    lift(st, c)
    st.queue.insert(slot, c)
    st.location[c] = engine.LOC_QUEUE
    while len(st.queue) > C.queue_size:
        out = st.queue.pop()
        st.location[out] = engine.LOC_DECK
        st.deck.append(out)
    st._touched()


def clear_line(st: BloodlinesState, seat: int) -> None:
    """Every token off seat's clan leader (a clean position to count from)."""
    lead = st.leader[seat]
    st.power[lead] = st.boons[lead] = st.infamy[lead] = 0


def resolve(st: BloodlinesState) -> list:
    """Run the engine until a decision is waiting (after frames were pushed by hand)."""
    events: list = []
    st._legal_cache = None
    FLOW.settle(st, events)     # (the game's end is a phase change of the flow)
    return events


def play_scheme(st: BloodlinesState, seat: int, scheme_id: str, leader: int | None = None) -> list:
    """Carry out a scheme led by `leader` (default: the clan leader), as if its requirements were
    met: the coterie is formed and the leader exhausted."""
    lead = st.leader[seat] if leader is None else leader
    events: list = []
    engine.start_scheme(st, seat, SCHEME[scheme_id], lead, events)
    events += resolve(st)
    return events


def kinds(st: BloodlinesState) -> set[str]:
    return {a.kind for a in st.legal_actions()}


def finish_randomly(st: BloodlinesState, seed: int = 0, limit: int = 100_000) -> None:
    rng = Rng(seed)
    for _ in range(limit):
        if st.is_over:
            return
        st.apply(rng.choice(st.legal_actions()))
