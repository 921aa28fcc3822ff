"""The one contract every SessionStore backend passes (memory, SQLite, PostgreSQL, Redis).

Every case runs twice per backend: on the sync driver, and on the async driver through
``SyncOverAsync`` (tests/_store_worker.py), so the async stores meet the very same contract
without a copied test body. PostgreSQL and Redis run when ``TURNMEM_TEST_POSTGRES_URL`` / ``TURNMEM_TEST_REDIS_URL`` are
set (CI sets both) and are skipped with the reason otherwise. Every test works in its own
uuid namespace of session ids and deletes it afterwards, so concurrent runs never collide.
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from turnmem.errors import ConcurrentUpdateError, ConfigurationError, StoreError
from turnmem.store import (
    AsyncMemoryStore,
    AsyncPostgresStore,
    AsyncRedisStore,
    AsyncSQLiteStore,
    LeasingStore,
    MemoryStore,
    PostgresStore,
    RedisStore,
    SearchableStore,
    SQLiteStore,
    export_session,
    import_session,
)
from turnmem.store.base import SessionStore
from turnmem.turn import Observation, PinnedMessage, Step, ToolCall, Turn

from ._store_worker import SyncOverAsync, run_appends, run_folds, run_leases

PG_URL = os.environ.get("TURNMEM_TEST_POSTGRES_URL")
REDIS_URL = os.environ.get("TURNMEM_TEST_REDIS_URL")
PG_PREFIX = "turnmem_test_"
REDIS_PREFIX = "turnmem_test:"
WORKER = Path(__file__).with_name("_store_worker.py")
REPO = Path(__file__).resolve().parents[1]
STRESS_APPENDS = int(os.environ.get("TURNMEM_STRESS_APPENDS", "100"))


@dataclass
class Backend:
    """How a test reaches one backend through one of its drivers."""

    name: str  # the backend: memory, sqlite, postgres, redis
    mode: str  # the driver: "sync", or "async" (driven through SyncOverAsync)
    open: Callable[[], SessionStore]  # a new store object on the same data
    open_async: Callable[[], Any]  # a new async store on the same data (inside a loop)
    corrupt: Callable[[str, int, str], None] | None  # write raw text as a turn row
    worker: list[str] | None  # BACKEND TARGET PREFIX for tests/_store_worker.py


def _with_mode(b: Backend, mode: str) -> Backend:
    """``b`` as reached through its ``mode`` driver."""
    if mode == "sync":
        return b
    worker = None if b.worker is None else [b.worker[0] + "+async", *b.worker[1:]]
    make = b.open_async
    return Backend(b.name, mode, lambda: SyncOverAsync(make), make, b.corrupt, worker)


def _sqlite_backend(tmp_path: Path) -> Backend:
    path = tmp_path / "contract.db"

    def corrupt(session_id: str, idx: int, raw: str) -> None:
        conn = sqlite3.connect(path)
        try:
            with conn:
                conn.execute(
                    "UPDATE turns SET turn = ? WHERE session_id = ? AND idx = ?",
                    (raw, session_id, idx),
                )
        finally:
            conn.close()

    return Backend(
        "sqlite",
        "sync",
        lambda: SQLiteStore(path),
        lambda: AsyncSQLiteStore(path),
        corrupt,
        ["sqlite", str(path), "-"],
    )


def _postgres_backend() -> Backend:
    if not PG_URL:
        pytest.skip("PostgreSQL contract tests need TURNMEM_TEST_POSTGRES_URL")
    url = PG_URL

    def corrupt(session_id: str, idx: int, raw: str) -> None:
        import psycopg

        with psycopg.connect(url) as conn:
            conn.execute(
                f"UPDATE {PG_PREFIX}turns SET turn = %s::jsonb WHERE session_id = %s AND idx = %s",
                (raw, session_id, idx),
            )

    return Backend(
        "postgres",
        "sync",
        lambda: PostgresStore(url, prefix=PG_PREFIX),
        lambda: AsyncPostgresStore(url, prefix=PG_PREFIX),
        corrupt,
        ["postgres", url, PG_PREFIX],
    )


def _redis_backend() -> Backend:
    if not REDIS_URL:
        pytest.skip("Redis contract tests need TURNMEM_TEST_REDIS_URL")
    url = REDIS_URL

    def corrupt(session_id: str, idx: int, raw: str) -> None:
        import redis

        client = redis.Redis.from_url(url)
        try:
            client.hset(f"{REDIS_PREFIX}s:{session_id}:turns", str(idx), raw)
        finally:
            client.close()

    return Backend(
        "redis",
        "sync",
        lambda: RedisStore(url, prefix=REDIS_PREFIX),
        lambda: AsyncRedisStore(url, prefix=REDIS_PREFIX),
        corrupt,
        ["redis", url, REDIS_PREFIX],
    )


def _backend(name: str, tmp_path: Path) -> Backend:
    if name == "memory":
        shared = MemoryStore()
        return Backend(
            "memory", "sync", lambda: shared, lambda: AsyncMemoryStore(shared), None, None
        )
    if name == "sqlite":
        return _sqlite_backend(tmp_path)
    if name == "postgres":
        return _postgres_backend()
    return _redis_backend()


NAMES = ["memory", "sqlite", "postgres", "redis"]


@pytest.fixture(params=[f"{n}-{m}" for m in ("sync", "async") for n in NAMES])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    name, mode = request.param.split("-")
    return _with_mode(_backend(name, tmp_path), mode)


@pytest.fixture(params=NAMES)
def async_backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    """A backend whose async driver a test uses directly, on its own event loop."""
    return _backend(request.param, tmp_path)


@pytest.fixture
def store(backend: Backend) -> Iterator[SessionStore]:
    s = backend.open()
    yield s
    s.close()  # type: ignore[attr-defined]


@pytest.fixture
def ns(store: SessionStore) -> Iterator[str]:
    """A unique session-id namespace; everything under it is deleted afterwards."""
    prefix = f"t{uuid.uuid4().hex[:12]}-"
    yield prefix
    for sid in store.list_sessions(prefix):
        store.delete(sid)


def _turns(n: int, tag: str = "msg") -> list[Turn]:
    return [Turn(user=f"{tag} {i}", response=f"reply {i}") for i in range(n)]


def _tool_turn(user: str = "where is order 7?") -> Turn:
    step = Step(
        reasoning="checking",
        tool_calls=[ToolCall(id="c1", name="lookup", arguments='{"order": 7}')],
        observations=[Observation(tool_call_id="c1", content='{"status": "shipped"}')],
    )
    return Turn(user=user, user_name="ann", steps=[step], response="Shipped.", meta={"k": [1, 2.5]})


def _dump(turns: list[Turn]) -> list[dict[str, Any]]:
    return [t.model_dump(mode="json") for t in turns]


# -- basics -------------------------------------------------------------------------------------


def test_create_load_append_assigns_indices(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    assert store.load(sid) is None
    first = store.append_turns(sid, [*_turns(3), _tool_turn()])
    assert [t.index for t in first] == [0, 1, 2, 3]
    second = store.append_turns(sid, _turns(2, "more"))
    assert [t.index for t in second] == [4, 5]

    snap = store.load(sid)
    assert snap is not None
    assert snap.session_id == sid
    assert _dump(snap.turns) == _dump(first + second)  # lossless, tool data and meta included
    assert snap.next_index == 6
    assert snap.version == 2
    assert (snap.summary, snap.state, snap.folded_through, snap.pinned) == ("", None, -1, [])


def test_load_after_index_returns_newer_turns_but_whole_meta(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    pinned = [PinnedMessage(content="be brief")]
    store.append_turns(sid, _turns(5), pinned=pinned)
    store.commit_fold(
        sid, summary="s", state={"x": 1}, folded_through=2, expected_folded_through=-1
    )
    snap = store.load(sid, after_index=2)
    assert snap is not None
    assert [t.index for t in snap.turns] == [3, 4]
    assert (snap.summary, snap.state, snap.folded_through, snap.pinned) == (
        "s",
        {"x": 1},
        2,
        pinned,
    )
    empty = store.load(sid, after_index=4)
    assert empty is not None and empty.turns == [] and empty.next_index == 5


def test_pinned_replaced_only_when_given(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    store.append_turns(sid, [], pinned=[PinnedMessage(content="one")])
    store.append_turns(sid, _turns(1))
    snap = store.load(sid)
    assert snap is not None and [p.content for p in snap.pinned] == ["one"]
    store.append_turns(sid, [], pinned=[PinnedMessage(role="developer", content="two", name="n")])
    snap = store.load(sid)
    assert snap is not None and snap.pinned == [
        PinnedMessage(role="developer", content="two", name="n")
    ]
    assert snap.version == 3


def test_version_counts_writes_only(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    assert store.append_turns(sid, []) == []  # creates the session
    snap = store.load(sid)
    assert snap is not None and (snap.version, snap.next_index, snap.turns) == (1, 0, [])
    assert store.append_turns(sid, []) == []  # nothing to write
    assert store.delete(sid, before_index=5) == 0
    snap = store.load(sid)
    assert snap is not None and snap.version == 1
    store.append_turns(sid, _turns(2))
    store.commit_fold(sid, summary="s", state=None, folded_through=0, expected_folded_through=-1)
    store.delete(sid, before_index=1)
    snap = store.load(sid)
    assert snap is not None and snap.version == 4


def test_replacing_an_open_turn_keeps_its_index(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    store.append_turns(sid, _turns(2))
    call = ToolCall(id="c9", name="weather", arguments='{"city": "Oslo"}')
    open_turn = Turn(user="weather in Oslo?", steps=[Step(tool_calls=[call])])
    (stored,) = store.append_turns(sid, [open_turn])
    assert stored.index == 2 and stored.id == open_turn.id
    grown = open_turn.model_copy(
        update={
            "steps": [
                Step(
                    tool_calls=[call],
                    observations=[Observation(tool_call_id="c9", content="sleet")],
                )
            ],
            "response": "Sleet in Oslo.",
        }
    )
    (replaced,) = store.append_turns(sid, [grown])
    assert replaced.index == 2
    snap = store.load(sid)
    assert snap is not None
    assert [t.index for t in snap.turns] == [0, 1, 2]
    assert snap.turns[2].response == "Sleet in Oslo." and snap.turns[2].id == open_turn.id
    assert snap.next_index == 3
    if isinstance(store, SearchableStore):  # the search row was replaced too
        assert [h.turn_index for h in store.search(sid, "sleet")] == [2]


def test_indices_strictly_increase_within_one_batch_with_a_repeated_id(
    store: SessionStore, ns: str
) -> None:
    sid = ns + "a"
    t = Turn(user="draft")
    done = t.model_copy(update={"response": "final"})
    out = store.append_turns(sid, [t, Turn(user="other"), done])
    assert [x.index for x in out] == [0, 1, 0]
    snap = store.load(sid)
    assert snap is not None and [(x.index, x.response) for x in snap.turns] == [
        (0, "final"),
        (1, None),
    ]


def test_awkward_text_round_trips(backend: Backend, store: SessionStore, ns: str) -> None:
    sid = ns + "text"
    big = '{"rows": [' + ", ".join(f'{{"id": {i}, "v": "x{i}"}}' for i in range(8000)) + "]}"
    step = Step(
        tool_calls=[ToolCall(id="c1", name="dump", arguments='{"q": "\\"quoted\\""}')],
        observations=[Observation(tool_call_id="c1", content=big, is_error=True)],
    )
    turns = [
        Turn(user="emoji 🎉 RTL שלום quotes ' \" backslash \\ literal \\u0000", response="ok"),
        Turn(user="big tool output", steps=[step], response="done", meta={"n": None, "f": 1e-9}),
    ]
    stored = store.append_turns(sid, turns)
    snap = store.load(sid)
    assert snap is not None and _dump(snap.turns) == _dump(stored)
    assert len(big) > 150_000
    if isinstance(store, SearchableStore):
        assert [h.turn_index for h in store.search(sid, "x7999")] == [1]
    nul = Turn(user="nul \x00 inside")
    if backend.name == "postgres":  # JSONB cannot hold U+0000: refused clearly, nothing written
        with pytest.raises(StoreError, match="NUL"):
            store.append_turns(sid, [nul])
        after = store.load(sid)
        assert after is not None and after.next_index == 2
    else:
        (kept,) = store.append_turns(sid, [nul])
        again = store.load(sid, after_index=1)
        assert again is not None and _dump(again.turns) == _dump([kept])


# -- folds --------------------------------------------------------------------------------------


def test_commit_fold_and_stale_fold(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    store.append_turns(sid, _turns(6))
    before = store.load(sid)
    assert before is not None
    version = store.commit_fold(
        sid, summary="first", state={"goal": "book"}, folded_through=2, expected_folded_through=-1
    )
    assert version == before.version + 1
    with pytest.raises(ConcurrentUpdateError) as info:
        store.commit_fold(
            sid, summary="stale", state=None, folded_through=3, expected_folded_through=-1
        )
    err = info.value
    assert (err.session_id, err.expected, err.actual) == (sid, -1, 2)
    assert sid in str(err)
    snap = store.load(sid)
    assert snap is not None
    assert (snap.summary, snap.state, snap.folded_through, snap.version) == (
        "first",
        {"goal": "book"},
        2,
        version,
    )

    with pytest.raises(StoreError, match="cannot fold through index 6"):
        store.commit_fold(sid, summary="x", state=None, folded_through=6, expected_folded_through=2)
    with pytest.raises(StoreError, match="no such session"):
        store.commit_fold(
            ns + "nope", summary="x", state=None, folded_through=0, expected_folded_through=-1
        )


def test_fold_commits_over_newer_appends_without_touching_them(
    store: SessionStore, ns: str
) -> None:
    sid = ns + "a"
    store.append_turns(sid, _turns(4))
    seen = store.load(sid)
    assert seen is not None
    newer = store.append_turns(sid, _turns(3, "newer"))  # lands while the fold is computed
    store.commit_fold(
        sid, summary="s", state={}, folded_through=3, expected_folded_through=seen.folded_through
    )
    snap = store.load(sid)
    assert snap is not None
    assert snap.folded_through == 3 and snap.state == {}
    assert _dump(snap.turns[4:]) == _dump(newer) and snap.next_index == 7


def test_state_is_copied_not_shared(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    store.append_turns(sid, _turns(1))
    state: dict[str, Any] = {"items": [1]}
    store.commit_fold(sid, summary="", state=state, folded_through=0, expected_folded_through=-1)
    state["items"].append(2)
    snap = store.load(sid)
    assert snap is not None and snap.state == {"items": [1]}
    assert snap.state is not None
    snap.state["items"].append(3)
    again = store.load(sid)
    assert again is not None and again.state == {"items": [1]}


# -- deletion -----------------------------------------------------------------------------------


def test_retention_delete_and_indices_never_reused(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    turns = store.append_turns(sid, _turns(10, "keep"))
    v = store.load(sid)
    assert v is not None
    assert store.delete(sid, before_index=4) == 4
    assert store.delete(sid, before_index=4) == 0
    snap = store.load(sid)
    assert snap is not None
    assert [t.index for t in snap.turns] == list(range(4, 10))
    assert snap.version == v.version + 1
    assert snap.next_index == 10
    (again,) = store.append_turns(sid, [turns[0]])  # the id of a deleted turn: a new turn now
    assert again.index == 10
    (new,) = store.append_turns(sid, _turns(1, "fresh"))
    assert new.index == 11
    if isinstance(store, SearchableStore):
        hits = store.search(sid, "keep 2")
        assert {h.turn_index for h in hits} <= set(range(4, 11))
        assert 2 not in {h.turn_index for h in store.search(sid, "keep", k=20)}


def test_forget_erases_everything(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    store.append_turns(sid, _turns(5, "secret"), pinned=[PinnedMessage(content="p")])
    store.commit_fold(
        sid, summary="s", state={"a": 1}, folded_through=1, expected_folded_through=-1
    )
    assert store.delete(sid) == 5
    assert store.load(sid) is None
    assert sid not in store.list_sessions(ns)
    assert store.delete(sid) == 0
    if isinstance(store, SearchableStore):
        assert store.search(sid, "secret") == []
    (t,) = store.append_turns(sid, _turns(1, "fresh"))  # a new session under the same id
    assert t.index == 0
    if isinstance(store, SearchableStore):
        assert [h.turn_index for h in store.search(sid, "secret fresh")] == [0]


# -- listing and isolation ----------------------------------------------------------------------


def test_list_sessions_by_prefix(store: SessionStore, ns: str) -> None:
    ids = [ns + "user1:a", ns + "user1:b", ns + "user2:a", ns + "user10:z", ns + "用户:会话"]
    for sid in reversed(ids):
        store.append_turns(sid, _turns(1))
    assert store.list_sessions(ns + "user1:") == [ns + "user1:a", ns + "user1:b"]
    assert store.list_sessions(ns + "user1") == [ns + "user10:z", ns + "user1:a", ns + "user1:b"]
    assert store.list_sessions(ns) == sorted(ids)
    assert store.list_sessions(ns + "用户:") == [ns + "用户:会话"]
    assert store.list_sessions(ns + "nobody") == []
    assert set(ids) <= set(store.list_sessions())


def test_sessions_are_isolated(store: SessionStore, ns: str) -> None:
    a, b, c = ns + "x", ns + "x:1", ns + "y"  # b extends a's id: keys and prefixes must not mix
    store.append_turns(a, [Turn(user="alpha refund please", response="ok alpha")])
    store.append_turns(b, [Turn(user="bravo refund please", response="ok bravo")] * 1 + _turns(2))
    store.append_turns(c, [Turn(user="charlie 退款", response="好")])
    snap = store.load(a)
    assert snap is not None and [t.user for t in snap.turns] == ["alpha refund please"]
    store.delete(b, before_index=10)
    snap = store.load(a)
    assert snap is not None and len(snap.turns) == 1
    if isinstance(store, SearchableStore):
        hits = store.search(a, "refund bravo charlie 退款", k=10)
        assert [h.turn_index for h in hits] == [0]
        assert "alpha" in hits[0].snippet
        assert store.search(c, "refund") == []


# -- search -------------------------------------------------------------------------------------


def _searchable(store: SessionStore) -> SearchableStore:
    assert isinstance(store, SearchableStore), f"{type(store).__name__} has no search()"
    return store


def test_search_english(store: SessionStore, ns: str) -> None:
    s = _searchable(store)
    sid = ns + "en"
    s.append_turns(
        sid,
        [
            Turn(user="I'd like to book a flight to Paris next Friday", response="Which airport?"),
            Turn(
                user="What is your refund policy for cancelled tickets?",
                response="Refunds take 5 days.",
            ),
            Turn(user="Do you have vegetarian meals?", response="Yes, order 48 hours ahead."),
            _tool_turn("Track my ORDER please"),
        ],
    )
    hits = s.search(sid, "REFUND policy")
    assert hits[0].turn_index == 1
    assert "refund" in hits[0].snippet.lower()
    assert all(h.score > 0 for h in hits)
    assert [h.turn_index for h in s.search(sid, "paris")] == [0]
    assert {h.turn_index for h in s.search(sid, "shipped")} == {3}  # tool output is searchable
    assert {h.turn_index for h in s.search(sid, "order", k=10)} == {2, 3}
    assert len(s.search(sid, "order", k=1)) == 1
    assert s.search(sid, "zebra") == []
    assert s.search(sid, "  ?! ") == []
    assert s.search(ns + "missing", "paris") == []


def test_search_chinese(store: SessionStore, ns: str) -> None:
    s = _searchable(store)
    sid = ns + "zh"
    s.append_turns(
        sid,
        [
            Turn(user="我想预订明天从北京到上海的高铁票", response="好的，请问几点出发？"),
            Turn(user="请帮我查一下退款进度", response="退款将在三个工作日内到账。"),
            Turn(user="今天天气很好", response="是的，适合出行。"),
            Turn(user="我的iPhone手机需要退货", response="已为您登记退货。"),
        ],
    )
    assert s.search(sid, "退款")[0].turn_index == 1
    assert s.search(sid, "北京上海高铁")[0].turn_index == 0
    assert s.search(sid, "iphone退货")[0].turn_index == 3
    assert "天气" in s.search(sid, "天气怎么样")[0].snippet
    assert s.search(sid, "火星") == []


def test_search_snippet_is_shortened_original_text(store: SessionStore, ns: str) -> None:
    s = _searchable(store)
    sid = ns + "long"
    body = "filler words " * 60 + "the Needle sits here " + "more filler " * 60
    s.append_turns(sid, [Turn(user=body, response="ok")])
    (hit,) = s.search(sid, "needle")
    assert "Needle" in hit.snippet and len(hit.snippet) <= 250  # make_snippet width 240 + ellipses


# -- transfer -----------------------------------------------------------------------------------


def test_export_import_round_trip(store: SessionStore, ns: str) -> None:
    sid = ns + "src"
    pinned = [PinnedMessage(content="You are a travel agent.")]
    original = [*_turns(3), _tool_turn(), Turn(user="北京的酒店", response="好的")]
    store.append_turns(sid, original, pinned=pinned)
    store.commit_fold(
        sid,
        summary="User asked things.",
        state={"goals": [{"text": "book", "n": 2.5}]},
        folded_through=3,
        expected_folded_through=-1,
    )
    store.delete(sid, before_index=1)  # a retention gap: indices now start at 1
    doc = export_session(store, sid)
    text = json.dumps(doc, ensure_ascii=False)

    new = import_session(store, text, session_id=ns + "copy")
    assert new == ns + "copy"
    assert export_session(store, new) == {**doc, "session_id": new}
    snap = store.load(new)
    assert snap is not None
    assert _dump(snap.turns) == _dump(
        [t.model_copy(update={"index": i}) for i, t in enumerate(original)][1:]
    )
    assert (snap.pinned, snap.folded_through) == (pinned, 3)
    (t,) = store.append_turns(new, _turns(1))
    assert t.index == 5  # next_index survived: indices are not reused
    if isinstance(store, SearchableStore):
        assert store.search(new, "酒店")[0].turn_index == 4

    with pytest.raises(StoreError, match="already exists"):
        import_session(store, doc, session_id=new)
    store.delete(sid)
    assert import_session(store, doc) == sid  # back under its own id
    assert export_session(store, sid) == doc


def test_import_rejects_bad_documents(store: SessionStore, ns: str) -> None:
    sid = ns + "src"
    store.append_turns(sid, _turns(2))
    doc = export_session(store, sid)
    bad_docs: list[Any] = [
        {**doc, "format_version": 99},
        {**doc, "turns": list(reversed(doc["turns"]))},
        {**doc, "next_index": 1},
        {**doc, "folded_through": 5},
        {k: v for k, v in doc.items() if k != "next_index"},
        {**doc, "turns": [{**doc["turns"][0], "user": None, "response": None}]},
        "not json",
    ]
    for bad in bad_docs:
        with pytest.raises(ConfigurationError, match="not a valid turnmem session export"):
            import_session(store, bad, session_id=ns + "bad")
    assert store.load(ns + "bad") is None
    with pytest.raises(StoreError, match="no such session"):
        export_session(store, ns + "missing")


# -- damaged rows -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        '{"index": 1, "user": null, "response": null, "id": "x"}',
        '{"index": 7, "id": "x", "user": "hi"}',
        '{"index": 1, "id": "x", "user": "hi", "unknown_field": 1}',
    ],
)
def test_corrupt_row_raises_store_error_naming_session_and_index(
    backend: Backend, store: SessionStore, ns: str, raw: str
) -> None:
    if backend.corrupt is None:
        pytest.skip(f"{backend.name} keeps Turn objects, it has no rows to damage")
    sid = ns + "bad"
    store.append_turns(sid, _turns(3))
    backend.corrupt(sid, 1, raw)
    with pytest.raises(StoreError) as info:
        store.load(sid)
    assert info.value.session_id == sid
    assert sid in str(info.value) and "1" in str(info.value)
    assert "index 1" in str(info.value) or "row 1" in str(info.value)
    after = store.load(sid, after_index=1)  # rows outside the damage stay readable
    assert after is not None and [t.index for t in after.turns] == [2]


def test_non_json_row_raises_store_error(backend: Backend, store: SessionStore, ns: str) -> None:
    if backend.corrupt is None or backend.name == "postgres":
        pytest.skip("only stores holding JSON as text can hold a non-JSON row")
    sid = ns + "bad"
    store.append_turns(sid, _turns(2))
    backend.corrupt(sid, 0, "{not json")
    with pytest.raises(StoreError, match="index 0"):
        store.load(sid)


# -- concurrency --------------------------------------------------------------------------------


def _spawn(backend: Backend, sid: str, mode: str, n: int, tag: str) -> subprocess.Popen[str]:
    assert backend.worker is not None
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen(
        [sys.executable, str(WORKER), *backend.worker, sid, mode, str(n), tag],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )


def _run_workers(
    backend: Backend, store: SessionStore, jobs: list[tuple[str, str, int, str]]
) -> list[list[str]]:
    """Run (session, mode, n, tag) jobs at once: processes, or threads for the memory store
    (on the async driver, the threads' calls are concurrent tasks on one loop)."""
    if backend.worker is None:
        outs: list[list[str]] = [[] for _ in jobs]

        def job(i: int) -> None:
            sid, mode, n, tag = jobs[i]
            if mode == "append":
                run_appends(store, sid, n, tag, outs[i].append)
            elif mode == "lease":
                run_leases(store, sid, n, tag, outs[i].append)
            else:
                run_folds(store, sid, n, outs[i].append)

        threads = [threading.Thread(target=job, args=(i,)) for i in range(len(jobs))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return outs
    procs = [_spawn(backend, *j) for j in jobs]
    for p in procs:  # every store is open: release them together
        assert p.stdout is not None
        ready = p.stdout.readline()
        assert ready == "ready\n", ready + (p.stderr.read() if p.stderr else "")
    for p in procs:
        assert p.stdin is not None
        p.stdin.write("go\n")
        p.stdin.flush()  # communicate() closes it
    results = []
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
        results.append(out.splitlines())
    return results


def _acks(lines: list[str]) -> dict[int, str]:
    return {
        int(i): tid for _, i, tid in (line.split() for line in lines if line.startswith("ack "))
    }


def test_concurrent_appends_lose_nothing(backend: Backend, store: SessionStore, ns: str) -> None:
    sid = ns + "race"
    procs, n = 4, STRESS_APPENDS
    outs = _run_workers(backend, store, [(sid, "append", n, f"w{w}") for w in range(procs)])
    acked: dict[int, str] = {}
    for out in outs:
        mine = _acks(out)
        assert len(mine) == n
        assert sorted(mine) == list(mine)  # each writer saw its own indices increase
        assert not set(mine) & set(acked)  # no index handed out twice
        acked.update(mine)
    snap = store.load(sid)
    assert snap is not None
    assert [t.index for t in snap.turns] == list(range(procs * n))
    assert {t.index: t.id for t in snap.turns} == acked
    users = [t.user for t in snap.turns]
    assert len(set(users)) == procs * n
    assert snap.next_index == procs * n and snap.version == procs * n


def test_folds_racing_appends_never_lose_turns(
    backend: Backend, store: SessionStore, ns: str
) -> None:
    sid = ns + "foldrace"
    n = max(50, STRESS_APPENDS // 2)
    store.append_turns(sid, _turns(1, "seed"))
    jobs = [
        (sid, "append", n, "a0"),
        (sid, "append", n, "a1"),
        (sid, "fold", 40, "f0"),
        (sid, "fold", 40, "f1"),
    ]
    outs = _run_workers(backend, store, jobs)
    folds = [int(line.split()[1]) for out in outs[2:] for line in out if line.startswith("fold ")]
    assert folds, "no fold committed"
    snap = store.load(sid)
    assert snap is not None
    total = 1 + 2 * n
    assert [t.index for t in snap.turns] == list(range(total))
    assert {t.index: t.id for t in snap.turns if t.index} == {**_acks(outs[0]), **_acks(outs[1])}
    for t in snap.turns[1:]:  # a fold never rewrote a turn
        tag, i = t.user.split() if t.user else ("", "")
        assert t.response == f"ok {tag} {i}"
    # The winning folds moved the mark forward one at a time, and the last one wrote all three.
    assert len(folds) == len(set(folds))
    assert snap.folded_through == max(folds)
    assert snap.summary == f"through {snap.folded_through}"
    assert snap.state == {"through": snap.folded_through}


# -- fold leases --------------------------------------------------------------------------------


def _leasing(store: SessionStore) -> LeasingStore:
    assert isinstance(store, LeasingStore), f"{type(store).__name__} has no fold lease"
    return store


def test_lease_excludes_other_owners_and_only_the_owner_releases(
    store: SessionStore, ns: str
) -> None:
    s = _leasing(store)
    sid, other = ns + "a", ns + "b"  # leases need no session row
    assert s.acquire_lease(sid, "w1", 60)
    assert not s.acquire_lease(sid, "w2", 60)
    assert s.acquire_lease(sid, "w1", 60)  # the holder extends its own lease
    assert s.acquire_lease(other, "w2", 60)  # sessions are independent
    assert not s.renew_lease(sid, "w2", 60)
    assert not s.release_lease(sid, "w2")  # not the owner: nothing changes
    assert not s.acquire_lease(sid, "w2", 60)
    assert s.renew_lease(sid, "w1", 60)
    assert s.release_lease(sid, "w1")
    assert not s.release_lease(sid, "w1")  # released once
    assert not s.renew_lease(sid, "w1", 60)  # a released lease cannot be renewed
    assert s.acquire_lease(sid, "w2", 60)
    store.append_turns(sid, _turns(1))
    store.delete(sid)  # deleting the session leaves the lease alone
    assert not s.acquire_lease(sid, "w1", 60)
    assert s.release_lease(sid, "w2") and s.release_lease(other, "w2")


def test_expired_lease_is_taken_over_and_lost_by_its_holder(store: SessionStore, ns: str) -> None:
    s = _leasing(store)
    sid = ns + "a"
    assert s.acquire_lease(sid, "crashed", 60)
    assert not s.acquire_lease(sid, "next", 60)
    assert s.acquire_lease(sid, "crashed", 0.05)  # re-acquiring sets a short expiry
    for _ in range(400):  # bounded by attempts, not by a clock reading
        if s.acquire_lease(sid, "next", 60):
            break
        time.sleep(0.025)
    else:
        pytest.fail("an expired lease was never taken over")
    assert not s.renew_lease(sid, "crashed", 60)  # the old holder lost it
    assert not s.release_lease(sid, "crashed")  # and cannot free the new holder's lease
    assert not s.acquire_lease(sid, "third", 60)
    assert s.release_lease(sid, "next")


@pytest.mark.parametrize("ttl", [0, -1, float("nan"), float("inf")])
def test_lease_rejects_bad_ttl(store: SessionStore, ns: str, ttl: float) -> None:
    s = _leasing(store)
    with pytest.raises(ConfigurationError, match="ttl_seconds"):
        s.acquire_lease(ns + "a", "w", ttl)
    with pytest.raises(ConfigurationError, match="ttl_seconds"):
        s.renew_lease(ns + "a", "w", ttl)


def test_lease_rejects_empty_owner(store: SessionStore, ns: str) -> None:
    s = _leasing(store)
    for call in (
        lambda: s.acquire_lease(ns + "a", "", 5),
        lambda: s.renew_lease(ns + "a", "", 5),
        lambda: s.release_lease(ns + "a", ""),
    ):
        with pytest.raises(ConfigurationError, match="owner"):
            call()


def _sections(store: SessionStore, sid: str) -> list[tuple[str, str, str]]:
    snap = store.load(sid)
    assert snap is not None
    return [tuple(t.user.split()) for t in snap.turns if t.user]  # type: ignore[misc]


def test_lease_is_mutually_exclusive_across_workers(
    backend: Backend, store: SessionStore, ns: str
) -> None:
    """Workers (processes for the persistent stores, threads for memory) contend for one
    lease; each logs ``enter``/``exit`` turns inside its critical section. Two holders at
    once would interleave their entries."""
    sid = ns + "lease"
    workers, n = 3, 15
    outs = _run_workers(backend, store, [(sid, "lease", n, f"w{w}") for w in range(workers)])
    log = _sections(store, sid)
    assert len(log) == 2 * workers * n
    for enter, leave in zip(log[::2], log[1::2], strict=True):
        assert enter[0] == "enter" and leave[0] == "exit", log
        assert enter[1:] == leave[1:], f"two owners held the lease at once: {enter} / {leave}"
    for out in outs:
        assert "lost" not in out
        assert sum(line.startswith("held ") for line in out) == n
    denied = sum(int(line.split()[1]) for out in outs for line in out if line.startswith("denied"))
    assert denied > 0, "the workers never contended"


def test_async_lease_is_mutually_exclusive_among_tasks(async_backend: Backend) -> None:
    """Tasks on one event loop contend for the lease of one async store."""
    sid = f"t{uuid.uuid4().hex[:12]}-tasks"
    tasks, n = 6, 8

    async def worker(s: Any, tag: str) -> int:
        denied = done = 0
        while done < n and denied < 500 * n:
            if not await s.acquire_lease(sid, tag, 30):
                denied += 1
                await asyncio.sleep(0.001)
                continue
            await s.append_turns(sid, [Turn(user=f"enter {tag} {done}")])
            await asyncio.sleep(0)  # let the other tasks try while the lease is held
            await s.append_turns(sid, [Turn(user=f"exit {tag} {done}")])
            assert await s.release_lease(sid, tag)
            done += 1
        assert done == n
        return denied

    async def main() -> tuple[list[int], Any]:
        s = async_backend.open_async()
        try:
            denied = await asyncio.gather(*(worker(s, f"t{i}") for i in range(tasks)))
            snap = await s.load(sid)
            await s.delete(sid)
            return list(denied), snap
        finally:
            await s.aclose()

    denied, snap = asyncio.run(main())
    log = [tuple(t.user.split()) for t in snap.turns]
    assert len(log) == 2 * tasks * n
    for enter, leave in zip(log[::2], log[1::2], strict=True):
        assert (enter[0], leave[0], enter[1:]) == ("enter", "exit", leave[1:]), log
    assert sum(denied) > 0


def test_async_driver_runs_the_contract_concurrently(async_backend: Backend) -> None:
    """Many tasks appending to one session at once through one async store lose nothing."""
    sid = f"t{uuid.uuid4().hex[:12]}-gather"
    tasks, n = 8, 10

    async def writer(s: Any, tag: str) -> list[int]:
        out = []
        for i in range(n):
            (t,) = await s.append_turns(sid, [Turn(user=f"{tag} {i}")])
            out.append(t.index)
        return out

    async def main() -> tuple[list[list[int]], Any]:
        s = async_backend.open_async()
        try:
            got = await asyncio.gather(*(writer(s, f"w{i}") for i in range(tasks)))
            snap = await s.load(sid)
            await s.delete(sid)
            return list(got), snap
        finally:
            await s.aclose()

    got, snap = asyncio.run(main())
    flat = [i for out in got for i in out]
    assert sorted(flat) == list(range(tasks * n))
    assert all(out == sorted(out) for out in got)
    assert [t.index for t in snap.turns] == list(range(tasks * n))
    assert snap.version == tasks * n
