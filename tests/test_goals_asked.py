"""Requests the offline folder missed or kept after they were withdrawn, and a quote that did
not stand: "I need my certificate translated" (a task asked, a goal, while "I need a
vegetarian meal" stays a requirement), "yes, please paint the fence too" (any verb after
"please"), "hold off, keep it open until ..." (a withdrawal taken back to keeping), and a new
quote from the same pricing call replacing the old price and reference. Cases fail on the
rules before this change unless marked as guards."""

from __future__ import annotations

from pydantic import Field

from turnmem.state import MemoryState

from .test_corrections_choices import check, run, tool_turn


class Job(MemoryState):
    address: str | None = Field(None, description="Address of the job")


class Quote(MemoryState):
    price: str | None = Field(None, description="Quoted price")
    quote_ref: str | None = Field(None, description="Quote reference")
    people: int | None = Field(None, description="Number of people")


def _goals(state: MemoryState) -> dict[str, str]:
    return {g.value: g.status for g in state.goals}


def test_a_thing_needed_done_is_a_goal() -> None:
    state = run(Job(), "I need my birth certificate translated into English.")
    assert _goals(state) == {"my birth certificate translated into English": "open"}
    state = run(Job(), "We need the boiler serviced before winter.")
    assert _goals(state) == {"the boiler serviced before winter": "open"}


def test_guard_a_thing_needed_is_still_a_requirement() -> None:
    for text in ("I need a vegetarian meal.", "I need high speed internet."):
        state = run(Job(), text)
        assert state.goals == [] and [p.polarity for p in state.preferences] == ["must"]


def test_any_verb_after_please_is_a_request() -> None:
    state = run(Job(), "Can you paint the kitchen?", "Yes, please do the shed too.")
    assert _goals(state).get("do the shed") == "open"
    state = run(Job(), "Please paint the fence as well.")
    assert _goals(state) == {"paint the fence": "open"}


def test_guard_please_before_a_correction_or_a_note_makes_no_goal() -> None:
    assert run(Job(), "Please note the gate code is 1234.").goals == []
    assert run(Job(), "Please make the kitchen blue.").goals == []


def test_keeping_it_open_withdraws_the_request_to_withdraw() -> None:
    state = run(
        Job(),
        "Please withdraw my application, I found another flat.",
        "Hmm. In that case hold off, keep it open until I hear back.",
    )
    assert _goals(state) == {"withdraw my application": "abandoned"}
    state = run(Job(), "Please close my savings account.", "Actually keep it going for now.")
    assert _goals(state) == {"close my savings account": "abandoned"}


def test_a_new_quote_replaces_the_old_price_and_reference() -> None:
    state = run(
        Quote(),
        tool_turn(
            0,
            "I need a minibus for 12 people on Friday.",
            "get_quote",
            {"people": "12"},
            {"quote_ref": "MB-100", "price": "£240"},
            "That's £240, quote MB-100.",
        ),
        tool_turn(
            1,
            "We're 14 now, can you re-quote?",
            "get_quote",
            {"people": "14"},
            {"quote_ref": "MB-101", "price": "£280"},
            "New quote MB-101, £280.",
        ),
    )
    assert (state.price, state.quote_ref, state.people) == ("£280", "MB-101", 14)
    check(state, ["mb-101", "£280"], ["mb-100", "£240"])


def test_guard_a_second_lookup_of_another_record_keeps_the_first() -> None:
    state = run(
        Quote(),
        tool_turn(
            0,
            "What's on booking MB-100?",
            "get_booking",
            {"ref": "MB-100"},
            {"quote_ref": "MB-100", "price": "£240"},
        ),
        tool_turn(
            1,
            "And MB-101?",
            "get_booking",
            {"ref": "MB-101"},
            {"quote_ref": "MB-101", "price": "£280"},
        ),
    )
    assert state.quote_ref == "MB-100"
