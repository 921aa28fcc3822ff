"""In-process store for asyncio: a :class:`~turnmem.store.memory.MemoryStore`, awaited.

Its operations touch only a dict behind a lock held for microseconds, so they run inline on
the event loop (a thread hop would cost more than the work). Pass an existing
``MemoryStore`` to share its sessions with sync code.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from turnmem.store.base import SearchHit, SessionSnapshot, SessionTail
from turnmem.store.memory import MemoryStore
from turnmem.turn import PinnedMessage, Turn

__all__ = ["AsyncMemoryStore"]


class AsyncMemoryStore:
    """Sessions in a dict, awaited; gone when the process ends.

    Args:
        store: the sync store holding the sessions (default: a new, private one).
    """

    def __init__(self, store: MemoryStore | None = None) -> None:
        self.sync_store = store if store is not None else MemoryStore()

    def __repr__(self) -> str:
        return f"AsyncMemoryStore({self.sync_store!r})"

    async def connect(self) -> None:
        """Nothing to open; present so every async store can be opened alike."""

    async def aclose(self) -> None:
        """Nothing to release; present so every async store can be closed alike."""

    async def __aenter__(self) -> AsyncMemoryStore:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """The session with its turns of index > ``after_index``; None if it does not exist."""
        return self.sync_store.load(session_id, after_index=after_index)

    async def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        """The fold mark, counters and turns of index > ``after_index`` (no pinned messages,
        summary or state read); None if the session does not exist."""
        return self.sync_store.load_tail(session_id, after_index=after_index)

    async def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        return self.sync_store.append_turns(session_id, turns, pinned=pinned)

    async def commit_fold(
        self,
        session_id: str,
        *,
        summary: str,
        state: dict[str, Any] | None,
        folded_through: int,
        expected_folded_through: int,
    ) -> int:
        """Atomically write summary, state and the fold mark; returns the new version."""
        return self.sync_store.commit_fold(
            session_id,
            summary=summary,
            state=state,
            folded_through=folded_through,
            expected_folded_through=expected_folded_through,
        )

    async def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted."""
        return self.sync_store.list_sessions(prefix)

    async def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; returns the count."""
        return self.sync_store.delete(session_id, before_index=before_index)

    async def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        """The ``k`` best BM25 matches among the session's turns (of index < ``before_index``)."""
        return self.sync_store.search(session_id, query, k, before_index=before_index)

    async def restore(self, snapshot: SessionSnapshot) -> None:
        """Create a session exactly as in ``snapshot`` (indices kept); StoreError if it exists."""
        self.sync_store.restore(snapshot)

    async def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Take the session's fold lease (see ``store/base.py``); False if another holds it."""
        return self.sync_store.acquire_lease(session_id, owner, ttl_seconds)

    async def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Extend ``owner``'s unexpired lease; False if it was lost."""
        return self.sync_store.renew_lease(session_id, owner, ttl_seconds)

    async def release_lease(self, session_id: str, owner: str) -> bool:
        """Free the lease if ``owner`` holds it unexpired."""
        return self.sync_store.release_lease(session_id, owner)
