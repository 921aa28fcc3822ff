"""A separate process hammering one session, for the store concurrency and crash tests.

    python tests/_store_worker.py BACKEND TARGET PREFIX SESSION MODE N TAG

BACKEND is sqlite, postgres or redis, with ``+async`` for the async driver (driven through
:class:`SyncOverAsync`); TARGET the file path or URL; PREFIX the table/key prefix (ignored by
sqlite). MODE:

* ``append``: N appends of one turn each; prints ``ack <index> <turn id>`` (flushed) as soon
  as each append has returned, i.e. once the store acknowledged it.
* ``fold``: N rounds of load + commit_fold through the newest turn; prints ``fold <through>``
  per commit that won and ``conflict`` per ConcurrentUpdateError.
* ``lease``: N critical sections under the session's fold lease (owner TAG): each appends
  ``enter TAG i`` then ``exit TAG i`` and releases; prints ``held <i>`` per section, then
  ``denied <count>`` (acquires refused because another owner held the lease).
* ``crash``: appends forever (until killed), committing a fold after every third append.

``append``, ``fold`` and ``lease`` print ``ready`` once the store is open and wait for a line on stdin,
so a test can start all its workers' loops at the same moment (a real race, not startup
jitter that lets them run one after another).

The functions are importable too, so the in-process MemoryStore can run them on threads.
"""

from __future__ import annotations

import asyncio
import sys
import threading
import time
from collections.abc import Callable, Coroutine, Sequence
from typing import Any, TypeVar

from turnmem.errors import ConcurrentUpdateError
from turnmem.store.base import SearchHit, SessionSnapshot, SessionStore, SessionTail
from turnmem.turn import PinnedMessage, Turn

Emit = Callable[[str], None]
R = TypeVar("R")

#: Seconds a lease is taken for in the exclusion tests: far longer than any critical section.
LEASE_TTL = 30.0


class SyncOverAsync:
    """An async store driven from sync code, so one contract suite runs both drivers.

    The store lives on an event loop running in a background thread; each call is submitted
    to it (from any thread), so calls made by several threads at once are concurrent tasks
    on that one loop, exactly as an async application would issue them.
    """

    def __init__(self, make: Callable[[], Any]) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        self.inner = make()

    def _run(self, coro: Coroutine[Any, Any, R]) -> R:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout=120)

    def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        return self._run(self.inner.load(session_id, after_index=after_index))

    def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        return self._run(self.inner.load_tail(session_id, after_index=after_index))

    def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        return self._run(self.inner.append_turns(session_id, turns, pinned=pinned))

    def commit_fold(self, session_id: str, **kwargs: Any) -> int:
        return self._run(self.inner.commit_fold(session_id, **kwargs))

    def list_sessions(self, prefix: str = "") -> list[str]:
        return self._run(self.inner.list_sessions(prefix))

    def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        return self._run(self.inner.delete(session_id, before_index=before_index))

    def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        return self._run(self.inner.search(session_id, query, k, before_index=before_index))

    def restore(self, snapshot: SessionSnapshot) -> None:
        self._run(self.inner.restore(snapshot))

    def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        return self._run(self.inner.acquire_lease(session_id, owner, ttl_seconds))

    def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        return self._run(self.inner.renew_lease(session_id, owner, ttl_seconds))

    def release_lease(self, session_id: str, owner: str) -> bool:
        return self._run(self.inner.release_lease(session_id, owner))

    def close(self) -> None:
        try:
            self._run(self.inner.aclose())
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=30)
            self._loop.close()


def open_backend(backend: str, target: str, prefix: str) -> SessionStore:
    """Open the store a test describes (``+async``: the async driver behind SyncOverAsync)."""
    if backend.endswith("+async"):
        return SyncOverAsync(lambda: open_async_backend(backend[: -len("+async")], target, prefix))
    if backend == "sqlite":
        from turnmem.store.sqlite import SQLiteStore

        return SQLiteStore(target)
    if backend == "postgres":
        from turnmem.store.postgres import PostgresStore

        return PostgresStore(target, prefix=prefix)
    if backend == "redis":
        from turnmem.store.redis import RedisStore

        return RedisStore(target, prefix=prefix)
    raise SystemExit(f"unknown backend {backend!r}")


