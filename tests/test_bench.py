"""Smoke tests of ``turnmem bench --quick``: the output schema and files, never the times.

The quick run uses the shared data sets when present (``../shared/data`` or
``TURNMEM_DATA_DIR``); without them the data parts must be skipped with the reason.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from turnmem.lab.bench import PARTS, SCHEMA, run_bench
from turnmem.lab.bench.__main__ import main
from turnmem.lab.bench._common import INSTALL_HINT, growth_exponent, timing_stats
from turnmem.lab.bench.compression import keys_and_ids
from turnmem.policy import PRESETS

from .conftest import DATA_DIR

TIMING_KEYS = {"mean_us", "median_us", "min_us", "max_us", "repeats"}


def _check_timing(cell: dict[str, Any]) -> None:
    assert set(cell) == TIMING_KEYS
    assert cell["min_us"] <= cell["median_us"] <= cell["max_us"]
    assert cell["min_us"] <= cell["mean_us"] <= cell["max_us"]
    assert cell["repeats"] >= 3


def _check_available_or_hint(row: dict[str, Any]) -> bool:
    if row.get("available", True):
        return True
    assert row["note"] == INSTALL_HINT or row["note"].startswith(("failed:", "turnmem."))
    return False


def test_quick_bench_schema(tmp_path: Path) -> None:
    lines: list[str] = []
    data = DATA_DIR if DATA_DIR.is_dir() else tmp_path / "no-data"
    results = run_bench(quick=True, out_dir=tmp_path / "out", data_dir=data, progress=lines.append)
    out = tmp_path / "out"

    # files: JSON equal to the return value, markdown, every listed plot
    on_disk = json.loads((out / "bench.json").read_text(encoding="utf-8"))
    assert on_disk == json.loads(json.dumps(results))
    md = (out / "bench.md").read_text(encoding="utf-8")
    assert md.startswith("# turnmem benchmarks (quick mode)")
    for name in results["files"]:
        assert (out / name).is_file(), name
    if results["plots_note"] is None:
        assert "overhead.png" in results["files"]
    assert lines, "progress was never called"

    # run facts
    assert results["schema"] == SCHEMA
    assert results["mode"] == "quick"
    assert results["command"].startswith("turnmem bench --quick")
    assert {"cpus", "memory_gb", "platform", "python"} <= set(results["machine"])
    assert results["versions"]["tiktoken"]
    for peer in results["peers"].values():
        assert peer["config"]
        assert peer["available"] or peer["note"] == INSTALL_HINT

    # 1. overhead: every preset and reference, per history, median/min/max
    ov = results["overhead"]
    assert ov["status"] == "ok"
    assert ov["histories"] == [100, 1000]
    expected = {*PRESETS, "trim_messages", "naive_recount", "cached_window", "floor"}
    assert set(ov["methods"]) == expected
    for row in ov["methods"].values():
        if not _check_available_or_hint(row):
            continue
        assert set(row["per_turn"]) == {"100", "1000"}
        for cell in row["per_turn"].values():
            _check_timing(cell)
        assert isinstance(row["growth_exponent"], float)
    for name in PRESETS:
        for stat in ("mean", "median"):
            ratios = ov["ratios"][name][stat]
            assert set(ratios["over_floor"]) == {"100", "1000"}
            assert "growth_1000_over_100" in ratios
    # the text is real dialogue when the data is there, else labelled synthetic
    assert ov["turn_source"].startswith("MultiWOZ" if DATA_DIR.is_dir() else "SYNTHETIC")
    assert ov["key_pair"] == []  # the repeated key pair is the full run's
    # the LLM folder against the local server: the memory's own CPU per turn
    llm = ov["llm_folder"]
    assert llm["status"] == "ok" and llm["fallback_events"] == 0
    for cell in llm["per_turn"].values():
        _check_timing(cell["cpu"])
        assert cell["fold_requests"] >= 1  # the timed turns fold through the server
    assert "## 1. Overhead per turn" in md and "With the LLM folder" in md

    # 2-4. data parts: ok with the data, skipped with a reason without it
    for part in ("retention", "compression"):
        if not DATA_DIR.is_dir():
            assert results[part]["status"] == "skipped"
            assert results[part]["reason"]
            continue
        assert results[part]["status"] == "ok"
    if DATA_DIR.is_dir():
        rt = results["retention"]
        assert {"multiwoz", "multiwoz_x5", "crosswoz", "crosswoz_x5"} <= set(rt["sets"])
        for s in rt["sets"].values():
            assert "full_buffer" in s["methods"]
            for row in s["methods"].values():
                if not _check_available_or_hint(row):
                    continue
                for key in ("mean_tokens", "p95_tokens", "last_mean_tokens", "savings"):
                    assert isinstance(row[key], float | int), key
                assert "retention" in row and "retention_vs_full" in row
                assert len(row["tokens_by_turn"]) >= 1
                reach = row["conversations_by_turn"]
                assert len(row["median_tokens_by_turn"]) == len(reach) == len(row["tokens_by_turn"])
                assert reach[0] >= reach[-1] >= 1 and reach == sorted(reach, reverse=True)
        assert "chains of 5" in rt["sets"]["multiwoz_x5"]["source"]
        cp = results["compression"]
        assert cp["sets"]
        for s in cp["sets"].values():
            for row in s["compressors"].values():
                assert {
                    "tokens_before",
                    "tokens_after",
                    "reduction",
                    "keys_kept",
                    "ids_kept",
                } <= set(row)
            assert "full_buffer" in s["in_context"] and "structured" in s["in_context"]
            for row in s["in_context"].values():
                assert {
                    "observation_tokens",
                    "observation_reduction_vs_full",
                    "newest_ids_kept",
                } <= set(row)

    mt = results["maintenance"]
    assert mt["status"] == "ok"
    for name, row in mt["methods"].items():
        if not _check_available_or_hint(row):
            continue
        assert {"llm_calls", "calls_per_100_turns", "prompt_tokens_per_100_turns"} <= set(row), name
        if row["kind"] == "turnmem":
            assert row["max_calls_in_any_fold_batch_turns"] >= 1

    # targets: each a verdict with the measured figure
    assert results["targets"]
    for t in results["targets"]:
        assert set(t) == {"id", "target", "measured", "met", "detail"}
        assert t["met"] in (True, False, None)


def test_data_parts_skip_without_data(tmp_path: Path) -> None:
    results = run_bench(
        quick=True,
        out_dir=tmp_path,
        data_dir=tmp_path / "absent",
        parts=("retention", "compression"),
    )
    for part in ("retention", "compression"):
        assert results[part]["status"] == "skipped"
        assert "absent" in results[part]["reason"]
    for part in ("overhead", "maintenance"):
        assert results[part]["status"] == "skipped"
    assert (tmp_path / "bench.json").is_file()
    assert "Skipped:" in (tmp_path / "bench.md").read_text(encoding="utf-8")


def test_module_entry_point(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["--quick", "--out", str(tmp_path), "--data", str(tmp_path / "x"), "--parts", "compression"]
    )
    assert code == 0
    assert "# turnmem benchmarks" in capsys.readouterr().out
    assert json.loads((tmp_path / "bench.json").read_text())["compression"]["status"] == "skipped"


def test_unknown_part_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown bench parts"):
        run_bench(quick=True, out_dir=tmp_path, data_dir=None, parts=("speed",))
    assert set(PARTS) == {"overhead", "retention", "maintenance", "compression"}


def test_growth_exponent_and_stats() -> None:
    hs = [100, 1000, 10000]
    assert growth_exponent(hs, [5.0, 5.0, 5.0]) == 0.0
    assert math.isclose(growth_exponent(hs, [1.0, 10.0, 100.0]) or 0.0, 1.0)
    assert growth_exponent([100], [1.0]) is None
    stats = timing_stats([3000.0, 1000.0, 2000.0])
    assert stats == {"mean_us": 2.0, "median_us": 2.0, "min_us": 1.0, "max_us": 3.0, "repeats": 3}
    # the mean amortises the one costly turn (a fold) that the median skips
    stats = timing_stats([1000.0, 1000.0, 1000.0, 9000.0])
    assert (stats["median_us"], stats["mean_us"]) == (1.0, 3.0)


def test_keys_and_ids() -> None:
    keys, ids = keys_and_ids(
        '{"order_id": "#W4817420", "payment_methods": {"credit_card_4421486": {"brand": "visa"}},'
        ' "dob": "1984-03-05", "items": [{"item_id": "6086499569", "name": "Lamp"}]}'
    )
    assert keys == {
        "order_id",
        "payment_methods",
        "credit_card_4421486",
        "brand",
        "dob",
        "items",
        "item_id",
        "name",
    }
    assert ids == {"#W4817420", "credit_card_4421486", "6086499569"}
    _, paths = keys_and_ids("[File: /repo/src/pkg/mod.py (372 lines total)]\nsee tests/test_mod.py")
    assert paths == {"/repo/src/pkg/mod.py", "tests/test_mod.py"}
