"""State schemas of the twenty-third blind labelled set (``state_blind23.jsonl``).

Twelve domains: hot-air balloon flights, florists, MOT testing, tennis court booking, veg box
subscriptions, event catering, language exam registration, marina berths, asbestos surveys,
glassblowing workshops, wheelie bin cleaning and made-to-measure curtains. The support schema
of :mod:`turnmem.domains` is re-exported as the default class, as in ``schemas_blind22.py``;
every conversation names its own class. No field shadows a ``MemoryState`` method.

``turnmem eval state tests/data/state/state_blind23.jsonl --schema
tests/data/state/schemas_blind23.py:SupportState``.
"""

from __future__ import annotations

from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState

__all__ = [
    "AsbestosSurveyState",
    "BalloonFlightState",
    "BinCleaningState",
    "CateringState",
    "CurtainState",
    "ExamRegistrationState",
    "FloristState",
    "GlassblowingState",
    "MarinaBerthState",
    "MotTestState",
    "SupportState",
    "TennisCourtState",
    "VegBoxState",
]


class BalloonFlightState(MemoryState):
    """A hot-air balloon flight."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    passengers: int | None = Field(None, description="Number of passengers")
    launch_site: str | None = Field(None, description="Launch site or area")
    pickup: str | None = Field(None, description="Hotel or address of the pickup")
    flight_date: str | None = Field(None, description="Day of the flight")
    flight_time: str | None = Field(None, description="Flight slot or meeting time")
    champagne: bool | None = Field(None, description="Whether the champagne toast is added")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class FloristState(MemoryState):
    """Flowers ordered from a florist and delivered."""

    customer_name: str | None = Field(None, description="Customer ordering")
    phone: str | None = Field(None, description="Contact phone number")
    bouquet: str | None = Field(None, description="Bouquet, arrangement or basket ordered")
    quantity: int | None = Field(None, description="How many are ordered")
    card_message: str | None = Field(None, description="Wording of the card or ribbon")
    delivery_address: str | None = Field(None, description="Where the flowers are delivered")
    delivery_date: str | None = Field(None, description="Day of delivery")
    delivery_slot: str | None = Field(None, description="Time or window of delivery")
    order_status: str | None = Field(None, description="Status of the order (cancelled)")
    price: str | None = Field(None, description="Quoted price or refund")
    order_ref: str | None = Field(None, description="Order reference")


class MotTestState(MemoryState):
    """A vehicle's MOT (annual roadworthiness test), with any servicing."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    vehicle: str | None = Field(None, description="Make and model")
    registration: str | None = Field(None, description="Registration plate")
    due_date: str | None = Field(None, description="When the current test runs out")
    test_date: str | None = Field(None, description="Day of the test")
    test_time: str | None = Field(None, description="Time of the test or of the pickup")
    pickup_address: str | None = Field(None, description="Where the car is collected from")
    return_by: str | None = Field(None, description="When the car is brought back by")
    extra_service: str | None = Field(None, description="Service added to the test")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class TennisCourtState(MemoryState):
    """A tennis court booked."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    court: str | None = Field(None, description="Court (indoor, outdoor, number)")
    booking_date: str | None = Field(None, description="Day of the booking")
    start_time: str | None = Field(None, description="Start time")
    duration: str | None = Field(None, description="Length of the booking")
    extras: list[str] = Field(default_factory=list, description="Coach, rackets, balls")
    booking_status: str | None = Field(None, description="Status of the booking (cancelled)")
    rating: int | None = Field(None, description="Rating the customer gives (out of 5)")
    price: str | None = Field(None, description="Quoted price or refund")
    booking_ref: str | None = Field(None, description="Booking reference")


class VegBoxState(MemoryState):
    """A subscription to a delivered box of vegetables."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    address: str | None = Field(None, description="Delivery address")
    box: str | None = Field(None, description="Box size or kind")
    extras: list[str] = Field(default_factory=list, description="Items added to each box")
    exclusions: list[str] = Field(default_factory=list, description="Things left out")
    frequency: str | None = Field(None, description="How often a box comes")
    delivery_day: str | None = Field(None, description="Day of the week boxes come")
    first_delivery: str | None = Field(None, description="Day of the first delivery")
    term: str | None = Field(None, description="Length of the subscription")
    price: str | None = Field(None, description="Quoted price")
    subscription_ref: str | None = Field(None, description="Subscription reference")


class CateringState(MemoryState):
    """Food catered for an event or a meeting."""

    contact_name: str | None = Field(None, description="Person ordering")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    menu: str | None = Field(None, description="Menu or package chosen")
    headcount: int | None = Field(None, description="Number of people fed")
    dietary: str | None = Field(None, description="Dietary requirements")
    extras: list[str] = Field(default_factory=list, description="Items added")
    event_date: str | None = Field(None, description="Day of the event")
    serve_time: str | None = Field(None, description="Delivery or serving time")
    address: str | None = Field(None, description="Venue or delivery address")
    invoice_to: str | None = Field(None, description="Company the invoice is made out to")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")


