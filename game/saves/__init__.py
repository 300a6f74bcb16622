"""Save files, autosave and settings files."""
