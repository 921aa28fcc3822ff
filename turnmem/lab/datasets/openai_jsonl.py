"""``openai-jsonl``: OpenAI chat messages, one conversation per line (a list of messages or
``{"messages": [...], "id"?}``), one message per line, or one JSON document (the shapes of
:func:`~turnmem.lab.datasets.conversations.read_conversations`); common deviations are repaired
(see :func:`normalize_openai`). The structured tau-bench records go through the same repair."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, cast

from turnmem.lab.datasets.base import (
    Dialogue,
    RecordError,
    find_files,
    finish_dialogue,
    text_of,
    wrap_error,
)
from turnmem.lab.datasets.conversations import read_conversations
from turnmem.turn import Message, turns_from_messages

__all__ = ["dialogue_from_messages", "normalize_openai", "read_openai_jsonl"]

_KEEP_NAME = frozenset({"system", "developer", "user", "assistant"})


def normalize_openai(raw: object) -> list[Message]:
    """Repair common deviations so :func:`turns_from_messages` accepts the list."""
    if not isinstance(raw, list):
        raise RecordError(f"expected a list of messages, got {type(raw).__name__}")
    out: list[Message] = []
    pending: list[str] = []
    used: set[str] = set()
    counter = 0

    def fresh_id() -> str:
        nonlocal counter
        while f"call_{counter}" in used:
            counter += 1
        used.add(f"call_{counter}")
        return f"call_{counter}"

    for i, m in enumerate(raw):
        if not isinstance(m, Mapping):
            raise RecordError(f"message[{i}] must be an object, got {type(m).__name__}", index=i)
        role = m.get("role")
        if role == "function":
            role = "tool"
        # A missing or unknown role is reported by clean_message when the turns are parsed.
        msg: Message = {"role": cast(str, role)}
        try:
            content = text_of(m.get("content"), f"message[{i}]")
        except RecordError as exc:
            raise RecordError(str(exc), index=i) from None
        if content is not None:
            msg["content"] = content
        if role in _KEEP_NAME and isinstance(m.get("name"), str):
            msg["name"] = m["name"]
        if role == "assistant":
            calls = m.get("tool_calls") or []
            legacy = m.get("function_call")
            if not calls and isinstance(legacy, Mapping):
                calls = [{"function": legacy}]
            if not isinstance(calls, list):
                raise RecordError(f"message[{i}]: tool_calls must be a list", index=i)
            parts: list[dict[str, Any]] = []
            for j, call in enumerate(calls):
                fn = call.get("function") if isinstance(call, Mapping) else None
                if not isinstance(fn, Mapping) or not isinstance(fn.get("name"), str):
                    raise RecordError(
                        f"message[{i}]: tool_calls[{j}] has no function name", index=i
                    )
                call_id = call.get("id") if isinstance(call, Mapping) else None
                if not isinstance(call_id, str) or not call_id:
                    call_id = fresh_id()
                used.add(call_id)
                args = fn.get("arguments")
                if args is None:
                    args = "{}"
                elif not isinstance(args, str):
                    args = json.dumps(args, ensure_ascii=False)
                parts.append(
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": fn["name"], "arguments": args},
                    }
                )
            if parts:
                msg["tool_calls"] = parts
                pending = [p["id"] for p in parts]
        elif role == "tool":
            call_id = m.get("tool_call_id")
            if not isinstance(call_id, str) or not call_id:
                call_id = pending[0] if pending else ""
            if call_id in pending:
                pending.remove(call_id)
            msg["tool_call_id"] = call_id
            msg.setdefault("content", "")
        out.append(msg)
    return out


def dialogue_from_messages(did: str, source: str, raw: object) -> Dialogue:
    pinned, turns = turns_from_messages(normalize_openai(raw))
    if not turns:
        raise RecordError("conversation has no user, assistant or tool message")
    return finish_dialogue(did, source, pinned, turns, None)


def read_openai_jsonl(path: Path) -> Iterator[Dialogue]:
    """Dialogues of ``.jsonl`` files in any shape :func:`read_conversations` accepts."""
    for file in find_files(path, ".jsonl"):
        for conv in read_conversations(file):
            try:
                yield dialogue_from_messages(conv.id, "openai-jsonl", conv.messages)
            except ValueError as exc:
                index = getattr(exc, "index", None)
                raise wrap_error(exc, file, conv.line_of(index)) from exc
