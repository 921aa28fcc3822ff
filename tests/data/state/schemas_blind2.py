"""State schemas of the second blind labelled set (``state_blind2.jsonl``).

One ``--schema`` file serves the whole set: the classes of ``schemas.py`` (airline, hotel,
restaurant, banking) and of :mod:`turnmem.domains` (support, workflow) are re-exported, and six
new domains are declared here: telecom plan change, insurance claim, clinic appointment, car
rental, e-commerce return and IT helpdesk ticket.

``turnmem eval state tests/data/state/state_blind2.jsonl --schema
tests/data/state/schemas_blind2.py:SupportState``; each conversation names its class.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Literal

from pydantic import Field

from turnmem.domains import SupportState, TravelState, WorkflowState
from turnmem.state import MemoryState

__all__ = [
    "AirlineState",
    "BankingState",
    "CarRentalState",
    "ClinicState",
    "HelpdeskState",
    "HotelState",
    "InsuranceClaimState",
    "RestaurantState",
    "ReturnState",
    "SupportState",
    "TelecomState",
    "TravelState",
    "WorkflowState",
]


def _load_schemas() -> ModuleType:
    """``schemas.py`` next to this file, loaded by path (this directory is not a package)."""
    name = "turnmem_tests_state_schemas"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name("schemas.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


_base = _load_schemas()
AirlineState: type[MemoryState] = _base.AirlineState
BankingState: type[MemoryState] = _base.BankingState
HotelState: type[MemoryState] = _base.HotelState
RestaurantState: type[MemoryState] = _base.RestaurantState


class TelecomState(MemoryState):
    """A mobile plan change conversation."""

    account_holder: str | None = Field(None, description="Account holder name")
    account_number: str | None = Field(None, description="Account number")
    phone_number: str | None = Field(None, description="Phone number of the line being changed")
    old_plan: str | None = Field(None, description="Plan the line was on before the change")
    new_plan: str | None = Field(None, description="Plan the customer chose")
    effective_date: str | None = Field(None, description="Date the plan change takes effect")
    monthly_price: str | None = Field(None, description="Monthly price of the chosen plan")


class InsuranceClaimState(MemoryState):
    """An insurance claim conversation."""

    policyholder_name: str | None = Field(None, description="Policyholder name")
    policy_number: str | None = Field(None, description="The customer's policy number")
    claim_id: str | None = Field(
        None, description="Claim id", json_schema_extra={"aliases": ["claim_number"]}
    )
    incident_date: str | None = Field(None, description="Date of the incident or admission")
    incident_type: (
        Literal["collision", "theft", "water damage", "fire", "medical", "other"] | None
    ) = Field(None, description="Type of incident")
    claim_amount: str | None = Field(None, description="Amount claimed or estimated")
    provider: str | None = Field(
        None, description="Repair shop, hospital or clinic handling the claim"
    )


class ClinicState(MemoryState):
    """A clinic appointment booking conversation."""

    patient_name: str | None = Field(None, description="Patient name")
    date_of_birth: str | None = Field(None, description="Patient date of birth")
    doctor: str | None = Field(None, description="Doctor")
    department: str | None = Field(None, description="Department or specialty")
    appointment_date: str | None = Field(None, description="Appointment date")
    appointment_time: str | None = Field(None, description="Appointment time")
    appointment_id: str | None = Field(None, description="Appointment id")
    visit_type: Literal["in person", "video"] | None = Field(None, description="Visit type")
    phone: str | None = Field(None, description="Contact phone number")


class CarRentalState(MemoryState):
    """A car rental booking conversation."""

    driver_name: str | None = Field(None, description="Main driver name")
    reservation_id: str | None = Field(None, description="Rental reservation id")
    pickup_location: str | None = Field(None, description="Pickup location")
    pickup_date: str | None = Field(None, description="Pickup date")
    return_date: str | None = Field(None, description="Return date")
    car_class: (
        Literal["economy", "compact", "midsize", "full size", "suv", "minivan", "luxury"] | None
    ) = Field(None, description="Car class")
    additional_driver: str | None = Field(None, description="Additional driver name")


class ReturnState(MemoryState):
    """An e-commerce return conversation."""

    customer_name: str | None = Field(None, description="Customer name")
    order_id: str | None = Field(None, description="Order id")
    item: str | None = Field(None, description="Item being returned")
    return_reason: (
        Literal["wrong size", "defective", "damaged", "not as described", "changed mind", "other"]
        | None
    ) = Field(None, description="Reason for the return")
    refund_method: Literal["original payment", "store credit", "exchange"] | None = Field(
        None, description="How the customer is refunded"
    )
    return_id: str | None = Field(None, description="Return id")
    pickup_date: str | None = Field(None, description="Date the courier collects the return")


class HelpdeskState(MemoryState):
    """An IT helpdesk conversation."""

    requester_name: str | None = Field(None, description="Requester name")
    employee_id: str | None = Field(None, description="Requester employee id")
    ticket_id: str | None = Field(None, description="Id of the open ticket")
    device: str | None = Field(None, description="Device or system affected")
    asset_tag: str | None = Field(None, description="Asset tag of the device")
    issue_category: (
        Literal["hardware", "software", "network", "access", "email", "printer", "other"] | None
    ) = Field(None, description="Issue category")
    priority: Literal["low", "medium", "high", "urgent"] | None = Field(
        None, description="Ticket priority"
    )
