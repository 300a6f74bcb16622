"""No decision offered again after the same seat refused it in the same window (issue 11, item 9).

The rulebook: "A challenging player may always decline other players' assistance"; in an
influence contest "a player is never forced to accept assistance from another"; gifts and
trades are offers "the other player accepts or refuses".  Once refused, the same help (a side
of a challenge, a side of a contest) or the same offer is not put to that seat again in that
window: the challenge, the contest, the giver's Resource Phase.  A different request still is.
The challenger is asked whether to rescind once for each new opponent, not every round.
Games begun before (rules edition 2) keep asking, as their logs did.
"""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from game.core import HIDDEN, IllegalAction, Rng
from game.games.elysium import INFO
from game.games.elysium.actions import (
    Accept,
    Assist,
    ChallengeEvent,
    ChallengePlayer,
    Contest,
    EndResources,
    Join,
    Offer,
    Pass,
    Raise,
    Refuse,
    Rescind,
    Target,
)
from game.games.elysium.clash_records import Refusal
from game.games.elysium.state import ElysiumState
from game.saves import load_game, save_game

from .helpers import act, at, card, give_hand, place, put_event, start_phase, table

CLANS = ["crowned", "cryptborn", "velvet", "veiled"]  # Lucy, Rob, Sarah, Jim
FIXTURE = Path(__file__).parents[2] / "saves" / "fixtures" / "v3-elysium-4p-refused-help.toml"


def asked_until(state: ElysiumState, step: str, answers: dict[int, list]) -> list[int]:
    """Let each seat asked answer from its script (a Pass when the script is spent) until the game
    leaves `step`; returns the seats asked, in order."""
    seats = []
    for _ in range(60):
        if state.step != step:
            return seats
        seat = state.current_player
        seats.append(seat)
        script = answers.get(seat, [])
        act(state, script.pop(0) if script else Pass())
    raise AssertionError(f"still at {step}")


# -- challenges ---------------------------------------------------------------------------
def _event_challenge(**options: object) -> ElysiumState:
    """Sarah takes on an event; Jim's help is accepted, Lucy's refused, then Rob's accepted."""
    state = table(CLANS, **options)
    state.order = [2, 3, 0, 1]
    at(state, s0="airfield", s1="docks", s2="opera_house", s3="grand_arcade")
    ledgers = put_event(state, "ledgers_exposed")
    start_phase(state, "challenge", actor=2)
    act(state, ChallengeEvent(ledgers))
    act(state, Assist(0), Accept())   # Jim
    act(state, Assist(0), Refuse())   # Lucy is turned away
    act(state, Assist(0), Accept())   # Rob: the window goes round again
    return state


def test_a_helper_turned_away_from_an_event_challenge_is_not_asked_again() -> None:
    state = _event_challenge()
    assert state.clash is not None and state.clash.refused == [Refusal(0, 0)]
    seats = asked_until(state, "assist", {})
    assert 0 not in seats and seats == [3, 1]       # Jim and Rob pass; Lucy could only pass
    assert state.step == "powers"


def test_a_game_of_the_earlier_rules_asks_the_refused_helper_again() -> None:
    state = _event_challenge(rules_edition=2)
    assert state.clash is not None and state.clash.refused == []
    act(state, Pass())                               # Jim
    assert state.current_player == 0 and Assist(0) in state.legal_actions()


def _player_challenge(players: int = 4) -> ElysiumState:
    clans = [*CLANS, "thornblood"][:players]
    state = table(clans)
    at(state, **{f"s{s}": "docks" for s in range(players)})
    start_phase(state, "challenge", actor=0)
    act(state, ChallengePlayer(1, "mental"))        # Lucy against Rob, everyone in range
    return state


def test_refused_by_one_side_a_helper_may_still_offer_the_other() -> None:
    state = _player_challenge()
    act(state, Assist(1), Refuse())                  # Sarah offers Rob her help; he refuses
    act(state, Pass())                               # Jim
    assert state.current_player == 2                 # Lucy had nothing to decide
    legal = state.legal_actions()
    assert Assist(1) not in legal and Assist(0) in legal
    act(state, Assist(0), Accept())                  # a different request: Lucy takes her
    assert state.clash is not None and state.clash.sides == [[0, 2], [1]]


def test_the_challenger_is_asked_to_rescind_once_for_each_new_opponent() -> None:
    """The rulebook: the challenger "may even rescind the challenge in the face of increased
    opposition".  Asked when Jim sides with Rob; not again when the window goes round with
    nothing new against her; asked again when Sarah joins Rob too."""
    state = _player_challenge(players=5)
    act(state, Pass(), Assist(1), Accept())          # Sarah passes, Jim joins Rob
    act(state, Pass())                               # the fifth
    assert state.current_player == 0 and Rescind() in state.legal_actions()
    act(state, Pass())                               # Lucy goes on against Jim
    act(state, Assist(0), Accept())                  # Sarah helps Lucy: the window goes round
    assert asked_until(state, "assist", {}) == [3, 4, 2]  # Lucy is not asked the same question again
    assert state.step == "powers"
    state = _player_challenge(players=5)
    act(state, Pass(), Assist(1), Accept(), Pass())
    act(state, Pass())                               # Lucy goes on against Jim
    act(state, Assist(1), Accept())                  # Sarah joins Rob: new opposition
    act(state, Pass(), Pass())                       # Jim, the fifth
    assert state.current_player == 0 and Rescind() in state.legal_actions()
    events = act(state, Rescind())
    assert events[0].kind == "rescind" and state.clash is None


