"""A quoted price kept after the order it was for changed: "That's £240 for 6 people" ... "we're
8 now" left "price: £240" in the state, a price nobody quoted for 8. Each case fails on the
rules before this change unless marked as a guard. Later in the round: the assistant's reply
restating another total ("That comes to £205 now") left the old price as current too."""

from __future__ import annotations

from pydantic import Field

from turnmem.state import MemoryState
from turnmem.turn import Turn

from .test_corrections_choices import run, tool_turn


class Order(MemoryState):
    guests: int | None = Field(None, description="Number of guests")
    extras: list[str] = Field(default_factory=list, description="Extras added to the hire")
    event_date: str | None = Field(None, description="Day of the event")
    phone: str | None = Field(None, description="Contact phone")
    price: str | None = Field(None, description="Quoted price")
    budget: str | None = Field(None, description="The customer's budget")


def _quoted(*later: object) -> Order:
    first = tool_turn(0, "A marquee for 6 guests on 12 June please.", "quote_hire",
                      {"guests": "6"}, {"price": "£240"})  # fmt: skip
    state = run(Order(), first, *later)  # type: ignore[arg-type]
    assert isinstance(state, Order)
    return state


def test_guard_the_quote_fills_the_price() -> None:
    assert _quoted().price == "£240"


def test_a_new_head_count_leaves_no_price() -> None:
    state = _quoted("Actually we're 8 guests now.")
    assert state.guests == 8 and state.price is None


def test_an_item_added_leaves_no_price() -> None:
    state = _quoted("Add heaters to the extras please.", "And a dance floor too.")
    assert state.price is None


def test_guard_a_new_quote_in_the_same_turn_is_the_price() -> None:
    later = tool_turn(1, "Make it 8 guests.", "quote_hire", {"guests": "8"}, {"price": "£310"})
    assert _quoted(later).price == "£310"


def test_guard_contacts_and_the_day_leave_the_price() -> None:
    state = _quoted("My number is 07700 900123.", "Sorry, it's 13 June, not 12 June.")
    assert state.price == "£240"


def test_guard_a_budget_is_not_a_quote() -> None:
    state = run(Order(), "My budget is £500 for 6 guests.", "We're 8 guests now.")
    assert state.budget == "£500"


def test_a_new_total_the_reply_states_clears_the_old_price() -> None:
    later = Turn(index=1, user="Leave the dance floor out.", response="That comes to £205 now.")
    assert _quoted(later).price is None


def test_guard_a_reply_restating_the_price_or_another_amount_keeps_it() -> None:
    same = Turn(index=1, user="Thanks.", response="Yes, that's £240 all in.")
    fee = Turn(index=1, user="Thanks.", response="Delivery on the day is free; parking is £5.")
    assert _quoted(same).price == "£240" and _quoted(fee).price == "£240"
