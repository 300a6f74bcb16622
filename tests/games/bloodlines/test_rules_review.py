"""Issue 39, Bloodlines' basic game (items 4-8 and the rules looked at again): each rule of the
rulebook's edition 2 in a position, and the same position under edition 1 (a game begun before
the review replays as it was played)."""

from __future__ import annotations

from game.core.actions import Pass
from game.games.bloodlines import engine
from game.games.bloodlines.actions import (
    Answer,
    Attribute,
    DeckPick,
    Invite,
    Order,
    QueuePick,
    Recruit,
    Target,
    Token,
)
from game.games.bloodlines.frames import Modification
from game.games.bloodlines.stack import frame_from_data
from game.games.bloodlines.tables import ARCH, ARCH_INDEX

from .helpers import C, free, new_game, play_scheme, put, resolve, to_queue

NOT_EMBER = {"not_clan": "ember"}


def _reserve(st, seat: int, c: int) -> None:
    """A reserve effect of `seat` (a scheme's or an ability's), placing the marker on c."""
    st.stack.append(frame_from_data({"k": "reserve", "p": seat}))
    resolve(st)
    st.apply(QueuePick(c))


# -- item 4: one clan marker, one reservation ------------------------------------------------------
def test_reserving_again_moves_the_clan_marker() -> None:
    st = new_game(("ember", "wild"))
    first, second = st.queue[1], st.queue[3]
    _reserve(st, 0, first)
    _reserve(st, 0, second)           # a second reserve effect in the same turn
    assert st.reserved[second] == 0
    assert st.reserved[first] == -1   # the marker left it: the rival may recruit it again
    assert [c for c in st.queue if st.reserved[c] == 0] == [second]


def test_a_rivals_marker_stays_when_another_seat_reserves() -> None:
    st = new_game(("ember", "wild"))
    mine, theirs = st.queue[1], st.queue[3]
    _reserve(st, 1, theirs)
    _reserve(st, 0, mine)
    assert st.reserved[theirs] == 1 and st.reserved[mine] == 0


def test_edition_1_kept_two_reservations() -> None:
    st = new_game(("ember", "wild"), edition=1)
    first, second = st.queue[1], st.queue[3]
    _reserve(st, 0, first)
    _reserve(st, 0, second)
    assert st.reserved[first] == 0 and st.reserved[second] == 0


# -- item 5: several removals, then one refresh ------------------------------------------------------
def _remove_two(st) -> tuple[int, int, set[int]]:
    st.stack.append(frame_from_data({"k": "remove", "p": 0, "left": 2, "up": False}))
    resolve(st)
    assert st.step == "remove"
    first = st.queue[2]
    st.apply(QueuePick(first))
    picks = {a.character for a in st.legal_actions()}
    second = st.queue[0]
    st.apply(QueuePick(second))
    return first, second, picks


def test_removing_several_characters_refreshes_the_queue_once_at_the_end() -> None:
    st = new_game(("ember", "wild"))
    drawn = st.deck[-2:]             # the next two cards of the deck
    before = list(st.queue)
    first, second, picks = _remove_two(st)
    assert not picks & set(drawn)    # the second pick was among the queue as it was, not a new card
    assert picks == set(before) - {first}
    assert len(st.queue) == 5 and set(drawn) <= set(st.queue)
    assert st.queue[2:] == [before[1], before[3], before[4]]   # the rest slid right
    assert first in st.character_discard and second in st.character_discard


def test_a_removal_up_to_refreshes_when_the_player_stops() -> None:
    st = new_game(("ember", "wild"))
    st.stack.append(frame_from_data({"k": "remove", "p": 0, "left": 3, "up": True}))
    resolve(st)
    gone = st.queue[4]
    st.apply(QueuePick(gone))
    assert -1 in st.queue                     # the space waits, empty, for the refresh
    st.apply(Pass())
    assert len(st.queue) == 5 and -1 not in st.queue and gone not in st.queue


def test_edition_1_refilled_after_each_removal() -> None:
    st = new_game(("ember", "wild"), edition=1)
    drawn = st.deck[-1]
    _first, _second, picks = _remove_two(st)
    assert drawn in picks


# -- item 6: the queue's costs belong to its spaces -----------------------------------------------------
def _short_queue(edition: int | None):
    """Seat 0 with 1 power; characters a and b at the two dear spaces; the deck empty; then the
    character in the middle space leaves: a and b slide right and nothing is drawn."""
    st = new_game(("ember", "wild"), edition=edition)
    a = free(st, **NOT_EMBER)
    to_queue(st, a, 0)
    b = next(c.index for c in C.characters if c.kind == "basic" and c.clan != "ember" and c.index != a)
    to_queue(st, b, 1)
    for c in st.deck:
        st.location[c] = engine.LOC_DISCARD
    st.character_discard.extend(st.deck)
    st.deck = []
    engine.take_from_queue(st, st.queue[2])
    st.power[st.leader[0]] = 1
    st._touched()
    return st, a, b


