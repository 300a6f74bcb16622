"""Session 30's fourth pass of Bloodlines' engine shortcuts against the plain definitions they stand
for (kept here as the references).  ``playable_schemes`` and ``leaders_for`` as a whole are checked
against their plain definitions in test_playable_schemes_plain.py and test_engine_shortcuts.py."""

from __future__ import annotations

from game.games.bloodlines.content import ARCHETYPES
from game.games.bloodlines.schemes import _EVERY_BIT, _LEADS_ANYWAY, _MOST, _PLAY, lacking
from game.games.bloodlines.tables import SCHEMES


def plain_leads_anyway(boons: int, shown: int) -> frozenset[int]:
    """The schemes (but Embrace Chaos) whose every required archetype a seat that may move `boons`
    boons, its rivals showing the archetypes `shown`, could borrow: read from the content."""
    out = set()
    for scheme in SCHEMES:
        if scheme.mechanic == "embrace_chaos":
            continue
        need = list(scheme.requires)
        if len(need) <= boons and all(shown >> ARCHETYPES.index(a) & 1 for a in need):
            out.add(scheme.index)
    return frozenset(out)


def test_the_schemes_led_anyway_are_the_plain_ones() -> None:
    assert _MOST == max(len(s.requires) for s in SCHEMES)
    for boons in range(_MOST + 3):
        for shown in range(_EVERY_BIT + 1):
            table = _LEADS_ANYWAY[min(boons, _MOST) * (_EVERY_BIT + 1) + shown]
            assert table == plain_leads_anyway(boons, shown), (boons, shown)
    assert len(_LEADS_ANYWAY) == (_MOST + 1) * (_EVERY_BIT + 1)
    # a coterie lacks no more than its scheme requires: what lets any free vampire lead these
    for scheme in SCHEMES:
        assert lacking(scheme.requires, []) == list(scheme.requires)
        assert _PLAY[scheme.index][4] == len(scheme.requires)
