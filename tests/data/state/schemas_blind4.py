"""State schemas of the fourth blind labelled set (``state_blind4.jsonl``).

Seven domains: parcel customer service, trips (flights and hotels), banking, IT support,
shopping returns, scheduling (meetings and appointments) and workflow bots (deploys, reports,
jobs). The support schema of :mod:`turnmem.domains` is re-exported as the default class, as in
``schemas_blind3.py``; every conversation names its own class.

``turnmem eval state tests/data/state/state_blind4.jsonl --schema
tests/data/state/schemas_blind4.py:SupportState``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "BankRequestState",
    "ITSupportState",
    "MeetingState",
    "ParcelSupportState",
    "ReturnsState",
    "SupportState",
    "TripState",
    "WorkflowJobState",
]


class ParcelSupportState(MemoryState):
    """A parcel delivery customer-service conversation."""

    customer_name: str | None = Field(None, description="Customer name")
    tracking_number: str | None = Field(None, description="Parcel tracking number")
    issue: Literal["late", "damaged", "missing", "wrong address", "redelivery", "other"] | None = (
        Field(None, description="What went wrong with the parcel")
    )
    delivery_address: str | None = Field(None, description="Address the parcel should go to")
    redelivery_date: str | None = Field(None, description="Date of the new delivery attempt")
    safe_place: str | None = Field(None, description="Where the courier may leave the parcel")
    email: str | None = Field(None, description="Customer email address")
    phone: str | None = Field(None, description="Customer contact phone")
    claim_id: str | None = Field(None, description="Damage or loss claim reference")


class TripState(MemoryState):
    """A flight and hotel trip booking conversation."""

    traveller_name: str | None = Field(None, description="Lead traveller or guest name")
    origin: str | None = Field(None, description="City the trip starts from")
    destination: str | None = Field(None, description="Destination city")
    start_date: str | None = Field(None, description="Departure or check-in date")
    end_date: str | None = Field(None, description="Return or check-out date")
    travellers: int | None = Field(None, description="Number of people in the booking")
    hotel: str | None = Field(None, description="Hotel booked")
    room_type: str | None = Field(None, description="Hotel room type")
    budget: str | None = Field(None, description="Budget for the trip or room")
    dietary: str | None = Field(None, description="Special meal or dietary requirement")
    booking_ref: str | None = Field(None, description="Booking reference")


class BankRequestState(MemoryState):
    """A retail banking conversation: transfers, cards, disputes, limits."""

    account_holder: str | None = Field(None, description="Customer's full name")
    account_last4: str | None = Field(
        None, description="Last four digits of the customer's own account"
    )
    card_last4: str | None = Field(None, description="Last four digits of the customer's card")
    request: Literal["transfer", "block card", "dispute", "limit change", "statement", "other"] | (
        None
    ) = Field(None, description="What the customer asks the bank to do")
    amount: str | None = Field(None, description="Amount of the transfer or disputed charge")
    payee: str | None = Field(None, description="Who receives the transfer")
    payment_date: str | None = Field(None, description="Date the transfer goes out")
    new_limit: str | None = Field(None, description="New card or transfer limit")
    reference: str | None = Field(None, description="Transfer or dispute reference")


class ITSupportState(MemoryState):
    """An IT helpdesk conversation."""

    employee_name: str | None = Field(None, description="Employee asking for help")
    employee_id: str | None = Field(None, description="Employee id")
    ticket_id: str | None = Field(None, description="Helpdesk ticket id")
    device: str | None = Field(None, description="Device with the fault")
    operating_system: Literal["windows", "macos", "linux", "ios", "android"] | None = Field(
        None, description="Operating system of the device"
    )
    priority: Literal["low", "normal", "high", "urgent"] | None = Field(
        None, description="Ticket priority"
    )
    office: str | None = Field(None, description="Office or site")
    location: str | None = Field(None, description="Floor, room or desk of the device")
    callback_time: str | None = Field(None, description="When a technician may call or visit")
    phone: str | None = Field(None, description="Contact phone or extension")


class ReturnsState(MemoryState):
    """An online shopping return or exchange conversation."""

    customer_name: str | None = Field(None, description="Customer name")
    order_id: str | None = Field(None, description="Order number")
    item: str | None = Field(None, description="Item being returned")
    reason: str | None = Field(None, description="Why the item is returned")
    resolution: Literal["refund", "exchange", "store credit"] | None = Field(
        None, description="What the customer gets back"
    )
    exchange_size: str | None = Field(None, description="Size wanted in an exchange")
    pickup_date: str | None = Field(None, description="Date the courier collects the return")
    return_id: str | None = Field(None, description="Return authorisation number")


class MeetingState(MemoryState):
    """A meeting, room or appointment scheduling conversation."""

    organizer: str | None = Field(None, description="Person the booking is for")
    title: str | None = Field(None, description="Meeting or appointment")
    meeting_date: str | None = Field(None, description="Date of the meeting")
    meeting_time: str | None = Field(None, description="Start time")
    duration_minutes: int | None = Field(None, description="Length in minutes")
    attendees: int | None = Field(None, description="Number of people attending")
    room: str | None = Field(None, description="Meeting room")
    phone: str | None = Field(None, description="Contact phone")
    meeting_id: str | None = Field(None, description="Booking or meeting id")


class WorkflowJobState(MemoryState):
    """A workflow bot conversation: deploys, scheduled reports, exports and jobs."""

    requester: str | None = Field(None, description="Person who asked for the job")
    service: str | None = Field(None, description="Service, report, database or system acted on")
    build_version: str | None = Field(None, description="Build or version to deploy")
    environment: Literal["staging", "production", "test"] | None = Field(
        None, description="Target environment"
    )
    schedule: str | None = Field(None, description="When the job runs")
    output_format: Literal["csv", "pdf", "xlsx", "json"] | None = Field(
        None, description="File format of the output"
    )
    recipient: str | None = Field(None, description="Person or channel that gets the result")
    approver: str | None = Field(None, description="Person who approves the job")
    run_id: str | None = Field(None, description="Job, run or schedule id")
