"""PostgreSQL schema, statements and operations, shared by the sync and async stores.

Every operation is a generator of :class:`Sql` commands (see ``store/_drive.py``): the sync
:class:`~turnmem.store.postgres.PostgresStore` runs it inside one transaction on a psycopg
``Connection``, the async :class:`~turnmem.store.aio.postgres.AsyncPostgresStore` on an
``AsyncConnection``. No statement, index rule or row decoding exists twice.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from turnmem.errors import ConfigurationError, StoreError
from turnmem.store._drive import Op
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
    with_index,
)
from turnmem.store._text import query_terms, turn_terms
from turnmem.store.base import SearchHit, SessionSnapshot, SessionTail
from turnmem.turn import PinnedMessage, Turn

__all__ = [
    "MIGRATIONS",
    "PREFIX",
    "Sql",
    "queries",
    "store_name",
    "tsquery_literal",
    "tsvector_literal",
]

#: Named schema migrations (``{p}`` is the table prefix), applied in order, each once.
#: Append new ones at the end; never edit or reorder a released one.
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
    (
        "0002_leases",
        (
            # No foreign key: a lease may outlive (or precede) its session row.
            """CREATE TABLE {p}leases (
                session_id text PRIMARY KEY,
                owner text NOT NULL,
                expires_at timestamptz NOT NULL
            )""",
        ),
    ),
]

#: Valid table prefixes.
PREFIX = re.compile(r"[a-z_][a-z0-9_]{0,40}")
_MAX_TSVECTOR_BYTES = 500_000  # PostgreSQL caps a tsvector at 1 MB
_MAX_BIGINT = 2**63 - 1  # a search without before_index: every turn's idx is below it
_NUL_ESCAPE = re.compile(r"(?<!\\)(?:\\\\)*\\u0000")  # a JSON \u0000 not itself escaped


@dataclass(frozen=True)
class Sql:
    """One statement for the executor, and what it should send back.

    ``fetch``: ``"one"`` the first row (or None), ``"all"`` every row, ``"rowcount"`` the
    affected row count, ``"none"`` nothing, ``"many"`` run ``executemany`` over ``params``.
    """

    query: str
    params: Sequence[Any] = ()
    fetch: Literal["one", "all", "rowcount", "none", "many"] = "none"


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


def tsquery_literal(terms: Sequence[str]) -> str:
    """A ``tsquery`` input literal: the OR of ``terms``, verbatim."""
    return " | ".join(_lexeme(t) for t in dict.fromkeys(terms))


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


def store_name(pg: Any, url: str, prefix: str) -> str:
    """Check the prefix and URL; the store's name for messages (no password in it).

    ``pg`` is the psycopg module (imported lazily by the caller).
    """
    if not PREFIX.fullmatch(prefix):
        raise ConfigurationError(
            f"invalid table prefix {prefix!r}: use lower-case letters, digits and '_' "
            "(at most 41 characters, not starting with a digit)"
        )
    try:
        info = pg.conninfo.conninfo_to_dict(url)
    except pg.Error as exc:
        raise ConfigurationError(f"invalid PostgreSQL URL: {exc}") from exc
    return (
        f"postgresql:{info.get('host', '')}:{info.get('port', 5432)}/{info.get('dbname', '')}"
        f"[{prefix}]"
    )


def queries(prefix: str) -> dict[str, str]:
    """The statements with this store's table names filled in."""
    names = {
        "s": f"{prefix}sessions",
        "t": f"{prefix}turns",
        "m": f"{prefix}migrations",
        "l": f"{prefix}leases",
    }
    return {k: v.format(**names) for k, v in _SQL.items()}


# -- operations (each runs in one transaction) -----------------------------------------------

Q = Mapping[str, str]


def migrate(
    q: Q, prefix: str, migrations: Sequence[tuple[str, Sequence[str]]], store: str
) -> Op[Sql, None]:
    """Create or upgrade the schema; refuses a database newer than this code."""
    # DDL is transactional; the advisory lock makes concurrent first opens queue up.
    yield Sql("SELECT pg_advisory_xact_lock(hashtext(%s))", (q["m_lock"],))
    yield Sql(q["m_create"])
    applied = {row[0] for row in (yield Sql(q["m_names"], fetch="all"))}
    unknown = sorted(applied - {name for name, _ in migrations})
    if unknown:
        raise StoreError(
            f"database schema is newer than this turnmem (unknown migrations {unknown}); "
            "upgrade turnmem to open it",
            store=store,
        )
    for name, statements in migrations:
        if name not in applied:
            for statement in statements:
                yield Sql(statement.format(p=prefix))
            yield Sql(q["m_insert"], (name,))


