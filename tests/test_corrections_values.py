"""Corrections that name a value in a shape the state does not hold it in: a bare amount for
an amount with a currency, a day inside a longer date, a count with its classifier, after a
hesitation ("wait, ...", "等一下，..."). The old value must not stay active (DESIGN §3)."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply, custom_fields
from turnmem.turn import Turn


class Payment(MemoryState):
    amount: str | None = Field(None, description="Amount to pay")
    pay_date: str | None = Field(None, description="Payment date")


class Booking(MemoryState):
    visit_date: str | None = Field(None, description="Date of the visit")
    guests: int | None = Field(None, description="Number of guests")


def run(state: MemoryState, *turns: str) -> MemoryState:
    for i, text in enumerate(turns):
        turn = Turn(index=i, user=text)
        state = apply(state, extract_updates(state, [turn]), turn=i)
    return state


def active(state: MemoryState) -> list[str]:
    out = [str(getattr(state, n)) for n in custom_fields(type(state)) if getattr(state, n)]
    out += [i.value for i in [*state.preferences, *state.facts]]
    out += [g.value for g in state.goals if g.status in ("open", "in_progress")]
    return [o.casefold() for o in out]


def test_a_bare_chinese_amount_replaces_the_amount_in_its_currency() -> None:
    state = run(Payment(), "帮我交一下物业费，三千块", "等等，改成两千")
    assert state.amount == "两千块"
    assert not [t for t in active(state) if "三千" in t]


def test_a_bare_english_amount_replaces_the_amount_in_its_currency() -> None:
    state = run(Payment(), "I need to pay the plumber $350 on Friday", "wait, make it 420")
    assert state.amount == "$420"
    assert not [t for t in active(state) if "350" in t]


def test_a_small_bare_number_is_still_a_head_count_not_an_amount() -> None:
    state = run(Booking(), "a visit for 4 guests please", "make it 6")
    assert state.guests == 6


def test_a_bare_amount_with_no_amount_held_changes_nothing() -> None:
    state = run(Booking(), "a visit for 4 guests please", "改成八千")
    assert state.guests == 4


def test_a_corrected_day_inside_a_longer_date_is_corrected_there() -> None:
    state = run(Booking(), "我想下周二来参观", "不是周二，是周五，周二我要加班")
    assert state.visit_date == "下周五"
    assert not [t for t in active(state) if "周二" in t and "周五" not in t]


def test_a_corrected_weekday_beside_a_calendar_day_is_not_glued_to_it() -> None:
    # "Friday 9 October" with Friday turned down: never a "Monday 9 October" nobody said
    state = run(Booking(), "we'd like to visit on Friday 9 October", "not Friday, Monday")
    assert state.visit_date is not None and "9 october" not in state.visit_date.casefold()


def test_a_new_count_with_its_classifier_renumbers_the_fact_cleanly() -> None:
    state = run(Booking(), "参观的有5个人", "人数改成7个")
    assert state.guests == 7
    assert any(f.value == "7个人" for f in state.facts)


class Slot(MemoryState):
    slot_date: str | None = Field(None, description="Date of the slot")
    slot_time: str | None = Field(None, description="Time of the slot")


def test_a_corrected_day_beside_a_time_leaves_the_time() -> None:
    state = run(Slot(), "please book a slot on Friday 3pm", "not Friday, Saturday")
    assert state.slot_date == "Saturday"
    assert state.slot_time == "3pm"
