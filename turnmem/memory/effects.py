"""The effects a memory flow yields, and how a driver performs the store ones.

A flow (a generator in :class:`~turnmem.memory.base.MemoryBase`) yields one of these and gets
the result back; :mod:`turnmem.memory.drivers` performs them, sync or async (the sans-IO split
of httpx's ``auth_flow``).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from typing_extensions import TypeVar

from turnmem.fold.base import ExtractRequest, FoldRequest
from turnmem.state import MemoryState
from turnmem.store.base import SearchableStore, SessionStore
from turnmem.turn import PinnedMessage, Turn

__all__ = [
    "Append", "Commit", "Delete", "Effect", "Extract", "Flow", "Fold", "Load", "Search",
    "perform_store_effect", "why",
]  # fmt: skip

R = TypeVar("R")


@dataclass(frozen=True)
class Append:
    turns: list[Turn]
    pinned: list[PinnedMessage] | None


@dataclass(frozen=True)
class Fold:
    request: FoldRequest[MemoryState]


@dataclass(frozen=True)
class Extract:
    request: ExtractRequest[MemoryState]


@dataclass(frozen=True)
class Commit:
    summary: str
    state: dict[str, Any] | None
    through: int
    expected: int


@dataclass(frozen=True)
class Load:
    after_index: int


@dataclass(frozen=True)
class Search:
    query: str
    k: int


@dataclass(frozen=True)
class Delete:
    before_index: int


Effect = Append | Fold | Extract | Commit | Load | Search | Delete
Flow = Generator[Effect, Any, R]


def perform_store_effect(store: SessionStore, session_id: str, eff: Effect) -> Any:
    """Run one store effect (everything but the folder's ``Fold`` and ``Extract``)."""
    if isinstance(eff, Append):
        return store.append_turns(session_id, eff.turns, pinned=eff.pinned)
    if isinstance(eff, Commit):
        return store.commit_fold(
            session_id,
            summary=eff.summary,
            state=eff.state,
            folded_through=eff.through,
            expected_folded_through=eff.expected,
        )
    if isinstance(eff, Load):
        return store.load(session_id, after_index=eff.after_index)
    if isinstance(eff, Delete):
        return store.delete(session_id, before_index=eff.before_index)
    if isinstance(eff, Search):
        if not isinstance(store, SearchableStore):
            return []
        return store.search(session_id, eff.query, eff.k)
    raise TypeError(eff)


def why(exc: BaseException) -> str:
    """The first line of an exception, for event details."""
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text[:200]}"
