"""cProfile of a preset's turns at a history length, on real dialogue (issue 16).

    TURNMEM_DATA_DIR=../shared/data python scripts/profile_fold.py --history 1000 --turns 1000

One memory is grown to ``--history`` turns, warmed by 50 turns, then ``--turns`` turns (add an
exchange, assemble the next context) run under the profiler with the collector paused; the
top functions by cumulative and by own time are printed.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
from pathlib import Path

from turnmem.lab.bench._common import conversation_pairs
from turnmem.lab.bench.overhead import _TurnmemRunner
from turnmem.policy import MemoryPolicy

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="structured")
    parser.add_argument("--history", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--top", type=int, default=45)
    args = parser.parse_args()
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    pairs, _ = conversation_pairs(data, 6000)
    runner = _TurnmemRunner(MemoryPolicy.preset(args.preset), pairs)
    runner.build_to(args.history)
    for _ in range(50):
        runner.step()
    gc.disable()
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(args.turns):
        runner.step()
    prof.disable()
    gc.enable()
    stats = pstats.Stats(prof)
    stats.sort_stats("cumulative").print_stats(args.top)
    stats.sort_stats("tottime").print_stats(args.top)