# -- influence contests ----------------------------------------------------------------------
def _contest(jim_holds: int = 0) -> ElysiumState:
    """Rob bids on the towers, Sarah contests (the rulebook's multiple-player example); Jim is
    asked next, holding `jim_holds` tokens on a zone of the towers' colour."""
    state = table(CLANS)
    state.order = [1, 2, 0, 3]
    place(state, 2, "corporate_towers", 1)
    if jim_holds:
        place(state, 3, "grand_arcade", jim_holds)
    at(state, s0="airfield", s1="corporate_towers", s2="university", s3="teaching_hospital")
    start_phase(state, "influence")
    act(state, Target("corporate_towers", 1), Contest(2))
    assert state.current_player == 3
    return state


def _round_to(state: ElysiumState, seat: int) -> list[int]:
    """Everyone else passes until `seat` is asked again; the seats asked on the way."""
    seats = []
    while state.current_player != seat:
        assert state.step == "bid", "the contest closed first"
        seats.append(state.current_player)
        act(state, Pass())
    return seats


def test_a_side_that_refused_a_joiner_is_not_asked_by_it_again_in_that_contest() -> None:
    state = _contest()
    act(state, Join(0, 1), Refuse())                 # Jim asks Rob; Rob refuses
    act(state, Raise(1))                             # Rob raises, so the window goes round...
    _round_to(state, 3)
    joins = {a.side for a in state.legal_actions() if isinstance(a, Join)}
    assert joins == {1}                              # ...and Jim may ask Sarah's side, not Rob's
    act(state, Join(1, 1), Refuse())
    assert state.clash is not None and set(state.clash.refused) == {Refusal(3, 0), Refusal(3, 1)}


def test_joining_with_no_new_tokens_is_offered_only_to_a_seat_holding_something_there() -> None:
    """The rulebook: joiners "bid influence tokens or apply their modifiers"; with nothing held on
    the zone or its colour and no miniature there, a join with no tokens adds nothing."""
    state = _contest()
    assert not [a for a in state.legal_actions() if getattr(a, "bid", 1) == 0]
    state = _contest(jim_holds=2)
    assert Join(0, 0) in state.legal_actions() and Join(1, 0) in state.legal_actions()
    act(state, Join(0, 0), Refuse())                 # the AI: a 0-token join, refused...
    act(state, Raise(1))
    _round_to(state, 3)
    assert not [a for a in state.legal_actions() if isinstance(a, Join) and a.side == 0]  # ...not again


# -- offers ------------------------------------------------------------------------------
def test_a_refused_offer_is_not_made_again_that_phase_but_another_is() -> None:
    state = table(CLANS)
    at(state, s0="docks", s1="docks", s2="airfield", s3="grand_arcade")
    give_hand(state, 0, "land_grab")
    state.vitae = [4, 3, 3, 3]
    start_phase(state, "resource", actor=0)
    gift = Offer(1, give_vitae=1)
    act(state, gift, Refuse())
    legal = state.legal_actions()
    assert state.current_player == 0 and gift not in legal
    assert Offer(1, give_card=card("land_grab")) in legal
    act(state, EndResources())
    assert state.refused_offers == []                # the window closed with Lucy's phase


def test_a_refused_card_offer_stays_between_the_two() -> None:
    state = table(CLANS)
    at(state, s0="docks", s1="docks", s2="airfield", s3="grand_arcade")
    give_hand(state, 0, "land_grab")
    start_phase(state, "resource", actor=0)
    offer = Offer(1, give_card=card("land_grab"))
    act(state, offer, Refuse())
    assert offer not in state.legal_actions()
    assert state.view(1).refused_offers[0]["give_card"] == card("land_grab")
    for seat in (2, 3, None):
        assert state.view(seat).refused_offers[0]["give_card"] == HIDDEN
    assert state.refused_offers[0]["give_card"] == card("land_grab")


# -- random games ------------------------------------------------------------------------------
def _request(action: object) -> tuple | None:
    """What a refusal is remembered by: the side asked, or the offer itself."""
    if isinstance(action, (Assist, Join)):
        return ("side", action.side)
    if isinstance(action, Offer):
        return ("offer", action)
    return None


def _window(state: ElysiumState, opened: int) -> tuple:
    if state.clash is not None:
        return ("clash", opened)
    return ("resource", state.turn, state.actor) if state.phase == "resource" else ("other",)


