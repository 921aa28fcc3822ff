"""The offline folder never lies after a value is restated in forms the seventh blind set
showed it missing (the cases are in new wording, not the set's): a correction after a
conjunction ("..., so make it 7:30pm instead of 6:30pm"), a stay extended "now", a changing
tool call's new date, a Chinese count restated beside its thing ("水要六瓶，不是三瓶"), a
Chinese swap of one of several things ("周六的剪发换成染发"), and a lone end-date field that a
date of another kind must not fill. Guards (cases that held before) are named as such."""

from __future__ import annotations

import json

import pytest
from pydantic import Field

from turnmem.state import MemoryState
from turnmem.turn import Observation, Step, ToolCall, Turn

from .test_corrections_choices import check, run, tool_turn


class Court(MemoryState):
    day: str | None = Field(None, description="Day of the booking")
    time: str | None = Field(None, description="Start time")


class Stay(MemoryState):
    booking_ref: str | None = Field(None, description="Booking reference")
    check_in: str | None = Field(None, description="Check-in date")
    check_out: str | None = Field(None, description="Check-out date")


class Visit(MemoryState):
    date: str | None = Field(None, description="Day of the visit")
    time: str | None = Field(None, description="Time of the visit")


class Pause(MemoryState):
    plan: str | None = Field(None, description="Subscription plan")
    pause_until: str | None = Field(None, description="Date the pause ends")


@pytest.mark.parametrize(
    "change",
    [
        "The kids have practice, so make it 9 instead of 7:45.",
        "Traffic is awful and make it 9 instead of 7:45.",
        "Make it 9 instead of 7:45.",  # guard: without the conjunction it held before
    ],
)
def test_a_correction_after_a_conjunction_is_the_value_alone(change: str) -> None:
    state = run(Court(), "Book the court for Friday at 7:45.", change)
    assert isinstance(state, Court) and state.time == "9"
    check(state, [], ["make it", "7:45"])


@pytest.mark.parametrize(
    "turns",
    [
        ["We arrive on the 3rd and leave on the 6th.", "My flight moved, so I'll stay through the 8th now."],
        ["We arrive on the 3rd and leave on the 6th.", "I have to stay until the 8th now."],
        ["Ref QK-5521: in on the 3rd and out on the 6th, but I need to stay till the 8th now."],
    ],
)  # fmt: skip
def test_a_stay_extended_now_moves_the_check_out(turns: list[str]) -> None:
    state = run(Stay(), *turns)
    assert isinstance(state, Stay)
    assert state.check_out == "the 8th" and state.check_in == "the 3rd"
    check(state, ["the 8th"], ["the 6th"])


def test_a_date_said_with_now_in_a_new_request_is_no_correction_guard() -> None:
    # guard: "now" beside a request that says more than when changes no held date
    state = run(
        Stay(), "We arrive on the 3rd and leave on the 6th.", "Can I book a taxi for the 8th now?"
    )
    assert isinstance(state, Stay) and state.check_out == "the 6th"


def test_a_changing_call_sets_the_dates_it_changed() -> None:
    state = run(
        Stay(),
        "Booking LM-3390: checking in on the 4th, out on the 7th.",
        tool_turn(
            1, "Can you give me one more night?", "modify_booking",
            {"ref": "LM-3390", "check_out": "8th"}, {"status": "ok"},
        ),
    )  # fmt: skip
    assert isinstance(state, Stay) and state.check_out == "8th" and state.check_in == "the 4th"
    check(state, ["8th"], ["the 7th"])


def test_a_rescheduling_call_sets_the_new_time() -> None:
    state = run(
        Visit(),
        "I'd like the inspection on Tuesday at 2pm.",
        tool_turn(
            1, "Something came up, anything later?", "reschedule_visit",
            {"date": "Tuesday", "time": "16:30"}, {"status": "confirmed"},
        ),
    )  # fmt: skip
    assert isinstance(state, Visit) and state.time == "16:30" and state.date == "Tuesday"


@pytest.mark.parametrize(
    ("call", "record"),
    [
        ("modify_booking", {"status": "failed", "reason": "no availability"}),
        ("modify_booking", {"error": "room not free"}),
        ("check_availability", {"available": True}),  # a lookup changes nothing
    ],
)
def test_a_failed_or_looking_call_changes_no_date(call: str, record: object) -> None:
    state = run(
        Stay(),
        "Booking LM-3390: checking in on the 4th, out on the 7th.",
        tool_turn(1, "Is one more night possible?", call, {"check_out": "8th"}, record),
    )
    assert isinstance(state, Stay) and state.check_out == "the 7th"


