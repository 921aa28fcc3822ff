"""Counts read wrong: 块 counting a thing read as money ("我有一块浪琴" gave the price 一块, so did
"一块大地毯"), a list field whose description says "party packages" filled with the head count
("16 kids" as food), players or riders never counted as the party, and a new head count said
as an outcome without "so N now" ("we're looking at 85 now", "we're down to 15", "it's 16 kids
now") left the old one. Each case fails on the rules before this change unless marked as a
guard."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.entities import entities
from turnmem.state import MemoryState

from .test_corrections_choices import run


class Lanes(MemoryState):
    players: int | None = Field(None, description="Number of players")
    food: list[str] = Field(default_factory=list, description="Food or party packages added")
    price: str | None = Field(None, description="Quoted price")


def test_kuai_before_a_thing_is_a_measure_word_not_money() -> None:
    for text in ("我有一块欧米茄，想换个表带。", "客厅有一块大地毯。", "要三块蛋糕。"):
        assert not [e for e in entities(text, text) if e.key == "money"], text
    assert run(Lanes(), "我有一块欧米茄，想换个表带。").price is None


def test_guard_kuai_as_money_is_still_money() -> None:
    for text, value in (("一共三十块吧。", "三十块"), ("五块钱。", "五块钱"), ("50块", "50块")):
        assert [e.value for e in entities(text, text) if e.key == "money"] == [value]


def test_a_list_field_is_no_head_count_and_players_are_the_party() -> None:
    state = run(Lanes(), "Two lanes for the birthday party please, there'll be 12 players.")
    assert state.food == [] and state.players == 12


def test_a_new_head_count_said_as_where_it_stands_replaces_it() -> None:
    for said in ("So we're looking at 15 now.", "Sorry, we're down to 9.", "It's 16 kids now."):
        state = run(Lanes(), "Two lanes please, there'll be 12 players.", said)
        assert state.players == int("".join(c for c in said if c.isdigit())), said
