"""State schemas of the eleventh blind labelled set (``state_blind11.jsonl``).

Twelve domains: hospital outpatient clinics, school trips, charity donations, storage units,
opticians, music lessons, camping sites, kitchen renovation quotes, software licence sales,
solar panel installs, child care and dry cleaning. The support schema of
:mod:`turnmem.domains` is re-exported as the default class, as in ``schemas_blind10.py``;
every conversation names its own class. No field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind11.jsonl --schema
tests/data/state/schemas_blind11.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "CampingState",
    "ChildCareState",
    "DonationState",
    "DryCleaningState",
    "KitchenQuoteState",
    "MusicLessonState",
    "OpticianState",
    "OutpatientState",
    "SchoolTripState",
    "SoftwareLicenseState",
    "SolarInstallState",
    "StorageUnitState",
    "SupportState",
]


class OutpatientState(MemoryState):
    """A hospital outpatient appointment."""

    patient_name: str | None = Field(None, description="Patient")
    patient_id: str | None = Field(None, description="Hospital or medical record number")
    phone: str | None = Field(None, description="Contact phone number")
    department: str | None = Field(None, description="Clinic or department")
    doctor: str | None = Field(None, description="Doctor seen")
    date: str | None = Field(None, description="Day of the appointment")
    time: str | None = Field(None, description="Time of the appointment")
    reason: str | None = Field(None, description="Reason for the visit")
    interpreter: str | None = Field(None, description="Interpreter language needed")
    booking_ref: str | None = Field(None, description="Booking reference")


class SchoolTripState(MemoryState):
    """A school trip a parent signs a child up for."""

    student_name: str | None = Field(None, description="Pupil going on the trip")
    parent_name: str | None = Field(None, description="Parent or guardian")
    phone: str | None = Field(None, description="Emergency contact number")
    class_name: str | None = Field(None, description="Class or form")
    trip: str | None = Field(None, description="Trip or destination")
    date: str | None = Field(None, description="Day of the trip")
    dietary_needs: list[str] = Field(default_factory=list, description="Food needs")
    medication: str | None = Field(None, description="Medication the pupil carries")
    payment: str | None = Field(None, description="Amount paid or to pay")
    pickup_point: str | None = Field(None, description="Where the pupil is collected")


class DonationState(MemoryState):
    """A donation to a charity."""

    donor_name: str | None = Field(None, description="Donor")
    email: str | None = Field(None, description="Email for receipts")
    charity: str | None = Field(None, description="Charity")
    amount: str | None = Field(None, description="Amount given each time")
    frequency: str | None = Field(None, description="One-off or monthly")
    gift_aid: bool | None = Field(None, description="Whether tax relief is claimed")
    designation: str | None = Field(None, description="Appeal or cause the gift is for")
    payment_method: str | None = Field(None, description="How the donor pays")
    start_date: str | None = Field(None, description="First payment day of a regular gift")
    donation_id: str | None = Field(None, description="Donation reference")


class StorageUnitState(MemoryState):
    """A self-storage unit rental."""

    customer_name: str | None = Field(None, description="Renter")
    phone: str | None = Field(None, description="Contact phone number")
    facility: str | None = Field(None, description="Storage site")
    unit_size: str | None = Field(None, description="Size of the unit")
    climate_control: bool | None = Field(None, description="Whether the unit is climate controlled")
    start_date: str | None = Field(None, description="Move-in day")
    months: int | None = Field(None, description="Length of the rental in months")
    insurance_cover: str | None = Field(None, description="Contents insurance level")
    monthly_price: str | None = Field(None, description="Monthly price")
    unit_number: str | None = Field(None, description="Unit number")


class OpticianState(MemoryState):
    """An optician visit or glasses order."""

    patient_name: str | None = Field(None, description="Patient")
    phone: str | None = Field(None, description="Contact phone number")
    branch: str | None = Field(None, description="Branch")
    service: str | None = Field(None, description="Eye test, fitting or collection")
    date: str | None = Field(None, description="Day of the visit")
    time: str | None = Field(None, description="Time of the visit")
    frames: str | None = Field(None, description="Frames chosen")
    lens_options: list[str] = Field(default_factory=list, description="Lens coatings and options")
    contact_lenses: bool | None = Field(None, description="Whether contact lenses are wanted")
    order_id: str | None = Field(None, description="Order number")


class MusicLessonState(MemoryState):
    """Music lessons."""

    student_name: str | None = Field(None, description="Learner")
    parent_name: str | None = Field(None, description="Parent booking for a child")
    phone: str | None = Field(None, description="Contact phone number")
    instrument: str | None = Field(None, description="Instrument")
    teacher: str | None = Field(None, description="Teacher")
    level: str | None = Field(None, description="Level or grade")
    lesson_day: str | None = Field(None, description="Weekday of the lessons")
    lesson_time: str | None = Field(None, description="Time of the lessons")
    lesson_length: str | None = Field(None, description="Length of one lesson")
    lessons: int | None = Field(None, description="Number of lessons booked")
    start_date: str | None = Field(None, description="Day of the first lesson")
    booking_ref: str | None = Field(None, description="Booking reference")


class CampingState(MemoryState):
    """A camping pitch or cabin booking."""

    guest_name: str | None = Field(None, description="Lead guest")
    email: str | None = Field(None, description="Contact email")
    campsite: str | None = Field(None, description="Campsite")
    pitch_type: str | None = Field(None, description="Tent, caravan or cabin pitch")
    arrival_date: str | None = Field(None, description="Day of arrival")
    nights: int | None = Field(None, description="Number of nights")
    adults: int | None = Field(None, description="Adults")
    children: int | None = Field(None, description="Children")
    electric_hookup: bool | None = Field(None, description="Whether the pitch has power")
    extras: list[str] = Field(default_factory=list, description="Extras hired")
    vehicle_reg: str | None = Field(None, description="Vehicle registration")
    booking_ref: str | None = Field(None, description="Booking reference")


class KitchenQuoteState(MemoryState):
    """A kitchen renovation quote."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the kitchen")
    layout: str | None = Field(None, description="Layout (galley, L-shape, island)")
    cabinets: str | None = Field(None, description="Cabinet style or colour")
    worktop: str | None = Field(None, description="Worktop material")
    appliances: list[str] = Field(default_factory=list, description="Appliances included")
    budget: str | None = Field(None, description="Budget")
    survey_date: str | None = Field(None, description="Day of the home survey")
    survey_time: str | None = Field(None, description="Time of the home survey")
    quote_id: str | None = Field(None, description="Quote reference")


