"""The fifth blind labelled state set loads, is balanced, its labels name text that is in its
conversations, the file is what its builder writes, and the offline folder's score on it is
recorded as a floor: a change that makes the memory lie more (or remember less) fails here."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

from turnmem.lab.eval_state import evaluate_state, load_cases, load_schemas

DATA = Path(__file__).parent / "data" / "state"
SET = DATA / "state_blind5.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind5.py'}:SupportState"
DOMAINS = (
    "clinic",
    "car_rental",
    "insurance",
    "food_delivery",
    "subscription",
    "flight_change",
    "event_tickets",
    "home_repair",
    "pharmacy",
    "hr_leave",
    "saas_admin",
)


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
    assert len(cases) == 33
    assert {c.split for c in cases} == {"blind5"}
    assert sum(c.lang == "en" for c in cases) == 22
    assert sum(c.lang == "zh" for c in cases) == 11
    assert len({c.id for c in cases}) == 33
    _, named = load_schemas(SCHEMAS)
    assert {c.schema_name for c in cases} <= set(named)
    assert {c.domain for c in cases} == set(DOMAINS)
    for domain in DOMAINS:
        assert sum(c.domain == domain and c.lang == "en" for c in cases) == 2, domain
        assert sum(c.domain == domain and c.lang == "zh" for c in cases) == 1, domain
    for case in cases:
        assert 6 <= len(case.messages) <= 20, case.id
        assert any("tool_calls" in m for m in case.messages), case.id
        # a conversation that ends on a tool result leaves its turn open
        assert (
            case.messages[-1]["role"] in ("user", "assistant")
            and "tool_calls" not in (case.messages[-1])
        ), case.id


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
    built = runpy.run_path(str(DATA / "build_state_blind5.py"))["build"]()
    on_disk = [json.loads(line) for line in SET.read_text(encoding="utf-8").splitlines() if line]
    assert built == on_disk


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the figure was last raised; a fix that makes
    # the memory hold more wrong or stale values, or fewer right ones, fails here. The first
    # score, before any fix for this set: P 0.9048, R 0.519, stale 7, wrong 12, goals 0.9355
    # (P 0.9206, R 0.5347, stale 7, wrong 10 with the labels as corrected after: tool-only
    # names may be unset, "Saturday" and "next Tuesday afternoon" are true values)
    # Raised at the end of the round of 2026-12-04, after the fixes this and later sets led to
    # (days that are no day of the booking, cancels, re-quotes, names said again, Chinese
    # addresses and text changes): P 0.9866, R 0.6832, stale 1, wrong 2, goals 1.0.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 1, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 2, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9866
    assert t.recall is not None and t.recall >= 0.6832
    assert t.goal_accuracy is not None and t.goal_accuracy >= 1.0
    assert t.probe_recall is not None and t.probe_recall >= 1.0
