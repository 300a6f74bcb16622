"""The wheel carries the art, sounds and fonts: they stay in the checkout's top-level art/ and
sounds/ (where tools/ rebuild them), and the build copies them into the package as game/_data/.

Everything else about the package is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
ASSET_FOLDERS = ("art", "sounds")


class BuildWithAssets(build_py):
    """build_py, then art/ and sounds/ copied to <build>/game/_data/ (found by game/ui/resources.py)."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "game" / "_data"
        for folder in ASSET_FOLDERS:
            source = ROOT / folder
            if source.is_dir():
                shutil.copytree(source, target / folder, dirs_exist_ok=True,
                                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


setup(cmdclass={"build_py": BuildWithAssets})
