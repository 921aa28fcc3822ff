"""State schemas of the eighteenth blind labelled set (``state_blind18.jsonl``).

Twelve domains: pet sitting, trampoline parks, guitar repair, shoe repair, house cleaning,
surf lessons, piercing, flooring, car window tinting, children's party entertainers, van hire
and bathroom fitting. The support schema of :mod:`turnmem.domains` is re-exported as the
default class, as in ``schemas_blind17.py``; every conversation names its own class. No field
shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind18.jsonl --schema
tests/data/state/schemas_blind18.py:SupportState``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "BathroomFittingState",
    "FlooringState",
    "GuitarRepairState",
    "HouseCleaningState",
    "KidsEntertainerState",
    "PetSittingState",
    "PiercingState",
    "ShoeRepairState",
    "SupportState",
    "SurfLessonState",
    "TrampolineParkState",
    "VanHireState",
    "WindowTintingState",
]


class PetSittingState(MemoryState):
    """Home visits to look after pets while the owner is away."""

    customer_name: str | None = Field(None, description="Owner booking")
    phone: str | None = Field(None, description="Contact phone number")
    pet_names: list[str] = Field(default_factory=list, description="Names of the pets")
    pet_type: str | None = Field(None, description="Kind of pet")
    start_date: str | None = Field(None, description="First day of visits")
    end_date: str | None = Field(None, description="Last day of visits")
    visits_per_day: int | None = Field(None, description="Visits each day")
    overnight: bool | None = Field(None, description="Whether the sitter stays overnight")
    bring_in_post: bool | None = Field(None, description="Whether the sitter brings in the post")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class TrampolineParkState(MemoryState):
    """Jump sessions or a party at a trampoline park."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    birthday_child: str | None = Field(None, description="Whose party it is")
    jumpers: int | None = Field(None, description="Number of jumpers")
    session_date: str | None = Field(None, description="Day of the session")
    session_time: str | None = Field(None, description="Start time")
    session_hours: int | None = Field(None, description="Length of the jump in hours")
    grip_socks: bool | None = Field(None, description="Whether grip socks are bought")
    party_package: bool | None = Field(None, description="Whether it is a party package")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class GuitarRepairState(MemoryState):
    """A guitar booked in for repair or a setup."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    instrument: str | None = Field(None, description="Instrument brought in")
    jobs: list[str] = Field(default_factory=list, description="Work to be done")
    string_gauge: str | None = Field(None, description="Strings fitted")
    drop_off_date: str | None = Field(None, description="When the instrument is dropped off")
    collection_date: str | None = Field(None, description="When it is ready")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class ShoeRepairState(MemoryState):
    """Shoes or leather goods left for repair."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    shoes: list[str] = Field(default_factory=list, description="Shoes or goods left for repair")
    jobs: list[str] = Field(default_factory=list, description="Repairs done")
    polish: bool | None = Field(None, description="Whether the shoes are polished")
    collection_date: str | None = Field(None, description="Day of collection")
    price: str | None = Field(None, description="Quoted price")
    ticket_ref: str | None = Field(None, description="Ticket number")


