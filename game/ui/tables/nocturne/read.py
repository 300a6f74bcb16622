"""The viewer's view of a Nocturne game read into the table's model (and nothing else: another lord's
hand, plan and orders are what the view shows of them, counts and backs).

This is the one place that knows the engine's field names: each lord's tokens (``blood``, ``influence``,
``vp``, ``fear``), the cards behind each screen (``hands`` with ``assign`` beside them: 0 free, t + 1 under
order t), the plan (``plan``: per order token its place code and quarter; ``cur``: the order being planned),
the orders beside each row (``rows``: owner * TOKEN_SPAN + the k-th placed) and in the cells (``cells``,
quarter * 3 + part: owner, token, cards…), the board (``locs``, ``victims``, ``cell_blood``, ``cell_inf``,
``dice``, the catacomb piles and the altar).

It is also the table's one door to the engine (``game.games.nocturne``): the other modules take the
engine's names they need from here: the action kinds ``A``, the state's type, the step names the
engine's FLOW declares (``STEPS``, what the table's per-step words are keyed by) and their prompts.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.records import HIDDEN
from game.games.nocturne import actions as A
from game.games.nocturne import effects
from game.games.nocturne.content import describe_ops, ritual_text
from game.games.nocturne.flow import FLOW
from game.games.nocturne.phases.planning import ALTAR, CATACOMBS, CITY
from game.games.nocturne.state import TOKEN_SPAN, NocturneState
from game.ui.kit.cardface import CardFace
from game.ui.kit.rivals import Row, Section
from game.ui.kit.table import declared_steps
from game.ui.tables.nocturne import model as M

__all__ = ["ALTAR", "CATACOMBS", "CITY", "PROMPTS", "STEPS", "TOKEN_SPAN", "A", "NocturneState", "describe_ops",
           "effects", "model_of", "ritual_text"]

STEPS = declared_steps(FLOW)     # every step name the engine declares
PROMPTS = FLOW.steps             # each step's prompt words (the ribbon's, game.ui.kit.choices.prompt_line)
KINDS = ("lesser", "elder", "victim")      # the content's card kinds 0, 1, 2


def card_of(view: NocturneState, x: int) -> M.Card:
    """Card `x` of the content, in the table's words."""
    c = view.content
    victim = c.kind[x] == 2
    card = M.Card(x, c.names[x], KINDS[c.kind[x]], c.strength[x], c.value[x], c.cost[x] if victim else 0,
                  describe_ops(c.dusk[x]) if victim else "", c.crosses[x])
    return replace(card, face=CardFace(card.name, card.zoom, M.KIND_WORDS[card.kind],
                                       str(card.value) if victim else ""))


def ritual_of(name: str, text: str, cost: int, one_day: bool) -> M.Ritual:
    face = CardFace(name, f"A ritual for {cost} value of victims shown (not spent): {text}.",
                    "one day" if one_day else "ritual", str(cost))
    return M.Ritual(name, text, cost, one_day, face)


def slot_of(where: int) -> int | None:
    """The bat board place of a plan's place code (None: not planned)."""
    if where <= 0:
        return None
    return {CATACOMBS: 0, ALTAR: 1}.get(where, 2 + where - CITY)


def row_part(view: NocturneState, owner: int, k: int) -> int | None:
    """The part of the day of `owner`'s k-th placed order, when the view shows it (None: it does not)."""
    placed, plan = view.placed[owner], view.plan[owner]
    if k >= len(placed):
        return None
    token = placed[k]
    if token == HIDDEN or not 0 <= token < len(plan) // 2:
        return None
    where = plan[2 * token]
    return where - CITY if where >= CITY else None


