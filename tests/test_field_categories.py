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
