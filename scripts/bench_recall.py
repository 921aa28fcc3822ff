"""Focused benchmark of the recall tier (issue 12): per-turn overhead with recall on at 100 vs
10,000 turns, and what recall adds per context on SQLite at 10,000 turns.

    TURNMEM_DATA_DIR=../shared/data .venv/bin/python scripts/bench_recall.py [memory sqlite recall]
        [search] [servers]

One turn = ``add_messages`` of an exchange + ``context`` for the next input, as
``turnmem bench`` times it (structured preset, offline folder, budget 8,000, in-process
store); blocks of 8 turns, median over 7 blocks, garbage collector paused inside a block.
Recall's cost on SQLite: the median time of ``context()`` at 10,000 turns with ``recall_k=4``
minus that with ``recall_k=0``, on the same session (no add in between); then the same with a
turn added (untimed) before each context, as in a conversation, on two sessions of 10,000.

``search`` (not run by default): recall's cost per context in the in-process store and in
SQLite at 1,000 and 10,000 turns, a turn added (untimed) before each context as in a
conversation: ``context()`` with recall on minus with it off (two sessions grown alike), and
the store's search as ``context()`` runs it (indexing the new turn included), median and mean
over 200 contexts, timed by the store itself.

``servers`` (not run by default): the search alone, per context right after a turn is added,
on a session of 10,000 turns in Redis and PostgreSQL, for each of ``TURNMEM_BENCH_REDIS_URL``
and ``TURNMEM_BENCH_POSTGRES_URL`` that is set (a session of its own, deleted afterwards).

Each figure is given as wall time and as the process's CPU time (``time.process_time``; for
``search`` CPU time only): on a shared, loaded machine the wall time also counts waiting for a
core and, on SQLite, for each commit's fsync; the CPU time is the memory's own work and varies
far less between runs.
"""

from __future__ import annotations

import gc
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from turnmem import MemoryPolicy, TurnMemory
from turnmem.lab.bench._common import conversation_pairs

BLOCK, REPEATS = 8, 7
DATA = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
PAIRS, SOURCE = conversation_pairs(DATA if DATA.is_dir() else None, 12_000)


def _msgs(i: int) -> list[dict[str, str]]:
    u, r = PAIRS[i % len(PAIRS)]
    return [{"role": "user", "content": u}, {"role": "assistant", "content": r}]


def _grow(mem: TurnMemory, n: int) -> None:
    for start in range(0, n, 100):
        k = min(100, n - start)
        mem.add_messages([m for i in range(start, start + k) for m in _msgs(i)])


def per_turn_us(
    history: int, policy: MemoryPolicy, store: str | None = None
) -> tuple[float, float]:
    """Median µs per turn (add + context) after ``history`` turns: (wall, CPU)."""
    mem = TurnMemory("You are a booking assistant.", llm="rule", policy=policy, store=store)
    _grow(mem, history)
    n = history
    wall, cpu = [], []
    for rep in range(REPEATS + 1):
        gc.disable()
        t0, c0 = time.perf_counter_ns(), time.process_time_ns()
        for _ in range(BLOCK):
            mem.add_messages(_msgs(n))
            mem.context(PAIRS[(n + 1) % len(PAIRS)][0])
            n += 1
        dt, dc = time.perf_counter_ns() - t0, time.process_time_ns() - c0
        gc.enable()
        if rep:  # the first block warms up
            wall.append(dt / BLOCK / 1000)
            cpu.append(dc / BLOCK / 1000)
    mem.close()
    return statistics.median(wall), statistics.median(cpu)


def context_us(mem: TurnMemory, queries: list[str]) -> tuple[float, float]:
    """Median µs of one ``context()``: (wall, CPU)."""
    wall, cpu = [], []
    for q in queries:
        gc.disable()
        t0, c0 = time.perf_counter_ns(), time.process_time_ns()
        mem.context(q)
        wall.append((time.perf_counter_ns() - t0) / 1000)
        cpu.append((time.process_time_ns() - c0) / 1000)
        gc.enable()
    return statistics.median(wall), statistics.median(cpu)


