"""An amount field named only "amount" pays for what its description names ("Amount of the
transfer or disputed charge"): another amount of the conversation (a new card limit, a fee)
is not its value; the transfer's own amount still is (EN + 中文)."""

from __future__ import annotations

from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn


class CardDesk(MemoryState):
    amount: str | None = Field(None, description="Amount of the transfer or disputed charge")
    new_limit: str | None = Field(None, description="New card limit")


class Plain(MemoryState):
    amount: str | None = Field(None, description="Amount")


def run(state: MemoryState, *texts: str) -> MemoryState:
    for i, text in enumerate(texts):
        turn = Turn(index=i, user=text)
        state = apply(state, extract_updates(state, [turn]), turn=i)
    return state


def test_a_limit_is_not_the_amount_of_a_transfer() -> None:
    state = run(CardDesk(), "please put my ATM withdrawal limit up to $600")
    assert state.amount is None  # type: ignore[attr-defined]


def test_the_transfer_amount_still_fills_it() -> None:
    state = run(CardDesk(), "I want to transfer €75 to my brother")
    assert state.amount == "€75"  # type: ignore[attr-defined]


def test_a_chinese_transfer_amount_fills_it() -> None:
    state = run(CardDesk(), "给房东转账三千块")
    assert state.amount == "三千块"  # type: ignore[attr-defined]


def test_an_amount_field_with_no_subject_in_its_description_takes_any_amount() -> None:
    state = run(Plain(), "the bill came to $48")
    assert state.amount == "$48"  # type: ignore[attr-defined]
