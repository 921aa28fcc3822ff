"""TurnMemory and AsyncTurnMemory: thin shells that hold a store, a folder and a counter.

Each public operation is a flow of :class:`~turnmem.memory.base.MemoryBase` that yields
*effects*; the sync memory performs them directly, the async one awaits them (the sans-IO
pattern of httpx's ``auth_flow``).

Guarantees on top of the core's: ``add``/``add_messages``/``context`` never raise because of
the LLM (a failed fold falls back to the offline folder or is deferred, and ``events`` says so);
every turn is in the store before any maintenance runs, so a crash loses nothing acknowledged.

Background folds (``policy.fold_mode``): ``add`` stores the turns and returns; a worker (a
thread for :class:`TurnMemory`, a task for :class:`AsyncTurnMemory`, at most one per memory)
runs the fold. Thread safety: the worker calls the folder with no lock held and never changes
the view then; it applies a fold (commit, view, events, usage) under the memory's lock, which
every public operation also holds while it runs, so a caller never sees half a fold. The
worker's store calls go to the same store object, whose backends are thread-safe (sync) or
concurrency-safe (async). ``wait()`` waits for the worker; ``close()`` waits up to a timeout,
then lets a fold still running finish its call but drops it uncommitted (redone on reopen).

Async convention: :class:`AsyncTurnMemory` has the sync class's operations under the same
names, as coroutines, including ``await memory.turns()``, ``await memory.recall(q)``,
``await memory.forget()``, ``await memory.apply_retention()`` and ``await memory.close()``;
every store call is awaited on an async store (``open_async_store``). Build it with
``memory = await AsyncTurnMemory.open(...)`` (the token encoding loads in a thread, the session
is read before it returns); the plain constructor does no I/O and reads the session at the
first await. The in-memory properties (``state``, ``summary``, ``recent``, ``events``) stay
plain attributes on both.

Event loop: the async memory's flow steps (parsing, token counting, assembly, fold planning)
run one at a time on the process's CPU lane thread (:mod:`turnmem.store.aio.offload`), so a
step holds the loop at most one GIL switch interval; the loop only awaits effects. Steps of
one memory therefore never run at once, as on the loop, and the worker thread-safety above is
the sync memory's.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import importlib
import threading
from collections.abc import Mapping, Sequence
from datetime import timedelta
from typing import Any

from typing_extensions import Self, TypeVar

from turnmem.context.assemble import Context
from turnmem.items import Item
from turnmem.memory.base import MemoryBase
from turnmem.memory.effects import (
    Append,
    Critical,
    Done,
    Effect,
    Extract,
    Flow,
    Fold,
    LeaseOp,
    store_call,
    why,
)
from turnmem.memory.ingest import IngestResult
from turnmem.memory.retention import Retention, RetentionReport
from turnmem.memory.worker import LeaseRenewer, TaskWorker, ThreadWorker
from turnmem.state import MemoryState
from turnmem.store.aio import offload
from turnmem.store.base import SearchHit
from turnmem.tokens import encoding_for_model, preload_encoding
from turnmem.turn import Message, Turn

__all__ = ["AsyncTurnMemory", "Retention", "RetentionReport", "TurnMemory"]

R = TypeVar("R")
S = TypeVar("S", bound=MemoryState, default=MemoryState)
#: Seconds ``close()`` waits for a running background fold by default.
CLOSE_TIMEOUT = 10.0
# Set in the async worker's task: its instructor folder calls run on the CPU lane's loop.
_IN_WORKER: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "turnmem_in_worker", default=False
)


def _worker_failed(memory: MemoryBase[Any], exc: BaseException) -> None:
    """Under the lock: a worker stopped by an error (a store failure; LLM failures degrade
    inside the flow) records it and lets the next add start a new one."""
    memory._worker_active = False
    memory._core.record("deferred", f"background fold stopped: {why(exc)}; retried later")


class TurnMemory(MemoryBase[S]):
    """Structured short-term memory of one session (synchronous).

    Example::

        memory = TurnMemory(system="You are a travel agent.", policy=MemoryPolicy.structured())
        memory.add_messages([{"role": "user", "content": "I want to fly to Shanghai"},
                             {"role": "assistant", "content": "When?"}])
        ctx = memory.context("Next Friday, 2 adults", budget=4000)
        client.chat.completions.create(model="gpt-4o", messages=ctx.messages)
    """

    def _after_init(self) -> None:
        self._lock = threading.RLock()
        self._worker = ThreadWorker(f"turnmem-fold:{self.session_id}")
        self._worker_error: BaseException | None = None
        self._call(self._open_flow())

    def _call(self, flow: Flow[R]) -> R:
        """Run a public operation's flow under the memory's lock."""
        with self._lock:
            return self._run(flow)

    def _run(self, flow: Flow[R]) -> R:
        try:
            eff = next(flow)
            while True:
                try:
                    result = self._perform(eff)
                except Exception as exc:
                    eff = flow.throw(exc)
                    continue
                eff = flow.send(result)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]

    def _perform(self, eff: Effect) -> Any:
        if type(eff) is Append:  # every add: store_call's call, without building it
            return self.store.append_turns(self.session_id, eff.turns, pinned=eff.pinned)
        if isinstance(eff, Fold):
            if eff.lease is None:
                return self._folder.fold(eff.request)
            lease = eff.lease
            with LeaseRenewer.thread(lambda: bool(self._perform(lease)), lease.ttl):
                return self._folder.fold(eff.request)
        if isinstance(eff, Extract):
            return self._folder.extract(eff.request)
        if isinstance(eff, Critical):
            with self._lock:
                return self._run(eff.flow)
        call = store_call(self.store, self.session_id, eff)
        return call.value if isinstance(call, Done) else call()

    def _start_worker(self) -> None:
        self._worker.start(self._work)

    def _work(self) -> None:
        try:
            self._run(self._background_flow())
        except Exception as exc:
            with self._lock:
                if not self._closing:  # after close, the store is gone: nothing to report
                    self._worker_error = self._worker_error or exc
                _worker_failed(self, exc)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add(self, turn: Turn | Mapping[str, Any]) -> Turn:
        """Add a complete (or open) turn; returns it as stored, with its index."""
        return self._call(self._add_flow(turn))

    def add_messages(self, messages: Sequence[Message] | Sequence[object]) -> list[Turn]:
        """Add new OpenAI chat messages (only the new ones): a user message starts a turn,
        tool calls and results extend the open turn, an assistant reply closes it."""
        with self._lock:
            stored = self._add_now(messages)  # the window presets' usual add: no flow
            if stored is None:
                stored = self._run(self._add_messages_flow(messages))
            return stored

    def _add_now(self, messages: Sequence[object]) -> list[Turn] | None:
        """What :meth:`_add_messages_flow` does, done here without a generator, when its only
        effect is the append of one plain exchange: no store to re-read after it (``sync``)
        and no fold or extraction to plan (the window presets); else None, and the flow runs
        (nothing here changed the memory). Called under the lock."""
        core = self._core
        hot = core.hot if core.hot.policy is core.policy else core.hot_for(core.policy)
        if self.sync or hot.maintained:
            return None
        turn = core.plain_exchange(messages)
        if turn is None:
            return None
        pinned = core.pinned if self._pinned_dirty else None  # as _append_flow sends them
        stored: list[Turn] = self.store.append_turns(self.session_id, [turn], pinned=pinned)
        self._pinned_dirty = False
        core.merge_turns(stored)
        return stored

    def add_items(self, items: Sequence[object]) -> list[Turn]:
        """Add new Responses-API items (only the new ones), like :meth:`add_messages`."""
        return self._call(self._add_items_flow(items))

    def pop_item(self) -> Item | None:
        """Remove the newest piece of the newest turn and return it as an item (None if the
        memory is empty); a lone user message is never removed (InvalidTurnError)."""
        return self._call(self._pop_flow())

    def ingest(self, history: Sequence[object]) -> IngestResult:
        """Add what turnmem has not seen of a framework's *full* history (chat messages or
        Responses items); re-sending it, a restart, or turnmem's own context fed back adds
        nothing. Divergent histories are reported in the result and ``events``."""
        return self._call(self._ingest_flow(history))

    def context(
        self,
        user_input: str | None = None,
        budget: int | None = None,
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> Context:
        """The messages for the next LLM call, within ``budget`` (default ``policy.budget``).

        Without ``user_input`` the newest user message already added is the current input.

        ``tools``: the tool definitions you will send; their tokens count against the budget.
        Never waits for a background fold: turns a running fold covers stay verbatim.
        """
        with self._lock:
            ctx = self._context_now(user_input, budget, tools)  # the usual window: no flow
            if ctx is None:
                ctx = self._run(self._context_flow(user_input, budget, tools))
            return ctx

    def refresh(self) -> None:
        """Re-read the store (turns and folds written by other processes)."""
        self._call(self._refresh_flow())

    def apply_retention(
        self, *, keep_archived: int | None = None, max_age: timedelta | None = None
    ) -> RetentionReport:
        """Delete folded (archived) turns beyond ``keep_archived`` or older than ``max_age``
        from storage now; returns what was deleted. The context is unchanged."""
        return self._call(self._retention_flow(Retention(keep_archived, max_age)))

    @property
    def turns(self) -> list[Turn]:
        """Every turn ever added, raw tool outputs included, from the store (nothing lost)."""
        return self._call(self._turns_flow())

    def recall(self, query: str, k: int = 5) -> list[SearchHit]:
        """Search this session's archived turns (needs a searchable store, e.g. SQLite)."""
        return self._call(self._recall_flow(query, k))

    def forget(self) -> int:
        """Erase this session from the store completely; returns the turns deleted (a
        background fold still running is dropped)."""
        return self._call(self._forget_flow())

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until no background fold runs (for tests and shutdown); False on timeout.

        Raises the first error that stopped the worker since the last ``wait`` (a store
        failure; LLM failures degrade and only show in ``events``).
        """
        idle = self._worker.wait(timeout)
        with self._lock:
            error, self._worker_error = self._worker_error, None
        if error is not None:
            raise error
        return idle

    def close(self, timeout: float = CLOSE_TIMEOUT) -> None:
        """Wait up to ``timeout`` s for a background fold, then close the store and the LLM
        client if this memory opened them (from a URL or a ``"provider/model"`` string, or by
        default). A fold still running then is dropped uncommitted (redone on reopen)."""
        idle = self._worker.wait(timeout)
        with self._lock:
            self._closing = True
        if not idle:  # the running fold is dropped: free its lease for the other replicas
            with contextlib.suppress(Exception):
                self._perform(LeaseOp("release", self.lease_owner, self.lease_ttl))
        if self._owns_store:
            closer = getattr(self.store, "close", None)
            if callable(closer):
                closer()
        if self._owns_folder:
            folder_close = getattr(self._folder, "close", None)
            if callable(folder_close):
                folder_close()


class AsyncTurnMemory(MemoryBase[S]):
    """The asynchronous memory: the same flows, every store and LLM call awaited.

    Example::

        memory = await AsyncTurnMemory.open(store="postgresql://...", session_id="s1")
        await memory.add_messages([...])
        ctx = await memory.context("Next Friday", budget=4000)
    """

    _is_async = True

    def _after_init(self) -> None:
        from turnmem.fold.instructor import AsyncInstructorFolder

        self._off_loop = isinstance(self._folder, AsyncInstructorFolder)
        self._alock = asyncio.Lock()
        self._worker = TaskWorker()
        self._worker_error: BaseException | None = None

    @classmethod
    async def open(cls, system: Any = None, **kwargs: Any) -> AsyncTurnMemory[Any]:
        """Create the memory (arguments as :class:`TurnMemory`) and read its session, never
        blocking the loop: the token encoding and the offline folder load in a thread (once
        per process), the store is awaited."""
        if kwargs.get("counter") is None and kwargs.get("tokenizer") is None:
            name = kwargs.get("encoding") or encoding_for_model(kwargs.get("model", "gpt-4o"))
            await asyncio.to_thread(preload_encoding, name)
        await asyncio.to_thread(importlib.import_module, "turnmem.fold.rules.folder")
        memory: AsyncTurnMemory[Any] = cls(system, **kwargs)
        await memory._ensure_open()
        return memory

    async def _ensure_open(self) -> None:
        if not self._opened:
            async with self._alock:
                if not self._opened:
                    await self._run(self._open_flow())

    async def _call(self, flow: Flow[R]) -> R:
        """Run a public operation's flow under the memory's lock (the session read first)."""
        await self._ensure_open()
        async with self._alock:
            return await self._run(flow)

    async def _run(self, flow: Flow[R]) -> R:
        # The flow's steps (assembly, token counting, fold planning: pure CPU) run on the
        # process's CPU lane, not on the loop; only the effects are awaited here.
        self._worker.bind(asyncio.get_running_loop())
        done, value = await offload.step(flow, "next")
        while not done:
            try:
                result = await self._perform(value)
            except Exception as exc:
                done, value = await offload.step(flow, "throw", exc)
                continue
            done, value = await offload.step(flow, "send", result)
        return value  # type: ignore[no-any-return]

    async def _perform(self, eff: Effect) -> Any:
        if isinstance(eff, Fold | Extract):
            if isinstance(eff, Extract):
                return await self._folder_call(self._folder.extract(eff.request))
            if eff.lease is None:
                return await self._folder_call(self._folder.fold(eff.request))
            lease = eff.lease

            async def renew() -> bool:
                return bool(await self._perform(lease))

            async with LeaseRenewer.task(renew, lease.ttl):
                return await self._folder_call(self._folder.fold(eff.request))
        if isinstance(eff, Critical):
            async with self._alock:
                return await self._run(eff.flow)
        call = store_call(self.store, self.session_id, eff)
        return call.value if isinstance(call, Done) else await call()

    async def _folder_call(self, call: Any) -> Any:
        """Await a folder call; the background worker's instructor calls run on the CPU
        lane's loop (:func:`~turnmem.store.aio.offload.lane_run`), off the application's
        loop: building the request and parsing the response take ~7 ms of CPU per fold in
        instructor and openai. The LLM client given as ``llm=`` is then used from that loop
        only: do not share it with the agent's own calls."""
        if _IN_WORKER.get() and self._off_loop and asyncio.iscoroutine(call):
            return await offload.lane_run(call)
        return await _maybe_await(call)

    def _start_worker(self) -> None:
        self._worker.start(self._work())

    async def _work(self) -> None:
        _IN_WORKER.set(True)  # this task's context only
        try:
            await self._run(self._background_flow())
        except Exception as exc:
            if not self._closing:
                self._worker_error = self._worker_error or exc
            _worker_failed(self, exc)

    async def __aenter__(self) -> Self:
        await self._ensure_open()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def add(self, turn: Turn | Mapping[str, Any]) -> Turn:
        """Add a complete (or open) turn; returns it as stored."""
        return await self._call(self._add_flow(turn))

    async def add_messages(self, messages: Sequence[Message] | Sequence[object]) -> list[Turn]:
        """Add new OpenAI chat messages (see :meth:`TurnMemory.add_messages`)."""
        return await self._call(self._add_messages_flow(messages))

    async def add_items(self, items: Sequence[object]) -> list[Turn]:
        """Add new Responses-API items (see :meth:`TurnMemory.add_items`)."""
        return await self._call(self._add_items_flow(items))

    async def pop_item(self) -> Item | None:
        """Remove the newest piece of the newest turn (see :meth:`TurnMemory.pop_item`)."""
        return await self._call(self._pop_flow())

    async def ingest(self, history: Sequence[object]) -> IngestResult:
        """Add what is new of a framework's full history (see :meth:`TurnMemory.ingest`)."""
        return await self._call(self._ingest_flow(history))

    async def context(
        self,
        user_input: str | None = None,
        budget: int | None = None,
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> Context:
        """The messages for the next LLM call, within ``budget`` (tools counted in)."""
        return await self._call(self._context_flow(user_input, budget, tools))

    async def refresh(self) -> None:
        """Re-read the store."""
        await self._call(self._refresh_flow())

    async def apply_retention(
        self, *, keep_archived: int | None = None, max_age: timedelta | None = None
    ) -> RetentionReport:
        """Delete archived turns now (see :meth:`TurnMemory.apply_retention`)."""
        return await self._call(self._retention_flow(Retention(keep_archived, max_age)))

    async def turns(self) -> list[Turn]:
        """Every turn ever added, from the store (``TurnMemory.turns``, awaited)."""
        return await self._call(self._turns_flow())

    async def recall(self, query: str, k: int = 5) -> list[SearchHit]:
        """Search this session's archived turns (see :meth:`TurnMemory.recall`)."""
        return await self._call(self._recall_flow(query, k))

    async def forget(self) -> int:
        """Erase this session from the store; returns the turns deleted."""
        return await self._call(self._forget_flow())

    async def wait(self, timeout: float | None = None) -> bool:
        """Wait until no background fold runs; False on timeout (see
        :meth:`TurnMemory.wait`, which raises a worker's store error the same way)."""
        idle = await self._worker.wait(timeout)
        error, self._worker_error = self._worker_error, None
        if error is not None:
            raise error
        return idle

    async def aclose(self, timeout: float = CLOSE_TIMEOUT) -> None:
        """Wait up to ``timeout`` s for a background fold (then cancel it: nothing is
        committed half; it is redone on reopen), close the store and the LLM client this
        memory opened."""
        if not await self._worker.wait(timeout):
            self._closing = True
            await self._worker.cancel()
            with contextlib.suppress(Exception):  # free the dropped fold's lease
                await self._perform(LeaseOp("release", self.lease_owner, self.lease_ttl))
        async with self._alock:
            self._closing = True
        if self._owns_store:
            await _maybe_await(getattr(self.store, "aclose", _nothing)())
        if self._owns_folder:
            await _maybe_await(getattr(self._folder, "close", _nothing)())

    async def close(self, timeout: float = CLOSE_TIMEOUT) -> None:
        """The same as :meth:`aclose`."""
        await self.aclose(timeout)


def _nothing() -> None:
    return None


async def _maybe_await(value: Any) -> Any:
    return await value if asyncio.iscoroutine(value) or asyncio.isfuture(value) else value
