"""Recall's cheaper search returns exactly what the exhaustive ranking returns: the same turns,
scores (``==`` on the floats), order and ties; and its savings stay (counted, not timed)."""

from __future__ import annotations

import heapq
import math
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from turnmem.store import _bm25, _text
from turnmem.store._text import (
    MAX_POSTINGS,
    Bm25Index,
    make_snippet,
    query_terms,
    search_terms,
    turn_snippet,
)
from turnmem.store.memory import MemoryStore
from turnmem.turn import Turn


def _exhaustive(
    docs: dict[int, list[str]],
    query: Sequence[str],
    k: int,
    *,
    before: int | None = None,
    cap: int = MAX_POSTINGS,
    k1: float = 1.2,
    b: float = 0.75,
) -> list[tuple[int, float]]:
    """Every turn scored against every query term, none pruned: the newest ``cap`` postings of
    each term count (``docs`` in insertion order, a re-added turn last), each turn's score the
    sum of its terms' parts with the rarest term first (ties of rarity in query order), best
    first and the newer turn first among equal scores; then the best ``k`` below ``before``."""
    n = len(docs)
    if not n or k <= 0:
        return []
    avgdl = sum(len(t) for t in docs.values()) / n or 1.0
    terms = []
    for term in dict.fromkeys(query):
        post = [(i, t.count(term)) for i, t in docs.items() if term in t]
        if post:
            d = len(post)
            terms.append((math.log(1 + (n - d + 0.5) / (d + 0.5)), dict(post[-cap:])))
    terms.sort(key=lambda t: -t[0])
    scores: dict[int, float] = {}
    for idx, doc in docs.items():
        if before is not None and idx >= before:
            continue
        dl, score, hit = len(doc), 0.0, False
        for idf, window in terms:
            tf = window.get(idx)
            if tf is not None:
                score = score + idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl))
                hit = True
        if hit:
            scores[idx] = score
    return sorted(scores.items(), key=lambda p: (-p[1], -p[0]))[:k]


# As search_terms gives them: Latin words and digits, CJK bigrams and single characters. A few
# are in nearly every turn (beyond a small postings cap), some in many, most in a few.
_COMMON = ["train", "的", "北京", "4", "hotel"]
_MIDDLE = ["cambridge", "京机", "north", "cheap"]
_RARE = ["机场", "酒店", "ref", "taxi", "r1", "r2", "17"]
_VOCAB = _COMMON + _MIDDLE + _RARE
_DOC = st.tuples(
    st.lists(st.sampled_from(_COMMON), min_size=1, max_size=8),
    st.lists(st.sampled_from(_MIDDLE), max_size=3),
    st.lists(st.sampled_from(_RARE), max_size=2),
).map(lambda parts: [*parts[0], *parts[1], *parts[2]])


@settings(max_examples=300, deadline=None)
@given(
    ops=st.lists(
        st.tuples(st.integers(0, 79), _DOC, st.sampled_from(["add", "add", "add", "remove"])),
        min_size=1,
        max_size=120,
    ),
    copies=st.lists(st.tuples(st.integers(0, 79), st.integers(80, 99)), max_size=10),
    query=st.lists(st.sampled_from([*_VOCAB, "absent"]), min_size=1, max_size=8),
    k=st.sampled_from([1, 2, 3, 5, 8, 40, 200]),
    cap=st.sampled_from([2, 5, 16, MAX_POSTINGS]),
    before=st.none() | st.integers(0, 100),
    searches=st.booleans(),
)
def test_rank_is_the_exhaustive_ranking_bit_for_bit(
    ops: list[tuple[int, list[str], str]],
    copies: list[tuple[int, int]],
    query: list[str],
    k: int,
    cap: int,
    before: int | None,
    searches: bool,
) -> None:
    """Many common terms (past a small postings cap, so only their newest postings count),
    exact ties (copies of a turn score the same: the newer one first), ``before``, ``k`` above
    the number of matches, CJK terms, re-adds and removals (with searches in between, which
    keep windows that the changes must renew): the same list, floats compared with ``==``."""
    docs: dict[int, list[str]] = {}
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(_bm25, "MAX_POSTINGS", cap)
        index = Bm25Index()
        for idx, terms, op in ops:
            docs.pop(idx, None)
            if op == "remove":
                index.remove(idx)
            else:
                index.add(idx, terms)
                docs[idx] = terms
            if searches:
                index.rank(query, k)
        for src, dst in copies:  # another turn with the same terms: its score ties exactly
            if src in docs:
                docs.pop(dst, None)
                index.add(dst, docs[src])
                docs[dst] = list(docs[src])
        got = index.rank(query, k, before=before)
    assert got == _exhaustive(docs, query, k, before=before, cap=cap)


@pytest.mark.parametrize("seed", range(4))
def test_rank_is_exhaustive_on_zipf_sessions_past_the_cap(seed: int) -> None:
    """Larger sessions at the real cap: Zipf-like terms, several in more than MAX_POSTINGS turns."""
    rng = random.Random(seed)
    vocab = [f"w{i}" for i in range(300)] + ["北京", "京机", "机场", "的"]
    weights = [1 / (i + 1) for i in range(len(vocab))]
    docs = {i: rng.choices(vocab, weights, k=rng.randint(2, 40)) for i in range(1800)}
    for i in range(0, 1800, 97):  # exact duplicates: tied scores
        docs[i + 1] = list(docs[i])
    index = Bm25Index()
    for i, terms in docs.items():
        index.add(i, terms)
    for _ in range(30):
        query = rng.choices(vocab, weights, k=rng.randint(1, 9))
        k = rng.choice([1, 8, 30])
        before = rng.choice([None, 1790, 900])
        assert index.rank(query, k, before=before) == _exhaustive(docs, query, k, before=before)


