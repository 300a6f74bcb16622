"""Issue 10, Elysium items 4-6: withdrawal only as a Resource Phase begins, making room in play for a
fourth card in hand, and giving away a card in play over the limit after the spoils."""

from __future__ import annotations

from game.games.elysium.actions import (
    Accept,
    ChallengePlayer,
    DiscardInPlay,
    Draw,
    EndResources,
    GiveInPlay,
    PlayCard,
    Refuse,
    Spoil,
    UsePower,
    Withdraw,
)

from .helpers import (
    ScriptedRng,
    act,
    at,
    card,
    give_hand,
    give_play,
    pass_until,
    start_phase,
    table,
)

FIVE = ("hired_bodyguard", "private_investigator", "fortune_teller", "loyal_ghoul", "blood_doll")


def _ready(clans: tuple[str, ...] = ("crowned", "cryptborn", "velvet", "veiled")):
    state = table(list(clans))
    at(state, s0="docks", s1="docks", s2="morgue", s3="grand_arcade")
    return state


# -- item 4: "as their Resource Phase begins" -----------------------------------------------
def test_no_withdrawal_after_playing_a_card() -> None:
    state = _ready()
    give_hand(state, 0, "land_grab")
    start_phase(state, "resource", actor=0)
    assert Withdraw() in state.legal_actions()
    act(state, PlayCard(card("land_grab")))
    assert Withdraw() not in state.legal_actions()
    act(state, EndResources())  # the next Primogen's phase begins: they may still leave
    assert state.current_player == 1 and Withdraw() in state.legal_actions()


def test_no_withdrawal_after_discarding_from_play() -> None:
    state = _ready()
    give_play(state, 0, *FIVE)
    start_phase(state, "resource", actor=0)
    assert Withdraw() in state.legal_actions()
    act(state, DiscardInPlay(card("blood_doll")))
    assert Withdraw() not in state.legal_actions()


def test_no_withdrawal_after_using_a_power() -> None:
    state = _ready(("veiled", "cryptborn", "velvet", "crowned"))
    start_phase(state, "resource", actor=0)
    assert Withdraw() in state.legal_actions()
    act(state, UsePower("vanish"))
    assert Withdraw() not in state.legal_actions()


# -- item 5: five in play, a fourth card in hand ---------------------------------------------
def test_a_fourth_card_may_be_played_after_discarding_one_from_play() -> None:
    state = _ready()
    give_play(state, 0, *FIVE)
    give_hand(state, 0, "land_grab", "act_docks", "knuckle_dusters")
    state.deck.append(card("cold_calculation"))
    start_phase(state, "resource", actor=0)
    act(state, Draw())
    assert state.step == "hand"
    legal = state.legal_actions()
    assert DiscardInPlay(card("loyal_ghoul")) in legal and PlayCard(card("cold_calculation")) not in legal
    act(state, DiscardInPlay(card("loyal_ghoul")))
    assert state.step == "hand" and len(state.play[0]) == 4
    assert DiscardInPlay(card("blood_doll")) not in state.legal_actions()  # room is made: now play
    act(state, PlayCard(card("cold_calculation")))
    assert state.step == "resource" and len(state.hands[0]) == 3 and len(state.play[0]) == 5
    assert card("cold_calculation") in state.play[0] and card("loyal_ghoul") in state.discard


# -- item 6: over five in play after the spoils: discard or give away -----------------------------
def _won_sixth_card():
    """Lucy (seat 0, five in play) beats Rob 18 to 11 and takes his retainer: six in play."""
    state = table(["crowned", "cryptborn", "velvet", "veiled"])
    at(state, s0="docks", s1="docks", s2="morgue", s3="grand_arcade")
    give_play(state, 0, "silver_tongued_herald", "hired_bodyguard", "private_investigator", "fortune_teller",
              "knuckle_dusters")
    give_play(state, 1, "back_alley_broker")
    start_phase(state, "challenge", actor=0)
    state.rng = ScriptedRng([9, 9])
    act(state, ChallengePlayer(1, "social"))
    pass_until(state, "spoils")
    act(state, Spoil(1, "card", card=card("back_alley_broker"), to=0))
    assert state.step == "trim" and len(state.play[0]) == 6
    return state


def test_over_the_limit_after_spoils_a_card_may_be_given_away() -> None:
    state = _won_sixth_card()
    legal = state.legal_actions()
    dusters = card("knuckle_dusters")
    gifts = {a.to for a in legal if isinstance(a, GiveInPlay)}
    assert GiveInPlay(1, dusters) in legal and 3 not in gifts  # in range only (the grand arcade is not)
    act(state, GiveInPlay(1, dusters))
    assert state.step == "offer" and state.current_player == 1
    act(state, Accept())
    assert dusters in state.play[1] and len(state.play[0]) == 5
    assert state.step == "challenge" and state.current_player == 1
    assert state.total_cards() == 100


def test_a_refused_gift_leaves_the_trim_and_is_not_asked_again() -> None:
    state = _won_sixth_card()
    act(state, GiveInPlay(1, card("knuckle_dusters")), Refuse())
    assert state.step == "trim" and state.current_player == 0 and len(state.play[0]) == 6
    assert not any(isinstance(a, GiveInPlay) and a.to == 1 for a in state.legal_actions())
    act(state, DiscardInPlay(card("fortune_teller")))
    assert state.step == "challenge" and len(state.play[0]) == 5


def test_no_gift_to_a_primogen_with_five_in_play() -> None:
    state = _won_sixth_card()
    give_play(state, 1, "loyal_ghoul", "blood_doll", "corrupt_alderman", "street_informant", "society_matron")
    state._touched()
    assert len(state.play[1]) == 5
    assert not any(isinstance(a, GiveInPlay) for a in state.legal_actions())
    assert {type(a) for a in state.legal_actions()} == {DiscardInPlay}


# -- saves from before: the v2 -> v3 upgrade -------------------------------------------------
def test_a_v2_save_taken_after_a_card_was_played_in_a_resource_phase_loads(tmp_path) -> None:
    """Written by main before v3 (ec905ee~1), a random 3-player game saved just after a card was put
    into play in a Resource Phase: its snapshot lacks the mark the replay now makes."""
    import shutil
    from pathlib import Path

    from game.saves import load_game, save_game

    fixture = Path(__file__).parents[2] / "saves" / "fixtures" / "v2-elysium-3p-resource.toml"
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    loaded = load_game(path)
    assert path.read_bytes() == before and loaded.warnings == []
    assert loaded.state.step == "resource" and loaded.state.history[-1].kind == "play_card"
    assert Withdraw() not in loaded.state.legal_actions()
    again = load_game(save_game(tmp_path / "again.toml", loaded.state, loaded.setup))
    assert again.state.to_data() == loaded.state.to_data()
