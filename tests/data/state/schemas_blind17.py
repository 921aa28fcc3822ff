"""State schemas of the seventeenth blind labelled set (``state_blind17.jsonl``).

Twelve domains: painting and decorating, dog training, CCTV installation, pressure washing,
bike hire, paintball, yoga retreats, mobility scooter hire, balloon decorating, archery, gift
hampers and pottery classes. The support schema of :mod:`turnmem.domains` is re-exported as the
default class, as in ``schemas_blind16.py``; every conversation names its own class. No field
shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind17.jsonl --schema
tests/data/state/schemas_blind17.py:SupportState``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "ArcheryState",
    "BalloonDecorState",
    "BikeHireState",
    "CctvInstallState",
    "DecoratingState",
    "DogTrainingState",
    "GiftHamperState",
    "MobilityScooterHireState",
    "PaintballState",
    "PotteryClassState",
    "PressureWashingState",
    "SupportState",
    "YogaRetreatState",
]


class DecoratingState(MemoryState):
    """Rooms painted or decorated at a property."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    rooms: list[str] = Field(default_factory=list, description="Rooms to decorate")
    paint_colour: str | None = Field(None, description="Paint colour chosen")
    ceilings: bool | None = Field(None, description="Whether the ceilings are painted too")
    wallpaper: bool | None = Field(None, description="Whether any wall is papered")
    start_date: str | None = Field(None, description="Day the decorator starts")
    days_needed: int | None = Field(None, description="Number of working days")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class DogTrainingState(MemoryState):
    """Training sessions for a dog."""

    customer_name: str | None = Field(None, description="Owner booking")
    phone: str | None = Field(None, description="Contact phone number")
    dog_name: str | None = Field(None, description="Name of the dog")
    breed: str | None = Field(None, description="Breed of the dog")
    dog_age_months: int | None = Field(None, description="Age of the dog in months")
    course: Literal["puppy class", "one-to-one", "recall workshop", "reactive dog"] | None = Field(
        None, description="Kind of training"
    )
    issues: list[str] = Field(default_factory=list, description="Behaviours to work on")
    session_day: str | None = Field(None, description="Day of the sessions")
    session_time: str | None = Field(None, description="Time of the sessions")
    home_visit: bool | None = Field(None, description="Whether the trainer comes to the home")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class CctvInstallState(MemoryState):
    """Security cameras fitted at a property."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    camera_count: int | None = Field(None, description="Number of cameras")
    camera_spots: list[str] = Field(default_factory=list, description="Where cameras are fitted")
    doorbell_camera: bool | None = Field(None, description="Whether a video doorbell is fitted")
    storage: Literal["cloud", "recorder"] | None = Field(None, description="Where footage is kept")
    install_date: str | None = Field(None, description="Day of installation")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class PressureWashingState(MemoryState):
    """Outdoor surfaces pressure washed."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    surfaces: list[str] = Field(
        default_factory=list, description="Surfaces cleaned (driveway, patio, decking, path)"
    )
    area_sqm: int | None = Field(None, description="Area in square metres")
    resanding: bool | None = Field(None, description="Whether block paving is re-sanded")
    sealing: bool | None = Field(None, description="Whether the surface is sealed")
    wash_date: str | None = Field(None, description="Day of the clean")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class BikeHireState(MemoryState):
    """Bikes hired for a day or more."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    bike_type: Literal["e-bike", "hybrid", "mountain bike", "road bike"] | None = Field(
        None, description="Kind of bike"
    )
    bike_count: int | None = Field(None, description="Number of bikes")
    hire_date: str | None = Field(None, description="First day of the hire")
    hire_days: int | None = Field(None, description="Number of days hired")
    pickup_time: str | None = Field(None, description="Time the bikes are collected")
    extras: list[str] = Field(
        default_factory=list, description="Extras (child seat, panniers, helmets, trailer)"
    )
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class PaintballState(MemoryState):
    """A paintball session for a group."""

    customer_name: str | None = Field(None, description="Organiser")
    phone: str | None = Field(None, description="Contact phone number")
    occasion: str | None = Field(None, description="What the game is for (stag, birthday)")
    players: int | None = Field(None, description="Number of players")
    game_date: str | None = Field(None, description="Day of the game")
    start_time: str | None = Field(None, description="Start time")
    paintballs_per_player: int | None = Field(None, description="Paintballs included per player")
    lunch: bool | None = Field(None, description="Whether lunch is added")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class YogaRetreatState(MemoryState):
    """Places on a yoga retreat."""

    customer_name: str | None = Field(None, description="Guest booking")
    phone: str | None = Field(None, description="Contact phone number")
    retreat: str | None = Field(None, description="Retreat or venue")
    arrival_date: str | None = Field(None, description="Day of arrival")
    nights: int | None = Field(None, description="Number of nights")
    guests: int | None = Field(None, description="Number of guests")
    room_type: Literal["shared", "private", "twin"] | None = Field(None, description="Room")
    dietary: list[str] = Field(default_factory=list, description="Dietary needs or allergies")
    airport_transfer: bool | None = Field(None, description="Whether a transfer is booked")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class MobilityScooterHireState(MemoryState):
    """A mobility scooter or wheelchair hired."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    user_name: str | None = Field(None, description="Who will use the scooter")
    equipment: Literal["mobility scooter", "wheelchair", "powerchair"] | None = Field(
        None, description="What is hired"
    )
    start_date: str | None = Field(None, description="First day of the hire")
    end_date: str | None = Field(None, description="Last day of the hire")
    delivery_address: str | None = Field(None, description="Where it is delivered")
    accessories: list[str] = Field(
        default_factory=list, description="Accessories (basket, rain cover, walking stick holder)"
    )
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class BalloonDecorState(MemoryState):
    """Balloon decorations for an event."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    event_type: str | None = Field(None, description="Kind of event")
    venue: str | None = Field(None, description="Venue to decorate")
    event_date: str | None = Field(None, description="Day of the event")
    colours: list[str] = Field(default_factory=list, description="Balloon colours")
    pieces: list[str] = Field(
        default_factory=list, description="Pieces ordered (arch, garland, number, columns)"
    )
    setup_time: str | None = Field(None, description="Time the decorator sets up")
    collection: bool | None = Field(None, description="Whether the pieces are taken down after")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class ArcheryState(MemoryState):
    """An archery session at a range."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    session_type: Literal["taster", "beginners course", "private lesson"] | None = Field(
        None, description="Kind of session"
    )
    archers: int | None = Field(None, description="Number of archers")
    session_date: str | None = Field(None, description="Day of the session")
    session_time: str | None = Field(None, description="Start time")
    youngest_age: int | None = Field(None, description="Age of the youngest archer")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class GiftHamperState(MemoryState):
    """A gift hamper ordered and delivered."""

    customer_name: str | None = Field(None, description="Customer ordering")
    phone: str | None = Field(None, description="Contact phone number")
    recipient: str | None = Field(None, description="Who receives the hamper")
    hamper: str | None = Field(None, description="Hamper chosen")
    hamper_count: int | None = Field(None, description="Number of hampers")
    additions: list[str] = Field(default_factory=list, description="Items added to the hamper")
    delivery_address: str | None = Field(None, description="Delivery address")
    delivery_date: str | None = Field(None, description="Day of delivery")
    gift_message: str | None = Field(None, description="Message on the card")
    gift_wrap: bool | None = Field(None, description="Whether it is gift wrapped")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class PotteryClassState(MemoryState):
    """Places at a pottery class."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    class_type: Literal["wheel throwing", "hand building", "paint a pot"] | None = Field(
        None, description="Kind of class"
    )
    places: int | None = Field(None, description="Number of places")
    class_date: str | None = Field(None, description="Day of the class")
    class_time: str | None = Field(None, description="Start time")
    glazing_firing: bool | None = Field(None, description="Whether pieces are glazed and fired")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")
