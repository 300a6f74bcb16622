"""The viewer's view of an Equilibrium game read into the table's model.

This is the one place that knows the engine's field names: the boards as counts per guild and value
(``boards``), the action cards on their spaces (``cards``, ``spaces``, ``occupants``), the turn under way
(``t_*``), the secret era vote (``vote_options``, ``votes``, ``hidden_votes``) and the content's guilds,
cards and favours.

It is also the table's one door to the engine (``game.games.equilibrium``): the other modules take the
engine's names they need from here: the action kinds, the token operations' parser, the state's type,
the step names the engine's FLOW declares (``STEPS``, what the table's per-step words are keyed by) and
their prompts (``PROMPTS``).
"""

from __future__ import annotations

from dataclasses import replace

from game.games.equilibrium.actions import (
    DEFENSIVE,
    OFFENSIVE,
    Commit,
    Pass,
    PlaceSet,
    Resolve,
    Target,
    TargetGuild,
    UseFavour,
    Vote,
    describe_ops,
)
from game.games.equilibrium.board import board_total, guild_tokens, guild_total, parse_op
from game.games.equilibrium.content import load
from game.games.equilibrium.flow import FLOW
from game.games.equilibrium.state import EquilibriumState
from game.ui import theme as th
from game.ui.kit.above import from_above
from game.ui.kit.cardface import CardFace
from game.ui.kit.rivals import Row, Section
from game.ui.kit.table import ByStep, declared_steps
from game.ui.tables.equilibrium import model as M

__all__ = ["COMMIT", "DEFENSIVE", "ERA", "GUILD", "OFFENSIVE", "OPS_STAGES", "PROMPTS", "REACT", "RESOLVE",
           "SELF_FAVOUR", "SETUP", "STEPS", "TARGET", "Commit", "EquilibriumState", "Pass", "PlaceSet",
           "Resolve", "Target", "TargetGuild", "UseFavour", "Vote", "board_total", "describe_ops",
           "discs_on", "guild_tokens", "guild_total", "load", "model_of", "parse_op"]

STEPS = declared_steps(FLOW)     # every step name the engine declares
PROMPTS = FLOW.steps             # each step's prompt words (the ribbon's, game.ui.kit.choices.prompt_line)
NAMES: ByStep[str] = ByStep(STEPS, {})   # the step names the table compares with, each checked
SETUP, COMMIT, TARGET, GUILD, RESOLVE, REACT, SELF_FAVOUR, ERA = (
    NAMES.name(step) for step in ("setup", "commit", "target", "guild", "resolve", "react", "self_favour", "era"))
OPS_STAGES = (RESOLVE, REACT, SELF_FAVOUR)   # the steps decided by moving influence tokens


def discs_on(board: list[int], g: int) -> tuple[int, ...]:
    """The disc values on guild g of an engine board, biggest first (the order they are drawn in)."""
    return tuple(guild_tokens(board, g)[::-1])


def short_text(card_id: str) -> str:
    """One short line for a card face (the full text is in the tooltip)."""
    card = load().cards[card_id]
    rel = {"adjacent": "adjacent", "nonadjacent": "non-adjacent", "opposite": "opposite"}.get(card.relation, "")
    effect = card.effect
    if effect == "place_or_remove":
        return f"Place or remove a {card.value}"
    if effect == "move_in":
        return f"Move in from an {rel} guild" if rel[0] in "ao" else f"Move in from a {rel} guild"
    if effect == "place_pair":
        v1, v2 = card.values
        return f"Place a {v1} here, a {v2} {rel}"
    if effect == "swap":
        return f"Swap values with an {rel} guild" if rel[0] in "ao" else f"Swap values with a {rel} guild"
    if effect == "remove_and_spread":
        return f"Remove one; a {card.value} to each side"
    if effect == "place_and_move":
        return f"Place any; move in from {rel}"
    if effect == "old_debts":
        return "Place, remove or move in any"
    return "Nothing happens"


BOARD_TONE = (214, 196, 170)    # a card always on the board: a darker parchment
TAGS = {"advanced": "advanced", "board": "always here"}


def action_card(card_id: str) -> M.ActionCard:
    c = load().cards[card_id]
    short = short_text(card_id)
    face = CardFace(c.name, c.text, TAGS.get(c.type, ""), tone=th.PARCHMENT if c.type != "board" else BOARD_TONE,
                    brief=short)
    return M.ActionCard(c.id, c.name, c.type, c.text, short, face)


