"""The Equilibrium game state: setup, action phase, round end, era votes, final scoring.

Phases are a small table (``_PHASES``): each names who decides, what is legal and
how an action applies.  A turn in the action phase is a chain of decisions by
the active player (commit a token to a card, target, guild, resolution), with a
reaction window for an attacked player and a favour window after an offence.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.state import GameState

from . import scoring
from .actions import (
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
from .board import (
    ADJACENT,
    GUILDS,
    apply_ops,
    empty_board,
    equilibriums,
    guild_total,
    moves_between,
    place_or_remove,
)
from .content import Content, load
from .effects import playable, resolutions
from .knowledge import KnowledgeMixin
from .persistence import PersistenceMixin


def _favour_guild(content: Content, effect: str) -> int:
    return next(f.guild for f in content.favours if f.effect == effect)


class EquilibriumState(KnowledgeMixin, PersistenceMixin, GameState):
    """Everything that changes during a game of Equilibrium."""

    def __init__(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None,
                 *, _empty: bool = False) -> None:
        super().__init__(players, seed, options)
        self.content = load()
        if _empty:
            return
        c = self.content
        n = players
        self.family = bool(self.options.get("family"))
        self.quick = bool(self.options.get("quick"))
        self.white_vote = bool(self.options.get("white_vote"))
        self.advanced = bool(self.options.get("advanced"))
        rng = self.rng
        assert rng is not None
        self.boards = [empty_board() for _ in range(n)]
        self.supply = list(c.supply)
        self.intrigue = [0] * n
        order = list(range(n))
        rng.shuffle(order)                     # the starting stack is random
        self.arrival = [order.index(p) for p in range(n)]
        self.arrivals = n
        self.tokens = [[True, True] for _ in range(n)]   # [offensive, defensive] still to play
        self.favours = [[0] * GUILDS for _ in range(n)]  # 0 none, 1 minor, 2 major
        self.eq_cards = [[0] * GUILDS for _ in range(n)]
        self.eq_pile = [c.equilibrium_cards_per_guild] * GUILDS
        self.power = [c.guild_power_start] * GUILDS
        # action cards
        basic = [cid for cid, card in c.cards.items() if card.type == "basic"]
        advanced = [cid for cid, card in c.cards.items() if card.type == "advanced"]
        rng.shuffle(advanced)
        if self.advanced:
            pool = basic + advanced
            rng.shuffle(pool)
            board_cards = pool[:c.random_cards[n]]
            rest = pool[c.random_cards[n]:]
        else:
            k = c.advanced_cards[n]
            board_cards = basic + advanced[:k]
            rest = advanced[k:]
            rng.shuffle(board_cards)
        if n > 2:
            board_cards += [cid for cid, card in c.cards.items() if card.type == "board"]
        self.cards = board_cards
        self.occupants: list[list[list[int]]] = [[] for _ in board_cards]   # [seat, 0 off / 1 def]
        self.hands: list[list[str]] = [[] for _ in range(n)]
        if n == 2:
            for p in range(n):
                self.hands[p] = rest[:c.two_player_hand]
                rest = rest[c.two_player_hand:]
        self.unused_cards = rest                 # in the box: nobody knows them
        self.spent_hand_cards: list[str] = []
        # votes
        self.decks = []
        for _ in range(n):
            deck = list(range(GUILDS * 2))
            rng.shuffle(deck)
            self.decks.append(deck)
        self.neutral_deck: list[int] = []
        if n == 2:
            self.neutral_deck = list(range(GUILDS * 2))
            rng.shuffle(self.neutral_deck)
        self.vote_options: list[list[int]] = [[] for _ in range(n)]
        self.votes = [-1] * n                   # committed this era; -1 not yet
        self.white_pending = [False] * n
        self.white_used = [False] * n
        self.hidden_votes: list[list[int]] = [[] for _ in range(n)]
        self.removed_votes: list[list[int]] = [[] for _ in range(n)]
        self.revealed: list[list[int]] = []     # [era, seat (-1 neutral), card]
        # flow
        self.schedule = self._schedule()
        self.step = 0
        self.phase = "setup"
        self.setup_seat = 0
        self.setup_set = 0
        self.sets = list(c.initial_sets)
        if n == 2:
            self.sets.append(c.extra_set)
        if self.quick:
            self.sets.append(c.extra_set)
        self._clear_turn()
        self.instant_winner = -1
        self.final_rows: list[tuple[str, list[int]]] = []

    # -- flow --------------------------------------------------------------
    def _schedule(self) -> list[tuple[str, int]]:
        c = self.content
        out: list[tuple[str, int]] = []
        era = 0
        for r in range(1, c.rounds + 1):
            out.append(("round", r))
            if r in c.era_after_rounds:
                era += 1
                out.append(("era", era))
        if self.options.get("quick"):
            first_era = next(i for i, s in enumerate(out) if s[0] == "era")
            out = out[first_era:]
        return out

    def _clear_turn(self) -> None:
        self.stage = "commit"
        self.t_token = ""
        self.t_card = ""          # the card on the board the token sits on
        self.t_effect = ""        # the card whose effect is performed
        self.t_favour = -1
        self.t_favour_level = 0
        self.t_target = -1
        self.t_guild = -1
        self.active = -1

    @property
    def round_no(self) -> int:
        kind, num = self.schedule[min(self.step, len(self.schedule) - 1)]
        return num if kind == "round" else 0

    @property
    def era_no(self) -> int:
        kind, num = self.schedule[min(self.step, len(self.schedule) - 1)]
        return num if kind == "era" else 0

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "setup":
            return self.setup_seat
        if self.phase == "era":
            return next(p for p in range(self.players) if self.votes[p] == -1)
        if self.stage == "react":
            return self.t_target
        return self.active

    def turn_order(self) -> list[int]:
        """Seats from lowest intrigue (bottom of a stack first) to highest."""
        return sorted(range(self.players), key=lambda p: (self.intrigue[p], self.arrival[p]))

    def _next_active(self) -> int:
        for p in self.turn_order():
            if self.tokens[p][0] or self.tokens[p][1]:
                return p
        return -1

    # -- legal actions -----------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        if self.phase == "setup":
            used = {g for g in range(GUILDS) if guild_total(self.boards[self.setup_seat], g)}
            return [PlaceSet(self.setup_set, g) for g in range(GUILDS) if g not in used]
        if self.phase == "era":
            p = self.current_player
            assert p is not None
            acts: list[Action] = [Vote(card) for card in sorted(set(self.vote_options[p]))]
            if self.white_vote and not self.white_used[p]:
                acts += [Vote(card, True) for card in sorted(set(self.vote_options[p]))]
            return acts
        return getattr(self, "_legal_" + self.stage)()

    def _favour_with(self, effect: str) -> int:
        return _favour_guild(self.content, effect)

    def _forbidden_guild(self, favour: int) -> int:
        """A favour may never target the guild it came from."""
        return favour

    def _feasible(self, effect_card: str, token: str, forbidden: int, seat: int) -> bool:
        card = self.content.cards[effect_card]
        boards = [seat] if token == DEFENSIVE else [o for o in range(self.players) if o != seat]
        for o in boards:
            board = self.boards[o]
            for t in range(GUILDS):
                if t != forbidden and playable(card, board, self.supply, t):
                    return True
        return False

    def _legal_commit(self) -> list[Action]:
        p = self.active
        out: list[Action] = []
        warriors = self._favour_with("occupied_offence")
        clerics = self._favour_with("occupied_defence")
        cache: dict[tuple[str, str, int], bool] = {}
        for ti, token in enumerate((OFFENSIVE, DEFENSIVE)):
            if not self.tokens[p][ti]:
                continue
            fav_guild = warriors if token == OFFENSIVE else clerics
            level = self.favours[p][fav_guild]
            for i, cid in enumerate(self.cards):
                occupied = bool(self.occupants[i])
                favour_options = [] if occupied else [-1]
                if level == 2 or (level == 1 and (occupied or token == DEFENSIVE)):
                    favour_options.append(fav_guild)
                for favour in favour_options:
                    for hand_card in [""] + sorted(set(self.hands[p])):
                        effect = hand_card or cid
                        key = (effect, token, favour)
                        if key not in cache:
                            cache[key] = self._feasible(effect, token, self._forbidden_guild(favour), p)
                        if cache[key]:
                            out.append(Commit(token, cid, favour, hand_card))
        if not out:  # nothing at all can be carried out: the token is spent for nothing
            out.append(Pass())
        return out

    def _legal_target(self) -> list[Action]:
        card = self.content.cards[self.t_effect]
        forbidden = self._forbidden_guild(self.t_favour)
        return [Target(o) for o in range(self.players) if o != self.active and any(
            t != forbidden and playable(card, self.boards[o], self.supply, t) for t in range(GUILDS))]

    def _target_board(self) -> list[int]:
        return self.boards[self.t_target]

    def _legal_guild(self) -> list[Action]:
        card = self.content.cards[self.t_effect]
        forbidden = self._forbidden_guild(self.t_favour)
        board = self._target_board()
        return [TargetGuild(t) for t in range(GUILDS)
                if t != forbidden and playable(card, board, self.supply, t)]

    def _legal_resolve(self) -> list[Action]:
        card = self.content.cards[self.t_effect]
        return [Resolve(ops) for ops in resolutions(card, self._target_board(), self.supply, self.t_guild)]

    def _favour_uses(self, seat: int, timing: str) -> list[Action]:
        """Uses of `seat`'s favours of this timing on its own guild t_guild (never from that same guild)."""
        out: list[Action] = []
        t = self.t_guild
        board = self.boards[seat]
        for fav in self.content.favours:
            level = self.favours[seat][fav.guild]
            if fav.timing != timing or not level or fav.guild == t:
                continue
            values = fav.major_values if level == 2 else fav.minor_values
            if fav.effect == "place_or_remove_same":
                ops = place_or_remove(board, self.supply, t, values)
            else:
                ops = moves_between(board, t, ADJACENT[t], values)
            out += [UseFavour(fav.guild, op) for op in dict.fromkeys(ops)]
        return out

    def _legal_react(self) -> list[Action]:
        return [Pass(), *self._favour_uses(self.t_target, "attacked")]

    def _legal_self_favour(self) -> list[Action]:
        return [Pass(), *self._favour_uses(self.active, "after_offence")]

    # -- applying ----------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        if self.phase == "setup":
            assert isinstance(action, PlaceSet)
            return self._apply_place_set(action)
        if self.phase == "era":
            assert isinstance(action, Vote)
            return self._apply_vote(action)
        handler = getattr(self, "_apply_" + self.stage)
        return handler(action)

    def _apply_place_set(self, action: PlaceSet) -> list[Event]:
        p = self.setup_seat
        values = self.sets[self.setup_set]
        ops = ";".join(f"+{v}@{action.guild}" for v in values)
        if not apply_ops(self.boards[p], self.supply, ops):
            raise IllegalAction("the supply cannot pay for this starting set")
        events = [Event("ops", f"Player {p + 1} places {'+'.join(map(str, values))} on "
                        f"{self.content.guilds[action.guild].name}", p,
                        {"player": p, "ops": ops, "setup": True})]
        self.setup_set += 1
        if self.setup_set == len(self.sets):
            self.setup_set = 0
            self.setup_seat += 1
            if self.setup_seat == self.players:
                events += self._begin_step()
        return events

    def _apply_commit(self, action: Action) -> list[Event]:
        p = self.active
        if isinstance(action, Pass):
            ti = 0 if self.tokens[p][0] else 1
            self.tokens[p][ti] = False
            return [Event("commit", f"Player {p + 1} can carry out no action and spends a token", p,
                          {"player": p})] + self._end_turn()
        assert isinstance(action, Commit)
        ti = 0 if action.token == OFFENSIVE else 1
        self.tokens[p][ti] = False
        index = self.cards.index(action.card)
        self.occupants[index].append([p, ti])
        self.t_token, self.t_card = action.token, action.card
        self.t_effect = action.hand_card or action.card
        self.t_favour = action.favour
        events = [Event("commit", f"Player {p + 1} puts the {action.token} token on "
                        f"{self.content.cards[action.card].name}", p,
                        {"player": p, "card": action.card, "token": action.token})]
        if action.hand_card:
            self.hands[p].remove(action.hand_card)
            self.spent_hand_cards.append(action.hand_card)
            events.append(Event("hand_card", f"Player {p + 1} reveals {self.content.cards[action.hand_card].name} "
                                "from hand and performs it instead", p, {"player": p, "card": action.hand_card}))
        if action.favour >= 0:
            self.t_favour_level = self.favours[p][action.favour]
            events.append(self._spend_favour(p, action.favour))
        if action.token == DEFENSIVE:
            self.t_target = p
            self.stage = "guild"
        else:
            self.stage = "target"
            targets = self._legal_target()
            if len(targets) == 1:       # one possible opponent: no need to ask
                assert isinstance(targets[0], Target)
                self.t_target = targets[0].player
                self.stage = "guild"
        return events

    def _spend_favour(self, p: int, guild: int) -> Event:
        level = self.favours[p][guild]
        self.favours[p][guild] = 0
        size = "major" if level == 2 else "minor"
        return Event("favour_use", f"Player {p + 1} plays the {size} {self.content.guilds[guild].name}' favour",
                     p, {"player": p, "guild": guild, "level": level})

    def _apply_target(self, action: Action) -> list[Event]:
        assert isinstance(action, Target)
        self.t_target = action.player
        self.stage = "guild"
        return [Event("target", f"Player {self.active + 1} targets Player {action.player + 1}", self.active,
                      {"player": self.active, "target": action.player})]

    def _apply_guild(self, action: Action) -> list[Event]:
        assert isinstance(action, TargetGuild)
        self.t_guild = action.guild
        self.stage = "resolve"
        return []

    def _apply_resolve(self, action: Action) -> list[Event]:
        assert isinstance(action, Resolve)
        p, o, t = self.active, self.t_target, self.t_guild
        apply_ops(self.boards[o], self.supply, action.ops)
        card = self.content.cards[self.t_effect]
        whose = "own" if o == p else f"Player {o + 1}'s"
        events = [Event("ops", f"Player {p + 1} plays {card.name} on {whose} "
                        f"{self.content.guilds[t].name}: {describe_ops(action.ops)}", p,
                        {"player": o, "ops": action.ops, "actor": p, "guild": t})]
        events += self._check_instant_win(o)
        if self.phase == "over":
            return events
        if self.t_token == DEFENSIVE:
            if not self.family:
                events += self._gain_favour(p, t, 2 if guild_total(self.boards[p], t) == 6 else 1)
            return events + self._end_turn()
        warriors = self._favour_with("occupied_offence")
        if self.t_favour == warriors and self.t_favour_level == 2:
            events += self._gain_favour(p, t, 1)
        return events + self._after_offence()

    def _gain_favour(self, p: int, guild: int, level: int) -> list[Event]:
        if self.favours[p][guild] >= level:
            return []
        self.favours[p][guild] = level
        size = "major" if level == 2 else "minor"
        return [Event("favour_gain", f"Player {p + 1} gains the {size} {self.content.guilds[guild].name}' favour",
                      p, {"player": p, "guild": guild, "level": level})]

    def _after_offence(self) -> list[Event]:
        if len(self._favour_uses(self.t_target, "attacked")) > 0:
            self.stage = "react"
            return []
        return self._offer_self_favour()

    def _offer_self_favour(self) -> list[Event]:
        if self.t_favour < 0 and self._favour_uses(self.active, "after_offence"):
            self.stage = "self_favour"
            return []
        return self._end_turn()

    def _apply_react(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, UseFavour):
            events += self._use_favour(self.t_target, action)
            if self.phase == "over":
                return events
        return events + self._offer_self_favour()

    def _apply_self_favour(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, UseFavour):
            events += self._use_favour(self.active, action)
            if self.phase == "over":
                return events
        return events + self._end_turn()

    def _use_favour(self, seat: int, action: UseFavour) -> list[Event]:
        events = [self._spend_favour(seat, action.guild)]
        apply_ops(self.boards[seat], self.supply, action.ops)
        events.append(Event("ops", f"Player {seat + 1}: {describe_ops(action.ops)}", seat,
                            {"player": seat, "ops": action.ops, "actor": seat, "guild": self.t_guild}))
        return events + self._check_instant_win(seat)

    def _end_turn(self) -> list[Event]:
        p = self.active
        events: list[Event] = []
        if self.t_effect:
            gain = self.content.cards[self.t_effect].intrigue
            clerics = self._favour_with("occupied_defence")
            if self.t_favour == clerics:
                fav = self.content.favours[clerics]
                gain += fav.intrigue_major if self.t_favour_level == 2 else fav.intrigue_minor
            before = self.intrigue[p]
            self.intrigue[p] = max(0, min(self.content.intrigue_max, before + gain))
            self.arrival[p] = self.arrivals
            self.arrivals += 1
            events.append(Event("intrigue", f"Player {p + 1}'s intrigue {before} → {self.intrigue[p]}", p,
                                {"player": p, "from": before, "to": self.intrigue[p]}))
        self._clear_turn()
        nxt = self._next_active()
        if nxt < 0:
            return events + self._round_end()
        self.active = nxt
        return events + [Event("turn", f"Player {nxt + 1} to play", nxt, {"player": nxt})]

    def _check_instant_win(self, seat: int) -> list[Event]:
        if len(equilibriums(self.boards[seat], self.content.equilibrium_total)) == GUILDS:
            self.instant_winner = seat
            self._final_scoring()
            return [Event("instant_win", f"Player {seat + 1} holds an Equilibrium in all six guilds and wins!",
                          seat, {"player": seat})]
        return []

    # -- round end, eras, end ---------------------------------------------
    def _begin_step(self) -> list[Event]:
        if self.step >= len(self.schedule):
            self._final_scoring()
            return [Event("game_over", "Final scoring", None, {"rows": [[r[0], r[1]] for r in self.final_rows]})]
        kind, num = self.schedule[self.step]
        if kind == "round":
            self.phase = "action"
            self.tokens = [[True, True] for _ in range(self.players)]
            self.occupants = [[] for _ in self.cards]
            self._clear_turn()
            self.active = self._next_active()
            return [Event("round", f"Round {num} begins", None, {"round": num})]
        self.phase = "era"
        events = [Event("era", f"Era change {num}: every player draws three guild power cards", None,
                        {"era": num})]
        for p in range(self.players):
            self.vote_options[p] = [self.decks[p].pop() for _ in range(min(3, len(self.decks[p])))]
            self.votes[p] = -1
            self.white_pending[p] = False
            names = ", ".join(self._vote_name(v) for v in self.vote_options[p])
            events.append(Event("vote_draw", f"Player {p + 1} draws {names}", p,
                                {"player": p, "cards": list(self.vote_options[p])},
                                visible_to=frozenset({p}), public_text=f"Player {p + 1} draws three cards"))
        return events

    def _vote_name(self, card: int) -> str:
        value = self.content.vote_values[self.players][card % 2]
        return f"{self.content.guilds[card // 2].name} +{value}"

    def _round_end(self) -> list[Event]:
        events: list[Event] = []
        for p in self.turn_order():
            for g in equilibriums(self.boards[p], self.content.equilibrium_total):
                if self.eq_pile[g] > 0:
                    self.eq_pile[g] -= 1
                    self.eq_cards[p][g] += 1
                    events.append(Event("equilibrium", f"Player {p + 1} takes an Equilibrium card of the "
                                        f"{self.content.guilds[g].name}", p, {"player": p, "guild": g}))
        self.step += 1
        self._clear_turn()
        return events + self._begin_step()

    def _apply_vote(self, action: Vote) -> list[Event]:
        p = self.current_player
        assert p is not None
        self.votes[p] = action.card
        self.white_pending[p] = action.white
        self.vote_options[p].remove(action.card)
        self.removed_votes[p] += self.vote_options[p]
        self.vote_options[p] = []
        text = "casts the white vote" if action.white else "chooses a card, face down"
        events = [Event("vote", f"Player {p + 1} {text}", p, {"player": p, "white": action.white})]
        if all(v != -1 for v in self.votes):
            events += self._resolve_votes()
        return events

    def _resolve_votes(self) -> list[Event]:
        era = self.era_no
        events: list[Event] = []
        hidden = era in self.content.hidden_vote_eras
        for p in range(self.players):
            card = self.votes[p]
            if self.white_pending[p]:
                self.white_used[p] = True
                self.removed_votes[p].append(card)
            elif hidden:
                self.hidden_votes[p].append(card)
            else:
                events += self._reveal_vote(era, p, card)
            self.votes[p] = -1
        if self.players == 2 and era in self.content.neutral_vote_eras and self.neutral_deck:
            events += self._reveal_vote(era, -1, self.neutral_deck.pop())
        if hidden:
            events.append(Event("votes_hidden", "The chosen cards stay face down until the final scoring", None))
        self.step += 1
        return events + self._begin_step()

    def _reveal_vote(self, era: int, seat: int, card: int) -> list[Event]:
        value = self.content.vote_values[self.players][card % 2]
        g = card // 2
        self.power[g] += value
        self.revealed.append([era, seat, card])
        who = "The neutral deck" if seat < 0 else f"Player {seat + 1}"
        return [Event("reveal", f"{who} reveals {self.content.guilds[g].name} +{value} "
                      f"(power {self.power[g]})", None if seat < 0 else seat,
                      {"player": seat, "guild": g, "value": value})]

    def _final_scoring(self) -> None:
        if self.instant_winner < 0:
            for p in range(self.players):
                for card in self.hidden_votes[p]:
                    self._reveal_vote(5, p, card)
                self.hidden_votes[p] = []
        self.final_rows = self.score_breakdown()
        self.phase = "over"
        self._clear_turn()

    def score_breakdown(self) -> list[tuple[str, list[int]]]:
        """Scoring steps a–e (and the white vote), then the total; provisional before the end."""
        if self.final_rows:
            return list(self.final_rows)
        return scoring.breakdown(self.content, intrigue=self.intrigue, arrival=self.arrival,
                                 favours=self.favours, eq_cards=self.eq_cards, boards=self.boards,
                                 power=self.power, white_used=self.white_used)

    def scores(self) -> list[int]:
        return list(self.score_breakdown()[-1][1])

    def winners(self) -> list[int]:
        if self.instant_winner >= 0:
            return [self.instant_winner]
        return scoring.winners(self.scores(), self.eq_cards)
