"""Concurrent writers: 4 processes appending to one session through TurnMemory, folding as they go.

Every writer uses a small window and batch, so folds (load, fold, version-checked commit) race
the other writers' appends all the time; one writer folds after every turn. After the run:
no acknowledged turn is lost, every stored turn is exactly what its writer acknowledged (no
fold overwrote a newer turn), indices are strictly increasing in the store and in each
writer's own acknowledgements, and the fold mark covers at least every acknowledged fold.

CI size: 4 x ``APPENDS`` (TURNMEM_STRESS_APPENDS=500 for the full-size run).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from turnmem import MemoryPolicy, TurnMemory
from turnmem.domains import TravelState
from turnmem.fold.base import FoldRequest, FoldResult
from turnmem.fold.testing import FunctionFolder
from turnmem.tokens import TokenCounter

from . import (
    PROCESS_TEST_TIMEOUT,
    _full_size_only_when_selected,  # noqa: F401  (autouse fixture)
    full_size,
)
from ._worker import BUDGET, digest, slow_rule_folder

pytestmark = pytest.mark.timeout(PROCESS_TEST_TIMEOUT)

APPENDS = int(os.environ.get("TURNMEM_STRESS_APPENDS", "100"))
WRITERS = 4
REPLICA_TURNS = 30
WORKER = Path(__file__).with_name("_worker.py")
PG_URL = os.environ.get("TURNMEM_TEST_POSTGRES_URL")
REDIS_URL = os.environ.get("TURNMEM_TEST_REDIS_URL")
FRESH = TokenCounter("gpt-4o")


def backend_url(name: str, tmp_path: Path) -> str:
    if name == "postgres":
        if not PG_URL:
            pytest.skip("PostgreSQL tests need TURNMEM_TEST_POSTGRES_URL")
        return PG_URL
    if name == "redis":
        if not REDIS_URL:
            pytest.skip("Redis tests need TURNMEM_TEST_REDIS_URL")
        return REDIS_URL
    return f"sqlite:///{tmp_path / 'shared.db'}"


def run_writers(configs: list[dict[str, Any]], timeout: float = 600) -> list[list[dict[str, Any]]]:
    """Start one ``append`` worker per config, release them together, collect their lines."""
    procs = [
        subprocess.Popen(
            [sys.executable, str(WORKER), "append", json.dumps(cfg)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for cfg in configs
    ]
    try:
        for p in procs:
            assert p.stdout is not None
            line = p.stdout.readline()
            if line.strip() != "ready":
                _, err = p.communicate(timeout=30)
                raise AssertionError(f"writer failed to start: {line!r}\n{err}")
        for p in procs:  # the go signal, as close together as we can make it
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        results = []
        for p in procs:
            out, err = p.communicate(timeout=timeout)
            assert p.returncode == 0, f"an exception escaped TurnMemory in a writer:\n{err}"
            results.append([json.loads(line) for line in out.splitlines() if line.strip()])
        return results
    finally:
        # a writer left running (a failed or timed-out run) is killed, and every pipe is
        # closed: an open one would surface later as another test's ResourceWarning
        for p in procs:
            if p.poll() is None:
                p.kill()
            p.wait()
            for pipe in (p.stdin, p.stdout, p.stderr):
                if pipe is not None:
                    pipe.close()


def check_writers(
    url: str, sid: str, user_id: str | None, outputs: list[list[dict[str, Any]]], n: int
) -> dict[str, int]:
    """Check one shared session against its writers' acknowledgements; returns tallies."""
    acked: dict[str, dict[str, Any]] = {}
    fold_mark = -1
    events: Counter[str] = Counter()
    for lines in outputs:
        acks = [rec for rec in lines if "id" in rec]
        done = [rec for rec in lines if rec.get("done")]
        assert len(acks) == n and len(done) == 1, "a writer stopped early"
        events.update(done[0]["events"])
        mine = [rec["i"] for rec in acks]
        assert mine == sorted(set(mine)), "one writer's indices are not strictly increasing"
        for rec in acks:
            acked[rec["id"]] = rec
            fold_mark = max(fold_mark, rec["f"])
    with TurnMemory(
        store=url, session_id=sid, user_id=user_id, schema=TravelState, llm="rule"
    ) as memory:
        turns = memory.turns
        indices = [t.index for t in turns]
        assert indices == sorted(set(indices)), "store indices not strictly increasing"
        by_id = {t.id: t for t in turns}
        lost = sum(1 for tid in acked if tid not in by_id)
        for tid, rec in acked.items():
            t = by_id.get(tid)
            if t is not None:
                assert t.index == rec["i"], f"turn {tid} moved from {rec['i']} to {t.index}"
                assert digest(t.to_messages()) == rec["h"], f"turn {t.index} was overwritten"
        assert len(turns) == len(acked), f"{len(turns) - len(acked)} unacknowledged turns stored"
        assert memory.folded_through >= fold_mark, "an acknowledged fold was undone"
        assert memory.folded_through <= indices[-1]
        assert memory.summary and memory.folded_through >= 0
        ctx = memory.context("Which suites are booked?", budget=BUDGET)
        assert FRESH.count_messages(ctx.messages) == ctx.tokens <= BUDGET
        memory.forget()
    return {
        "acked": len(acked),
        "lost": lost,
        "folds": events["fold"],
        "conflicts": events["conflict"],
    }


