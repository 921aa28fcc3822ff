"""A search repeated with no change of the index is answered from the last ranking (issue 16).

``Bm25Index.rank`` remembers its last (query, k, bound) and ranking; any add or removal drops
it. Checked against a fresh index of the same turns, by ``work`` (0 on a remembered answer)
and by counted calls of the scorer through the in-process store.
"""

from __future__ import annotations

import random

import pytest

from turnmem.store import _bm25
from turnmem.store._text import Bm25Index
from turnmem.store.memory import MemoryStore
from turnmem.turn import Turn

_WORDS = ["cab", "hotel", "north", "river", "museum", "cheap", "table", "seven", "guests"]


def _docs(n: int, seed: int = 3) -> dict[int, list[str]]:
    rng = random.Random(seed)
    return {i: rng.choices(_WORDS, k=rng.randint(3, 12)) for i in range(n)}


def _index(docs: dict[int, list[str]]) -> Bm25Index:
    index = Bm25Index()
    for i, terms in docs.items():
        index.add(i, terms)
    return index


def test_the_same_search_again_is_the_remembered_ranking() -> None:
    docs = _docs(60)
    index = _index(docs)
    first = index.rank(["hotel", "parking"], 5, before=50)
    assert index.work > 0
    again = index.rank(["hotel", "parking"], 5, before=50)
    assert again == first == _index(docs).rank(["hotel", "parking"], 5, before=50)
    assert index.work == 0  # nothing touched
    again.clear()  # the caller's list is its own
    assert index.rank(["hotel", "parking"], 5, before=50) == first


def test_another_query_k_or_bound_is_ranked_again() -> None:
    index = _index(_docs(60))
    index.rank(["hotel", "parking"], 5, before=50)
    for query, k, before in (
        (["hotel"], 5, 50),
        (["parking", "hotel"], 5, 50),
        (["hotel", "parking"], 4, 50),
        (["hotel", "parking"], 5, 49),
        (["hotel", "parking"], 5, None),
    ):
        got = index.rank(query, k, before=before)
        assert index.work > 0
        assert got == _index(_docs(60)).rank(query, k, before=before)


def test_a_change_of_the_index_drops_the_remembered_ranking() -> None:
    docs = _docs(60)
    index = _index(docs)
    query = ["cheap", "hotel", "north"]
    index.rank(query, 6)
    changes = [
        lambda: index.add(60, ["cheap", "hotel", "north", "north"]),  # a new turn
        lambda: index.add(10, ["cheap", "cheap", "museum"]),  # a turn re-indexed
        lambda: index.remove(3),
        lambda: index.drop_before(5),
    ]
    for change in changes:
        change()
        got = index.rank(query, 6)
        assert index.work > 0
        fresh = Bm25Index()
        for i in sorted(index._docs):
            terms = [t for t, c in index._docs[i][1].items() for _ in range(c)]
            fresh.add(i, terms)
        assert got == fresh.rank(query, 6)
    index.remove(999)  # nothing indexed there: nothing changes, the ranking stays
    index.rank(query, 6)
    assert index.work == 0


def test_a_store_ranks_a_repeated_search_once_until_a_turn_is_added(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[int] = []
    real = _bm25.Bm25Index._rank

    def counted(self: Bm25Index, *args: object) -> list[tuple[int, float]]:
        calls.append(1)
        return real(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(_bm25.Bm25Index, "_rank", counted)
    store = MemoryStore()
    texts = ["I need a cheap hotel in the north", "The river museum opens at nine"]
    store.append_turns("s", [Turn(index=i, user=t, response="ok") for i, t in enumerate(texts)])
    first = store.search("s", "cheap hotel", 3)
    assert store.search("s", "cheap hotel", 3) == first
    assert len(calls) == 1
    store.append_turns("s", [Turn(index=2, user="another cheap hotel please", response="ok")])
    hits = store.search("s", "cheap hotel", 3)
    assert len(calls) == 2 and hits[0].turn_index == 2
    assert hits != first
