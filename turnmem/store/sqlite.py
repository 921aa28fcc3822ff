"""SQLite store (stdlib ``sqlite3``): the default persistent backend.

Layout (see :data:`MIGRATIONS`): ``sessions`` (one row per session: pinned, summary, state,
fold mark, version, next index), ``turns`` (one JSON row per turn), ``turns_fts`` (an FTS5
index over each turn's :func:`~turnmem.store._text.search_terms`, keyed by the turn's row id)
and ``leases`` (fold leases: owner and expiry). Search ranks with an in-process BM25 index per
session built from those stored terms (:mod:`~turnmem.store._search_cache`), so it costs the
postings the top k can come from, not every matching turn.

Concurrency: WAL journal, a busy timeout, and one transaction per operation; writes start
with ``BEGIN IMMEDIATE`` so the writer holds the database lock from its first read of
``next_index`` to its commit, which makes index assignment race-free across processes.
Within a process one connection is shared by all threads behind a lock.
:class:`~turnmem.store.aio.sqlite.AsyncSQLiteStore` runs this store on a dedicated thread.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar, Literal

from turnmem.errors import StoreError
from turnmem.store._lease import check_lease
from turnmem.store._rows import (
    check_fold,
    check_restore,
    decode_hits,
    decode_snapshot,
    decode_tail,
    encode_pinned,
    encode_state,
    encode_turn,
    now_iso,
    with_index,
)
from turnmem.store._search_cache import SessionIndexes, adder, index_of
from turnmem.store._sqlite_schema import MIGRATIONS
from turnmem.store._text import Bm25Index, query_terms, turn_terms
from turnmem.store.base import SearchHit, SessionSnapshot, SessionTail
from turnmem.turn import PinnedMessage, Turn

__all__ = ["MIGRATIONS", "SQLiteStore"]

_HEAD = "pinned, summary, state, folded_through, version, next_index"  # -> SessionSnapshot
_TAIL = "folded_through, version, next_index"  # -> SessionTail (store/_rows.py decodes both)


def _sid_token(session_id: str) -> str:
    return "s" + hashlib.blake2b(session_id.encode(), digest_size=12).hexdigest()


class SQLiteStore:
    """Sessions in one SQLite file (``":memory:"`` for a private in-memory database).

    Args:
        path: the database file; its directory must exist. Created when missing.
        timeout: seconds a writer waits for another process's lock before failing.
        synchronous: ``"FULL"`` (default) fsyncs every commit, so an acknowledged turn
            survives a power loss; ``"NORMAL"`` is faster and still survives a process crash.
    """

    migrations: ClassVar[list[tuple[str, tuple[str, ...]]]] = MIGRATIONS

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        timeout: float = 30.0,
        synchronous: Literal["FULL", "NORMAL"] = "FULL",
    ) -> None:
        self.path = str(path)
        where = self.path if self.path == ":memory:" else str(Path(self.path).resolve())
        self._name = f"sqlite:{where}"
        self._lock = threading.RLock()
        self._indexes: SessionIndexes[Bm25Index] = (
            SessionIndexes()
        )  # recall indexes, checked against sessions.version
        if self.path != ":memory:":
            parent = Path(self.path).resolve().parent
            if not parent.is_dir():
                raise StoreError(
                    f"cannot open SQLite database: directory {parent} does not exist",
                    store=self._name,
                )
        try:
            self._conn = sqlite3.connect(
                self.path, timeout=timeout, isolation_level=None, check_same_thread=False
            )
        except sqlite3.Error as exc:
            raise StoreError(f"cannot open SQLite database: {exc}", store=self._name) from exc
        try:
            self._conn.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
            self._enable_wal(timeout)
            self._conn.execute(f"PRAGMA synchronous = {synchronous}")
            self._migrate()
        except BaseException as exc:
            self._conn.close()
            if isinstance(exc, StoreError):
                raise
            if isinstance(exc, sqlite3.Error):
                raise self._error(exc, "cannot open SQLite database") from exc
            raise

    def _enable_wal(self, timeout: float) -> None:
        # Switching a new file to WAL needs an exclusive lock and SQLite reports a conflict at
        # once, without its busy handler: processes opening a fresh database together retry.
        for attempt in range(max(1, int(timeout / 0.01))):
            try:
                self._conn.execute("PRAGMA journal_mode = WAL").fetchone()
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) and "busy" not in str(exc):
                    raise
                last = exc
            time.sleep(0.01 if attempt else 0.001)
        raise last

    # -- plumbing ---------------------------------------------------------------------------

    def __repr__(self) -> str:
        return f"SQLiteStore({self.path!r})"

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with self._lock:
            self._conn.close()

    def __enter__(self) -> SQLiteStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _error(self, exc: sqlite3.Error, what: str, session_id: str | None = None) -> StoreError:
        text = str(exc)
        if "readonly" in text or "read-only" in text:
            text += " (the file or its directory is read-only; WAL needs both writable)"
        elif isinstance(exc, sqlite3.DatabaseError) and "not a database" in text:
            text += " (the file is corrupt or not a SQLite database)"
        return StoreError(f"{what}: {text}", store=self._name, session_id=session_id)

    @contextmanager
    def _tx(self, what: str, session_id: str | None, *, write: bool) -> Iterator[sqlite3.Cursor]:
        """One transaction; sqlite3 errors become StoreError naming the store and session."""
        with self._lock:
            try:
                cur = self._conn.cursor()
            except sqlite3.ProgrammingError as exc:
                raise StoreError(f"{what}: {exc}", store=self._name, session_id=session_id) from exc
            try:
                cur.execute("BEGIN IMMEDIATE" if write else "BEGIN")
                try:
                    yield cur
                    cur.execute("COMMIT")
                except BaseException:
                    if self._conn.in_transaction:
                        self._conn.rollback()
                    raise
            except sqlite3.Error as exc:
                raise self._error(exc, what, session_id) from exc
            finally:
                cur.close()

    def _migrate(self) -> None:
        known = [name for name, _ in self.migrations]
        with self._tx("cannot migrate SQLite database", None, write=True) as cur:
            cur.execute(
                "CREATE TABLE IF NOT EXISTS _migrations "
                "(name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"
            )
            applied = {row[0] for row in cur.execute("SELECT name FROM _migrations")}
            unknown = sorted(applied - set(known))
            if unknown:
                raise StoreError(
                    f"database schema is newer than this turnmem (unknown migrations {unknown}); "
                    "upgrade turnmem to open it",
                    store=self._name,
                )
            for name, statements in self.migrations:
                if name in applied:
                    continue
                for statement in statements:
                    cur.execute(statement)
                cur.execute("INSERT INTO _migrations VALUES (?, ?)", (name, now_iso()))

    # -- SessionStore -----------------------------------------------------------------------

    def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """The session with its turns of index > ``after_index``; None if it does not exist."""
        found = self._read(session_id, after_index, _HEAD)
        return None if found is None else decode_snapshot(session_id, *found, store=self._name)

    def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        """The fold mark, counters and turns of index > ``after_index`` (no state decoded)."""
        found = self._read(session_id, after_index, _TAIL)
        return None if found is None else decode_tail(session_id, *found, store=self._name)

    def _read(self, session_id: str, after_index: int, columns: str) -> tuple[Any, Any] | None:
        """The session row's ``columns`` and its (idx, turn) rows after ``after_index``."""
        with self._tx("cannot load session", session_id, write=False) as cur:
            row = cur.execute(
                f"SELECT {columns} FROM sessions WHERE session_id = ?", (session_id,)
            ).fetchone()
            if row is None:
                return None
            rows = cur.execute(
                "SELECT idx, turn FROM turns WHERE session_id = ? AND idx > ? ORDER BY idx",
                (session_id, after_index),
            ).fetchall()
        return row, rows

    def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        encoded = [(t, turn_terms(t)) for t in turns]
        pinned_json = None if pinned is None else encode_pinned(pinned)
        sid_tok = _sid_token(session_id)
        now = now_iso()
        with self._tx("cannot append turns", session_id, write=True) as cur:
            cur.execute(
                "INSERT OR IGNORE INTO sessions (session_id, created_at, updated_at) "
                "VALUES (?, ?, ?)",
                (session_id, now, now),
            )
            if not encoded and pinned_json is None and cur.rowcount == 0:
                return []  # nothing to write to an existing session
            next_index, version, created = cur.execute(
                "SELECT next_index, version, created_at FROM sessions WHERE session_id = ?",
                (session_id,),
            ).fetchone()
            stored: list[Turn] = []
            indexed: list[tuple[int, list[str]]] = []
            for turn, terms in encoded:
                found = cur.execute(
                    "SELECT row_id, idx FROM turns WHERE session_id = ? AND turn_id = ?",
                    (session_id, turn.id),
                ).fetchone()
                if found is not None:
                    row_id, idx = found
                    cur.execute(
                        "UPDATE turns SET turn = ? WHERE row_id = ?",
                        (encode_turn(turn, idx), row_id),
                    )
                    cur.execute("DELETE FROM turns_fts WHERE rowid = ?", (row_id,))
                else:
                    idx = next_index
                    next_index += 1
                    cur.execute(
                        "INSERT INTO turns (session_id, idx, turn_id, created_at, turn) "
                        "VALUES (?, ?, ?, ?, ?)",
                        (session_id, idx, turn.id, now, encode_turn(turn, idx)),
                    )
                    row_id = cur.lastrowid
                cur.execute(
                    "INSERT INTO turns_fts (rowid, sid, terms) VALUES (?, ?, ?)",
                    (row_id, sid_tok, " ".join(terms)),
                )
                stored.append(with_index(turn, idx))
                indexed.append((idx, terms))
            cur.execute(
                "UPDATE sessions SET next_index = ?, version = version + 1, updated_at = ?, "
                "pinned = COALESCE(?, pinned) WHERE session_id = ?",
                (next_index, now, pinned_json, session_id),
            )
        with self._lock:
            self._indexes.written(
                session_id, (created, version), (created, version + 1), adder(indexed)
            )
        return stored

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
        state_json = None if state is None else encode_state(state)
        with self._tx("cannot commit fold", session_id, write=True) as cur:
            row = cur.execute(
                "SELECT folded_through, next_index, version, created_at FROM sessions "
                "WHERE session_id = ?",
                (session_id,),
            ).fetchone()
            check_fold(
                store=self._name,
                session_id=session_id,
                folded_through=folded_through,
                expected_folded_through=expected_folded_through,
                current=None if row is None else (row[0], row[1]),
            )
            cur.execute(
                "UPDATE sessions SET summary = ?, state = ?, folded_through = ?, "
                "version = version + 1, updated_at = ? WHERE session_id = ?",
                (summary, state_json, folded_through, now_iso(), session_id),
            )
            version: int = row[2] + 1
        with self._lock:
            self._indexes.written(session_id, (row[3], version - 1), (row[3], version))
        return version

    def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted."""
        # A range on the primary key (BINARY collation == code point order), then an exact check.
        with self._tx("cannot list sessions", None, write=False) as cur:
            rows = cur.execute(
                "SELECT session_id FROM sessions WHERE session_id >= ? AND session_id < ? "
                "ORDER BY session_id",
                (prefix, prefix + "\U0010ffff"),
            ).fetchall()
        return [sid for (sid,) in rows if sid.startswith(prefix)]

    def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; returns the count."""
        bound = before_index if before_index is not None else 2**63 - 1
        with self._tx("cannot delete", session_id, write=True) as cur:
            row = cur.execute(
                "SELECT version, created_at FROM sessions WHERE session_id = ?", (session_id,)
            ).fetchone()
            cur.execute(
                "DELETE FROM turns_fts WHERE rowid IN "
                "(SELECT row_id FROM turns WHERE session_id = ? AND idx < ?)",
                (session_id, bound),
            )
            cur.execute("DELETE FROM turns WHERE session_id = ? AND idx < ?", (session_id, bound))
            count = cur.rowcount
            if before_index is None:
                cur.execute("DELETE FROM sessions WHERE session_id = ?", (session_id,))
            elif count:
                cur.execute(
                    "UPDATE sessions SET version = version + 1, updated_at = ? "
                    "WHERE session_id = ?",
                    (now_iso(), session_id),
                )
        with self._lock:
            if before_index is None or row is None:
                self._indexes.drop(session_id)
            elif count:
                self._indexes.written(
                    session_id,
                    (row[1], row[0]),
                    (row[1], row[0] + 1),
                    lambda ix: ix.drop_before(bound),
                )
        return count

    # -- optional capabilities --------------------------------------------------------------

    def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        """The ``k`` best BM25 matches among the session's turns (of index < ``before_index``)
        ranked as every store ranks, by an index kept in process while the session's version
        says it is current; only the hits returned are read and decoded."""
        terms = query_terms(query)
        if not terms or k <= 0:
            return []
        with self._tx("cannot search", session_id, write=False) as cur:
            found = cur.execute(
                "SELECT created_at, version FROM sessions WHERE session_id = ?", (session_id,)
            ).fetchone()
            if found is None:
                return []
            index = self._indexes.get(session_id, tag := (found[0], found[1]))
            if index is None:  # first search here, or another process wrote: rebuild
                index = index_of(
                    cur.execute(
                        "SELECT t.idx, f.terms FROM turns t JOIN turns_fts f "
                        "ON f.rowid = t.row_id WHERE t.session_id = ?",
                        (session_id,),
                    )
                )
                self._indexes.put(session_id, tag, index)
            ranked = index.rank(terms, k, before=before_index)
            marks = ", ".join("?" * len(ranked))
            raws = dict(
                cur.execute(
                    f"SELECT idx, turn FROM turns WHERE session_id = ? AND idx IN ({marks})",
                    (session_id, *(i for i, _ in ranked)),
                ).fetchall()
            )
        rows = [(idx, raws[idx], score) for idx, score in ranked if idx in raws]
        return decode_hits(rows, terms, store=self._name, session_id=session_id)

    def restore(self, snapshot: SessionSnapshot) -> None:
        """Create a session exactly as in ``snapshot`` (indices kept); StoreError if it exists."""
        check_restore(snapshot, store=self._name)
        sid = snapshot.session_id
        with self._lock:
            self._indexes.drop(sid)
        sid_tok = _sid_token(sid)
        now = now_iso()
        state_json = None if snapshot.state is None else encode_state(snapshot.state)
        with self._tx("cannot restore session", sid, write=True) as cur:
            cur.execute(
                "INSERT OR IGNORE INTO sessions (session_id, pinned, summary, state, "
                "folded_through, version, next_index, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)",
                (
                    sid,
                    encode_pinned(snapshot.pinned),
                    snapshot.summary,
                    state_json,
                    snapshot.folded_through,
                    snapshot.next_index,
                    now,
                    now,
                ),
            )
            if cur.rowcount == 0:
                raise StoreError(
                    "cannot restore: the session already exists", store=self._name, session_id=sid
                )
            for turn in snapshot.turns:
                cur.execute(
                    "INSERT INTO turns (session_id, idx, turn_id, created_at, turn) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (sid, turn.index, turn.id, now, encode_turn(turn, turn.index)),
                )
                cur.execute(
                    "INSERT INTO turns_fts (rowid, sid, terms) VALUES (?, ?, ?)",
                    (cur.lastrowid, sid_tok, " ".join(turn_terms(turn))),
                )

    def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Take the session's fold lease (see ``store/base.py``); False if another holds it."""
        check_lease(owner, ttl_seconds)
        with self._tx("cannot acquire lease", session_id, write=True) as cur:
            now = time.time()
            # One upsert under the write lock: free, expired or own leases are (re)taken.
            cur.execute(
                "INSERT INTO leases (session_id, owner, expires_at) VALUES (?, ?, ?) "
                "ON CONFLICT (session_id) DO UPDATE SET owner = excluded.owner, "
                "expires_at = excluded.expires_at "
                "WHERE leases.expires_at <= ? OR leases.owner = excluded.owner",
                (session_id, owner, now + ttl_seconds, now),
            )
            return cur.rowcount == 1

    def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Extend ``owner``'s unexpired lease; False if it was lost."""
        check_lease(owner, ttl_seconds)
        with self._tx("cannot renew lease", session_id, write=True) as cur:
            now = time.time()
            cur.execute(
                "UPDATE leases SET expires_at = ? "
                "WHERE session_id = ? AND owner = ? AND expires_at > ?",
                (now + ttl_seconds, session_id, owner, now),
            )
            return cur.rowcount == 1

    def release_lease(self, session_id: str, owner: str) -> bool:
        """Free the lease if ``owner`` holds it unexpired."""
        check_lease(owner)
        with self._tx("cannot release lease", session_id, write=True) as cur:
            row = cur.execute(
                "SELECT expires_at FROM leases WHERE session_id = ? AND owner = ?",
                (session_id, owner),
            ).fetchone()
            if row is None:
                return False
            cur.execute("DELETE FROM leases WHERE session_id = ?", (session_id,))
            return bool(row[0] > time.time())
