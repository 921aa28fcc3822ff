"""State schemas of the twelfth blind labelled set (``state_blind12.jsonl``).

Twelve domains: boat hire, locksmiths, document translation, pest control, bulky waste
collection, escape rooms, piano tuning, libraries, golf tee times, coach hire, tattoo studios
and blood donation. The support schema of :mod:`turnmem.domains` is re-exported as the
default class, as in ``schemas_blind11.py``; every conversation names its own class. No field
shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind12.jsonl --schema
tests/data/state/schemas_blind12.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "BloodDonationState",
    "BoatHireState",
    "BulkyWasteState",
    "CoachHireState",
    "EscapeRoomState",
    "GolfTeeTimeState",
    "LibraryState",
    "LocksmithState",
    "PestControlState",
    "PianoTuningState",
    "SupportState",
    "TattooState",
    "TranslationState",
]


class BoatHireState(MemoryState):
    """A boat hire booking."""

    customer_name: str | None = Field(None, description="Hirer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    marina: str | None = Field(None, description="Marina or pier the boat leaves from")
    boat_type: str | None = Field(None, description="Kind of boat or boat hired")
    date: str | None = Field(None, description="Day of the hire")
    start_time: str | None = Field(None, description="Time the hire starts")
    hours: int | None = Field(None, description="Length of the hire in hours")
    passengers: int | None = Field(None, description="People on board")
    skipper: bool | None = Field(None, description="Whether a skipper is hired with the boat")
    extras: list[str] = Field(default_factory=list, description="Extras hired")
    booking_ref: str | None = Field(None, description="Booking reference")


class LocksmithState(MemoryState):
    """A locksmith call-out."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the job")
    lock_type: str | None = Field(None, description="Lock or cylinder fitted")
    lock_change: bool | None = Field(None, description="Whether the lock is replaced")
    spare_keys: int | None = Field(None, description="Number of keys cut")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")
    technician: str | None = Field(None, description="Locksmith sent")
    job_ref: str | None = Field(None, description="Job reference")


class TranslationState(MemoryState):
    """A document translation order."""

    customer_name: str | None = Field(None, description="Customer")
    email: str | None = Field(None, description="Contact email")
    source_language: str | None = Field(None, description="Language translated from")
    target_language: str | None = Field(None, description="Language translated into")
    documents: list[str] = Field(default_factory=list, description="Documents to translate")
    pages: int | None = Field(None, description="Total pages")
    certified: bool | None = Field(None, description="Whether a certified translation is needed")
    deadline: str | None = Field(None, description="Day the translation is needed by")
    delivery_method: str | None = Field(None, description="Email or post")
    price: str | None = Field(None, description="Quoted price")
    quote_id: str | None = Field(None, description="Quote reference")


class PestControlState(MemoryState):
    """A pest control visit."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    pest: str | None = Field(None, description="Pest to treat")
    areas: list[str] = Field(default_factory=list, description="Rooms or areas treated")
    treatment: str | None = Field(None, description="Treatment used")
    pets: bool | None = Field(None, description="Whether pets live in the home")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")
    job_ref: str | None = Field(None, description="Job reference")


class BulkyWasteState(MemoryState):
    """A council bulky waste collection."""

    resident_name: str | None = Field(None, description="Resident")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Collection address")
    waste_items: list[str] = Field(default_factory=list, description="Items collected")
    collection_date: str | None = Field(None, description="Day of the collection")
    location: str | None = Field(None, description="Where the items are left")
    price: str | None = Field(None, description="Collection fee")
    booking_ref: str | None = Field(None, description="Booking reference")


class EscapeRoomState(MemoryState):
    """An escape room booking."""

    lead_name: str | None = Field(None, description="Lead booker")
    email: str | None = Field(None, description="Contact email")
    phone: str | None = Field(None, description="Contact phone number")
    venue: str | None = Field(None, description="Venue or branch")
    room: str | None = Field(None, description="Room or theme")
    date: str | None = Field(None, description="Day of the game")
    time: str | None = Field(None, description="Start time")
    players: int | None = Field(None, description="Number of players")
    mode: str | None = Field(None, description="Version of the room (scare level)")
    booking_ref: str | None = Field(None, description="Booking reference")


class PianoTuningState(MemoryState):
    """A piano tuning visit."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the piano")
    piano_type: str | None = Field(None, description="Upright or grand")
    brand: str | None = Field(None, description="Make or model")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")
    repairs: list[str] = Field(default_factory=list, description="Repairs done on the visit")
    tuner: str | None = Field(None, description="Tuner sent")
    job_ref: str | None = Field(None, description="Job reference")


