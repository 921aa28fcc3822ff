"""Part 4 - tool-output compression on tau-bench and SWE-agent trajectories.

Two views:

* **per compressor** (static): every observation of the data set compressed to the policy's
  ``observation_max_tokens`` (400) by each compressor of :mod:`turnmem.context.compress`:
  tokens before and after, and the share of JSON keys and of ids that survive;
* **in context** (the agent loop): each trajectory replayed step by step as a ReAct agent
  runs it - the context is assembled before every assistant message (the LLM call), with the
  tool results received so far - through the full buffer (128,000-token budget: everything)
  and turnmem presets at 128,000 tokens (only the policy limits) and at the default budget
  (8,000). We sum the tokens of ``tool`` messages in those contexts and check which keys and
  ids of the newest observation (the one the agent must act on now) are in the context.

Definitions: *keys* are all object keys of a JSON observation; *ids* are strings of 5 to 64
characters made of letters, digits, ``#``, ``_``, ``-`` and ``.`` with at least one digit and
no spaces, found as JSON keys or values (order ids ``#W4817420``, ``credit_card_4421486``,
item ids, reservation codes), and in text observations file paths (``a/b.py``). A key or id
survives when its text occurs in the compressed output (keys as ``"key"``).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from turnmem.context.compress import cleared, compress_json, compress_observation, head_tail
from turnmem.lab.bench._common import Progress, counter
from turnmem.lab.datasets import Dialogue, load_dialogues
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.tokens import TokenCounter
from turnmem.turn import Message

__all__ = ["run_compression"]

CAP = MemoryPolicy().observation_max_tokens or 400
BUDGET = 128_000
DATASETS = {"tau_bench": ("tau_bench", "tau-bench"), "swe_agent": ("swe_agent", "swe-agent")}

_ID = re.compile(r"^(?=[^\s]*\d)[#A-Za-z0-9_.\-]{5,64}$")
_PATH = re.compile(r"(?<![\w/.-])/?(?:[\w.-]+/)+[\w.-]+\.\w{1,5}\b")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}")


def _walk(value: Any) -> Iterator[tuple[str | None, Any]]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield str(k), None
            yield from _walk(v)
    elif isinstance(value, list):
        for v in value:
            yield from _walk(v)
    else:
        yield None, value


def keys_and_ids(text: str) -> tuple[set[str], set[str]]:
    """The JSON keys and the ids of an observation (see the module docstring)."""
    stripped = text.lstrip()
    keys: set[str] = set()
    ids: set[str] = set()
    data: Any = None
    if stripped[:1] in ("{", "["):
        try:
            data = json.loads(text)
        except ValueError:
            data = None
    if data is not None:
        for key, value in _walk(data):
            for s in (key, value):
                if isinstance(s, str) and _ID.match(s) and not _DATE.match(s):
                    ids.add(s)
            if key is not None:
                keys.add(key)
    else:
        ids.update(_PATH.findall(text))
    return keys, ids


def _is_json(text: str) -> bool:
    if text.lstrip()[:1] not in ("{", "["):
        return False
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def _kept(keys: set[str], ids: set[str], text: str) -> tuple[int, int]:
    return sum(f'"{k}"' in text for k in keys), sum(i in text for i in ids)


def _observations(dialogues: list[Dialogue]) -> list[tuple[str, str, str]]:
    """(tool name, call id, observation text) of every tool result."""
    out = []
    for d in dialogues:
        for t in d.turns:
            for s in t.steps:
                for o in s.observations:
                    out.append((s.call(o.tool_call_id).name, o.tool_call_id, o.content))
    return out


def _static(obs: list[tuple[str, str, str]], tc: TokenCounter) -> dict[str, Any]:
    """Each compressor over every observation at the policy cap."""
    compressors: dict[str, Callable[[str, str, str, int], str | None]] = {
        "compress_observation (auto, used in context)": lambda n, c, t, tot: compress_observation(
            t, CAP, tc, total=tot
        ),
        "compress_json (JSON observations only)": lambda n, c, t, tot: (
            compress_json(t, CAP, tc) if tot > CAP else (t if _is_json(t) else None)
        ),
        "head_tail": lambda n, c, t, tot: head_tail(t, CAP, tc, total=tot),
        "cleared (placeholder)": lambda n, c, t, tot: cleared(n, c, tot),
    }
    totals = [tc.count_text(t) for _, _, t in obs]
    facts = [keys_and_ids(t) for _, _, t in obs]
    rows: dict[str, Any] = {}
    for name, fn in compressors.items():
        before = after = n_keys = kept_keys = n_ids = kept_ids = applied = 0
        over = 0
        for (tool, cid, text), tot, (keys, ids) in zip(obs, totals, facts, strict=True):
            out = fn(tool, cid, text, tot)
            if out is None:  # compress_json on text that is not JSON
                continue
            applied += 1
            before += tot
            after += tc.count_text(out)
            over += tot > CAP
            k, i = _kept(keys, ids, out)
            n_keys, kept_keys, n_ids, kept_ids = (
                n_keys + len(keys),
                kept_keys + k,
                n_ids + len(ids),
                kept_ids + i,
            )
        rows[name] = {
            "observations": applied,
            "over_cap": over,
            "tokens_before": before,
            "tokens_after": after,
            "reduction": round(1 - after / before, 4) if before else None,
            "keys_kept": round(kept_keys / n_keys, 4) if n_keys else None,
            "ids_kept": round(kept_ids / n_ids, 4) if n_ids else None,
            "keys": n_keys,
            "ids": n_ids,
        }
    return rows


def _arrivals(dlg: Dialogue) -> Iterator[Message]:
    """The dialogue's messages in arrival order (an LLM call precedes every assistant one)."""
    for turn in dlg.turns:
        yield from turn.to_messages()


