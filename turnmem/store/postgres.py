"""PostgreSQL store (psycopg 3, sync) for agent replicas sharing sessions.

Tables (names carry a prefix, default ``turnmem_``): ``sessions`` (one row per session, JSONB
pinned/state), ``turns`` (one JSONB row per turn plus a ``tsvector`` of its search terms) and
``migrations`` (named, ordered schema migrations, applied under an advisory lock).

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

import re
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING, Any, ClassVar

from turnmem.errors import ConfigurationError, StoreError
from turnmem.store._optional import import_extra
from turnmem.store._rows import (
    check_fold,
    check_restore,
    decode_snapshot,
    decode_turn,
    encode_pinned,
    encode_state,
    encode_turn,
    with_index,
)
from turnmem.store._text import make_snippet, query_terms, turn_terms
from turnmem.store.base import SearchHit, SessionSnapshot
from turnmem.turn import PinnedMessage, Turn

if TYPE_CHECKING:
    import psycopg

__all__ = ["MIGRATIONS", "PostgresStore"]

#: Named schema migrations (``{p}`` is the table prefix), applied in order, each once.
MIGRATIONS: list[tuple[str, tuple[str, ...]]] = [
    (
        "0001_initial",
        (
            """CREATE TABLE {p}sessions (
                session_id text PRIMARY KEY,
                pinned jsonb NOT NULL DEFAULT '[]'::jsonb,
                summary text NOT NULL DEFAULT '',
                state jsonb,
                folded_through bigint NOT NULL DEFAULT -1,
                version bigint NOT NULL DEFAULT 0,
                next_index bigint NOT NULL DEFAULT 0,
                created_at timestamptz NOT NULL DEFAULT now(),
                updated_at timestamptz NOT NULL DEFAULT now()
            )""",
            """CREATE TABLE {p}turns (
                session_id text NOT NULL REFERENCES {p}sessions (session_id) ON DELETE CASCADE,
                idx bigint NOT NULL,
                turn_id text NOT NULL,
                created_at timestamptz NOT NULL DEFAULT now(),
                turn jsonb NOT NULL,
                search tsvector NOT NULL,
                PRIMARY KEY (session_id, idx),
                UNIQUE (session_id, turn_id)
            )""",
            "CREATE INDEX {p}turns_search ON {p}turns USING gin (search)",
        ),
    ),
]

_PREFIX = re.compile(r"[a-z_][a-z0-9_]{0,40}")
_MAX_TSVECTOR_BYTES = 500_000  # PostgreSQL caps a tsvector at 1 MB
_NUL_ESCAPE = re.compile(r"(?<!\\)(?:\\\\)*\\u0000")  # a JSON \u0000 not itself escaped


def _lexeme(term: str) -> str:
    return "'" + term.replace("\\", "\\\\").replace("'", "''") + "'"


def tsvector_literal(terms: Sequence[str]) -> str:
    """A ``tsvector`` input literal holding ``terms`` verbatim, with their positions."""
    positions: dict[str, list[int]] = {}
    size = 0
    for pos, term in enumerate(terms, 1):
        plist = positions.get(term)
        if plist is None:
            if size > _MAX_TSVECTOR_BYTES:
                continue
            size += len(term.encode()) + 8
            plist = positions[term] = []
        if len(plist) < 256 and pos <= 16383:  # PostgreSQL's limits per lexeme / position
            plist.append(pos)
    return " ".join(
        _lexeme(t) + (":" + ",".join(map(str, p)) if p else "") for t, p in positions.items()
    )


def _turn_row(turn: Turn, idx: int, *, store: str, session_id: str) -> str:
    """The JSON of a turn row, refusing what JSONB cannot hold (a NUL character)."""
    raw = encode_turn(turn, idx)
    if _NUL_ESCAPE.search(raw):
        raise StoreError(
            f"turn {turn.id} contains a NUL character (\\u0000), which PostgreSQL JSONB cannot "
            "store; strip it before adding the turn",
            store=store,
            session_id=session_id,
        )
    return raw


def tsquery_literal(terms: Sequence[str]) -> str:
    """A ``tsquery`` input literal: the OR of ``terms``, verbatim."""
    return " | ".join(_lexeme(t) for t in dict.fromkeys(terms))


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
        if not _PREFIX.fullmatch(prefix):
            raise ConfigurationError(
                f"invalid table prefix {prefix!r}: use lower-case letters, digits and '_' "
                "(at most 41 characters, not starting with a digit)"
            )
        self.prefix = prefix
        self._url = url
        self._timeout = connect_timeout
        try:
            info = self._pg.conninfo.conninfo_to_dict(url)
        except self._pg.Error as exc:
            raise ConfigurationError(f"invalid PostgreSQL URL: {exc}") from exc
        # Name the store without the password: it appears in every error message.
        self._name = (
            f"postgresql:{info.get('host', '')}:{info.get('port', 5432)}/{info.get('dbname', '')}"
            f"[{prefix}]"
        )
        self._lock = threading.RLock()
        self._closed = False
        self._conn: psycopg.Connection[tuple[Any, ...]] | None = None
        self._q = {
            k: v.format(s=f"{prefix}sessions", t=f"{prefix}turns", m=f"{prefix}migrations")
            for k, v in _SQL.items()
        }
        self._migrate()

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
    def _tx(
        self, what: str, session_id: str | None, *, snapshot: bool = False
    ) -> Iterator[psycopg.Cursor[tuple[Any, ...]]]:
        """One transaction; psycopg errors become StoreError naming the store and session."""
        with self._lock:
            conn = self._connection()
            try:
                with conn.cursor() as cur:
                    if snapshot:
                        cur.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
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

    def _migrate(self) -> None:
        with self._tx("cannot migrate PostgreSQL schema", None) as cur:
            # DDL is transactional; the advisory lock makes concurrent first opens queue up.
            cur.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (self._q["m_lock"],))
            cur.execute(self._q["m_create"])
            applied = {row[0] for row in cur.execute(self._q["m_names"])}
            unknown = sorted(applied - {name for name, _ in self.migrations})
            if unknown:
                raise StoreError(
                    f"database schema is newer than this turnmem (unknown migrations {unknown}); "
                    "upgrade turnmem to open it",
                    store=self._name,
                )
            for name, statements in self.migrations:
                if name not in applied:
                    for statement in statements:
                        cur.execute(statement.format(p=self.prefix))
                    cur.execute(self._q["m_insert"], (name,))

    # -- SessionStore -----------------------------------------------------------------------

    def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """The session with its turns of index > ``after_index``; None if it does not exist."""
        with self._tx("cannot load session", session_id, snapshot=True) as cur:
            row = cur.execute(self._q["load_session"], (session_id,)).fetchone()
            if row is None:
                return None
            rows = cur.execute(self._q["load_turns"], (session_id, after_index)).fetchall()
        return decode_snapshot(session_id, row, rows, store=self._name)

    def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        pinned_json = None if pinned is None else encode_pinned(pinned)
        vectors = [tsvector_literal(turn_terms(t)) for t in turns]
        kw: dict[str, Any] = {"store": self._name, "session_id": session_id}
        with self._tx("cannot append turns", session_id) as cur:
            # The upsert takes the session row lock: appenders of one session queue here.
            row = cur.execute(self._q["lock_or_create"], (session_id,)).fetchone()
            assert row is not None
            next_index: int = row[0]
            if not turns and pinned_json is None and not row[1]:
                return []  # nothing to write to an existing session
            known: dict[str, int] = dict(
                cur.execute(self._q["find_ids"], (session_id, [t.id for t in turns])).fetchall()
            )
            stored: list[Turn] = []
            for turn, vector in zip(turns, vectors, strict=True):
                idx = known.get(turn.id)
                if idx is not None:
                    cur.execute(
                        self._q["replace_turn"],
                        (_turn_row(turn, idx, **kw), vector, session_id, idx),
                    )
                else:
                    idx = known[turn.id] = next_index
                    next_index += 1
                    cur.execute(
                        self._q["insert_turn"],
                        (session_id, idx, turn.id, _turn_row(turn, idx, **kw), vector),
                    )
                stored.append(with_index(turn, idx))
            cur.execute(self._q["bump_append"], (next_index, pinned_json, session_id))
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
        with self._tx("cannot commit fold", session_id) as cur:
            row = cur.execute(self._q["lock_fold"], (session_id,)).fetchone()
            check_fold(
                store=self._name,
                session_id=session_id,
                folded_through=folded_through,
                expected_folded_through=expected_folded_through,
                current=None if row is None else (row[0], row[1]),
            )
            out = cur.execute(
                self._q["write_fold"], (summary, state_json, folded_through, session_id)
            ).fetchone()
            assert out is not None
            version: int = out[0]
        return version

    def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted (code point order)."""
        with self._tx("cannot list sessions", None) as cur:
            return [sid for (sid,) in cur.execute(self._q["list"], (prefix,))]

    def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; returns the count."""
        bound = before_index if before_index is not None else 2**63 - 1
        with self._tx("cannot delete", session_id) as cur:
            if cur.execute(self._q["lock"], (session_id,)).fetchone() is None:
                return 0
            count = cur.execute(self._q["delete_turns"], (session_id, bound)).rowcount
            if before_index is None:
                cur.execute(self._q["delete_session"], (session_id,))
            elif count:
                cur.execute(self._q["bump"], (session_id,))
        return count

    # -- optional capabilities --------------------------------------------------------------

    def search(self, session_id: str, query: str, k: int = 5) -> list[SearchHit]:
        """The ``k`` best ``ts_rank`` matches among the session's turns."""
        terms = query_terms(query)
        if not terms or k <= 0:
            return []
        with self._tx("cannot search", session_id) as cur:
            rows = cur.execute(
                self._q["search"], (tsquery_literal(terms), session_id, k)
            ).fetchall()
        kw: dict[str, Any] = {"store": self._name, "session_id": session_id}
        return [
            SearchHit(
                turn_index=idx,
                score=float(score),
                snippet=make_snippet(decode_turn(raw, idx, **kw).text(), terms),
            )
            for idx, raw, score in rows
        ]

    def restore(self, snapshot: SessionSnapshot) -> None:
        """Create a session exactly as in ``snapshot`` (indices kept); StoreError if it exists."""
        check_restore(snapshot, store=self._name)
        sid = snapshot.session_id
        state_json = None if snapshot.state is None else encode_state(snapshot.state)
        with self._tx("cannot restore session", sid) as cur:
            created = cur.execute(
                self._q["restore_session"],
                (
                    sid,
                    encode_pinned(snapshot.pinned),
                    snapshot.summary,
                    state_json,
                    snapshot.folded_through,
                    snapshot.next_index,
                ),
            ).fetchone()
            if created is None:
                raise StoreError(
                    "cannot restore: the session already exists", store=self._name, session_id=sid
                )
            cur.executemany(
                self._q["insert_turn"],
                [
                    (
                        sid,
                        t.index,
                        t.id,
                        _turn_row(t, t.index, store=self._name, session_id=sid),
                        tsvector_literal(turn_terms(t)),
                    )
                    for t in snapshot.turns
                ],
            )


