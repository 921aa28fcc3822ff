"""The offline folder never lies when the assistant offers options (cases in new wording; the
eighth blind set showed the forms): a booking call made for a slot sets the day and time it
was made for, a value asked for and turned down with nothing held is no fact and no goal,
an option pointed at ("the earlier one") is the one the reply names, and a stay extended with
only a start date held changes no start. Guards (cases that held before) are named as such."""

from __future__ import annotations

import functools

import pytest
from pydantic import Field

from turnmem.state import MemoryState
from turnmem.turn import Turn

from .test_corrections_choices import check, run, tool_turn

_booked = functools.partial(tool_turn, reply="Booked.")  # a booking call's turn


class Visit(MemoryState):
    date: str | None = Field(None, description="Day of the visit")
    time: str | None = Field(None, description="Time of the visit")


class Patient(MemoryState):
    date_of_birth: str | None = Field(None, description="Date of birth")
    date: str | None = Field(None, description="Day of the appointment")
    time: str | None = Field(None, description="Time of the appointment")


class Hotel(MemoryState):
    check_in: str | None = Field(None, description="Check-in date")
    nights: int | None = Field(None, description="Number of nights")


def _said(index: int, user: str, reply: str) -> Turn:
    return Turn(index=index, user=user, response=reply)


def test_a_booking_made_for_a_slot_sets_its_day_and_time() -> None:
    state = run(
        Visit(),
        "Can the plumber come on Monday at 8:00?",
        _booked(
            1, "Monday's out after all, whatever you have on Tuesday.", "book_visit",
            {"job": "leak", "slot": "Tuesday 13:30"}, {"visit": "PL-5521"},
        ),
    )  # fmt: skip
    assert isinstance(state, Visit) and (state.date, state.time) == ("Tuesday", "13:30")
    check(state, ["tuesday"], ["monday", "8:00"])


@pytest.mark.parametrize(
    ("args", "record"),
    [
        ({"dob": "1987-04-02"}, {"booking": "AP-1"}),  # a birth date is no slot
        ({"slot": "Tuesday 13:30"}, {"status": "failed"}),  # a failed booking books nothing
        ({"end": "15:00"}, {"booking": "AP-1"}),  # the end of a booking is not its time
    ],
)
def test_a_call_that_books_no_slot_changes_no_day_or_time(
    args: dict[str, str], record: object
) -> None:
    state = run(
        Patient(),
        "I'd like an appointment on Monday at 9:00.",
        _booked(1, "Please go ahead.", "book_appointment", args, record),
    )
    assert isinstance(state, Patient) and (state.date, state.time) == ("Monday", "9:00")


def test_a_value_asked_for_and_turned_down_is_no_fact_and_no_goal() -> None:
    state = run(
        Visit(),
        _said(
            0, "Could you fit me in at 19:00 on Thursday?",
            "Sorry, we close at 19:00 on Thursdays; the last slot is 18:15.",
        ),
    )  # fmt: skip
    check(state, [], ["19:00", "fit me in"])


def test_a_request_answered_sorry_about_something_else_is_kept_guard() -> None:
    state = run(
        Visit(), _said(0, "Could you book me in on Friday at 10:00?", "Sorry, I need your name first.")
    )  # fmt: skip
    assert isinstance(state, Visit) and (state.date, state.time) == ("Friday", "10:00")


@pytest.mark.parametrize(
    ("pick", "reply", "time"),
    [
        ("Fine, the earlier one.", "17:15 it is, for two.", "17:15"),
        ("OK, the later one please.", "Done: 20:45 for two.", "20:45"),
        ("Perfect, take that.", "You're in at 18:05 then.", "18:05"),
    ],
)
def test_an_option_pointed_at_is_the_one_the_reply_names(pick: str, reply: str, time: str) -> None:
    state = run(
        Visit(),
        "A table on Saturday around 19:00 please.",
        _said(1, pick, reply),
    )
    assert isinstance(state, Visit) and state.time == time and state.date == "Saturday"
    check(state, [time], ["19:00"])


def test_an_option_pointed_at_with_a_reply_restating_the_held_day_changes_nothing() -> None:
    state = run(
        Hotel(),
        "A room from June 3rd for two nights, please.",
        _said(1, "The cheaper one.", "The Harbour Inn, checking in June 3 for two nights."),
    )
    assert isinstance(state, Hotel) and state.check_in == "June 3rd"


def test_a_stay_extended_with_only_a_start_held_changes_no_start() -> None:
    state = run(
        Hotel(), "A room from June 3rd for two nights, please.", "I need to stay until the 7th now."
    )
    assert isinstance(state, Hotel) and state.check_in == "June 3rd"


class Trip(MemoryState):
    travel_date: str | None = Field(None, description="Day of travel")


def test_the_users_own_engagement_given_as_a_reason_is_not_the_booking_day() -> None:
    state = run(
        Trip(),
        "I'm flying to Oslo tomorrow.",
        _said(
            1, "Can you move me to the Thursday flight instead? My interview moved to Thursday afternoon.",
            "Done: Thursday at 08:15.",
        ),
    )  # fmt: skip
    assert isinstance(state, Trip) and state.travel_date == "Thursday"


def test_a_request_for_another_option_refused_changes_nothing() -> None:
    state = run(
        Trip(),
        "I'm flying to Oslo tomorrow.",
        _said(1, "Can you put me on the Thursday one instead?", "Sorry, Thursday is sold out."),
    )
    assert isinstance(state, Trip) and state.travel_date == "tomorrow"


class Leave(MemoryState):
    start_date: str | None = Field(None, description="First day off")
    end_date: str | None = Field(None, description="Last day off")


def test_a_record_made_for_other_dates_replaces_the_held_ones() -> None:
    state = run(
        Leave(),
        "I'd like annual leave from 3月4日 to 3月6日.",
        _booked(
            1, "Only two days after all, the 4th and the 5th.", "submit_leave",
            {"start": "2026-03-04", "end": "2026-03-05"}, {"request": "LV-221"},
        ),
    )  # fmt: skip
    assert isinstance(state, Leave) and state.end_date == "2026-03-05"
    assert state.start_date == "3月4日"  # the same day in another form stays as said


def test_a_record_made_with_the_held_time_in_another_form_keeps_the_users_guard() -> None:
    state = run(
        Visit(),
        "A table on Saturday at 7pm please.",
        _booked(
            1, "Yes, book it.", "create_reservation", {"date": "Saturday", "time": "19:00"},
            {"reservation": "R-5"},
        ),
    )  # fmt: skip
    assert isinstance(state, Visit) and state.time == "7pm"
