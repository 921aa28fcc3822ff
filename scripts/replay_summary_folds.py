"""A session's rolling summary builds, recorded once and replayed per checkout (issue 16).

The summary alone, without the rest of a turn, measured on exactly the same inputs::

    TURNMEM_DATA_DIR=../shared/data python scripts/replay_summary_folds.py record folds.json
    PYTHONPATH=/path/to/old python scripts/replay_summary_folds.py replay folds.json
    python scripts/replay_summary_folds.py replay folds.json

``record`` grows a ``structured`` memory on MultiWOZ text to ``--history`` turns, then runs
``--turns`` turns one exchange at a time, and writes every ``build_summary`` call (previous
summary, turns, cap) with its result. ``replay`` makes the same calls in order under a new
counter: the history's folds warm it, then the folds of the timed turns are timed in the
thread's CPU time (the collector paused) and every result is checked against the recording.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import time
from pathlib import Path
from typing import Any

from turnmem.fold.rules import folder
from turnmem.fold.rules.summary import build_summary
from turnmem.lab.bench._common import conversation_pairs
from turnmem.lab.bench.overhead import _TurnmemRunner
from turnmem.policy import MemoryPolicy
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn


def record(out: Path, history: int, turns: int, cap: int) -> None:
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    pairs, _ = conversation_pairs(data, history + turns + 10)
    policy = MemoryPolicy.preset("structured", summary_max_tokens=cap)
    runner = _TurnmemRunner(policy, pairs)
    calls: list[dict[str, Any]] = []
    real = folder.build_summary

    def build(previous: str, new: Any, max_tokens: int, counter: TokenCounter) -> str:
        text = real(previous, new, max_tokens, counter)
        calls.append(
            {
                "previous": previous,
                "turns": [t.model_dump(mode="json") for t in new],
                "cap": max_tokens,
                "result": text,
                "timed": runner.n >= history,
            }
        )
        return text

    folder.build_summary = build  # type: ignore[assignment]
    runner.build_to(history)
    for _ in range(turns):
        runner.step()
    out.write_text(json.dumps(calls, ensure_ascii=False), encoding="utf-8")
    print(f"{len(calls)} builds, {sum(c['timed'] for c in calls)} in the timed turns")


def replay(path: Path) -> None:
    calls = json.loads(path.read_text(encoding="utf-8"))
    for c in calls:
        c["turns"] = [Turn.model_validate(t) for t in c["turns"]]
    counter = TokenCounter("gpt-4o")
    warm = [c for c in calls if not c["timed"]]
    timed = [c for c in calls if c["timed"]]
    for c in warm:
        assert build_summary(c["previous"], c["turns"], c["cap"], counter) == c["result"]
    results = []
    gc.collect()
    gc.disable()
    start = time.thread_time_ns()
    for c in timed:
        results.append(build_summary(c["previous"], c["turns"], c["cap"], counter))
    cpu = time.thread_time_ns() - start
    gc.enable()
    same = sum(r == c["result"] for r, c in zip(results, timed, strict=True))
    turns = sum(len(c["turns"]) for c in timed)
    print(
        f"{len(timed)} builds, {turns} turns: {cpu / len(timed) / 1e3:,.0f} µs per build, "
        f"{cpu / turns / 1e3:,.0f} µs per turn (thread CPU); results as recorded: "
        f"{same} of {len(timed)} | load {os.getloadavg()[0]:.2f}"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("out", type=Path)
    r.add_argument("--history", type=int, default=1000)
    r.add_argument("--turns", type=int, default=500)
    r.add_argument("--cap", type=int, default=400, help="summary_max_tokens")
    p = sub.add_parser("replay")
    p.add_argument("path", type=Path)
    args = parser.parse_args()
    if args.cmd == "record":
        record(args.out, args.history, args.turns, args.cap)
    else:
        replay(args.path)
