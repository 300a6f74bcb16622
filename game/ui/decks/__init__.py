"""The deck builder (Methuselah's own decks): its scene and the model it edits."""
