"""A session's search terms kept in process, ranked exactly as ``bm25_rank`` ranks them.

The Redis store ranks with :func:`turnmem.store._text.bm25_rank`, which scores every turn
holding a query term (no postings cap). Reading every turn's terms back from Redis and
counting each of them on every search cost 17 ms per search at 1,000 turns and 190 ms at
10,000; this index is built once from those terms, kept current by the store's own writes
(see :class:`~turnmem.store._search_cache.SessionIndexes`), and scores only the turns that
hold a query term, with the same float operations in the same order as ``bm25_rank``: the
same hits, order and scores, bit for bit.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence

from turnmem.store._bm25 import _best

__all__ = ["FullIndex"]


class FullIndex:
    """An inverted index whose :meth:`rank` equals ``bm25_rank`` over the indexed turns.

    ``work`` counts the postings the last :meth:`rank` read: the measure tests bound."""

    __slots__ = ("_docs", "_postings", "_total", "work")

    def __init__(self) -> None:
        # term -> turn index -> (tf, where the term first occurs among the turn's distinct
        # terms): bm25_rank sums a turn's terms in that order
        self._postings: dict[str, dict[int, tuple[int, int]]] = {}
        self._docs: dict[int, tuple[int, tuple[str, ...]]] = {}  # idx -> (length, terms)
        self._total = 0
        self.work = 0

    def __contains__(self, idx: object) -> bool:
        return idx in self._docs

    def __len__(self) -> int:
        return len(self._docs)

    def add(self, idx: int, terms: Sequence[str]) -> None:
        """Index (or re-index) turn ``idx``."""
        self.remove(idx)
        counts = Counter(terms)  # keys in first-occurrence order, as bm25_rank counts them
        self._docs[idx] = (len(terms), tuple(counts))
        self._total += len(terms)
        postings = self._postings
        for pos, (term, tf) in enumerate(counts.items()):
            postings.setdefault(term, {})[idx] = (tf, pos)

    def remove(self, idx: int) -> None:
        """Forget turn ``idx`` (nothing if it is not indexed)."""
        doc = self._docs.pop(idx, None)
        if doc is None:
            return
        self._total -= doc[0]
        for term in doc[1]:
            post = self._postings[term]
            del post[idx]
            if not post:
                del self._postings[term]

    def drop_before(self, bound: int) -> None:
        """Forget every turn with index < ``bound``."""
        for idx in [i for i in self._docs if i < bound]:
            self.remove(idx)

    def rank(
        self,
        query: Iterable[str],
        k: int,
        *,
        before: int | None = None,
        k1: float = 1.2,
        b: float = 0.75,
    ) -> list[tuple[int, float]]:
        """``bm25_rank`` of the indexed turns (``before``: the best ``k`` of its full ranking
        whose index is below it)."""
        self.work = 0
        wanted = set(query)
        docs = self._docs
        if not wanted or not docs or k <= 0:
            return []
        n = len(docs)
        avgdl = self._total / n or 1.0
        below = math.inf if before is None else before
        # Each matching turn's query terms as (first position in the turn, score): one turn
        # holding one of them (most) keeps its pair, the others gather theirs in ``more``.
        first: dict[int, tuple[int, float]] = {}
        more: dict[int, list[tuple[int, float]]] = {}
        for term in wanted:
            post = self._postings.get(term)
            if not post:
                continue
            d = len(post)
            idf = math.log(1 + (n - d + 0.5) / (d + 0.5))
            self.work += d
            for idx, (tf, pos) in post.items():
                if idx < below:
                    dl = docs[idx][0]
                    score = idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl))
                    seen = first.get(idx)
                    if seen is None:
                        first[idx] = (pos, score)
                    elif idx in more:
                        more[idx].append((pos, score))
                    else:
                        more[idx] = [seen, (pos, score)]
        scores = {idx: pair[1] for idx, pair in first.items()}  # sum() of one float is it
        for idx, parts in more.items():
            parts.sort()  # bm25_rank adds a turn's terms in the order they occur in it
            scores[idx] = sum(score for _, score in parts)  # sum() from 0, as bm25_rank
        return _best(scores, k)  # best first, the newer turn first among equal scores
