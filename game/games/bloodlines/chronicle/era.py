"""The era's end and the chronicle's end (rulebook, Chronicle Rules: After the Era, Chronicle End).

After every third chapter the era ends: the player with the most era points over its three
chapters dominates it (a tie broken by the VP on the departing battleground in the third
chapter, then by the primogen) and chooses one of its scoring cards, which changes the values
on the chronicle scoresheet; one battleground leaves and the next takes its place.  After the
last era, the most chronicle points (then the most titles, then the primogen) rules the night
and takes the final card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..content import ARCHETYPES
from ..content import load as load_basic
from .flow import Step
from .records import Answer, Choice, Frame
from .sheet import dots_line

if TYPE_CHECKING:
    from .campaign import Campaign

THEN = ("era", "end")
"""What the primogen decides: who dominates the era, or who rules the night."""



# -- the era's end -----------------------------------------------------------------------------------
def begin_era(c: Campaign) -> None:
    """Count the era's points and find who dominates it (the primogen asked on a tie)."""
    ch, era = c.ch, c.era
    first = (era - 1) * ch.chapters_per_era + 1
    results = [r for r in c.d["chapters"] if first <= r["number"] <= era * ch.chapters_per_era]
    points = [0] * len(c.players)
    for r in results:
        table = ch.era_points[:len(r["ranking"])]
        for place, p in enumerate(r["ranking"]):
            points[p] += table[place]
    e = ch.eras[era - 1]
    leaving = e.removes or ch.eras[era - 2].adds     # the last era: its newest battleground
    c.d["eras"].append({"era": era, "points": points, "dominant": -1, "card": "",
                        "removed": e.removes, "added": e.adds, "tiebreak": ""})
    c.say(f"The end of the era: {e.name}")
    best = max(points)
    tied = [p for p, x in enumerate(points) if x == best]
    if len(tied) > 1:
        third = results[-1]
        bg = third["bg_points"].get(leaving, [0] * len(third["players"]))
        vp = {p: (bg[third["players"].index(p)] if p in third["players"] else -1) for p in tied}
        top = max(vp.values())
        name = load_basic().battleground_by_id[leaving].name
        c.d["eras"][-1]["tiebreak"] = f"VP on {name}"
        c.say(f"Tied for the era; the VP on {name} in the era's third chapter decide")
        tied = [p for p in tied if vp[p] == top]
    if len(tied) > 1:
        c.d["eras"][-1]["tiebreak"] = "the primogen"
        c.pending.insert(0, Frame("era.primogen", player=tied[0], tied=tied, declared=[], then="era"))
        return
    _settle_tie(c, "era", tied[0])


def after_era(c: Campaign) -> str:
    """The chronicle ends after the last chapter's era; else the next chapter."""
    return "over" if c.chapter >= len(c.ch.chapters) else "chapter"


def _dominates(c: Campaign, won: int) -> None:
    er = c.d["eras"][-1]
    er["dominant"] = won
    c.say(f"{c.players[won]['name']} dominates the era")
    e = c.ch.eras[er["era"] - 1]
    c.reveal_until(lambda card: card.kind == "scoring" and card.era == er["era"])
    c.pending.append(Frame("era.scoring", player=won, cards=[s.id for s in e.scoring]))
    c.pending.append(Frame("era.close"))


def _settle_tie(c: Campaign, then: str, won: int) -> None:
    if then == "era":
        _dominates(c, won)
    else:
        _rules_the_night(c, won)


def _scoring_choices(c: Campaign, frame: Frame) -> tuple[Choice, ...]:
    ch = c.ch
    cards = [ch.scoring_card(x) for x in frame.cards or []]
    return tuple(Choice(card.name, card.text + "  " + dots_line(ch, card.dots), None, card.id) for card in cards)


