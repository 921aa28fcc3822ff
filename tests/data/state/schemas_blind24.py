"""State schemas of the twenty-fourth blind labelled set (``state_blind24.jsonl``).

Twelve domains: dog walking, ring resizing, ice skating lessons, calligraphy classes, water
filter and softener installation, children's summer camps, conveyancing, tool hire, driveway
paving, ice cream van hire, EPC (energy performance certificate) assessments and garden shed
installation. The support schema of :mod:`turnmem.domains` is re-exported as the default
class, as in ``schemas_blind23.py``; every conversation names its own class. No field shadows
a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind24.jsonl --schema
tests/data/state/schemas_blind24.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "CalligraphyClassState",
    "ConveyancingState",
    "DogWalkingState",
    "DrivewayState",
    "EpcAssessmentState",
    "IceCreamVanState",
    "RingResizingState",
    "ShedInstallState",
    "SkatingLessonState",
    "SummerCampState",
    "SupportState",
    "ToolHireState",
    "WaterFilterState",
]


class DogWalkingState(MemoryState):
    """A dog walked by a walker on a regular plan."""

    owner_name: str | None = Field(None, description="Dog's owner")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Owner's address")
    dog_name: str | None = Field(None, description="Dog's name")
    breed: str | None = Field(None, description="Dog's breed")
    walks_per_week: int | None = Field(None, description="Walks a week")
    walk_days: list[str] = Field(default_factory=list, description="Days of the week walked")
    walk_time: str | None = Field(None, description="Time of the walks")
    walk_length: str | None = Field(None, description="Length of each walk")
    start_date: str | None = Field(None, description="Day of the first walk")
    last_walk: str | None = Field(None, description="Day of the last walk before the plan ends")
    key_handover: str | None = Field(None, description="How or when the key is handed over")
    booking_status: str | None = Field(None, description="Status of the plan (cancelled)")
    rating: int | None = Field(None, description="Rating the customer gives (out of 5)")
    price: str | None = Field(None, description="Quoted price or refund")
    booking_ref: str | None = Field(None, description="Booking reference")


class RingResizingState(MemoryState):
    """A ring resized (and perhaps polished or engraved) by a jeweller."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    ring: str | None = Field(None, description="Ring (kind, metal)")
    current_size: str | None = Field(None, description="Size now")
    new_size: str | None = Field(None, description="Size wanted")
    polish: bool | None = Field(None, description="Whether it is cleaned and polished")
    engraving: str | None = Field(None, description="Wording engraved")
    postage: bool | None = Field(None, description="Whether it is posted back")
    ready_date: str | None = Field(None, description="When it is ready")
    collect_date: str | None = Field(None, description="When the customer collects it")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class SkatingLessonState(MemoryState):
    """Ice skating lessons booked for a child or children."""

    guardian_name: str | None = Field(None, description="Parent booking")
    phone: str | None = Field(None, description="Contact phone number")
    skaters: list[str] = Field(default_factory=list, description="Names of the skaters")
    children: int | None = Field(None, description="Number of children booked")
    classes: list[str] = Field(default_factory=list, description="Course, class or lesson kind")
    coach: str | None = Field(None, description="Coach or coach level")
    lesson_day: str | None = Field(None, description="Day of the week of the lessons")
    lesson_time: str | None = Field(None, description="Time of the lessons")
    start_date: str | None = Field(None, description="Day of the first lesson")
    sessions: int | None = Field(None, description="Number of lessons or weeks")
    skate_hire: bool | None = Field(None, description="Whether skates are hired")
    helmet_hire: bool | None = Field(None, description="Whether helmets are hired")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class CalligraphyClassState(MemoryState):
    """A place on a calligraphy course."""

    student_name: str | None = Field(None, description="Student")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    course: str | None = Field(None, description="Course or script")
    class_day: str | None = Field(None, description="Day of the week of the classes")
    class_time: str | None = Field(None, description="Time of the classes")
    start_date: str | None = Field(None, description="Day of the first class")
    sessions: int | None = Field(None, description="Number of classes or weeks")
    kit: bool | None = Field(None, description="Whether the pen or brush kit is bought")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class WaterFilterState(MemoryState):
    """A water softener or purifier installed at home."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the installation")
    household: int | None = Field(None, description="People in the household")
    unit: str | None = Field(None, description="Model or kind of unit")
    extras: list[str] = Field(default_factory=list, description="Parts or taps added")
    install_date: str | None = Field(None, description="Day of the installation")
    install_time: str | None = Field(None, description="Time or window of the installation")
    order_status: str | None = Field(None, description="Status (confirmed, cancelled)")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order or booking reference")


class SummerCampState(MemoryState):
    """Children booked onto a holiday camp."""

    parent_name: str | None = Field(None, description="Parent booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    children: list[str] = Field(default_factory=list, description="Names of the children")
    camp: str | None = Field(None, description="Camp")
    weeks: list[str] = Field(default_factory=list, description="Weeks or sessions booked")
    hours: str | None = Field(None, description="Daily hours")
    early_drop_off: bool | None = Field(None, description="Whether early drop-off is added")
    lunch: bool | None = Field(None, description="Whether lunch is included")
    extras: list[str] = Field(default_factory=list, description="Transport or other extras")
    medical: str | None = Field(None, description="Allergies or medical needs")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class ConveyancingState(MemoryState):
    """The legal work of buying, selling or transferring a property."""

    client_name: str | None = Field(None, description="Client")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    transaction: str | None = Field(None, description="Purchase, sale or transfer")
    property_address: str | None = Field(None, description="Address of the property")
    tenure: str | None = Field(None, description="Freehold or leasehold")
    property_price: str | None = Field(None, description="Price of the property")
    finance: str | None = Field(None, description="How it is paid for (lender, cash)")
    completion_date: str | None = Field(None, description="Day of completion or transfer")
    appointment_time: str | None = Field(None, description="Time of the transfer appointment")
    extras: list[str] = Field(default_factory=list, description="Services added (notary)")
    fee: str | None = Field(None, description="Quoted fee")
    case_ref: str | None = Field(None, description="Case reference")


class ToolHireState(MemoryState):
    """Tools or machines hired."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    tools: list[str] = Field(default_factory=list, description="Tools or machines hired")
    quantity: int | None = Field(None, description="How many machines (one kind)")
    consumables: str | None = Field(None, description="Sheets, blades or fuel bought")
    hire_start: str | None = Field(None, description="Start of the hire")
    hire_end: str | None = Field(None, description="End of the hire or collection")
    duration: str | None = Field(None, description="Length of the hire")
    delivery: bool | None = Field(None, description="Whether it is delivered")
    delivery_address: str | None = Field(None, description="Delivery address")
    delivery_slot: str | None = Field(None, description="Time or window of delivery")
    deposit: str | None = Field(None, description="Deposit and how it is paid")
    price: str | None = Field(None, description="Quoted price")
    hire_ref: str | None = Field(None, description="Hire reference")


