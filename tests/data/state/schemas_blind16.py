"""State schemas of the sixteenth blind labelled set (``state_blind16.jsonl``).

Twelve domains: tree surgery, fencing, hot tub hire, DJ hire, airport taxis, suit hire, tiling,
car valeting, swimming lessons, sign making, wine tasting and climbing walls. The support
schema of :mod:`turnmem.domains` is re-exported as the default class, as in
``schemas_blind15.py``; every conversation names its own class. No field shadows a
``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind16.jsonl --schema
tests/data/state/schemas_blind16.py:SupportState``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "CarValetingState",
    "ClimbingWallState",
    "DjHireState",
    "FencingState",
    "HotTubHireState",
    "SignMakingState",
    "SuitHireState",
    "SupportState",
    "SwimmingLessonsState",
    "TaxiBookingState",
    "TilingState",
    "TreeSurgeryState",
    "WineTastingState",
]


class TreeSurgeryState(MemoryState):
    """Tree or hedge work at a property."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    trees: list[str] = Field(default_factory=list, description="Trees or hedges to work on")
    work_type: Literal["crown reduction", "felling", "pollarding", "hedge trimming"] | None = Field(
        None, description="Kind of work"
    )
    stump_grinding: bool | None = Field(None, description="Whether the stump is ground out")
    waste_removal: bool | None = Field(None, description="Whether the cuttings are taken away")
    visit_date: str | None = Field(None, description="Day the crew comes")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job or quote reference")


