"""TurnMemory over real stores: restarts, shared sessions, recall tier, isolation, retention."""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from turnmem import MemoryPolicy, Turn, TurnMemory
from turnmem.domains import TravelState
from turnmem.store import open_store

BACKENDS = ["sqlite"]
if os.environ.get("TURNMEM_TEST_POSTGRES_URL"):
    BACKENDS.append("postgres")
if os.environ.get("TURNMEM_TEST_REDIS_URL"):
    BACKENDS.append("redis")


@pytest.fixture(params=BACKENDS)
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'memory.db'}"
    elif request.param == "postgres":
        yield os.environ["TURNMEM_TEST_POSTGRES_URL"]
    else:
        yield os.environ["TURNMEM_TEST_REDIS_URL"]


@pytest.fixture
def sid(request: pytest.FixtureRequest) -> Iterator[str]:
    import uuid

    yield f"test-{uuid.uuid4().hex}"


POLICY = MemoryPolicy.structured(window_turns=2, fold_batch=2, recall_k=2)


def test_session_survives_restart(store_url: str, sid: str) -> None:
    with TurnMemory(
        system="agent",
        store=store_url,
        session_id=sid,
        schema=TravelState,
        policy=POLICY,
        llm="rule",
    ) as m:
        m.add(Turn(user="I want to fly to Shanghai on March 3rd, 2 people", response="Noted."))
        for k in range(5):
            m.add(Turn(user=f"question {k}", response=f"answer {k}"))
        before = m.context("and?")
        folded = m.folded_through
    with TurnMemory(
        store=store_url, session_id=sid, schema=TravelState, policy=POLICY, llm="rule"
    ) as m2:
        assert m2.folded_through == folded >= 0
        assert [p.content for p in m2.pinned] == ["agent"]
        assert len(m2.turns) == 6
        assert m2.context("and?").messages == before.messages
        m2.forget()
        assert m2.turns == []


def test_two_memories_share_one_session(store_url: str, sid: str) -> None:
    a = TurnMemory(store=store_url, session_id=sid, policy=POLICY, llm="rule")
    b = TurnMemory(store=store_url, session_id=sid, policy=POLICY, llm="rule")
    try:
        for k in range(6):
            (a if k % 2 else b).add(Turn(user=f"message {k}", response=f"reply {k}"))
        a.refresh()
        b.refresh()
        assert [t.user for t in a.turns] == [f"message {k}" for k in range(6)]
        ctx_a, ctx_b = a.context("next"), b.context("next")
        assert ctx_a.turn_indices == ctx_b.turn_indices
        assert ctx_a.turn_indices[-1] == 5
    finally:
        a.forget()
        a.close()
        b.close()


def test_recall_tier_brings_back_a_folded_detail(store_url: str, sid: str) -> None:
    if store_url.startswith("redis") or store_url.startswith("postgres"):
        pass  # every backend is searchable
    policy = MemoryPolicy.hierarchical(
        recent_turns=2, fold_batch=2, summary_max_tokens=20, recall_k=2
    )
    with TurnMemory(store=store_url, session_id=sid, policy=policy, llm="rule") as m:
        m.add(Turn(user="My locker code is 4471 and the gym is Zephyr Fitness", response="Saved."))
        for k in range(8):
            m.add(
                Turn(
                    user=f"Tell me a fact about the number {k} please, in great detail " * 3,
                    response=f"Fact {k} " * 20,
                )
            )
        assert m.folded_through >= 0
        hits = m.recall("locker code Zephyr")
        assert hits and hits[0].turn_index == 0
        ctx = m.context("What is my locker code at Zephyr?", budget=2000)
        assert ctx.sections.get("recall", 0) > 0
        assert "4471" in json.dumps(ctx.messages)
        m.forget()


