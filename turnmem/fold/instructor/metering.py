"""The create function under instructor: it meters each HTTP request and bounds the call.

instructor's ``patch(create=...)`` lets us own the function that sends each request, so it
is the one place that sees every request of a fold, re-asks and transport retries included:

* it counts HTTP requests (the openai client's retry counter) and tokens (with instructor's
  hooks) into the call's :class:`Meter`;
* it gives each request the time left of the fold's wall-clock bound as its timeout;
* on a re-ask it sends :func:`~turnmem.fold.prompts.reask_context` in place of the first
  request's turns (the model's answer and the error follow it), so a re-ask does not pay for
  the whole prompt again;
* in ``auto`` mode it reports a tools request answered without a tool call (servers that
  ignore ``tool_choice``) as :class:`~turnmem.fold.instructor.modes.ToolCallIgnored`, so the
  folder switches mode instead of re-asking.
"""

from __future__ import annotations

import contextvars
import inspect
import time
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import instructor
import openai
from instructor.core.hooks import Hooks

from turnmem.fold.instructor.modes import ToolCallIgnored

__all__ = [
    "METER",
    "METERED_CLIENTS",
    "FoldTimeout",
    "Meter",
    "metered_instructor",
    "output_text",
]

_LAST_OUTPUT_CHARS = 4000
_TOOL_CALL_STARTS = ("{", "[", "<tool_call", "<function", "<|tool")


@dataclass
class Meter:
    """What one fold call cost, and the per-call settings its requests obey."""

    requests: int = 0  # HTTP requests, from the openai client's retry counter
    attempts: int = 0  # instructor attempts (completion:kwargs hook)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    last_output: str | None = None
    deadline: float | None = None
    """``time.monotonic()`` by which the call must end (the fold's wall-clock bound)."""
    timeout: float | None = None
    """That bound in seconds (for the error message)."""
    first_user: str | None = None
    """The first request's user message; a re-ask replaces it with ``reask_user``."""
    reask_user: str | None = None
    detect_ignored_tools: bool = False
    """Raise :class:`ToolCallIgnored` for a tools answer without a tool call (auto mode)."""

    def hooks(self) -> Hooks:
        """Per-call instructor hooks feeding this meter (handlers never raise)."""
        hooks = Hooks()
        hooks.on("completion:kwargs", self._on_attempt)
        hooks.on("completion:response", self._on_response)
        return hooks

    def _on_attempt(self, *args: Any, **kwargs: Any) -> None:
        self.attempts += 1

    def _on_response(self, response: Any) -> None:
        usage = getattr(response, "usage", None)
        self.prompt_tokens += _int(usage, "prompt_tokens", "input_tokens")
        self.completion_tokens += _int(usage, "completion_tokens", "output_tokens")
        output = output_text(response)
        if output is not None:
            self.last_output = output

    def http_requests(self, metered: bool) -> int:
        return self.requests if metered else self.attempts

    def prepare(self, kwargs: dict[str, Any], client_timeout: object) -> dict[str, Any]:
        """The request's arguments with this call's bound and re-ask context applied: the
        request's timeout is the client's (or the request's own), cut to the time left."""
        if self.deadline is not None:
            left = self.deadline - time.monotonic()
            if left <= 0:
                raise FoldTimeout(self.timeout or 0.0)
            current = _seconds(kwargs.get("timeout", client_timeout))
            if current is None or current > left:
                kwargs = {**kwargs, "timeout": left}
        messages = kwargs.get("messages")
        if self.reask_user is not None and isinstance(messages, list) and len(messages) > 2:
            first = messages[1] if isinstance(messages[1], Mapping) else None
            if first is not None and first.get("content") == self.first_user:
                compact = {**first, "content": self.reask_user}
                kwargs = {**kwargs, "messages": [messages[0], compact, *messages[2:]]}
        return kwargs

    def check_answer(self, kwargs: Mapping[str, Any], response: Any) -> None:
        """Raise :class:`ToolCallIgnored` when a forced tool call was answered with text."""
        if not self.detect_ignored_tools or "tools" not in kwargs:
            return
        try:
            choice = response.choices[0]
        except (AttributeError, IndexError, TypeError):
            return
        message = getattr(choice, "message", None)
        if message is None:
            return
        if getattr(message, "tool_calls", None) or getattr(message, "function_call", None):
            return
        text = str(getattr(message, "content", "") or "")
        if getattr(choice, "finish_reason", None) == "length" and text.lstrip().startswith(
            _TOOL_CALL_STARTS
        ):
            return  # perhaps a tool call cut off at the cap: the cap is the failure, not the mode
        raise ToolCallIgnored(text[:200])


