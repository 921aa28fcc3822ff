"""``turnmem eval dst --state-accuracy``: the typed state scored as dialogue-state tracking."""

from __future__ import annotations

import json
from typing import get_args

from typer.testing import CliRunner

from tests.conftest import data_path
from turnmem.cli import app
from turnmem.lab.datasets import Dialogue, load_dialogues
from turnmem.lab.dst_state import (
    build_schema,
    load_ontology,
    normalise_value,
    score_state_tracking,
)
from turnmem.state import custom_fields
from turnmem.turn import Turn

runner = CliRunner()


def test_the_schema_has_one_field_per_slot_typed_by_the_ontology() -> None:
    ontology = {
        "hotel-area": ["centre", "north", "cheap"],
        "hotel-pricerange": ["cheap", "expensive"],
        "hotel-parking": ["yes", "no"],
        "train-departure": ["cambridge", "ely"],
    }
    schema, names = build_schema(
        ["hotel-area", "hotel-pricerange", "hotel-parking", "hotel-book day", "train-leaveat",
         "train-departure"],
        ontology,
    )  # fmt: skip
    fields = custom_fields(schema)
    assert set(names.values()) >= {"hotel-book day", "train-leaveat"}
    assert names["train_leave_at"] == "train-leaveat"
    area = get_args(get_args(fields["hotel_area"].annotation)[0])
    assert set(area) == {"centre", "north"}  # "cheap" is a price, not an area
    assert fields["hotel_parking"].annotation == (bool | None)  # yes/no
    assert fields["hotel_book_day"].annotation == (str | None)


def test_values_are_compared_by_form_only() -> None:
    assert normalise_value("7pm") == "19:00" and normalise_value("7:30 am") == "07:30"
    assert normalise_value("Two") == "2" and normalise_value("the Centre") == "centre"
    assert normalise_value("British food") == "british"
    assert normalise_value("Friday evening") == "friday"
    assert normalise_value("cambridge") == "cambridge"


def _dialogue(texts: list[str], gold: dict[str, str]) -> Dialogue:
    turns = [Turn(index=i, user=t, response="ok") for i, t in enumerate(texts)]
    return Dialogue(id="d", pinned=[], turns=turns, gold=[gold] * len(turns), source="multiwoz")


def test_one_time_is_not_copied_into_every_time_field() -> None:
    dialogue = _dialogue(
        ["I need a train to ely on friday", "I want to leave after 10:00", "I need a taxi too",
         "The taxi should arrive by 17:30"],
        {"train-destination": "ely", "train-day": "friday", "train-leaveat": "10:00",
         "taxi-arriveby": "17:30"},
    )  # fmt: skip
    slots = ["train-destination", "train-day", "train-leaveat", "train-arriveby",
             "taxi-leaveat", "taxi-arriveby", "hotel-book day", "restaurant-book time"]  # fmt: skip
    full = dialogue.model_copy(update={"gold": [{s: "x" for s in slots}, *dialogue.gold[1:]]})
    score = score_state_tracking([full], ontology={"train-destination": ["ely", "cambridge"]})
    assert score.predicted == 4 and score.correct == 4, score
    assert score.precision == 1.0 and score.joint_goal_accuracy == 1.0


def test_a_yes_no_slot_is_scored_as_yes_or_no_and_free_is_yes() -> None:
    dialogue = _dialogue(
        ["I need a hotel in the north with free parking", "The hotel doesn't need internet"],
        {"hotel-area": "north", "hotel-parking": "free", "hotel-internet": "no"},
    )
    slots = ["hotel-area", "hotel-parking", "hotel-internet"]
    full = dialogue.model_copy(update={"gold": [{s: "x" for s in slots}, *dialogue.gold[1:]]})
    score = score_state_tracking([full], ontology={"hotel-area": ["north", "south"]})
    assert score.predicted == 3 and score.correct == 3, score


def test_each_price_fills_the_field_its_words_name_and_generic_words_are_no_place() -> None:
    # CrossWOZ-style: a hotel price, a restaurant's spend per person and a ticket price are
    # three money fields; the words next to an amount say whose it is
    dialogue = _dialogue(
        ["帮我找一家价格在1000元以上的酒店", "再找一个人均消费500元到1000元的餐馆",
         "我想去一个免票景点", "我从天坛坐地铁到北京新世界酒店，出发地和目的地附近的地铁站是什么？",
         "我想从饭店坐地铁到酒店，在哪一站上车？"],
        {"酒店-价格": "1000元以上", "餐馆-人均消费": "500-1000元", "景点-门票": "免费",
         "地铁-出发地": "天坛", "地铁-目的地": "北京新世界酒店"},
    )  # fmt: skip
    slots = ["酒店-价格", "餐馆-人均消费", "景点-门票", "地铁-出发地", "地铁-目的地",
             "出租-出发地", "出租-目的地", "酒店-名称", "餐馆-名称"]  # fmt: skip
    full = dialogue.model_copy(update={"gold": [{s: "x" for s in slots}, *dialogue.gold[1:]]})
    score = score_state_tracking([full])
    # "1000元以上" keeps its bound, "500元到1000元" is one range, and "饭店" / "酒店" (a kind
    # of place) and "附近" never replace the stations' places
    assert score.predicted == 5 and score.correct == 5, score


def test_multiwoz_state_accuracy_on_a_few_dialogues() -> None:
    path = data_path("multiwoz21", "val.json.zip")
    dialogues = load_dialogues(path, "multiwoz", limit=12)
    score = score_state_tracking(dialogues, ontology=load_ontology(path))
    assert score.dialogues == 12 and score.slots >= 10
    assert score.precision is not None and score.precision >= 0.8
    assert score.recall is not None and score.recall > 0.2
    result = runner.invoke(
        app, ["eval", "dst", "--data", str(path), "--limit", "3", "--state-accuracy", "--json"]
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["dialogues"] == 3 and "joint_goal_accuracy" in report


def test_state_accuracy_scores_the_held_out_range_skip_names() -> None:
    """``--skip N --limit M`` scores dialogues N..N+M-1, as retention's ``eval dst`` does (it
    used to score the first M whatever ``--skip`` said)."""
    path = data_path("multiwoz21", "val.json.zip")

    def scored(*args: str) -> dict[str, object]:
        result = runner.invoke(
            app, ["eval", "dst", "--data", str(path), *args, "--state-accuracy", "--json"]
        )
        assert result.exit_code == 0, result.output
        report: dict[str, object] = json.loads(result.output)
        return report

    first_two, held_out = scored("--limit", "2"), scored("--skip", "2", "--limit", "2")
    expected = score_state_tracking(
        load_dialogues(path, "multiwoz", limit=4)[2:], ontology=load_ontology(path)
    )
    assert held_out["skip"] == 2 and held_out["dialogues"] == 2
    assert held_out["predicted"] == expected.predicted
    assert held_out["correct"] == expected.correct
    assert (held_out["predicted"], held_out["correct"]) != (
        first_two["predicted"],
        first_two["correct"],
    )
