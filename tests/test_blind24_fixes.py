"""Found on the twenty-fourth blind set (each fails on the code before): a bare hour held ("the
Thursday at 4") was never replaced by the time a reply that moved the booking named ("Tuesday 9
June at 10am ... I've moved you to that"): a bare "4" and "10am" were read as no difference;
"let's say 110 then, to be safe" left 90 guests (a number picked is no head count unless above
any hour, and a reason clause after it hid the pick). Guards: "4" beside "4pm" is no change; a
small number picked ("say 7 then") may be a time and changes no count."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.moments import differ
from turnmem.state import MemoryState

from ._exchanges import fields_after


class Survey(MemoryState):
    survey_date: str | None = Field(None, description="Day of the survey")
    survey_time: str | None = Field(None, description="Time of the survey")


class Party(MemoryState):
    guests: int | None = Field(None, description="Number of guests")


def test_a_bare_hour_differs_from_another_hour_only() -> None:
    assert differ("time", "4", "10am")
    assert not differ("time", "4", "4pm")
    assert not differ("time", "10:00", "10am")


def test_a_move_the_reply_made_replaces_a_bare_hour() -> None:
    fields = fields_after(
        Survey,
        [
            ("Thursday at 4 please.", "Booked for Thursday 11 June at 4pm."),
            (
                "Can the surveyor come on the Tuesday instead?",
                "Tuesday 9 June at 10am is still free, so I've moved you to that.",
            ),
        ],
    )
    assert fields["survey_time"] == "10am"


def test_a_count_picked_with_a_reason_after_it_is_the_new_count() -> None:
    fields = fields_after(
        Party, [("About 90 guests.", "OK."), ("Perfect, let's say 110 then, to be safe.", "Great.")]
    )
    assert fields["guests"] == 110


def test_guard_a_small_number_picked_changes_no_count() -> None:
    fields = fields_after(Party, [("About 9 guests.", "OK."), ("Let's say 7 then.", "Great.")])
    assert fields["guests"] == 9
