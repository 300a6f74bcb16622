"""The one place that finds and loads art, fonts and sounds.

Frozen builds keep their files under ``sys._MEIPASS``; a source checkout keeps
them in the repository root next to the ``game`` package.  A missing or corrupt
file is logged once with its name and replaced by a neutral placeholder, so a
broken asset never stops the table.
"""

from __future__ import annotations

import glob
import logging
import os
import sys
from pathlib import Path

import platformdirs
import pygame

from game.saves.folders import HOME_VARIABLE
from game.ui.titleface import TitleFace

log = logging.getLogger(__name__)

_images: dict[tuple[str, bool], pygame.Surface] = {}
_fonts: dict[tuple[str, int], pygame.font.Font] = {}
_sounds: dict[str, object] = {}
_reported: set[str] = set()
problems: list[str] = []  # every asset message so far, for the smoke run and tests

FONT_FILES = {
    # role -> glob patterns under art/fonts, first match wins
    "text": ("EBGaramond12-Regular.*", "EBGaramond*Regular*", "*Garamond*.?tf", "Cardo*Regular*"),
    "bold": ("EBGaramond12-Bold.*", "EBGaramond*Bold*", "EBGaramond*SemiBold*", "Cardo-Bold.*", "*-Bold.?tf"),
    "italic": ("EBGaramond12-Italic.*", "EBGaramond*Italic*"),
    "title": ("Blankenburg*.?tf", "*lackletter*.?tf"),
}


class AssetError(Exception):
    """An asset file is missing or unreadable; the message names the file."""


def base_dir() -> Path:
    """The folder that holds ``art/`` and ``sounds/``: the frozen bundle, a source checkout, or the
    installed package's ``game/_data/`` (setup.py copies them there), wherever it was started from."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    package = Path(__file__).resolve().parents[1]
    repo = package.parent
    if (repo / "art").is_dir() and (repo / "pyproject.toml").exists():
        return repo
    if (package / "_data").is_dir():
        return package / "_data"
    return repo


def resource_path(*parts: str) -> Path:
    """The absolute path of a bundled file, e.g. ``resource_path("art", "icon.png")``."""
    return base_dir().joinpath(*parts)


def report(message: str) -> None:
    """Log an asset problem once (it names the file) and remember it."""
    if message in _reported:
        return
    _reported.add(message)
    problems.append(message)
    log.warning(message)


def placeholder(size: tuple[int, int], label: str = "") -> pygame.Surface:
    """A neutral stand-in for a missing image: dark slate with a thin frame and a cross."""
    w, h = max(1, size[0]), max(1, size[1])
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((46, 40, 52, 255))
    pygame.draw.rect(surf, (110, 100, 90), surf.get_rect(), width=max(1, min(w, h) // 24))
    pygame.draw.line(surf, (80, 72, 70), (0, 0), (w, h))
    pygame.draw.line(surf, (80, 72, 70), (0, h), (w, 0))
    return surf


def load_image(relative: str, size: tuple[int, int] = (64, 64), alpha: bool = True,
               keep: bool = True) -> pygame.Surface:
    """A cached image from ``art/``-relative path; a placeholder of `size` if it cannot load.  `keep` False:
    not kept once loaded (a window-sized source that its user caches scaled: 8 MB a 1920x1080 picture)."""
    key = (relative, alpha)
    if key in _images:
        return _images[key]
    path = resource_path(*relative.split("/"))
    try:
        if not path.is_file():
            raise AssetError(f"missing image file: {path}")
        try:
            surf = pygame.image.load(str(path))
        except (pygame.error, OSError, ValueError) as exc:
            raise AssetError(f"corrupt image file: {path} ({exc})") from None
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha() if alpha else surf.convert()
    except AssetError as exc:
        report(str(exc))
        surf = placeholder(size, relative)
    if keep:
        _images[key] = surf
    return surf


def image_exists(relative: str) -> bool:
    return resource_path(*relative.split("/")).is_file()


def font_file(role: str) -> Path | None:
    """The font file for a role (text, bold, italic, title) from ``art/fonts``, if any."""
    folder = resource_path("art", "fonts")
    for pattern in FONT_FILES.get(role, ()):
        hits = sorted(glob.glob(str(folder / pattern)))
        if hits:
            return Path(hits[0])
    return None


def load_font(role: str, size: int) -> pygame.font.Font:
    """A cached font of `role` at pixel `size`; pygame's own font if ours is missing."""
    size = max(6, int(size))
    key = (role, size)
    if key in _fonts:
        return _fonts[key]
    if not pygame.font.get_init():
        pygame.font.init()
    path = font_file(role)
    font: pygame.font.Font | None = None
    if path is None:
        if role in ("bold", "italic") and font_file("text") is not None:
            font = _styled(load_font("text", size), role)
        else:
            report(f"missing font file for {role!r} in {resource_path('art', 'fonts')}")
    else:
        try:
            font = TitleFace(str(path), size, load_font("bold", size)) if role == "title" \
                else pygame.font.Font(str(path), size)
        except (pygame.error, OSError) as exc:
            report(f"corrupt font file: {path} ({exc})")
    if font is None:
        font = pygame.font.Font(None, int(size * 1.25))
        if role == "bold":
            font.set_bold(True)
    _fonts[key] = font
    return font


def _styled(base: pygame.font.Font, role: str) -> pygame.font.Font:
    font = pygame.font.Font(str(font_file("text")), base.get_height())
    font.set_bold(role == "bold")
    font.set_italic(role == "italic")
    return font


def load_sound(name: str) -> object | None:
    """A cached ``pygame.mixer.Sound`` for ``sounds/<name>.wav``, or None (missing file or no mixer)."""
    if name in _sounds:
        return _sounds[name]
    sound = None
    if pygame.mixer.get_init():
        path = resource_path("sounds", f"{name}.wav")
        if not path.is_file():
            report(f"missing sound file: {path}")
        else:
            try:
                sound = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError) as exc:
                report(f"corrupt sound file: {path} ({exc})")
    _sounds[name] = sound
    return sound


def clear_caches() -> None:
    """Forget loaded assets (after the display mode changes, and in tests)."""
    _images.clear()
    _fonts.clear()
    _sounds.clear()


def user_data_dir() -> Path:
    """Where logs go when frozen: the folder ``DANSE_MACABRE_HOME`` names (where the saves go then too),
    else the platform's user data folder for the game."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        path = Path(override)
        path.mkdir(parents=True, exist_ok=True)
        return path
    try:
        path = Path(platformdirs.user_data_dir("DanseMacabre", appauthor=False))  # the save layer's folder too
    except Exception:  # noqa: BLE001 - the window must not die of it  # platformdirs broken: still log somewhere writable
        path = Path(os.path.expanduser("~")) / ".danse-macabre"
    path.mkdir(parents=True, exist_ok=True)
    return path
