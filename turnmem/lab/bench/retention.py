"""Part 2 - context tokens against gold slot-value retention on real dialogues.

Every dialogue is replayed turn by turn: before each user utterance the memory assembles the
context for it (that is what the model would read), we count its exact tokens and, where the
data set has gold belief states (MultiWOZ, CrossWOZ), the share of the gold slot values after
that utterance that appear in the context text (case-insensitive; values that are never said,
such as ``dontcare``, are left out - the rule of :mod:`turnmem.lab.replay`). The full buffer is
replayed in the same run as the baseline of savings and retention.

Besides the data sets' own dialogues, *chains* of 5 consecutive dialogues are replayed as one
user's long conversation (gold of earlier dialogues carried over, see
:func:`turnmem.lab.datasets.chain_dialogues`): the long-conversation figures come from them.

The budget is 128,000 tokens (gpt-4o's window) so that only the memory policy limits a context.
Peers: LangChain ``trim_messages`` (2,000 tokens, exact counter) and langmem
``summarize_messages`` (max_tokens 2,000, max_summary_tokens 256, exact counter; its summaries
are written by turnmem's offline summarizer through a fake chat model, so retention compares
memory structures with the same summarizer).
"""

from __future__ import annotations

import functools
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from turnmem.lab.bench._common import INSTALL_HINT, Progress, counter, optional_module, p95
from turnmem.lab.bench._peers import (
    Meter,
    exact_list_counter,
    from_openai,
    make_fake_chat_model,
    to_openai,
)
from turnmem.lab.datasets import Dialogue, chain_dialogues, load_dialogues
from turnmem.lab.replay import _UNSAYABLE, context_text, per_turn_curves
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import PRESETS, MemoryPolicy
from turnmem.tokens import REPLY_PRIMING, TokenCounter

__all__ = ["DATASETS", "run_retention"]

BUDGET = 128_000
PEER_TOKENS = 2000
PEER_SUMMARY_TOKENS = 256
CHAIN = 5
LONG_CHAIN = 20  # full mode also replays chains of 20 dialogues (MultiWOZ, CrossWOZ)

#: name -> (path under the data folder, reader format)
DATASETS: dict[str, tuple[str, str]] = {
    "multiwoz": ("multiwoz21/val.json.zip", "multiwoz"),
    "crosswoz": ("crosswoz/val.json.zip", "crosswoz"),
    "tau_bench": ("tau_bench", "tau-bench"),
}

# one observation per user turn: (context tokens, retained share or None, sections or None)
_Obs = tuple[int, float | None, dict[str, int] | None]


def _retained(gold: dict[str, str] | None, text: str) -> float | None:
    if not gold:
        return None
    values = {v for v in gold.values() if v.lower() not in _UNSAYABLE}
    if not values:
        return None
    return sum(v.lower() in text for v in values) / len(values)


def _gold(dlg: Dialogue, k: int) -> dict[str, str] | None:
    return dlg.gold[k] if dlg.gold is not None and k < len(dlg.gold) else None


def _replay_turnmem(
    dlg: Dialogue, policy: MemoryPolicy, tc: TokenCounter, stats: dict[str, int]
) -> list[_Obs]:
    memory = TurnMemory(system=dlg.pinned or None, policy=policy, counter=tc, llm="rule")
    out: list[_Obs] = []
    for k, turn in enumerate(dlg.turns):
        if turn.user is not None:
            ctx = memory.context(turn.user, budget=BUDGET)
            out.append(
                (ctx.tokens, _retained(_gold(dlg, k), context_text(ctx.messages)), ctx.sections)
            )
        memory.add(turn.model_copy(update={"index": -1}))
    stats["folds"] = stats.get("folds", 0) + sum(e.kind == "fold" for e in memory.events)
    memory.close()
    return out


def _replay_trim(dlg: Dialogue, tc: TokenCounter, stats: dict[str, int]) -> list[_Obs]:
    lc = optional_module("langchain_core.messages")
    assert lc is not None
    count = exact_list_counter(tc)
    hist: list[Any] = [from_openai(p.to_message()) for p in dlg.pinned]
    out: list[_Obs] = []
    for k, turn in enumerate(dlg.turns):
        if turn.user is not None:
            msgs = [*hist, lc.HumanMessage(content=turn.user)]
            kept = lc.trim_messages(
                msgs,
                max_tokens=PEER_TOKENS - REPLY_PRIMING,
                token_counter=count,
                strategy="last",
                start_on="human",
                include_system=True,
            )
            dicts = [to_openai(m) for m in kept]
            out.append(
                (tc.count_messages(dicts), _retained(_gold(dlg, k), context_text(dicts)), None)
            )
        hist.extend(from_openai(m) for m in turn.to_messages())
    return out


