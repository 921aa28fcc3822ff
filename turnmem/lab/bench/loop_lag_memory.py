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
all run in the process, on the library's CPU lane thread (not on the loop, but under the
same GIL).

Start-up is every memory's ``open`` (the store, the encoding, the imports) and one throwaway
session's first fold (the HTTP stack's and the response model's first use); its lag is
measured and reported apart (``startup``). The goal's lag is the one after it: every turn and
every background fold of the sessions. At the end of start-up the bench, as a server would,
calls ``gc.freeze()`` (``--no-gc-freeze`` to skip): the ~200k objects the imports leave
(openai's and pydantic's classes) are then not walked again by every full collection, which
holds the GIL for ~250 ms on this machine whatever the library does.

GIL switch interval (``--switch-interval``, ms; default: the interpreter's, 5 ms): the
library's CPU work runs on one lane thread (:mod:`turnmem.store.aio.offload`), and while
that thread runs Python the loop waits up to one interval each time it takes the GIL back
(after every ``select`` and every C call that released it). The bench sets
``sys.setswitchinterval`` for its own process only when asked, as a server would at start-up;
the library never changes it. ``--switch-interval 1`` is the setting the README's figures
compare with the default.

Reported per backend: lag p50 / p99 / max over every tick, per-turn latency, folds, wall
time and the load average before and after.

Run::

    python -m turnmem.lab.bench.loop_lag_memory                  # 50 sessions x 20 turns
    python -m turnmem.lab.bench.loop_lag_memory --sessions 10 --turns 8 --backends sqlite
    python -m turnmem.lab.bench.loop_lag_memory --switch-interval 1   # GIL switch every 1 ms
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from turnmem.errors import ConfigurationError, StoreError
from turnmem.lab.bench import _lag
from turnmem.lab.bench.loop_lag import BACKENDS, PAUSE_SECONDS, _opened
from turnmem.lab.bench.stores import make_turn
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


async def _start_up(store: Any, sessions: int, client: Any) -> list[AsyncTurnMemory[Any]]:
    """Open every session, then fold once in a throwaway one (first use of the HTTP stack
    and the fold response model)."""
    import instructor

    policy = MemoryPolicy.structured(fold_batch=4, fold_mode="background")
    memories: list[AsyncTurnMemory[Any]] = [
        await AsyncTurnMemory.open(
            store=store, session_id=f"m{i:03d}", policy=policy, llm=instructor.from_openai(client)
        )
        for i in range(sessions)
    ]
    warm = await AsyncTurnMemory.open(
        store=store, session_id="warm-up", policy=policy, llm=instructor.from_openai(client)
    )
    for n in range(9):
        await warm.context("warm up", budget=4000)
        await warm.add_messages(make_turn(random.Random(n), n).to_messages())
    await warm.wait(timeout=120)
    await warm.close()
    return memories


async def _run_backend(
    backend: str,
    sessions: int,
    turns: int,
    base_url: str,
    pg_url: str,
    redis_url: str,
    gc_freeze: bool = True,
) -> dict[str, Any]:
    try:
        async with _opened(backend, pg_url, redis_url) as (store, where):
            async with _lag.ticking() as boot:  # start-up, measured apart
                from openai import AsyncOpenAI

                client = AsyncOpenAI(base_url=base_url, api_key="fake", max_retries=0, timeout=60)
                memories = await _start_up(store, sessions, client)
            if gc_freeze:
                gc.collect()
                gc.freeze()
            scripts = _lag.session_scripts(sessions, turns)
            samples: list[float] = []
            async with _lag.ticking() as run:
                await asyncio.gather(
                    *(
                        _session(memory, script, i, samples)
                        for i, (memory, script) in enumerate(zip(memories, scripts, strict=True))
                    )
                )
                for memory in memories:
                    await memory.wait(timeout=120)
            folds = sum(e.kind == "fold" for m in memories for e in m.events)
            fallbacks = sum(e.kind == "fallback" for m in memories for e in m.events)
            for memory in memories:
                await memory.close()
            await client.close()
    except (StoreError, ConfigurationError, OSError) as exc:
        return _lag.unavailable(exc)
    finally:
        if gc_freeze:
            gc.unfreeze()  # the next backend starts from the same state
    return {
        "status": "ok",
        "store": where,
        "startup": {"lag": _lag.summary(boot.lags), "wall_s": round(boot.wall, 2)},
        "lag": _lag.summary(run.lags),
        "turn": _lag.summary(samples),
        "folds": folds,
        "fallbacks": fallbacks,
        **run.timing(),
    }


def run_memory_loop_lag(
    *,
    sessions: int = 50,
    turns: int = 20,
    fold_delay: float = 1.5,
    backends: tuple[str, ...] = BACKENDS,
    baseline_seconds: float = 3.0,
    gc_freeze: bool = True,
    switch_interval_ms: float | None = None,
) -> dict[str, Any]:
    """Run each backend in turn (a fresh loop each), after the idle-ticker baseline;
    ``gc_freeze``: freeze the objects start-up left before the measured run;
    ``switch_interval_ms``: ``sys.setswitchinterval`` for the run, restored after (module
    doc)."""
    pg_url, rd_url = _lag.bench_urls(None, None)
    previous_interval = sys.getswitchinterval()
    if switch_interval_ms is not None:
        if switch_interval_ms <= 0:
            raise ValueError(f"switch_interval_ms must be > 0, got {switch_interval_ms}")
        sys.setswitchinterval(switch_interval_ms / 1000)
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
                "gc_freeze_after_startup": gc_freeze,
                "switch_interval_ms": round(sys.getswitchinterval() * 1000, 3),
            },
            "machine": {"cpus": os.cpu_count()},
            "backends": {},
        }
        if baseline_seconds > 0:
            report["baseline"] = asyncio.run(_lag.idle_baseline(baseline_seconds))
        for backend in backends:
            report["backends"][backend] = asyncio.run(
                _run_backend(backend, sessions, turns, base_url, pg_url, rd_url, gc_freeze)
            )
        return report
    finally:
        sys.setswitchinterval(previous_interval)
        if server.stdin is not None:
            server.stdin.close()
        server.wait(timeout=30)
        if server.stdout is not None:
            server.stdout.close()


