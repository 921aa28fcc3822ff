"""turnmem as the short-term memory of an OpenAI Agents SDK agent.

Run it::

    python examples/openai_agents_session.py                 # offline: the SDK's ScriptedModel
    OPENAI_API_KEY=sk-... python examples/openai_agents_session.py   # a real model (gpt-4o-mini)

The glue is three lines (marked ``# turnmem``): a ``TurnmemSession`` on an
``AsyncTurnMemory``, and ``budget_filter`` as ``RunConfig.call_model_input_filter`` so that
every model call of a run (not only the first) fits the budget, instructions and tool schemas
included. The printout shows what each call sent.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from agents import Agent, RunConfig, Runner, function_tool
from agents.testing import ScriptedModel, assistant_message, function_call

from turnmem import AsyncTurnMemory, MemoryPolicy
from turnmem.integrations.openai_agents import TurnmemSession, budget_filter

BUDGET = 1200
CITIES = ["Shanghai", "Hangzhou", "Beijing", "Chengdu", "Xi'an", "Guilin"]


@function_tool
def search_flights(city: str) -> str:
    """Search flights to a city."""
    return f"flights to {city}: " + ", ".join(f"MU{n} {n % 24}:00 ¥{900 + n}" for n in range(30))


@function_tool
def weather(city: str) -> str:
    """Today's weather in a city."""
    return f"{city}: sunny, 24°C"


def scripted() -> ScriptedModel:
    steps: list[Any] = []
    for k, city in enumerate(CITIES):
        steps.append(
            [
                function_call("search_flights", {"city": city}, call_id=f"f{k}"),
                function_call("weather", {"city": city}, call_id=f"w{k}"),
            ]
        )
        steps.append([assistant_message(f"MU{k} is the first flight to {city}; it is sunny.")])
    return ScriptedModel(steps)


async def main() -> None:
    model: Any = "gpt-4o-mini" if os.environ.get("OPENAI_API_KEY") else scripted()
    agent = Agent(
        name="travel", instructions="You are a concise travel agent.", model=model,
        tools=[search_flights, weather],
    )  # fmt: skip
    memory = AsyncTurnMemory(policy=MemoryPolicy.structured(window_turns=2))
    session = TurnmemSession(memory)  # turnmem
    config = RunConfig(call_model_input_filter=budget_filter(session, budget=BUDGET))  # turnmem
    config.tracing_disabled = True
    for city in CITIES:
        question = f"Find me a flight to {city} and tell me the weather there."
        result = await Runner.run(agent, question, session=session, run_config=config)  # turnmem
        print(f"user: {question}\nagent: {result.final_output}")
    if isinstance(model, ScriptedModel):
        sizes = [len(call.input) for call in model.calls]
        print(f"model calls: {len(sizes)}; input items per call: {sizes}")
    print(f"turns stored: {len(await memory.turns())}; folded through t{memory.folded_through}")
    print(f"summary: {memory.summary[:200]}")


if __name__ == "__main__":
    asyncio.run(main())
