"""The OpenAI chat message as turnmem reads and writes it, and its shape checks.

``Message`` is a plain dict (what ``messages=`` of the openai SDK accepts); :func:`clean_message`
checks one message's shape (role, allowed keys, string content, valid Unicode) before it is
parsed into turns (:func:`turnmem.turn.turns_from_messages`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from turnmem.errors import InvalidMessagesError

__all__ = ["ALLOWED_KEYS", "Message", "clean_message", "surrogate_error"]

#: An OpenAI chat-completions message as a plain dict (what ``messages=`` accepts).
Message = dict[str, Any]

# Lone UTF-16 surrogates cannot be encoded as UTF-8: no store can hold them and no HTTP client
# can send them, so they are rejected where they enter.
_SURROGATE = re.compile("[\ud800-\udfff]")


def surrogate_error(text: str) -> str | None:
    """What is wrong with ``text`` if it holds a lone surrogate, else None."""
    m = _SURROGATE.search(text)
    if m is None:
        return None
    return (
        f"contains a lone surrogate {m.group(0)!r} at character {m.start()} (not valid "
        "Unicode text); decode your input with errors='replace' first"
    )


ALLOWED_KEYS: dict[str, frozenset[str]] = {
    "system": frozenset({"role", "content", "name"}),
    "developer": frozenset({"role", "content", "name"}),
    "user": frozenset({"role", "content", "name"}),
    "assistant": frozenset({"role", "content", "name", "tool_calls"}),
    "tool": frozenset({"role", "content", "tool_call_id"}),
}


def clean_message(msg: object, i: int) -> Message:
    """Validate the shape of one message and drop ``None``-valued keys and empty lists.

    SDK objects (``ChatCompletionMessage`` and other pydantic models) are accepted as dumped.
    """
    if isinstance(msg, BaseModel):
        msg = msg.model_dump(exclude_none=True)
    if not isinstance(msg, Mapping):
        raise InvalidMessagesError(f"expected a dict, got {type(msg).__name__}", index=i)
    role = msg.get("role")
    if role is None:
        raise InvalidMessagesError(
            f"missing role; every message needs one of {sorted(ALLOWED_KEYS)}", index=i
        )
    if role not in ALLOWED_KEYS:
        raise InvalidMessagesError(
            f"unknown role {role!r}; expected one of {sorted(ALLOWED_KEYS)}", index=i
        )
    out: Message = {}
    for key, value in msg.items():
        if value is None or value == []:  # "refusal": None, "annotations": [] from the SDK
            continue
        if key not in ALLOWED_KEYS[role]:
            raise InvalidMessagesError(
                f"unsupported key {key!r} in a {role} message "
                f"(allowed: {sorted(ALLOWED_KEYS[role])})",
                index=i,
            )
        out[key] = value
    for key in ("content", "name", "tool_call_id"):
        value = out.get(key)
        problem = surrogate_error(value) if isinstance(value, str) else None
        if problem:
            raise InvalidMessagesError(f"{key} {problem}", index=i)
    content = out.get("content")
    if content is not None and not isinstance(content, str):
        raise InvalidMessagesError(
            f"{role} content must be a string, got {type(content).__name__}; "
            "join text parts into one string before adding",
            index=i,
        )
    if "name" in out and not isinstance(out["name"], str):
        raise InvalidMessagesError("name must be a string", index=i)
    return out
