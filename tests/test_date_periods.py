"""A span of days ("next month", "this weekend", "下个月", "周末") said in a plan or a reason
("I'm opening a café next month", "the landlord is having it sealed next week", "准备下个月入住",
"周末带孩子去种种菜") fills no date field and replaces none: found on four blind sets, where each
such span was stored as the booking's date though its day came from elsewhere or not at all.
A span asked for ("Start next month.", tests/test_values_whole.py) and a day inside a span
("next Tuesday", "下周二", "the 1st of next month") are still read."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.fold.rules.moments import period
from turnmem.state import MemoryState

from ._exchanges import fields_after


class Visit(MemoryState):
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")


class Sign(MemoryState):
    sign_text: str | None = Field(None, description="What the sign says")
    ready_date: str | None = Field(None, description="Day the sign is ready")


@pytest.mark.parametrize(
    "text",
    ["next month", "this weekend", "next week", "the following week", "下个月", "周末", "下周"],
)
def test_a_span_of_days_is_a_period(text: str) -> None:
    assert period(text)


@pytest.mark.parametrize(
    "text", ["next Tuesday", "下周二", "the 1st of next month", "下个月1号", "Saturday", "周六"]
)
def test_a_day_is_no_period(text: str) -> None:
    assert not period(text)


def test_a_plan_over_a_span_fills_no_date() -> None:
    fields = fields_after(
        Sign,
        [
            (
                "Hello, I'm opening a café next month and need a sign.",
                "Lovely. What should it say?",
            ),
            ("It should say 'The Copper Kettle'.", "Noted."),
        ],
    )
    assert fields["ready_date"] is None


def test_a_span_in_a_reason_does_not_replace_the_booked_day() -> None:
    fields = fields_after(
        Visit,
        [
            ("We've got mice. Can you come Thursday at 2?", "Thursday at 2pm is fine."),
            (
                "Great. Oh, not the loft - the landlord is having it sealed next week.",
                "No problem, just the kitchen then.",
            ),
        ],
    )
    assert fields["visit_date"] == "Thursday"


def test_a_chinese_plan_over_a_span_fills_no_date() -> None:
    fields = fields_after(
        Visit,
        [("你好，我们家刚装修完，想做个甲醛检测，准备下个月入住。", "好的，每个点位150元。")],
    )
    assert fields["visit_date"] is None


@pytest.mark.parametrize(
    ("user", "day"),
    [
        ("Can you come next Tuesday at 10am?", "next Tuesday"),
        ("下周二上午10点可以来吗？", "下周二"),
    ],
)
def test_a_day_inside_a_span_is_still_read(user: str, day: str) -> None:
    fields = fields_after(Visit, [(user, "Yes, that works.")])
    assert fields["visit_date"] == day


HELD = ("Can you come Thursday at 2?", "Thursday at 2pm is fine.")
HELD_ZH = ("我想预约保洁，周四上午。", "好的，周四上午。")


@pytest.mark.parametrize(
    ("held", "user", "day"),
    [
        (HELD, "We'll have to push it to next week.", "next week"),
        (HELD, "Sorry, something came up, it'll have to be next week.", "next week"),
        (HELD, "Something came up - we'll do it next week.", "next week"),
        (HELD, "Let's leave it till next month.", "next month"),
        (HELD_ZH, "推到下周。", "下周"),
        (HELD_ZH, "周四不行了，下周再来。", "下周"),
        (HELD_ZH, "还是下个月再做。", "下个月"),
        (HELD_ZH, "那就下个月。", "下个月"),
    ],
)
def test_a_span_the_booking_moves_to_replaces_the_held_day(
    held: tuple[str, str], user: str, day: str
) -> None:
    # found in review: each kept "Thursday" / "周四", a day the user had just moved off
    fields = fields_after(Visit, [held, (user, "OK.")])
    assert fields["visit_date"] == day


def test_a_span_given_alone_as_the_answer_is_read() -> None:
    fields = fields_after(
        Visit, [("I need a boiler service.", "When suits you?"), ("Next week.", "OK.")]
    )
    assert fields["visit_date"] == "Next week"
