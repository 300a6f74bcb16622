"""The executable's icons, made from our own art/icon.png: icon.ico (Windows) and icon.icns (macOS).

    python tools/icons.py [FOLDER]     # writes FOLDER/icon.ico and FOLDER/icon.icns (default: build/icons)

build_exe.spec calls ``write_icons`` at every build, so the files are never kept in the repository and
always match art/icon.png.  Both formats hold PNG images (Windows Vista and later, macOS 10.7 and
later read them), made with pygame-ce and the standard library only: no Pillow.  Sizes above the
source's own (256 px) are not made up; the systems scale the largest one.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # after the SDL settings above

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "art" / "icon.png"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def png_bytes(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def images(source: pygame.Surface, sizes: tuple[int, ...]) -> list[tuple[int, bytes]]:
    """(size, PNG) for each size the source is at least as large as."""
    side = min(source.get_size())
    return [(size, png_bytes(source if size == side else pygame.transform.smoothscale(source, (size, size))))
            for size in sizes if size <= side]


def ico_bytes(source: pygame.Surface) -> bytes:
    """An ICO file: the header, one 16-byte entry per image, then the PNGs."""
    found = images(source, ICO_SIZES)
    header = struct.pack("<HHH", 0, 1, len(found))
    offset = len(header) + 16 * len(found)
    entries, blobs = b"", b""
    for size, blob in found:
        side = 0 if size >= 256 else size   # 0 means 256 in an ICO entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


def icns_bytes(source: pygame.Surface) -> bytes:
    """An ICNS file: ``icns`` and its length, then one typed, length-prefixed PNG per size."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(blob)) + blob
                    for size, blob in images(source, tuple(ICNS_TYPES)))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path | str, source: Path | str = SOURCE) -> dict[str, Path]:
    """Write icon.ico and icon.icns made from `source` into `folder`; their paths by suffix."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    image = pygame.image.load(str(source))
    paths = {"ico": folder / "icon.ico", "icns": folder / "icon.icns"}
    paths["ico"].write_bytes(ico_bytes(image))
    paths["icns"].write_bytes(icns_bytes(image))
    return paths


if __name__ == "__main__":
    written = write_icons(sys.argv[1] if len(sys.argv) > 1 else ROOT / "build" / "icons")
    print("\n".join(str(path) for path in written.values()))
