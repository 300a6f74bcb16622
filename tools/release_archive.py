"""Pack the built program into one archive per system, with its SHA-256 sum (the release workflow).

    python tools/release_archive.py pack --system linux [--dist dist] [--out release] [--tag v0.1.0]
    python tools/release_archive.py sums release/          # SHA256SUMS.txt over every archive there

``pack`` makes, from what ``pyinstaller build_exe.spec`` left in ``dist/``:

- linux:   ``danse-macabre-<version>-linux-<machine>.tar.gz``: the folder ``danse-macabre/``;
- windows: ``danse-macabre-<version>-windows-<machine>.zip``: the folder ``danse-macabre/``;
- macos:   ``danse-macabre-<version>-macos-<machine>.tar.gz``: ``Danse Macabre.app``.

A tar keeps the programs' execute bits and the links (the console twin, the app's frameworks); Windows
opens a zip with no extra program.  Beside each archive, ``<archive>.sha256`` in ``sha256sum`` form.
With ``--tag`` it refuses a tag that is not ``v`` + the program's version (game/__init__.py), so a
release never carries a program that names another version.  Standard library only.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import platform
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "danse-macabre"
APP = "Danse Macabre.app"
SYSTEMS = {"linux": "tar.gz", "windows": "zip", "macos": "tar.gz"}
MACHINES = {"x86_64": "x64", "amd64": "x64", "arm64": "arm64", "aarch64": "arm64"}
SUMS = "SHA256SUMS.txt"


def program_version() -> str:
    sys.path.insert(0, str(ROOT))   # the checkout's game package, found from this script's folder
    game = importlib.import_module("game")
    return str(game.__version__)


def machine() -> str:
    raw = platform.machine().lower()
    return MACHINES.get(raw, raw or "unknown")


def archive_name(system: str, version: str, arch: str) -> str:
    return f"{NAME}-{version}-{system}-{arch}.{SYSTEMS[system]}"


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as source:
        for block in iter(lambda: source.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def sum_line(path: Path) -> str:
    """One line as ``sha256sum`` writes it (and ``sha256sum -c`` reads it)."""
    return f"{sha256_of(path)}  {path.name}\n"


def pack(system: str, dist: Path, out: Path, version: str, arch: str) -> Path:
    """The archive of the built program for `system`, and its ``.sha256`` beside it; the archive's path."""
    top = dist / (APP if system == "macos" else NAME)
    if not top.is_dir():
        raise SystemExit(f"{top} is missing: build first (pyinstaller build_exe.spec)")
    out.mkdir(parents=True, exist_ok=True)
    target = out / archive_name(system, version, arch)
    if SYSTEMS[system] == "zip":
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as packed:
            for path in sorted(top.rglob("*")):
                packed.write(path, path.relative_to(dist).as_posix())
    else:
        with tarfile.open(target, "w:gz", compresslevel=9) as packed:
            packed.add(top, arcname=top.name)   # links stay links, execute bits stay
    # "\n" on Windows too: sha256sum -c, on the release job's Linux, reads the line as written
    Path(f"{target}.sha256").write_text(sum_line(target), encoding="utf-8", newline="\n")
    return target


def write_sums(folder: Path) -> Path:
    """SHA256SUMS.txt over every archive in `folder`, each sum computed again (not copied)."""
    archives = sorted(p for p in folder.iterdir() if p.name.startswith(f"{NAME}-")
                      and any(p.name.endswith(f".{ext}") for ext in set(SYSTEMS.values())))
    if not archives:
        raise SystemExit(f"no archives in {folder}")
    path = folder / SUMS
    path.write_text("".join(sum_line(p) for p in archives), encoding="utf-8", newline="\n")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/release_archive.py", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    packing = commands.add_parser("pack", help="one archive of the built program, and its .sha256")
    packing.add_argument("--system", choices=sorted(SYSTEMS), required=True)
    packing.add_argument("--dist", type=Path, default=ROOT / "dist")
    packing.add_argument("--out", type=Path, default=ROOT / "release")
    packing.add_argument("--tag", default="", help="the release's tag: must be v<version>")
    summing = commands.add_parser("sums", help=f"{SUMS} over the archives in a folder")
    summing.add_argument("folder", type=Path)
    args = parser.parse_args(argv)
    if args.command == "sums":
        print(write_sums(args.folder))
        return 0
    version = program_version()
    if args.tag and args.tag != f"v{version}":
        print(f"the tag {args.tag!r} is not v{version}, the version the program says it is", file=sys.stderr)
        return 1
    print(pack(args.system, args.dist, args.out, version, machine()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
