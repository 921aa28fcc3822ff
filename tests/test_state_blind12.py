"""The twelfth blind labelled state set loads, is balanced, its labels name text that is in its
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

SET = DATA / "state_blind12.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind12.py'}:SupportState"
DOMAINS = (
    "boat_hire",
    "locksmith",
    "translation",
    "pest_control",
    "bulky_waste",
    "escape_room",
    "piano_tuning",
    "library",
    "golf",
    "coach_hire",
    "tattoo",
    "blood_donation",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = (
    "boat_hire",
    "locksmith",
    "translation",
    "pest_control",
    "bulky_waste",
    "escape_room",
    "piano_tuning",
    "library",
)


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind12", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind12.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here.
    # The first score, with the labels as first written: P 0.8923 (116/130), R 0.5126
    # (102/199), stale 9, wrong 14, duplicates 0, goals 0.6667 (12/18), probes 1.0 (19/19).
    # One kind of label was then corrected as a mistake of labelling: a date field the user
    # gave as "Sunday 15 June" listed "Sunday" and "Sunday 15 June" but not "15 June", though
    # the boat hire case already took "14 June"; every date field of the set now takes the
    # bare day and month too (only the golf case's score moves): P 0.9 (117/130), R 0.5176
    # (103/199), wrong 13. The floor below is the score after the fixes of the round it was
    # written in, some of which took classes its first report named (tests/test_goals_asked.py).
    # Raised at the end of a later round to its figures then: P 0.9568, R 0.5829,
    # stale 4, wrong 6, goals 0.8333.
    # Raised again at the end of the next round (the open turn read into the state, phones
    # in groups, re-quoted totals): P 0.9669, R 0.6482, stale 3, wrong 5, goals 0.8333.
    # Raised at the end of the round of 2026-12-04, after the fixes this and later sets led to
    # (dates that are no day of the booking, cancels, re-quotes, Chinese addresses and text
    # changes): P 0.9735, R 0.6533, stale 3, wrong 4, goals 0.8333.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 3, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 4, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9735
    assert t.recall is not None and t.recall >= 0.6533
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.8333
    assert t.probe_recall is not None and t.probe_recall >= 1.0
