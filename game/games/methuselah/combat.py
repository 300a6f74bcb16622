"""Combat between two minions, round by round: range (close unless a manoeuvre moves it), strikes
chosen in turn (the acting minion first) and resolved together (first strikes before), damage
prevented and then mended with blood, torpor, aggravated damage burning a wounded vampire,
allies and retainers losing life; a press for another round."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.actions import Action, Pass
from game.core.events import Event
from game.core.windows import Window, open_window, window_next, window_seat

from .actions import Play, Strike
from .board import (
    can_pay,
    find,
    gear_of,
    gear_sum,
    name_of,
    play_level,
    strength,
)
from .content import load
from .counters import burn_minion, lose_blood
from .pieces import NO_STRIKE, VAMPIRE, ChosenStrike, Minion, no_strikes_yet
from .under_way import finish_action, play_card

if TYPE_CHECKING:
    from .state import MethuselahState

_C = load()
PASS = Pass()
CLOSE, LONG = 0, 1
TORPOR_WOUNDED_EDITION = 2  # from this rules edition a vampire in torpor is wounded: aggravated damage burns it (issue 39)


def start_combat(state: MethuselahState, a: int, b: int, after: str, events: list[Event]) -> None:
    ma, mb = find(state, a), find(state, b)
    assert ma is not None and mb is not None
    state.c_a, state.c_b, state.c_after, state.c_round = a, b, after, 0
    for m in (ma, mb):
        if state.withdraw[m.controller]:
            state.broken[m.controller] = True      # a minion entering combat ends a withdrawal
    events.append(Event("combat", f"Combat: {name_of(ma)} against {name_of(mb)}", ma.controller,
                        {"a": a, "b": b}))
    _next_round(state, events)


def combatants(state: MethuselahState) -> tuple[Minion | None, Minion | None]:
    return find(state, state.c_a), find(state, state.c_b)


def _side_uid(state: MethuselahState, side: int) -> int:
    return state.c_a if side == 0 else state.c_b


def _seats(state: MethuselahState) -> list[int]:
    a, b = combatants(state)
    assert a is not None and b is not None
    return [a.controller, b.controller]


def _next_round(state: MethuselahState, events: list[Event]) -> None:
    state.c_round += 1
    state.c_range = CLOSE
    state.c_strikes = no_strikes_yet()
    state.c_press = False
    state.win = Window()
    open_window(state.win, _seats(state))
    state.actor = window_seat(state.win)
    state.step = "maneuver"


def _my_combatant(state: MethuselahState) -> Minion:
    a, b = combatants(state)
    assert a is not None and b is not None
    if state.step == "strike":
        return a if state.c_side == 0 else b
    if state.step == "prevent":
        return a if state.c_side == 0 else b
    return a if state.win is not None and state.win.pos == 0 else b


def _combat_cards(state: MethuselahState, m: Minion, test: Callable[[dict[str, int]], bool]) -> list[int]:
    seat = m.controller
    out = []
    for card in sorted(set(state.hand[seat])):
        c = _C.cards[card]
        if c.type != "combat" or not play_level(m, c) or not can_pay(state, seat, m, c):
            continue
        if test(c.ops(play_level(m, c))):
            out.append(card)
    return out


def _play(state: MethuselahState, m: Minion, card: int, events: list[Event]) -> dict[str, int]:
    lvl = play_card(state, m.controller, m, card, events)
    return _C.cards[card].ops(lvl)


# -- range -------------------------------------------------------------------------------
def maneuver_legal(state: MethuselahState) -> list[Action]:
    m = _my_combatant(state)
    return [PASS, *(Play(c, m.uid) for c in _combat_cards(state, m, lambda o: "maneuver" in o))]


def maneuver_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    assert state.win is not None
    if isinstance(action, Play):
        m = _my_combatant(state)
        _play(state, m, action.card, events)
        state.c_range = LONG if state.c_range == CLOSE else CLOSE
        events.append(Event("range", f"The combat moves to {'long' if state.c_range else 'close'} range",
                            m.controller))
    if window_next(state.win, not isinstance(action, Pass)):
        state.win = None
        state.c_side = 0
        state.actor = _seats(state)[0]
        state.step = "strike"
    else:
        state.actor = window_seat(state.win)


# -- strikes -----------------------------------------------------------------------------
def strike_options(state: MethuselahState, m: Minion) -> list[Action]:
    out: list[Action] = []
    long = state.c_range == LONG
    if not long:
        out.append(Strike("hand"))
    for g in gear_of(state, m.uid):
        ops = _C.cards[g.card].basic
        if ops.get("gear_strike") and (not long or ops.get("ranged")):
            s = Strike("gear", g.card)
            if s not in out:
                out.append(s)

    def usable(o: dict[str, int]) -> bool:
        if o.get("dodge") or o.get("combat_ends"):
            return True
        if o.get("strike") or o.get("strike_servant"):
            return not long or bool(o.get("ranged"))
        return False
    out += [Play(c, m.uid) for c in _combat_cards(state, m, usable)]
    out.append(Strike("none"))
    return out


def strike_legal(state: MethuselahState) -> list[Action]:
    return strike_options(state, _my_combatant(state))


def strike_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    m = _my_combatant(state)
    s = NO_STRIKE
    if isinstance(action, Strike):
        if action.source == "hand":
            s = ChosenStrike(strength(state, m))
        elif action.source == "gear":
            ops = _C.cards[action.card].basic
            s = ChosenStrike(ops["gear_strike"], ops.get("agg", 0), ops.get("ranged", 0))
    elif isinstance(action, Play):
        o = _play(state, m, action.card, events)
        s = ChosenStrike(o.get("strike", 0), o.get("agg", 0), o.get("ranged", 0), o.get("first", 0),
                         o.get("dodge", 0), o.get("combat_ends", 0), o.get("strike_servant", 0))
    state.c_strikes[state.c_side] = s
    events.append(Event("strike", f"{name_of(m)} chooses: {action.describe()}", m.controller, {"uid": m.uid}))
    if state.c_side == 0:
        state.c_side = 1
        state.actor = _seats(state)[1]
        return
    _resolve(state, events)


def _resolve(state: MethuselahState, events: list[Event]) -> None:
    sa, sb = state.c_strikes
    if sa.ends_combat or sb.ends_combat:
        events.append(Event("combat_ends", "Combat ends before any damage", None))
        end_combat(state, events)
        return
    if sa.first and not sb.first:
        state.c_stage = 1          # a's strike first, then b's
    elif sb.first and not sa.first:
        state.c_stage = 2
    else:
        state.c_stage = 3          # together
    _stage(state, events)


def _hits(state: MethuselahState, attacker: int) -> bool:
    """Does side `attacker`'s strike land at this stage?"""
    stage = state.c_stage
    if stage == 3:
        return True
    return (stage in (1, 5) and attacker == 0) or (stage in (2, 4) and attacker == 1)


