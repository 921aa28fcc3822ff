"""Domain schemas load by path and drive rendering; JSON Schema exports stay current."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from turnmem import SetField, apply
from turnmem.cli import _load_schema, app
from turnmem.context.render import render_state
from turnmem.tokens import TokenCounter
from turnmem.wire import wire_schemas

ROOT = Path(__file__).resolve().parents[1]


def test_json_schema_exports_are_current() -> None:
    schemas = wire_schemas()
    stored_names = {p.name for p in (ROOT / "schemas" / "json").glob("*.json")}
    assert schemas and set(schemas) == stored_names, "run python -m turnmem.wire schemas/json"
    for name, schema in schemas.items():
        stored = json.loads((ROOT / "schemas" / "json" / name).read_text(encoding="utf-8"))
        assert stored == schema, (
            f"schemas/json/{name} is stale: run python -m turnmem.wire schemas/json"
        )


def test_domain_schemas_load_by_path_and_render_with_their_labels() -> None:
    counter = TokenCounter("gpt-4o")
    cases = {
        "travel.py:TravelState": ("destination", "Hangzhou", "Destination city: Hangzhou"),
        "customer_service.py:SupportState": ("order_id", "#W4923227", "Order id: #W4923227"),
        "workflow.py:WorkflowState": (
            "steps_pending",
            ["sign contract"],
            "Steps pending: sign contract",
        ),
    }
    for spec, (field, value, line) in cases.items():
        schema = _load_schema(str(ROOT / "schemas" / spec))
        state = apply(schema(), [SetField(field=field, value=value)], turn=3)
        assert f"{line} (t3)" in render_state(state, 200, counter)


def test_replay_accepts_a_schema_by_path(tmp_path: Path) -> None:
    f = tmp_path / "t.jsonl"
    f.write_text(
        json.dumps(
            [
                {"role": "user", "content": "I want to fly to Hangzhou, 2 people"},
                {"role": "assistant", "content": "ok"},
            ]
        )
    )
    result = CliRunner().invoke(
        app,
        ["replay", str(f), "--schema", str(ROOT / "schemas" / "travel.py:TravelState"), "--json"],
    )
    assert result.exit_code == 0, result.output
