"""Replay transcripts through memory presets: context tokens, savings and gold retention.

Shared by ``turnmem replay``, ``turnmem eval dst`` and the benchmarks. For every dialogue and
every user turn *k*, turns ``0..k-1`` are in memory and the context for turn *k*'s user input is
assembled; we record its exact tokens and, where the data has gold belief states, the fraction
of gold slot values after turn *k* that appear (case-insensitively) in the context text.
The full buffer is always replayed too, in the same run, as the baseline for savings.

Each preset's figures are also given relative to the full buffer (``retention_vs_full``,
``token_ratio``) and over the *second half* of each conversation (``late_*``: user turns
``k >= n // 2``), which for chained dialogues (``--chain N``) measures what a memory keeps of
the earlier dialogues once the conversation is long.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence
from typing import Any

from pydantic import BaseModel, Field

from turnmem.lab.datasets import Dialogue
from turnmem.memory.drivers import TurnMemory
from turnmem.message import Message
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState
from turnmem.tokens import TokenCounter

__all__ = ["ReplayStats", "context_text", "per_turn_curves", "replay"]

# Gold values that never appear as text in a dialogue; they would count as lost everywhere.
_UNSAYABLE = {"dontcare", "don't care", "do n't care", "do nt care", "不限", "none", "yes", "no"}


class ReplayStats(BaseModel):
    """Figures of one preset over a set of dialogues."""

    policy: str
    dialogues: int
    turns: int = Field(description="Contexts assembled (one per user turn).")
    mean_tokens: float
    p95_tokens: float
    last_mean_tokens: float = Field(description="Mean context tokens at each dialogue's last turn.")
    savings: float | None = Field(description="1 - mean tokens / full buffer's mean tokens.")
    last_savings: float | None = Field(description="The same at the last turn.")
    retention: float | None = Field(description="Share of gold slot values present in context.")
    retention_vs_full: float | None = Field(description="retention / the full buffer's.")
    token_ratio: float | None = Field(
        default=None, description="Mean tokens / the full buffer's mean tokens (1 - savings)."
    )
    late_retention: float | None = Field(
        default=None,
        description=(
            "Retention over the second half of each conversation (its user turns k >= n // 2): "
            "for chained dialogues, what is left of the earlier dialogues."
        ),
    )
    late_retention_vs_full: float | None = Field(
        default=None, description="late_retention / the full buffer's late_retention."
    )
    late_token_ratio: float | None = Field(
        default=None,
        description="Mean tokens over the second half of each conversation / the full buffer's.",
    )
    llm_requests: int = Field(description="LLM requests made (0 offline).")
    folds: int
    tokens_by_turn: list[float] = Field(description="Mean context tokens at turn position k.")
    median_tokens_by_turn: list[float] = Field(
        default_factory=list,
        description=(
            "Median context tokens at user turn k over the conversations that reach it (what "
            "the plot shows: a mean jumps when only a few long conversations remain)."
        ),
    )
    conversations_by_turn: list[int] = Field(
        default_factory=list, description="How many conversations reach user turn k."
    )


def context_text(messages: Sequence[Message]) -> str:
    """Everything the model would read, lower-cased, for gold-value matching."""
    parts: list[str] = []
    for m in messages:
        if isinstance(m.get("content"), str):
            parts.append(m["content"])
        for call in m.get("tool_calls", []):
            parts.append(call["function"]["arguments"])
    return "\n".join(parts).lower()


def per_turn_curves(tokens: Sequence[Sequence[int]]) -> tuple[list[float], list[float], list[int]]:
    """Mean and median context tokens at each user-turn position, and how many conversations
    reach that position (``tokens[d][k]``: conversation ``d``'s context at its user turn ``k``)."""
    width = max((len(per) for per in tokens), default=0)
    means: list[float] = []
    medians: list[float] = []
    reach: list[int] = []
    for k in range(width):
        col = [per[k] for per in tokens if k < len(per)]
        means.append(sum(col) / len(col))
        medians.append(float(statistics.median(col)))
        reach.append(len(col))
    return means, medians, reach


def _p95(values: list[int]) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)])


