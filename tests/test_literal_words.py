"""Common other words for Literal values: an exchange for another size or colour in Chinese
("换个尺码", "换大一码"), a file format by the program that opens it ("as Excel"); a bare
"换成" (which changes any value) is no exchange."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn


class Returns(MemoryState):
    resolution: Literal["refund", "exchange", "store credit"] | None = Field(
        None, description="What the customer gets back"
    )
    pickup_date: str | None = Field(None, description="Pickup date")


class Report(MemoryState):
    output_format: Literal["csv", "pdf", "xlsx"] | None = Field(None, description="File format")


def run(state: MemoryState, *texts: str) -> MemoryState:
    for i, text in enumerate(texts):
        turn = Turn(index=i, user=text)
        state = apply(state, extract_updates(state, [turn]), turn=i)
    return state


def test_an_exchange_for_another_size_in_chinese_is_an_exchange() -> None:
    assert run(Returns(), "这条裤子我想换个尺码").resolution == "exchange"  # type: ignore[attr-defined]
    assert run(Returns(), "鞋子小了，我要换大一码").resolution == "exchange"  # type: ignore[attr-defined]


def test_a_changed_date_is_no_exchange() -> None:
    state = run(Returns(), "取件时间周五", "换成周六吧")
    assert state.resolution is None  # type: ignore[attr-defined]


def test_a_format_named_by_its_program_fills_the_format() -> None:
    assert run(Report(), "send me the numbers as an Excel file").output_format == "xlsx"  # type: ignore[attr-defined]
    state = run(Report(), "export it as pdf", "actually make the format Excel")
    assert state.output_format == "xlsx"  # type: ignore[attr-defined]


class Complaint(MemoryState):
    issue: Literal["late", "damaged", "missing", "other"] | None = Field(
        None, description="What went wrong"
    )


def test_goods_that_arrived_broken_or_crushed_are_damaged() -> None:
    assert run(Complaint(), "the lamp arrived broken").issue == "damaged"  # type: ignore[attr-defined]
    assert run(Complaint(), "two of the plates were crushed in the box").issue == "damaged"  # type: ignore[attr-defined]
    assert run(Complaint(), "箱子压坏了").issue == "damaged"  # type: ignore[attr-defined]


def test_broken_as_an_adjective_before_a_noun_names_no_damage() -> None:
    assert run(Complaint(), "sorry for my broken English, where is it").issue is None  # type: ignore[attr-defined]


class Deploy(MemoryState):
    environment: Literal["staging", "production", "test"] | None = Field(
        None, description="Target environment"
    )


def test_chinese_environment_words_fill_the_environment() -> None:
    assert run(Deploy(), "先部署到测试环境").environment == "test"  # type: ignore[attr-defined]
    state = run(Deploy(), "发布到测试环境", "不是测试环境，是生产环境")
    assert state.environment == "production"  # type: ignore[attr-defined]