def _stage(state: MethuselahState, events: list[Event]) -> None:
    """Damage of the strikes landing now; then prevention, side by side."""
    state.c_dmg = [0, 0, 0, 0]      # normal, aggravated to a; normal, aggravated to b (see _normal)
    for attacker in (0, 1):
        if not _hits(state, attacker):
            continue
        s = state.c_strikes[attacker]
        victim = 1 - attacker
        if state.c_strikes[victim].dodge:
            continue
        vm = find(state, _side_uid(state, victim))
        if vm is None:
            continue
        if s.to_retainer:
            _hit_retainer(state, vm, s.to_retainer, events)
        if s.damage:
            state.c_dmg[_aggravated(victim) if s.aggravated else _normal(victim)] += s.damage
    for side in (0, 1):              # armour and retainers' prevention, without a card
        m = find(state, _side_uid(state, side))
        if m is not None:
            _prevent(state, side, gear_sum(state, m.uid, "gear_prevent"))
    state.c_side = -1
    _ask_prevent(state, events)


def _hit_retainer(state: MethuselahState, m: Minion, n: int, events: list[Event]) -> None:
    servants = [g for g in gear_of(state, m.uid) if _C.cards[g.card].type == "retainer"]
    if not servants:
        return
    g = servants[0]
    hit = min(n, g.life)
    g.life -= hit
    state.bank += hit
    events.append(Event("servant", f"{_C.cards[g.card].name} loses {hit} life", m.controller))
    if g.life <= 0:
        state.gear.remove(g)
        state.ash[m.controller].append(g.card)
        events.append(Event("burn", f"{_C.cards[g.card].name} is burned", m.controller))


def _normal(side: int) -> int:
    """Where the normal damage to `side` (0 the acting minion, 1 the other) is kept in ``c_dmg``."""
    return 2 * side


def _aggravated(side: int) -> int:
    """Where the aggravated damage to `side` is kept in ``c_dmg``."""
    return 2 * side + 1


def damage_to(state: MethuselahState, side: int) -> tuple[int, int]:
    """The damage `side` is to take at this stage, as (normal, aggravated), after what is prevented."""
    return state.c_dmg[_normal(side)], state.c_dmg[_aggravated(side)]


