"""A separate process hammering one session, for the store concurrency and crash tests.

    python tests/_store_worker.py BACKEND TARGET PREFIX SESSION MODE N TAG

BACKEND is sqlite, postgres or redis; TARGET the file path or URL; PREFIX the table/key
prefix (ignored by sqlite). MODE:

* ``append``: N appends of one turn each; prints ``ack <index> <turn id>`` (flushed) as soon
  as each append has returned, i.e. once the store acknowledged it.
* ``fold``: N rounds of load + commit_fold through the newest turn; prints ``fold <through>``
  per commit that won and ``conflict`` per ConcurrentUpdateError.
* ``crash``: appends forever (until killed), committing a fold after every third append.

``append`` and ``fold`` print ``ready`` once the store is open and wait for a line on stdin,
so a test can start all its workers' loops at the same moment (a real race, not startup
jitter that lets them run one after another).

The functions are importable too, so the in-process MemoryStore can run them on threads.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from turnmem.errors import ConcurrentUpdateError
from turnmem.store.base import SessionStore
from turnmem.turn import Turn

Emit = Callable[[str], None]


def open_backend(backend: str, target: str, prefix: str) -> SessionStore:
    """Open the store a test describes."""
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
        if mode in ("append", "fold"):
            _emit("ready")
            sys.stdin.readline()
        if mode == "append":
            run_appends(store, session_id, int(n), tag, _emit)
        elif mode == "fold":
            run_folds(store, session_id, int(n), _emit)
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
