"""The end of an era (rulebook, After the Era): one battleground leaves and the next takes its
place; the era's winner is who scored most era points over its three chapters, a tie broken by
the VP scored on the departing battleground in the third chapter, then by the primogen; the
dominating player chooses one of the scoring cards revealed."""

from __future__ import annotations

import copy

from game.games.bloodlines.chronicle.campaign import Campaign
from game.games.bloodlines.chronicle.content import load

from .helpers import ready, until_step

CH = load()


def test_the_era_end_swaps_the_departing_battleground_for_the_next() -> None:
    c = ready(players=3, seed=30)
    first = c.chapter_setup()["options"]["battlegrounds"].split(",")
    until_step(c, "era.scoring")
    c.choose(c.ai_choice())
    assert c.phase == "chapter" and c.chapter == 4
    now = c.chapter_setup()["options"]["battlegrounds"].split(",")
    era = CH.eras[0]
    assert era.removes in first and era.removes not in now
    assert era.adds in now and era.adds not in first
    assert set(now) == set(first) - {era.removes} | {era.adds}
    assert c.era_results[0].removed == era.removes and c.era_results[0].added == era.adds


def _at_era_end(ranking_by_chapter: list[list[int]], bg_points: list[int]) -> Campaign:
    """A 3-player campaign whose first era's three chapters ended in these rankings (players, best
    first), the third chapter's VP on the departing battleground being `bg_points` (per seat =
    player); the era's end is next."""
    c = ready(players=3, seed=31)
    until_step(c, "aftermath.retainer")
    d = copy.deepcopy(c.d)
    template = d["chapters"][0]
    d["chapters"] = []
    for n, ranking in enumerate(ranking_by_chapter, 1):
        r = copy.deepcopy(template)
        r.update(number=n, players=[0, 1, 2], ranking=ranking, victor=ranking[0], vanquished=ranking[-1])
        r["bg_points"] = {b: [0, 0, 0] for b in r["bg_points"]}
        d["chapters"].append(r)
    d["chapters"][-1]["bg_points"][CH.eras[0].removes] = list(bg_points)
    d["chapter"] = 3
    d["todo"] = [{"t": "aftermath.end"}]
    return Campaign.from_data(d)


def test_the_most_era_points_dominates() -> None:
    c = _at_era_end([[1, 0, 2], [1, 2, 0], [0, 1, 2]], [9, 0, 0])
    # era points 3/2/1 by place (3 players: 3, 2, 1 of the table): player 1 has 3+3+2
    assert c.era_results[0].points == [2 + 1 + 3, 3 + 3 + 2, 1 + 2 + 1]
    assert c.era_results[0].dominant == 1 and c.era_winners == {1: 1}
    assert c.decision.step == "era.scoring" and c.decision.seat == 1


TIED = [[0, 1, 2], [1, 2, 0], [0, 1, 2]]       # era points: 0 -> 3+1+3 = 7, 1 -> 2+3+2 = 7, 2 -> 4


def test_a_tie_goes_to_the_most_vp_on_the_departing_battleground_in_the_third_chapter() -> None:
    for winner_on_bg in (0, 1):
        vp = [0, 0, 9]                                     # player 2 is not tied: its VP do not count
        vp[winner_on_bg] = 5
        c = _at_era_end(TIED, vp)
        assert c.era_results[0].points == [7, 7, 4]
        assert c.era_results[0].dominant == winner_on_bg
        assert c.era_results[0].tiebreak


def test_a_tie_on_both_goes_to_the_primogen() -> None:
    c = _at_era_end(TIED, [4, 4, 0])
    dec = c.decision
    assert dec.step == "era.primogen" and dec.seat == 0
    c.choose(0)
    dec = c.decision
    assert dec.step == "era.primogen" and dec.seat == 1
    first = c.pending[0].declared[0]
    assert all(ch.key != first for ch in dec.choices)        # a different archetype
    c.choose(0)
    assert c.era_results[0].dominant in (0, 1)
    assert c.decision.step == "era.scoring" and c.decision.seat == c.era_results[0].dominant


def test_the_chronicle_points_line_counts_one_point_as_one() -> None:
    """Issue 43: the log said "1 chronicle points" at the chronicle's end."""
    from game.games.bloodlines.chronicle import era

    assert era.points_line("Corvin", 1) == "Corvin: 1 chronicle point"
    assert era.points_line("Corvin", 0) == "Corvin: 0 chronicle points"
    assert era.points_line("Mirela", 12) == "Mirela: 12 chronicle points"
