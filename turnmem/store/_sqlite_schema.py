"""The SQLite store's schema: its named migrations (``store/sqlite.py`` applies them)."""

from __future__ import annotations

__all__ = ["MIGRATIONS"]

#: Named schema migrations, applied in order, each once, recorded in ``_migrations``.
#: Append new ones at the end; never edit or reorder a released one.
MIGRATIONS: list[tuple[str, tuple[str, ...]]] = [
    (
        "0001_initial",
        (
            """CREATE TABLE sessions (
                session_id TEXT PRIMARY KEY,
                pinned TEXT NOT NULL DEFAULT '[]',
                summary TEXT NOT NULL DEFAULT '',
                state TEXT,
                folded_through INTEGER NOT NULL DEFAULT -1,
                version INTEGER NOT NULL DEFAULT 0,
                next_index INTEGER NOT NULL DEFAULT 0,
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )""",
            # row_id is an explicit INTEGER PRIMARY KEY so VACUUM never renumbers it: the FTS
            # index refers to turns by it.
            """CREATE TABLE turns (
                row_id INTEGER PRIMARY KEY,
                session_id TEXT NOT NULL,
                idx INTEGER NOT NULL,
                turn_id TEXT NOT NULL,
                created_at TEXT NOT NULL,
                turn TEXT NOT NULL,
                UNIQUE (session_id, idx),
                UNIQUE (session_id, turn_id)
            )""",
            # sid: one token per session, so a match is scoped to a session by the index
            # itself; the 'ascii' tokenizer keeps our pre-computed terms exactly as they are.
            "CREATE VIRTUAL TABLE turns_fts USING fts5(sid, terms, tokenize='ascii')",
        ),
    ),
    (
        "0002_leases",
        (
            # expires_at: Unix seconds of the host clock, which every process on it shares.
            """CREATE TABLE leases (
                session_id TEXT PRIMARY KEY,
                owner TEXT NOT NULL,
                expires_at REAL NOT NULL
            )""",
        ),
    ),
]
