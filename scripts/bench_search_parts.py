"""Where recall's cost per context goes, part by part (issues 12 and 16), in CPU time.

    TURNMEM_DATA_DIR=../shared/data python scripts/bench_search_parts.py [--history 1000 10000]

A memory (structured preset, offline folder, budget 8,000) is grown to each history length on
MultiWOZ text, in process and on SQLite, then for ``--contexts`` contexts a turn is added
(untimed) and the next input's context is assembled, as in a conversation. Each part is timed
where the store or the memory calls it (the functions are wrapped for the run, so a part's
figure includes the parts it calls; every wrapper adds about a µs):

* ``search``: the store's whole search; inside it ``query_terms``, ``rank`` (the BM25 index),
  ``index add`` (the in-process store indexes the new turn at the search; SQLite at the
  append, not timed here) and ``decode hits`` (SQLite: the hit rows validated, snippets made);
* ``recall lines``: the hits made the recall tier's lines;
* ``assemble``: the whole assembly (the state's render after each fold and the recall
  section's token counts included: new text for the tokenizer in most contexts);
* ``context``: the whole ``context()`` call.

Means per context in µs of the process's CPU time (``time.process_time_ns``), the collector
paused around each context. To compare two checkouts, run it with ``PYTHONPATH`` set to each.
"""

from __future__ import annotations

import argparse
import gc
import os
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import turnmem.memory.engine as engine_module
import turnmem.store._bm25 as bm25_module
import turnmem.store.memory as memory_module
import turnmem.store.sqlite as sqlite_module
from turnmem import MemoryPolicy, TurnMemory
from turnmem.lab.bench._common import conversation_pairs

_SPENT: defaultdict[str, int] = defaultdict(int)


def _wrap(owner: Any, name: str, label: str) -> Callable[[], None]:
    """Time ``owner.name`` into ``_SPENT[label]``; returns the undo."""
    real = getattr(owner, name)

    def timed(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time_ns()
        try:
            return real(*args, **kwargs)
        finally:
            _SPENT[label] += time.process_time_ns() - start

    setattr(owner, name, timed)
    return lambda: setattr(owner, name, real)


def _run(store: str | None, history: int, contexts: int, pairs: list[tuple[str, str]]) -> None:
    policy = MemoryPolicy.structured(budget=8000)
    mem = TurnMemory("x", llm="rule", policy=policy, store=store, session_id="s")

    def msgs(i: int) -> list[dict[str, str]]:
        u, r = pairs[i % len(pairs)]
        return [{"role": "user", "content": u}, {"role": "assistant", "content": r}]

    for start in range(0, history, 100):
        mem.add_messages([m for i in range(start, min(history, start + 100)) for m in msgs(i)])
    mem.context(pairs[0][0])  # the first search indexes every turn: not timed
    undo = [
        _wrap(memory_module.MemoryStore, "search", "search"),
        _wrap(sqlite_module.SQLiteStore, "search", "search"),
        _wrap(memory_module, "query_terms", "query_terms"),
        _wrap(sqlite_module, "query_terms", "query_terms"),
        _wrap(bm25_module.Bm25Index, "rank", "rank"),
        _wrap(bm25_module.Bm25Index, "add", "index add"),
        _wrap(sqlite_module, "decode_hits", "decode hits"),
        _wrap(engine_module, "recall_lines", "recall lines"),
        _wrap(engine_module, "assemble_parts", "assemble"),
    ]
    _SPENT.clear()
    try:
        for i in range(history, history + contexts):
            mem.add_messages(msgs(i))
            if store is not None:
                _SPENT.pop("index add", None)  # SQLite indexes at the append: not recall's
            query = pairs[(i + 1) % len(pairs)][0]
            gc.disable()
            start = time.process_time_ns()
            mem.context(query)
            _SPENT["context"] += time.process_time_ns() - start
            gc.enable()
    finally:
        for u in undo:
            u()
    name = "in-process" if store is None else "sqlite"
    parts = ", ".join(f"{k} {v / contexts / 1000:.0f}" for k, v in _SPENT.items())
    print(f"{name}, {history:,} turns: {parts} µs per context [CPU]")
    mem.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--history", type=int, nargs="+", default=[1000, 10_000])
    parser.add_argument("--contexts", type=int, default=200)
    args = parser.parse_args()
    data = Path(os.environ.get("TURNMEM_DATA_DIR", "../shared/data"))
    pairs, source = conversation_pairs(data, max(args.history) + args.contexts + 10)
    print(f"{source}; load {os.getloadavg()[0]:.2f}")
    for history in args.history:
        _run(None, history, args.contexts, pairs)
        with tempfile.TemporaryDirectory() as tmp:
            _run(f"sqlite:///{tmp}/s.db", history, args.contexts, pairs)


if __name__ == "__main__":
    main()
