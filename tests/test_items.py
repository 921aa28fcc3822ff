"""Responses-API items both ways: exact round trip, reasoning items kept and counted."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from turnmem import InvalidMessagesError, MemoryPolicy, TokenCounter, TurnMemory
from turnmem.items import items_from_messages, items_of, turns_from_items

from .strategies import text

_ids = st.one_of(st.none(), st.uuids().map(lambda u: u.hex[:10]))


def _opt(item: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {**item, **{k: v for k, v in extra.items() if v is not None}}


@st.composite
def user_item(draw: st.DrawFn) -> dict[str, Any]:
    if draw(st.booleans()):
        return {"role": "user", "content": draw(text)}
    parts = [{"type": "input_text", "text": draw(text)}]
    if draw(st.booleans()):
        parts.append({"type": "input_image", "image_url": "https://x.test/a.png", "detail": "low"})
    return _opt({"type": "message", "role": "user", "content": parts}, id=draw(_ids))


@st.composite
def assistant_item(draw: st.DrawFn) -> dict[str, Any]:
    if draw(st.booleans()):
        return {"role": "assistant", "content": draw(text)}
    part = {"type": "output_text", "text": draw(text), "annotations": []}
    return _opt(
        {"type": "message", "role": "assistant", "content": [part]},
        id=draw(_ids),
        status=draw(st.sampled_from([None, "completed"])),
    )


@st.composite
def reasoning_item(draw: st.DrawFn) -> dict[str, Any]:
    summary = [{"type": "summary_text", "text": draw(text)}] if draw(st.booleans()) else []
    return _opt(
        {"type": "reasoning", "id": f"rs_{draw(st.integers(0, 10**6))}", "summary": summary},
        encrypted_content=draw(st.one_of(st.none(), st.just("gAAAAB" + "x" * 40))),
    )


@st.composite
def item_history(draw: st.DrawFn) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    if draw(st.booleans()):
        items.append({"role": "developer", "content": draw(text)})
    n_call = 0
    n = draw(st.integers(1, 5))
    for t in range(n):
        items.append(draw(user_item()))
        for _ in range(draw(st.integers(0, 2))):
            if draw(st.booleans()):
                items.append(draw(reasoning_item()))
            if draw(st.booleans()):
                items.append(draw(assistant_item()))
            calls = []
            for _ in range(draw(st.integers(1, 3))):
                n_call += 1
                calls.append(
                    _opt(
                        {
                            "type": "function_call",
                            "call_id": f"call_{n_call}",
                            "name": "lookup",
                            "arguments": '{"q": 1}',
                        },
                        id=draw(st.one_of(st.none(), st.just(f"fc_{n_call}"))),
                        status=draw(st.sampled_from([None, "completed"])),
                    )
                )
            items += calls
            for c in calls:
                output: Any = draw(st.one_of(text, st.just([{"type": "input_text", "text": "r"}])))
                items.append(
                    {"type": "function_call_output", "call_id": c["call_id"], "output": output}
                )
        if t < n - 1 or draw(st.booleans()):
            if draw(st.booleans()):
                items.append(draw(reasoning_item()))
            items.append(draw(assistant_item()))
    return items


@settings(max_examples=300)
@given(item_history())
def test_items_round_trip_exactly(items: list[dict[str, Any]]) -> None:
    pinned, turns = turns_from_items(items)
    assert items_of(turns, pinned) == items
    stored = [type(t).model_validate_json(t.model_dump_json()) for t in turns]
    assert items_of(stored, pinned) == items


def test_reasoning_items_are_kept_with_ids_and_counted() -> None:
    reasoning = {
        "type": "reasoning",
        "id": "rs_1",
        "summary": [{"type": "summary_text", "text": "compare prices"}],
        "encrypted_content": "gAAAAB" + "q" * 200,
    }
    items = [
        {"role": "user", "content": "cheapest flight?"},
        reasoning,
        {
            "type": "function_call",
            "id": "fc_1",
            "call_id": "c1",
            "name": "search",
            "arguments": "{}",
            "status": "completed",
        },
        {"type": "function_call_output", "call_id": "c1", "output": "MU1 900"},
        {
            "type": "message",
            "role": "assistant",
            "id": "msg_1",
            "status": "completed",
            "content": [{"type": "output_text", "text": "MU1.", "annotations": []}],
        },
    ]
    (turn,) = turns_from_items(items).turns
    counter = TokenCounter()
    plain = sum(counter.count_message(m) for m in turn.to_messages())
    assert (
        counter.count_turn(turn)
        == plain + counter.count_reasoning(turn.steps[0].reasoning_items)
        > plain
    )
    memory = TurnMemory()
    memory.add_items(items)
    ctx = memory.context("and the next one?", budget=4000)
    assert ctx.items[: len(items)] == items
    assert ctx.items[-1] == {"role": "user", "content": "and the next one?"}


def test_ctx_items_of_a_folded_context_pair_calls_and_outputs() -> None:
    memory = TurnMemory(
        system="be brief", policy=MemoryPolicy.structured(window_turns=1, fold_batch=1)
    )
    for k in range(4):
        memory.add_items(
            [
                {"role": "user", "content": f"q{k}"},
                {"type": "function_call", "call_id": f"c{k}", "name": "f", "arguments": "{}"},
                {"type": "function_call_output", "call_id": f"c{k}", "output": "x " * 300},
                {"role": "assistant", "content": f"a{k}"},
            ]
        )
    ctx = memory.context("q4", budget=500)
    kinds = [i.get("type", "message") for i in ctx.items]
    assert kinds[0] == "message" and ctx.items[0]["role"] == "system"
    calls = [i["call_id"] for i in ctx.items if i.get("type") == "function_call"]
    outs = [i["call_id"] for i in ctx.items if i.get("type") == "function_call_output"]
    assert calls == outs
    assert memory.counter.count_messages(ctx.messages) == ctx.tokens <= 500


def test_chat_messages_convert_to_items() -> None:
    msgs = [
        {"role": "system", "content": "s"},
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "see"},
                {"type": "image_url", "image_url": {"url": "https://x/a.png"}},
            ],
        },
        {
            "role": "assistant",
            "tool_calls": [
                {"id": "c", "type": "function", "function": {"name": "f", "arguments": "{}"}}
            ],
        },
        {"role": "tool", "tool_call_id": "c", "content": "r"},
    ]
    assert items_from_messages(msgs) == [
        {"role": "system", "content": "s"},
        {
            "role": "user",
            "content": [
                {"type": "input_text", "text": "see"},
                {"type": "input_image", "image_url": "https://x/a.png", "detail": "auto"},
            ],
        },
        {"type": "function_call", "call_id": "c", "name": "f", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "c", "output": "r"},
    ]


@pytest.mark.parametrize(
    ("items", "fragment"),
    [
        ([{"type": "web_search_call", "id": "ws"}], "not supported"),
        (
            [
                {"role": "user", "content": "a"},
                {"type": "function_call_output", "call_id": "zz", "output": "r"},
            ],
            "'zz'",
        ),
        (
            [
                {"role": "user", "content": "a"},
                {"type": "function_call", "call_id": "c", "name": "f"},
            ],
            "'arguments'",
        ),
        ([{"role": "robot", "content": "a"}], "role"),
    ],
)
def test_bad_items_name_index_and_field(items: list[Any], fragment: str) -> None:
    with pytest.raises(InvalidMessagesError, match="message\\[") as err:
        turns_from_items(items)
    assert fragment in str(err.value)


def test_images_in_items_reach_the_chat_form_and_are_counted() -> None:
    image = {"type": "input_image", "image_url": "https://x.test/cat.png", "detail": "low"}
    items = [
        {
            "type": "message",
            "role": "user",
            "content": [{"type": "input_text", "text": "what is it?"}, image],
        }
    ]
    (turn,) = turns_from_items(items).turns
    (msg,) = turn.to_messages()
    assert msg["content"][1] == {
        "type": "image_url",
        "image_url": {"url": "https://x.test/cat.png", "detail": "low"},
    }
    assert TokenCounter().count_turn(turn) == TokenCounter().count_message(msg)  # image costs 85
    assert turn.to_items() == items
