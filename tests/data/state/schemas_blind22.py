"""State schemas of the twenty-second blind labelled set (``state_blind22.jsonl``).

Twelve domains: piano removals, septic tank emptying, bouncy castle hire, chess tutoring,
bookbinding, furniture assembly, pet grooming, laptop repair, hedge laying, violin rental,
cheese-making courses and headstone masonry. The support schema of :mod:`turnmem.domains` is
re-exported as the default class, as in ``schemas_blind21.py``; every conversation names its
own class. No field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind22.jsonl --schema
tests/data/state/schemas_blind22.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "BookbindingState",
    "BouncyCastleState",
    "CheeseCourseState",
    "ChessTutoringState",
    "FurnitureAssemblyState",
    "HeadstoneState",
    "HedgeLayingState",
    "LaptopRepairState",
    "PetGroomingState",
    "PianoRemovalState",
    "SepticTankState",
    "SupportState",
    "ViolinRentalState",
]


class PianoRemovalState(MemoryState):
    """A piano moved from one home to another."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    piano: str | None = Field(None, description="Piano moved (make, upright or grand)")
    from_address: str | None = Field(None, description="Address the piano is collected from")
    to_address: str | None = Field(None, description="Address the piano is taken to")
    stairs_floor: int | None = Field(None, description="Floor reached by stairs (no lift)")
    move_date: str | None = Field(None, description="Day of the move")
    move_time: str | None = Field(None, description="Time or arrival window of the move")
    tuning: bool | None = Field(None, description="Whether a tuning visit is added")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class SepticTankState(MemoryState):
    """A septic tank, cesspit or grease trap emptied by a tanker."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the tank")
    tank_type: str | None = Field(None, description="Septic tank, cesspit and so on")
    tanker_loads: int | None = Field(None, description="Tanker loads taken away")
    hose_length_m: int | None = Field(None, description="Hose run from the tanker, in metres")
    service_date: str | None = Field(None, description="Day of the visit")
    service_time: str | None = Field(None, description="Time of the visit")
    extras: list[str] = Field(default_factory=list, description="Extra work added")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class BouncyCastleState(MemoryState):
    """A bouncy castle (inflatable) hired for a party or event."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    castle: str | None = Field(None, description="Inflatable hired")
    extras: list[str] = Field(default_factory=list, description="Extra items hired")
    event_date: str | None = Field(None, description="Day of the event")
    hire_days: int | None = Field(None, description="Days of hire")
    delivery_time: str | None = Field(None, description="Delivery or set-up time")
    collection_time: str | None = Field(None, description="Collection time")
    address: str | None = Field(None, description="Where it is set up")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class ChessTutoringState(MemoryState):
    """Chess lessons for a pupil."""

    parent_name: str | None = Field(None, description="Parent or person booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    student_name: str | None = Field(None, description="Pupil")
    student_age: int | None = Field(None, description="Pupil's age")
    level: str | None = Field(None, description="Pupil's level or class")
    online: bool | None = Field(None, description="Whether lessons are online")
    lesson_length: str | None = Field(None, description="Length of a lesson")
    lessons: int | None = Field(None, description="Number of lessons booked")
    lesson_day: str | None = Field(None, description="Day of the lessons")
    lesson_time: str | None = Field(None, description="Time of the lessons")
    start_date: str | None = Field(None, description="Day of the first lesson")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class BookbindingState(MemoryState):
    """A thesis bound or old books rebound."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    item: str | None = Field(None, description="What is bound")
    copies: int | None = Field(None, description="Copies or volumes bound")
    cover: str | None = Field(None, description="Cover, case or binding material")
    spine_text: str | None = Field(None, description="Lettering on the spine")
    express: bool | None = Field(None, description="Whether the express service is used")
    dropoff_date: str | None = Field(None, description="Day the customer brings the work in")
    ready_date: str | None = Field(None, description="When the work is ready")
    delivery: bool | None = Field(None, description="Whether it is delivered (not collected)")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class FurnitureAssemblyState(MemoryState):
    """Flat-pack furniture assembled at home."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the job")
    furniture: list[str] = Field(default_factory=list, description="Furniture to assemble")
    wall_fixing: bool | None = Field(None, description="Whether furniture is fixed to the wall")
    rubbish_removal: bool | None = Field(None, description="Whether packaging is taken away")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class PetGroomingState(MemoryState):
    """A grooming appointment for a dog or cat."""

    owner_name: str | None = Field(None, description="Owner booking")
    phone: str | None = Field(None, description="Contact phone number")
    pet_name: str | None = Field(None, description="Pet's name")
    breed: str | None = Field(None, description="Breed")
    pets: int | None = Field(None, description="Number of pets booked")
    service: str | None = Field(None, description="Grooming service")
    cut_style: str | None = Field(None, description="Style of cut")
    extras: list[str] = Field(default_factory=list, description="Extra treatments")
    appointment_date: str | None = Field(None, description="Day of the appointment")
    appointment_time: str | None = Field(None, description="Time of the appointment")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class LaptopRepairState(MemoryState):
    """A laptop repaired at a shop."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    device: str | None = Field(None, description="Laptop model")
    fault: str | None = Field(None, description="Fault reported or found")
    repair: str | None = Field(None, description="Repair the customer goes ahead with")
    data_backup: bool | None = Field(None, description="Whether the data is backed up first")
    express: bool | None = Field(None, description="Whether the repair is rushed")
    ready_date: str | None = Field(None, description="When it is ready")
    price: str | None = Field(None, description="Quoted price")
    ticket_ref: str | None = Field(None, description="Repair ticket reference")


class HedgeLayingState(MemoryState):
    """A hedge laid by hand."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the land")
    hedge_species: str | None = Field(None, description="Main species of the hedge")
    hedge_length_m: int | None = Field(None, description="Length laid, in metres")
    style: str | None = Field(None, description="Regional style of laying")
    start_date: str | None = Field(None, description="First day of work")
    working_days: int | None = Field(None, description="Working days the job takes")
    waste_removal: bool | None = Field(None, description="Whether brash or chippings are taken")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote or job reference")


