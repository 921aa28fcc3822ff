"""TurnMemory end to end, offline: no loss, open turns, folding, invariants over random runs."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from turnmem import (
    AsyncTurnMemory,
    ConfigurationError,
    ContextOverflowError,
    InvalidMessagesError,
    InvalidTurnError,
    MemoryPolicy,
    TokenCounter,
    Turn,
    TurnMemory,
    turns_from_messages,
)
from turnmem.turn import Message, messages_of

from .strategies import conversation, policies
from .test_assemble import FRESH, check_pairing


def split_turns(msgs: list[Message]) -> tuple[list[Message], list[list[Message]]]:
    pinned, turns = turns_from_messages(msgs)
    return [p.to_message() for p in pinned], [t.to_messages() for t in turns]


def call(cid: str, name: str, args: dict[str, Any]) -> Message:
    return {
        "role": "assistant",
        "tool_calls": [
            {
                "id": cid,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(args)},
            }
        ],
    }


@given(conversation(max_turns=14), policies, st.integers(200, 4000))
def test_memory_invariants_over_random_runs(
    msgs: list[Message], policy: MemoryPolicy, budget: int
) -> None:
    pinned, turns = split_turns(msgs)
    memory = TurnMemory(system=pinned or None, policy=policy, llm="rule")
    for turn_msgs in turns:
        try:
            ctx = (
                memory.context(budget=budget)
                if memory.recent and not memory.recent[-1].is_complete
                else memory.context(
                    turn_msgs[0]["content"] if turn_msgs[0]["role"] == "user" else None,
                    budget=budget,
                )
            )
        except ContextOverflowError as exc:
            # only an honest overflow: the required parts alone exceed this budget
            assert exc.budget == budget and exc.required > budget, exc
        else:
            assert FRESH.count_messages(ctx.messages) == ctx.tokens <= budget
            assert ctx.messages[: len(pinned)] == pinned
            check_pairing(ctx.messages, allow_pending_tail=True)
        memory.add_messages(turn_msgs)
    # no loss: every message ever added comes back from the store, raw
    assert messages_of(memory.turns) == [m for t in turns for m in t]
    assert [t.index for t in memory.turns] == list(range(len(turns)))
    # cached counts equal fresh counts
    for t in memory.recent:
        assert memory.counter.count_turn(t) == sum(FRESH.count_message(m) for m in t.to_messages())


def test_react_agent_consults_memory_between_tool_steps() -> None:
    memory = TurnMemory(system="You book flights.", llm="rule")
    memory.add_messages(
        [{"role": "user", "content": "Find flights from Beijing to Shanghai next Friday"}]
    )
    memory.add_messages([call("c1", "search_flights", {"from": "PEK", "to": "SHA"})])
    with pytest.raises(InvalidTurnError, match="waiting for results"):
        memory.add(Turn(user="another question", response="x"))
    memory.add_messages(
        [
            {
                "role": "tool",
                "tool_call_id": "c1",
                "content": json.dumps(
                    [{"flight": "MU5101", "dep": "14:00"}, {"flight": "CA1501", "dep": "08:00"}]
                ),
            }
        ]
    )
    ctx = memory.context()  # the open turn is the newest turn, carried whole
    assert ctx.messages[-1]["role"] == "tool"
    assert ctx.messages[-2]["tool_calls"][0]["id"] == "c1"
    with pytest.raises(InvalidTurnError, match="is open"):
        memory.context("new question")
    memory.add_messages([{"role": "assistant", "content": "MU5101 at 14:00 and CA1501 at 08:00."}])
    assert len(memory.turns) == 1 and memory.turns[0].is_complete
    assert memory.turns[0].id == memory.recent[0].id


def test_adding_a_turn_never_retokenizes_older_turns() -> None:
    seen: list[str] = []

    def tokenizer(text: str) -> int:
        seen.append(text)
        return len(text.split())

    counter = TokenCounter("custom", tokenizer=tokenizer)
    memory = TurnMemory(counter=counter, policy=MemoryPolicy.sliding_window(turns=5), llm="rule")
    for k in range(30):
        memory.add(Turn(user=f"question number {k} unique{k}", response=f"answer {k} unique{k}"))
        memory.context(f"next {k}")
    seen.clear()
    memory.add(Turn(user="final question", response="final answer"))
    memory.context("last")
    assert not any(f"unique{k}" in text for text in seen for k in range(25))


def test_structured_memory_folds_and_keeps_state() -> None:
    memory = TurnMemory(
        system="travel agent",
        llm="rule",
        policy=MemoryPolicy.structured(window_turns=2, fold_batch=2),
    )
    memory.add_messages(
        [
            {"role": "user", "content": "My name is Alice Chen. I want to fly to Shanghai."},
            {"role": "assistant", "content": "When?"},
        ]
    )
    for k in range(5):
        memory.add(Turn(user=f"filler question {k}", response=f"filler answer {k}"))
    assert memory.folded_through >= 0
    assert any(e.kind == "fold" for e in memory.events)
    ctx = memory.context("what is my name?")
    text = json.dumps(ctx.messages, ensure_ascii=False)
    assert "Alice Chen" in text
    assert ctx.sections.get("state", 0) > 0 and ctx.sections.get("summary", 0) > 0
    assert len(memory.turns) == 6


def test_sliding_window_limits_turns() -> None:
    memory = TurnMemory(policy=MemoryPolicy.sliding_window(turns=3), llm="rule")
    for k in range(10):
        memory.add(Turn(user=f"q{k}", response=f"a{k}"))
    ctx = memory.context("q10")
    assert ctx.turn_indices == [7, 8, 9]
    assert len(memory.turns) == 10


def test_full_buffer_drops_oldest_whole_turns_when_over_budget() -> None:
    memory = TurnMemory(policy=MemoryPolicy.full_buffer(), llm="rule")
    for k in range(50):
        memory.add(Turn(user=f"question {k} " * 10, response=f"answer {k} " * 10))
    ctx = memory.context("go", budget=500)
    assert ctx.tokens <= 500
    assert ctx.turn_indices[-1] == 49
    assert any(n.kind == "dropped" for n in ctx.notes)


def test_budget_smaller_than_pinned_is_a_clear_error() -> None:
    memory = TurnMemory(system="x " * 300, llm="rule")
    with pytest.raises(ContextOverflowError, match="pinned messages"):
        memory.context("hello", budget=100)


def test_bad_input_is_rejected_and_nothing_is_lost() -> None:
    memory = TurnMemory(llm="rule")
    memory.add(Turn(user="first", response="ok"))
    with pytest.raises(InvalidMessagesError, match=r"message\[1\]"):
        memory.add_messages(
            [
                {"role": "user", "content": "second"},
                {"role": "tool", "tool_call_id": "nope", "content": "x"},
            ]
        )
    with pytest.raises(InvalidTurnError):
        memory.context("   ")
    assert [t.user for t in memory.turns] == ["first"]


def test_async_memory_matches_sync() -> None:
    script = [
        Turn(user=f"I want to book hotel {k} for {k + 1} people", response=f"Booked {k}")
        for k in range(9)
    ]
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=2)
    sync = TurnMemory(system="s", policy=policy, llm="rule")
    for t in script:
        sync.add(t)

    async def run() -> tuple[Any, list[Turn]]:
        memory = AsyncTurnMemory(system="s", policy=policy, llm="rule")
        for t in script:
            await memory.add(t)
        return await memory.context("and now?"), await memory.turns()

    actx, aturns = asyncio.run(run())
    sctx = sync.context("and now?")
    assert actx.messages == sctx.messages and actx.tokens == sctx.tokens
    assert messages_of(aturns) == messages_of(sync.turns)


def test_chinese_and_emoji_within_budget() -> None:
    memory = TurnMemory(policy=MemoryPolicy.token_trim(max_tokens=200), llm="rule")
    for k in range(20):
        memory.add(Turn(user=f"我想订第{k}号房间 🎉", response=f"好的，已为您预订{k}号房间 😀"))
    ctx = memory.context("谢谢", budget=150)
    assert FRESH.count_messages(ctx.messages) == ctx.tokens <= 150


def test_tools_count_against_the_budget() -> None:
    from .test_tokens import TOOLS

    memory = TurnMemory(llm="rule")
    memory.add(Turn(user="hi", response="hello"))
    with_tools = memory.context("weather?", budget=500, tools=TOOLS)
    without = memory.context("weather?", budget=500)
    assert with_tools.sections["tools"] == memory.counter.count_tools(TOOLS)
    assert with_tools.tokens == without.tokens + with_tools.sections["tools"]
    assert FRESH.count_messages(with_tools.messages, tools=TOOLS) == with_tools.tokens


def test_sdk_message_objects_are_accepted() -> None:
    from openai.types.chat import ChatCompletionMessage

    memory = TurnMemory(llm="rule")
    memory.add_messages([{"role": "user", "content": "hi"}])
    reply = ChatCompletionMessage(role="assistant", content="hello", refusal=None, annotations=[])
    memory.add_messages([reply])
    assert memory.turns[0].response == "hello"
    assert memory.turns[0].is_complete


def test_event_stream_has_sequence_numbers() -> None:
    memory = TurnMemory(llm="rule", policy=MemoryPolicy.structured(window_turns=1, fold_batch=1))
    for k in range(4):
        memory.add(Turn(user=f"q{k}", response=f"a{k}"))
    seqs = [e.seq for e in memory.events]
    assert seqs == list(range(len(seqs))) and memory.event_count == len(seqs)
    assert memory.events_since(memory.event_count) == []
    assert memory.events_since(1) == memory.events[1:]


def test_a_done_goal_is_not_reopened_by_a_fold() -> None:
    policy = MemoryPolicy.structured(window_turns=1, fold_batch=1, extract="every_turn")
    memory = TurnMemory(llm="rule", policy=policy)
    memory.add(Turn(user="I need to order a laptop.", response="OK."))
    goal = memory.state.goals[0]
    from turnmem import UpdateItem, apply

    memory._core.state = apply(memory.state, [UpdateItem(id=goal.id, status="done")], turn=0)
    for k in range(3):
        memory.add(Turn(user=f"unrelated {k}", response="ok"))
    assert memory.state.goals[0].status == "done"


def test_newest_tool_result_is_verbatim_when_there_is_room() -> None:
    memory = TurnMemory(llm="rule", policy=MemoryPolicy.structured(observation_max_tokens=50))
    flights = json.dumps(
        [{"flight": f"MU{5100 + i}", "dep": f"{8 + i}:00", "note": "x" * 40} for i in range(10)]
    )
    memory.add_messages(
        [
            {"role": "user", "content": "flights?"},
            call("c1", "search", {}),
            {"role": "tool", "tool_call_id": "c1", "content": flights},
        ]
    )
    ctx = memory.context(budget=4000)
    assert ctx.messages[-1]["content"] == flights
    tight = memory.context(budget=400)
    assert tight.messages[-1]["content"] != flights and tight.tokens <= 400


# --- configuration errors (issue 10, fix 4) ------------------------------------------------


def test_an_empty_session_id_is_refused_not_replaced_by_a_random_one() -> None:
    with pytest.raises(ConfigurationError, match="session_id '' must be a non-empty"):
        TurnMemory(llm="rule", session_id="")
    with pytest.raises(ConfigurationError, match="user_id '' must be a non-empty"):
        TurnMemory(llm="rule", session_id="s", user_id="")


@pytest.mark.parametrize("budget", [0, -5])
def test_a_non_positive_budget_is_a_configuration_error(budget: int) -> None:
    with TurnMemory(llm="rule") as memory:
        memory.add_messages([{"role": "user", "content": "hi"}])
        with pytest.raises(ConfigurationError, match="budget must be a positive number of tokens"):
            memory.context(budget=budget)
    with pytest.raises(ConfigurationError) as info:
        MemoryPolicy(budget=budget)
    assert str(info.value) == (
        f"MemoryPolicy budget={budget}: budget must be a positive number of tokens; pass e.g. "
        "budget=8000"
    )
    with pytest.raises(ConfigurationError, match="budget must be a positive"):
        MemoryPolicy.structured(budget=budget)


def test_a_bad_policy_setting_is_one_line_naming_it() -> None:
    with pytest.raises(ConfigurationError) as info:
        MemoryPolicy(window_turns=0)
    assert "\n" not in str(info.value) and "window_turns=0" in str(info.value)
    with pytest.raises(ConfigurationError, match="windw_turns=3: unknown setting"):
        MemoryPolicy(windw_turns=3)
