"""The in-process BM25 index prunes its work (MaxScore) without changing the ranking; a
search decodes only the hits it returns, and a memory's recall asks only among its folded turns."""

from __future__ import annotations

import itertools
import math
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from turnmem import MemoryPolicy, TurnMemory
from turnmem.store import _bm25, _rows
from turnmem.store._search_cache import SessionIndexes
from turnmem.store._text import MAX_POSTINGS, Bm25Index, bm25_rank, search_terms
from turnmem.store.base import SearchHit, searches_before
from turnmem.store.memory import MemoryStore
from turnmem.store.sqlite import SQLiteStore
from turnmem.turn import Turn


def _every_posting(
    index_docs: dict[int, list[str]],
    query: list[str],
    k: int,
    *,
    cap: int = MAX_POSTINGS,
    k1: float = 1.2,
    b: float = 0.75,
) -> list[tuple[int, float]]:
    """The unpruned ranking: every (newest ``cap``) posting of every query term scored."""
    n = len(index_docs)
    avgdl = sum(len(t) for t in index_docs.values()) / n
    scores: dict[int, float] = {}
    for term in dict.fromkeys(query):
        post = [(i, terms.count(term)) for i, terms in index_docs.items() if term in terms]
        if not post:
            continue
        idf = math.log(1 + (n - len(post) + 0.5) / (len(post) + 0.5))
        for idx, tf in post[-cap:]:
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


# Latin words, digits, CJK bigrams and single CJK characters, as search_terms gives them: a
# few in most turns (their bounds close the search early), many in a few.
_COMMON = ["train", "hotel", "的", "北京", "4"]
_RARE = ["cambridge", "north", "cheap", "17", "京机", "机场", "酒店", "ref", "taxi", "r1", "r2"]
_VOCAB = _COMMON + _RARE
_TERMS = st.tuples(
    st.lists(st.sampled_from(_COMMON), max_size=10), st.lists(st.sampled_from(_RARE), max_size=2)
).map(lambda parts: [*parts[0], *parts[1]])


@given(
    ops=st.lists(st.tuples(st.integers(0, 59), _TERMS, st.booleans()), min_size=1, max_size=80),
    query=st.lists(st.sampled_from(_VOCAB), min_size=1, max_size=6),
    k=st.integers(1, 8),
    cap=st.sampled_from([3, 8, MAX_POSTINGS]),
    before=st.none() | st.integers(0, 70),
)
def test_pruned_ranking_equals_a_plain_bm25_on_random_corpora(
    ops: list[tuple[int, list[str], bool]],
    query: list[str],
    k: int,
    cap: int,
    before: int | None,
) -> None:
    """Against a reference scoring every posting: after any adds, re-adds and removals (the
    cached postings windows of common terms must follow them), with a small postings cap
    (``cap``), over all turns and below ``before``."""
    docs: dict[int, list[str]] = {}
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(_bm25, "MAX_POSTINGS", cap)
        index = Bm25Index()
        for idx, terms, remove in ops:
            docs.pop(idx, None)
            if remove:
                index.remove(idx)
            else:
                index.add(idx, terms)
                docs[idx] = terms  # a re-added turn is the newest posting of its terms
            index.rank(query, k)  # searches in between keep windows that the changes drop
        got = index.rank(query, k, before=before)
    if not docs or not any(docs.values()):
        assert got == []
        return
    ranking = _every_posting(docs, query, len(docs), cap=cap)
    want = [(i, sc) for i, sc in ranking if before is None or i < before][:k]
    _same(got, want, dict(ranking))
    if cap == MAX_POSTINGS and before is None:  # no cap reached: the textbook BM25 itself
        _same(got, bm25_rank(docs, query, k), dict(ranking))


