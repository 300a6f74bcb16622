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
from ..content import ActionCard, load
from ..effects import ALL_GUILDS, PLAYABLE_ON, Summary, board_summary, resolutions
from . import favours, final
from .round_end import end_turn

if TYPE_CHECKING:
    from ..state import EquilibriumState


def forbidden_guild(favour: int) -> int:
    """A favour may never target the guild it came from."""
    return favour


_C = load()
_TOKENS = (OFFENSIVE, DEFENSIVE)
_FAVOUR_OF = tuple({f.effect: f.guild for f in _C.favours}[e] for e in ("occupied_offence", "occupied_defence"))
"""The guild whose favour goes with each token (the content's, fixed): state.favour_with's answer."""

_MADE: tuple[dict[str, dict[int, Commit]], ...] = tuple(
    {cid: {favour: Commit(token, cid, favour) for favour in (-1, _FAVOUR_OF[ti])} for cid in _C.cards}
    for ti, token in enumerate(_TOKENS))
"""Every Commit without a hand card a turn can offer, made once at import and shared (frozen values,
equal by value): [token index][card][favour]."""
_WITH_HAND: dict[tuple[str, str, int, str], Commit] = {}
"""Those with a hand card (two players), made when first offered and shared likewise."""

_OFFERS: tuple[tuple[dict[str, tuple[tuple[int, Commit], ...]], ...], ...] = tuple(
    tuple({cid: tuple((need, _MADE[ti][cid][favour])
                      for bit, need, favour in ((1, 1, -1), (2, 2, _FAVOUR_OF[ti])) if offered & bit)
           for cid in _C.cards} for offered in range(4))
    for ti in range(len(_TOKENS)))
"""The same without a hand card, as (reach needed, Commit) in the list's order: [token index]
[offered: 1 without a favour, 2 with it, 3 both][card]."""

_RULES = {cid: (PLAYABLE_ON[card.effect], card) for cid, card in _C.cards.items()}
"""Each card's six-guild test (effects.PLAYABLE_ON), with the card."""


def _reach(cid: str, summaries: list[Summary], supply: list[int], others: int) -> int:
    """Where card `cid` can be carried out on the boards summed up: 0 nowhere, 1 only on the
    favour's own guild, 2 on one of the `others` too (a favour forbids its own guild: forbidden_guild)."""
    rule, card = _RULES[cid]
    found = 0
    for summary in summaries:
        on = rule(card, summary, supply)
        if on & others:
            return 2
        if on:
            found = 1
    return found


def _with_hand(out: list[Action], state: EquilibriumState, ti: int, free: int, taken: int,
               boards: list[list[int]], hand: list[str]) -> None:
    """commit_legal's choices for one token when the seat holds cards (two players): after each
    card and favour the card itself, then each hand card performed instead."""
    fav_guild = _FAVOUR_OF[ti]
    summaries = [board_summary(board) for board in boards]
    others = ALL_GUILDS & ~(1 << fav_guild)
    reach: dict[str, int] = {}
    for i, cid in enumerate(state.cards):
        offered = taken if state.occupants[i] else free
        row = _MADE[ti][cid]
        for bit, need, favour in ((1, 1, -1), (2, 2, fav_guild)):
            if not offered & bit:
                continue
            for hand_card in ("", *hand):
                effect = hand_card or cid
                r = reach.get(effect)
                if r is None:
                    r = reach[effect] = _reach(effect, summaries, state.supply, others)
                if r >= need:
                    key = (_TOKENS[ti], cid, favour, hand_card)
                    out.append(row[favour] if not hand_card else
                               _WITH_HAND.get(key) or _WITH_HAND.setdefault(key, Commit(*key)))


