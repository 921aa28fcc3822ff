"""SQLite specifics: opening failures, migrations, WAL, search rows, and SIGKILL durability."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

import pytest

from turnmem.errors import StoreError
from turnmem.store import SQLiteStore
from turnmem.store.sqlite import MIGRATIONS
from turnmem.turn import Turn

WORKER = Path(__file__).with_name("_store_worker.py")
REPO = Path(__file__).resolve().parents[1]
KILLS = int(os.environ.get("TURNMEM_STRESS_KILLS", "10"))


def _query(path: Path, sql: str) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def test_missing_directory_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "no" / "such" / "dir" / "m.db"
    with pytest.raises(StoreError, match="does not exist") as info:
        SQLiteStore(path)
    assert str(path) in str(info.value) and info.value.store == f"sqlite:{path}"


def test_corrupt_file_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "garbage.db"
    path.write_bytes(b"this is not a database at all " * 200)
    with pytest.raises(StoreError, match="not a database") as info:
        SQLiteStore(path)
    assert str(path) in str(info.value)


def _make_read_only(path: Path) -> Callable[[], None]:
    """Make ``path`` read-only (``chattr +i`` for root, who ignores modes); returns the undo."""
    if os.name == "posix" and os.geteuid() == 0:
        if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
            pytest.skip("running as root and chattr +i is unavailable here")

        def undo() -> None:
            subprocess.run(["chattr", "-i", str(path)], check=True)

        return undo
    path.chmod(0o444)
    return lambda: path.chmod(0o644)


def test_read_only_file_reads_but_refuses_writes_clearly(tmp_path: Path) -> None:
    path = tmp_path / "ro.db"
    with SQLiteStore(path) as store:
        store.append_turns("s", [Turn(user="hi")])
    undo = _make_read_only(path)
    try:
        with SQLiteStore(path) as store:
            snap = store.load("s")
            assert snap is not None and snap.turns[0].user == "hi"
            with pytest.raises(StoreError, match="readonly") as info:
                store.append_turns("s", [Turn(user="more")])
        assert str(path) in str(info.value) and info.value.session_id == "s"
    finally:
        undo()


def test_wal_and_migrations_recorded_once(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    with SQLiteStore(path) as store:
        store.append_turns("s", [Turn(user="hi")])
    with SQLiteStore(path) as store:  # reopening applies nothing twice
        snap = store.load("s")
        assert snap is not None and len(snap.turns) == 1
    assert _query(path, "PRAGMA journal_mode") == [("wal",)]
    assert [r[0] for r in _query(path, "SELECT name FROM _migrations")] == [
        n for n, _ in MIGRATIONS
    ]


def test_newer_version_applies_only_its_new_migrations(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    with SQLiteStore(path) as store:
        store.append_turns("s", [Turn(user="kept across versions")])

    class NextVersion(SQLiteStore):
        migrations: ClassVar[list[tuple[str, tuple[str, ...]]]] = [
            *MIGRATIONS,
            ("0099_turn_tags", ("ALTER TABLE turns ADD COLUMN tag TEXT",)),
        ]

    with NextVersion(path) as store:
        snap = store.load("s")
        assert snap is not None and snap.turns[0].user == "kept across versions"
    names = [r[0] for r in _query(path, "SELECT name FROM _migrations ORDER BY name")]
    assert names == [*(n for n, _ in MIGRATIONS), "0099_turn_tags"]

    with pytest.raises(StoreError, match="newer than this turnmem") as info:  # and back
        SQLiteStore(path)
    assert "0099_turn_tags" in str(info.value) and str(path) in str(info.value)


def test_search_rows_go_with_their_turns(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    with SQLiteStore(path) as store:
        store.append_turns("a", [Turn(user=f"apples {i}") for i in range(5)])
        store.append_turns("b", [Turn(user="apples too")])
        assert _query(path, "SELECT count(*) FROM turns_fts") == [(6,)]
        store.delete("a", before_index=3)
        assert _query(path, "SELECT count(*) FROM turns_fts") == [(3,)]
        assert {h.turn_index for h in store.search("a", "apples")} == {3, 4}
        store.delete("a")
        assert _query(path, "SELECT count(*) FROM turns_fts") == [(1,)]
        assert [h.turn_index for h in store.search("b", "apples")] == [0]


def test_in_memory_database_and_closed_store(tmp_path: Path) -> None:
    store = SQLiteStore(":memory:")
    store.append_turns("s", [Turn(user="hi")])
    assert store.list_sessions() == ["s"]
    store.close()
    store.close()
    with pytest.raises(StoreError, match="closed"):
        store.load("s")


def test_threads_share_one_store(tmp_path: Path) -> None:
    with SQLiteStore(tmp_path / "t.db") as store:

        def work(w: int) -> None:
            for i in range(25):
                store.append_turns("s", [Turn(user=f"t{w} {i}")])
                store.load("s", after_index=i)

        threads = [threading.Thread(target=work, args=(w,)) for w in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        snap = store.load("s")
        assert snap is not None and [t.index for t in snap.turns] == list(range(100))


@pytest.mark.parametrize("driver", ["sqlite", "sqlite+async"])
def test_sigkill_never_loses_an_acknowledged_turn(tmp_path: Path, driver: str) -> None:
    """A worker appending (and folding) is killed with SIGKILL at random moments; after each
    kill the database opens, validates and holds every turn the worker saw acknowledged.
    ``sqlite+async``: the worker uses AsyncSQLiteStore (its writes on the worker thread)."""
    if not hasattr(signal, "SIGKILL"):
        pytest.skip("needs SIGKILL")
    path = tmp_path / "crash.db"
    seed = int.from_bytes(os.urandom(4), "big")
    rng = random.Random(seed)
    acked: dict[int, str] = {}
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    for round_ in range(KILLS):
        proc = subprocess.Popen(
            [
                sys.executable,
                str(WORKER),
                driver,
                str(path),
                "-",
                "crash",
                "crash",
                "0",
                f"r{round_}",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=REPO,
        )
        assert proc.stdout is not None
        lines: list[str] = []
        for _ in range(rng.randint(1, 15)):
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
        time.sleep(rng.uniform(0, 0.01))  # land somewhere inside a later append or fold
        proc.send_signal(signal.SIGKILL)
        rest, err = proc.communicate(timeout=30)
        assert proc.returncode == -signal.SIGKILL, f"worker died on its own (seed {seed}): {err}"
        lines += rest.splitlines()  # acknowledged before the kill, still in the pipe
        for line in lines:
            kind, idx, tid = line.split()
            assert kind == "ack"
            acked[int(idx)] = tid

        with SQLiteStore(path) as store:
            snap = store.load("crash")  # validates every row
        assert snap is not None
        stored = {t.index: t.id for t in snap.turns}
        lost = {i: tid for i, tid in acked.items() if stored.get(i) != tid}
        assert not lost, f"round {round_} (seed {seed}): acknowledged turns missing {lost}"
        assert sorted(stored) == list(range(snap.next_index))
        if snap.folded_through >= 0:  # a fold lands whole or not at all
            assert snap.summary == f"through {snap.folded_through}"
            assert snap.state == {"through": snap.folded_through}
        assert _query(path, "PRAGMA integrity_check") == [("ok",)]
    assert len(acked) >= KILLS
