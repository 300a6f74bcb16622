"""The viewer's view of a Methuselah game read into the table's model (and nothing else: a card the view
hides is a back here, with no name).

This is the one place that knows the engine's field names: the minions ``mins`` and the cards they
carry ``gear`` (the engine's records, ``game.games.methuselah.pieces``), the uncontrolled region ``unc``
(hidden to the others) with its public ``unc_blood``, the action under way (``a_*``, ``b_*``), the
combat (``c_*``) and the referendum (``votes``, ``cast``).

It is also the table's one door to the engine (``game.games.methuselah``): the other modules take the
engine's names they need from here: the action kinds ``A``, the state's type, the step names the
engine's FLOW declares (``STEPS``, what the table's per-step words are keyed by) and their prompts.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.records import HIDDEN
from game.games.methuselah import actions as A
from game.games.methuselah import board, words
from game.games.methuselah.combat import damage_to
from game.games.methuselah.content import Content
from game.games.methuselah.flow import FLOW
from game.games.methuselah.pieces import ALLY, ChosenStrike, Minion
from game.games.methuselah.state import MethuselahState
from game.ui.kit.above import from_above
from game.ui.kit.cardface import CardFace
from game.ui.kit.rivals import Row, Section
from game.ui.kit.table import declared_steps
from game.ui.tables.methuselah import model as M
from game.ui.tables.methuselah.layout import Crowd

__all__ = ["PROMPTS", "STEPS", "A", "MethuselahState", "model_of"]

STEPS = declared_steps(FLOW)     # every step name the engine declares
PROMPTS = FLOW.steps             # each step's prompt words (the ribbon's, game.ui.kit.choices.prompt_line)

RANGES = ("close", "long")
ACT_TITLES = {"bleed": "bleeds", "hunt": "hunts", "leave": "leaves torpor", "rescue": "rescues from torpor",
              "finish": "finishes a vampire in torpor",
              "rush": "attacks", "boon": "asks a boon", "equip": "equips", "employ": "employs", "recruit": "recruits",
              "political": "calls a referendum", "card": "plays a card"}


def _words(name: str, index: int) -> str:
    """The engine's own words for a card or a vampire (``game.games.methuselah.words``: one place for them)."""
    return str(getattr(words, name)(index))


def library_card(content: Content, index: int) -> M.Card:
    if index == HIDDEN or not 0 <= index < len(content.cards):
        return M.BACK
    c = content.cards[index]
    cost = " and ".join(t for t in (f"{c.cost_pool} pool" if c.cost_pool else "",
                                    f"{c.cost_blood} blood" if c.cost_blood else "") if t)
    disc = content.disc_names.get(c.disc, c.disc) if c.disc else ""
    line = " · ".join(t for t in (c.act.capitalize() if c.act else "", disc) if t)
    text = _words("card_text", index)
    kind = {"modifier": "Action modifier", "political": "Political action"}.get(c.type, c.type.capitalize())
    face = CardFace(c.name, text, " · ".join(t for t in (kind, line) if t),
                    cost.split()[0] if cost and cost[0].isdigit() else "")
    return M.Card(index, c.name, c.type, line, text, cost, effects=frozenset(c.basic) | frozenset(c.superior),
                  face=face)


def vampire_card(content: Content, index: int) -> M.Card:
    if index == HIDDEN or not 0 <= index < len(content.vampires):
        return M.BACK
    v = content.vampires[index]
    clan = content.clans.get(v.clan, v.clan)
    clan = clan[4:].capitalize() if clan.lower().startswith("the ") else clan
    discs = " ".join(content.disc_names.get(d, d).upper() if n >= 2 else content.disc_names.get(d, d).lower()
                     for d, n in v.disc.items())
    text = _words("vampire_text", index)
    line = " · ".join(t for t in (clan, discs) if t)
    return M.Card(index, v.name, "vampire", line, text, effects=frozenset({"votes"}) if v.title else frozenset(),
                  face=CardFace(v.name, text, line, str(v.capacity)))


def title_of(content: Content, index: int) -> tuple[str, int]:
    if not 0 <= index < len(content.vampires):
        return "", 0
    v = content.vampires[index]
    if not v.title:
        return "", 0
    name, votes = content.titles.get(v.title, (v.title, v.votes))
    return name, votes


def minion_of(view: MethuselahState, row: Minion, gear: dict[int, list[M.Card]]) -> M.Minion:
    c = view.content
    ally = row.kind == ALLY
    card = library_card(c, row.card) if ally else vampire_card(c, row.card)
    title, votes = ("", 0) if ally else title_of(c, row.card)
    capacity = 0 if ally else (c.vampires[row.card].capacity if 0 <= row.card < len(c.vampires) else 0)
    return M.Minion(("minion", row.uid), card, row.blood, capacity, bool(row.locked), title, votes,
                    tuple(gear.get(row.uid, ())), ally)


