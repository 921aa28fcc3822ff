"""The OpenAI chat message as turnmem reads and writes it, and its shape checks.

``Message`` is a plain dict typed as a ``TypedDict`` (what ``messages=`` of the openai SDK
accepts); :func:`clean_message` checks one message's shape (role, allowed keys, valid
Unicode) before it is parsed into turns (:func:`turnmem.turn.turns_from_messages`), and
:func:`read_text` splits its content into the text turnmem reads and the
:class:`~turnmem.content.MessageExtras` that writes it back exactly.

Every role of the SDK's ``ChatCompletionMessageParam`` is accepted: ``system``, ``developer``,
``user``, ``assistant`` (``refusal``, ``audio``, ``tool_calls`` and the legacy
``function_call``), ``tool`` (with the ``name`` LangChain writes) and the legacy ``function``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, cast

from pydantic import BaseModel, ValidationError
from typing_extensions import Required, TypedDict

from turnmem.content import (
    AudioRef,
    MessageExtras,
    dump_parts,
    has_media,
    parse_parts,
    text_of_parts,
)
from turnmem.errors import InvalidMessagesError

__all__ = [
    "ALLOWED_KEYS",
    "Message",
    "clean_message",
    "fresh_message",
    "read_text",
    "surrogate_error",
    "write",
]


class Message(TypedDict, total=False):
    """An OpenAI chat-completions message as turnmem reads and writes it (what ``messages=``
    of the openai SDK accepts). Which keys a role may carry is :data:`ALLOWED_KEYS`; a
    ``TypedDict`` rather than the SDK's param union because turnmem also reads the legacy
    roles and LangChain's ``name`` on tool messages."""

    role: Required[str]
    content: Any
    name: str
    tool_calls: list[dict[str, Any]]  # {"id", "type": "function", "function": {...}}
    tool_call_id: str
    refusal: str | None
    audio: dict[str, Any] | None
    function_call: dict[str, Any] | None


# Lone UTF-16 surrogates cannot be encoded as UTF-8: no store can hold them and no HTTP client
# can send them, so they are rejected where they enter.
_SURROGATE = re.compile("[\ud800-\udfff]")


def surrogate_error(text: str) -> str | None:
    """What is wrong with ``text`` if it holds a lone surrogate, else None."""
    if text.isascii():  # O(1) on CPython: an ASCII text holds no surrogate (a 50 MB log: 0.4 s)
        return None
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
    "assistant": frozenset(
        {"role", "content", "name", "tool_calls", "refusal", "audio", "function_call"}
    ),
    "tool": frozenset({"role", "content", "tool_call_id", "name"}),
    "function": frozenset({"role", "content", "name"}),
}


def clean_message(msg: object, i: int) -> Message:
    """Validate the shape of one message and drop ``None``-valued keys and empty lists.

    SDK objects (``ChatCompletionMessage`` and other pydantic models) are accepted as dumped.
    """
    if type(msg) is not dict:  # a plain dict needs neither check (both are ABC look-ups)
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
    out: dict[str, Any] = {}
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
    for key in ("content", "name", "tool_call_id", "refusal"):
        value = out.get(key)
        if value is not None and key != "content" and not isinstance(value, str):
            raise InvalidMessagesError(
                f"{key} must be a string, got {type(value).__name__}", index=i
            )
        problem = surrogate_error(value) if isinstance(value, str) else None
        if problem:
            raise InvalidMessagesError(f"{key} {problem}", index=i)
    content = out.get("content")
    if content is not None and not isinstance(content, str | list):
        raise InvalidMessagesError(
            f"{role} content must be a string or a list of content parts, got "
            f"{type(content).__name__}",
            index=i,
        )
    return cast(Message, out)  # every key was checked against ALLOWED_KEYS above


def read_text(msg: Message, i: int) -> tuple[str | None, MessageExtras | None]:
    """The text of a cleaned message's content and the MessageExtras that restores it exactly.

    Text is the string content, or the text (and refusal) parts joined by newlines; ``None``
    when the message has no content. Raises InvalidMessagesError naming the part and field.
    """
    role = msg["role"]
    content = msg.get("content")
    fields: dict[str, Any] = {}
    text: str | None
    if isinstance(content, list):
        try:
            parts = parse_parts(content, role)
        except ValueError as exc:
            raise InvalidMessagesError(f"{role} {exc}", index=i) from None
        for part in dump_parts(parts):
            for value in _strings(part):
                problem = surrogate_error(value)
                if problem:
                    raise InvalidMessagesError(f"content part {problem}", index=i)
        fields["parts"] = parts
        text = text_of_parts(parts)
        if not text and not has_media(parts) and role == "user":
            raise InvalidMessagesError("user message content is empty", index=i)
    else:
        text = content
    if "name" in msg and role not in ("function",):
        fields["name"] = msg["name"]
    if "refusal" in msg:
        fields["refusal"] = msg["refusal"]
    if "audio" in msg:
        try:
            fields["audio"] = AudioRef.model_validate(msg["audio"])
        except ValidationError:
            raise InvalidMessagesError(
                "assistant audio must look like {'id': '<audio id>'}", index=i
            ) from None
    return text, (MessageExtras(**fields) if fields else None)


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [s for v in value.values() for s in _strings(v)]
    return []


def write(msg: Message, text: str | None, extras: MessageExtras | None) -> Message:
    """Add ``text`` (as parts, if the extras kept them) and the extras's keys to ``msg``."""
    if extras is not None and extras.parts is not None:
        msg["content"] = dump_parts(extras.parts)
    elif text is not None and not (extras is not None and extras.no_content):
        msg["content"] = text
    if extras is not None:
        if extras.name is not None:
            msg["name"] = extras.name
        if extras.refusal is not None:
            msg["refusal"] = extras.refusal
        if extras.audio is not None:
            msg["audio"] = {"id": extras.audio.id}
    return msg


def fresh_message(msg: Message) -> Message:
    """A copy of ``msg`` that a caller may edit without changing ``msg``: the dict, its
    ``tool_calls`` (list and calls), ``audio`` and ``function_call`` are new; content parts and
    a call's ``function`` are shared, as validating the message into a model would copy it."""
    out = msg.copy()
    if len(out) > 2:  # more than role and content: something nested may need copying
        calls = out.get("tool_calls")
        if calls is not None:
            out["tool_calls"] = [dict(c) for c in calls]
        for key in ("audio", "function_call"):
            value = out.get(key)
            if isinstance(value, dict):
                out[key] = dict(value)
    return out
