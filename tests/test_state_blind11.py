"""The eleventh blind labelled state set loads, is balanced, its labels name text that is in its
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

SET = DATA / "state_blind11.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind11.py'}:SupportState"
DOMAINS = (
    "hospital_outpatient",
    "school_trip",
    "charity_donation",
    "storage_unit",
    "optician",
    "music_lessons",
    "camping",
    "kitchen_renovation",
    "software_license",
    "solar_install",
    "child_care",
    "dry_cleaning",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = (
    "hospital_outpatient",
    "school_trip",
    "charity_donation",
    "storage_unit",
    "optician",
    "music_lessons",
    "camping",
    "kitchen_renovation",
)


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind11", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind11.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here.
    # The first score, with the labels as first written: P 0.8571 (66/77), R 0.2363 (43/182),
    # stale 9, wrong 11, duplicates 0, goals 0.6818 (15/22), probes 1.0 (14/14). Two labels
    # were then corrected as mistakes of labelling (the optician's date field may hold the day
    # of either visit the conversation names; no goal asked of "我给儿子报小提琴课", a statement
    # like the others not labelled as goals): P 0.8701 (67/77), R 0.2418 (44/182), wrong 10,
    # goals 0.7143 (15/21). The floor below is the score after the fixes of the next round,
    # which took the classes it showed (tests/test_corrections_heads.py, test_values_whole.py).
    # Raised at the end of a later round to its figures then: P 1.0000, R 0.3352,
    # stale 4, wrong 0, goals 0.9048.
    # Raised again at the end of the next round (the open turn read into the state, phones
    # in groups, re-quoted totals): P 1.0000, R 0.4505, stale 4, wrong 0, goals 0.9048.
    # Raised at the end of the round after (lengths and ratings, a change the reply made,
    # sums restated): P 1.0000, R 0.4615, stale 4, wrong 0, goals 0.9048.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 4, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active == 0, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 1.0000
    assert t.recall is not None and t.recall >= 0.4615
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.9048
    assert t.probe_recall is not None and t.probe_recall >= 1.0
