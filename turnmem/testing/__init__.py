"""Test helpers for code that uses turnmem (and for turnmem's own tests).

:class:`FakeOpenAIServer` is a local OpenAI-compatible HTTP server with scripted
answers and injectable faults, driven by the real ``openai`` client
(:mod:`turnmem.testing.server`); the answers and faults it can script are in
:mod:`turnmem.testing.actions`.
"""

from turnmem.testing.actions import (
    Action,
    ConnectionReset,
    Delay,
    EmptyChoices,
    HTTPError,
    InvalidJSON,
    LengthCut,
    TextReply,
    ToolCallReply,
    WrongToolName,
    rate_limited,
    server_error,
)
from turnmem.testing.server import FakeOpenAIServer

__all__ = [
    "Action",
    "ConnectionReset",
    "Delay",
    "EmptyChoices",
    "FakeOpenAIServer",
    "HTTPError",
    "InvalidJSON",
    "LengthCut",
    "TextReply",
    "ToolCallReply",
    "WrongToolName",
    "rate_limited",
    "server_error",
]
