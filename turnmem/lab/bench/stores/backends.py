"""The store benchmark's backends: each store in private, removable space, with a size probe.

Every backend is a context manager yielding a :class:`Backend`; one that cannot be reached
raises :class:`Unavailable` with the reason, so the run reports it and goes on.
"""

from __future__ import annotations

import contextlib
import importlib
import sqlite3
import tempfile
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from turnmem.store.base import SessionStore

__all__ = [
    "Backend",
    "Unavailable",
    "postgres_backend",
    "reason",
    "redact",
    "redis_backend",
    "sqlite_backend",
]


class Unavailable(Exception):
    """The backend cannot be used here (server down, driver missing)."""


@dataclass
class Backend:
    """A store in private space, a way to measure its size, and the cleanup."""

    name: str
    store: SessionStore
    where: str
    size: Callable[[], dict[str, Any]]
    cleanup: Callable[[], None]
    notes: list[str] = field(default_factory=list)


def reason(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text[:300]}" if text else type(exc).__name__


@contextlib.contextmanager
def sqlite_backend(directory: str | None) -> Iterator[Backend]:
    from turnmem.store.sqlite import SQLiteStore

    with tempfile.TemporaryDirectory(prefix="turnmem-storebench-", dir=directory) as tmp:
        path = Path(tmp) / "bench.db"
        store = SQLiteStore(path)  # the defaults of a sqlite:/// URL (WAL, synchronous=FULL)

        def size() -> dict[str, Any]:
            con = sqlite3.connect(path)
            try:
                con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
                page_size = con.execute("PRAGMA page_size").fetchone()[0]
                free = con.execute("PRAGMA freelist_count").fetchone()[0]
            finally:
                con.close()
            main = path.stat().st_size
            wal_path = Path(f"{path}-wal")
            wal = wal_path.stat().st_size if wal_path.exists() else 0
            return {
                "bytes": main + wal,
                "method": "SQLite file size + WAL size after PRAGMA wal_checkpoint(TRUNCATE) "
                "(turns, sessions and the FTS5 index)",
                "parts": {"main_file": main, "wal": wal, "free_pages_bytes": free * page_size},
            }

        try:
            yield Backend(
                "sqlite",
                store,
                f"sqlite:///{path} (WAL, synchronous=FULL)",
                size,
                store.close,
            )
        finally:
            store.close()


@contextlib.contextmanager
def postgres_backend(url: str) -> Iterator[Backend]:
    from turnmem.errors import ConfigurationError, StoreError
    from turnmem.store.postgres import PostgresStore

    prefix = f"tmbench_{uuid.uuid4().hex[:12]}_"
    try:
        store = PostgresStore(url, prefix=prefix, connect_timeout=5)
    except (StoreError, ConfigurationError) as exc:
        raise Unavailable(reason(exc)) from exc
    psycopg: Any = importlib.import_module("psycopg")
    tables = [f"{prefix}sessions", f"{prefix}turns"]

    def size() -> dict[str, Any]:
        def measure(con: Any, tag: str, parts: dict[str, int]) -> int:
            total_bytes = 0
            for table in tables:
                total, heap, idx = con.execute(
                    "SELECT pg_total_relation_size(%s), pg_table_size(%s), pg_indexes_size(%s)",
                    (table, table, table),
                ).fetchone()
                short = table.removeprefix(prefix)
                parts[f"{short}_total{tag}"] = total
                parts[f"{short}_table_incl_toast{tag}"] = heap
                parts[f"{short}_indexes{tag}"] = idx
                total_bytes += total
            return int(total_bytes)

        parts: dict[str, int] = {}
        with psycopg.connect(url, autocommit=True) as con:
            as_is = measure(con, "", parts)
            for table in tables:  # the live data without MVCC garbage, for comparison
                con.execute(f'VACUUM FULL "{table}"')
            parts["bytes_after_vacuum_full"] = measure(con, "_after_vacuum_full", parts)
        return {
            "bytes": as_is,
            "method": "sum of pg_total_relation_size of the sessions and turns tables (heap, "
            "TOAST, indexes incl. the GIN search index) as left by the run, dead row versions "
            "included; parts.bytes_after_vacuum_full is the same after VACUUM FULL",
            "parts": parts,
        }

    def cleanup() -> None:
        store.close()
        with psycopg.connect(url, autocommit=True) as con:
            for table in (*tables[::-1], f"{prefix}leases", f"{prefix}migrations"):
                con.execute(f'DROP TABLE IF EXISTS "{table}" CASCADE')

    try:
        yield Backend("postgres", store, f"{redact(url)} [tables {prefix}*]", size, cleanup)
    finally:
        cleanup()


@contextlib.contextmanager
def redis_backend(url: str) -> Iterator[Backend]:
    from turnmem.errors import ConfigurationError, StoreError
    from turnmem.store.redis import RedisStore

    prefix = f"tmbench:{uuid.uuid4().hex[:12]}:"
    try:
        store = RedisStore(url, prefix=prefix)
    except ConfigurationError as exc:
        raise Unavailable(reason(exc)) from exc
    try:
        store.list_sessions()  # the first round trip: fails here if the server is down
    except StoreError as exc:
        store.close()
        raise Unavailable(reason(exc)) from exc
    redis: Any = importlib.import_module("redis")
    client: Any = redis.Redis.from_url(url)
    used_before = int(client.info("memory")["used_memory"])

    def keys() -> list[bytes]:
        return list(client.scan_iter(match=prefix.encode() + b"*", count=1000))

    def size() -> dict[str, Any]:
        found = keys()
        usage = 0
        for i in range(0, len(found), 500):
            pipe = client.pipeline(transaction=False)
            for key in found[i : i + 500]:
                pipe.memory_usage(key, samples=0)
            usage += sum(int(u or 0) for u in pipe.execute())
        used_after = int(client.info("memory")["used_memory"])
        return {
            "bytes": usage,
            "method": "sum of MEMORY USAGE <key> SAMPLES 0 over the run's keys",
            "parts": {"keys": len(found), "info_used_memory_delta": used_after - used_before},
        }

    def cleanup() -> None:
        store.close()
        found = keys()
        for i in range(0, len(found), 1000):
            client.delete(*found[i : i + 1000])
        client.close()

    try:
        yield Backend("redis", store, f"{redact(url)} [keys {prefix}*]", size, cleanup)
    finally:
        cleanup()


def redact(url: str) -> str:
    """The URL without a password."""
    scheme, sep, rest = url.partition("://")
    creds, at, host = rest.rpartition("@")
    if not at or ":" not in creds:
        return url
    return f"{scheme}{sep}{creds.split(':', 1)[0]}:***@{host}"
