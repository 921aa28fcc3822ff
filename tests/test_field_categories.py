"""How a custom field's name and description give its kind: "Number of people in the booking"
is a head count (not a booking number), "Booking number" is an id."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.fields import field_plans
from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn


class Reservation(MemoryState):
    diners: int | None = Field(None, description="Number of people in the reservation")
    reservation_number: str | None = Field(None, description="Reservation number")
    order_count: int | None = Field(None, description="How many orders the account holds")


def test_number_of_people_is_a_count_and_a_reservation_number_an_id() -> None:
    kinds = {p.name: p.category for p in field_plans(Reservation)}
    assert kinds["diners"] == "party"
    assert kinds["reservation_number"] == "id"
    assert kinds["order_count"] != "id"


def test_a_count_field_described_as_number_of_people_is_filled() -> None:
    turn = Turn(index=0, user="a table for 5 people on Friday please")
    state = apply(Reservation(), extract_updates(Reservation(), [turn]), turn=0)
    assert state.diners == 5  # type: ignore[attr-defined]


class Account(MemoryState):
    account_holder: str | None = Field(None, description="Customer's full name")
    hotel: str | None = Field(None, description="Name of the hotel")


def test_a_holder_described_as_a_full_name_is_a_person_name_and_a_hotel_is_not() -> None:
    kinds = {p.name: p.category for p in field_plans(Account)}
    assert kinds["account_holder"] == "name"
    assert kinds["hotel"] != "name"
    turn = Turn(index=0, user="hi, my name is Dana Whitfield")
    state = apply(Account(), extract_updates(Account(), [turn]), turn=0)
    assert state.account_holder == "Dana Whitfield"  # type: ignore[attr-defined]


class Caller(MemoryState):
    customer_name: str | None = Field(None, description="Customer name")
    phone: str | None = Field(None, description="Phone number")


def test_a_surname_given_after_a_detail_fills_the_empty_name() -> None:
    turn = Turn(index=0, user="13711112222，我姓黄")
    state = apply(Caller(), extract_updates(Caller(), [turn]), turn=0)
    assert state.customer_name == "黄"  # type: ignore[attr-defined]
    turn = Turn(index=0, user="周三，姓名不用了")  # no 我姓 / 免贵姓: no surname
    state = apply(Caller(), extract_updates(Caller(), [turn]), turn=0)
    assert state.customer_name is None  # type: ignore[attr-defined]
