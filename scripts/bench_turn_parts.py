"""Thread CPU per turn spent in a turn's parts outside the fold (issue 16).

    TURNMEM_DATA_DIR=../shared/data python scripts/bench_turn_parts.py --history 1000

One ``structured`` memory is grown to ``--history`` turns, warmed, then ``--turns`` turns
(add an exchange, assemble the next context) run with a few functions wrapped so that the
thread CPU time (``time.thread_time_ns``) spent inside each is summed (an inner call of a
wrapped function is counted in its own part and in the outer one). Printed: the mean per turn
of the whole turn and of each part. To compare two checkouts run it with
``PYTHONPATH=/path/to/other/checkout`` in front, alternating.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from turnmem.lab.bench._common import conversation_pairs
from turnmem.lab.bench.overhead import _TurnmemRunner
from turnmem.policy import MemoryPolicy

#: (label, module, attribute): the attribute is replaced by a timed wrapper in every module
#: that imported it by name
PARTS = (
    ("fold (RuleFolder.fold)", "turnmem.fold.rules.folder", "RuleFolder.fold"),
    ("  extract", "turnmem.fold.rules.folder", "_extract"),
    ("    user text", "turnmem.fold.rules.folder", "_user_text"),
    ("  summary", "turnmem.fold.rules.folder", "build_summary"),
    ("add: store append", "turnmem.store.memory", "MemoryStore.append_turns"),
    ("add: plan_fold", "turnmem.memory.engine", "MemoryCore.plan_fold"),
    ("add: compute_fold", "turnmem.memory.folding", "compute_fold"),
    ("add: dump_state", "turnmem.memory.folding", "dump_state"),
    ("add: result_state", "turnmem.memory.engine", "MemoryCore.result_state"),
    ("add: store commit_fold", "turnmem.store.memory", "MemoryStore.commit_fold"),
    ("context (whole)", "turnmem.memory.drivers", "TurnMemory.context"),
    ("  store search", "turnmem.store.memory", "MemoryStore.search"),
    ("    index add", "turnmem.store._bm25", "Bm25Index.add"),
    ("    index rank", "turnmem.store._bm25", "Bm25Index.rank"),
    ("    turn_snippet", "turnmem.store.memory", "turn_snippet"),
    ("  recall_snippets", "turnmem.memory.engine", "MemoryCore.recall_snippets"),
    ("  engine.context", "turnmem.memory.engine", "MemoryCore.context"),
    ("    assemble_parts", "turnmem.memory.engine", "assemble_parts"),
    ("    render_state", "turnmem.memory.engine", "render_state"),
    ("    Sections.offer", "turnmem.context.sections", "Sections.offer"),
    ("    turn_tokens", "turnmem.memory.engine", "MemoryCore.turn_tokens"),
    ("    eligible_start", "turnmem.memory.engine", "eligible_start"),
    ("  annotate", "turnmem.memory.base", "annotate"),
)

TOTALS: dict[str, int] = {}


def _timed(label: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.thread_time_ns()
        try:
            return fn(*args, **kwargs)
        finally:
            TOTALS[label] = TOTALS.get(label, 0) + time.thread_time_ns() - start

    return wrapper


def _install() -> None:
    import sys

    for label, modname, attr in PARTS:
        mod = importlib.import_module(modname)
        owner: Any = mod
        *path, name = attr.split(".")
        for p in path:
            owner = getattr(owner, p)
        if not hasattr(owner, name):
            continue
        original = getattr(owner, name)
        wrapped = _timed(label, original)
        setattr(owner, name, wrapped)
        if not path:  # a module function: also where it was imported by name
            for other in list(sys.modules.values()):
                if other is not None and other.__dict__.get(name) is original:
                    setattr(other, name, wrapped)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--history", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=400)
    args = parser.parse_args()
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    pairs, source = conversation_pairs(data, args.history + args.turns + 100)
    runner = _TurnmemRunner(MemoryPolicy.preset("structured"), pairs)
    runner.build_to(args.history)
    for _ in range(40):
        runner.step()
    _install()
    gc.collect()
    gc.disable()
    start = time.thread_time_ns()
    for _ in range(args.turns):
        runner.step()
    whole = time.thread_time_ns() - start
    gc.enable()
    n = args.turns
    print(f"{source}; {n} turns at {args.history} | load {os.getloadavg()[0]:.2f}")
    print(f"  whole turn {whole / n / 1e3:8.1f} µs cpu")
    for label, _m, _a in PARTS:
        print(f"  {label:<28} {TOTALS.get(label, 0) / n / 1e3:8.1f} µs cpu")


if __name__ == "__main__":
    main()
