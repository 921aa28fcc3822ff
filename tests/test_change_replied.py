"""A change the user asks for, as the reply makes it: "could we do Saturday instead?" answered
"... at 9:30pm. I've moved KO-81427 there" books 9:30pm; "能改到下午吗？" answered "可以，下午3点20
还有位置，给您改过去了" books 下午3点20; "能改成女中音吗？" changes the part when the reply says it is
changed. A reply that only offers, or names two times, changes nothing; what a reply says to a
change (refused, accepted, neither) is read in its common forms."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import Field

from turnmem.fold.rules.entities import entities
from turnmem.state import MemoryState
from turnmem.turn import Turn

from ._exchanges import fields_after
from .test_corrections_choices import run, tool_turn


class Session(MemoryState):
    event_date: str | None = Field(None, description="Date of the session")
    event_time: str | None = Field(None, description="Start time of the session")


class Audition(MemoryState):
    voice_part: Literal["女高音", "女中音", "男高音"] | None = Field(None, description="声部")
    audition_time: str | None = Field(None, description="面试时间")


_BOOKED = ("Book the family session on Friday 14 August at 9pm please.", "Booked: Friday at 9pm.")


def test_the_moment_the_reply_moved_the_booking_to() -> None:
    state = fields_after(
        Session,
        [
            _BOOKED,
            (
                "The forecast is grim. Could we do Saturday the 15th instead, same session?",
                "Saturday 15 August has the same session at 9:30pm. I've moved KO-81427 there.",
            ),
        ],
    )
    assert state["event_time"] == "9:30pm"
    assert state["event_date"] in ("the 15th", "Saturday the 15th", "Saturday 15 August")


@pytest.mark.parametrize(
    "reply",
    [
        # offered, not made: the user has not taken it
        "Saturday 15 August has the same session at 9:30pm. Shall I move you?",
        # two times named: which one is booked, the reply does not say
        "I've moved you to Saturday; there are sessions at 9:30pm and 11pm.",
        "Sorry, I've checked and Saturday is fully booked.",
    ],
)
def test_a_reply_that_does_not_book_one_moment_keeps_the_time(reply: str) -> None:
    state = fields_after(Session, [_BOOKED, ("Could we do Saturday the 15th instead?", reply)])
    assert state["event_time"] == "9pm"


def test_minutes_said_without_fen_are_part_of_the_time() -> None:
    for text, value in (("下午3点20还有位置", "下午3点20"), ("3点45到", "3点45")):
        assert [(e.key, e.value) for e in entities(text, text)] == [("time", value)]
    # a count after the hour is no minute
    assert [(e.key, e.value) for e in entities("3点20个人", "3点20个人")] == [
        ("time", "3点"),
        ("party", "20个人"),
    ]


_SOPRANO = ("我想报名面试女高音，上午10点可以吗", "可以，已为您预约上午10点女高音面试。")


def test_a_chinese_change_asked_and_made() -> None:
    state = fields_after(
        Audition,
        [
            _SOPRANO,
            ("能改成女中音吗？", "可以，给您改过去了。"),
            ("那天上午我有事，能不能改到下午？", "可以，下午3点20还有位置，给您改过去了。"),
        ],
    )
    assert state == {"voice_part": "女中音", "audition_time": "下午3点20"}


def test_a_chinese_change_turned_down_keeps_the_value() -> None:
    state = fields_after(Audition, [_SOPRANO, ("能改成女中音吗？", "抱歉，女中音的名额已经满了。")])
    assert state["voice_part"] == "女高音"


class Survey(MemoryState):
    survey_date: str | None = Field(None, description="Day of the survey")
    survey_time: str | None = Field(None, description="Time of the survey")


def test_a_day_moved_to_is_read_with_its_weekday_beside_a_tool_date() -> None:
    from turnmem.fold.rules.moments import differ

    assert differ("date", "2026-06-15", "Wednesday 17 June")  # before: a Wednesday, not read
    assert not differ("date", "2026-06-17", "Wednesday 17 June")
    booked = tool_turn(
        0,
        "Let's do the survey at 9 Elm Close.",
        "book_survey",
        {"date": "2026-06-15", "time": "10:00"},
        {"quote_ref": "SL-3308"},
    )
    moved = Turn(
        index=1,
        user="Mum's got a hospital appointment on the 15th, can we do the Wednesday?",
        response="I've moved the survey to Wednesday 17 June at 10am.",
    )
    state = run(Survey(), booked, moved)  # type: ignore[arg-type]
    # the mother's appointment is no survey day; the day moved to is
    assert state.survey_date in ("17 June", "Wednesday 17 June")


def test_a_parent_named_without_my_is_someone_else_s_day() -> None:
    state = fields_after(Survey, [("Mum's got a hospital appointment on the 15th.", "Noted.")])
    assert state["survey_date"] is None


class Lanes(MemoryState):
    throwers: int | None = Field(None, description="Number of people throwing")
    session_time: str | None = Field(None, description="Start time")


def test_a_time_asked_for_is_no_head_count_and_i_m_afraid_turns_it_down() -> None:
    state = fields_after(
        Lanes,
        [
            ("Axe throwing for 10 of us on Saturday, 8:30 please.", "Booked for 10 at 8:30pm."),
            (
                "Two of the lads have dropped out, so it's 8. Could we do 9pm instead?",
                "Our latest start is 8:30pm, I'm afraid. For 8 it's £320.",
            ),
        ],
    )
    # before: throwers 9 (the 8:30 held as a fact matched the count 8 by its first number)
    assert state == {"throwers": 8, "session_time": "8:30"}


class Hut(MemoryState):
    booking_ref: str | None = Field(None, description="Booking reference")


def test_a_record_moved_under_its_held_id_takes_the_new_id() -> None:
    said = Turn(index=0, user="I have hut 47 booked, reference SW-47-0603.", response="Found it.")
    moved = tool_turn(
        1,
        "Could we do the 10th to the 12th instead?",
        "move_booking",
        {"booking_ref": "SW-47-0603", "from": "2026-06-10", "to": "2026-06-12"},
        {"booking_ref": "SW-47-0610", "status": "moved"},
    )
    other = tool_turn(
        1, "And a second hut please.", "create_booking", {"hut": "48"}, {"booking_ref": "SW-48"}
    )
    assert run(Hut(), said, moved).booking_ref == "SW-47-0610"  # type: ignore[arg-type, attr-defined]
    # a second record made beside the first leaves the first's id
    assert run(Hut(), said, other).booking_ref == "SW-47-0603"  # type: ignore[arg-type, attr-defined]


@pytest.mark.parametrize(
    ("reply", "verdict"),
    [
        ("No problem, 8pm it is.", "accepted"),
        ("Sorry for the wait - booked at 8:00 pm.", None),
        ("Booking was successful.", "accepted"),
        ("下午4点可以。", "accepted"),
        ("Our latest start is 8:30pm, I'm afraid.", "refused"),
        ("Sorry about that - we only have 9pm.", "refused"),
        ("Sorry about that, 8pm is already taken.", "refused"),
        ("Saturday is full, so I've moved you to the waitlist.", "refused"),
        ("Booking was unsuccessful.", "refused"),
        ("Yes, that works; I'm afraid it's £20 more.", "accepted"),
        ("Sure, four nights is full board.", "accepted"),
        ("The large room is taken until 2:30 on Thursday.", None),
    ],
)
def test_what_a_reply_says_to_a_change(reply: str, verdict: str | None) -> None:
    from turnmem.fold.rules.proposals import reply_verdict

    assert reply_verdict(reply) == verdict


@pytest.mark.parametrize(
    ("reply", "time"),
    [
        ("I've moved you to Saturday 15 August. The Saturday session starts at 9:30pm.", "9:30pm"),
        ("I've updated your email. Doors open at 8:30pm.", "9pm"),
        ("I've changed it. Please arrive as early as 8:30pm.", "9pm"),
    ],
)
def test_a_later_sentence_gives_the_moved_time_only_when_it_says_so(reply: str, time: str) -> None:
    state = fields_after(Session, [_BOOKED, ("Could we do Saturday instead?", reply)])
    assert state["event_time"] == time


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("帮我订明天下午2点30那场", "下午2点30"),
        ("明天下午3点30两位", "下午3点30"),
        ("下午3点20张票", "下午3点"),
    ],
)
def test_chinese_minutes_before_a_count_or_a_word(text: str, value: str) -> None:
    assert [e.value for e in entities(text, text) if e.key == "time"] == [value]


@pytest.mark.parametrize(
    "said",
    [
        "Mum is in hospital until Thursday, so keep it as it is.",
        "Dad is flying back on the 13th.",
        "Mum's got a hospital appointment on the 15th.",
    ],
)
def test_guard_a_parent_s_own_day_keeps_the_booking(said: str) -> None:
    assert fields_after(Session, [_BOOKED, (said, "Noted.")])["event_date"] == "14 August"


@pytest.mark.parametrize(
    "said",
    [
        "Mum's the one who'll be there on Saturday at 2pm.",
        "Mum has asked me to book Saturday at 2pm.",
    ],
)
def test_a_parent_named_in_the_user_s_own_booking_is_no_aside(said: str) -> None:
    assert fields_after(Session, [(said, "Okay.")]) == {
        "event_date": "Saturday",
        "event_time": "2pm",
    }


class Ticket(MemoryState):
    ticket_id: str | None = Field(None, description="Ticket id")
    priority: str | None = Field(None, description="Priority")


def test_guard_a_second_record_naming_the_first_leaves_its_fields() -> None:
    said = Turn(index=0, user="My ticket is TK-1001.", response="Found it.")
    second = tool_turn(
        1,
        "Open a related ticket please.",
        "create_ticket",
        {"related_ticket": "TK-1001", "priority": "urgent"},
        {"ticket_id": "TK-1002"},
    )
    state = run(Ticket(), said, second)  # type: ignore[arg-type]
    assert state.ticket_id == "TK-1001" and state.priority is None  # type: ignore[attr-defined]