def test_a_common_terms_window_follows_its_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the newest 3 "train" turns count here; the rare "r1" closes the search, so
    "train" is looked up in its (cached) window of those 3, which each change must renew."""
    monkeypatch.setattr(_bm25, "MAX_POSTINGS", 3)
    index = Bm25Index()
    for i in range(6):
        index.add(i, ["train", "r1", "w"] if i == 1 else ["train", "x"])
    for i in range(6, 16):
        index.add(i, ["hotel", f"z{i}"])
    index.add(16, ["r1", "hotel"])
    index.add(17, ["r1", "hotel"])
    query = ["r1", "train"]

    def best() -> int:
        ranked = index.rank(query, 1)  # 3 candidates > k: the search closes
        docs = {i: list(index._docs[i][1].elements()) for i in index._docs}
        assert ranked == _every_posting(docs, query, 1, cap=3)
        return ranked[0][0]

    assert best() == 17  # turn 1's "train" is not among the newest 3 (5, 4, 3)
    index.remove(5)
    index.remove(4)
    assert best() == 1  # now it is (3, 2, 1): "r1" and "train" outscore "r1" alone
    index.add(18, ["r1", "train", "w"])  # the newest "train" turn: 1's "train" is out again
    assert best() == 18


def test_pruning_bounds_the_work_of_common_terms() -> None:
    index = Bm25Index()
    n = MAX_POSTINGS * 3
    for i in range(n):
        index.add(i, ["train", "cambridge", *(["needle"] if i % 300 == 7 else [f"r{i}"])])
    query = search_terms("needle train cambridge")
    ranked = index.rank(query, 3)
    assert [i for i, _ in ranked] == [1507, 1207, 907]  # the needles, newest first
    # the rare term's 6 postings, then its candidates looked up in the common terms' lists:
    # not the 2 x MAX_POSTINGS postings of the common terms
    assert index.work <= 6 + 2 * 6
    assert ranked == _every_posting(
        {i: index._docs[i][1] and list(index._docs[i][1].elements()) for i in index._docs},
        query,
        3,
    )


def test_turns_after_before_do_not_weaken_the_pruning() -> None:
    """The turns at or after ``before`` (a memory's unfolded ones) are skipped as the postings
    are read: the rare term's older turns alone close the search, however many newer turns
    share it, and the common term's postings are not walked."""
    index = Bm25Index()
    n, newer = MAX_POSTINGS + 100, 64
    docs: dict[int, list[str]] = {}
    for i in range(n + newer):
        needle = i in (5, 50, 150, 250, 350) or (i >= n and i % 6 == 0)
        docs[i] = ["train", "needle" if needle else f"r{i}", f"x{i % 7}"]
        index.add(i, docs[i])
    ranked = index.rank(["needle", "train"], 3, before=n)
    ranking = _every_posting(docs, ["needle", "train"], len(docs))
    assert ranked == [p for p in ranking if p[0] < n][:3]
    assert [i for i, _ in ranked] == [350, 250, 150]
    # the rare term's 5 + 11 postings read, then its 5 older turns looked up in "train"
    assert index.work <= 16 + 5


def test_sqlite_search_decodes_only_the_hits_it_returns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SQLiteStore(tmp_path / "d.db")
    store.append_turns("s", [Turn(user=f"hotel number {i}", response="ok") for i in range(40)])
    decoded: list[int] = []
    real = _rows.decode_turn

    def counting(raw: str | bytes, idx: int, **kw: str) -> Turn:
        decoded.append(idx)
        return real(raw, idx, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(_rows, "decode_turn", counting)
    hits = store.search("s", "hotel", 3, before_index=30)
    assert len(hits) == 3 and all(h.turn_index < 30 for h in hits)
    assert sorted(decoded) == sorted(h.turn_index for h in hits)
    store.close()


class _Spy(MemoryStore):
    """Records how the memory searches."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[int, int | None]] = []

    def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        self.asked.append((k, before_index))
        return super().search(session_id, query, k, before_index=before_index)


class _Legacy(MemoryStore):
    """A store written before ``before_index``: its search takes no such argument."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[int] = []

    def search(self, session_id: str, query: str, k: int = 5) -> list[SearchHit]:  # type: ignore[override]
        self.asked.append(k)
        return super().search(session_id, query, k)


def test_recall_asks_among_the_folded_turns_and_an_older_store_still_works() -> None:
    policy = MemoryPolicy.structured(window_turns=3, fold_batch=2)
    lines = []
    for store in (_Spy(), _Legacy()):
        with TurnMemory(store=store, policy=policy, llm="rule", session_id="s") as m:
            for i in range(12):
                m.add(Turn(user=f"the hotel in area {i} has parking", response=f"hotel {i} ok"))
            ctx = m.context("which hotel has parking?")
            text = "\n".join(str(msg.get("content")) for msg in ctx.messages)
            lines.append([t for t in text.splitlines() if t.startswith("- t")])
            k, active, through = policy.recall_k, len(m._core.active), m.folded_through
        if isinstance(store, _Spy):
            assert searches_before(store) and store.asked == [(2 * k, through + 1)]
        else:  # asked the old way: enough hits that the unfolded ones can be left out
            assert not searches_before(store) and store.asked == [2 * k + active]
    assert lines[0] and lines[0] == lines[1]
