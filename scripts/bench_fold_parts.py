"""Thread CPU per turn spent in the offline fold's parts, on real dialogue (issue 16).

    TURNMEM_DATA_DIR=../shared/data python scripts/bench_fold_parts.py --history 1000

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
    ("    working copy (Work)", "turnmem.fold.rules.work", "Work.__post_init__"),
    ("      id_floor", "turnmem.fold.rules.work", "id_floor"),
    ("    user text", "turnmem.fold.rules.folder", "_user_text"),
    ("      mentions", "turnmem.fold.rules.folder", "mentions"),
    ("      entities", "turnmem.fold.rules.folder", "entities"),
    ("    tool outputs", "turnmem.fold.rules.folder", "read_tool_output"),
    ("    verify (apply)", "turnmem.fold.rules.folder", "_verified"),
    ("  summary", "turnmem.fold.rules.folder", "build_summary"),
    ("    turn digests", "turnmem.fold.rules.summary", "turn_pieces"),
    ("    user_text (digest)", "turnmem.fold.rules.summary", "user_text"),
    ("    assistant_text (digest)", "turnmem.fold.rules.summary", "assistant_text"),
    ("    trimmed (digest)", "turnmem.fold.rules.summary", "trimmed"),
    ("dump_state", "turnmem.memory.folding", "dump_state"),
    ("state_json", "turnmem.state_dump", "state_json"),
    ("state.apply (all callers)", "turnmem.state", "apply"),
    ("state.prune", "turnmem.state", "prune"),
    ("item_floor", "turnmem.state", "item_floor"),
)

Part = tuple[str, str, str]


def _timed(totals: dict[str, int], label: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.thread_time_ns()
        try:
            return fn(*args, **kwargs)
        finally:
            totals[label] = totals.get(label, 0) + time.thread_time_ns() - start

    return wrapper


def _install(parts: tuple[Part, ...], totals: dict[str, int]) -> None:
    import sys

    for label, modname, attr in parts:
        mod = importlib.import_module(modname)
        owner: Any = mod
        *path, name = attr.split(".")
        for p in path:
            owner = getattr(owner, p)
        if not hasattr(owner, name):
            continue
        original = getattr(owner, name)
        wrapped = _timed(totals, label, original)
        setattr(owner, name, wrapped)
        if not path:  # a module function: also where it was imported by name
            for other in list(sys.modules.values()):
                if other is not None and other.__dict__.get(name) is original:
                    setattr(other, name, wrapped)


def main(parts: tuple[Part, ...] = PARTS, description: str = __doc__ or "") -> None:
    """Grow, warm, then time ``--turns`` turns with ``parts`` wrapped; print the means."""
    parser = argparse.ArgumentParser(description=description.split("\n")[0])
    parser.add_argument("--history", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=400)
    args = parser.parse_args()
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    pairs, source = conversation_pairs(data, args.history + args.turns + 100)
    runner = _TurnmemRunner(MemoryPolicy.preset("structured"), pairs)
    runner.build_to(args.history)
    for _ in range(40):
        runner.step()
    totals: dict[str, int] = {}
    _install(parts, totals)
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
    for label, _m, _a in parts:
        print(f"  {label:<28} {totals.get(label, 0) / n / 1e3:8.1f} µs cpu")


if __name__ == "__main__":
    main()
