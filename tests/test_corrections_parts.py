"""The offline folder changes the part of a request the user changes, and only it: one thing
of an order dropped ("skip the garlic bread") leaves the order; "make the pizzas medium"
changes their size; "make it an SUV" is no place; "时间能不能改到8点" moves the evening
booking to 8 in the evening (EN + 中文)."""

from __future__ import annotations

import pytest

from turnmem.state import MemoryState

from .test_corrections_choices import check, current, run


@pytest.mark.parametrize(
    ("turns", "says", "never"),
    [
        (["I want to order two large pizzas and a garlic bread for delivery.",
          "And actually skip the garlic bread."],
         ["order two large pizzas for delivery"], ["garlic"]),
        (["I want to return the blender and the toaster.", "Never mind the toaster."],
         ["return the blender"], ["toaster"]),
        (["我要两个披萨和一份蒜香面包", "蒜香面包不要了"], ["两个披萨"], ["蒜香面包"]),
    ],
)  # fmt: skip
def test_one_thing_dropped_leaves_the_rest_of_the_request(
    turns: list[str], says: list[str], never: list[str]
) -> None:
    state = run(MemoryState(), *turns)
    check(state, says, never)
    assert not [g for g in state.goals if g.status == "abandoned"]


def test_a_thing_that_is_the_whole_request_is_still_dropped() -> None:
    state = run(MemoryState(), "I want to return the toaster.", "Never mind the toaster.")
    assert [g.status for g in state.goals] == ["abandoned"]


@pytest.mark.parametrize(
    ("turns", "says", "never"),
    [
        (["I want to order two large pepperoni pizzas.", "Make the pizzas medium."],
         ["two medium pepperoni pizzas"], ["large"]),
        (["I need a car in Denver from June 3 to June 8.", "Actually make it an SUV."],
         ["in denver"], ["in suv"]),
        (["我想订周五晚上7点的位子，4个人。", "时间能不能改到8点？"], ["晚上8点"], ["7点"]),
        (["I need to transfer $1,500 to my savings account on Friday.",
          "Actually let's do $2,000.", "And can you do it Thursday instead?"],
         ["transfer $2,000 to my savings account on thursday"], ["friday", "$1,500"]),
        (["帮我订明天下午两点的会议室", "不过改成三点吧"], ["下午三点"], ["两点"]),
    ],
)  # fmt: skip
def test_a_changed_part_is_changed_where_the_request_states_it(
    turns: list[str], says: list[str], never: list[str]
) -> None:
    check(run(MemoryState(), *turns), says, never)


def test_make_the_thing_with_no_option_changes_nothing() -> None:
    # "make the booking tomorrow" names no attribute or option of a request: read as said
    state = run(MemoryState(), "I want to book a table for two.", "Make the booking tomorrow.")
    assert "book a table for two" in current(state)
