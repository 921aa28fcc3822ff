"""The twenty-fifth blind labelled state set loads, is balanced, its labels name text that is
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

SET = DATA / "state_blind25.jsonl"
SCHEMAS = f"{DATA / 'schemas_blind25.py'}:SupportState"
DOMAINS = (
    "eyelash_extensions",
    "windscreen_repair",
    "tv_wall_mounting",
    "candle_making_workshop",
    "heat_pump_install",
    "soft_play_party",
    "photo_restoration",
    "car_bodywork",
    "photo_booth_hire",
    "first_aid_course",
    "wood_burner_install",
    "fishing_charter",
)
# domains with one English and one Chinese conversation; the others have two English ones
ZH_DOMAINS = DOMAINS[:8]


def test_the_set_loads_with_its_schemas_and_is_balanced() -> None:
    check_balanced(SET, SCHEMAS, "blind25", DOMAINS, ZH_DOMAINS)


def test_every_label_string_occurs_in_its_conversation() -> None:
    check_labels_in_text(SET)


def test_gold_fields_name_fields_of_the_case_schema() -> None:
    check_gold_fields(SET, SCHEMAS)


def test_the_file_is_what_the_builder_writes() -> None:
    check_built(SET, "build_state_blind25.py")
