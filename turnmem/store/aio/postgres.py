"""PostgreSQL store on psycopg 3's ``AsyncConnection``: the async twin of ``PostgresStore``.

The same tables, migrations, statements and operations (``store/_postgres_ops.py``), run on
async connections: nothing blocks the event loop. A small pool of connections (created on
demand, at most ``max_connections``) lets concurrent sessions of one store proceed in
parallel; each operation is one transaction on one connection, as in the sync store, so the
row-lock protocol that serialises appends and folds of a session across processes is the
same. A store belongs to the event loop that first uses it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from contextlib import suppress
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from turnmem.errors import ConfigurationError, StoreError
from turnmem.store import _postgres_ops as ops
from turnmem.store._drive import Op
from turnmem.store._optional import import_extra
from turnmem.store._postgres_ops import MIGRATIONS, Sql
from turnmem.store.aio.offload import drive_offloaded
from turnmem.store.base import SearchHit, SessionSnapshot, SessionTail
from turnmem.turn import PinnedMessage, Turn

if TYPE_CHECKING:
    import psycopg

__all__ = ["AsyncPostgresStore"]

R = TypeVar("R")


async def execute_async(cur: psycopg.AsyncCursor[tuple[Any, ...]], sql: Sql) -> Any:
    """Run one shared statement on an async cursor, returning what ``sql.fetch`` asks for."""
    if sql.fetch == "many":
        await cur.executemany(sql.query, sql.params)
        return None
    await cur.execute(sql.query, sql.params)
    if sql.fetch == "one":
        return await cur.fetchone()
    if sql.fetch == "all":
        return await cur.fetchall()
    if sql.fetch == "rowcount":
        return cur.rowcount
    return None


class AsyncPostgresStore:
    """Sessions in PostgreSQL tables named ``{prefix}sessions``, ``{prefix}turns``, ...

    Args:
        url: a libpq URL or DSN, e.g. ``postgresql://user@localhost:5432/db``.
        prefix: table-name prefix (lower-case letters, digits, ``_``), to share a database.
        connect_timeout: seconds to wait for the server when (re)connecting.
        max_connections: how many operations may run at once (one connection each).
    """

    migrations: ClassVar[list[tuple[str, tuple[str, ...]]]] = MIGRATIONS

    def __init__(
        self,
        url: str,
        *,
        prefix: str = "turnmem_",
        connect_timeout: float = 10.0,
        max_connections: int = 4,
    ) -> None:
        self._pg = import_extra("psycopg", "postgres", "AsyncPostgresStore")
        self._name = ops.store_name(self._pg, url, prefix)
        if max_connections < 1:
            raise ConfigurationError(f"max_connections must be >= 1, got {max_connections}")
        self.prefix = prefix
        self._url = url
        self._timeout = connect_timeout
        self._q = ops.queries(prefix)
        self._closed = False
        self._ready = False
        self._idle: list[psycopg.AsyncConnection[tuple[Any, ...]]] = []
        # Created here without a loop (Python >= 3.10 binds them at first use).
        self._slots = asyncio.Semaphore(max_connections)
        self._migrating = asyncio.Lock()

    def __repr__(self) -> str:
        return f"AsyncPostgresStore({self._name!r})"

    async def connect(self) -> None:
        """Connect and apply migrations now (every operation does it on first use)."""
        if self._ready:
            return
        async with self._migrating:
            if not self._ready:
                op = ops.migrate(self._q, self.prefix, self.migrations, self._name)
                await self._tx(op, "cannot migrate PostgreSQL schema", None)
                self._ready = True

    async def aclose(self) -> None:
        """Close every connection (idempotent); operations in flight finish first."""
        self._closed = True
        idle, self._idle = self._idle, []
        for conn in idle:
            await conn.close()

    async def __aenter__(self) -> AsyncPostgresStore:
        await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- plumbing ---------------------------------------------------------------------------

    async def _checkout(self) -> psycopg.AsyncConnection[tuple[Any, ...]]:
        if self._closed:
            raise StoreError("the store is closed", store=self._name)
        while self._idle:
            conn = self._idle.pop()
            if not (conn.closed or conn.broken):
                return conn
            await conn.close()
        try:
            conn = await self._pg.AsyncConnection.connect(
                self._url, autocommit=False, connect_timeout=max(1, int(self._timeout))
            )
        except self._pg.Error as exc:
            raise StoreError(f"cannot connect to PostgreSQL: {exc}", store=self._name) from exc
        return conn  # type: ignore[no-any-return]

    async def _tx(self, op: Op[Sql, R], what: str, session_id: str | None) -> R:
        """One transaction; psycopg errors become StoreError naming the store and session."""
        async with self._slots:
            conn = await self._checkout()
            reusable = False
            try:
                async with conn.cursor() as cur:
                    result = await drive_offloaded(op, lambda sql: execute_async(cur, sql))
                await conn.commit()
                reusable = True
                return result
            except Exception as exc:
                if not conn.closed:
                    with suppress(self._pg.Error):
                        await conn.rollback()
                        reusable = True
                if isinstance(exc, self._pg.Error):
                    raise StoreError(
                        f"{what}: {exc}", store=self._name, session_id=session_id
                    ) from exc
                raise
            finally:
                # A cancelled operation may have left a statement running: never reuse that
                # connection (closing it makes the server roll the transaction back).
                if reusable and not self._closed and not conn.broken:
                    self._idle.append(conn)
                else:
                    await conn.close()

    async def _run(self, op: Op[Sql, R], what: str, session_id: str | None) -> R:
        await self.connect()
        return await self._tx(op, what, session_id)

    # -- AsyncSessionStore ------------------------------------------------------------------

    async def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """The session with its turns of index > ``after_index``; None if it does not exist."""
        op = ops.load(self._q, self._name, session_id, after_index)
        return await self._run(op, "cannot load session", session_id)

    async def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        """The fold mark, counters and turns of index > ``after_index`` (no pinned messages,
        summary or state read); None if the session does not exist."""
        op = ops.load_tail(self._q, self._name, session_id, after_index)
        return await self._run(op, "cannot load session", session_id)

    async def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        op = ops.append_turns(self._q, self._name, session_id, turns, pinned)
        return await self._run(op, "cannot append turns", session_id)

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
        op = ops.commit_fold(
            self._q, self._name, session_id, summary, state, folded_through, expected_folded_through
        )
        return await self._run(op, "cannot commit fold", session_id)

    async def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted (code point order)."""
        return await self._run(ops.list_sessions(self._q, prefix), "cannot list sessions", None)

    async def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; returns the count."""
        op = ops.delete(self._q, session_id, before_index)
        return await self._run(op, "cannot delete", session_id)

    # -- optional capabilities --------------------------------------------------------------

    async def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        """The ``k`` best ``ts_rank`` matches among the session's turns (of index <
        ``before_index``)."""
        op = ops.search(self._q, self._name, session_id, query, k, before_index)
        return await self._run(op, "cannot search", session_id)

    async def restore(self, snapshot: SessionSnapshot) -> None:
        """Create a session exactly as in ``snapshot`` (indices kept); StoreError if it exists."""
        op = ops.restore(self._q, self._name, snapshot)
        await self._run(op, "cannot restore session", snapshot.session_id)

    async def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Take the session's fold lease (see ``store/base.py``); False if another holds it."""
        op = ops.acquire_lease(self._q, session_id, owner, ttl_seconds)
        return await self._run(op, "cannot acquire lease", session_id)

    async def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Extend ``owner``'s unexpired lease; False if it was lost."""
        op = ops.renew_lease(self._q, session_id, owner, ttl_seconds)
        return await self._run(op, "cannot renew lease", session_id)

    async def release_lease(self, session_id: str, owner: str) -> bool:
        """Free the lease if ``owner`` holds it unexpired."""
        op = ops.release_lease(self._q, session_id, owner)
        return await self._run(op, "cannot release lease", session_id)
