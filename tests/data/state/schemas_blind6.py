"""State schemas of the sixth blind labelled set (``state_blind6.jsonl``).

Ten domains agents meet every day: retail customer service (returns, refunds, exchanges,
address and account changes), hotel and flight bookings, restaurant tables, meetings, bank
transfers and cards, apartment and equipment rentals, IT support tickets, food and grocery
delivery, insurance claims and policies, and HR leave requests. The support schema of
:mod:`turnmem.domains` is re-exported as the default class, as in ``schemas_blind5.py``;
every conversation names its own class.

``turnmem eval state tests/data/state/state_blind6.jsonl --schema
tests/data/state/schemas_blind6.py:SupportState``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "ApartmentState",
    "BankingState",
    "DeliveryState",
    "EquipmentRentalState",
    "FlightState",
    "HotelState",
    "InsuranceState",
    "ItTicketState",
    "LeaveState",
    "MeetingState",
    "RetailState",
    "SupportState",
    "TableState",
]


class RetailState(MemoryState):
    """An online-shop customer service request: return, refund, exchange or account change."""

    customer_name: str | None = Field(None, description="Customer name")
    order_id: str | None = Field(None, description="Order number")
    products: list[str] = Field(default_factory=list, description="Products the request is about")
    request: (
        Literal["return", "refund", "exchange", "cancel order", "change address", "change email"]
        | None
    ) = Field(None, description="What the customer wants done")
    refund_method: Literal["original payment", "store credit", "bank transfer"] | None = Field(
        None, description="Where the refund goes"
    )
    new_size: str | None = Field(None, description="Size wanted in an exchange")
    delivery_address: str | None = Field(None, description="Shipping address for the order")
    email: str | None = Field(None, description="Account email address")


class HotelState(MemoryState):
    """A hotel booking."""

    guest_name: str | None = Field(None, description="Name the booking is under")
    city: str | None = Field(None, description="City of the stay")
    hotel: str | None = Field(None, description="Hotel chosen")
    check_in: str | None = Field(None, description="Check-in date")
    nights: int | None = Field(None, description="Number of nights")
    guests: int | None = Field(None, description="Number of guests")
    room_type: Literal["single", "double", "twin", "suite", "family"] | None = Field(
        None, description="Room type"
    )


class FlightState(MemoryState):
    """A change to an existing flight booking."""

    booking_ref: str | None = Field(None, description="Booking reference")
    flight_number: str | None = Field(None, description="Flight number")
    travel_date: str | None = Field(None, description="Date of the flight the traveller takes")
    departure_time: str | None = Field(None, description="Departure time of that flight")
    seat: Literal["window", "aisle", "middle"] | None = Field(None, description="Seat wanted")


class TableState(MemoryState):
    """A restaurant table reservation."""

    name: str | None = Field(None, description="Name the reservation is under")
    restaurant: str | None = Field(None, description="Restaurant")
    date: str | None = Field(None, description="Day of the reservation")
    time: str | None = Field(None, description="Time of the reservation")
    party_size: int | None = Field(None, description="Number of people")
    seating: Literal["indoor", "patio", "bar", "private room"] | None = Field(
        None, description="Where to sit"
    )
    occasion: str | None = Field(None, description="Occasion, if any")
    allergies: list[str] = Field(default_factory=list, description="Allergies to tell the kitchen")


class MeetingState(MemoryState):
    """A meeting to schedule."""

    title: str | None = Field(None, description="Meeting topic")
    date: str | None = Field(None, description="Day of the meeting")
    time: str | None = Field(None, description="Start time")
    duration: str | None = Field(None, description="Length of the meeting")
    attendees: list[str] = Field(default_factory=list, description="People invited")
    location: str | None = Field(None, description="Room or place")
    video: Literal["zoom", "teams", "meet", "none"] | None = Field(
        None, description="Video-call tool, or none for in person"
    )


class BankingState(MemoryState):
    """A bank transfer or a card request."""

    amount: str | None = Field(None, description="Amount to transfer")
    from_account: Literal["checking", "savings", "credit card"] | None = Field(
        None, description="Account the money leaves"
    )
    recipient: str | None = Field(None, description="Who receives the money")
    recipient_account: str | None = Field(None, description="Recipient account number or ending")
    transfer_date: str | None = Field(None, description="When the transfer goes out")
    memo: str | None = Field(None, description="Reference or memo on the transfer")
    card_last4: str | None = Field(None, description="Last four digits of the card")
    card_status: Literal["active", "frozen", "cancelled"] | None = Field(
        None, description="State of the card"
    )


class ApartmentState(MemoryState):
    """An apartment search and viewing."""

    layout: str | None = Field(None, description="Bedrooms or layout wanted")
    area: str | None = Field(None, description="Neighbourhood or district")
    budget: str | None = Field(None, description="Maximum monthly rent")
    move_in: str | None = Field(None, description="Move-in date")
    viewing_date: str | None = Field(None, description="Day of the viewing")
    viewing_time: str | None = Field(None, description="Time of the viewing")


class EquipmentRentalState(MemoryState):
    """A rental of equipment (skis, bikes, tools)."""

    equipment: list[str] = Field(default_factory=list, description="Equipment rented")
    people: int | None = Field(None, description="Number of people equipped")
    start_date: str | None = Field(None, description="First rental day")
    days: int | None = Field(None, description="Number of rental days")
    shop: str | None = Field(None, description="Shop or branch of pick-up")


class ItTicketState(MemoryState):
    """An IT support ticket."""

    employee_name: str | None = Field(None, description="Employee")
    device: str | None = Field(None, description="Device with the problem")
    issue: str | None = Field(None, description="What is wrong")
    software: list[str] = Field(default_factory=list, description="Software to install")
    location: str | None = Field(None, description="Desk, floor or room")
    priority: Literal["low", "normal", "high", "urgent"] | None = Field(
        None, description="Ticket priority"
    )
    callback_time: str | None = Field(None, description="When to call the employee back")
    ticket_id: str | None = Field(None, description="Ticket number")


class DeliveryState(MemoryState):
    """A food or grocery delivery order."""

    restaurant: str | None = Field(None, description="Restaurant or shop")
    dishes: list[str] = Field(default_factory=list, description="Dishes or products ordered")
    spice_level: Literal["mild", "medium", "hot", "extra hot"] | None = Field(
        None, description="How spicy"
    )
    delivery_address: str | None = Field(None, description="Where to deliver")
    delivery_window: str | None = Field(None, description="Delivery time or slot")
    payment: str | None = Field(None, description="How the order is paid")


class InsuranceState(MemoryState):
    """An insurance claim, a new policy or a renewal."""

    policy_number: str | None = Field(None, description="Policy number")
    incident_date: str | None = Field(None, description="Date of the incident claimed")
    other_plate: str | None = Field(None, description="Other vehicle's plate number")
    repair_shop: str | None = Field(None, description="Garage that does the repair")
    destination: str | None = Field(None, description="Trip destination (travel cover)")
    start_date: str | None = Field(None, description="Cover start date")
    trip_days: int | None = Field(None, description="Length of the trip in days")
    travellers: int | None = Field(None, description="Number of people covered")
    plan: Literal["basic", "plus", "premium"] | None = Field(None, description="Plan level")
    liability_limit: str | None = Field(None, description="Third-party liability limit")
    own_damage: bool | None = Field(None, description="Whether own-damage cover is kept")


class LeaveState(MemoryState):
    """An HR leave request."""

    leave_type: Literal["annual", "sick", "parental", "unpaid", "other"] | None = Field(
        None, description="Kind of leave"
    )
    start_date: str | None = Field(None, description="First day off")
    end_date: str | None = Field(None, description="Last day off")
    days: int | None = Field(None, description="Number of days off")
    cover: str | None = Field(None, description="Colleague covering")
    request_id: str | None = Field(None, description="Leave request number")
    half_day: Literal["morning", "afternoon"] | None = Field(
        None, description="Which half, for a half day"
    )
