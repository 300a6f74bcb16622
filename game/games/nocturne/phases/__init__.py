"""Nocturne's phases: setup, planning (secret), orders, resolution, upkeep, refill, over."""
