"""Lengths and ratings: a field named for a stay's nights, a lesson's length or a star rating
is filled from "for 3 nights", "住两晚", "a 4 star hotel", "评分4.5分以上", never from a date or
a time, and a change asked for ("can you make it four nights?") replaces the held value
unless the reply turns it down."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.fold.rules.fields import field_plans
from turnmem.fold.rules.measures import measures
from turnmem.lab.dst_state import build_schema
from turnmem.state import MemoryState

from ._exchanges import fields_after


class Stay(MemoryState):
    nights: int | None = Field(None, description="Number of nights")
    lesson_duration: str | None = Field(None, description="How long the lesson is")
    hotel_stars: int | None = Field(None, description="Star rating")
    check_in: str | None = Field(None, description="Check-in date")


class ZhStay(MemoryState):
    入住晚数: int | None = Field(None, description="住几晚")
    入住日期: str | None = Field(None, description="入住日期")


class Places(MemoryState):
    景点_游玩时间: str | None = Field(None, description="景点 游玩时间")
    景点_评分: str | None = Field(None, description="景点 评分")
    酒店_评分: str | None = Field(None, description="酒店 评分")


class Categories(MemoryState):
    stay_price: str | None = Field(None, description="Price of the stay")
    stay_dates: str | None = Field(None, description="Dates of the stay")
    duration: str | None = Field(None, description="How long")
    rating: float | None = Field(None, description="Minimum review score")
    tags: list[str] = Field(default_factory=list, description="Stay tags")


def test_field_categories_by_name() -> None:
    kinds = {p.name: p.category for p in field_plans(Categories)}
    assert kinds["stay_price"] == "money"  # named for an amount first
    assert kinds["stay_dates"] != "duration"  # a stay's days, not its length
    assert kinds["duration"] == "duration"
    assert kinds["rating"] == "rating"
    assert kinds["tags"] is None  # a list holds no length
    zh = {p.name: p.category for p in field_plans(ZhStay)}
    assert zh == {"入住晚数": "duration", "入住日期": "date"}
    places = {p.name: p.category for p in field_plans(Places)}
    assert places["景点_游玩时间"] == "duration"  # not a time of day: 时间 is part of the label


@pytest.mark.parametrize(
    ("kind", "text", "values"),
    [
        ("duration", "a room for 2-3 nights from Friday", ["2-3 nights"]),
        ("duration", "a lesson for two hours", ["two hours"]),
        ("duration", "back in 3 days, it was 3 days ago", []),
        ("duration", "a two-hour hack", []),  # the hack's length, gone if the hack is swapped
        ("duration", "三天两夜，想住两晚", ["三天两夜", "两晚"]),
        ("duration", "游玩时间3小时 - 4小时的景点", ["3小时 - 4小时"]),
        ("duration", "三天后入住，两天内回复", []),
        ("rating", "a 4 star hotel rated 4.5 or more", ["4 star", "4.5 or more"]),
        ("rating", "评分4.5分以上的五星级酒店，下星期", ["4.5分以上", "五星级"]),
    ],
)
def test_measures_read_what_is_said(kind: str, text: str, values: list[str]) -> None:
    assert [e.value for e in measures(kind, text, text)] == values


def test_nights_hours_and_stars_fill_their_own_fields() -> None:
    state = fields_after(
        Stay,
        [
            ("I need a 4 star hotel for 3 nights from May 14", "Sure, the Grand has rooms."),
            ("Also a surfing lesson for 2 hours.", "Booked."),
        ],
    )
    assert state == {
        "nights": 3,
        "lesson_duration": "2 hours",  # the lesson's hours, not the stay's nights
        "hotel_stars": 4,
        "check_in": "May 14",
    }


def test_a_length_until_a_moment_fills_nothing() -> None:
    state = fields_after(Stay, [("I'll arrive in 3 days, need a room", "How many nights?")])
    assert state["nights"] is None and state["lesson_duration"] is None


def test_a_change_asked_for_replaces_the_held_length() -> None:
    state = fields_after(
        Stay,
        [("A room for three nights please", "Sure."), ("Can you make it four nights?", "Done.")],
    )
    assert state["nights"] == 4


def test_a_change_turned_down_keeps_the_held_length() -> None:
    state = fields_after(
        Stay,
        [
            ("A room for three nights please", "Sure."),
            ("Can you make it four nights?", "Sorry, we only have three nights free."),
        ],
    )
    assert state["nights"] == 3


def test_a_chinese_change_of_day_and_nights() -> None:
    said = [("我想10月1号入住，住两晚", "好的。")]
    changed = fields_after(ZhStay, [*said, ("能不能改成10月2号入住，住3晚？", "可以，已改好。")])
    assert changed == {"入住晚数": 3, "入住日期": "10月2号"}
    refused = fields_after(
        ZhStay, [*said, ("能不能改成10月2号入住，住3晚？", "抱歉，10月2号满了。")]
    )
    assert refused == {"入住晚数": 2, "入住日期": "10月1号"}


def test_the_reply_to_an_accepted_change_gives_the_new_length() -> None:
    state = fields_after(
        Stay,
        [
            ("A room from Friday 7 August for three nights please", "Booked."),
            (
                "Could we arrive on Thursday the 6th instead and still leave on the Monday?",
                "Yes: Thursday 6 August for four nights, leaving Monday.",
            ),
        ],
    )
    assert state["nights"] == 4


def test_a_rating_goes_to_the_field_of_the_thing_it_rates() -> None:
    state = fields_after(
        Places,
        [
            ("我想找一个评分4.5分以上的，可以游玩时间3小时 - 4小时的景点", "推荐您去八达岭长城。"),
            ("然后找一家评分4分以上的酒店住宿", "推荐您去维也纳酒店。"),
        ],
    )
    assert state == {
        "景点_游玩时间": "3小时 - 4小时",
        "景点_评分": "4.5分以上",
        "酒店_评分": "4分以上",
    }


def test_the_dst_schema_counts_nights_and_stars() -> None:
    schema, names = build_schema(["hotel-book stay", "hotel-stars", "hotel-name"])
    fields = schema.model_fields
    assert fields["hotel_book_stay"].annotation == int | None
    assert fields["hotel_stars"].annotation == int | None
    assert fields["hotel_name"].annotation == str | None
    assert names["hotel_book_stay"] == "hotel-book stay"


class Named(MemoryState):
    stay_city: str | None = Field(None, description="City of the stay")
    stay_type: str | None = Field(None, description="B&B, hotel or cottage")
    rating_comment: str | None = Field(None, description="What the customer said")
    star_rating: int | None = Field(None, description="Star rating of the hotel")
    given: int | None = Field(None, description="Rating the customer gives (out of 5)")
    评分原因: str | None = Field(None, description="评分原因")


def test_only_a_name_ending_on_a_length_or_a_rating_reads_them() -> None:
    kinds = {p.name: p.category for p in field_plans(Named)}
    assert kinds["stay_city"] is None and kinds["stay_type"] is None
    assert kinds["rating_comment"] is None and kinds["评分原因"] is None
    assert kinds["star_rating"] == "rating"
    assert kinds["given"] is None  # named for neither; a "rating" head would be a review


class Review(MemoryState):
    hotel_stars: int | None = Field(None, description="Star rating of the hotel")
    rating: int | None = Field(None, description="Star rating the customer gives")


@pytest.mark.parametrize(
    ("kind", "text"),
    [
        ("duration", "I've been on hold for 40 minutes"),
        ("duration", "waiting for 2 hours for a confirmation email"),
        ("duration", "my washer has been broken for 3 weeks"),
        ("duration", "we stayed for 3 nights last year"),
        ("duration", "住了两晚就退房了"),
        ("duration", "三晚前"),
        ("rating", "I'll give you 5 stars if it's good"),
        ("rating", "I left a 1 star review"),
        ("rating", "我用的是三星手机"),
        ("rating", "我给了一星差评"),
    ],
)
def test_guard_a_length_waited_or_a_rating_given_is_none_asked_for(kind: str, text: str) -> None:
    assert measures(kind, text, text) == []


def test_a_rating_given_fills_a_field_for_the_customer_s_rating_only() -> None:
    state = fields_after(
        Review,
        [
            ("A 4 star hotel in York please.", "The Grand has rooms."),
            ("We loved it last time, I'd give it 5 stars.", "Thank you!"),
        ],
    )
    assert state == {"hotel_stars": 4, "rating": 5}


@pytest.mark.parametrize(
    "question",
    [
        "Can you move it to May 15 instead, and would 2 nights be cheaper?",
        "Actually make it May 15 - how much is it for 2 nights?",
    ],
)
def test_guard_a_length_only_priced_in_a_change_keeps_the_held_one(question: str) -> None:
    said = ("A room from May 14 for three nights please", "Sure.")
    assert fields_after(Stay, [said, (question, "Yes, moved to May 15.")])["nights"] == 3


def test_guard_chinese_alternatives_or_a_supposed_length_keep_the_held_one() -> None:
    said = [("我想10月1号入住，住两晚", "好的。")]
    for question in (
        "能不能改成10月2号入住，住两晚还是三晚便宜？",
        "改成10月2号吧，住4晚的话有优惠吗？",
    ):
        assert fields_after(ZhStay, [*said, (question, "可以，已改好。")])["入住晚数"] == 2


def test_guard_a_change_the_reply_only_prices_is_not_made() -> None:
    said = ("A room for three nights please", "Sure.")
    asked = ("Can you make it four nights?", "Four nights would be £480 - shall I go ahead?")
    assert fields_after(Stay, [said, asked])["nights"] == 3


@pytest.mark.parametrize(
    ("kind", "text", "values"),
    [
        ("rating", "找一家四星以上的酒店", ["四星"]),
        ("rating", "What's the rate for a 4 star hotel?", ["4 star"]),
        ("duration", "We were thinking 2 nights from May 14", ["2 nights"]),
        ("duration", "我订了两晚", ["两晚"]),
        ("review", "A 4 star hotel please", []),  # a class asked for is no rating given
        ("review", "I'd give it 5 stars", ["5 stars"]),
    ],
)
def test_measures_asked_for_and_given(kind: str, text: str, values: list[str]) -> None:
    assert [e.value for e in measures(kind, text, text)] == values


class Qualified(MemoryState):
    rating_min: float | None = None
    nights_count: int | None = None
    酒店星级要求: str | None = None
    入住天数要求: int | None = None
    hotel_rating: int | None = Field(None, description="Hotel class; give at least 4 if unsure")


def test_a_qualifier_after_the_word_keeps_the_category() -> None:
    assert {p.name: p.category for p in field_plans(Qualified)} == {
        "rating_min": "rating",
        "nights_count": "duration",
        "酒店星级要求": "rating",
        "入住天数要求": "duration",
        "hotel_rating": "rating",  # "give" in a description, but no customer gives it
    }


def test_a_chinese_change_of_length_asked_and_made() -> None:
    said = [("我想10月1号入住，住两晚", "好的。")]
    assert fields_after(ZhStay, [*said, ("能改成三晚吗？", "好的，已改好。")])["入住晚数"] == 3
