"""State schemas of the fifth blind labelled set (``state_blind5.jsonl``).

Eleven domains the earlier sets touch little: clinic and dentist appointments, car rental,
insurance claims, food delivery orders, subscription and plan changes, flight changes and seat
upgrades, event tickets, home repair bookings, pharmacy refills, HR leave requests and SaaS
admin tasks. The support schema of :mod:`turnmem.domains` is re-exported as the default class,
as in ``schemas_blind4.py``; every conversation names its own class.

``turnmem eval state tests/data/state/state_blind5.jsonl --schema
tests/data/state/schemas_blind5.py:SupportState``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "AppointmentState",
    "CarRentalState",
    "ClaimState",
    "EventTicketState",
    "FlightChangeState",
    "FoodOrderState",
    "HomeRepairState",
    "LeaveRequestState",
    "RefillState",
    "SaaSAdminState",
    "SubscriptionState",
    "SupportState",
]


class AppointmentState(MemoryState):
    """A clinic, GP or dentist appointment booking."""

    patient_name: str | None = Field(None, description="Patient name")
    provider: str | None = Field(None, description="Doctor, dentist or clinic seen")
    reason: str | None = Field(None, description="Reason for the visit")
    appointment_date: str | None = Field(None, description="Date of the appointment")
    appointment_time: str | None = Field(None, description="Time of the appointment")
    insurance: str | None = Field(None, description="Insurance plan or provider")
    phone: str | None = Field(None, description="Patient contact phone")
    appointment_id: str | None = Field(None, description="Appointment confirmation number")


class CarRentalState(MemoryState):
    """A car rental booking or change."""

    driver_name: str | None = Field(None, description="Main driver or booking name")
    pickup_location: str | None = Field(None, description="Where the car is collected")
    dropoff_location: str | None = Field(None, description="Where the car is returned")
    pickup_date: str | None = Field(None, description="Collection date")
    return_date: str | None = Field(None, description="Return date")
    car_class: Literal["economy", "compact", "midsize", "suv", "van", "luxury"] | None = Field(
        None, description="Car size class"
    )
    extras: str | None = Field(None, description="Extras added: child seat, GPS, extra driver")
    payment_method: str | None = Field(None, description="Card or payment method")
    booking_ref: str | None = Field(None, description="Rental booking reference")


class ClaimState(MemoryState):
    """An insurance claim being reported."""

    policy_holder: str | None = Field(None, description="Policy holder's name")
    policy_number: str | None = Field(None, description="Insurance policy number")
    claim_type: Literal["auto", "home", "travel", "health", "other"] | None = Field(
        None, description="Kind of claim"
    )
    incident_date: str | None = Field(None, description="Date the incident happened")
    incident_location: str | None = Field(None, description="Where it happened")
    damage: str | None = Field(None, description="What was damaged or lost")
    amount: str | None = Field(None, description="Claimed amount or repair estimate")
    phone: str | None = Field(None, description="Contact phone")
    claim_id: str | None = Field(None, description="Claim reference")


class FoodOrderState(MemoryState):
    """A food delivery order."""

    customer_name: str | None = Field(None, description="Name on the order")
    restaurant: str | None = Field(None, description="Restaurant ordered from")
    dishes: list[str] = Field(default_factory=list, description="Dishes and drinks ordered")
    dietary: str | None = Field(None, description="Dietary requirement or allergy")
    delivery_address: str | None = Field(None, description="Where the food goes")
    delivery_time: str | None = Field(None, description="When the food should arrive")
    payment_method: str | None = Field(None, description="How the customer pays")
    phone: str | None = Field(None, description="Contact phone for the courier")
    order_id: str | None = Field(None, description="Order number")


class SubscriptionState(MemoryState):
    """A subscription or plan change."""

    account_holder: str | None = Field(None, description="Account holder's name")
    email: str | None = Field(None, description="Account email")
    current_plan: str | None = Field(None, description="Plan the customer is on now")
    new_plan: str | None = Field(None, description="Plan the customer moves to")
    change: Literal["upgrade", "downgrade", "cancel", "pause", "other"] | None = Field(
        None, description="What happens to the subscription"
    )
    billing_cycle: Literal["monthly", "annual"] | None = Field(
        None, description="How often the customer is billed"
    )
    effective_date: str | None = Field(None, description="When the change takes effect")
    payment_method: str | None = Field(None, description="Card or payment method")
    reference: str | None = Field(None, description="Change or account reference")


class FlightChangeState(MemoryState):
    """A flight change, rebooking or seat upgrade."""

    passenger_name: str | None = Field(None, description="Passenger name")
    booking_ref: str | None = Field(None, description="Booking reference")
    origin: str | None = Field(None, description="City the flight leaves from")
    destination: str | None = Field(None, description="City the flight goes to")
    new_date: str | None = Field(None, description="Date of the new flight")
    new_flight: str | None = Field(None, description="Flight number of the new flight")
    seat: str | None = Field(None, description="Seat or seat preference")
    cabin: Literal["economy", "premium economy", "business", "first"] | None = Field(
        None, description="Cabin class"
    )
    meal: str | None = Field(None, description="Special meal")


class EventTicketState(MemoryState):
    """An event ticket purchase."""

    buyer_name: str | None = Field(None, description="Name the tickets are under")
    event: str | None = Field(None, description="Show, concert or match")
    event_date: str | None = Field(None, description="Date of the performance")
    event_time: str | None = Field(None, description="Start time of the performance")
    tickets: int | None = Field(None, description="Number of tickets")
    section: str | None = Field(None, description="Seating section or area")
    delivery: Literal["mobile", "email", "will call", "post"] | None = Field(
        None, description="How the tickets are delivered"
    )
    email: str | None = Field(None, description="Buyer email")
    order_id: str | None = Field(None, description="Ticket order number")


class HomeRepairState(MemoryState):
    """A home repair visit booking: plumber, electrician, appliance technician."""

    customer_name: str | None = Field(None, description="Customer name")
    trade: Literal["plumbing", "electrical", "appliance", "hvac", "other"] | None = Field(
        None, description="Kind of repair"
    )
    problem: str | None = Field(None, description="What needs fixing")
    address: str | None = Field(None, description="Address of the visit")
    visit_date: str | None = Field(None, description="Date of the visit")
    visit_time: str | None = Field(None, description="Time or window of the visit")
    phone: str | None = Field(None, description="Contact phone")
    job_id: str | None = Field(None, description="Job or booking number")


class RefillState(MemoryState):
    """A pharmacy prescription refill."""

    patient_name: str | None = Field(None, description="Patient name")
    date_of_birth: str | None = Field(None, description="Patient date of birth")
    medication: str | None = Field(None, description="Medicine to refill")
    dosage: str | None = Field(None, description="Strength of the medicine")
    supply: str | None = Field(None, description="How many days or tablets")
    pharmacy: str | None = Field(None, description="Branch where it is collected")
    pickup_date: str | None = Field(None, description="When it is collected")
    prescription_number: str | None = Field(None, description="Prescription number")
    phone: str | None = Field(None, description="Contact phone")


class LeaveRequestState(MemoryState):
    """An HR leave request."""

    employee_name: str | None = Field(None, description="Employee asking for leave")
    leave_type: Literal["annual", "sick", "parental", "unpaid", "other"] | None = Field(
        None, description="Kind of leave"
    )
    start_date: str | None = Field(None, description="First day of leave")
    end_date: str | None = Field(None, description="Last day of leave")
    duration: str | None = Field(None, description="How long: days or half day")
    approver: str | None = Field(None, description="Manager who approves")
    cover: str | None = Field(None, description="Colleague covering the work")
    request_id: str | None = Field(None, description="Leave request id")


class SaaSAdminState(MemoryState):
    """A SaaS admin task: add or remove a user, reset a password, change a role, export data."""

    admin_name: str | None = Field(None, description="Admin making the request")
    workspace: str | None = Field(None, description="Workspace, org or project")
    action: (
        Literal["add user", "remove user", "reset password", "change role", "export data", "other"]
        | None
    ) = Field(None, description="What the admin asks for")
    target_user: str | None = Field(None, description="User the action is about")
    user_email: str | None = Field(None, description="Email of that user")
    role: Literal["owner", "admin", "member", "viewer", "guest"] | None = Field(
        None, description="Role given to the user"
    )
    export_format: Literal["csv", "xlsx", "json", "pdf"] | None = Field(
        None, description="File format of an export"
    )
    recipient: str | None = Field(None, description="Who gets the export or the notice")
    ticket_id: str | None = Field(None, description="Request, job or ticket id")