class ViolinRentalState(MemoryState):
    """A violin (or other string instrument) rented."""

    customer_name: str | None = Field(None, description="Customer (account holder)")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    player_name: str | None = Field(None, description="Who plays the instrument")
    instrument: str | None = Field(None, description="Instrument rented")
    instrument_size: str | None = Field(None, description="Size (1/2, 3/4, full-size)")
    rental_months: int | None = Field(None, description="Months of rental")
    insurance: bool | None = Field(None, description="Whether damage insurance is taken")
    handover_date: str | None = Field(
        None, description="Day the instrument is collected from or returned to the shop"
    )
    payment: str | None = Field(None, description="How it is paid (monthly, upfront)")
    price: str | None = Field(None, description="Quoted price")
    rental_ref: str | None = Field(None, description="Rental reference")


class CheeseCourseState(MemoryState):
    """Places on a cheese-making course."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    dairy: str | None = Field(None, description="Dairy or school")
    course: str | None = Field(None, description="Course booked")
    places: int | None = Field(None, description="Number of places")
    course_date: str | None = Field(None, description="Day of the course")
    start_time: str | None = Field(None, description="Start time")
    dietary: str | None = Field(None, description="Dietary needs")
    rating: int | None = Field(None, description="Rating the customer gives (out of 5)")
    price: str | None = Field(None, description="Quoted price or refund")
    booking_ref: str | None = Field(None, description="Booking reference")


class HeadstoneState(MemoryState):
    """A headstone made, or an inscription added to one."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    deceased_name: str | None = Field(None, description="Person the inscription is for")
    cemetery: str | None = Field(None, description="Cemetery or churchyard")
    stone: str | None = Field(None, description="Stone material")
    inscription: str | None = Field(None, description="Wording of the inscription")
    lettering: str | None = Field(None, description="Kind of lettering (incised, gold leaf)")
    motif: str | None = Field(None, description="Carved motif")
    workshop: bool | None = Field(None, description="Whether the work is done in the workshop")
    fitting_by: str | None = Field(None, description="When the stone or work is to be finished")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")
