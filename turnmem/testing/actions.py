"""What :class:`~turnmem.testing.FakeOpenAIServer` can do in answer to one request.

Scripted answers (:class:`ToolCallReply`, :class:`TextReply`) and injected faults
(:class:`HTTPError` with :func:`rate_limited` / :func:`server_error`, :class:`ConnectionReset`,
:class:`Delay`, :class:`InvalidJSON`, :class:`LengthCut`, :class:`EmptyChoices`,
:class:`WrongToolName`). :data:`Action` is their union. Plain frozen dataclasses: the server
interprets them, so they hold no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = [
    "ACTION_TYPES",
    "Action",
    "ConnectionReset",
    "Delay",
    "EmptyChoices",
    "HTTPError",
    "InvalidJSON",
    "JSONDict",
    "LengthCut",
    "TextReply",
    "ToolCallReply",
    "WrongToolName",
    "error_body",
    "rate_limited",
    "server_error",
]

JSONDict = dict[str, Any]


@dataclass(frozen=True)
class ToolCallReply:
    """A normal completion whose assistant message carries exactly one tool call.

    Args:
        arguments: The tool-call arguments. A ``dict`` is ``json.dumps``-ed; a ``str``
            is sent verbatim (use it for deliberately malformed JSON).
        name: Function name of the tool call. ``None`` (the default) uses the name
            of ``tools[0].function`` from the request - that is what instructor's
            ``TOOLS`` mode expects - or ``"tool"`` if the request has no tools.
        prompt_tokens: ``usage.prompt_tokens``; ``None`` estimates it as
            ``max(1, len(json of messages + tools) // 4)``.
        completion_tokens: ``usage.completion_tokens``; ``None`` estimates it as
            ``max(1, len(arguments json) // 4)``.
        finish_reason: ``None`` mimics OpenAI: ``"stop"`` when the request forces a
            specific function via ``tool_choice={"type": "function", ...}``, otherwise
            ``"tool_calls"``. Pass a string to override.
    """

    arguments: JSONDict | str
    name: str | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    finish_reason: str | None = None


@dataclass(frozen=True)
class TextReply:
    """A plain assistant text message with ``finish_reason="stop"``.

    Also the right reply for JSON-mode requests (``response_format``): the
    ``content`` is returned as-is, so pass a JSON string there.
    Token counts behave like in :class:`ToolCallReply`.
    """

    content: str
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


@dataclass(frozen=True)
class HTTPError:
    """Answer with an HTTP error status.

    Args:
        status: HTTP status code, e.g. ``500``, ``429``, ``400``.
        body: JSON body. ``None`` sends an OpenAI-style
            ``{"error": {"message", "type", "param", "code"}}`` body.
        headers: Extra response headers, e.g. ``{"Retry-After": "1"}`` or
            ``{"x-should-retry": "false"}`` (the openai client honours both).

    With the ``openai`` client, ``500`` raises ``openai.InternalServerError``, ``429``
    ``openai.RateLimitError``, ``400`` ``openai.BadRequestError`` and so on (after
    the client's own retries for 408/409/429/5xx).
    """

    status: int
    body: JSONDict | None = None
    headers: dict[str, str] | None = None


@dataclass(frozen=True)
class ConnectionReset:
    """Abort the TCP connection (RST via ``SO_LINGER=0``) without any HTTP response.

    The ``openai`` client raises ``openai.APIConnectionError`` (after its retries).
    """


@dataclass(frozen=True)
class Delay:
    """Sleep ``seconds`` before performing ``then``.

    Use it to exceed the client's ``timeout`` (the ``openai`` client then raises
    ``openai.APITimeoutError``). The sleep is interrupted by
    :meth:`FakeOpenAIServer.stop`, in which case the connection is simply closed.
    If the client has gone away by the time the answer is written, the write error
    is ignored.
    """

    seconds: float
    then: Action


@dataclass(frozen=True)
class InvalidJSON:
    """``200 OK`` whose body is not valid JSON.

    With the default ``content_type="application/json"`` the ``openai`` client fails
    while decoding and raises ``json.JSONDecodeError`` (a ``ValueError``) - it is
    not wrapped in an ``openai`` exception and not retried by the client.
    With a non-JSON content type (e.g. ``"text/plain"``) the client instead returns
    the raw body text as a ``str``.
    """

    body: str = '{"id": "chatcmpl-broken", "choices": [{"index": 0, "mess'
    content_type: str = "application/json"


@dataclass(frozen=True)
class LengthCut:
    """The model hit ``max_tokens``: ``finish_reason="length"`` with truncated output.

    If the request offered ``tools``, the message carries one tool call (named after
    ``tools[0]``) whose ``arguments`` is ``arguments_prefix`` - truncated JSON;
    otherwise the prefix is returned as the text ``content``.
    instructor raises ``instructor.core.IncompleteOutputException`` for it without
    re-asking.
    """

    arguments_prefix: str = '{"summary": "cut'
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


@dataclass(frozen=True)
class EmptyChoices:
    """``200 OK`` with a well-formed completion whose ``choices`` list is empty."""


@dataclass(frozen=True)
class WrongToolName:
    """A tool-call completion whose function name is not the requested tool.

    Note: instructor 1.17's ``TOOLS`` mode does *not* check the name; it parses
    ``tool_calls[0].function.arguments`` regardless, so valid arguments still
    validate.
    """

    arguments: JSONDict | str
    name: str = "not_the_tool"


Action = (
    ToolCallReply
    | TextReply
    | HTTPError
    | ConnectionReset
    | Delay
    | InvalidJSON
    | LengthCut
    | EmptyChoices
    | WrongToolName
)
"""Anything the server can do in answer to one chat-completions request."""
#: The action classes, for ``isinstance`` checks of a responder's answer.
ACTION_TYPES = (
    ToolCallReply,
    TextReply,
    HTTPError,
    ConnectionReset,
    Delay,
    InvalidJSON,
    LengthCut,
    EmptyChoices,
    WrongToolName,
)


def error_body(message: str, type_: str, code: str | None = None) -> JSONDict:
    return {"error": {"message": message, "type": type_, "param": None, "code": code}}


def rate_limited(retry_after: float, message: str = "Rate limit reached (fake)") -> HTTPError:
    """A ``429`` with a ``Retry-After`` header of ``retry_after`` seconds.

    Fractional values are sent as a decimal (``"0.05"``); the ``openai`` client
    accepts them and waits that long before retrying.
    """
    value = str(int(retry_after)) if float(retry_after).is_integer() else repr(float(retry_after))
    return HTTPError(
        429,
        error_body(message, "requests", "rate_limit_exceeded"),
        {"Retry-After": value},
    )


def server_error(status: int = 500, message: str = "Internal server error (fake)") -> HTTPError:
    """A ``5xx`` answer with an OpenAI-style error body."""
    return HTTPError(status, error_body(message, "server_error"))
