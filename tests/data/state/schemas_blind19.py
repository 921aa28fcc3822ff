"""State schemas of the nineteenth blind labelled set (``state_blind19.jsonl``).

Twelve domains: sailing lessons, go-karting, sports massage, drain clearance, wedding cars,
butcher's orders, garage door repair, sewing classes, firewood delivery, loft insulation, TV
aerial and satellite work, and Christmas tree delivery. The support schema of
:mod:`turnmem.domains` is re-exported as the default class, as in ``schemas_blind18.py``;
every conversation names its own class. No field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind19.jsonl --schema
tests/data/state/schemas_blind19.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "AerialInstallState",
    "ButcherOrderState",
    "ChristmasTreeState",
    "DrainClearanceState",
    "FirewoodState",
    "GarageDoorState",
    "GoKartingState",
    "LoftInsulationState",
    "SailingLessonState",
    "SewingClassState",
    "SportsMassageState",
    "SupportState",
    "WeddingCarState",
]


class SailingLessonState(MemoryState):
    """A sailing taster or course."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    venue: str | None = Field(None, description="Sailing centre or water")
    sailors: int | None = Field(None, description="Number of people sailing")
    course: str | None = Field(None, description="Taster, course or lesson booked")
    start_date: str | None = Field(None, description="Day the lesson or course starts")
    start_time: str | None = Field(None, description="Start time")
    wetsuit_hire: bool | None = Field(None, description="Whether wetsuits are hired")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class GoKartingState(MemoryState):
    """Karting at an indoor or outdoor track."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    track: str | None = Field(None, description="Track or venue")
    drivers: int | None = Field(None, description="Number of drivers")
    race_format: str | None = Field(None, description="Race format or package")
    sessions: int | None = Field(None, description="Sessions (heats) per driver")
    race_date: str | None = Field(None, description="Day of the race")
    race_time: str | None = Field(None, description="Start time")
    food_package: bool | None = Field(None, description="Whether food is added")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class SportsMassageState(MemoryState):
    """A sports or remedial massage appointment."""

    customer_name: str | None = Field(None, description="Client booking")
    phone: str | None = Field(None, description="Contact phone number")
    therapist: str | None = Field(None, description="Therapist")
    massage_type: str | None = Field(None, description="Kind of massage")
    duration_minutes: int | None = Field(None, description="Length in minutes")
    people: int | None = Field(None, description="Number of people booked")
    focus_areas: list[str] = Field(default_factory=list, description="Areas worked on")
    appointment_date: str | None = Field(None, description="Day of the appointment")
    appointment_time: str | None = Field(None, description="Time of the appointment")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class DrainClearanceState(MemoryState):
    """A call-out to clear blocked drains, sinks or toilets."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    problems: list[str] = Field(default_factory=list, description="What is blocked")
    cctv_survey: bool | None = Field(None, description="Whether a CCTV drain survey is done")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time or window of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class WeddingCarState(MemoryState):
    """Cars with drivers hired for a wedding."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    lead_car: str | None = Field(None, description="Car for the bride or the couple")
    follow_cars: int | None = Field(None, description="Number of further cars")
    follow_car_model: str | None = Field(None, description="Model of the further cars")
    wedding_date: str | None = Field(None, description="Day of the wedding")
    pickup_address: str | None = Field(None, description="Where the cars first collect")
    pickup_time: str | None = Field(None, description="First pick-up time")
    ceremony_venue: str | None = Field(None, description="Where the ceremony is")
    hours: int | None = Field(None, description="Hours of hire")
    decorations: bool | None = Field(
        None, description="Whether the cars are decorated (ribbons, flowers)"
    )
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class ButcherOrderState(MemoryState):
    """A butcher's order for collection or delivery."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    meats: list[str] = Field(default_factory=list, description="Meat ordered")
    bird_weight: str | None = Field(None, description="Weight of the turkey or other bird")
    guests: int | None = Field(None, description="People the order feeds")
    delivery: bool | None = Field(None, description="Whether the order is delivered")
    address: str | None = Field(None, description="Delivery address")
    collection_date: str | None = Field(None, description="Day of collection or delivery")
    collection_slot: str | None = Field(None, description="Time or slot of collection/delivery")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class GarageDoorState(MemoryState):
    """A garage door repaired or automated."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    door_type: str | None = Field(None, description="Kind or make of door")
    fault: str | None = Field(None, description="What is wrong")
    jobs: list[str] = Field(default_factory=list, description="Work to be done")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time or window of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class SewingClassState(MemoryState):
    """Places on a sewing class or workshop."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    class_name: str | None = Field(None, description="Class or workshop booked")
    students: int | None = Field(None, description="Number of places")
    class_date: str | None = Field(None, description="Day of the class")
    class_time: str | None = Field(None, description="Time of the class")
    own_machine: bool | None = Field(None, description="Whether they bring their own machine")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class FirewoodState(MemoryState):
    """Logs delivered for a stove or fire."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Delivery address")
    wood_type: str | None = Field(None, description="Kind of wood")
    quantity: str | None = Field(None, description="How much wood (bags, loads)")
    stacking: bool | None = Field(None, description="Whether the logs are stacked")
    kindling: bool | None = Field(None, description="Whether kindling is added")
    delivery_date: str | None = Field(None, description="Day of delivery")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class LoftInsulationState(MemoryState):
    """Loft insulation topped up or boarded."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    current_depth_mm: int | None = Field(None, description="Insulation there now, in mm")
    target_depth_mm: int | None = Field(None, description="Depth topped up to, in mm")
    area_sqm: int | None = Field(None, description="Loft area insulated, square metres")
    boarding: bool | None = Field(None, description="Whether part of the loft is boarded")
    boarding_sqm: int | None = Field(None, description="Area boarded, square metres")
    survey_date: str | None = Field(None, description="Day of the survey")
    survey_time: str | None = Field(None, description="Time of the survey")
    install_date: str | None = Field(None, description="Day of installation")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class AerialInstallState(MemoryState):
    """TV aerial or satellite dish work."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    jobs: list[str] = Field(default_factory=list, description="Work to be done")
    extra_points: int | None = Field(None, description="Extra TV points added")
    cable_metres: int | None = Field(None, description="Metres of extra cable")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time or window of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class ChristmasTreeState(MemoryState):
    """Christmas trees delivered to a home or office."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    invoice_email: str | None = Field(None, description="Email the invoice goes to")
    address: str | None = Field(None, description="Delivery address")
    trees: int | None = Field(None, description="Number of trees")
    tree_type: str | None = Field(None, description="Kind of tree")
    tree_height: str | None = Field(None, description="Height of tree")
    stand: bool | None = Field(None, description="Whether a stand is bought")
    decorating: bool | None = Field(None, description="Whether the tree is decorated for them")
    january_collection: bool | None = Field(
        None, description="Whether the tree is collected for recycling in January"
    )
    delivery_date: str | None = Field(None, description="Day of delivery")
    delivery_slot: str | None = Field(None, description="Delivery time slot")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")