class DrivewayState(MemoryState):
    """A new driveway quoted for and laid."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the driveway")
    surfaces: list[str] = Field(default_factory=list, description="Surfaces quoted or chosen")
    area: str | None = Field(None, description="Area of the driveway")
    drainage: bool | None = Field(None, description="Whether a drainage channel is included")
    survey_date: str | None = Field(None, description="Day of the survey")
    survey_time: str | None = Field(None, description="Time of the survey")
    start_date: str | None = Field(None, description="Day the work starts")
    duration: str | None = Field(None, description="How long the work takes")
    deposit: str | None = Field(None, description="Deposit")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class IceCreamVanState(MemoryState):
    """An ice cream van hired for an event."""

    contact_name: str | None = Field(None, description="Person booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    event: str | None = Field(None, description="Kind of event")
    event_date: str | None = Field(None, description="Day of the event")
    start_time: str | None = Field(None, description="Time serving starts")
    duration: str | None = Field(None, description="How long the van serves")
    venue: str | None = Field(None, description="Venue")
    guests: int | None = Field(None, description="Number of guests served")
    dietary: str | None = Field(None, description="Dietary options asked for")
    personalised_sign: bool | None = Field(None, description="Whether a named sign is added")
    booking_status: str | None = Field(None, description="Status of the booking (cancelled)")
    price: str | None = Field(None, description="Quoted price or refund")
    booking_ref: str | None = Field(None, description="Booking reference")


class EpcAssessmentState(MemoryState):
    """An energy performance certificate assessment, with any other check on the visit."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    address: str | None = Field(None, description="Property address")
    property_type: str | None = Field(None, description="Kind of property")
    bedrooms: int | None = Field(None, description="Number of bedrooms")
    purpose: str | None = Field(None, description="Why it is needed (sale, letting)")
    services: list[str] = Field(default_factory=list, description="Certificates done")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")
    access: str | None = Field(None, description="Who lets the assessor in")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class ShedInstallState(MemoryState):
    """A garden shed bought and installed."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Installation address")
    shed: str | None = Field(None, description="Shed model and size")
    base: str | None = Field(None, description="Base it stands on")
    roof: str | None = Field(None, description="Roof covering")
    extras: list[str] = Field(default_factory=list, description="Shelving or other extras")
    removal: bool | None = Field(None, description="Whether an old shed is taken away")
    install_date: str | None = Field(None, description="Day of the installation")
    install_time: str | None = Field(None, description="Time or window of the installation")
    price: str | None = Field(None, description="Quoted price or refund")
    order_ref: str | None = Field(None, description="Order reference")
