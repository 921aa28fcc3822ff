"""``tau-bench``: trajectories one per line; structured ``messages``/``traj`` lists are read like
``openai-jsonl``, display-only records (``messages_display``) are parsed into messages."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from pathlib import Path

from turnmem.lab.datasets.base import (
    Dialogue,
    RecordError,
    find_files,
    finish_dialogue,
    iter_jsonl,
    wrap_error,
)
from turnmem.lab.datasets.openai_jsonl import dialogue_from_messages
from turnmem.turn import Message, turns_from_messages

__all__ = ["read_tau_bench"]

_TAU_ROLE_RE = re.compile(r"^(user|assistant|tool): ", re.MULTILINE)
_TAU_TOOL_NAME = "unknown_tool"


def _tau_display_messages(display: str) -> list[Message]:
    """OpenAI messages from a tau-bench ``messages_display`` string."""
    parts = _TAU_ROLE_RE.split(display)
    if parts[0].strip():
        raise RecordError(f"messages_display does not start with a role prefix: {parts[0][:60]!r}")
    pairs = list(zip(parts[1::2], parts[2::2], strict=True))
    parsed = [(role, text[:-1] if text.endswith("\n") else text) for role, text in pairs]
    messages: list[Message] = []
    n_calls = 0
    for i, (role, text) in enumerate(parsed):
        nxt = parsed[i + 1][0] if i + 1 < len(parsed) else None
        if role == "user":
            messages.append({"role": "user", "content": text})
        elif role == "assistant" and nxt == "tool":
            call_id = f"call_{n_calls}"
            n_calls += 1
            msg: Message = {
                "role": "assistant",
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": _TAU_TOOL_NAME, "arguments": "{}"},
                    }
                ],
            }
            if text != "None":
                msg["content"] = text
            messages.append(msg)
        elif role == "assistant":
            if text == "None":
                raise RecordError(
                    f"displayed message {i}: assistant 'None' not followed by a tool output"
                )
            messages.append({"role": "assistant", "content": text})
        else:  # tool
            prev = messages[-1] if messages else None
            if prev is None or "tool_calls" not in prev:
                raise RecordError(
                    f"displayed message {i}: tool output with no assistant call before it"
                )
            messages.append(
                {"role": "tool", "tool_call_id": prev["tool_calls"][0]["id"], "content": text}
            )
    return messages


def read_tau_bench(path: Path) -> Iterator[Dialogue]:
    for file in find_files(path, ".jsonl"):
        for lineno, obj in iter_jsonl(file):
            where = f"line {lineno}"
            did = f"{file.stem}:{lineno}"
            try:
                if not isinstance(obj, Mapping):
                    raise RecordError(f"expected a JSON object, got {type(obj).__name__}")
                structured = next(
                    (obj[k] for k in ("messages", "traj") if isinstance(obj.get(k), list)), None
                )
                if structured is not None:
                    yield dialogue_from_messages(did, "tau-bench", structured)
                    continue
                display = obj.get("messages_display")
                if not isinstance(display, str):
                    raise RecordError(
                        "has neither a 'messages'/'traj' list nor a 'messages_display' string"
                    )
                pinned, turns = turns_from_messages(_tau_display_messages(display))
                if not turns:
                    raise RecordError("messages_display holds no message")
                yield finish_dialogue(did, "tau-bench", pinned, turns, None)
            except ValueError as exc:
                raise wrap_error(exc, file, where) from exc
