"""What the LLM fold tolerates, what it re-asks, how it supersedes, and what it logs.

Real malformed output (issue 15): raw newlines inside JSON strings, ids such as ``']},'``,
``turn: -1``. Safe repairs and drops are not re-asked; a re-ask sends the error and the
model's answer, not the turns again. A correction retires the old value (issue 11 item 8).
instructor's per-attempt error lines go to the ``turnmem`` logger, not stderr (issue 10 fix 6).
"""

from __future__ import annotations

import logging
from typing import Any

import instructor
import pytest
from pydantic import Field

from turnmem.errors import LLMError
from turnmem.fold.base import FoldRequest, FoldResult
from turnmem.fold.instructor import InstructorFolder
from turnmem.fold.parsing import lenient_json
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.state import AddItem, MemoryState, UpdateItem, apply
from turnmem.testing import FakeOpenAIServer, HTTPError, TextReply, ToolCallReply
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

COUNTER = TokenCounter("gpt-4o")


class Seat(MemoryState):
    seat: str | None = Field(None, description="Seat preference: window or aisle")


TURN_TEXT = "I want a window seat instead of the aisle."
STATE = apply(Seat(), [AddItem(kind="fact", value="aisle seat", key="seat")], turn=1)
REQUEST = FoldRequest[MemoryState](
    state=STATE,
    turns=[Turn(index=4, user=TURN_TEXT, response="Changed to a window seat.")],
    summary_max_tokens=100,
)


def fold(script: list[Any], mode: instructor.Mode = instructor.Mode.TOOLS) -> tuple[Any, list]:
    with FakeOpenAIServer(script) as server, server.client() as client:
        folder = InstructorFolder(instructor.from_openai(client, mode=mode), model="m")
        try:
            outcome: FoldResult | LLMError = folder.fold(REQUEST)
        except LLMError as exc:
            outcome = exc
        return outcome, server.requests


# --- lenient JSON ---------------------------------------------------------------------------


def test_raw_control_characters_in_strings_are_read_not_reasked() -> None:
    raw = '{"summary": "The user wants\na window seat.\tNow.", "updates": []}'
    for reply, mode in (
        (ToolCallReply(raw), instructor.Mode.TOOLS),
        (TextReply(raw), instructor.Mode.JSON_SCHEMA),
        (TextReply(f"```json\n{raw}\n```"), instructor.Mode.JSON),
    ):
        result, requests = fold([reply], mode)
        assert isinstance(result, FoldResult), (mode, result)
        assert result.summary == "The user wants\na window seat.\tNow."
        assert len(requests) == 1


def test_lenient_json_repairs_only_what_cannot_change_the_meaning() -> None:
    assert lenient_json('{"a": "x\ny"}') == {"a": "x\ny"}
    assert lenient_json('Here it is: {"a": 1} hope that helps') == {"a": 1}
    assert lenient_json('{"a": 1} {"a": 2}') is None  # which one? no guess
    assert lenient_json("{'a': 1}") is None
    assert lenient_json('{"a": 1,}') is None
    assert lenient_json(b"\xff") is None


def test_broken_json_is_still_reasked_without_the_turns() -> None:
    good = {"summary": "s", "updates": [{"op": "update", "id": "f1", "value": "window seat"}]}
    result, requests = fold([ToolCallReply('{"summary": "s", "updates": [}'), ToolCallReply(good)])
    assert isinstance(result, FoldResult) and len(requests) == 2
    first_user, reask_user = requests[0]["messages"][1], requests[1]["messages"][1]
    assert TURN_TEXT in first_user["content"]
    assert TURN_TEXT not in reask_user["content"]  # the turns are not paid for again
    assert "<current_state>" in reask_user["content"] and '"f1"' in reask_user["content"]
    assert [m["role"] for m in requests[1]["messages"]] == ["system", "user", "assistant", "tool"]
    assert "Validation Error" in requests[1]["messages"][-1]["content"]


# --- supersede ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "op",
    [
        {"op": "update", "id": "f1", "value": "window seat", "turn": 4},
        {"op": "add", "kind": "fact", "value": "window seat", "key": "seat",
         "supersedes": "f1", "turn": 4},
    ],
)  # fmt: skip
def test_a_correction_names_the_item_it_replaces(op: dict[str, Any]) -> None:
    result, _ = fold([ToolCallReply({"summary": "Window seat.", "updates": [op]})])
    assert isinstance(result, FoldResult)
    assert result.updates == [UpdateItem(id="f1", value="window seat", turn=4)]


