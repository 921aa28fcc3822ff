"""State schemas of the fourteenth blind labelled set (``state_blind14.jsonl``).

Twelve domains: boiler servicing, tyre fitting, nail salons, dance classes, made-to-measure
blinds, appliance repair, ski hire, horse riding, skip hire, garden landscaping, marquee hire
and roofing. The support schema of :mod:`turnmem.domains` is re-exported as the default class,
as in ``schemas_blind13.py``; every conversation names its own class. No field shadows a
``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind14.jsonl --schema
tests/data/state/schemas_blind14.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "ApplianceRepairState",
    "BlindsState",
    "BoilerServiceState",
    "DanceClassState",
    "HorseRidingState",
    "LandscapingState",
    "MarqueeHireState",
    "NailSalonState",
    "RoofingState",
    "SkiHireState",
    "SkipHireState",
    "SupportState",
    "TyreFittingState",
]


class BoilerServiceState(MemoryState):
    """A boiler service or repair visit."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    boiler_make: str | None = Field(None, description="Make or model of the boiler")
    fault: str | None = Field(None, description="Fault reported, if any")
    extras: list[str] = Field(
        default_factory=list, description="Extra jobs (radiators, flue check, water softener)"
    )
    cover_plan: bool | None = Field(None, description="Whether the customer joins a cover plan")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time slot of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class TyreFittingState(MemoryState):
    """Tyres bought and fitted at a garage or by a mobile fitter."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    registration: str | None = Field(None, description="Car registration (plate)")
    tyre_size: str | None = Field(None, description="Tyre size")
    tyre_brand: str | None = Field(None, description="Tyre brand or model")
    tyre_count: int | None = Field(None, description="Number of tyres")
    wheel_alignment: bool | None = Field(None, description="Whether wheel alignment is done")
    fitting_location: str | None = Field(None, description="Branch, or address for mobile fitting")
    fitting_date: str | None = Field(None, description="Day of the fitting")
    fitting_time: str | None = Field(None, description="Time of the fitting")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class NailSalonState(MemoryState):
    """A nail salon appointment."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    salon: str | None = Field(None, description="Salon or branch")
    treatments: list[str] = Field(
        default_factory=list, description="Treatments booked (gel, manicure, pedicure, removal)"
    )
    colour: str | None = Field(None, description="Polish colour")
    technician: str | None = Field(None, description="Nail technician")
    guests: int | None = Field(None, description="Number of people booked")
    appointment_date: str | None = Field(None, description="Day of the appointment")
    appointment_time: str | None = Field(None, description="Time of the appointment")
    price: str | None = Field(None, description="Quoted price")


class DanceClassState(MemoryState):
    """A dance class or course enrolment."""

    student_name: str | None = Field(None, description="Person enrolled")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    dance_style: str | None = Field(None, description="Dance style")
    level: str | None = Field(None, description="Level (beginner, improver, advanced)")
    studio: str | None = Field(None, description="Studio or branch")
    class_day: str | None = Field(None, description="Weekday or date of the class")
    class_time: str | None = Field(None, description="Time of the class")
    sessions: int | None = Field(None, description="Number of sessions bought")
    trial: bool | None = Field(None, description="Whether it is a trial class")
    price: str | None = Field(None, description="Quoted price")


class BlindsState(MemoryState):
    """Made-to-measure blinds or curtains."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address for measuring and fitting")
    rooms: list[str] = Field(default_factory=list, description="Rooms the blinds are for")
    blind_type: str | None = Field(None, description="Type (roller, venetian, roman, curtain)")
    fabric: str | None = Field(None, description="Fabric or colour")
    blackout: bool | None = Field(None, description="Whether the lining is blackout")
    motorised: bool | None = Field(None, description="Whether the blinds are motorised")
    measure_date: str | None = Field(None, description="Day of the measuring visit")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order or quote reference")


class ApplianceRepairState(MemoryState):
    """A household appliance repair."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the visit")
    appliance: str | None = Field(None, description="Appliance repaired")
    brand: str | None = Field(None, description="Brand of the appliance")
    model_number: str | None = Field(None, description="Model or serial number")
    fault: str | None = Field(None, description="Fault described")
    under_warranty: bool | None = Field(None, description="Whether it is under warranty")
    visit_date: str | None = Field(None, description="Day of the engineer's visit")
    visit_time: str | None = Field(None, description="Time slot of the visit")
    callout_fee: str | None = Field(None, description="Call-out fee")
    job_ref: str | None = Field(None, description="Repair job reference")


