"""``--llm`` / ``--base-url`` of the instruments, against the local OpenAI-compatible server.

The LLM folder's figures (calls, requests, tokens, failures, wall time) come out beside the
offline folder's, from the same dialogues.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from turnmem.cli import app
from turnmem.testing import FakeOpenAIServer, HTTPError
from turnmem.testing.endpoints import RejectsMode

from .conftest import data_path

runner = CliRunner()
ANSWER: dict[str, Any] = {"summary": "The user looks for a place to stay.", "updates": []}


def _dst(server: FakeOpenAIServer, *extra: str) -> dict[str, Any]:
    path = data_path("multiwoz21", "val.json.zip")
    args = ["eval", "dst", "--data", str(path), "--limit", "3", "--json"]
    result = runner.invoke(
        app, [*args, "--llm", "openai/fake", "--base-url", server.base_url, *extra]
    )
    assert result.exit_code == 0, result.output
    return dict(json.loads(result.output))


def test_eval_dst_reports_the_llm_folder_beside_the_offline_one() -> None:
    gate = RejectsMode("json", ANSWER)  # answers tools and json_schema requests
    with FakeOpenAIServer(responder=gate) as server:
        report = _dst(server)
        requests = len(server.requests)
    results = {r["policy"]: r for r in report["results"]}
    assert set(results) == {"full_buffer", "sliding_window", "turnmem (offline)", "turnmem (llm)"}
    assert results["turnmem (offline)"]["llm_requests"] == 0
    assert results["turnmem (llm)"]["llm_requests"] == requests > 0
    llm = report["llm"]
    assert llm["folder"] == "instructor:fake" and llm["mode"] == "tools"
    assert llm["calls"] == results["turnmem (llm)"]["folds"] and llm["failures"] == 0
    assert llm["requests"] == requests and llm["prompt_tokens"] > 0
    assert llm["wall_seconds"] >= llm["max_seconds"] >= 0


def test_failures_are_counted_with_their_reason() -> None:
    body = {"error": {"message": "upstream exploded"}}
    with FakeOpenAIServer(
        responder=lambda _: HTTPError(500, body, {"x-should-retry": "false"})
    ) as server:
        report = _dst(server)
    llm = report["llm"]
    assert llm["calls"] == llm["failures"] > 0
    assert list(llm["failure_reasons"]) == ["HTTP 500: upstream exploded"]


def test_replay_takes_the_same_options() -> None:
    path = data_path("multiwoz21", "val.json.zip")
    with FakeOpenAIServer(responder=RejectsMode("json", ANSWER)) as server:
        result = runner.invoke(
            app,
            [
                "replay", str(path), "--format", "multiwoz", "--policy", "structured",
                "--limit", "2", "--json", "--llm", "openai/fake", "--base-url", server.base_url,
                "--llm-mode", "json_schema",
            ],
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        assert all(r.get("response_format") for r in server.requests)
    report = json.loads(result.output)
    assert {p["policy"] for p in report["presets"]} == {
        "full_buffer",
        "structured (offline)",
        "structured (llm)",
    }
    assert report["llm"]["mode"] == "json_schema" and report["llm"]["calls"] > 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--llm", "gpt-4o"], "write provider/model"),
        (["--base-url", "http://127.0.0.1:9/v1"], "--base-url needs --llm"),
        (["--llm", "openai/x", "--llm-mode", "grammar"], "llm_mode must be one of"),
    ],
)
def test_bad_llm_options_are_one_line_errors(args: list[str], message: str) -> None:
    path = data_path("multiwoz21", "val.json.zip")
    result = runner.invoke(app, ["eval", "dst", "--data", str(path), "--limit", "1", *args])
    assert result.exit_code != 0
    assert message in result.output
