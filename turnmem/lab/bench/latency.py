"""Per-turn latency of add + context with a slow LLM folder: inline vs background vs no LLM.

The folder is the real instructor + openai stack against :class:`FakeOpenAIServer` on
127.0.0.1, which answers every fold after ``--delay`` seconds (1.5 by default, a typical
summarisation call). Each mode replays the same turns (a ~20-word user message, a ~40-word
reply, every third turn a ~1 KB tool observation) through one ``TurnMemory`` with
``MemoryPolicy.structured(fold_batch=4)`` and times, per turn, ``add_messages`` followed by
``context``. Reported per mode: p50 / p99 / max in ms, the folds that ran, the wall time, and
the machine's load average before and after (all modes in the same run).

* ``no-llm``: the offline folder, inline (the floor);
* ``inline``: the LLM folder with ``fold_mode="inline"``: every fourth turn waits for a fold;
* ``background``: the same folder with ``fold_mode="background"``: the worker folds.

Run::

    python -m turnmem.lab.bench.latency                  # 1,000 turns, delay 1.5 s
    python -m turnmem.lab.bench.latency --turns 200 --out latency.json
    python -m turnmem.lab.bench.latency --turns 200 --pause 0.1   # an agent's pace

``--pause`` sleeps (untimed) between turns, as an agent waiting on its model would; without
it turns arrive back to back, faster than folds return, so the background worker folds fewer,
larger batches.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
from pathlib import Path
from typing import Any

from turnmem.lab.bench._lag import emit, names_arg, summary, timing, wall_and_load
from turnmem.lab.bench.stores import make_turn
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.tokens import TokenCounter

__all__ = ["MODES", "format_table", "main", "run_latency"]

MODES = ("no-llm", "inline", "background")
BUDGET = 4000


def _answer(delay: float) -> Any:
    from turnmem.testing import Delay, ToolCallReply

    reply = ToolCallReply(
        {"summary": "The user is planning trips and checking orders.", "updates": []},
        prompt_tokens=600,
        completion_tokens=40,
    )
    return lambda body: Delay(delay, reply)


def _run_mode(mode: str, turns: int, delay: float, server: Any, pause: float) -> dict[str, Any]:
    policy = MemoryPolicy.structured(
        fold_batch=4, budget=BUDGET, fold_mode="background" if mode == "background" else "inline"
    )
    client = server.client(timeout=60, max_retries=0) if mode != "no-llm" else None
    llm: Any = "rule"
    if client is not None:
        import instructor

        llm = instructor.from_openai(client)
    memory = TurnMemory(policy=policy, counter=TokenCounter("gpt-4o"), llm=llm)
    rng = random.Random(7)
    script = [make_turn(rng, n) for n in range(turns)]  # made before the clock starts
    samples: list[float] = []
    load_before = os.getloadavg()
    start = time.perf_counter()
    for turn in script:
        t0 = time.perf_counter()
        memory.add_messages(turn.to_messages())
        memory.context("What is the status?", budget=BUDGET)
        samples.append(time.perf_counter() - t0)
        if pause:
            time.sleep(pause)  # the agent waiting on its model (not timed)
    added = time.perf_counter() - start
    memory.wait()
    wall = time.perf_counter() - start
    kinds = [e.kind for e in memory.events]
    memory.close()
    if client is not None:
        client.close()
    return {
        "per_turn": summary(samples),
        "folds": kinds.count("fold"),
        "fallbacks": kinds.count("fallback"),
        "llm_requests": memory.usage.requests,
        "adds_s": round(added, 2),
        **timing(wall, load_before, os.getloadavg()),
    }


def run_latency(
    *, turns: int = 1000, delay: float = 1.5, modes: tuple[str, ...] = MODES, pause: float = 0.0
) -> dict[str, Any]:
    """Run each mode on the same turns against one fake endpoint."""
    from turnmem.testing import FakeOpenAIServer

    report: dict[str, Any] = {
        "config": {
            "turns": turns,
            "fold_batch": 4,
            "delay_s": delay,
            "budget": BUDGET,
            "pause_s": pause,
        },
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version()},
        "modes": {},
    }
    with FakeOpenAIServer(responder=_answer(delay)) as server:
        for mode in modes:
            report["modes"][mode] = _run_mode(mode, turns, delay, server, pause)
    return report


def format_table(report: dict[str, Any]) -> str:
    """The report as a fixed-width text table."""
    cfg = report["config"]
    lines = [
        f"add + context per turn, {cfg['turns']} turns, fold_batch={cfg['fold_batch']}, "
        f"fold answered after {cfg['delay_s']} s, pause {cfg['pause_s']} s between turns, "
        f"{report['machine']['cpus']} CPUs",
        f"{'mode':<12}{'p50 ms':>9}{'p99 ms':>10}{'max ms':>10}{'folds':>7}{'adds s':>8}"
        f"{'wall s':>8}  load avg before -> after",
    ]
    for mode, res in report["modes"].items():
        lat = res["per_turn"]
        lines.append(
            f"{mode:<12}{lat['p50_ms']:>9.2f}{lat['p99_ms']:>10.2f}{lat['max_ms']:>10.2f}"
            f"{res['folds']:>7}{res['adds_s']:>8.1f}" + wall_and_load(res)
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(
        prog="python -m turnmem.lab.bench.latency", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--delay", type=float, default=1.5, help="seconds per fold answer")
    parser.add_argument("--pause", type=float, default=0.0, help="untimed seconds between turns")
    parser.add_argument("--modes", default=",".join(MODES), help=f"subset of {', '.join(MODES)}")
    parser.add_argument("--out", type=Path, default=None, help="also write the JSON report")
    args = parser.parse_args(argv)
    modes = names_arg(parser, args.modes, MODES, "modes")
    report = run_latency(turns=args.turns, delay=args.delay, modes=modes, pause=args.pause)
    return emit(report, format_table(report), args.out)


if __name__ == "__main__":
    sys.exit(main())
