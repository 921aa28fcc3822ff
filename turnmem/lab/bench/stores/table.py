"""The store benchmark's report as a markdown table."""

from __future__ import annotations

from typing import Any

from turnmem.lab.bench.stores.workload import OPS

__all__ = ["format_table"]


def _kib(n: float) -> str:
    return f"{n / 1024:,.0f} KiB"


def format_table(report: dict[str, Any]) -> str:
    """The results as a markdown table (one row per backend)."""
    cfg = report["config"]
    head = (
        f"turnmem store benchmark: {cfg['sessions']:,} sessions x {cfg['turns_per_session']} "
        f"turns = {cfg['total_turns']:,} turns, policy {cfg['policy']}, folder {cfg['folder']}"
    )
    cols = ["backend"]
    for op in OPS:
        cols += [f"{op} p50 ms", f"{op} p95 ms", f"{op} max ms"]
    cols += ["size / 1k turns", "wall s"]
    lines = [head, "", "| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    notes: list[str] = []
    for name, res in report["backends"].items():
        if res["status"] != "ok":
            lines.append(f"| {name} | {res['status']} |" + " |" * (len(cols) - 2))
            continue
        cells = [name]
        for op in OPS:
            st = res["latency"][op]
            cells += [f"{st['median_ms']:.3f}", f"{st['p95_ms']:.3f}", f"{st['max_ms']:.1f}"]
        cells += [_kib(res["size"]["bytes_per_1000_turns"]), f"{res['wall_s']:.1f}"]
        lines.append("| " + " | ".join(cells) + " |")
        notes.append(f"- {name}: size = {res['size']['method']}")
        compact = res["size"]["parts"].get("bytes_after_vacuum_full")
        if compact:
            per_k = compact * 1000 / max(1, res["turns_written"])
            notes.append(f"  after VACUUM FULL: {_kib(per_k)} per 1,000 turns")
        growth = []
        for op in OPS:
            bands = res["latency_by_history"][op]
            if bands:
                growth.append(
                    f"{op} {bands[0]['median_ms']:.3f} -> {bands[-1]['median_ms']:.3f} ms"
                )
        notes.append(
            f"  median from the first to the last history band ({cfg['turns_per_session']} "
            f"turns): " + ", ".join(growth)
        )
    lines += ["", f"total wall time {report['wall_s']:.1f} s", *notes]
    return "\n".join(lines)
