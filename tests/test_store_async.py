"""Async driver specifics: the SQLite worker thread, lazy opening, closing, cancellation.

The shared contract (every operation, leases, concurrency) runs on the async drivers in
tests/test_store_contract.py; this file covers what only the async drivers have. Every wait
is bounded by a count of loop iterations, never by a clock.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from pathlib import Path

import pytest

from turnmem.errors import ConfigurationError, StoreError
from turnmem.store import (
    AsyncPostgresStore,
    AsyncRedisStore,
    AsyncSQLiteStore,
    SQLiteStore,
)
from turnmem.turn import Turn

PG_URL = os.environ.get("TURNMEM_TEST_POSTGRES_URL")
REDIS_URL = os.environ.get("TURNMEM_TEST_REDIS_URL")


async def _spin(n: int = 50) -> None:
    """Let the loop run ``n`` iterations."""
    for _ in range(n):
        await asyncio.sleep(0)


def test_sqlite_runs_off_the_event_loop(tmp_path: Path) -> None:
    """While the worker thread is blocked, the loop keeps running and the call stays pending.

    The test thread holds the sync store's lock: a call made inline on the loop's thread
    would re-enter that (re-entrant) lock and finish at once; on the worker thread it waits.
    """
    sync = SQLiteStore(tmp_path / "a.db")

    async def main() -> None:
        store = AsyncSQLiteStore(sync)
        with sync._lock:
            pending = asyncio.create_task(store.append_turns("s", [Turn(user="hi")]))
            await _spin()
            assert not pending.done()
        (turn,) = await pending
        assert turn.index == 0
        snap = await store.load("s")
        assert snap is not None and [t.user for t in snap.turns] == ["hi"]
        await store.aclose()

    asyncio.run(main())
    assert sync.load("s") is not None  # a wrapped store stays open after aclose
    sync.close()


def test_sqlite_cancelled_queued_call_never_runs(tmp_path: Path) -> None:
    sync = SQLiteStore(tmp_path / "a.db")

    async def main() -> None:
        store = AsyncSQLiteStore(sync)
        with sync._lock:
            first = asyncio.create_task(store.append_turns("s", [Turn(user="first")]))
            await _spin()
            second = asyncio.create_task(store.append_turns("s", [Turn(user="second")]))
            await _spin()
            second.cancel()
            await _spin()
        await first
        with pytest.raises(asyncio.CancelledError):
            await second
        snap = await store.load("s")
        assert snap is not None and [t.user for t in snap.turns] == ["first"]
        await store.aclose()

    asyncio.run(main())
    sync.close()


def test_sqlite_opens_lazily_and_closes_its_thread(tmp_path: Path) -> None:
    async def main() -> None:
        missing = AsyncSQLiteStore(tmp_path / "no-such-dir" / "a.db")  # no error yet: no I/O
        with pytest.raises(StoreError, match="does not exist"):
            await missing.connect()
        await missing.aclose()

        store = AsyncSQLiteStore(tmp_path / "b.db")
        assert not (tmp_path / "b.db").exists()
        async with store:
            assert (tmp_path / "b.db").exists()
            await store.append_turns("s", [Turn(user="kept")])
            thread = store._thread
            assert thread is not None and thread.is_alive()
        await store.aclose()  # idempotent
        with pytest.raises(StoreError, match="closed"):
            await store.load("s")
        for _ in range(1000):  # bounded: the thread ends once the close job ran
            if not thread.is_alive():
                break
            await asyncio.sleep(0.01)
        assert not thread.is_alive()

    asyncio.run(main())
    with SQLiteStore(tmp_path / "b.db") as again:  # what was acknowledged is on disk
        snap = again.load("s")
        assert snap is not None and [t.user for t in snap.turns] == ["kept"]


def test_server_stores_connect_lazily_and_report_failures() -> None:
    """Port 1 on the loopback refuses connections: the error comes at the first operation."""

    async def main() -> None:
        pg = AsyncPostgresStore("postgresql://u@127.0.0.1:1/db", connect_timeout=2)
        with pytest.raises(StoreError, match="cannot connect to PostgreSQL") as info:
            await pg.load("s")
        assert "postgresql:127.0.0.1:1/db" in str(info.value)
        await pg.aclose()
        rd = AsyncRedisStore("redis://127.0.0.1:1/0")
        with pytest.raises(StoreError, match="cannot load session"):
            await rd.load("s")
        with pytest.raises(StoreError, match="cannot connect to Redis"):
            await rd.connect()
        await rd.aclose()

    pytest.importorskip("psycopg")
    pytest.importorskip("redis")
    asyncio.run(main())


def test_postgres_config_errors_are_immediate() -> None:
    pytest.importorskip("psycopg")
    with pytest.raises(ConfigurationError, match="max_connections"):
        AsyncPostgresStore("postgresql://u@127.0.0.1:1/db", max_connections=0)
    with pytest.raises(ConfigurationError, match="invalid table prefix"):
        AsyncPostgresStore("postgresql://u@127.0.0.1:1/db", prefix="Bad-Prefix")


@pytest.mark.skipif(not PG_URL, reason="needs TURNMEM_TEST_POSTGRES_URL")
def test_postgres_pool_bounds_connections_and_survives_cancellation() -> None:
    assert PG_URL is not None
    url = PG_URL
    sid = f"t{uuid.uuid4().hex[:12]}-pool"

    async def main() -> None:
        store = AsyncPostgresStore(url, prefix="turnmem_test_", max_connections=2)
        try:
            await asyncio.gather(
                *(store.append_turns(sid, [Turn(user=f"u{i}")]) for i in range(20))
            )
            assert len(store._idle) <= 2
            # A cancelled load must not leave a half-used connection in the pool.
            task = asyncio.create_task(store.load(sid))
            await asyncio.sleep(0)
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            snap = await store.load(sid)
            assert snap is not None and len(snap.turns) == 20
        finally:
            await store.delete(sid)
            await store.aclose()
        with pytest.raises(StoreError, match="closed"):
            await store.load(sid)

    asyncio.run(main())


def test_loop_lag_benchmark_smoke() -> None:
    from turnmem.lab.bench.loop_lag import format_table, run_loop_lag

    report = run_loop_lag(
        sessions=2, turns=2, fold_every=2, backends=["sqlite"], baseline_seconds=0.05
    )
    res = report["backends"]["sqlite"]
    assert res["status"] == "ok", res
    assert res["lag"]["n"] > 0 and report["baseline"]["lag"]["n"] > 0
    assert {k: v["n"] for k, v in res["ops"].items()} == {
        "load": 4,
        "search": 4,
        "append": 4,
        "lease": 2,
        "fold": 2,
    }
    assert "sqlite" in format_table(report)


def test_memory_loop_lag_bench_sets_the_switch_interval_only_for_its_run() -> None:
    import sys

    from turnmem.lab.bench.loop_lag_memory import format_table, main, run_memory_loop_lag

    before = sys.getswitchinterval()
    report = run_memory_loop_lag(
        sessions=1,
        turns=1,
        fold_delay=0.01,
        backends=("sqlite",),
        baseline_seconds=0,
        switch_interval_ms=1.0,
    )
    assert report["backends"]["sqlite"]["status"] == "ok"
    assert report["config"]["switch_interval_ms"] == 1.0
    assert "GIL switch interval 1 ms" in format_table(report)
    assert sys.getswitchinterval() == before  # restored: the library never keeps it
    with pytest.raises(SystemExit):
        main(["--switch-interval", "0"])
