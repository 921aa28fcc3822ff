"""The seventeenth blind labelled state set loads, is balanced, its labels name text that is in its
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

SET = DATA / "state_blind17.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind17.py'}:SupportState"
DOMAINS = (
    "painting_decorating",
    "dog_training",
    "cctv_install",
    "pressure_washing",
    "bike_hire",
    "paintball",
    "yoga_retreat",
    "mobility_scooter_hire",
    "balloon_decor",
    "archery",
    "gift_hamper",
    "pottery_class",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = (
    "bike_hire",
    "paintball",
    "yoga_retreat",
    "mobility_scooter_hire",
    "balloon_decor",
    "archery",
    "gift_hamper",
    "pottery_class",
)


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind17", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind17.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here.
    # The first score, with the labels as first written: P 0.7742 (96/124), R 0.349 (67/192),
    # stale 13, wrong 28, duplicates 0, goals 0.766 (36/47), probes 1.0 (23/23). Changed after
    # it was seen: the ISO day a tool call's arguments carry ("2026-05-16") and a bare "the
    # 10th" / "the 17th" for "Friday the 10th" / "Thursday the 17th" are accepted where that day
    # is still right (they are the same day; the folder was marked wrong for holding them).
    # The floors are the score with those labels: P 0.8145 (101/124), R 0.375 (72/192),
    # stale 13, wrong 23, duplicates 0, goals 0.766 (36/47), probes 1.0 (23/23).
    # Raised at the end of a later round to its figures then: P 0.8361, R 0.3802,
    # stale 10, wrong 20, goals 0.7660.
    # Raised again at the end of the next round (the open turn read into the state, phones
    # in groups, re-quoted totals): P 0.9252, R 0.5573, stale 3, wrong 11, goals 0.7872.
    # Raised at the end of the round after (lengths and ratings, a change the reply made,
    # sums restated): P 0.9392, R 0.5729, stale 2, wrong 9, goals 0.7872.
    # Raised at the end of the round of 2026-12-04, after the fixes this and later sets led to
    # (dates that are no day of the booking, cancels, re-quotes, Chinese addresses and text
    # changes): P 0.9527, R 0.5833, stale 2, wrong 7, goals 0.7872.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 2, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 7, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9527
    assert t.recall is not None and t.recall >= 0.5833
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.7872
    assert t.probe_recall is not None and t.probe_recall >= 1.0
