"""Setup (the rulebook's "Setup"): the battlegrounds and missions, the character deck and queue,
the first player, what a chronicle passes into a chapter, and each seat's clan and clan leader
(the ``clan`` decision, or clans dealt at random)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.events import Event
from game.core.pending import pop, push
from game.core.seats import seat_ref

from . import battlegrounds
from .actions import CHOOSE_CLAN, ChooseClan
from .characters import (
    CLAN_SCHEMES,
    LOC_DECK,
    LOC_HAVEN,
    LOC_LINE,
    LOC_OUT,
    LOC_QUEUE,
    clockwise,
    rng_of,
    say,
    take_from_queue,
    unlocked,
)
from .frames import ClanChoice
from .tables import ASSETS, BG, BG_IDS, CLAN, FAMILY, TEMP, C

if TYPE_CHECKING:
    from .state import BloodlinesState

THIN = "thin"          # a thin-blood sticker: the character belongs to no clan
# an obligation's effect, carried out when its seat has set up its bloodline: "kind" or "kind:N"
OBLIGATIONS = ("lose_power", "lose_boon", "exhaust_leader", "discard_scheme", "morality")


def setup(state: BloodlinesState) -> None:
    options, n, rng = state.options, state.players, rng_of(state)
    known = unlocked(state)
    state.rounds = C.rounds[n]
    choice = options.get("battlegrounds", "first")
    if choice == "first":
        chosen = list(C.first_chapter())
    elif choice == "random":
        pool = list(BG_IDS)
        rng.shuffle(pool)
        chosen = [b for b in BG_IDS if b in pool[:3]]
    else:
        chosen = [b.strip() for b in str(choice).split(",")]
        if len(chosen) != 3 or len(set(chosen)) != 3 or any(b not in BG for b in chosen):
            raise ValueError(f"battlegrounds must name three different battlegrounds, not {choice!r}")
    state.battlegrounds = chosen
    dealt = int(options.get("missions", C.missions_default))
    missions = [m.index for m in C.missions if not m.locked or m.id in known]
    rng.shuffle(missions)
    state.missions = missions[:dealt]
    if options.get("chapter_missions"):           # a chronicle chapter: its missions' fronts, in order
        by_id = {m.id: m.index for m in C.missions}
        state.missions = [by_id[m] for m in options["chapter_missions"]]
    state.claimed = [-1] * len(state.missions)
    deck = [c.index for c in _DEALT if not c.locked or c.id in known]
    rng.shuffle(deck)
    for c in deck:
        state.location[c] = LOC_DECK
    state.deck = deck
    state.queue = []
    for _ in range(C.queue_size):
        if deck:
            c = deck.pop()
            state.location[c] = LOC_QUEUE
            state.queue.insert(0, c)
    state.first = rng.below(n)
    if int(options.get("first", -1)) >= 0:        # a chronicle: the last chapter's vanquished
        state.first = int(options["first"]) % n
    _chronicle_setup(state)
    for battleground in chosen:
        battlegrounds.SETUP[FAMILY[battleground]](state, BG[battleground].table)
    if options.get("clans", "choose") == "random":
        leaders = clan_leaders(state, set())
        rng.shuffle(leaders)
        taken: set[str] = set()
        for seat in clockwise(state, state.first):
            pick = next(lead for lead in leaders if CLAN[lead] not in taken)
            taken.add(CLAN[pick])
            take_clan(state, seat, pick)
            carry_out_obligations(state, seat)
    else:
        order = [int(seat) for seat in options.get("clan_order", ())] or clockwise(state, state.first)
        for seat in reversed(order):
            push(state.stack, ClanChoice(seat))


def _chronicle_setup(state: BloodlinesState) -> None:
    """What a chronicle passes in (issue 15): `havens` (one character id or "" per seat: a retained
    vampire that seat may recruit once instead of from the queue), `absent_havens` (the retainers
    of players sitting the chapter out: never dealt, edition 2) and `elevated` (character id ->
    ids of the characters whose abilities it carries as an ancilla)."""
    options = state.options
    havens = options.get("havens", ())
    kept = [(seat, C.character_by_id[cid].index)
            for seat, cid in enumerate(havens if isinstance(havens, list | tuple) else ())
            if cid and seat < state.players]
    away = options.get("absent_havens", ()) if state.rules_edition >= 2 else ()
    aside = [(-1, C.character_by_id[cid].index) for cid in (away if isinstance(away, list | tuple) else ()) if cid]
    for _seat, c in kept + aside:          # never dealt: out of the deck, and out of the queue
        if c in state.deck:
            state.deck.remove(c)
    for _seat, c in kept + aside:
        if c in state.queue:
            take_from_queue(state, c)
    for _seat, c in aside:                 # a haven of a player sitting this chapter out (issue 39)
        state.location[c] = LOC_OUT
    for seat, c in kept:
        state.location[c] = LOC_HAVEN
        state.owner[c] = seat
        state.haven[seat] = c
    elevated = options.get("elevated", {})
    for cid, sources in (elevated.items() if isinstance(elevated, dict) else ()):
        state.elevations[C.character_by_id[cid].index] = [C.character_by_id[s].index for s in sources]
    stickers = options.get("stickers", {})
    for cid, clan in (stickers.items() if isinstance(stickers, dict) else ()):
        state.character_clan[C.character_by_id[cid].index] = "" if clan == THIN else clan
    assets = options.get("assets", ())
    for seat, held in enumerate(assets if isinstance(assets, list | tuple) else ()):
        if seat < state.players:
            state.assets[seat] = [a for a in held if a in ASSETS]


def carry_out_obligations(state: BloodlinesState, seat: int, events: list[Event] | None = None) -> None:
    """A chronicle: the seat's obligations, each carried out once its bloodline is set up."""
    every = state.options.get("obligations", ())
    if not isinstance(every, list | tuple) or seat >= len(every):
        return
    lead = state.leader[seat]
    for code in every[seat]:
        kind, _, n = str(code).partition(":")
        amount = int(n) if n else 1
        if kind == "lose_power":
            state.power[lead] = max(0, state.power[lead] - amount)
        elif kind == "lose_boon":
            state.boons[lead] = max(0, state.boons[lead] - amount)
        elif kind == "exhaust_leader":
            state.exhausted[lead] = True
        elif kind == "discard_scheme":
            for _ in range(min(amount, len(state.hand[seat]))):
                scheme = state.hand[seat].pop(rng_of(state).below(len(state.hand[seat])))
                state.scheme_discard[seat].append(scheme)
        elif kind == "morality":
            short = _morality_obligation(state, seat, amount)
            if state.rules_edition >= 2:   # spaces the printed track has not: 1 power each (issue 39)
                state.power[lead] = max(0, state.power[lead] - short)
        if events is not None:
            say(events, "obligation", f"{seat_ref(seat)} carries out an obligation", seat, code=str(code))


