"""Danse Macabre: a desktop table for five vampire board games of intrigue."""

__version__ = "0.1.0"
