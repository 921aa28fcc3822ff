"""turnmem for pydantic-ai: a history capability returning turnmem's context.

Glue::

    from turnmem.integrations.pydantic_ai import TurnmemHistory
    memory = AsyncTurnMemory(store="sqlite:///memory.db", session_id="u1")
    agent = Agent(model, tools=[...], capabilities=[TurnmemHistory(memory, budget=4000)])

Before every model request the capability ingests the run's history (idempotent: pydantic-ai
keeps the processed history, so turnmem's own context comes back, recognised by the marker on
its sections), and replaces it by the memory's context as pydantic-ai messages, tool names
restored on the tool returns, the agent's instructions and tool definitions counted in the
budget. ``history_processor(memory)`` is the same as a plain function for
``ProcessHistory(...)`` (tools then passed explicitly).
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from turnmem.errors import ContextOverflowError
from turnmem.integrations import require
from turnmem.memory.ingest import MEMORY_MARKER
from turnmem.message import Message

require("pydantic_ai", "pydantic-ai")

from pydantic_ai.capabilities import AbstractCapability  # noqa: E402
from pydantic_ai.messages import (  # noqa: E402
    ModelMessage,
    ModelRequest,
    ModelResponse,
    RetryPromptPart,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)

__all__ = ["TurnmemHistory", "from_chat", "history_processor", "to_chat"]


def _user_text(content: object) -> str:
    if isinstance(content, str):
        return content
    parts = content if isinstance(content, Sequence) else []
    return "\n".join(p for p in parts if isinstance(p, str))


def to_chat(messages: Sequence[ModelMessage]) -> list[Message]:
    """pydantic-ai messages as OpenAI chat messages (turnmem's marked sections keep the
    marker; thinking parts are left out)."""
    out: list[Message] = []
    for message in messages:
        if isinstance(message, ModelRequest):
            for part in message.parts:
                if isinstance(part, SystemPromptPart):
                    msg: Message = {"role": "system", "content": part.content}
                    if part.dynamic_ref == MEMORY_MARKER:
                        msg["name"] = MEMORY_MARKER
                    out.append(msg)
                elif isinstance(part, UserPromptPart):
                    out.append({"role": "user", "content": _user_text(part.content)})
                elif isinstance(part, ToolReturnPart):
                    content = part.model_response_str()
                    out.append(
                        {"role": "tool", "tool_call_id": part.tool_call_id, "content": content}
                    )
                elif isinstance(part, RetryPromptPart):
                    if part.tool_name is not None:
                        out.append(
                            {
                                "role": "tool",
                                "tool_call_id": part.tool_call_id,
                                "content": part.model_response(),
                            }
                        )
                    else:
                        out.append({"role": "user", "content": part.model_response()})
        elif isinstance(message, ModelResponse):
            text = "\n".join(p.content for p in message.parts if isinstance(p, TextPart))
            calls = [
                {
                    "id": p.tool_call_id,
                    "type": "function",
                    "function": {"name": p.tool_name, "arguments": p.args_as_json_str()},
                }
                for p in message.parts
                if isinstance(p, ToolCallPart)
            ]
            msg = {"role": "assistant"}
            if text or not calls:
                msg["content"] = text
            if calls:
                msg["tool_calls"] = calls
            out.append(msg)
    return out


def from_chat(messages: Sequence[Message], instructions: str | None = None) -> list[ModelMessage]:
    """OpenAI chat messages (a turnmem context) as pydantic-ai messages: consecutive system,
    user and tool messages form one request, tool names restored from their calls."""
    names: dict[str, str] = {}
    out: list[ModelMessage] = []
    parts: list[Any] = []

    def flush() -> None:
        if parts:
            out.append(ModelRequest(parts=list(parts)))
            parts.clear()

    for m in messages:
        role, content = m["role"], m.get("content")
        text = content if isinstance(content, str) else ""
        if role in ("system", "developer"):
            ref = MEMORY_MARKER if m.get("name") == MEMORY_MARKER else None
            parts.append(SystemPromptPart(content=text, dynamic_ref=ref))
        elif role == "user":
            parts.append(UserPromptPart(content=text))
        elif role == "tool":
            call_id = m["tool_call_id"]
            parts.append(
                ToolReturnPart(tool_name=names.get(call_id, ""), content=text, tool_call_id=call_id)
            )
        elif role == "assistant":
            flush()
            response: list[Any] = [TextPart(content=text)] if text else []
            for call in m.get("tool_calls", ()):
                fn = call["function"]
                names[call["id"]] = fn["name"]
                response.append(
                    ToolCallPart(
                        tool_name=fn["name"], args=fn["arguments"], tool_call_id=call["id"]
                    )
                )
            out.append(ModelResponse(parts=response))
    flush()
    if instructions is not None and out and isinstance(out[-1], ModelRequest):
        out[-1].instructions = instructions
    return out


async def _await(value: Any) -> Any:
    return await value if inspect.isawaitable(value) else value


async def _context_messages(
    memory: Any,
    messages: Sequence[ModelMessage],
    tools: list[dict[str, Any]],
    budget: int | None,
) -> list[ModelMessage]:
    await _await(memory.ingest(to_chat(messages)))
    last = messages[-1] if messages else None
    instructions = last.instructions if isinstance(last, ModelRequest) else None
    counter = memory.counter
    total = budget if budget is not None else memory.policy.budget
    head = [{"role": "system", "content": instructions}] if instructions else []
    room = total - (counter.count_message(head[0]) if head else 0)
    for _ in range(4):
        ctx = await _await(memory.context(budget=room, tools=tools))
        out = from_chat(ctx.messages, instructions)
        sent = counter.count_messages([*head, *to_chat(out)], tools=tools)
        if sent <= total:
            return out
        room -= sent - total
    raise ContextOverflowError(
        f"the context does not fit {total} tokens once converted for pydantic-ai",
        budget=total,
        required=sent,
    )


def history_processor(
    memory: Any, *, budget: int | None = None, tools: Sequence[dict[str, Any]] = ()
) -> Callable[[list[ModelMessage]], Awaitable[list[ModelMessage]]]:
    """A history processor for ``ProcessHistory(...)`` (give ``tools`` to count them)."""

    async def process(messages: list[ModelMessage]) -> list[ModelMessage]:
        return await _context_messages(memory, messages, list(tools), budget)

    return process


@dataclass
class TurnmemHistory(AbstractCapability[Any]):
    """A pydantic-ai capability: every model request gets the memory's context, within
    ``budget``, the request's instructions and tool definitions counted."""

    memory: Any
    budget: int | None = None

    async def before_model_request(self, ctx: Any, request_context: Any) -> Any:
        """Replace the request's messages (and the run's history) by the memory's context."""
        tools = [
            {
                "type": "function",
                "function": {
                    "name": t.name,
                    "description": t.description or "",
                    "parameters": t.parameters_json_schema,
                },
            }
            for t in request_context.model_request_parameters.function_tools
        ]
        messages = await _context_messages(
            self.memory, list(request_context.messages), tools, self.budget
        )
        request_context.messages = list(messages)
        ctx.messages[:] = messages
        return request_context

    async def after_model_request(
        self, ctx: Any, *, request_context: Any, response: ModelResponse
    ) -> ModelResponse:
        """Store the model's answer now, so a final reply is kept before the next run."""
        await _await(self.memory.ingest(to_chat([*request_context.messages, response])))
        return response

    @classmethod
    def get_serialization_name(cls) -> str | None:
        """Not serialisable (holds a memory)."""
        return None
