"""The async storage port: :class:`SessionStore`'s five methods, awaited.

Same semantics, same errors and the same concurrency contract as ``turnmem/store/base.py``
(the one contract suite runs both); only the calling convention differs. The bundled async
stores never block the event loop: PostgreSQL and Redis use their drivers' async clients,
SQLite runs on one dedicated thread per store, the in-process store only takes a short lock.

Async stores are created without I/O (constructing one inside a running loop is free); the
connection opens and migrations run at the first operation, or at ``await store.connect()``
/ ``async with store`` when a caller wants failures up front. ``await store.aclose()``
releases it.

A sync store's methods have the same names, so ``isinstance`` alone cannot tell a sync
store from an async one: :func:`is_async_store` checks that ``load`` is a coroutine function.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from turnmem.store.base import SearchHit, SessionSnapshot, SessionTail
from turnmem.turn import PinnedMessage, Turn

__all__ = [
    "AsyncLeasingStore",
    "AsyncRestorableStore",
    "AsyncSearchableStore",
    "AsyncSessionStore",
    "AsyncTailLoadingStore",
    "is_async_store",
]


@runtime_checkable
class AsyncSessionStore(Protocol):
    """Where sessions live, awaited. See :class:`~turnmem.store.base.SessionStore`."""

    async def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """One consistent snapshot of the session (turns after ``after_index``); None if it
        does not exist. Raises StoreError as :meth:`SessionStore.load` does."""
        ...

    async def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        ...

    async def commit_fold(
        self,
        session_id: str,
        *,
        summary: str,
        state: dict[str, Any] | None,
        folded_through: int,
        expected_folded_through: int,
    ) -> int:
        """Atomically write summary, state and fold mark; ConcurrentUpdateError if the mark
        moved since ``expected_folded_through``. Returns the new version."""
        ...

    async def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted by code point."""
        ...

    async def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; the count."""
        ...


@runtime_checkable
class AsyncSearchableStore(AsyncSessionStore, Protocol):
    """An async store that can also search a session's turns by text."""

    async def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        """The ``k`` best-matching turns of one session (never another session's)."""
        ...


@runtime_checkable
class AsyncRestorableStore(AsyncSessionStore, Protocol):
    """An async store that can recreate a session exactly (see ``RestorableStore``)."""

    async def restore(self, snapshot: SessionSnapshot) -> None:
        """Create ``snapshot.session_id`` exactly as given; StoreError if it exists."""
        ...


@runtime_checkable
class AsyncLeasingStore(Protocol):
    """Fold leases, awaited; semantics as :class:`~turnmem.store.base.LeasingStore`."""

    async def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Take or extend the lease; False if another owner holds it unexpired."""
        ...

    async def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Extend a lease ``owner`` still holds unexpired; False if it was lost."""
        ...

    async def release_lease(self, session_id: str, owner: str) -> bool:
        """Free the lease if ``owner`` holds it unexpired; otherwise change nothing."""
        ...


@runtime_checkable
class AsyncTailLoadingStore(AsyncSessionStore, Protocol):
    """An async store that reads a session's tail without its pinned messages, summary or
    state. See :class:`~turnmem.store.base.TailLoadingStore`: a memory shared by several
    writers re-reads the tail before every ``add`` and ``context``."""

    async def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        """The fold mark, counters and turns of index > ``after_index`` of one consistent
        snapshot; None if there is no session. Raises StoreError as ``load`` does."""
        ...


def is_async_store(obj: object) -> bool:
    """True for an object with the async store methods (``load`` a coroutine function)."""
    return isinstance(obj, AsyncSessionStore) and inspect.iscoroutinefunction(
        getattr(obj, "load", None)
    )
