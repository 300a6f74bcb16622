"""The prologue (rulebook, Chronicle Rules: Prologue and Your first retainer): each player names a
character, gains a dot in a trait and one in a discipline, writes a title and chooses a first
retainer, elevated to an ancilla and given a clan sticker.  A player who joins later does the
same, and gains one free dot anywhere on the sheet per chapter missed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..content import load as load_basic
from ..engine import THIN
from .flow import PLAYER, Step
from .records import Answer, Choice, Frame
from .sheet import char_line, sticker_line

if TYPE_CHECKING:
    from .campaign import Campaign
    from .content import Entry

CHARACTER_NAMES = ("Ysolde of the Ash", "Brother Caspar", "Mireille Vautrin", "Old Tobias Wake",
                   "Agnes the Pale", "Lucan Ferreira", "Sabine Mortlake", "Ewald Stroh")
TITLE_SUGGESTIONS = ("the Unforgiving", "Whisper of the Crypts", "the Last Heir", "Mother of Wolves",
                     "the Silver Tongue", "Lantern of the Dead", "the Patient Knife", "Keeper of Oaths")
PROLOGUE = ("character", "trait", "discipline", "title", "retainer", "retainer_clan")
"""The prologue's steps, in the rulebook's order (each ``prologue.<name>``)."""


def prologue_frames(player: int) -> list[Frame]:
    """The work of a player's prologue."""
    return [Frame(f"prologue.{step}", player=player) for step in PROLOGUE]



def gain_dot(c: Campaign, player: int, entry: str) -> None:
    """One more dot in `entry` on the player's sheet (none past the most a sheet holds)."""
    pl = c.players[player]
    have = pl["dots"].get(entry, 0)
    if have >= c.ch.max_dots:
        c.say(f"{pl['name']}'s {c.ch.entries[entry].name} is full: no dot")
        return
    pl["dots"][entry] = have + 1
    c.say(f"{pl['name']} gains a dot in {c.ch.entries[entry].name}")


# -- the character and the title: written in -----------------------------------------------
def _no_choices(_c: Campaign, _frame: Frame) -> tuple[Choice, ...]:
    return ()


def _name_character(c: Campaign, frame: Frame, answer: Answer, _key: str) -> None:
    pl = c.players[frame.whose()]
    pl["character"] = answer
    c.say(f"{pl['name']} plays {answer}")


def _write_title(c: Campaign, frame: Frame, answer: Answer, _key: str) -> None:
    pl = c.players[frame.whose()]
    pl["title"] = answer
    pl["titles"].append(answer)
    c.say(f"{pl['character'] or pl['name']}, {answer}")


# -- dots ---------------------------------------------------------------------------------------
def _dot_choices(c: Campaign, frame: Frame, entries: tuple[Entry, ...]) -> tuple[Choice, ...]:
    dots = c.players[frame.whose()]["dots"]
    return tuple(Choice(e.name, f"{e.section}: {dots.get(e.id, 0)} dots", None, e.id)
                 for e in entries if dots.get(e.id, 0) < c.ch.max_dots)


def _trait_choices(c: Campaign, frame: Frame) -> tuple[Choice, ...]:
    return _dot_choices(c, frame, c.ch.traits)


def _any_entry_choices(c: Campaign, frame: Frame) -> tuple[Choice, ...]:
    ch = c.ch
    return _dot_choices(c, frame, (*ch.traits, *ch.disciplines, *ch.allegiances))


def _discipline_choices(c: Campaign, _frame: Frame) -> tuple[Choice, ...]:
    return tuple(Choice(e.name, sticker_line(c.ch, e.id), None, e.id) for e in c.ch.disciplines)


