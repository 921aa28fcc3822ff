"""cProfile of a preset's turns at a history length, on real dialogue (issue 16).

    TURNMEM_DATA_DIR=../shared/data python scripts/profile_fold.py --history 1000 --turns 1000

One memory is grown to ``--history`` turns, warmed by 50 turns, then ``--turns`` turns (add an
exchange, assemble the next context) run under the profiler with the collector paused; the
top functions by cumulative and by own time are printed. With ``--summary`` only the rolling
summary's builds are profiled, and what they did is counted: lines aged and merged (memo
misses: each a line not aged or merged before), lines counted, tokenizer calls.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
from collections import Counter
from pathlib import Path
from typing import Any

from turnmem.fold.rules import folder, summary
from turnmem.lab.bench._common import conversation_pairs
from turnmem.lab.bench.overhead import _TurnmemRunner
from turnmem.policy import MemoryPolicy


def _count_summary_work(prof: cProfile.Profile, runner: _TurnmemRunner) -> Counter[str]:
    """Profile only inside build_summary; count its aging, merging, counting and encoding."""
    work: Counter[str] = Counter()
    real = {n: getattr(summary, n) for n in ("build_summary", "_aged_line", "_merged_line")}
    real_count = summary._count

    def build(*args: Any) -> str:
        work["folds"] += 1
        prof.enable()
        try:
            return str(real["build_summary"](*args))
        finally:
            prof.disable()

    def spy(name: str) -> Any:
        def call(*args: Any) -> Any:
            work[name] += 1
            return real[name](*args)

        return call

    def count(text: str, counter: Any) -> int:
        work["lines counted"] += 1
        return real_count(text, counter)

    folder.build_summary = build  # type: ignore[assignment]
    summary._aged_line = spy("_aged_line")
    summary._merged_line = spy("_merged_line")
    summary._count = count
    tc = runner.mem._folder.counter  # type: ignore[attr-defined]
    encode = tc._encode_count

    def encoded(text: str) -> int:
        work["tokenizer calls (whole turn)"] += 1
        return encode(text)

    tc._encode_count = encoded
    return work


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="structured")
    parser.add_argument("--history", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--top", type=int, default=45)
    parser.add_argument("--summary", action="store_true", help="profile build_summary only")
    args = parser.parse_args()
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    pairs, _ = conversation_pairs(data, 6000)
    runner = _TurnmemRunner(MemoryPolicy.preset(args.preset), pairs)
    runner.build_to(args.history)
    for _ in range(50):
        runner.step()
    gc.disable()
    prof = cProfile.Profile()
    work = _count_summary_work(prof, runner) if args.summary else None
    if work is None:
        prof.enable()
    for _ in range(args.turns):
        runner.step()
    if work is None:
        prof.disable()
    gc.enable()
    stats = pstats.Stats(prof)
    stats.sort_stats("cumulative").print_stats(args.top)
    stats.sort_stats("tottime").print_stats(args.top)
    if work is not None:
        folds = max(work["folds"], 1)
        for name, n in sorted(work.items()):
            print(f"{name}: {n} ({n / folds:.1f} per fold)")
