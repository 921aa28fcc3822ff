"""A cancel call that succeeded for the record the id fields hold leaves the record's days and
times unset (found on the twenty-first and twenty-second blind sets: after
``cancel_booking({"booking_ref": "HLD-1114-03"})`` answered ``{"status": "cancelled"}`` the
state still said "course_date: 14 November", a booking that is gone). Guards: a cancel of
another record, or one that failed, changes no day."""

from __future__ import annotations

from pydantic import Field

from turnmem.state import MemoryState
from turnmem.turn import Turn

from .test_corrections_choices import run, tool_turn


class Course(MemoryState):
    booking_ref: str | None = Field(None, description="Booking reference")
    course_date: str | None = Field(None, description="Day of the course")
    start_time: str | None = Field(None, description="Time the course starts")


BOOKED = "I booked the Blue Cheese Day on 14 November at 10am, reference HLD-1114-03."


def _after(ref: str, result: dict[str, str]) -> Course:
    cancel = tool_turn(1, "Can we cancel that one?", "cancel_booking", {"booking_ref": ref}, result)
    state = run(Course(), BOOKED, cancel)
    assert isinstance(state, Course)
    return state


def test_a_cancelled_booking_leaves_no_day_or_time() -> None:
    state = _after("HLD-1114-03", {"status": "cancelled", "refund": "£190"})
    assert (state.course_date, state.start_time) == (None, None)


def test_guard_the_day_was_held_before() -> None:
    state = run(Course(), BOOKED)
    assert isinstance(state, Course)
    assert (state.course_date, state.start_time) == ("14 November", "10am")


def test_guard_a_cancel_of_another_record_keeps_the_day() -> None:
    state = _after("HLD-0999-01", {"status": "cancelled"})
    assert state.course_date == "14 November"


def test_guard_a_failed_cancel_keeps_the_day() -> None:
    state = _after("HLD-1114-03", {"status": "failed", "reason": "too late to cancel"})
    assert state.course_date == "14 November"


def test_guard_a_cancel_of_a_part_of_the_booking_keeps_the_day() -> None:
    # found in review: "cancel_addon" cleared the day of a course that still stands
    turn = tool_turn(
        1,
        "Can you drop the lunch add-on?",
        "cancel_addon",
        {"booking_ref": "HLD-1114-03", "addon": "lunch"},
        {"status": "cancelled", "refund": "£15"},
    )
    state = run(Course(), BOOKED, turn)
    assert isinstance(state, Course)
    assert (state.course_date, state.start_time) == ("14 November", "10am")


class Flowers(MemoryState):
    delivery_date: str | None = Field(None, description="Day of delivery")


def test_a_cancel_naming_one_record_clears_its_day_when_no_reference_is_held() -> None:
    # blind23: the order's reference was never read into a field, the cancel named it
    cancel = tool_turn(1, "Just cancel it please.", "cancel_order", {"order_ref": "FL-51873"},
                       {"status": "cancelled", "refund": "£85"})  # fmt: skip
    state = run(Flowers(), "Deliver the sympathy arrangement on Wednesday 10 June please.", cancel)
    assert isinstance(state, Flowers)
    assert state.delivery_date is None


def test_guard_a_cancel_naming_no_record_keeps_the_day() -> None:
    cancel = tool_turn(1, "Cancel the card.", "cancel", {"reason": "lost"}, {"status": "cancelled"})
    state = run(Flowers(), "Deliver the sympathy arrangement on Wednesday 10 June please.", cancel)
    assert isinstance(state, Flowers)
    assert state.delivery_date == "10 June"


class Court(MemoryState):
    booking_ref: str | None = Field(None, description="Booking reference")
    booking_date: str | None = Field(None, description="Day of the booking")


def _court(user: str, reply: str) -> Court:
    state = run(
        Court(),
        "I've got a court booked for Wednesday evening, booking TC-2877.",
        Turn(index=1, user=user, response=reply),
    )
    assert isinstance(state, Court)
    return state


def test_a_cancel_the_reply_says_it_made_clears_the_day() -> None:
    # blind23: "Just cancel the booking" - "No problem, I've cancelled TC-2877 ..."
    state = _court("Just cancel the booking, we'll play another week.", "I've cancelled TC-2877.")
    assert state.booking_date is None


def test_guard_a_cancel_of_another_reference_keeps_the_day() -> None:
    state = _court("Just cancel the booking.", "I've cancelled TC-1001, the other one.")
    assert state.booking_date == "Wednesday evening"


def test_guard_a_cancel_not_yet_made_keeps_the_day() -> None:
    state = _court("Just cancel the booking.", "Are you sure? There's a fee.")
    assert state.booking_date == "Wednesday evening"


def test_a_chinese_cancel_of_the_install_clears_its_day() -> None:
    # blind24: cancel_install({"order_no": ...}) answered {"status": "已取消"}
    cancel = tool_turn(1, "先把安装取消吧。", "cancel_install", {"order_no": "JS20260603118"},
                       {"status": "已取消"})  # fmt: skip
    before = run(Flowers(), "这周六下午来安装可以吗？")
    state = run(Flowers(), "这周六下午来安装可以吗？", cancel)
    assert isinstance(before, Flowers) and isinstance(state, Flowers)
    assert (before.delivery_date, state.delivery_date) == ("这周六", None)


def test_guard_a_cancel_of_the_old_record_after_a_rebooking_keeps_the_new_day() -> None:
    # no id field: the new booking's reference is a fact, the cancel names the old one
    booked = tool_turn(1, "Thursday the 11th then.", "book_delivery", {"date": "2026-06-11"},
                       {"order_ref": "FL-600", "status": "confirmed"})  # fmt: skip
    cancel = tool_turn(2, "And cancel the old order.", "cancel_order", {"order_ref": "FL-512"},
                       {"status": "cancelled"})  # fmt: skip
    state = run(Flowers(), "My order FL-512 is for Wednesday 10 June; can it come later?", booked,
                cancel)  # fmt: skip
    assert isinstance(state, Flowers)
    assert state.delivery_date in ("Thursday the 11th", "the 11th", "2026-06-11")