def _morality_obligation(state: BloodlinesState, seat: int, amount: int) -> int:
    """The seat's morality token `amount` spaces worse (the beast's down, the tide's up), stopped
    by its printed track; how many of those spaces it could not go (all of them with no such
    track)."""
    moved = 0
    for battleground in state.battlegrounds:
        table = BG[battleground].table
        if FAMILY[battleground] == "beast":
            went = state.morality_space[seat] - max(table["low"], state.morality_space[seat] - amount)
            state.morality_space[seat] -= went
        elif FAMILY[battleground] == "humanity":
            went = min(table["high"], state.progress_space[seat] + amount) - state.progress_space[seat]
            state.progress_space[seat] += went
        else:
            continue
        moved = max(moved, went)
    return amount - moved


_DEALT = tuple(c for c in C.characters if c.kind != "leader" and not c.haven)
"""The characters a game's deck may hold, in the content's order (less the locked ones)."""
_LEADERS = tuple(c for c in C.characters if c.kind == "leader")
"""The clan leaders, in the content's order (read once, not from every character at each choice)."""


def clan_leaders(state: BloodlinesState, taken: set[str]) -> list[int]:
    known = unlocked(state)
    clans = {c.id for c in C.clans if (not c.locked or c.id in known)} - taken
    return [c.index for c in _LEADERS if c.clan in clans and (not c.locked or c.id in known)]


def take_clan(state: BloodlinesState, seat: int, lead: int) -> None:
    clan = CLAN[lead]
    state.clan[seat] = clan
    state.leader[seat] = lead
    state.location[lead] = LOC_LINE
    state.owner[lead] = seat
    state.line[seat] = [lead]
    state.power[lead] = C.start_power
    state.boons[lead] = C.start_boons
    start = [C.scheme_by_id[s].index for s in C.characters[lead].schemes]
    state.hand[seat] = start
    known = unlocked(state)
    rest = [s for s, locked, name in CLAN_SCHEMES.get(clan, ())
            if s not in start and (not locked or name in known)]
    rng_of(state).shuffle(rest)
    state.scheme_deck[seat] = rest
    for battleground in state.battlegrounds:
        family = FAMILY[battleground]
        if family == "beast":
            state.morality_space[seat] = BG[battleground].table["start"]
            state.morality_face[seat] = TEMP[lead]
        elif family == "humanity":
            state.progress_space[seat] = BG[battleground].table["start"]
            state.progress_face[seat] = TEMP[lead]


# ---- the clan choice (a decision) ----------------------------------------------------------

def clan_legal(state: BloodlinesState, frame: ClanChoice) -> list[Action]:
    taken = {c for c in state.clan if c}
    leaders = clan_leaders(state, taken)
    out: list[Action] = [CHOOSE_CLAN[lead] for lead in leaders]
    own = state.options.get("leaders", ())          # a chronicle: leaders kept in this seat's haven
    seat = frame.seat
    if isinstance(own, list | tuple) and seat < len(own):
        have = set(leaders)
        for cid in own[seat]:
            lead = C.character_by_id[cid].index
            if CLAN[lead] not in taken and lead not in have:
                out.append(CHOOSE_CLAN[lead])
    return out


def clan_apply(state: BloodlinesState, frame: ClanChoice, action: Action, events: list[Event]) -> None:
    assert isinstance(action, ChooseClan)
    pop(state.stack)
    seat = frame.seat
    take_clan(state, seat, action.leader)
    say(events, "clan", f"{seat_ref(seat)} plays {C.clan_by_id[CLAN[action.leader]].name}", seat)
    carry_out_obligations(state, seat, events)
