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

Run::

    python -m turnmem.lab.bench.stores                # 1,000 sessions x 100 turns, all backends
    python -m turnmem.lab.bench.stores --quick --out r.json  # 10 x 30, a smoke run
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import math
import os
import platform
import random
import sqlite3
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.store.base import SessionStore
from turnmem.turn import Observation, Step, ToolCall, Turn

__all__ = [
    "BACKENDS",
    "DEFAULT_POSTGRES_URL",
    "DEFAULT_REDIS_URL",
    "format_table",
    "main",
    "make_turn",
    "run_benchmark",
]

BACKENDS = ("sqlite", "postgres", "redis")
DEFAULT_POSTGRES_URL = "postgresql://postgres@127.0.0.1:5432/test"
DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"
FULL_SIZE = (1000, 100)
QUICK_SIZE = (10, 30)
TOOL_EVERY = 3
SYSTEM_PROMPT = "You are a travel agent. Book flights and hotels; confirm prices before paying."
OPS = ("append", "load", "context")

# --- realistic turns ----------------------------------------------------------------------

_WORD_TEXT = (
    "flight hotel booking price budget window seat aisle return departure arrival airport "
    "luggage baggage meal vegetarian family children adults passport visa insurance refund "
    "change cancel confirm upgrade economy business premium morning evening night weekend "
    "direct layover connection terminal gate boarding check-in transfer taxi train rental car "
    "breakfast included pool gym wifi parking view balcony suite double twin single room "
    "please could you would like need want prefer maybe also then after before around about "
    "the a an and or but with without for from to at on in by of my our your their this that "
    "cheap expensive quick slow early late available sold out total per person night stay"
)
_CITY_TEXT = (
    "Shanghai Tokyo Paris Berlin Madrid Lisbon Rome Vienna Prague Oslo Dublin Boston Denver "
    "Seattle Austin Toronto Sydney Auckland Singapore Seoul"
)
_WORDS = _WORD_TEXT.split()
_CITIES = _CITY_TEXT.split()
_AIRLINES = ("Lufthansa", "Air France", "KLM", "United", "Delta", "ANA", "Qantas", "Iberia")


def _sentence(rng: random.Random, words: int) -> str:
    """Travel-desk text: a city in most messages, a date or a price in about a third."""
    out = [rng.choice(_WORDS) for _ in range(words)]
    if rng.random() < 0.7:
        out[rng.randrange(words)] = rng.choice(_CITIES)
    if rng.random() < 0.35:
        out[rng.randrange(words)] = f"{rng.randint(1, 28)} {rng.choice(('May', 'June', 'July'))}"
    if rng.random() < 0.35:
        out[rng.randrange(words)] = f"${rng.randint(80, 2400)}"
    return " ".join(out).capitalize() + "."


def _observation(rng: random.Random, target: int = 1024) -> str:
    """A tool result as JSON of about ``target`` bytes (flight offers, as a search API sends)."""
    offers: list[dict[str, Any]] = []
    payload: dict[str, Any] = {"status": "ok", "currency": "USD", "offers": offers}
    while True:
        offers.append(
            {
                "id": f"OF{rng.randrange(10**8):08d}",
                "airline": rng.choice(_AIRLINES),
                "from": rng.choice(_CITIES),
                "to": rng.choice(_CITIES),
                "depart": f"2025-0{rng.randint(5, 7)}-{rng.randint(10, 28)}"
                f"T{rng.randint(6, 22):02d}:00",
                "stops": rng.randint(0, 2),
                "price": round(rng.uniform(90, 2400), 2),
                "seats_left": rng.randint(1, 9),
            }
        )
        text = json.dumps(payload)
        if len(text) >= target - 120:
            return text


def make_turn(rng: random.Random, number: int) -> Turn:
    """Turn ``number`` (0-based) of a session: ~20 user words, ~40 reply words, and on every
    third turn one tool call with a ~1 KB JSON observation."""
    steps: list[Step] = []
    if number % TOOL_EVERY == TOOL_EVERY - 1:
        call_id = f"call_{rng.randrange(16**12):012x}"
        args = {"from": rng.choice(_CITIES), "to": rng.choice(_CITIES), "adults": rng.randint(1, 4)}
        steps.append(
            Step(
                reasoning=None,
                tool_calls=[
                    ToolCall(id=call_id, name="search_flights", arguments=json.dumps(args))
                ],
                observations=[Observation(tool_call_id=call_id, content=_observation(rng))],
            )
        )
    return Turn(
        user=_sentence(rng, rng.randint(16, 24)),
        steps=steps,
        response=_sentence(rng, rng.randint(32, 48)),
    )


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


# --- backends -------------------------------------------------------------------------------


class Unavailable(Exception):
    """The backend cannot be used here (server down, driver missing)."""


