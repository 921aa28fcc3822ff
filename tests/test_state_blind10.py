"""The tenth blind labelled state set loads, is balanced, its labels name text that is in its
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

SET = DATA / "state_blind10.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind10.py'}:SupportState"
DOMAINS = (
    "wedding_venue",
    "photography",
    "print_shop",
    "alterations",
    "driving_lessons",
    "bike_repair",
    "spa",
    "ferry",
    "museum_tour",
    "visa_agent",
    "job_application",
    "coworking",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = (
    "wedding_venue",
    "photography",
    "print_shop",
    "alterations",
    "driving_lessons",
    "bike_repair",
    "spa",
    "ferry",
)


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind10", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind10.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here.
    # The first score, with the labels as first written: P 0.8659 (71/82), R 0.367 (69/188),
    # stale 6, wrong 11, duplicates 0, goals 0.7407 (20/27), probes 1.0 (22/22). Three labels
    # were then corrected as mistakes of labelling (a goal match naming a word the request did
    # not use, a goal asked of a statement that is not a request, a true field left out of the
    # gold): P 0.878 (72/82), stale 6, wrong 10, goals 0.8077 (21/26). The floor below is the
    # score after the fixes it showed (tests/test_corrections_restated.py), raised after the
    # next round's (tests/test_corrections_heads.py).
    # Raised at the end of a later round to its figures then: P 0.9518, R 0.4043,
    # stale 1, wrong 4, goals 0.8462.
    # Raised again at the end of the next round (the open turn read into the state, phones
    # in groups, re-quoted totals): P 0.9688, R 0.4734, stale 1, wrong 3, goals 0.8462.
    # Raised at the end of the round of 2026-12-04, after the fixes this and later sets led to
    # (dates that are no day of the booking, cancels, re-quotes, Chinese addresses and text
    # changes): P 0.9792, R 0.4787, stale 1, wrong 2, goals 0.8462.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 1, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 2, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9792
    assert t.recall is not None and t.recall >= 0.4787
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.8462
    assert t.probe_recall is not None and t.probe_recall >= 1.0
