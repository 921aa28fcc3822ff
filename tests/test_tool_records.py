"""Schema fields from tool records: bare JSON keys ("return", "class"), a second record made
beside the first, and the arguments of a successful record-making call."""

from __future__ import annotations

import json
from typing import Literal

import pytest
from pydantic import Field

from turnmem.state import MemoryState
from turnmem.turn import Observation, Step, ToolCall, Turn

from .test_corrections import run


class Rental(MemoryState):
    driver_name: str | None = Field(None, description="Main driver name")
    additional_driver: str | None = Field(None, description="Additional driver name")
    reservation_id: str | None = Field(None, description="Rental reservation id")
    pickup_date: str | None = Field(None, description="Pickup date")
    return_date: str | None = Field(None, description="Return date")
    car_class: Literal["economy", "compact", "suv"] | None = Field(None, description="Car class")


class Helpdesk(MemoryState):
    requester_name: str | None = Field(None, description="Requester name")
    ticket_id: str | None = Field(None, description="Id of the open ticket")
    device: str | None = Field(None, description="Device or system affected")
    issue_category: Literal["hardware", "network", "email", "printer"] | None = Field(
        None, description="Issue category"
    )
    priority: Literal["low", "medium", "high", "urgent"] | None = Field(
        None, description="Ticket priority"
    )


def calls(index: int, user: str, *made: tuple[str, dict[str, object], dict[str, object]]) -> Turn:
    tool_calls, results = [], []
    for k, (name, args, result) in enumerate(made):
        cid = f"c{index}_{k}"
        tool_calls.append(ToolCall(id=cid, name=name, arguments=json.dumps(args)))
        results.append(Observation(tool_call_id=cid, content=json.dumps(result)))
    return Turn(index=index, user=user, steps=[Step(tool_calls=tool_calls, observations=results)])


def test_a_bare_key_with_a_plain_date_or_a_choice_fills_the_field_it_ends() -> None:
    result = {"reservation_id": "DV-9K27", "return": "2026-07-25", "class": "suv"}
    state = run(Rental(), calls(0, "book it", ("book_rental", {}, result)))
    assert (state.return_date, state.car_class) == ("2026-07-25", "suv")


@pytest.mark.parametrize(
    "result",
    [
        {"reservation_id": "DV-9K27", "return": "2026-07-25 10:00 DEN airport"},  # not plain
        {"reservation_id": "DV-9K27", "class": "limousine"},  # no value of the field
    ],
)
def test_a_bare_key_whose_value_is_not_the_fields_fills_nothing(result: dict[str, object]) -> None:
    state = run(Rental(), calls(0, "book it", ("book_rental", {}, result)))
    assert state.return_date is None and state.car_class is None


def test_the_arguments_of_a_confirmed_booking_fill_the_empty_fields() -> None:
    args = {"driver": "Kofi Asante", "additional_driver": "Ama Asante", "class": "suv"}
    result = {"reservation_id": "DV-9K27", "status": "confirmed"}
    state = run(Rental(), calls(0, "book it", ("book_rental", args, result)))
    assert state.driver_name == "Kofi Asante" and state.additional_driver == "Ama Asante"
    assert state.car_class == "suv"


@pytest.mark.parametrize(
    ("name", "args", "result"),
    [
        ("search_cars", {"driver": "Kofi Asante"}, {"options": []}),  # a lookup
        ("book_rental", {"driver": "Kofi Asante"}, {"status": "failed", "error": "no cars"}),
        ("book_rental", {"driver": "E-20931"}, {"reservation_id": "R1"}),  # no name
    ],
)
def test_arguments_of_a_lookup_a_failure_or_of_no_name_fill_nothing(
    name: str, args: dict[str, object], result: dict[str, object]
) -> None:
    state = run(Rental(), calls(0, "go ahead", (name, args, result)))
    assert state.driver_name is None


def test_arguments_never_replace_what_the_user_said() -> None:
    args = {"driver": "Kofi Asante", "class": "compact"}
    result = {"reservation_id": "R1", "status": "confirmed"}
    state = run(Rental(), "I want an suv", calls(1, "book it", ("book_rental", args, result)))
    assert state.car_class == "suv"


def test_a_second_record_that_says_otherwise_leaves_the_field_to_neither() -> None:
    first = ("create_ticket", {"category": "printer", "device": "3F-PRN-02"},
             {"ticket_id": "IT-1", "category": "printer", "priority": "low"})  # fmt: skip
    second = ("create_ticket", {"category": "email"},
              {"ticket_id": "IT-2", "category": "email", "priority": "medium"})  # fmt: skip
    state = run(Helpdesk(), calls(0, "two problems, please log both", first, second))
    assert state.ticket_id == "IT-1"
    assert state.issue_category is None and state.priority is None  # which ticket: unknown
    # the switch to the second ticket gives its values
    raised = ("update_ticket", {"ticket_id": "IT-2", "priority": "urgent"},
              {"ticket_id": "IT-2", "priority": "urgent"})  # fmt: skip
    state = run(state, calls(1, "the mail one is urgent", raised))
    assert (state.ticket_id, state.priority) == ("IT-2", "urgent")


class Pickup(MemoryState):
    pickup_location: str | None = Field(None, description="Pickup location")
    customer_name: str | None = Field(None, description="Customer name")


def test_an_argument_naming_the_end_of_a_text_field_fills_it() -> None:
    args = {"location": "DEN airport", "name": "Vortex 900 blender"}
    state = run(Pickup(), calls(0, "book it", ("book_rental", args, {"reservation_id": "R1"})))
    assert state.pickup_location == "DEN airport"
    assert state.customer_name is None  # "name" is too general a key to be the customer's


@pytest.mark.parametrize("location", ["Gate 12, Terminal 3", "someone@example.com"])
def test_an_argument_with_digits_or_an_address_fills_no_text_field(location: str) -> None:
    state = run(
        Pickup(),
        calls(0, "book it", ("book_rental", {"location": location}, {"reservation_id": "R1"})),
    )
    assert state.pickup_location is None


def test_a_chinese_staff_number_fills_the_employee_id() -> None:
    class Staff(MemoryState):
        employee_id: str | None = Field(None, description="Employee id")

    assert run(Staff(), "吴凡，工号 A10452。").employee_id == "A10452"


def test_the_head_count_a_record_was_made_for_fills_the_count_field() -> None:
    class Stay(MemoryState):
        guests: int | None = Field(None, description="Number of guests")

    made = ("create_booking", {"guests": 1}, {"booking_ref": "H1", "status": "confirmed"})
    assert run(Stay(), calls(0, "book it", made)).guests == 1
    absurd = ("create_booking", {"guests": 400}, {"booking_ref": "H1", "status": "confirmed"})
    assert run(Stay(), calls(0, "book it", absurd)).guests is None


def test_a_bare_key_with_a_day_in_words_fills_the_field_it_ends() -> None:
    # before: only an ISO date ("2026-07-25") named the field; "Friday 24 July" named none
    result = {"reservation_id": "DV-9K27", "pickup": "Friday 24 July", "return": "Sunday"}
    state = run(Rental(), calls(0, "book it", ("book_rental", {}, result)))
    assert (state.pickup_date, state.return_date) == ("Friday 24 July", "Sunday")
    result = {"reservation_id": "DV-9K27", "return": "Sunday at the airport"}  # guard: more
    state = run(Rental(), calls(0, "book it", ("book_rental", {}, result)))
    assert state.return_date is None
