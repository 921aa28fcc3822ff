"""State schemas of the tenth blind labelled set (``state_blind10.jsonl``).

Twelve domains: wedding venues, photography sessions, print shops, clothing alterations,
driving lessons, bike repairs, spa treatments, ferry tickets, museum tours, visa agents, job
applications and coworking spaces. The support schema of :mod:`turnmem.domains` is re-exported
as the default class, as in ``schemas_blind9.py``; every conversation names its own class. No
field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind10.jsonl --schema
tests/data/state/schemas_blind10.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "AlterationsState",
    "BikeRepairState",
    "CoworkingState",
    "DrivingLessonState",
    "FerryState",
    "JobApplicationState",
    "MuseumTourState",
    "PhotographyState",
    "PrintShopState",
    "SpaState",
    "SupportState",
    "VisaState",
    "WeddingVenueState",
]


class WeddingVenueState(MemoryState):
    """A wedding venue or banquet booking."""

    couple_names: list[str] = Field(default_factory=list, description="The couple marrying")
    contact_name: str | None = Field(None, description="Contact person for the booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    venue: str | None = Field(None, description="Venue or hall booked")
    event_date: str | None = Field(None, description="Day of the wedding")
    guests: int | None = Field(None, description="Number of guests")
    tables: int | None = Field(None, description="Number of banquet tables")
    ceremony_time: str | None = Field(None, description="Start time of the ceremony")
    package: str | None = Field(None, description="Package or menu chosen")
    extras: list[str] = Field(default_factory=list, description="Extras included")
    booking_ref: str | None = Field(None, description="Booking reference")


class PhotographyState(MemoryState):
    """A photography session."""

    client_name: str | None = Field(None, description="Client name")
    email: str | None = Field(None, description="Contact email")
    studio: str | None = Field(None, description="Studio booked")
    session_type: str | None = Field(None, description="Kind of shoot (family, portrait...)")
    setting: str | None = Field(None, description="Studio or outdoor")
    location: str | None = Field(None, description="Place of an outdoor shoot")
    date: str | None = Field(None, description="Day of the session")
    time: str | None = Field(None, description="Start time of the session")
    people: int | None = Field(None, description="Number of people photographed")
    package: str | None = Field(None, description="Package chosen")
    prints: list[str] = Field(default_factory=list, description="Prints and products ordered")
    deposit: str | None = Field(None, description="Deposit")
    booking_ref: str | None = Field(None, description="Booking reference")


class PrintShopState(MemoryState):
    """A print order."""

    customer_name: str | None = Field(None, description="Customer, or the name printed")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    product: str | None = Field(None, description="What is printed")
    quantity: int | None = Field(None, description="Number of copies")
    pages: int | None = Field(None, description="Pages per copy")
    size: str | None = Field(None, description="Size")
    paper: str | None = Field(None, description="Paper or card stock")
    finish: str | None = Field(None, description="Finish or lamination")
    back_side: str | None = Field(None, description="What goes on the back")
    rush: bool | None = Field(None, description="Whether the order is rushed")
    fulfilment: str | None = Field(None, description="Pickup or delivery")
    ready_date: str | None = Field(None, description="Day the order is ready")
    order_id: str | None = Field(None, description="Order number")


class AlterationsState(MemoryState):
    """Clothing alterations at a tailor."""

    customer_name: str | None = Field(None, description="Customer name")
    phone: str | None = Field(None, description="Contact phone number")
    garments: list[str] = Field(default_factory=list, description="Garments being altered")
    alterations: list[str] = Field(default_factory=list, description="Alterations to make")
    fitting_day: str | None = Field(None, description="Day of the fitting")
    fitting_time: str | None = Field(None, description="Time of the fitting")
    ready_by: str | None = Field(None, description="Day the garments are needed or ready")
    express: bool | None = Field(None, description="Whether express service is wanted")
    ticket_id: str | None = Field(None, description="Ticket number")


class DrivingLessonState(MemoryState):
    """Driving lessons or practice sessions."""

    student_name: str | None = Field(None, description="Learner")
    student_id: str | None = Field(None, description="Student number at the school")
    phone: str | None = Field(None, description="Contact phone number")
    licence_class: str | None = Field(None, description="Licence class")
    transmission: str | None = Field(None, description="Manual or automatic")
    lesson_type: str | None = Field(None, description="Kind of lesson or test part")
    instructor: str | None = Field(None, description="Instructor")
    lesson_days: list[str] = Field(default_factory=list, description="Days of the lessons")
    lesson_time: str | None = Field(None, description="Time of the lessons")
    lesson_length: str | None = Field(None, description="Length of one lesson")
    lessons: int | None = Field(None, description="Number of lessons booked")
    pickup_address: str | None = Field(None, description="Where the learner is picked up")
    start_date: str | None = Field(None, description="Day of the first lesson")
    booking_ref: str | None = Field(None, description="Booking reference")


class BikeRepairState(MemoryState):
    """A bicycle repair or service."""

    customer_name: str | None = Field(None, description="Customer name")
    phone: str | None = Field(None, description="Contact phone number")
    bike: str | None = Field(None, description="Bike make and model")
    issue: str | None = Field(None, description="Fault reported")
    service: str | None = Field(None, description="Service level booked")
    repairs: list[str] = Field(default_factory=list, description="Repairs to do")
    drop_off_day: str | None = Field(None, description="Day the bike is dropped off")
    drop_off_time: str | None = Field(None, description="Time the bike is dropped off")
    collection_time: str | None = Field(None, description="Time the bike is collected")
    ready_by: str | None = Field(None, description="When the bike will be ready")
    ticket_id: str | None = Field(None, description="Repair ticket")


class SpaState(MemoryState):
    """A spa or massage booking."""

    guest_name: str | None = Field(None, description="Guest name")
    phone: str | None = Field(None, description="Contact phone number")
    treatment: str | None = Field(None, description="Treatment booked")
    therapist: str | None = Field(None, description="Therapist")
    therapist_gender: str | None = Field(None, description="Therapist gender wanted")
    date: str | None = Field(None, description="Day of the treatment")
    time: str | None = Field(None, description="Time of the treatment")
    duration: str | None = Field(None, description="Length of the treatment")
    guests: int | None = Field(None, description="Number of guests treated")
    add_ons: list[str] = Field(default_factory=list, description="Add-on treatments")
    price: str | None = Field(None, description="Price")
    booking_ref: str | None = Field(None, description="Booking reference")


class FerryState(MemoryState):
    """A ferry crossing."""

    passenger_name: str | None = Field(None, description="Lead passenger")
    route_from: str | None = Field(None, description="Port of departure")
    route_to: str | None = Field(None, description="Port of arrival")
    sail_date: str | None = Field(None, description="Day of sailing")
    departure_time: str | None = Field(None, description="Departure time")
    vessel: str | None = Field(None, description="Ship")
    passengers: int | None = Field(None, description="Number of passengers")
    vehicle: str | None = Field(None, description="Vehicle taken on board")
    vehicle_reg: str | None = Field(None, description="Vehicle registration")
    cabin: str | None = Field(None, description="Cabin type")
    booking_ref: str | None = Field(None, description="Booking reference")


class MuseumTourState(MemoryState):
    """Museum, exhibition or guided tour tickets."""

    visitor_name: str | None = Field(None, description="Name the booking is under")
    email: str | None = Field(None, description="Email the tickets go to")
    museum: str | None = Field(None, description="Museum")
    tour: str | None = Field(None, description="Tour or exhibition")
    date: str | None = Field(None, description="Day of the visit")
    time: str | None = Field(None, description="Entry or tour time")
    language: str | None = Field(None, description="Language of the tour")
    visitors: int | None = Field(None, description="Total number of tickets")
    adults: int | None = Field(None, description="Adult tickets")
    children: int | None = Field(None, description="Child tickets")
    ticket_type: str | None = Field(None, description="Ticket rate (standard, concession)")
    access_needs: list[str] = Field(default_factory=list, description="Access needs")
    booking_ref: str | None = Field(None, description="Booking reference")


class VisaState(MemoryState):
    """A visa application handled by an agent."""

    applicant_name: str | None = Field(None, description="Applicant")
    nationality: str | None = Field(None, description="Applicant's citizenship")
    residence: str | None = Field(None, description="Where the applicant lives")
    destination: str | None = Field(None, description="Country the visa is for")
    visa_type: str | None = Field(None, description="Visa type")
    purpose: str | None = Field(None, description="Purpose of the trip")
    passport_number: str | None = Field(None, description="Passport number")
    travel_date: str | None = Field(None, description="Day of departure")
    return_date: str | None = Field(None, description="Day the stay ends")
    appointment_centre: str | None = Field(None, description="City of the visa appointment")
    appointment_date: str | None = Field(None, description="Day of the visa appointment")
    appointment_time: str | None = Field(None, description="Time of the visa appointment")
    service_level: str | None = Field(None, description="Standard or priority processing")
    documents: list[str] = Field(default_factory=list, description="Documents to submit")
    case_id: str | None = Field(None, description="Case reference")
    email: str | None = Field(None, description="Contact email")


class JobApplicationState(MemoryState):
    """A job application and interview."""

    candidate_name: str | None = Field(None, description="Candidate")
    email: str | None = Field(None, description="Contact email")
    phone: str | None = Field(None, description="Contact phone number")
    positions: list[str] = Field(default_factory=list, description="Roles applied for")
    reference_id: str | None = Field(None, description="Job or application reference")
    location: str | None = Field(None, description="Office or site")
    interview_day: str | None = Field(None, description="Day of the interview")
    interview_time: str | None = Field(None, description="Time of the interview")
    interview_format: str | None = Field(None, description="Video or in person")
    notice_period: str | None = Field(None, description="Notice period")
    salary_expectation: str | None = Field(None, description="Expected salary")


class CoworkingState(MemoryState):
    """A coworking desk or meeting room booking."""

    member_name: str | None = Field(None, description="Member booking")
    member_id: str | None = Field(None, description="Membership number")
    company: str | None = Field(None, description="Company")
    email: str | None = Field(None, description="Email for invoices")
    location: str | None = Field(None, description="Coworking site")
    desk_type: str | None = Field(None, description="Hot desk, fixed desk or office")
    room: str | None = Field(None, description="Meeting room booked")
    days: list[str] = Field(default_factory=list, description="Weekdays of a desk plan")
    start_date: str | None = Field(None, description="First day of a desk plan")
    date: str | None = Field(None, description="Day of a room booking")
    start_time: str | None = Field(None, description="Start time of a room booking")
    end_time: str | None = Field(None, description="End time of a room booking")
    people: int | None = Field(None, description="Number of people")
    extras: list[str] = Field(default_factory=list, description="Extras (locker, screen...)")
    monthly_price: str | None = Field(None, description="Monthly price")
    booking_ref: str | None = Field(None, description="Booking reference")
