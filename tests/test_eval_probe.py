"""``turnmem eval probe``: the long-conversation question-answer instrument and its probe set."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest
from typer.testing import CliRunner

from turnmem import MemoryPolicy
from turnmem.cli import app
from turnmem.errors import ConfigurationError
from turnmem.lab.eval_probe import ProbeConversation, _turns, load_probes, run_probe

PROBES = Path(__file__).parent / "data" / "probes" / "probes.jsonl"
runner = CliRunner()


def conversation(**over: object) -> dict[str, object]:
    base: dict[str, object] = {
        "id": "c1",
        "messages": [
            {"role": "system", "content": "You are helpful."},
            {"role": "user", "content": "My dog is called Biscuit.",
             "timestamp": "2026-01-05T19:00:00Z"},
            {"role": "assistant", "content": "What a lovely name."},
            *[
                m
                for i in range(12)
                for m in (
                    {"role": "user", "content": f"Tell me fact number {i} about the sea."},
                    {"role": "assistant", "content": f"Sea fact {i}: the ocean is deep and wide."},
                )
            ],
        ],
        "questions": [
            {"question": "What's my dog called?", "answers": ["biscuit"]},
            {"question": "Is my cat called Mochi?", "answers": ["Mochi"]},  # not in the history
        ],
    }  # fmt: skip
    base.update(over)
    return base


def write(tmp_path: Path, *convs: dict[str, object]) -> Path:
    path = tmp_path / "p.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in convs) + "\n", encoding="utf-8")
    return path


def test_the_score_counts_only_answerable_questions_and_not_the_question_itself(
    tmp_path: Path,
) -> None:
    convs = load_probes(write(tmp_path, conversation()))
    rows = run_probe(
        convs,
        {
            "full_buffer": MemoryPolicy.full_buffer(budget=100_000),
            "window": MemoryPolicy.sliding_window(turns=2, budget=100_000),
        },
        budget=100_000,
    )
    full, window = rows
    assert (full.questions, full.answerable, full.found, full.score) == (2, 1, 1, 1.0)
    assert (window.answerable, window.found, window.score) == (1, 0, 0.0)
    assert full.by_conversation == {"c1": 1.0}
    assert window.mean_tokens < full.mean_tokens


def test_an_answer_said_in_the_question_only_is_not_found(tmp_path: Path) -> None:
    conv = conversation(questions=[{"question": "Is it Biscuit?", "answers": ["Biscuit"]}])
    (window,) = run_probe(
        load_probes(write(tmp_path, conv)),
        {"window": MemoryPolicy.sliding_window(turns=1, budget=100_000)},
        budget=100_000,
    )
    assert (window.answerable, window.found) == (1, 0)


def test_timestamps_reach_the_turns() -> None:
    conv = ProbeConversation.model_validate(conversation())
    pinned, turns = _turns(conv)
    assert pinned == ["You are helpful."]
    assert turns[0].timestamp == datetime(2026, 1, 5, 19, 0, tzinfo=timezone.utc)
    assert turns[0].response == "What a lovely name."
    assert len(turns) == 13


@pytest.mark.parametrize(
    ("line", "needle"),
    [
        ("not json", "p.jsonl:1: not JSON"),
        (json.dumps(conversation(questions=[])), "field questions"),
        (json.dumps(conversation(messages=[{"role": "robot", "content": "x"}])),
         "field messages.0.role"),
        (json.dumps(conversation(questions=[{"question": "q", "answers": [" "]}])),
         "field questions.0.answers"),
    ],
)  # fmt: skip
def test_bad_probe_files_name_the_line_and_field(tmp_path: Path, line: str, needle: str) -> None:
    path = tmp_path / "p.jsonl"
    path.write_text(line + "\n", encoding="utf-8")
    with pytest.raises(ConfigurationError, match=needle.replace(".", r"\.")):
        load_probes(path)


def test_the_shipped_probe_set_is_long_bilingual_and_answers_come_early() -> None:
    convs = load_probes(PROBES)
    assert len(convs) >= 8
    assert sum(len(c.questions) for c in convs) >= 100
    ids = {c.id.split("-")[0] for c in convs}
    assert ids == {"en", "zh"}
    for c in convs:
        texts = [m.content.casefold() for m in c.messages]
        half = len(texts) // 2
        for q in c.questions:
            hits = [k for k, t in enumerate(texts) for a in q.answers if a.casefold() in t]
            assert hits, (c.id, q.question)
            assert max(hits) < half, (c.id, q.question)  # mentioned early, asked at the end
            assert not any(a.casefold() in q.question.casefold() for a in q.answers)


def test_probe_set_small_scale_full_history_scores_one_and_a_short_window_nothing() -> None:
    convs = [c for c in load_probes(PROBES) if c.id in ("en-trip-planning", "zh-moving-house")]
    rows = run_probe(
        convs,
        {
            "full_buffer": MemoryPolicy.full_buffer(budget=100_000),
            "window": MemoryPolicy.sliding_window(turns=4, budget=1500),
            "structured": MemoryPolicy.structured(budget=1500),
        },
        budget=1500,
    )
    by = {r.policy: r for r in rows}
    assert by["window"].found == 0  # the details are in the first sessions only
    assert by["structured"].found <= by["structured"].answerable == 26
    big = run_probe(convs, {"full": MemoryPolicy.full_buffer(budget=100_000)}, budget=100_000)
    assert big[0].score == 1.0 and big[0].answerable == 26


def test_cli_eval_probe_json(tmp_path: Path) -> None:
    path = write(tmp_path, conversation())
    result = runner.invoke(
        app, ["eval", "probe", str(path), "--budget", "100000", "--preset", "sliding_window",
              "--json"]
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    scores = {r["policy"]: r["score"] for r in report["results"]}
    assert scores["full_buffer"] == 1.0 and "sliding_window" in scores
    bad = runner.invoke(app, ["eval", "probe", str(tmp_path / "missing.jsonl")])
    assert bad.exit_code == 1 and "error" in bad.output
