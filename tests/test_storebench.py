"""The store benchmark's quick mode: it runs, cleans up, and its JSON has the documented shape.

Times are not asserted (this is not a timed test). SQLite always runs; PostgreSQL and Redis
only when ``TURNMEM_TEST_POSTGRES_URL`` / ``TURNMEM_TEST_REDIS_URL`` are set.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from turnmem.lab.bench.stores import (
    QUICK_SIZE,
    format_table,
    main,
    make_turn,
    run_benchmark,
)

PG_URL = os.environ.get("TURNMEM_TEST_POSTGRES_URL")
REDIS_URL = os.environ.get("TURNMEM_TEST_REDIS_URL")
OPS = ("append", "load", "context")


def _check_backend(name: str, res: dict[str, Any], sessions: int, turns: int) -> None:
    assert res["status"] == "ok", f"{name}: {res['status']}"
    assert res["turns_written"] == sessions * turns
    assert res["folds"] > 0
    assert isinstance(res["where"], str) and res["where"]
    assert res["wall_s"] > 0 and res["drive_wall_s"] > 0
    for op in OPS:
        st = res["latency"][op]
        assert set(st) == {"n", "median_ms", "p95_ms", "max_ms", "mean_ms"}
        assert st["n"] > 0
        assert 0 < st["median_ms"] <= st["p95_ms"] <= st["max_ms"]
        assert st["mean_ms"] > 0
        bands = res["latency_by_history"][op]
        assert bands and sum(b["n"] for b in bands) == st["n"]
        for band in bands:
            assert set(band) == {"history_turns", "n", "median_ms", "p95_ms"}
            assert band["median_ms"] > 0
    assert res["latency"]["append"]["n"] == sessions * turns
    assert res["latency"]["context"]["n"] == sessions * turns
    size = res["size"]
    assert size["bytes"] > 0 and size["bytes_per_1000_turns"] > 0
    assert isinstance(size["method"], str) and size["method"]
    assert isinstance(size["parts"], dict)


def _backends_and_urls() -> tuple[list[str], dict[str, str]]:
    backends = ["sqlite"]
    urls: dict[str, str] = {}
    if PG_URL:
        backends.append("postgres")
        urls["postgres_url"] = PG_URL
    if REDIS_URL:
        backends.append("redis")
        urls["redis_url"] = REDIS_URL
    return backends, urls


def test_quick_run_schema(tmp_path: Path) -> None:
    sessions, turns = QUICK_SIZE
    backends, urls = _backends_and_urls()
    report = run_benchmark(
        sessions=sessions, turns=turns, backends=backends, sqlite_dir=str(tmp_path), **urls
    )
    json.dumps(report)  # JSON-ready
    assert report["benchmark"] == "turnmem.lab.bench.stores"
    assert report["wall_s"] > 0
    cfg = report["config"]
    assert cfg["sessions"] == sessions and cfg["turns_per_session"] == turns
    assert cfg["total_turns"] == sessions * turns
    assert list(report["backends"]) == backends
    for name in backends:
        _check_backend(name, report["backends"][name], sessions, turns)
    assert list(tmp_path.iterdir()) == []  # the temporary SQLite directory is gone
    table = format_table(report)
    for name in backends:
        assert f"| {name} |" in table


@pytest.mark.skipif(not PG_URL, reason="needs TURNMEM_TEST_POSTGRES_URL")
def test_postgres_tables_dropped() -> None:
    psycopg = pytest.importorskip("psycopg")
    assert PG_URL is not None
    with psycopg.connect(PG_URL, autocommit=True) as con:
        before = con.execute("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'tmbench%'")
        n_before = before.fetchone()[0]
    report = run_benchmark(sessions=2, turns=6, backends=["postgres"], postgres_url=PG_URL)
    assert report["backends"]["postgres"]["status"] == "ok"
    with psycopg.connect(PG_URL, autocommit=True) as con:
        after = con.execute("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'tmbench%'")
        assert after.fetchone()[0] == n_before


@pytest.mark.skipif(not REDIS_URL, reason="needs TURNMEM_TEST_REDIS_URL")
def test_redis_keys_deleted() -> None:
    redis = pytest.importorskip("redis")
    assert REDIS_URL is not None
    client = redis.Redis.from_url(REDIS_URL)
    try:
        before = len(list(client.scan_iter(match="tmbench:*")))
        report = run_benchmark(sessions=2, turns=6, backends=["redis"], redis_url=REDIS_URL)
        assert report["backends"]["redis"]["status"] == "ok"
        assert len(list(client.scan_iter(match="tmbench:*"))) == before
    finally:
        client.close()


def test_unreachable_servers_are_reported_not_raised() -> None:
    report = run_benchmark(
        sessions=1,
        turns=2,
        backends=["postgres", "redis"],
        postgres_url="postgresql://nobody@127.0.0.1:1/none?connect_timeout=2",
        redis_url="redis://127.0.0.1:1/0?socket_connect_timeout=2",
    )
    for name in ("postgres", "redis"):
        status = report["backends"][name]["status"]
        assert status.startswith("unavailable: "), status
    assert "unavailable" in format_table(report)


def test_cli_quick_writes_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r.json"
    db_dir = tmp_path / "db"
    db_dir.mkdir()
    code = main(
        [
            "--sessions",
            "2",
            "--turns",
            "10",
            "--backends",
            "sqlite",
            "--sqlite-dir",
            str(db_dir),
            "--out",
            str(out),
            "--quiet",
        ]
    )
    assert code == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    _check_backend("sqlite", report["backends"]["sqlite"], 2, 10)
    assert "| sqlite |" in capsys.readouterr().out


def test_bad_arguments() -> None:
    with pytest.raises(ValueError, match="unknown backends"):
        run_benchmark(sessions=1, turns=1, backends=["mysql"])
    with pytest.raises(ValueError, match="must be >= 1"):
        run_benchmark(sessions=0, turns=1, backends=["sqlite"])


def test_turns_are_realistic() -> None:
    rng = random.Random(7)
    turns = [make_turn(rng, t) for t in range(30)]
    for t, turn in enumerate(turns):
        assert turn.is_complete
        assert turn.user is not None and 12 <= len(turn.user.split()) <= 30
        assert turn.response is not None and 28 <= len(turn.response.split()) <= 56
        if t % 3 == 2:
            (step,) = turn.steps
            (obs,) = step.observations
            assert 800 <= len(obs.content) <= 1300
            json.loads(obs.content)
        else:
            assert turn.steps == []
