"""State schemas of the seventh blind labelled set (``state_blind7.jsonl``).

Twelve domains: telecom plans, gym and club memberships, car service and repair, grocery
orders, pharmacy refills, course enrolment, event tickets, home services, parcel returns,
hotel changes, visa and other appointments, and subscriptions. The support schema of
:mod:`turnmem.domains` is re-exported as the default class, as in ``schemas_blind6.py``;
every conversation names its own class. No field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind7.jsonl --schema
tests/data/state/schemas_blind7.py:SupportState``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "AppointmentState",
    "CarServiceState",
    "CourseState",
    "GroceryState",
    "GymState",
    "HomeServiceState",
    "HotelChangeState",
    "ParcelReturnState",
    "PharmacyState",
    "SubscriptionState",
    "SupportState",
    "TelecomState",
    "TicketState",
]


class TelecomState(MemoryState):
    """A mobile or broadband plan change."""

    phone_number: str | None = Field(None, description="Line the change is for")
    plan: str | None = Field(None, description="Plan the customer wants")
    data_allowance: str | None = Field(None, description="Monthly data wanted")
    lines: int | None = Field(None, description="Number of lines on the account")
    addons: list[str] = Field(default_factory=list, description="Add-ons wanted")
    start_date: str | None = Field(None, description="When the change takes effect")


class GymState(MemoryState):
    """A gym or club membership."""

    member_name: str | None = Field(None, description="Member name")
    membership: str | None = Field(None, description="Membership tier wanted")
    branch: str | None = Field(None, description="Club branch")
    billing: Literal["monthly", "annual"] | None = Field(None, description="Billing period")
    classes: list[str] = Field(default_factory=list, description="Classes booked")
    freeze_until: str | None = Field(None, description="Date a freeze ends")


class CarServiceState(MemoryState):
    """A car service or repair booking."""

    plate: str | None = Field(None, description="Registration plate")
    car_model: str | None = Field(None, description="Make and model")
    service: str | None = Field(None, description="Work wanted")
    garage: str | None = Field(None, description="Garage or branch")
    date: str | None = Field(None, description="Day of the appointment")
    time: str | None = Field(None, description="Drop-off time")
    courtesy_car: bool | None = Field(None, description="Whether a courtesy car is wanted")


class GroceryState(MemoryState):
    """A grocery delivery order."""

    order_id: str | None = Field(None, description="Order number")
    products: list[str] = Field(default_factory=list, description="Products in the order")
    delivery_day: str | None = Field(None, description="Delivery day")
    delivery_slot: str | None = Field(None, description="Delivery time window")
    substitutions: bool | None = Field(None, description="Whether substitutions are allowed")


class PharmacyState(MemoryState):
    """A prescription refill."""

    patient_name: str | None = Field(None, description="Patient")
    medication: str | None = Field(None, description="Medicine to refill")
    dose: str | None = Field(None, description="Strength")
    quantity: str | None = Field(None, description="Supply or pack count")
    pickup: Literal["pickup", "delivery"] | None = Field(None, description="Collect or deliver")
    pharmacy_branch: str | None = Field(None, description="Branch to collect from")


class CourseState(MemoryState):
    """A school or course enrolment."""

    student_name: str | None = Field(None, description="Student")
    course: str | None = Field(None, description="Course to enrol in")
    section: str | None = Field(None, description="Section or time slot")
    term: str | None = Field(None, description="Term or start month")
    mode: Literal["in person", "online"] | None = Field(None, description="How it is taught")


class TicketState(MemoryState):
    """Event or concert tickets."""

    event: str | None = Field(None, description="Event or artist")
    date: str | None = Field(None, description="Date of the show")
    quantity: int | None = Field(None, description="Number of tickets")
    section: str | None = Field(None, description="Seating section or ticket type")
    delivery: Literal["e-ticket", "box office", "post"] | None = Field(
        None, description="How tickets are delivered"
    )


class HomeServiceState(MemoryState):
    """A home service visit: cleaning, plumbing, repairs."""

    service: str | None = Field(None, description="Work wanted")
    address: str | None = Field(None, description="Address of the visit")
    date: str | None = Field(None, description="Day of the visit")
    time: str | None = Field(None, description="Time or window of the visit")
    rooms: int | None = Field(None, description="Rooms to clean")
    extras: list[str] = Field(default_factory=list, description="Extra tasks")


class ParcelReturnState(MemoryState):
    """A parcel return."""

    order_id: str | None = Field(None, description="Order number")
    products: list[str] = Field(default_factory=list, description="Things sent back")
    reason: str | None = Field(None, description="Reason for the return")
    return_method: Literal["drop-off", "courier pickup", "locker"] | None = Field(
        None, description="How the parcel goes back"
    )
    pickup_date: str | None = Field(None, description="Day of a courier pickup")


class HotelChangeState(MemoryState):
    """A change to a hotel booking."""

    booking_ref: str | None = Field(None, description="Booking reference")
    hotel: str | None = Field(None, description="Hotel")
    check_in: str | None = Field(None, description="Check-in date")
    check_out: str | None = Field(None, description="Check-out date")
    room_type: str | None = Field(None, description="Room type")
    guests: int | None = Field(None, description="Number of guests")
    breakfast: bool | None = Field(None, description="Whether breakfast is included")


class AppointmentState(MemoryState):
    """A visa or other office appointment."""

    applicant: str | None = Field(None, description="Applicant name")
    appointment_type: str | None = Field(None, description="What the appointment is for")
    office: str | None = Field(None, description="Office or centre")
    date: str | None = Field(None, description="Day of the appointment")
    time: str | None = Field(None, description="Time of the appointment")
    people: int | None = Field(None, description="Number of applicants")


class SubscriptionState(MemoryState):
    """A streaming, software or box subscription."""

    service: str | None = Field(None, description="Service subscribed to")
    tier: str | None = Field(None, description="Plan tier")
    billing: Literal["monthly", "annual"] | None = Field(None, description="Billing period")
    status: Literal["active", "paused", "cancelled"] | None = Field(
        None, description="Status the customer wants"
    )
    email: str | None = Field(None, description="Account email")
