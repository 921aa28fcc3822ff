"""turnmem for LangChain / LangGraph: message conversion, and a budget on every model call.

Glue (``create_agent``)::

    from turnmem.integrations.langchain import TurnmemMiddleware
    memory = TurnMemory(store="sqlite:///memory.db", session_id="u1")
    agent = create_agent(model, tools, middleware=[TurnmemMiddleware(memory, budget=4000)])

Before each model call the middleware ingests the agent's full message history (idempotent:
deduplicated by LangChain message id, so a re-sent history or a restarted process adds
nothing) and replaces the messages sent to the model by the memory's context, the system
prompt and the tool schemas counted in the budget. The graph's own state is left untouched.
For a LangGraph ``create_react_agent``, ``pre_model_hook(memory, budget)`` does the same
through ``llm_input_messages``.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, cast

from turnmem.errors import ContextOverflowError
from turnmem.integrations import require
from turnmem.items import Item
from turnmem.memory.drivers import TurnMemory
from turnmem.message import Message

require("langchain_core", "langchain")

from langchain_core.messages import (  # noqa: E402
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.utils.function_calling import convert_to_openai_tool  # noqa: E402

__all__ = ["TurnmemMiddleware", "from_messages", "pre_model_hook", "to_items", "to_messages"]


def _text(content: object) -> str:
    if isinstance(content, str):
        return content
    parts = content if isinstance(content, list) else []
    return "\n".join(
        p if isinstance(p, str) else str(p.get("text", ""))
        for p in parts
        if isinstance(p, str) or (isinstance(p, dict) and p.get("type") == "text")
    )


def _input_parts(content: object) -> str | list[dict[str, Any]]:
    """A HumanMessage's content as item content: text, or parts when it holds images
    (OpenAI-format ``image_url`` blocks or LangChain ``image`` blocks with a URL)."""
    if isinstance(content, str) or not isinstance(content, list):
        return _text(content)
    parts: list[dict[str, Any]] = []
    for block in content:
        if isinstance(block, str):
            parts.append({"type": "input_text", "text": block})
        elif isinstance(block, dict) and block.get("type") == "text":
            parts.append({"type": "input_text", "text": str(block.get("text", ""))})
        elif isinstance(block, dict) and block.get("type") == "image_url":
            image = block["image_url"]
            url = image["url"] if isinstance(image, dict) else image
            detail = image.get("detail", "auto") if isinstance(image, dict) else "auto"
            parts.append({"type": "input_image", "image_url": url, "detail": detail})
        elif isinstance(block, dict) and block.get("type") == "image" and block.get("url"):
            parts.append({"type": "input_image", "image_url": block["url"], "detail": "auto"})
    return parts if any(p["type"] == "input_image" for p in parts) else _text(content)


def to_items(messages: Sequence[BaseMessage]) -> list[Item]:
    """LangChain messages as Responses items whose ids are the LangChain message ids (so
    turnmem's ingest deduplicates by them)."""
    out: list[Item] = []
    for m in messages:
        if isinstance(m, SystemMessage):
            out.append({"role": "system", "content": _text(m.content)})
        elif isinstance(m, HumanMessage):
            content = _input_parts(m.content)
            out.append(_with_id({"type": "message", "role": "user", "content": content}, m.id))
        elif isinstance(m, AIMessage):
            text = _text(m.content)
            if text or not m.tool_calls:
                out.append(
                    _with_id({"type": "message", "role": "assistant", "content": text}, m.id)
                )
            for k, call in enumerate(m.tool_calls):
                item: Item = {
                    "type": "function_call",
                    "call_id": call["id"] or f"{m.id}-{k}",
                    "name": call["name"],
                    "arguments": json.dumps(call["args"], ensure_ascii=False),
                }
                out.append(_with_id(item, f"{m.id}/{k}" if m.id else None))
        elif isinstance(m, ToolMessage):
            output = {"type": "function_call_output", "call_id": m.tool_call_id}
            out.append(_with_id({**output, "output": _text(m.content)}, m.id))
    return out


def _with_id(item: Item, message_id: str | None) -> Item:
    if message_id:
        item["id"] = message_id
    return item


def to_messages(messages: Sequence[Message]) -> list[BaseMessage]:
    """OpenAI chat messages (a turnmem context) as LangChain messages, tool names restored
    on the ``ToolMessage`` s from their calls."""
    names: dict[str, str] = {}
    out: list[BaseMessage] = []
    for m in messages:
        role, content = m["role"], m.get("content")
        text = content if isinstance(content, str) else _text(content or "")
        if role in ("system", "developer"):
            out.append(SystemMessage(content=text))
        elif role == "user":
            out.append(HumanMessage(content=content if isinstance(content, list) else text))
        elif role == "assistant":
            calls = []
            for call in m.get("tool_calls", ()):
                fn = call["function"]
                names[call["id"]] = fn["name"]
                try:
                    args = json.loads(fn["arguments"] or "{}")
                except ValueError:  # kept verbatim by turnmem; LangChain wants a dict
                    args = {"__raw_arguments__": fn["arguments"]}
                calls.append({"id": call["id"], "name": fn["name"], "args": args})
            out.append(AIMessage(content=text, tool_calls=calls))
        elif role == "tool":
            call_id = m["tool_call_id"]
            out.append(ToolMessage(content=text, tool_call_id=call_id, name=names.get(call_id)))
    return out


def from_messages(messages: Sequence[BaseMessage]) -> list[Message]:
    """LangChain messages as OpenAI chat messages (ids dropped: use :func:`to_items`)."""
    from langchain_core.messages import convert_to_openai_messages

    # LangChain returns plain dicts in the chat-completions shape turnmem reads.
    return cast(list[Message], convert_to_openai_messages(list(messages)))


def _tool_schemas(tools: Sequence[Any]) -> list[dict[str, Any]]:
    return [convert_to_openai_tool(t) for t in tools]


def _budgeted(
    memory: TurnMemory[Any],
    history: Sequence[BaseMessage],
    system: str | None,
    tools: Sequence[Any],
    budget: int | None,
) -> list[BaseMessage]:
    memory.ingest(to_items(history))
    total = budget if budget is not None else memory.policy.budget
    counter = memory.counter
    used = counter.count_message({"role": "system", "content": system}) if system else 0
    schemas = _tool_schemas(tools)
    room = total - used
    for _ in range(4):
        out = to_messages(memory.context(budget=room, tools=schemas).messages)
        # Count what LangChain will send (its converter adds tool names, empty contents).
        head = [{"role": "system", "content": system}] if system else []
        sent = counter.count_messages([*head, *from_messages(out)], tools=schemas)
        if sent <= total:
            return out
        room -= sent - total
    raise ContextOverflowError(
        f"the context does not fit {total} tokens once converted for LangChain",
        budget=total,
        required=sent,
    )


def pre_model_hook(
    memory: TurnMemory[Any], *, budget: int | None = None, tools: Sequence[Any] = ()
) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """A LangGraph ``pre_model_hook``: the memory's context as ``llm_input_messages``."""

    def hook(state: dict[str, Any]) -> dict[str, Any]:
        return {"llm_input_messages": _budgeted(memory, state["messages"], None, tools, budget)}

    return hook


def _middleware_base() -> type:
    module = require("langchain.agents.middleware", "langchain")
    return module.AgentMiddleware  # type: ignore[no-any-return]


class TurnmemMiddleware(_middleware_base()):  # type: ignore[misc]
    """``create_agent`` middleware keeping every model call within ``budget``."""

    def __init__(self, memory: TurnMemory[Any], *, budget: int | None = None) -> None:
        super().__init__()
        self.memory = memory
        self.budget = budget

    def _request(self, request: Any) -> Any:
        system = request.system_message.text if request.system_message is not None else None
        messages = _budgeted(self.memory, request.messages, system, request.tools, self.budget)
        return request.override(messages=messages)

    def _record(self, request: Any, response: Any) -> None:
        """Store the model's answer now, so a final reply is kept before the next run."""
        result = getattr(response, "result", None)
        if isinstance(result, list):
            self.memory.ingest(to_items([*request.messages, *result]))

    def wrap_model_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
        """Send the memory's context instead of the whole history."""
        response = handler(self._request(request))
        self._record(request, response)
        return response

    async def awrap_model_call(self, request: Any, handler: Callable[[Any], Awaitable[Any]]) -> Any:
        """Async twin of :meth:`wrap_model_call` (the memory work is in-process)."""
        response = await handler(self._request(request))
        self._record(request, response)
        return response
