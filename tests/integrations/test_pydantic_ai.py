"""pydantic-ai's own agent loop with a FunctionModel: every request within budget."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip(
    "pydantic_ai", reason="pydantic-ai not installed (pip install turnmem[pydantic-ai])"
)

from pydantic_ai import Agent
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

from turnmem import AsyncTurnMemory, MemoryPolicy
from turnmem.integrations.pydantic_ai import TurnmemHistory, to_chat

BUDGET = 900
INSTRUCTIONS = "You are a travel agent. Use the tools."


def search_flights(city: str) -> str:
    """Search flights to a city."""
    return f"flights to {city}: " + ", ".join(f"CA{n} {n % 24}:00 ¥{800 + n}" for n in range(40))


def hotel_prices(city: str) -> str:
    """Hotel prices in a city."""
    return f"hotels in {city}: " + ", ".join(f"hotel {n} ¥{300 + n}" for n in range(40))


def _tool_defs(info: AgentInfo) -> list[dict[str, Any]]:
    return [
        {
            "type": "function",
            "function": {
                "name": t.name,
                "description": t.description or "",
                "parameters": t.parameters_json_schema,
            },
        }
        for t in info.function_tools
    ]


def _model(seen: list[tuple[list[ModelMessage], AgentInfo]]) -> FunctionModel:
    def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        seen.append((list(messages), info))
        last = messages[-1]
        assert isinstance(last, ModelRequest)
        if any(isinstance(p, ToolReturnPart) for p in last.parts):
            city = json.loads(json.dumps(last.parts[0].content)).split(":")[0].split()[-1]
            return ModelResponse(parts=[TextPart(f"Found flights and hotels for {city}.")])
        user = to_chat([last])[-1]["content"]
        city = user.split("city")[-1].rstrip("?")
        n = len(seen)
        return ModelResponse(
            parts=[
                ToolCallPart("search_flights", {"city": f"city{city}"}, tool_call_id=f"f{n}"),
                ToolCallPart("hotel_prices", {"city": f"city{city}"}, tool_call_id=f"h{n}"),
            ]
        )

    return FunctionModel(respond)


def test_every_request_within_budget_across_a_restart(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'pai.db'}"
    policy = MemoryPolicy.structured(window_turns=3)
    seen: list[tuple[list[ModelMessage], AgentInfo]] = []
    turns = 12

    async def run() -> None:
        history: list[ModelMessage] = []
        for phase in (range(0, 6), range(6, turns)):
            memory: AsyncTurnMemory[Any] = AsyncTurnMemory(
                store=url, session_id="user1", policy=policy
            )
            agent = Agent(
                _model(seen),
                instructions=INSTRUCTIONS,
                tools=[search_flights, hotel_prices],
                capabilities=[TurnmemHistory(memory, budget=BUDGET)],
            )
            for k in phase:
                result = await agent.run(
                    f"Turn {k}: flights and hotels for city{k}?", message_history=history
                )
                assert result.output == f"Found flights and hotels for city{k}."
                history = result.all_messages()  # pydantic-ai hands its (processed) history back
            assert not [e for e in memory.events if e.kind == "ingest"]  # never divergent
            await memory.aclose()

    asyncio.run(run())
    assert len(seen) == 2 * turns
    memory = AsyncTurnMemory(store=url, session_id="user1", policy=policy)
    for messages, info in seen:
        chat = to_chat(messages)
        head = [{"role": "system", "content": info.instructions}] if info.instructions else []
        assert info.instructions == INSTRUCTIONS
        assert memory.counter.count_messages([*head, *chat], tools=_tool_defs(info)) <= BUDGET
        n_system = sum(m["role"] == "system" for m in chat)
        assert all(m["role"] == "system" for m in chat[:n_system])  # system first
        asked: dict[str, str] = {}
        for message in messages:
            for part in message.parts:
                if isinstance(part, ToolCallPart):
                    asked[part.tool_call_id] = part.tool_name
                if isinstance(part, ToolReturnPart):  # after its call, its tool name restored
                    assert asked[part.tool_call_id] == part.tool_name
                if isinstance(part, SystemPromptPart):
                    assert part.dynamic_ref is not None or part.content == INSTRUCTIONS

    async def reopened() -> list[Any]:
        stored = await memory.turns()
        await memory.aclose()
        return stored

    stored = asyncio.run(reopened())
    assert memory.folded_through >= 0
    assert [t.user for t in stored] == [
        f"Turn {k}: flights and hotels for city{k}?" for k in range(turns)
    ]
    assert all(t.is_complete and len(t.steps[0].observations) == 2 for t in stored)
