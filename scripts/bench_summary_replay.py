"""The rolling summary's builds of a session replayed alone, from cold memos (issue 16).

    TURNMEM_DATA_DIR=../shared/data python scripts/bench_summary_replay.py --history 1000

One ``structured`` memory is grown to ``--history`` turns, warmed, then ``--turns`` turns run
while every ``build_summary`` call is recorded with its result. The recorded calls are then
replayed ``--repeat`` times in order on a new token counter with the digest's and coverage's
memos cleared (a replay does the summary's own work only, as the session did it: the first
fold parses the summary it is handed, the others start from the last one's lines), and each
result is checked against the recorded one. Printed: thread CPU per fold (min and median).

With ``--callgrind`` (run under ``valgrind --tool=callgrind --instr-atstart=no``) one replay
is counted: instrumentation is switched on around it with ``callgrind_control``, so the
instruction count is the summary's alone, comparable between two checkouts run with
``PYTHONHASHSEED=0``.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import os
import statistics
import subprocess
import time
from pathlib import Path
from typing import Any

from turnmem.fold.rules import cover, digest, folder, summary
from turnmem.lab.bench._common import conversation_pairs
from turnmem.lab.bench.overhead import _TurnmemRunner
from turnmem.policy import MemoryPolicy
from turnmem.tokens import TokenCounter


def _record(history: int, turns: int) -> list[tuple[Any, ...]]:
    """The summary builds of ``turns`` turns after ``history``: arguments and result."""
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    pairs, _ = conversation_pairs(data, history + turns + 100)
    runner = _TurnmemRunner(MemoryPolicy.preset("structured"), pairs)
    runner.build_to(history)
    for _ in range(50):
        runner.step()
    calls: list[tuple[Any, ...]] = []
    real = summary.build_summary

    def build(*args: Any) -> str:
        out = real(*args)
        calls.append((*args, out))
        return out

    folder.build_summary = build  # type: ignore[assignment]
    for _ in range(turns):
        runner.step()
    folder.build_summary = real
    return calls


def _callgrind(on: bool) -> None:
    flag = "on" if on else "off"
    subprocess.run(["callgrind_control", "-i", flag, str(os.getpid())], check=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--history", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--callgrind", action="store_true", help="count one replay only")
    args = parser.parse_args()
    calls = _record(args.history, args.turns)
    digest_ = hashlib.sha256("\0".join(c[-1] for c in calls).encode()).hexdigest()[:16]
    encoding = calls[0][3].encoding_name
    print(f"{len(calls)} folds at {args.history} turns, {encoding}; results sha256 {digest_}")
    memos = [f for m in (digest, cover) for f in vars(m).values() if hasattr(f, "cache_clear")]
    times: list[int] = []
    for _ in range(1 if args.callgrind else args.repeat):
        for f in memos:
            f.cache_clear()
        counter = TokenCounter(encoding=encoding)
        gc.collect()
        gc.disable()
        if args.callgrind:
            _callgrind(True)
        start = time.thread_time_ns()
        wrong = sum(summary.build_summary(*c[:3], counter, c[4]) != c[-1] for c in calls)
        times.append(time.thread_time_ns() - start)
        if args.callgrind:
            _callgrind(False)
        gc.enable()
        if wrong:
            raise SystemExit(f"{wrong} replayed summaries differ from the session's")
    per = [t / len(calls) / 1e3 for t in times]
    print(f"per fold: min {min(per):,.1f} µs, median {statistics.median(per):,.1f} µs cpu")


if __name__ == "__main__":
    main()
