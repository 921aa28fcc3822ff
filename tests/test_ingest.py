"""Idempotent ingest (DESIGN §3, invariant 12): a full history handed over again adds nothing."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from turnmem import AsyncTurnMemory, MemoryPolicy, TurnMemory
from turnmem.memory.ingest import MEMORY_MARKER
from turnmem.turn import messages_of

from .strategies import conversation


def _history(n: int, open_last: bool = False) -> list[dict[str, Any]]:
    msgs: list[dict[str, Any]] = [{"role": "system", "content": "You book flights."}]
    for k in range(n):
        msgs.append({"role": "user", "content": f"question {k}: flight to city {k}?"})
        calls = [
            {
                "id": f"c{k}a",
                "type": "function",
                "function": {"name": "search", "arguments": f'{{"city": {k}}}'},
            },
            {
                "id": f"c{k}b",
                "type": "function",
                "function": {"name": "price", "arguments": f'{{"city": {k}}}'},
            },
        ]
        msgs.append({"role": "assistant", "tool_calls": calls})
        if open_last and k == n - 1:
            break
        msgs += [
            {"role": "tool", "tool_call_id": c["id"], "content": f"result {c['id']} " * 30}
            for c in calls
        ]
        msgs.append({"role": "assistant", "content": f"answer {k}"})
    return msgs


def _assert_no_duplicates(memory: TurnMemory[Any]) -> None:
    turns = memory.turns
    users = [t.user for t in turns]
    assert len(users) == len(set(users)), users
    assert [t.index for t in turns] == list(range(len(turns)))


def test_resending_the_same_history_adds_nothing() -> None:
    memory = TurnMemory(system="You book flights.")
    first = memory.ingest(_history(3))
    assert len(first.added) == 3 and first.relation == "new"
    again = memory.ingest(_history(3))
    assert again.added == [] and again.skipped == 3 and again.relation == "extends"
    grown = memory.ingest(_history(5))
    assert [t.index for t in grown.added] == [3, 4]
    _assert_no_duplicates(memory)
    assert len(memory.turns) == 5


def test_open_turn_grows_in_place() -> None:
    memory = TurnMemory()
    memory.ingest(_history(2, open_last=True))
    assert memory.turns[-1].pending_calls
    result = memory.ingest(_history(2))
    (grown,) = result.added
    assert grown.index == 1 and grown.is_complete and grown.id == memory.turns[1].id
    assert len(memory.turns) == 2


def test_restart_with_sqlite_store_never_duplicates(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    with TurnMemory(system="You book flights.", store=url, session_id="s") as memory:
        memory.ingest(_history(4))
    for n in (4, 6, 6):
        with TurnMemory(system="You book flights.", store=url, session_id="s") as memory:
            memory.ingest(_history(n))
            _assert_no_duplicates(memory)
            assert len(memory.turns) == n


def test_own_context_fed_back_is_recognised_by_its_marker() -> None:
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=1)
    memory = TurnMemory(system="You book flights.", policy=policy)
    memory.ingest(_history(6))
    memory.ingest([*_history(6), {"role": "user", "content": "and a hotel?"}])
    assert memory.folded_through >= 0
    ctx = memory.context(budget=900)
    marked = [m for m in ctx.messages if m.get("name") == MEMORY_MARKER]
    assert marked and all(m["role"] == "system" for m in marked)
    assert ctx.tokens == memory.counter.count_messages(ctx.messages) and ctx.tokens <= 900
    # a framework stores what it sent plus the reply, and hands it all back
    fed_back = [*ctx.messages, {"role": "assistant", "content": "Hotel booked."}]
    result = memory.ingest(fed_back)
    assert result.memory_messages == len(marked)
    assert result.relation == "window" and result.divergence is None
    assert [t.response for t in result.added] == ["Hotel booked."]
    _assert_no_duplicates(memory)
    assert memory.ingest(fed_back).added == []


def test_truncated_copy_is_aligned_not_duplicated() -> None:
    memory = TurnMemory()
    full = _history(5)
    memory.ingest(full)
    window = [full[0], *full[1 + 2 * 5 :]]  # the framework kept only its last 3 turns
    result = memory.ingest(window)
    assert result.added == [] and result.relation == "window"
    assert len(memory.turns) == 5


def test_edited_history_is_reported_never_merged() -> None:
    memory = TurnMemory()
    memory.ingest(_history(3))
    edited = _history(4)
    edited[1] = {"role": "user", "content": "question 0, edited"}
    before = memory.event_count
    result = memory.ingest(edited)
    assert result.relation == "divergent" and result.divergence and "turn 0" in result.divergence
    assert [t.index for t in result.added] == [3]  # only the turn past the store's end
    assert memory.turns[0].user == "question 0: flight to city 0?"  # stored turn kept
    (event,) = memory.events_since(before)
    assert event.kind == "ingest" and "differs" in event.detail


def test_items_history_dedupes_by_item_id() -> None:
    items = [
        {
            "type": "message",
            "role": "user",
            "id": "msg_u1",
            "content": [{"type": "input_text", "text": "hi"}],
        },
        {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "gAAAA"},
        {
            "type": "function_call",
            "id": "fc_1",
            "call_id": "call_1",
            "name": "f",
            "arguments": "{}",
        },
        {"type": "function_call_output", "call_id": "call_1", "output": "42"},
        {
            "type": "message",
            "role": "assistant",
            "id": "msg_a1",
            "status": "completed",
            "content": [{"type": "output_text", "text": "42!", "annotations": []}],
        },
    ]
    memory = TurnMemory()
    assert len(memory.ingest(items).added) == 1
    assert memory.ingest(items).added == []
    assert memory.turns[0].to_items() == items


def test_async_ingest() -> None:
    async def run() -> int:
        memory: AsyncTurnMemory[Any] = AsyncTurnMemory()
        await memory.ingest(_history(2))
        await memory.ingest(_history(3))
        await memory.ingest(_history(3))
        return len(await memory.turns())

    assert asyncio.run(run()) == 3


def test_context_without_user_input_answers_the_newest_user_message() -> None:
    memory = TurnMemory()
    memory.ingest([*_history(2), {"role": "user", "content": "one more question"}])
    ctx = memory.context(budget=2000)
    assert ctx.messages[-1] == {"role": "user", "content": "one more question"}


@settings(max_examples=60, deadline=None)
@given(conversation(max_turns=6), st.integers(0, 6))
def test_any_prefix_then_the_whole_adds_each_turn_once(
    msgs: list[dict[str, Any]], cut: int
) -> None:
    memory = TurnMemory()
    users = [i for i, m in enumerate(msgs) if m["role"] == "user"]
    prefix = msgs[: users[cut]] if cut < len(users) else msgs
    memory.ingest(prefix)
    memory.ingest(msgs)
    memory.ingest(msgs)
    pinned = [p.to_message() for p in memory.pinned]
    assert pinned + messages_of(memory.turns) == msgs


def test_window_with_an_edit_keeps_the_new_user_turn() -> None:
    memory = TurnMemory()
    full = _history(3)
    memory.ingest(full)
    turn = lambda k: full[1 + 5 * k : 1 + 5 * (k + 1)]  # noqa: E731
    edited = [dict(m) for m in turn(2)]
    edited[0]["content"] = "question 2, edited"
    new = [{"role": "user", "content": "a brand new question"}]
    result = memory.ingest([*turn(1), *edited, *new])
    assert result.relation == "divergent" and "matches no stored turn" in (result.divergence or "")
    assert result.added[-1].user == "a brand new question"  # never dropped
    assert [t.user for t in memory.turns[:3]] == [
        f"question {k}: flight to city {k}?" for k in range(3)
    ]