class HouseCleaningState(MemoryState):
    """A cleaner booked for a home."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address cleaned")
    clean_type: Literal["regular", "deep", "end of tenancy"] | None = Field(
        None, description="Kind of clean"
    )
    frequency: str | None = Field(None, description="How often a regular clean comes")
    hours: int | None = Field(None, description="Hours per clean")
    bedrooms: int | None = Field(None, description="Number of bedrooms")
    clean_date: str | None = Field(None, description="Day of the clean")
    start_time: str | None = Field(None, description="Start time")
    oven_clean: bool | None = Field(None, description="Whether the oven is cleaned")
    cleaner_brings_supplies: bool | None = Field(
        None, description="Whether the cleaner brings the products and tools"
    )
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class SurfLessonState(MemoryState):
    """A surf lesson."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    beach: str | None = Field(None, description="Beach or surf spot")
    surfers: int | None = Field(None, description="Number of surfers")
    lesson_type: Literal["group", "private"] | None = Field(None, description="Kind of lesson")
    level: Literal["beginner", "improver"] | None = Field(None, description="Level")
    lesson_date: str | None = Field(None, description="Day of the lesson")
    lesson_time: str | None = Field(None, description="Start time")
    wetsuit_hire: bool | None = Field(None, description="Whether wetsuits are hired")
    photos: bool | None = Field(None, description="Whether a photographer is added")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class PiercingState(MemoryState):
    """A piercing appointment."""

    customer_name: str | None = Field(None, description="Client booking")
    phone: str | None = Field(None, description="Contact phone number")
    piercings: list[str] = Field(default_factory=list, description="Piercings done")
    jewellery: str | None = Field(None, description="Jewellery fitted")
    client_age: int | None = Field(None, description="Age of the client booking")
    people: int | None = Field(None, description="Number of people pierced")
    appointment_date: str | None = Field(None, description="Day of the appointment")
    appointment_time: str | None = Field(None, description="Time of the appointment")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class FlooringState(MemoryState):
    """New flooring fitted at a property."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    rooms: list[str] = Field(default_factory=list, description="Rooms floored")
    floor_type: str | None = Field(None, description="Flooring chosen")
    area_sqm: int | None = Field(None, description="Area in square metres")
    underlay: bool | None = Field(None, description="Whether underlay is fitted")
    remove_old: bool | None = Field(None, description="Whether the old floor is taken up")
    fit_date: str | None = Field(None, description="Day of fitting")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class WindowTintingState(MemoryState):
    """Window film fitted to a vehicle."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    car: str | None = Field(None, description="Make and model")
    reg: str | None = Field(None, description="Registration number")
    windows: list[str] = Field(default_factory=list, description="Windows tinted")
    tint_shade: str | None = Field(None, description="Shade of film (light let through)")
    fit_date: str | None = Field(None, description="Day of fitting")
    fit_time: str | None = Field(None, description="Drop-off time")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class KidsEntertainerState(MemoryState):
    """An entertainer booked for a children's party."""

    customer_name: str | None = Field(None, description="Parent booking")
    phone: str | None = Field(None, description="Contact phone number")
    child_name: str | None = Field(None, description="Birthday child or children")
    child_age: int | None = Field(None, description="Age they are turning")
    party_date: str | None = Field(None, description="Day of the party")
    party_time: str | None = Field(None, description="Time of the party")
    venue: str | None = Field(None, description="Where the party is")
    children: int | None = Field(None, description="Number of children")
    act: str | None = Field(None, description="Entertainer or act booked")
    extras: list[str] = Field(default_factory=list, description="Extras added")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class VanHireState(MemoryState):
    """A van hired for a move or a trip."""

    customer_name: str | None = Field(None, description="Hirer")
    phone: str | None = Field(None, description="Contact phone number")
    van_size: Literal["small", "medium", "luton"] | None = Field(None, description="Van size")
    pickup_date: str | None = Field(None, description="Day the van is collected")
    return_date: str | None = Field(None, description="Day the van is returned")
    pickup_time: str | None = Field(None, description="Time the van is collected")
    pickup_branch: str | None = Field(None, description="Branch the van is collected from")
    extra_driver: bool | None = Field(None, description="Whether a second driver is added")
    excess_cover: bool | None = Field(None, description="Whether damage excess cover is added")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class BathroomFittingState(MemoryState):
    """A bathroom or en-suite refit."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    fittings: list[str] = Field(default_factory=list, description="Fittings supplied and fitted")
    shower_type: str | None = Field(None, description="Kind of shower")
    tiling: str | None = Field(None, description="How much is tiled")
    start_date: str | None = Field(None, description="Day the fitters start")
    working_days: int | None = Field(None, description="Working days the job takes")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")
