"""State schemas of the twenty-fifth blind labelled set (``state_blind25.jsonl``).

Twelve domains: eyelash extensions, windscreen repair and replacement, TV wall mounting,
candle making workshops, heat pump (and air source water heater) installation, soft play
birthday parties, old photo restoration, car bodywork, photo booth hire, first aid courses,
wood burning stove installation and sea fishing charters. The support schema of
:mod:`turnmem.domains` is re-exported as the default class, as in ``schemas_blind24.py``;
every conversation names its own class. No field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind25.jsonl --schema
tests/data/state/schemas_blind25.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "BodyworkState",
    "CandleWorkshopState",
    "FirstAidCourseState",
    "FishingCharterState",
    "HeatPumpState",
    "LashAppointmentState",
    "PhotoBoothState",
    "PhotoRestorationState",
    "SoftPlayPartyState",
    "SupportState",
    "TvMountingState",
    "WindscreenState",
    "WoodBurnerState",
]


class LashAppointmentState(MemoryState):
    """An eyelash extension appointment (a full set or an infill)."""

    customer_name: str | None = Field(None, description="Client")
    phone: str | None = Field(None, description="Contact phone number")
    treatment: str | None = Field(None, description="Set or infill booked (classic, hybrid)")
    style: str | None = Field(None, description="Look or curl asked for")
    technician: str | None = Field(None, description="Lash technician")
    appointment_date: str | None = Field(None, description="Day of the appointment")
    appointment_time: str | None = Field(None, description="Time of the appointment")
    patch_test: bool | None = Field(None, description="Whether a patch test is booked")
    patch_test_date: str | None = Field(None, description="Day (and time) of the patch test")
    booking_status: str | None = Field(None, description="Status of the booking (cancelled)")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class WindscreenState(MemoryState):
    """A windscreen chip repaired or a windscreen replaced."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    vehicle: str | None = Field(None, description="Make and model of the car")
    registration: str | None = Field(None, description="Registration or number plate")
    damage: str | None = Field(None, description="Damage to the glass")
    repair_type: str | None = Field(None, description="Repair or replacement")
    calibration: bool | None = Field(None, description="Whether the camera is recalibrated")
    extras: list[str] = Field(default_factory=list, description="Other parts fitted (wipers)")
    location: str | None = Field(None, description="Where the work is done")
    appointment_date: str | None = Field(None, description="Day of the appointment")
    appointment_time: str | None = Field(None, description="Time or window of the appointment")
    insurer: str | None = Field(None, description="Insurer the claim goes through")
    excess: str | None = Field(None, description="Insurance excess paid")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class TvMountingState(MemoryState):
    """A television mounted on a wall at home."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the job")
    tv_size: str | None = Field(None, description="Screen size of the TV mounted")
    bracket: str | None = Field(None, description="Bracket used (fixed, tilting, own)")
    wall_type: str | None = Field(None, description="Wall it goes on (brick, stud)")
    cable_hiding: bool | None = Field(None, description="Whether the cables are hidden")
    extras: list[str] = Field(default_factory=list, description="Soundbar or other extras")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time or window of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class CandleWorkshopState(MemoryState):
    """Places on a candle making workshop."""

    booker_name: str | None = Field(None, description="Person booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    workshop: str | None = Field(None, description="Workshop or session kind")
    attendees: int | None = Field(None, description="Number of people booked")
    session_date: str | None = Field(None, description="Day of the session")
    session_time: str | None = Field(None, description="Time of the session")
    extras: list[str] = Field(default_factory=list, description="Drinks or other extras")
    voucher: str | None = Field(None, description="Gift voucher used")
    booking_status: str | None = Field(None, description="Status of the booking (cancelled)")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class HeatPumpState(MemoryState):
    """An air source heat pump (or heat pump water heater) surveyed for and installed."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    address: str | None = Field(None, description="Property address")
    property_type: str | None = Field(None, description="Kind of property")
    bedrooms: int | None = Field(None, description="Number of bedrooms")
    household: int | None = Field(None, description="People in the household")
    heat_pump: str | None = Field(None, description="Unit chosen (make, size)")
    cylinder: bool | None = Field(None, description="Whether a new hot water cylinder is fitted")
    grant: str | None = Field(None, description="Grant taken off the price")
    survey_date: str | None = Field(None, description="Day of the survey")
    survey_time: str | None = Field(None, description="Time of the survey")
    install_date: str | None = Field(None, description="Day of the installation")
    install_time: str | None = Field(None, description="Time or window of the installation")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote or order reference")


