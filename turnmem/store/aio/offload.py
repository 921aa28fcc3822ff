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

One thread, not a pool, and the same thread for background LLM calls: the lane thread runs
an event loop of its own, where steps are callbacks (run one at a time, in the order they
were asked for: a step never interleaves with another step, of its own memory or any other)
and background folds (:func:`lane_run`: the instructor / openai client's request building
and response parsing) are tasks. Every extra thread running Python is one more contender
for the GIL: when the loop asks for it back, the interpreter hands it to *a* waiting thread,
not necessarily the loop's, so with two busy threads the loop could wait several intervals
in a row (measured: select wake-ups up to 35 ms late with a separate fold thread).

Hand-off: a finished job wakes the caller's loop, which then needs the GIL; a lane that
went straight on to the next queued job would hold it, and the loop would wait up to an
interval (5 ms) to get it back, once after ``select`` and again after each C call that
released it (the convoy effect). So after each job the lane blocks, without the GIL, until
the caller's loop has resumed the caller and run what it does next, or until
:data:`HANDOFF_SECONDS` (2 ms) passed: the loop runs first, the lane continues when the loop
next waits in ``select`` (measured, 50 PostgreSQL sessions on a loaded 2-core machine: lag
p99 19 -> 9 ms, max 39 -> 15 ms). The cost is lane throughput: at most 2 ms idle per job,
and only while its caller's loop is busy.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import os
import threading
from collections.abc import Awaitable, Callable, Coroutine, Generator
from typing import Any, TypeVar

__all__ = [
    "HANDOFF_SECONDS",
    "Handoff",
    "drive_offloaded",
    "lane_call",
    "lane_loop",
    "lane_run",
    "step",
]

C = TypeVar("C")
R = TypeVar("R")

#: After a job, how long the lane waits at most for its caller's loop to resume (module doc).
HANDOFF_SECONDS = 0.002

_loop: asyncio.AbstractEventLoop | None = None
_owner_pid = 0
_guard = threading.Lock()


def lane_loop() -> asyncio.AbstractEventLoop:
    """The lane thread's event loop (thread ``turnmem-cpu``, a daemon), started on first use."""
    global _loop, _owner_pid
    with _guard:
        # A forked child inherits the loop object but not its thread: work sent to it would
        # wait forever, so a child starts its own lane.
        if _loop is None or _owner_pid != os.getpid():
            loop = asyncio.new_event_loop()
            threading.Thread(target=loop.run_forever, name="turnmem-cpu", daemon=True).start()
            _loop, _owner_pid = loop, os.getpid()
        return _loop


async def lane_call(fn: Callable[..., R], *args: Any) -> R:
    """``fn(*args)`` on the lane thread (in a copy of the caller's context), awaited.

    Cancelled before the lane picked it up, ``fn`` never runs; once running, it completes.
    Then the lane hands the GIL over: it waits (at most :data:`HANDOFF_SECONDS`, holding no
    GIL) until the caller's loop has resumed it and run its continuation, instead of
    starting the next job at once and making the woken loop queue for the GIL behind it
    (module doc).
    """
    ctx = contextvars.copy_context()
    job: concurrent.futures.Future[R] = concurrent.futures.Future()
    lane = lane_loop()
    handoff = Handoff(asyncio.get_running_loop() is not lane)

    def run() -> None:
        if not job.set_running_or_notify_cancel():
            return
        try:
            result = ctx.run(fn, *args)
        except BaseException as exc:  # handed to the awaiting caller, as an executor does
            job.set_exception(exc)
        else:
            job.set_result(result)
        handoff.wait()

    lane.call_soon_threadsafe(run)
    try:
        return await asyncio.wrap_future(job)
    finally:
        handoff.release()


class Handoff:
    """A worker thread's GIL hand-off to the loop awaiting its job (module doc).

    The worker calls :meth:`wait` after resolving the job's future; the caller calls
    :meth:`release` on its loop once resumed (``finally`` after the await). ``active=False``
    (the caller runs on the worker's own loop) makes both no-ops.
    """

    __slots__ = ("_cap", "_resumed")

    def __init__(self, active: bool = True) -> None:
        self._cap = HANDOFF_SECONDS if active else 0.0
        self._resumed = threading.Event()

    def wait(self) -> None:
        """Worker side: block, without the GIL, until released or the cap passed."""
        if self._cap > 0:
            self._resumed.wait(self._cap)

    def release(self) -> None:
        """Caller side, on its loop: free the worker from the loop's next iteration, once the
        caller's continuation (its next command sent, a socket write that drops the GIL) is
        done; a worker freed at once would take the GIL during that write, and the loop would
        wait for it again."""
        asyncio.get_running_loop().call_soon(self._resumed.set)


async def lane_run(coro: Coroutine[Any, Any, R]) -> R:
    """Run ``coro`` as a task on the lane's loop and await its result from the calling loop
    (cancelling the caller cancels the task). Objects bound to a loop that ``coro`` uses (an
    HTTP client's connection pool) are then bound to the lane's: use them only there."""
    future = asyncio.run_coroutine_threadsafe(coro, lane_loop())
    try:
        return await asyncio.wrap_future(future)
    except asyncio.CancelledError:
        future.cancel()
        raise


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
