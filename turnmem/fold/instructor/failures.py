"""What a failed fold says: one line, the requests it made, the model's last output.

Whatever fails is raised as :class:`~turnmem.errors.LLMError` with a one-line reason::

    openai.APIStatusError (5xx, 4xx)      "fold failed after 3 requests: HTTP 500: ..."
    openai.RateLimitError                 "... rate limited (HTTP 429): ..."
    openai.APITimeoutError                "... request timed out"
    FoldTimeout                           "... fold timed out after 60 s (its wall-clock bound)"
    openai.APIConnectionError             "... connection failed: ..."
    json.JSONDecodeError (body)           "... response body is not valid JSON: ..."
    IncompleteOutputException             "... output cut off at the token limit ..."
    empty ``choices``                     "... response has no choices ..."
    ToolCallIgnored                       "... the server answered a forced tool call with text"
    InstructorRetryException (invalid)    "... output invalid after N attempts: <first error>"

instructor logs every failed attempt at ERROR ("API call failed on attempt 1: ..."), which
Python prints on stderr when the application configured no logging. During a turnmem call
those records are routed to the ``turnmem`` logger at DEBUG (:func:`route_instructor_logs`);
the folder logs one WARNING per failed call instead, and the memory records the fallback.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any

import openai
from instructor.core import IncompleteOutputException, InstructorRetryException
from pydantic import ValidationError

from turnmem.errors import LLMError
from turnmem.fold.base import CallUsage
from turnmem.fold.instructor.metering import METER, FoldTimeout
from turnmem.fold.instructor.modes import ToolCallIgnored

__all__ = ["called_tool", "first_line", "llm_error", "log", "root_cause", "route_instructor_logs"]

log = logging.getLogger("turnmem")
_INSTRUCTOR_LOGGERS = ("instructor", "instructor.v2", "instructor.v2.retry", "instructor.core")


class _DuringFold(logging.Filter):
    """Drops instructor's records made inside a turnmem call, re-logged at DEBUG."""

    def filter(self, record: logging.LogRecord) -> bool:
        if METER.get() is None:
            return True  # the application's own instructor calls are left alone
        log.debug("instructor: %s", record.getMessage())
        return False


_FILTER = _DuringFold()


def route_instructor_logs() -> None:
    """Install the filter on instructor's loggers (idempotent)."""
    for name in _INSTRUCTOR_LOGGERS:
        logger = logging.getLogger(name)
        if _FILTER not in logger.filters:
            logger.addFilter(_FILTER)


def first_line(text: object, limit: int = 200) -> str:
    lines = str(text).strip().splitlines()
    line = lines[0] if lines else ""
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _api_message(exc: openai.APIStatusError) -> str:
    """The provider's error message (``{"error": {"message": ...}}``), else openai's."""
    body = exc.body
    if isinstance(body, Mapping) and isinstance(body.get("message"), str):
        return first_line(body["message"])
    return first_line(exc.message)


def root_cause(exc: BaseException) -> BaseException:
    """The exception that explains a failure, under instructor's wrapper."""
    while isinstance(exc, InstructorRetryException) and exc.__cause__ is not None:
        exc = exc.__cause__
    # A handler tripping over a broken response (e.g. IndexError on empty choices while
    # preparing a re-ask) is explained by what it was handling.
    if isinstance(exc, IndexError | KeyError | TypeError | AttributeError) and (
        exc.__context__ is not None
    ):
        return exc.__context__
    return exc


def _reason(exc: BaseException) -> str:
    root = root_cause(exc)
    if isinstance(root, FoldTimeout | ToolCallIgnored):
        return str(root)
    if isinstance(root, IncompleteOutputException):
        return "output cut off at the token limit (finish_reason=length)"
    if isinstance(root, openai.APITimeoutError):
        return "request timed out"
    if isinstance(root, openai.APIConnectionError):
        return f"connection failed: {first_line(root)}"
    if isinstance(root, openai.RateLimitError):
        return f"rate limited (HTTP 429): {_api_message(root)}"
    if isinstance(root, openai.APIStatusError):
        return f"HTTP {root.status_code}: {_api_message(root)}"
    if isinstance(root, json.JSONDecodeError):
        return f"response body is not valid JSON: {first_line(root)}"
    if isinstance(root, IndexError) or "no choices" in str(root).lower():
        return f"response has no choices ({first_line(root)})"
    if isinstance(root, ValidationError):
        first = root.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "output"
        n = getattr(exc, "n_attempts", 1)
        return f"output invalid after {n} attempts: {where}: {first_line(first['msg'])}"
    return f"{type(root).__name__}: {first_line(root)}"


def called_tool(output: Any) -> str | None:
    """Name of the function the raw completion called, when instructor kept the response."""
    raw = getattr(output, "_raw_response", None)
    try:
        calls = raw.choices[0].message.tool_calls  # type: ignore[union-attr]
        return str(calls[0].function.name) if calls else None
    except (AttributeError, IndexError, TypeError):
        return None


def llm_error(
    kind: str, exc: BaseException, requests: int, last_output: str | None, usage: CallUsage
) -> LLMError:
    n = max(requests, 1)
    plural = "request" if n == 1 else "requests"
    return LLMError(
        f"{kind} failed after {n} {plural}: {_reason(exc)}",
        attempts=n,
        last_output=last_output,
        usage=usage.model_copy(update={"attempts": n}),
    )