def main() -> None:
    policy = MemoryPolicy.structured(budget=8000)
    print(f"turns: {SOURCE}; recall_k={policy.recall_k}")
    parts = sys.argv[1:] or ["memory", "sqlite", "recall"]
    for store in [None if p == "memory" else p for p in parts if p in ("memory", "sqlite")]:
        with tempfile.TemporaryDirectory() as tmp:
            url = None if store is None else f"sqlite:///{tmp}/b.db"
            a = per_turn_us(100, policy, url)
        with tempfile.TemporaryDirectory() as tmp:
            url = None if store is None else f"sqlite:///{tmp}/b.db"
            b = per_turn_us(10_000, policy, url)
        name = store or "in-process"
        for label, x, y in (("wall", a[0], b[0]), ("CPU", a[1], b[1])):
            print(
                f"{name}: per turn {x:.0f} µs at 100 turns, {y:.0f} µs at 10,000 ({y / x:.2f}x) "
                f"[{label}]"
            )
    if "search" in parts:
        search_cost()
    if "servers" in parts:
        servers()
    if "recall" not in parts:
        return
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{tmp}/r.db"
        mem = TurnMemory("x", llm="rule", policy=policy, store=url, session_id="s")
        _grow(mem, 10_000)
        queries = [PAIRS[i][0] for i in range(10_000, 10_000 + 200)]
        off = TurnMemory(
            "x", llm="rule", policy=policy.model_copy(update={"recall_k": 0}), store=url,
            session_id="s",
        )  # fmt: skip
        context_us(mem, queries[:20])  # warm caches
        context_us(off, queries[:20])
        with_recall = context_us(mem, queries)
        without = context_us(off, queries)
        t0, c0 = time.perf_counter_ns(), time.process_time_ns()
        core = mem._core
        for q in queries:  # as context() asks: among the folded turns
            mem.store.search("s", q, core.recall_search_k(), before_index=core.folded_through + 1)
        search = (
            (time.perf_counter_ns() - t0) / len(queries) / 1000,
            (time.process_time_ns() - c0) / len(queries) / 1000,
        )
        for i, label in enumerate(("wall", "CPU")):
            print(
                f"sqlite, 10,000 turns: context {with_recall[i]:.0f} µs with recall, "
                f"{without[i]:.0f} µs without: recall adds {with_recall[i] - without[i]:.0f} µs "
                f"per context (the search alone: {search[i]:.0f} µs) [{label}]"
            )
        mem.close()
        off.close()
    # The same with a turn added before each context, as in a conversation: each append also
    # changes the index the next search reads (new postings, statistics, dropped windows).
    timed = []
    for k in (policy.recall_k, 0):
        with tempfile.TemporaryDirectory() as tmp:
            mem = TurnMemory(
                "x", llm="rule", policy=policy.model_copy(update={"recall_k": k}),
                store=f"sqlite:///{tmp}/t.db", session_id="s",
            )  # fmt: skip
            _grow(mem, 10_000)
            timed.append(context_after_add_us(mem, 10_000, 200))
            mem.close()
    for i, label in enumerate(("wall", "CPU")):
        on, no = timed[0][i], timed[1][i]
        print(
            f"sqlite, 10,000 turns, a turn added before each context: context {on:.0f} µs with "
            f"recall, {no:.0f} µs without: recall adds {on - no:.0f} µs per context [{label}]"
        )


def search_cost(histories: tuple[int, ...] = (1_000, 10_000), count: int = 200) -> None:
    """Recall's cost per context, right after an add, in process and on SQLite (CPU time)."""
    from turnmem.store.memory import MemoryStore
    from turnmem.store.sqlite import SQLiteStore

    policy = MemoryPolicy.structured(budget=8000)
    for name, make in (
        ("in-process", lambda tmp: _timed(MemoryStore)()),
        ("sqlite", lambda tmp: _timed(SQLiteStore)(f"{tmp}/s.db")),
    ):
        for n in histories:
            ctx: dict[int, list[float]] = {}
            searches: list[float] = []
            for k in (policy.recall_k, 0):
                with tempfile.TemporaryDirectory() as tmp:
                    store = make(tmp)
                    mem = TurnMemory(
                        "x", llm="rule", policy=policy.model_copy(update={"recall_k": k}),
                        store=store, session_id="s",
                    )  # fmt: skip
                    _grow(mem, n)
                    mem.context(PAIRS[0][0])  # the first search indexes every turn: not timed
                    store.cpu.clear()
                    ctx[k] = _context_after_add_cpu(mem, n, count)
                    searches += store.cpu
                    mem.close()
            on, off = ctx[policy.recall_k], ctx[0]
            print(
                f"{name}, {n:,} turns, a turn added before each context: the search as "
                f"context() runs it {statistics.median(searches):.0f} µs median, "
                f"{statistics.mean(searches):.0f} µs mean (indexing the new turn included); "
                f"recall adds {statistics.median(on) - statistics.median(off):.0f} µs per "
                f"context (median context {statistics.median(on):.0f} vs "
                f"{statistics.median(off):.0f} µs) [CPU]"
            )


