"""A day the booking comes after or before ("ideally after the 14th - my sister's staying with
us till then", "the 3rd onwards", "14号以后", "can I have it back before Friday?") is a bound,
not the booking's day: it fills no date field (found on the sixteenth and seventeenth blind
sets, where the start date stayed "the 14th" though the job was booked for Monday 17 November,
and on the twenty-second, where "before Friday" became the ready date). A deadline field takes
the bound ("下周五之前要"); "by Friday" is no bound of this kind (the day may be Friday); a day
said plainly still fills the field. The user's own engagement ("I've got a job interview on
Thursday") is no day of the booking either."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.fold.rules.moments import bound_day
from turnmem.fold.rules.text import normalise
from turnmem.state import MemoryState

from ._exchanges import fields_after


class Job(MemoryState):
    start_date: str | None = Field(None, description="Day the job starts")


class Repair(MemoryState):
    ready_date: str | None = Field(None, description="Day the repair is ready")


class Translation(MemoryState):
    deadline: str | None = Field(None, description="Day the translation is needed by")


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Ideally after the 14th, my sister's here till then.", "the 14th"),
        ("Any day from the 3rd onwards.", "the 3rd"),
        ("Not before Friday please.", "Friday"),
        ("14号以后都可以。", "14号"),
        ("Can I have it back before Friday?", "Friday"),
        ("周五之前能好吗？", "周五"),
    ],
)
def test_a_day_said_as_a_bound_is_a_bound_day(text: str, day: str) -> None:
    norm = normalise(text)
    start = norm.index(day)
    assert bound_day(norm, start, start + len(day))


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Can you start on the 14th?", "the 14th"),
        ("Friday after lunch works.", "Friday"),
        ("I need it by Friday.", "Friday"),
    ],
)
def test_a_day_said_plainly_is_no_bound(text: str, day: str) -> None:
    norm = normalise(text)
    start = norm.index(day)
    assert not bound_day(norm, start, start + len(day))


def test_a_bound_fills_no_start_date() -> None:
    fields = fields_after(
        Job,
        [
            (
                "Please paint the living room. Ideally after the 14th - my sister's staying till then.",
                "Happy to help.",
            )
        ],
    )
    assert fields["start_date"] is None


def test_a_plain_day_still_fills_it() -> None:
    fields = fields_after(Job, [("Please paint the living room, starting on the 17th.", "OK.")])
    assert fields["start_date"] == "the 17th"


def test_a_deadline_field_takes_the_bound() -> None:
    fields = fields_after(Translation, [("我要翻译毕业证，下周五之前要。", "好的。")])
    assert fields["deadline"] == "下周五"


def test_an_upper_bound_and_the_users_own_engagement_fill_no_ready_date() -> None:
    fields = fields_after(
        Repair,
        [
            (
                "Can I have it back before Friday? I've got a job interview on Thursday.",
                "We can rush it for Wednesday.",
            )
        ],
    )
    assert fields["ready_date"] is None


class Visit(MemoryState):
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")


def test_the_users_engagement_beside_a_day_asked_for_still_moves_the_booking() -> None:
    # found in review: the engagement blocked the whole clause, and "Thursday" stayed
    fields = fields_after(
        Visit,
        [
            ("Can you come Thursday at 2?", "Thursday at 2pm is fine."),
            (
                "I've got a meeting at 2 on Thursday so could you come Friday instead?",
                "Friday works.",
            ),
        ],
    )
    assert fields["visit_date"] == "Friday"


def test_the_booking_itself_said_as_an_appointment_with_you_is_read() -> None:
    fields = fields_after(
        Visit,
        [
            (
                "I have an appointment on Friday at 10 with you and need to move it to Monday.",
                "Done, Monday at 10.",
            )
        ],
    )
    assert fields["visit_date"] == "Monday"


@pytest.mark.parametrize(
    ("text", "day"),
    [("From Monday onward.", "Monday"), ("周五前能好吗？", "周五"), ("周五后都可以。", "周五")],
)
def test_a_bound_said_more_briefly_is_a_bound_day(text: str, day: str) -> None:
    # found in review: "onward", "前" and "后" alone were not read as a bound
    norm = normalise(text)
    start = norm.index(day)
    assert bound_day(norm, start, start + len(day))


def test_guard_a_day_before_qian_wang_is_the_day() -> None:
    # "12号前往杭州": the 12th they set off, no bound
    norm = normalise("我们12号前往杭州。")
    start = norm.index("12号")
    assert not bound_day(norm, start, start + 3)


class Exam(MemoryState):
    exam_date: str | None = Field(None, description="Day of the exam")


def test_the_users_own_deadline_is_no_day_of_the_booking() -> None:
    # blind23: "I need my results before my university application deadline on 31 July"
    fields = fields_after(
        Exam,
        [
            ("I'd like to register for IELTS.", "We have dates in June."),
            ("I need my results before my university application deadline on 31 July.", "OK."),
        ],
    )
    assert fields["exam_date"] is None


class Flyers(MemoryState):
    delivery_date: str | None = Field(None, description="Day of delivery")


@pytest.mark.parametrize(
    "user",
    [
        "Actually we need them on 4 June for our deadline.",
        "Sorry, it has to be 4 June for my deadline.",
    ],
)
def test_a_day_asked_for_a_deadline_is_the_day_of_the_booking(user: str) -> None:
    # the deadline is the reason, its day is not said: 4 June is the new delivery day
    held = ("I need 200 flyers printed, delivered on 8 June.", "Sure, 8 June.")
    assert fields_after(Flyers, [held, (user, "OK, 4 June.")])["delivery_date"] == "4 June"
