"""TurnMemory / AsyncTurnMemory folding through instructor against a local fake endpoint.

A fold is one HTTP request; every fault the endpoint can produce leaves ``add``,
``add_messages`` and ``context`` working: all turns kept, an event recorded (fallback, or
deferred with ``on_llm_failure="defer"`` until the endpoint answers again), the context within
its budget.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import instructor
import pytest
from pydantic import Field

from turnmem.memory.drivers import AsyncTurnMemory, TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState
from turnmem.testing import (
    Action,
    Delay,
    EmptyChoices,
    FakeOpenAIServer,
    HTTPError,
    InvalidJSON,
    LengthCut,
    ToolCallReply,
    rate_limited,
)

BUDGET = 700


class TravelState(MemoryState):
    """Travel booking state for these tests."""

    destination: str | None = Field(None, description="Destination city")
    party_size: int | None = Field(None, description="Number of travellers")


def policy(**overrides: Any) -> MemoryPolicy:
    """Inline folds: these tests check each fold right after the add that ran it (the
    background variants are in tests/test_background.py)."""
    return MemoryPolicy.structured(
        window_turns=2, fold_batch=2, **{"fold_mode": "inline", **overrides}
    )


FIRST = ToolCallReply(
    {
        "summary": "The user plans a trip to Kyoto for 2 adults in May.",
        "updates": [
            {"op": "set", "field": "destination", "value": "Kyoto"},
            {"op": "set", "field": "party_size", "value": 2},
            {"op": "add", "kind": "goal", "value": "Book a hotel in Kyoto"},
        ],
    },
    prompt_tokens=400,
    completion_tokens=70,
)
SECOND = ToolCallReply(
    {
        "summary": "The user plans a trip to Kyoto for 2 adults in May; no hostels at all.",
        "updates": [
            {"op": "add", "kind": "preference", "value": "no hostels at all", "polarity": "avoid"},
            {"op": "update", "id": "g1", "status": "in_progress"},
        ],
    },
    prompt_tokens=500,
    completion_tokens=60,
)


def user_turn(i: int) -> list[dict[str, Any]]:
    """Messages of turn ``i``; every third turn calls a tool with a long output."""
    if i % 3 == 2:
        call = {
            "id": f"call_{i}",
            "type": "function",
            "function": {"name": "search_hotels", "arguments": '{"city": "Kyoto"}'},
        }
        return [
            {"role": "user", "content": f"Turn {i}: find hotels in Kyoto, no hostels at all."},
            {"role": "assistant", "tool_calls": [call]},
            {
                "role": "tool",
                "tool_call_id": f"call_{i}",
                "content": "\n".join(f"Hotel {k}: 4 stars, 120 EUR" for k in range(200)),
            },
            {"role": "assistant", "content": "I found 200 hotels."},
        ]
    return [
        {"role": "user", "content": f"Turn {i}: we are 2 adults going to Kyoto in May."},
        {"role": "assistant", "content": f"Noted ({i})."},
    ]


def fast_500() -> HTTPError:
    return HTTPError(500, {"error": {"message": "upstream exploded"}}, {"retry-after-ms": "5"})


# name: (script, openai client kwargs, requests the fold makes)
FAULTS: dict[str, tuple[Callable[[], list[Action]], dict[str, Any], int]] = {
    "500": (lambda: [fast_500()], {}, 1),
    "500 retried": (lambda: [fast_500()] * 3, {"max_retries": 2}, 3),
    "429": (lambda: [rate_limited(0.01)] * 2, {"max_retries": 1}, 2),
    "timeout": (lambda: [Delay(3.0, FIRST)], {"timeout": 0.4}, 1),
    "invalid json": (lambda: [InvalidJSON()] * 3, {}, 3),
    "length": (lambda: [LengthCut()], {}, 1),
    "empty choices": (lambda: [EmptyChoices()], {}, 1),
    "always invalid": (lambda: [ToolCallReply({"summary": 7, "updates": "no"})] * 3, {}, 3),
}


def kinds(memory: TurnMemory | AsyncTurnMemory) -> list[str]:
    return [e.kind for e in memory.events]


def check_context(memory: TurnMemory | AsyncTurnMemory, ctx: Any) -> None:
    assert ctx.tokens <= BUDGET
    assert memory.counter.count_messages(ctx.messages) <= BUDGET
    assert ctx.messages[-1]["content"] == "What next?"


# --- sync -----------------------------------------------------------------------------------


def test_sync_fold_is_one_request_with_scripted_state_and_usage() -> None:
    with FakeOpenAIServer([FIRST, SECOND]) as server, server.client() as client:
        memory = TurnMemory(
            llm=instructor.from_openai(client), model="gpt-4o", schema=TravelState, policy=policy()
        )
        assert memory.folder_name == "instructor:gpt-4o"
        for i in range(4):
            memory.add_messages(user_turn(i))
        assert len(server.requests) == 1 and kinds(memory) == ["fold"]
        assert memory.summary == "The user plans a trip to Kyoto for 2 adults in May."
        for i in range(4, 6):
            memory.add_messages(user_turn(i))
        folds = [e for e in memory.events if e.kind == "fold"]
        assert len(folds) == len(server.requests) == 2
        assert all("instructor:gpt-4o" in e.detail for e in folds)
        assert memory.folded_through == 3
        ctx = memory.context("What next?", budget=BUDGET)
        # The tool output of turn 2 entered the fold prompt compressed and fenced.
        fold_prompt = server.requests[1]["messages"][1]["content"]
        assert '<tool_output call="call_2" tool="search_hotels">' in fold_prompt
        assert "Hotel 199" in fold_prompt and "Hotel 100:" not in fold_prompt

    state = memory.state
    assert isinstance(state, TravelState)
    assert (state.destination, state.party_size) == ("Kyoto", 2)
    assert [(g.id, g.value, g.status) for g in state.goals] == [
        ("g1", "Book a hotel in Kyoto", "in_progress")
    ]
    assert [(p.value, p.polarity) for p in state.preferences] == [("no hostels at all", "avoid")]
    assert memory.summary.endswith("no hostels at all.")
    assert memory.usage.requests == 2
    assert (memory.usage.prompt_tokens, memory.usage.completion_tokens) == (900, 130)
    assert [c.kind for c in memory.usage.calls] == ["fold", "fold"]
    assert len(memory.turns) == 6
    check_context(memory, ctx)
    assert "Kyoto" in ctx.messages[0]["content"]


@pytest.mark.parametrize("name", list(FAULTS))
def test_sync_fault_falls_back_and_loses_nothing(name: str) -> None:
    script, client_kwargs, n = FAULTS[name]
    with FakeOpenAIServer(script()) as server, server.client(**client_kwargs) as client:
        memory = TurnMemory(
            llm=instructor.from_openai(client), model="gpt-4o", schema=TravelState, policy=policy()
        )
        for i in range(3):
            memory.add_messages(user_turn(i))
        memory.add({"user": "Turn 3: make it 3 adults.", "response": "Updated."})
        ctx = memory.context("What next?", budget=BUDGET)
        assert len(server.requests) == n

    assert kinds(memory) == ["fallback", "fold"]
    assert "rule (fallback)" in memory.events[1].detail
    assert "LLMError" in memory.events[0].detail
    assert [t.index for t in memory.turns] == [0, 1, 2, 3]
    assert "Hotel 199" in memory.turns[2].steps[0].observations[0].content  # raw output kept
    assert memory.folded_through == 1 and memory.summary
    # the failed call's requests are accounted, not lost from usage
    assert memory.usage.requests == n and [c.kind for c in memory.usage.calls] == ["fold"]
    check_context(memory, ctx)


@pytest.mark.parametrize("name", list(FAULTS))
def test_sync_fault_defers_then_folds_when_the_endpoint_recovers(name: str) -> None:
    script, client_kwargs, n = FAULTS[name]
    with FakeOpenAIServer(script()) as server, server.client(**client_kwargs) as client:
        memory = TurnMemory(
            llm=instructor.from_openai(client),
            model="gpt-4o",
            schema=TravelState,
            policy=policy(on_llm_failure="defer"),
        )
        for i in range(4):
            memory.add_messages(user_turn(i))
        assert kinds(memory) == ["deferred"]
        assert memory.folded_through == -1 and len(memory.recent) == 4
        check_context(memory, memory.context("What next?", budget=BUDGET))
        assert len(server.requests) == n

        server.push(FIRST)
        memory.add_messages(user_turn(4))
        assert len(server.requests) == n + 1

    assert kinds(memory) == ["deferred", "fold"]
    assert memory.summary == "The user plans a trip to Kyoto for 2 adults in May."
    assert memory.folded_through == 2
    assert len(memory.turns) == 5
    assert memory.usage.requests == n + 1  # the failed requests are accounted too


# --- async ----------------------------------------------------------------------------------


def test_async_fold_is_one_request_with_scripted_state() -> None:
    async def main(server: FakeOpenAIServer) -> AsyncTurnMemory:
        client = server.async_client()
        try:
            memory = AsyncTurnMemory(
                llm=instructor.from_openai(client),
                model="gpt-4o",
                schema=TravelState,
                policy=policy(),
            )
            for i in range(6):
                await memory.add_messages(user_turn(i))
            check_context(memory, await memory.context("What next?", budget=BUDGET))
            return memory
        finally:
            await client.close()

    with FakeOpenAIServer([FIRST, SECOND]) as server:
        memory = asyncio.run(main(server))
        assert len(server.requests) == kinds(memory).count("fold") == 2
    assert memory.summary.endswith("no hostels at all.")
    state = memory.state
    assert isinstance(state, TravelState) and state.destination == "Kyoto"
    assert memory.usage.requests == 2 and memory.usage.prompt_tokens == 900


@pytest.mark.parametrize("defer", [False, True], ids=["fallback", "defer"])
@pytest.mark.parametrize("name", list(FAULTS))
def test_async_fault_degrades(name: str, defer: bool) -> None:
    script, client_kwargs, n = FAULTS[name]

    async def main(server: FakeOpenAIServer) -> AsyncTurnMemory:
        client = server.async_client(**client_kwargs)
        try:
            memory = AsyncTurnMemory(
                llm=client,
                model="gpt-4o",
                schema=TravelState,
                policy=policy(on_llm_failure="defer" if defer else "fallback"),
            )
            for i in range(4):
                await memory.add_messages(user_turn(i))
            check_context(memory, await memory.context("What next?", budget=BUDGET))
            assert len(server.requests) == n
            server.push(FIRST)
            await memory.add({"user": "Turn 4: thanks.", "response": "You're welcome."})
            assert [t.index for t in await memory.turns()] == [0, 1, 2, 3, 4]
            return memory
        finally:
            await client.close()

    with FakeOpenAIServer(script()) as server:
        memory = asyncio.run(main(server))
        requests = len(server.requests)

    if defer:
        assert kinds(memory) == ["deferred", "fold"]
        assert requests == n + 1
        assert memory.summary == "The user plans a trip to Kyoto for 2 adults in May."
    else:
        # Folded by the offline folder on the fault; turn 4 alone does not reach fold_batch.
        assert kinds(memory) == ["fallback", "fold"]
        assert requests == n
        assert memory.folded_through == 1
