"""Benchmarks of turnmem side by side with the peers, measured in one run.

``turnmem bench`` (or ``python -m turnmem.lab.bench``) runs four parts and writes ``bench.json``,
``bench.md`` and PNG plots into ``--out``:

1. :mod:`~turnmem.lab.bench.overhead` - per-turn time of add + context (mean, folds amortised,
   and median) at 100, 1,000 and 5,000 turns of history of real dialogue text for every preset,
   LangChain ``trim_messages`` (exact counter), the naive re-count-everything design and the
   floor (tokenizing the new turn once); the structured preset with the LLM folder against
   the local test server (:mod:`~turnmem.lab.bench.overhead_llm`, the memory's own CPU);
2. :mod:`~turnmem.lab.bench.retention` - context tokens and gold slot-value retention on MultiWOZ,
   CrossWOZ and tau-bench, single dialogues and chains of dialogues;
3. :mod:`~turnmem.lab.bench.maintenance` - LLM calls and tokens sent per 100 turns, turnmem against
   langmem ``summarize_messages``, ``ConversationSummaryBufferMemory`` and LangChain's
   ``SummarizationMiddleware`` driven by a counting fake chat model;
4. :mod:`~turnmem.lab.bench.compression` - observation tokens before/after each compressor and in
   the agent loop on tau-bench and SWE-agent trajectories, keys and ids kept.

Peers come from the ``bench`` extra (``pip install 'turnmem[bench]'``); a peer that is not
installed is reported as such and the rest runs. Data parts need the public data sets
(``../shared/data`` or ``$TURNMEM_DATA_DIR``) and are skipped with the reason otherwise.
``quick=True`` is the CI smoke mode (small sizes, a couple of minutes on 2 cores); figures for
claims come from the full mode.
"""

from __future__ import annotations

import os
import platform
import sys
import time
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from turnmem.lab.bench._common import Peer, dumps, peer_status, resolve_data_dir, version_of
from turnmem.lab.bench.report import evaluate_targets, render_markdown, write_plots

__all__ = ["PARTS", "SCHEMA", "run_bench"]

#: Version tag of the ``bench.json`` layout.
SCHEMA = "turnmem-bench/1"
#: The parts, in run order.
PARTS: tuple[str, ...] = ("overhead", "retention", "maintenance", "compression")

_PEERS = {
    "langchain-core trim_messages": (
        Peer("trim_messages", "langchain-core", "langchain_core.messages"),
        "trim_messages(max_tokens=budget, token_counter=<exact tiktoken o200k counter, cookbook "
        "formula, every message re-tokenized per call>, strategy='last', start_on='human', "
        "include_system=True); budget 4,000 in part 1, 2,000 in part 2",
    ),
    "langmem summarize_messages": (
        Peer("langmem", "langmem", "langmem.short_term"),
        "summarize_messages(max_tokens=2000, max_summary_tokens=256, token_counter=<exact>, "
        "running_summary carried); model = fake chat model counting calls and tokens, "
        "answering with turnmem's offline extractive summary",
    ),
    "langchain-classic ConversationSummaryBufferMemory": (
        Peer("summary buffer", "langchain-classic", "langchain_classic.memory"),
        "ConversationSummaryBufferMemory(llm=<fake chat model, exact "
        "get_num_tokens_from_messages>, max_token_limit=2000, return_messages=True)",
    ),
    "langchain SummarizationMiddleware": (
        Peer("middleware", "langchain", "langchain.agents.middleware"),
        "SummarizationMiddleware(model=<fake chat model>, trigger=('tokens', 2000), "
        "keep=('messages', 20), token_counter=<exact>), before_model() called before each "
        "model call",
    ),
}


def _loadavg() -> list[float] | None:
    """1/5/15-minute load averages: other processes competing for the CPUs skew timings."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (OSError, AttributeError):
        return None


def _machine() -> dict[str, Any]:
    mem_gb: float | None = None
    try:
        pages = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        mem_gb = round(pages / 2**30, 1)
    except (ValueError, OSError, AttributeError):
        mem_gb = None
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return {
        "cpus": cpus,
        "loadavg_start": _loadavg(),
        "memory_gb": mem_gb,
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "python": platform.python_version(),
    }


def run_bench(
    *,
    quick: bool,
    out_dir: Path,
    data_dir: Path | None,
    progress: Callable[[str], None] | None = None,
    parts: Sequence[str] | None = None,
) -> dict[str, Any]:
    """Run the benchmarks and write ``bench.json``, ``bench.md`` and PNG plots to ``out_dir``.

    Args:
        quick: the CI smoke mode (small sizes); False for the full run behind published figures.
        out_dir: output folder (created).
        data_dir: folder of the public data sets; None looks at ``$TURNMEM_DATA_DIR`` and then
            ``../shared/data``. Data parts are skipped, with the reason, when it is missing.
        progress: called with a short line before each step.
        parts: a subset of :data:`PARTS` to run (default all).

    Returns:
        The JSON-able results (the content of ``bench.json``).
    """
    say = progress or (lambda _line: None)
    chosen = tuple(parts) if parts is not None else PARTS
    unknown = [p for p in chosen if p not in PARTS]
    if unknown:
        raise ValueError(f"unknown bench parts {unknown}; choose from {PARTS}")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    data, data_note = resolve_data_dir(data_dir)
    started = time.perf_counter()
    command = "turnmem bench" + (" --quick" if quick else "") + f" --out {out_dir}"
    results: dict[str, Any] = {
        "schema": SCHEMA,
        "mode": "quick" if quick else "full",
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "command": command,
        "argv": " ".join(sys.argv),
        "machine": _machine(),
        "data": data_note,
        "versions": {
            name: version_of(name)
            for name in (
                "turnmem",
                "tiktoken",
                "pydantic",
                "openai",
                "instructor",
                "langchain-core",
                "langchain",
                "langchain-classic",
                "langmem",
                "matplotlib",
            )
        },
        "peers": {name: peer_status(p, cfg) for name, (p, cfg) in _PEERS.items()},
    }
    from turnmem.lab.bench.compression import run_compression
    from turnmem.lab.bench.maintenance import run_maintenance
    from turnmem.lab.bench.overhead import run_overhead
    from turnmem.lab.bench.retention import run_retention

    runners = {
        "overhead": run_overhead,
        "retention": run_retention,
        "maintenance": run_maintenance,
        "compression": run_compression,
    }
    for part in PARTS:
        if part not in chosen:
            results[part] = {"status": "skipped", "reason": "not selected (parts=...)"}
            continue
        t0 = time.perf_counter()
        if part in ("retention", "compression") and data is None:
            results[part] = {"status": "skipped", "reason": data_note}
        else:
            results[part] = runners[part](quick=quick, data_dir=data, progress=say)
        results[part]["seconds"] = round(time.perf_counter() - t0, 1)
    results["targets"] = evaluate_targets(results)
    results["elapsed_s"] = round(time.perf_counter() - started, 1)
    results["machine"]["loadavg_end"] = _loadavg()
    say("writing bench.json, bench.md and plots")
    plots, plot_note = write_plots(results, out_dir)
    results["files"] = ["bench.json", "bench.md", *plots]
    results["plots_note"] = plot_note
    (out_dir / "bench.md").write_text(render_markdown(results), encoding="utf-8")
    (out_dir / "bench.json").write_text(dumps(results) + "\n", encoding="utf-8")
    return results
