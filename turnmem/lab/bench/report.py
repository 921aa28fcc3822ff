"""The benchmark's outputs besides ``bench.json``: the target verdicts, ``bench.md`` and plots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from turnmem.lab.plot import FULL_BUFFER_LABEL, Curve, plot_curves

__all__ = ["evaluate_targets", "render_markdown", "write_plots"]


def _one_us(v: float) -> str:
    if v >= 10_000:
        return f"{v / 1000:,.1f} ms"
    if v >= 1000:
        return f"{v / 1000:.2f} ms"
    return f"{v:.0f} µs" if v >= 10 else f"{v:.1f} µs"


def _fmt_us(cell: dict[str, Any] | None) -> str:
    """``mean / median (min–max)`` of a timing cell."""
    if not cell:
        return "-"
    one = _one_us
    mean = one(cell["mean_us"]) + " / " if "mean_us" in cell else ""
    return f"{mean}{one(cell['median_us'])} ({one(cell['min_us'])}–{one(cell['max_us'])})"


def _pct(v: float | None) -> str:
    return "-" if v is None else f"{100 * v:.1f}%"


def _num(v: float | None, nd: int = 0) -> str:
    return "-" if v is None else f"{v:,.{nd}f}"


# --- targets ------------------------------------------------------------------------------


def _target(
    tid: str, text: str, measured: str, met: bool | None, detail: str = ""
) -> dict[str, Any]:
    return {"id": tid, "target": text, "measured": measured, "met": met, "detail": detail}


# Presets that claim to remember beyond a window (target c is theirs).
_MEMORY_PRESETS = ("structured", "hierarchical", "summary_buffer")


def evaluate_targets(results: dict[str, Any]) -> list[dict[str, Any]]:
    """Verdict of every target of the issue from the measured figures (None = not measured)."""
    out: list[dict[str, Any]] = []
    ov = results.get("overhead", {})
    if ov.get("status") == "ok":
        out += _overhead_targets(ov)
    mt = results.get("maintenance", {})
    if mt.get("status") == "ok":
        for name, row in mt["methods"].items():
            if row.get("kind") != "turnmem" or not row.get("available") or "every_turn" in name:
                continue
            fb = row["fold_batch"]
            worst = row["max_calls_in_any_fold_batch_turns"]
            out.append(
                _target(
                    f"b:{name}",
                    "at most one maintenance LLM call per fold_batch turns",
                    f"{row['calls_per_100_turns']} calls/100 turns (bound {100 / fb:.0f}); "
                    f"at most {worst} call(s) in any {fb} consecutive turns",
                    worst <= 1,
                )
            )
    rt = results.get("retention", {})
    if rt.get("status") == "ok":
        for set_name, s in rt["sets"].items():
            if "_x" not in set_name or not s.get("has_gold"):
                continue
            for name, row in s["methods"].items():
                if name not in _MEMORY_PRESETS or not row.get("available"):
                    continue
                sv, rv = row.get("last_savings"), row.get("retention_vs_full")
                out.append(
                    _target(
                        f"c:{set_name}:{name}",
                        "by the end of long conversations >= 80% fewer context tokens than "
                        "the full buffer, keeping >= 95% of its gold slot-value retention",
                        f"last-turn savings {_pct(sv)}, retention {_pct(rv)} of the full "
                        f"buffer's (last turn {_pct(row.get('last_retention_vs_full'))})",
                        None if sv is None or rv is None else (sv >= 0.8 and rv >= 0.95),
                    )
                )
    cp = results.get("compression", {})
    if cp.get("status") == "ok":
        for set_name, s in cp["sets"].items():
            for name, row in s["in_context"].items():
                if name == "full_buffer":
                    continue
                red = row.get("observation_reduction_vs_full")
                ids = row.get("newest_ids_kept")
                keys = row.get("newest_keys_kept")
                kept_ok = all(v is None or v >= 0.99 for v in (ids, keys))
                out.append(
                    _target(
                        f"d:{set_name}:{name}",
                        ">= 60% fewer observation tokens in context, ids and keys kept",
                        f"{_pct(red)} fewer; newest observation ids kept {_pct(ids)}, keys "
                        f"{_pct(keys)}",
                        None if red is None else (red >= 0.6 and kept_ok),
                    )
                )
    return out


#: issue 16: (preset, at least this many times below trim_messages, within this many times
#: the floor), on the mean per turn at 1,000 turns of history
_OVERHEAD_TARGETS = (("structured", 50.0, 60.0), ("sliding_window", 200.0, 10.0))


def _overhead_targets(ov: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    hs = ov["histories"]
    lo, hi = hs[0], hs[-1]
    mid = 1000 if 1000 in hs else hi
    real = ov["turn_source"].startswith("MultiWOZ")
    detail = "" if real else "synthetic text: the targets are for MultiWOZ val text"
    for name, below, floor in _OVERHEAD_TARGETS:
        row = ov["ratios"].get(name, {}).get("mean", {})
        t = row.get(f"trim_messages_over_this_at_{mid}")
        out.append(
            _target(
                f"a1:{name}",
                f"mean per turn at 1,000 turns at least {below:.0f}x below trim_messages "
                "(exact counter)",
                "trim_messages not installed" if t is None else f"{t}x",
                None if t is None or not real else t >= below,
                detail,
            )
        )
        f = row.get("over_floor", {}).get(str(mid))
        out.append(
            _target(
                f"a2:{name}",
                f"mean per turn at 1,000 turns within {floor:.0f}x of the floor "
                "(tokenizing the new turn once)",
                "-" if f is None else f"{f}x the floor",
                None if f is None or not real else f <= floor,
                detail,
            )
        )
    g = ov["ratios"].get("structured", {}).get("mean", {}).get(f"growth_{hi}_over_{lo}")
    out.append(
        _target(
            "a3:structured",
            "structured mean per turn at 5,000 turns of history within 2x of 100 turns",
            f"{g}x ({hi:,} vs {lo:,} turns)",
            (g <= 2.0) if (g is not None and hi >= 5000 and real) else None,
            "" if hi >= 5000 else f"quick mode stops at {hi:,} turns",
        )
    )
    for k, pair in enumerate(ov.get("key_pair", [])):
        t, f = pair.get("trim_messages_over_structured"), pair.get("structured_over_floor")
        out.append(
            _target(
                f"a4:round{k + 1}",
                "the key pair again (1,000 turns, mean): structured vs trim_messages and floor",
                f"{t}x below trim_messages, {f}x the floor",
                None if t is None or f is None or not real else (t >= 50 and f <= 60),
            )
        )
    return out


# --- markdown -----------------------------------------------------------------------------


def _overhead_md(ov: dict[str, Any]) -> list[str]:
    hs = ov["histories"]
    lines = [
        "## 1. Overhead per turn (add + context, offline folder)",
        "",
        "Mean per turn (folds amortised) / median turn (min–max turn) over "
        f"{ov['repeats']} blocks; history source: {ov['turn_source']}; budget "
        f"{ov['budget']:,} tokens.",
        "",
        "| method | " + " | ".join(f"{h:,} turns" for h in hs) + " | growth exponent (mean) |",
        "|---|" + "---|" * (len(hs) + 1),
    ]
    for name, row in ov["methods"].items():
        if not row.get("available"):
            lines.append(f"| {name} | " + " | ".join(row.get("note", "-") for _ in hs) + " | - |")
            continue
        cells = " | ".join(_fmt_us(row["per_turn"].get(str(h))) for h in hs)
        lines.append(f"| {name} | {cells} | {row.get('growth_exponent')} |")
    lo, hi = hs[0], hs[-1]
    mid = 1000 if 1000 in hs else hi
    lines += [
        "",
        f"Ratios (same run), mean / median: growth = time at {hi:,} / time at {lo:,}; peer "
        f"ratios at {mid:,} turns = peer time / preset time; floor ratio = preset time / floor.",
        "",
        "| preset | growth | trim_messages / preset | naive_recount / preset | "
        + " | ".join(f"/ floor at {h:,}" for h in hs)
        + " |",
        "|---|---|---|---|" + "---|" * len(hs),
    ]

    def pair(row: dict[str, Any], get: Any) -> str:
        a, b = get(row.get("mean", {})), get(row.get("median", {}))
        return f"{_num(a, 1) if a is not None else '-'} / {_num(b, 1) if b is not None else '-'}"

    for name, row in ov["ratios"].items():
        if not isinstance(row, dict):
            continue
        fl = " | ".join(pair(row, lambda r, h=h: r.get("over_floor", {}).get(str(h))) for h in hs)
        lines.append(
            f"| {name} | {pair(row, lambda r: r.get(f'growth_{hi}_over_{lo}'))} | "
            f"{pair(row, lambda r: r.get(f'trim_messages_over_this_at_{mid}'))} | "
            f"{pair(row, lambda r: r.get(f'naive_recount_over_this_at_{mid}'))} | {fl} |"
        )
    for key, val in ov["ratios"].items():
        if not isinstance(val, dict):
            lines.append(f"\n{key.replace('_', ' ')}: {val}x")
    for k, rnd in enumerate(ov.get("key_pair", [])):
        means = ", ".join(f"{n} {_one_us(v)}" for n, v in rnd["mean_us"].items())
        lines.append(
            f"\nKey pair, round {k + 1} (1,000 turns, mean): {means}; structured "
            f"{rnd.get('trim_messages_over_structured')}x below trim_messages, "
            f"{rnd.get('structured_over_floor')}x the floor; sliding_window "
            f"{rnd.get('trim_messages_over_sliding_window')}x below, "
            f"{rnd.get('sliding_window_over_floor')}x the floor."
        )
    llm = ov.get("llm_folder")
    if llm and llm.get("status") == "ok":
        lines += [
            "",
            f"With the LLM folder ({llm['config']}): the memory's own CPU per turn, mean / "
            "median (min–max), and the wall time per turn (model time included) for reference.",
            "",
            "| history | CPU per turn | wall mean | fold requests |",
            "|---|---|---|---|",
        ]
        for h in llm["histories"]:
            cell = llm["per_turn"][str(h)]
            lines.append(
                f"| {h:,} | {_fmt_us(cell['cpu'])} | {_one_us(cell['wall_mean_us'])} | "
                f"{cell['fold_requests']} |"
            )
        lines.append(f"\nGrowth of the mean CPU per turn: {llm['growth_mean_cpu']}x.")
    return [*lines, ""]


def _retention_md(rt: dict[str, Any]) -> list[str]:
    lines = [
        "## 2. Context tokens against gold slot-value retention",
        "",
        f"Budget {rt['budget']:,} tokens (only the policy limits the context). Savings are "
        "against the full buffer of the same run; `_xN` rows replay chains of N consecutive "
        "dialogues as one user's conversation. Retention = share of gold slot values present "
        "in the context (MultiWOZ/CrossWOZ; tau-bench has no gold). Last-turn sections are the "
        "mean tokens of each tier at the last turn.",
        "",
    ]
    if rt.get("limit_per_set"):
        lines += [f"Quick mode: first {rt['limit_per_set']} dialogues per data set.", ""]
    for set_name, s in rt["sets"].items():
        lines += [
            f"### {set_name} - {s['dialogues']} conversations, {s['turns']:,} turns",
            "",
            "| method | mean tokens | p95 | last-turn mean | savings | last-turn savings | "
            "retention | vs full | last-turn vs full | last-turn sections |",
            "|---|---|---|---|---|---|---|---|---|---|",
        ]
        for name, row in s["methods"].items():
            if not row.get("available"):
                lines.append(f"| {name} | {row.get('note')} |" + " |" * 8)
                continue
            secs = row.get("last_sections_mean") or {}
            sec = ", ".join(
                f"{k} {v:,.0f}" for k, v in secs.items() if v and k not in ("priming", "pinned")
            )
            lines.append(
                f"| {name} | {_num(row['mean_tokens'])} | {_num(row['p95_tokens'])} | "
                f"{_num(row['last_mean_tokens'])} | {_pct(row.get('savings'))} | "
                f"{_pct(row.get('last_savings'))} | {_pct(row.get('retention'))} | "
                f"{_pct(row.get('retention_vs_full'))} | "
                f"{_pct(row.get('last_retention_vs_full'))} | {sec or '-'} |"
            )
        lines.append("")
    return lines


def _maintenance_md(mt: dict[str, Any]) -> list[str]:
    lines = [
        "## 3. Maintenance cost",
        "",
        f"One conversation of {mt['turns']:,} turns ({mt['turn_source']}).",
        "",
        "| method | calls / 100 turns | prompt tokens / 100 turns | completion tokens / 100 "
        "turns | mean context tokens | configuration |",
        "|---|---|---|---|---|---|",
    ]
    for name, row in mt["methods"].items():
        if not row.get("available"):
            lines.append(f"| {name} | {row.get('note')} | | | | {row.get('config')} |")
            continue
        lines.append(
            f"| {name} | {row['calls_per_100_turns']} | "
            f"{_num(row['prompt_tokens_per_100_turns'])} | "
            f"{_num(row['completion_tokens_per_100_turns'])} | "
            f"{_num(row['mean_context_tokens'])} | {row['config']} |"
        )
    return [*lines, ""]


def _compression_md(cp: dict[str, Any]) -> list[str]:
    lines = ["## 4. Tool-output compression", ""]
    for set_name, s in cp["sets"].items():
        lines += [
            f"### {set_name} - {s['dialogues']} trajectories, cap {s['cap_tokens']} tokens",
            "",
            "| compressor | observations (over cap) | tokens before | after | reduction | "
            "keys kept | ids kept |",
            "|---|---|---|---|---|---|---|",
        ]
        for name, row in s["compressors"].items():
            lines.append(
                f"| {name} | {row['observations']} ({row['over_cap']}) | "
                f"{_num(row['tokens_before'])} | {_num(row['tokens_after'])} | "
                f"{_pct(row['reduction'])} | {_pct(row['keys_kept'])} | {_pct(row['ids_kept'])} |"
            )
        lines += [
            "",
            "| in the agent loop | budget | LLM calls | observation tokens in context | fewer "
            "than full buffer | newest keys kept | newest ids kept |",
            "|---|---|---|---|---|---|---|",
        ]
        for name, row in s["in_context"].items():
            lines.append(
                f"| {name} | {row['budget']:,} | {row['llm_calls']} | "
                f"{_num(row['observation_tokens'])} | "
                f"{_pct(row['observation_reduction_vs_full'])} | "
                f"{_pct(row['newest_keys_kept'])} | {_pct(row['newest_ids_kept'])} |"
            )
        lines.append("")
    return lines


def render_markdown(results: dict[str, Any]) -> str:
    """bench.md: the run's facts, one table per part, the target verdicts."""
    m = results["machine"]
    lines = [
        f"# turnmem benchmarks ({results['mode']} mode)",
        "",
        f"- date: {results['date']}",
        f"- machine: {m['cpus']} CPUs, {m.get('memory_gb', '?')} GB RAM, {m['platform']}, "
        f"Python {m['python']}; load average (1/5/15 min) {m.get('loadavg_start')} at the "
        f"start, {m.get('loadavg_end')} at the end",
        f"- command: `{results['command']}`",
        f"- data: {results['data']}",
        "- versions: " + ", ".join(f"{k} {v}" for k, v in results["versions"].items() if v),
        f"- elapsed: {results.get('elapsed_s', 0):.0f} s",
        "",
        "Peers and their configuration:",
        "",
    ]
    for name, p in results["peers"].items():
        state = f"{p.get('version')}" if p.get("available") else p.get("note")
        lines.append(f"- **{name}** ({state}): {p['config']}")
    lines.append("")
    for key, fn in (
        ("overhead", _overhead_md),
        ("retention", _retention_md),
        ("maintenance", _maintenance_md),
        ("compression", _compression_md),
    ):
        part = results.get(key, {})
        if part.get("status") == "ok":
            lines += fn(part)
        else:
            lines += [f"## {key}", "", f"Skipped: {part.get('reason')}", ""]
    lines += ["## Targets", "", "| target | measured | met |", "|---|---|---|"]
    for t in results.get("targets", []):
        met = {True: "yes", False: "**no**", None: "n/a"}[t["met"]]
        lines.append(f"| {t['id']}: {t['target']} | {t['measured']} | {met} |")
    return "\n".join(lines) + "\n"


