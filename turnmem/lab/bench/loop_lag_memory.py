"""Event-loop lag under concurrent ``AsyncTurnMemory`` sessions, background LLM folds included.

The memory-level twin of :mod:`turnmem.lab.bench.loop_lag` (same ticker, same private store
space per backend): ``--sessions`` sessions, each an ``AsyncTurnMemory`` opened with
``await AsyncTurnMemory.open`` on one shared async store, run as an agent would: per turn
``await memory.context(user)`` then ``await memory.add_messages(turn)``, then a pause of
0.2-0.6 s (the agent waiting on its model). Folds go to the real instructor + openai async
stack against :class:`FakeOpenAIServer`, run in a separate process (so its HTTP threads do
not share this process's GIL, as a remote endpoint would not), answering each fold after
``--fold-delay`` seconds; ``MemoryPolicy.structured(fold_batch=4)``, so folds run in the
background task of each memory. Token counting, assembly, fold prompts and response parsing
all run on the loop.

Start-up (the store, every memory's ``open``, the encoding, the imports, one throwaway
session's first fold) happens before the ticker starts; the lag after it includes every turn
and every background fold.
Reported per backend: lag p50 / p99 / max over every tick, per-turn latency, folds, wall
time and the load average before and after.

Run::

    python -m turnmem.lab.bench.loop_lag_memory                  # 50 sessions x 20 turns
    python -m turnmem.lab.bench.loop_lag_memory --sessions 10 --turns 8 --backends sqlite
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from turnmem.errors import ConfigurationError, StoreError
from turnmem.lab.bench.loop_lag import (
    BACKENDS,
    PAUSE_SECONDS,
    _baseline,
    _opened,
    _summary,
    _ticker,
)
from turnmem.lab.bench.stores import DEFAULT_POSTGRES_URL, DEFAULT_REDIS_URL, make_turn
from turnmem.memory.drivers import AsyncTurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.turn import Turn

__all__ = ["main", "run_memory_loop_lag"]

_SERVER = """
import sys, time
from turnmem.testing import Delay, FakeOpenAIServer, ToolCallReply
reply = ToolCallReply({"summary": "The user books trips and checks orders.", "updates": []})
with FakeOpenAIServer(responder=lambda body: Delay(float(sys.argv[1]), reply)) as server:
    print(server.base_url, flush=True)
    sys.stdin.read()
