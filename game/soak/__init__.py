"""The soak: ``python -m game soak`` (see :mod:`game.soak.cli`).

:mod:`.games` plays random and AI games with save, load, undo and replay; :mod:`.ui` drives the
window offscreen with random input on every scene; :mod:`.files` feeds every file reader
mutated files (:mod:`.mutate`) made from good ones (:mod:`.samples`); :mod:`.report` keeps
the counts and the problems, each with its seed.
"""
