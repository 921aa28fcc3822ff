"""The seventh blind labelled state set loads, is balanced, its labels name text that is in its
conversations, the file is what its builder writes, and the offline folder's score on it is
recorded as a floor: a change that makes the memory lie more (or remember less) fails here."""

from __future__ import annotations

from turnmem.lab.eval_state import evaluate_state, load_cases, load_schemas

from .state_set_checks import (
    DATA,
    check_balanced,
    check_built,
    check_gold_fields,
    check_labels_in_text,
)

SET = DATA / "state_blind7.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind7.py'}:SupportState"
DOMAINS = (
    "telecom",
    "gym",
    "car_service",
    "grocery",
    "pharmacy",
    "course",
    "tickets",
    "home_service",
    "parcel_return",
    "hotel",
    "appointment",
    "subscription",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = (
    "telecom",
    "gym",
    "car_service",
    "grocery",
    "pharmacy",
    "tickets",
    "hotel",
    "appointment",
)


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind7", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind7.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here. The first
    # score, with the labels as first written: P 0.8478, R 0.3246, stale 4, wrong 7, goals
    # 0.6 (P 0.8696, R 0.3333, stale 6, wrong 6, goals 0.6333 with the labels as corrected
    # after: "Thursday morning" is a true day for a 10:00 drop-off, the replaced check-out and
    # pickup day are labelled by the day alone ("the 11th", "Wednesday"), and goals may name an
    # order or a change without the tool's reference; probes, the reasons people gave, were
    # added after, all found). After the fixes it showed (tests/test_corrections_restated.py):
    # P 0.9778, R 0.3684, stale 1, wrong 1, goals 0.7667.
    # Raised at the end of a later round to its figures then: P 0.9796, R 0.4035,
    # stale 1, wrong 1, goals 0.8000.
    # Raised again at the end of the next round (the open turn read into the state, phones
    # in groups, re-quoted totals): P 0.9800, R 0.4123, stale 1, wrong 1, goals 0.8000.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 1, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 1, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9800
    assert t.recall is not None and t.recall >= 0.4123
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.8000
    assert t.probe_recall is not None and t.probe_recall >= 1.0