def load(q: Q, store: str, session_id: str, after_index: int) -> Op[Sql, SessionSnapshot | None]:
    """One REPEATABLE READ snapshot of the session and its turns after ``after_index``."""
    yield Sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
    row = yield Sql(q["load_session"], (session_id,), "one")
    if row is None:
        return None
    rows = yield Sql(q["load_turns"], (session_id, after_index), "all")
    return decode_snapshot(session_id, row, rows, store=store)


def load_tail(q: Q, store: str, session_id: str, after_index: int) -> Op[Sql, SessionTail | None]:
    """The fold mark, counters and turns after ``after_index`` of one REPEATABLE READ
    snapshot, without pinned messages, summary or state."""
    yield Sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
    row = yield Sql(q["load_head"], (session_id,), "one")
    if row is None:
        return None
    rows = yield Sql(q["load_turns"], (session_id, after_index), "all")
    return decode_tail(session_id, row, rows, store=store)


def append_turns(
    q: Q,
    store: str,
    session_id: str,
    turns: Sequence[Turn],
    pinned: Sequence[PinnedMessage] | None,
) -> Op[Sql, list[Turn]]:
    """Store turns under the session row lock, assigning indices."""
    pinned_json = None if pinned is None else encode_pinned(pinned)
    vectors = [tsvector_literal(turn_terms(t)) for t in turns]
    kw: dict[str, Any] = {"store": store, "session_id": session_id}
    # The upsert takes the session row lock: appenders of one session queue here.
    row = yield Sql(q["lock_or_create"], (session_id,), "one")
    next_index: int = row[0]
    if not turns and pinned_json is None and not row[1]:
        return []  # nothing to write to an existing session
    found = yield Sql(q["find_ids"], (session_id, [t.id for t in turns]), "all")
    known: dict[str, int] = dict(found)
    stored: list[Turn] = []
    for turn, vector in zip(turns, vectors, strict=True):
        idx = known.get(turn.id)
        if idx is not None:
            yield Sql(q["replace_turn"], (_turn_row(turn, idx, **kw), vector, session_id, idx))
        else:
            idx = known[turn.id] = next_index
            next_index += 1
            yield Sql(
                q["insert_turn"], (session_id, idx, turn.id, _turn_row(turn, idx, **kw), vector)
            )
        stored.append(with_index(turn, idx))
    yield Sql(q["bump_append"], (next_index, pinned_json, session_id))
    return stored


def commit_fold(
    q: Q,
    store: str,
    session_id: str,
    summary: str,
    state: dict[str, Any] | None,
    folded_through: int,
    expected_folded_through: int,
) -> Op[Sql, int]:
    """Check the fold mark under the row lock, then write summary, state and mark."""
    state_json = None if state is None else encode_state(state)
    row = yield Sql(q["lock_fold"], (session_id,), "one")
    check_fold(
        store=store,
        session_id=session_id,
        folded_through=folded_through,
        expected_folded_through=expected_folded_through,
        current=None if row is None else (row[0], row[1]),
    )
    out = yield Sql(q["write_fold"], (summary, state_json, folded_through, session_id), "one")
    version: int = out[0]
    return version


def list_sessions(q: Q, prefix: str) -> Op[Sql, list[str]]:
    """Session ids starting with ``prefix``, in code point order."""
    rows = yield Sql(q["list"], (prefix,), "all")
    return [sid for (sid,) in rows]


def delete(q: Q, session_id: str, before_index: int | None) -> Op[Sql, int]:
    """Delete the session or its turns below ``before_index``; the count of turns."""
    bound = before_index if before_index is not None else 2**63 - 1
    if (yield Sql(q["lock"], (session_id,), "one")) is None:
        return 0
    count: int = yield Sql(q["delete_turns"], (session_id, bound), "rowcount")
    if before_index is None:
        yield Sql(q["delete_session"], (session_id,))
    elif count:
        yield Sql(q["bump"], (session_id,))
    return count


def search(
    q: Q, store: str, session_id: str, query: str, k: int, before_index: int | None = None
) -> Op[Sql, list[SearchHit]]:
    """The ``k`` best ``ts_rank`` matches among the session's turns (of index <
    ``before_index``: ``ts_rank`` scores each turn alone, so a filter keeps every score)."""
    terms = query_terms(query)
    if not terms or k <= 0:
        return []
    below = _MAX_BIGINT if before_index is None else before_index
    args = (tsquery_literal(terms), session_id, below, k, session_id)
    rows = yield Sql(q["search"], args, "all")
    return decode_hits(rows, terms, store=store, session_id=session_id)


