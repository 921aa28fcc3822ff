"""The offline folder never states a value only floated in a question as current: "would 8pm
be better?" after a 7pm booking is no fact until the reply takes it up; "can we do 8pm?" and
"how about 8pm?" change the booking unless the reply turns them down. Also a group's size said
again ("we're 5", then "we're 3"), a thing of another kind ("make it a margherita") and orders
said as "can I get ..." / "I'll have ..." (EN + 中文)."""

from __future__ import annotations

import pytest

from turnmem.fold.rules.folder import extract_updates
from turnmem.fold.rules.proposals import reply_verdict, tentative
from turnmem.state import MemoryState, apply
from turnmem.turn import Turn

from .test_corrections_choices import check

BOOKING = "Book a table for 4 at 7pm on Thursday."
REFUSED = "Sorry, we're fully booked at 8pm."
ACCEPTED = "Yes, 8pm is available, I've moved it."


def run(*exchanges: tuple[str, str | None]) -> MemoryState:
    """Extract and apply turn by turn; each exchange is (user, assistant reply or None)."""
    state = MemoryState()
    for i, (user, reply) in enumerate(exchanges):
        turn = Turn(index=i, user=user, response=reply)
        state = apply(state, extract_updates(state, [turn]), turn=turn.index)
    return state


@pytest.mark.parametrize(
    "question",
    [
        "Would 8pm be better?",
        "Is 8pm possible?",
        "Would 8pm work instead?",
        "Does 8pm work for you?",
    ],
)
def test_a_value_only_floated_is_no_fact(question: str) -> None:
    check(run((BOOKING, None), (question, None)), ["7pm"], ["8pm"])
    check(run((BOOKING, None), (question, REFUSED)), ["7pm"], ["8pm"])


@pytest.mark.parametrize("question", ["Would 8pm be better?", "Is 8pm possible?"])
def test_a_floated_value_the_reply_accepts_replaces_the_held_one(question: str) -> None:
    check(run((BOOKING, None), (question, ACCEPTED)), ["at 8pm", "time: 8pm"], ["7pm"])


@pytest.mark.parametrize("question", ["Can we do 8pm?", "How about 8pm?", "Could you do 8pm?"])
def test_a_change_asked_for_applies_unless_the_reply_refuses_it(question: str) -> None:
    check(run((BOOKING, None), (question, None)), ["at 8pm"], ["7pm"])
    check(run((BOOKING, None), (question, ACCEPTED)), ["at 8pm"], ["7pm"])
    check(run((BOOKING, None), (question, REFUSED)), ["at 7pm"], ["8pm"])


def test_a_floated_date_waits_for_the_reply() -> None:
    check(run((BOOKING, None), ("Would Friday work better?", None)), ["thursday"], ["friday"])
    accepted = run((BOOKING, None), ("Would Friday work better?", "Sure, Friday is free."))
    check(accepted, ["on friday"], ["thursday"])


def test_chinese_proposal_follows_the_reply() -> None:
    booking = "帮我订明天晚上7点4个人的位子"
    check(run((booking, None), ("8点可以吗？", "抱歉，8点已经满了。")), ["7点"], ["8点"])
    check(run((booking, None), ("8点可以吗？", "好的，已经帮您改到8点。")), ["8点"], ["7点"])


def test_a_question_with_nothing_held_still_states_its_value() -> None:
    # guard: with no time held the question's time is what the user is after
    check(run(("Is there a train to Cambridge at 8pm?", None)), ["8pm"], [])


def test_a_group_size_said_again_replaces_the_one_said_the_same_way() -> None:
    check(run(("We're 5, dinner on Friday.", None), ("we're 3", None)), ["party: 3"], ["5"])
    state = run(("There will be 5 of us.", None), ("There will be 3 of us.", None))
    check(state, ["3 of us"], ["5 of us"])


def test_a_group_size_after_a_booking_size_is_left_as_said() -> None:
    # guard: "a table for 5" may be one booking and "3 of us" another's group
    state = run(("I need a table for 5 on Friday.", None), ("There will be 3 of us.", None))
    check(state, ["table for 5", "3 of us"], [])


@pytest.mark.parametrize(
    ("first", "change", "says", "never"),
    [
        (
            "I'd like to order a large pepperoni pizza.",
            "Actually, make it a margherita.",
            ["order a large margherita"],
            ["pepperoni"],
        ),
        ("Can I get a latte?", "Actually make it a cappuccino.", ["a cappuccino"], ["latte"]),
        (
            "Can I get a chicken salad for lunch?",
            "A tuna wrap would be better.",
            ["a tuna wrap for lunch"],
            ["chicken salad"],
        ),
    ],
)
def test_a_thing_of_another_kind_replaces_the_one_ordered(
    first: str, change: str, says: list[str], never: list[str]
) -> None:
    check(run((first, None), (change, None)), says, never)


