"""The third blind labelled state set loads, is balanced, and its labels name text that is in
its conversations (scores are not asserted: the set measures the folder, it does not gate it)."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

from turnmem.lab.eval_state import load_cases, load_schemas

DATA = Path(__file__).parent / "data" / "state"
SET = DATA / "state_blind3.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind3.py'}:SupportState"


def _text(messages: list[dict[str, object]]) -> str:
    """Every string a reader of the conversation sees: contents and tool-call arguments."""
    parts: list[str] = []
    for m in messages:
        if isinstance(m.get("content"), str):
            parts.append(str(m["content"]))
        for call in m.get("tool_calls") or []:  # type: ignore[union-attr]
            parts.append(str(call["function"]["arguments"]))  # type: ignore[index]
    return "\n".join(parts).casefold()


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    cases = load_cases(SET)
    assert len(cases) == 24
    assert {c.split for c in cases} == {"blind3"}
    assert sum(c.lang == "en" for c in cases) == 12
    assert sum(c.lang == "zh" for c in cases) == 12
    assert len({c.id for c in cases}) == 24
    _, named = load_schemas(SCHEMAS)
    assert {c.schema_name for c in cases} <= set(named)
    for domain in ("train", "event_tickets", "pet_care", "food_delivery", "utility", "apartment"):
        assert sum(c.domain == domain and c.lang == "en" for c in cases) == 2, domain
        assert sum(c.domain == domain and c.lang == "zh" for c in cases) == 2, domain
    for case in cases:
        assert 8 <= len(case.messages) <= 20, case.id
        assert any("tool_calls" in m for m in case.messages), case.id


def test_every_label_string_occurs_in_its_conversation() -> None:
    for case in load_cases(SET):
        text = _text(case.messages)
        for value in [*case.not_active, *case.probes, *case.once]:
            assert value.casefold() in text, (case.id, value)
        for goal in case.gold_goals:
            assert goal.match.casefold() in text, (case.id, goal.match)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    _, named = load_schemas(SCHEMAS)
    for case in load_cases(SET):
        assert case.schema_name is not None
        fields = set(named[case.schema_name].model_fields)
        assert set(case.gold_fields) <= fields, (case.id, set(case.gold_fields) - fields)


def test_the_file_is_what_the_builder_writes() -> None:
    built = runpy.run_path(str(DATA / "build_state_blind3.py"))["build"]()
    on_disk = [json.loads(line) for line in SET.read_text(encoding="utf-8").splitlines() if line]
    assert built == on_disk