def crowd_of(view: MethuselahState, seat: int) -> Crowd:
    """What `seat`'s regions hold, as far as their sizes go (``layout.spread``): read straight from the
    view, cheaply, each frame."""
    if not 0 <= seat < view.players:
        return Crowd()
    rows = [m for m in view.mins if m.controller == seat]
    return Crowd(tuple(bool(m.locked) for m in rows if not m.torpor), sum(1 for m in rows if m.torpor),
                 len(view.unc[seat]))


def model_of(view: MethuselahState, me: int) -> M.TableModel:
    c = view.content
    n = view.players
    gear: dict[int, list[M.Card]] = {}
    for g in view.gear:
        gear.setdefault(g.holder, []).append(library_card(c, g.card))
    seats = []
    above = from_above(view)   # every hand face up: the true state of a finished game, seen from above
    for p in range(n):
        rows = [m for m in view.mins if m.controller == p]
        ready = tuple(minion_of(view, m, gear) for m in rows if not m.torpor)
        torpor = tuple(minion_of(view, m, gear) for m in rows if m.torpor)
        blood = view.unc_blood[p] if p < len(view.unc_blood) else []
        unc = []
        for i, v in enumerate(view.unc[p]):
            card = vampire_card(c, v)
            capacity = c.vampires[v].capacity if card is not M.BACK else 0
            unc.append(M.Minion(("unc", p, i), card, blood[i] if i < len(blood) else 0, capacity))
        events = tuple(library_card(c, x) for x in (*view.locations[p], *view.events_in[p]))
        seats.append(M.Seat(p, view.pool[p], view.vp[p], bool(view.ousted[p] or view.withdrawn[p]), ready, torpor,
                            tuple(unc), len(view.hand[p]), len(view.library[p]), len(view.crypt[p]),
                            len(view.ash[p]) + len(view.ash_crypt[p]), view.prey(p), view.predator(p), events,
                            tuple(library_card(c, x) for x in view.hand[p]) if above else ()))
    hand = tuple(library_card(c, x) for x in view.hand[me]) if 0 <= me < n else ()
    return M.TableModel(
        players=n, me=me, current=view.current_player, turn_of=view.turn, round=view.round,
        rounds=view.rounds_limit, phase=_phase(view.phase), step=view.step, seats=tuple(seats), hand=hand,
        edge=view.edge, transfers=view.transfers if view.turn == me else 0, action=action_of(view),
        watching=view.viewer is None,
        combat=combat_of(view), referendum=referendum_of(view), over=view.is_over,
        seek=tuple(library_card(c, x) for x in view.seek[me]) if 0 <= me < n else ())


def _phase(phase: str) -> str:
    return phase


def _minion_name(view: MethuselahState, uid: int) -> str:
    row = view.minion(uid) if uid >= 0 else None
    if row is None:
        return ""
    c = view.content
    if row.kind == ALLY:
        return library_card(c, row.card).name
    return vampire_card(c, row.card).name


def action_of(view: MethuselahState) -> M.Action | None:
    """The action under way, if a minion is acting (its stealth, the intercept against it, who may block)."""
    uid = view.a_uid
    row = view.minion(uid) if uid >= 0 else None
    if row is None or not view.a_kind:
        return None
    c = view.content
    kind = view.a_kind
    title = ACT_TITLES.get(kind, kind)
    if view.a_card >= 0:
        title = f"{title} with {library_card(c, view.a_card).name}" if kind != "card" else \
            f"plays {library_card(c, view.a_card).name}"
    target, target_seat = "", -1
    if view.a_tuid >= 0:
        victim = view.minion(view.a_tuid)
        target_seat = victim.controller if victim is not None else -1
        target = _minion_name(view, view.a_tuid)
    elif view.a_target >= 0:
        target_seat = view.a_target
    blockers = tuple(board.may_block(view)) if view.b_uid < 0 else ()
    if view.b_uid >= 0:
        intercept = view.b_int
    else:   # the best intercept a minion that may still block would bring
        intercept = max((board.intercept_of(view, m) for m in view.mins if m.controller in blockers and board.can_block(m)
                         and m.uid != uid), default=0)
    return M.Action(row.controller, _minion_name(view, uid), title, target, target_seat, view.a_stealth, intercept,
                    blockers, _minion_name(view, view.b_uid) if view.b_uid >= 0 else "", minion_key=("minion", uid),
                    blocker_key=("minion", view.b_uid) if view.b_uid >= 0 else None, political=kind == "political")


def combat_of(view: MethuselahState) -> M.Combat | None:
    """The combat: each minion's blood, its strike this round (once chosen) and the damage it is to take."""
    if view.c_a < 0 or view.c_b < 0:
        return None
    fighters = []
    for side, uid in enumerate((view.c_a, view.c_b)):
        row = view.minion(uid)
        if row is None:
            continue
        chosen = view.c_strikes[side] if side < len(view.c_strikes) else None
        strikes = (strike_of(chosen),) if chosen is not None and chosen.chosen else ()
        dmg = damage_to(view, side) if len(view.c_dmg) == 4 else (0, 0)
        fighters.append(M.Fighter(row.controller, _minion_name(view, uid), row.blood, strikes, sum(dmg), ("minion", uid)))
    if len(fighters) < 2:
        return None
    note = "Each chooses a strike in turn; they land together." if not any(f.strikes for f in fighters) else ""
    return M.Combat(max(1, view.c_round), RANGES[view.c_range] if 0 <= view.c_range < len(RANGES) else "close",
                    tuple(fighters), note)


