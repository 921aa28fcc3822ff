"""State schemas of the labelled state-evaluation set (``state_eval.jsonl``).

Loaded by path: ``turnmem eval state tests/data/state/state_eval.jsonl --schema
tests/data/state/schemas.py:AirlineState``; a conversation's ``schema`` key names another class
of this file.
"""

from __future__ import annotations

from enum import Enum
from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState, TravelState, WorkflowState
from turnmem.state import MemoryState

__all__ = [
    "AirlineState",
    "BankingState",
    "Cabin",
    "HotelState",
    "RestaurantState",
    "SupportState",
    "TravelState",
    "WorkflowState",
]


class Cabin(str, Enum):
    """Cabin class of a flight booking."""

    economy = "economy"
    premium_economy = "premium economy"
    business = "business"
    first = "first"


class AirlineState(MemoryState):
    """An airline support conversation."""

    passenger_name: str | None = Field(None, description="Passenger name")
    booking_ref: str | None = Field(
        None,
        description="Booking reference",
        json_schema_extra={"aliases": ["pnr", "record_locator"]},
    )
    flight_no: str | None = Field(None, description="Flight number")
    depart_date: str | None = Field(None, description="Departure date")
    seat_preference: str | None = Field(None, description="Seat preference")
    cabin: Cabin | None = Field(None, description="Cabin class")
    party_size: int | None = Field(None, description="Number of passengers")


class HotelState(MemoryState):
    """A hotel booking conversation."""

    guest_name: str | None = Field(None, description="Guest name")
    booking_ref: str | None = Field(
        None,
        description="Booking reference",
        json_schema_extra={"aliases": ["confirmation_number", "reservation_id"]},
    )
    check_in: str | None = Field(None, description="Check-in date")
    check_out: str | None = Field(None, description="Check-out date")
    guests: int | None = Field(None, description="Number of guests")
    room_type: Literal["single", "double", "twin", "suite"] | None = Field(
        None, description="Room type"
    )


class RestaurantState(MemoryState):
    """A restaurant reservation conversation."""

    diner_name: str | None = Field(None, description="Name on the reservation")
    booking_ref: str | None = Field(
        None, description="Reservation reference", json_schema_extra={"aliases": ["reservation_id"]}
    )
    date: str | None = Field(None, description="Reservation date")
    time: str | None = Field(None, description="Reservation time")
    party_size: int | None = Field(None, description="Number of diners")
    seating: Literal["indoor", "outdoor", "bar", "private"] | None = Field(
        None, description="Seating area"
    )
    phone: str | None = Field(None, description="Phone number")


class BankingState(MemoryState):
    """A retail banking conversation."""

    customer_name: str | None = Field(None, description="Customer name")
    account_id: str | None = Field(None, description="Account id")
    card_last_four: str | None = Field(None, description="Last four digits of the card")
    phone: str | None = Field(None, description="Phone number")
    email: str | None = Field(None, description="Email address")
    transfer_amount: str | None = Field(None, description="Transfer amount")
    transfer_id: str | None = Field(None, description="Transfer id")
    dispute_id: str | None = Field(None, description="Dispute id")
    payee_iban: str | None = Field(None, description="Payee IBAN")
