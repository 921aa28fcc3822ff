"""LangChain's create_agent (a LangGraph graph) with a GenericFakeChatModel: every call in budget."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("langchain", reason="langchain not installed (pip install turnmem[langchain])")
pytest.importorskip("langgraph", reason="langgraph not installed (pip install turnmem[langchain])")

from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.checkpoint.memory import InMemorySaver

from turnmem import MemoryPolicy, TurnMemory
from turnmem.integrations.langchain import TurnmemMiddleware, from_messages, to_messages

BUDGET = 900
SYSTEM = "You are a travel agent. Use the tools."


@tool
def search_flights(city: str) -> str:
    """Search flights to a city."""
    return f"flights to {city}: " + ", ".join(f"CA{n} {n % 24}:00 ¥{800 + n}" for n in range(40))


@tool
def hotel_prices(city: str) -> str:
    """Hotel prices in a city."""
    return f"hotels in {city}: " + ", ".join(f"hotel {n} ¥{300 + n}" for n in range(40))


SEEN: list[list[BaseMessage]] = []  # what every model call received, in order


class RecordingModel(GenericFakeChatModel):
    """The fake chat model, recording what each call receives."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        SEEN.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def _script(turns: range) -> list[AIMessage]:
    out = []
    for k in turns:
        out.append(
            AIMessage(
                content="",
                tool_calls=[
                    {"id": f"f{k}", "name": "search_flights", "args": {"city": f"city{k}"}},
                    {"id": f"h{k}", "name": "hotel_prices", "args": {"city": f"city{k}"}},
                ],
            )
        )
        out.append(AIMessage(content=f"Found flights and hotels for city{k}."))
    return out


def _tokens(memory: TurnMemory[Any], messages: list[BaseMessage]) -> int:
    tools = [convert_to_openai_tool(t) for t in (search_flights, hotel_prices)]
    return memory.counter.count_messages(from_messages(messages), tools=tools)


def test_every_model_call_within_budget_across_a_restart(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'lc.db'}"
    checkpointer = InMemorySaver()  # the graph's own history survives the "restart" too
    policy = MemoryPolicy.structured(window_turns=3)
    SEEN.clear()
    seen = SEEN
    turns = 12
    for phase in (range(0, 6), range(6, turns)):
        memory = TurnMemory(store=url, session_id="user1", policy=policy)
        model = RecordingModel(messages=iter(_script(phase)))
        agent = create_agent(
            model,
            [search_flights, hotel_prices],
            system_prompt=SYSTEM,
            middleware=[TurnmemMiddleware(memory, budget=BUDGET)],
            checkpointer=checkpointer,
        )
        config = {"configurable": {"thread_id": "t1"}}
        for k in phase:
            out = agent.invoke(
                {"messages": [HumanMessage(f"Turn {k}: flights and hotels for city{k}?")]}, config
            )
            assert out["messages"][-1].content == f"Found flights and hotels for city{k}."
        assert not [e for e in memory.events if e.kind == "ingest"]  # no divergence seen
        memory.close()
    assert len(seen) == 2 * turns
    for call in seen:
        assert isinstance(call[0], SystemMessage) and call[0].content == SYSTEM
        assert all(
            isinstance(m, SystemMessage)
            for m in call[: sum(isinstance(m, SystemMessage) for m in call)]
        )
        assert _tokens(memory, call) <= BUDGET
        asked: set[str] = set()
        for m in call:
            if isinstance(m, AIMessage):
                asked |= {c["id"] for c in m.tool_calls}
            if isinstance(m, ToolMessage):
                assert m.tool_call_id in asked and m.name in ("search_flights", "hotel_prices")
    with TurnMemory(store=url, session_id="user1", policy=policy) as memory:
        stored = memory.turns
        assert memory.folded_through >= 0
        assert [t.user for t in stored] == [
            f"Turn {k}: flights and hotels for city{k}?" for k in range(turns)
        ]
        assert all(t.is_complete and len(t.steps[0].observations) == 2 for t in stored)
        # re-sending the graph's whole history adds nothing (deduplicated by message id)
        history = agent.get_state(config).values["messages"]
        from turnmem.integrations.langchain import to_items

        assert memory.ingest(to_items(history)).added == []
        assert len(memory.turns) == turns


def test_conversion_round_trip_keeps_tool_names() -> None:
    msgs = [
        {"role": "user", "content": "hi"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"a": 1}'}}
            ],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "r"},
        {"role": "assistant", "content": "done"},
    ]
    lc = to_messages(msgs)
    assert isinstance(lc[2], ToolMessage) and lc[2].name == "f"
    assert lc[1].tool_calls[0]["args"] == {"a": 1}
    back = from_messages(lc)
    assert back[1]["tool_calls"][0]["function"]["name"] == "f" and back[2]["tool_call_id"] == "c1"


def test_pre_model_hook_budgets_llm_input() -> None:
    from turnmem.integrations.langchain import pre_model_hook

    memory = TurnMemory(policy=MemoryPolicy.structured(window_turns=2))
    hook = pre_model_hook(memory, budget=600, tools=[search_flights, hotel_prices])
    history: list[BaseMessage] = []
    for k in range(8):
        history += [
            HumanMessage(f"Turn {k}?", id=f"u{k}"),
            AIMessage(
                "",
                id=f"a{k}",
                tool_calls=[{"id": f"f{k}", "name": "search_flights", "args": {"city": str(k)}}],
            ),
            ToolMessage(search_flights.invoke({"city": str(k)}), tool_call_id=f"f{k}", id=f"t{k}"),
            AIMessage(f"Answer {k}.", id=f"r{k}"),
        ]
        sent = hook({"messages": history})["llm_input_messages"]
        assert _tokens(memory, sent) <= 600
    assert len(memory.turns) == 8 and memory.folded_through >= 0


def test_missing_framework_says_which_extra() -> None:
    from turnmem.integrations import require

    with pytest.raises(ImportError, match=r'pip install "turnmem\[agents\]"'):
        require("no_such_framework_xyz", "agents")


def test_images_from_langchain_messages_are_kept() -> None:
    from turnmem.integrations.langchain import to_items

    block = {"type": "image_url", "image_url": {"url": "https://x.test/cat.png"}}
    memory = TurnMemory()
    memory.ingest(
        to_items([HumanMessage(content=[{"type": "text", "text": "what is it?"}, block], id="u1")])
    )
    msg = memory.context(budget=3000).messages[-1]
    assert msg["content"][1] == {
        "type": "image_url",
        "image_url": {"url": "https://x.test/cat.png"},
    }
