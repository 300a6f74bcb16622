"""The release workflow (.github/workflows/release.yml) read as GitHub reads it, and the archives
its steps make (tools/release_archive.py) made here from a stand-in build."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import tarfile
import zipfile
from pathlib import Path
from typing import Any

import pytest
import yaml  # the test extras only (pyproject.toml): the program never reads YAML

import game

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
spec = importlib.util.spec_from_file_location("release_archive", ROOT / "tools" / "release_archive.py")
assert spec is not None and spec.loader is not None
release = importlib.util.module_from_spec(spec)
spec.loader.exec_module(release)


@pytest.fixture(scope="module")
def flow() -> dict[str, Any]:
    data = yaml.safe_load(WORKFLOW.read_text("utf-8"))
    assert isinstance(data, dict)
    return data


def steps_text(job: dict[str, Any]) -> str:
    return "\n".join(str(step.get("run", "")) + str(step.get("uses", "")) for step in job["steps"])


def test_it_runs_on_a_tag_and_may_write_the_release(flow):
    triggers = flow.get("on", flow.get(True))   # YAML 1.1 reads a bare `on` as true
    assert triggers["push"]["tags"] == ["v*"]
    assert flow["permissions"]["contents"] == "write"


def test_it_builds_and_smokes_on_linux_windows_and_macos(flow):
    build = flow["jobs"]["build"]
    rows = build["strategy"]["matrix"]["include"]
    assert {row["system"] for row in rows} == {"linux", "windows", "macos"}
    runners = {row["system"]: row["os"] for row in rows}
    assert runners["linux"].startswith("ubuntu") and runners["windows"].startswith("windows")
    assert runners["macos"].startswith("macos")
    assert build["runs-on"] == "${{ matrix.os }}" and build["strategy"]["fail-fast"] is False
    assert build["env"]["SDL_VIDEODRIVER"] == "dummy"
    text = steps_text(build)
    assert "pyinstaller build_exe.spec" in text
    assert '"${{ matrix.cli }}" smoke --offscreen' in text and '"${{ matrix.cli }}" --version' in text
    assert {row["cli"] for row in rows} >= {"dist/danse-macabre/danse-macabre-cli.exe"}
    order = [str(step.get("run", "")) for step in build["steps"]]
    built = next(i for i, run in enumerate(order) if "pyinstaller" in run)
    smoked = next(i for i, run in enumerate(order) if "smoke" in run)
    packed = next(i for i, run in enumerate(order) if "release_archive.py pack" in run)
    assert built < smoked < packed   # nothing is packed that did not pass the smoke


def test_it_attaches_one_archive_per_system_with_the_sums(flow):
    job = flow["jobs"]["release"]
    assert job["needs"] == "build" and job["if"] == "github.ref_type == 'tag'"
    text = steps_text(job)
    assert "release_archive.py sums release" in text and "sha256sum -c SHA256SUMS.txt" in text
    assert "gh release upload" in text
    for pattern in ("release/*.tar.gz", "release/*.zip", "release/*.sha256", "release/SHA256SUMS.txt"):
        assert pattern in text
    uses = [step["uses"] for j in flow["jobs"].values() for step in j["steps"] if "uses" in step]
    assert uses and all("@v" in one for one in uses)   # every action pinned to a major version


def stand_in_build(dist: Path) -> None:
    """A tiny folder shaped as the build: the program, its console twin as a link, and a data file."""
    folder = dist / release.NAME
    (folder / "_internal").mkdir(parents=True)
    program = folder / release.NAME
    program.write_bytes(b"\x7fELF stand-in")
    program.chmod(0o755)
    os.symlink(release.NAME, folder / f"{release.NAME}-cli")
    (folder / "_internal" / "data.toml").write_text("x = 1\n", "utf-8")


def test_the_linux_archive_keeps_the_link_and_the_execute_bit(tmp_path: Path) -> None:
    stand_in_build(tmp_path / "dist")
    packed = release.pack("linux", tmp_path / "dist", tmp_path / "out", game.__version__, "x64")
    assert packed.name == f"danse-macabre-{game.__version__}-linux-x64.tar.gz"
    with tarfile.open(packed) as archive:
        members = {m.name: m for m in archive.getmembers()}
    assert members["danse-macabre/danse-macabre"].mode & 0o111
    assert members["danse-macabre/danse-macabre-cli"].issym()
    assert "danse-macabre/_internal/data.toml" in members
    line = Path(f"{packed}.sha256").read_bytes()   # bytes: a Windows "\r\n" would fail sha256sum -c
    assert line == f"{hashlib.sha256(packed.read_bytes()).hexdigest()}  {packed.name}\n".encode()


def test_the_windows_archive_is_a_zip_and_the_sums_cover_every_archive(tmp_path: Path) -> None:
    stand_in_build(tmp_path / "dist")
    out = tmp_path / "out"
    zipped = release.pack("windows", tmp_path / "dist", out, "9.8.7", "x64")
    tarred = release.pack("linux", tmp_path / "dist", out, "9.8.7", "x64")
    with zipfile.ZipFile(zipped) as archive:
        assert "danse-macabre/_internal/data.toml" in archive.namelist()
    sums = release.write_sums(out).read_text("utf-8").splitlines()
    assert sums == [f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {p.name}" for p in sorted([tarred, zipped])]


def test_a_tag_that_names_another_version_is_refused(tmp_path: Path, capsys) -> None:
    stand_in_build(tmp_path / "dist")
    args = ["pack", "--system", "linux", "--dist", str(tmp_path / "dist"), "--out", str(tmp_path / "out")]
    assert release.main([*args, "--tag", "v0.0.0-not-this"]) == 1
    assert "not v" in capsys.readouterr().err and not (tmp_path / "out").exists()
    assert release.main([*args, "--tag", f"v{game.__version__}"]) == 0