@dataclass
class _Backend:
    """A store in private space, a way to measure its size, and the cleanup."""

    name: str
    store: SessionStore
    where: str
    size: Callable[[], dict[str, Any]]
    cleanup: Callable[[], None]
    notes: list[str] = field(default_factory=list)


def _reason(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {text[:300]}" if text else type(exc).__name__


@contextlib.contextmanager
def _sqlite_backend(directory: str | None) -> Iterator[_Backend]:
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
            yield _Backend(
                "sqlite",
                store,
                f"sqlite:///{path} (WAL, synchronous=FULL)",
                size,
                store.close,
            )
        finally:
            store.close()


@contextlib.contextmanager
def _postgres_backend(url: str) -> Iterator[_Backend]:
    from turnmem.errors import ConfigurationError, StoreError
    from turnmem.store.postgres import PostgresStore

    prefix = f"tmbench_{uuid.uuid4().hex[:12]}_"
    try:
        store = PostgresStore(url, prefix=prefix, connect_timeout=5)
    except (StoreError, ConfigurationError) as exc:
        raise Unavailable(_reason(exc)) from exc
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
        yield _Backend("postgres", store, f"{_redact(url)} [tables {prefix}*]", size, cleanup)
    finally:
        cleanup()


@contextlib.contextmanager
def _redis_backend(url: str) -> Iterator[_Backend]:
    from turnmem.errors import ConfigurationError, StoreError
    from turnmem.store.redis import RedisStore

    prefix = f"tmbench:{uuid.uuid4().hex[:12]}:"
    try:
        store = RedisStore(url, prefix=prefix)
    except ConfigurationError as exc:
        raise Unavailable(_reason(exc)) from exc
    try:
        store.list_sessions()  # the first round trip: fails here if the server is down
    except StoreError as exc:
        store.close()
        raise Unavailable(_reason(exc)) from exc
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
        yield _Backend("redis", store, f"{_redact(url)} [keys {prefix}*]", size, cleanup)
    finally:
        cleanup()


def _redact(url: str) -> str:
    """The URL without a password."""
    scheme, sep, rest = url.partition("://")
    creds, at, host = rest.rpartition("@")
    if not at or ":" not in creds:
        return url
    return f"{scheme}{sep}{creds.split(':', 1)[0]}:***@{host}"


# --- the run -------------------------------------------------------------------------------


def _drive(
    backend: _Backend,
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
    factories: dict[str, Callable[[], contextlib.AbstractContextManager[_Backend]]] = {
        "sqlite": lambda: _sqlite_backend(sqlite_dir),
        "postgres": lambda: _postgres_backend(pg_url),
        "redis": lambda: _redis_backend(rd_url),
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
            results[name] = {"status": f"error: {_reason(exc)}"}
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


# --- output --------------------------------------------------------------------------------


def _kib(n: float) -> str:
    return f"{n / 1024:,.0f} KiB"


def format_table(report: dict[str, Any]) -> str:
    """The results as a markdown table (one row per backend)."""
    cfg = report["config"]
    head = (
        f"turnmem store benchmark: {cfg['sessions']:,} sessions x {cfg['turns_per_session']} "
        f"turns = {cfg['total_turns']:,} turns, policy {cfg['policy']}, folder {cfg['folder']}"
    )
    cols = ["backend"]
    for op in OPS:
        cols += [f"{op} p50 ms", f"{op} p95 ms", f"{op} max ms"]
    cols += ["size / 1k turns", "wall s"]
    lines = [head, "", "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    notes: list[str] = []
    for name, res in report["backends"].items():
        if res["status"] != "ok":
            lines.append(f"| {name} | {res['status']} |" + " |" * (len(cols) - 2))
            continue
        cells = [name]
        for op in OPS:
            st = res["latency"][op]
            cells += [f"{st['median_ms']:.3f}", f"{st['p95_ms']:.3f}", f"{st['max_ms']:.1f}"]
        cells += [_kib(res["size"]["bytes_per_1000_turns"]), f"{res['wall_s']:.1f}"]
        lines.append("| " + " | ".join(cells) + " |")
        notes.append(f"- {name}: size = {res['size']['method']}")
        compact = res["size"]["parts"].get("bytes_after_vacuum_full")
        if compact:
            per_k = compact * 1000 / max(1, res["turns_written"])
            notes.append(f"  after VACUUM FULL: {_kib(per_k)} per 1,000 turns")
        growth = []
        for op in OPS:
            bands = res["latency_by_history"][op]
            if bands:
                growth.append(
                    f"{op} {bands[0]['median_ms']:.3f} -> {bands[-1]['median_ms']:.3f} ms"
                )
        notes.append(
            f"  median from the first to the last history band ({cfg['turns_per_session']} "
            f"turns): " + ", ".join(growth)
        )
    lines += ["", f"total wall time {report['wall_s']:.1f} s", *notes]
    return "\n".join(lines)


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


if __name__ == "__main__":
    raise SystemExit(main())
