"""``sharegpt``: a JSON list (or JSONL) of ``{"conversations": [{"from", "value"}], "system"?}``,
mapped onto OpenAI chat messages (``function_call`` entries become tool calls)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from turnmem.lab.datasets.base import (
    DatasetFormatError,
    Dialogue,
    RecordError,
    find_files,
    finish_dialogue,
    iter_jsonl,
    read_json,
    wrap_error,
)
from turnmem.turn import Message, turns_from_messages

__all__ = ["read_sharegpt"]

_SHAREGPT_ROLES = {
    "human": "user",
    "user": "user",
    "gpt": "assistant",
    "assistant": "assistant",
    "chatgpt": "assistant",
    "model": "assistant",
    "bard": "assistant",
    "bing": "assistant",
    "system": "system",
    "tool": "tool",
    "observation": "tool",
    "function_response": "tool",
    "function": "tool",
}


def _sharegpt_messages(record: object) -> list[Message]:
    if not isinstance(record, Mapping):
        raise RecordError(f"expected an object with 'conversations', got {type(record).__name__}")
    conv = record.get("conversations")
    if not isinstance(conv, list):
        raise RecordError("'conversations' must be a list")
    messages: list[Message] = []
    if isinstance(record.get("system"), str) and record["system"].strip():
        messages.append({"role": "system", "content": record["system"]})
    pending: list[str] = []
    n_calls = 0
    for i, entry in enumerate(conv):
        if not isinstance(entry, Mapping):
            raise RecordError(f"conversations[{i}] must be an object")
        speaker, value = entry.get("from"), entry.get("value")
        if not isinstance(value, str):
            raise RecordError(f"conversations[{i}].value must be a string")
        if speaker == "function_call":
            try:
                spec = json.loads(value)
            except json.JSONDecodeError as exc:
                raise RecordError(
                    f"conversations[{i}]: function_call value is not JSON: {exc}"
                ) from exc
            specs = spec if isinstance(spec, list) else [spec]
            calls: list[dict[str, Any]] = []
            for s in specs:
                if not isinstance(s, Mapping) or not isinstance(s.get("name"), str):
                    raise RecordError(f"conversations[{i}]: function_call needs a 'name'")
                args = s.get("arguments", {})
                calls.append(
                    {
                        "id": f"call_{n_calls}",
                        "type": "function",
                        "function": {
                            "name": s["name"],
                            "arguments": args
                            if isinstance(args, str)
                            else json.dumps(args, ensure_ascii=False),
                        },
                    }
                )
                n_calls += 1
            messages.append({"role": "assistant", "tool_calls": calls})
            pending = [c["id"] for c in calls]
            continue
        role = _SHAREGPT_ROLES.get(str(speaker).lower()) if speaker is not None else None
        if role is None:
            raise RecordError(
                f"conversations[{i}]: unknown speaker {speaker!r}; expected one of "
                f"{[*_SHAREGPT_ROLES, 'function_call']}"
            )
        if role == "tool":
            if not pending:
                raise RecordError(
                    f"conversations[{i}]: {speaker} output with no function_call before it"
                )
            messages.append({"role": "tool", "tool_call_id": pending.pop(0), "content": value})
        else:
            messages.append({"role": role, "content": value})
    return messages


def read_sharegpt(path: Path) -> Iterator[Dialogue]:
    for file in find_files(path, ".json", ".jsonl"):
        records: Iterator[tuple[str, object]]
        if file.suffix == ".jsonl":
            records = ((f"line {n}", obj) for n, obj in iter_jsonl(file))
        else:
            data = read_json(file)
            if isinstance(data, Mapping):
                data = [data]
            if not isinstance(data, list):
                raise DatasetFormatError("expected a JSON list of conversations", path=file)
            records = ((f"record {k}", obj) for k, obj in enumerate(data))
        for k, (where, record) in enumerate(records):
            try:
                did = f"{file.stem}:{k}"
                if isinstance(record, Mapping) and isinstance(record.get("id"), str | int):
                    did = str(record["id"])
                messages = _sharegpt_messages(record)
                pinned, turns = turns_from_messages(messages)
                if not turns:
                    raise RecordError("conversation has no user or assistant message")
                yield finish_dialogue(did, "sharegpt", pinned, turns, None)
            except ValueError as exc:
                raise wrap_error(exc, file, where) from exc
