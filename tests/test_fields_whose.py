"""Values the offline folder put into the wrong field, found on the eighth blind set (cases in
new wording): a street address cut to its first word, an amount in an account field, a tool's
date of another event, a return day in the pick-up field, a bare date in the first of two
things' date fields, and a birth date named after it. Guards (cases that held before) are
named as such."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem.fold.rules.addresses import address_field, is_address
from turnmem.state import MemoryState

from .test_corrections_choices import run, tool_turn


class Move(MemoryState):
    from_address: str | None = Field(None, description="Address moving out of")
    to_address: str | None = Field(None, description="Address moving into")
    move_date: str | None = Field(None, description="Day of the move")


class Delivery(MemoryState):
    email: str | None = Field(None, description="Email address")
    delivery_address: str | None = Field(None, description="Where the parcel is delivered")


class Supply(MemoryState):
    service_address: str | None = Field(None, description="Address of the supply")


class Transfer(MemoryState):
    from_account: str | None = Field(None, description="Account the money leaves")
    amount: str | None = Field(None, description="Amount of money to send")
    payment_date: str | None = Field(None, description="Day the payment goes out")


class Rental(MemoryState):
    pickup_location: str | None = Field(None, description="Pick-up location")
    return_location: str | None = Field(None, description="Return location")
    pickup_date: str | None = Field(None, description="Pick-up date")
    return_date: str | None = Field(None, description="Return date")


class Flat(MemoryState):
    move_in: str | None = Field(None, description="Move-in date")
    viewing_date: str | None = Field(None, description="Day of the viewing")


class Stay(MemoryState):
    check_in: str | None = Field(None, description="Check-in date")
    check_out: str | None = Field(None, description="Check-out date")


class Patient(MemoryState):
    date_of_birth: str | None = Field(None, description="Patient date of birth")
    appointment_date: str | None = Field(None, description="Appointment date")


def test_a_move_reads_both_addresses_whole() -> None:
    state = run(
        Move(), "We're moving on 3 May from Flat 2, 41 Alder Road, Bristol to 7 Mill Lane, Bath."
    )
    assert isinstance(state, Move)
    assert state.from_address == "Flat 2, 41 Alder Road, Bristol"
    assert state.to_address == "7 Mill Lane, Bath"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Please send it to 30 Harbour Street, Apt 5C, Leith instead.", "30 Harbour Street, Apt 5C, Leith"),
        ("Deliver to 12 Kings Road, Reading RG1 3AA please.", "12 Kings Road, Reading RG1 3AA"),
        ("以后寄到新地址：浦东新区张杨路500号", "浦东新区张杨路500号"),
        ("新地址是静安区南京西路1266号", "静安区南京西路1266号"),
    ],
)  # fmt: skip
def test_an_address_fills_the_address_field_and_never_the_email(text: str, expected: str) -> None:
    state = run(Delivery(), text)
    assert isinstance(state, Delivery)
    assert state.delivery_address == expected and state.email is None


def test_an_address_something_is_sent_to_is_no_service_address() -> None:
    state = run(Supply(), "Close my account please. Post the last bill to 4 Quarry Hill.")
    assert isinstance(state, Supply) and state.service_address is None
    # guard: said as the supply's own address, it is
    state = run(Supply(), "The meter is at 9 Orchard Close, Leeds.")
    assert isinstance(state, Supply) and state.service_address == "9 Orchard Close, Leeds"


def test_a_correction_inside_an_address_keeps_the_rest_of_it() -> None:
    state = run(
        Delivery(),
        "Please ship it to 30 Harbour Street, Apt 5C, Leith.",
        "Sorry, it's 5D not 5C.",
    )
    assert isinstance(state, Delivery)
    assert state.delivery_address == "30 Harbour Street, Apt 5D, Leith"


def test_a_changing_call_sets_the_new_address() -> None:
    state = run(
        Delivery(),
        "Please ship it to 30 Harbour Street, Leith.",
        tool_turn(
            1, "I've moved, can you change it?", "update_shipping",
            {"address": "8 Shore Road, Leith"}, {"status": "ok"},
        ),
    )  # fmt: skip
    assert isinstance(state, Delivery) and state.delivery_address == "8 Shore Road, Leith"


@pytest.mark.parametrize(
    ("name", "description", "expected"),
    [
        ("delivery_address", "", True),
        ("地址", "", True),
        ("email", "Email address", False),
        ("ip", "IP address of the device", False),
    ],
)
def test_which_fields_hold_a_street_address(name: str, description: str, expected: bool) -> None:
    assert address_field(name, description) is expected


def test_is_address_takes_whole_addresses_only() -> None:
    assert is_address("14 Larkin Street, Apt 3D, Portland")
    assert is_address("闵行区莘庄镇莘松路88弄5号")
    assert not is_address("Portland")
    assert not is_address("the 14th")


def test_an_amount_never_fills_the_account_it_leaves() -> None:
    state = run(Transfer(), "I'd like to pay my builder from my savings account. $1,200.")
    assert isinstance(state, Transfer)
    assert state.amount == "$1,200" and state.from_account is None


def test_a_tool_date_of_another_event_fills_no_date_field() -> None:
    state = run(
        Move(),
        "We're moving on 28 March.",
        tool_turn(
            1, "Can someone come and look first?", "book_inspection", {}, {"inspection": "IN-20", "date": "2026-03-20"}
        ),
    )  # fmt: skip
    assert isinstance(state, Move) and state.move_date == "28 March"


def test_a_tool_date_of_the_record_fills_its_date_field_guard() -> None:
    state = run(
        Transfer(),
        "Send £300 to my landlord.",
        tool_turn(
            1, "Do it on the 28th.", "schedule_transfer", {}, {"transfer": "TR-1", "date": "2026-06-28"}
        ),
    )  # fmt: skip
    assert isinstance(state, Transfer) and state.payment_date is not None
    assert "28" in state.payment_date


@pytest.mark.parametrize(
    ("turns", "pickup", "back"),
    [
        (["我想在杭州东站租车，3月2号取，3月5号还。"], "3月2号", "3月5号"),
        (
            ["我想在杭州东站租车，3月2号取，3月5号还。", "还车推迟一天，改成6号吧。"],
            "3月2号",
            "6号",
        ),
        (["I need a car, pick up on 2 March, return on 5 March."], "2 March", "5 March"),
    ],
)
def test_a_return_day_goes_to_the_return_field(turns: list[str], pickup: str, back: str) -> None:
    state = run(Rental(), *turns)
    assert isinstance(state, Rental)
    assert (state.pickup_date, state.return_date) == (pickup, back)


def test_a_bare_date_goes_to_no_field_of_two_things() -> None:
    state = run(Flat(), "I'd like to view the flat.", "Could we do Sunday instead?")
    assert isinstance(state, Flat) and state.move_in is None


def test_a_bare_date_goes_to_the_first_of_a_range_guard() -> None:
    state = run(Stay(), "I'd like a room on the 14th.")
    assert isinstance(state, Stay) and state.check_in == "the 14th"


@pytest.mark.parametrize(
    "text", ["周桂芳，1961年5月9日出生。", "Her name is Ann Lowe, 9 May 1961 born."]
)
def test_a_birth_date_named_after_the_date(text: str) -> None:
    state = run(Patient(), text)
    assert isinstance(state, Patient) and state.date_of_birth is not None
    assert "1961" in state.date_of_birth and state.appointment_date is None


class Mortgage(MemoryState):
    property_price: str | None = Field(None, description="Price of the property")
    deposit: str | None = Field(None, description="Deposit")


class Accounts(MemoryState):
    meeting_date: str | None = Field(None, description="Day of the first meeting")
    year_end: str | None = Field(None, description="Accounting year end")


def test_a_deposit_is_an_amount_of_its_own() -> None:
    state = run(
        Mortgage(),
        # (in two sentences: two amounts in one are read as alternatives, neither chosen)
        "The house is priced at £310,000. I've saved a £25,000 deposit.",
        "My aunt is helping, so the deposit is going up to £40,000.",
    )
    assert isinstance(state, Mortgage)
    assert (state.property_price, state.deposit) == ("£310,000", "£40,000")


def test_a_field_named_for_an_end_holds_its_day() -> None:
    state = run(Accounts(), "Our year end is 30 June, if that matters for the quarters.")
    assert isinstance(state, Accounts)
    assert state.year_end == "30 June" and state.meeting_date is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Deliver to 3 Mill Lane, Bath, 07700 900461 is my mobile.", "3 Mill Lane, Bath"),
        (
            "Ship it to 5 Pine Street, Portland, OR 97201 please.",
            "5 Pine Street, Portland, OR 97201",
        ),
    ],
)
def test_a_phone_number_after_an_address_is_no_part_of_it(text: str, expected: str) -> None:
    state = run(Delivery(), text)
    assert isinstance(state, Delivery) and state.delivery_address == expected


class Repair(MemoryState):
    address: str | None = Field(None, description="Address to send it back to")


@pytest.mark.parametrize(
    "text",
    [
        "修好以后寄回杭州市西湖区文三路99号就行",  # before: "回杭州市西湖区文三路99号"
        "麻烦送回闸北区共和新路120号",
    ],
)
def test_a_chinese_address_after_send_back_has_no_verb_in_it(text: str) -> None:
    state = run(Repair(), text)
    assert isinstance(state, Repair)
    assert state.address is not None and not state.address.startswith("回")
    assert state.address.endswith("号") and (
        "文三路" in state.address or "共和新路" in state.address
    )


class Party(MemoryState):
    birthday_child: str | None = Field(None, description="Whose party it is")
    child_names: str | None = Field(None, description="Birthday child or children")
    party_size: str | None = Field(None, description="Size of the party")


def test_a_head_count_fills_no_text_field_for_a_person() -> None:
    state = run(Party(), "It's for my son's party, about 12 kids.", "Now more like 15 children.")
    assert isinstance(state, Party)
    assert state.birthday_child is None and state.child_names is None
    assert state.party_size is not None and "15" in state.party_size  # guard: one that counts