class ExamRegistrationState(MemoryState):
    """A language exam registered for."""

    candidate_name: str | None = Field(None, description="Candidate's full name")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    exam: str | None = Field(None, description="Exam and module")
    exam_format: str | None = Field(None, description="Paper or computer-delivered")
    test_centre: str | None = Field(None, description="Test centre")
    exam_date: str | None = Field(None, description="Day of the exam")
    exam_time: str | None = Field(None, description="Time of the exam or arrival")
    speaking_test: str | None = Field(None, description="When the speaking test is")
    price: str | None = Field(None, description="Quoted fee")
    candidate_ref: str | None = Field(None, description="Registration reference")


class MarinaBerthState(MemoryState):
    """A berth for a boat at a marina."""

    owner_name: str | None = Field(None, description="Owner or skipper")
    phone: str | None = Field(None, description="Contact phone number")
    vessel_name: str | None = Field(None, description="Boat's name")
    boat: str | None = Field(None, description="Make, model or kind of boat")
    length: str | None = Field(None, description="Length charged for")
    berth: str | None = Field(None, description="Pontoon or berth")
    arrival_date: str | None = Field(None, description="Day of arrival or start")
    departure_date: str | None = Field(None, description="Day of departure")
    nights: int | None = Field(None, description="Nights booked")
    months: int | None = Field(None, description="Months booked")
    shore_power: bool | None = Field(None, description="Whether shore power is included")
    extras: list[str] = Field(default_factory=list, description="Services added")
    payment: str | None = Field(None, description="How it is paid")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class AsbestosSurveyState(MemoryState):
    """An asbestos survey of a property, or removal found by one."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact email")
    address: str | None = Field(None, description="Property address")
    property_type: str | None = Field(None, description="Kind and age of the property")
    survey_type: str | None = Field(None, description="Management or refurbishment survey")
    areas: list[str] = Field(default_factory=list, description="Areas surveyed")
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")
    report_by: str | None = Field(None, description="When the results come")
    removal: bool | None = Field(None, description="Whether asbestos is removed")
    air_test: bool | None = Field(None, description="Whether an air clearance test is done")
    price: str | None = Field(None, description="Quoted price")
    job_ref: str | None = Field(None, description="Report or job reference")


class GlassblowingState(MemoryState):
    """Places on a glassblowing workshop."""

    customer_name: str | None = Field(None, description="Customer booking")
    phone: str | None = Field(None, description="Contact phone number")
    email: str | None = Field(None, description="Contact or invoice email")
    session: str | None = Field(None, description="Session or class booked")
    places: int | None = Field(None, description="Number of places")
    session_date: str | None = Field(None, description="Day of the session")
    start_time: str | None = Field(None, description="Start time")
    piece: str | None = Field(None, description="What each person makes")
    postage: bool | None = Field(None, description="Whether the pieces are posted")
    rating: int | None = Field(None, description="Rating the customer gives (out of 5)")
    price: str | None = Field(None, description="Quoted price")
    booking_ref: str | None = Field(None, description="Booking reference")


class BinCleaningState(MemoryState):
    """Wheelie bins cleaned on a plan."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address of the bins")
    bins: int | None = Field(None, description="Number of bins on the plan")
    bin_types: list[str] = Field(default_factory=list, description="Bins cleaned")
    extras: list[str] = Field(default_factory=list, description="Extra things cleaned")
    frequency: str | None = Field(None, description="How often the bins are cleaned")
    clean_day: str | None = Field(None, description="Day of the week of the cleans")
    first_clean: str | None = Field(None, description="Day of the first or next clean")
    cancel_from: str | None = Field(None, description="When the plan is cancelled from")
    price: str | None = Field(None, description="Quoted price")
    plan_ref: str | None = Field(None, description="Plan reference")


class CurtainState(MemoryState):
    """Made-to-measure curtains, made and fitted."""

    customer_name: str | None = Field(None, description="Customer")
    phone: str | None = Field(None, description="Contact phone number")
    address: str | None = Field(None, description="Address for fitting")
    room: str | None = Field(None, description="Room or window")
    fabric: str | None = Field(None, description="Fabric chosen")
    width: str | None = Field(None, description="Track or pole width")
    drop: str | None = Field(None, description="Drop (length) of the curtains")
    heading: str | None = Field(None, description="Heading (pencil pleat, eyelet)")
    lining: str | None = Field(None, description="Lining")
    express: bool | None = Field(None, description="Whether the making is rushed")
    fitting: bool | None = Field(None, description="Whether they are fitted")
    ready_date: str | None = Field(None, description="When they are made")
    fit_date: str | None = Field(None, description="Day of fitting")
    fit_time: str | None = Field(None, description="Time of fitting")
    price: str | None = Field(None, description="Quoted price")
    order_ref: str | None = Field(None, description="Order reference")