def _replay_langmem(dlg: Dialogue, tc: TokenCounter, stats: dict[str, int]) -> list[_Obs]:
    lm = optional_module("langmem.short_term")
    lc = optional_module("langchain_core.messages")
    assert lm is not None and lc is not None
    meter = Meter()
    model = make_fake_chat_model(tc, meter, summary_cap=PEER_SUMMARY_TOKENS)
    count = exact_list_counter(tc)
    hist: list[Any] = [from_openai(p.to_message(), f"p{j}") for j, p in enumerate(dlg.pinned)]
    running = None
    out: list[_Obs] = []
    for k, turn in enumerate(dlg.turns):
        msgs = turn.to_messages()
        first = 0
        if turn.user is not None:
            meter.turn = k
            current = from_openai(msgs[0], f"t{k}-0")
            result = lm.summarize_messages(
                [*hist, current],
                running_summary=running,
                model=model,
                max_tokens=PEER_TOKENS,
                max_summary_tokens=PEER_SUMMARY_TOKENS,
                token_counter=count,
            )
            running = result.running_summary
            dicts = [to_openai(m) for m in result.messages]
            out.append(
                (tc.count_messages(dicts), _retained(_gold(dlg, k), context_text(dicts)), None)
            )
            hist.append(current)
            first = 1
        hist.extend(from_openai(m, f"t{k}-{j}") for j, m in enumerate(msgs) if j >= first)
    stats["llm_calls"] = stats.get("llm_calls", 0) + meter.calls
    stats["llm_prompt_tokens"] = stats.get("llm_prompt_tokens", 0) + meter.prompt_tokens
    return out


def _replay_turnmem_policy(
    policy: MemoryPolicy, dlg: Dialogue, tc: TokenCounter, stats: dict[str, int]
) -> list[_Obs]:
    return _replay_turnmem(dlg, policy, tc, stats)


_Replayer = Callable[[Dialogue, TokenCounter, dict[str, int]], list[_Obs]]


def _methods() -> dict[str, tuple[str, _Replayer | None, str]]:
    """name -> (kind, replay function or None when not installed, configuration)."""
    out: dict[str, tuple[str, _Replayer | None, str]] = {}
    for name, preset in PRESETS.items():
        policy = preset(budget=BUDGET)
        out[name] = (
            "turnmem",
            functools.partial(_replay_turnmem_policy, policy),
            f"MemoryPolicy.{name}(), llm='rule' (offline folder)",
        )
    have_lc = optional_module("langchain_core.messages") is not None
    out["trim_messages"] = (
        "peer",
        _replay_trim if have_lc else None,
        f"trim_messages(max_tokens={PEER_TOKENS - REPLY_PRIMING}, exact counter, "
        "strategy='last', start_on='human', include_system=True)",
    )
    have_lm = optional_module("langmem.short_term") is not None
    out["langmem"] = (
        "peer",
        _replay_langmem if have_lm and have_lc else None,
        f"langmem summarize_messages(max_tokens={PEER_TOKENS}, "
        f"max_summary_tokens={PEER_SUMMARY_TOKENS}, exact counter, RunningSummary carried); "
        "summaries by turnmem's offline summarizer via a fake chat model",
    )
    return out


def _row(obs_by_dialogue: list[list[_Obs]]) -> dict[str, Any]:
    flat = [o for per in obs_by_dialogue for o in per]
    tokens = [o[0] for o in flat]
    last = [per[-1] for per in obs_by_dialogue if per]
    kept = [o[1] for o in flat if o[1] is not None]
    last_kept = [o[1] for o in last if o[1] is not None]
    means, medians, reach = per_turn_curves([[o[0] for o in per] for per in obs_by_dialogue])
    by_turn = [round(m, 1) for m in means]
    sections: dict[str, float] | None = None
    secs = [o[2] for o in last if o[2] is not None]
    if secs:
        names = sorted({n for s in secs for n in s})
        sections = {n: round(sum(s.get(n, 0) for s in secs) / len(secs), 1) for n in names}
    return {
        "contexts": len(flat),
        "mean_tokens": round(sum(tokens) / len(tokens), 1) if tokens else 0.0,
        "p95_tokens": p95(tokens),
        "last_mean_tokens": round(sum(o[0] for o in last) / len(last), 1) if last else 0.0,
        "retention": round(sum(kept) / len(kept), 4) if kept else None,
        "last_retention": round(sum(last_kept) / len(last_kept), 4) if last_kept else None,
        "last_sections_mean": sections,
        "tokens_by_turn": by_turn,
        "median_tokens_by_turn": [round(m, 1) for m in medians],
        "conversations_by_turn": reach,
    }


