"""turnmem as the short-term memory of a LangChain ``create_agent`` (LangGraph) agent.

Run it::

    python examples/langgraph_agent.py                   # offline: GenericFakeChatModel
    OPENAI_API_KEY=sk-... python examples/langgraph_agent.py   # real model (langchain-openai)

The glue is one middleware (marked ``# turnmem``): before every model call it ingests the
graph's history (deduplicated by message id) and sends the memory's context instead, the
system prompt and tool schemas counted in the budget. The graph's state keeps everything.
"""

from __future__ import annotations

import os
from typing import Any

from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from turnmem import MemoryPolicy, TurnMemory
from turnmem.integrations.langchain import TurnmemMiddleware

BUDGET = 1200
CITIES = ["Shanghai", "Hangzhou", "Beijing", "Chengdu", "Xi'an", "Guilin"]


@tool
def search_flights(city: str) -> str:
    """Search flights to a city."""
    return f"flights to {city}: " + ", ".join(f"MU{n} {n % 24}:00 ¥{900 + n}" for n in range(30))


@tool
def weather(city: str) -> str:
    """Today's weather in a city."""
    return f"{city}: sunny, 24°C"


class FakeModel(GenericFakeChatModel):
    """The fake chat model with tools accepted, printing how many messages each call gets."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self

    def _generate(self, messages: Any, *args: Any, **kwargs: Any) -> Any:
        print(f"  (model call with {len(messages)} messages)")
        return super()._generate(messages, *args, **kwargs)


def model() -> Any:
    if os.environ.get("OPENAI_API_KEY"):
        from langchain.chat_models import init_chat_model

        return init_chat_model("openai:gpt-4o-mini")
    script = []
    for k, city in enumerate(CITIES):
        calls = [
            {"id": f"f{k}", "name": "search_flights", "args": {"city": city}},
            {"id": f"w{k}", "name": "weather", "args": {"city": city}},
        ]
        script += [AIMessage(content="", tool_calls=calls), AIMessage(f"MU{k} flies to {city}.")]
    return FakeModel(messages=iter(script))


def main() -> None:
    memory = TurnMemory(policy=MemoryPolicy.structured(window_turns=2))
    agent = create_agent(
        model(), [search_flights, weather], system_prompt="You are a concise travel agent.",
        middleware=[TurnmemMiddleware(memory, budget=BUDGET)],  # turnmem
        checkpointer=InMemorySaver(),
    )  # fmt: skip
    config: Any = {"configurable": {"thread_id": "demo"}}
    for city in CITIES:
        question = f"Find me a flight to {city} and tell me the weather there."
        out = agent.invoke({"messages": [HumanMessage(question)]}, config)
        print(f"user: {question}\nagent: {out['messages'][-1].content}")
    print(f"graph state: {len(out['messages'])} messages; turns stored: {len(memory.turns)}")
    print(f"folded through t{memory.folded_through}; summary: {memory.summary[:160]}")


if __name__ == "__main__":
    main()