def _playouts(players: int, edition: int) -> dict[str, int]:
    """Random seats that refuse most requests, checked at every decision; how many refusals (and
    questions to rescind) the games met."""
    met = {"side": 0, "offer": 0, "rescind": 0}
    for seed in range(20):
        rng = Rng(seed * 7 + players)
        state = INFO.new_game(players, seed, {"clans": "random", "rules_edition": edition})
        refused: set[tuple] = set()
        opened = 0
        had_clash = False
        asking: tuple | None = None              # (window, seat, request) waiting for an answer
        faced: dict[tuple, set] = {}
        while not state.is_over and len(state.history) < 1500:
            if state.clash is not None and not had_clash:
                opened += 1
            had_clash = state.clash is not None
            window, seat, legal = _window(state, opened), state.current_player, state.legal_actions()
            for action in legal:
                request = _request(action)
                assert request is None or (window, seat, request) not in refused, \
                    f"{action} offered again to seat {seat} after a refusal (seed {seed})"
            clash = state.clash
            if Rescind() in legal and clash is not None:
                opponents = set(clash.sides[1][1:]) if clash.kind == "player" else {
                    s for s in clash.deserted if clash.side_of(s) < 0}
                assert opponents - faced.get(window, set()), f"rescind asked again with no newcomer ({seed})"
                met["rescind"] += 1
            if state.step in ("permit", "join", "offer"):
                action = Refuse() if rng.random() < 0.8 else Accept()
                if action == Refuse() and asking is not None:
                    refused.add(asking)
                    met[asking[2][0]] += 1
            else:
                action = rng.choice(legal)
                request = _request(action)
                asking = (window, seat, request) if request is not None else None
                if Rescind() in legal and action == Pass() and clash is not None:
                    faced.setdefault(window, set()).update(
                        clash.sides[1][1:] if clash.kind == "player" else clash.deserted)
            state.apply(action)
    return met


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_never_offer_a_refused_request_again_in_its_window(players: int) -> None:
    """No (seat, request) is offered twice in a window after a refusal, and the challenger is asked
    to rescind only when someone new opposes."""
    met = _playouts(players, 3)
    assert met["side"] and met["offer"] and met["rescind"], met   # the games met every kind of request


def test_the_playout_check_catches_the_earlier_rules() -> None:
    with pytest.raises(AssertionError, match="offered again"):
        _playouts(4, 2)


# -- saves ---------------------------------------------------------------------------------
def test_a_v3_save_whose_log_asks_again_after_a_refusal_loads_and_plays_on(tmp_path: Path) -> None:
    """Written by main at 92d04d6 (rules edition 2): an AI asks a side again after its refusal.
    The upgrade records edition 2; under today's rules the same log breaks."""
    path = tmp_path / FIXTURE.name
    shutil.copy(FIXTURE, path)
    old = tomllib.loads(path.read_text("utf-8"))
    assert old["version"] == 3 and "rules_edition" not in old["setup"]["options"]
    loaded = load_game(path)
    state = loaded.state
    assert loaded.warnings == [] and state.rules_edition == 2 and len(state.history) == len(old["actions"])
    assert state.clash is not None   # the snapshot was taken in a contest, and still compared
    fresh = INFO.new_game(old["setup"]["players"], old["setup"]["seed"], old["setup"]["options"])
    with pytest.raises(IllegalAction):
        for action in state.history:
            fresh.apply(action)
    assert Refuse() in fresh.history   # the rules part only after a refusal
    rng = Rng(1)
    for _ in range(40):
        if not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
    again = load_game(save_game(tmp_path / "again.toml", state, loaded.setup))
    assert again.state.rules_edition == 2 and again.state.to_data() == state.to_data()


@pytest.mark.parametrize("fixture", sorted(FIXTURE.parent.glob("v*-elysium-*.toml")), ids=lambda p: p.stem)
def test_every_old_elysium_save_plays_on_under_its_edition(fixture: Path, tmp_path: Path) -> None:
    """v1 and v2 games keep edition 1 through the v3->v4 upgrade, v3 games get 2, v4 games 3 (the
    v4->v5 upgrade), v5 and v6 games play the current edition 4 (v6->v7 changes the snapshot's shape,
    not the rules); each plays on (random moves) and saves again under its edition."""
    old = tomllib.loads(fixture.read_text("utf-8"))
    loaded = load_game(fixture)
    state = loaded.state
    assert loaded.warnings == [] and state.rules_edition == {1: 1, 2: 1, 3: 2, 4: 3, 5: 4, 6: 4}[old["version"]]
    rng = Rng(7)
    for _ in range(60):
        if not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
    again = load_game(save_game(tmp_path / "again.toml", state, loaded.setup))
    assert again.state.rules_edition == state.rules_edition and again.state.to_data() == state.to_data()


def test_a_save_taken_after_refusals_loads_with_them(tmp_path: Path) -> None:
    rng = Rng(5)
    game = INFO.new_game(4, 3)
    while not (game.clash is not None and game.clash.refused) and not game.is_over:
        legal = game.legal_actions()
        game.apply(Refuse() if Refuse() in legal else rng.choice(legal))
    assert game.clash is not None and game.clash.refused
    loaded = load_game(save_game(tmp_path / "refused.toml", game, {}))
    assert loaded.state.clash is not None and loaded.state.clash.refused == game.clash.refused
    assert loaded.state.to_data() == game.to_data()
