"""Issue 39, Methuselah item 15: a vampire in torpor is wounded, so aggravated damage it cannot
prevent burns it (the frame: "aggravated damage cannot be mended and can burn a wounded vampire").
Rules edition 2; a game begun under edition 1 keeps the vampire in torpor.

Aggravated damage reaches a vampire in torpor in combat only (no card does damage outside it), and
a vampire in torpor is in combat when its action to leave torpor is blocked."""

from __future__ import annotations

from game.games.methuselah.actions import Act, Block, Pick, Play, Strike
from game.games.methuselah.board import find

from .helpers import C, bare, card, equip, give, kinds, pass_until, play, put, start, vamp


def _leaving_blocked(edition: int = 2, blocker: str = "cobb", gear: tuple[str, ...] = ("ember_blade",),
                     sleeper_gear: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    """Seat 0's Isolde (3 blood) is in torpor and tries to leave it (stealth 1); seat 1's vampire with
    a lantern (intercept 1) blocks, and the two come to choose their strikes, Isolde first."""
    state = bare(3, seed=39, rules_edition=edition)
    a = put(state, 0, "isolde", blood=3)
    find(state, a).torpor = True
    b = put(state, 1, blocker)
    for key in ("watch_lantern", *gear):
        equip(state, b, key)
    for key in sleeper_gear:
        equip(state, a, key)
    state._touched()
    start(state, 0, "minion")
    play(state, Pick(a))
    play(state, Act("leave"))
    assert state.step == "block" and state.actor == 1
    events = play(state, Block(b))     # intercept 1 reaches stealth 1; seat 0 has no stealth to add
    assert "blocked" in kinds(events) and "combat" in kinds(events)
    pass_until(state, lambda s: s.step == "strike")
    assert state.actor == 0
    return state, a, b


def _burned(state, uid: int, events: list) -> bool:  # type: ignore[no-untyped-def]
    return find(state, uid) is None and vamp("isolde") in state.ash_crypt[0] and "burn" in kinds(events)


def test_an_aggravated_weapon_burns_a_vampire_in_torpor() -> None:
    state, a, _b = _leaving_blocked()
    play(state, Strike("none"))
    events = play(state, Strike("gear", card("ember_blade")))   # 1 aggravated; nothing prevents it
    assert _burned(state, a, events)
    assert state.c_a == -1                                     # the combat is over


def test_an_aggravated_strike_card_burns_a_vampire_in_torpor() -> None:
    state, a, b = _leaving_blocked(blocker="zilla", gear=())  # fang basic: Tearing Bite, 1 aggravated
    give(state, 1, "tearing_bite")
    play(state, Strike("none"))
    events = play(state, Play(card("tearing_bite"), b))
    assert _burned(state, a, events)


def test_the_strike_landing_with_the_one_that_burns_still_lands() -> None:
    """The same damage step: strikes chosen together land together, so Isolde's hand strike hurts the
    blocker although the blocker's aggravated strike burns her in that step."""
    state, a, b = _leaving_blocked()
    play(state, Strike("hand"))
    events = play(state, Strike("gear", card("ember_blade")))
    assert _burned(state, a, events)
    assert find(state, b).blood == C.vampires[vamp("cobb")].capacity - 1   # 1 damage, mended


def test_prevented_aggravated_damage_does_not_burn_a_vampire_in_torpor() -> None:
    state, a, _b = _leaving_blocked(sleeper_gear=("mail_coat",))   # prevents 1, aggravated first
    play(state, Strike("none"))
    events = play(state, Strike("gear", card("ember_blade")))
    ma = find(state, a)
    assert ma is not None and ma.torpor is True and ma.blood == 3 and "burn" not in kinds(events)


def test_normal_damage_to_a_vampire_in_torpor_is_mended_and_leaves_it_in_torpor() -> None:
    state, a, _b = _leaving_blocked(blocker="zilla", gear=())
    give(state, 1, "hounding_fury")                            # a press, so the press window stops
    play(state, Strike("none"))
    play(state, Strike("hand"))                                # 1 normal damage
    ma = find(state, a)
    assert ma is not None and ma.torpor is True and ma.blood == 2
    assert state.step == "press" and state.actor == 1          # not wounded again: the combat goes on


def test_under_the_first_edition_the_vampire_stays_in_torpor() -> None:
    """A game begun under edition 1 (an old save) replays as it was played."""
    state, a, _b = _leaving_blocked(edition=1)
    play(state, Strike("none"))
    events = play(state, Strike("gear", card("ember_blade")))
    ma = find(state, a)
    assert ma is not None and ma.torpor is True and "burn" not in kinds(events)