# -- commit ------------------------------------------------------------------------------------
def commit_legal(state: EquilibriumState) -> list[Action]:
    """Every token still held, on every card it may go on, with each favour or hand card that
    can be carried out; a lone Pass when nothing at all can be (the token is spent for nothing).

    In that order: token, card on the table, no favour then the favour, the card itself then each
    hand card (sorted).  A favour forbids its own guild, so a choice is there when the card acted
    out (the hand card's, or the table card's) reaches a guild on the token's boards: any guild
    without a favour (reach 1 or 2), another than the favour's with it (reach 2)."""
    p = state.active
    out: list[Action] = []
    hand = sorted(set(state.hands[p]))
    held = state.tokens[p]
    favours = state.favours[p]
    supply = state.supply
    occupants = state.occupants
    for ti in (0, 1):
        if not held[ti]:
            continue
        fav_guild = _FAVOUR_OF[ti]
        level = favours[fav_guild]
        free = 3 if level == 2 or (level == 1 and ti == 1) else 1   # a card nobody's token is on
        taken = 2 if level == 2 or level == 1 else 0                  # a card with a token on it
        boards = [state.boards[p]] if ti else [b for o, b in enumerate(state.boards) if o != p]
        if hand:
            _with_hand(out, state, ti, free, taken, boards, hand)
            continue
        free_offers, taken_offers = _OFFERS[ti][free], _OFFERS[ti][taken]
        summaries = [board_summary(board) for board in boards]
        others = ALL_GUILDS & ~(1 << fav_guild)
        for i, cid in enumerate(state.cards):
            offers = (taken_offers if occupants[i] else free_offers)[cid]
            if not offers:
                continue
            rule, card = _RULES[cid]
            r = 0                       # _reach(cid, ...), inlined: this is the longest loop of a turn
            for summary in summaries:
                on = rule(card, summary, supply)
                if on & others:
                    r = 2
                    break
                if on:
                    r = 1
            for need, commit in offers:
                if r >= need:
                    out.append(commit)
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
_GUILD_LISTS = tuple(tuple(_GUILDS[t] for t in range(GUILDS) if on >> t & 1) for on in range(ALL_GUILDS + 1))
"""[guilds as a bit mask]: their TargetGuild choices, in guild order."""
_RESOLVES: dict[str, Resolve] = {}
"""Every Resolve offered so far, made once and shared (a few hundred resolutions in all)."""


def _aimed(state: EquilibriumState) -> tuple[ActionCard, int]:
    """The card being carried out, and the guilds it may aim at (bit t: guild t): all but the
    favour's own, when one was played (forbidden_guild)."""
    forbidden = forbidden_guild(state.t_favour)
    return state.content.cards[state.t_effect], ALL_GUILDS if forbidden < 0 else ALL_GUILDS & ~(1 << forbidden)


def target_legal(state: EquilibriumState) -> list[Action]:
    card, allowed = _aimed(state)
    rule, supply, boards = PLAYABLE_ON[card.effect], state.supply, state.boards
    return [_TARGETS[o] for o in range(state.players)
            if o != state.active and rule(card, board_summary(boards[o]), supply) & allowed]


def target_apply(state: EquilibriumState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Target)
    state.t_target = action.player
    state.stage = "guild"
    events.append(Event("target", f"{seat_ref(state.active)} targets {seat_ref(action.player)}", state.active,
                        {"player": state.active, "target": action.player}))


def guild_legal(state: EquilibriumState) -> list[Action]:
    card, allowed = _aimed(state)
    on = PLAYABLE_ON[card.effect](card, board_summary(state.boards[state.t_target]), state.supply) & allowed
    return list(_GUILD_LISTS[on])


def guild_apply(state: EquilibriumState, action: Action, events: list[Event]) -> None:
    assert isinstance(action, TargetGuild)
    state.t_guild = action.guild
    state.stage = "resolve"


def resolve_legal(state: EquilibriumState) -> list[Action]:
    card = state.content.cards[state.t_effect]
    made = _RESOLVES
    return [made.get(ops) or made.setdefault(ops, Resolve(ops))
            for ops in resolutions(card, state.boards[state.t_target], state.supply, state.t_guild)]


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