def _take_dot(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    gain_dot(c, frame.whose(), key)


def _take_discipline(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    gain_dot(c, frame.whose(), key)
    c.players[frame.whose()]["discipline"] = key


# -- the first retainer ---------------------------------------------------------------------------
def draw_retainers(c: Campaign) -> list[str]:
    """Three random basic characters nobody retains or has elevated."""
    basic = load_basic()
    taken = {pl["retainer"] for pl in c.players}
    pool = [ch.id for ch in basic.characters if ch.kind == "basic" and not ch.locked and not ch.haven
            and ch.id not in taken and ch.id not in c.d["elevated"]]
    c.rng().shuffle(pool)
    return pool[:3]


def _retainer_choices(c: Campaign, frame: Frame) -> tuple[Choice, ...]:
    if frame.draw is None:
        frame.draw = draw_retainers(c)
    basic = load_basic()
    return tuple(Choice(basic.character_by_id[x].name, char_line(basic.character_by_id[x]),
                        basic.character_by_id[x].index, x) for x in frame.draw)


def _take_retainer(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    pl, ch, basic = c.players[frame.whose()], c.ch, load_basic()
    pl["retainer"] = key
    first = next((s.ability for s in ch.stickers if s.discipline == pl.get("discipline") and s.dots <= 1),
                 ch.stickers[0].ability)
    c.d["elevated"][key] = [first]
    c.say(f"{pl['name']} chooses {basic.character_by_id[key].name} as the first retainer, "
          f"elevated with '{basic.character_by_id[first].name}'")


# -- clan stickers (the first retainer's, and any elevated or unlocked vampire's) ----------------
def stickered(c: Campaign, frame: Frame) -> str:
    """The character a clan sticker goes on: the frame's, else the player's retainer."""
    return frame.character or c.players[frame.whose()]["retainer"]


def sticker_choices(c: Campaign, frame: Frame, clans: list[str]) -> tuple[Choice, ...]:
    """A sticker of each clan, and the thin-blood sticker."""
    basic = load_basic()
    card = basic.character_by_id[stickered(c, frame)].index
    choices = [Choice(basic.clan_by_id[x].name, "clan sticker", card, x) for x in clans]
    choices.append(Choice("Thin-blooded", "no clan", card, THIN))
    return tuple(choices)


def put_sticker(c: Campaign, frame: Frame, _answer: Answer, key: str) -> None:
    basic = load_basic()
    cid = stickered(c, frame)
    c.d["stickers"][cid] = key
    name = "a thin-blood sticker" if key == THIN else f"the sticker of {basic.clan_by_id[key].name}"
    c.say(f"{basic.character_by_id[cid].name} takes {name}")


def stickered_name(c: Campaign, frame: Frame) -> dict[str, str]:
    return {"name": load_basic().character_by_id[stickered(c, frame)].name}


def _any_clan(c: Campaign, frame: Frame) -> tuple[Choice, ...]:
    return sticker_choices(c, frame, [cl.id for cl in load_basic().clans if not cl.locked])


STEPS = (
    Step("prologue.character", "{who}: your character", "Write your character's name on the player sheet.",
         _no_choices, _name_character,
         default=lambda _c, frame: CHARACTER_NAMES[frame.whose() % len(CHARACTER_NAMES)], needs=PLAYER),
    Step("prologue.trait", "{who}: a dot", "Gain 1 dot in any trait of Resources, Abilities or Psyche.",
         _trait_choices, _take_dot, needs=PLAYER),
    Step("prologue.discipline", "{who}: a discipline", "Gain 1 dot in a discipline of Discipline Mastery.",
         _discipline_choices, _take_discipline, needs=PLAYER),
    Step("prologue.title", "{who}: your title", "Write a suitably vampiric title, the first of many.",
         _no_choices, _write_title,
         default=lambda _c, frame: TITLE_SUGGESTIONS[frame.whose() % len(TITLE_SUGGESTIONS)], needs=PLAYER),
    Step("prologue.retainer", "{who}: your first retainer",
         "Choose one of three characters: elevated to an ancilla, it waits in your haven.",
         _retainer_choices, _take_retainer, needs=PLAYER),
    Step("prologue.retainer_clan", "{who}: a clan sticker",
         "Which clan was {name} embraced into? (Or a thin-blood sticker: no clan.)",
         _any_clan, put_sticker, words=stickered_name, needs=PLAYER),
    Step("join.free_dot", "{who}: a dot", "A missed chapter: gain 1 free dot anywhere on your player sheet.",
         _any_entry_choices, _take_dot, needs=PLAYER),
)
