"""The public folder doubles users test their own agents with."""

from __future__ import annotations

import asyncio

import pytest

from turnmem import AsyncTurnMemory, LLMError, MemoryPolicy, SetField, TurnMemory
from turnmem.domains import TravelState
from turnmem.fold import AsyncFolder, Folder, FoldRequest, FoldResult
from turnmem.fold.testing import (
    AsyncFunctionFolder,
    AsyncScriptedFolder,
    FunctionFolder,
    ScriptedFolder,
)

POLICY = MemoryPolicy.structured(window_turns=1, fold_batch=1)


def _chat(memory: TurnMemory, n: int) -> None:
    for i in range(n):
        memory.add_messages(
            [{"role": "user", "content": f"message {i}"}, {"role": "assistant", "content": "ok"}]
        )


def test_scripted_folder_answers_in_order_then_falls_back() -> None:
    folder = ScriptedFolder(
        [
            FoldResult(summary="User fixed the destination.", updates=[]),
            LLMError("scripted outage", attempts=2),
        ]
    )
    assert isinstance(folder, Folder)
    memory = TurnMemory(llm=folder, policy=POLICY)
    _chat(memory, 3)
    assert len(folder.requests) == 2
    assert isinstance(folder.requests[0], FoldRequest)
    assert [t.index for t in folder.requests[0].turns] == [0]
    kinds = [e.kind for e in memory.events]
    assert kinds[:2] == ["fold", "fallback"], kinds
    assert "scripted outage" in memory.events[1].detail


def test_scripted_folder_raises_when_the_script_runs_out() -> None:
    folder = ScriptedFolder([])
    with pytest.raises(LLMError, match="no scripted answer left"):
        folder.fold(FoldRequest(state=TravelState(), turns=[], summary_max_tokens=10))


def test_function_folder_sees_each_request_and_its_updates_apply() -> None:
    def fold(request: object) -> FoldResult:
        assert isinstance(request, FoldRequest)
        return FoldResult(
            summary=f"{len(request.turns)} turns folded",
            updates=[SetField(field="destination", value="Hangzhou")],
        )

    folder = FunctionFolder(fold)
    memory = TurnMemory(llm=folder, schema=TravelState, policy=POLICY)
    _chat(memory, 2)
    assert memory.state.destination == "Hangzhou"
    assert memory.summary == "1 turns folded"
    assert len(folder.requests) == 1


def test_async_doubles_drive_the_async_memory() -> None:
    async def main() -> tuple[str, int]:
        scripted = AsyncScriptedFolder([FoldResult(summary="async summary")])
        assert isinstance(scripted, AsyncFolder)
        memory = AsyncTurnMemory(llm=scripted, policy=POLICY)
        for i in range(2):
            await memory.add_messages(
                [{"role": "user", "content": f"m{i}"}, {"role": "assistant", "content": "ok"}]
            )
        function = AsyncFunctionFolder(lambda request: FoldResult(summary="fn"))
        other = AsyncTurnMemory(llm=function, policy=POLICY)
        for i in range(2):
            await other.add_messages(
                [{"role": "user", "content": f"m{i}"}, {"role": "assistant", "content": "ok"}]
            )
        return memory.summary, len(function.requests)

    summary, calls = asyncio.run(main())
    assert summary == "async summary"
    assert calls == 1
