"""turnmem for the OpenAI Agents SDK: a ``Session`` and a per-call budget filter.

Glue::

    from turnmem.integrations.openai_agents import TurnmemSession, budget_filter
    session = TurnmemSession(AsyncTurnMemory(store="sqlite:///memory.db", session_id="u1"))
    config = RunConfig(call_model_input_filter=budget_filter(session, budget=4000))
    result = await Runner.run(agent, "hi", session=session, run_config=config)

The SDK reads a ``Session`` once per run and then appends the run's tool calls and outputs
itself, so the session alone cannot keep *every* model call within budget. ``budget_filter``
runs before each model call: it stores the run's new items in the memory (once; the session's
``add_items`` later skips them) and replaces the model input by the memory's context, the
agent's instructions and tool schemas counted in the budget.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from turnmem.integrations import require
from turnmem.memory.drivers import AsyncTurnMemory

require("agents", "agents")

from agents.run_config import CallModelData, ModelInputData  # noqa: E402

if TYPE_CHECKING:
    from agents.items import TResponseInputItem

__all__ = ["TurnmemSession", "budget_filter", "tool_schemas"]


def _plain(item: object) -> dict[str, Any]:
    """An item as a plain dict without None values (SDK output items are pydantic models)."""
    dump = getattr(item, "model_dump", None)
    data = dump(exclude_none=True) if callable(dump) else dict(item)  # type: ignore[call-overload]
    return {k: v for k, v in data.items() if v is not None and k != "provider_data"}


def _key(item: object) -> str:
    return json.dumps(_plain(item), sort_keys=True, ensure_ascii=False, default=str)


def tool_schemas(agent: Any) -> list[dict[str, Any]]:
    """An agent's function tools as chat-completions tool definitions (to count them)."""
    out = []
    for tool in getattr(agent, "tools", ()) or ():
        schema = getattr(tool, "params_json_schema", None)
        name = getattr(tool, "name", None)
        if name is None:
            continue
        out.append(
            {
                "type": "function",
                "function": {
                    "name": name,
                    "description": getattr(tool, "description", "") or "",
                    "parameters": schema or {},
                },
            }
        )
    return out


class TurnmemSession:
    """The Agents SDK ``Session`` protocol on an :class:`AsyncTurnMemory`.

    ``get_items`` returns the memory's budgeted context as Responses items; ``add_items``
    stores new items (items the :func:`budget_filter` already stored in this run are
    skipped); ``pop_item`` removes the newest piece; ``clear_session`` forgets the session.
    """

    session_settings = None

    def __init__(self, memory: AsyncTurnMemory[Any], *, budget: int | None = None) -> None:
        self.memory = memory
        self.session_id = memory.session_id
        self.budget = budget
        self._served: Counter[str] = Counter()  # items served as context this run (not new)
        self._stored: Counter[str] = Counter()  # items of this run already in the memory

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        """The memory's context (summary, state and recent turns) as input items."""
        items: list[Any] = []
        if self.memory.recent or self.memory.folded_through >= 0:
            items = (await self.memory.context(budget=self.budget)).items
        self._served = Counter(_key(i) for i in items)
        self._stored = Counter()
        return items[-limit:] if limit else items

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        """Store the run's new items (once: what the filter stored already is skipped)."""
        await self.store_new(items)

    async def store_new(self, items: Sequence[object]) -> None:
        """Store the items that are neither served context nor already stored this run."""
        served, stored = Counter(self._served), Counter(self._stored)
        new: list[dict[str, Any]] = []
        for item in items:
            key = _key(item)
            if served[key]:
                served[key] -= 1
            elif stored[key]:
                stored[key] -= 1
            else:
                new.append(_plain(item))
                self._stored[key] += 1
        if new:
            await self.memory.add_items(new)

    async def pop_item(self) -> TResponseInputItem | None:
        """Remove and return the newest piece of the newest turn."""
        return await self.memory.pop_item()  # type: ignore[return-value]

    async def clear_session(self) -> None:
        """Erase the session from the store."""
        await self.memory.forget()


def budget_filter(
    session: TurnmemSession, *, budget: int | None = None
) -> Callable[[CallModelData[Any]], Any]:
    """A ``RunConfig.call_model_input_filter`` keeping every model call within ``budget``
    (default: the memory policy's), instructions and the agent's tool schemas included."""

    async def apply(data: CallModelData[Any]) -> ModelInputData:
        memory = session.memory
        await session.store_new(data.model_data.input)
        instructions = data.model_data.instructions
        tools = tool_schemas(data.agent)
        total = budget if budget is not None else memory.policy.budget
        system = memory.counter.count_message({"role": "system", "content": instructions or ""})
        ctx = await memory.context(budget=total - (system if instructions else 0), tools=tools)
        # Every context served in this run may come back in the next call's input.
        session._served |= Counter(_key(i) for i in ctx.items)
        return ModelInputData(input=list(ctx.items), instructions=instructions)  # type: ignore[arg-type]

    return apply