def _resolve_era(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    ch = c.ch
    card = ch.scoring_card(key)
    lo, hi = ch.trait_value
    alo, ahi = ch.allegiance_value
    allegiances = {a.id for a in ch.allegiances}
    for entry, n in card.dots:
        bounds = (alo, ahi) if entry in allegiances else (lo, hi)
        c.scoresheet[entry] = max(bounds[0], min(bounds[1], c.scoresheet[entry] + n))
    c.place(f"scoring:{key}", "scoresheet")
    for other in frame.cards or []:
        if other != key:
            c.place(f"scoring:{other}", "discarded")
    c.d["eras"][-1]["card"] = key
    c.say(f"{c.players[frame.whose()]['name']} resolves the era: {card.name} ({dots_line(ch, card.dots)})")


def _close(c: Campaign, _frame: Frame) -> None:
    er = c.d["eras"][-1]
    basic = load_basic()
    if er["removed"]:
        c.say(f"{basic.battleground_by_id[er['removed']].name} leaves the chronicle; "
              f"{basic.battleground_by_id[er['added']].name} takes its place")
    c.end_phase()


# -- the primogen: the last tie-breaker ------------------------------------------------------------
def _archetypes_left(_c: Campaign, frame: Frame) -> tuple[Choice, ...]:
    declared = frame.declared or []
    return tuple(Choice(a.capitalize(), "", None, a) for a in ARCHETYPES if a not in declared)


def _declare(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    declared, tied = frame.declared, frame.tied
    assert declared is not None and tied is not None, frame
    declared.append(key)
    if len(declared) < len(tied):
        after = frame.copy()
        after.player = tied[len(declared)]
        c.pending.insert(0, after)
        return
    won = _primogen_draw(c, tied, declared)
    c.say(f"The primogen's draw favours {c.players[won]['name']}")
    _settle_tie(c, frame.then or "", won)


def _primogen_draw(c: Campaign, tied: list[int], declared: list[str]) -> int:
    """Draw from the character deck until an archetype declared comes up: its declarer."""
    pool = [ch for ch in load_basic().characters if ch.kind != "leader" and not ch.haven]
    c.rng().shuffle(pool)
    for ch in pool:
        if ch.archetype in declared:
            return tied[declared.index(ch.archetype)]
    return tied[0]


# -- the chronicle's end ------------------------------------------------------------------------------
def points_line(name: str, total: int) -> str:
    """A player's chronicle points as the log tells them ("1 chronicle point", never "1 chronicle points")."""
    return f"{name}: {total} chronicle point{'' if abs(total) == 1 else 's'}"


def begin_end(c: Campaign) -> None:
    """Count every player's chronicle points: the most rules the night (then the most titles,
    then the primogen)."""
    totals = [c.chronicle_points(p)["total"] for p in range(len(c.players))]
    for p, pl in enumerate(c.players):
        c.say(points_line(pl['name'], totals[p]))
    best = max(totals)
    tied = [p for p, x in enumerate(totals) if x == best]
    if len(tied) > 1:
        most = max(len(c.players[p]["titles"]) for p in tied)
        tied = [p for p in tied if len(c.players[p]["titles"]) == most]
    if len(tied) > 1:
        c.pending.insert(0, Frame("era.primogen", player=tied[0], tied=tied, declared=[], then="end"))
        return
    _rules_the_night(c, tied[0])


def _rules_the_night(c: Campaign, won: int) -> None:
    c.d["phase"] = "over"
    c.reveal_until(lambda card: card.kind == "final")
    c.place("final", f"player:{won}")
    c.players[won]["final"] = True
    c.d["final"] = {"winner": won, "points": [c.chronicle_points(p)["total"] for p in range(len(c.players))]}
    c.say(f"{c.players[won]['name']} rules the night and takes the final card, {c.ch.final_name}")


def _end_now(c: Campaign, _frame: Frame) -> None:
    c.enter("over")


STEPS = (
    Step("era.primogen", "{who}: consult the primogen",
         "A tie: declare an archetype no other tied player has declared; the deck decides.",
         _archetypes_left, _declare, needs=("player", "tied", "declared", "then")),
    Step("era.scoring", "{who}: resolve the era",
         "You dominate the era: choose how history remembers it (the dots go on the chronicle "
         "scoresheet and change every trait's value).",
         _scoring_choices, _resolve_era, needs=("player", "cards")),
    Step("era.close", run=_close),
    Step("end.close", run=_end_now),
)
