"""A whole chronicle, all seats AI (Random chapters, the AI policy deciding every prologue,
aftermath and era decision): 21 chapters to the chronicle's end, with invariants after every
chapter — every card of the chronicle deck in exactly one place, the deck revealed from the
front in its one order (never reordered), a retained vampire in one haven at most, and the file
carrying it all."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.games.bloodlines import engine
from game.games.bloodlines.chronicle.campaign import Campaign
from game.games.bloodlines.chronicle.content import deck, load
from game.games.bloodlines.chronicle.play import play_chronicle
from game.games.bloodlines.content import load as load_basic
from game.saves.campaign_file import load_campaign, save_campaign

from .helpers import new

B = load_basic()


def _invariants(c: Campaign, revealed: list[str]) -> None:
    cards = c.deck()
    assert [x.id for x in cards] == [x.id for x in deck(load())]          # never reordered
    pos = c.d["pos"]
    assert revealed == [x.id for x in cards[:pos]]                         # revealed from the front, in order
    places = c.d["places"]
    assert set(places) == {x.id for x in cards[:pos]}                      # each revealed card has one place
    assert all(isinstance(v, str) and v for v in places.values())
    retainers = [p.retainer for p in c.players if p.retainer]
    assert len(retainers) == len(set(retainers))
    for p, pl in enumerate(c.players):
        for lead in pl.leaders:
            assert places[f"leader:{lead}"] == f"haven:{p}"
        assert 0 <= len(pl.assets) and all(0 <= n <= c.chronicle.max_dots for n in pl.dots.values())
    for cid, stickers in c.d["elevated"].items():
        assert len(B.character_by_id[cid].abilities) + len(stickers) <= c.chronicle.max_abilities


@pytest.mark.parametrize("players", [2, 4])
def test_an_all_ai_chronicle_plays_its_21_chapters_to_the_end(players: int, tmp_path: Path) -> None:
    c = new(players=players, seed=50 + players, level="easy")
    revealed: list[str] = []

    def after_chapter(camp: Campaign, state) -> None:
        revealed.extend(x.id for x in camp.take_revealed())
        _invariants(camp, revealed)
        # the chapter's game: every character in one place, the retained ones out of the deck
        for seat, v in enumerate(state.haven):
            if v >= 0:
                assert state.location[v] == engine.LOC_HAVEN and v not in state.deck and v not in state.queue
        where = Counter()
        for name in ("deck", "queue", "character_discard"):
            where.update(getattr(state, name))
        for line in state.line:
            where.update(line)
        assert all(n == 1 for n in where.values())

    play_chronicle(c, "random", on_chapter=after_chapter)
    revealed.extend(x.id for x in c.take_revealed())
    assert c.phase == "over" and len(c.chapters) == 21 and len(c.era_results) == 7
    _invariants(c, revealed)
    assert c.d["pos"] == len(c.deck())                                     # every card revealed
    winner = c.d["final"]["winner"]
    assert c.d["places"]["final"] == f"player:{winner}"
    totals = [c.chronicle_points(p)["total"] for p in range(players)]
    assert totals[winner] == max(totals) and c.d["final"]["points"] == totals
    assert all(e.dominant >= 0 and e.card for e in c.era_results)
    played = Counter(b for r in c.chapters for b in r.bg_points)
    assert set(played) == {b.id for b in B.battlegrounds}                  # all nine battlegrounds came
    path = save_campaign(c, tmp_path / "done.toml")
    assert load_campaign(path).to_data() == c.to_data()


def test_the_chronicle_bench_plays_it_whole_and_times_the_file(tmp_path: Path) -> None:
    from game.cli.bench_chronicle import bench
    numbers = bench("random", players=2, seed=3, folder=tmp_path)
    assert len(numbers["chapters"]) == 21 and numbers["bytes"] == (tmp_path / "bench-campaign.toml").stat().st_size
    assert numbers["seconds"] >= sum(numbers["chapters"]) and numbers["save"] > 0 and numbers["load"] > 0
