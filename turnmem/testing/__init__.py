"""Test helpers for code that uses turnmem (and for turnmem's own tests).

:class:`FakeOpenAIServer` is a local OpenAI-compatible HTTP server with scripted
answers and injectable faults, driven by the real ``openai`` client.
"""

from turnmem.testing.openai_server import (
    Action,
    ConnectionReset,
    Delay,
    EmptyChoices,
    FakeOpenAIServer,
    HTTPError,
    InvalidJSON,
    LengthCut,
    TextReply,
    ToolCallReply,
    WrongToolName,
    rate_limited,
    server_error,
)

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
