"""The CPU lane (``turnmem.store.aio.offload``): flow and store-operation steps run on one
thread that is not the event loop's, results, returns and errors come back unchanged, and
AsyncTurnMemory's token counting and assembly run there."""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from turnmem import AsyncTurnMemory, MemoryPolicy
from turnmem.store.aio import AsyncMemoryStore
from turnmem.store.aio.offload import drive_offloaded, lane_call, lane_run, step


def _echo(seen: list[int]) -> Generator[str, Any, str]:
    seen.append(threading.get_ident())
    got = yield "first"
    seen.append(threading.get_ident())
    try:
        got = yield f"second after {got}"
    except KeyError as exc:
        got = f"caught {exc.args[0]}"
    seen.append(threading.get_ident())
    return f"done with {got}"


def test_steps_yield_return_and_take_thrown_errors_off_the_loop() -> None:
    seen: list[int] = []

    async def main() -> tuple[int, list[tuple[bool, Any]]]:
        gen = _echo(seen)
        out = [await step(gen, "next"), await step(gen, "send", 1)]
        out.append(await step(gen, "throw", KeyError("k")))
        return threading.get_ident(), out

    loop_thread, out = asyncio.run(main())
    assert out == [(False, "first"), (False, "second after 1"), (True, "done with caught k")]
    assert len(set(seen)) == 1 and loop_thread not in seen  # one lane thread, not the loop


def test_an_error_a_step_raises_reaches_the_caller() -> None:
    def boom() -> Generator[None, Any, None]:
        raise ValueError("bad step")
        yield

    async def main() -> None:
        await step(boom(), "next")

    with pytest.raises(ValueError, match="bad step"):
        asyncio.run(main())


def test_lane_call_copies_the_callers_context() -> None:
    import contextvars

    var: contextvars.ContextVar[str] = contextvars.ContextVar("v", default="unset")

    async def main() -> str:
        var.set("caller")
        return await lane_call(var.get)

    assert asyncio.run(main()) == "caller"


def test_drive_offloaded_awaits_each_command_and_lets_executor_errors_through() -> None:
    def op() -> Generator[int, Any, int]:
        a = yield 1
        b = yield 2
        return int(a) + int(b)

    async def double(command: int) -> int:
        await asyncio.sleep(0)
        return command * 2

    async def fail(command: int) -> int:
        raise ConnectionError(f"lost at {command}")

    assert asyncio.run(drive_offloaded(op(), double)) == 6
    with pytest.raises(ConnectionError, match="lost at 1"):
        asyncio.run(drive_offloaded(op(), fail))


def test_async_memory_counts_tokens_off_the_event_loop() -> None:
    counted_on: set[int] = set()

    def tokenizer(text: str) -> int:
        counted_on.add(threading.get_ident())
        return len(text.split()) + 1

    async def main() -> int:
        memory = await AsyncTurnMemory.open(
            store=AsyncMemoryStore(), tokenizer=tokenizer, policy=MemoryPolicy.structured()
        )
        for i in range(3):
            await memory.add_messages(
                [
                    {"role": "user", "content": f"turn {i}: two seats to Porto"},
                    {"role": "assistant", "content": f"Seats {i} held."},
                ]
            )
        ctx = await memory.context("and a hotel?", budget=2000)
        assert any("Porto" in str(m.get("content")) for m in ctx.messages)
        await memory.close()
        return threading.get_ident()

    loop_thread = asyncio.run(main())
    assert counted_on and loop_thread not in counted_on


def test_async_redis_store_resolves_redis_driver_info_once() -> None:
    pytest.importorskip("redis")
    driver_info = pytest.importorskip("redis.driver_info")
    from turnmem.store.aio import AsyncRedisStore

    # No connection is made: the pool only keeps the kwargs each new connection gets.
    a = AsyncRedisStore("redis://127.0.0.1:6379/0")
    b = AsyncRedisStore("redis://127.0.0.1:6379/0")
    info = a._client.connection_pool.connection_kwargs["driver_info"]
    assert isinstance(info, driver_info.DriverInfo) and info.lib_version
    assert b._client.connection_pool.connection_kwargs["driver_info"] is info


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_forked_child_gets_its_own_lane() -> None:
    async def name() -> str:
        return await lane_call(lambda: threading.current_thread().name)

    assert asyncio.run(name()).startswith("turnmem-cpu")  # the parent's lane exists now
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: a step must run (the inherited lane has no thread)
        try:  # bounded, so a lane without a thread fails the test instead of hanging it
            os.write(write, asyncio.run(asyncio.wait_for(name(), 60)).encode())
        except BaseException as exc:
            os.write(write, repr(exc).encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as got:
        child = got.read().decode()
    os.waitpid(pid, 0)
    assert child.startswith("turnmem-cpu")


def test_lane_run_runs_a_coroutine_on_the_lane_thread_next_to_the_steps() -> None:
    async def where() -> str:
        await asyncio.sleep(0)
        return threading.current_thread().name

    async def main() -> tuple[str, str, str]:
        step_thread = await lane_call(lambda: threading.current_thread().name)
        return threading.current_thread().name, step_thread, await lane_run(where())

    loop_thread, step_thread, task_thread = asyncio.run(main())
    assert task_thread == step_thread and step_thread.startswith("turnmem-cpu")
    assert loop_thread != step_thread


def test_cancelling_the_caller_cancels_the_lane_task() -> None:
    cancelled = threading.Event()

    async def forever() -> None:
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    async def main() -> None:
        task = asyncio.ensure_future(lane_run(forever()))
        await asyncio.sleep(0.05)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
    assert cancelled.wait(30)


def test_a_lane_call_cancelled_before_the_lane_takes_it_never_runs() -> None:
    release = threading.Event()
    ran: list[str] = []

    async def main() -> None:
        busy = asyncio.ensure_future(lane_call(release.wait, 30))  # holds the lane
        queued = asyncio.ensure_future(lane_call(ran.append, "queued"))
        await asyncio.sleep(0.05)
        queued.cancel()
        await asyncio.sleep(0)
        release.set()
        assert await busy is True
        assert await lane_call(ran.append, "after") is None  # the lane still works, in order
        assert queued.cancelled()

    asyncio.run(main())
    assert ran == ["after"]


def test_the_lane_waits_for_its_callers_continuation_before_the_next_job(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from turnmem.store.aio import offload

    # A long cap makes the order certain on any machine; the default is 2 ms.
    monkeypatch.setattr(offload, "HANDOFF_SECONDS", 30.0)
    order: list[str] = []

    async def first() -> None:
        await lane_call(order.append, "first job")
        order.append("first caller resumed")  # its continuation, on the loop

    async def second() -> None:
        await lane_call(order.append, "second job")

    async def main() -> None:
        await asyncio.gather(first(), second())  # both jobs queued before the lane runs one

    asyncio.run(main())
    assert order == ["first job", "first caller resumed", "second job"]


def test_the_sqlite_thread_waits_for_its_callers_continuation_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from turnmem.store.aio import AsyncSQLiteStore, offload

    monkeypatch.setattr(offload, "HANDOFF_SECONDS", 30.0)
    order: list[str] = []
    store = AsyncSQLiteStore(tmp_path / "h.db")

    async def first() -> None:
        await store._call(lambda _: order.append("first job"))
        order.append("first caller resumed")

    async def second() -> None:
        await store._call(lambda _: order.append("second job"))

    async def main() -> None:
        await store.connect()
        await asyncio.gather(first(), second())
        await store.aclose()

    asyncio.run(main())
    assert order == ["first job", "first caller resumed", "second job"]
