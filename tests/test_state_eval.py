"""``turnmem eval state``: the labelled state set, scored offline, meets the precision-first
thresholds; the scorer counts what it claims; the CLI prints the figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from turnmem.cli import app
from turnmem.domains import TravelState
from turnmem.errors import ConfigurationError
from turnmem.lab.eval_state import (
    StateCase,
    evaluate_state,
    load_cases,
    load_schemas,
    score_case,
)

DATA = Path(__file__).parent / "data" / "state"
SET = DATA / "state_eval.jsonl"
SCHEMAS = f"{DATA / 'schemas.py'}:AirlineState"
runner = CliRunner()


def test_the_labelled_set_is_varied_and_split() -> None:
    cases = load_cases(SET)
    assert len(cases) >= 24
    assert {c.lang for c in cases} == {"en", "zh"}
    domains = {c.domain for c in cases}
    for d in ("customer service", "airline", "travel", "hotel", "restaurant", "banking"):
        assert d in domains
    assert "workflow" in domains
    held = [c for c in cases if c.split == "heldout"]
    assert len(held) * 4 >= len(cases)  # about a third held back
    default, named = load_schemas(SCHEMAS)
    assert {c.schema_name for c in cases} <= set(named)
    assert default.__name__ == "AirlineState"


def test_the_offline_folder_meets_the_thresholds_on_the_dev_split() -> None:
    default, named = load_schemas(SCHEMAS)
    cases = [c for c in load_cases(SET) if c.split == "dev"]
    report = evaluate_state(cases, default, named)
    t = report.total
    assert t.precision is not None and t.precision >= 0.95, report.cases
    assert t.stale_active == 0, [c.stale for c in report.cases if c.stale]
    assert t.recall is not None and t.recall >= 0.9
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.9
    assert t.probe_recall is not None and t.probe_recall >= 0.95
    assert t.duplicates == 0


def _case(**extra: object) -> StateCase:
    return StateCase.model_validate(
        {"id": "x", "messages": [{"role": "user", "content": "hi"}], **extra}
    )


def test_the_scorer_counts_right_wrong_stale_missed_and_goals() -> None:
    state = TravelState.model_validate(
        {
            "destination": "Porto",
            "origin": "Lisbon",
            "party_size": 2,
            "goals": [
                {"id": "g1", "value": "book a flight", "status": "open"},
                {"id": "g2", "value": "tell me the visa rules", "status": "open"},
            ],
            "facts": [{"id": "f1", "value": "Lisbon", "key": "destination"}],
        }
    )
    case = _case(
        gold_fields={"destination": "porto", "party_size": {"one_of": [2, None]}, "budget": "$9"},
        not_active=["Lisbon"],
        probes=["Porto", "Mars"],
        gold_goals=[
            {"match": "flight", "status": ["open", "done"]},
            {"match": "visa", "status": "absent"},
        ],
    )
    score = score_case(case, state, "known state: destination porto")
    assert (score.fields_set, score.fields_right) == (3, 2)  # origin is set but not gold
    assert score.wrong == ["origin='Lisbon'"]
    assert (score.fields_gold, score.fields_recalled, score.missed) == (2, 1, ["budget"])
    assert score.stale == ["Lisbon"]
    assert (score.probes, score.probes_found, score.probes_missed) == (2, 1, ["Mars"])
    assert (score.goals, score.goals_right) == (2, 1)


def test_bad_lines_and_unknown_schemas_are_clear_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "a", "messages": []}\n{"id": 3}\n', encoding="utf-8")
    with pytest.raises(ConfigurationError, match=r"bad.jsonl:2"):
        load_cases(bad)
    status = tmp_path / "status.jsonl"
    status.write_text(
        json.dumps({"id": "a", "messages": [], "gold_goals": [{"match": "x", "status": "gone"}]})
        + "\n",
        encoding="utf-8",
    )
    with pytest.raises(ConfigurationError, match="'gone' is not one of"):
        load_cases(status)
    with pytest.raises(ConfigurationError, match="no MemoryState subclass 'Nope'"):
        load_schemas(f"{DATA / 'schemas.py'}:Nope")
    default, named = load_schemas(SCHEMAS)
    with pytest.raises(ConfigurationError, match="names schema 'Missing'"):
        evaluate_state([_case(schema="Missing")], default, named)


def test_cli_eval_state_prints_json_and_tables(tmp_path: Path) -> None:
    small = tmp_path / "small.jsonl"
    lines = SET.read_text(encoding="utf-8").splitlines()[:3]
    small.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["eval", "state", str(small), "--schema", SCHEMAS, "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["total"]["conversations"] == 3 and report["folder"] == "rule"
    assert len(report["cases"]) == 3
    table = runner.invoke(app, ["eval", "state", str(small), "--schema", SCHEMAS])
    assert table.exit_code == 0 and "precision" in table.output
