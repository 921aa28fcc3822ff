"""State schemas of the thirteenth blind labelled set (``state_blind13.jsonl``).

Twelve domains: hearing aids, window cleaning, custom cakes, airport parking, physiotherapy,
carpet cleaning, karaoke rooms, passport renewal, chimney sweeping, council tax, picture
framing and home EV charger installs. The support schema of :mod:`turnmem.domains` is
re-exported as the default class, as in ``schemas_blind12.py``; every conversation names its
own class. No field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind13.jsonl --schema
tests/data/state/schemas_blind13.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "AirportParkingState",
    "CarpetCleaningState",
    "ChimneySweepState",
    "CouncilTaxState",
    "CustomCakeState",
    "EvChargerState",
    "FramingState",
    "HearingAidState",
    "KaraokeState",
    "PassportState",
    "PhysioState",
    "SupportState",
    "WindowCleaningState",
]


class HearingAidState(MemoryState):
    """A hearing aid fitting or repair appointment."""

    patient_name: str | None = Field(None, description="Patient")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    clinic: str | None = Field(None, description="Hearing clinic or centre")
    services: list[str] = Field(
        default_factory=list, description="Services booked (fitting, repair, cleaning)"
    )
    hearing_aid_model: str | None = Field(None, description="Style or model of hearing aid")
    ears: str | None = Field(None, description="Ear or ears (left, right or both)")
    colour: str | None = Field(None, description="Colour of the hearing aids")
    accessories: list[str] = Field(default_factory=list, description="Accessories bought")
    appointment_date: str | None = Field(None, description="Day of the appointment")
    appointment_time: str | None = Field(None, description="Time of the appointment")
    appointment_ref: str | None = Field(None, description="Appointment reference")


class WindowCleaningState(MemoryState):
    """A window cleaning round or visit."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the property")
    windows: int | None = Field(None, description="Number of windows")
    sides: str | None = Field(None, description="Inside, outside or both")
    conservatory: bool | None = Field(None, description="Whether a conservatory roof is cleaned")
    extras: list[str] = Field(
        default_factory=list, description="Extra jobs (gutters, frames, screens)"
    )
    frequency: str | None = Field(None, description="How often the cleaner comes")
    visit_date: str | None = Field(None, description="Day of the (first) visit")
    visit_time: str | None = Field(None, description="Time of the visit")
    price: str | None = Field(None, description="Price per visit")
    quote_ref: str | None = Field(None, description="Quote reference")


class CustomCakeState(MemoryState):
    """A custom cake order from a bakery."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    occasion: str | None = Field(None, description="Occasion the cake is for")
    flavour: str | None = Field(None, description="Sponge or cake flavour")
    filling: str | None = Field(None, description="Filling")
    tiers: int | None = Field(None, description="Number of tiers")
    servings: int | None = Field(None, description="Number of servings or guests")
    inscription: str | None = Field(None, description="Message written on the cake")
    dietary: list[str] = Field(
        default_factory=list, description="Dietary requirements (nut-free...)"
    )
    date: str | None = Field(None, description="Day of collection or delivery")
    time: str | None = Field(None, description="Time of collection or delivery")
    delivery: bool | None = Field(None, description="Whether the cake is delivered")
    delivery_address: str | None = Field(None, description="Where the cake is delivered")
    price: str | None = Field(None, description="Price of the cake")
    deposit: str | None = Field(None, description="Deposit")
    order_ref: str | None = Field(None, description="Order reference")


class AirportParkingState(MemoryState):
    """An airport car park booking."""

    driver_name: str | None = Field(None, description="Driver booking")
    email: str | None = Field(None, description="Contact email")
    phone: str | None = Field(None, description="Contact phone number")
    airport: str | None = Field(None, description="Airport")
    car_park: str | None = Field(None, description="Car park or parking product")
    registration: str | None = Field(None, description="Car registration or number plate")
    drop_off_date: str | None = Field(None, description="Day the car is left")
    drop_off_time: str | None = Field(None, description="Time the car is left")
    return_date: str | None = Field(None, description="Day the car is collected")
    return_time: str | None = Field(None, description="Time the car is collected (landing)")
    passengers: int | None = Field(None, description="People on the shuttle")
    price: str | None = Field(None, description="Parking price")
    booking_ref: str | None = Field(None, description="Booking reference")


class PhysioState(MemoryState):
    """A physiotherapy course of sessions."""

    patient_name: str | None = Field(None, description="Patient")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    clinic: str | None = Field(None, description="Clinic or branch")
    therapist: str | None = Field(None, description="Physiotherapist")
    complaint: str | None = Field(None, description="Injury or condition treated")
    date: str | None = Field(None, description="Day of the (first) session")
    time: str | None = Field(None, description="Time of the sessions")
    sessions: int | None = Field(None, description="Number of sessions booked")
    insurer: str | None = Field(None, description="Health insurer paying")
    authorisation: str | None = Field(None, description="Insurer's authorisation number")
    appointment_ref: str | None = Field(None, description="Appointment reference")


class CarpetCleaningState(MemoryState):
    """A carpet cleaning visit."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the job")
    areas: list[str] = Field(default_factory=list, description="Rooms, stairs or rugs cleaned")
    method: str | None = Field(None, description="Cleaned on site or taken away")
    stain_treatment: bool | None = Field(None, description="Whether stains are pre-treated")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class KaraokeState(MemoryState):
    """A karaoke room booking."""

    booker_name: str | None = Field(None, description="Person booking")
    phone: str | None = Field(None, description="Contact phone number")
    venue: str | None = Field(None, description="Venue or branch")
    room: str | None = Field(None, description="Room or room size")
    occasion: str | None = Field(None, description="Occasion")
    date: str | None = Field(None, description="Day of the booking")
    start_time: str | None = Field(None, description="Start time")
    end_time: str | None = Field(None, description="End time")
    hours: int | None = Field(None, description="Length in hours")
    guests: int | None = Field(None, description="Number of guests")
    package: str | None = Field(None, description="Drinks or food package")
    price: str | None = Field(None, description="Price")
    booking_ref: str | None = Field(None, description="Booking reference")


