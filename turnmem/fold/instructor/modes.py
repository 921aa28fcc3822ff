"""Which structured-output mode a fold asks for, and when to switch.

Servers differ in what they honour (see the README's "LLM endpoints and modes"):

========================  =============================================================
``tools``                 a forced function call (``tools`` + ``tool_choice``): OpenAI,
                          Azure, DeepSeek, Qwen (DashScope), vLLM, llama-cpp-python
``json_schema``           ``response_format: json_schema`` (grammar-constrained where the
                          server supports it): OpenAI, vLLM, Ollama, the llama.cpp server
``json``                  ``response_format: json_object`` plus the schema in the prompt:
                          servers with neither (DeepSeek supports it too)
``auto``                  pick by endpoint where it is known, then fall back once
========================  =============================================================

``auto`` starts with :func:`initial_mode` and switches once to :func:`other_mode` when the
server rejects the mode (:func:`rejects_mode`: a 4xx, or a 500 whose message names the
feature, as llama-cpp-python answers ``json_schema``) or answers a forced tool call with plain
text (the llama.cpp server does: :class:`ToolCallIgnored`). The switch is remembered per
openai client, so later folds over the same client start with the mode that worked.
"""

from __future__ import annotations

import contextlib
import re
import weakref
from typing import Any, Literal, get_args
from urllib.parse import urlsplit

import instructor
import openai

__all__ = [
    "LLMMode",
    "ToolCallIgnored",
    "initial_mode",
    "instructor_mode",
    "mode_name",
    "other_mode",
    "rejects_mode",
    "remember",
    "remembered",
]

LLMMode = Literal["tools", "json_schema", "json", "auto"]
"""The ``llm_mode`` of an instructor folder."""
ConcreteMode = Literal["tools", "json_schema", "json"]

_INSTRUCTOR_MODES: dict[str, instructor.Mode] = {
    "tools": instructor.Mode.TOOLS,
    "json_schema": instructor.Mode.JSON_SCHEMA,
    "json": instructor.Mode.JSON,
}
_FEATURE = re.compile(
    r"response_format|json_schema|json_object|tool_choice|\btools?\b|function|grammar|"
    r"structured output|not supported|unsupported|does not support|not implemented",
    re.IGNORECASE,
)
_REJECT_STATUS = frozenset({400, 404, 405, 415, 422, 500, 501})


class ToolCallIgnored(Exception):
    """A forced tool call was answered with plain text: the server ignores ``tool_choice``."""

    def __init__(self, text: str) -> None:
        super().__init__(f"the server answered a forced tool call with text: {text[:80]!r}")


def check_mode(mode: str) -> LLMMode:
    """``mode`` as an :data:`LLMMode`, or ``ValueError`` naming the choices."""
    if mode not in get_args(LLMMode):
        raise ValueError(f"llm_mode must be one of {list(get_args(LLMMode))}, got {mode!r}")
    return mode  # type: ignore[return-value]


def instructor_mode(mode: str) -> instructor.Mode:
    """instructor's mode for a concrete mode name."""
    return _INSTRUCTOR_MODES[mode]


def mode_name(mode: Any) -> str | None:
    """The concrete name of an instructor mode (``None`` for modes turnmem does not switch)."""
    for name, value in _INSTRUCTOR_MODES.items():
        if mode == value:
            return name
    return None


def initial_mode(base_url: object) -> ConcreteMode:
    """The first mode ``auto`` tries for an endpoint.

    Hosted APIs with native function calling (OpenAI, Azure, DeepSeek, Qwen/DashScope, Groq,
    Together, Fireworks...) and unknown endpoints get ``tools``; Ollama (its port 11434)
    gets ``json_schema``, which it constrains with a grammar for every model, while tool
    calls need a model trained for them. Other local servers are told apart by the fallback.
    """
    parts = urlsplit(str(base_url or ""))
    host = (parts.hostname or "").lower()
    if parts.port == 11434 or "ollama" in host:
        return "json_schema"
    return "tools"


def other_mode(mode: str) -> ConcreteMode:
    """The mode ``auto`` falls back to after ``mode`` was rejected."""
    return "json_schema" if mode in ("tools", "json") else "tools"


def rejects_mode(exc: BaseException) -> bool:
    """Whether ``exc`` says the server does not support the requested mode.

    A 4xx (or a 500, as llama-cpp-python answers ``json_schema``) whose message names the
    feature, or a forced tool call answered with text. A 400 for anything else (a bad model
    name, a prompt over the context) is not a reason to switch.
    """
    while exc.__cause__ is not None and not isinstance(exc, openai.APIStatusError):
        if isinstance(exc, ToolCallIgnored):
            return True
        exc = exc.__cause__
    if isinstance(exc, ToolCallIgnored):
        return True
    if not isinstance(exc, openai.APIStatusError) or exc.status_code not in _REJECT_STATUS:
        return False
    return bool(_FEATURE.search(f"{exc.message} {exc.body}"))


_REMEMBERED: weakref.WeakKeyDictionary[Any, ConcreteMode] = weakref.WeakKeyDictionary()


def remembered(client: Any) -> ConcreteMode | None:
    """The mode that last worked (or was switched to) for this openai client."""
    try:
        return _REMEMBERED.get(client)
    except TypeError:  # not weak-referenceable
        return None


def remember(client: Any, mode: ConcreteMode) -> None:
    """Remember ``mode`` for this openai client (per process, while the client lives)."""
    with contextlib.suppress(TypeError):
        _REMEMBERED[client] = mode
