"""LLM faults through the real openai + instructor stack against the local fake endpoint.

For every fault the endpoint can produce, a memory keeps working while the fault lasts (the
fault answers *every* request: folds and extractions, over several folds), and then the
endpoint recovers:

* no exception leaves ``add_messages`` or ``context``;
* no turn is lost: the store returns every message added, raw tool outputs included;
* each failed fold or extraction is recorded as a ``fallback`` or ``deferred`` event, and no
  fold is credited to the LLM while it is failing;
* every context is within its budget (recounted independently);
* once the endpoint answers again, the next fold goes through the LLM and its summary is used.

Parametrized over the fault matrix x (fallback, defer, fallback with per-turn extraction).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from turnmem import MemoryPolicy, TurnMemory
from turnmem.domains import TravelState
from turnmem.tokens import TokenCounter
from turnmem.turn import Message

from . import _full_size_only_when_selected  # noqa: F401  (autouse fixture)

instructor = pytest.importorskip("instructor", reason="the fault matrix needs instructor")
pytest.importorskip("turnmem.fold.instructor", reason="turnmem.fold.instructor is not importable")
from turnmem.testing import (  # noqa: E402
    Action,
    ConnectionReset,
    Delay,
    EmptyChoices,
    FakeOpenAIServer,
    InvalidJSON,
    LengthCut,
    ToolCallReply,
    WrongToolName,
    rate_limited,
    server_error,
)

BUDGET = 900
TIMEOUT = 0.5
FRESH = TokenCounter("gpt-4o")
RECOVERED = "LLM summary after recovery"
FOLD_ARGS = {"summary": "A summary the model wrote for the wrong tool.", "updates": []}

# name: (the fault's action, extra openai client arguments)
FAULTS: dict[str, tuple[Callable[[], Action], dict[str, Any]]] = {
    "http 500": (lambda: server_error(500), {}),
    "429 retry-after": (lambda: rate_limited(0.1), {"max_retries": 2}),
    "connection reset": (ConnectionReset, {}),
    "slower than timeout": (lambda: Delay(3.0, ToolCallReply(FOLD_ARGS)), {}),
    "invalid json": (InvalidJSON, {}),
    "schema-invalid every time": (lambda: ToolCallReply({"summary": 7, "updates": "no"}), {}),
    "finish_reason length": (LengthCut, {}),
    "empty choices": (EmptyChoices, {}),
    "wrong tool name": (lambda: WrongToolName(FOLD_ARGS, name="search_hotels"), {}),
    "wrong tool name, other arguments": (
        lambda: WrongToolName({"city": "Kyoto", "max_price": 120}, name="search_hotels"),
        {},
    ),
}
MODES = {
    "fallback": {"on_llm_failure": "fallback"},
    "defer": {"on_llm_failure": "defer"},
    "extract every turn": {"on_llm_failure": "fallback", "extract": "every_turn"},
}


@dataclass
class Endpoint:
    """Answers every request with the fault until ``recover()``; then with valid output."""

    fault: Callable[[], Action]
    faulty: bool = True
    times: list[float] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def recover(self) -> None:
        self.faulty = False

    def __call__(self, body: dict[str, Any]) -> Action:
        with self.lock:
            self.times.append(time.monotonic())
        if self.faulty:
            return self.fault()
        # Fold (summary + updates), summary-only fold, or extraction (updates): answer each
        # with what its tool's schema asks for.
        wanted = body["tools"][0]["function"]["parameters"].get("properties", {})
        args: dict[str, Any] = {}
        if "summary" in wanted:
            args["summary"] = RECOVERED
        if "updates" in wanted:
            args["updates"] = [
                {"op": "add", "kind": "fact", "value": "recovered fact", "origin": "user"}
            ]
        return ToolCallReply(args)


def turn(i: int) -> list[Message]:
    """Turn ``i``: every third one calls a tool with a long output."""
    user: Message = {"role": "user", "content": f"Turn {i}: 2 adults to Kyoto in May, no hostels."}
    if i % 3 != 2:
        return [user, {"role": "assistant", "content": f"Noted ({i})."}]
    call = {
        "id": f"call_{i}",
        "type": "function",
        "function": {"name": "search_hotels", "arguments": '{"city": "Kyoto"}'},
    }
    return [
        user,
        {"role": "assistant", "tool_calls": [call]},
        {
            "role": "tool",
            "tool_call_id": f"call_{i}",
            "content": "\n".join(f"Hotel {k}: 4 stars, 120 EUR" for k in range(300)),
        },
        {"role": "assistant", "content": f"I found 300 hotels ({i})."},
    ]


def add_and_check(memory: TurnMemory, i: int, added: list[list[Message]]) -> None:
    msgs = turn(i)
    memory.add_messages(msgs)  # must not raise, whatever the endpoint does
    added.append(msgs)
    ctx = memory.context(f"What next after turn {i}?", budget=BUDGET)
    assert FRESH.count_messages(ctx.messages) == ctx.tokens <= BUDGET
    assert ctx.messages[0] == {"role": "system", "content": "You book trips."}


def run_fault(fault: str, mode: str, tmp_path: Path, faulty_turns: int) -> dict[str, int]:
    make, client_kwargs = FAULTS[fault]
    endpoint = Endpoint(make)
    policy = MemoryPolicy.structured(
        window_turns=2, fold_batch=2, fold_mode="inline", **MODES[mode]
    )
    added: list[list[Message]] = []
    with (
        FakeOpenAIServer(responder=endpoint) as server,
        server.client(timeout=TIMEOUT, **client_kwargs) as client,
        TurnMemory(
            system="You book trips.",
            llm=instructor.from_openai(client),
            model="gpt-4o",
            schema=TravelState,
            policy=policy,
            store=f"sqlite:///{tmp_path / 'faults.db'}",
        ) as memory,
    ):
        for i in range(faulty_turns):
            add_and_check(memory, i, added)
        during = list(memory.events)
        faulty_requests = len(server.requests)
        endpoint.recover()
        mark = memory.folded_through
        i = faulty_turns
        while not any(
            e.kind == "fold" and "instructor:" in e.detail for e in memory.events[len(during) :]
        ):
            add_and_check(memory, i, added)
            i += 1
            assert i < faulty_turns + 12, f"no LLM fold after recovery: {memory.events}"
        stored = [t.to_messages() for t in memory.turns]
        summary, folded = memory.summary, memory.folded_through
        state = memory.state

    lost = sum(1 for msgs in added if msgs not in stored)
    assert lost == 0, f"{lost} turns lost"
    assert stored == added, "a stored turn differs from what was added"
    assert faulty_requests > 0
    kinds = [e.kind for e in during]
    assert "fallback" in kinds or "deferred" in kinds, f"no fallback/deferral recorded: {during}"
    credited = [e.detail for e in during if e.kind == "fold" and "instructor:" in e.detail]
    assert credited == [], f"folds credited to the LLM while it was failing: {credited}"
    for e in during:
        if e.kind in ("fallback", "deferred"):
            assert "LLMError" in e.detail or "rejected" in e.detail, e.detail
    if mode == "defer":
        assert "deferred" in kinds
    assert folded > mark and summary == RECOVERED
    assert any(f.value == "recovered fact" for f in state.facts)
    if fault == "429 retry-after":  # the client waited as told before each retry
        gaps = [b - a for a, b in zip(endpoint.times, endpoint.times[1:], strict=False)]
        assert sum(g >= 0.09 for g in gaps) >= faulty_requests // 3 * 2
    return {"requests": faulty_requests, "lost": lost}


@pytest.mark.parametrize("mode", list(MODES))
@pytest.mark.parametrize("fault", list(FAULTS))
def test_llm_fault_degrades_and_recovers(fault: str, mode: str, tmp_path: Path) -> None:
    tally = run_fault(fault, mode, tmp_path, faulty_turns=6)
    assert tally["lost"] == 0


def test_recorded_events_name_the_fault(tmp_path: Path) -> None:
    """A fallback event says what went wrong, so an operator can tell faults apart."""
    expected = {
        "http 500": "HTTP 500",
        "429 retry-after": "rate limited",
        "connection reset": "connection failed",
        "slower than timeout": "timed out",
        "invalid json": "not valid JSON",
        "finish_reason length": "cut off",
        "empty choices": "no choices",
        "schema-invalid every time": "output invalid",
    }
    for k, (fault, words) in enumerate(expected.items()):
        make, client_kwargs = FAULTS[fault]
        with (
            FakeOpenAIServer(responder=Endpoint(make)) as server,
            server.client(timeout=TIMEOUT, **client_kwargs) as client,
            TurnMemory(
                llm=instructor.from_openai(client),
                model="gpt-4o",
                policy=MemoryPolicy.structured(window_turns=1, fold_batch=1, fold_mode="inline"),
                store=f"sqlite:///{tmp_path / f'{k}.db'}",
            ) as memory,
        ):
            for i in range(3):
                memory.add_messages(turn(i))
        details = [e.detail for e in memory.events if e.kind == "fallback"]
        assert details and all(words in d for d in details), (fault, details)
