"""turnmem as the short-term memory of a pydantic-ai agent.

Run it::

    python examples/pydantic_ai_agent.py                 # offline: pydantic-ai's FunctionModel
    OPENAI_API_KEY=sk-... python examples/pydantic_ai_agent.py   # a real model (gpt-4o-mini)

The glue is one capability (marked ``# turnmem``): every model request gets the memory's
context, within budget, instructions and tool definitions counted; tool names are restored on
the tool returns, and turnmem's own context handed back by pydantic-ai is recognised.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from pydantic_ai import Agent
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

from turnmem import AsyncTurnMemory, MemoryPolicy
from turnmem.integrations.pydantic_ai import TurnmemHistory

BUDGET = 1200
CITIES = ["Shanghai", "Hangzhou", "Beijing", "Chengdu", "Xi'an", "Guilin"]


def search_flights(city: str) -> str:
    """Search flights to a city."""
    return f"flights to {city}: " + ", ".join(f"MU{n} {n % 24}:00 ¥{900 + n}" for n in range(30))


def weather(city: str) -> str:
    """Today's weather in a city."""
    return f"{city}: sunny, 24°C"


def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
    """A scripted model: call both tools for the city asked about, then answer."""
    print(f"  (model request with {len(messages)} messages)")
    last = messages[-1]
    assert isinstance(last, ModelRequest)
    returns = [p for p in last.parts if isinstance(p, ToolReturnPart)]
    if returns:
        return ModelResponse(parts=[TextPart(f"Flights found: {str(returns[0].content)[:40]}…")])
    city = next(c for c in CITIES if any(c in str(getattr(p, "content", "")) for p in last.parts))
    return ModelResponse(
        parts=[
            ToolCallPart("search_flights", {"city": city}),
            ToolCallPart("weather", {"city": city}),
        ]
    )


async def main() -> None:
    model: Any = (
        "openai:gpt-4o-mini" if os.environ.get("OPENAI_API_KEY") else FunctionModel(respond)
    )
    memory = AsyncTurnMemory(policy=MemoryPolicy.structured(window_turns=2))
    agent = Agent(
        model, instructions="You are a concise travel agent.", tools=[search_flights, weather],
        capabilities=[TurnmemHistory(memory, budget=BUDGET)],  # turnmem
    )  # fmt: skip
    history: list[ModelMessage] = []
    for city in CITIES:
        question = f"Find me a flight to {city} and tell me the weather there."
        result = await agent.run(question, message_history=history)
        history = result.all_messages()
        print(f"user: {question}\nagent: {result.output}")
    print(f"turns stored: {len(await memory.turns())}; folded through t{memory.folded_through}")
    print(f"summary: {memory.summary[:160]}")


if __name__ == "__main__":
    asyncio.run(main())