def test_with_the_deck_empty_a_character_costs_what_its_space_costs() -> None:
    st, a, b = _short_queue(None)
    assert st.queue[:2] == [a, b] and len(st.queue) == 4     # the left-most space is empty
    assert engine.cost(st, 0, 0, a) == C.queue_costs[1]       # a sits in the second space
    assert engine.cost(st, 0, 1, b) == 0                      # b in the third, a free one
    assert Recruit(a) in st.legal_actions()                   # 1 power is enough
    st.apply(Recruit(a))
    assert st.power[st.leader[0]] == 0 and a in st.line[0]


def test_edition_1_read_the_cost_from_the_place_in_the_list() -> None:
    st, a, b = _short_queue(1)
    assert engine.cost(st, 0, 0, a) == C.queue_costs[0]
    assert Recruit(a) not in st.legal_actions() and Recruit(b) in st.legal_actions()


# -- item 7: usurp may replace the clan leader ----------------------------------------------------
def test_usurp_may_replace_the_clan_leader_who_becomes_the_new_leader() -> None:
    st = new_game(("circle", "ember"))
    lead = st.leader[0]
    kid = put(st, 0, free(st))
    power, boons = st.power[lead], st.boons[lead]
    play_scheme(st, 0, "circle_rite")
    assert st.step == "usurp_who" and Target(lead) in st.legal_actions()
    st.apply(Target(lead))
    new = st.queue[1]
    st.apply(QueuePick(new))
    assert st.leader[0] == new and st.line[0][0] == new and st.sire[new] == -1
    assert st.childer[new] == [kid] and st.sire[kid] == new
    assert (st.power[new], st.boons[new]) == (power, boons) and lead in st.character_discard
    assert st.clan[0] == "circle" and engine.chosen_leader(st, 0) == lead   # the card chosen at setup
    engine.infamy(st, 1, new, 1)                     # a clan leader passes its infamy down
    resolve(st)
    assert st.infamy[new] == 0 and st.infamy[kid] == 1


def test_usurp_with_the_leader_alone_replaces_it() -> None:
    st = new_game(("circle", "ember"))
    lead = st.leader[0]
    play_scheme(st, 0, "circle_rite")
    assert st.step == "usurp_with"                   # the leader is the only vampire to replace
    new = st.queue[4]
    st.apply(QueuePick(new))
    assert st.line[0] == [new] and st.leader[0] == new and lead in st.character_discard


def test_edition_1_never_offered_the_leader() -> None:
    st = new_game(("circle", "ember"), edition=1)
    lead = st.leader[0]
    put(st, 0, free(st))
    play_scheme(st, 0, "circle_rite")
    assert st.step == "usurp_with" and st.leader[0] == lead   # the lone other vampire, chosen at once


# -- item 8: the war of the sects' scholarly move -------------------------------------------------
def _full_war(edition: int | None):
    """The north holds tokens; the other three regions are full; a scholarly northern vampire."""
    st = new_game(("ember", "wild", "umbral"), bgs="ladder,courts,long_war", edition=edition)
    spaces = C.battleground_by_id["long_war"].table["spaces"]
    for i in range(spaces, 4 * spaces):
        if st.sect_spaces[i] < 0:
            st.sect_spaces[i] = st.sect_supply.pop()
    v = put(st, 0, free(st, archetype="scholarly", geography="north"))
    st.stack.append(Modification(0, v, "long_war"))
    resolve(st)
    return st, spaces


def test_a_scholarly_move_into_a_full_region_returns_the_token_to_the_supply() -> None:
    st, spaces = _full_war(None)
    assert st.step == "sab_token"
    x = next(t for t in st.sect_spaces[:spaces] if t >= 0)
    st.sect_face_up[x] = True                                  # even a token turned face up
    st.apply(Token(x))
    assert st.step == "sab_region"
    assert set(st.legal_actions()) == {Attribute("east"), Attribute("south"), Attribute("west")}
    east = list(st.sect_spaces[spaces:2 * spaces])
    st.apply(Attribute("east"))
    assert x not in st.sect_spaces and x in st.sect_supply and not st.sect_face_up[x]
    assert st.sect_spaces[spaces:2 * spaces] == east       # the full region is untouched


def test_edition_1_offered_no_scholarly_move_without_room() -> None:
    st, _spaces = _full_war(1)
    assert st.step == "turn"


