"""The window: scene stack, widgets, tables."""
