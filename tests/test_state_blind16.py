"""The sixteenth blind labelled state set loads, is balanced, its labels name text that is in its
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

SET = DATA / "state_blind16.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind16.py'}:SupportState"
DOMAINS = (
    "tree_surgery",
    "fencing",
    "hot_tub_hire",
    "dj_hire",
    "taxi_booking",
    "suit_hire",
    "tiling",
    "car_valeting",
    "swimming_lessons",
    "sign_making",
    "wine_tasting",
    "climbing_wall",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = (
    "taxi_booking",
    "suit_hire",
    "tiling",
    "car_valeting",
    "swimming_lessons",
    "sign_making",
    "wine_tasting",
    "climbing_wall",
)


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind16", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind16.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here.
    # The first score, with the labels as first written (none changed after it was seen):
    # P 0.8522 (98/115), R 0.4062 (78/192), stale 5, wrong 17, duplicates 0, goals 0.7609
    # (35/46), probes 1.0 (34/34).
    # Raised at the end of a later round to its figures then: P 0.8839, R 0.4115,
    # stale 4, wrong 13, goals 0.7609.
    # Raised again at the end of the next round (the open turn read into the state, phones
    # in groups, re-quoted totals): P 0.9254, R 0.5417, stale 3, wrong 10, goals 0.7609.
    # Raised at the end of the round of 2026-12-04, after the fixes this and later sets led to
    # (dates that are no day of the booking, cancels, re-quotes, Chinese addresses and text
    # changes): P 0.9474, R 0.5521, stale 3, wrong 7, goals 0.7609.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 3, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 7, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9474
    assert t.recall is not None and t.recall >= 0.5521
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.7609
    assert t.probe_recall is not None and t.probe_recall >= 1.0