"""


async def _session(
    memory: AsyncTurnMemory[Any], turns: list[Turn], seed: int, samples: list[float]
) -> None:
    rng = random.Random(seed)
    await asyncio.sleep(rng.uniform(0, PAUSE_SECONDS[1]))  # spread the starts
    for turn in turns:
        start = time.perf_counter()
        await memory.context(turn.user or "go on", budget=4000)
        await memory.add_messages(turn.to_messages())
        samples.append(time.perf_counter() - start)
        await asyncio.sleep(rng.uniform(*PAUSE_SECONDS))


async def _run_backend(
    backend: str, sessions: int, turns: int, base_url: str, pg_url: str, redis_url: str
) -> dict[str, Any]:
    from openai import AsyncOpenAI

    try:
        async with _opened(backend, pg_url, redis_url) as (store, where):
            client = AsyncOpenAI(base_url=base_url, api_key="fake", max_retries=0, timeout=60)
            scripts = [
                [make_turn(random.Random(i * 7919 + n), n) for n in range(turns)]
                for i in range(sessions)
            ]
            import instructor

            policy = MemoryPolicy.structured(fold_batch=4, fold_mode="background")
            memories: list[AsyncTurnMemory[Any]] = [  # start-up: before the ticker
                await AsyncTurnMemory.open(
                    store=store,
                    session_id=f"m{i:03d}",
                    policy=policy,
                    llm=instructor.from_openai(client),
                )
                for i in range(sessions)
            ]
            # Start-up also means first use: one throwaway session folds once (lazy imports of
            # the HTTP stack, the fold response model) before the clock starts.
            warm = await AsyncTurnMemory.open(
                store=store, session_id="warm-up", policy=policy, llm=instructor.from_openai(client)
            )
            for n in range(9):
                await warm.context("warm up", budget=4000)
                await warm.add_messages(make_turn(random.Random(n), n).to_messages())
            await warm.wait(timeout=120)
            await warm.close()
            lags: list[float] = []
            samples: list[float] = []
            stop = asyncio.Event()
            load_before = os.getloadavg()
            start = time.perf_counter()
            ticker = asyncio.create_task(_ticker(lags, stop))
            await asyncio.gather(
                *(
                    _session(memory, script, i, samples)
                    for i, (memory, script) in enumerate(zip(memories, scripts, strict=True))
                )
            )
            for memory in memories:
                await memory.wait(timeout=120)
            stop.set()
            await ticker
            wall = time.perf_counter() - start
            load_after = os.getloadavg()
            folds = sum(e.kind == "fold" for m in memories for e in m.events)
            fallbacks = sum(e.kind == "fallback" for m in memories for e in m.events)
            for memory in memories:
                await memory.close()
            await client.close()
    except (StoreError, ConfigurationError, OSError) as exc:
        return {"status": f"unavailable: {type(exc).__name__}: {' '.join(str(exc).split())[:200]}"}
    return {
        "status": "ok",
        "store": where,
        "lag": _summary(lags),
        "turn": _summary(samples),
        "folds": folds,
        "fallbacks": fallbacks,
        "wall_s": round(wall, 2),
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in load_after],
    }


def run_memory_loop_lag(
    *,
    sessions: int = 50,
    turns: int = 20,
    fold_delay: float = 1.5,
    backends: tuple[str, ...] = BACKENDS,
    baseline_seconds: float = 3.0,
) -> dict[str, Any]:
    """Run each backend in turn (a fresh loop each), after the idle-ticker baseline."""
    pg_url = os.environ.get("TURNMEM_BENCH_POSTGRES_URL") or DEFAULT_POSTGRES_URL
    rd_url = os.environ.get("TURNMEM_BENCH_REDIS_URL") or DEFAULT_REDIS_URL
    server = subprocess.Popen(
        [sys.executable, "-c", _SERVER, str(fold_delay)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        base_url = server.stdout.readline().strip()
        report: dict[str, Any] = {
            "config": {
                "sessions": sessions,
                "turns_per_session": turns,
                "fold_batch": 4,
                "fold_delay_s": fold_delay,
                "pause_s": list(PAUSE_SECONDS),
            },
            "machine": {"cpus": os.cpu_count()},
            "backends": {},
        }
        if baseline_seconds > 0:
            report["baseline"] = asyncio.run(_baseline(baseline_seconds))
        for backend in backends:
            report["backends"][backend] = asyncio.run(
                _run_backend(backend, sessions, turns, base_url, pg_url, rd_url)
            )
        return report
    finally:
        if server.stdin is not None:
            server.stdin.close()
        server.wait(timeout=30)
        if server.stdout is not None:
            server.stdout.close()


def format_table(report: dict[str, Any]) -> str:
    """The report as a fixed-width text table."""
    cfg = report["config"]
    lines = [
        f"event-loop lag, {cfg['sessions']} AsyncTurnMemory sessions x "
        f"{cfg['turns_per_session']} turns, background LLM folds ({cfg['fold_delay_s']} s), "
        f"pause {cfg['pause_s'][0]}-{cfg['pause_s'][1]} s, {report['machine']['cpus']} CPUs",
        f"{'backend':<10}{'ticks':>7}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}{'turn p99':>10}"
        f"{'folds':>7}{'wall s':>8}  load avg before -> after",
    ]
    if "baseline" in report:
        lag = report["baseline"]["lag"]
        lines.append(
            f"{'(idle)':<10}{lag['n']:>7}{lag['p50_ms']:>9.2f}{lag['p99_ms']:>9.2f}"
            f"{lag['max_ms']:>9.2f}  the ticker alone"
        )
    for name, res in report["backends"].items():
        if res["status"] != "ok":
            lines.append(f"{name:<10}{res['status']}")
            continue
        lag = res["lag"]
        lines.append(
            f"{name:<10}{lag['n']:>7}{lag['p50_ms']:>9.2f}{lag['p99_ms']:>9.2f}"
            f"{lag['max_ms']:>9.2f}{res['turn']['p99_ms']:>10.2f}{res['folds']:>7}"
            f"{res['wall_s']:>8.1f}  {res['loadavg_before']} -> {res['loadavg_after']}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(
        prog="python -m turnmem.lab.bench.loop_lag_memory", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--fold-delay", type=float, default=1.5)
    parser.add_argument("--backends", default=",".join(BACKENDS))
    parser.add_argument("--baseline-seconds", type=float, default=3.0)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    backends = tuple(b.strip() for b in args.backends.split(",") if b.strip())
    unknown = sorted(set(backends) - set(BACKENDS))
    if unknown:
        parser.error(f"unknown backends {unknown}; choose from {', '.join(BACKENDS)}")
    report = run_memory_loop_lag(
        sessions=args.sessions,
        turns=args.turns,
        fold_delay=args.fold_delay,
        backends=backends,
        baseline_seconds=args.baseline_seconds,
    )
    print(format_table(report))
    if args.out is not None:
        args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
