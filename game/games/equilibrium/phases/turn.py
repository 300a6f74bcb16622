"""The action turn: the active seat commits a token to an action card (with a favour, or at two
players a card from hand), picks the opponent for an offensive token, a guild, and one complete
resolution; then the attacked seat may answer (favours.py) and the turn ends (round_end.py).

Turn order runs from the lowest intrigue up (the token at the bottom of a stack first); a round
ends when nobody holds a token.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.seats import seat_ref

from ..actions import DEFENSIVE, OFFENSIVE, Commit, Resolve, Target, TargetGuild, describe_ops
from ..board import GUILDS, apply_ops, guild_total
from ..effects import PLAYABLE, playable, resolutions
from . import favours, final
from .round_end import end_turn

if TYPE_CHECKING:
    from ..state import EquilibriumState


def forbidden_guild(favour: int) -> int:
    """A favour may never target the guild it came from."""
    return favour


def _feasible(state: EquilibriumState, effect_card: str, token: str, forbidden: int, seat: int) -> bool:
    card = state.content.cards[effect_card]
    can = PLAYABLE[card.effect]
    supply = state.supply
    boards = [seat] if token == DEFENSIVE else [o for o in range(state.players) if o != seat]
    for o in boards:
        board = state.boards[o]
        for t in range(GUILDS):
            if t != forbidden and can(card, board, supply, t):
                return True
    return False


_COMMITS: dict[tuple[str, str, int, str], Commit] = {}
"""Every Commit made so far, made once and shared (frozen values): the commit list is the longest a
turn builds."""


def _commit(token: str, card: str, favour: int, hand_card: str) -> Commit:
    made = _COMMITS[token, card, favour, hand_card] = Commit(token, card, favour, hand_card)
    return made


# -- commit ------------------------------------------------------------------------------------
def commit_legal(state: EquilibriumState) -> list[Action]:
    """Every token still held, on every card it may go on, with each favour or hand card that
    can be carried out; a lone Pass when nothing at all can be (the token is spent for nothing)."""
    p = state.active
    out: list[Action] = []
    warriors = state.favour_with("occupied_offence")
    clerics = state.favour_with("occupied_defence")
    cache: dict[tuple[str, str, int], bool] = {}
    hand = [""] + sorted(set(state.hands[p]))
    commits = _COMMITS
    held = state.tokens[p]
    favours = state.favours[p]
    for ti, token in enumerate((OFFENSIVE, DEFENSIVE)):
        if not held[ti]:
            continue
        fav_guild = warriors if token == OFFENSIVE else clerics
        level = favours[fav_guild]
        for i, cid in enumerate(state.cards):
            occupied = bool(state.occupants[i])
            favour_options = [] if occupied else [-1]
            if level == 2 or (level == 1 and (occupied or token == DEFENSIVE)):
                favour_options.append(fav_guild)
            for favour in favour_options:
                for hand_card in hand:
                    effect = hand_card or cid
                    key = (effect, token, favour)
                    feasible = cache.get(key)
                    if feasible is None:
                        feasible = cache[key] = _feasible(state, effect, token, forbidden_guild(favour), p)
                    if feasible:
                        out.append(commits.get((token, cid, favour, hand_card))
                                   or _commit(token, cid, favour, hand_card))
    if not out:
        out.append(Pass())
    return out


def commit_apply(state: EquilibriumState, action: Action, events: list[Event]) -> None:
    p = state.active
    if isinstance(action, Pass):
        ti = 0 if state.tokens[p][0] else 1
        state.tokens[p][ti] = False
        events.append(Event("commit", f"{seat_ref(p)} can carry out no action and spends a token", p,
                            {"player": p}))
        end_turn(state, events)
        return
    assert isinstance(action, Commit)
    c = state.content
    ti = 0 if action.token == OFFENSIVE else 1
    state.tokens[p][ti] = False
    state.occupants[state.cards.index(action.card)].append([p, ti])
    state.t_token, state.t_card = action.token, action.card
    state.t_effect = action.hand_card or action.card
    state.t_favour = action.favour
    events.append(Event("commit", f"{seat_ref(p)} puts the {action.token} token on "
                        f"{c.cards[action.card].name}", p,
                        {"player": p, "card": action.card, "token": action.token}))
    if action.hand_card:
        state.hands[p].remove(action.hand_card)
        state.spent_hand_cards.append(action.hand_card)
        events.append(Event("hand_card", f"{seat_ref(p)} reveals {c.cards[action.hand_card].name} "
                            "from hand and performs it instead", p, {"player": p, "card": action.hand_card}))
    if action.favour >= 0:
        state.t_favour_level = state.favours[p][action.favour]
        events.append(favours.spend(state, p, action.favour))
    if action.token == DEFENSIVE:
        state.t_target = p
        state.stage = "guild"
        return
    state.stage = "target"
    targets = target_legal(state)
    if len(targets) == 1:       # one possible opponent: no need to ask
        assert isinstance(targets[0], Target)
        state.t_target = targets[0].player
        state.stage = "guild"


# -- target, guild, resolution ---------------------------------------------------------------------
_TARGETS = tuple(Target(o) for o in range(5))   # made once and shared (frozen values); 5: INFO.max_players
_GUILDS = tuple(TargetGuild(t) for t in range(GUILDS))


def target_legal(state: EquilibriumState) -> list[Action]:
    card = state.content.cards[state.t_effect]
    forbidden = forbidden_guild(state.t_favour)
    return [_TARGETS[o] for o in range(state.players) if o != state.active and any(
        t != forbidden and playable(card, state.boards[o], state.supply, t) for t in range(GUILDS))]


def target_apply(state: EquilibriumState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Target)
    state.t_target = action.player
    state.stage = "guild"
    events.append(Event("target", f"{seat_ref(state.active)} targets {seat_ref(action.player)}", state.active,
                        {"player": state.active, "target": action.player}))


def guild_legal(state: EquilibriumState) -> list[Action]:
    card = state.content.cards[state.t_effect]
    forbidden = forbidden_guild(state.t_favour)
    board = state.boards[state.t_target]
    return [_GUILDS[t] for t in range(GUILDS) if t != forbidden and playable(card, board, state.supply, t)]


def guild_apply(state: EquilibriumState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, TargetGuild)
    state.t_guild = action.guild
    state.stage = "resolve"


def resolve_legal(state: EquilibriumState) -> list[Action]:
    card = state.content.cards[state.t_effect]
    return [Resolve(ops) for ops in resolutions(card, state.boards[state.t_target], state.supply, state.t_guild)]


def formed_equilibrium(state: EquilibriumState, before: int, guild: int) -> bool:
    """Whether the defensive action "has resulted in forming an Equilibrium" on `guild` (major
    favour): it is at six now and was not before, so Fall Guy ("nothing happens") on a guild
    already at six forms nothing and earns the minor favour.  The first table's rules (old saves)
    gave the major favour whenever the guild stood at six afterwards."""
    after = guild_total(state.boards[state.active], guild)
    total = state.content.equilibrium_total
    return after == total and (before != total or state.rules_edition == 1)


def resolve_apply(state: EquilibriumState, action: Action, events: list[Event]) -> None:
    """Carry the card out; a defensive action may earn a favour, an offensive one opens the answers."""
    assert isinstance(action, Resolve)
    c = state.content
    p, o, t = state.active, state.t_target, state.t_guild
    before = guild_total(state.boards[o], t)
    apply_ops(state.boards[o], state.supply, action.ops)
    whose = "own" if o == p else f"{seat_ref(o)}'s"
    events.append(Event("ops", f"{seat_ref(p)} plays {c.cards[state.t_effect].name} on {whose} "
                        f"{c.guilds[t].name}: {describe_ops(action.ops)}", p,
                        {"player": o, "ops": action.ops, "actor": p, "guild": t}))
    final.check_instant_win(state, o, events)
    if state.phase == "over":
        return
    if state.t_token == DEFENSIVE:
        if not state.family:
            favours.gain(state, p, t, 2 if formed_equilibrium(state, before, t) else 1, events)
        end_turn(state, events)
        return
    if state.t_favour == state.favour_with("occupied_offence") and state.t_favour_level == 2:
        favours.gain(state, p, t, 1, events)
    favours.after_offence(state, events)
