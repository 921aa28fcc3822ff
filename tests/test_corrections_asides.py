"""Values a correction's aside made wrong: the reason after a dash replaced the new day ("move
it from the 12th to the 19th - the vicar's away on the 12th" stored "the 12th"), a limit
replaced the booked time it agrees with ("7pm" became "before 9pm" after "I have to leave
before 9pm"; 七点 became 九点前), and a part of an address said again after a slip ("Flat 3,
88 Marlowe Road ... Sorry, it's Flat 5") was not read. Later in the round: another person's
plans replaced the day asked for ("I need it by Friday 12 March - his party's on the
Saturday" stored Saturday), a day ruled out filled the field ("any morning except Wednesday"),
and "the house number is 29, not 27" changed nothing. Each case fails on the rules before this
change unless marked as a guard."""

from __future__ import annotations

from pydantic import Field

from turnmem.state import MemoryState

from .test_corrections_choices import run


class Event(MemoryState):
    event_date: str | None = Field(None, description="Day of the event")


class Visit(MemoryState):
    visit_date: str | None = Field(None, description="Day of the appointment")
    visit_time: str | None = Field(None, description="Time of the appointment")


class Home(MemoryState):
    address: str | None = Field(None, description="Address of the house")


def test_the_reason_after_a_dash_names_the_replaced_day() -> None:
    state = run(
        Event(),
        "The party is on 12 September.",
        "Can we move it from 12 September to 19 September - the hall is taken on the 12th.",
    )
    assert state.event_date == "19 September"
    first = run(Event(), "Please change it from the 3rd to the 5th - I'm away on the 3rd.")
    assert first.event_date == "the 5th"


def test_guard_a_reason_after_a_comma_already_named_the_replaced_day() -> None:
    state = run(Event(), "Please change it from the 3rd to the 5th, I'm away on the 3rd.")
    assert state.event_date == "the 5th"


def test_a_limit_the_booked_time_meets_leaves_it() -> None:
    state = run(
        Visit(), "Friday at 7pm please.", "Drop the second treatment, I must leave before 9pm."
    )
    assert state.visit_time == "7pm"
    assert run(Visit(), "周五晚上七点。", "第二个项目算了，我九点前要走。").visit_time == "晚上七点"
    assert run(Visit(), "Friday at 4pm.", "Any time after 3pm works.").visit_time == "4pm"


def test_guard_a_limit_the_booked_time_breaks_replaces_it() -> None:
    assert run(Visit(), "Friday at 10pm.", "I have to leave before 9pm.").visit_time == "before 9pm"
    assert run(Visit(), "Friday at 2pm.", "Any time after 3pm works.").visit_time == "after 3pm"


def test_a_part_said_again_after_a_slip_replaces_that_part() -> None:
    state = run(
        Home(),
        "It's Flat 3, 22 Ash Grove, Leeds LS6 2AB. Oh sorry, it's Flat 8 - wrong letter.",
    )
    assert state.address == "Flat 8, 22 Ash Grove, Leeds LS6 2AB"


def test_guard_a_part_no_value_holds_changes_nothing() -> None:
    state = run(Home(), "It's 22 Ash Grove, Leeds LS6 2AB.", "Sorry, it's Flat 8.")
    assert state.address == "22 Ash Grove, Leeds LS6 2AB"


def test_another_persons_day_does_not_replace_the_day_asked_for() -> None:
    state = run(Event(), "I need it by Friday 12 March - his party's on the Saturday.")
    assert state.event_date == "12 March"
    later = run(Visit(), "Can we start at 3pm?", "Some of them have football till 2.")
    assert later.visit_time == "3pm"


def test_guard_another_persons_value_still_fills_an_empty_field() -> None:
    assert run(Event(), "My wife's away, so the party is on 19 September.").event_date


