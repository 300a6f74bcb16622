"""Issue 46: in a referendum the Edge's holder may burn the Edge for 1 vote (the card game's rule,
in our words); the Edge goes back to nobody.  Rules edition 3; under edition 2 the Edge gives no vote."""

from __future__ import annotations

from game.games.methuselah.actions import Act, Cast, EdgeVote, Pick

from .helpers import bare, card, give, kinds, pass_until, play, put, start


def _referendum(edition: int = 3):  # type: ignore[no-untyped-def]
    """Seat 0's untitled vampire calls a referendum (the card's 1 vote for); seat 1's Warden votes
    against (1 to 1, a tie that fails); seat 2 holds the Edge and has no vampire."""
    state = bare(3, seed=22, rules_edition=edition)
    caller = put(state, 0, "hollis")
    put(state, 1, "seraphine")
    state.edge = 2
    give(state, 0, "edict_tithes")
    start(state, 0, "minion")
    play(state, Pick(caller))
    play(state, Act("card", card("edict_tithes")))
    pass_until(state, lambda s: s.step == "vote" and s.actor == 1)
    play(state, Cast(0))
    return state


def test_burning_the_edge_for_a_vote_breaks_the_tie() -> None:
    state = _referendum()
    pass_until(state, lambda s: s.step == "vote" and s.actor == 2)
    assert EdgeVote(1) in state.legal_actions() and EdgeVote(0) in state.legal_actions()
    events = play(state, EdgeVote(1))
    assert state.edge == -1 and state.votes == [1, 2] and "edge" in kinds(events)
    pass_until(state, lambda s: s.step == "minion")
    assert state.pool[0] == 33                          # the referendum passed, 2 to 1


def test_only_the_holder_burns_it_and_for_the_side_it_voted() -> None:
    state = _referendum()
    state.edge = 1                                      # seat 1 holds it, and has voted against
    state._touched()
    seen = set()
    for _ in range(20):
        if state.step != "vote":
            break
        edge = {a.side for a in state.legal_actions() if isinstance(a, EdgeVote)}
        seen.add((state.actor, tuple(sorted(edge))))
        play(state, EdgeVote(0) if edge else state.legal_actions()[0])
    assert (1, (0,)) in seen and all(not sides for seat, sides in seen if seat != 1)
    assert state.edge == -1


def test_under_edition_2_the_edge_gives_no_vote() -> None:
    state = _referendum(edition=2)
    pass_until(state, lambda s: s.step == "minion")
    assert state.edge == 2 and state.pool[0] == 30      # the tie failed; the Edge stayed
