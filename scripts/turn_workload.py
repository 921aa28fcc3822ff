"""A fixed per-turn workload of one preset, for instruction counts and profiles (issue 10).

    TURNMEM_DATA_DIR=../shared/data python scripts/turn_workload.py --preset sliding_window \
        --history 1000 --turns 1000

One memory (the overhead bench's runner: the bench's system prompt and budget) is grown to
``--history`` turns of MultiWOZ text and warmed by 50 turns, then ``--turns`` turns (add an
exchange, assemble the next context) run; ``--preset floor`` runs the bench's floor instead
(tokenizing the new exchange once). The work is the same for every checkout, so under::

    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \
        --toggle-collect=starmap_next python scripts/turn_workload.py ...

the instructions collected, over ``--turns``, are those of one turn, a count the machine's
load does not move: the timed turns run inside one ``itertools.starmap`` (which turnmem
never calls), so only they are collected. ``--profile`` prints cProfile's top functions of
the timed turns instead. To compare two checkouts run it with
``PYTHONPATH=/path/to/other/checkout`` in front.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
from collections import deque
from itertools import repeat, starmap
from pathlib import Path
from typing import Any

from turnmem.lab.bench._common import conversation_pairs
from turnmem.lab.bench.overhead import _FloorRunner, _TurnmemRunner
from turnmem.policy import MemoryPolicy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="sliding_window")
    parser.add_argument("--history", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=2000)
    parser.add_argument("--profile", action="store_true", help="print cProfile's top functions")
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    pairs, _ = conversation_pairs(data, args.history + args.turns + 60)
    runner: Any = (
        _FloorRunner(pairs)
        if args.preset == "floor"
        else _TurnmemRunner(MemoryPolicy.preset(args.preset), pairs)
    )
    runner.build_to(args.history)
    for _ in range(50):
        runner.step()
    gc.disable()
    prof = cProfile.Profile() if args.profile else None
    if prof is not None:
        prof.enable()
    deque(starmap(runner.step, repeat((), args.turns)), maxlen=0)
    if prof is not None:
        prof.disable()
        stats = pstats.Stats(prof)
        stats.sort_stats("tottime").print_stats(args.top)
    gc.enable()


if __name__ == "__main__":
    main()