def open_async_backend(backend: str, target: str, prefix: str) -> Any:
    """Open the async store a test describes."""
    if backend == "sqlite":
        from turnmem.store.aio.sqlite import AsyncSQLiteStore

        return AsyncSQLiteStore(target)
    if backend == "postgres":
        from turnmem.store.aio.postgres import AsyncPostgresStore

        return AsyncPostgresStore(target, prefix=prefix)
    if backend == "redis":
        from turnmem.store.aio.redis import AsyncRedisStore

        return AsyncRedisStore(target, prefix=prefix)
    raise SystemExit(f"unknown backend {backend!r}")


def fold_once(store: SessionStore, session_id: str) -> int | None:
    """Fold through the newest turn; the folded mark, or None if there was nothing to fold.

    The summary and state name the mark, so a test can check the three were written together.
    """
    snap = store.load(session_id)
    if snap is None or snap.next_index - 1 <= snap.folded_through:
        return None
    through = snap.next_index - 1
    store.commit_fold(
        session_id,
        summary=f"through {through}",
        state={"through": through},
        folded_through=through,
        expected_folded_through=snap.folded_through,
    )
    return through


def run_appends(store: SessionStore, session_id: str, n: int, tag: str, emit: Emit) -> None:
    """``n`` single-turn appends, acknowledging each as it returns."""
    for i in range(n):
        (turn,) = store.append_turns(
            session_id, [Turn(user=f"{tag} {i}", response=f"ok {tag} {i}")]
        )
        emit(f"ack {turn.index} {turn.id}")


def run_folds(store: SessionStore, session_id: str, n: int, emit: Emit) -> None:
    """``n`` fold attempts, reporting wins and lost races."""
    for _ in range(n):
        try:
            through = fold_once(store, session_id)
        except ConcurrentUpdateError:
            emit("conflict")
            continue
        if through is not None:
            emit(f"fold {through}")
        time.sleep(0.002)


def run_leases(store: Any, session_id: str, n: int, tag: str, emit: Emit) -> None:
    """``n`` critical sections under the lease, logged as turns; gives up after many refusals."""
    done = denied = 0
    while done < n and denied < 200 * n:
        if not store.acquire_lease(session_id, tag, LEASE_TTL):
            denied += 1
            time.sleep(0.001)
            continue
        store.append_turns(session_id, [Turn(user=f"enter {tag} {done}")])
        # Hold the lease a while (threads: give up the GIL) so the others try while it is held:
        # each worker's run then spans n x 20 ms, long enough to overlap the others' runs even on
        # a loaded machine that schedules the processes late (2 ms let one finish first).
        time.sleep(0.02)
        store.append_turns(session_id, [Turn(user=f"exit {tag} {done}")])
        if not store.release_lease(session_id, tag):
            emit("lost")
        done += 1
        emit(f"held {done}")
    emit(f"denied {denied}")


def run_crash(store: SessionStore, session_id: str, tag: str, emit: Emit) -> None:
    """Append (and fold every third append) until the process is killed."""
    i = 0
    while True:
        (turn,) = store.append_turns(session_id, [Turn(user=f"{tag} {i}", response=f"ok {i}")])
        emit(f"ack {turn.index} {turn.id}")
        i += 1
        if i % 3 == 0:
            fold_once(store, session_id)


def _emit(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main(argv: list[str]) -> None:
    backend, target, prefix, session_id, mode, n, tag = argv
    store = open_backend(backend, target, prefix)
    try:
        if mode in ("append", "fold", "lease"):
            _emit("ready")
            sys.stdin.readline()
        if mode == "append":
            run_appends(store, session_id, int(n), tag, _emit)
        elif mode == "fold":
            run_folds(store, session_id, int(n), _emit)
        elif mode == "lease":
            run_leases(store, session_id, int(n), tag, _emit)
        elif mode == "crash":
            run_crash(store, session_id, tag, _emit)
        else:
            raise SystemExit(f"unknown mode {mode!r}")
    finally:
        close = getattr(store, "close", None)
        if close is not None:
            close()


if __name__ == "__main__":
    main(sys.argv[1:])
