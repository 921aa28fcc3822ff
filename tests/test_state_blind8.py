"""The eighth blind labelled state set loads, is balanced, its labels name text that is in its
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

SET = DATA / "state_blind8.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind8.py'}:SupportState"
DOMAINS = (
    "restaurant",
    "airline",
    "bank",
    "moving",
    "vet",
    "dental",
    "apartment",
    "laptop_repair",
    "furniture",
    "insurance_claim",
    "car_rental",
    "it_access",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = (
    "restaurant",
    "airline",
    "bank",
    "vet",
    "dental",
    "apartment",
    "furniture",
    "car_rental",
)


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind8", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind8.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here. The first
    # score, with the labels as first written: P 0.8088 (55/68), R 0.383 (54/141), stale 2,
    # wrong 13, duplicates 0, goals 0.8276 (24/29), probes 1.0 (27/27). One label was
    # corrected after: "下个月" (next month) is a true, if vague, move-in date for "下个月1号"
    # and was scored wrong; with it P 0.8235, R 0.3901, wrong 12, the rest unchanged.
    # The floor below is the score after the fixes it showed (tests/test_fields_whose.py,
    # tests/test_corrections_offers.py), raised after the next round's (tests/test_values_whole.py).
    # Raised at the end of a later round to its figures then: P 0.9740, R 0.5248,
    # stale 0, wrong 2, goals 0.9655.
    # Raised again at the end of the next round (the open turn read into the state, phones
    # in groups, re-quoted totals): P 0.9744, R 0.5319, stale 0, wrong 2, goals 0.9655.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active == 0, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 2, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9744
    assert t.recall is not None and t.recall >= 0.5319
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.9655
    assert t.probe_recall is not None and t.probe_recall >= 1.0
