"""A small bounded memo for the folder's pure steps.

The offline folder re-reads the same text in every fold: the previous summary's lines are
parsed, counted and aged again, and a turn's clauses are matched again when a fold is retried.
These steps are pure functions of their text (and of the token counter's rule, part of every
key), so their results are kept here; a bounded size keeps a long session's memory flat.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

__all__ = ["Memo"]

V = TypeVar("V")

_MISSING = object()  # no value kept (a kept value may be anything, None too)


class Memo(Generic[V]):
    """Results of a pure function by key, in two generations of at most ``size`` each: when
    the newer one fills up it becomes the older one, and a key of the older one used again
    moves back into the newer one (a hit costs one dictionary look-up; what has not been used
    for a generation leaves)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.data: dict[Hashable, V] = {}
        self.old: dict[Hashable, V] = {}
        self.hits = 0
        self.misses = 0

    def get(self, key: Hashable, compute: Callable[[], V]) -> V:
        """The value for ``key``, computed by ``compute()`` the first time."""
        # dictionary look-ups with a default, not try/except: in a fold most keys are new
        # (a line made by this fold), and each raised KeyError costs more than the look-up
        value = self.data.get(key, _MISSING)
        if value is not _MISSING:
            self.hits += 1
            return value  # type: ignore[return-value]
        value = self.old.pop(key, _MISSING)
        if value is _MISSING:
            self.misses += 1
            value = compute()
        else:
            self.hits += 1
        if len(self.data) >= self.size:
            self.old, self.data = self.data, {}
        self.data[key] = value  # type: ignore[assignment]
        return value  # type: ignore[return-value]
