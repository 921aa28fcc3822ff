"""Per-session BM25 indexes a database store keeps in process, checked against the database.

A full-text query over a long session scores every turn that holds any query term; the
in-process :class:`~turnmem.store._text.Bm25Index` scores only the postings the top k can
come from, so a search costs the same at 100 or 10,000 turns. A store keeps one index per
recently searched session, tagged with the session's version in the database: its own writes
update the index and the tag in step (only when the tag was current before the write), and a
search that reads another version (another process wrote) rebuilds the index from the
database's stored terms. Ranking is then the same for every store (session-scoped BM25).
The Redis store keeps a :class:`~turnmem.store._bm25_full.FullIndex` the same way (its
ranking scores every matching turn, as it always has).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence, Sized
from typing import Generic, TypeVar

from turnmem.store._bm25_full import FullIndex
from turnmem.store._text import Bm25Index

__all__ = ["SessionIndexes", "Tag", "adder", "index_of"]

#: What an index reflects: the session's (creation time, version) in the database, so a
#: session deleted and created again never matches an index of the old one.
Tag = tuple[str, int]

Ix = TypeVar("Ix", bound=Sized)
R = TypeVar("R")


class SessionIndexes(Generic[Ix]):
    """Up to ``capacity`` (tag, index) pairs holding at most ``max_turns`` turns together
    (a few MB per 10,000 turns), least recently used dropped first."""

    def __init__(self, capacity: int = 32, max_turns: int = 50_000) -> None:
        self._lock = threading.RLock()  # re-entered by bumped() and use()
        self._capacity = capacity
        self._max_turns = max_turns
        self._items: OrderedDict[str, tuple[Tag, Ix]] = OrderedDict()

    def get(self, session_id: str, version: Tag) -> Ix | None:
        """The session's index if it reflects ``version`` of the database, else None."""
        with self._lock:
            item = self._items.get(session_id)
            if item is None or item[0] != version:
                return None
            self._items.move_to_end(session_id)
            return item[1]

    def put(self, session_id: str, version: Tag, index: Ix) -> None:
        """Keep ``index`` as the session's at ``version``."""
        with self._lock:
            self._items[session_id] = (version, index)
            self._items.move_to_end(session_id)
            items = self._items
            while len(items) > 1 and (
                len(items) > self._capacity
                or sum(len(ix) for _, ix in items.values()) > self._max_turns
            ):
                items.popitem(last=False)

    def written(
        self,
        session_id: str,
        before: Tag,
        after: Tag,
        change: Callable[[Ix], None] | None = None,
    ) -> None:
        """This store moved the session from version ``before`` to ``after`` (committed),
        changing its turns by ``change``; an index that was not at ``before`` is dropped."""
        with self._lock:
            item = self._items.get(session_id)
            if item is None:
                return
            if item[0] != before:
                del self._items[session_id]
                return
            if change is not None:
                change(item[1])
            self._items[session_id] = (after, item[1])

    def bumped(
        self, session_id: str, after: int, change: Callable[[Ix], None] | None = None
    ) -> None:
        """This store's write moved the session to version ``after`` (one step, in one atomic
        script), changing its turns by ``change``; an index not at ``after - 1`` is dropped.
        The index keeps its creation time: if the session was deleted and made again
        meanwhile, that no longer matches and the next search rebuilds it."""
        with self._lock:
            item = self._items.get(session_id)
            if item is not None:
                self.written(session_id, (item[0][0], after - 1), (item[0][0], after), change)

    def use(self, session_id: str, version: Tag, run: Callable[[Ix], R]) -> tuple[R] | None:
        """``(run(index),)`` with the session's index at ``version``, under the lock that
        its changes take (a store without a lock of its own ranks here); None if none."""
        with self._lock:
            index = self.get(session_id, version)
            return None if index is None else (run(index),)

    def drop(self, session_id: str) -> None:
        """Forget the session's index."""
        with self._lock:
            self._items.pop(session_id, None)


def index_of(rows: Iterable[tuple[int, str]]) -> Bm25Index:
    """An index of (turn index, stored terms joined by spaces) rows."""
    index = Bm25Index()
    for idx, text in rows:
        index.add(idx, text.split())
    return index


def adder(turns: Sequence[tuple[int, list[str]]]) -> Callable[[Bm25Index | FullIndex], None]:
    """A change for :meth:`SessionIndexes.written` that (re-)indexes ``turns``."""

    def change(index: Bm25Index | FullIndex) -> None:
        for idx, terms in turns:
            index.add(idx, terms)

    return change
