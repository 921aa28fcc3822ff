"""The sixth blind labelled state set loads, is balanced, its labels name text that is in its
conversations, the file is what its builder writes, and the offline folder's score on it is
recorded as a floor: a change that makes the memory lie more (or remember less) fails here."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

from turnmem.lab.eval_state import evaluate_state, load_cases, load_schemas

DATA = Path(__file__).parent / "data" / "state"
SET = DATA / "state_blind6.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind6.py'}:SupportState"
DOMAINS = (
    "retail",
    "travel",
    "restaurant",
    "meeting",
    "banking",
    "rental",
    "it_support",
    "delivery",
    "insurance",
    "hr_leave",
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
    assert len(cases) == 30
    assert {c.split for c in cases} == {"blind6"}
    assert sum(c.lang == "en" for c in cases) == 20
    assert sum(c.lang == "zh" for c in cases) == 10
    assert len({c.id for c in cases}) == 30
    _, named = load_schemas(SCHEMAS)
    assert {c.schema_name for c in cases} <= set(named)
    assert {c.domain for c in cases} == set(DOMAINS)
    for domain in DOMAINS:
        assert sum(c.domain == domain and c.lang == "en" for c in cases) == 2, domain
        assert sum(c.domain == domain and c.lang == "zh" for c in cases) == 1, domain
    for case in cases:
        assert 4 <= len(case.messages) <= 12, case.id
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
    built = runpy.run_path(str(DATA / "build_state_blind6.py"))["build"]()
    on_disk = [json.loads(line) for line in SET.read_text(encoding="utf-8").splitlines() if line]
    assert built == on_disk


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here. The first
    # score, with the labels as first written: P 0.7816, R 0.4714, stale 12, wrong 19, goals
    # 0.6667 (P 0.8046, R 0.4857, stale 13, wrong 17, goals 0.7179 with the labels as
    # corrected after: "this Friday" and "card" are true values, goals may name an order
    # without its items, and the replaced "from my checking" is labelled stale). The floor
    # below is the score after the fixes of the round the set was written in, and of the
    # next round's (tests/test_fields_whose.py).
    # Raised again at the end of the next round (the open turn read into the state, phones
    # in groups, re-quoted totals): P 0.9881, R 0.5786, stale 1, wrong 1, goals 0.8974.
    # Raised at the end of the round after (lengths and ratings, a change the reply made,
    # sums restated): P 0.9884, R 0.5929, stale 1, wrong 1, goals 0.8974.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 1, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 1, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9884
    assert t.recall is not None and t.recall >= 0.5929
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.8974
    assert t.probe_recall is not None and t.probe_recall >= 1.0
