"""State schemas of the twentieth blind labelled set (``state_blind20.jsonl``).

Twelve domains: clay pigeon shooting, choir auditions, vinyl record valuation, allotment
plots, scaffolding hire, stargazing nights, will writing, indoor air quality testing,
stairlift installation, knife sharpening, portable toilet hire and lawn mower servicing. The
support schema of :mod:`turnmem.domains` is re-exported as the default class, as in
``schemas_blind19.py``; every conversation names its own class. No field shadows a
``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind20.jsonl --schema
tests/data/state/schemas_blind20.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "AirQualityTestState",
    "AllotmentState",
    "ChoirAuditionState",
    "ClayShootingState",
    "KnifeSharpeningState",
    "MowerServiceState",
    "PortableToiletState",
    "RecordValuationState",
    "ScaffoldHireState",
    "StairliftState",
    "StargazingState",
    "SupportState",
    "WillWritingState",
]


class ClayShootingState(MemoryState):
    """A clay pigeon shooting lesson or party at a shooting ground."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    ground: str | None = Field(None, description="Shooting ground")
    shooters: int | None = Field(None, description="Number of people shooting")
    package: str | None = Field(None, description="Lesson or package booked")
    cartridges: int | None = Field(None, description="Cartridges per shooter")
    shoot_date: str | None = Field(None, description="Day of the shoot")
    shoot_time: str | None = Field(None, description="Start time")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class ChoirAuditionState(MemoryState):
    """An audition slot for a choir."""

    singer_name: str | None = Field(None, description="Person auditioning")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    choir: str | None = Field(None, description="Choir auditioned for")
    voice_part: str | None = Field(None, description="Voice part (soprano, alto, tenor, bass)")
    audition_piece: str | None = Field(None, description="Piece sung at the audition")
    accompanist: bool | None = Field(None, description="Whether the choir's accompanist plays")
    audition_date: str | None = Field(None, description="Day of the audition")
    audition_time: str | None = Field(None, description="Time of the audition slot")
    booking_ref: str | None = Field(None, description="Audition reference")


class RecordValuationState(MemoryState):
    """Vinyl records valued or bought by a dealer."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    record_count: int | None = Field(None, description="Number of records valued")
    highlights: list[str] = Field(default_factory=list, description="Notable records named")
    valuation_method: str | None = Field(None, description="Home visit, drop-off or photos")
    address: str | None = Field(None, description="Address for a home visit")
    valuation_date: str | None = Field(None, description="Day of the valuation")
    valuation_time: str | None = Field(None, description="Time of the valuation")
    price: str | None = Field(None, description="Fee or offer quoted")
    ref: str | None = Field(None, description="Valuation reference")


class AllotmentState(MemoryState):
    """A rented allotment or vegetable plot."""

    customer_name: str | None = Field(None, description="Tenant")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    site: str | None = Field(None, description="Allotment site")
    plot_size: str | None = Field(None, description="Size of plot (full, half, square metres)")
    plot_number: str | None = Field(None, description="Plot number")
    shed: bool | None = Field(None, description="Whether a shed is rented with it")
    water_butt: bool | None = Field(None, description="Whether a water butt is included")
    start_date: str | None = Field(None, description="Day the tenancy starts")
    price: str | None = Field(None, description="Quoted rent")
    tenancy_ref: str | None = Field(None, description="Tenancy reference")


class ScaffoldHireState(MemoryState):
    """Scaffolding put up and hired for building work."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    elevations: list[str] = Field(default_factory=list, description="Sides of the house scaffolded")
    lifts: int | None = Field(None, description="Number of lifts (working levels)")
    hire_weeks: int | None = Field(None, description="Weeks of hire")
    erect_date: str | None = Field(None, description="Day the scaffold goes up")
    licence_needed: bool | None = Field(None, description="Whether a pavement licence is needed")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class StargazingState(MemoryState):
    """A stargazing night at an observatory or dark-sky site."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    venue: str | None = Field(None, description="Observatory or site")
    adults: int | None = Field(None, description="Number of adults")
    children: int | None = Field(None, description="Number of children")
    session: str | None = Field(None, description="Session or event booked")
    event_date: str | None = Field(None, description="Night of the event")
    event_time: str | None = Field(None, description="Start time")
    telescope_hire: bool | None = Field(None, description="Whether a telescope is hired")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class WillWritingState(MemoryState):
    """An appointment to make or update a will."""

    client_name: str | None = Field(None, description="Person making the will")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    will_type: str | None = Field(None, description="Single, mirror or other will")
    executor: str | None = Field(None, description="Executor named")
    appointment_date: str | None = Field(None, description="Day of the appointment")
    appointment_time: str | None = Field(None, description="Time of the appointment")
    office: str | None = Field(None, description="Office or home visit")
    price: str | None = Field(None, description="Quoted fee")
    ref: str | None = Field(None, description="Appointment reference")


class AirQualityTestState(MemoryState):
    """Indoor air tested (mould, VOCs, formaldehyde, radon)."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    tests: list[str] = Field(default_factory=list, description="What is tested for")
    rooms: int | None = Field(None, description="Number of rooms tested")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time or window of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class StairliftState(MemoryState):
    """A stairlift surveyed and fitted."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    user_name: str | None = Field(None, description="Person who will use the stairlift")
    staircase: str | None = Field(None, description="Straight or curved staircase")
    new_or_reconditioned: str | None = Field(None, description="New or reconditioned lift")
    survey_date: str | None = Field(None, description="Day of the survey")
    survey_time: str | None = Field(None, description="Time of the survey")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class KnifeSharpeningState(MemoryState):
    """Knives or tools sent or brought in for sharpening."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    knives: int | None = Field(None, description="Number of knives")
    other_items: list[str] = Field(default_factory=list, description="Other blades (scissors...)")
    service: str | None = Field(None, description="Postal, drop-off or while-you-wait")
    return_address: str | None = Field(None, description="Address the knives go back to")
    dropoff_date: str | None = Field(None, description="Day they are dropped off or sent")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class PortableToiletState(MemoryState):
    """Portable toilets hired for an event or site."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    event_address: str | None = Field(None, description="Where the units go")
    standard_units: int | None = Field(None, description="Standard units")
    accessible_units: int | None = Field(None, description="Accessible units")
    luxury_trailer: bool | None = Field(None, description="Whether a luxury trailer is hired")
    delivery_date: str | None = Field(None, description="Day of delivery")
    collection_date: str | None = Field(None, description="Day of collection")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class MowerServiceState(MemoryState):
    """A lawn mower or garden machine serviced or repaired."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    machine: str | None = Field(None, description="Make or kind of machine")
    jobs: list[str] = Field(default_factory=list, description="Work to be done")
    collection: bool | None = Field(None, description="Whether the shop collects the machine")
    address: str | None = Field(None, description="Collection address")
    collection_date: str | None = Field(None, description="Day of collection or drop-off")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")
