"""State schemas of the eighth blind labelled set (``state_blind8.jsonl``).

Twelve domains: restaurant reservations, airline rebooking, bank transfers and cards, house
moves, vet visits, dental appointments, apartment rentals, laptop repairs, furniture delivery,
insurance claims, car rental and IT access requests. The support schema of
:mod:`turnmem.domains` is re-exported as the default class, as in ``schemas_blind7.py``;
every conversation names its own class. No field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind8.jsonl --schema
tests/data/state/schemas_blind8.py:SupportState``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "AirlineRebookState",
    "BankState",
    "CarRentalState",
    "DentalState",
    "FurnitureDeliveryState",
    "ITAccessState",
    "InsuranceClaimState",
    "LaptopRepairState",
    "MovingState",
    "RentalState",
    "RestaurantState",
    "SupportState",
    "VetState",
]


class RestaurantState(MemoryState):
    """A restaurant table reservation."""

    guest_name: str | None = Field(None, description="Name the table is booked under")
    phone: str | None = Field(None, description="Contact phone number")
    restaurant: str | None = Field(None, description="Restaurant or branch")
    date: str | None = Field(None, description="Day of the reservation")
    time: str | None = Field(None, description="Time of the reservation")
    party_size: int | None = Field(None, description="Number of guests")
    seating: str | None = Field(None, description="Seating wanted (room, area, table)")
    dietary: list[str] = Field(default_factory=list, description="Dietary needs and allergies")
    occasion: str | None = Field(None, description="Occasion being celebrated")


class AirlineRebookState(MemoryState):
    """A flight rebooking or booking change."""

    booking_ref: str | None = Field(None, description="Booking reference")
    passenger_name: str | None = Field(None, description="Passenger name on the ticket")
    flight: str | None = Field(None, description="Flight number to travel on")
    destination: str | None = Field(None, description="Destination city")
    travel_date: str | None = Field(None, description="Day of travel")
    cabin: str | None = Field(None, description="Cabin class")
    seat: str | None = Field(None, description="Seat wanted")
    checked_bags: int | None = Field(None, description="Number of checked bags")


class BankState(MemoryState):
    """A bank transfer or a card request."""

    account_holder: str | None = Field(None, description="Account holder")
    from_account: str | None = Field(None, description="Account the money leaves")
    payee: str | None = Field(None, description="Who receives the transfer")
    amount: str | None = Field(None, description="Amount to transfer")
    transfer_date: str | None = Field(None, description="Day the transfer is made")
    card_last4: str | None = Field(None, description="Last four digits of the card")
    card_action: str | None = Field(None, description="What to do with the card")


class MovingState(MemoryState):
    """A house or flat move with a moving company."""

    customer_name: str | None = Field(None, description="Customer name")
    phone: str | None = Field(None, description="Contact phone number")
    from_address: str | None = Field(None, description="Address moving out of")
    to_address: str | None = Field(None, description="Address moving into")
    move_date: str | None = Field(None, description="Day of the move")
    truck: str | None = Field(None, description="Truck size")
    movers: int | None = Field(None, description="Number of movers")
    packing: str | None = Field(None, description="Packing service wanted")
    special_items: list[str] = Field(
        default_factory=list, description="Items needing special handling"
    )


class VetState(MemoryState):
    """A vet clinic appointment."""

    owner_name: str | None = Field(None, description="Owner name")
    pet_names: list[str] = Field(default_factory=list, description="Pets seen at the visit")
    species: str | None = Field(None, description="Kind of animal")
    reason: str | None = Field(None, description="Reason for the visit")
    vet: str | None = Field(None, description="Vet seen")
    date: str | None = Field(None, description="Day of the visit")
    time: str | None = Field(None, description="Time of the visit")


class DentalState(MemoryState):
    """A dental appointment."""

    patient_name: str | None = Field(None, description="Patient")
    treatment: str | None = Field(None, description="Treatment booked")
    dentist: str | None = Field(None, description="Dentist")
    date: str | None = Field(None, description="Day of the appointment")
    time: str | None = Field(None, description="Time of the appointment")
    insurer: str | None = Field(None, description="Dental insurer")
    membership_number: str | None = Field(None, description="Insurance membership number")


class RentalState(MemoryState):
    """An apartment rental search and viewing."""

    applicant_name: str | None = Field(None, description="Applicant name")
    area: str | None = Field(None, description="Area wanted")
    bedrooms: int | None = Field(None, description="Number of bedrooms")
    budget: str | None = Field(None, description="Monthly rent budget")
    move_in: str | None = Field(None, description="Move-in date")
    listing: str | None = Field(None, description="Flat chosen to view")
    viewing_date: str | None = Field(None, description="Day of the viewing")
    viewing_time: str | None = Field(None, description="Time of the viewing")
    pets: bool | None = Field(None, description="Whether the tenant has pets")


class LaptopRepairState(MemoryState):
    """A laptop repair ticket."""

    ticket_id: str | None = Field(None, description="Repair ticket")
    device: str | None = Field(None, description="Laptop make and model")
    serial_number: str | None = Field(None, description="Serial number")
    issue: str | None = Field(None, description="Fault to repair")
    service_option: Literal["mail-in", "in store", "onsite"] | None = Field(
        None, description="How the repair is done"
    )
    store: str | None = Field(None, description="Service centre")
    return_method: Literal["delivery", "collect"] | None = Field(
        None, description="How the laptop comes back"
    )
    address: str | None = Field(None, description="Delivery address")
    collection_date: str | None = Field(None, description="Day the customer collects it")
    wipe_drive: bool | None = Field(None, description="Whether the drive may be wiped")
    email: str | None = Field(None, description="Email for updates")


class FurnitureDeliveryState(MemoryState):
    """A furniture delivery."""

    order_id: str | None = Field(None, description="Order number")
    pieces: list[str] = Field(default_factory=list, description="Pieces delivered")
    delivery_date: str | None = Field(None, description="Delivery day")
    delivery_window: str | None = Field(None, description="Delivery time window")
    assembly_items: list[str] = Field(default_factory=list, description="Pieces to assemble")
    address: str | None = Field(None, description="Delivery address")


class InsuranceClaimState(MemoryState):
    """An insurance claim."""

    policy_number: str | None = Field(None, description="Policy number")
    claim_id: str | None = Field(None, description="Claim reference")
    claim_type: str | None = Field(None, description="Kind of claim")
    incident_date: str | None = Field(None, description="Day of the incident")
    incident_location: str | None = Field(None, description="Where it happened")
    damaged_items: list[str] = Field(default_factory=list, description="Things claimed for")
    claim_amount: str | None = Field(None, description="Amount claimed")
    repair_shop: str | None = Field(None, description="Repairer chosen")
    contact_phone: str | None = Field(None, description="Contact phone number")


class CarRentalState(MemoryState):
    """A car rental."""

    driver_name: str | None = Field(None, description="Main driver")
    additional_drivers: list[str] = Field(default_factory=list, description="Other drivers")
    pickup_location: str | None = Field(None, description="Pick-up location")
    return_location: str | None = Field(None, description="Return location")
    pickup_date: str | None = Field(None, description="Pick-up date")
    return_date: str | None = Field(None, description="Return date")
    car_class: str | None = Field(None, description="Car class or model")
    extras: list[str] = Field(default_factory=list, description="Extras added")
    passengers: int | None = Field(None, description="Number of people travelling")


class ITAccessState(MemoryState):
    """An IT access or account request."""

    employee_name: str | None = Field(None, description="Person the access is for")
    employee_id: str | None = Field(None, description="Employee id")
    username: str | None = Field(None, description="Account name")
    systems: list[str] = Field(default_factory=list, description="Systems to give access to")
    access_level: str | None = Field(None, description="Access level")
    manager: str | None = Field(None, description="Approving manager")
    start_date: str | None = Field(None, description="Day access starts")
    end_date: str | None = Field(None, description="Day access ends")
    device: str | None = Field(None, description="Hardware to issue")
    request_id: str | None = Field(None, description="Request reference")
