"""AsyncTurnMemory on async stores: ``await open``, lazy loading, awaited turns / recall /
forget / retention, background folds in a task, and no store call made synchronously."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

from turnmem import AsyncTurnMemory, MemoryPolicy
from turnmem.fold.base import FoldRequest, FoldResult
from turnmem.fold.testing import AsyncFunctionFolder
from turnmem.store.aio import AsyncSQLiteStore
from turnmem.store.sqlite import SQLiteStore
from turnmem.tokens import TokenCounter, preload_encoding

FRESH = TokenCounter("gpt-4o")


def summarise(request: Any) -> FoldResult:
    if not isinstance(request, FoldRequest):
        return FoldResult(summary="")
    folded = ",".join(str(t.index) for t in request.turns)
    return FoldResult(summary=f"{request.previous_summary} [{folded}]".strip())


def msgs(i: int) -> list[dict[str, Any]]:
    return [
        {"role": "user", "content": f"turn {i}: a table for {i % 4 + 1} in Lisbon"},
        {"role": "assistant", "content": f"Table {i} reserved."},
    ]


class CountingStore(AsyncSQLiteStore):
    """An async store that counts its calls (every one awaited by construction)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.calls: list[str] = []

    async def load(self, session_id: str, *, after_index: int = -1) -> Any:
        self.calls.append("load")
        return await super().load(session_id, after_index=after_index)

    async def load_tail(self, session_id: str, *, after_index: int = -1) -> Any:
        self.calls.append("load_tail")
        return await super().load_tail(session_id, after_index=after_index)


def test_preload_encoding_is_idempotent() -> None:
    preload_encoding("o200k_base")
    preload_encoding("o200k_base")  # the second call is the cached one
    assert TokenCounter("gpt-4o").count_text("hello") == FRESH.count_text("hello")


def test_open_reads_the_session_and_the_constructor_loads_lazily(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'a.db'}"
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=2)

    async def main() -> None:
        memory = await AsyncTurnMemory.open(store=url, session_id="s", policy=policy, llm="rule")
        for i in range(5):
            await memory.add_messages(msgs(i))
        assert memory.folded_through >= 0
        await memory.close()
        store = CountingStore(tmp_path / "a.db")
        lazy = AsyncTurnMemory(store=store, session_id="s", policy=policy, llm="rule")
        assert store.calls == [] and lazy.recent == []  # no I/O in the constructor
        ctx = await lazy.context("Where?", budget=800)
        assert store.calls and FRESH.count_messages(ctx.messages) == ctx.tokens <= 800
        assert [t.index for t in await lazy.turns()] == list(range(5))
        assert lazy.folded_through == memory.folded_through
        hits = await lazy.recall("Lisbon table", k=3)
        assert hits and all(h.turn_index < 5 for h in hits)
        report = await lazy.apply_retention(keep_archived=1)
        assert report.deleted_turns == lazy.folded_through
        assert await lazy.forget() == 5 - report.deleted_turns
        assert await lazy.turns() == []
        await lazy.close()
        await store.aclose()

    asyncio.run(main())


def test_catching_up_reads_the_tail_not_the_state(tmp_path: Path) -> None:
    """As the sync memory does (test_memory_store.py): an async memory re-reads a shared
    session's fold mark and newest turns before every add and context, and the head (the
    state included) only when another writer moved the fold mark."""
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=2, recall_k=2)

    async def main() -> None:
        store = CountingStore(tmp_path / "t.db")
        a = await AsyncTurnMemory.open(store=store, session_id="t", policy=policy, llm="rule")
        b = await AsyncTurnMemory.open(
            store=f"sqlite:///{tmp_path / 't.db'}", session_id="t", policy=policy, llm="rule"
        )
        loads = store.calls.count("load")
        for k in range(8):
            await a.add_messages(msgs(k))
            await a.context("next?")
        assert a.folded_through >= 0  # a folded on its own: its view is current
        assert store.calls.count("load") == loads  # no snapshot (and state) read to catch up
        assert store.calls.count("load_tail") == 16
        await b.refresh()
        for k in range(8, 11):
            await b.add_messages(msgs(k))
        assert b.folded_through > a.folded_through  # b folded: a must re-read the head
        ctx = await a.context("next?")
        assert store.calls.count("load") > loads
        assert (a.folded_through, a.summary, a.state) == (b.folded_through, b.summary, b.state)
        assert ctx.turn_indices == (await b.context("next?")).turn_indices
        await a.close()
        await b.close()
        await store.aclose()

    asyncio.run(main())


