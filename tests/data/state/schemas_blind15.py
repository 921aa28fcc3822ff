"""State schemas of the fifteenth blind labelled set (``state_blind15.jsonl``).

Twelve domains: plumbing, glazing, electrical work, party equipment hire, cookery classes,
recording studios, upholstery, watch repair, engraving, gutter cleaning, make-up artists and
bowling. The support schema of :mod:`turnmem.domains` is re-exported as the default class,
as in ``schemas_blind14.py``; every conversation names its own class. No field shadows a
``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind15.jsonl --schema
tests/data/state/schemas_blind15.py:SupportState``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "BowlingState",
    "CookeryClassState",
    "ElectricianState",
    "EngravingState",
    "GlazingState",
    "GutterCleaningState",
    "MakeupArtistState",
    "PartyHireState",
    "PlumbingState",
    "RecordingStudioState",
    "SupportState",
    "UpholsteryState",
    "WatchRepairState",
]


class PlumbingState(MemoryState):
    """A plumber's call-out or fitting job."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    problem: str | None = Field(None, description="Leak, blockage or fault reported")
    jobs: list[str] = Field(
        default_factory=list, description="Jobs to do (tap, toilet, shower, radiator valve)"
    )
    urgency: Literal["emergency", "standard"] | None = Field(
        None, description="Emergency call-out or standard booking"
    )
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time or slot of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class GlazingState(MemoryState):
    """Windows or doors glazed, replaced or repaired."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    window_count: int | None = Field(None, description="Number of windows or panes")
    frame_material: Literal["uPVC", "aluminium", "timber"] | None = Field(
        None, description="Frame material"
    )
    glass_type: str | None = Field(None, description="Glass (double, triple, obscure, laminated)")
    frame_colour: str | None = Field(None, description="Frame colour")
    survey_date: str | None = Field(None, description="Day of the survey or fitting")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class ElectricianState(MemoryState):
    """An electrician's visit: fittings, faults, inspections."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    jobs: list[str] = Field(
        default_factory=list, description="Work to do (sockets, lights, consumer unit, EICR)"
    )
    socket_count: int | None = Field(None, description="Number of sockets to fit")
    certificate: bool | None = Field(None, description="Whether a safety certificate is issued")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class PartyHireState(MemoryState):
    """Party equipment hired for an event (bouncy castles, tables, chairs, machines)."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    event_address: str | None = Field(None, description="Where the equipment is delivered")
    hire_items: list[str] = Field(default_factory=list, description="Items hired")
    guest_count: int | None = Field(None, description="Number of guests")
    event_date: str | None = Field(None, description="Day of the event")
    delivery_time: str | None = Field(None, description="Delivery or set-up time")
    indoor: bool | None = Field(None, description="Whether the equipment is used indoors")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class CookeryClassState(MemoryState):
    """A place on a cookery class or workshop."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    class_name: str | None = Field(None, description="Class or cuisine")
    participants: int | None = Field(None, description="Number of places")
    class_date: str | None = Field(None, description="Day of the class")
    class_time: str | None = Field(None, description="Start time of the class")
    dietary: list[str] = Field(
        default_factory=list, description="Dietary needs or allergies (vegetarian, nuts)"
    )
    gift_voucher: bool | None = Field(None, description="Whether it is bought as a gift voucher")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class RecordingStudioState(MemoryState):
    """A recording or rehearsal studio session."""

    customer_name: str | None = Field(None, description="Customer or band")
    phone: str | None = Field(None, description="Contact phone number")
    studio: str | None = Field(None, description="Studio room")
    session_date: str | None = Field(None, description="Day of the session")
    start_time: str | None = Field(None, description="Start time")
    hours: int | None = Field(None, description="Length of the session in hours")
    engineer: bool | None = Field(None, description="Whether a sound engineer is booked")
    extras: list[str] = Field(
        default_factory=list, description="Extras (mixing, backline, drum kit, mastering)"
    )
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class UpholsteryState(MemoryState):
    """Furniture reupholstered or re-covered."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    furniture: list[str] = Field(default_factory=list, description="Pieces to reupholster")
    fabric: str | None = Field(None, description="Fabric chosen")
    colour: str | None = Field(None, description="Fabric colour")
    foam_replacement: bool | None = Field(None, description="Whether the foam is replaced")
    collection: bool | None = Field(None, description="Whether the workshop collects the pieces")
    address: str | None = Field(None, description="Collection address")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class WatchRepairState(MemoryState):
    """A watch serviced or repaired."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    watch_brand: str | None = Field(None, description="Make or model of the watch")
    services: list[str] = Field(
        default_factory=list, description="Work wanted (battery, strap, service, crystal)"
    )
    movement: Literal["quartz", "automatic", "manual"] | None = Field(
        None, description="Movement type"
    )
    strap: str | None = Field(None, description="Replacement strap chosen")
    dropoff_date: str | None = Field(None, description="Day the watch is dropped off or posted")
    price: str | None = Field(None, description="Quoted price")
    repair_ref: str | None = Field(None, description="Repair reference")


class EngravingState(MemoryState):
    """An item engraved (trophy, ring, tankard, plaque)."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    item: str | None = Field(None, description="Item to engrave")
    inscription: str | None = Field(None, description="Text to engrave")
    font: str | None = Field(None, description="Font or lettering style")
    quantity: int | None = Field(None, description="Number of items")
    gift_box: bool | None = Field(None, description="Whether a gift box is added")
    ready_date: str | None = Field(None, description="Day the engraving is needed or ready")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class GutterCleaningState(MemoryState):
    """Gutters cleared, repaired or guarded."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    property_type: Literal["terrace", "semi-detached", "detached", "bungalow"] | None = Field(
        None, description="Kind of house"
    )
    storeys: int | None = Field(None, description="Number of storeys")
    extras: list[str] = Field(
        default_factory=list, description="Extra work (downpipes, fascias, gutter guards)"
    )
    photos: bool | None = Field(None, description="Whether before and after photos are sent")
    visit_date: str | None = Field(None, description="Day of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class MakeupArtistState(MemoryState):
    """A make-up artist booked for an event (wedding, shoot, party)."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    event_type: str | None = Field(None, description="Occasion")
    event_date: str | None = Field(None, description="Day of the event")
    ready_time: str | None = Field(None, description="Time everyone must be ready by")
    people: int | None = Field(None, description="Number of people made up")
    services: list[str] = Field(
        default_factory=list, description="Services (make-up, hair, lashes, trial)"
    )
    location: str | None = Field(None, description="Where the artist comes to")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class BowlingState(MemoryState):
    """Bowling lanes booked at an alley."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    venue: str | None = Field(None, description="Bowling alley or branch")
    lanes: int | None = Field(None, description="Number of lanes")
    players: int | None = Field(None, description="Number of players")
    games: int | None = Field(None, description="Games per player")
    bowling_date: str | None = Field(None, description="Day of the booking")
    start_time: str | None = Field(None, description="Start time")
    bumpers: bool | None = Field(None, description="Whether bumpers are put up")
    food: list[str] = Field(default_factory=list, description="Food or party packages added")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")