class SoftPlayPartyState(MemoryState):
    """A child's birthday party at a soft play centre."""

    parent_name: str | None = Field(None, description="Parent booking")
    phone: str | None = Field(None, description="Contact phone number")
    child_name: str | None = Field(None, description="Birthday child")
    child_age: int | None = Field(None, description="Age the child turns")
    package: str | None = Field(None, description="Party package")
    party_date: str | None = Field(None, description="Day of the party")
    party_time: str | None = Field(None, description="Time of the party")
    children: int | None = Field(None, description="Number of children invited")
    food: str | None = Field(None, description="Food served")
    extras: list[str] = Field(default_factory=list, description="Cake or other extras")
    booking_status: str | None = Field(None, description="Status of the booking (cancelled)")
    price: str | None = Field(None, description="Quoted price or refund")
    booking_ref: str | None = Field(None, description="Booking reference")


class PhotoRestorationState(MemoryState):
    """Old photographs restored (and perhaps colourised, printed or framed)."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address the photos are posted back to")
    photos: int | None = Field(None, description="Number of photos restored")
    service: str | None = Field(None, description="Work done (restoration)")
    colourise: str | None = Field(None, description="Photo or photos colourised")
    print_size: str | None = Field(None, description="Size of the prints")
    frame: bool | None = Field(None, description="Whether a frame is added")
    rush: bool | None = Field(None, description="Whether the job is rushed")
    return_method: str | None = Field(None, description="Collected or posted back")
    ready_date: str | None = Field(None, description="When the photos are ready")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class BodyworkState(MemoryState):
    """Car body damage repaired and painted."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    vehicle: str | None = Field(None, description="Make and model of the car")
    registration: str | None = Field(None, description="Registration or number plate")
    damage: str | None = Field(None, description="Damage to the car")
    repairs: list[str] = Field(default_factory=list, description="Panels or parts repaired")
    insurance_claim: bool | None = Field(None, description="Whether it goes through insurance")
    courtesy_car: bool | None = Field(None, description="Whether a courtesy car is lent")
    drop_off_date: str | None = Field(None, description="Day the car is dropped off")
    drop_off_time: str | None = Field(None, description="Time the car is dropped off")
    collect_date: str | None = Field(None, description="Day the car is collected")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class PhotoBoothState(MemoryState):
    """A photo booth hired for an event."""

    contact_name: str | None = Field(None, description="Person booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    event: str | None = Field(None, description="Kind of event")
    event_date: str | None = Field(None, description="Day of the event")
    venue: str | None = Field(None, description="Venue")
    start_time: str | None = Field(None, description="Time the booth opens")
    duration: str | None = Field(None, description="How long the booth runs")
    booth: str | None = Field(None, description="Booth hired (mirror, open, 360)")
    extras: list[str] = Field(default_factory=list, description="Guest book or other extras")
    booking_status: str | None = Field(None, description="Status of the booking (cancelled)")
    price: str | None = Field(None, description="Quoted price or refund")
    booking_ref: str | None = Field(None, description="Booking reference")


class FirstAidCourseState(MemoryState):
    """Places on a first aid course, public or at the customer's site."""

    booker_name: str | None = Field(None, description="Person booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    company: str | None = Field(None, description="Employer or organisation")
    course: str | None = Field(None, description="Course")
    delegates: int | None = Field(None, description="Number of people trained")
    course_date: str | None = Field(None, description="Day (or first day) of the course")
    course_time: str | None = Field(None, description="Hours of the course")
    location: str | None = Field(None, description="Venue or site")
    needs: str | None = Field(None, description="Access or learning needs")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class WoodBurnerState(MemoryState):
    """A wood burning or multi-fuel stove surveyed for and fitted."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Property address")
    property_type: str | None = Field(None, description="Kind of property")
    stove: str | None = Field(None, description="Stove model")
    output: str | None = Field(None, description="Heat output (kW)")
    flue: str | None = Field(None, description="Flue or liner")
    hearth: bool | None = Field(None, description="Whether a new hearth is fitted")
    extras: list[str] = Field(default_factory=list, description="Sweep or other work added")
    survey_date: str | None = Field(None, description="Day of the survey")
    survey_time: str | None = Field(None, description="Time of the survey")
    install_date: str | None = Field(None, description="Day or week of the installation")
    duration: str | None = Field(None, description="How long the fitting takes")
    cancellation_list: bool | None = Field(
        None, description="Whether the customer is on the cancellation list"
    )
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class FishingCharterState(MemoryState):
    """Places on a sea fishing boat trip."""

    contact_name: str | None = Field(None, description="Person booking")
    phone: str | None = Field(None, description="Contact phone number")
    trip: str | None = Field(None, description="Kind of trip")
    anglers: int | None = Field(None, description="Number of anglers")
    trip_date: str | None = Field(None, description="Day of the trip")
    departure_time: str | None = Field(None, description="Time the boat leaves or anglers meet")
    duration: str | None = Field(None, description="Length of the trip")
    departure_point: str | None = Field(None, description="Harbour or meeting point")
    rod_hire: bool | None = Field(None, description="Whether rods are hired")
    booking_status: str | None = Field(None, description="Status of the booking (cancelled)")
    price: str | None = Field(None, description="Quoted price or refund")
    booking_ref: str | None = Field(None, description="Booking reference")
