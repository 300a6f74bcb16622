"""A seat's view holds nothing that seat may not know, for every registered game.

Read as an opponent would: two true states that differ only in what `seat` may
not know must give `seat` the very same view, and a view must not be enough
to rebuild the true game (no seed, no rng, no secret choice in its history).
The secret choices of each game come from its rulebook (SECRET_CHOICES below),
not from its code, so a game that forgets to mask one fails here.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game import games
from game.core import Action, GameInfo, GameState, IllegalAction, Masked, Rng

from .secrets import enough_points, knowledge, random_points, registered, table_sizes

# -- what each rulebook keeps secret, as pairs of choices another seat cannot tell apart -----


def _votes(state: GameState, legal: list[Action]) -> list[tuple[Action, Action]]:
    """Equilibrium: each player picks a guild power card in secret; revealed together (eras 1-2)
    or kept face down to the end (eras 3-4); a white vote is only known at the reveal."""
    votes = [a for a in legal if a.kind == "vote"]
    return [(a, b) for a in votes for b in votes if a != b][:6]


def _gifts(state: GameState, legal: list[Action]) -> list[tuple[Action, Action]]:
    """Elysium: cards in hand are hidden; a card given from hand goes unseen by the others."""
    offers = [a for a in legal if a.kind == "offer" and _a_card(getattr(a, "give_card", None))]
    pairs = []
    for a in offers:
        for b in offers:
            same_but_card = a != b and all(
                getattr(a, f) == getattr(b, f) for f in ("to", "give_vitae", "give_zone",
                                                         "want_card", "want_vitae", "want_zone"))
            if same_but_card:
                pairs.append((a, b))
    return pairs[:6]


def _commits(state: GameState, legal: list[Action]) -> list[tuple[Action, Action]]:
    """Duel (the example game of docs/new-game.md): each player commits a card face down; all are
    turned over together."""
    commits = [a for a in legal if a.kind == "commit"]
    return [(a, b) for a in commits for b in commits if a != b][:6]


def _taken_back(state: GameState, legal: list[Action]) -> list[tuple[Action, Action]]:
    """Bloodlines: a clan scheme taken back from your own face-down discard pile goes into your
    hidden hand unseen by the others."""
    takes = [a for a in legal if a.kind == "take_scheme"]
    return [(a, b) for a in takes for b in takes if a != b][:6]


def _plans(state: GameState, legal: list[Action]) -> list[tuple[Action, Action]]:
    """Nocturne: behind the screen each lord plans its orders and the cards under each; a city
    order is placed face down beside a quarter's row, its part of the day hidden until the reveal."""
    steps = [a for a in legal if a.kind in ("plan_order", "add_card")]
    pairs = [(a, b) for a in steps for b in steps if a != b][:4]
    places = [a for a in legal if a.kind == "place_city"]
    pairs += [(a, b) for a in places for b in places
              if a != b and a.quarter == b.quarter][:4]  # type: ignore[attr-defined]
    return pairs


def _planning_goes_on(state: GameState) -> bool:
    """Until the reveal: the last order placed turns every order over."""
    return not state.is_over and getattr(state, "phase", "") in ("planning", "orders")


def _committing_goes_on(state: GameState) -> bool:
    """Only while others still commit: the last card of a round is turned over with the rest."""
    return not state.is_over and any(a.kind == "commit" for a in state.legal_actions()) \
        and any(getattr(state, "done", []))


def _seeks(state: GameState, legal: list[Action]) -> list[tuple[Action, Action]]:
    """Methuselah: hands, libraries, crypts and the face-down uncontrolled vampires are hidden; a
    card taken from among those looked at on top of your library goes into your hand unseen."""
    seeks = [a for a in legal if a.kind == "seek"]
    return [(a, b) for a in seeks for b in seeks if a != b][:6]


def _a_card(card: object) -> bool:
    return isinstance(card, int) and card >= 0


def _voting_goes_on(state: GameState) -> bool:
    """Only while others still vote: the last vote of an open era is revealed with the rest."""
    return not state.is_over and any(a.kind == "vote" for a in state.legal_actions())


def _always(state: GameState) -> bool:
    return not state.is_over


# game id -> (pairs of secret choices, who may tell them apart besides the mover, when the
# views must agree afterwards)
Pairs = Callable[[GameState, list[Action]], list[tuple[Action, Action]]]
SECRET_CHOICES: dict[str, tuple[Pairs, Callable[[Action], set[int]], Callable[[GameState], bool]]] = {
    "equilibrium": (_votes, lambda a: set(), _voting_goes_on),
    "elysium": (_gifts, lambda a: {a.to}, _always),  # type: ignore[attr-defined]
    "duel": (_commits, lambda a: set(), _committing_goes_on),  # tests/example_game
    "nocturne": (_plans, lambda a: set(), _planning_goes_on),
    "bloodlines": (_taken_back, lambda a: set(), _always),
    "methuselah": (_seeks, lambda a: set(), _always),
}


def test_every_registered_game_says_what_its_rulebook_keeps_secret() -> None:
    missing = [gid for gid in games.GAME_IDS if gid not in SECRET_CHOICES]
    assert not missing, f"add the rulebook's secret choices of {missing} to SECRET_CHOICES"


