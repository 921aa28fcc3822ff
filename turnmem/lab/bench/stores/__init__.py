"""Store benchmark: what a session costs on SQLite, PostgreSQL and Redis, through ``TurnMemory``.

Every session is driven the way an agent drives it, with the default structured policy and
the offline (rule) folder: before each turn ``memory.context(user_input)`` (``sync=True``, so
the store is re-read first), then ``memory.add(turn)``. Every ``load_every`` turns (and after
the last) a new ``TurnMemory`` is opened on the session, which is a snapshot load; the agent
carries on with it. Turns are realistic: a ~20-word user message, a ~40-word reply, and every
third turn one tool call answered by a ~1 KB JSON observation.

Measured per backend: latency of each ``add``, ``context`` and load (median / p95 / max in
ms, plus the median by how many turns the session already held, to show growth with history),
the database size per 1,000 turns and the wall time. Each backend gets fresh, private space
(a temporary SQLite file, a unique PostgreSQL table prefix, a unique Redis key prefix) that is
removed afterwards; a server that cannot be reached is reported as ``unavailable: <reason>``.

The pieces: :mod:`.workload` (the turns), :mod:`.backends` (each store in private space,
with its size probe), :mod:`.table` (the markdown report); the run itself is here.

Run::

    python -m turnmem.lab.bench.stores                # 1,000 sessions x 100 turns, all backends
    python -m turnmem.lab.bench.stores --quick --out r.json  # 10 x 30, a smoke run
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import os
import platform
import random
import sys
import time
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from turnmem.lab.bench.stores.backends import (
    Backend,
    Unavailable,
    postgres_backend,
    reason,
    redis_backend,
    sqlite_backend,
)
from turnmem.lab.bench.stores.table import format_table
from turnmem.lab.bench.stores.workload import (
    FULL_SIZE,
    OPS,
    QUICK_SIZE,
    SYSTEM_PROMPT,
    TOOL_EVERY,
    make_turn,
)
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy

__all__ = [
    "BACKENDS",
    "DEFAULT_POSTGRES_URL",
    "DEFAULT_REDIS_URL",
    "QUICK_SIZE",
    "format_table",
    "main",
    "make_turn",
    "run_benchmark",
]

BACKENDS = ("sqlite", "postgres", "redis")
DEFAULT_POSTGRES_URL = "postgresql://postgres@127.0.0.1:5432/test"
DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"


# --- statistics -----------------------------------------------------------------------------


def _ms(ns: float) -> float:
    return round(ns / 1e6, 4)


def _stats(samples: Sequence[int]) -> dict[str, float | int]:
    """Median / p95 / max / mean (ms) of nanosecond samples; nearest-rank percentiles."""
    if not samples:
        return {"n": 0, "median_ms": 0.0, "p95_ms": 0.0, "max_ms": 0.0, "mean_ms": 0.0}
    ordered = sorted(samples)
    n = len(ordered)

    def rank(q: float) -> int:
        return ordered[min(n - 1, max(0, math.ceil(q * n) - 1))]

    return {
        "n": n,
        "median_ms": _ms(rank(0.5)),
        "p95_ms": _ms(rank(0.95)),
        "max_ms": _ms(ordered[-1]),
        "mean_ms": _ms(sum(ordered) / n),
    }


def _by_history(samples: Sequence[tuple[int, int]], turns: int) -> list[dict[str, Any]]:
    """Median latency grouped by how many turns the session held (up to five bands)."""
    edges = sorted({max(1, round(turns * f)) for f in (0.1, 0.25, 0.5, 0.75, 1.0)})
    out: list[dict[str, Any]] = []
    low = 0
    for high in edges:
        band = [ns for held, ns in samples if low <= held <= high]
        if band:
            st = _stats(band)
            out.append(
                {
                    "history_turns": f"{low}-{high}",
                    "n": st["n"],
                    "median_ms": st["median_ms"],
                    "p95_ms": st["p95_ms"],
                }
            )
        low = high + 1
    return out


# --- the run -------------------------------------------------------------------------------


def _drive(
    backend: Backend,
    *,
    sessions: int,
    turns: int,
    load_every: int,
    seed: int,
    progress: Callable[[str], None] | None,
) -> dict[str, Any]:
    """Write ``sessions`` x ``turns`` through TurnMemory, timing every call."""
    clock = time.perf_counter_ns
    policy = MemoryPolicy.structured()
    samples: dict[str, list[tuple[int, int]]] = {op: [] for op in OPS}  # (history, ns)
    store = backend.store
    folds = 0
    run = uuid.uuid4().hex[:8]
    t0 = clock()

    def open_memory(sid: str) -> TurnMemory:
        return TurnMemory(
            SYSTEM_PROMPT, policy=policy, llm="rule", store=store, session_id=sid, sync=True
        )

    for s in range(sessions):
        rng = random.Random(f"{seed}:{s}")
        sid = f"bench-{run}-{s:05d}"
        memory = open_memory(sid)
        for t in range(turns):
            turn = make_turn(rng, t)
            assert turn.user is not None
            start = clock()
            memory.context(turn.user)
            samples["context"].append((t, clock() - start))
            start = clock()
            memory.add(turn)
            samples["append"].append((t, clock() - start))
            if (t + 1) % load_every == 0 or t + 1 == turns:
                folds += sum(1 for e in memory.events if e.kind == "fold")
                memory.close()
                start = clock()
                memory = open_memory(sid)
                samples["load"].append((t + 1, clock() - start))
                if memory.folded_through < 0 and t + 1 > (policy.window_turns or 0) * 3:
                    raise AssertionError(f"{backend.name}: session {sid} was never folded")
        folds += sum(1 for e in memory.events if e.kind == "fold")
        memory.close()
        if progress is not None and (s + 1) % max(1, sessions // 20) == 0:
            elapsed = (clock() - t0) / 1e9
            progress(f"{backend.name}: {s + 1}/{sessions} sessions, {elapsed:.1f} s")
    write_s = (clock() - t0) / 1e9
    total_turns = sessions * turns
    size = backend.size()
    size["bytes_per_1000_turns"] = round(size["bytes"] * 1000 / max(1, total_turns))
    return {
        "status": "ok",
        "where": backend.where,
        "turns_written": total_turns,
        "folds": folds,
        "latency": {op: _stats([ns for _, ns in samples[op]]) for op in OPS},
        "latency_by_history": {op: _by_history(samples[op], turns) for op in OPS},
        "size": size,
        "drive_wall_s": round(write_s, 3),
    }


def run_benchmark(
    *,
    sessions: int = FULL_SIZE[0],
    turns: int = FULL_SIZE[1],
    backends: Sequence[str] = BACKENDS,
    postgres_url: str | None = None,
    redis_url: str | None = None,
    sqlite_dir: str | None = None,
    load_every: int = 10,
    seed: int = 0,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Run the benchmark and return the results as a JSON-ready dict.

    ``postgres_url``/``redis_url`` default to ``TURNMEM_BENCH_POSTGRES_URL`` /
    ``TURNMEM_BENCH_REDIS_URL``, then the local defaults. A backend that cannot be reached gets
    ``{"status": "unavailable: <reason>"}``; one that fails mid-run ``"error: <reason>"``.
    """
    if sessions < 1 or turns < 1 or load_every < 1:
        raise ValueError("sessions, turns and load_every must be >= 1")
    unknown = [b for b in backends if b not in BACKENDS]
    if unknown:
        raise ValueError(f"unknown backends {unknown}; choose from {list(BACKENDS)}")
    pg_url = postgres_url or os.environ.get("TURNMEM_BENCH_POSTGRES_URL") or DEFAULT_POSTGRES_URL
    rd_url = redis_url or os.environ.get("TURNMEM_BENCH_REDIS_URL") or DEFAULT_REDIS_URL
    factories: dict[str, Callable[[], contextlib.AbstractContextManager[Backend]]] = {
        "sqlite": lambda: sqlite_backend(sqlite_dir),
        "postgres": lambda: postgres_backend(pg_url),
        "redis": lambda: redis_backend(rd_url),
    }
    started = time.perf_counter_ns()
    results: dict[str, Any] = {}
    for name in backends:
        t0 = time.perf_counter_ns()
        try:
            with factories[name]() as backend:
                results[name] = _drive(
                    backend,
                    sessions=sessions,
                    turns=turns,
                    load_every=load_every,
                    seed=seed,
                    progress=progress,
                )
        except Unavailable as exc:
            results[name] = {"status": f"unavailable: {exc}"}
        except Exception as exc:  # report and go on with the other backends
            results[name] = {"status": f"error: {reason(exc)}"}
        results[name]["wall_s"] = round((time.perf_counter_ns() - t0) / 1e9, 3)
        if progress is not None:
            progress(f"{name} done: {json.dumps(results[name])}")
    from turnmem import __version__ as version

    return {
        "benchmark": "turnmem.lab.bench.stores",
        "turnmem_version": version,
        "config": {
            "sessions": sessions,
            "turns_per_session": turns,
            "total_turns": sessions * turns,
            "tool_call_every": TOOL_EVERY,
            "load_every": load_every,
            "policy": "structured",
            "folder": "rule",
            "seed": seed,
            "python": platform.python_version(),
            "platform": platform.platform(),
        },
        "backends": results,
        "wall_s": round((time.perf_counter_ns() - started) / 1e9, 3),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``python -m turnmem.lab.bench.stores [--quick] [--out FILE.json] ...``."""
    parser = argparse.ArgumentParser(prog="python -m turnmem.lab.bench.stores", description=__doc__)
    parser.add_argument("--sessions", type=int, default=None, help="default 1000 (10 --quick)")
    parser.add_argument("--turns", type=int, default=None, help="per session; 100 (30 --quick)")
    parser.add_argument("--quick", action="store_true", help="10 sessions x 30 turns")
    parser.add_argument(
        "--backends", default=",".join(BACKENDS), help="comma-separated: sqlite,postgres,redis"
    )
    parser.add_argument("--postgres-url", default=None, help=f"default {DEFAULT_POSTGRES_URL}")
    parser.add_argument("--redis-url", default=None, help=f"default {DEFAULT_REDIS_URL}")
    parser.add_argument("--sqlite-dir", default=None, help="where the temporary DB goes")
    parser.add_argument("--load-every", type=int, default=10, help="reopen every N turns")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=None, help="write the JSON report here")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    size = QUICK_SIZE if args.quick else FULL_SIZE
    backends = [b.strip() for b in args.backends.split(",") if b.strip()]
    try:
        report = run_benchmark(
            sessions=args.sessions or size[0],
            turns=args.turns or size[1],
            backends=backends,
            postgres_url=args.postgres_url,
            redis_url=args.redis_url,
            sqlite_dir=args.sqlite_dir,
            load_every=args.load_every,
            seed=args.seed,
            progress=None if args.quiet else lambda m: print(m, file=sys.stderr, flush=True),
        )
    except ValueError as exc:
        parser.error(str(exc))
    print(format_table(report))
    if args.out:
        Path(args.out).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0
