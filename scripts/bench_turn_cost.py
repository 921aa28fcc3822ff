"""Mean cost per turn of one preset against the tokenize-once floor, interleaved (issue 16).

A lighter companion of ``python -m turnmem.lab.bench --parts overhead`` for iterating on the
per-turn cost: one memory is grown to each history length, then blocks of consecutive turns
of the preset and of the floor (and of LangChain's ``trim_messages`` with ``--trim``) are
timed one after the other, so the ratios come from the same minutes of a shared machine.
Each figure is the mean per turn (folds amortised) in wall time and in the thread's CPU time
(``time.thread_time_ns``: what the memory itself spends, whatever the other processes do)::

    TURNMEM_DATA_DIR=../shared/data python scripts/bench_turn_cost.py --history 100 1000 5000

To compare two checkouts, run it once with ``PYTHONPATH=/path/to/other/checkout`` in front.
"""

from __future__ import annotations

import argparse
import gc
import os
import time
from pathlib import Path
from typing import Any

from turnmem.lab.bench._common import conversation_pairs, counter
from turnmem.lab.bench.overhead import _FloorRunner, _TrimRunner, _TurnmemRunner
from turnmem.policy import MemoryPolicy


def _block(runner: Any, turns: int) -> tuple[int, int]:
    """Wall and CPU nanoseconds of ``turns`` consecutive turns (the collector paused)."""
    gc.collect()
    gc.disable()
    try:
        wall, cpu = time.perf_counter_ns(), time.thread_time_ns()
        for _ in range(turns):
            runner.step()
        return time.perf_counter_ns() - wall, time.thread_time_ns() - cpu
    finally:
        gc.enable()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="structured")
    parser.add_argument("--history", type=int, nargs="+", default=[1000])
    parser.add_argument("--turns", type=int, default=400, help="timed turns per history")
    parser.add_argument("--block", type=int, default=8, help="turns per block (whole folds)")
    parser.add_argument("--trim", action="store_true", help="also time trim_messages")
    args = parser.parse_args()
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    longest = max(args.history) + args.turns + 2 * args.block + 2
    pairs, source = conversation_pairs(data, longest)
    print(f"{source}; {args.preset}, {args.turns} turns per history, blocks of {args.block}")
    policy = MemoryPolicy.preset(args.preset)
    preset = _TurnmemRunner(policy, pairs)
    for history in sorted(args.history):
        preset.build_to(history)
        runners: dict[str, Any] = {args.preset: preset, "floor": _FloorRunner(pairs)}
        if args.trim:
            runners["trim_messages"] = _TrimRunner(pairs, counter())
        for runner in runners.values():
            runner.build_to(preset.n)
            _block(runner, args.block)  # warm-up, not kept
        totals = {name: [0, 0] for name in runners}
        blocks = max(1, args.turns // args.block)
        for _ in range(blocks):
            for name, runner in runners.items():
                wall, cpu = _block(runner, args.block)
                totals[name][0] += wall
                totals[name][1] += cpu
        n = blocks * args.block
        mean = {name: (w / n / 1e3, c / n / 1e3) for name, (w, c) in totals.items()}
        floor_wall, floor_cpu = mean["floor"]
        parts = [f"{name} {w:,.0f} µs ({c:,.0f} cpu)" for name, (w, c) in mean.items()]
        own_wall, own_cpu = mean[args.preset]
        ratios = f"{args.preset} / floor: {own_wall / floor_wall:.0f}x wall, "
        ratios += f"{own_cpu / floor_cpu:.0f}x cpu"
        if "trim_messages" in mean:
            ratios += f"; trim_messages / {args.preset}: {mean['trim_messages'][0] / own_wall:.1f}x"
        load = os.getloadavg()[0]
        print(f"{history:>6,} turns: " + ", ".join(parts) + f" | {ratios} | load {load:.2f}")


if __name__ == "__main__":
    main()
