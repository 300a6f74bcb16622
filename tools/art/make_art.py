"""Generate every image in art/ (and copy the open-licence fonts into art/fonts/).

    python tools/art/make_art.py            # everything
    python tools/art/make_art.py title felt # only some groups
    python tools/art/make_art.py --list     # show the groups

Only pygame-ce and the standard library are used; the window system is not
needed (SDL_VIDEODRIVER=dummy is set automatically).  Every random choice is
seeded, so re-running rebuilds the same files.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
ART = os.path.join(ROOT, "art")

import artkit as ak

ak.init()

import emblems
import sprites
import textures
import title


def out(*parts: str) -> str:
    return os.path.join(ART, *parts)


# ---------------------------------------------------------------- fonts

FONTS = [
    # (package, source file, destination name, licence file name)
    (
        "fonts-ebgaramond",
        "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
        "EBGaramond12-Regular.otf",
        "LICENSE-EBGaramond.txt",
    ),
    (
        "fonts-ebgaramond",
        "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Italic.otf",
        "EBGaramond12-Italic.otf",
        "LICENSE-EBGaramond.txt",
    ),
    # Debian's EB Garamond 12 Bold is an early, incomplete cut (no accents, dashes
    # or curly quotes), so the bold face is Cardo Bold, an OFL companion serif.
    (
        "fonts-cardo",
        "/usr/share/fonts/truetype/cardo/Cardob101.ttf",
        "Cardo-Bold.ttf",
        "LICENSE-Cardo.txt",
    ),
    (
        "fonts-blankenburg",
        "/usr/share/fonts/truetype/blankenburg/Blankenburg_UNZ1A.ttf",
        "Blankenburg.ttf",
        "LICENSE-Blankenburg.txt",
    ),
]


def _licence_text(package: str) -> str | None:
    path = f"/usr/share/doc/{package}/copyright"
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    # keep the header and the stanzas that cover the font files themselves
    # (Files: * and any stand-alone License: stanza), not debian/* or test files
    paras = re.split(r"\n\s*\n(?=\S)", text)
    keep = []
    for p in paras:
        first = p.lstrip().splitlines()[0] if p.strip() else ""
        if first.startswith("Files:") and not first.startswith("Files: *"):
            continue
        keep.append(p)
    body = "\n\n".join(keep)
    lines = []
    for line in body.splitlines():
        if line.strip() == ".":
            lines.append("")
        elif line.startswith(" "):
            lines.append(line[1:])
        else:
            lines.append(line)
    return (
        f"Licence of the font files copied from the Debian package `{package}`\n"
        f"(source: /usr/share/doc/{package}/copyright).\n\n" + "\n".join(lines).rstrip() + "\n"
    )


def copy_fonts() -> None:
    dest = out("fonts")
    os.makedirs(dest, exist_ok=True)
    done_licences = set()
    for package, src, name, lic in FONTS:
        if not os.path.exists(src):
            print(f"  ! {src} not found (install {package}); keeping any existing art/fonts/{name}")
            continue
        shutil.copyfile(src, os.path.join(dest, name))
        print(f"  fonts/{name}")
        if lic not in done_licences:
            text = _licence_text(package)
            if text:
                with open(os.path.join(dest, lic), "w", encoding="utf-8") as fh:
                    fh.write(text)
                print(f"  fonts/{lic}")
                done_licences.add(lic)


# ---------------------------------------------------------------- images


def make_title() -> None:
    ak.save(title.make_title_bg(), out("title_bg.png"))
    print("  title_bg.png")


def make_textures() -> None:
    ak.save(textures.felt(), out("felt.png"))
    print("  felt.png")
    ak.save(textures.parchment(), out("parchment.png"))
    print("  parchment.png")
    ak.save(textures.vignette(), out("vignette.png"))
    print("  vignette.png")


def make_tokens() -> None:
    for value, material in ((1, "bone"), (2, "bronze"), (3, "gold")):
        ak.save(
            sprites.disc_token(material, seed=100 + value), out("tokens", f"influence_{value}.png")
        )
        print(f"  tokens/influence_{value}.png")
    dagger = emblems.dagger(512)
    shield = emblems.shield(512)
    ak.save(
        sprites.disc_token(
            "black", seed=201, emblem=dagger, emblem_col=(214, 210, 214), groove_col=(150, 20, 36)
        ),
        out("tokens", "action_offense.png"),
    )
    print("  tokens/action_offense.png")
    ak.save(
        sprites.disc_token("grey", seed=202, emblem=shield, emblem_col=(238, 238, 242)),
        out("tokens", "action_defense.png"),
    )
    print("  tokens/action_defense.png")
    ak.save(ak.down(dagger, (128, 128)), out("tokens", "emblem_dagger.png"))
    ak.save(ak.down(shield, (128, 128)), out("tokens", "emblem_shield.png"))
    print("  tokens/emblem_dagger.png, tokens/emblem_shield.png")
    for kind in emblems.MARKERS:
        ak.save(sprites.player_marker(kind), out("tokens", f"marker_{kind}.png"))
    print("  tokens/marker_{" + ",".join(emblems.MARKERS) + "}.png")


def make_guilds() -> None:
    for name, fn in emblems.GUILDS.items():
        ak.save(fn(128), out("guilds", f"{name}.png"))
        print(f"  guilds/{name}.png")


def make_board() -> None:
    ak.save(sprites.hex_tile(), out("hex_tile.png"))
    print("  hex_tile.png")
    ak.save(sprites.card_frame(), out("card_frame.png"))
    print("  card_frame.png")
    ak.save(sprites.card_back(), out("card_back.png"))
    print("  card_back.png")
    ak.save(sprites.d10_base(), out("dice", "d10_base.png"))
    print("  dice/d10_base.png")


def make_icon() -> None:
    ak.save(sprites.icon(), out("icon.png"))
    print("  icon.png")


GROUPS = {
    "fonts": copy_fonts,
    "title": make_title,
    "textures": make_textures,
    "tokens": make_tokens,
    "guilds": make_guilds,
    "board": make_board,
    "icon": make_icon,
}


def main(argv: list[str]) -> int:
    if "--list" in argv:
        print(" ".join(GROUPS))
        return 0
    wanted = [a for a in argv if not a.startswith("-")] or list(GROUPS)
    unknown = [w for w in wanted if w not in GROUPS]
    if unknown:
        print(
            f"unknown group(s): {', '.join(unknown)}; choose from {', '.join(GROUPS)}",
            file=sys.stderr,
        )
        return 2
    os.makedirs(ART, exist_ok=True)
    for name in wanted:
        t = time.time()
        print(f"[{name}]")
        GROUPS[name]()
        print(f"  ({time.time() - t:.1f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
