"""A stay's two dates in a schema whose end field is both the return and the check-out date:
a check-out cue (also a bare "out" opening the second half: "in Tuesday, out Thursday") puts
the date in the end field, never the start field (the check-in date is not the last one said)."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn


class Stay(MemoryState):
    start_date: str | None = Field(None, description="Departure or check-in date")
    end_date: str | None = Field(None, description="Return or check-out date")


class Hotel(MemoryState):
    check_in: str | None = Field(None, description="Check-in date")
    check_out: str | None = Field(None, description="Check-out date")


def read(schema: type[MemoryState], text: str) -> MemoryState:
    return apply(schema(), extract_updates(schema(), [Turn(index=0, user=text)]), turn=0)


def test_a_check_out_cue_fills_a_return_or_check_out_field() -> None:
    state = read(Stay, "we check in on Tuesday and check out on Thursday")
    assert (state.start_date, state.end_date) == ("Tuesday", "Thursday")  # type: ignore[attr-defined]


def test_a_return_cue_still_fills_it() -> None:
    state = read(Stay, "leaving on Monday, coming back on Saturday")
    assert (state.start_date, state.end_date) == ("Monday", "Saturday")  # type: ignore[attr-defined]


def test_a_bare_out_after_a_comma_is_the_check_out() -> None:
    state = read(Hotel, "in Tuesday, out Thursday please")
    assert (state.check_in, state.check_out) == ("Tuesday", "Thursday")  # type: ignore[attr-defined]


def test_out_of_is_no_check_out_cue() -> None:
    state = read(Hotel, "I'm out of the office, so check in Wednesday")
    assert (state.check_in, state.check_out) == ("Wednesday", None)  # type: ignore[attr-defined]