def test_a_sync_sqlite_store_object_is_wrapped_and_left_open(tmp_path: Path) -> None:
    sync_store = SQLiteStore(tmp_path / "w.db")

    async def main() -> int:
        async with await AsyncTurnMemory.open(store=sync_store, session_id="w", llm="rule") as m:
            await m.add_messages(msgs(0))
            return len(await m.turns())

    assert asyncio.run(main()) == 1
    snap = sync_store.load("w")  # still open: the memory closed only its wrapper
    assert snap is not None and len(snap.turns) == 1
    sync_store.close()


def test_background_fold_in_a_task_context_never_waits(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'bg.db'}"
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=2, fold_mode="background")

    async def main() -> None:
        gate = asyncio.Event()
        entered = asyncio.Event()

        async def slow(request: Any) -> FoldResult:
            entered.set()
            await gate.wait()
            return summarise(request)

        class Gated(AsyncFunctionFolder):
            async def fold(self, request: Any) -> FoldResult:  # type: ignore[override]
                self.requests.append(request)
                return await slow(request)

        folder = Gated(summarise)
        memory = await AsyncTurnMemory.open(store=url, session_id="b", policy=policy, llm=folder)
        for i in range(4):
            await memory.add_messages(msgs(i))
        await asyncio.wait_for(entered.wait(), 30)
        for i in range(4, 6):
            await memory.add_messages(msgs(i))  # returns while the fold waits
        ctx = await memory.context("Which tables?", budget=900)
        assert memory.folded_through == -1
        assert FRESH.count_messages(ctx.messages) == ctx.tokens <= 900
        assert sum(f"turn {i}:" in str(m.get("content")) for m in ctx.messages for i in [0]) == 1
        gate.set()
        assert await memory.wait(timeout=30)
        assert memory.folded_through >= 3 and memory.summary.startswith("[0,1]")
        assert [t.index for t in await memory.turns()] == list(range(6))
        await memory.close()

    asyncio.run(main())


def test_background_instructor_folds_run_on_the_cpu_lane_thread() -> None:
    import instructor
    from openai import AsyncOpenAI

    from turnmem.fold.instructor import AsyncInstructorFolder
    from turnmem.testing import FakeOpenAIServer, ToolCallReply

    built_on: set[str] = set()
    original = AsyncInstructorFolder._fold_call

    def recording(self: AsyncInstructorFolder, request: Any) -> Any:
        built_on.add(threading.current_thread().name)
        return original(self, request)

    reply = ToolCallReply({"summary": "Tables booked in Lisbon.", "updates": []})
    policy = MemoryPolicy.structured(window_turns=2, fold_batch=2, fold_mode="background")

    async def main(base_url: str) -> str:
        client = AsyncOpenAI(base_url=base_url, api_key="fake", max_retries=0)
        memory = await AsyncTurnMemory.open(
            store="memory://", session_id="lane", policy=policy, llm=instructor.from_openai(client)
        )
        for i in range(4):
            await memory.add_messages(msgs(i))
        assert await memory.wait(timeout=60)
        assert [e.kind for e in memory.events].count("fold") >= 1
        assert memory.summary == "Tables booked in Lisbon." and memory.folded_through >= 1
        await memory.close()
        await client.close()
        return threading.current_thread().name

    AsyncInstructorFolder._fold_call = recording  # type: ignore[method-assign]
    try:
        with FakeOpenAIServer(responder=lambda body: reply) as server:
            loop_thread = asyncio.run(main(server.base_url))
    finally:
        AsyncInstructorFolder._fold_call = original  # type: ignore[method-assign]
    assert built_on and all(name.startswith("turnmem-cpu") for name in built_on)
    assert loop_thread not in built_on
