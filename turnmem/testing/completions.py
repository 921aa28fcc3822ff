"""The JSON body of a scripted chat completion.

What :class:`~turnmem.testing.FakeOpenAIServer` sends for a reply action
(:class:`~turnmem.testing.ToolCallReply`, :class:`~turnmem.testing.TextReply`, ...), shaped
like OpenAI's so the real ``openai`` client parses it. Pure: no I/O.
"""

from __future__ import annotations

import json
import time

from turnmem.testing.actions import (
    EmptyChoices,
    JSONDict,
    LengthCut,
    TextReply,
    ToolCallReply,
    WrongToolName,
)

__all__ = ["completion_body"]


def _estimate_tokens(text: str) -> int:
    return max(1, len(text) // 4)


def _requested_tool_name(body: JSONDict) -> str | None:
    tools = body.get("tools")
    if isinstance(tools, list) and tools and isinstance(tools[0], dict):
        function = tools[0].get("function")
        if isinstance(function, dict) and isinstance(function.get("name"), str):
            return str(function["name"])
    return None


def _forced_function(body: JSONDict) -> bool:
    choice = body.get("tool_choice")
    return isinstance(choice, dict) and choice.get("type") == "function"


def completion_body(
    action: ToolCallReply | TextReply | LengthCut | EmptyChoices | WrongToolName,
    body: JSONDict,
    *,
    number: int,
    default_model: str,
) -> JSONDict:
    """The ``chat.completion`` JSON answering request ``body`` with a reply ``action``.

    ``number`` makes the completion and tool-call ids unique; ``default_model`` is reported
    when the request names no model. Token counts not given by the action are estimated.
    """
    n = number
    requested = _requested_tool_name(body)
    message: JSONDict = {"role": "assistant", "content": None, "refusal": None}
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    finish_reason = "tool_calls"
    output = ""

    def tool_call(name: str, arguments: str) -> None:
        message["tool_calls"] = [
            {
                "id": f"call_fake_{n}",
                "type": "function",
                "function": {"name": name, "arguments": arguments},
            }
        ]

    def as_text(arguments: JSONDict | str) -> str:
        return arguments if isinstance(arguments, str) else json.dumps(arguments)

    if isinstance(action, ToolCallReply):
        output = as_text(action.arguments)
        tool_call(action.name or requested or "tool", output)
        prompt_tokens, completion_tokens = action.prompt_tokens, action.completion_tokens
        finish_reason = action.finish_reason or ("stop" if _forced_function(body) else "tool_calls")
    elif isinstance(action, WrongToolName):
        output = as_text(action.arguments)
        tool_call(action.name, output)
        finish_reason = "stop" if _forced_function(body) else "tool_calls"
    elif isinstance(action, TextReply):
        output = action.content
        message["content"] = output
        prompt_tokens, completion_tokens = action.prompt_tokens, action.completion_tokens
        finish_reason = "stop"
    elif isinstance(action, LengthCut):
        output = action.arguments_prefix
        if requested is not None:
            tool_call(requested, output)
        else:
            message["content"] = output
        prompt_tokens, completion_tokens = action.prompt_tokens, action.completion_tokens
        finish_reason = "length"

    if prompt_tokens is None:
        prompt_text = json.dumps(body.get("messages", [])) + json.dumps(body.get("tools", []))
        prompt_tokens = _estimate_tokens(prompt_text)
    if completion_tokens is None:
        completion_tokens = _estimate_tokens(output) if output else 0

    model = body.get("model")
    choices: list[JSONDict] = []
    if not isinstance(action, EmptyChoices):
        choices.append(
            {"index": 0, "message": message, "logprobs": None, "finish_reason": finish_reason}
        )
    return {
        "id": f"chatcmpl-fake-{n}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model if isinstance(model, str) else default_model,
        "system_fingerprint": "fp_fake",
        "choices": choices,
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }
