"""The one contract every SessionStore backend passes (memory, SQLite, PostgreSQL, Redis).

Every case runs on each backend's sync driver and on its async driver (through
``SyncOverAsync``), so the async stores meet the very same contract without a copied test
body; tests/_store_backends.py says how each backend is reached. Fold leases:
tests/test_store_leases.py.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from turnmem.errors import ConcurrentUpdateError, ConfigurationError, StoreError
from turnmem.store import SearchableStore, export_session, import_session
from turnmem.store.aio.base import AsyncTailLoadingStore
from turnmem.store.base import SessionStore, SessionTail, TailLoadingStore
from turnmem.turn import Observation, PinnedMessage, Step, ToolCall, Turn

from . import _store_backends
from ._store_backends import STRESS_APPENDS, Backend, make_turns, run_workers
from ._store_worker import SyncOverAsync

# The shared fixtures, bound here so pytest finds them in this module.
backend = _store_backends.backend
store = _store_backends.store
ns = _store_backends.ns


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
    first = store.append_turns(sid, [*make_turns(3), _tool_turn()])
    assert [t.index for t in first] == [0, 1, 2, 3]
    second = store.append_turns(sid, make_turns(2, "more"))
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
    store.append_turns(sid, make_turns(5), pinned=pinned)
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


def test_load_tail_is_the_snapshot_without_its_head(
    backend: Backend, store: SessionStore, ns: str
) -> None:
    """``load_tail`` (every bundled store, sync and async) gives load's fold mark, counters
    and turns."""
    load_tail = getattr(store, "load_tail", None)
    if backend.mode == "async":
        assert isinstance(store, SyncOverAsync)
        assert isinstance(store.inner, AsyncTailLoadingStore)
    else:
        assert isinstance(store, TailLoadingStore)
    sid = ns + "a"
    assert load_tail(sid) is None
    store.append_turns(sid, [*make_turns(4), _tool_turn()], pinned=[PinnedMessage(content="p")])
    store.commit_fold(
        sid, summary="s", state={"x": [1, 2]}, folded_through=1, expected_folded_through=-1
    )
    for after in (-1, 1, 3, 4):
        snap, tail = store.load(sid, after_index=after), load_tail(sid, after_index=after)
        assert snap is not None and isinstance(tail, SessionTail)
        assert _dump(tail.turns) == _dump(snap.turns)
        assert (tail.session_id, tail.folded_through, tail.version, tail.next_index) == (
            snap.session_id,
            snap.folded_through,
            snap.version,
            snap.next_index,
        )


def test_pinned_replaced_only_when_given(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    store.append_turns(sid, [], pinned=[PinnedMessage(content="one")])
    store.append_turns(sid, make_turns(1))
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
    store.append_turns(sid, make_turns(2))
    store.commit_fold(sid, summary="s", state=None, folded_through=0, expected_folded_through=-1)
    store.delete(sid, before_index=1)
    snap = store.load(sid)
    assert snap is not None and snap.version == 4


def test_replacing_an_open_turn_keeps_its_index(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    store.append_turns(sid, make_turns(2))
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
    store.append_turns(sid, make_turns(6))
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
    store.append_turns(sid, make_turns(4))
    seen = store.load(sid)
    assert seen is not None
    newer = store.append_turns(sid, make_turns(3, "newer"))  # lands while the fold is computed
    store.commit_fold(
        sid, summary="s", state={}, folded_through=3, expected_folded_through=seen.folded_through
    )
    snap = store.load(sid)
    assert snap is not None
    assert snap.folded_through == 3 and snap.state == {}
    assert _dump(snap.turns[4:]) == _dump(newer) and snap.next_index == 7


def test_state_is_copied_not_shared(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    store.append_turns(sid, make_turns(1))
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
    turns = store.append_turns(sid, make_turns(10, "keep"))
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
    (new,) = store.append_turns(sid, make_turns(1, "fresh"))
    assert new.index == 11
    if isinstance(store, SearchableStore):
        hits = store.search(sid, "keep 2")
        assert {h.turn_index for h in hits} <= set(range(4, 11))
        assert 2 not in {h.turn_index for h in store.search(sid, "keep", k=20)}


def test_forget_erases_everything(store: SessionStore, ns: str) -> None:
    sid = ns + "a"
    store.append_turns(sid, make_turns(5, "secret"), pinned=[PinnedMessage(content="p")])
    store.commit_fold(
        sid, summary="s", state={"a": 1}, folded_through=1, expected_folded_through=-1
    )
    assert store.delete(sid) == 5
    assert store.load(sid) is None
    assert sid not in store.list_sessions(ns)
    assert store.delete(sid) == 0
    if isinstance(store, SearchableStore):
        assert store.search(sid, "secret") == []
    (t,) = store.append_turns(sid, make_turns(1, "fresh"))  # a new session under the same id
    assert t.index == 0
    if isinstance(store, SearchableStore):
        assert [h.turn_index for h in store.search(sid, "secret fresh")] == [0]


# -- listing and isolation ----------------------------------------------------------------------


def test_list_sessions_by_prefix(store: SessionStore, ns: str) -> None:
    ids = [ns + "user1:a", ns + "user1:b", ns + "user2:a", ns + "user10:z", ns + "用户:会话"]
    for sid in reversed(ids):
        store.append_turns(sid, make_turns(1))
    assert store.list_sessions(ns + "user1:") == [ns + "user1:a", ns + "user1:b"]
    assert store.list_sessions(ns + "user1") == [ns + "user10:z", ns + "user1:a", ns + "user1:b"]
    assert store.list_sessions(ns) == sorted(ids)
    assert store.list_sessions(ns + "用户:") == [ns + "用户:会话"]
    assert store.list_sessions(ns + "nobody") == []
    assert set(ids) <= set(store.list_sessions())


def test_sessions_are_isolated(store: SessionStore, ns: str) -> None:
    a, b, c = ns + "x", ns + "x:1", ns + "y"  # b extends a's id: keys and prefixes must not mix
    store.append_turns(a, [Turn(user="alpha refund please", response="ok alpha")])
    store.append_turns(
        b, [Turn(user="bravo refund please", response="ok bravo")] * 1 + make_turns(2)
    )
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


def test_search_before_index_keeps_the_ranking_of_the_older_turns(
    store: SessionStore, ns: str
) -> None:
    s = _searchable(store)
    sid = ns + "before"
    texts = ["hotel north cheap", "train to cambridge", "hotel in the north", "cheap hotel",
             "北京的酒店", "hotel hotel north", "train and hotel", "酒店在北京"]  # fmt: skip
    s.append_turns(sid, [Turn(user=t, response="ok") for t in texts])
    for query in ("hotel north", "北京酒店", "cheap train hotel"):
        every = s.search(sid, query, k=20)
        for before in (0, 3, 5, 8, 100):
            want = [(h.turn_index, h.score) for h in every if h.turn_index < before][:2]
            got = s.search(sid, query, k=2, before_index=before)
            # the same turns with the same scores: every turn still counts for the statistics
            assert [(h.turn_index, h.score) for h in got] == want, (query, before)


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
    original = [*make_turns(3), _tool_turn(), Turn(user="北京的酒店", response="好的")]
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
    (t,) = store.append_turns(new, make_turns(1))
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
    store.append_turns(sid, make_turns(2))
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
    store.append_turns(sid, make_turns(3))
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
    store.append_turns(sid, make_turns(2))
    backend.corrupt(sid, 0, "{not json")
    with pytest.raises(StoreError, match="index 0"):
        store.load(sid)


def _acks(lines: list[str]) -> dict[int, str]:
    return {
        int(i): tid for _, i, tid in (line.split() for line in lines if line.startswith("ack "))
    }


def test_concurrent_appends_lose_nothing(backend: Backend, store: SessionStore, ns: str) -> None:
    sid = ns + "race"
    procs, n = 4, STRESS_APPENDS
    outs = run_workers(backend, store, [(sid, "append", n, f"w{w}") for w in range(procs)])
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


def test_folds_racing_appends_never_losemake_turns(
    backend: Backend, store: SessionStore, ns: str
) -> None:
    sid = ns + "foldrace"
    n = max(50, STRESS_APPENDS // 2)
    store.append_turns(sid, make_turns(1, "seed"))
    jobs = [
        (sid, "append", n, "a0"),
        (sid, "append", n, "a1"),
        (sid, "fold", 40, "f0"),
        (sid, "fold", 40, "f1"),
    ]
    outs = run_workers(backend, store, jobs)
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