def test_a_check_that_cannot_close_reads_no_kth_best(monkeypatch: pytest.MonkeyPatch) -> None:
    """After each term the search checks whether the k-th best score beats what the other
    terms may add; it takes the k-th best only among the scores that do, so a check no score
    passes reads none. Three terms in 300 turns each, all turns alike: after the second term
    600 turns are scored and none beats the third term's bound (the check then used to walk
    all 600), so the one k-th best taken is the final pick among the 900 matches."""
    docs = {i: [("a", "b", "c", "w")[i % 4], f"y{i}", f"z{i}", "v"] for i in range(1200)}
    index = Bm25Index()
    for i, terms in docs.items():
        index.add(i, terms)
    sizes: list[int] = []
    real = heapq.nlargest

    def counting(n: int, iterable: Iterable[Any], key: Callable[..., Any] | None = None) -> Any:
        items = list(iterable)
        sizes.append(len(items))
        return real(n, items, key=key)

    monkeypatch.setattr(heapq, "nlargest", counting)
    ranked = index.rank(["a", "b", "c"], 8)
    assert ranked == _exhaustive(docs, ["a", "b", "c"], 8)
    assert [i for i, _ in ranked] == [1198, 1197, 1196, 1194, 1193, 1192, 1190, 1189]  # ties
    assert sizes == [900]


def test_ascii_text_takes_the_short_path_with_the_same_terms() -> None:
    texts = [
        "I need a TRAIN to Cambridge, leaving Friday at 17:45 (ref #X9_Y2)!",
        "snake_case and __dunder__ words, tabs\tand\nnewlines, 1,000.50 pounds",
        "x" * 101 + " short " + "y" * 100,
        "",
        "   ",
        "\x00\x1f\x7f control",
    ]
    for text in texts:
        assert search_terms(text) == _text._any_terms(text)


@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=300))
def test_ascii_terms_equal_the_general_path(text: str) -> None:
    assert search_terms(text) == _text._any_terms(text)


@given(st.text(max_size=120))
def test_any_text_gets_the_general_paths_terms(text: str) -> None:
    assert search_terms(text) == _text._any_terms(text)


_TEXTS = [
    "the hotel in the north has free parking",
    "北京机场的出租车在哪里",
    "a long reply " + " ".join(f"word{i}" for i in range(80)) + " and the hotel at the end",
    "train to cambridge on friday, ref TR1234",
    "  spaced\n\n out   text  with   hotel  ",
]


def _hits(store: MemoryStore, query: str, k: int, before: int | None = None) -> list[Any]:
    return [
        (h.turn_index, h.score, h.snippet) for h in store.search("s", query, k, before_index=before)
    ]


def test_kept_snippets_are_the_snippets_of_the_turns() -> None:
    """A short turn's snippet, kept when it is indexed, is the one ``turn_snippet`` makes for
    any query; a long turn's is made per query; a re-added turn (longer now) and a deleted one
    do not keep an old snippet."""
    store = MemoryStore()
    rng = random.Random(5)
    turns = [Turn(user=rng.choice(_TEXTS), response=rng.choice(["ok", "", "sure, the hotel"]))]
    turns += [Turn(user=rng.choice(_TEXTS)) for _ in range(40)]
    store.append_turns("s", turns)
    for query in ["hotel", "北京 出租车", "word7 hotel", "cambridge ref"]:
        stored = {t.index: t for t in store.load("s").turns}  # type: ignore[union-attr]
        for idx, _score, snippet in _hits(store, query, 10):
            assert snippet == turn_snippet(stored[idx], query_terms(query))
    first = store.load("s").turns[0]  # type: ignore[union-attr]
    longer = first.model_copy(update={"user": _TEXTS[2]})
    store.append_turns("s", [longer])  # the same id: turn 0 is re-indexed
    snippets = {i: snippet for i, _, snippet in _hits(store, "hotel word7", 50)}
    assert snippets[0] == make_snippet(_text.indexed_text(longer), ["hotel", "word7"])
    assert len(snippets[0]) < len(_TEXTS[2])  # a window of it, made for the query
    store.delete("s", before_index=5)
    assert all(i >= 5 for i, *_ in _hits(store, "hotel", 50))
    assert not any(i < 5 for i in store._sessions["s"].snippets)


def test_a_search_makes_no_snippet_of_a_short_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """Short hits (most of a chat) take their kept snippet: ``make_snippet`` runs for the long
    hit only, and each turn's snippet is decided once, when it is indexed."""
    store = MemoryStore()
    store.append_turns("s", [Turn(user=t) for t in _TEXTS * 3])
    store.search("s", "hotel", 1)  # indexes every turn
    made: list[str] = []
    real = _text.make_snippet

    def counting(text: str, query: Iterable[str], width: int = _text.SNIPPET_WIDTH) -> str:
        made.append(text)
        return real(text, query, width)

    monkeypatch.setattr(_text, "make_snippet", counting)
    hits = store.search("s", "hotel", 15)
    assert len(hits) == 9  # the 3 texts with "hotel", three times each
    assert len(made) == 3 and all(t.startswith("a long reply") for t in made)
