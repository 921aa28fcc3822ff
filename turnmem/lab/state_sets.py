"""Building the labelled state sets (``tests/data/state/build_state_blind*.py``) from compact
conversation steps, for ``turnmem eval state`` (format: :mod:`turnmem.lab.eval_state`).

A builder lists its conversations as dicts whose ``steps`` are ``("u", text)``, ``("a", text)``
or ``("call", name, args, result)``; :func:`build_set` turns them into the JSONL records the
evaluator reads and :func:`write_set` writes them beside the builder, deterministically.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["GONE", "LIVE", "Step", "build_set", "messages", "one_of", "write_set"]

#: ``("u", text)``, ``("a", text)`` or ``("call", name, args, result)``.
Step = tuple[Any, ...]

#: Goal statuses a label accepts: a request still wanted, or one withdrawn (or never a goal).
LIVE = ["open", "in_progress", "done"]
GONE = ["abandoned", "absent"]


def messages(steps: Sequence[Step]) -> list[dict[str, Any]]:
    """``steps`` as OpenAI chat messages; a call is an assistant ``tool_calls`` message and its
    ``tool`` result, with ids ``call_1``, ``call_2``... in order."""
    out: list[dict[str, Any]] = []
    calls = 0
    for step in steps:
        if step[0] == "u":
            out.append({"role": "user", "content": step[1]})
        elif step[0] == "a":
            out.append({"role": "assistant", "content": step[1]})
        else:
            _, name, args, result = step
            calls += 1
            call_id = f"call_{calls}"
            function = {"name": name, "arguments": json.dumps(args, ensure_ascii=False)}
            out.append(
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [{"id": call_id, "type": "function", "function": function}],
                }
            )
            content = json.dumps(result, ensure_ascii=False)
            out.append({"role": "tool", "tool_call_id": call_id, "content": content})
    return out


def one_of(*values: Any) -> dict[str, list[Any]]:
    """A gold field any of ``values`` satisfies (``None`` among them: unset is right too)."""
    return {"one_of": list(values)}


def build_set(
    split: str, by_lang: Sequence[tuple[str, Sequence[dict[str, Any]]]], size: int
) -> list[dict[str, Any]]:
    """The set's records, language by language: each case's ``steps`` become its
    ``messages`` (4 to 12), with ``split`` and ``lang`` added; ``size`` distinct ids in all."""
    out: list[dict[str, Any]] = []
    for lang, cases in by_lang:
        for case in cases:
            record = {k: v for k, v in case.items() if k != "steps"}
            record["messages"] = messages(case["steps"])
            assert 4 <= len(record["messages"]) <= 12, (case["id"], len(record["messages"]))
            record["split"] = split
            record["lang"] = lang
            out.append(record)
    assert len(out) == size and len({c["id"] for c in out}) == size
    return out


def write_set(path: Path, records: Sequence[dict[str, Any]]) -> None:
    """Write ``records`` as JSONL (one conversation per line, UTF-8) and say where."""
    lines = [json.dumps(c, ensure_ascii=False) for c in records]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path} ({len(lines)} conversations)")