def strike_of(strike: ChosenStrike) -> M.Strike:
    """A strike as the engine keeps it, in the table's words."""
    if strike.dodge:
        return M.Strike("Dodge", 0, "no damage either way")
    if strike.ends_combat:
        return M.Strike("Combat ends", 0)
    servant = strike.to_retainer
    words = [w for w, on in (("aggravated", strike.aggravated), ("ranged", strike.ranged),
                             ("first strike", strike.first), (f"{servant} to servants", servant)) if on]
    damage = strike.damage
    return M.Strike(f"{damage} damage" if damage else "No damage", damage, ", ".join(words))


def referendum_of(view: MethuselahState) -> M.Referendum | None:
    """The referendum being voted: the votes for and against, each seat's titles' votes as cast."""
    if view.step != "vote":
        return None
    c = view.content
    title = library_card(c, view.a_card).name if view.a_card >= 0 else "a referendum"
    votes = []
    for p in range(view.players):
        side = view.cast[p] if p < len(view.cast) else -1
        if side >= 0:
            n = board.title_votes(view, p)
            votes.append(M.Vote(p, n if side == 1 else -n))
    waiting = tuple(p for p in range(view.players) if view.alive[p] and (p >= len(view.cast) or view.cast[p] < 0))
    yes = view.votes[1] if len(view.votes) > 1 else 0
    no = view.votes[0] if view.votes else 0
    return M.Referendum(title, library_card(c, view.a_card).text if view.a_card >= 0 else "", yes, no,
                        tuple(votes), waiting)


def _minion_row(m: M.Minion) -> Row:
    said = [f"{m.blood} blood" + (f" of {m.capacity}" if m.capacity and not m.ally else "")]
    said += [f"{m.title} ({m.votes} vote{'s' if m.votes != 1 else ''})"] if m.title else []
    said += ["locked"] if m.locked else []
    said += [card.name for card in m.under]
    return Row(m.card.name, ", ".join(said))


def rival_sections(view: MethuselahState, p: int, names: Sequence[str]) -> tuple[Section, ...]:
    """Methuselah `p`'s rival panel (``game.ui.kit.rivals``): pool, prey and predator, its minions ready and
    in torpor, its uncontrolled region and its piles, as `view` shows them (`names`: each seat's name)."""
    me = view.viewer if view.viewer is not None else -1
    seat = model_of(view, me).seats[p]

    def name(q: int) -> str:
        return names[q] if 0 <= q < len(names) else "—"

    pool = Section("Pool", (Row("Pool", str(seat.pool)), Row("Victory points", f"{seat.vp:g}"),
                            Row("Prey", name(seat.prey)), Row("Predator", name(seat.predator)))
                   + ((Row("Out of the game", "ousted"),) if seat.ousted else ()))
    ready = Section("Ready minions", tuple(_minion_row(m) for m in seat.ready), empty="none")
    torpor = Section("In torpor", tuple(_minion_row(m) for m in seat.torpor), empty="none")
    shown = tuple(m.card.name for m in seat.uncontrolled if not m.card.hidden)
    face_down = len(seat.uncontrolled) - len(shown)
    unc = Section("Uncontrolled region", ((Row("Face down", str(face_down)),) if face_down else ()), shown,
                  empty="empty")
    piles = Section("Cards", (Row("In hand", str(seat.hand)), Row("Library", str(seat.library)),
                              Row("Crypt", str(seat.crypt)), Row("Ash heap", str(seat.ash))))
    in_play = Section("In play", names=tuple(card.name for card in seat.events), empty="nothing")
    return (pool, ready, torpor, unc, in_play, piles, *deck_sections(view, p))


def deck_sections(view: MethuselahState, p: int) -> tuple[Section, ...]:
    """Seat `p`'s deck, public (docs/methuselah-decisions.md, "Hidden information"): its name in every
    panel, its crypt and library lists (every card with its copies) when the panel is kept open."""
    crypt, library = board.seat_lists(view, p)
    content = view.content
    deck = Section("Deck", (Row("Plays", board.deck_title(view, p).removeprefix("the ")),))
    how = Section("", (Row("Card lists", "click your library badge (L) to see them" if p == view.viewer
                           else "click the name to see them"),), glance=True)
    vampires = Section(f"Crypt list ({len(crypt)} vampires)", names=_counted([v.name for v in content.vampires], crypt), pinned=True)
    cards = Section(f"Library list ({len(library)} cards)", names=_counted([c.name for c in content.cards], library), pinned=True)
    return deck, how, vampires, cards


def _counted(names: Sequence[str], indices: Sequence[int]) -> tuple[str, ...]:
    """Each card of `indices` once, in the content's order, with its copies: "Name ×3"."""
    counts: dict[int, int] = {}
    for i in sorted(indices):
        counts[i] = counts.get(i, 0) + 1
    return tuple(names[i] + (f" ×{n}" if n > 1 else "") for i, n in counts.items())
