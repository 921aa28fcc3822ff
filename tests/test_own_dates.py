"""The user's own engagements are not the booking's date: moving house ("我月底要搬家", "we're
moving next month") and not being home ("I won't be home on Friday", "周五我不在家") give a
date that fills no date field; a field about the move itself still takes it."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn


class Delivery(MemoryState):
    delivery_date: str | None = Field(None, description="Date of the delivery")


class Removal(MemoryState):
    move_date: str | None = Field(None, description="Date of the move")


def run(state: MemoryState, *texts: str) -> MemoryState:
    for i, text in enumerate(texts):
        turn = Turn(index=i, user=text)
        state = apply(state, extract_updates(state, [turn]), turn=i)
    return state


def test_moving_house_gives_no_delivery_date() -> None:
    assert run(Delivery(), "我月底要搬家，以后寄到新家").delivery_date is None  # type: ignore[attr-defined]
    assert run(Delivery(), "we're moving next month, so hold my parcels").delivery_date is None  # type: ignore[attr-defined]


def test_not_being_home_gives_no_delivery_date_but_the_chosen_day_does() -> None:
    state = run(Delivery(), "I won't be home on Friday. Saturday works")
    assert state.delivery_date == "Saturday"  # type: ignore[attr-defined]
    assert run(Delivery(), "周五我不在家").delivery_date is None  # type: ignore[attr-defined]


def test_a_field_about_the_move_takes_the_moving_date() -> None:
    assert run(Removal(), "we're moving on 14 March").move_date == "14 March"  # type: ignore[attr-defined]


class Appointment(MemoryState):
    appointment_date: str | None = Field(None, description="Appointment date")


def test_what_the_user_already_did_gives_no_appointment_date() -> None:
    state = run(Appointment(), "book me in for Wednesday", "I already sent the forms on Monday")
    assert state.appointment_date == "Wednesday"  # type: ignore[attr-defined]
    state = run(Appointment(), "帮我约周三", "材料我周一已经交过了")
    assert state.appointment_date == "周三"  # type: ignore[attr-defined]


def test_already_booked_for_a_day_is_still_the_booking_date() -> None:
    state = run(Appointment(), "I already booked it for Thursday")
    assert state.appointment_date == "Thursday"  # type: ignore[attr-defined]


def test_already_moved_to_a_day_is_the_new_booking_date() -> None:
    state = run(
        Appointment(), "book me in for Wednesday", "I already moved it to Friday in the app"
    )
    assert state.appointment_date == "Friday"  # type: ignore[attr-defined]