class SkiHireState(MemoryState):
    """Ski or snowboard equipment hire."""

    customer_name: str | None = Field(None, description="Person hiring")
    phone: str | None = Field(None, description="Contact phone number")
    shop: str | None = Field(None, description="Hire shop or resort")
    equipment: list[str] = Field(
        default_factory=list, description="Equipment hired (skis, boots, helmet, snowboard)"
    )
    people: int | None = Field(None, description="Number of people kitted out")
    boot_size: str | None = Field(None, description="Boot size")
    start_date: str | None = Field(None, description="First day of hire")
    days: int | None = Field(None, description="Number of hire days")
    insurance: bool | None = Field(None, description="Whether breakage insurance is taken")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class HorseRidingState(MemoryState):
    """A riding lesson or hack at a riding school."""

    rider_name: str | None = Field(None, description="Rider")
    phone: str | None = Field(None, description="Contact phone number")
    stables: str | None = Field(None, description="Riding school or stables")
    ride_type: str | None = Field(None, description="Lesson, hack or pony ride")
    riders: int | None = Field(None, description="Number of riders")
    experience: str | None = Field(None, description="Riding experience")
    ride_date: str | None = Field(None, description="Day of the ride")
    ride_time: str | None = Field(None, description="Time of the ride")
    duration: str | None = Field(None, description="Length of the ride")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class SkipHireState(MemoryState):
    """A skip hired for building or garden waste."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Delivery address")
    skip_size: str | None = Field(None, description="Skip size (yards)")
    waste_types: list[str] = Field(default_factory=list, description="Kinds of waste")
    on_road: bool | None = Field(None, description="Whether the skip sits on the road (permit)")
    delivery_date: str | None = Field(None, description="Day the skip is delivered")
    hire_days: int | None = Field(None, description="Number of days kept")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class LandscapingState(MemoryState):
    """A garden landscaping quote or job."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    address: str | None = Field(None, description="Address of the garden")
    features: list[str] = Field(
        default_factory=list, description="Work wanted (patio, lawn, fencing, decking, beds)"
    )
    garden_size: str | None = Field(None, description="Size of the garden")
    budget: str | None = Field(None, description="Customer's budget")
    survey_date: str | None = Field(None, description="Day of the site visit")
    survey_time: str | None = Field(None, description="Time of the site visit")
    quote_ref: str | None = Field(None, description="Quote reference")


class MarqueeHireState(MemoryState):
    """A marquee hired for an event."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    event_type: str | None = Field(None, description="Occasion")
    event_date: str | None = Field(None, description="Day of the event")
    venue_address: str | None = Field(None, description="Where the marquee goes up")
    guests: int | None = Field(None, description="Number of guests")
    marquee_size: str | None = Field(None, description="Marquee size")
    add_ons: list[str] = Field(
        default_factory=list, description="Extras (flooring, lighting, heaters, tables)"
    )
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")


class RoofingState(MemoryState):
    """A roof repair or inspection."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    roof_type: str | None = Field(None, description="Roof type (slate, tile, flat)")
    problem: str | None = Field(None, description="Problem reported")
    scaffolding: bool | None = Field(None, description="Whether scaffolding is needed")
    gutters: bool | None = Field(None, description="Whether the gutters are cleared too")
    inspection_date: str | None = Field(None, description="Day of the inspection")
    inspection_time: str | None = Field(None, description="Time of the inspection")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")