class FoldTimeout(Exception):
    """The fold's wall-clock bound passed (re-asks and transport retries included)."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"fold timed out after {seconds:g} s (its wall-clock bound)")
        self.seconds = seconds


def _seconds(timeout: object) -> float | None:
    """A timeout as seconds: a number, or an ``httpx.Timeout``'s read timeout."""
    if isinstance(timeout, int | float) and not isinstance(timeout, bool):
        return float(timeout)
    read = getattr(timeout, "read", None)
    return float(read) if isinstance(read, int | float) else None


def _int(obj: Any, *names: str) -> int:
    for name in names:
        value = getattr(obj, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return 0


def output_text(response: Any) -> str | None:
    """The model's output in a completion: the tool call's arguments, or the text."""
    try:
        message = response.choices[0].message
    except (AttributeError, IndexError, TypeError):
        return None
    calls = getattr(message, "tool_calls", None) or []
    text = calls[0].function.arguments if calls else getattr(message, "content", None)
    return text[:_LAST_OUTPUT_CHARS] if isinstance(text, str) else None


METERED_CLIENTS: weakref.WeakSet[Any] = weakref.WeakSet()
"""Instructor clients built by :func:`metered_instructor`."""
METER: contextvars.ContextVar[Meter | None] = contextvars.ContextVar(
    "turnmem_llm_meter", default=None
)


def _count_failure(exc: openai.APIError) -> None:
    meter = METER.get()
    if meter is not None:  # the final request carries the client's retry count
        meter.requests += 1 + int(exc.request.headers.get("x-stainless-retry-count") or 0)


def _count_response(raw: Any) -> None:
    meter = METER.get()
    if meter is not None:
        meter.requests += 1 + int(getattr(raw, "retries_taken", 0) or 0)


def _parse_raw(raw: Any) -> Any:
    try:
        return raw.parse()
    except Exception:
        meter = METER.get()
        if meter is not None:
            meter.last_output = str(raw.http_response.text)[:_LAST_OUTPUT_CHARS]
        raise


def _prepared(kwargs: dict[str, Any], client: Any) -> dict[str, Any]:
    meter = METER.get()
    return kwargs if meter is None else meter.prepare(kwargs, getattr(client, "timeout", None))


def _checked(kwargs: Mapping[str, Any], response: Any) -> Any:
    meter = METER.get()
    if meter is not None:
        meter.check_answer(kwargs, response)
    return response


def _metered_create(client: openai.OpenAI) -> Callable[..., Any]:
    """``chat.completions.create`` that reports the HTTP requests it took to the meter."""
    raw_create = client.chat.completions.with_raw_response.create

    def create(*args: Any, **kwargs: Any) -> Any:
        kwargs = _prepared(kwargs, client)
        try:
            raw = raw_create(*args, **kwargs)
        except openai.APIError as exc:
            _count_failure(exc)
            raise
        _count_response(raw)
        return _checked(kwargs, _parse_raw(raw))

    return create


def _async_metered_create(client: openai.AsyncOpenAI) -> Callable[..., Any]:
    """The async twin of :func:`_metered_create` (only the awaited call differs)."""
    raw_create = client.chat.completions.with_raw_response.create

    async def create(*args: Any, **kwargs: Any) -> Any:
        kwargs = _prepared(kwargs, client)
        try:
            raw = await raw_create(*args, **kwargs)
        except openai.APIError as exc:
            _count_failure(exc)
            raise
        _count_response(raw)
        parsed = _parse_raw(raw)
        parsed = await parsed if inspect.isawaitable(parsed) else parsed
        return _checked(kwargs, parsed)

    return create


def metered_instructor(
    client: openai.OpenAI | openai.AsyncOpenAI,
    *,
    mode: Any = None,
    provider: Any = None,
    hooks: Hooks | None = None,
    defaults: Mapping[str, Any] | None = None,
) -> Any:
    """An instructor client over ``client`` whose create reports HTTP requests to the meter."""
    mode = instructor.Mode.TOOLS if mode is None else mode
    is_async = isinstance(client, openai.AsyncOpenAI)
    create = (
        _async_metered_create(client)
        if isinstance(client, openai.AsyncOpenAI)
        else _metered_create(client)
    )
    extra: dict[str, Any] = {} if provider is None else {"provider": provider}
    patched = instructor.patch(create=create, mode=mode, **extra)
    cls = instructor.AsyncInstructor if is_async else instructor.Instructor
    wrapped = cls(
        client=client, create=patched, mode=mode, hooks=hooks, **extra, **(defaults or {})
    )
    METERED_CLIENTS.add(wrapped)
    return wrapped
