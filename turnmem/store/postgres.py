"""PostgreSQL store (psycopg 3, sync) for agent replicas sharing sessions.

Tables (names carry a prefix, default ``turnmem_``): ``sessions`` (one row per session, JSONB
pinned/state), ``turns`` (one JSONB row per turn plus a ``tsvector`` of its search terms),
``leases`` (fold leases with an expiry) and ``migrations`` (named, ordered schema migrations,
applied under an advisory lock). Statements and operations live in ``_postgres_ops`` and are
shared with :class:`~turnmem.store.aio.postgres.AsyncPostgresStore`.

Concurrency: one connection per store, guarded by a lock, autocommit off, one transaction per
operation. Writers lock the session row (an upsert that takes the row lock, or ``SELECT ...
FOR UPDATE``) before reading ``next_index`` or the fold mark, which serialises appends and
folds of one session across processes while other sessions proceed in parallel. Loads run
in a REPEATABLE READ transaction so the session row and its turns are one snapshot.

Search indexes the shared :func:`~turnmem.store._text.search_terms` as a ``tsvector`` built
lexeme by lexeme (no PostgreSQL parser or dictionary touches them, so CJK bigrams survive any
locale) and ranks with ``ts_rank``.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from turnmem.errors import StoreError
from turnmem.store import _postgres_ops as ops
from turnmem.store._drive import Op, drive
from turnmem.store._optional import import_extra
from turnmem.store._postgres_ops import MIGRATIONS, Sql
from turnmem.store.base import SearchHit, SessionSnapshot, SessionTail
from turnmem.turn import PinnedMessage, Turn

if TYPE_CHECKING:
    import psycopg

__all__ = ["MIGRATIONS", "PostgresStore"]

R = TypeVar("R")


def execute(cur: psycopg.Cursor[tuple[Any, ...]], sql: Sql) -> Any:
    """Run one shared statement on a sync cursor, returning what ``sql.fetch`` asks for."""
    if sql.fetch == "many":
        cur.executemany(sql.query, sql.params)
        return None
    cur.execute(sql.query, sql.params)
    if sql.fetch == "one":
        return cur.fetchone()
    if sql.fetch == "all":
        return cur.fetchall()
    if sql.fetch == "rowcount":
        return cur.rowcount
    return None


class PostgresStore:
    """Sessions in PostgreSQL tables named ``{prefix}sessions``, ``{prefix}turns``, ...

    Args:
        url: a libpq URL or DSN, e.g. ``postgresql://user@localhost:5432/db``.
        prefix: table-name prefix (lower-case letters, digits, ``_``), to share a database.
        connect_timeout: seconds to wait for the server when (re)connecting.
    """

    migrations: ClassVar[list[tuple[str, tuple[str, ...]]]] = MIGRATIONS

    def __init__(
        self, url: str, *, prefix: str = "turnmem_", connect_timeout: float = 10.0
    ) -> None:
        self._pg = import_extra("psycopg", "postgres", "PostgresStore")
        self._name = ops.store_name(self._pg, url, prefix)
        self.prefix = prefix
        self._url = url
        self._timeout = connect_timeout
        self._lock = threading.RLock()
        self._closed = False
        self._conn: psycopg.Connection[tuple[Any, ...]] | None = None
        self._q = ops.queries(prefix)
        self._run(
            ops.migrate(self._q, prefix, self.migrations, self._name),
            "cannot migrate PostgreSQL schema",
            None,
        )

    def __repr__(self) -> str:
        return f"PostgresStore({self._name!r})"

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with self._lock:
            self._closed = True
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> PostgresStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- plumbing ---------------------------------------------------------------------------

    def _connection(self) -> psycopg.Connection[tuple[Any, ...]]:
        if self._closed:
            raise StoreError("the store is closed", store=self._name)
        if self._conn is None or self._conn.closed or self._conn.broken:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            try:
                self._conn = self._pg.connect(
                    self._url, autocommit=False, connect_timeout=max(1, int(self._timeout))
                )
            except self._pg.Error as exc:
                raise StoreError(f"cannot connect to PostgreSQL: {exc}", store=self._name) from exc
        assert self._conn is not None
        return self._conn

    @contextmanager
    def _tx(self, what: str, session_id: str | None) -> Iterator[psycopg.Cursor[tuple[Any, ...]]]:
        """One transaction; psycopg errors become StoreError naming the store and session."""
        with self._lock:
            conn = self._connection()
            try:
                with conn.cursor() as cur:
                    yield cur
                conn.commit()
            except BaseException as exc:
                if not conn.closed:
                    with suppress(self._pg.Error):
                        conn.rollback()
                if isinstance(exc, self._pg.Error):
                    raise StoreError(
                        f"{what}: {exc}", store=self._name, session_id=session_id
                    ) from exc
                raise

    def _run(self, op: Op[Sql, R], what: str, session_id: str | None) -> R:
        with self._tx(what, session_id) as cur:
            return drive(op, lambda sql: execute(cur, sql))

    # -- SessionStore -----------------------------------------------------------------------

    def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """The session with its turns of index > ``after_index``; None if it does not exist."""
        op = ops.load(self._q, self._name, session_id, after_index)
        return self._run(op, "cannot load session", session_id)

    def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        """The fold mark, counters and turns of index > ``after_index`` (no state decoded)."""
        op = ops.load_tail(self._q, self._name, session_id, after_index)
        return self._run(op, "cannot load session", session_id)

    def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        op = ops.append_turns(self._q, self._name, session_id, turns, pinned)
        return self._run(op, "cannot append turns", session_id)

    def commit_fold(
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
        return self._run(op, "cannot commit fold", session_id)

    def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted (code point order)."""
        return self._run(ops.list_sessions(self._q, prefix), "cannot list sessions", None)

    def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; returns the count."""
        return self._run(ops.delete(self._q, session_id, before_index), "cannot delete", session_id)

    # -- optional capabilities --------------------------------------------------------------

    def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        """The ``k`` best ``ts_rank`` matches among the session's turns (of index <
        ``before_index``)."""
        op = ops.search(self._q, self._name, session_id, query, k, before_index)
        return self._run(op, "cannot search", session_id)

    def restore(self, snapshot: SessionSnapshot) -> None:
        """Create a session exactly as in ``snapshot`` (indices kept); StoreError if it exists."""
        op = ops.restore(self._q, self._name, snapshot)
        self._run(op, "cannot restore session", snapshot.session_id)

    def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Take the session's fold lease (see ``store/base.py``); False if another holds it."""
        op = ops.acquire_lease(self._q, session_id, owner, ttl_seconds)
        return self._run(op, "cannot acquire lease", session_id)

    def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Extend ``owner``'s unexpired lease; False if it was lost."""
        op = ops.renew_lease(self._q, session_id, owner, ttl_seconds)
        return self._run(op, "cannot renew lease", session_id)

    def release_lease(self, session_id: str, owner: str) -> bool:
        """Free the lease if ``owner`` holds it unexpired."""
        op = ops.release_lease(self._q, session_id, owner)
        return self._run(op, "cannot release lease", session_id)
