"""The twenty-third blind labelled state set loads, is balanced, its labels name text that is
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

SET = DATA / "state_blind23.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind23.py'}:SupportState"
DOMAINS = (
    "hot_air_balloon",
    "florist",
    "mot_testing",
    "tennis_court_booking",
    "veg_box_subscription",
    "event_catering",
    "language_exam_registration",
    "marina_berth",
    "asbestos_survey",
    "glassblowing_workshop",
    "bin_cleaning",
    "curtain_making",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = DOMAINS[:8]


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind23", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind23.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here.
    # The first score, with the labels as first written:
    # P 0.8655 (103/119), R 0.4885 (85/174), stale 2, wrong 16, duplicates 0,
    # goals 0.7317 (30/41), probes 1.0 (24/24).
    # Three labels were then fixed as genuinely wrong (not because the folder disagreed):
    # the Chinese balloon flight's day also accepts "周六" (the English one accepts
    # "Saturday"); the Chinese catering order's dietary need also accepts "素食" (it already
    # accepted "吃素"); the English bin cleaning case's "wheelie bins" live goal was dropped,
    # as it named only the question "do you clean wheelie bins in Harrogate?". After them:
    # P 0.8824 (105/119), R 0.5 (87/174), stale 2, wrong 14, duplicates 0,
    # goals 0.75 (30/40), probes 1.0 (24/24).
    # The floor asserts were the first score's. Two more labels were fixed later in that round
    # as calling a right day wrong: the speaking test "on the same day" as 27 June accepts "27
    # June", and the fitting "Thursday the 11th" accepts "the 11th".
    # Raised at the end of the round of 2026-12-04, after the fixes this and later sets led to
    # (days that are no day of the booking, cancels, re-quotes, names said again, Chinese
    # addresses and text changes): P 0.9397, R 0.5172, stale 2, wrong 7, goals 0.8.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 2, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 7, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9397
    assert t.recall is not None and t.recall >= 0.5172
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.8
    assert t.probe_recall is not None and t.probe_recall >= 1.0
