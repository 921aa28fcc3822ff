"""Values the offline folder cut short: a day named by its month's place ("the 1st of next
month" was stored as "next month", "下个月1号" as "下个月"), and a Chinese address's flat
("5栋2单元302" lost "2单元302"; after "地址：" nothing was read). Each case fails on the rules
before this change unless marked as a guard."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.addresses import is_address
from turnmem.state import MemoryState

from .test_corrections_choices import run


class Gift(MemoryState):
    start_date: str | None = Field(None, description="First payment day")


class Home(MemoryState):
    address: str | None = Field(None, description="Address of the house")


def test_the_day_of_next_month_is_one_date() -> None:
    state = run(Gift(), "Start on the 1st of next month, by direct debit.")
    assert state.start_date == "the 1st of next month"
    assert run(Gift(), "下个月1号开始扣款。").start_date == "下个月1号"


def test_guard_next_month_alone_is_still_a_date() -> None:
    assert run(Gift(), "Start next month.").start_date == "next month"


def test_a_chinese_flat_after_its_building_stays_in_the_address() -> None:
    state = run(Home(), "我家在长江路12号5栋2单元302，周六可以来。")
    assert state.address == "长江路12号5栋2单元302"
    assert is_address("长江路12号5栋2单元302室")


def test_an_address_after_a_colon_is_read() -> None:
    assert (
        run(Home(), "地址：杭州市西湖区长江路12号5栋302室").address
        == "杭州市西湖区长江路12号5栋302室"
    )


def test_guard_a_year_after_the_building_is_no_flat() -> None:
    state = run(Home(), "地址是长江路12号5栋2021年建的。")
    assert state.address == "长江路12号5栋"
