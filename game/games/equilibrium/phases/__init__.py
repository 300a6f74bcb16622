"""Equilibrium's phases, one module each: setup, the action turn (and its favours), round end,
era vote, final scoring.  flow.py declares them as tables."""