class LibraryState(MemoryState):
    """Library loans and holds."""

    member_name: str | None = Field(None, description="Library member")
    card_number: str | None = Field(None, description="Library card number")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    renewals: list[str] = Field(default_factory=list, description="Titles renewed")
    holds: list[str] = Field(default_factory=list, description="Titles reserved")
    pickup_branch: str | None = Field(None, description="Branch where holds are collected")
    notification: str | None = Field(None, description="How the member is told (email, text)")
    hold_id: str | None = Field(None, description="Hold reference")


class GolfTeeTimeState(MemoryState):
    """A golf tee time."""

    player_name: str | None = Field(None, description="Booking player")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    course: str | None = Field(None, description="Golf course or club")
    date: str | None = Field(None, description="Day of the round")
    tee_time: str | None = Field(None, description="Tee time")
    players: int | None = Field(None, description="Number of players")
    holes: int | None = Field(None, description="9 or 18 holes")
    buggies: int | None = Field(None, description="Buggies hired")
    club_hire: bool | None = Field(None, description="Whether clubs are hired")
    booking_ref: str | None = Field(None, description="Booking reference")


class CoachHireState(MemoryState):
    """A coach hire with driver."""

    organiser: str | None = Field(None, description="Person organising the trip")
    email: str | None = Field(None, description="Contact email")
    phone: str | None = Field(None, description="Contact phone number")
    pickup: str | None = Field(None, description="Pick-up point")
    destination: str | None = Field(None, description="Destination")
    date: str | None = Field(None, description="Day of the trip")
    departure_time: str | None = Field(None, description="Departure time")
    return_time: str | None = Field(None, description="Return departure time")
    passengers: int | None = Field(None, description="Passengers")
    wheelchair_access: bool | None = Field(None, description="Whether a wheelchair lift is needed")
    price: str | None = Field(None, description="Quoted price")
    reference: str | None = Field(None, description="Quote or booking reference")


class TattooState(MemoryState):
    """A tattoo studio appointment."""

    client_name: str | None = Field(None, description="Client")
    email: str | None = Field(None, description="Contact email")
    phone: str | None = Field(None, description="Contact phone number")
    artist: str | None = Field(None, description="Tattoo artist")
    design: str | None = Field(None, description="Design")
    placement: str | None = Field(None, description="Place on the body")
    size: str | None = Field(None, description="Size of the tattoo")
    date: str | None = Field(None, description="Day of the appointment")
    time: str | None = Field(None, description="Time of the appointment")
    deposit: str | None = Field(None, description="Deposit")
    booking_ref: str | None = Field(None, description="Booking reference")


class BloodDonationState(MemoryState):
    """A blood donation appointment."""

    donor_name: str | None = Field(None, description="Donor")
    donor_id: str | None = Field(None, description="Donor number")
    phone: str | None = Field(None, description="Contact phone number")
    blood_group: str | None = Field(None, description="Blood group")
    centre: str | None = Field(None, description="Donor centre")
    donation_type: str | None = Field(None, description="Whole blood, plasma or platelets")
    date: str | None = Field(None, description="Day of the appointment")
    time: str | None = Field(None, description="Time of the appointment")
    appointment_ref: str | None = Field(None, description="Appointment reference")
