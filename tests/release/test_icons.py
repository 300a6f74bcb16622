"""The executable's icons (tools/icons.py, run by build_exe.spec): ICO and ICNS files read back."""

from __future__ import annotations

import importlib.util
import io
import struct
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("icons", ROOT / "tools" / "icons.py")
assert spec is not None and spec.loader is not None
icons = importlib.util.module_from_spec(spec)
spec.loader.exec_module(icons)


def png_size(blob: bytes) -> tuple[int, int]:
    assert blob.startswith(b"\x89PNG\r\n\x1a\n")
    return pygame.image.load(io.BytesIO(blob), "icon.png").get_size()


def test_the_ico_holds_every_size_up_to_the_source(tmp_path: Path) -> None:
    data = icons.write_icons(tmp_path)["ico"].read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1) and count == len(icons.ICO_SIZES)
    sizes = []
    for n in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * n)
        side = w or 256
        assert w == h and planes == 1 and bits == 32
        assert png_size(data[offset:offset + length]) == (side, side)
        sizes.append(side)
    assert tuple(sizes) == icons.ICO_SIZES


def test_the_icns_holds_typed_pngs_up_to_the_source(tmp_path: Path) -> None:
    data = icons.write_icons(tmp_path)["icns"].read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    at, found = 8, {}
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack_from(">I", data, at + 4)[0]
        found[kind] = png_size(data[at + 8:at + length])
        at += length
    assert at == len(data)
    side = pygame.image.load(str(icons.SOURCE)).get_width()
    assert found == {kind: (size, size) for size, kind in icons.ICNS_TYPES.items() if size <= side}
    assert b"ic08" in found   # the 256 px image: what the Finder shows


def test_the_icons_are_made_from_our_own_art(tmp_path: Path) -> None:
    """The largest image is art/icon.png itself, pixel for pixel."""
    data = icons.write_icons(tmp_path)["ico"].read_bytes()
    _, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * (len(icons.ICO_SIZES) - 1))
    largest = pygame.image.load(io.BytesIO(data[offset:offset + length]), "icon.png")
    source = pygame.image.load(str(icons.SOURCE))
    assert largest.get_size() == source.get_size()
    assert all(largest.get_at((x, y)) == source.get_at((x, y)) for x in range(0, 256, 17) for y in range(0, 256, 13))
