"""One CPU lane per process: where async drivers run the pure-Python steps of their flows.

The sans-IO steps between two awaits (decoding rows into turns, BM25 ranking, assembling a
context with token counting, planning a fold) are CPU work; on the event loop their sum is
the loop's lag. Run on this lane's single thread instead, a step can only delay the loop by
one GIL switch interval (5 ms by default): the interpreter makes a thread that holds the
GIL hand it over at every interval to a thread asking for it, while code running on the
loop keeps it until the next ``await``. The loop thread then mostly waits in ``select``,
so the GIL it releases for the C calls of a step (tiktoken, sqlite) is not the loop's to
lose: a loop that runs those calls itself waits up to an interval after each one while the
fold thread holds the GIL (measured, 50 sessions: a 3 ms CPU step took 60 ms of wall).

One thread, not a pool: steps of every flow run one at a time, in the order they were
asked for, the atomicity they had on the loop (a step never interleaves with another step,
of its own memory or any other); more threads would only contend for the same GIL.
"""

from __future__ import annotations

import asyncio
import contextvars
import os
import threading
from collections.abc import Awaitable, Callable, Generator
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

__all__ = ["drive_offloaded", "lane_call", "step"]

C = TypeVar("C")
R = TypeVar("R")

_executor: ThreadPoolExecutor | None = None
_owner_pid = 0
_guard = threading.Lock()


def _lane() -> ThreadPoolExecutor:
    global _executor, _owner_pid
    with _guard:
        # A forked child inherits the executor but not its thread: work sent to it would
        # wait forever, so a child starts its own lane.
        if _executor is None or _owner_pid != os.getpid():
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="turnmem-cpu")
            _owner_pid = os.getpid()
        return _executor


async def lane_call(fn: Callable[..., R], *args: Any) -> R:
    """``fn(*args)`` on the lane thread (in a copy of the caller's context), awaited."""
    ctx = contextvars.copy_context()
    return await asyncio.get_running_loop().run_in_executor(_lane(), ctx.run, fn, *args)


def _advance(gen: Generator[Any, Any, Any], how: str, arg: Any) -> tuple[bool, Any]:
    # StopIteration cannot travel through a Future (asyncio turns it into a TypeError), so a
    # finished generator comes back as (True, its value).
    try:
        if how == "next":
            return False, next(gen)
        if how == "throw":
            return False, gen.throw(arg)
        return False, gen.send(arg)
    except StopIteration as stop:
        return True, stop.value


async def step(gen: Generator[C, Any, R], how: str, arg: Any = None) -> tuple[bool, Any]:
    """Advance ``gen`` on the lane: ``how`` is ``"next"``, ``"send"`` (``arg``) or ``"throw"``
    (``arg``, an exception). ``(False, yielded)`` or ``(True, returned)``; other errors raise."""
    return await lane_call(_advance, gen, how, arg)


async def drive_offloaded(op: Generator[C, Any, R], execute: Callable[[C], Awaitable[Any]]) -> R:
    """:func:`turnmem.store._drive.drive_async` with the operation's steps on the lane: each
    command is awaited on the loop, the decoding and ranking between them runs off it."""
    done, value = await step(op, "next")
    while not done:
        done, value = await step(op, "send", await execute(value))
    return value  # type: ignore[no-any-return]
