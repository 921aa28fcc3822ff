"""The in-process BM25 index (the in-process and SQLite stores rank with it).

It scores the same Okapi BM25 as :func:`turnmem.store._text.bm25_rank` (the reference, which
scores every matching turn), but a search touches only the postings the top k can come from:

* **Term at a time, rarest first** (MaxScore): a term adds at most its *bound* (its largest
  tf in its shortest turn) to any score. Once the k-th best score so far beats what all the
  remaining terms could add, no turn outside the scored ones can reach the top k: the remaining
  (common) terms only update the scored turns instead of walking their long posting lists.
* **Pruned accumulators**: at that point a scored turn whose score plus everything the
  remaining terms could add stays under the k-th best is dropped too, so the common terms
  update a few dozen candidates, not every turn that shared a rare word.
* **Newest postings only**: a term in very many turns adds little to a score; only its newest
  :data:`MAX_POSTINGS` postings count, so a search costs the same at 100 or 100,000 turns
  (turns holding the query's rarer terms are still all found through those terms).

Scores are the same float operations in the same order whichever path a turn takes (the
rarest term's contribution first, then each next term's added), so pruning never reorders
the top k; a hair of relative margin covers the rounding of the bounds.
"""

from __future__ import annotations

import heapq
import itertools
import math
import operator
from collections import Counter
from collections.abc import Iterable, Sequence

__all__ = ["MAX_POSTINGS", "Bm25Index"]

#: Postings of one term that :meth:`Bm25Index.rank` scores at most (the newest ones).
MAX_POSTINGS = 512

#: Relative margin on the bounds: a turn is left out only when it is clearly out of reach.
_EPS = 1e-9

# Term frequencies and turn lengths are kept as floats: scoring then multiplies and adds
# floats only (CPython's fast path; an int operand costs a conversion on every posting). The
# values are the same (an int below 2**53 converts exactly), so are the scores, bit for bit.
# The usual ones are shared objects, so a posting costs no float of its own.
_FLOATS = tuple(float(i) for i in range(1024))


def _num(i: int) -> float:
    return _FLOATS[i] if i < 1024 else float(i)


_SCORE_THEN_INDEX = operator.itemgetter(1, 0)


