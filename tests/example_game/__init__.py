"""The worked example of docs/new-game.md: Duel, a small game written by following the guide alone.

It lives in the tests, not in game/games: it is not part of the product, but the cross-game checks
run on it (tests/example_game/test_duel.py), so the guide's example can never drift from the kit.
"""
