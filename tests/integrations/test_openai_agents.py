"""The Agents SDK's own Runner with a ScriptedModel: every model call within budget."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

agents = pytest.importorskip(
    "agents", reason="openai-agents not installed (pip install turnmem[agents])"
)

from agents import Agent, RunConfig, Runner, function_tool  # noqa: E402
from agents.testing import ScriptedModel, assistant_message, function_call  # noqa: E402

from turnmem import AsyncTurnMemory, MemoryPolicy  # noqa: E402
from turnmem.integrations.openai_agents import TurnmemSession, budget_filter, tool_schemas  # noqa: E402
from turnmem.items import turns_from_items  # noqa: E402
from turnmem.turn import messages_of  # noqa: E402

BUDGET = 900
INSTRUCTIONS = "You are a travel agent. Use the tools."


@function_tool
def search_flights(city: str) -> str:
    """Search flights to a city."""
    return f"flights to {city}: " + ", ".join(f"CA{n} {n % 24}:00 ¥{800 + n}" for n in range(40))


@function_tool
def hotel_prices(city: str) -> str:
    """Hotel prices in a city."""
    return f"hotels in {city}: " + ", ".join(f"hotel {n} ¥{300 + n}" for n in range(40))


def _script(turns: int) -> list[Any]:
    steps: list[Any] = []
    for k in range(turns):
        steps.append(
            [
                function_call("search_flights", {"city": f"city{k}"}, call_id=f"f{k}"),
                function_call("hotel_prices", {"city": f"city{k}"}, call_id=f"h{k}"),
            ]
        )
        steps.append(
            [assistant_message(f"Found flights and hotels for city{k}.", item_id=f"msg{k}")]
        )
    return steps


def _call_tokens(memory: AsyncTurnMemory[Any], call: Any, agent: Agent[Any]) -> int:
    pinned, turns = turns_from_items(call.input)
    msgs = [p.to_message() for p in pinned] + messages_of(turns)
    system = memory.counter.count_message(
        {"role": "system", "content": call.system_instructions or ""}
    )
    return system + memory.counter.count_messages(msgs, tools=tool_schemas(agent))


def _check_order(call: Any) -> None:
    seen_calls: set[str] = set()
    started = False
    for item in call.input:
        kind = item.get("type", "message") if isinstance(item, dict) else item.type
        role = item.get("role") if isinstance(item, dict) else getattr(item, "role", None)
        if kind == "message" and role == "system":
            assert not started, "system items come first"
            continue
        started = True
        if kind == "function_call":
            seen_calls.add(item["call_id"] if isinstance(item, dict) else item.call_id)
        if kind == "function_call_output":
            assert item["call_id"] in seen_calls, "tool result after its call"


async def _run(
    tmp_path: Path, turns: int, restart_at: int | None = None
) -> tuple[list[Any], AsyncTurnMemory[Any], list[Any]]:
    url = f"sqlite:///{tmp_path / 'agents.db'}"
    policy = MemoryPolicy.structured(window_turns=3)

    def open_memory() -> AsyncTurnMemory[Any]:
        return AsyncTurnMemory(store=url, session_id="user1", policy=policy)

    memory = open_memory()
    model = ScriptedModel(_script(turns))
    agent = Agent(
        name="travel", instructions=INSTRUCTIONS, model=model, tools=[search_flights, hotel_prices]
    )
    session = TurnmemSession(memory)
    config = RunConfig(
        call_model_input_filter=budget_filter(session, budget=BUDGET), tracing_disabled=True
    )
    for k in range(turns):
        if k == restart_at:  # a new process: the same store, a new memory and session
            await memory.aclose()
            memory = open_memory()
            session = TurnmemSession(memory)
            config = RunConfig(
                call_model_input_filter=budget_filter(session, budget=BUDGET), tracing_disabled=True
            )
        result = await Runner.run(
            agent,
            f"Turn {k}: flights and hotels for city{k}, please.",
            session=session,
            run_config=config,
        )
        assert result.final_output == f"Found flights and hotels for city{k}."
    model.assert_complete()
    return list(model.calls), memory, await memory.turns()


def test_every_model_call_of_every_run_is_within_budget(tmp_path: Path) -> None:
    calls, memory, turns = asyncio.run(_run(tmp_path, turns=12, restart_at=6))
    agent = Agent(name="travel", instructions=INSTRUCTIONS, tools=[search_flights, hotel_prices])
    assert len(calls) == 24
    for call in calls:
        assert call.system_instructions == INSTRUCTIONS
        assert _call_tokens(memory, call, agent) <= BUDGET
        _check_order(call)
    assert memory.folded_through >= 0  # the budget forced folds
    assert not [e for e in memory.events if e.kind == "ingest"]
    assert len(turns) == 12 and [t.index for t in turns] == list(range(12))
    assert [t.user for t in turns] == [
        f"Turn {k}: flights and hotels for city{k}, please." for k in range(12)
    ]
    assert all(
        len(t.steps) == 1 and len(t.steps[0].observations) == 2 and t.is_complete for t in turns
    )


def test_pop_item_and_clear_session(tmp_path: Path) -> None:
    async def run() -> None:
        memory: AsyncTurnMemory[Any] = AsyncTurnMemory()
        session = TurnmemSession(memory)
        await session.add_items(
            [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]
        )
        popped = await session.pop_item()
        assert popped == {"role": "assistant", "content": "hello"}
        turns = await memory.turns()
        assert turns[0].response is None and len(turns) == 1
        await session.clear_session()
        assert await memory.turns() == []

    asyncio.run(run())
