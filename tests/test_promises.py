"""The agent's promises (turnmem.fold.rules.promises): a promise field keeps the assistant's
first-person commitments, each once, English and Chinese."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.domains import SupportState
from turnmem.state import MemoryState
from turnmem.turn import Turn

from .test_corrections import run


def reply(index: int, user: str, response: str) -> Turn:
    return Turn(index=index, user=user, response=response)


@pytest.mark.parametrize(
    ("response", "promises"),
    [
        (
            "I'll refund the $7.95 express fee now and open a trace with DHL.",
            ["refund the $7.95 express fee", "open a trace with DHL"],
        ),
        (
            "Sure, we will email you the tracking link tonight.",
            ["email you the tracking link tonight"],
        ),
        ("我帮您申请先行退款，审批通过后会短信通知您。", ["申请先行退款", "短信通知您"]),
        ("我们安排快递上门取件。", ["快递上门取件"]),
        ("我会在24小时内回电。", ["回电"]),
    ],
)
def test_a_first_person_commitment_is_a_promise(response: str, promises: list[str]) -> None:
    state = run(SupportState(), reply(0, "my parcel is late", response))
    assert state.promised_actions == promises


@pytest.mark.parametrize(
    "response",
    [
        "I can send you a prepaid label.",  # an offer
        "Shall I book it for you?",
        "Would you like me to call you back?",
        "要不要我帮您申请退款？",
        "好的，为您换成43码。",  # a change made there and then
        "The refund was processed yesterday.",
    ],
)
def test_an_offer_a_question_or_a_change_made_is_no_promise(response: str) -> None:
    assert run(SupportState(), reply(0, "hi", response)).promised_actions == []


def test_a_newer_promise_of_the_same_thing_replaces_the_older() -> None:
    state = run(
        SupportState(),
        reply(0, "it's late", "If it isn't there by Friday I'll call you to arrange a courier."),
        reply(1, "07 3361 2290", "Got it, I'll call 07 3361 2290 on Friday."),
    )
    assert state.promised_actions == ["call 07 3361 2290 on Friday"]


def test_two_promises_of_one_reply_both_stay() -> None:
    state = run(
        SupportState(),
        reply(
            0,
            "wrong size",
            "I'll email the return label to you and ship the size 10 once the return is scanned.",
        ),
    )
    assert len(state.promised_actions) == 2


def test_a_withdrawn_promise_leaves_the_list() -> None:
    state = run(
        SupportState(),
        reply(0, "开个发票", "我帮您开电子发票，会发到您的邮箱。"),
        reply(1, "发票不用了", "好的，发票申请已经帮您撤销了。"),
    )
    assert not any("发票" in p for p in state.promised_actions)


class NoPromises(MemoryState):
    notes: list[str] = Field(default_factory=list, description="Notes")


def test_a_schema_without_a_promise_field_keeps_no_promise() -> None:
    state = run(NoPromises(), reply(0, "hi", "I'll call you tomorrow."))
    assert state.notes == [] and state.goals == [] and state.facts == []


@pytest.mark.parametrize(
    "response",
    [
        "I'll check that for you.",
        "I'll look it up now.",
        "I'll be happy to help.",
        "I'll transfer you.",
    ],
)
def test_a_lookup_done_there_and_then_is_no_promise(response: str) -> None:
    assert run(SupportState(), reply(0, "where is my order?", response)).promised_actions == []


def test_a_check_for_later_is_a_promise() -> None:
    state = run(SupportState(), reply(0, "late", "I'll check back with you on Friday."))
    assert state.promised_actions == ["check back with you on Friday"]


def test_a_promise_switched_to_another_replaces_it() -> None:
    state = run(
        SupportState(),
        reply(0, "换一个吧", "好的，我帮您申请换货，新的台灯会在3天内发出。"),
        reply(1, "还是退款吧", "好的，为您改为退款，我们会在收到退货后3个工作日内退款。"),
    )
    assert state.promised_actions == ["在收到退货后3个工作日内退款"]
