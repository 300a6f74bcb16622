"""Equilibrium's turn as data: the phases in the order the schedule gives them, and the steps
that wait for a decision, each with its words (on the shared game.core.flow).

    setup -> (round: action -> round end | era vote) ... -> over

The schedule (``state.schedule``: R1, R2, Era 1, R3, ... Era 4) picks the phase after each
one; ``state.step`` is the place in it.  ``state.stage`` names the step waiting for a decision.
Every decision is asked, even a lone Pass (a token spent for nothing is the seat's own move).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.flow import Flow, Phase, Step

from .content import Content
from .phases import era, favours, final, round_end, setup, turn

if TYPE_CHECKING:
    from .state import EquilibriumState


def schedule(content: Content, quick: bool) -> list[tuple[str, int]]:
    """R1, R2, Era 1, R3, ... Era 4 (the Quick variant starts at Era 1)."""
    out: list[tuple[str, int]] = []
    eras = 0
    for r in range(1, content.rounds + 1):
        out.append(("round", r))
        if r in content.era_after_rounds:
            eras += 1
            out.append(("era", eras))
    if quick:
        first_era = next(i for i, s in enumerate(out) if s[0] == "era")
        out = out[first_era:]
    return out


def scheduled(state: EquilibriumState) -> str:
    """The phase of the schedule's next step: a round, an era vote, or the final scoring."""
    if state.step >= len(state.schedule):
        return "over"
    return "action" if state.schedule[state.step][0] == "round" else "era"


def rounds_left(state: EquilibriumState) -> int:
    """Round ends still to come, counting the current round if its end is ahead."""
    if state.phase == "setup":
        return sum(1 for kind, _ in state.schedule if kind == "round")
    return sum(1 for kind, _ in state.schedule[state.step:] if kind == "round")


PHASES: dict[str, Phase] = {
    "setup": Phase("setup", setup.begin, scheduled),
    "action": Phase("action", round_end.begin, scheduled),
    "era": Phase("era", era.begin, scheduled),
    "over": Phase("over", final.begin, "over"),
}

STEPS: dict[str, Step] = {
    "setup": Step(setup.place_legal, setup.place_apply,
                  "Click a guild to place your starting set", "places a starting set"),
    "commit": Step(turn.commit_legal, turn.commit_apply,
                   "Drag a token onto an action card", "chooses an action"),
    "target": Step(turn.target_legal, turn.target_apply, "Choose whom to target", "chooses a target"),
    "guild": Step(turn.guild_legal, turn.guild_apply, "Choose a guild to target", "chooses a guild"),
    "resolve": Step(turn.resolve_legal, turn.resolve_apply,
                    "Choose how the card resolves", "resolves the card"),
    "react": Step(favours.react_legal, favours.react_apply, "Answer the attack?", "may answer the attack"),
    "self_favour": Step(favours.self_favour_legal, favours.self_favour_apply,
                        "Use a favour after your attack?", "may use a favour"),
    "era": Step(era.vote_legal, era.vote_apply, "Vote: keep one guild power card", "votes in secret"),
}


def _leave(state: EquilibriumState) -> None:
    state._clear_turn()


FLOW: Flow[EquilibriumState] = Flow(PHASES, STEPS, nothing_to_decide=lambda action: False,
                                    leave=_leave, step_attr="stage")