def _timed(cls: type[Any]) -> type[Any]:
    """``cls`` whose ``search`` records its CPU time (µs) in ``cpu``."""

    class Timed(cls):  # type: ignore[misc,valid-type]
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            self.cpu: list[float] = []

        def search(self, *args: Any, **kwargs: Any) -> Any:
            c0 = time.process_time_ns()
            try:
                return super().search(*args, **kwargs)
            finally:
                self.cpu.append((time.process_time_ns() - c0) / 1000)

    return Timed


def _context_after_add_cpu(mem: TurnMemory, n: int, count: int) -> list[float]:
    """CPU µs of ``context()`` right after each of ``count`` adds (the adds untimed)."""
    out: list[float] = []
    for i in range(n, n + count):
        mem.add_messages(_msgs(i))
        gc.disable()
        c0 = time.process_time_ns()
        mem.context(PAIRS[(i + 1) % len(PAIRS)][0])
        out.append((time.process_time_ns() - c0) / 1000)
        gc.enable()
    return out


def servers() -> None:
    """The search alone per context, right after an add, at 10,000 turns on Redis/PostgreSQL."""
    from turnmem.store.postgres import PostgresStore
    from turnmem.store.redis import RedisStore

    policy = MemoryPolicy.structured(budget=8000)
    sid = f"bench-recall-{os.getpid()}"
    for name, var, make in (
        ("redis", "TURNMEM_BENCH_REDIS_URL", lambda u: RedisStore(u, prefix="turnmem_bench:")),
        ("postgres", "TURNMEM_BENCH_POSTGRES_URL", lambda u: PostgresStore(u)),
    ):
        url = os.environ.get(var)
        if not url:
            print(f"{name}: skipped ({var} is not set)")
            continue
        store = make(url)
        mem = TurnMemory("x", llm="rule", policy=policy, store=store, session_id=sid)
        try:
            _grow(mem, 10_000)
            core = mem._core
            wall, cpu = [], []
            for i in range(10_000, 10_000 + 100):
                mem.add_messages(_msgs(i))
                q = PAIRS[(i + 1) % len(PAIRS)][0]
                before = core.folded_through + 1
                gc.disable()
                t0, c0 = time.perf_counter_ns(), time.process_time_ns()
                store.search(sid, q, core.recall_search_k(), before_index=before)
                wall.append((time.perf_counter_ns() - t0) / 1000)
                cpu.append((time.process_time_ns() - c0) / 1000)
                gc.enable()
            print(
                f"{name}, 10,000 turns, a turn added before each search: the search alone "
                f"{statistics.median(wall):.0f} µs [wall], {statistics.median(cpu):.0f} µs [CPU]"
            )
        finally:
            store.delete(sid)
            mem.close()
            store.close()


def context_after_add_us(mem: TurnMemory, n: int, count: int) -> tuple[float, float]:
    """Median µs of ``context()`` right after adding turn ``n``, ``n + 1``, ...: (wall, CPU).
    The add is not timed (its commit's fsync and an occasional fold would swamp the search)."""
    wall, cpu = [], []
    for i in range(n, n + count):
        mem.add_messages(_msgs(i))
        gc.disable()
        t0, c0 = time.perf_counter_ns(), time.process_time_ns()
        mem.context(PAIRS[(i + 1) % len(PAIRS)][0])
        wall.append((time.perf_counter_ns() - t0) / 1000)
        cpu.append((time.process_time_ns() - c0) / 1000)
        gc.enable()
    return statistics.median(wall), statistics.median(cpu)


if __name__ == "__main__":
    main()
