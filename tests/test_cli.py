"""Every CLI command runs offline, has --help, prints one-line errors and machine-readable JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from turnmem import Turn, TurnMemory
from turnmem.cli import app

from .conftest import data_path

runner = CliRunner()
COMMANDS = ["demo", "tokens", "replay", "inspect", "export", "import", "eval dst", "bench"]


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command: str) -> None:
    result = runner.invoke(app, [*command.split(), "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_demo_json_shows_savings_and_folds(lang: str) -> None:
    result = runner.invoke(app, ["demo", "--lang", lang, "--json"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.output.splitlines()]
    assert len(rows) >= 12
    assert all(r["context_tokens"] <= 3000 for r in rows)
    last = rows[-1]
    assert last["context_tokens"] < last["full_buffer_tokens"] * 0.5
    assert any("folded" in e for r in rows for e in r["events"])
    assert any(n.startswith(("compressed", "cleared")) for r in rows for n in r["notes"])


def test_demo_tables_render() -> None:
    result = runner.invoke(app, ["demo"])
    assert result.exit_code == 0, result.output
    assert "saved" in result.output and "full buffer" in result.output


def test_entry_point_runs_as_a_script() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "turnmem.cli", "demo", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.count("\n") >= 12


def test_tokens_command(tmp_path: Path) -> None:
    f = tmp_path / "msgs.json"
    f.write_text(
        json.dumps(
            [
                {
                    "role": "system",
                    "content": "You are a helpful assistant that can answer to questions about the weather.",
                },
                {"role": "user", "content": "What's the weather like in San Francisco?"},
            ]
        )
    )
    result = runner.invoke(app, ["tokens", str(f), "--model", "gpt-4o", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["total"] == sum(data["per_message"]) + 3 and data["encoding"] == "o200k_base"


def test_errors_are_one_line_with_exit_code_1(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('[{"role": "robot", "content": 1}]')
    result = runner.invoke(app, ["replay", str(bad), "--format", "openai-jsonl"])
    assert result.exit_code == 1
    assert (
        result.output.strip().startswith("error:") and len(result.output.strip().splitlines()) == 1
    )
    result = runner.invoke(app, ["tokens", str(tmp_path / "missing.json")])
    assert result.exit_code == 1 and "error:" in result.output


def test_replay_openai_jsonl_with_plot(tmp_path: Path) -> None:
    lines = []
    for d in range(3):
        msgs = []
        for k in range(12):
            msgs += [
                {
                    "role": "user",
                    "content": f"dialogue {d} question {k}: I want to book room {k} for {k + 1} people",
                },
                {"role": "assistant", "content": f"Booked room {k}."},
            ]
        lines.append(json.dumps({"messages": msgs}))
    f = tmp_path / "t.jsonl"
    f.write_text("\n".join(lines))
    out, png = tmp_path / "r.json", tmp_path / "r.png"
    result = runner.invoke(
        app,
        [
            "replay",
            str(f),
            "--format",
            "openai-jsonl",
            "--policy",
            "full_buffer,sliding_window,structured",
            "--budget",
            "2000",
            "--out",
            str(out),
            "--plot",
            str(png),
        ],
    )
    assert result.exit_code == 0, result.output
    report = json.loads(out.read_text())
    assert [p["policy"] for p in report["presets"]] == [
        "full_buffer",
        "sliding_window",
        "structured",
    ]
    assert png.stat().st_size > 10_000 and png.read_bytes()[:4] == b"\x89PNG"
    for preset in report["presets"]:  # every conversation has 12 user turns
        assert preset["conversations_by_turn"] == [3] * 12
        assert len(preset["median_tokens_by_turn"]) == 12


def test_replay_curves_are_per_turn_medians_with_counts() -> None:
    """Conversations of different lengths: the median at each turn, and how many reach it."""
    from turnmem.lab.replay import per_turn_curves

    means, medians, reach = per_turn_curves([[10, 20, 30], [20, 40], [90]])
    assert means == [40, 30, 30] and medians == [20, 30, 30] and reach == [3, 2, 1]
    assert per_turn_curves([]) == ([], [], [])


def test_replay_plot_labels_the_baseline_as_cut_to_budget(tmp_path: Path) -> None:
    from turnmem.lab.plot import plot_tokens_by_turn
    from turnmem.lab.replay import ReplayStats

    def row(policy: str, medians: list[float]) -> ReplayStats:
        return ReplayStats(
            policy=policy,
            dialogues=2,
            turns=3,
            mean_tokens=1.0,
            p95_tokens=1.0,
            last_mean_tokens=1.0,
            savings=None,
            last_savings=None,
            retention=None,
            retention_vs_full=None,
            llm_requests=0,
            folds=0,
            tokens_by_turn=medians,
            median_tokens_by_turn=medians,
            conversations_by_turn=[2, 1],
        )

    png = tmp_path / "p.png"
    labels = plot_tokens_by_turn(
        [row("full_buffer", [10, 30]), row("structured", [10, 12])], png, title="t"
    )
    assert labels == ["full buffer (cut to budget)", "structured"]
    assert png.read_bytes()[:4] == b"\x89PNG"


def test_replay_multiwoz_table() -> None:
    path = data_path("multiwoz21", "val.json.zip")
    result = runner.invoke(
        app,
        [
            "replay",
            str(path),
            "--format",
            "multiwoz",
            "--policy",
            "full_buffer,sliding_window,structured",
            "--limit",
            "10",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    presets = {p["policy"]: p for p in json.loads(result.output)["presets"]}
    assert presets["full_buffer"]["retention"] > 0.8
    assert presets["sliding_window"]["turns"] == presets["full_buffer"]["turns"] > 0


def test_eval_dst_crosswoz() -> None:
    path = data_path("crosswoz", "val.json.zip")
    result = runner.invoke(
        app, ["eval", "dst", "--data", str(path), "--format", "crosswoz", "--limit", "10", "--json"]
    )
    assert result.exit_code == 0, result.output
    results = {r["policy"]: r for r in json.loads(result.output)["results"]}
    assert set(results) == {"full_buffer", "sliding_window", "turnmem"}
    assert all(r["retention"] is not None for r in results.values())


def test_eval_dst_skip_takes_a_held_out_range() -> None:
    """``--skip N --limit M`` replays dialogues N..N+M-1: a range disjoint from the first M."""
    path = data_path("crosswoz", "val.json.zip")
    runs = {}
    for skip in (0, 4, 2):
        args = ["eval", "dst", "--data", str(path), "--format", "crosswoz", "--limit", "2"]
        result = runner.invoke(app, [*args, "--skip", str(skip), "--json"])
        assert result.exit_code == 0, result.output
        report = json.loads(result.output)
        assert report["skip"] == skip and report["dialogues"] == 2
        runs[skip] = {r["policy"]: r for r in report["results"]}["full_buffer"]
    together = runner.invoke(
        app, ["eval", "dst", "--data", str(path), "--format", "crosswoz", "--limit", "4", "--json"]
    )
    whole = {r["policy"]: r for r in json.loads(together.output)["results"]}["full_buffer"]
    # the first four dialogues are the ranges 0..1 and 2..3, contexts counted once each
    assert runs[0]["turns"] + runs[2]["turns"] == whole["turns"]
    assert runs[4]["turns"] != runs[0]["turns"] or runs[4]["mean_tokens"] != runs[0]["mean_tokens"]


def test_inspect_export_import_round_trip(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    with TurnMemory(system="sys", store=url, session_id="u1", llm="rule") as memory:
        for k in range(7):
            memory.add(Turn(user=f"I need {k + 2} tickets to Paris", response="ok"))
    result = runner.invoke(app, ["inspect", "u1", "--store", url, "--context", "--json"])
    assert result.exit_code == 0, result.output
    info = json.loads(result.output)
    assert info["turns"] == 7 and info["context"]["tokens"] > 0
    doc = tmp_path / "u1.json"
    assert runner.invoke(app, ["export", "u1", "--store", url, "--out", str(doc)]).exit_code == 0
    assert (
        runner.invoke(app, ["import", str(doc), "--store", url, "--session", "u2"]).exit_code == 0
    )
    again = json.loads(runner.invoke(app, ["inspect", "u2", "--store", url, "--json"]).output)
    assert (
        again["turns"] == 7
        and again["summary"] == info["summary"]
        and again["state"] == info["state"]
    )
    missing = runner.invoke(app, ["inspect", "nope", "--store", url])
    assert missing.exit_code == 1 and "no session" in missing.output


def _conversation(k: int) -> list[dict[str, object]]:
    call = {"id": f"c{k}", "type": "function", "function": {"name": "search", "arguments": "{}"}}
    return [
        {"role": "user", "content": f"Find me a flight to city {k}, please."},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": f"c{k}", "content": '{"flights": 3}'},
        {"role": "assistant", "content": f"Three flights to city {k}."},
        {"role": "user", "content": "Book the first one."},
        {"role": "assistant", "content": "Booked."},
    ]


def _shapes(tmp_path: Path) -> dict[str, Path]:
    """The same two conversations written in every shape the shared reader accepts."""
    convs = [_conversation(0), _conversation(1)]
    files = {
        "object per line": "\n".join(
            json.dumps({"id": f"d{k}", "messages": c}) for k, c in enumerate(convs)
        ),
        "list per line": "\n".join(json.dumps(c) for c in convs),
        "json document": json.dumps([{"messages": c} for c in convs], indent=2),
    }
    out = {name: tmp_path / f"{name.replace(' ', '_')}.jsonl" for name in files}
    for name, text in files.items():
        out[name].write_text(text + "\n", encoding="utf-8")
    single = tmp_path / "message_per_line.jsonl"
    single.write_text("".join(json.dumps(m) + "\n" for m in convs[0]), encoding="utf-8")
    out["message per line"] = single
    return out


def test_tokens_and_replay_read_the_same_jsonl_shapes(tmp_path: Path) -> None:
    counts: dict[str, list[int]] = {}
    for name, path in _shapes(tmp_path).items():
        tok = runner.invoke(app, ["tokens", str(path), "--json"])
        assert tok.exit_code == 0, (name, tok.output)
        data = json.loads(tok.output)
        expected = 1 if name == "message per line" else 2
        assert len(data["conversations"]) == expected, name
        assert data["total"] == sum(c["total"] for c in data["conversations"])
        counts[name] = [c["total"] for c in data["conversations"]]
        rep = runner.invoke(app, ["replay", str(path), "--policy", "sliding_window", "--json"])
        assert rep.exit_code == 0, (name, rep.output)
        presets = {p["policy"]: p for p in json.loads(rep.output)["presets"]}
        assert presets["sliding_window"]["dialogues"] == expected, name
        assert presets["sliding_window"]["turns"] == 2 * expected, name  # two user turns each
    # the same messages count the same, whatever the file shape
    assert counts["object per line"] == counts["list per line"] == counts["json document"]
    assert counts["message per line"] == counts["object per line"][:1]


SECRET = "Customer Jane Roe, card 4111-1111-1111-1111, lives at 12 Elm St. "


@pytest.mark.parametrize(
    "lines",
    [
        # a conversation per line, then a line with one message: mixed shapes
        [
            {"messages": [{"role": "user", "content": SECRET * 500}]},
            {"role": "user", "content": SECRET},
        ],
        # content that is neither text nor parts
        [{"messages": [{"role": "user", "content": {"text": SECRET * 500}}]}],
        # an unknown role (replay rejects it; tokens counts any role)
        [{"messages": [{"role": "robot", "content": SECRET * 500}]}],
        # a message per line: arguments the counter cannot count, a call left unanswered
        [
            {"role": "user", "content": SECRET * 500},
            {
                "role": "assistant",
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {"name": "f", "arguments": {"q": SECRET}},
                    }
                ],
            },
            {"role": "assistant", "content": SECRET * 10},
        ],
        # a line that is neither a conversation nor a message
        [{"transcript": SECRET * 500}],
        # broken JSON on line 2
        [{"messages": [{"role": "user", "content": "hi"}]}, "BROKEN"],
    ],
)
@pytest.mark.parametrize("command", ["tokens", "replay"])
def test_bad_transcript_errors_name_file_and_line_never_the_text(
    tmp_path: Path, command: str, lines: list[object]
) -> None:
    path = tmp_path / "customer.jsonl"
    text = "\n".join(
        '{"messages": [{"role": "user", "content": "' + SECRET
        if line == "BROKEN"
        else json.dumps(line)
        for line in lines
    )
    path.write_text(text + "\n", encoding="utf-8")
    result = runner.invoke(app, [command, str(path)])
    out = result.output.strip()
    if command == "tokens" and "robot" in text:
        # the counter counts any role; nothing to report, and nothing echoed but a preview
        assert result.exit_code == 0, out
        return
    assert result.exit_code == 1, out
    assert out.startswith("error:") and len(out.splitlines()) == 1, out
    assert "customer.jsonl" in out and "line " in out, out
    assert "Jane" not in out and "4111" not in out and len(out) < 400, out


def test_inspect_and_export_do_not_create_a_missing_sqlite_file(tmp_path: Path) -> None:
    db = tmp_path / "typo.db"
    for command in (["inspect", "u1"], ["export", "u1"]):
        result = runner.invoke(app, [*command, "--store", f"sqlite:///{db}"])
        assert result.exit_code == 1, result.output
        assert "no SQLite database" in result.output and str(db) in result.output
        assert not db.exists()


def test_import_into_an_existing_session_suggests_session(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    with TurnMemory(system="sys", store=url, session_id="u1", llm="rule") as memory:
        memory.add(Turn(user="I need 2 tickets to Paris", response="ok"))
    doc = tmp_path / "u1.json"
    assert runner.invoke(app, ["export", "u1", "--store", url, "--out", str(doc)]).exit_code == 0
    again = runner.invoke(app, ["import", str(doc), "--store", url])
    assert again.exit_code == 1, again.output
    assert "already exists" in again.output and "--session" in again.output
    renamed = runner.invoke(app, ["import", str(doc), "--store", url, "--session", "u2"])
    assert renamed.exit_code == 0 and "imported session u2" in renamed.output