class PassportState(MemoryState):
    """A passport application appointment."""

    applicant_name: str | None = Field(None, description="Person the passport is for")
    applicant_type: str | None = Field(None, description="Adult or child passport")
    email: str | None = Field(None, description="Contact email")
    phone: str | None = Field(None, description="Contact phone number")
    application_type: str | None = Field(None, description="Renewal, first passport or replacement")
    service: str | None = Field(None, description="Speed of service (standard or fast track)")
    office: str | None = Field(None, description="Passport office or hall")
    appointment_date: str | None = Field(None, description="Day of the appointment")
    appointment_time: str | None = Field(None, description="Time of the appointment")
    travel_date: str | None = Field(None, description="Day the applicant travels")
    delivery_address: str | None = Field(None, description="Where the new passport is sent")
    fee: str | None = Field(None, description="Fee")
    application_ref: str | None = Field(None, description="Appointment or application reference")


class ChimneySweepState(MemoryState):
    """A chimney sweep visit."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    address: str | None = Field(None, description="Address of the property")
    chimneys: int | None = Field(None, description="Number of chimneys or flues swept")
    appliances: list[str] = Field(
        default_factory=list, description="Fires or stoves (open fire, wood burner)"
    )
    certificate: bool | None = Field(None, description="Whether a sweep certificate is issued")
    bird_guard: bool | None = Field(None, description="Whether a bird guard is fitted")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Job reference")


class CouncilTaxState(MemoryState):
    """A council tax account query."""

    resident_name: str | None = Field(None, description="Account holder")
    account_number: str | None = Field(None, description="Council tax account number")
    email: str | None = Field(None, description="Contact email")
    address: str | None = Field(None, description="Property address")
    adults: int | None = Field(None, description="Adults counted as living at the property")
    band: str | None = Field(None, description="Council tax band")
    discount: str | None = Field(None, description="Discount or exemption applied")
    liable_from: str | None = Field(None, description="Date the liability or change starts")
    payment_method: str | None = Field(None, description="How the bill is paid")
    instalments: int | None = Field(None, description="Number of instalments a year")
    payment_day: str | None = Field(None, description="Day of the month payments are taken")
    bill: str | None = Field(None, description="Annual bill")
    reference: str | None = Field(None, description="Application or case reference")


class FramingState(MemoryState):
    """A picture framing order."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    artworks: list[str] = Field(default_factory=list, description="Pieces framed")
    size: str | None = Field(None, description="Size of the piece")
    frame: str | None = Field(None, description="Frame moulding or colour")
    mount: str | None = Field(None, description="Mount colour")
    glass: str | None = Field(None, description="Glazing")
    frames_count: int | None = Field(None, description="Number of frames ordered")
    collection_date: str | None = Field(None, description="Day the order is ready or collected")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote or order reference")


class EvChargerState(MemoryState):
    """A home EV charger install."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    address: str | None = Field(None, description="Install address")
    vehicle: str | None = Field(None, description="Car charged")
    charger_model: str | None = Field(None, description="Charger fitted")
    cable: str | None = Field(None, description="Tethered or untethered")
    parking: str | None = Field(None, description="Where the car is parked")
    mount_location: str | None = Field(None, description="Wall the charger goes on")
    survey_date: str | None = Field(None, description="Day of the survey")
    install_date: str | None = Field(None, description="Day of the install")
    install_time: str | None = Field(None, description="Time slot of the install")
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")