class FencingState(MemoryState):
    """A garden fence supplied and fitted."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    fence_length: int | None = Field(None, description="Length of the fence in metres")
    fence_style: Literal["closeboard", "picket", "panel", "trellis"] | None = Field(
        None, description="Style of fence"
    )
    fence_height: str | None = Field(None, description="Height of the fence")
    gravel_boards: bool | None = Field(None, description="Whether gravel boards are fitted")
    gate: bool | None = Field(None, description="Whether a gate is fitted in the run")
    install_date: str | None = Field(None, description="Day of fitting")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class HotTubHireState(MemoryState):
    """A hot tub hired and delivered for some nights."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Delivery address")
    tub_size: Literal["4-person", "6-person", "8-person"] | None = Field(
        None, description="Size of the tub"
    )
    guests: int | None = Field(None, description="Number of people using it")
    hire_nights: int | None = Field(None, description="Number of nights hired")
    start_date: str | None = Field(None, description="First day of the hire")
    end_date: str | None = Field(None, description="Last day of the hire (collection)")
    extras: list[str] = Field(
        default_factory=list, description="Extras hired (gazebo, LED lights, steps, cover lock)"
    )
    delivery_time: str | None = Field(None, description="Delivery time or window")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class DjHireState(MemoryState):
    """A DJ booked for an event."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    event_type: str | None = Field(None, description="Kind of event (wedding, birthday)")
    venue: str | None = Field(None, description="Venue of the event")
    event_date: str | None = Field(None, description="Day of the event")
    start_time: str | None = Field(None, description="Time the DJ starts")
    finish_time: str | None = Field(None, description="Time the DJ finishes")
    hours: int | None = Field(None, description="Number of hours played")
    guest_count: int | None = Field(None, description="Number of guests")
    music_styles: list[str] = Field(default_factory=list, description="Music wanted")
    lighting: bool | None = Field(None, description="Whether the DJ brings lighting")
    extras: list[str] = Field(
        default_factory=list, description="Extras (bubble machine, microphone, smoke machine)"
    )
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class TaxiBookingState(MemoryState):
    """A pre-booked taxi or airport transfer."""

    customer_name: str | None = Field(None, description="Passenger booking")
    phone: str | None = Field(None, description="Contact phone number")
    pickup: str | None = Field(None, description="Pick-up place")
    dropoff: str | None = Field(None, description="Destination")
    pickup_date: str | None = Field(None, description="Day of the pick-up")
    pickup_time: str | None = Field(None, description="Time of the pick-up")
    passengers: int | None = Field(None, description="Number of passengers")
    suitcases: int | None = Field(None, description="Number of large suitcases")
    child_seat: bool | None = Field(None, description="Whether a child seat is fitted")
    flight_number: str | None = Field(None, description="Flight number to track")
    price: str | None = Field(None, description="Quoted fare")
    booking_ref: str | None = Field(None, description="Booking reference")


class SuitHireState(MemoryState):
    """Suits or formal wear hired for an occasion."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    occasion: str | None = Field(None, description="What the suits are for")
    suit_count: int | None = Field(None, description="Number of suits")
    suit_colour: str | None = Field(None, description="Colour of the suits")
    accessories: list[str] = Field(
        default_factory=list, description="Accessories hired (ties, waistcoats, cufflinks)"
    )
    fitting: bool | None = Field(None, description="Whether a fitting appointment is booked")
    collection_date: str | None = Field(None, description="Day the suits are collected")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class TilingState(MemoryState):
    """Walls or floors tiled."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    room: str | None = Field(None, description="Room to tile")
    surfaces: list[str] = Field(default_factory=list, description="Surfaces tiled (floor, walls)")
    area_sqm: int | None = Field(None, description="Area in square metres")
    tile_choice: str | None = Field(None, description="Tiles chosen")
    remove_old: bool | None = Field(None, description="Whether the old tiles are taken off")
    start_date: str | None = Field(None, description="Day the work starts")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class CarValetingState(MemoryState):
    """A car cleaned or valeted."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    car: str | None = Field(None, description="Make and model of the car")
    registration: str | None = Field(None, description="Registration or plate number")
    package: Literal["exterior", "interior", "full valet"] | None = Field(
        None, description="Valet package"
    )
    extras: list[str] = Field(
        default_factory=list, description="Extras (wax, pet hair, headlights, seat shampoo)"
    )
    location: str | None = Field(None, description="Where the car is valeted")
    valet_date: str | None = Field(None, description="Day of the valet")
    valet_time: str | None = Field(None, description="Time of the valet")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class SwimmingLessonsState(MemoryState):
    """Swimming lessons for a child or adult."""

    customer_name: str | None = Field(None, description="Parent or customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    swimmer_name: str | None = Field(None, description="Who is learning")
    swimmer_age: int | None = Field(None, description="Age of the swimmer")
    level: str | None = Field(None, description="Stage or level")
    lesson_day: str | None = Field(None, description="Day of the lessons")
    lesson_time: str | None = Field(None, description="Time of the lessons")
    lesson_count: int | None = Field(None, description="Number of lessons in the block")
    pool: str | None = Field(None, description="Pool or centre")
    private: bool | None = Field(None, description="Whether the lessons are one-to-one")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class SignMakingState(MemoryState):
    """A shop or business sign made and fitted."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    sign_text: str | None = Field(None, description="Wording of the sign")
    material: Literal["acrylic", "aluminium", "wood", "vinyl"] | None = Field(
        None, description="Material of the sign"
    )
    width_cm: int | None = Field(None, description="Width in centimetres")
    illuminated: bool | None = Field(None, description="Whether the sign is lit")
    fitting: bool | None = Field(None, description="Whether the sign maker fits it")
    ready_date: str | None = Field(None, description="Day the sign is ready or fitted")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class WineTastingState(MemoryState):
    """Places at a wine tasting."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    tasting: str | None = Field(None, description="Tasting or theme")
    guests: int | None = Field(None, description="Number of places")
    tasting_date: str | None = Field(None, description="Day of the tasting")
    tasting_time: str | None = Field(None, description="Start time")
    cheese_board: bool | None = Field(None, description="Whether a cheese board is added")
    dietary: list[str] = Field(default_factory=list, description="Dietary needs or allergies")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class ClimbingWallState(MemoryState):
    """A session at a climbing wall."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    session_type: Literal["taster", "bouldering", "kids party", "course"] | None = Field(
        None, description="Kind of session"
    )
    climbers: int | None = Field(None, description="Number of climbers")
    session_date: str | None = Field(None, description="Day of the session")
    session_time: str | None = Field(None, description="Start time")
    shoe_hire: bool | None = Field(None, description="Whether climbing shoes are hired")
    food: bool | None = Field(None, description="Whether party food is added")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")