class Bm25Index:
    """An incremental inverted index with the same Okapi BM25 as ``bm25_rank``: a search
    touches only the postings of the query's terms (at most :data:`MAX_POSTINGS` each) that
    can still change the top k, so its cost does not grow with the length of the session.

    ``work`` counts what the last :meth:`rank` touched (postings walked plus candidate
    look-ups): the measure tests bound instead of time."""

    __slots__ = (
        "_bounds",
        "_docs",
        "_last",
        "_lengths",
        "_memo",
        "_postings",
        "_total",
        "_windows",
        "work",
    )

    def __init__(self) -> None:
        self._postings: dict[str, dict[int, float]] = {}  # term -> turn index -> term frequency
        self._docs: dict[int, tuple[int, Counter[str]]] = {}  # turn index -> (length, counts)
        self._lengths: dict[int, float] = {}  # turn index -> length (what scoring reads)
        self._total = 0
        # term -> (largest tf, shortest turn) among its postings ever: what bounds the score
        # one term can add (kept on removal, where it only stays a looser bound)
        self._bounds: dict[str, tuple[int, int]] = {}
        # term -> its newest MAX_POSTINGS postings, oldest first, for terms in more turns:
        # built when a search needs to look turns up in it, kept as new turns come (one in,
        # the oldest out), dropped when one of its turns is removed or re-indexed
        self._windows: dict[str, dict[int, float]] = {}
        self._last = -1  # the highest turn index ever indexed
        # the last search's (query terms, k, bound, k1, b) and its ranking, dropped by every
        # change of the index: a context assembled again with no turn added in between (a
        # retry, a second context for the same input) does not rank the same query again
        self._memo: tuple[tuple[object, ...], list[tuple[int, float]]] | None = None
        self.work = 0

    def __contains__(self, idx: object) -> bool:
        return idx in self._docs

    def __len__(self) -> int:
        return len(self._docs)

    def add(self, idx: int, terms: Sequence[str]) -> None:
        """Index (or re-index) turn ``idx``."""
        self.remove(idx)
        self._memo = None
        counts = Counter(terms)
        dl = len(terms)
        self._docs[idx] = (dl, counts)
        self._lengths[idx] = _num(dl)
        self._total += dl
        self._last = max(self._last, idx)
        bounds, windows, postings = self._bounds, self._windows, self._postings
        floats = _FLOATS
        for term, tf in counts.items():
            f = floats[tf] if tf < 1024 else float(tf)  # _num(tf), without the call
            post = postings.get(term)
            if post is None:
                postings[term] = {idx: f}
            else:
                post[idx] = f  # the term's newest posting
            window = windows.get(term)
            if window is not None:
                window[idx] = f  # the newest, last (``idx`` is in no window: see remove)
                if len(window) > MAX_POSTINGS:
                    del window[next(iter(window))]  # the oldest of the window
            old = bounds.get(term)
            if old is None:
                bounds[term] = (tf, dl)
            elif tf > old[0] or dl < old[1]:
                bounds[term] = (max(tf, old[0]), min(dl, old[1]))

    def remove(self, idx: int) -> None:
        """Forget turn ``idx`` (nothing if it is not indexed)."""
        doc = self._docs.pop(idx, None)
        if doc is None:
            return
        self._memo = None
        del self._lengths[idx]
        self._total -= doc[0]
        for term in doc[1]:
            self._windows.pop(term, None)
            post = self._postings[term]
            del post[idx]
            if not post:
                del self._postings[term]

    def drop_before(self, bound: int) -> None:
        """Forget every turn with index < ``bound``."""
        for idx in [i for i in self._docs if i < bound]:
            self.remove(idx)

    def _window(self, term: str, post: dict[int, float]) -> dict[int, float]:
        """The postings of ``term`` that count: all, or the newest MAX_POSTINGS."""
        if len(post) <= MAX_POSTINGS:
            return post
        window = self._windows.get(term)
        if window is None or len(window) != MAX_POSTINGS:  # none yet, or the cap changed
            # oldest first, as add() keeps it (a dict builds several times faster than the
            # OrderedDict this was, and a session of 10,000 turns builds one every third search)
            window = self._windows[term] = dict(reversed(list(_newest(post))))
        return window

    def rank(
        self,
        query: Iterable[str],
        k: int,
        *,
        before: int | None = None,
        k1: float = 1.2,
        b: float = 0.75,
    ) -> list[tuple[int, float]]:
        """The best ``k`` (turn index, score), as ``bm25_rank`` over the same documents
        (exactly, while no query term is in more than :data:`MAX_POSTINGS` turns): best
        score first, the newer turn first among equal scores.

        ``before``: only turns of a smaller index are ranked (the statistics stay those of
        every turn, so each keeps its score): the best ``k`` of the ranking that are below it.

        The same search again with no change of the index in between returns the ranking
        remembered from the first (``work`` is then 0: nothing was touched).
        """
        self.work = 0
        n = len(self._docs)
        if not n or k <= 0:
            return []
        # The turns at or after ``before`` are skipped as the postings are read, so the k-th
        # best that prunes the search is the k-th among the turns asked for (ranking k more
        # and leaving the newer out afterwards lowers it and walks more postings).
        below = self._last + 1 if before is None else before
        terms = tuple(query)
        key = (terms, k, below, k1, b)
        memo = self._memo
        if memo is not None and memo[0] == key:
            return list(memo[1])  # the index has not changed since: the same ranking
        ranked = self._rank(terms, k, n, below, k1, b)
        self._memo = (key, ranked)
        return list(ranked)

    def _rank(
        self, query: Iterable[str], k: int, n: int, below: int, k1: float, b: float
    ) -> list[tuple[int, float]]:
        avgdl = self._total / n or 1.0
        k1p, omb, lengths = k1 + 1, 1 - b, self._lengths
        terms: list[tuple[float, str, dict[int, float], float]] = []
        for term in dict.fromkeys(query):
            post = self._postings.get(term)
            if post:
                d = len(post)
                idf = math.log(1 + (n - d + 0.5) / (d + 0.5))
                most, short = self._bounds[term]  # the most one turn can get from this term
                bound = idf * most * k1p / (most + k1 * (omb + b * short / avgdl))
                terms.append((idf, term, post, bound))
        terms.sort(key=lambda t: -t[0])  # the rarest first (stable: ties in query order)
        rest = [0.0] * (len(terms) + 1)  # rest[i]: the most terms i.. can add to a score
        for i in range(len(terms) - 1, -1, -1):
            rest[i] = rest[i + 1] + terms[i][3]
        scores: dict[int, float] = {}
        closed = False  # no turn outside ``scores`` can reach the top k any more
        for i, (idf, term, post, _bound) in enumerate(terms):
            # One posting's score is written out in each loop below, with the constants
            # hoisted: the same float operations in the same order as bm25_rank's.
            if closed:  # only the candidates can still change: look them up
                window = self._window(term, post)
                self.work += len(scores)
                for idx in [x for x in scores if x in window]:
                    tf = window[idx]
                    scores[idx] += idf * tf * k1p / (tf + k1 * (omb + b * lengths[idx] / avgdl))
            else:
                d = len(post)
                pairs: Iterable[tuple[int, float]]
                pairs = post.items() if d <= MAX_POSTINGS else _newest(post)
                self.work += min(d, MAX_POSTINGS)
                if not scores:  # the rarest term: every score starts here (0.0 + x is x)
                    scores = {
                        idx: idf * tf * k1p / (tf + k1 * (omb + b * lengths[idx] / avgdl))
                        for idx, tf in pairs
                        if idx < below
                    }
                else:  # 0.0 + x is x: a turn new here starts at its score, as above
                    for idx, tf in pairs:
                        if idx < below:
                            score = idf * tf * k1p / (tf + k1 * (omb + b * lengths[idx] / avgdl))
                            if idx in scores:
                                scores[idx] += score
                            else:
                                scores[idx] = score
            left = rest[i + 1] * (1 + _EPS)
            # No score exceeds what the terms so far may add (rest[0] - rest[i + 1]): unless
            # that clearly beats what the rest may add, the k-th best cannot either, and the
            # k-th best (a walk over every score) is not computed.
            if (
                i + 1 < len(terms)
                and len(scores) > k
                and (closed or (rest[0] - rest[i + 1]) * (1 - _EPS) > left)
            ):
                # Scores only grow: the k-th best so far is at most the final k-th best. It
                # beats ``left`` only if k scores do: one filter over the floats finds them
                # (most checks end there) and the k-th best is then taken among them alone,
                # not with a heap walked over every score (the same value either way).
                above = [s for s in scores.values() if s > left]
                if len(above) >= k:
                    kth = heapq.nlargest(k, above)[-1] * (1 - _EPS)
                    if left < kth:
                        closed = True
                        scores = {x: s for x, s in scores.items() if s + left >= kth}
        return _best(scores, k)


def _best(scores: dict[int, float], k: int) -> list[tuple[int, float]]:
    """The ``k`` best (turn, score), best first, the newer turn first among equal scores:
    the k-th best score first (a walk over the floats alone), then only the turns at or
    above it sorted (a sort keyed on (score, turn) over every score costs several times)."""
    if len(scores) > k:
        kth = heapq.nlargest(k, scores.values())[-1]
        items = [p for p in scores.items() if p[1] >= kth]
    else:
        items = list(scores.items())
    items.sort(key=_SCORE_THEN_INDEX, reverse=True)
    return items[:k]


def _newest(post: dict[int, float]) -> Iterable[tuple[int, float]]:
    return itertools.islice(reversed(post.items()), MAX_POSTINGS)
