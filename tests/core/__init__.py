"""Tests of the shared engine kit (game/core)."""
