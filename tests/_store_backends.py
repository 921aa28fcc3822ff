"""How the store tests reach every backend, through its sync and its async driver.

``backend`` is parametrised over memory, SQLite, PostgreSQL and Redis, each through its sync
driver and through its async driver wrapped in ``SyncOverAsync`` (tests/_store_worker.py), so
one test body covers both. ``async_backend`` hands a test the async driver itself. PostgreSQL
and Redis run when ``TURNMEM_TEST_POSTGRES_URL`` / ``TURNMEM_TEST_REDIS_URL`` are set (CI sets
both) and are skipped with the reason otherwise. Every test works in its own uuid namespace of
session ids (``ns``) and deletes it afterwards, so concurrent runs never collide.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from turnmem.store import (
    AsyncMemoryStore,
    AsyncPostgresStore,
    AsyncRedisStore,
    AsyncSQLiteStore,
    MemoryStore,
    PostgresStore,
    RedisStore,
    SQLiteStore,
)
from turnmem.store.base import SessionStore
from turnmem.turn import Turn

from ._store_worker import SyncOverAsync, run_appends, run_folds, run_leases

PG_URL = os.environ.get("TURNMEM_TEST_POSTGRES_URL")
REDIS_URL = os.environ.get("TURNMEM_TEST_REDIS_URL")
PG_PREFIX = "turnmem_test_"
REDIS_PREFIX = "turnmem_test:"
WORKER = Path(__file__).with_name("_store_worker.py")
REPO = Path(__file__).resolve().parents[1]
STRESS_APPENDS = int(os.environ.get("TURNMEM_STRESS_APPENDS", "100"))


@dataclass
class Backend:
    """How a test reaches one backend through one of its drivers."""

    name: str  # the backend: memory, sqlite, postgres, redis
    mode: str  # the driver: "sync", or "async" (driven through SyncOverAsync)
    open: Callable[[], SessionStore]  # a new store object on the same data
    open_async: Callable[[], Any]  # a new async store on the same data (inside a loop)
    corrupt: Callable[[str, int, str], None] | None  # write raw text as a turn row
    worker: list[str] | None  # BACKEND TARGET PREFIX for tests/_store_worker.py


def _with_mode(b: Backend, mode: str) -> Backend:
    """``b`` as reached through its ``mode`` driver."""
    if mode == "sync":
        return b
    worker = None if b.worker is None else [b.worker[0] + "+async", *b.worker[1:]]
    make = b.open_async
    return Backend(b.name, mode, lambda: SyncOverAsync(make), make, b.corrupt, worker)


def _sqlite_backend(tmp_path: Path) -> Backend:
    path = tmp_path / "contract.db"

    def corrupt(session_id: str, idx: int, raw: str) -> None:
        conn = sqlite3.connect(path)
        try:
            with conn:
                conn.execute(
                    "UPDATE turns SET turn = ? WHERE session_id = ? AND idx = ?",
                    (raw, session_id, idx),
                )
        finally:
            conn.close()

    return Backend(
        "sqlite",
        "sync",
        lambda: SQLiteStore(path),
        lambda: AsyncSQLiteStore(path),
        corrupt,
        ["sqlite", str(path), "-"],
    )


def _postgres_backend() -> Backend:
    if not PG_URL:
        pytest.skip("PostgreSQL contract tests need TURNMEM_TEST_POSTGRES_URL")
    url = PG_URL

    def corrupt(session_id: str, idx: int, raw: str) -> None:
        import psycopg

        with psycopg.connect(url) as conn:
            conn.execute(
                f"UPDATE {PG_PREFIX}turns SET turn = %s::jsonb WHERE session_id = %s AND idx = %s",
                (raw, session_id, idx),
            )

    return Backend(
        "postgres",
        "sync",
        lambda: PostgresStore(url, prefix=PG_PREFIX),
        lambda: AsyncPostgresStore(url, prefix=PG_PREFIX),
        corrupt,
        ["postgres", url, PG_PREFIX],
    )


def _redis_backend() -> Backend:
    if not REDIS_URL:
        pytest.skip("Redis contract tests need TURNMEM_TEST_REDIS_URL")
    url = REDIS_URL

    def corrupt(session_id: str, idx: int, raw: str) -> None:
        import redis

        client = redis.Redis.from_url(url)
        try:
            client.hset(f"{REDIS_PREFIX}s:{session_id}:turns", str(idx), raw)
        finally:
            client.close()

    return Backend(
        "redis",
        "sync",
        lambda: RedisStore(url, prefix=REDIS_PREFIX),
        lambda: AsyncRedisStore(url, prefix=REDIS_PREFIX),
        corrupt,
        ["redis", url, REDIS_PREFIX],
    )


def _backend(name: str, tmp_path: Path) -> Backend:
    if name == "memory":
        shared = MemoryStore()
        return Backend(
            "memory", "sync", lambda: shared, lambda: AsyncMemoryStore(shared), None, None
        )
    if name == "sqlite":
        return _sqlite_backend(tmp_path)
    if name == "postgres":
        return _postgres_backend()
    return _redis_backend()


NAMES = ["memory", "sqlite", "postgres", "redis"]


@pytest.fixture(params=[f"{n}-{m}" for m in ("sync", "async") for n in NAMES])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    name, mode = request.param.split("-")
    return _with_mode(_backend(name, tmp_path), mode)


@pytest.fixture(params=NAMES)
def async_backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    """A backend whose async driver a test uses directly, on its own event loop."""
    return _backend(request.param, tmp_path)


@pytest.fixture
def store(backend: Backend) -> Iterator[SessionStore]:
    s = backend.open()
    yield s
    s.close()  # type: ignore[attr-defined]


@pytest.fixture
def ns(store: SessionStore) -> Iterator[str]:
    """A unique session-id namespace; everything under it is deleted afterwards."""
    prefix = f"t{uuid.uuid4().hex[:12]}-"
    yield prefix
    for sid in store.list_sessions(prefix):
        store.delete(sid)


def make_turns(n: int, tag: str = "msg") -> list[Turn]:
    return [Turn(user=f"{tag} {i}", response=f"reply {i}") for i in range(n)]


def spawn(backend: Backend, sid: str, mode: str, n: int, tag: str) -> subprocess.Popen[str]:
    assert backend.worker is not None
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen(
        [sys.executable, str(WORKER), *backend.worker, sid, mode, str(n), tag],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )


def run_workers(
    backend: Backend, store: SessionStore, jobs: list[tuple[str, str, int, str]]
) -> list[list[str]]:
    """Run (session, mode, n, tag) jobs at once: processes, or threads for the memory store
    (on the async driver, the threads' calls are concurrent tasks on one loop)."""
    if backend.worker is None:
        outs: list[list[str]] = [[] for _ in jobs]

        def job(i: int) -> None:
            sid, mode, n, tag = jobs[i]
            if mode == "append":
                run_appends(store, sid, n, tag, outs[i].append)
            elif mode == "lease":
                run_leases(store, sid, n, tag, outs[i].append)
            else:
                run_folds(store, sid, n, outs[i].append)

        threads = [threading.Thread(target=job, args=(i,)) for i in range(len(jobs))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return outs
    procs = [spawn(backend, *j) for j in jobs]
    for p in procs:  # every store is open: release them together
        assert p.stdout is not None
        ready = p.stdout.readline()
        assert ready == "ready\n", ready + (p.stderr.read() if p.stderr else "")
    for p in procs:
        assert p.stdin is not None
        p.stdin.write("go\n")
        p.stdin.flush()  # communicate() closes it
    results = []
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        results.append(out.splitlines())
    return results


def _acks(lines: list[str]) -> dict[int, str]:
    return {
        int(i): tid for _, i, tid in (line.split() for line in lines if line.startswith("ack "))
    }
