"""The offline folder never lies after a value is said again differently: an id with a typo
fixed ("sorry, it's 88231"), an amount without its currency ("make that 250"), a count of
things ("make it one room"), an option after "scratch that", a date of the goal ("actually
check out on May 6"), a time that changed ("6pm now"), a budget in Chinese numerals (EN + 中文).
Each case says what the state must state and what it must no longer state as current."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.state import MemoryState

from .test_corrections_choices import check, current, run


class Account(MemoryState):
    order_id: str | None = Field(None, description="Order id")


@pytest.mark.parametrize(
    ("turns", "says", "never"),
    [
        (["My order number is 88213.", "Sorry, it's 88231."], ["88231"], ["88213"]),
        (["Send 200 dollars to my landlord.", "Wait, make that 250."],
         ["send 250 dollars"], ["200 dollars"]),
        (["I need two rooms for Friday.", "Make it one room."], ["one room for friday"],
         ["two rooms"]),
        (["I want to reserve a parking spot for 3 days.", "Only 2 days actually."],
         ["2 days"], ["3 days"]),
        (["I'd like to book a massage for 60 minutes.", "90 minutes would be better."],
         ["90 minutes"], ["60 minutes"]),
        (["I'd like a vegetarian menu for the party.", "Scratch that, vegan."],
         ["vegan menu"], ["vegetarian"]),
        (["Book a hotel in Paris from May 2 to May 5.", "Actually check out on May 6."],
         ["book a hotel in paris from may 2 to may 6"], ["may 5"]),
        (["We'll arrive around 3pm.", "Our flight is delayed, we'll get there at 6pm now."],
         ["6pm"], ["3pm"]),
        (["Book a flight to Lisbon.", "I said Porto, not Lisbon."], ["flight to porto"],
         ["lisbon"]),
        (["Order the chicken salad.", "Replace the chicken salad with a tuna wrap."],
         ["order the tuna wrap"], ["chicken salad"]),
        (["My budget is 500 dollars.", "Let's say 600."], ["600 dollars"], ["500"]),
        (["I'll arrive on the 3rd.", "Correction, the 4th."], ["the 4th"], ["3rd"]),
        (["I want to ship 3 boxes to Denver.", "Oops, 4 boxes."], ["ship 4 boxes to denver"],
         ["3 boxes", "oops"]),
        (["I want to book a tennis court for 6pm.", "Can we make it 7 instead?"],
         ["court for 7pm"], ["6pm"]),
        (["我的订单号是A12345", "订单号不对，应该是A12354"], ["a12354"], ["a12345"]),
        (["我要订3月5号的酒店", "日期错了，是3月6号"], ["订3月6号的酒店"], ["3月5号"]),
        (["请帮我订一间大床房，住两晚", "改成双床房"], ["双床房"], ["大床房"]),
        (["我要订去杭州的高铁，周日上午", "不去杭州了，改去苏州"], ["苏州"], ["杭州"]),
    ],
)  # fmt: skip
def test_a_value_said_again_replaces_the_old_one(
    turns: list[str], says: list[str], never: list[str]
) -> None:
    check(run(MemoryState(), *turns), says, never)


def test_an_id_said_again_corrects_the_id_field() -> None:
    state = run(Account(), "My order id is W5512007.", "Sorry, it's W5512070.")
    assert state.order_id == "W5512070"


def test_an_id_of_another_shape_is_no_correction_of_the_held_one() -> None:
    # "sorry, it's 4" names no id: the order number stays
    state = run(MemoryState(), "My order number is 88213.", "Sorry, it's 4 of them.")
    assert "88213" in current(state)


def test_a_value_said_with_now_replaces_only_a_value_held() -> None:
    # "it's £100 now, I'd like £200": nothing held to replace, so "now" states the current
    # amount beside the wish (no correction); after "around 3pm", "6pm now" replaces it
    state = run(MemoryState(), "It's £100 now, I'd like £200.")
    assert [f.value for f in state.facts] == ["£100", "£200"]
    moved = run(MemoryState(), "We'll arrive around 3pm.", "We'll get there at 6pm now.")
    assert [f.value for f in moved.facts] == ["6pm"]


def test_a_budget_in_chinese_numerals_is_read_whole() -> None:
    assert "五千块" in current(run(MemoryState(), "预算五千块"))