# --- plots --------------------------------------------------------------------------------


def write_plots(results: dict[str, Any], out_dir: Path) -> tuple[list[str], str | None]:
    """PNG plots; returns the file names written and why none were (matplotlib missing)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return [], "matplotlib not installed (pip install 'turnmem[plot]')"
    written: list[str] = []
    ov = results.get("overhead", {})
    if ov.get("status") == "ok":
        fig, ax = plt.subplots(figsize=(9, 5.5), dpi=110)
        hs = ov["histories"]
        for name, row in ov["methods"].items():
            if not row.get("available"):
                continue
            ys = [row["per_turn"][str(h)]["mean_us"] for h in hs]
            lo = [y - row["per_turn"][str(h)]["min_us"] for h, y in zip(hs, ys, strict=True)]
            hi = [row["per_turn"][str(h)]["max_us"] - y for h, y in zip(hs, ys, strict=True)]
            style = "-o" if row["kind"] == "turnmem" else "--s"
            ax.errorbar(hs, ys, yerr=[lo, hi], fmt=style, capsize=3, label=name)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("turns of history")
        ax.set_ylabel("time per turn, add + context (µs, mean, min-max)")
        ax.set_title("turnmem per-turn overhead against history length", fontsize=10)
        ax.grid(alpha=0.3, which="both")
        ax.legend(fontsize=8, ncol=2)
        fig.tight_layout()
        fig.savefig(out_dir / "overhead.png")
        plt.close(fig)
        written.append("overhead.png")
    rt = results.get("retention", {})
    if rt.get("status") == "ok":
        for set_name, s in rt["sets"].items():
            if "_x" not in set_name:
                continue
            curves: list[Curve] = []
            reach: list[int] = []
            for name, row in s["methods"].items():
                if not row.get("available"):
                    continue
                style = (
                    "--" if name == "full_buffer" else ("-" if row["kind"] == "turnmem" else ":")
                )
                curves.append(
                    Curve(
                        FULL_BUFFER_LABEL if name == "full_buffer" else name,
                        row.get("median_tokens_by_turn") or row["tokens_by_turn"],
                        style,
                    )
                )
                if len(row.get("conversations_by_turn", [])) > len(reach):
                    reach = list(row["conversations_by_turn"])
            fname = f"tokens_{set_name}.png"
            plot_curves(
                curves,
                reach,
                out_dir / fname,
                title=f"Context tokens per turn - {set_name}",
                xlabel="user turn of the chained conversation",
            )
            written.append(fname)
    cp = results.get("compression", {})
    if cp.get("status") == "ok":
        fig, ax = plt.subplots(figsize=(9, 5), dpi=110)
        labels: list[str] = []
        values: list[float] = []
        for set_name, s in cp["sets"].items():
            for name, row in s["in_context"].items():
                labels.append(f"{set_name}\n{name}")
                values.append(row["observation_tokens"] / 1000)
        ax.barh(range(len(values)), values)
        ax.set_yticks(range(len(values)), labels, fontsize=7)
        ax.invert_yaxis()
        ax.set_xlabel("observation tokens in context, summed over LLM calls (thousands)")
        ax.set_title("Tool outputs in the agent loop", fontsize=10)
        fig.tight_layout()
        fig.savefig(out_dir / "compression.png")
        plt.close(fig)
        written.append("compression.png")
    return written, None
