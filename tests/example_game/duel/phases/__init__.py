"""Duel's phases: setup (deal), round (commit, reveal, draw), over."""
