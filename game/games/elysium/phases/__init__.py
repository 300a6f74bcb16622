"""Elysium's phases, one module each: setup, resource, movement, challenge, influence, resolution."""
