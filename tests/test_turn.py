"""Turn model: lossless round trip with OpenAI messages and precise errors for bad sequences."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given

from turnmem import InvalidMessagesError, Observation, Step, ToolCall, Turn, turns_from_messages
from turnmem.turn import messages_of

from .strategies import conversation


def _call(cid: str, name: str = "lookup") -> dict[str, Any]:
    return {"id": cid, "type": "function", "function": {"name": name, "arguments": "{}"}}


def test_turn_to_messages_and_back() -> None:
    msgs = [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "where is order 7?", "name": "ann"},
        {
            "role": "assistant",
            "content": "checking",
            "tool_calls": [_call("c1"), _call("c2", "eta")],
        },
        {"role": "tool", "tool_call_id": "c2", "content": "2 days"},
        {"role": "tool", "tool_call_id": "c1", "content": '{"status": "shipped"}'},
        {"role": "assistant", "content": "Shipped, 2 days."},
        {"role": "user", "content": "thanks"},
    ]
    pinned, turns = turns_from_messages(msgs)
    assert [p.content for p in pinned] == ["be brief"]
    assert [t.index for t in turns] == [0, 1]
    first = turns[0]
    assert first.user == "where is order 7?" and first.user_name == "ann"
    assert first.steps[0].reasoning == "checking"
    assert [o.tool_call_id for o in first.steps[0].observations] == ["c2", "c1"]
    assert first.response == "Shipped, 2 days." and first.is_complete
    assert not turns[1].is_complete
    assert [p.to_message() for p in pinned] + messages_of(turns) == msgs


@given(conversation())
def test_round_trip_is_exact(msgs: list[dict[str, Any]]) -> None:
    pinned, turns = turns_from_messages(msgs)
    assert [p.to_message() for p in pinned] + messages_of(turns) == msgs


def test_none_keys_are_dropped() -> None:
    msgs = [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "hello", "refusal": None, "tool_calls": []},
    ]
    _, turns = turns_from_messages(msgs)
    assert turns[0].to_messages() == [msgs[0], {"role": "assistant", "content": "hello"}]


@pytest.mark.parametrize(
    ("msgs", "index", "fragment"),
    [
        ([{"role": "user", "content": "a"}, {"role": "tool", "tool_call_id": "x", "content": "r"}],
         1, "tool_call_id 'x'"),
        ([{"role": "user", "content": "a"}, {"role": "assistant", "tool_calls": [_call("c1")]},
          {"role": "tool", "tool_call_id": "zz", "content": "r"}], 2, "'zz'"),
        ([{"role": "user", "content": "a"}, {"role": "assistant", "tool_calls": [_call("c1")]},
          {"role": "user", "content": "b"}], 0, "unanswered tool calls ['c1']"),
        ([{"role": "robot", "content": "a"}], 0, "unknown role 'robot'"),
        ([{"role": "user", "content": "a"}, {"content": "no role"}], 1, "missing role"),
        ([{"role": "user", "content": ["part"]}], 0, "user content[0]"),
        ([{"role": "user", "content": [{"type": "video", "url": "x"}]}], 0, "content[0]"),
        ([{"role": "user", "content": [{"type": "refusal", "refusal": "x"}]}], 0, "cannot carry"),
        ([{"role": "user", "content": [{"type": "text", "text": "a", "extra": 1}]}], 0, "content[0.text.extra]"),
        ([{"role": "tool", "tool_call_id": "x", "content": "r", "name": "f"}], 0, "no assistant tool call"),
        ([{"role": "user", "content": "a"}, {"role": "function", "name": "f", "content": "r"}], 1, "answers no pending function_call"),
        ([{"role": "user", "content": "a"}, {"role": "assistant", "function_call": {"name": "f", "arguments": "{}"}},
          {"role": "function", "name": "g", "content": "r"}], 2, "answers no pending function_call"),
        ([{"role": "user", "content": "a"}, {"role": "assistant", "audio": {"x": 1}}], 1, "audio must look like"),
        ([{"role": "user", "content": "a", "name": 5}], 0, "name must be a string"),
        ([{"role": "user", "content": 5}], 0, "must be a string"),
        ([{"role": "user", "content": "   "}], 0, "empty"),
        ([{"role": "user", "content": "a"}, {"role": "system", "content": "late"}], 1, "after the conversation started"),
        ([{"role": "user", "content": "a"}, {"role": "assistant"}], 1, "neither content nor tool_calls"),
        (["not a dict"], 0, "expected a dict"),
        ([{"role": "user", "content": "a", "weird": 1}], 0, "unsupported key 'weird'"),
        ([{"role": "user", "content": "a"}, {"role": "assistant", "tool_calls": [{"id": "c"}]}], 1, "tool_calls[0]"),
    ],
)  # fmt: skip
def test_invalid_sequences_name_index_and_problem(
    msgs: list[Any], index: int, fragment: str
) -> None:
    with pytest.raises(InvalidMessagesError) as err:
        turns_from_messages(msgs)
    assert err.value.index == index
    assert f"message[{index}]" in str(err.value)
    assert fragment in str(err.value)


def test_open_turn_may_wait_for_tool_results() -> None:
    _, turns = turns_from_messages(
        [{"role": "user", "content": "a"}, {"role": "assistant", "tool_calls": [_call("c1")]}]
    )
    assert [c.id for c in turns[0].pending_calls] == ["c1"]


def test_continuing_an_open_turn_keeps_its_id() -> None:
    _, (open_turn,) = turns_from_messages(
        [{"role": "user", "content": "a"}, {"role": "assistant", "tool_calls": [_call("c1")]}]
    )
    _, turns = turns_from_messages(
        [
            {"role": "tool", "tool_call_id": "c1", "content": "r"},
            {"role": "assistant", "content": "done"},
        ],
        open_turn=open_turn,
    )
    assert turns[0].id == open_turn.id and turns[0].is_complete


def test_turn_validation_errors() -> None:
    with pytest.raises(ValueError, match="never answered"):
        Turn(user="a", steps=[Step(tool_calls=[ToolCall(id="c", name="f")])], response="x")
    with pytest.raises(ValueError, match="answers no call"):
        Step(
            tool_calls=[ToolCall(id="c", name="f")],
            observations=[Observation(tool_call_id="d", content="")],
        )


def test_copies_do_not_share_cached_counts() -> None:
    turn = Turn(
        user="a",
        steps=[
            Step(
                tool_calls=[ToolCall(id="c", name="f")],
                observations=[Observation(tool_call_id="c", content="long output")],
            )
        ],
        response="b",
    )
    turn.memo(("k",), lambda: 1)
    view = turn.with_observations(lambda c, o: "short")
    assert view.memo(("k",), lambda: 2) == 2
    assert turn.memo(("k",), lambda: 3) == 1
