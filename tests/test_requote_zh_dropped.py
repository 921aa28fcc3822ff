"""Found on the twentieth blind set: "我们合租一块50平米的吧。农具她家都有，就不要农具包了。" read
"一块" as a price (块 before a size counts the plot, it is no money), and dropping the tool pack
("不要农具包了") did not clear the price quoted with it. Guards: "要不要把纱窗也洗了？" only asks,
and "一共50块" is still an amount. On the fifteenth: a new count said as a total ("一共八把") and
a reply saying the price changed ("价格改为530元") left the old price."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.fold.rules.entities import entities
from turnmem.fold.rules.text import normalise
from turnmem.state import MemoryState
from turnmem.turn import Turn

from .test_corrections_choices import run, tool_turn


class Plot(MemoryState):
    plot_size: str | None = Field(None, description="Size of the plot")
    tools: bool | None = Field(None, description="Tool pack included")
    price: str | None = Field(None, description="Quoted yearly price")


def _money(text: str) -> list[str]:
    return [e.value for e in entities(normalise(text), text) if e.key == "money"]


def test_a_measure_word_before_a_size_is_no_money() -> None:
    assert _money("我们合租一块50平米的吧。") == []


@pytest.mark.parametrize(("text", "amount"), [("一共50块", "50块"), ("给了20块钱", "20块钱")])
def test_guard_an_amount_in_kuai_is_still_money(text: str, amount: str) -> None:
    assert _money(text) == [amount]


def _quoted(*later: object) -> Plot:
    first = tool_turn(0, "30平米的吧，加农具包。", "reserve_plot", {"tools": True},
                      {"price": "2000元"})  # fmt: skip
    state = run(Plot(), first, *later)  # type: ignore[arg-type]
    assert isinstance(state, Plot)
    return state


def test_a_part_dropped_clears_the_price_quoted_with_it() -> None:
    assert _quoted().price == "2000元"
    assert _quoted("农具她家都有，就不要农具包了。").price is None


def test_guard_a_question_drops_nothing() -> None:
    assert _quoted("要不要把纱窗也洗了？").price == "2000元"


def test_a_new_count_said_as_a_total_clears_the_price() -> None:
    # blind15: "另外两把也一起换吧，一共八把" after six chairs were quoted at 770元
    assert _quoted("我老婆说另外两把也一起换吧，一共八把，颜色不变。").price is None


def test_a_reply_saying_the_price_changed_clears_it() -> None:
    # blind15: "价格改为530元" after 680元 was quoted
    later = Turn(index=1, user="报告就不用了。", response="好的，取消检测报告，价格改为530元。")
    assert _quoted(later).price is None


@pytest.mark.parametrize(
    "text",
    ["好的，明天九点，师傅不要迟到了。", "就这样吧，不要忘了带发票。", "那就订了，不要再改了。"],
)
def test_guard_a_reminder_drops_nothing(text: str) -> None:
    # found in review: "不要...了" said as a reminder cleared the quoted price
    assert _quoted(text).price == "2000元"


@pytest.mark.parametrize(
    ("text", "amount"), [("窗帘布80块1米。", "80块"), ("运费20块1公里。", "20块")]
)
def test_guard_an_amount_per_unit_is_money(text: str, amount: str) -> None:
    assert _money(text) == [amount]


class Dinner(MemoryState):
    party_size: int | None = Field(None, description="Number of guests")
    price: str | None = Field(None, description="Set menu price")


def test_guard_a_total_count_a_field_holds_keeps_the_price() -> None:
    # "一共两个人" beside a party of 2 restates the order, it changes nothing
    quoted = tool_turn(0, "订今晚7点两位的套餐。", "quote_menu", {"guests": 2}, {"price": "398元"})
    state = run(Dinner(), quoted, "对，我们一共两个人，7点到。")
    assert isinstance(state, Dinner)
    assert (state.party_size, state.price) == (2, "398元")


@pytest.mark.parametrize("said", ["总价改为1800元", "费用调整为1800元", "价格调整为1800元"])
def test_sibling_forms_of_a_reply_saying_the_price_changed(said: str) -> None:
    later = Turn(index=1, user="报告就不用了。", response=f"好的，{said}。")
    assert _quoted(later).price is None


def test_guard_a_reply_restating_the_price_held_keeps_it() -> None:
    later = Turn(index=1, user="报告就不用了。", response="好的，费用调整为2000元。")
    assert _quoted(later).price == "2000元"