def _prevent(state: MethuselahState, side: int, n: int) -> None:
    """Prevent up to `n` damage to `side`, aggravated first."""
    normal, aggravated = _normal(side), _aggravated(side)
    agg = min(n, state.c_dmg[aggravated])
    state.c_dmg[aggravated] -= agg
    state.c_dmg[normal] -= min(n - agg, state.c_dmg[normal])


def _ask_prevent(state: MethuselahState, events: list[Event]) -> None:
    for side in (0, 1):
        if side > state.c_side and sum(damage_to(state, side)) > 0:
            state.c_side = side
            state.actor = _seats(state)[side]
            state.step = "prevent"
            return
    _damage(state, events)


def prevent_legal(state: MethuselahState) -> list[Action]:
    m = _my_combatant(state)
    return [PASS, *(Play(c, m.uid) for c in _combat_cards(state, m, lambda o: "prevent" in o))]


def prevent_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    if isinstance(action, Play):
        m = _my_combatant(state)
        o = _play(state, m, action.card, events)
        _prevent(state, state.c_side, o["prevent"])
        if sum(damage_to(state, state.c_side)) > 0:
            return                    # more to prevent: the same seat may play again
    _ask_prevent(state, events)


def take_damage(state: MethuselahState, m: Minion, normal: int, agg: int, events: list[Event]) -> str:
    """Damage left after prevention: a vampire mends normal damage at 1 blood each; unmended damage
    (or any aggravated) wounds him into torpor; aggravated damage to a wounded vampire burns him,
    and (from edition 2) a vampire already in torpor is wounded, so any aggravated damage burns it.
    An ally loses life.  Returns 'burned', 'torpor', 'hurt' or ''."""
    if normal + agg <= 0:
        return ""
    if m.kind != VAMPIRE:
        hit = min(normal + agg, m.blood)
        m.blood -= hit
        state.bank += hit
        events.append(Event("damage", f"{name_of(m)} loses {hit} life", m.controller, {"uid": m.uid}))
        if m.blood <= 0:
            burn_minion(state, m, events)
            return "burned"
        return "hurt"
    mended = lose_blood(state, m, normal)
    asleep = bool(m.torpor) and state.rules_edition >= TORPOR_WOUNDED_EDITION
    wounded = normal - mended > 0
    burned = False
    for _ in range(agg):
        if wounded or asleep:
            burned = True
            break
        wounded = True
    words = f"{name_of(m)} takes {normal + agg} damage ({agg} aggravated), mends {mended}"
    if burned:
        events.append(Event("damage", words + ": wounded by aggravated damage, burned", m.controller, {"uid": m.uid}))
        burn_minion(state, m, events)
        return "burned"
    if wounded:
        m.torpor = True
        where = ": stays in torpor" if asleep else ": goes to torpor"
        events.append(Event("torpor", words + where, m.controller, {"uid": m.uid}))
        return "torpor"
    events.append(Event("damage", words, m.controller, {"uid": m.uid}))
    return "hurt"


def _damage(state: MethuselahState, events: list[Event]) -> None:
    out = False
    for side in (0, 1):
        m = find(state, _side_uid(state, side))
        if m is None:
            out = True
            continue
        result = take_damage(state, m, *damage_to(state, side), events)
        if result in ("burned", "torpor"):
            out = True
    state.c_dmg = [0, 0, 0, 0]
    if out:
        end_combat(state, events)
        return
    if state.c_stage in (1, 2):     # the first strike is done: the other lands now
        state.c_stage += 3
        _stage(state, events)
        return
    state.win = Window()
    open_window(state.win, _seats(state))
    state.actor = window_seat(state.win)
    state.step = "press"


# -- press ------------------------------------------------------------------------------
def press_legal(state: MethuselahState) -> list[Action]:
    m = _my_combatant(state)
    return [PASS, *(Play(c, m.uid) for c in _combat_cards(state, m, lambda o: "press" in o))]


def press_apply(state: MethuselahState, action: Action, events: list[Event]) -> None:
    assert state.win is not None
    if isinstance(action, Play):
        m = _my_combatant(state)
        _play(state, m, action.card, events)
        state.c_press = not state.c_press
        events.append(Event("press", f"{name_of(m)} presses: "
                                     f"{'another round' if state.c_press else 'combat ends'}", m.controller))
    if window_next(state.win, not isinstance(action, Pass)):
        state.win = None
        if state.c_press:
            _next_round(state, events)
        else:
            end_combat(state, events)
    else:
        state.actor = window_seat(state.win)


def end_combat(state: MethuselahState, events: list[Event]) -> None:
    state.c_a = state.c_b = -1
    state.c_strikes = no_strikes_yet()
    state.c_dmg = [0, 0, 0, 0]
    state.c_stage = 0
    state.c_side = 0
    state.win = None
    finish_action(state, events)

