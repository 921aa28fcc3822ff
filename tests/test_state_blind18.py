"""The eighteenth blind labelled state set loads, is balanced, its labels name text that is in its
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

SET = DATA / "state_blind18.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind18.py'}:SupportState"
DOMAINS = (
    "pet_sitting",
    "trampoline_park",
    "guitar_repair",
    "shoe_repair",
    "house_cleaning",
    "surf_lessons",
    "piercing",
    "flooring",
    "window_tinting",
    "kids_entertainer",
    "van_hire",
    "bathroom_fitting",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = (
    "pet_sitting",
    "trampoline_park",
    "guitar_repair",
    "shoe_repair",
    "house_cleaning",
    "surf_lessons",
    "piercing",
    "flooring",
)


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind18", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind18.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here.
    # The first score, with the labels as first written: P 0.8333 (95/114), R 0.4125 (66/160),
    # stale 7, wrong 19, duplicates 0, goals 0.6905 (29/42), probes 1.0 (25/25). Changed after
    # it was seen: the van return day accepts a bare "Saturday" (the user's "Saturday 19th";
    # other cases of the set already accept a bare weekday for the right day, this one had
    # been left out). The floors are the score with that label: P 0.8421 (96/114),
    # R 0.4188 (67/160), stale 7, wrong 18, duplicates 0, goals 0.6905 (29/42), probes 1.0.
    # Raised at the end of the round it was written in, after the fixes it led to (names and
    # phones, re-quoted totals, taken offers): P 0.9593, R 0.5563, stale 3, wrong 5, goals 0.6905.
    # Raised at the end of the round of 2026-12-04, after the fixes this and later sets led to
    # (dates that are no day of the booking, cancels, re-quotes, Chinese addresses and text
    # changes): P 0.96, R 0.5625, stale 3, wrong 5, goals 0.6905.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 3, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 5, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.96
    assert t.recall is not None and t.recall >= 0.5625
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.6905
    assert t.probe_recall is not None and t.probe_recall >= 1.0