def _cells(res: Mapping[str, Any]) -> str:
    boot = res["startup"]["lag"]
    return (
        f"{res['turn']['p99_ms']:>10.2f}{res['folds']:>7}"
        f"{boot['p99_ms']:>10.1f}{boot['max_ms']:>10.1f}"
    )


def format_table(report: dict[str, Any]) -> str:
    """The report as a fixed-width text table."""
    cfg = report["config"]
    return _lag.lag_table(
        report,
        title=f"event-loop lag, {cfg['sessions']} AsyncTurnMemory sessions x "
        f"{cfg['turns_per_session']} turns, background LLM folds ({cfg['fold_delay_s']} s), "
        f"pause {cfg['pause_s'][0]}-{cfg['pause_s'][1]} s, {report['machine']['cpus']} CPUs"
        f"{', gc frozen after start-up' if cfg['gc_freeze_after_startup'] else ''}, GIL "
        f"switch interval {cfg['switch_interval_ms']:g} ms; lag after "
        "start-up, then start-up's own (boot)",
        width=10,
        columns=f"{'turn p99':>10}{'folds':>7}{'boot p99':>10}{'boot max':>10}",
        load_label="load avg",
        idle_note="the ticker alone",
        cells=_cells,
    )


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
    parser.add_argument(
        "--no-gc-freeze",
        action="store_true",
        help="do not gc.freeze() the objects start-up left (see the module doc)",
    )
    parser.add_argument(
        "--switch-interval",
        type=float,
        default=None,
        metavar="MS",
        help="sys.setswitchinterval for this process, in ms (default: the interpreter's, 5 ms;"
        " see the module doc)",
    )
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    if args.switch_interval is not None and args.switch_interval <= 0:
        parser.error("--switch-interval must be > 0")
    backends = _lag.names_arg(parser, args.backends, BACKENDS, "backends")
    report = run_memory_loop_lag(
        sessions=args.sessions,
        turns=args.turns,
        fold_delay=args.fold_delay,
        backends=backends,
        baseline_seconds=args.baseline_seconds,
        gc_freeze=not args.no_gc_freeze,
        switch_interval_ms=args.switch_interval,
    )
    return _lag.emit(report, format_table(report), args.out)


if __name__ == "__main__":
    sys.exit(main())
