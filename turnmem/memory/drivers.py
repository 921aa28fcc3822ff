"""TurnMemory and AsyncTurnMemory: thin shells that hold a store, a folder and a counter.

Each public operation is a flow of :class:`~turnmem.memory.base.MemoryBase` that yields
*effects*; the sync memory performs them directly, the async one awaits them (the sans-IO
pattern of httpx's ``auth_flow``).

Guarantees on top of the core's: ``add``/``add_messages``/``context`` never raise because of
the LLM (a failed fold falls back to the offline folder or is deferred, and ``events`` says so);
every turn is in the store before any maintenance runs, so a crash loses nothing acknowledged.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from datetime import timedelta
from typing import Any

from typing_extensions import TypeVar

from turnmem.context.assemble import Context
from turnmem.items import Item
from turnmem.memory.base import MemoryBase
from turnmem.memory.effects import Extract, Flow, Fold
from turnmem.memory.ingest import IngestResult
from turnmem.memory.retention import Retention, RetentionReport
from turnmem.state import MemoryState
from turnmem.turn import Message, Turn

__all__ = ["AsyncTurnMemory", "Retention", "RetentionReport", "TurnMemory"]

R = TypeVar("R")
S = TypeVar("S", bound=MemoryState, default=MemoryState)


class TurnMemory(MemoryBase[S]):
    """Structured short-term memory of one session (synchronous).

    Example::

        memory = TurnMemory(system="You are a travel agent.", policy=MemoryPolicy.structured())
        memory.add_messages([{"role": "user", "content": "I want to fly to Shanghai"},
                             {"role": "assistant", "content": "When?"}])
        ctx = memory.context("Next Friday, 2 adults", budget=4000)
        client.chat.completions.create(model="gpt-4o", messages=ctx.messages)
    """

    def _run(self, flow: Flow[R]) -> R:
        try:
            eff = next(flow)
            while True:
                try:
                    if isinstance(eff, Fold):
                        result = self._folder.fold(eff.request)
                    elif isinstance(eff, Extract):
                        result = self._folder.extract(eff.request)
                    else:
                        result = self._store_effect(eff)
                except Exception as exc:
                    eff = flow.throw(exc)
                    continue
                eff = flow.send(result)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]

    def __enter__(self) -> TurnMemory[S]:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add(self, turn: Turn | Mapping[str, Any]) -> Turn:
        """Add a complete (or open) turn; returns it as stored, with its index."""
        return self._run(self._add_flow(turn))

    def add_messages(self, messages: Sequence[Message] | Sequence[object]) -> list[Turn]:
        """Add new OpenAI chat messages (only the new ones): a user message starts a turn,
        tool calls and results extend the open turn, an assistant reply closes it."""
        return self._run(self._add_messages_flow(messages))

    def add_items(self, items: Sequence[object]) -> list[Turn]:
        """Add new Responses-API items (only the new ones), like :meth:`add_messages`."""
        return self._run(self._add_items_flow(items))

    def pop_item(self) -> Item | None:
        """Remove the newest piece of the newest turn and return it as an item (None if the
        memory is empty); a lone user message is never removed (InvalidTurnError)."""
        return self._run(self._pop_flow())

    def ingest(self, history: Sequence[object]) -> IngestResult:
        """Add what turnmem has not seen of a framework's *full* history (chat messages or
        Responses items); re-sending it, a restart, or turnmem's own context fed back adds
        nothing. Divergent histories are reported in the result and ``events``."""
        return self._run(self._ingest_flow(history))

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
        """
        return self._run(self._context_flow(user_input, budget, tools))

    def refresh(self) -> None:
        """Re-read the store (turns and folds written by other processes)."""
        self._run(self._refresh_flow())

    def apply_retention(
        self, *, keep_archived: int | None = None, max_age: timedelta | None = None
    ) -> RetentionReport:
        """Delete folded (archived) turns beyond ``keep_archived`` or older than ``max_age``
        from storage now; returns what was deleted. The context is unchanged."""
        return self._run(self._retention_flow(Retention(keep_archived, max_age)))


class AsyncTurnMemory(MemoryBase[S]):
    """The asynchronous memory: same flows; LLM calls are awaited, store calls run in a thread."""

    _is_async = True

    async def _run(self, flow: Flow[R]) -> R:
        try:
            eff = next(flow)
            while True:
                try:
                    if isinstance(eff, Fold | Extract):
                        result: Any = (
                            self._folder.fold(eff.request)
                            if isinstance(eff, Fold)
                            else self._folder.extract(eff.request)
                        )
                        if asyncio.iscoroutine(result):
                            result = await result
                    else:
                        result = await asyncio.to_thread(self._store_effect, eff)
                except Exception as exc:
                    eff = flow.throw(exc)
                    continue
                eff = flow.send(result)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]

    async def __aenter__(self) -> AsyncTurnMemory[S]:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the store and (awaiting it) the LLM client this memory opened."""
        self.close()
        folder_close = getattr(self._folder, "close", None)
        if self._owns_folder and callable(folder_close):
            result = folder_close()
            if asyncio.iscoroutine(result):
                await result

    async def add(self, turn: Turn | Mapping[str, Any]) -> Turn:
        """Add a complete (or open) turn; returns it as stored."""
        return await self._run(self._add_flow(turn))

    async def add_messages(self, messages: Sequence[Message] | Sequence[object]) -> list[Turn]:
        """Add new OpenAI chat messages (see :meth:`TurnMemory.add_messages`)."""
        return await self._run(self._add_messages_flow(messages))

    async def add_items(self, items: Sequence[object]) -> list[Turn]:
        """Add new Responses-API items (see :meth:`TurnMemory.add_items`)."""
        return await self._run(self._add_items_flow(items))

    async def pop_item(self) -> Item | None:
        """Remove the newest piece of the newest turn (see :meth:`TurnMemory.pop_item`)."""
        return await self._run(self._pop_flow())

    async def ingest(self, history: Sequence[object]) -> IngestResult:
        """Add what is new of a framework's full history (see :meth:`TurnMemory.ingest`)."""
        return await self._run(self._ingest_flow(history))

    async def context(
        self,
        user_input: str | None = None,
        budget: int | None = None,
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> Context:
        """The messages for the next LLM call, within ``budget`` (tools counted in)."""
        return await self._run(self._context_flow(user_input, budget, tools))

    async def refresh(self) -> None:
        """Re-read the store."""
        await self._run(self._refresh_flow())

    async def apply_retention(
        self, *, keep_archived: int | None = None, max_age: timedelta | None = None
    ) -> RetentionReport:
        """Delete archived turns now (see :meth:`TurnMemory.apply_retention`)."""
        return await self._run(self._retention_flow(Retention(keep_archived, max_age)))
