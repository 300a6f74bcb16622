"""Obligations (issue 39, item 1): "All players with obligations carry out the indicated effects
after setting up their bloodline", and every one of the eight must change the chapter's starting
state, in every era.  The morality token starts at the worst end of both printed tracks (the
beast's -3, the tide's 8), so "begins N spaces worse" is paid where the track ends: the clan
leader begins with 1 power less per space the token could not go (rules edition 2).  A chapter
begun under edition 1 keeps the old, clamped effect, so its saved game replays as before."""

from __future__ import annotations

from typing import Any

import pytest

from game.games.bloodlines import INFO
from game.games.bloodlines.chronicle.content import load
from game.games.bloodlines.engine import carry_out_obligations
from game.games.bloodlines.tables import BG_IDS, C

CH = load()
ERAS = [",".join(sorted(e.battlegrounds, key=BG_IDS.index)) for e in CH.eras]


def _started(bgs: str, codes: list[str], **extra: Any) -> Any:
    """A two-seat chapter on these battlegrounds, seat 0 holding these obligations, both clans chosen."""
    options = {"battlegrounds": bgs, "chronicle": True, "obligations": [codes, []],
               "clan_order": [0, 1], "first": 0, **extra}
    st = INFO.new_game(2, 7, options)
    while st.step == "clan":
        st.apply(st.legal_actions()[0])
    return st


def _fields(st: Any) -> dict[str, Any]:
    return {k: getattr(st, k) for k in st.FIELDS}


@pytest.mark.parametrize("bgs", ERAS, ids=[f"era{e.number}" for e in CH.eras])
def test_every_obligation_changes_the_chapters_starting_state(bgs: str) -> None:
    base = _fields(_started(bgs, []))
    assert base["step"] == "turn"
    for o in CH.obligations:
        st = _started(bgs, [o.effect])
        changed = sorted(k for k, v in _fields(st).items() if v != base[k])
        assert changed, f"{o.id} ({o.effect}) changes nothing in {bgs}"
        # only seat 0's own things: its leader's tokens, its schemes, its morality token
        lead = st.leader[0]
        assert st.power[lead] <= base["power"][lead] and st.boons[lead] <= base["boons"][lead]


@pytest.mark.parametrize("oid, spaces", [("the_hungers_due", 1), ("haunted", 2)])
def test_a_token_at_the_end_of_its_track_costs_the_leader_a_power_per_space(oid: str, spaces: int) -> None:
    code = CH.obligation(oid).effect
    for bgs in (ERAS[0], ERAS[-1]):          # the beast (starts at its bottom), the tide (at its top)
        base, st = _started(bgs, []), _started(bgs, [code])
        lead = st.leader[0]
        assert st.power[lead] == base.power[lead] - spaces == C.start_power - spaces
        assert (st.morality_space, st.progress_space) == (base.morality_space, base.progress_space)
        assert st.power[st.leader[1]] == base.power[base.leader[1]]


def test_a_token_with_room_goes_worse_and_costs_no_power() -> None:
    st = _started(ERAS[0], ["morality:2"])
    lead = st.leader[0]
    st.morality_space[0] = 0               # a token with room below it, the obligation carried out again
    power = st.power[lead]
    carry_out_obligations(st, 0)
    assert st.morality_space[0] == -2 and st.power[lead] == power


def test_a_chapter_begun_under_the_first_edition_keeps_the_clamped_effect() -> None:
    for bgs in (ERAS[0], ERAS[-1]):
        for oid in ("the_hungers_due", "haunted"):
            old = _started(bgs, [CH.obligation(oid).effect], rules_edition=1)
            assert old.rules_edition == 1
            assert _fields(old) == _fields(_started(bgs, [], rules_edition=1))
