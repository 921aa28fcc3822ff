"""Domain state schemas shipped with turnmem: customer service, travel booking, workflow.

Each is a :class:`~turnmem.state.MemoryState` subclass whose field descriptions label the
rendered state and whose types shape the LLM's structured output. ``schemas/*.py`` in the
repository re-export them so the CLI can load them by path.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.state import MemoryState

__all__ = ["SupportState", "TravelState", "WorkflowState"]


class SupportState(MemoryState):
    """What a support agent must not forget during one customer conversation."""

    customer_name: str | None = Field(None, description="Customer name")
    order_id: str | None = Field(
        None,
        description="Order id",
        json_schema_extra={"patterns": [r"(?P<value>#?W\d{5,})", r"订单号?\s*(?P<value>\d{4,})"]},
    )
    issue_category: (
        Literal["delivery", "damaged", "refund", "return", "billing", "account", "other"] | None
    ) = Field(None, description="Issue category")
    promised_actions: list[str] = Field(
        default_factory=list, description="Actions the agent promised (refunds, callbacks, emails)"
    )
    sentiment: Literal["positive", "neutral", "frustrated", "angry"] | None = Field(
        None, description="Customer sentiment"
    )


class TravelState(MemoryState):
    """What a booking agent must carry from the first request to the payment."""

    origin: str | None = Field(None, description="Departure city")
    destination: str | None = Field(None, description="Destination city")
    depart_date: str | None = Field(None, description="Departure date")
    return_date: str | None = Field(None, description="Return date")
    party_size: int | None = Field(None, description="Number of travellers")
    budget: str | None = Field(None, description="Budget")
    seat_preference: str | None = Field(None, description="Seat preference")
    meal_preference: str | None = Field(None, description="Meal preference")


class WorkflowState(MemoryState):
    """What a workflow bot reads to know where a multi-step task stands."""

    task_goal: str | None = Field(None, description="Task goal")
    steps_done: list[str] = Field(default_factory=list, description="Steps done")
    steps_pending: list[str] = Field(default_factory=list, description="Steps pending")
    blockers: list[str] = Field(default_factory=list, description="Blockers")
