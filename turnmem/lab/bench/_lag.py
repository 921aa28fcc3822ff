"""What the latency and event-loop lag benchmarks share: the ticker, the percentile summary,
the session scripts, the timing and load-average fields and the table cells built from them.

Nothing here measures by itself; :mod:`~turnmem.lab.bench.loop_lag`,
:mod:`~turnmem.lab.bench.loop_lag_memory` and :mod:`~turnmem.lab.bench.latency` do.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from turnmem.lab.bench.stores import DEFAULT_POSTGRES_URL, DEFAULT_REDIS_URL, make_turn
from turnmem.turn import Turn

__all__ = [
    "TICK_SECONDS",
    "Ticking",
    "bench_urls",
    "emit",
    "idle_baseline",
    "lag_table",
    "names_arg",
    "session_scripts",
    "summary",
    "ticker",
    "ticking",
    "timing",
    "unavailable",
    "wall_and_load",
]

TICK_SECONDS = 0.005


def _pct(sorted_ms: Sequence[float], q: float) -> float:
    if not sorted_ms:
        return 0.0
    return sorted_ms[min(len(sorted_ms) - 1, int(q * len(sorted_ms)))]


def summary(samples: list[float]) -> dict[str, float | int]:
    """Count, p50, p99 and max of ``samples`` (seconds), in ms."""
    ms = sorted(s * 1000 for s in samples)
    return {
        "n": len(ms),
        "p50_ms": round(_pct(ms, 0.50), 3),
        "p99_ms": round(_pct(ms, 0.99), 3),
        "max_ms": round(ms[-1], 3) if ms else 0.0,
    }


async def ticker(lags: list[float], stop: asyncio.Event) -> None:
    """Ask the loop for a wake-up every tick until ``stop``; record how late each one comes."""
    while not stop.is_set():
        asked = time.perf_counter()
        await asyncio.sleep(TICK_SECONDS)
        lags.append(max(0.0, time.perf_counter() - asked - TICK_SECONDS))


def timing(
    wall: float, load_before: Sequence[float], load_after: Sequence[float]
) -> dict[str, Any]:
    """The report fields ``wall_s``, ``loadavg_before`` and ``loadavg_after``, rounded."""
    return {
        "wall_s": round(wall, 2),
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in load_after],
    }


@dataclass
class Ticking:
    """The lags a :func:`ticking` block saw, its wall time and the load average around it."""

    load_before: tuple[float, float, float]
    lags: list[float] = field(default_factory=list)
    wall: float = 0.0
    load_after: tuple[float, float, float] = (0.0, 0.0, 0.0)

    def timing(self) -> dict[str, Any]:
        """See :func:`timing`."""
        return timing(self.wall, self.load_before, self.load_after)


@contextlib.asynccontextmanager
async def ticking() -> AsyncIterator[Ticking]:
    """Run the ticker (and the clock) for the block; the ticker stops on the way out."""
    run = Ticking(load_before=os.getloadavg())
    stop = asyncio.Event()
    start = time.perf_counter()
    task = asyncio.create_task(ticker(run.lags, stop))
    try:
        yield run
    finally:
        stop.set()
        await task
        run.wall = time.perf_counter() - start
        run.load_after = os.getloadavg()


async def idle_baseline(seconds: float) -> dict[str, Any]:
    """The ticker alone on an idle loop: the lag the machine itself causes (other load)."""
    lags: list[float] = []
    stop = asyncio.Event()
    task = asyncio.create_task(ticker(lags, stop))
    await asyncio.sleep(seconds)
    stop.set()
    await task
    return {"status": "ok", "store": "none (idle loop)", "lag": summary(lags)}


def session_scripts(sessions: int, turns: int) -> list[list[Turn]]:
    """The turns of each session, the same for every backend (seeded by session and turn)."""
    return [
        [make_turn(random.Random(i * 7919 + n), n) for n in range(turns)] for i in range(sessions)
    ]


def bench_urls(postgres_url: str | None, redis_url: str | None) -> tuple[str, str]:
    """The PostgreSQL and Redis URLs: given, else ``TURNMEM_BENCH_*_URL``, else the defaults."""
    pg_url = postgres_url or os.environ.get("TURNMEM_BENCH_POSTGRES_URL") or DEFAULT_POSTGRES_URL
    rd_url = redis_url or os.environ.get("TURNMEM_BENCH_REDIS_URL") or DEFAULT_REDIS_URL
    return pg_url, rd_url


def unavailable(exc: BaseException) -> dict[str, Any]:
    """A backend's result when its store could not be opened or used."""
    return {"status": f"unavailable: {type(exc).__name__}: {' '.join(str(exc).split())[:200]}"}


def wall_and_load(res: Mapping[str, Any]) -> str:
    """The last table cells: wall time, then the load average before and after."""
    return f"{res['wall_s']:>8.1f}  {res['loadavg_before']} -> {res['loadavg_after']}"


def _lag_cells(name: str, width: int, lag: Mapping[str, Any]) -> str:
    return (
        f"{name:<{width}}{lag['n']:>7}{lag['p50_ms']:>9.2f}{lag['p99_ms']:>9.2f}"
        f"{lag['max_ms']:>9.2f}"
    )


def lag_table(
    report: Mapping[str, Any],
    *,
    title: str,
    width: int,
    columns: str,
    load_label: str,
    idle_note: str,
    cells: Callable[[Mapping[str, Any]], str],
) -> str:
    """A lag report as a fixed-width text table: ``title``, the column names, the idle
    baseline (when run), then one row per backend.

    A backend row is its name (``width`` wide), the lag cells, ``cells(result)`` (under
    ``columns``) and :func:`wall_and_load`; an unavailable backend shows its status instead.
    """
    lines = [
        title,
        f"{'backend':<{width}}{'ticks':>7}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}{columns}"
        f"{'wall s':>8}  {load_label} before -> after",
    ]
    if "baseline" in report:
        lines.append(_lag_cells("(idle)", width, report["baseline"]["lag"]) + f"  {idle_note}")
    for name, res in report["backends"].items():
        if res["status"] != "ok":
            lines.append(f"{name:<{width}}{res['status']}")
            continue
        lines.append(_lag_cells(name, width, res["lag"]) + cells(res) + wall_and_load(res))
    return "\n".join(lines)


def names_arg(
    parser: argparse.ArgumentParser, text: str, known: Sequence[str], what: str
) -> tuple[str, ...]:
    """The comma-separated names of ``text``; one not in ``known`` is a usage error."""
    names = tuple(b.strip() for b in text.split(",") if b.strip())
    unknown = sorted(set(names) - set(known))
    if unknown:
        parser.error(f"unknown {what} {unknown}; choose from {', '.join(known)}")
    return names


def emit(report: Mapping[str, Any], table: str, out: Path | None) -> int:
    """Print ``table``; also write ``report`` as JSON to ``out`` when given. The exit code."""
    print(table)
    if out is not None:
        out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0
