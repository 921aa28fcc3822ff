"""The ninth blind labelled state set loads, is balanced, its labels name text that is in its
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

SET = DATA / "state_blind9.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind9.py'}:SupportState"
DOMAINS = (
    "train",
    "hair_salon",
    "catering",
    "utility",
    "phone_repair",
    "cinema",
    "court_booking",
    "florist",
    "tutoring",
    "mortgage",
    "tax_advisor",
    "pet_grooming",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = (
    "train",
    "hair_salon",
    "catering",
    "utility",
    "phone_repair",
    "cinema",
    "court_booking",
    "florist",
)


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind9", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind9.py")


def test_the_offline_folder_does_not_fall_below_its_recorded_score() -> None:
    # the floor is the score the folder had when the set was written; a fix that makes the
    # memory hold more wrong or stale values, or fewer right ones, fails here. The first
    # score, with the labels as first written: P 0.8769 (57/65), R 0.3099 (53/171), stale 4,
    # wrong 8, duplicates 0, goals 0.6286 (22/35), probes 1.0 (24/24). No label was changed
    # after scoring. That score was taken two folder commits before the set was merged; on
    # the code it was merged into: P 0.8923, R 0.3158, stale 4, wrong 7. The floor
    # below is the score after the fixes it showed (tests/test_fields_whose.py,
    # tests/test_corrections_restated.py).
    # Raised at the end of a later round to its figures then: P 0.9559, R 0.3509,
    # stale 3, wrong 3, goals 0.7143.
    # Raised again at the end of the next round (the open turn read into the state, phones
    # in groups, re-quoted totals): P 0.9625, R 0.4211, stale 3, wrong 3, goals 0.7143.
    default, named = load_schemas(SCHEMAS)
    report = evaluate_state(load_cases(SET), default, named)
    t = report.total
    assert t.stale_active <= 3, [c.stale for c in report.cases if c.stale]
    assert t.wrong_active <= 3, [c.wrong for c in report.cases if c.wrong]
    assert t.duplicates == 0, [c.duplicates for c in report.cases if c.duplicates]
    assert t.precision is not None and t.precision >= 0.9625
    assert t.recall is not None and t.recall >= 0.4211
    assert t.goal_accuracy is not None and t.goal_accuracy >= 0.7143
    assert t.probe_recall is not None and t.probe_recall >= 1.0
