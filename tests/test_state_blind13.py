"""The thirteenth blind labelled state set loads, is balanced, its labels name text that is in its
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

SET = DATA / "state_blind13.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind13.py'}:SupportState"
DOMAINS = (
    "hearing_aid",
    "window_cleaning",
    "custom_cake",
    "airport_parking",
    "physiotherapy",
    "carpet_cleaning",
    "karaoke",
    "passport",
    "chimney_sweep",
    "council_tax",
    "framing",
    "ev_charger",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = (
    "hearing_aid",
    "window_cleaning",
    "custom_cake",
    "airport_parking",
    "physiotherapy",
    "carpet_cleaning",
    "karaoke",
    "passport",
)


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind13", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind13.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here.
    # The first score, with the labels as first written: P 0.9008 (118/131), R 0.4573
    # (91/199), stale 6, wrong 13, duplicates 0, goals 0.75 (27/36), probes 1.0 (24/24).
    # No label was changed after it was seen. The floor below is the score after fixes that
    # took classes its first report named (accented names, collection instead of delivery, a
    # number said again after a slip).
    # Raised at the end of a later round to its figures then: P 0.9333, R 0.4975,
    # stale 5, wrong 9, goals 0.8611.
    # Raised again at the end of the next round (the open turn read into the state, phones
    # in groups, re-quoted totals): P 0.9396, R 0.5678, stale 5, wrong 9, goals 0.8611.
    # Raised at the end of the round of 2026-12-04, after the fixes this and later sets led to
    # (dates that are no day of the booking, cancels, re-quotes, Chinese addresses and text
    # changes): P 0.96, R 0.5879, stale 5, wrong 6, goals 0.8611.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 5, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 6, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.96
    assert t.recall is not None and t.recall >= 0.5879
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.8611
    assert t.probe_recall is not None and t.probe_recall >= 1.0
