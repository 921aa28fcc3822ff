"""Found on the twenty-third blind set: "4点到6点吧，2点太晒了。" left the court's start time at
6点 (a start-time field, named like a bound, took a range's end) and then 2点 (a time "太晒了",
too sunny, was not read as turned down: only 太早/太晚/太贵 were). Guards: an end-time field
still takes a range's end; "三点太晚了" is still turned down."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.fold.rules.correction_forms import turned_down
from turnmem.fold.rules.text import normalise
from turnmem.state import MemoryState

from ._exchanges import fields_after


class Court(MemoryState):
    start_time: str | None = Field(None, description="Start time")


class Slot(MemoryState):
    start_time: str | None = Field(None, description="Start time")
    end_time: str | None = Field(None, description="End time")


OFFER = ("想订这周日下午的网球场，两个小时。", "下午2点到4点、4点到6点都有空。")


def test_a_start_time_takes_the_ranges_start_and_a_time_too_sunny_is_turned_down() -> None:
    fields = fields_after(Court, [OFFER, ("4点到6点吧，2点太晒了。", "好的。")])
    assert fields["start_time"] == "4点"


def test_guard_an_end_time_field_takes_the_ranges_end() -> None:
    fields = fields_after(Slot, [OFFER, ("4点到6点吧。", "好的。")])
    assert fields["end_time"] == "6点"  # (the start is not read here, before or after)


@pytest.mark.parametrize(("clause", "old"), [("2点太晒了", "2点"), ("三点太晚了", "三点")])
def test_a_time_too_anything_is_turned_down(clause: str, old: str) -> None:
    norm = normalise(clause)
    assert [norm[a:b] for a, b in turned_down(norm)] == [old]
