"""The offline folder after changes said with their reasons, in their own words: "push it to
4", "Tom can't do 3", "Marcus is away next week", "so the last day off is the 29th", "I meant
from savings", "let's do 8" answered "booked for 8:00 pm", "预算可以放到4500", "转3000就够了",
"改一下，1月6号开始". Each case says what the state must say and must no longer say as current
(the phrasing is this file's own; the labelled sets are scored separately)."""

from __future__ import annotations

import json
from typing import Literal

import pytest
from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Observation, Step, ToolCall, Turn

from .test_corrections_choices import check, current


class Meeting(MemoryState):
    day: str | None = Field(None, description="Day of the call")
    start: str | None = Field(None, description="Start time")
    invitees: list[str] = Field(default_factory=list, description="People invited")


class Leave(MemoryState):
    first_day: str | None = Field(None, description="First day off")
    last_day: str | None = Field(None, description="Last day off")


class Transfer(MemoryState):
    source: Literal["checking", "savings"] | None = Field(None, description="Account it leaves")


class Flat(MemoryState):
    max_rent: str | None = Field(None, description="Maximum monthly rent")


def run(state: MemoryState, *exchanges: str | tuple[str, str]) -> MemoryState:
    """Extract and apply turn by turn; an exchange is a user text or (user, reply)."""
    for i, ex in enumerate(exchanges):
        user, reply = (ex, None) if isinstance(ex, str) else ex
        turn = Turn(index=i, user=user, response=reply)
        state = apply(state, extract_updates(state, [turn]), turn=turn.index)
    return state


SYNC = "Schedule a sync for Wednesday at 2pm with Ana Ruiz and Ben Cole."


@pytest.mark.parametrize("change", ["Move it to 3.", "Ben can't do 2, move it to 3."])
def test_a_bare_hour_moves_the_time_a_field_holds(change: str) -> None:
    state = run(Meeting(), SYNC, change)
    assert isinstance(state, Meeting) and state.start == "3pm"
    check(state, ["wednesday at 3pm"], ["2pm"])


def test_a_move_verb_never_names_a_thing() -> None:
    # before: "Move it to 3." made the goal "Schedule a Move ..." (the verb read as a name)
    assert "move" not in current(
        run(Meeting(), "Set up the Q4 review on Friday at 10am.", "Move it to 11.")
    )


def test_someone_elses_time_away_is_a_reason_not_a_value() -> None:
    state = run(Meeting(), SYNC, "Hmm, Ana is away next week, so drop her.")
    assert isinstance(state, Meeting) and state.day == "Wednesday"
    check(state, ["wednesday"], ["next week"])


def test_a_field_named_with_its_value_takes_it() -> None:
    state = run(
        Leave(),
        "Please book leave from March 2 to March 13.",
        "I'll come back on the 10th instead, so the last day off is the 9th.",
    )
    assert isinstance(state, Leave) and (state.first_day, state.last_day) == ("March 2", "the 9th")
    check(state, ["the 9th"], ["march 13"])


def test_a_literal_said_again_rewrites_the_request_that_named_the_old_one() -> None:
    state = run(
        Transfer(), "Pay $300 to Ola Berg from my checking account.", "Sorry, I meant from savings."
    )
    assert isinstance(state, Transfer) and state.source == "savings"
    check(state, ["from my savings account"], ["checking"])


def test_a_bare_hour_the_reply_books_as_a_time_is_the_time() -> None:
    state = run(
        MemoryState(),
        ("Could I get a table for 6 tomorrow around 6:30?", "6:30 is taken; 6:00 or 7:00?"),
        ("OK, let's do 7.", "Done: tomorrow at 7:00 pm for six."),
    )
    check(state, ["7:00 pm", "6"], ["6:30", "party: 7"])


def test_a_bare_number_the_reply_does_not_time_stays_a_count() -> None:
    # guard: "let's do 7" with no time in the reply is a head count after "a table for 6"
    state = run(
        MemoryState(), "Could I get a table for 6 tomorrow?", ("Actually let's do 7.", "Sure.")
    )
    check(state, ["7"], ["for 6"])


@pytest.mark.parametrize(
    ("first", "change", "says", "never"),
    [
        ("我想租个两室一厅，预算6000以内。", "那预算可以提高到6500。", ["6500"], ["6000以内"]),
        ("给我爸转2000块钱。", "哦不对，转1500就够了。", ["1500"], ["2000块钱"]),
    ],
)
def test_a_new_amount_said_the_chinese_way(
    first: str, change: str, says: list[str], never: list[str]
) -> None:
    check(run(Flat(), first, change), says, never)


def test_a_change_announced_then_the_new_start() -> None:
    state = run(Leave(), "我想请假，3月2号到3月6号。", "不好意思，改一下，3月3号开始，到6号。")
    assert isinstance(state, Leave) and state.first_day == "3月3号"
    check(state, ["3月3号"], ["3月2号"])


