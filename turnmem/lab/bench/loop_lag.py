"""Event-loop lag under concurrent sessions on the async stores (SQLite, PostgreSQL, Redis).

A ticker task asks the loop to wake it every 5 ms and records how late each wake-up comes
(the lag: what any other coroutine on the loop would wait, e.g. a streaming response). Meanwhile
``--sessions`` concurrent sessions run against one async store, each as an agent would: per
turn a snapshot load, a recall search with the turn's words, the append of the turn, and every
``--fold-every`` turns a fold lease taken and a fold committed; then a pause of 0.2-0.6 s, as
an agent waiting on its model. Turns are the store benchmark's (``make_turn``: ~20-word user
message, ~40-word reply, every third turn a ~1 KB tool observation).

Start-up (creating the store, the connection, migrations) happens before the ticker starts;
session start times are spread over the first pause. A first run of the ticker alone on an
idle loop gives the lag the machine causes by itself (other processes). Reported per backend:
lag p50 / p99 / max in ms over every tick, the tick count, per-operation latency, wall time,
and the machine's load average before and after. This is the store-level figure; the
``AsyncTurnMemory`` one (token counting, assembly and folds on the loop too) comes with the
async memory.

Run::

    python -m turnmem.lab.bench.loop_lag                      # 50 sessions x 20 turns
    python -m turnmem.lab.bench.loop_lag --sessions 5 --turns 4 --out lag.json
    python -m turnmem.lab.bench.loop_lag --backends sqlite/to_thread,postgres/to_thread  # before

PostgreSQL and Redis URLs default to ``TURNMEM_BENCH_POSTGRES_URL`` / ``TURNMEM_BENCH_REDIS_URL``,
then the local defaults; each backend gets private space (temporary file, unique table or key
prefix) that is removed afterwards. A server that cannot be reached is reported unavailable.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib
import os
import platform
import random
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from turnmem.errors import ConfigurationError, StoreError
from turnmem.lab.bench._lag import (
    TICK_SECONDS,
    bench_urls,
    emit,
    idle_baseline,
    lag_table,
    names_arg,
    session_scripts,
    summary,
    ticking,
    unavailable,
)
from turnmem.store.aio import AsyncPostgresStore, AsyncRedisStore, AsyncSQLiteStore
from turnmem.store.postgres import PostgresStore
from turnmem.store.redis import RedisStore
from turnmem.store.sqlite import SQLiteStore
from turnmem.turn import Turn

__all__ = ["BACKENDS", "THREADED", "format_table", "main", "run_loop_lag"]

BACKENDS = ("sqlite", "postgres", "redis")
#: The same backends' sync stores called through asyncio.to_thread, for comparison.
THREADED = tuple(f"{b}/to_thread" for b in BACKENDS)
PAUSE_SECONDS = (0.2, 0.6)


async def _session(
    store: Any, sid: str, turns: list[Turn], fold_every: int, seed: int, ops: dict[str, list[float]]
) -> None:
    rng = random.Random(seed)
    owner = f"bench:{os.getpid()}:{sid}"

    async def timed(kind: str, call: Any) -> Any:
        start = time.perf_counter()
        result = await call
        ops[kind].append(time.perf_counter() - start)
        return result

    await asyncio.sleep(rng.uniform(0, PAUSE_SECONDS[1]))  # spread the starts
    folded = -1
    for number, turn in enumerate(turns):
        await timed("load", store.load(sid, after_index=folded))
        await timed("search", store.search(sid, turn.user or "", 3))
        (stored,) = await timed("append", store.append_turns(sid, [turn]))
        fold_due = (number + 1) % fold_every == 0
        if fold_due and await timed("lease", store.acquire_lease(sid, owner, 30)):
            through = stored.index - 2  # keep the newest turns verbatim, as a memory does
            await timed(
                "fold",
                store.commit_fold(
                    sid,
                    summary=f"summary through {through}",
                    state={"through": through},
                    folded_through=through,
                    expected_folded_through=folded,
                ),
            )
            folded = through
            await store.release_lease(sid, owner)
        await asyncio.sleep(rng.uniform(*PAUSE_SECONDS))


class _InThreads:
    """A sync store called through ``asyncio.to_thread``: how an async service without async
    drivers reaches a store (the comparison the ``/to_thread`` variants measure)."""

    def __init__(self, store: Any) -> None:
        self._store = store

    def __getattr__(self, name: str) -> Any:
        method = getattr(self._store, name)

        async def call(*args: Any, **kwargs: Any) -> Any:
            return await asyncio.to_thread(method, *args, **kwargs)

        return call

    async def aclose(self) -> None:
        self._store.close()


@contextlib.asynccontextmanager
async def _opened(backend: str, pg_url: str, redis_url: str) -> AsyncIterator[tuple[Any, str]]:
    """The store of ``backend`` in private space, connected; removed afterwards.

    ``name`` is the async driver; ``name/to_thread`` the sync store behind ``_InThreads``.
    """
    name, _, variant = backend.partition("/")
    threaded = variant == "to_thread"
    tag = uuid.uuid4().hex[:12]
    if name == "sqlite":
        with tempfile.TemporaryDirectory(prefix="turnmem-lag-") as folder:
            path = Path(folder) / "lag.db"
            if threaded:
                store: Any = _InThreads(SQLiteStore(path))
                where = "sqlite (SQLiteStore via asyncio.to_thread)"
            else:
                store = AsyncSQLiteStore(path)
                await store.connect()
                where = "sqlite (AsyncSQLiteStore: WAL, synchronous=FULL, one worker thread)"
            try:
                yield store, where
            finally:
                await store.aclose()
        return
    if name == "postgres":
        prefix = f"tmlag_{tag}_"
        if threaded:
            store = _InThreads(PostgresStore(pg_url, prefix=prefix, connect_timeout=5))
            where = f"postgres (PostgresStore via asyncio.to_thread) [tables {prefix}*]"
        else:
            store = AsyncPostgresStore(pg_url, prefix=prefix, connect_timeout=5)
            await store.connect()
            where = f"postgres (psycopg AsyncConnection, pool of 4) [tables {prefix}*]"
        try:
            yield store, where
        finally:
            await store.aclose()
            psycopg: Any = importlib.import_module("psycopg")
            conn = await psycopg.AsyncConnection.connect(pg_url, autocommit=True)
            async with conn:
                for table in ("turns", "sessions", "leases", "migrations"):
                    await conn.execute(f'DROP TABLE IF EXISTS "{prefix}{table}" CASCADE')
        return
    prefix = f"tmlag:{tag}:"
    if threaded:
        store = _InThreads(RedisStore(redis_url, prefix=prefix))
        where = f"redis (RedisStore via asyncio.to_thread) [keys {prefix}*]"
    else:
        store = AsyncRedisStore(redis_url, prefix=prefix)
        await store.connect()
        where = f"redis (redis.asyncio) [keys {prefix}*]"
    try:
        yield store, where
    finally:
        await store.aclose()
        aioredis: Any = importlib.import_module("redis.asyncio")
        client = aioredis.Redis.from_url(redis_url)
        keys = [key async for key in client.scan_iter(match=prefix + "*", count=1000)]
        if keys:
            await client.delete(*keys)
        await client.aclose()


async def _run_backend(
    backend: str, sessions: int, turns: int, fold_every: int, pg_url: str, redis_url: str
) -> dict[str, Any]:
    try:
        async with _opened(backend, pg_url, redis_url) as (store, where):
            ops: dict[str, list[float]] = {k: [] for k in ("load", "search", "append", "lease")}
            ops["fold"] = []
            # Turns are made before the clock starts: their generation is not the store's cost.
            scripts = session_scripts(sessions, turns)
            async with ticking() as run:
                await asyncio.gather(
                    *(
                        _session(store, f"s{i:03d}", script, fold_every, i, ops)
                        for i, script in enumerate(scripts)
                    )
                )
    except (StoreError, ConfigurationError, OSError) as exc:
        return unavailable(exc)
    return {
        "status": "ok",
        "store": where,
        "lag": summary(run.lags),
        "ops": {kind: summary(samples) for kind, samples in ops.items()},
        **run.timing(),
    }


def run_loop_lag(
    *,
    sessions: int = 50,
    turns: int = 20,
    fold_every: int = 4,
    backends: Sequence[str] = BACKENDS,
    postgres_url: str | None = None,
    redis_url: str | None = None,
    baseline_seconds: float = 3.0,
) -> dict[str, Any]:
    """Run the benchmark on each backend in turn (one fresh event loop each), after
    ``baseline_seconds`` of the ticker alone (0 skips it)."""
    pg_url, rd_url = bench_urls(postgres_url, redis_url)
    report: dict[str, Any] = {
        "config": {
            "sessions": sessions,
            "turns_per_session": turns,
            "fold_every": fold_every,
            "tick_ms": TICK_SECONDS * 1000,
            "pause_s": list(PAUSE_SECONDS),
        },
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "platform": platform.platform(),
        },
        "backends": {},
    }
    if baseline_seconds > 0:
        report["baseline"] = asyncio.run(idle_baseline(baseline_seconds))
    for backend in backends:
        report["backends"][backend] = asyncio.run(
            _run_backend(backend, sessions, turns, fold_every, pg_url, rd_url)
        )
    return report


def _cells(res: Mapping[str, Any]) -> str:
    ops = res["ops"]
    return f"{ops['append']['p99_ms']:>12.2f}{ops['load']['p99_ms']:>10.2f}"


def format_table(report: dict[str, Any]) -> str:
    """The report as a fixed-width text table."""
    cfg = report["config"]
    return lag_table(
        report,
        title=f"event-loop lag, {cfg['sessions']} sessions x {cfg['turns_per_session']} turns, "
        f"tick {cfg['tick_ms']:g} ms, pause {cfg['pause_s'][0]}-{cfg['pause_s'][1]} s, "
        f"{report['machine']['cpus']} CPUs",
        width=20,
        columns=f"{'append p99':>12}{'load p99':>10}",
        load_label="load avg (1/5/15 min)",
        idle_note="the ticker alone: the machine's own noise",
        cells=_cells,
    )


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(
        prog="python -m turnmem.lab.bench.loop_lag", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--turns", type=int, default=20, help="turns per session")
    parser.add_argument("--fold-every", type=int, default=4)
    parser.add_argument(
        "--backends",
        default=",".join(BACKENDS),
        help=f"comma-separated subset of {', '.join(BACKENDS + THREADED)}",
    )
    parser.add_argument("--postgres-url", default=None)
    parser.add_argument("--redis-url", default=None)
    parser.add_argument("--baseline-seconds", type=float, default=3.0)
    parser.add_argument("--out", type=Path, default=None, help="also write the JSON report")
    args = parser.parse_args(argv)
    backends = names_arg(parser, args.backends, BACKENDS + THREADED, "backends")
    report = run_loop_lag(
        sessions=args.sessions,
        turns=args.turns,
        fold_every=args.fold_every,
        backends=backends,
        postgres_url=args.postgres_url,
        redis_url=args.redis_url,
        baseline_seconds=args.baseline_seconds,
    )
    return emit(report, format_table(report), args.out)


if __name__ == "__main__":
    sys.exit(main())
