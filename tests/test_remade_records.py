"""A record made again in place of one ("resend_order", "reship_item", "reissue_card") is a
new record: where its values differ from the first record's a tool gave, the field holds
neither (the first record's address is not current, the new one is another record's)."""

from __future__ import annotations

import json

from pydantic import Field

from turnmem.state import MemoryState
from turnmem.turn import Observation, Step, ToolCall, Turn

from .test_corrections import run


class Order(MemoryState):
    order_id: str | None = Field(None, description="Order id")
    delivery_address: str | None = Field(None, description="Delivery address")


def call(index: int, user: str, name: str, result: dict[str, object]) -> Turn:
    tc = ToolCall(id=f"c{index}", name=name, arguments="{}")
    obs = Observation(tool_call_id=f"c{index}", content=json.dumps(result))
    return Turn(index=index, user=user, steps=[Step(tool_calls=[tc], observations=[obs])])


def test_a_resent_order_with_another_address_leaves_the_old_address_inactive() -> None:
    looked = {"order_id": "K-100", "delivery_address": "12 Elm Row"}
    resent = {"order_id": "K-101", "delivery_address": "14 Elm Row", "status": "preparing"}
    state = run(
        Order(),
        call(0, "where is order K-100?", "track_order", looked),
        call(1, "it went to the wrong door, please send it again", "resend_order", resent),
    )
    assert state.delivery_address != "12 Elm Row"  # type: ignore[attr-defined]
    assert state.order_id == "K-100"  # type: ignore[attr-defined]


def test_a_scheduled_result_does_a_goal_to_schedule_and_leaves_a_payment_under_way() -> None:
    ok = {"payment_id": "P-77", "status": "scheduled"}
    go = call(1, "yes go ahead", "schedule_payment", ok)
    state = run(Order(), "I'd like to set up a payment of $90 to my gym", go)
    assert [g.status for g in state.goals] == ["done"]
    state = run(Order(), "I want to make a payment of $90 to my gym", go)
    assert [g.status for g in state.goals] == ["in_progress"]
