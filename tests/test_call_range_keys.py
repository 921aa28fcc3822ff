"""A booking call's ``"from"`` / ``"to"`` dates are the first and the second of the schema's
pair of dates (found on the sixteenth blind set: ``book_tub({"from": "Friday 22 August", "to":
"Tuesday 26 August"})`` after "can we keep it till the Tuesday?" left the end date on the 25th,
and "Tuesday 26 August", a weekday with its date, was read as no one date)."""

from __future__ import annotations

from pydantic import Field

from turnmem.state import MemoryState

from .test_corrections_choices import run, tool_turn


class Hire(MemoryState):
    start_date: str | None = Field(None, description="First day of the hire")
    end_date: str | None = Field(None, description="Last day of the hire")


class Visit(MemoryState):
    visit_date: str | None = Field(None, description="Day of the visit")


def _hire(args: dict[str, str]) -> Hire:
    state = run(
        Hire(),
        "A hot tub from Friday 22 to Monday 25 August please.",
        tool_turn(1, "Book it.", "book_tub", args, {"booking_ref": "HT-6188"}),
    )
    assert isinstance(state, Hire)
    return state


def test_a_made_records_to_date_replaces_the_end_it_differs_from() -> None:
    state = _hire({"from": "Friday 22 August", "to": "Tuesday 26 August"})
    assert state.end_date == "Tuesday 26 August"


def test_an_iso_range_fills_both_ends() -> None:
    args = {"from": "2026-06-10", "to": "2026-06-12"}
    state = run(Hire(), tool_turn(0, "Book the hut.", "book_hut", args, {"booking_ref": "SW-1"}))
    assert isinstance(state, Hire)
    assert (state.start_date, state.end_date) == ("2026-06-10", "2026-06-12")


def test_guard_the_same_day_said_otherwise_keeps_the_users_words() -> None:
    state = _hire({"from": "2026-08-22", "to": "2026-08-25"})
    assert state.end_date == "25 August"


def test_guard_a_lone_date_field_is_no_pair() -> None:
    args = {"from": "2026-06-10", "to": "2026-06-12"}
    state = run(Visit(), tool_turn(0, "Book it.", "book_visit", args, {"booking_ref": "V-1"}))
    assert isinstance(state, Visit)
    assert state.visit_date is None


class Berth(MemoryState):
    arrival_date: str | None = Field(None, description="Day the boat arrives")
    departure_date: str | None = Field(None, description="Day the boat leaves")


def test_a_key_naming_the_fields_stem_fills_it_and_an_iso_day_differs_from_a_weekday() -> None:
    # blind23: "crossing back on the Monday" held, then book_berth({"depart": "2026-07-28"}),
    # a Tuesday: the record made says when the boat leaves
    booked = tool_turn(1, "Book it.", "book_berth", {"arrive": "2026-07-24",
                       "depart": "2026-07-28"}, {"booking_ref": "MB-1"})  # fmt: skip
    state = run(Berth(), "Arriving Friday 24 July, leaving on the Monday.", booked)
    assert isinstance(state, Berth)
    assert state.departure_date == "2026-07-28"


def test_guard_an_iso_day_on_the_weekday_held_keeps_the_users_words() -> None:
    booked = tool_turn(1, "Book it.", "book_berth", {"depart": "2026-07-27"}, {"booking_ref": "B"})
    state = run(Berth(), "Arriving Friday 24 July, leaving on the Monday.", booked)
    assert isinstance(state, Berth)
    assert state.departure_date == "Monday"


class Stay(MemoryState):
    guest_dob: str | None = Field(None, description="Guest's date of birth")
    arrival_date: str | None = Field(None, description="Arrival day")


def test_guard_a_birth_date_is_no_end_of_a_range() -> None:
    # found in review: the stay's "from" day became the guest's date of birth
    args = {"from": "2026-06-10", "to": "2026-06-14"}
    state = run(Stay(), tool_turn(0, "Book it.", "book_stay", args, {"booking_ref": "S-1"}))
    assert isinstance(state, Stay)
    assert state.guest_dob is None


class Room(MemoryState):
    check_in_date: str | None = Field(None, description="Day of arrival")
    nights: int | None = Field(None, description="Number of nights")


class Party(MemoryState):
    party_date: str | None = Field(None, description="Day of the party")
    party_time: str | None = Field(None, description="Start time of the party")


def test_a_key_naming_another_moment_of_the_stem_fills_nothing() -> None:
    # "check_out" shares check_in_date's first five letters, "party_end" party_time's: the
    # other end of the stay or the party is no check-in day and no start time
    booked = tool_turn(1, "Book it.", "book_room", {"check_in": "2026-06-10",
                       "check_out": "2026-06-12"}, {"booking_ref": "H-1"})  # fmt: skip
    stay = run(Room(), "A room from 10 June for two nights please.", booked)
    assert isinstance(stay, Room)
    assert stay.check_in_date in ("10 June", "2026-06-10")
    booked = tool_turn(1, "Book it.", "book_party", {"party_start": "14:00",
                       "party_end": "16:00"}, {"booking_ref": "P-1"})  # fmt: skip
    party = run(Party(), "A party on Saturday 13 June at 2pm for ten kids.", booked)
    assert isinstance(party, Party)
    assert party.party_time == "2pm"


def test_guard_a_key_with_a_bound_word_names_the_stem() -> None:
    booked = tool_turn(1, "Book it.", "book_berth", {"departing": "2026-07-28",
                       "arrive_by": "2026-07-24"}, {"booking_ref": "MB-1"})  # fmt: skip
    state = run(Berth(), "I'd like a berth for my boat.", booked)
    assert isinstance(state, Berth)
    assert (state.arrival_date, state.departure_date) == ("2026-07-24", "2026-07-28")
