"""Bloodlines: grow a bloodline of vampires, sire over childer; every recruit shifts three
battlegrounds at once.  (The engine is being built: INFO comes when it plays.)"""
