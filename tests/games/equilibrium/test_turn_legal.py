"""The turn's legal lists against their plain readings, written straight from the rules.

commit_legal (the longest legal list a turn builds, made from shared Commits, six-guild masks and
tables made at import) against its plain reading, written straight from the rules: the same actions
in the same order (random playouts and the AI pick by index), on every commit position of seeded
random games and on those positions shaken (favours, tokens, hands, occupied cards, supply, boards)
so that every branch is taken: both favour levels on both tokens, hand cards, and a lone Pass.
The target and guild choices (read from the same six-guild masks) likewise, with and without a
favour forbidding its guild."""

from __future__ import annotations

import random

from game import games
from game.core import Rng
from game.core.actions import Action, Pass
from game.games.equilibrium.actions import DEFENSIVE, OFFENSIVE, Commit, Target, TargetGuild
from game.games.equilibrium.board import GUILDS, empty_board
from game.games.equilibrium.content import load
from game.games.equilibrium.effects import playable
from game.games.equilibrium.phases import turn
from game.games.equilibrium.state import EquilibriumState


def _commit_legal_by_definition(state: EquilibriumState) -> list[Action]:
    p = state.active
    out: list[Action] = []
    warriors, clerics = state.favour_with("occupied_offence"), state.favour_with("occupied_defence")
    for ti, token in enumerate((OFFENSIVE, DEFENSIVE)):
        if not state.tokens[p][ti]:
            continue
        fav_guild = warriors if token == OFFENSIVE else clerics
        level = state.favours[p][fav_guild]
        boards = [p] if token == DEFENSIVE else [o for o in range(state.players) if o != p]
        for i, cid in enumerate(state.cards):
            occupied = bool(state.occupants[i])
            favour_options = [] if occupied else [-1]
            if level == 2 or (level == 1 and (occupied or token == DEFENSIVE)):
                favour_options.append(fav_guild)
            for favour in favour_options:
                for hand_card in ["", *sorted(set(state.hands[p]))]:
                    card = state.content.cards[hand_card or cid]
                    if any(t != favour and playable(card, state.boards[o], state.supply, t)
                           for o in boards for t in range(GUILDS)):
                        out.append(Commit(token, cid, favour, hand_card))
    return out or [Pass()]


def test_commit_legal_agrees_with_its_plain_reading() -> None:
    """Every commit position of random games (two players too, with hands, and favours held)."""
    info = games.get("equilibrium")
    asked = 0
    for game in range(12):
        state = info.new_game(players=2 + game % 4, seed=60 + game)
        assert isinstance(state, EquilibriumState)
        rng = Rng(game)
        while not state.is_over:
            if state.stage == "commit":
                assert turn.commit_legal(state) == _commit_legal_by_definition(state), (game, len(state.history))
                asked += 1
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    assert asked > 300


def _shake(state: EquilibriumState, rng: random.Random) -> EquilibriumState:
    """The position with the active seat's favours, tokens and hand, the cards' occupants and at
    times the supply and boards drawn at random (the rest as played)."""
    shaken = state.clone()
    p = shaken.active
    shaken.favours[p] = [rng.choice((0, 0, 1, 2)) for _ in range(GUILDS)]
    shaken.tokens[p] = rng.choice(([True, True], [True, False], [False, True]))
    shaken.occupants = [[[rng.randrange(shaken.players), rng.randrange(2)]] if rng.random() < 0.4 else []
                        for _ in shaken.cards]
    if rng.random() < 0.5:
        shaken.hands[p] = rng.sample(sorted(load().cards), rng.randint(1, 3))
    if rng.random() < 0.3:
        shaken.supply = [rng.choice((0, 0, 1, 2)) for _ in range(3)]
    if rng.random() < 0.1:              # nothing on any board, nothing to place: often a lone Pass
        shaken.supply = [0, 0, 0]
        shaken.boards = [empty_board() for _ in range(shaken.players)]
        shaken.cards = [c for c in shaken.cards if load().cards[c].effect != "nothing"]
        shaken.occupants = [[] for _ in shaken.cards]
        shaken.hands[p] = [c for c in shaken.hands[p] if load().cards[c].effect != "nothing"]
    return shaken