def test_the_prompt_and_schema_make_supersede_explicit() -> None:
    _, requests = fold([ToolCallReply({"summary": "s", "updates": []})])
    system = requests[0]["messages"][0]["content"]
    assert "A correction" in system and "never add a duplicate beside it" in system
    schema = str(requests[0]["tools"][0]["function"]["parameters"])
    assert "supersedes" in schema


def test_a_scripted_correction_retires_the_old_value_through_the_memory() -> None:
    first = ToolCallReply(
        {
            "summary": "The user wants an aisle seat on flight QX413 on March 15.",
            "updates": [
                {"op": "set", "field": "seat", "value": "aisle", "turn": 0},
                {"op": "add", "kind": "fact", "key": "date", "value": "March 15", "turn": 0},
            ],
        }
    )
    correction = ToolCallReply(
        {
            "summary": "The user wants a window seat on flight QX413 on March 14.",
            "updates": [
                {"op": "set", "field": "seat", "value": "window", "turn": 2},
                {"op": "add", "kind": "fact", "key": "date", "value": "March 14",
                 "supersedes": "f1", "turn": 3},
            ],
        }
    )  # fmt: skip
    turns = [
        "An aisle seat on QX413 on March 15, please.",
        "Thanks.",
        "I want a window seat instead of the aisle.",
        "And move it to March 14 instead of March 15.",
    ]
    with FakeOpenAIServer([first, correction]) as server, server.client() as client:
        memory = TurnMemory(
            llm=instructor.from_openai(client),
            model="gpt-4o",
            schema=Seat,
            policy=MemoryPolicy.structured(window_turns=1, fold_batch=2, fold_mode="inline"),
        )
        for text in [*turns, "ok", "ok"]:
            memory.add_messages(
                [{"role": "user", "content": text}, {"role": "assistant", "content": "Done."}]
            )
        assert len(server.requests) == 2
    state = memory.state
    assert isinstance(state, Seat) and state.seat == "window"
    assert [(f.id, f.value) for f in state.facts] == [("f1", "March 14")]
    assert [h.value for h in state.facts[0].history] == ["March 15"]
    assert state.field_records["seat"].history[0].value == "aisle"
    block = memory.context("What next?").messages[0]["content"]
    assert "March 14" in block
    assert block.count("March 15") == block.count("was: March 15")  # history only, never active


def test_dropped_parts_of_an_answer_are_memory_events() -> None:
    answer = ToolCallReply(
        {
            "summary": "The user flies to Lisbon.",
            "updates": [
                {"op": "remove", "id": "']},'"},
                {"op": "add", "kind": "goal", "value": "Fly to Lisbon", "turn": -1},
            ],
        }
    )
    with FakeOpenAIServer([answer]) as server, server.client() as client:
        memory = TurnMemory(
            llm=instructor.from_openai(client),
            model="gpt-4o",
            policy=MemoryPolicy.structured(window_turns=1, fold_batch=1, fold_mode="inline"),
        )
        for text in ("Lisbon, please.", "Thanks."):
            memory.add_messages([{"role": "user", "content": text}])
    details = [e.detail for e in memory.events if e.kind == "note"]
    assert len(details) == 2
    assert any("no such item" in d for d in details)
    assert any("turn -1 is not a folded turn" in d for d in details)
    assert [g.value for g in memory.state.goals] == ["Fly to Lisbon"]


# --- logging --------------------------------------------------------------------------------


def test_instructor_attempt_errors_go_to_the_turnmem_logger_not_stderr(
    capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    failing = [
        HTTPError(500, {"error": {"message": "upstream exploded"}}, {"x-should-retry": "false"})
    ]
    with FakeOpenAIServer(failing * 4) as server, server.client() as client:
        memory = TurnMemory(
            llm=instructor.from_openai(client),
            model="gpt-4o",
            policy=MemoryPolicy.structured(window_turns=1, fold_batch=1, fold_mode="inline"),
        )
        for i in range(4):
            memory.add_messages([{"role": "user", "content": f"turn {i}"}])
    fallbacks = [e for e in memory.events if e.kind == "fallback"]
    assert len(fallbacks) == len(server.requests) >= 2
    captured = capsys.readouterr()
    assert "API call failed" not in captured.err and "API call failed" not in captured.out
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert [r.name for r in warnings] == ["turnmem"] * len(fallbacks)
    assert all("upstream exploded" in r.getMessage() for r in warnings)
    routed = [r for r in caplog.records if r.name == "turnmem" and r.levelno == logging.DEBUG]
    assert any("API call failed on attempt 1" in r.getMessage() for r in routed)
