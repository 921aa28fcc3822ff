"""Fixes the fifth blind set (``state_blind5.jsonl``) called for, each with sentences of its
own: a field is hinted by its own name before its description's words ("delivery_address:
Where the food goes" is no meal field), how the user pays fills a payment field, imperative
requests ("reset my password", "export all open tickets") are goals, ..."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn


def run(state: MemoryState, *texts: str) -> MemoryState:
    for i, text in enumerate(texts):
        turn = Turn(index=i, user=text)
        state = apply(state, extract_updates(state, [turn]), turn=i)
    return state


class Takeaway(MemoryState):
    drop_address: str | None = Field(None, description="Where the meal is brought")
    diet: str | None = Field(None, description="Diet or allergy of the eater")
    payment: str | None = Field(None, description="How the customer pays")


def test_a_place_field_is_no_meal_field_and_a_diet_field_takes_the_diet() -> None:
    state = run(Takeaway(), "我吃素，不要放肉")
    assert state.drop_address is None  # type: ignore[attr-defined]
    assert state.diet == "吃素"  # type: ignore[attr-defined]
    state = run(Takeaway(), "one of the curries, and I'm vegan these days")
    assert state.diet == "vegan"  # type: ignore[attr-defined]
    assert state.drop_address is None  # type: ignore[attr-defined]


def test_how_the_user_pays_fills_a_payment_field() -> None:
    assert run(Takeaway(), "I'll pay with my Mastercard").payment == "Mastercard"  # type: ignore[attr-defined]
    assert run(Takeaway(), "we'll be paying by bank transfer").payment == "bank transfer"  # type: ignore[attr-defined]
    assert run(Takeaway(), "我用支付宝付").payment == "支付宝"  # type: ignore[attr-defined]
    assert run(Takeaway(), "the card was declined yesterday").payment is None  # type: ignore[attr-defined]


def _goals(*texts: str) -> list[str]:
    return [g.value for g in run(MemoryState(), *texts).goals]


def test_an_imperative_request_is_a_goal() -> None:
    assert _goals("Please close my checking account") == ["close my checking account"]
    assert _goals("export every unpaid invoice from March") == [
        "export every unpaid invoice from March"
    ]
    assert _goals("and reset the admin password") == ["reset the admin password"]
    assert _goals("set up a daily backup of the wiki") == ["set up a daily backup of the wiki"]
    assert _goals("grant Priya edit access to the roadmap") == [
        "grant Priya edit access to the roadmap"
    ]
    assert _goals("导出上个月的全部订单") == ["导出上个月的全部订单"]


def test_the_same_words_as_nouns_or_places_are_no_goal() -> None:
    assert _goals("close to the airport would be ideal") == []
    assert _goals("the export is stuck at 40 percent") == []
    assert _goals("open tickets only") == []


class Holiday(MemoryState):
    first_day: str | None = Field(None, description="First day off")
    last_day: str | None = Field(None, description="Last day off")
    length: str | None = Field(None, description="How many days in total")


def test_a_range_with_one_month_gives_both_days_and_a_length_field_is_no_date() -> None:
    state = run(Holiday(), "I'm off from 11 to 15 May")
    assert state.first_day == "11 May"  # type: ignore[attr-defined]
    assert state.last_day == "15 May"  # type: ignore[attr-defined]
    assert state.length is None  # type: ignore[attr-defined]
    state = run(Holiday(), "off 21st - 24th September")
    assert (state.first_day, state.last_day) == ("21st September", "24th September")  # type: ignore[attr-defined]


class Rental(MemoryState):
    collect_date: str | None = Field(None, description="Day the van is collected")
    return_date: str | None = Field(None, description="Day the van is returned")
    contact_email: str | None = Field(None, description="Email")


def test_a_day_the_car_is_handed_back_is_the_return_date() -> None:
    state = run(Rental(), "6月3日取车，6月8日还")
    assert (state.collect_date, state.return_date) == ("6月3日", "6月8日")  # type: ignore[attr-defined]
    state = run(Rental(), "6月3日取，6月8日还车")
    assert state.return_date == "6月8日"  # type: ignore[attr-defined]
    # "还在" is "still at": no return
    assert run(Rental(), "我6月8日还在上海出差").return_date is None  # type: ignore[attr-defined]


def test_an_email_after_chinese_words_is_the_address_alone() -> None:
    state = run(Rental(), "我的邮箱是liwei@example.cn")
    assert state.contact_email == "liwei@example.cn"  # type: ignore[attr-defined]


class Booking(MemoryState):
    guest_name: str | None = Field(None, description="Name the booking is under")
    phone: str | None = Field(None, description="Contact phone")
    booking_id: str | None = Field(None, description="Booking id")


def test_a_local_phone_number_after_a_cue_or_alone() -> None:
    assert run(Booking(), "my cell is 555-0119").phone == "555-0119"  # type: ignore[attr-defined]
    assert run(Booking(), "555-0163").phone == "555-0163"  # type: ignore[attr-defined]
    # digits in a sentence with no cue word are no phone
    assert run(Booking(), "we need 2 rooms, 201-2020 were fine last time").phone is None  # type: ignore[attr-defined]


def test_whose_name_a_booking_is_under() -> None:
    assert run(Booking(), "put it under Ines Carvalho").guest_name == "Ines Carvalho"  # type: ignore[attr-defined]
    assert run(Booking(), "it's under Okoro, thanks").guest_name == "Okoro"  # type: ignore[attr-defined]
    assert run(Booking(), "the reservation is under the name Patel").guest_name == "Patel"  # type: ignore[attr-defined]
    assert run(Booking(), "the name's Abe Lund").guest_name == "Abe Lund"  # type: ignore[attr-defined]
    assert run(Booking(), "it's under warranty still").guest_name is None  # type: ignore[attr-defined]
    assert run(Booking(), "it's Paris in May").guest_name is None  # type: ignore[attr-defined]


class Tickets(MemoryState):
    tickets: int | None = Field(None, description="Number of tickets")
    holder_name: str | None = Field(None, description="Name the tickets are under")


def test_a_count_of_things_asked_for_is_a_goal_and_fills_a_ticket_count() -> None:
    state = run(Tickets(), "I'd like 4 tickets for the matinee")
    assert [g.value for g in state.goals] == ["4 tickets for the matinee"]
    assert state.preferences == []
    assert state.tickets == 4  # type: ignore[attr-defined]
    assert state.holder_name is None  # type: ignore[attr-defined]
    # a taste stays a preference
    assert [p.value for p in run(Tickets(), "I'd like an aisle seat").preferences] == [
        "an aisle seat"
    ]


def test_a_new_size_said_as_a_sum_replaces_the_count() -> None:
    state = run(Tickets(), "I'd like 6 tickets for Friday", "one friend is ill, so 5 now")
    assert state.tickets == 5  # type: ignore[attr-defined]
    assert [g.value for g in state.goals] == ["5 tickets for Friday"]
    state = run(Tickets(), "I'd like 2 tickets", "my sisters are coming, that makes 4 in total")
    assert state.tickets == 4  # type: ignore[attr-defined]


class Visit(MemoryState):
    visit_date: str | None = Field(None, description="Date of the visit")


def test_the_replaced_day_named_again_as_the_reason_does_not_come_back() -> None:
    state = run(
        Visit(),
        "could someone come Monday afternoon?",
        "actually make it Wednesday. Monday I'm at my mum's",
    )
    assert state.visit_date == "Wednesday"  # type: ignore[attr-defined]


class Claim(MemoryState):
    policy_number: str | None = Field(None, description="Insurance policy number")
    policy_holder: str | None = Field(None, description="Policy holder")
    incident_date: str | None = Field(None, description="When it happened")
    incident_place: str | None = Field(None, description="Where it happened")
    claim_id: str | None = Field(None, description="Claim reference")


def test_a_policy_number_fills_the_policy_field_and_no_claim_field() -> None:
    state = run(Claim(), "my policy number is HX-209314")
    assert state.policy_number == "HX-209314"  # type: ignore[attr-defined]
    assert state.claim_id is None  # type: ignore[attr-defined]
    assert run(Claim(), "保单号是BD7730215").policy_number == "BD7730215"  # type: ignore[attr-defined]


def test_a_record_detail_set_last_does_not_take_the_date_off_topic() -> None:
    # "policy_*", "incident_*", "claim_*" name details of one claim, not domains of the talk
    state = run(Claim(), "policy number HX-209314", "it happened on the 3rd")
    assert state.incident_date == "the 3rd"  # type: ignore[attr-defined]


class Admin(MemoryState):
    action: Literal["add user", "remove user", "reset password", "export data", "other"] | None = (
        Field(None, description="What the admin asks for")
    )
    section: str | None = Field(None, description="Seating section or area")
    cycle: Literal["monthly", "annual"] | None = Field(None, description="How often it bills")


def test_admin_actions_and_billing_cycles_said_in_words() -> None:
    assert run(Admin(), "please reset the password for Omar").action == "reset password"  # type: ignore[attr-defined]
    assert run(Admin(), "invite a new user, ana@corp.io").action == "add user"  # type: ignore[attr-defined]
    assert run(Admin(), "export last week's signups").action == "export data"  # type: ignore[attr-defined]
    assert run(Admin(), "帮我重置一下他的密码").action == "reset password"  # type: ignore[attr-defined]
    assert run(Admin(), "我想改成包年的").cycle == "annual"  # type: ignore[attr-defined]
    assert run(Admin(), "bill me yearly from now on").cycle == "annual"  # type: ignore[attr-defined]


def test_sitting_together_is_no_seating_section() -> None:
    assert run(Admin(), "we want to sit together").section is None  # type: ignore[attr-defined]
