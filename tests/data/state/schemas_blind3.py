"""State schemas of the third blind labelled set (``state_blind3.jsonl``).

Six domains no earlier set used: train and coach tickets, event tickets, pet grooming and vet
visits, food delivery, utility (electricity, water, gas) accounts and apartment viewings. The
support schema of :mod:`turnmem.domains` is re-exported as the default class, as in
``schemas_blind2.py``; every conversation names its own class.

``turnmem eval state tests/data/state/state_blind3.jsonl --schema
tests/data/state/schemas_blind3.py:SupportState``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "ApartmentViewingState",
    "EventTicketState",
    "FoodOrderState",
    "PetCareState",
    "SupportState",
    "TicketTravelState",
    "UtilityAccountState",
]


class TicketTravelState(MemoryState):
    """A train or coach ticket booking conversation."""

    passenger_name: str | None = Field(None, description="Lead passenger name")
    booking_ref: str | None = Field(
        None, description="Ticket booking reference", json_schema_extra={"aliases": ["pnr"]}
    )
    origin: str | None = Field(None, description="Departure station or city")
    destination: str | None = Field(None, description="Arrival station or city")
    travel_date: str | None = Field(None, description="Date of the outbound journey")
    departure_time: str | None = Field(None, description="Departure time of the chosen train")
    train_no: str | None = Field(None, description="Train or coach service number")
    seat_class: Literal["standard", "first", "business", "sleeper"] | None = Field(
        None, description="Seat class"
    )
    passengers: int | None = Field(None, description="Number of passengers")
    contact_phone: str | None = Field(None, description="Phone number for ticket messages")


class EventTicketState(MemoryState):
    """A concert, theatre or festival ticket conversation."""

    buyer_name: str | None = Field(None, description="Ticket buyer name")
    order_id: str | None = Field(None, description="Ticket order id")
    event_name: str | None = Field(None, description="Event, artist or show")
    event_date: str | None = Field(None, description="Date of the performance")
    section: str | None = Field(None, description="Seating section, block or zone")
    ticket_count: int | None = Field(None, description="Number of tickets")
    delivery: Literal["e-ticket", "will call", "mail"] | None = Field(
        None, description="How the tickets are delivered"
    )


class PetCareState(MemoryState):
    """A pet grooming or veterinary appointment conversation."""

    owner_name: str | None = Field(None, description="Pet owner name")
    pet_name: str | None = Field(None, description="Name of the pet")
    species: Literal["dog", "cat", "rabbit", "bird", "other"] | None = Field(
        None, description="Species of the pet"
    )
    service: str | None = Field(None, description="Grooming or veterinary service booked")
    appointment_date: str | None = Field(None, description="Appointment date")
    appointment_time: str | None = Field(None, description="Appointment time")
    staff: str | None = Field(None, description="Groomer or vet")
    appointment_id: str | None = Field(None, description="Appointment id")
    phone: str | None = Field(None, description="Owner contact phone")


class FoodOrderState(MemoryState):
    """A food delivery order conversation."""

    customer_name: str | None = Field(None, description="Customer name")
    order_id: str | None = Field(None, description="Delivery order id")
    restaurant: str | None = Field(None, description="Restaurant the order is from")
    delivery_address: str | None = Field(None, description="Delivery address")
    delivery_time: str | None = Field(None, description="Requested or promised delivery time")
    payment_method: Literal["card", "cash", "wallet"] | None = Field(
        None, description="How the order is paid"
    )
    phone: str | None = Field(None, description="Contact phone for the courier")


class UtilityAccountState(MemoryState):
    """An electricity, water or gas account conversation."""

    account_holder: str | None = Field(None, description="Account holder name")
    account_number: str | None = Field(None, description="Utility account number")
    service_address: str | None = Field(None, description="Address the supply is for")
    request_type: (
        Literal["move in", "move out", "billing", "payment plan", "outage", "other"] | None
    ) = Field(None, description="What the customer asks for")
    effective_date: str | None = Field(None, description="Date the change takes effect")
    meter_reading: str | None = Field(None, description="Meter reading the customer gave")
    installments: int | None = Field(None, description="Number of payment-plan installments")
    phone: str | None = Field(None, description="Contact phone number")


class ApartmentViewingState(MemoryState):
    """An apartment rental viewing conversation."""

    renter_name: str | None = Field(None, description="Prospective tenant name")
    listing_id: str | None = Field(
        None, description="Listing id", json_schema_extra={"aliases": ["property_id"]}
    )
    address: str | None = Field(None, description="Address of the apartment")
    viewing_date: str | None = Field(None, description="Viewing date")
    viewing_time: str | None = Field(None, description="Viewing time")
    bedrooms: int | None = Field(None, description="Number of bedrooms wanted")
    budget: str | None = Field(None, description="Monthly rent budget")
    move_in_date: str | None = Field(None, description="Desired move-in date")
    phone: str | None = Field(None, description="Contact phone number")
