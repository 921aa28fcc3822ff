"""Responders that make :class:`~turnmem.testing.FakeOpenAIServer` behave like real servers.

Real OpenAI-compatible servers differ in which structured-output modes they honour; these
responders (``FakeOpenAIServer(responder=...)``) reproduce them, so tests can check a client's
mode choice and fallback offline::

    from turnmem.testing import FakeOpenAIServer
    from turnmem.testing.endpoints import RejectsMode

    # llama-cpp-python: json_schema answered with HTTP 500, forced tool calls work
    server = FakeOpenAIServer(responder=RejectsMode("json_schema", {"summary": "..."}, 500))

* :class:`RejectsMode`: requests in one mode get an HTTP error naming the feature; the others
  get the arguments, in the shape their mode expects;
* :class:`IgnoresToolChoice`: a forced tool call is answered with plain text (the llama.cpp
  server does this), ``response_format`` requests get the JSON;
* :func:`never_finishes`: a generation that does not end within any test's bound.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal

from turnmem.testing.actions import Action, Delay, HTTPError, TextReply, ToolCallReply

__all__ = ["IgnoresToolChoice", "RejectsMode", "never_finishes", "request_mode"]

Mode = Literal["tools", "json_schema", "json", "text"]


def request_mode(body: dict[str, Any]) -> Mode:
    """The structured-output mode a chat-completions request body asks for."""
    if body.get("tools"):
        return "tools"
    response_format = body.get("response_format")
    kind = response_format.get("type") if isinstance(response_format, dict) else None
    if kind == "json_schema":
        return "json_schema"
    if kind == "json_object":
        return "json"
    return "text"


def _answer(body: dict[str, Any], arguments: dict[str, Any] | str) -> Action:
    """``arguments`` as a tool call for a tools request, as JSON text otherwise."""
    if request_mode(body) == "tools":
        return ToolCallReply(arguments)
    return TextReply(arguments if isinstance(arguments, str) else json.dumps(arguments))


_MESSAGES = {
    "tools": "tool_choice / tools are not supported by this server",
    "json_schema": "response_format type json_schema is not supported",
    "json": "response_format type json_object is not supported",
    "text": "unsupported request",
}


@dataclass
class RejectsMode:
    """Answer requests in ``mode`` with HTTP ``status`` (a message naming the feature);
    answer every other request with ``arguments`` in its own mode's shape.

    ``seen`` records the mode of every request, in order.
    """

    mode: Mode
    arguments: dict[str, Any] | str
    status: int = 400
    seen: list[Mode] = field(default_factory=list)

    def __call__(self, body: dict[str, Any]) -> Action:
        asked = request_mode(body)
        self.seen.append(asked)
        if asked == self.mode:
            error = {"message": _MESSAGES[asked], "type": "invalid_request_error"}
            return HTTPError(self.status, {"error": error}, {"x-should-retry": "false"})
        return _answer(body, self.arguments)


@dataclass
class IgnoresToolChoice:
    """Answer a forced tool call with plain ``text`` (no tool call), and ``response_format``
    requests with ``arguments`` as JSON, as the llama.cpp server does."""

    arguments: dict[str, Any] | str
    text: str = "The user wants to book a trip."
    seen: list[Mode] = field(default_factory=list)

    def __call__(self, body: dict[str, Any]) -> Action:
        asked = request_mode(body)
        self.seen.append(asked)
        if asked == "tools":
            return TextReply(self.text)
        return _answer(body, self.arguments)


def never_finishes(arguments: dict[str, Any] | str = "{}", seconds: float = 3600.0) -> Delay:
    """A generation that does not end within any bound a test sets (an hour by default; the
    server's ``stop()`` interrupts it), like a looping model without a completion cap."""
    return Delay(seconds, ToolCallReply(arguments))
