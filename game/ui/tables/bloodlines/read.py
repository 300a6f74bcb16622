"""The one place where the Bloodlines engine's view meets the table: :func:`model_of` reads the viewer's
``view(seat)`` (never the true state) and the content into a :class:`~.model.TableModel`.

Nothing here draws; everything the table shows comes through this function, so a test can check
that the tokens drawn are the view's.

It is also the table's one door to the engine (``game.games.bloodlines``): the other modules take the
engine's names they need from here: the action kinds ``A``, the state's type, the step names the
engine's FLOW declares (``STEPS``, what the table's per-step words are keyed by) and their prompts.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.core import Action, Event
from game.core.records import HIDDEN
from game.core.rng import Rng
from game.games.bloodlines import actions as A
from game.games.bloodlines import score
from game.games.bloodlines.chronicle.content import load as load_chronicle
from game.games.bloodlines.content import ARCHETYPES, FACTIONS, load
from game.games.bloodlines.effect_frames import RingAnswer
from game.games.bloodlines.flow import FLOW
from game.games.bloodlines.flow import STEPS as DECISIONS
from game.games.bloodlines.frames import Recruiting
from game.games.bloodlines.state import BloodlinesState
from game.games.bloodlines.tables import effects_of
from game.ui.kit.above import from_above
from game.ui.kit.cardface import CardFace
from game.ui.kit.rivals import Row, Section
from game.ui.kit.table import declared_steps
from game.ui.tables.bloodlines import model as M
from game.ui.tables.bloodlines.model import (
    Bloodline,
    Board,
    Card,
    Mission,
    Scheme,
    Slot,
    TableModel,
    Vampire,
)

__all__ = ["PROMPTS", "STEPS", "A", "BloodlinesState", "model_of"]

STEPS = declared_steps(FLOW)     # every step name the engine declares
PROMPTS = DECISIONS              # each step's prompt words (the ribbon's, game.ui.kit.choices.prompt_line): the
                                 # engine's waiting frames that are decisions (its FLOW declares no steps of its own)


@lru_cache(maxsize=1)
def _content() -> Any:
    return load()


@lru_cache(maxsize=1)
def clan_names() -> tuple[str, ...]:
    return tuple(c.name for c in _content().clans)


@lru_cache(maxsize=1)
def _clan_index() -> dict[str, int]:
    return {c.id: i for i, c in enumerate(_content().clans)}


@lru_cache(maxsize=4096)
def card_of(index: int, grafts: tuple[int, ...] = (), clan: str | None = None) -> Card:
    """A character as a card (its grafted ancillae's abilities added below its own; `clan`: the clan a
    chronicle's sticker gave it, "" for thin blood, None for its printed one)."""
    c = _content().characters[index]
    abilities = tuple(a.text for a in c.abilities)
    for g in grafts:
        if 0 <= g < len(_content().characters):
            abilities += tuple(a.text for a in _content().characters[g].abilities)
    return Card(index, c.name, _clan_index().get(c.clan if clan is None else clan, -1), c.cls, c.temperament,
                c.geography, c.archetype, abilities, c.kind == "leader")


@lru_cache(maxsize=512)
def scheme(index: int) -> Scheme | None:
    """Scheme `index` as a record (None: no such scheme)."""
    known = _content().schemes
    if not 0 <= index < len(known):
        return None
    s = known[index]
    return Scheme(index, s.name, s.text, tuple(s.requires), s.mechanic or "", s.battleground or "")


def scheme_face(index: int) -> CardFace | None:
    """What scheme `index` says, for its zoom: its name, its whole text and what its coterie needs."""
    s = scheme(index)
    if s is None:
        return None
    needs = ", ".join(r.capitalize() for r in s.requires) or "nothing"
    return CardFace(s.name, f"{s.text}\nNeeds a coterie showing {needs}.",
                    f"scheme · {s.battleground}" if s.battleground else "scheme")


def _clan_of(view: Any, c: int) -> str | None:
    """The clan character `c` belongs to in this game (a chronicle's sticker; "" thin blood), None when
    the view does not say (its printed clan)."""
    clans = _get(view, "character_clan", [])
    return clans[c] if 0 <= c < len(clans) else None


def _get(view: Any, name: str, default: Any) -> Any:
    value = getattr(view, name, default)
    return default if value is None else value


def _vampire(view: Any, c: int, index_of: dict[int, int]) -> Vampire:
    marks: list[str] = []
    title = _get(view, "title", [])
    if c < len(title) and title[c] >= 0:
        names = _titles(view)
        marks.append("title:" + (names[title[c]] if title[c] < len(names) else "title"))
    for carried in (_get(view, "city_ankhs", []), _get(view, "veil_ankhs", [])):
        if c < len(carried):
            marks += [f"ankh:{FACTIONS[f]}" for f in carried[c] if 0 <= f < len(FACTIONS)]
    enemy = _get(view, "enemy", [])
    if c < len(enemy) and enemy[c]:
        marks.append("enemy:enemy")
    grafts = _get(view, "grafts", [])
    card = card_of(c, tuple(grafts[c]) if c < len(grafts) else (), _clan_of(view, c))
    sire = view.sire[c]
    return Vampire(card, index_of.get(sire, -1), view.power[c], view.infamy[c], view.boons[c], bool(view.exhausted[c]),
                   bool(view.in_torpor[c]), tuple(marks))


def _titles(view: Any) -> tuple[str, ...]:
    for bid in _get(view, "battlegrounds", []):
        bg = _content().battleground_by_id.get(bid)
        if bg is not None and bg.rules == "court":
            return tuple(bg.table.get("titles", ()))
    return ()


def _bloodline(view: Any, seat: int, me: int) -> Bloodline:
    line = list(view.line[seat])
    index_of = {c: i for i, c in enumerate(line)}
    vampires = tuple(_vampire(view, c, index_of) for c in line)
    clan = view.clan[seat]
    clan_i = _clan_index().get(clan, -1)
    hand = list(view.hand[seat])
    schemes: tuple[tuple[int, str], ...] = ()
    if seat == me or from_above(view):   # a rival's only from above (the true state, no viewer)
        known = _content().schemes
        schemes = tuple((s, known[s].name) for s in hand if s != HIDDEN and 0 <= s < len(known))
    return Bloodline(seat, clan_i, clan_names()[clan_i] if clan_i >= 0 else "", vampires, len(hand), schemes,
                     len(view.scheme_discard[seat]), haven_card(view, seat))


def haven_card(view: Any, seat: int) -> Card | None:
    """The vampire a chronicle retained in the seat's haven, while it waits to be recruited (None: none)."""
    havens = _get(view, "haven", [])
    c = havens[seat] if seat < len(havens) else -1
    if c < 0:
        return None
    grafts = _get(view, "grafts", [])
    return card_of(c, tuple(grafts[c]) if c < len(grafts) else (), _clan_of(view, c))


def _queue(view: Any, me: int) -> tuple[Slot, ...]:
    costs = _content().queue_costs
    my_clan = _clan_index().get(view.clan[me], -2) if 0 <= me < len(view.clan) else -2
    reserved = _get(view, "reserved", [])
    out = []
    pad = 0
    if getattr(view, "rules_edition", 1) >= 2:   # a short queue (the deck is empty) lacks its left spaces
        pad = max(0, _content().queue_size - len(view.queue))
        out = [Slot(None, 0)] * pad
    for i, c in enumerate(view.queue, start=pad):
        if c < 0:
            out.append(Slot(None, 0))
            continue
        card = card_of(c, (), _clan_of(view, c))
        cost = costs[i] if i < len(costs) else 0
        if card.clan == my_clan:
            cost = 0
        out.append(Slot(card, cost, reserved[c] if c < len(reserved) else -1))
    return tuple(out)


def _board(view: Any, bid: str) -> Board:
    content = _content()
    bg = content.battleground_by_id[bid]
    table = bg.table
    values: list[tuple[str, object]] = [("id", bid)]
    family = bg.rules
    if family == "high_low":
        values += [("pos", view.ladder), ("half", table["half"]), ("vp_near", table["vp_near"]),
                   ("vp_far", table["vp_far"]), ("far_from", table["far_from"])]
    elif family == "princes":
        courts = []
        owners, counts = list(view.court_faction), list(view.court_ankhs)
        for i, (cid, home, value, _adj) in enumerate(table["courts"]):
            ankhs = [0, 0, 0, 0]
            f = owners[i] if i < len(owners) else -1
            n = counts[i] if i < len(counts) else 0
            if 0 <= f < 4 and n > 0:
                ankhs[f] = n
            courts.append(M.Court(cid, home, value, tuple(ankhs), FACTIONS[f] if 0 <= f < 4 and n > 0 else ""))
        values.append(("courts", tuple(courts)))
    elif family in ("beast", "humanity"):
        pos, face = (view.morality_space, view.morality_face) if family == "beast" else (view.progress_space, view.progress_face)
        values += [("low", table["low"]), ("high", table["high"]), ("pos", tuple(pos)), ("face", tuple(face)),
                   ("vp", tuple(table.get("vp", ())))]
    elif family == "inquisition":
        faces, inside = list(view.bench_class), list(view.bench_taken)
        values.append(("columns", tuple(
            M.Column(arch, "bench" if k < len(inside) and inside[k] else "waiting", faces[k] if k < len(faces) else "")
            for k, arch in enumerate(ARCHETYPES))))
    elif family == "revolt":
        carried = [0, 0, 0, 0]
        for ankhs in _get(view, "city_ankhs", []):
            for f in ankhs:
                if 0 <= f < 4:
                    carried[f] += 1
        start = table["ankhs"]
        values += [("cities", tuple(M.City(FACTIONS[k], view.city[k], max(0, start - view.city[k] - carried[k]))
                                    for k in range(4))), ("fire", view.fire)]
    elif family == "masquerade":
        values.append(("tracks", tuple(M.Track(FACTIONS[k], view.investigators[k], table["track"], view.veil[k])
                                       for k in range(4))))
    elif family == "court":
        holders: dict[int, int] = {}
        for c, t in enumerate(_get(view, "title", [])):
            if t >= 0:
                holders[t] = view.owner[c]
        titles = tuple(table.get("titles", ()))
        values += [("inside", tuple(view.crown_tokens)), ("tokens", table["tokens"]),
                   ("titles", tuple(M.Title(name, holders.get(k, -1)) for k, name in enumerate(titles))),
                   ("timer", view.next_title)]
    elif family == "sects":
        names = tuple(table.get("regions", ())) or tuple(f"{f.capitalize()} region" for f in FACTIONS)
        regions: list[list[tuple[int, int]]] = [[] for _ in names]
        for t, slot in enumerate(view.sect_spaces):
            if 0 <= slot < len(regions) * 100:
                region = slot // max(1, table["spaces"]) if slot >= len(regions) else slot
                if 0 <= region < len(regions):
                    up = t < len(view.sect_face_up) and view.sect_face_up[t]
                    value = view.sect_value[t] if up and t < len(view.sect_value) else -1
                    side = view.sect_side[t] if t < len(view.sect_side) else 0
                    regions[region].append((side, value))
        values += [("regions", tuple(M.Region(name, tuple(r)) for name, r in zip(names, regions, strict=True))),
                   ("allegiance", tuple(view.allegiance))]
    schemes = tuple((content.scheme_by_id[s].index, content.scheme_by_id[s].name) for s in bg.schemes
                    if s in content.scheme_by_id)
    return Board(family, bg.name, tuple(values), schemes)


def _missions(view: Any) -> tuple[Mission, ...]:
    """Each mission with who leads it now (the engine's count: torpor out, ties broken by the clan
    leaders counting twice; still tied, nobody leads yet)."""
    content = _content()
    out = []
    linked = chronicle_missions(tuple(_get(view, "options", {}).get("chapter_missions", ()) or ()))
    for m in _get(view, "missions", []):
        mission = content.missions[m]
        counts = tuple(score.mission_count(view, p, m) for p in range(view.players))
        leaders = score.mission_leaders(view, m)
        out.append(Mission(m, mission.name, mission.text, leaders[0] if len(leaders) == 1 else -1, counts,
                           linked.get(mission.id, "")))
    return tuple(out)


def reward_words(reward: Any) -> str:
    """A chronicle mission's reward, in the player's words."""
    basic = _content()
    if reward.kind == "asset":
        return f"the asset {load_chronicle().asset(reward.asset).name}"
    if reward.kind == "unlock":
        who = basic.character_by_id.get(reward.character)
        if who is None:
            return "a new character"
        return f"{'a new clan leader' if who.kind == 'leader' else 'a new character'}, {who.name}"
    ability = basic.character_by_id.get(reward.ability)
    return f"a vampire elevated with '{ability.name if ability is not None else reward.ability}'"


@lru_cache(maxsize=8)
def chronicle_missions(fronts: tuple[str, ...]) -> dict[str, str]:
    """A chronicle chapter's game (its missions judged by `fronts`, in order): each table mission's id
    to the chronicle mission its claimer claims and its reward ("The Empty Village: the asset ...")."""
    if not fronts:
        return {}
    for chapter in load_chronicle().chapters:
        if tuple(m.front for m in chapter.missions) == fronts:
            return {m.front: f"{m.name}: {reward_words(m.reward)}" for m in chapter.missions}
    return {}


def model_of(view: Any, me: int) -> TableModel:
    """Everything the table shows, read from the viewer's view."""
    players = view.players
    lines = tuple(_bloodline(view, p, me) for p in range(players))
    return TableModel(
        players=players, me=me, round=view.round, rounds=view.rounds, first=view.first,
        current=view.current_player, phase=view.phase, step=view.step, bloodlines=lines,
        queue=_queue(view, me), boards=tuple(_board(view, b) for b in view.battlegrounds),
        missions=_missions(view), clan_names=clan_names(),
        deck=len(view.deck), over=bool(view.over), pending=_pending(view), cost=ring_cost(view))


def clan_mechanic(leader: int) -> str:
    """The mechanic of the clan a clan leader (a character number) leads, in words ("" none): the clan's
    mechanic_words in content.toml (the rules' "The clans", shortened)."""
    content = _content()
    clan = content.clan_by_id.get(content.characters[leader].clan)
    return clan.mechanic_words if clan is not None else ""


def _suffered(op: Any) -> str:
    """One op of a Kiss the Ring's effect, as what befalls the rival who refuses."""
    up_to = "up to " if op.up_to or op.amount > 1 else ""
    words = {
        "assign_infamy": f"one of your vampires takes {op.amount} infamy",
        "exhaust": "one of your vampires is exhausted",
        "steal": f"{up_to}{op.amount} {op.token or 'power'} is stolen from one of your vampires",
        "torpor": "one of your vampires" + (" with infamy" if op.wants("infamy") else "") + " falls into torpor",
    }
    return words.get(op.op, op.op.replace("_", " "))


def ring_cost(view: Any) -> str:
    """Kiss the Ring asked of a rival: what refusing costs ("" when the table asks nothing of the kind)."""
    stack = _get(view, "stack", [])
    top = stack[-1] if stack else None
    if not isinstance(top, RingAnswer):
        return ""
    try:
        ops = effects_of(top.effect)
    except (IndexError, KeyError, TypeError):   # an effect the table cannot name: the rules' words stand
        return ""
    return "; ".join(_suffered(op) for op in ops)


def _pending(view: Any) -> tuple[int, Card] | None:
    """The character being placed while its sire is chosen (the engine's waiting frame names it)."""
    stack = _get(view, "stack", [])
    top = stack[-1] if stack else None
    if isinstance(top, Recruiting) and top.character >= 0:
        return top.seat, card_of(top.character)
    return None


def offered_after(view: BloodlinesState, me: int, first: Action, kind: type[A.Sire | A.Leader]
                  ) -> set[int] | None:
    """The vampires (character numbers) the engine offers `me` for an action of `kind` once `first` is
    played, asked of a game made from `me`'s view (its hidden cards dealt at random: who may sire a
    recruit or lead a coterie depends on none of them); None if that game cannot say."""
    try:
        after = view.determinize(me, Rng(1))
        events = after.apply(first)
        found = {a.vampire for a in after.legal_actions() if isinstance(a, kind)}
    except Exception:  # noqa: BLE001 - a view may not play on; the table falls back to what it knows
        return None
    return found or chosen_for_you(events, first)   # one vampire only could take it: the engine chose it


def chosen_for_you(events: list[Event], first: Action) -> set[int]:
    """The vampire the engine seated `first`'s recruit beneath, or gave `first`'s scheme to lead, when it
    was the only one that could (the events of playing it): the drop onto it means that choice. Only the
    event of this very card counts, not a recruit or scheme its effects set off."""
    if isinstance(first, A.Recruit):
        kind, own, key, chosen = "recruit", "character", first.character, "sire"
    elif isinstance(first, A.Scheme):
        kind, own, key, chosen = "scheme", "scheme", first.scheme, "leader"
    else:
        return set()
    return {int(e.data[chosen]) for e in events if isinstance(e.data, dict)
            and e.kind == kind and e.data.get(own) == key and isinstance(e.data.get(chosen), int)}


def rival_sections(view: Any, seat: int) -> tuple[Section, ...]:
    """Seat `seat`'s rival panel (``game.ui.kit.rivals``): its bloodline vampire by vampire (sire, tokens,
    marks), its schemes as counts, and its points so far, as `view` shows them."""
    me = view.viewer if view.viewer is not None else -1
    line = _bloodline(view, seat, me)
    rows = []
    for v in line.vampires:
        said = [f"{v.power} power"] if v.power else []
        said += [f"{v.infamy} infamy"] if v.infamy else []
        said += [f"{v.boons} boon{'s' if v.boons != 1 else ''}"] if v.boons else []
        said += ["exhausted"] if v.exhausted else []
        said += ["torpor"] if v.torpor else []
        said += [m.split(":", 1)[-1] + (" ankh" if m.startswith("ankh:") else "") for m in v.marks]
        rows.append(Row(v.card.name, ", ".join(said) or "—"))
    title = f"Bloodline of {line.clan_name}" if line.clan_name else "Bloodline"
    pyramid = Section(title, tuple(rows), empty="no vampire yet")
    schemes = Section("Schemes", (Row("In hand", str(line.hand)), Row("Discarded", str(line.discard))),
                      tuple(name for _s, name in line.schemes))
    points = Section("Points if the game ended now",
                     tuple(Row(label, str(values[seat])) for label, values in view.score_breakdown() if seat < len(values)))
    return pyramid, schemes, points