def seat_of(view: NocturneState, p: int) -> M.Seat:
    hand = tuple(M.HandCard(i, card_of(view, x), a - 1 if a > 0 else None)
                 for i, (x, a) in enumerate(zip(view.hands[p], view.assign[p], strict=False)) if x != HIDDEN)
    plan = view.plan[p]
    orders: tuple[M.Order, ...] = ()
    if HIDDEN not in plan:
        placed = set(view.placed[p])
        orders = tuple(M.Order(t, slot_of(plan[2 * t]), plan[2 * t + 1], t in placed) for t in range(len(plan) // 2))
    return M.Seat(view.blood[p], view.influence[p], view.vp[p], view.fear[p], len(view.hands[p]), len(view.used[p]),
                  len(view.rituals[p]), bool(view.committed[p]), view.actor == p, view.left[p], hand, orders)


def quarter_of(view: NocturneState, q: int) -> M.Quarter:
    c = view.content
    loc = view.locs[q]
    name, dawn, crosses = c.loc_names[loc], describe_ops(effects.dawn_ops(view, loc)), c.loc_crosses[loc]
    location = M.Location(name, dawn, crosses, CardFace(
        name, f"A location. Every order at Dawn here that beats the fear die: {dawn}.", "location",
        str(crosses) if crosses else ""))
    v = view.victims[q]
    cells = tuple(tuple(M.CellOrder(entry[0], tuple(c.names[x] for x in entry[1:] if x >= 0))
                        for entry in view.cells[q * 3 + part]) for part in range(3))
    row = tuple(M.RowOrder(owner, row_part(view, owner, k))
                for owner, k in (divmod(e, TOKEN_SPAN) for e in view.rows[q]))
    return M.Quarter(c.quarters[q], view.dice[q], location, card_of(view, v) if v >= 0 else None,
                     view.cell_blood[q], view.cell_inf[q], cells, row)


def model_of(view: NocturneState, me: int) -> M.TableModel:
    """The table's model of `view`, the viewer `me`'s (what that view shows and nothing else)."""
    c = view.content
    seats = tuple(seat_of(view, p) for p in range(view.players))
    altar = tuple(ritual_of(c.rit_names[r], ritual_text(c, r), c.rit_cost[r], c.rit_lasts[r] == "day")
                  for r in view.altar)
    piles = tuple(M.Pile(name, len(pile), card_of(view, pile[-1]) if pile and pile[-1] >= 0 else None)
                  for name, pile in (("lesser", view.lesser_pile), ("elder", view.elder_pile)))
    cur = view.cur[me] - 1 if 0 <= me < view.players and view.cur[me] != HIDDEN else -1
    strength, why = 0, ""
    if view.phase == "planning" and 0 <= me < view.players and not view.committed[me]:
        why = view.why_not(me)
        if cur >= 0:
            plan = view.plan[me]
            cards = [x for x, a in zip(view.hands[me], view.assign[me], strict=False) if a == cur + 1]
            strength = effects.strength(view, me, cards, plan[2 * cur] - CITY)
    return M.TableModel(
        players=view.players, me=me, phase=view.phase, step=view.step, over=view.over, actor=view.actor,
        day=view.day, days=c.days, days_per_act=c.days_per_act, act=view.act, seats=seats,
        quarters=tuple(quarter_of(view, q) for q in range(view.quarters)), altar=altar,
        altar_slots=c.rules["altar_slots"], ritual_deck=len(view.ritual_deck), piles=piles,
        current=cur if cur >= 0 else None, resolving=view.res[1], strength=strength, why_not=why,
        edition=view.rules_edition)


def rival_sections(view: NocturneState, p: int) -> tuple[Section, ...]:
    """Lord `p`'s rival panel (``game.ui.kit.rivals``): its tokens, its cards and its rituals, as `view` shows them."""
    c = view.content
    tokens = Section("Tokens", (Row("Blood", str(view.blood[p])), Row("Influence", str(view.influence[p])),
                                Row("VP tokens", str(view.vp[p])), Row("Fear", str(view.fear[p]))))
    cards = Section("Cards", (Row("In hand", str(len(view.hands[p]))), Row("Used today", str(len(view.used[p])))),
                    tuple(card_of(view, x).name for x in view.used[p] if x != HIDDEN))
    rituals = Section("Rituals", names=tuple(c.rit_names[r] for r in view.rituals[p] if r != HIDDEN),
                      empty="none yet")
    return tokens, cards, rituals