def _compare(rows: dict[str, Any]) -> None:
    """Add savings and retention relative to the full buffer of the same run."""
    full = rows.get("full_buffer")
    if not full:
        return
    for row in rows.values():
        if not row.get("available", True):
            continue
        for key, base in (("savings", "mean_tokens"), ("last_savings", "last_mean_tokens")):
            row[key] = round(1 - row[base] / full[base], 4) if full[base] else None
        for key in ("retention", "last_retention"):
            mine, theirs = row.get(key), full.get(key)
            row[key + "_vs_full"] = round(mine / theirs, 4) if mine is not None and theirs else None


def _closed(dlg: Dialogue) -> Dialogue:
    """Close every open turn but the last with an empty reply.

    tau-bench trajectories end with an unanswered user message; in a chain it is followed by
    the next dialogue, and a memory cannot take new user input while a turn is open
    (``turnmem.lab.replay`` raises InvalidTurnError there).
    """
    last = len(dlg.turns) - 1
    if all(t.is_complete or k == last for k, t in enumerate(dlg.turns)):
        return dlg
    turns = [
        t
        if t.is_complete or k == last or t.pending_calls
        else t.model_copy(update={"response": ""})
        for k, t in enumerate(dlg.turns)
    ]
    return dlg.model_copy(update={"turns": turns})


def _replay_set(
    name: str, dialogues: Sequence[Dialogue], tc: TokenCounter, progress: Progress
) -> dict[str, Any]:
    rows: dict[str, Any] = {}
    for method, (kind, fn, config) in _methods().items():
        if fn is None:
            rows[method] = {
                "kind": kind,
                "available": False,
                "note": INSTALL_HINT,
                "config": config,
            }
            continue
        progress(f"retention: {name} through {method}")
        t0 = time.perf_counter()
        stats: dict[str, int] = {}
        with warnings.catch_warnings():
            if kind == "peer":  # the peers' own deprecation and runtime notices
                warnings.simplefilter("ignore")
            obs = [fn(d, tc, stats) for d in dialogues]
        row = {"kind": kind, "available": True, "config": config, **_row(obs), **stats}
        row["seconds"] = round(time.perf_counter() - t0, 1)
        rows[method] = row
    _compare(rows)
    return {
        "dialogues": len(dialogues),
        "turns": sum(len(d.turns) for d in dialogues),
        "has_gold": all(d.gold is not None for d in dialogues),
        "methods": rows,
    }


def run_retention(*, quick: bool, data_dir: Path | None, progress: Progress) -> dict[str, Any]:
    """Replay each data set (and its 5-dialogue chains) through every preset and peer."""
    if data_dir is None:
        return {"status": "skipped", "reason": "no data folder (see data_dir)"}
    limit = 10 if quick else None
    tc = counter()
    sets: dict[str, Any] = {}
    skipped: dict[str, str] = {}
    for name, (rel, fmt) in DATASETS.items():
        path = data_dir / rel
        if not path.exists():
            skipped[name] = f"{path} not found"
            continue
        progress(f"retention: loading {name}")
        dialogues = load_dialogues(path, fmt, limit=limit)
        sets[name] = {"source": f"{rel} ({fmt})", **_replay_set(name, dialogues, tc, progress)}
        lengths = [CHAIN] if quick or name == "tau_bench" else [CHAIN, LONG_CHAIN]
        for n in lengths:
            chains = [_closed(c) for c in chain_dialogues(dialogues, n)]
            sets[f"{name}_x{n}"] = {
                "source": f"{rel}: chains of {n} consecutive dialogues replayed as one "
                "user's conversation",
                **_replay_set(f"{name} x{n}", chains, tc, progress),
            }
    return {
        "status": "ok" if sets else "skipped",
        "reason": None if sets else "no data set found",
        "budget": BUDGET,
        "chains": [CHAIN] if quick else [CHAIN, LONG_CHAIN],
        "limit_per_set": limit,
        "sets": sets,
        "skipped_sets": skipped,
    }
