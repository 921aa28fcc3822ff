"""SQLite store for asyncio: ``SQLiteStore`` run on one dedicated thread per store.

stdlib ``sqlite3`` has no async API, so every operation is handed to the store's own worker
thread through a queue and awaited; the event loop only waits on a future. One thread per
store keeps SQLite's one-writer-at-a-time model (and the sync store's SQL, migrations and
transactions are the very same code, STYLE 5). The database opens, and migrations run, on
the worker thread at the first operation (or ``await store.connect()``).

Cancellation: an operation cancelled before the worker picked it up is skipped; one already
running completes (its transaction commits or rolls back whole), like any database driver.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
import queue
import threading
from collections.abc import Callable, Sequence
from typing import Any, Concatenate, Literal, ParamSpec, TypeVar

from turnmem.errors import StoreError
from turnmem.store.aio.offload import Handoff
from turnmem.store.base import SearchHit, SessionSnapshot, SessionTail
from turnmem.store.sqlite import SQLiteStore
from turnmem.turn import PinnedMessage, Turn

__all__ = ["AsyncSQLiteStore"]

P = ParamSpec("P")
R = TypeVar("R")

# A job: the future to resolve, the function to run on the store (None: close it) and the
# GIL hand-off to the awaiting loop once it is resolved (turnmem.store.aio.offload).
_Job = tuple["concurrent.futures.Future[Any]", Callable[[SQLiteStore], Any] | None, Handoff]


def _opened(store: SQLiteStore) -> None:
    """A no-op job: running it opens the database."""


class AsyncSQLiteStore:
    """Sessions in one SQLite file, awaited (``":memory:"`` for a private database).

    Args:
        path: the database file (its directory must exist), or an open :class:`SQLiteStore`
            to run on the worker thread (then :meth:`aclose` leaves it open).
        timeout: seconds a writer waits for another process's lock before failing.
        synchronous: ``"FULL"`` (default) or ``"NORMAL"``, as :class:`SQLiteStore`.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | SQLiteStore,
        *,
        timeout: float = 30.0,
        synchronous: Literal["FULL", "NORMAL"] = "FULL",
    ) -> None:
        self._owns = not isinstance(path, SQLiteStore)
        self._store: SQLiteStore | None = None if self._owns else path  # type: ignore[assignment]
        self.path = path.path if isinstance(path, SQLiteStore) else str(path)
        self._options: dict[str, Any] = {"timeout": timeout, "synchronous": synchronous}
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._closed = False

    def __repr__(self) -> str:
        return f"AsyncSQLiteStore({self.path!r})"

    # -- the worker thread ------------------------------------------------------------------

    def _work(self) -> None:
        while (item := self._jobs.get()) is not None:
            job, fn, handoff = item
            if not job.set_running_or_notify_cancel():
                continue  # cancelled while queued: nothing ran
            try:
                if fn is None:  # close: never opens a database just to close it
                    if self._owns and self._store is not None:
                        self._store.close()
                    result = None
                else:
                    if self._store is None:
                        self._store = SQLiteStore(self.path, **self._options)
                    result = fn(self._store)
            except Exception as exc:
                job.set_exception(exc)
            else:
                job.set_result(result)
            handoff.wait()  # the loop takes the GIL before this thread's next job

    async def _call(
        self, method: Callable[Concatenate[SQLiteStore, P], R], *args: P.args, **kwargs: P.kwargs
    ) -> R:
        if self._closed:
            raise StoreError("the store is closed", store=f"sqlite:{self.path}")
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._work, name=f"turnmem-sqlite:{self.path}", daemon=True
            )
            self._thread.start()
        job: concurrent.futures.Future[R] = concurrent.futures.Future()
        handoff = Handoff()
        self._jobs.put((job, lambda store: method(store, *args, **kwargs), handoff))
        try:
            return await asyncio.wrap_future(job)
        finally:
            handoff.release()

    async def connect(self) -> None:
        """Open the database and apply migrations now (the first operation does it anyway)."""
        await self._call(_opened)

    async def aclose(self) -> None:
        """Close the database (if this store opened it) and stop the thread (idempotent)."""
        if self._closed:
            return
        if self._thread is None:
            self._closed = True
            return
        done: concurrent.futures.Future[None] = concurrent.futures.Future()
        self._jobs.put((done, None, Handoff(active=False)))
        self._jobs.put(None)  # then the thread ends
        self._closed = True
        await asyncio.wrap_future(done)

    async def __aenter__(self) -> AsyncSQLiteStore:
        await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- AsyncSessionStore ------------------------------------------------------------------

    async def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """The session with its turns of index > ``after_index``; None if it does not exist."""
        return await self._call(SQLiteStore.load, session_id, after_index=after_index)

    async def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        """The fold mark, counters and turns of index > ``after_index`` (no pinned messages,
        summary or state read); None if the session does not exist."""
        return await self._call(SQLiteStore.load_tail, session_id, after_index=after_index)

    async def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        return await self._call(SQLiteStore.append_turns, session_id, list(turns), pinned=pinned)

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
        return await self._call(
            SQLiteStore.commit_fold,
            session_id,
            summary=summary,
            state=state,
            folded_through=folded_through,
            expected_folded_through=expected_folded_through,
        )

    async def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted."""
        return await self._call(SQLiteStore.list_sessions, prefix)

    async def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; returns the count."""
        return await self._call(SQLiteStore.delete, session_id, before_index=before_index)

    # -- optional capabilities --------------------------------------------------------------

    async def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        """The ``k`` best BM25 matches among the session's turns (of index < ``before_index``)."""
        return await self._call(SQLiteStore.search, session_id, query, k, before_index=before_index)

    async def restore(self, snapshot: SessionSnapshot) -> None:
        """Create a session exactly as in ``snapshot`` (indices kept); StoreError if it exists."""
        await self._call(SQLiteStore.restore, snapshot)

    async def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Take the session's fold lease (see ``store/base.py``); False if another holds it."""
        return await self._call(SQLiteStore.acquire_lease, session_id, owner, ttl_seconds)

    async def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Extend ``owner``'s unexpired lease; False if it was lost."""
        return await self._call(SQLiteStore.renew_lease, session_id, owner, ttl_seconds)

    async def release_lease(self, session_id: str, owner: str) -> bool:
        """Free the lease if ``owner`` holds it unexpired."""
        return await self._call(SQLiteStore.release_lease, session_id, owner)
