"""A chapter of the chronicle: a normal Bloodlines game.  As the chapter begins its cards are
revealed from the chronicle deck (:func:`begin_chapter`); :func:`chapter_setup` builds the
game's setup from the campaign (battlegrounds, who is first and who chooses a clan first,
unlocked content, havens, elevations and stickers, assets, obligations, clan leaders); and
:func:`chapter_result` reads the finished game back as the chapter's result."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from .. import score
from ..content import load as load_basic
from ..engine import chosen_leader, is_ancilla
from ..tables import BG_IDS

if TYPE_CHECKING:
    from ..state import BloodlinesState
    from .campaign import Campaign


def begin_chapter(c: Campaign) -> None:
    """The chapter begins: its overview, missions and new basic characters are revealed (once).
    A joining player's prologue comes first."""
    if c.pending:
        c.d["phase"] = "prologue"
        return
    n = c.chapter
    c.d["aftermath_step"] = 0
    if c.d["current"].get("revealed") == n:
        return
    c.d["current"] = {"revealed": n}
    cards = c.reveal_until(lambda card: card.chapter == n and card.kind in ("overview", "mission", "basic"))
    for card in cards:
        if card.kind == "basic":
            c.d["unlocked"].append(card.character)
            c.place(card.id, "characters")
    chapter = c.ch.chapters[n - 1]
    c.say(f"Chapter {n} ({chapter.year}): {chapter.name}")
    for card in cards:
        if card.kind == "basic":
            c.say(f"{card.name} enters the character deck")


def chapter_setup(c: Campaign) -> dict[str, Any]:
    """The setup of chapter ``c.chapter`` (``chronicle_seats``: the player in each seat)."""
    ch, n = c.ch, c.chapter
    seats = c.active()
    if not 2 <= len(seats) <= 4:
        raise ValueError("a chapter needs 2 to 4 active players")
    chapter = ch.chapters[n - 1]
    bgs = sorted(c.battlegrounds(), key=BG_IDS.index)
    players = c.players
    last = c.d["chapters"][-1] if c.d["chapters"] else None
    if last is None:
        first_player = seats[0]                       # the oldest player: listed first
        order = list(reversed(seats))                 # the youngest chooses first
    else:
        first_player = _next_in(seats, last["vanquished"])
        ranking = [p for p in reversed(last["ranking"]) if p in seats]
        order = [p for p in seats if p not in ranking] + ranking   # the victor chooses last
    options: dict[str, Any] = {
        "battlegrounds": ",".join(bgs),
        "clans": "choose",
        "chronicle": True,
        "chapter_missions": [m.front for m in chapter.missions],
        "first": seats.index(first_player),
        "clan_order": [seats.index(p) for p in order],
        "unlocked": sorted(c.d["unlocked"]),
        "havens": _one_haven_each([players[p]["retainer"] for p in seats]),
        # "only one vampire may be retained in each haven": an absent player's stays in it
        "absent_havens": sorted({pl["retainer"] for i, pl in enumerate(players) if i not in seats and pl["retainer"]}
                                - {players[p]["retainer"] for p in seats}),
        "elevated": copy.deepcopy(c.d["elevated"]),
        "stickers": dict(c.d["stickers"]),
        "assets": [list(players[p]["assets"]) for p in seats],
        "obligations": [[ch.obligation(o).effect for o in players[p]["obligations"]] for p in seats],
        "leaders": [list(players[p]["leaders"]) for p in seats],
    }
    return {
        "players": len(seats), "seed": c.d["seed"] * 1000 + n, "options": options,
        "seats": [{"name": players[p]["name"], "kind": players[p]["kind"], "level": players[p]["level"]}
                  for p in seats],
        "chronicle_seats": seats,
    }


def chapter_result(c: Campaign, state: BloodlinesState, setup: dict[str, Any], save_hash: str) -> dict[str, Any]:
    """The finished chapter's result, as the campaign keeps it: who played which clan and leader,
    VP and ranking (victor first, vanquished last), the missions' claimers, VP per battleground,
    each bloodline's survivors (and those that may be elevated or given an ability), the assets
    left and whether a haven's vampire was recruited."""
    seats = c.d["current"]["seats"]
    n = len(seats)
    vp = list(state.final_vp)
    winner = state.result[0]
    claimed = list(state.claimed)
    order = [(s - state.first) % n for s in range(n)]
    rest = sorted((s for s in range(n) if s != winner), key=lambda s: (-vp[s], claimed.count(s), order[s]))
    ranking = [seats[winner]] + [seats[s] for s in rest]
    basic = load_basic()
    lines, eligible, ancillae = [], [], []
    for s in range(n):
        alive = [v for v in state.line[s] if not state.in_torpor[v]]
        lead = state.leader[s]
        lines.append([basic.characters[v].id for v in alive if v != lead])
        eligible.append([basic.characters[v].id for v in alive
                         if v != lead and basic.characters[v].kind == "basic" and not state.elevations[v]
                         and not state.grafts[v]])
        ancillae.append([basic.characters[v].id for v in alive
                         if is_ancilla(state, v) and not state.grafts[v]
                         and len(basic.characters[v].abilities) + len(state.elevations[v]) < c.ch.max_abilities])
    return {
        "number": c.chapter, "era": c.era, "players": list(seats),
        "clans": list(state.clan), "leaders": [basic.characters[chosen_leader(state, s)].id for s in range(n)],
        "vp": vp, "ranking": ranking, "victor": ranking[0], "vanquished": ranking[-1],
        "claims": [seats[s] if s >= 0 else -1 for s in claimed], "responses": [-1] * len(claimed),
        "first": seats[setup["options"]["first"]],
        "bg_points": {b: score.battleground_points(state, b) for b in state.battlegrounds},
        "lines": lines, "eligible": eligible, "ancillae": ancillae,
        "assets_left": [list(state.assets[s]) for s in range(n)],
        "haven_used": [bool(c.players[seats[s]]["retainer"]) and state.haven[s] < 0 for s in range(n)],
        "save_hash": save_hash, "rewards": [],
    }


def _one_haven_each(retainers: list[str]) -> list[str]:
    """The seats' retainers with a vampire held in two havens kept in the first seat's only: a
    campaign saved before issue 39 may hold one twice (an absent player's retainer was dealt and
    retained again), and a vampire is never in two bloodlines."""
    return [r if r not in retainers[:i] else "" for i, r in enumerate(retainers)]


def _next_in(seats: list[int], p: int) -> int:
    """p if it plays, else the next player after it who does."""
    if p in seats:
        return p
    later = [s for s in seats if s > p]
    return later[0] if later else seats[0]
