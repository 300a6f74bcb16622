"""The aftermath (rulebook, Chronicle Rules: Aftermath), after each chapter, its six steps in order:
record the results; resolve the chapter overview (the victor's title, the vanquished's
research); resolve the chronicle missions (each claimer's response and reward: an asset, an
unlocked character or clan leader, an elevation); resolve obligations; assign new abilities;
select retainers.  Its work is queued when it begins (:func:`aftermath_frames`), and its last
frame ends the phase."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..content import load as load_basic
from .flow import PLAYER, Step
from .prologue import gain_dot, put_sticker, sticker_choices, stickered_name
from .records import Answer, Choice, Frame
from .sheet import char_line

if TYPE_CHECKING:
    from .campaign import Campaign
    from .content import Mission


def _result(c: Campaign) -> dict[str, Any]:
    """The chapter just played (the aftermath's subject)."""
    result: dict[str, Any] = c.d["chapters"][-1]
    return result



def _seat(c: Campaign, player: int) -> int:
    """The player's seat in the chapter just played (-1: absent)."""
    seats: list[int] = _result(c)["players"]
    return seats.index(player) if player in seats else -1


# -- the six numbered steps: what each does by itself as it begins -------------------------------
def _record_results(c: Campaign) -> None:
    res, basic = _result(c), load_basic()
    for s, p in enumerate(res["players"]):
        c.say(f"{c.players[p]['name']} played {basic.clan_by_id[res['clans'][s]].name}: {res['vp'][s]} VP")
    # assets spent in the chapter are gone for the rest of the chronicle
    for s, p in enumerate(res["players"]):
        c.players[p]["assets"] = list(res["assets_left"][s])


def _resolve_overview(c: Campaign) -> None:
    res = _result(c)
    chapter = c.ch.chapters[res["number"] - 1]
    v, q = res["victor"], res["vanquished"]
    c.players[v]["titles"].append(chapter.victor)
    c.say(f"{c.players[v]['name']} is the victor: a new title, {chapter.victor}")
    c.say(f"{c.players[q]['name']} is vanquished and plots ({chapter.vanquished} "
          f"research scheme{'s' if chapter.vanquished > 1 else ''})")
    c.place(f"overview:{res['number']}", "booklet")


def _reveal_unlocks(c: Campaign) -> None:
    number = _result(c)["number"]
    c.reveal_until(lambda card: card.chapter == number and card.kind in ("character", "leader"))


def _nothing_more(_c: Campaign) -> None:
    """The step's work is queued after it."""


AFTERMATH: tuple[tuple[str, Callable[[Campaign], None]], ...] = (
    ("Record the results", _record_results),
    ("Resolve the chapter overview", _resolve_overview),
    ("Resolve the chronicle missions", _reveal_unlocks),
    ("Resolve obligations", _nothing_more),
    ("Assign new abilities", _nothing_more),
    ("Select retainers", _nothing_more),
)
"""The aftermath's steps (numbered from 1): their names, and what each does as it begins."""

STEP_NAMES = {n: name for n, (name, _begin) in enumerate(AFTERMATH, 1)}


def aftermath_frames(c: Campaign) -> list[Frame]:
    """The aftermath's work, in order, for the chapter just played."""
    res = _result(c)
    chapter = c.ch.chapters[res["number"] - 1]
    q = res["vanquished"]
    clan = res["clans"][res["players"].index(q)]
    out = [Frame("aftermath.step", number=1), Frame("aftermath.step", number=2)]
    out += [Frame("aftermath.research", player=q, clan=clan) for _ in range(chapter.vanquished)]
    out.append(Frame("aftermath.step", number=3))
    for i, m in enumerate(chapter.missions):
        p = res["claims"][i]
        out.append(Frame("aftermath.response", player=p, mission=m.id, index=i) if p >= 0
                   else Frame("aftermath.mission_none", mission=m.id))
        out.append(Frame("aftermath.mission_done", mission=m.id))
    out += [Frame("aftermath.step", number=4), Frame("aftermath.obligations"), Frame("aftermath.step", number=5)]
    out += [Frame("aftermath.ability_ancilla", player=p) for p in res["players"]]
    out.append(Frame("aftermath.step", number=6))
    out += [Frame("aftermath.retainer", player=p) for p in res["players"]]
    out.append(Frame("aftermath.end"))
    return out


def begin(c: Campaign) -> None:
    """The aftermath begins: its work is queued (anything left waiting is dropped)."""
    c.pending[:] = aftermath_frames(c)


def _queue(c: Campaign, _frame: Frame) -> None:
    c.pending.extend(aftermath_frames(c))


def _numbered_step(c: Campaign, frame: Frame) -> None:
    n = frame.number
    assert n is not None, frame
    c.d["aftermath_step"] = n
    name, start = AFTERMATH[n - 1]
    c.say(f"Aftermath, step {n}: {name}")
    start(c)


def _end(c: Campaign, _frame: Frame) -> None:
    c.d["aftermath_step"] = 0
    c.end_phase()


# -- step 2: the vanquished plots -------------------------------------------------------------------
def research_left(c: Campaign, clan: str) -> list[str]:
    """The clan's research schemes not unlocked yet."""
    return [s.id for s in load_basic().clan_schemes(clan) if s.locked and s.id not in c.d["unlocked"]]


def _research_choices(c: Campaign, frame: Frame) -> tuple[Choice, ...] | None:
    basic = load_basic()
    left = research_left(c, frame.clan or "")
    if not left:
        return None
    return tuple(Choice(basic.scheme_by_id[s].name, basic.scheme_by_id[s].text, None, s) for s in left)


def _research(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    c.d["unlocked"].append(key)
    c.say(f"{c.players[frame.whose()]['name']} unlocks {load_basic().scheme_by_id[key].name} from the research deck")


def _nothing_to_research(c: Campaign, frame: Frame) -> None:
    c.say(f"{c.players[frame.whose()]['name']} finds nothing left to research for that clan")


# -- step 3: the chronicle missions ----------------------------------------------------------------
def _mission(c: Campaign, frame: Frame) -> Mission:
    assert frame.mission is not None, frame
    return c.ch.mission(frame.mission)


def _response_choices(c: Campaign, frame: Frame) -> tuple[Choice, ...]:
    ch = c.ch
    return tuple(Choice(r.text, f"+1 dot: {ch.entries[r.dot].name}", None, r.dot) for r in _mission(c, frame).responses)


def _respond(c: Campaign, frame: Frame, answer: Answer, key: str) -> None:
    assert frame.index is not None, frame
    _result(c)["responses"][frame.index] = answer
    gain_dot(c, frame.whose(), key)
    _reward(c, frame, frame.whose())


def _reward(c: Campaign, frame: Frame, p: int) -> None:
    m = _mission(c, frame)
    rw, pl, res = m.reward, c.players[p], _result(c)
    basic = load_basic()
    clan = res["clans"][res["players"].index(p)]
    if rw.kind == "asset":
        pl["assets"].append(rw.asset)
        res["rewards"].append(f"{pl['name']}: asset {c.ch.asset(rw.asset).name}")
        c.say(f"{pl['name']} adds {c.ch.asset(rw.asset).name} to the haven")
    elif rw.kind == "unlock":
        ch = basic.character_by_id[rw.character]
        if ch.kind == "leader":
            pl["leaders"].append(ch.id)
            for s in ch.schemes:
                if basic.scheme_by_id[s].locked and s not in c.d["unlocked"]:
                    c.d["unlocked"].append(s)
            c.place(f"leader:{ch.id}", f"haven:{p}")
            c.say(f"{pl['name']} unlocks a new clan leader, {ch.name}, kept in the haven")
        else:
            c.d["unlocked"].append(ch.id)
            c.place(f"character:{ch.id}", "characters")
            c.say(f"{pl['name']} unlocks {ch.name}")
            later = next(x for x in c.pending if x.kind == "aftermath.retainer" and x.player == p)
            later.newcomers = [*(later.newcomers or []), ch.id]
            if not ch.clan:
                c.pending.insert(0, Frame("aftermath.clan_sticker", player=p, character=ch.id, clan=clan))
        res["rewards"].append(f"{pl['name']}: unlock {ch.name}")
    else:
        res["rewards"].append(f"{pl['name']}: elevate ({basic.character_by_id[rw.ability].name})")
        c.pending.insert(0, Frame("aftermath.elevate", player=p, ability=rw.ability, clan=clan))


def _unclaimed(c: Campaign, frame: Frame) -> None:
    m = _mission(c, frame)
    c.say(f"Nobody claims {m.name}")
    if m.reward.kind == "unlock":
        ch = load_basic().character_by_id[m.reward.character]
        c.place(f"{'leader' if ch.kind == 'leader' else 'character'}:{ch.id}", "out")


def _mission_done(c: Campaign, frame: Frame) -> None:
    c.place(f"mission:{frame.mission}", "booklet")


def _elevate_choices(c: Campaign, frame: Frame) -> tuple[Choice, ...] | None:
    basic = load_basic()
    pool = _result(c)["eligible"][_seat(c, frame.whose())]
    if not pool:
        return None
    return tuple(Choice(basic.character_by_id[x].name, char_line(basic.character_by_id[x]),
                        basic.character_by_id[x].index, x) for x in pool)


def _elevation_words(_c: Campaign, frame: Frame) -> dict[str, str]:
    ability = load_basic().character_by_id[frame.ability or ""]
    return {"ability": ability.name, "text": ability.abilities[0].text}


def _elevate(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    res, basic, p = _result(c), load_basic(), frame.whose()
    assert frame.ability is not None, frame
    for pool in res["eligible"]:
        if key in pool:
            pool.remove(key)
    c.d["elevated"][key] = [frame.ability]
    if len(c.d["elevated"][key]) < c.ch.max_abilities:     # a free slot left: step 5 may use it
        res["ancillae"][_seat(c, p)].append(key)
    c.say(f"{c.players[p]['name']} elevates {basic.character_by_id[key].name} to an ancilla "
          f"('{basic.character_by_id[frame.ability].name}')")
    c.pending.insert(0, Frame("aftermath.clan_sticker", player=p, character=key, clan=frame.clan))


def _nobody_to_elevate(c: Campaign, frame: Frame) -> None:
    c.say(f"{c.players[frame.whose()]['name']} has no basic character to elevate")


def _clan_just_played(c: Campaign, frame: Frame) -> tuple[Choice, ...]:
    return sticker_choices(c, frame, [frame.clan or ""])


# -- step 4: obligations ----------------------------------------------------------------------------
def _obligations(c: Campaign, _frame: Frame) -> None:
    res = _result(c)
    rng = c.rng()
    for p in res["players"]:
        pl = c.players[p]
        if p == res["victor"]:
            pool = [o.id for o in c.ch.obligations if o.id not in pl["obligations"]]
            if pool:
                o = pool[rng.below(len(pool))]
                pl["obligations"].append(o)
                c.say(f"{pl['name']} takes an obligation: {c.ch.obligation(o).name}")
        elif pl["obligations"]:
            o = pl["obligations"].pop(rng.below(len(pl["obligations"])))
            c.say(f"{pl['name']} is free of an obligation: {c.ch.obligation(o).name}")


# -- step 5: new abilities ----------------------------------------------------------------------------
def _ancilla_choices(c: Campaign, frame: Frame) -> tuple[Choice, ...] | None:
    basic, p = load_basic(), frame.whose()
    pool = _result(c)["ancillae"][_seat(c, p)]
    if not c.stickers_allowed(p) or not pool:
        return None
    choices = [Choice("No new ability", "keep every ancilla as it is", None, "")]
    choices += [Choice(basic.character_by_id[x].name, char_line(basic.character_by_id[x]),
                       basic.character_by_id[x].index, x) for x in pool]
    return tuple(choices)


def _choose_ancilla(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    if key:
        c.pending.insert(0, Frame("aftermath.ability_sticker", player=frame.player, character=key))
    else:
        c.say(f"{c.players[frame.whose()]['name']} places no new ability")


def _sticker_choices(c: Campaign, frame: Frame) -> tuple[Choice, ...]:
    basic = load_basic()
    return tuple(Choice(basic.character_by_id[s].name, basic.character_by_id[s].abilities[0].text, None, s)
                 for s in c.stickers_allowed(frame.whose()))


def _place_ability(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    basic, cid = load_basic(), frame.character or ""
    c.d["elevated"].setdefault(cid, []).append(key)
    c.say(f"{c.players[frame.whose()]['name']} places '{basic.character_by_id[key].name}' on "
          f"{basic.character_by_id[cid].name}")


def _character_name(_c: Campaign, frame: Frame) -> dict[str, str]:
    return {"name": load_basic().character_by_id[frame.character or ""].name}


# -- step 6: retainers -------------------------------------------------------------------------------
def _kept(c: Campaign, p: int) -> str:
    """The player's retainer, unless recruited from the haven in the chapter just played."""
    seat, retainer = _seat(c, p), c.players[p]["retainer"]
    return retainer if retainer and not (seat >= 0 and _result(c)["haven_used"][seat]) else ""


def _retainer_choices(c: Campaign, frame: Frame) -> tuple[Choice, ...] | None:
    basic, p = load_basic(), frame.whose()
    seat, keep = _seat(c, p), _kept(c, p)
    options = [Choice(f"Keep {basic.character_by_id[keep].name}" if keep else "Leave the haven empty",
                      "no change", basic.character_by_id[keep].index if keep else None, "")]
    pool = (_result(c)["lines"][seat] if seat >= 0 else []) + (frame.newcomers or [])
    others = {o["retainer"] for i, o in enumerate(c.players) if i != p}   # in another haven
    for x in pool:
        if x != keep and basic.character_by_id[x].kind != "leader" and x not in others:
            options.append(Choice(basic.character_by_id[x].name, char_line(basic.character_by_id[x]),
                                  basic.character_by_id[x].index, x))
    return None if len(options) == 1 else tuple(options)


def _retain(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    p = frame.whose()
    pl, seat = c.players[p], _seat(c, p)
    if key:
        pl["retainer"] = key
        c.say(f"{pl['name']} retains {load_basic().character_by_id[key].name} in the haven")
    elif seat >= 0 and _result(c)["haven_used"][seat]:
        pl["retainer"] = ""
    for card, where in list(c.d["places"].items()):
        if where == f"haven:{p}" and card.startswith("character:") and card[10:] != pl["retainer"]:
            c.place(card, "characters")
    if key and f"character:{key}" in c.d["places"]:
        c.place(f"character:{key}", f"haven:{p}")


def _keep_or_empty(c: Campaign, frame: Frame) -> None:
    seat = _seat(c, frame.whose())
    if seat >= 0 and _result(c)["haven_used"][seat]:
        c.players[frame.whose()]["retainer"] = ""


STEPS = (
    Step("aftermath.begin", run=_queue),
    Step("aftermath.step", run=_numbered_step, needs=("number",)),
    Step("aftermath.research", "{who}: plotting",
         "As the vanquished, unlock a clan scheme of {clan} from the research deck (for the rest of the chronicle).",
         _research_choices, _research, _nothing_to_research,
         words=lambda _c, frame: {"clan": load_basic().clan_by_id[frame.clan or ""].name},
         needs=("player", "clan")),
    Step("aftermath.response", "{who}: {mission}", "{situation}", _response_choices, _respond,
         words=lambda c, frame: {"mission": _mission(c, frame).name, "situation": _mission(c, frame).situation},
         needs=("player", "mission", "index")),
    Step("aftermath.mission_none", run=_unclaimed, needs=("mission",)),
    Step("aftermath.mission_done", run=_mission_done, needs=("mission",)),
    Step("aftermath.elevate", "{who}: elevate a vampire",
         "Choose a basic character of your bloodline to become an ancilla with '{ability}': {text}",
         _elevate_choices, _elevate, _nobody_to_elevate, words=_elevation_words,
         needs=("player", "ability", "clan")),
    Step("aftermath.clan_sticker", "{who}: a clan sticker",
         "{name} takes the sticker of the clan just played, or a thin-blood sticker "
         "(no clan: it always pays in the queue's costly spaces).",
         _clan_just_played, put_sticker, words=stickered_name, needs=("player", "character", "clan")),
    Step("aftermath.obligations", run=_obligations),
    Step("aftermath.ability_ancilla", "{who}: a new ability",
         "You may place an ability sticker on an ancilla of your bloodline with a free slot.",
         _ancilla_choices, _choose_ancilla, needs=PLAYER),
    Step("aftermath.ability_sticker", "{who}: which ability", "The abilities your sheet allows, for {name}.",
         _sticker_choices, _place_ability, words=_character_name, needs=("player", "character")),
    Step("aftermath.retainer", "{who}: your retainer",
         "You may move one vampire of your bloodline into your haven (one at most): "
         "it may be recruited once in the next chapter.",
         _retainer_choices, _retain, _keep_or_empty, needs=PLAYER),
    Step("aftermath.end", run=_end),
)
