"""State schemas of the twenty-first blind labelled set (``state_blind21.jsonl``).

Twelve domains: snooker and pool halls, kayak tours, indoor skydiving, genealogy research,
well and borehole drilling, bottled water delivery, beekeeping courses, racket restringing,
falconry experiences, axe throwing, beach hut hire and alpaca trekking. The support schema of
:mod:`turnmem.domains` is re-exported as the default class, as in ``schemas_blind20.py``;
every conversation names its own class. No field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind21.jsonl --schema
tests/data/state/schemas_blind21.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "AlpacaTrekState",
    "AxeThrowingState",
    "BeachHutState",
    "BeekeepingCourseState",
    "FalconryState",
    "GenealogyState",
    "IndoorSkydivingState",
    "KayakTourState",
    "RacketStringingState",
    "SnookerHallState",
    "SupportState",
    "WaterDeliveryState",
    "WellDrillingState",
]


class SnookerHallState(MemoryState):
    """A snooker or pool table booked at a club."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    club: str | None = Field(None, description="Club or hall")
    table_type: str | None = Field(None, description="Snooker, pool or Chinese eight-ball table")
    tables: int | None = Field(None, description="Number of tables")
    players: int | None = Field(None, description="Number of players")
    session_date: str | None = Field(None, description="Day of the booking")
    start_time: str | None = Field(None, description="Start time")
    hours: int | None = Field(None, description="Length of the booking in hours")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class KayakTourState(MemoryState):
    """A guided kayak tour."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    tour: str | None = Field(None, description="Tour booked")
    adults: int | None = Field(None, description="Number of adults")
    children: int | None = Field(None, description="Number of children")
    kayaks: list[str] = Field(default_factory=list, description="Kayaks booked (single, double)")
    tour_date: str | None = Field(None, description="Day of the tour")
    start_time: str | None = Field(None, description="Start time")
    gear_hire: bool | None = Field(None, description="Whether wetsuits or other gear is hired")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class IndoorSkydivingState(MemoryState):
    """Indoor skydiving (wind tunnel) flights."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    centre: str | None = Field(None, description="Wind tunnel centre")
    flyers: int | None = Field(None, description="Number of people flying")
    flights_each: int | None = Field(None, description="Flights per flyer")
    flight_date: str | None = Field(None, description="Day of the flights")
    flight_time: str | None = Field(None, description="Time of the slot")
    videos: int | None = Field(None, description="Number of flyers with a video")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class GenealogyState(MemoryState):
    """Family history research or a compiled family genealogy."""

    client_name: str | None = Field(None, description="Client")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    surname: str | None = Field(None, description="Family surname researched")
    ancestral_place: str | None = Field(None, description="Where the family came from")
    package: str | None = Field(None, description="Research package")
    generations: int | None = Field(None, description="Generations traced")
    addons: list[str] = Field(default_factory=list, description="Extra record searches")
    copies: int | None = Field(None, description="Printed copies")
    needed_by: str | None = Field(None, description="Day the result is needed by")
    price: str | None = Field(None, description="Quoted price")
    case_ref: str | None = Field(None, description="Case or contract reference")


class WellDrillingState(MemoryState):
    """A well or borehole drilled."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the site")
    purpose: str | None = Field(None, description="What the water is for")
    depth_m: int | None = Field(None, description="Depth drilled in metres")
    pump: bool | None = Field(None, description="Whether the driller supplies the pump")
    survey_date: str | None = Field(None, description="Day of the site survey")
    survey_time: str | None = Field(None, description="Time of the site survey")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class WaterDeliveryState(MemoryState):
    """Bottled water delivered to an office or home."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Delivery address")
    water_type: str | None = Field(None, description="Brand or kind of water")
    bottles: int | None = Field(None, description="Bottles per delivery")
    prepaid_bottles: int | None = Field(None, description="Bottles bought in advance (vouchers)")
    cooler: str | None = Field(None, description="Cooler or dispenser supplied")
    frequency: str | None = Field(None, description="How often deliveries come")
    delivery_day: str | None = Field(None, description="Day of delivery")
    start_date: str | None = Field(None, description="Day of the first delivery")
    price: str | None = Field(None, description="Quoted price")
    account_ref: str | None = Field(None, description="Account or order reference")


class BeekeepingCourseState(MemoryState):
    """Places on a beekeeping course (and bees bought)."""

    student_name: str | None = Field(None, description="Person booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    course: str | None = Field(None, description="Course booked")
    places: int | None = Field(None, description="Number of places")
    course_date: str | None = Field(None, description="Day or dates the course runs")
    course_days: int | None = Field(None, description="Number of days of teaching")
    suit_purchase: bool | None = Field(None, description="Whether a bee suit is bought")
    colonies: int | None = Field(None, description="Bee colonies (hives) ordered")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class RacketStringingState(MemoryState):
    """Badminton or tennis rackets restrung."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    rackets: int | None = Field(None, description="Number of rackets")
    racket: str | None = Field(None, description="Racket model")
    strings: list[str] = Field(default_factory=list, description="Strings used")
    tensions: list[str] = Field(default_factory=list, description="Tensions strung")
    ready_date: str | None = Field(None, description="When the rackets are ready or collected")
    express: bool | None = Field(None, description="Whether the express service is used")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class FalconryState(MemoryState):
    """A falconry or birds-of-prey experience."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    centre: str | None = Field(None, description="Falconry centre")
    experience: str | None = Field(None, description="Experience booked")
    participants: int | None = Field(None, description="People handling the birds")
    spectators: int | None = Field(None, description="People watching")
    experience_date: str | None = Field(None, description="Day of the experience")
    start_time: str | None = Field(None, description="Start time")
    voucher_code: str | None = Field(None, description="Gift voucher code")
    price: str | None = Field(None, description="Amount to pay")
    booking_ref: str | None = Field(None, description="Booking reference")


class AxeThrowingState(MemoryState):
    """An axe throwing session."""

    customer_name: str | None = Field(None, description="Lead booker")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    venue: str | None = Field(None, description="Venue")
    throwers: int | None = Field(None, description="Number of people throwing")
    session_length: str | None = Field(None, description="Length of the session")
    session_date: str | None = Field(None, description="Day of the session")
    session_time: str | None = Field(None, description="Start time")
    food_package: bool | None = Field(None, description="Whether a food and drink package is added")
    rating: int | None = Field(None, description="Star rating the customer gives")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class BeachHutState(MemoryState):
    """A beach hut hired for some days."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    beach: str | None = Field(None, description="Beach or resort")
    hut_number: str | None = Field(None, description="Hut number")
    hire_days: int | None = Field(None, description="Days of hire")
    start_date: str | None = Field(None, description="First day")
    end_date: str | None = Field(None, description="Last day")
    parking_permits: int | None = Field(None, description="Parking permits")
    rating: int | None = Field(None, description="Rating the customer gives (out of 5)")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class AlpacaTrekState(MemoryState):
    """An alpaca trek or walk at a farm."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    lead_name: str | None = Field(
        None, description="Name the booking is under, if not the customer"
    )
    farm: str | None = Field(None, description="Farm")
    trek: str | None = Field(None, description="Trek booked")
    adults: int | None = Field(None, description="Adults leading an alpaca")
    children: int | None = Field(None, description="Children leading an alpaca")
    extras: list[str] = Field(default_factory=list, description="Extras added")
    trek_date: str | None = Field(None, description="Day of the trek")
    trek_time: str | None = Field(None, description="Start time")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")
