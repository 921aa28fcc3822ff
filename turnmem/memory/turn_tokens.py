"""Token counts of the unfolded turns, read lazily from the newest: the fold and window
planners (:func:`~turnmem.context.plan.fold_count`,
:func:`~turnmem.context.plan.eligible_start`) read only the end they need."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from collections.abc import Sequence as SequenceABC
from typing import overload

from turnmem.context.window import PlainRun
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

__all__ = ["TurnTokens"]


class TurnTokens(SequenceABC[int]):
    """A lazy sequence of turn token counts: planners read only the end they need."""

    def __init__(
        self,
        turns: list[Turn],
        measure: Callable[[Turn], int],
        run: PlainRun | None = None,
        counter: TokenCounter | None = None,
    ) -> None:
        self._turns = turns
        self._measure = measure
        self._run = run  # counts known for the newest turns (checked before use)
        self._counter = counter

    def __len__(self) -> int:
        return len(self._turns)

    def __reversed__(self) -> Iterator[int]:
        measure, turns = self._measure, self._turns  # newest first
        run = self._run
        end = run.locate(turns, self._counter) if run is not None and self._counter else None
        if run is None or end is None:
            for turn in reversed(turns):
                yield measure(turn)
            return
        for pos in range(len(turns) - 1, end, -1):  # the turn added since the run
            yield measure(turns[pos])
        yield from reversed(run.tokens)  # the run's turns: their counts, no view read
        for pos in range(end - len(run.tokens), -1, -1):
            yield measure(turns[pos])

    @overload
    def __getitem__(self, i: int) -> int: ...
    @overload
    def __getitem__(self, i: slice) -> list[int]: ...
    def __getitem__(self, i: int | slice) -> int | list[int]:
        if isinstance(i, slice):
            return [self._measure(t) for t in self._turns[i]]
        return self._measure(self._turns[i])