def test_a_kind_that_modifies_the_thing_keeps_the_thing() -> None:
    # "a twin" is a twin room: the booking keeps its room (and the last choice wins)
    state = run(
        ("I'm booking a room for my colleague Daniel.", None),
        ("A twin is fine... actually make it a double, he's tall.", None),
    )
    check(state, ["booking a double room for my colleague"], ["twin"])
    check(
        run(("I'd like to book a king room.", None), ("make it a twin", None)),
        ["book a twin room"],
        ["king"],
    )


def test_a_measure_or_a_count_of_things_is_no_new_kind() -> None:
    # guards: "a week" is no thing rented; "a veggie burger" does not turn two into one
    check(
        run(("I need to rent a car for 3 days.", None), ("Make it a week.", None)),
        ["rent a car"],
        ["rent a week"],
    )
    check(
        run(("Order two cheeseburgers please.", None), ("make it a veggie burger", None)),
        [],
        ["two veggie burger"],
    )


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("Can I get a latte?", "get a latte"),
        ("I'll have two cheeseburgers and a coke.", "have two cheeseburgers and a coke"),
        ("OK, I'll take the salmon.", "take the salmon"),
    ],
)
def test_an_order_said_as_a_question_or_a_choice_is_a_goal(text: str, goal: str) -> None:
    assert [g.value for g in run((text, None)).goals] == [goal]


@pytest.mark.parametrize(
    "text", ["Can I get some information on the museum?", "I'll take a look.", "Ok, I'll take it."]
)
def test_asking_for_information_or_taking_a_look_is_no_order(text: str) -> None:
    assert run((text, None)).goals == []


def test_the_reply_verdict_and_the_floated_value() -> None:
    assert reply_verdict("Unfortunately 8pm is taken.") == "refused"
    assert reply_verdict("Great news, 8pm works.") == "accepted"
    assert reply_verdict("Let me check.") is None
    assert reply_verdict(None) is None
    clause = "would 8pm be better?"
    span = tentative(clause)
    assert span is not None and clause[span[0] : span[1]] == "8pm"
    assert (
        tentative("would you like a receipt and the invoice sent to my old email address?") is None
    )


@pytest.mark.parametrize(
    ("first", "change", "says", "never"),
    [
        (
            "I want to request leave from 3 to 7 August.",
            "Actually make it 10 to 14 August.",
            ["from 10 to 14 august", "date: 10 august", "date: 14 august"],
            ["3 august", "7 august"],
        ),
        (
            "I'd like to book a hotel from June 3 to June 6.",
            "Sorry, I meant June 4 to June 7.",
            ["from june 4 to june 7"],
            ["june 3", "june 6"],
        ),
        (
            "我想请假，8月3号到8月7号",
            "改成8月10号到14号",
            ["8月10号", "14号"],
            ["8月3号", "8月7号"],
        ),
    ],
)
def test_a_range_said_again_replaces_both_ends(
    first: str, change: str, says: list[str], never: list[str]
) -> None:
    check(run((first, None), (change, None)), says, never)


def test_a_value_turned_down_leaves_the_request_that_named_it() -> None:
    state = run(
        ("Book the 7:10 train to Leeds tomorrow.", None), ("Hmm, the 7:10 is too early.", None)
    )
    check(state, ["book the train to leeds tomorrow"], ["7:10"])
    check(
        run(("帮我订周三下午3点的会议室", None), ("周三不行", None)), ["下午3点的会议室"], ["周三"]
    )


def test_the_thing_said_with_the_replaces_the_thing_said_with_the() -> None:
    state = run(
        ("I'd like to book the deluxe suite for two nights.", None),
        ("Actually the standard room is enough.", None),
    )
    check(state, ["book the standard room for two nights"], ["deluxe"])
    # guard: a request that acts on a thing does not take a new kind of it
    check(
        run(("Cancel the order please.", None), ("Actually, the refund would be better.", None)),
        ["cancel the order"],
        ["cancel the refund"],
    )


@pytest.mark.parametrize(
    ("first", "change", "says", "never"),
    [
        (
            "Please book my leave from 3 to 7 August.",
            "Could we push it a week later, 10 to 14 August?",
            ["from 10 to 14 august"],
            ["3 august", "7 august"],
        ),
        (
            "Book the dentist for Tuesday 3pm.",
            "Push it back a day, Wednesday 3pm.",
            ["for wednesday 3pm"],
            ["tuesday"],
        ),
    ],
)
def test_a_shift_said_before_its_new_values(
    first: str, change: str, says: list[str], never: list[str]
) -> None:
    check(run((first, None), (change, None)), says, never)


def test_a_shift_with_no_new_values_keeps_the_booking() -> None:
    # guard: "can you move it a day?" names no new day; the booking stays as it was
    check(
        run(("Book the dentist for Tuesday 3pm.", None), ("Can you move it a day?", None)),
        ["book the dentist for tuesday 3pm"],
        [],
    )
