"""AI seats that play every game through the engine contract."""
