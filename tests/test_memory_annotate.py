"""What a memory adds to an assembled context (memory/annotate.py): its cost is the included
turns', not the session's, and its Responses items are the caller's to edit."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import overload

from turnmem import MemoryPolicy, Turn, TurnMemory
from turnmem.memory.annotate import annotate


class _CountingTurns(Sequence[Turn]):
    """The unfolded turns, counting how many of them are read."""

    def __init__(self, turns: list[Turn]) -> None:
        self.turns = turns
        self.reads = 0

    def __len__(self) -> int:
        return len(self.turns)

    @overload
    def __getitem__(self, i: int) -> Turn: ...
    @overload
    def __getitem__(self, i: slice) -> list[Turn]: ...
    def __getitem__(self, i: int | slice) -> Turn | list[Turn]:
        got = self.turns[i]
        self.reads += len(got) if isinstance(got, list) else 1
        return got


def test_annotate_reads_the_included_turns_not_the_whole_history() -> None:
    """A preset that never folds keeps every turn unfolded: annotating a context reads about
    log(history) turns per included one, not all 3,000."""
    memory = TurnMemory(llm="rule", policy=MemoryPolicy.sliding_window(4))
    memory.add_messages(
        [
            m
            for k in range(3000)
            for m in (
                {"role": "user", "content": f"question {k}"},
                {"role": "assistant", "content": f"answer {k}"},
            )
        ]
    )
    core = memory._core
    ctx = core.context(user_input="and?", budget=4000)
    assert len(ctx.turn_indices) == 4
    active = _CountingTurns(core.active)
    out = annotate(
        ctx, active=active, pinned=core.pinned, user_input="and?", counter=core.counter, budget=4000
    )
    assert active.reads <= 4 * (math.log2(3000) + 2) + 2  # bisection per included turn
    assert [i.get("content") for i in out.items][-3:] == ["question 2999", "answer 2999", "and?"]
    assert out.items == memory.context("and?").items


def test_context_items_are_fresh_for_every_context() -> None:
    """A turn's items are converted once and reused: editing the items of one context never
    changes the next one's."""
    memory = TurnMemory(llm="rule", policy=MemoryPolicy.sliding_window(4))
    memory.add_messages(
        [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "hi there"}]
    )
    first = memory.context("next?").items
    first[0]["content"] = "edited"
    first[0]["id"] = "x"
    second = memory.context("next?").items
    assert second[0] == {"role": "user", "content": "hello"}
    assert second == memory.context("next?").items
