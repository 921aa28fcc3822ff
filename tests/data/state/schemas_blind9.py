"""State schemas of the ninth blind labelled set (``state_blind9.jsonl``).

Twelve domains: train tickets, hair salon appointments, catering orders, utility accounts,
phone repairs, cinema tickets, sports court bookings, florist orders, tutoring, mortgage
enquiries, tax advisers and pet grooming. The support schema of :mod:`turnmem.domains` is
re-exported as the default class, as in ``schemas_blind8.py``; every conversation names its
own class. No field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind9.jsonl --schema
tests/data/state/schemas_blind9.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "CateringState",
    "CinemaState",
    "CourtBookingState",
    "FloristState",
    "GroomingState",
    "MortgageState",
    "PhoneRepairState",
    "SalonState",
    "SupportState",
    "TaxState",
    "TrainState",
    "TutoringState",
    "UtilityState",
]


class TrainState(MemoryState):
    """A train ticket booking."""

    passenger_name: str | None = Field(None, description="Name the booking is under")
    from_station: str | None = Field(None, description="Station or city travelled from")
    to_station: str | None = Field(None, description="Station or city travelled to")
    travel_date: str | None = Field(None, description="Day of travel")
    departure_time: str | None = Field(None, description="Departure time of the train")
    train_number: str | None = Field(None, description="Train number")
    passengers: int | None = Field(None, description="Number of tickets")
    seat_class: str | None = Field(None, description="Seat class")
    railcard: str | None = Field(None, description="Railcard or discount card")
    booking_ref: str | None = Field(None, description="Booking reference")


class SalonState(MemoryState):
    """A hair salon appointment."""

    client_name: str | None = Field(None, description="Client name")
    phone: str | None = Field(None, description="Contact phone number")
    service: str | None = Field(None, description="Service booked")
    stylist: str | None = Field(None, description="Stylist")
    date: str | None = Field(None, description="Day of the appointment")
    time: str | None = Field(None, description="Time of the appointment")
    extras: list[str] = Field(default_factory=list, description="Extra services added")


class CateringState(MemoryState):
    """A catering order."""

    customer_name: str | None = Field(None, description="Customer or contact person")
    contact_phone: str | None = Field(None, description="Contact phone number")
    company: str | None = Field(None, description="Company ordering")
    occasion: str | None = Field(None, description="Event being catered")
    event_date: str | None = Field(None, description="Day of the event")
    guests: int | None = Field(None, description="Number of guests or portions")
    menu: str | None = Field(None, description="Menu chosen")
    dishes: list[str] = Field(default_factory=list, description="Dishes ordered")
    dietary: list[str] = Field(default_factory=list, description="Dietary needs")
    delivery_address: str | None = Field(None, description="Delivery address")
    delivery_time: str | None = Field(None, description="Delivery time")
    quote_id: str | None = Field(None, description="Quote or order reference")


class UtilityState(MemoryState):
    """An electricity, gas or water account."""

    account_holder: str | None = Field(None, description="Account holder")
    account_number: str | None = Field(None, description="Account number")
    service_type: str | None = Field(None, description="Utility (electricity, water, gas)")
    address: str | None = Field(None, description="Supply address")
    meter_reading: str | None = Field(None, description="Meter reading given")
    tariff: str | None = Field(None, description="Tariff")
    payment_method: str | None = Field(None, description="How bills are paid")
    bank_card: str | None = Field(None, description="Bank card or account paying")
    debit_day: str | None = Field(None, description="Day of the month payment is taken")
    move_out_date: str | None = Field(None, description="Day the account closes")
    email: str | None = Field(None, description="Email for bills")


class PhoneRepairState(MemoryState):
    """A phone repair."""

    customer_name: str | None = Field(None, description="Customer name")
    contact_phone: str | None = Field(None, description="Contact phone number")
    device: str | None = Field(None, description="Phone make and model")
    issue: str | None = Field(None, description="Fault reported")
    repairs: list[str] = Field(default_factory=list, description="Repairs booked")
    service_option: str | None = Field(None, description="In store or mail-in")
    store: str | None = Field(None, description="Store the repair is booked at")
    appointment_date: str | None = Field(None, description="Day of the store appointment")
    appointment_time: str | None = Field(None, description="Time of the store appointment")
    address: str | None = Field(None, description="Address to send the phone back to")
    ticket_id: str | None = Field(None, description="Repair ticket")
    allow_reset: bool | None = Field(None, description="Whether the phone may be reset")


class CinemaState(MemoryState):
    """Cinema tickets."""

    customer_name: str | None = Field(None, description="Customer name")
    film: str | None = Field(None, description="Film")
    venue: str | None = Field(None, description="Cinema")
    date: str | None = Field(None, description="Day of the screening")
    showtime: str | None = Field(None, description="Start time of the screening")
    tickets: int | None = Field(None, description="Number of tickets")
    seats: str | None = Field(None, description="Seats booked")
    screening_format: str | None = Field(None, description="Screening format (IMAX, 3D...)")
    snacks: list[str] = Field(default_factory=list, description="Snacks added")
    order_id: str | None = Field(None, description="Order number")
    email: str | None = Field(None, description="Email the tickets go to")


class CourtBookingState(MemoryState):
    """A sports court booking."""

    member_name: str | None = Field(None, description="Member booking")
    member_id: str | None = Field(None, description="Membership number")
    sport: str | None = Field(None, description="Sport")
    court: str | None = Field(None, description="Court or courts booked")
    date: str | None = Field(None, description="Day of the booking")
    start_time: str | None = Field(None, description="Start time")
    end_time: str | None = Field(None, description="End time")
    duration: str | None = Field(None, description="Length of the booking")
    players: int | None = Field(None, description="Number of players")
    equipment: list[str] = Field(default_factory=list, description="Equipment hired")
    booking_ref: str | None = Field(None, description="Booking reference")


class FloristState(MemoryState):
    """A flower order."""

    customer_name: str | None = Field(None, description="Customer name")
    recipient: str | None = Field(None, description="Who receives the flowers")
    occasion: str | None = Field(None, description="Occasion")
    flowers: list[str] = Field(default_factory=list, description="Flowers in the arrangement")
    quantity: int | None = Field(None, description="Number of stems")
    delivery_date: str | None = Field(None, description="Delivery day")
    delivery_address: str | None = Field(None, description="Delivery address")
    card_message: str | None = Field(None, description="Message on the card")
    budget: str | None = Field(None, description="Budget")
    order_id: str | None = Field(None, description="Order number")


class TutoringState(MemoryState):
    """Tutoring lessons for a student."""

    student_name: str | None = Field(None, description="Student")
    parent_name: str | None = Field(None, description="Parent arranging the lessons")
    subject: str | None = Field(None, description="Subject")
    level: str | None = Field(None, description="School year or exam level")
    tutor: str | None = Field(None, description="Tutor")
    lesson_days: list[str] = Field(default_factory=list, description="Days of the lessons")
    lesson_time: str | None = Field(None, description="Time of the lessons")
    lesson_format: str | None = Field(None, description="Online or in person")
    sessions_per_week: int | None = Field(None, description="Lessons per week")
    centre: str | None = Field(None, description="Tutoring centre")
    booking_ref: str | None = Field(None, description="Booking reference")
    email: str | None = Field(None, description="Contact email")
    phone: str | None = Field(None, description="Contact phone number")


class MortgageState(MemoryState):
    """A mortgage or remortgage enquiry."""

    applicant_names: list[str] = Field(default_factory=list, description="Applicants")
    property_price: str | None = Field(None, description="Price of the property")
    deposit: str | None = Field(None, description="Deposit")
    loan_amount: str | None = Field(None, description="Amount to borrow")
    term_years: int | None = Field(None, description="Mortgage term in years")
    rate_type: str | None = Field(None, description="Fixed, tracker, length of fix")
    product: str | None = Field(None, description="Mortgage product chosen")
    current_lender: str | None = Field(None, description="Current lender")
    current_fix_end: str | None = Field(None, description="Day the current deal ends")
    appointment_day: str | None = Field(None, description="Day of the adviser meeting")
    appointment_time: str | None = Field(None, description="Time of the adviser meeting")
    email: str | None = Field(None, description="Contact email")


class TaxState(MemoryState):
    """A tax adviser engagement."""

    client_name: str | None = Field(None, description="Client")
    company_name: str | None = Field(None, description="Client's company")
    company_number: str | None = Field(None, description="Company registration number")
    service: str | None = Field(None, description="Service wanted")
    tax_year: str | None = Field(None, description="Tax year")
    utr: str | None = Field(None, description="Unique taxpayer reference")
    vat_scheme: str | None = Field(None, description="VAT scheme")
    year_end: str | None = Field(None, description="Accounting year end")
    documents: list[str] = Field(default_factory=list, description="Documents to bring")
    meeting_date: str | None = Field(None, description="Day of the meeting")
    meeting_time: str | None = Field(None, description="Time of the meeting")
    advisor: str | None = Field(None, description="Adviser assigned")
    case_id: str | None = Field(None, description="Case reference")
    email: str | None = Field(None, description="Contact email")
    phone: str | None = Field(None, description="Contact phone number")


class GroomingState(MemoryState):
    """A pet grooming appointment."""

    owner_name: str | None = Field(None, description="Owner")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    pet_names: list[str] = Field(default_factory=list, description="Pets groomed at the visit")
    species: str | None = Field(None, description="Kind of animal")
    breeds: list[str] = Field(default_factory=list, description="Breeds of the pets groomed")
    services: list[str] = Field(default_factory=list, description="Grooming services booked")
    groomer: str | None = Field(None, description="Groomer")
    date: str | None = Field(None, description="Day of the appointment")
    time: str | None = Field(None, description="Time of the appointment")
