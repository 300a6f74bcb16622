"""What every table shares: drag and drop, dice, the choice panel, gestures, motion and caches."""
