"""The Redis store's in-process index (``FullIndex``) ranks exactly as ``bm25_rank``, and the
store keeps it current through its own writes and rebuilds it when another writer moved the
session on."""

from __future__ import annotations

import os
import random
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from turnmem.store._bm25_full import FullIndex
from turnmem.store._redis_ops import Call
from turnmem.store._text import bm25_rank, query_terms
from turnmem.store.redis import RedisStore
from turnmem.turn import Turn

_VOCAB = ["train", "hotel", "的", "北京", "4", "cambridge", "north", "cheap", "京机", "r1", "r2"]
_TERMS = st.lists(st.sampled_from(_VOCAB), max_size=12)


@given(
    ops=st.lists(st.tuples(st.integers(0, 40), _TERMS, st.booleans()), min_size=1, max_size=60),
    query=st.lists(st.sampled_from([*_VOCAB, "absent"]), max_size=6),
    k=st.integers(0, 8),
    before=st.none() | st.integers(0, 45),
)
def test_full_index_ranks_bit_for_bit_as_bm25_rank(
    ops: list[tuple[int, list[str], bool]], query: list[str], k: int, before: int | None
) -> None:
    """After any adds, re-adds, removals and prefix drops: the same hits, order and scores
    (``==`` on the floats) as ``bm25_rank`` over the same turns, as the Redis store ranked."""
    docs: dict[int, list[str]] = {}
    index = FullIndex()
    for idx, terms, remove in ops:
        if remove and idx % 10 == 0:
            index.drop_before(idx)
            docs = {i: t for i, t in docs.items() if i >= idx}
        elif remove:
            index.remove(idx)
            docs.pop(idx, None)
        else:
            index.add(idx, terms)
            docs[idx] = terms
    assert len(index) == len(docs)
    if before is None:
        want = bm25_rank(docs, query, k)
    else:
        want = [p for p in bm25_rank(docs, query, len(docs)) if p[0] < before][:k]
    assert index.rank(query, k, before=before) == want


def test_full_index_reads_only_the_query_terms_postings() -> None:
    index = FullIndex()
    for i in range(2000):
        index.add(i, ["hotel", f"r{i}", *(["needle"] if i % 500 == 3 else [])])
    ranked = index.rank(["needle", "absent"], 3)
    assert [i for i, _ in ranked] == [1503, 1003, 503]
    assert index.work == 4  # the needle's postings, not the 2,000 turns


_REDIS = os.environ.get("TURNMEM_TEST_REDIS_URL")
needs_redis = pytest.mark.skipif(not _REDIS, reason="needs TURNMEM_TEST_REDIS_URL")


def _texts() -> list[str]:
    rng = random.Random(3)
    words = ["train", "cambridge", "hotel", "north", "cheap", "friday", "taxi", "museum", "上海"]
    return [" ".join(rng.choices(words, k=rng.randint(2, 12))) for _ in range(120)]


class _Counting(RedisStore):
    """Counts the commands that read every turn's terms back (the index rebuilds)."""

    def __init__(self, url: str, *, prefix: str) -> None:
        super().__init__(url, prefix=prefix)
        self.rebuilds = 0

    def _execute(self, command: Any) -> Any:
        if isinstance(command, Call) and command.method == "hgetall":
            self.rebuilds += 1
        return super()._execute(command)


@pytest.fixture
def prefix() -> Iterator[str]:
    assert _REDIS is not None
    prefix = f"turnmem_test_full{uuid.uuid4().hex[:8]}:"
    yield prefix
    with RedisStore(_REDIS, prefix=prefix) as store:
        for sid in store.list_sessions():
            store.delete(sid)


@needs_redis
def test_redis_search_keeps_its_ranking_and_reads_the_terms_once(prefix: str) -> None:
    """The same hits, order and scores as ranking every stored turn's terms per search (what
    the store did before), with the terms read back once: its own appends, folds, deletes
    and searches keep the index current."""
    assert _REDIS is not None
    store = _Counting(_REDIS, prefix=prefix)
    texts = _texts()
    store.append_turns("s", [Turn(user=t) for t in texts[:60]])
    for i, text in enumerate(texts[60:]):
        store.append_turns("s", [Turn(user=text, response="ok")])
        if i == 30:  # the oldest turns deleted (retention)
            assert store.delete("s", before_index=5) == 5
        if i % 20 == 0:
            mark = i - 20 if i else -1
            store.commit_fold(
                "s", summary="x", state=None, folded_through=i, expected_folded_through=mark
            )
        for q in ["train to cambridge", "cheap hotel north friday", "上海 taxi", "museum"]:
            stored = store._client.hgetall(f"{prefix}s:s:terms")
            docs = {int(i): s.split() for i, s in stored.items()}
            ranked = [p for p in bm25_rank(docs, query_terms(q), len(docs)) if p[0] < 100][:6]
            got = store.search("s", q, 6, before_index=100)
            assert [(h.turn_index, h.score) for h in got] == ranked
    assert store.rebuilds == 1  # the first search; not one per append, fold, delete or search
    store.close()


@needs_redis
def test_redis_search_sees_every_writer(prefix: str) -> None:
    assert _REDIS is not None
    a, b = RedisStore(_REDIS, prefix=prefix), RedisStore(_REDIS, prefix=prefix)
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
    # another writer folds, then deletes the session and makes it again
    b.commit_fold("s", summary="y", state=None, folded_through=20, expected_folded_through=10)
    assert [h.turn_index for h in a.search("s", "gate code", 1)] == [52]
    b.delete("s")
    assert a.search("s", "gate", 1) == []
    b.append_turns("s", [Turn(user="a new gate")])
    a.append_turns("s", [Turn(user="the gate again")])  # a's own write to the new session
    assert sorted(h.turn_index for h in a.search("s", "gate", 5)) == [0, 1]
    a.close()
    b.close()