def _replay_one(
    dialogues: Sequence[Dialogue],
    policy: MemoryPolicy,
    *,
    budget: int,
    counter: TokenCounter,
    schema: type[MemoryState],
    llm: Any,
    tick: Callable[[], None],
) -> tuple[list[list[int]], list[list[float | None]], int, int]:
    tokens: list[list[int]] = []
    retained: list[list[float | None]] = []  # per dialogue, per context (None: no gold)
    requests = folds = 0
    for dlg in dialogues:
        memory = TurnMemory(  # folds inline: replay figures must not depend on timing
            system=dlg.pinned or None,
            policy=policy.model_copy(update={"fold_mode": "inline"}),
            counter=counter,
            schema=schema,
            llm=llm,
        )
        per: list[int] = []
        kept: list[float | None] = []
        for k, turn in enumerate(dlg.turns):
            if turn.user is not None:
                ctx = memory.context(turn.user, budget=budget)
                per.append(ctx.tokens)
                gold = dlg.gold[k] if dlg.gold is not None and k < len(dlg.gold) else {}
                values = {v for v in gold.values() if v.lower() not in _UNSAYABLE}
                share = None
                if values:
                    text = context_text(ctx.messages)
                    share = sum(v.lower() in text for v in values) / len(values)
                kept.append(share)
            memory.add(turn.model_copy(update={"index": -1}))
            tick()
        tokens.append(per)
        retained.append(kept)
        requests += memory.usage.requests
        folds += sum(e.kind == "fold" for e in memory.events)
    return tokens, retained, requests, folds


def _late(per: Sequence[Any], late: bool) -> Sequence[Any]:
    """The second half of one conversation's contexts (k >= n // 2), or all of them."""
    return per[len(per) // 2 :] if late else per


def _mean_share(retained: list[list[float | None]], *, late: bool) -> float | None:
    shares = [r for per in retained for r in _late(per, late) if r is not None]
    return sum(shares) / len(shares) if shares else None


def _late_mean(tokens: list[list[int]]) -> float | None:
    values = [t for per in tokens for t in _late(per, True)]
    return sum(values) / len(values) if values else None


def replay(
    dialogues: Sequence[Dialogue],
    policies: dict[str, MemoryPolicy],
    *,
    budget: int = 8000,
    model: str = "gpt-4o",
    schema: type[MemoryState] = MemoryState,
    llm: Any = "rule",
    progress: Callable[[str, int], Callable[[], None]] | None = None,
) -> list[ReplayStats]:
    """Replay ``dialogues`` through the full buffer and each policy; one stats row per policy.

    ``progress(label, total_turns)`` may return a tick callable (the CLI's progress bar).
    """
    counter = TokenCounter(model)
    total_turns = sum(len(d.turns) for d in dialogues)
    runs = {"full_buffer": MemoryPolicy.full_buffer(budget=budget), **policies}
    raw: dict[str, tuple[list[list[int]], list[list[float | None]], int, int]] = {}
    for name, policy in runs.items():
        tick = progress(name, total_turns) if progress else (lambda: None)
        raw[name] = _replay_one(
            dialogues, policy, budget=budget, counter=counter, schema=schema, llm=llm, tick=tick
        )
    full_flat = [t for per in raw["full_buffer"][0] for t in per]
    full_mean = sum(full_flat) / len(full_flat) if full_flat else 0.0
    full_last = [per[-1] for per in raw["full_buffer"][0] if per]
    full_last_mean = sum(full_last) / len(full_last) if full_last else 0.0
    full_retention = _mean_share(raw["full_buffer"][1], late=False)
    full_late = _mean_share(raw["full_buffer"][1], late=True)
    full_late_tokens = _late_mean(raw["full_buffer"][0])
    out: list[ReplayStats] = []
    for name, (tokens, retained, requests, folds) in raw.items():
        flat = [t for per in tokens for t in per]
        last = [per[-1] for per in tokens if per]
        mean = sum(flat) / len(flat) if flat else 0.0
        last_mean = sum(last) / len(last) if last else 0.0
        by_turn, median_by_turn, reach = per_turn_curves(tokens)
        retention = _mean_share(retained, late=False)
        late = _mean_share(retained, late=True)
        late_tokens = _late_mean(tokens)
        out.append(
            ReplayStats(
                policy=name,
                dialogues=len(dialogues),
                turns=len(flat),
                mean_tokens=mean,
                p95_tokens=_p95(flat),
                last_mean_tokens=last_mean,
                savings=1 - mean / full_mean if full_mean else None,
                last_savings=1 - last_mean / full_last_mean if full_last_mean else None,
                retention=retention,
                retention_vs_full=(
                    retention / full_retention if retention is not None and full_retention else None
                ),
                token_ratio=mean / full_mean if full_mean else None,
                late_retention=late,
                late_retention_vs_full=late / full_late if late is not None and full_late else None,
                late_token_ratio=(
                    late_tokens / full_late_tokens
                    if late_tokens is not None and full_late_tokens
                    else None
                ),
                llm_requests=requests,
                folds=folds,
                tokens_by_turn=by_turn,
                median_tokens_by_turn=median_by_turn,
                conversations_by_turn=reach,
            )
        )
    return out
