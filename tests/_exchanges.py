"""Replaying (user, reply) exchanges through a structured memory with the offline folder, for
tests that read the typed fields a conversation leaves."""

from __future__ import annotations

from typing import Any

from turnmem import MemoryPolicy, TurnMemory
from turnmem.state import MemoryState, custom_fields


def fields_after(schema: type[MemoryState], exchanges: list[tuple[str, str]]) -> dict[str, Any]:
    """The custom fields of ``schema`` after the exchanges, each turn extracted inline."""
    policy = MemoryPolicy.structured(extract="every_turn").model_copy(
        update={"fold_mode": "inline"}
    )
    with TurnMemory(policy=policy, schema=schema, llm="rule") as memory:
        for user, reply in exchanges:
            memory.add_messages(
                [{"role": "user", "content": user}, {"role": "assistant", "content": reply}]
            )
        state = memory.state
    return {name: getattr(state, name) for name in custom_fields(schema)}
