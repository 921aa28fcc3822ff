"""Values the offline folder read into the wrong field or kept after a change, in forms a
held-out set showed: a bare hour after a day ("the Wednesday at 3"), an event moved by name
("move the start to the 10th"), a recount of pairs ("three pairs of trousers"), a kept end
("... instead and still leave on the Friday"), a value named by its kind ("the Basic
edition"), heads of one kind ("two adults and three kids" is 2 adults), and a description
where "day" is a length ("Full day, morning or afternoon"). Each case fails on the rules
before this change unless it is marked as a guard."""

from __future__ import annotations

from pydantic import Field

from turnmem.state import MemoryState

from .test_corrections_choices import check, current, run, tool_turn


class Visit(MemoryState):
    day: str | None = Field(None, description="Day of the appointment")
    time: str | None = Field(None, description="Time of the appointment")


class Course(MemoryState):
    start_date: str | None = Field(None, description="First day of the course")


class Order(MemoryState):
    address: str | None = Field(None, description="Delivery address")


class Licence(MemoryState):
    edition: str | None = Field(None, description="Edition or plan")
    seats: int | None = Field(None, description="Number of seats")


class Plans(MemoryState):
    old_plan: str | None = Field(None, description="Plan the line was on")
    new_plan: str | None = Field(None, description="Plan the customer moves to")


class Stay(MemoryState):
    arrival_date: str | None = Field(None, description="Day of arrival")


class Party(MemoryState):
    adults: int | None = Field(None, description="Adults")
    children: int | None = Field(None, description="Children")


class People(MemoryState):
    people: int | None = Field(None, description="Number of people")


class Care(MemoryState):
    session: str | None = Field(None, description="Full day, morning or afternoon")
    start_date: str | None = Field(None, description="First day")


# --- a bare hour after a day ------------------------------------------------------------------


def test_a_bare_hour_after_the_new_day_replaces_the_time() -> None:
    state = run(
        Visit(),
        "Monday 11:30 then. Oh wait, my son drives me and he works Mondays, so it has to be "
        "the Wednesday at 3.",
    )
    assert state.day == "Wednesday" and state.time == "3"
    check(state, ["time of the appointment: 3"], ["11:30"])


def test_an_hour_after_tomorrow_is_a_time() -> None:
    assert run(Visit(), "Can I come in tomorrow at 10, please?").time == "10"


def test_guard_a_number_after_a_day_and_at_that_is_no_hour_stays_out() -> None:
    # "at 3 Mill Lane", "at 4 people" after a day: an address, a head count
    assert run(Visit(), "Deliver it on Friday at 3 Mill Lane.").time is None
    assert run(Visit(), "A table on Friday at 4 people, please.").time is None


# --- an event moved by name -------------------------------------------------------------------


def test_moving_the_start_by_name_replaces_the_first_day() -> None:
    state = run(
        Course(),
        "I'd like to sign my daughter up for swimming, starting on the 3rd.",
        "Could we move the start to the 10th? We're away that week.",
    )
    assert state.start_date == "the 10th"
    check(state, ["the 10th"], ["the 3rd"])


def test_guard_moving_a_thing_somewhere_changes_no_address() -> None:
    state = run(Order(), "Please deliver the sofa to 5 Mill Lane.", "Move the sofa to the bedroom.")
    assert state.address == "5 Mill Lane"


# --- a recount of pairs -----------------------------------------------------------------------


def test_three_pairs_of_trousers_recounts_the_pairs() -> None:
    state = run(
        Order(),
        "Can you clean a wool coat and two pairs of trousers?",
        "Oh, make it three pairs of trousers, I forgot one.",
    )
    check(state, ["three pairs of trousers"], ["two pairs"])


def test_guard_pairs_of_another_thing_recount_nothing() -> None:
    state = run(
        Order(),
        "Can you clean a wool coat and two pairs of trousers?",
        "Oh, make it three pairs of socks.",
    )
    check(state, ["two pairs of trousers"], ["three pairs of trousers"])


# --- a kept end -------------------------------------------------------------------------------


def test_a_kept_end_after_instead_is_no_new_arrival() -> None:
    state = run(
        Stay(),
        "We want a cabin from Wednesday 4 March for two nights.",
        "Could we arrive on Tuesday the 3rd instead and still leave on the Friday?",
    )
    assert state.arrival_date == "the 3rd"
    check(state, ["the 3rd"], ["4 march"])


# --- a value named by its kind ----------------------------------------------------------------


def test_the_kind_named_replaces_the_tools_record() -> None:
    state = run(
        Licence(),
        tool_turn(
            0,
            "Our Pro licence renews soon.",
            "get_plan",
            {"company": "Acme"},
            {"edition": "Pro", "seats": 10},
            "I can see it.",
        ),
        "Keep it, but move us down to the Basic edition, same 10 seats.",
    )
    assert state.edition == "Basic"
    check(state, ["basic"], ["edition or plan: pro"])


def test_a_request_verb_is_no_place_a_kind_replaces() -> None:
    state = run(
        Licence(),
        "Please cancel the renewal.",
        "Hold on, don't cancel. Renew it, but move us down to the Basic edition.",
    )
    assert state.edition == "Basic"
    assert "basic it" not in current(state)


def test_guard_two_fields_of_one_kind_take_no_kind_value() -> None:
    state = run(Plans(), "I'd like to move from the Gold plan to the Silver plan.")
    assert state.old_plan in (None, "Gold") and state.new_plan in (None, "Silver")


def test_guard_a_kind_not_capitalised_names_no_value() -> None:
    assert run(Licence(), "Is there a cheaper edition?").edition is None


# --- heads of one kind ------------------------------------------------------------------------


def test_adults_count_only_the_adults() -> None:
    state = run(Party(), "We're two adults and three kids.")
    assert (state.adults, state.children) == (2, 3)


def test_chinese_adults_and_children_are_counted_apart() -> None:
    state = run(Party(), "我们两个大人一个小孩。")
    assert (state.adults, state.children) == (2, 1)


def test_a_recount_of_adults_leaves_the_child() -> None:
    state = run(
        Party(),
        "Four adults and one child please.",
        "Actually, make it three adults - my brother can't come.",
    )
    assert (state.adults, state.children) == (3, 1)
    check(state, ["three adults", "one child"], ["four adults"])


def test_guard_people_count_every_head() -> None:
    assert run(People(), "We're two adults and three kids.").people == 5


# --- "day" as a length ------------------------------------------------------------------------


def test_a_full_day_session_field_takes_no_weekday() -> None:
    state = run(Care(), "I'd like a place for my son, mornings on Tuesday, starting 3 March.")
    assert state.session is None
    assert state.start_date == "3 March"