def guilds() -> tuple[M.Guild, ...]:
    content = load()
    return tuple(M.Guild(g.index, g.id, g.name, g.colour, content.favours[g.index].minor,
                         content.favours[g.index].major) for g in content.guilds)


def vote_card(card: int, players: int) -> M.VoteCard:
    guild, value = load().guilds[card // 2].name, load().vote_values[players][card % 2]
    face = CardFace(f"{guild} +{value}", f"A guild power card for the era vote: raises the {guild}' power by "
                    f"{value}.", "guild power", str(value))
    return M.VoteCard(card, card // 2, value, face)


def seat_of(view: EquilibriumState, seat: int) -> M.Seat:
    cards = load().cards
    n = view.players
    board = view.boards[seat]
    hand = view.hands[seat] if view.hands else []
    vote = view.votes[seat]
    return M.Seat(seat, tuple(M.Hex(g, discs_on(board, g)) for g in range(6)), view.intrigue[seat],
                  (bool(view.tokens[seat][0]), bool(view.tokens[seat][1])), tuple(view.favours[seat]),
                  tuple(view.eq_cards[seat]), tuple(action_card(c) for c in hand if c in cards), len(hand),
                  tuple(vote_card(c, n) for c in view.vote_options[seat]),
                  vote_card(vote, n) if vote >= 0 else None,
                  tuple(vote_card(c, n) for c in view.hidden_votes[seat]))


def model_of(view: EquilibriumState, me: int) -> M.TableModel:
    """The table's model of `view`, seen by seat `me`."""
    occupants = view.occupants
    spaces = tuple(M.Space(action_card(cid), view.space_intrigue(cid),
                           tuple((seat, kind == 0) for seat, kind in occupants[i]),
                           replace(action_card(cid).face, seal=str(view.space_intrigue(cid))))
                   for i, cid in enumerate(view.cards))
    return M.TableModel(
        players=view.players, me=me, current=view.current_player, step="over" if view.is_over else view.stage,
        phase=view.phase, guilds=guilds(), seats=tuple(seat_of(view, p) for p in range(view.players)),
        spaces=spaces, power=tuple(view.power), eq_pile=tuple(view.eq_pile), supply=tuple(view.supply[:3]),
        arrival=tuple(view.arrival), schedule=tuple(M.Mark(kind, num) for kind, num in view.schedule),
        at=view.step, era=view.era_no, voted=tuple(view.voted), family=bool(view.family), above=from_above(view),
        active=view.active, target=view.t_target, target_guild=view.t_guild, card=view.t_card,
        effect=load().cards[view.t_effect].name if view.t_effect else "",
        sets=tuple(tuple(s) for s in view.sets), setup_seat=view.setup_seat, setup_set=view.setup_set)


def rival_sections(view: EquilibriumState, seat: int) -> tuple[Section, ...]:
    """Seat `seat`'s rival panel (``game.ui.kit.rivals``): its board guild by guild (discs, favour,
    Equilibrium cards), its intrigue and tokens, its hand and vote as counts, as `view` shows them."""
    s = seat_of(view, seat)
    names = [g.name for g in guilds()]
    favour = ("", "minor favour", "major favour")
    rows = []
    for h in s.hexes:
        said = [f"{h.total} ({' + '.join(str(d) for d in h.discs)})" if len(h.discs) > 1 else str(h.total)]
        k = s.favours[h.guild] if h.guild < len(s.favours) else 0
        said += [favour[k]] if 0 < k < len(favour) else []
        eq = s.eq_cards[h.guild] if h.guild < len(s.eq_cards) else 0
        said += [f"{eq} Equilibrium card{'s' if eq != 1 else ''}"] if eq else []
        rows.append(Row(names[h.guild] if h.guild < len(names) else f"Guild {h.guild + 1}", ", ".join(said)))
    board = Section(f"Board (total {s.total})", tuple(rows))
    tokens = ", ".join(w for w, left in zip(("offensive", "defensive"), s.tokens, strict=True) if left) or "none"
    hand = Section("Hand and tokens", (Row("Intrigue", str(s.intrigue)), Row("Action tokens left", tokens),
                                         Row("Cards in hand", str(s.hand_count))))
    return board, hand
