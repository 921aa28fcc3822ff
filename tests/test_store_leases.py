"""Fold leases, on every backend and driver: exclusion, expiry and takeover, owner-only
release, and mutual exclusion under real concurrency (processes for the persistent stores,
threads for memory, tasks on one event loop for the async drivers). Waits are bounded by
attempt counts, never by a clock reading.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from typing import Any

import pytest

from turnmem.errors import ConfigurationError
from turnmem.store import LeasingStore
from turnmem.store.base import SessionStore
from turnmem.turn import Turn

from . import _store_backends
from ._store_backends import Backend, make_turns, run_workers

# The shared fixtures, bound here so pytest finds them in this module.
async_backend = _store_backends.async_backend
backend = _store_backends.backend
store = _store_backends.store
ns = _store_backends.ns

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
    store.append_turns(sid, make_turns(1))
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
    outs = run_workers(backend, store, [(sid, "lease", n, f"w{w}") for w in range(workers)])
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
