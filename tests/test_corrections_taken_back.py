"""The offline folder after a value or a request is taken back in the ordinary ways: "X I
guess. Wait, no, ...", "forget Asana for now", "remove Priya", "don't order a new one",
"never mind the phone number". The state must not keep stating what the user took back (the
phrasing is this file's own)."""

from __future__ import annotations

import re
from typing import Literal

import pytest
from pydantic import Field

from turnmem.context.render import render_state
from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

COUNTER = TokenCounter()


class Refund(MemoryState):
    payout: Literal["bank transfer", "voucher", "paypal"] | None = Field(
        None, description="How the refund is paid"
    )


class Account(MemoryState):
    phone: str | None = Field(None, description="New phone number")


def run(state: MemoryState, *texts: str) -> MemoryState:
    for i, text in enumerate(texts):
        turn = Turn(index=i, user=text)
        state = apply(state, extract_updates(state, [turn]), turn=turn.index)
    return state


def goals(state: MemoryState) -> dict[str, str]:
    return {g.value: g.status for g in state.goals}


def test_a_value_taken_back_in_the_same_message_is_not_kept() -> None:
    state = run(
        Refund(),
        "I want a refund for the blender.",
        "A voucher I suppose. Hold on, no, to my card.",
    )
    assert isinstance(state, Refund) and state.payout is None
    state = run(
        Refund(), "I want a refund for the blender.", "A voucher I suppose. Wait, no, PayPal."
    )
    assert isinstance(state, Refund) and state.payout == "paypal"


@pytest.mark.parametrize(
    "answer", ["A voucher please. No, that's all, thanks.", "A voucher please."]
)
def test_a_no_that_answers_keeps_the_value(answer: str) -> None:
    # guard: "No, that's all" answers "anything else?"; the voucher stays
    state = run(Refund(), "I want a refund for the blender.", answer)
    assert isinstance(state, Refund) and state.payout == "voucher"


@pytest.mark.parametrize("said", ["Forget Asana for now.", "Drop Asana then."])
def test_a_request_named_by_a_name_alone_is_withdrawn(said: str) -> None:
    state = run(MemoryState(), "Unlock my VPN account and install Asana on my desktop.", said)
    assert goals(state) == {
        "Unlock my VPN account": "open",
        "install Asana on my desktop": "abandoned",
    }


def test_a_person_removed_by_name_leaves_the_others() -> None:
    state = run(MemoryState(), "Please invite Omar and Priya to the kickoff.", "Remove Priya.")
    assert goals(state) == {"invite Omar to the kickoff": "open"}


def test_a_request_taken_back_by_its_verb_and_thing() -> None:
    state = run(
        MemoryState(),
        "Please ship a new charger to my office.",
        "Oh, never mind. Don't send a new charger.",
    )
    assert goals(state) == {"ship a new charger to my office": "abandoned"}


def test_a_field_the_cancellation_names_is_cleared() -> None:
    state = run(
        Account(),
        "Please change my phone to 07700 900123.",
        "Actually never mind the phone, I'll do it later.",
    )
    assert isinstance(state, Account) and state.phone is None
    text = render_state(state, 2000, COUNTER)
    assert not re.search(r"900123(?!.*was:)", text.split("was:")[0]), text


def test_hold_off_withdraws_the_request() -> None:
    state = run(
        MemoryState(), "I'd like to cancel my broadband contract.", "Actually hold off on that."
    )
    assert goals(state) == {"cancel my broadband contract": "abandoned"}


def test_a_withdrawn_request_taken_up_again_is_open() -> None:
    state = run(
        MemoryState(),
        "I want to return the kettle from order 5521.",
        "OK, cancel the return then.",
        "No, go ahead with the return after all.",
    )
    assert goals(state) == {"return the kettle from order 5521": "open"}


def test_keeping_it_with_several_things_named_withdraws_nothing_whole() -> None:
    # "I'll keep it" after two things: which one is not said; the return must not go whole
    state = run(MemoryState(), "I need to return the lamp and the rug.", "Hmm, I'll keep it.")
    assert goals(state) == {"return the lamp and the rug": "open"}


@pytest.mark.parametrize(
    "text",
    [
        "Can you also add travel insurance... actually no, never mind, I'll just use my card's cover.",
        "再帮我加一份保险……哦不用了，我就用信用卡自带的。",
    ],
)
def test_a_request_taken_back_in_the_same_message_for_the_users_own_plan(text: str) -> None:
    assert set(goals(run(MemoryState(), text)).values()) == {"abandoned"}


def test_never_mind_before_a_new_detail_cancels_nothing_guard() -> None:
    # "scratch that, vegan" corrects; "算了，寄到家里吧" changes a detail: nothing abandoned
    state = run(MemoryState(), "Please send the parcel to my office.", "算了，寄到家里吧")
    assert "abandoned" not in goals(state).values()
