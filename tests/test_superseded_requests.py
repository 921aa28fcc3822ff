"""A new request for another value of a Literal field ("just give me a refund then" after "an
exchange for the black model") drops the request for the old value: it is abandoned, never
rewritten into a request nobody made ("a refund for the black model")."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn


class Desk(MemoryState):
    resolution: Literal["refund", "exchange", "store credit"] | None = Field(
        None, description="What the customer gets back"
    )


def run(*texts: str) -> MemoryState:
    state: MemoryState = Desk()
    for i, text in enumerate(texts):
        turn = Turn(index=i, user=text)
        state = apply(state, extract_updates(state, [turn]), turn=i)
    return state


def test_a_request_for_another_value_abandons_the_old_request() -> None:
    state = run("please exchange it for the black model", "hmm. just give me a refund then")
    assert state.resolution == "refund"  # type: ignore[attr-defined]
    goals = {g.value: g.status for g in state.goals}
    assert not [v for v, s in goals.items() if "black model" in v and s in ("open", "in_progress")]
    assert any("refund" in v and s == "open" for v, s in goals.items())


def test_a_wish_for_an_exchange_then_a_refund_request_drops_the_exchange() -> None:
    state = run("I want an exchange for the black model", "fine, just refund it")
    assert [g.status for g in state.goals if "exchange" in g.value] == ["abandoned"]
    assert state.resolution == "refund"  # type: ignore[attr-defined]


def test_the_same_value_asked_again_abandons_nothing() -> None:
    state = run("please exchange it for the black model", "an exchange please, as I said")
    assert state.resolution == "exchange"  # type: ignore[attr-defined]
    assert all(g.status != "abandoned" for g in state.goals)
