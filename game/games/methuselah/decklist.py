"""A seat's own deck: a crypt and a library a player built, as plain data, and the rules it must meet.

A deck is ``{"name": str, "crypt": {vampire key: copies}, "library": {card key: copies}}``: the
deck file's body (``DECK_FILE``, kept by the save layer in ``decks/``) and the value of a seat's
deck option (``deck1`` … ``deck5``) when the seat plays its own deck rather than a starter or a
random one.  The option is saved with the game, so a save or a replay deals the same deck.

:func:`read_deck` checks the data is a deck of this build's cards (ValueError naming the bad
part: the file is damaged, or names a card this build lacks); :func:`problems` says why a
well-formed deck is not legal to play (the limits below, docs/methuselah-decisions.md); a deck
with problems may be kept as a draft but is never dealt.  :func:`deck_lists` turns a checked deck
into the crypt and library of content indices, in the content's order (never the file's), so
the shuffle at setup is the same however the file orders its keys.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from game.core.saving import FileKind

from .content import load

_C = load()
# [decision] the legal deck (docs/methuselah-decisions.md, "Own decks")
CRYPT_MIN, CRYPT_MAX = _C.rules["deck_crypt_min"], _C.rules["deck_crypt_max"]
LIBRARY_MIN, LIBRARY_MAX = _C.rules["deck_library_min"], _C.rules["deck_library_max"]
MOST_COPIES = _C.rules["deck_copies"]   # of any one vampire in the crypt, of any one card in the library
NAME_MAX = 40            # characters of a deck's name


def read_deck(data: Any) -> dict[str, Any]:
    """`data` as a checked deck (a new dict, its tables in the content's order); ValueError naming
    the first thing wrong: a missing or mistyped field, a card this build has no key for, a count
    that is not a whole number from 1 to 99."""
    if not isinstance(data, Mapping):
        raise ValueError("a deck must be a table with a name, a crypt and a library")  # noqa: TRY004 - one error kind for every bad deck
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a deck needs a name")
    if len(name) > NAME_MAX or any(not ch.isprintable() for ch in name):
        raise ValueError(f"a deck's name is at most {NAME_MAX} printable characters")
    crypt = _counts(data.get("crypt"), "crypt", _C.vamp_index, "vampire")
    library = _counts(data.get("library"), "library", _C.card_index, "card")
    return {"name": name.strip(), "crypt": crypt, "library": library}


def _counts(table: Any, field: str, index: Mapping[str, int], noun: str) -> dict[str, int]:
    if not isinstance(table, Mapping):
        raise ValueError(f"the {field} must be a table of {noun} keys and copies")  # noqa: TRY004 - one error kind for every bad deck
    for key, copies in table.items():
        if key not in index:
            raise ValueError(f"the {field} names a {noun} '{key}' this version does not have")
        if type(copies) is not int or not 1 <= copies <= 99:
            raise ValueError(f"the {field}'s '{key}' must be a whole number of copies from 1 to 99")
    return {key: int(table[key]) for key in sorted(table, key=index.__getitem__)}


def problems(deck: Mapping[str, Any]) -> list[str]:
    """Why a checked deck may not be played, each in a few words (empty: it is legal)."""
    out = []
    crypt, library = sum(deck["crypt"].values()), sum(deck["library"].values())
    if not CRYPT_MIN <= crypt <= CRYPT_MAX:
        out.append(f"the crypt holds {crypt} vampires; it needs {CRYPT_MIN} to {CRYPT_MAX}")
    if not LIBRARY_MIN <= library <= LIBRARY_MAX:
        out.append(f"the library holds {library} cards; it needs {LIBRARY_MIN} to {LIBRARY_MAX}")
    for field, names in (("crypt", {v.key: v.name for v in _C.vampires}),
                         ("library", {c.key: c.name for c in _C.cards})):
        over = [names[k] for k, n in deck[field].items() if n > MOST_COPIES]
        if over:
            out.append(f"more than {MOST_COPIES} copies of {', '.join(over[:3])}"
                       + (f" and {len(over) - 3} more" if len(over) > 3 else ""))
    return out


def notes(deck: Mapping[str, Any]) -> list[str]:
    """What is legal but likely a mistake: library cards that need a discipline no vampire of the
    crypt has (they can never be played)."""
    discs = {d for k in deck["crypt"] for d in _C.vampires[_C.vamp_index[k]].disc}
    dead = sorted({_C.cards[_C.card_index[k]].disc for k in deck["library"]} - discs - {""})
    return [f"no vampire of the crypt has {_C.disc_names.get(d, d)}: its cards cannot be played"
            for d in dead]


def check_playable(value: Any, seat: int) -> dict[str, Any]:
    """A seat's own deck as its option holds it, checked and legal; ValueError saying why not."""
    deck = read_deck(value)
    wrong = problems(deck)
    if wrong:
        raise ValueError(f"seat {seat}'s deck '{deck['name']}' is not legal: {'; '.join(wrong)}")
    return deck


def deck_lists(deck: Mapping[str, Any]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The crypt's vampire indices and the library's card indices of a checked deck."""
    return _lists(tuple(deck["crypt"].items()), tuple(deck["library"].items()))


@lru_cache(maxsize=64)
def _lists(crypt: tuple[tuple[str, int], ...],
           library: tuple[tuple[str, int], ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    vamps = sorted(_C.vamp_index[k] for k, n in crypt for _ in range(n))
    cards = sorted(_C.card_index[k] for k, n in library for _ in range(n))
    return tuple(vamps), tuple(cards)


def starter(key: str) -> dict[str, Any]:
    """A starter deck as an own deck (its copies by key), to copy and change in the builder."""
    d = _C.decks[_C.deck_index[key]]
    crypt: dict[str, int] = {}
    for v in d.crypt:
        crypt[_C.vampires[v].key] = crypt.get(_C.vampires[v].key, 0) + 1
    library: dict[str, int] = {}
    for c in d.library:
        library[_C.cards[c].key] = library.get(_C.cards[c].key, 0) + 1
    return read_deck({"name": d.name, "crypt": crypt, "library": library})


# the deck file, kept by the save layer in decks/ beside the saves (game/saves/deck_file.py)
DECK_FILE = FileKind("deck", "Methuselah deck", write=read_deck, read=read_deck)
