"""The twentieth blind labelled state set loads, is balanced, its labels name text that is in its
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

SET = DATA / "state_blind20.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind20.py'}:SupportState"
DOMAINS = (
    "clay_pigeon_shooting",
    "choir_auditions",
    "vinyl_record_valuation",
    "allotment_rental",
    "scaffolding_hire",
    "stargazing_night",
    "will_writing",
    "air_quality_testing",
    "stairlift_install",
    "knife_sharpening",
    "portable_toilet_hire",
    "lawn_mower_servicing",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = DOMAINS[:8]


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind20", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind20.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here.
    # The first score, with the labels as first written:
    # P 0.8361 (102/122), R 0.4630 (75/162), stale 9, wrong 20, duplicates 0,
    # goals 0.8148 (22/27), probes 1.0 (24/24).
    # Two labels were then fixed because they called a right value wrong (no other label changed
    # after the score was seen): "the 17th" (the user's "Sunday the 17th") is the clay shoot's
    # day, and "Saturday" (the user's "Saturday the 15th") the stargazing night's. With them the
    # floor is: P 0.8525 (104/122), R 0.4753 (77/162), stale 9, wrong 18, duplicates 0,
    # goals 0.8148 (22/27), probes 1.0 (24/24).
    # Raised at the end of the round after (lengths and ratings, a change the reply made,
    # sums restated): P 0.9000, R 0.5000, stale 5, wrong 12, goals 0.8148.
    # Raised at the end of the round of 2026-12-04, after the fixes this and later sets led to
    # (dates that are no day of the booking, cancels, re-quotes, Chinese addresses and text
    # changes): P 0.9262, R 0.5309, stale 4, wrong 9, goals 0.8148.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 4, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 9, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9262
    assert t.recall is not None and t.recall >= 0.5309
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.8148
    assert t.probe_recall is not None and t.probe_recall >= 1.0
