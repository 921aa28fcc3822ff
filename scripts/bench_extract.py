"""Thread CPU of the offline folder's extraction alone, replayed on a fixed workload (issue 16).

    TURNMEM_DATA_DIR=../shared/data python scripts/bench_extract.py --history 1000 --turns 400

One ``structured`` memory is grown to ``--history`` turns of real dialogue (MultiWOZ 2.1 val in
corpus order), then ``--turns`` turns run while the (state, turns) of every extraction the
folds make are kept. Those extractions are then replayed ``--rounds`` times with the folder's
per-text memos emptied before each round, so every round reads every turn afresh as a live
session does; printed: the mean thread CPU per turn of the best round and of the median one.
The workload is the same for every checkout (the same data, the same turns), so the replay
is also a fixed workload for ``valgrind --tool=callgrind``: the instructions of ``--rounds 3``
less those of ``--rounds 1`` are two replays; with ``--rounds 0`` only the turns run (whole
turns: ``--turns 300`` less ``--turns 100`` are 200 of them). To compare two
checkouts run it with ``PYTHONPATH=/path/to/other/checkout`` in front, alternating.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from turnmem.fold.rules import folder
from turnmem.fold.rules.memo import Memo
from turnmem.lab.bench._common import conversation_pairs
from turnmem.lab.bench.overhead import _TurnmemRunner
from turnmem.policy import MemoryPolicy


def _capture(history: int, turns: int) -> list[tuple[Any, list[Any]]]:
    """The (state, turns) of every extraction the folds of ``turns`` turns make."""
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    pairs, _ = conversation_pairs(data, 6000)
    runner = _TurnmemRunner(MemoryPolicy.preset("structured"), pairs)
    runner.build_to(history)
    for _ in range(20):
        runner.step()
    calls: list[tuple[Any, list[Any]]] = []
    real = folder._extract

    def keep(state: Any, batch: Any) -> Any:
        batch = list(batch)
        calls.append((state, batch))
        return real(state, batch)

    folder._extract = keep  # type: ignore[assignment]
    try:
        for _ in range(turns):
            runner.step()
    finally:
        folder._extract = real
    return calls


def _forget() -> None:
    """Empty the folder's memos and caches (a live session reads each new turn once; the
    schema's plans are read again too, a small part, so that no checkout keeps a reading of a
    text from one round to the next)."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("turnmem.fold.rules"):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, Memo):
                value.data.clear()
                value.old.clear()
            elif callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--history", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    calls = _capture(args.history, args.turns)
    n = sum(len(batch) for _, batch in calls) or 1
    times: list[int] = []
    for _ in range(args.rounds):
        _forget()
        gc.collect()
        gc.disable()
        try:
            start = time.thread_time_ns()
            for state, batch in calls:
                folder._extract(state, batch)
            times.append(time.thread_time_ns() - start)
        finally:
            gc.enable()
    load = f"{os.getloadavg()[0]:.2f}"
    if not times:  # --rounds 0: the capture alone (whole turns, for instruction counts)
        print(f"{len(calls)} extractions, {n} turns at {args.history} | load {load} | no replay")
        return
    print(
        f"{len(calls)} extractions, {n} turns at {args.history} | load {load} | "
        f"best {min(times) / n / 1000:.1f} µs/turn, median "
        f"{statistics.median(times) / n / 1000:.1f} µs/turn"
    )


if __name__ == "__main__":
    main()