# SQL templates; {s}, {t}, {m} are the prefixed table names.
_SQL: dict[str, str] = {
    "m_lock": "{m}",
    "m_create": "CREATE TABLE IF NOT EXISTS {m} "
    "(name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    "m_names": "SELECT name FROM {m}",
    "m_insert": "INSERT INTO {m} (name) VALUES (%s)",
    "load_session": "SELECT pinned::text, summary, state::text, folded_through, version, "
    "next_index "
    "FROM {s} WHERE session_id = %s",
    "load_turns": "SELECT idx, turn::text FROM {t} WHERE session_id = %s AND idx > %s ORDER BY idx",
    "lock_or_create": "INSERT INTO {s} (session_id) VALUES (%s) ON CONFLICT (session_id) "
    "DO UPDATE SET updated_at = now() RETURNING next_index, (xmax = 0) AS created",
    "find_ids": "SELECT turn_id, idx FROM {t} WHERE session_id = %s AND turn_id = ANY(%s)",
    "replace_turn": "UPDATE {t} SET turn = %s::jsonb, search = %s::tsvector "
    "WHERE session_id = %s AND idx = %s",
    "insert_turn": "INSERT INTO {t} (session_id, idx, turn_id, turn, search) "
    "VALUES (%s, %s, %s, %s::jsonb, %s::tsvector)",
    "bump_append": "UPDATE {s} SET next_index = %s, version = version + 1, updated_at = now(), "
    "pinned = COALESCE(%s::jsonb, pinned) WHERE session_id = %s",
    "lock": "SELECT 1 FROM {s} WHERE session_id = %s FOR UPDATE",
    "lock_fold": "SELECT folded_through, next_index FROM {s} WHERE session_id = %s FOR UPDATE",
    "write_fold": "UPDATE {s} SET summary = %s, state = %s::jsonb, folded_through = %s, "
    "version = version + 1, updated_at = now() WHERE session_id = %s RETURNING version",
    "bump": "UPDATE {s} SET version = version + 1, updated_at = now() WHERE session_id = %s",
    "delete_turns": "DELETE FROM {t} WHERE session_id = %s AND idx < %s",
    "delete_session": "DELETE FROM {s} WHERE session_id = %s",
    "list": "SELECT session_id FROM {s} WHERE starts_with(session_id, %s) "
    'ORDER BY session_id COLLATE "C"',
    "search": "SELECT idx, turn::text, ts_rank(search, q) AS score "
    "FROM {t}, CAST(%s AS tsquery) AS q WHERE session_id = %s AND search @@ q "
    "ORDER BY score DESC, idx DESC LIMIT %s",
    "restore_session": "INSERT INTO {s} (session_id, pinned, summary, state, folded_through, "
    "version, next_index) VALUES (%s, %s::jsonb, %s, %s::jsonb, %s, 1, %s) "
    "ON CONFLICT (session_id) DO NOTHING RETURNING 1",
}
