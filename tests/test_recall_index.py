"""The in-process BM25 index prunes its work (MaxScore) without changing the ranking."""

from __future__ import annotations

import itertools
import math
import random
from pathlib import Path

import pytest

from turnmem.store._search_cache import SessionIndexes
from turnmem.store._text import MAX_POSTINGS, Bm25Index, bm25_rank
from turnmem.store.memory import MemoryStore
from turnmem.store.sqlite import SQLiteStore
from turnmem.turn import Turn


def _every_posting(
    index_docs: dict[int, list[str]], query: list[str], k: int, *, k1: float = 1.2, b: float = 0.75
) -> list[tuple[int, float]]:
    """The unpruned ranking: every (newest MAX_POSTINGS) posting of every query term scored."""
    n = len(index_docs)
    avgdl = sum(len(t) for t in index_docs.values()) / n
    scores: dict[int, float] = {}
    for term in dict.fromkeys(query):
        post = [(i, terms.count(term)) for i, terms in index_docs.items() if term in terms]
        if not post:
            continue
        idf = math.log(1 + (n - len(post) + 0.5) / (len(post) + 0.5))
        for idx, tf in post[-MAX_POSTINGS:]:
            dl = len(index_docs[idx])
            scores[idx] = scores.get(idx, 0.0) + idf * tf * (k1 + 1) / (
                tf + k1 * (1 - b + b * dl / avgdl)
            )
    return sorted(scores.items(), key=lambda p: (-p[1], -p[0]))[:k]


def _same(
    got: list[tuple[int, float]], want: list[tuple[int, float]], every: dict[int, float]
) -> None:
    """The same ranking: the same scores position by position, and each hit's true score is
    its position's (turns may swap only where two scores tie up to rounding)."""
    assert len(got) == len(want)
    assert [s for _, s in got] == pytest.approx([s for _, s in want], rel=1e-12)
    assert [every[i] for i, _ in got] == pytest.approx([s for _, s in want], rel=1e-12)
    assert len({i for i, _ in got}) == len(got)


@pytest.mark.parametrize("seed", range(6))
def test_pruned_ranking_equals_scoring_every_posting(seed: int) -> None:
    rng = random.Random(seed)
    # Zipf-like vocabulary: a few terms in most turns (beyond MAX_POSTINGS), many rare ones
    vocab = [f"w{i}" for i in range(400)]
    weights = [1 / (i + 1) for i in range(len(vocab))]
    docs = {
        i: rng.choices(vocab, weights, k=rng.randint(3, 30)) for i in range(MAX_POSTINGS * 2 + 50)
    }
    index = Bm25Index()
    for i, terms in docs.items():
        index.add(i, terms)
    for _ in range(40):
        query = rng.choices(vocab, weights, k=rng.randint(1, 12))
        k = rng.choice([1, 4, 5, 20])
        every = dict(_every_posting(docs, query, len(docs)))
        _same(index.rank(query, k), _every_posting(docs, query, k), every)


def test_small_sessions_rank_as_bm25_rank() -> None:
    rng = random.Random(7)
    vocab = ["train", "cambridge", "hotel", "north", "cheap", "ref", "friday", "上海", "机场"]
    docs = {i: rng.choices(vocab, k=rng.randint(2, 9)) for i in range(60)}
    index = Bm25Index()
    for i, terms in docs.items():
        index.add(i, terms)
    for r in range(1, 5):
        for query in itertools.combinations(vocab, r):
            every = dict(bm25_rank(docs, query, len(docs)))
            _same(index.rank(list(query), 5), bm25_rank(docs, query, 5), every)


def _texts() -> list[str]:
    rng = random.Random(3)
    words = ["train", "cambridge", "hotel", "north", "cheap", "friday", "taxi", "museum", "上海"]
    return [" ".join(rng.choices(words, k=rng.randint(2, 12))) for _ in range(300)]


def test_sqlite_ranks_as_the_in_process_store(tmp_path: Path) -> None:
    texts = _texts()
    sql, mem = SQLiteStore(tmp_path / "a.db"), MemoryStore()
    for store in (sql, mem):
        store.append_turns("other", [Turn(user=t) for t in reversed(texts)])  # not in scope
        store.append_turns("s", [Turn(user=t) for t in texts])
    for q in ["train to cambridge", "cheap hotel north friday", "上海 taxi", "museum"]:
        got = [(h.turn_index, h.score, h.snippet) for h in sql.search("s", q, 5)]
        want = [(h.turn_index, h.score, h.snippet) for h in mem.search("s", q, 5)]
        assert got == want and len(got) == 5
    sql.close()


def test_sqlite_search_sees_every_writer(tmp_path: Path) -> None:
    a, b = SQLiteStore(tmp_path / "x.db"), SQLiteStore(tmp_path / "x.db")
    first = Turn(user="my locker code is 4471")
    a.append_turns("s", [first, *(Turn(user=t) for t in _texts()[:50])])
    assert [h.turn_index for h in a.search("s", "locker code", 1)] == [0]
    # another writer (another process) adds a turn and rewrites turn 0: a's index is stale
    b.append_turns("s", [Turn(user="the ferry leaves from pier 9")])
    b.append_turns("s", [first.model_copy(update={"user": "my bike code is 1234"})])
    assert [h.turn_index for h in a.search("s", "ferry pier", 1)] == [51]
    assert a.search("s", "locker", 1) == []
    # its own writes keep it current: appends, folds, deletes
    a.append_turns("s", [Turn(user="the gate code is 9876")])
    a.commit_fold("s", summary="x", state=None, folded_through=10, expected_folded_through=-1)
    assert [h.turn_index for h in a.search("s", "gate code", 1)] == [52]
    assert [h.turn_index for h in a.search("s", "bike", 1)] == [0]
    a.delete("s", before_index=1)
    assert a.search("s", "bike", 1) == []
    b.delete("s")
    assert a.search("s", "gate", 1) == []
    a.close()
    b.close()


def test_sqlite_search_never_uses_the_index_of_a_deleted_session(tmp_path: Path) -> None:
    a, b = SQLiteStore(tmp_path / "x.db"), SQLiteStore(tmp_path / "x.db")
    for i in range(3):
        a.append_turns("s", [Turn(user=f"the old locker code is 11{i}")])
    assert len(a.search("s", "locker", 5)) == 3
    version = a.load("s").version  # type: ignore[union-attr]
    b.delete("s")
    while (snap := b.load("s")) is None or snap.version < version:  # the same version again
        b.append_turns("s", [Turn(user="a ferry from pier 9")])
    assert b.load("s").version == version  # type: ignore[union-attr]
    assert a.search("s", "locker", 5) == []
    n = len(b.load("s").turns)  # type: ignore[union-attr]
    assert sorted(h.turn_index for h in a.search("s", "ferry", 50)) == list(range(n))
    a.close()
    b.close()


def test_the_cached_indexes_are_bounded() -> None:
    cache = SessionIndexes(capacity=3, max_turns=100)
    for s in range(5):
        index = Bm25Index()
        for i in range(40):
            index.add(i, ["w"])
        cache.put(f"s{s}", ("", 1), index)
    # two indexes of 40 turns fit 100 turns; the least recently used went first
    assert [cache.get(f"s{s}", ("", 1)) is not None for s in range(5)] == [False] * 3 + [True] * 2
