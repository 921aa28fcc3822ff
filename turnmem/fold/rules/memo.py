"""A small bounded memo (least recently used first out) for the folder's pure steps.

The offline folder re-reads the same text in every fold: the previous summary's lines are
parsed, counted and aged again, and a turn's clauses are matched again when a fold is retried.
These steps are pure functions of their text (and of the token counter's rule, part of every
key), so their results are kept here; a bounded size keeps a long session's memory flat.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

__all__ = ["Memo"]

V = TypeVar("V")


class Memo(Generic[V]):
    """Results of a pure function by key, at most ``size`` of them (the oldest used leave)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.data: OrderedDict[Hashable, V] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: Hashable, compute: Callable[[], V]) -> V:
        """The value for ``key``, computed by ``compute()`` the first time."""
        try:
            value = self.data[key]
        except KeyError:
            self.misses += 1
            value = compute()
            self.data[key] = value
            if len(self.data) > self.size:
                self.data.popitem(last=False)
            return value
        self.hits += 1
        self.data.move_to_end(key)
        return value