def _in_context(
    dlg_list: list[Dialogue], policy: MemoryPolicy, budget: int, tc: TokenCounter
) -> dict[str, Any]:
    obs_tokens = total_tokens = calls = 0
    n_keys = kept_keys = n_ids = kept_ids = 0
    for dlg in dlg_list:
        memory = TurnMemory(system=dlg.pinned or None, policy=policy, counter=tc, llm="rule")
        newest: tuple[set[str], set[str]] | None = None
        pending: list[Message] = []
        for msg in _arrivals(dlg):
            if msg["role"] == "assistant":
                if pending:
                    memory.add_messages(pending)
                    pending = []
                if memory.recent and not memory.recent[-1].is_complete:
                    ctx = memory.context(budget=budget)
                    calls += 1
                    total_tokens += ctx.tokens
                    obs_tokens += sum(
                        tc.count_message(m) for m in ctx.messages if m["role"] == "tool"
                    )
                    if newest is not None:
                        text = "\n".join(
                            m["content"] for m in ctx.messages if isinstance(m.get("content"), str)
                        )
                        k, i = _kept(newest[0], newest[1], text)
                        n_keys, kept_keys = n_keys + len(newest[0]), kept_keys + k
                        n_ids, kept_ids = n_ids + len(newest[1]), kept_ids + i
                        newest = None
            if msg["role"] == "tool":
                newest = keys_and_ids(msg["content"])
            pending.append(msg)
        memory.close()
    return {
        "llm_calls": calls,
        "observation_tokens": obs_tokens,
        "context_tokens": total_tokens,
        "newest_keys_kept": round(kept_keys / n_keys, 4) if n_keys else None,
        "newest_ids_kept": round(kept_ids / n_ids, 4) if n_ids else None,
    }


def run_compression(*, quick: bool, data_dir: Path | None, progress: Progress) -> dict[str, Any]:
    """Static compressor figures and in-context observation tokens per data set."""
    if data_dir is None:
        return {"status": "skipped", "reason": "no data folder (see data_dir)"}
    tc = counter()
    sets: dict[str, Any] = {}
    skipped: dict[str, str] = {}
    default_budget = MemoryPolicy().budget
    policies = {
        "full_buffer": (MemoryPolicy.full_buffer(), BUDGET),
        "structured": (MemoryPolicy.structured(), BUDGET),
        "hierarchical": (MemoryPolicy.hierarchical(), BUDGET),
        "sliding_window": (MemoryPolicy.sliding_window(), BUDGET),
        f"structured @{default_budget}": (MemoryPolicy.structured(), default_budget),
        f"sliding_window @{default_budget}": (MemoryPolicy.sliding_window(), default_budget),
    }
    for name, (rel, fmt) in DATASETS.items():
        path = data_dir / rel
        if not path.exists():
            skipped[name] = f"{path} not found"
            continue
        progress(f"compression: {name}")
        dialogues = load_dialogues(path, fmt, limit=5 if quick else None)
        t0 = time.perf_counter()
        static = _static(_observations(dialogues), tc)
        ctx: dict[str, Any] = {}
        for pname, (policy, budget) in policies.items():
            progress(f"compression: {name} agent loop through {pname}")
            ctx[pname] = {"budget": budget, **_in_context(dialogues, policy, budget, tc)}
        full = ctx["full_buffer"]["observation_tokens"]
        for row in ctx.values():
            row["observation_reduction_vs_full"] = (
                round(1 - row["observation_tokens"] / full, 4) if full else None
            )
        sets[name] = {
            "source": f"{rel} ({fmt})",
            "dialogues": len(dialogues),
            "cap_tokens": CAP,
            "compressors": static,
            "in_context": ctx,
            "seconds": round(time.perf_counter() - t0, 1),
        }
    return {
        "status": "ok" if sets else "skipped",
        "reason": None if sets else "no data set found",
        "budget": BUDGET,
        "sets": sets,
        "skipped_sets": skipped,
    }