# -- looked at again: the bottom of a morality track -----------------------------------------------
def _bottom(edition: int | None, bg: str):
    st = new_game(("ember", "wild"), bgs=f"ladder,courts,{bg}", edition=edition)
    t = C.battleground_by_id[bg].table
    beast = bg == "hunger"
    face = st.morality_face[0] if beast else st.progress_face[0]
    if beast:
        st.morality_space[0] = t["low"]
    else:
        st.progress_space[0] = t["low"]
    other = "feral" if face == "composed" else "composed"
    v = put(st, 0, free(st, temperament=other if beast else face))   # the result that moves down
    hand = len(st.hand[0])
    st.stack.append(Modification(0, v, bg))
    resolve(st)
    pos, now = (st.morality_space[0], st.morality_face[0]) if beast else (st.progress_space[0], st.progress_face[0])
    return pos == t["low"], now == face, len(st.hand[0]) - hand


def test_nothing_happens_at_the_bottom_of_the_beast_track() -> None:
    assert _bottom(None, "hunger") == (True, True, 0)     # no flip, no draw


def test_nothing_happens_at_the_bottom_of_the_tide() -> None:
    assert _bottom(None, "changing") == (True, True, 0)   # no draw


def test_edition_1_flipped_and_drew_at_the_bottom() -> None:
    assert _bottom(1, "hunger") == (True, False, 1)
    assert _bottom(1, "changing") == (True, True, 1)


# -- looked at again: a guest of the gala recruits nothing --------------------------------------------
def _gala(edition: int | None):
    st = new_game(("muses", "ember"), edition=edition)
    guest = st.leader[1]
    line = len(st.line[1])
    play_scheme(st, 0, "muses_gala")
    st.apply(Invite(1, True))                       # the guest's effect first
    st.apply(Answer(guest))
    return st, line


def test_a_guest_of_the_gala_recruits_no_extra_character() -> None:
    st, line = _gala(None)
    assert st.current_player == 0 and st.step == "deckpick"    # the host's recruit of the turn
    st.apply(st.legal_actions()[0])
    while st.step not in ("turn",) and st.current_player == 0:
        st.apply(st.legal_actions()[0])
    assert len(st.line[1]) == line and len(st.line[0]) == 2


def test_edition_1_let_the_guest_recruit() -> None:
    st, _line = _gala(1)
    assert st.current_player == 1 and st.step == "deckpick"
    assert all(type(a) is DeckPick for a in st.legal_actions())


# -- looked at again: a vampire falling in its own activation modifies every battleground --------------
def _trial(edition: int | None, bgs: str = "ladder,courts,witch_hunt"):
    st = new_game(("ember", "wild"), bgs=bgs, edition=edition)
    v = put(st, 0, free(st, cls="high", geography="north", **NOT_EMBER), infamy=5)
    col = ARCH_INDEX[ARCH[v]]
    st.bench_taken = [True] * 4
    st.bench_taken[col] = False                          # its column completes the bench: a trial
    engine.activate(st, 0, v)
    resolve(st)
    assert st.step == "order"
    st.apply(Order("witch_hunt"))
    return st, v


def test_a_vampire_sent_to_torpor_by_its_own_trial_still_modifies_the_rest() -> None:
    st, v = _trial(None)
    assert st.in_torpor[v]
    assert st.ladder == 1                               # the ladder moved for the high vampire


def test_the_revolts_ankh_for_a_vampire_in_torpor_burns() -> None:
    st, v = _trial(None, "ladder,witch_hunt,burning")
    ankhs = C.battleground_by_id["burning"].table["ankhs"]
    assert st.in_torpor[v] and st.city_ankhs[v] == []
    assert st.city[0] == ankhs - 1 and st.fire == 1    # the north's ankh went to the fire


def test_edition_1_stopped_the_activation_at_torpor() -> None:
    st, v = _trial(1)
    assert st.in_torpor[v] and st.ladder == 0


# -- looked at again: lay claim never loses a title ---------------------------------------------------
def _claim(edition: int | None):
    st = new_game(("ember", "wild"), bgs="ladder,courts,night_court", edition=edition)
    holder = put(st, 1, free(st), title=0)
    placer = put(st, 0, free(st), title=1)          # already titled: it cannot gain another
    engine.torpor(st, 0, placer, holder)
    resolve(st)
    return st, holder, placer


def test_a_title_nobody_can_claim_stays_with_the_vampire_in_torpor() -> None:
    st, holder, placer = _claim(None)
    assert st.in_torpor[holder] and st.title[holder] == 0 and st.title[placer] == 1
    st.in_torpor[holder] = False                          # a rejuvenation brings the title back
    assert 0 in {st.title[v] for v in st.line[1] if not st.in_torpor[v]}


def test_edition_1_lost_the_title_to_the_game() -> None:
    st, holder, placer = _claim(1)
    assert st.in_torpor[holder] and st.title[holder] == -1 and st.title[placer] == 1