def test_user_namespaces_never_mix(store_url: str, sid: str) -> None:
    alice = TurnMemory(store=store_url, session_id=sid, user_id="alice", policy=POLICY, llm="rule")
    bob = TurnMemory(store=store_url, session_id=sid, user_id="bob", policy=POLICY, llm="rule")
    try:
        for k in range(5):
            alice.add(Turn(user=f"alice secret {k} pineapple", response="ok"))
            bob.add(Turn(user=f"bob note {k} walnut", response="ok"))
        a_text = json.dumps(alice.context("pineapple walnut").messages)
        b_text = json.dumps(bob.context("pineapple walnut").messages)
        assert "walnut" not in a_text.replace("pineapple walnut", "")
        assert "pineapple" not in b_text.replace("pineapple walnut", "")
        assert all("walnut" not in h.snippet for h in alice.recall("walnut"))
        assert {t.user for t in alice.turns}.isdisjoint({t.user for t in bob.turns})
    finally:
        alice.forget()
        bob.forget()
        alice.close()
        bob.close()


def test_retention_deletes_only_archived_turns(store_url: str, sid: str) -> None:
    with TurnMemory(store=store_url, session_id=sid, policy=POLICY, llm="rule") as m:
        for k in range(10):
            m.add(Turn(user=f"q{k}", response=f"a{k}"))
        before = m.context("next").messages
        report = m.apply_retention(keep_archived=2)
        assert report.deleted_turns > 0
        left = [t.index for t in m.turns]
        assert left[0] == report.kept_from_index and left[-1] == 9
        assert m.context("next").messages == before  # the context never needed them
        assert any(e.kind == "retention" for e in m.events)
        m.forget()


def test_retention_rule_runs_after_every_fold(store_url: str, sid: str) -> None:
    from datetime import timedelta

    from turnmem import Retention

    with TurnMemory(
        store=store_url,
        session_id=sid,
        policy=POLICY,
        llm="rule",
        retention=Retention(keep_archived=1),
    ) as m:
        for k in range(12):
            m.add(Turn(user=f"q{k}", response=f"a{k}"))
        stored = [t.index for t in m.turns]
        assert stored[0] == m.folded_through  # only the newest archived turn is kept
        assert stored[-1] == 11
        events = [e.detail for e in m.events if e.kind == "retention"]
        assert events and all("deleted" in d for d in events)
        assert m.apply_retention(max_age=timedelta(days=1)).deleted_turns == 0  # all are recent
        m.forget()


class _Counting:
    """A store proxy counting the store calls a memory makes."""

    def __init__(self, inner: object) -> None:
        self.inner = inner
        self.calls: Counter[str] = Counter()

    def __getattr__(self, name: str) -> object:
        attr = getattr(self.inner, name)
        if not callable(attr):
            return attr

        def call(*args: object, **kwargs: object) -> object:
            self.calls[name] += 1
            return attr(*args, **kwargs)

        return call


def test_catching_up_reads_the_tail_not_the_state(store_url: str, sid: str) -> None:
    """A shared session is re-read before every add and context: only its fold mark, counters
    and newest turns, unless another writer moved the fold mark (then the head, state
    included, is read once). The newest turn re-read unchanged stays the object the memory
    holds (its token counts and views kept)."""
    inner = open_store(store_url)
    counting = _Counting(inner)
    a = TurnMemory(store=counting, session_id=sid, policy=POLICY, llm="rule")
    b = TurnMemory(store=store_url, session_id=sid, policy=POLICY, llm="rule")
    try:
        loads = counting.calls["load"]
        for k in range(8):
            a.add(Turn(user=f"message {k} about Shanghai", response=f"reply {k}"))
            newest = a.recent[-1]
            a.context("next?")
            assert a.recent[-1] is newest
        assert a.folded_through >= 0  # a folded on its own: its view is current
        assert counting.calls["load"] == loads  # no snapshot (and state) read for catching up
        assert counting.calls["load_tail"] == 16
        b.refresh()
        b.add(Turn(user="I prefer window seats", response="Noted."))
        b.add(Turn(user="and a vegetarian meal", response="Noted."))
        b.add(Turn(user="one more", response="ok"))
        assert b.folded_through > a.folded_through  # b folded: a must re-read the head
        ctx = a.context("next?")
        assert counting.calls["load"] > loads
        assert (a.folded_through, a.summary, a.state) == (b.folded_through, b.summary, b.state)
        assert ctx.turn_indices == b.context("next?").turn_indices
    finally:
        a.forget()
        a.close()
        b.close()
        inner.close()
