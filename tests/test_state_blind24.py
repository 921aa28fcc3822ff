"""The twenty-fourth blind labelled state set loads, is balanced, its labels name text that is
in its conversations, the file is what its builder writes, and the offline folder's score on
it is recorded as a floor: a change that makes the memory lie more (or remember less) fails
here."""

from __future__ import annotations

from turnmem.lab.eval_state import evaluate_state, load_cases, load_schemas

from .state_set_checks import (
    DATA,
    check_balanced,
    check_built,
    check_gold_fields,
    check_labels_in_text,
)

SET = DATA / "state_blind24.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind24.py'}:SupportState"
DOMAINS = (
    "dog_walking",
    "ring_resizing",
    "ice_skating_lessons",
    "calligraphy_class",
    "water_filter_install",
    "kids_summer_camp",
    "conveyancing",
    "tool_hire",
    "driveway_paving",
    "ice_cream_van_hire",
    "epc_assessment",
    "shed_installation",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = DOMAINS[:8]


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind24", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind24.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here.
    # The first score, with the labels as first written:
    # P 0.8596 (98/114), R 0.4118 (77/187), stale 8, wrong 16, duplicates 0,
    # goals 0.6809 (32/47), probes 1.0 (24/24).
    # Five day labels were then completed (not because the folder disagreed) to accept every
    # form the conversation names the day by: the key pickup also "29 May" and "Friday", the
    # English ring's ready day "Monday", the italic course's first class "Thursday", the
    # Chinese skating lessons' first lesson "周四", the Chinese calligraphy class's first class
    # "周日". The score did not change.
    # Raised at the end of the round of 2026-12-04, after the fixes this and later sets led to
    # (days that are no day of the booking, cancels, re-quotes, names said again, Chinese
    # addresses and text changes): P 0.9099, R 0.4332, stale 4, wrong 10, goals 0.6809.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 4, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 10, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9099
    assert t.recall is not None and t.recall >= 0.4332
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.6809
    assert t.probe_recall is not None and t.probe_recall >= 1.0
