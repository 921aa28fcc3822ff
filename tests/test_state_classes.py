"""Rule classes of the offline folder on everyday wording, English and Chinese: removing a
person the user added by pronoun, short Chinese verbs, a dropped choice, people added to a
party, a replaced value inside a goal."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import Field

from turnmem.state import MemoryState

from .test_corrections import active_texts, never_active, run, tool_turn


class Trip(MemoryState):
    passenger_name: str | None = Field(None, description="Passenger name")
    party_size: int | None = Field(None, description="Number of passengers")


class Rental(MemoryState):
    driver_name: str | None = Field(None, description="Main driver name")
    additional_driver: str | None = Field(None, description="Additional driver name")


class Room(MemoryState):
    guest_name: str | None = Field(None, description="Guest name")
    guests: int | None = Field(None, description="Number of guests")
    room_type: Literal["single", "double", "twin", "suite"] | None = Field(
        None, description="Room type"
    )


class Table(MemoryState):
    party_size: int | None = Field(None, description="Number of people")
    seating: Literal["indoor", "outdoor", "private"] | None = Field(None, description="Seating")
    time: str | None = Field(None, description="Reservation time")


def goal_status(state: MemoryState, words: str) -> str | None:
    hits = [g for g in state.goals if words.casefold() in g.value.casefold()]
    return hits[-1].status if hits else None


# --- a person the user added, removed by pronoun -----------------------------------------------


@pytest.mark.parametrize(
    ("add", "remove", "goal"),
    [
        ("Please add my husband Tom Lee as a second passenger.", "Actually take him off.", "Tom"),
        (
            "Can you add my sister as well?",
            "Hmm, remove her from the booking, she can't come.",
            "sister",
        ),
        ("我同事李明也要去，帮我加上他", "算了，把他去掉吧", "李明"),
        ("再加一个人，我老婆也去", "把她删掉吧，她不去了", "老婆"),
        ("Please add Maria Lopez to the reservation.", "Actually, remove her.", "Maria"),
        ("Please add my colleague Tom Berg too.", "Take Tom off the booking.", "Tom"),
        ("我老婆也来，帮我加上她", "还是把我老婆去掉吧", "加上她"),
    ],
)
def test_taking_the_added_person_off_abandons_that_addition_only(
    add: str, remove: str, goal: str
) -> None:
    state = run(Trip(), "I need to book a flight to Paris, my name is Anna Lee", add, remove)
    assert goal_status(state, goal) in ("abandoned", None)
    assert goal_status(state, "flight to Paris") == "open"
    assert state.passenger_name == "Anna Lee"


def test_the_removed_persons_name_leaves_the_field_holding_it() -> None:
    booked = tool_turn(
        1,
        "Add my wife Ama Asante as an additional driver.",
        "update_rental",
        {"additional_driver": "Ama Asante", "status": "confirmed"},
    )
    state = run(Rental(driver_name="Kofi Asante"), "I need a rental car", booked, "take her off")
    assert state.additional_driver is None and state.driver_name == "Kofi Asante"
    assert goal_status(state, "additional driver") == "abandoned"


def test_a_pronoun_removal_with_no_added_person_changes_nothing() -> None:
    state = run(Trip(), "I need to book a flight to Paris", "take him off")
    assert goal_status(state, "flight to Paris") == "open"


def test_removing_a_thing_is_no_removal_of_a_person() -> None:
    state = run(Room(), "我想订两晚大床房，我老婆也来", "把早餐去掉吧")
    assert goal_status(state, "大床房") == "open"


# --- people added are no party size -------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "再加一个人，我同事也住",
        "add 2 guests please",
        "能不能多加两个人",
        "we need another 3 people",
    ],
)
def test_people_added_to_the_party_are_not_its_size(said: str) -> None:
    state = run(Room(), said)
    assert state.guests is None


# --- short Chinese verbs ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "goal"),
    [
        ("卡要补，寄到公司吧", "补"),
        ("发票也要重开", "重开"),
        ("还要加一件行李", "加一件行李"),
        ("不换了，退吧", "退"),
        ("还要一份生日蛋糕", "一份生日蛋糕"),
        ("那就补发吧", "补发"),
    ],
)
def test_a_short_chinese_verb_states_a_goal(said: str, goal: str) -> None:
    state = run(Trip(), said)
    assert goal_status(state, goal) == "open"
    assert not [g for g in state.goals if g.value.startswith("寄")]  # where it goes: no goal


def test_a_short_chinese_verb_goal_is_dropped_by_its_thing() -> None:
    state = run(Trip(), "我要改签航班", "还要加一件行李", "行李不要了")
    assert goal_status(state, "行李") == "abandoned"
    assert goal_status(state, "改签") == "open"
    state = run(Table(), "帮我订今晚7点4个人", "还要一份生日蛋糕", "蛋糕不要了")
    assert goal_status(state, "蛋糕") == "abandoned"
    assert goal_status(state, "订今晚") == "open"


@pytest.mark.parametrize("said", ["退款多久到账？", "换个时间可以吗？", "补办要多久"])
def test_a_question_about_a_short_verb_is_no_goal(said: str) -> None:
    assert run(Trip(), said).goals == []


# --- a dropped choice clears its field ---------------------------------------------------------


@pytest.mark.parametrize(
    ("turns", "stale"),
    [
        (["帮我订明晚7点的位子，4个人", "还要一个包间", "包间不要了"], "private"),
        (
            [
                "Book a table for 4 at 7pm, a private room please",
                "Actually forget the private room.",
            ],
            "private",
        ),
    ],
)
def test_a_dropped_choice_leaves_its_field(turns: list[str], stale: str) -> None:
    state = run(Table(), *turns)
    assert state.seating is None
    assert state.party_size == 4


def test_a_kept_choice_stays() -> None:
    state = run(Table(), "帮我订明晚7点的位子，4个人", "还要一个包间", "蛋糕不要了")
    assert state.seating == "private"


# --- a replaced value inside a goal ---------------------------------------------------------


def test_a_chinese_literal_replaced_is_restated_in_the_goal() -> None:
    state = run(Room(), "我想订一间大床房，5月3号入住", "换个双床房吧")
    assert state.room_type == "twin"
    never_active(state, "大床房")
    assert any("双床房" in t for t in active_texts(state))


def test_a_goal_done_does_not_state_the_value_changed_after() -> None:
    booked = tool_turn(
        1, "yes please", "create_reservation", {"reservation_id": "R1", "time": "7pm"}
    )
    moved = tool_turn(
        2, "actually make it 8pm", "update_reservation", {"reservation_id": "R1", "time": "8pm"}
    )
    state = run(Table(), "I want to book a table at 7pm", booked, moved)
    assert state.time == "8pm"
    done = [g.value for g in state.goals if g.status == "done"]
    assert done and not any("7pm" in d for d in done), state.goals


# --- a name given as a bare answer ---------------------------------------------------------


class Desk(MemoryState):
    requester_name: str | None = Field(None, description="Requester name")
    employee_id: str | None = Field(None, description="Requester employee id")


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("Tomasz Nowak, E-20931", "Tomasz Nowak"),
        ("Owen Pryce. Card ends 8830.", "Owen Pryce"),
        ("Sam Okafor. My phone is +44 7700 900456.", "Sam Okafor"),
        ("Under Priya Nair.", "Priya Nair"),
        ("Booking ref is K4MZ8R, under Hannah Whitfield.", "Hannah Whitfield"),
        ("吴凡，工号 A10452。", "吴凡"),
        ("姓陈，电话 139 1024 5567", "陈"),
        ("林晓，手机13917256408", "林晓"),
    ],
)
def test_a_bare_name_answer_fills_the_empty_name_field(said: str, name: str) -> None:
    assert run(Desk(), said).requester_name == name


@pytest.mark.parametrize(
    "said",
    [
        "Union Station.",  # a place
        "Downtown Denver, please",
        "Monday Morning.",
        "Kofi Asante is my brother and he will drive",  # a sentence about someone
        "New York, 3 nights",
        "周三，下午两点",  # a weekday
        "高铁，二等座",
        "王府井附近就行",
        "王府井，电话多少？",  # a question
        "Great Wall.",  # a restaurant
        "Golden Dragon",
    ],
)
def test_a_place_a_day_or_a_sentence_is_no_bare_name(said: str) -> None:
    assert run(Desk(), said).requester_name is None


def test_a_bare_name_does_not_replace_the_name_given() -> None:
    state = run(Desk(), "my name is Ana Ruiz", "Ben Ortiz, E-11")
    assert state.requester_name == "Ana Ruiz"


# --- a day of the month alone, and a replaced value named again ------------------------------


class Flight(MemoryState):
    booking_ref: str | None = Field(None, description="Booking reference")
    depart_date: str | None = Field(None, description="Departure date")


class RoundTrip(MemoryState):
    depart_date: str | None = Field(None, description="Departure date")
    return_date: str | None = Field(None, description="Return date")


@pytest.mark.parametrize(
    ("turns", "date", "stale"),
    [
        (
            [
                "I need to move my flight",
                "the 12th if there's room",
                "no no, the 14th. the 12th is the conference dinner, I can't leave before it",
            ],
            "the 14th",
            "12th",
        ),
        (["我想改签机票", "改到16号。说错了，是15号，16号我要开会"], "15号", "16号"),
        (["我想改签机票", "11月3号出发。等一下，是11月4号，3号那天我有事"], "11月4号", "3号"),
    ],
)
def test_a_value_replaced_in_a_message_is_not_brought_back_by_its_reason(
    turns: list[str], date: str, stale: str
) -> None:
    state = run(Flight(), *turns)
    assert state.depart_date == date
    never_active(state, stale)


@pytest.mark.parametrize(
    "said",
    [
        "the 3rd floor please",
        "3号楼",
        "2号线",
        "on the 5th of May",
        "the 2nd bag is extra",
        "3号航站楼见",
    ],
)
def test_a_day_alone_is_not_read_inside_other_numbers(said: str) -> None:
    state = run(Flight(), said)
    assert state.depart_date in (None, "5th of May")


def test_a_day_alone_replaces_no_date_while_the_other_date_is_open() -> None:
    state = run(
        RoundTrip(),
        "flights to Lisbon leaving the 14th of October",
        "The 24th. We're flexible.",
        "oh wait, return on the 25th actually",
    )
    assert (state.depart_date, state.return_date) == ("14th of October", "the 25th")
    never_active(state, "24th")


def test_a_records_date_key_fills_the_one_booking_date() -> None:
    looked = tool_turn(
        0, "move my flight", "get_booking", {"booking_ref": "QX7D2L", "date": "2026-03-10"}
    )
    changed = tool_turn(1, "yes", "change_booking", {"booking_ref": "QX7D2L", "date": "2026-03-14"})
    state = run(Flight(), looked, changed)
    assert state.depart_date == "2026-03-14"
    # two dates (there and back): a bare "date" names neither
    state = run(RoundTrip(), tool_turn(0, "hi", "get_booking", {"date": "2026-03-10"}))
    assert state.depart_date is None and state.return_date is None


# --- phone numbers in local and international form -----------------------------------------


class Contact(MemoryState):
    phone: str | None = Field(None, description="Contact phone number")


@pytest.mark.parametrize(
    ("said", "phone"),
    [
        ("Name's Sofia Marchetti, 0412 558 903.", "0412 558 903"),
        ("085 224 6190", "085 224 6190"),
        ("Use 07700 900123 for the texts, not the landline.", "07700 900123"),
        ("My number is +353 87 412 6650", "+353 87 412 6650"),
    ],
)
def test_a_local_or_grouped_international_number_is_a_phone(said: str, phone: str) -> None:
    assert run(Contact(), said).phone == phone


@pytest.mark.parametrize(
    "said",
    [
        "my account number is 0412 558 903",
        "card 0412 558 903 was declined",
        "The IBAN is DE89 3704 0044 0532 0130 00.",
        "order 0123 456 789 never came",
    ],
)
def test_a_number_after_an_account_card_or_order_cue_is_no_phone(said: str) -> None:
    assert run(Contact(), said).phone is None


@pytest.mark.parametrize(
    ("said", "category"),
    [
        ("My order still hasn't arrived and it was due Tuesday.", "delivery"),
        ("the parcel has not been delivered", "delivery"),
        ("我的快递还没到", "delivery"),
        ("Has my order arrived?", None),  # a question states no category
        ("我还没收到退款", "refund"),
    ],
)
def test_a_late_parcel_is_a_delivery_issue(said: str, category: str | None) -> None:
    from turnmem.domains import SupportState

    assert run(SupportState(), said).issue_category == category


# --- a goal said in passing ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "goal"),
    [
        (
            "Hello, I'm Rachel from Brightline, booking a room for my colleague Daniel.",
            "booking a room",
        ),
        ("I'm calling to cancel my order from last week.", "cancel my order"),
        ("Hi, we're booking two tickets for Saturday", "booking two tickets"),
    ],
)
def test_a_goal_said_in_passing_is_a_goal(said: str, goal: str) -> None:
    state = run(Room(), said)
    assert goal_status(state, goal) == "open"


@pytest.mark.parametrize("said", ["booking reference is HLX-508813", "my booking was cancelled"])
def test_a_booking_named_as_a_thing_is_no_goal(said: str) -> None:
    assert run(Room(), said).goals == []


def test_a_booking_said_in_passing_is_done_by_the_booking_call() -> None:
    made = tool_turn(
        1, "yes please", "create_booking", {"booking_ref": "H1", "status": "confirmed"}
    )
    state = run(Room(), "Hi, booking a room for my colleague", made)
    assert goal_status(state, "booking a room") == "done"


def test_a_chinese_goal_done_does_not_state_the_time_changed_after() -> None:
    booked = tool_turn(1, "好的", "create_reservation", {"booking_ref": "R9", "time": "19:00"})
    state = run(Table(), "帮我订明晚7点的位子，4个人", booked, "改成8点吧，7点赶不到")
    done = [g.value for g in state.goals if g.status == "done"]
    assert done == ["订明晚8点的位子"]


def test_a_new_count_changes_only_the_count_inside_the_goal() -> None:
    state = run(Table(), "can I book a table for 6 this Friday?", "actually make it 8 people")
    assert state.party_size == 8
    assert [g.value for g in state.goals] == ["book a table for 8 this Friday"]


@pytest.mark.parametrize(
    ("said", "goal"),
    [
        ("Don't freeze it, I need it this week. Just the dispute.", "dispute"),
        ("no, only the refund please", "refund"),
        ("周日能晚点退房吗？我们坐下午的高铁", "晚点退房"),
        ("明天能不能提前退房", "提前退房"),
    ],
)
def test_the_action_chosen_or_asked_for_is_a_goal(said: str, goal: str) -> None:
    state = run(Room(), said)
    assert goal_status(state, goal) == "open"


@pytest.mark.parametrize(
    "said",
    ["just the two of us", "only the window seat is left?", "几点能退房？", "明天什么时候能退款"],
)
def test_a_count_a_question_or_a_time_asked_is_no_chosen_action(said: str) -> None:
    assert run(Room(), said).goals == []


class Travel(MemoryState):
    budget: str | None = Field(None, description="Budget")
    seat_preference: str | None = Field(None, description="Seat preference")
    meal_preference: str | None = Field(None, description="Meal preference")


@pytest.mark.parametrize(
    ("said", "field", "value"),
    [
        ("预算一个人三千以内", "budget", "三千以内"),
        ("预算大概两千", "budget", "两千"),
        ("座位尽量连在一起，小孩要靠窗", "seat_preference", "连在一起"),
        ("we'd like to sit together", "seat_preference", "sit together"),
        ("我吃素，他们俩随便", "meal_preference", "吃素"),
    ],
)
def test_a_budget_without_unit_seats_together_and_a_diet_are_read(
    said: str, field: str, value: str
) -> None:
    assert getattr(run(Travel(), said), field) == value


def test_another_persons_seat_is_not_the_users() -> None:
    assert run(Travel(), "小孩要靠窗").seat_preference is None


class Stay2(MemoryState):
    check_in: str | None = Field(None, description="Check-in date")
    check_out: str | None = Field(None, description="Check-out date")


def test_another_persons_day_replaces_no_date_the_user_gave() -> None:
    state = run(
        Stay2(), "a double room from June 3 to June 6 please", "my sister might join on the 5th"
    )
    assert (state.check_in, state.check_out) == ("June 3", "June 6")


def test_a_day_beside_its_weekday_is_one_date_and_a_correction_replaces_it() -> None:
    class Claim(MemoryState):
        incident_date: str | None = Field(None, description="Date of the incident")

    state = run(
        Claim(),
        "I need to file a claim.",
        "It was last Tuesday, the 9th. Wait, no, Monday the 8th, I had the dentist on the Tuesday.",
    )
    assert state.incident_date in ("Monday the 8th", "the 8th", "Monday")
    never_active(state, "the 9th")


def test_taking_a_counted_person_off_counts_one_fewer() -> None:
    state = run(
        Trip(),
        "I'd like to book a flight to Rome on May 12 for me and my husband.",
        "Oh and my mother is coming too, so three of us.",
        "Actually my mother can't come after all, take her off.",
    )
    assert state.party_size == 2
    never_active(state, "three of us")


def test_a_count_given_before_the_addition_is_not_lowered() -> None:
    state = run(
        Trip(),
        "I need 2 tickets to Rome",
        "Please add my colleague Tom Berg as well.",
        "Take Tom off the booking.",
    )
    assert state.party_size == 2


@pytest.mark.parametrize(
    ("said", "there", "back"),
    [
        ("a hotel in Lisbon from the 3rd to the 7th of June", "the 3rd", "7th of June"),
        ("4月30号到5月4号，两个人", "4月30号", "5月4号"),
    ],
)
def test_a_range_of_dates_is_there_and_back(said: str, there: str, back: str) -> None:
    state = run(RoundTrip(), said)
    assert (state.depart_date, state.return_date) == (there, back)


class Clinic(MemoryState):
    patient_name: str | None = Field(None, description="Patient name")
    date_of_birth: str | None = Field(None, description="Patient date of birth")
    appointment_date: str | None = Field(None, description="Appointment date")
    employee_id: str | None = Field(None, description="Employee id")


def test_a_birth_date_or_own_id_after_a_bare_name_fills_its_field() -> None:
    state = run(Clinic(), "Leo Brennan, 14/02/2019. I'm his mum.", "The 4:40 on Tuesday, please.")
    assert (state.patient_name, state.date_of_birth) == ("Leo Brennan", "14/02/2019")
    assert state.appointment_date == "Tuesday"  # a weekday is no one's birth date
    assert run(Clinic(), "Tomasz Nowak, E-20931").employee_id == "E-20931"


def test_a_date_said_as_a_birth_date_is_not_the_appointment() -> None:
    state = run(Clinic(), "He was born 14 February 2019.")
    assert state.appointment_date is None