@pytest.mark.parametrize(
    ("first", "change", "says", "never"),
    [
        ("帮我订三瓶水，两个面包。", "水要六瓶，不是三瓶。", ["六瓶"], ["三瓶", "水要"]),
        ("帮我订两箱橙子和一箱苹果", "橙子要四箱，不是两箱", ["四箱橙子"], ["两箱"]),
    ],
)  # fmt: skip
def test_a_chinese_count_restated_beside_its_thing_replaces_the_count(
    first: str, change: str, says: list[str], never: list[str]
) -> None:
    check(run(MemoryState(), first, change), says, never)


@pytest.mark.parametrize(
    ("first", "change", "says", "never"),
    [
        ("帮我预约周六上午的剪发和周日的美甲。", "周六的剪发换成染发吧。", ["染发", "美甲"], ["剪发"]),
        # guard: the thing alone, as before
        ("帮我预约周六上午的剪发和周日的美甲。", "剪发换成染发吧。", ["染发", "美甲"], ["剪发"]),
    ],
)  # fmt: skip
def test_a_chinese_swap_of_one_thing_named_with_its_day(
    first: str, change: str, says: list[str], never: list[str]
) -> None:
    check(run(MemoryState(), first, change), says, never)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Please pause my plan, I'm travelling and I fly out on Monday.", None),
        ("暂停一下，我周一出差。", None),
        ("Please pause my plan until June 2.", "June 2"),
        ("Pause it, I'm back on the 14th.", "the 14th"),
        ("暂停到6月2号。", "6月2号"),
    ],
)
def test_a_lone_end_date_field_takes_only_a_date_said_as_an_end(
    text: str, expected: str | None
) -> None:
    state = run(Pause(), text)
    assert isinstance(state, Pause) and state.pause_until == expected


@pytest.mark.parametrize(
    "change",
    [
        "Also, I got the date wrong, it was the 9th.",
        "Sorry, it was June 9th.",
        "I had the date wrong, it was the 9th.",
    ],
)
def test_a_date_said_wrong_replaces_the_fact_that_held_it(change: str) -> None:
    # no field holds the day of a collision: the fact that did must not keep the wrong one
    state = run(MemoryState(), "Someone hit my parked car on June 8th.", change)
    check(state, ["9th"], ["june 8th"])


class Order(MemoryState):
    guests: int | None = Field(None, description="Number of guests")


def test_a_count_said_again_before_a_dash_and_a_reason() -> None:
    state = run(
        Order(),
        "We need lunch for 60 people on Friday.",
        "Right, turns out it's 48, not 60 - a few people are on leave that week.",
    )
    assert isinstance(state, Order) and state.guests == 48
    check(state, ["48"], ["60"])


def test_an_outcome_count_before_a_dash_and_a_question() -> None:
    state = run(
        Order(),
        "A table for 4 on Friday please.",
        "My cousin is joining. So five - can you seat five together?",
    )
    assert isinstance(state, Order) and state.guests == 5


class Venue(MemoryState):
    guests: int | None = Field(None, description="Number of guests")


class Sailing(MemoryState):
    sail_date: str | None = Field(None, description="Day of sailing")


class Visa(MemoryState):
    travel_date: str | None = Field(None, description="Day of departure")
    return_date: str | None = Field(None, description="Day the stay ends")


class Room(MemoryState):
    start_date: str | None = Field(None, description="Day the booking starts")
    start_time: str | None = Field(None, description="Time the booking starts")


def test_an_estimate_said_again_replaces_the_count() -> None:
    state = run(
        Venue(),
        "About 80 guests. Actually no, my sister just called, it's more like 95 with the kids.",
    )
    assert isinstance(state, Venue) and state.guests == 95


def test_a_bare_date_alone_picks_the_offered_day_when_one_field_holds_a_date() -> None:
    state = run(Sailing(), "A crossing on 9 April please.", "The 11th. Is there a cabin?")
    assert isinstance(state, Sailing) and state.sail_date == "The 11th"
    check(state, ["the 11th"], ["9 april"])


def test_until_a_day_moves_the_end_of_a_stay() -> None:
    state = run(
        Visa(),
        "He'd travel 2 April to 20 May. Oh, he wants to see the wedding, so actually until 6 June.",
    )
    assert isinstance(state, Visa)
    assert (state.travel_date, state.return_date) == ("2 April", "6 June")


def test_a_tool_time_fills_the_time_field_not_the_date() -> None:
    step = Step(
        tool_calls=[
            ToolCall(
                id="c0", name="book_room", arguments=json.dumps({"day": "Friday", "start": "09:30"})
            )
        ],
        observations=[Observation(tool_call_id="c0", content=json.dumps({"ref": "MR-1"}))],
    )
    turn = Turn(index=0, user="Book the small room on Friday morning.", steps=[step])
    state = run(Room(), turn)
    assert isinstance(state, Room) and state.start_time == "09:30"
    assert state.start_date != "09:30"
