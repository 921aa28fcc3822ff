"""Fixes the fifth blind set (``state_blind5.jsonl``) called for, each with sentences of its
own: a field is hinted by its own name before its description's words ("delivery_address:
Where the food goes" is no meal field), how the user pays fills a payment field, imperative
requests ("reset my password", "export all open tickets") are goals, ..."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn


def run(state: MemoryState, *texts: str) -> MemoryState:
    for i, text in enumerate(texts):
        turn = Turn(index=i, user=text)
        state = apply(state, extract_updates(state, [turn]), turn=i)
    return state


class Takeaway(MemoryState):
    drop_address: str | None = Field(None, description="Where the meal is brought")
    diet: str | None = Field(None, description="Diet or allergy of the eater")
    payment: str | None = Field(None, description="How the customer pays")


def test_a_place_field_is_no_meal_field_and_a_diet_field_takes_the_diet() -> None:
    state = run(Takeaway(), "我吃素，不要放肉")
    assert state.drop_address is None  # type: ignore[attr-defined]
    assert state.diet == "吃素"  # type: ignore[attr-defined]
    state = run(Takeaway(), "one of the curries, and I'm vegan these days")
    assert state.diet == "vegan"  # type: ignore[attr-defined]
    assert state.drop_address is None  # type: ignore[attr-defined]


def test_how_the_user_pays_fills_a_payment_field() -> None:
    assert run(Takeaway(), "I'll pay with my Mastercard").payment == "Mastercard"  # type: ignore[attr-defined]
    assert run(Takeaway(), "we'll be paying by bank transfer").payment == "bank transfer"  # type: ignore[attr-defined]
    assert run(Takeaway(), "我用支付宝付").payment == "支付宝"  # type: ignore[attr-defined]
    assert run(Takeaway(), "the card was declined yesterday").payment is None  # type: ignore[attr-defined]


def _goals(*texts: str) -> list[str]:
    return [g.value for g in run(MemoryState(), *texts).goals]


def test_an_imperative_request_is_a_goal() -> None:
    assert _goals("Please close my checking account") == ["close my checking account"]
    assert _goals("export every unpaid invoice from March") == [
        "export every unpaid invoice from March"
    ]
    assert _goals("and reset the admin password") == ["reset the admin password"]
    assert _goals("set up a daily backup of the wiki") == ["set up a daily backup of the wiki"]
    assert _goals("grant Priya edit access to the roadmap") == [
        "grant Priya edit access to the roadmap"
    ]
    assert _goals("导出上个月的全部订单") == ["导出上个月的全部订单"]


def test_the_same_words_as_nouns_or_places_are_no_goal() -> None:
    assert _goals("close to the airport would be ideal") == []
    assert _goals("the export is stuck at 40 percent") == []
    assert _goals("open tickets only") == []
