"""Part 1b - the memory's own CPU per turn with the LLM folder, the model's time left out.

The structured preset folds with the instructor folder (the real ``openai`` + ``instructor``
stack) against :class:`turnmem.testing.FakeOpenAIServer`, which answers every fold with a
scripted summary and a few updates. The server runs in its own threads, so the memory's own
work is the CPU time of the calling thread (``time.thread_time_ns``): building the fold
prompt, the client's request and response handling, applying the updates, assembling the
context. The model's time (here the server's, in other threads) is not in it; the wall time
per turn is reported beside it, for reference only.

Folds run inline (there is no background fold mode yet), so the turns that fold carry the
client's work; the mean per turn amortises it as in part 1.
"""

from __future__ import annotations

import gc
import statistics
import time
from pathlib import Path
from typing import Any

from turnmem.lab.bench._common import Progress, conversation_pairs, timing_stats
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy

__all__ = ["run_overhead_llm"]

_SUMMARY = (
    "user (t0): I need a train from Cambridge to London on friday | assistant: TR1234 leaves at "
    "09:15, 17.60 GBP"
)


def _reply(body: dict[str, Any]) -> Any:
    from turnmem.testing import ToolCallReply

    del body
    return ToolCallReply(
        {
            "summary": _SUMMARY,
            "updates": [
                {"op": "add", "kind": "goal", "value": "book a train to London"},
                {"op": "add", "kind": "fact", "value": "friday", "key": "date"},
            ],
        },
        prompt_tokens=900,
        completion_tokens=60,
    )


def run_overhead_llm(
    *, quick: bool, data_dir: Path | None, progress: Progress, system: str, budget: int
) -> dict[str, Any]:
    """Thread CPU (and wall) time per turn of the structured preset with the LLM folder."""
    import instructor

    from turnmem.testing import FakeOpenAIServer

    histories = [100, 1000] if quick else [100, 1000, 5000]
    timed = 16 if quick else 64  # a multiple of fold_batch (4): whole folds in every sample
    pairs, source = conversation_pairs(data_dir, histories[-1] + timed + 2)
    per_h: dict[str, Any] = {}
    with FakeOpenAIServer(responder=_reply) as server, server.client() as client:
        # Inline folds: the fold's own CPU (prompt building, parsing, apply) then runs in the
        # calling thread that thread_time measures; the model's time is the server's, not ours.
        policy = MemoryPolicy.structured(budget=budget, fold_mode="inline")
        mem = TurnMemory(system, llm=instructor.from_openai(client), model="gpt-4o", policy=policy)
        n = 0

        def msgs(i: int) -> list[dict[str, str]]:
            u, r = pairs[i % len(pairs)]
            return [{"role": "user", "content": u}, {"role": "assistant", "content": r}]

        for h in histories:
            progress(f"overhead (LLM folder): structured at {h:,} turns of history")
            while n < h:
                k = min(100, h - n)
                mem.add_messages([m for i in range(n, n + k) for m in msgs(i)])
                n += k
            requests_before = len(server.requests)
            cpu: list[float] = []
            wall: list[float] = []
            for rep in range(2):  # the first block warms up and is not kept
                gc.collect()
                gc.disable()
                try:
                    for _ in range(timed if rep else 8):
                        c0, w0 = time.thread_time_ns(), time.perf_counter_ns()
                        mem.add_messages(msgs(n))
                        mem.context(pairs[(n + 1) % len(pairs)][0])
                        c1, w1 = time.thread_time_ns(), time.perf_counter_ns()
                        n += 1
                        if rep:
                            cpu.append(c1 - c0)
                            wall.append(w1 - w0)
                finally:
                    gc.enable()
            per_h[str(h)] = {
                "cpu": timing_stats(cpu),
                "wall_mean_us": round(statistics.fmean(wall) / 1000, 3),
                "fold_requests": len(server.requests) - requests_before,
            }
        fallbacks = sum(1 for e in mem.events if e.kind == "fallback")
        mem.close()  # before the server stops
    lo, hi = histories[0], histories[-1]
    return {
        "status": "ok",
        "histories": histories,
        "budget": budget,
        "turn_source": source,
        "config": f"MemoryPolicy.structured(fold_mode='inline') budget={budget}, instructor "
        "folder against FakeOpenAIServer (scripted fold answers); CPU = time.thread_time of "
        "the calling thread",
        "per_turn": per_h,
        "fallback_events": fallbacks,
        "growth_mean_cpu": round(
            per_h[str(hi)]["cpu"]["mean_us"] / per_h[str(lo)]["cpu"]["mean_us"], 2
        ),
    }