def test_a_day_ruled_out_fills_nothing() -> None:
    assert run(Visit(), "Any morning is fine except Wednesday.").visit_date is None
    assert run(Visit(), "Any day apart from Friday works.").visit_date is None
    assert run(Visit(), "除了周三都可以。").visit_date is None


def test_a_house_number_said_instead_replaces_it_in_the_address() -> None:
    state = run(
        Home(),
        "It's 27 Harrow Lane, Leeds LS6 2QP.",
        "Oh, and the house number is 29, not 27 - I keep giving my old one.",
    )
    assert state.address == "29 Harrow Lane, Leeds LS6 2QP"


class Job(MemoryState):
    install_date: str | None = Field(None, description="Day of the install")
    session_time: str | None = Field(None, description="Time of the session")


class Claim(MemoryState):
    incident_date: str | None = Field(None, description="Day of the incident")


def test_another_persons_or_a_past_events_day_is_no_booking_day() -> None:
    assert (
        run(Job(), "My mum's visiting on the 20th, so it has to be done before.").install_date
        is None
    )
    assert run(Job(), "The old fence blew down in the storm on Sunday.").install_date is None
    assert run(Job(), "Could we do 2pm? We're at church till 12:30.").session_time == "2pm"


def test_guard_the_one_booked_for_and_an_incident_field_keep_their_days() -> None:
    assert run(Job(), "He starts Monday 12 January, please set him up.").install_date
    assert run(Claim(), "The pipe burst on Sunday night.").incident_date == "Sunday night"


class Hamper(MemoryState):
    delivery_address: str | None = Field(None, description="Where the hamper goes")


def test_a_street_word_said_instead_replaces_it_in_the_address() -> None:
    first = "Please send it to 14 Larch Avenue, Ripon HG4 2BN."
    goal = run(Home(), first, "Oh hang on, it's Larch Crescent, not Avenue.").goals[0].value
    assert goal == "send it to 14 Larch Crescent"  # the request holding it, not "Larch Larch"
    for said in (
        "Oh hang on, it's Larch Crescent, not Avenue, I always mix them up.",
        "Sorry, it's Crescent, not Avenue.",
    ):
        assert run(Hamper(), first, said).delivery_address == "14 Larch Crescent, Ripon HG4 2BN"
    ripley = run(Hamper(), first, "It's Ripley, not Ripon.").delivery_address
    assert ripley == "14 Larch Avenue, Ripley HG4 2BN"


def test_a_chinese_aside_about_someone_elses_plans_gives_no_booking_day() -> None:
    # each clause tells of another engagement: a visit by someone else, a parcel, the child's
    # jab, a trip; the day asked for is elsewhere or not said
    state = run(Visit(), "下周三以后都可以，下周二物业要来修电梯。")
    assert state.visit_date != "下周二"
    state = run(Visit(), "想约这周日。", "配件下周一才到，那就先不约了。")
    assert state.visit_date == "这周日"
    state = run(Visit(), "周五上午女儿要去体检，能改到周五下午吗？")
    assert state.visit_date != "周五上午"


def test_guard_a_chinese_booking_day_with_a_visit_verb_stays() -> None:
    assert run(Visit(), "师傅下周二过来吧。").visit_date == "下周二"
    assert run(Visit(), "能改到周四吗？").visit_date == "周四"


class Sitting(MemoryState):
    start_date: str | None = Field(None, description="First day of the pet sitting")
    end_date: str | None = Field(None, description="Last day of the pet sitting")


def test_guard_how_long_a_chinese_booking_runs_is_no_aside() -> None:
    state = run(Sitting(), "4月30号到5月4号。", "我妹妹5月3号回来，所以只要到5月2号。")
    assert state.end_date == "5月2号"


def test_when_someone_is_away_is_no_booking_day_even_with_none_held() -> None:
    state = run(Visit(), "We'd like a survey. My dad has the keys, he's away till the 19th.")
    assert state.visit_date is None  # before: "the 19th"
    assert run(Visit(), "She's abroad until Friday.").visit_date is None