def restore(q: Q, store: str, snapshot: SessionSnapshot) -> Op[Sql, None]:
    """Create the session exactly as in ``snapshot``; StoreError if it exists."""
    check_restore(snapshot, store=store)
    sid = snapshot.session_id
    state_json = None if snapshot.state is None else encode_state(snapshot.state)
    created = yield Sql(
        q["restore_session"],
        (
            sid,
            encode_pinned(snapshot.pinned),
            snapshot.summary,
            state_json,
            snapshot.folded_through,
            snapshot.next_index,
        ),
        "one",
    )
    if created is None:
        raise StoreError("cannot restore: the session already exists", store=store, session_id=sid)
    rows = [
        (
            sid,
            t.index,
            t.id,
            _turn_row(t, t.index, store=store, session_id=sid),
            tsvector_literal(turn_terms(t)),
        )
        for t in snapshot.turns
    ]
    if rows:
        yield Sql(q["insert_turn"], rows, "many")


def acquire_lease(q: Q, session_id: str, owner: str, ttl_seconds: float) -> Op[Sql, bool]:
    """One upsert that takes a free or expired lease, or extends the owner's own."""
    check_lease(owner, ttl_seconds)
    row = yield Sql(q["lease_acquire"], (session_id, owner, float(ttl_seconds)), "one")
    return row is not None


def renew_lease(q: Q, session_id: str, owner: str, ttl_seconds: float) -> Op[Sql, bool]:
    """Extend the owner's unexpired lease."""
    check_lease(owner, ttl_seconds)
    row = yield Sql(q["lease_renew"], (float(ttl_seconds), session_id, owner), "one")
    return row is not None


def release_lease(q: Q, session_id: str, owner: str) -> Op[Sql, bool]:
    """Drop the owner's lease row; True if it had not expired yet."""
    check_lease(owner)
    row = yield Sql(q["lease_release"], (session_id, owner), "one")
    return row is not None and bool(row[0])


# SQL templates; {s}, {t}, {m}, {l} are the prefixed table names.
_SQL: dict[str, str] = {
    "m_lock": "{m}",
    "m_create": "CREATE TABLE IF NOT EXISTS {m} "
    "(name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    "m_names": "SELECT name FROM {m}",
    "m_insert": "INSERT INTO {m} (name) VALUES (%s)",
    "load_session": "SELECT pinned::text, summary, state::text, folded_through, version, "
    "next_index "
    "FROM {s} WHERE session_id = %s",
    "load_head": "SELECT folded_through, version, next_index FROM {s} WHERE session_id = %s",
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
    # Ranked on the index columns first; only the k best turns' JSON is read and decoded
    # (selecting it beside the rank would detoast every matching turn of the session).
    "search": "SELECT t.idx, t.turn::text, r.score FROM (SELECT idx, ts_rank(search, q) AS score "
    "FROM {t}, CAST(%s AS tsquery) AS q WHERE session_id = %s AND idx < %s AND search @@ q "
    "ORDER BY score DESC, idx DESC LIMIT %s) r JOIN {t} t ON t.session_id = %s AND t.idx = r.idx "
    "ORDER BY r.score DESC, r.idx DESC",
    "restore_session": "INSERT INTO {s} (session_id, pinned, summary, state, folded_through, "
    "version, next_index) VALUES (%s, %s::jsonb, %s, %s::jsonb, %s, 1, %s) "
    "ON CONFLICT (session_id) DO NOTHING RETURNING 1",
    # The conflict path re-checks the committed row under its lock, so two racing acquirers
    # cannot both see it free; clock_timestamp() (not now()) is the moment of the statement.
    "lease_acquire": "INSERT INTO {l} (session_id, owner, expires_at) "
    "VALUES (%s, %s, clock_timestamp() + make_interval(secs => %s::float8)) "
    "ON CONFLICT (session_id) DO UPDATE SET owner = EXCLUDED.owner, "
    "expires_at = EXCLUDED.expires_at "
    "WHERE {l}.expires_at <= clock_timestamp() OR {l}.owner = EXCLUDED.owner RETURNING 1",
    "lease_renew": "UPDATE {l} SET expires_at = clock_timestamp() + make_interval(secs => "
    "%s::float8) WHERE session_id = %s AND owner = %s AND expires_at > clock_timestamp() "
    "RETURNING 1",
    "lease_release": "DELETE FROM {l} WHERE session_id = %s AND owner = %s "
    "RETURNING expires_at > clock_timestamp()",
}
