"""What one frame of the Duel table shows beyond the model."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Frame:
    ribbon: str = ""                                         # the prompt ribbon's words
    lit: frozenset[Hashable] = field(default_factory=frozenset)     # places the piece in hand may go
    pieces: frozenset[Hashable] = field(default_factory=frozenset)  # pieces the drag draws (not painted)
