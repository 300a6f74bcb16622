"""The rulebook's chronicle scoring example as a position: 3 chronicle points from Resources,
2 from Abilities, 14 from Psyche, 1 from Allegiance, 4 from Discipline Mastery, 6 from titles:
30 in all.  Each trait scores its dots times its value on the chronicle scoresheet (1-3),
allegiance its dots times -1..+1, discipline mastery 1 a dot, each title 1."""

from __future__ import annotations

from game.games.bloodlines.chronicle.campaign import chronicle_points
from game.games.bloodlines.chronicle.content import load

from .helpers import ready, until_step

CH = load()


def _position() -> tuple[dict, dict]:
    sheet = {t.id: CH.trait_value[0] for t in CH.traits} | {a.id: 0 for a in CH.allegiances}
    sheet.update(coin=3, resolve=3, cunning=2, conclave=1, crusade=-1)
    player = {
        "dots": {"coin": 1,                      # Resources: 1 dot x 3
                 "letters": 2,                   # Abilities: 2 dots x 1
                 "resolve": 4, "cunning": 1,     # Psyche: 4 x 3 + 1 x 2
                 "conclave": 1,                  # Allegiance: 1 x +1
                 "swiftness": 2, "sight": 1, "shroud": 1},   # Discipline Mastery: 4 dots
        "titles": ["the Unforgiving", "Lord of the Plague Pits", "Breaker of Banners", "The Unburned",
                   "The Red Banner", "Who Outlived the Century"],
    }
    return sheet, player


def test_the_rulebook_example_scores_30_chronicle_points() -> None:
    sheet, player = _position()
    points = chronicle_points(CH, sheet, player)
    assert (points["resources"], points["abilities"], points["psyche"], points["allegiance"],
            points["disciplines"], points["titles"]) == (3, 2, 14, 1, 4, 6)
    assert points["total"] == 30


def test_a_negative_allegiance_costs_points() -> None:
    sheet, player = _position()
    player["dots"]["crusade"] = 2
    assert chronicle_points(CH, sheet, player)["total"] == 30 - 2


def test_a_scoring_card_changes_every_players_trait_values_within_bounds() -> None:
    """The dominating player's chosen card adds its dots to the shared scoresheet: a trait's value
    never leaves 1-3, an allegiance's never leaves -1..+1."""
    c = ready(players=2, seed=2)
    until_step(c, "era.scoring")
    before = dict(c.scoresheet)
    dec = c.decision
    pick = 0
    card = CH.scoring_card(dec.choices[pick].key)
    c.choose(pick)
    for entry, n in card.dots:
        lo, hi = CH.allegiance_value if entry in {a.id for a in CH.allegiances} else CH.trait_value
        assert c.scoresheet[entry] == max(lo, min(hi, before[entry] + n))
    untouched = set(before) - {e for e, _ in card.dots}
    assert all(c.scoresheet[e] == before[e] for e in untouched)
    assert c.era_results[0].card == card.id