def test_commit_legal_agrees_on_shaken_positions() -> None:
    info = games.get("equilibrium")
    rng = random.Random(46)
    seen = {"favour offensive": 0, "favour defensive": 0, "favour on a taken card": 0, "hand card": 0,
            "pass": 0}
    asked = 0
    for game in range(16):
        options = {"advanced": game % 2 == 1, "quick": game % 4 == 2}
        state = info.new_game(players=2 + game % 4, seed=90 + game, options=options)
        assert isinstance(state, EquilibriumState)
        moves = Rng(game)
        while not state.is_over:
            if state.stage == "commit":
                for _ in range(3):
                    shaken = _shake(state, rng)
                    fast = turn.commit_legal(shaken)
                    assert fast == _commit_legal_by_definition(shaken), (game, len(state.history))
                    asked += 1
                    for action in fast:
                        if isinstance(action, Pass):
                            seen["pass"] += 1
                            continue
                        assert isinstance(action, Commit)
                        if action.favour >= 0:
                            seen[f"favour {action.token}"] += 1
                            taken = shaken.occupants[shaken.cards.index(action.card)]
                            seen["favour on a taken card"] += bool(taken)
                        seen["hand card"] += bool(action.hand_card)
            legal = state.legal_actions()
            state.apply(legal[moves.below(len(legal))])
    assert asked > 1000
    assert all(seen.values()), seen


def _sparse(rng: random.Random) -> list[int]:
    board = empty_board()
    if rng.random() < 0.5:              # two of a value on one guild: the only one to take from
        board[rng.randrange(GUILDS) * 3 + rng.randrange(3)] = 2
        return board
    for _ in range(rng.randint(1, 3)):
        board[rng.randrange(2) * 3 + rng.randrange(3)] += 1     # on the first two guilds only
    return board


def test_target_and_guild_choices_agree_with_their_plain_reading() -> None:
    """At every target and guild step of random games, shaken: each opponent (each guild) on which
    the card can be played on a guild its favour does not forbid, in order."""
    info = games.get("equilibrium")
    rng = random.Random(47)
    seen = {"target": 0, "guild": 0, "forbidden alone": 0}
    for game in range(12):
        state = info.new_game(players=2 + game % 4, seed=120 + game, options={"advanced": game % 2 == 1})
        assert isinstance(state, EquilibriumState)
        moves = Rng(game)
        while not state.is_over:
            if state.stage in ("target", "guild"):
                for _ in range(3):
                    shaken = state.clone()
                    if rng.random() < 0.5:
                        shaken.supply = [rng.choice((0, 0, 1, 2)) for _ in range(3)]
                    if rng.random() < 0.5:   # sparse boards: a guild or two, where one guild may be all
                        shaken.boards = [_sparse(rng) for _ in range(shaken.players)]
                        shaken.supply = rng.choice(([0, 0, 0], shaken.supply))
                    if rng.random() < 0.5:
                        shaken.t_effect = rng.choice(sorted(shaken.content.cards))
                    card = shaken.content.cards[shaken.t_effect]
                    boards = ([o for o in range(shaken.players) if o != shaken.active]
                              if shaken.stage == "target" else [shaken.t_target])
                    # the favour's guild is often the first one the card reaches on a board it may aim at
                    board = shaken.boards[rng.choice(boards)]
                    reached = [t for t in range(GUILDS) if playable(card, board, shaken.supply, t)][:1]
                    shaken.t_favour = rng.choice((-1, rng.randrange(GUILDS), *reached, *reached))
                    seen["forbidden alone"] += any(  # a seat or a guild left out by the favour alone
                        [t for t in range(GUILDS) if playable(card, shaken.boards[o], shaken.supply, t)]
                        == [shaken.t_favour] for o in boards)
                    if shaken.stage == "target":
                        want: list[Action] = [Target(o) for o in range(shaken.players) if o != shaken.active and any(
                            t != shaken.t_favour and playable(card, shaken.boards[o], shaken.supply, t)
                            for t in range(GUILDS))]
                        assert turn.target_legal(shaken) == want
                    else:
                        board = shaken.boards[shaken.t_target]
                        want = [TargetGuild(t) for t in range(GUILDS)
                                if t != shaken.t_favour and playable(card, board, shaken.supply, t)]
                        assert turn.guild_legal(shaken) == want
                    seen[shaken.stage] += 1
            legal = state.legal_actions()
            state.apply(legal[moves.below(len(legal))])
    assert all(v > 20 for v in seen.values()), seen