def test_two_requests_announced_are_two_goals() -> None:
    state = run(MemoryState(), "Three things: renew my parking permit, and cancel the gym plan.")
    assert [g.value for g in state.goals] == ["renew my parking permit", "cancel the gym plan"]


class Flight(MemoryState):
    departs: str | None = Field(None, description="Departure time")


def test_an_offered_option_asked_about_is_not_chosen() -> None:
    # "does the 15:40 still have aisle seats?" asks about an option; it picks nothing
    state = run(
        Flight(), "I'd like to move my flight to Friday.", "Does the 16:20 have window seats?"
    )
    assert isinstance(state, Flight) and state.departs is None
    check(state, ["friday"], ["16:20"])
    # guard: a time asked for is still stated
    assert run(Flight(), "Is there a flight at 16:20?").departs == "16:20"  # type: ignore[attr-defined]


class Call(MemoryState):
    tool: Literal["zoom", "teams", "meet", "none"] | None = Field(None, description="Video tool")


def test_a_literal_said_as_a_verb_is_not_its_value() -> None:
    # "we'll meet in person" names no Google Meet; "on Meet" does
    assert run(Call(), "We'll meet in person at the office.").tool is None  # type: ignore[attr-defined]
    assert run(Call(), "Let's do it on Meet.").tool == "meet"  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("first", "change", "says", "never"),
    [
        (
            "Two adult lift passes for Saturday, please.",
            "Oh, my daughter is coming too.",
            ["party: 3 people"],
            ["2 adult", "two adult"],
        ),
        ("Table for 4 at 8pm please.", "My husband can't make it.", ["for 3"], ["for 4"]),
    ],
)
def test_one_more_or_one_fewer_with_no_count_said(
    first: str, change: str, says: list[str], never: list[str]
) -> None:
    check(run(MemoryState(), first, change), says, never)


class Card(MemoryState):
    card_status: Literal["active", "frozen", "cancelled"] | None = Field(None, description="State")


def _tool_turn(index: int, user: str, call: str, record: dict[str, str]) -> Turn:
    step = Step(
        tool_calls=[ToolCall(id=f"c{index}", name=call, arguments="{}")],
        observations=[Observation(tool_call_id=f"c{index}", content=json.dumps(record))],
    )
    return Turn(index=index, user=user, steps=[step], response="Done.")


def test_a_status_call_updates_the_status_a_tool_gave_before() -> None:
    # "unfreeze_card" answered {"status": "active"} left the field at "frozen"
    state: MemoryState = Card()
    for turn in (
        _tool_turn(
            0, "Freeze my card please.", "freeze_card", {"card": "4417", "status": "frozen"}
        ),
        _tool_turn(
            1, "Found it, unfreeze it.", "unfreeze_card", {"card": "4417", "status": "active"}
        ),
    ):
        state = apply(state, extract_updates(state, [turn]), turn=turn.index)
    assert isinstance(state, Card) and state.card_status == "active"


class Trip(MemoryState):
    destination: str | None = Field(None, description="Trip destination")


def test_a_supposition_never_replaces_a_settled_value() -> None:
    state = run(Trip(), "I need travel cover for a trip to Japan.", "We might go to Niseko too.")
    assert isinstance(state, Trip) and state.destination == "Japan"
    # guard: said plainly, the new destination replaces it
    state = run(Trip(), "I need travel cover for a trip to Japan.", "Actually, make it Korea.")
    assert isinstance(state, Trip) and state.destination == "Korea"


@pytest.mark.parametrize(
    "said", ["Looking for a hotel in Porto for two nights.", "Hi, looking for a studio in Leith."]
)
def test_a_search_said_without_a_subject_is_a_goal(said: str) -> None:
    assert len(run(MemoryState(), said).goals) == 1


def test_one_more_said_with_the_new_count_counts_once() -> None:
    # "my sister is coming too, so four of us": the count said is the new size (not 5)
    state = run(
        MemoryState(),
        "A table for 3 at 7pm, please.",
        "Oh, my sister is coming too, so four of us.",
    )
    check(state, ["table for 4"], ["5", "for 3"])


class Cover(MemoryState):
    incident_date: str | None = Field(None, description="Date of the incident claimed")
    travellers: int | None = Field(None, description="Number of people covered")
    liability_limit: str | None = Field(None, description="Third-party liability limit")


def test_third_party_names_no_party_and_an_expiry_is_no_incident() -> None:
    state = run(
        Cover(),
        "I want to renew my car insurance, it runs out next month.",
        "It's for two travellers.",
    )
    assert isinstance(state, Cover) and state.liability_limit is None
    state = run(Cover(), "我想续保，下个月到期。")
    assert isinstance(state, Cover) and state.incident_date is None
    # guard: the incident's own date still fills it
    state = run(Cover(), "I want to file a claim, the accident was on March 3.")
    assert isinstance(state, Cover) and state.incident_date == "March 3"
