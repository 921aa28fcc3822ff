"""How each driver runs the background fold worker and renews a lease during a long call.

Only scheduling lives here (a thread, a task, a timer); what the worker does is the
background flow of :mod:`turnmem.memory.folding`, written once.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

__all__ = ["LeaseRenewer", "TaskWorker", "ThreadWorker"]


class ThreadWorker:
    """One background thread at a time for a :class:`~turnmem.TurnMemory`.

    ``start(body)`` runs ``body`` in a new daemon thread (the memory starts one only when
    none is active, under its lock); ``wait`` blocks until the thread is done.
    """

    def __init__(self, name: str) -> None:
        self._name = name
        self._thread: threading.Thread | None = None

    def start(self, body: Callable[[], None]) -> None:
        """Run ``body`` in a new thread."""
        self._thread = threading.Thread(target=body, name=self._name, daemon=True)
        self._thread.start()

    def wait(self, timeout: float | None) -> bool:
        """Wait for the running thread (and any it handed over to); True when idle."""
        while True:
            thread = self._thread
            if thread is None or thread is threading.current_thread():
                return True
            thread.join(timeout)
            if thread.is_alive():
                return False
            if self._thread is thread:
                return True


class TaskWorker:
    """One background task at a time for an :class:`~turnmem.AsyncTurnMemory`.

    ``start`` is called from a flow step, which runs on the CPU lane's thread
    (:mod:`turnmem.store.aio.offload`), not on the loop: the task is then created on the
    loop the memory last ran on (:meth:`bind`), scheduled before the step's own result is
    delivered, so the flow that started it already sees it when it resumes.
    """

    def __init__(self) -> None:
        self._task: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def bind(self, loop: asyncio.AbstractEventLoop) -> None:
        """The loop ``start`` creates tasks on (the memory's operations run on it)."""
        self._loop = loop

    def start(self, body: Coroutine[Any, Any, None]) -> None:
        """Run ``body`` as a task on the bound loop (directly when called on it)."""
        with contextlib.suppress(RuntimeError):  # no loop running in this thread
            if asyncio.get_running_loop() is self._loop or self._loop is None:
                self._create(body)
                return
        assert self._loop is not None
        self._loop.call_soon_threadsafe(self._create, body)

    def _create(self, body: Coroutine[Any, Any, None]) -> None:
        self._task = asyncio.get_running_loop().create_task(body)

    async def wait(self, timeout: float | None) -> bool:
        """Wait for the running task (shielded: a timeout leaves it running); True when idle."""
        while True:
            task = self._task
            if task is None or task is asyncio.current_task():
                return True
            try:
                await asyncio.wait_for(asyncio.shield(task), timeout)
            except asyncio.TimeoutError:
                return False
            except Exception:  # the task recorded its own failure
                pass
            if self._task is task:
                return True

    async def cancel(self) -> None:
        """Cancel the running task (a fold not yet committed is dropped; redone on reopen)."""
        task = self._task
        if task is not None and not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


class LeaseRenewer:
    """Renews a fold lease every third of its ttl while a folder call runs (sync: a thread
    waiting on an event; async: a task)."""

    @staticmethod
    @contextlib.contextmanager
    def thread(renew: Callable[[], bool], ttl: float) -> Any:
        """Renew in a thread until the block ends (or the lease is lost)."""
        stop = threading.Event()

        def loop() -> None:
            while not stop.wait(ttl / 3):
                with contextlib.suppress(Exception):
                    if not renew():
                        return

        thread = threading.Thread(target=loop, name="turnmem-lease", daemon=True)
        thread.start()
        try:
            yield
        finally:
            stop.set()
            thread.join()

    @staticmethod
    @contextlib.asynccontextmanager
    async def task(renew: Callable[[], Awaitable[bool]], ttl: float) -> Any:
        """Renew in a task until the block ends (or the lease is lost)."""

        async def loop() -> None:
            while True:
                await asyncio.sleep(ttl / 3)
                with contextlib.suppress(Exception):
                    if not await renew():
                        return

        task = asyncio.get_running_loop().create_task(loop())
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