def _views(state: GameState) -> list[dict]:
    return [state.view(seat).to_data() for seat in range(state.players)]


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_a_determinized_world_gives_the_same_view(info: GameInfo) -> None:
    """Fill in everything `seat` cannot see at random: `seat`'s view must not change."""
    checked = 0
    for players in table_sizes(info):
        for point in enough_points(info, players, seed=101 + players, every=7, at_least=10):
            for seat in range(players):
                view = point.view(seat)
                mine = knowledge(view)
                for k in range(2):
                    world = view.determinize(seat, Rng(k * 31 + seat))
                    assert knowledge(world.view(seat)) == mine, f"{info.id} seat {seat}"
                checked += 1
    assert checked > 30


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_another_seats_secret_choice_never_shows_in_my_view(info: GameInfo) -> None:
    """Two true games that differ only in a secret choice of another seat look the same to me."""
    pairs_of, insiders, must_agree = SECRET_CHOICES[info.id]
    compared = 0
    for players in table_sizes(info):
        for seed in (3, 4, 5, 6):
            for point in random_points(info, players, seed=seed * 10 + players, every=1, limit=400):
                mover = point.current_player
                for a, b in pairs_of(point, point.legal_actions()):
                    first, second = point.clone(), point.clone()
                    first.apply(a)
                    second.apply(b)
                    if not (must_agree(first) and must_agree(second)):
                        continue
                    for seat in range(players):
                        if seat == mover or seat in insiders(a):
                            continue
                        assert knowledge(first.view(seat)) == knowledge(second.view(seat)), (
                            f"{info.id}: seat {seat} can tell {a.describe()} from {b.describe()} "
                            f"(by seat {mover})")
                        compared += 1
                if compared > 400:
                    break
    assert compared > 0, f"no secret choice of {info.id} was met: the test saw nothing"


def _runs_of_masked_steps(view: GameState) -> list[int]:
    """Where a view's history shows a masked step right after another of the same mover."""
    h, m = view.history, view.movers
    return [i for i in range(1, len(h))
            if type(h[i]) is Masked and type(h[i - 1]) is Masked and m[i] == m[i - 1]]


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_how_many_hidden_steps_another_seat_took_never_shows_in_my_view(info: GameInfo) -> None:
    """The number of another seat's masked steps is a secret too (in Nocturne it told how many
    cards lie under an order, and that an order was taken back).  Every view shows a run of one
    mover's hidden steps as one masked step; and where a rulebook's secret choice is followed by
    another of the same seat (SECRET_CHOICES), two true games that differ by that second step
    look the same to the others."""
    pairs_of, insiders, must_agree = SECRET_CHOICES[info.id]
    views = compared = 0
    for players in table_sizes(info):
        for point in enough_points(info, players, seed=57 + players, every=5, at_least=12):
            for seat in range(players):
                view = point.view(seat)
                assert len(view.history) == len(view.movers)
                assert not _runs_of_masked_steps(view), (
                    f"{info.id}: seat {seat} sees another seat's hidden steps one by one")
                views += 1
            mover = point.current_player
            pairs = pairs_of(point, point.legal_actions())
            if not pairs:
                continue
            first = point.clone()
            first.apply(pairs[0][0])
            if first.current_player != mover:
                continue
            more = pairs_of(first, first.legal_actions())
            if not more:
                continue
            second = first.clone()
            second.apply(more[0][0])
            if not (must_agree(first) and must_agree(second)):
                continue
            for seat in range(players):
                if seat == mover or seat in insiders(pairs[0][0]) or seat in insiders(more[0][0]):
                    continue
                assert knowledge(first.view(seat)) == knowledge(second.view(seat)), (
                    f"{info.id}: seat {seat} can tell whether seat {mover} also chose "
                    f"{more[0][0].describe()}")
                compared += 1
    assert views > 20
    if info.id == "nocturne":   # its plans are built step by step: the check above must be met
        assert compared > 0


def _secret_data(info: GameInfo, state: GameState) -> dict:
    """The true values of every field a view masks."""
    data = state.to_data()
    secret = [spec.key(name) for name, spec in type(state).FIELDS.items()
              if spec.secrecy != "public" or spec.mask is not None]
    return {name: data.get(name) for name in secret}


def _replayed(info: GameInfo, view: GameState) -> GameState | None:
    """A fresh game from the view's setup, with the view's history replayed (None if it breaks)."""
    data = view.to_data()
    state = info.new_game(players=data["players"], seed=int(data.get("seed", 0)),
                          options=data["options"])
    for action in view.history:
        try:
            state.apply(action)
        except IllegalAction:
            return None
    return state


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_a_view_cannot_be_replayed_into_the_true_game(info: GameInfo) -> None:
    rebuilt = 0
    checked = 0
    for players in table_sizes(info):
        for point in enough_points(info, players, seed=977 + players, every=11, at_least=4):
            secrets = _secret_data(info, point)
            for seat in range(players):
                view = point.view(seat)
                data = view.to_data()
                assert "seed" not in data and view.seed is None, f"{info.id}: the view keeps the seed"
                assert "rng" not in data and view.rng is None, f"{info.id}: the view keeps the rng"
                again = _replayed(info, view)
                checked += 1
                if again is not None and _secret_data(info, again) == secrets:
                    rebuilt += 1
    assert checked > 10
    assert rebuilt == 0, f"{info.id}: {rebuilt} of {checked} views replayed into the true hidden cards"


@pytest.mark.parametrize("info", registered(), ids=lambda i: i.id)
def test_a_view_is_not_playable_and_says_whose_it_is(info: GameInfo) -> None:
    state = info.new_game(players=info.min_players, seed=5)
    view = state.view(0)
    assert view.viewer == 0
    legal = state.legal_actions()
    with pytest.raises(IllegalAction):
        view.apply(legal[0])