class SoftwareLicenseState(MemoryState):
    """A software licence purchase."""

    company: str | None = Field(None, description="Buying company")
    contact_name: str | None = Field(None, description="Buyer")
    email: str | None = Field(None, description="Buyer email")
    product: str | None = Field(None, description="Product")
    edition: str | None = Field(None, description="Edition or plan")
    seats: int | None = Field(None, description="Number of seats")
    billing_term: str | None = Field(None, description="Monthly or annual billing")
    start_date: str | None = Field(None, description="Day the licence starts")
    support_level: str | None = Field(None, description="Support tier")
    add_ons: list[str] = Field(default_factory=list, description="Add-on modules")
    quote_id: str | None = Field(None, description="Quote number")


class SolarInstallState(MemoryState):
    """A solar panel installation."""

    customer_name: str | None = Field(None, description="Home owner")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the install")
    panels: int | None = Field(None, description="Number of panels")
    battery: bool | None = Field(None, description="Whether a battery is fitted")
    battery_size: str | None = Field(None, description="Battery capacity")
    roof_type: str | None = Field(None, description="Roof type")
    survey_date: str | None = Field(None, description="Day of the roof survey")
    install_date: str | None = Field(None, description="Day of the installation")
    quote_id: str | None = Field(None, description="Quote reference")


class ChildCareState(MemoryState):
    """A place at a nursery or childminder."""

    parent_name: str | None = Field(None, description="Parent")
    child_name: str | None = Field(None, description="Child")
    child_age: str | None = Field(None, description="Age of the child")
    phone: str | None = Field(None, description="Contact phone number")
    centre: str | None = Field(None, description="Nursery or centre")
    days: list[str] = Field(default_factory=list, description="Weekdays attended")
    session: str | None = Field(None, description="Full day, morning or afternoon")
    start_date: str | None = Field(None, description="First day")
    allergies: list[str] = Field(default_factory=list, description="Allergies")
    pickup_person: str | None = Field(None, description="Other person allowed to collect")
    booking_ref: str | None = Field(None, description="Booking reference")


class DryCleaningState(MemoryState):
    """A dry-cleaning order."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    garments: list[str] = Field(default_factory=list, description="Garments handed in")
    services: list[str] = Field(default_factory=list, description="Services (press, stain...)")
    express: bool | None = Field(None, description="Whether express service is wanted")
    ready_day: str | None = Field(None, description="Day the order is ready or needed")
    fulfilment: str | None = Field(None, description="Collection or delivery")
    address: str | None = Field(None, description="Delivery address")
    ticket_id: str | None = Field(None, description="Ticket number")