def run_race(backend: str, tmp_path: Path, n: int) -> dict[str, int]:
    url = backend_url(backend, tmp_path)
    sid = f"conc-{uuid.uuid4().hex}"
    configs = [  # writer 0 folds after every turn; the others in batches of two
        {
            "url": url,
            "sid": sid,
            "n": n,
            "tag": f"writer{k}",
            "window": 1 if k == 0 else 3,
            "batch": 1 if k == 0 else 2,
        }
        for k in range(WRITERS)
    ]
    tally = check_writers(url, sid, None, run_writers(configs), n)
    print(f"\n{backend}: {WRITERS}x{n} appends: {tally}")
    return tally


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_four_writers_with_racing_folds_lose_nothing(backend: str, tmp_path: Path) -> None:
    tally = run_race(backend, tmp_path, APPENDS)
    assert tally["lost"] == 0
    assert tally["acked"] == WRITERS * APPENDS
    assert tally["folds"] > 0


@full_size
@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_four_writers_full_size(backend: str, tmp_path: Path) -> None:
    n = max(APPENDS, 500)
    tally = run_race(backend, tmp_path, n)
    assert tally["lost"] == 0 and tally["acked"] == WRITERS * n


@pytest.mark.parametrize("backend", ["sqlite", "postgres", "redis"])
def test_two_background_replicas_never_fold_the_same_turns(backend: str, tmp_path: Path) -> None:
    """Two replicas (own store connection, own lease owner, background folds by a slow
    folder) add to one session from two threads. The store's lease means each turn is in at
    most one folder call across both, and no fold is ever refused; every turn is kept."""
    url = backend_url(backend, tmp_path)
    sid = f"replicas-{uuid.uuid4().hex}"
    folded: Counter[int] = Counter()
    calls: Counter[str] = Counter()
    guard = threading.Lock()

    def folder(name: str) -> FunctionFolder:
        slow = slow_rule_folder(seconds=0.02)

        def fold(request: Any) -> FoldResult:
            if isinstance(request, FoldRequest):
                with guard:
                    folded.update(t.index for t in request.turns)
                    calls[name] += 1
            return slow.fold(request)

        return FunctionFolder(fold, name=name)

    policy = MemoryPolicy.structured(
        window_turns=2, fold_batch=2, budget=BUDGET, fold_mode="background"
    )
    replicas = [
        TurnMemory(
            store=url,
            session_id=sid,
            policy=policy,
            schema=TravelState,
            llm=folder(name),
            lease_owner=f"replica-{name}",
        )
        for name in ("a", "b")
    ]

    def write(memory: TurnMemory, tag: str) -> None:
        for i in range(REPLICA_TURNS):
            memory.add_messages(
                [
                    {"role": "user", "content": f"{tag} {i}: two adults to Porto on Friday"},
                    {"role": "assistant", "content": f"Noted ({tag} {i})."},
                ]
            )

    threads = [
        threading.Thread(target=write, args=(m, tag)) for m, tag in zip(replicas, "ab", strict=True)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for memory in replicas:
        assert memory.wait(timeout=120)
    events = [e for memory in replicas for e in memory.events]
    for memory in replicas:
        memory.close()
    twice = sorted(i for i, n in folded.items() if n > 1)
    assert not twice, f"turns {twice} were in two folder calls"
    assert not [e for e in events if e.kind == "conflict"], "a fold was refused"
    assert sum(calls.values()) == sum(e.kind == "fold" for e in events) > 0
    with TurnMemory(store=url, session_id=sid, llm="rule") as check:
        turns = check.turns
        assert len(turns) == 2 * REPLICA_TURNS, "a turn was lost"
        assert max(folded) <= check.folded_through
        check.forget()
    print(
        f"\n{backend}: folds by replica {dict(calls)}, lease skips "
        f"{sum(e.kind == 'deferred' for e in events)}"
    )
