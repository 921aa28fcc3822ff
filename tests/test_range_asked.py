"""A range asked for instead of the held one ("Could we do the 10th to the 12th instead?",
answered with the new dates) moves both ends, not the end alone (found on the twenty-first
blind set: the start stayed "the 3rd")."""

from __future__ import annotations

from pydantic import Field

from turnmem.state import MemoryState

from ._exchanges import fields_after


class Hut(MemoryState):
    start_date: str | None = Field(None, description="First day of the hire")
    end_date: str | None = Field(None, description="Last day of the hire")
    start_time: str | None = Field(None, description="Time the hire starts")


def test_a_range_asked_instead_moves_both_ends() -> None:
    fields = fields_after(
        Hut,
        [
            ("I've got hut 47 booked for the 3rd to the 5th of June.", "Yes, I can see it."),
            (
                "Could we do the 10th to the 12th instead? My daughter's exams finish on the 9th.",
                "Yes, hut 47 is free 10 to 12 June.",
            ),
        ],
    )
    assert fields["start_date"] == "the 10th"
    assert fields["end_date"] == "the 12th"


def test_a_day_and_a_time_asked_instead_still_move_both() -> None:
    # guard: two values that are no range keep being read side by side
    fields = fields_after(
        Hut,
        [
            ("Book hut 12 from Friday at 10am please.", "Booked: Friday from 10am."),
            ("Could we do Saturday at 2pm instead?", "Yes, Saturday at 2pm is free."),
        ],
    )
    assert fields["start_date"] == "Saturday"
    assert fields["start_time"] == "2pm"
