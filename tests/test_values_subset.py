"""A part of the group is not its size: "其中有5个人吃素" (five of them are vegetarian) set the
head count to 5 (found on the twenty-third blind set, a catering order for 40). Guard: a size
said plainly is still read."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.state import MemoryState

from ._exchanges import fields_after


class Catering(MemoryState):
    headcount: int | None = Field(None, description="Number of people fed")


@pytest.mark.parametrize(
    "user", ["标准套餐40份，其中有5个人吃素。", "Forty lunches please, of whom 5 people are vegan."]
)
def test_a_part_of_the_group_is_no_head_count(user: str) -> None:
    assert fields_after(Catering, [(user, "好的。")])["headcount"] is None


def test_guard_a_head_count_said_plainly_is_read() -> None:
    assert fields_after(Catering, [("我们一共12个人。", "好的。")])["headcount"] == 12
