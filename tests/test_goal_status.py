"""Goal status and replaced values of the offline folder, by class of phrasing (issue 11).

Each test states a class (how a tool result says a request was carried out, how a user answers
an offer, how a value is turned down beside its replacement...) with sentences of its own, in
English and Chinese where the class exists in both.
"""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import Field

from turnmem.state import MemoryState, custom_fields

from .test_corrections import run, tool_turn


class Desk(MemoryState):
    """A support / banking desk."""

    order_id: str | None = Field(None, description="Order id")
    card_last_four: str | None = Field(None, description="Last four digits of the card")
    dispute_id: str | None = Field(None, description="Dispute id")


class Stay(MemoryState):
    check_in: str | None = Field(None, description="Check-in date")
    check_out: str | None = Field(None, description="Check-out date")
    room_type: Literal["single", "double", "twin"] | None = Field(None, description="Room type")


class Table(MemoryState):
    date: str | None = Field(None, description="Reservation date")
    party_size: int | None = Field(None, description="Number of diners")


def goals(state: MemoryState) -> list[tuple[str, str]]:
    return [(g.value, g.status) for g in state.goals]


def active_texts(state: MemoryState) -> list[str]:
    out = [str(getattr(state, n)) for n in custom_fields(type(state)) if getattr(state, n)]
    out += [i.value for i in [*state.preferences, *state.facts]]
    out += [g.value for g in state.goals if g.status in ("open", "in_progress")]
    return [o.casefold() for o in out]


# --- a tool call that carries out what a goal asks for ---------------------------------------


@pytest.mark.parametrize(
    ("said", "call", "result", "status"),
    [
        ("I'd like to dispute the $80 charge", "file_dispute", {"case": "C-1"}, "done"),
        ("I want to dispute the $80 charge", "openChargeback", {"status": "under_review"},
         "in_progress"),
        ("please block my card, it was stolen", "lock_card", {"status": "locked"}, "done"),
        ("I need to transfer 300 euros to my sister", "make_payment_transfer",
         {"transfer_id": "T-1", "status": "pending"}, "in_progress"),
        ("I'd like to upgrade to business on the way back", "upgrade_seat",
         {"cabin": "business"}, "done"),
        ("我要挂失，卡丢了", "freeze_account", {"status": "frozen"}, "done"),
        ("我想申请争议，那笔不是我刷的", "create_dispute", {"status": "处理中"}, "in_progress"),
        ("帮我退款", "cancel_order_and_refund", {"status": "已受理"}, "in_progress"),
        ("I'd like to return it, the colour is wrong", "create_return", {"rma": "R-88"}, "done"),
        ("我要换个新的，这个坏了", "create_reshipment", {"reship_id": "B-1"}, "done"),
        ("我要投诉你们的快递员", "file_complaint", {"status": "待处理"}, "in_progress"),
        ("Could you call me back tomorrow morning?", "schedule_callback",
         {"status": "scheduled"}, "in_progress"),
    ],
)  # fmt: skip
def test_a_successful_action_call_sets_the_status_of_the_goal_it_carries_out(
    said: str, call: str, result: dict[str, object], status: str
) -> None:
    state = run(Desk(), said, tool_turn(1, "ok", call, result))
    assert [s for _, s in goals(state)] == [status]


@pytest.mark.parametrize(
    ("said", "call", "result"),
    [
        ("I want to dispute the $80 charge", "get_dispute_options", {"options": 2}),
        ("I want to dispute the $80 charge", "check_dispute_eligibility", {"eligible": "yes"}),
        ("I want to dispute the $80 charge", "open_dispute", {"status": "rejected"}),
        ("我要挂失", "lookup_card", {"card_last_four": "1234"}),
        ("I need to transfer 300 euros", "block_card", {"status": "blocked"}),
        ("I want to dispute the $80 charge", "add_note_to_dispute", {"note_id": "N-4"}),
        ("I want a refund for the late delivery", "issue_refund", {"status": "not_eligible"}),
        ("我要申请退款", "create_refund", {"status": "已驳回"}),
        ("I want to exchange the boots", "update_exchange", {"gift_wrap": "no"}),
    ],
)
def test_a_lookup_a_failure_or_another_action_leaves_the_goal_open(
    said: str, call: str, result: dict[str, object]
) -> None:
    state = run(Desk(), said, tool_turn(1, "ok", call, result))
    assert [s for _, s in goals(state)] == ["open"]


# --- answering an offer with a verb ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "goal"),
    [
        ("Yes, exchange please.", "exchange"),
        ("no, just cancel it", "cancel it"),
        ("Sure, refund the difference.", "refund the difference"),
        ("Nah, rather return it", "return it"),
    ],
)
def test_an_answer_to_an_offer_that_names_the_action_is_a_goal(said: str, goal: str) -> None:
    assert goals(run(Desk(), said)) == [(goal, "open")]


@pytest.mark.parametrize("said", ["Order W482913.", "Order AB12345, the kettle", "order #88123"])
def test_an_order_number_is_no_order_request(said: str) -> None:
    state = run(Desk(), said)
    assert state.goals == []
    assert state.order_id is not None


def test_a_refund_chosen_over_a_replacement_is_done_by_the_refund_call() -> None:
    state = run(
        Desk(),
        "My kettle arrived with a dent, order W11235.",
        tool_turn(1, "A new one maybe. Actually no, just refund it.", "issue_refund",
                  {"refund_id": "R-5", "status": "processed"}),
    )  # fmt: skip
    assert goals(state) == [("refund it", "done")]


# --- a value turned down beside its replacement -----------------------------------------------


@pytest.mark.parametrize(
    ("turns", "size"),
    [
        (["订周六的位子，6位", "是8位，不是6位"], 8),
        (["订周六的位子，6位", "8位吧，不要6位"], 8),
        (["A table for 6 on Saturday", "8 people, not 6"], 8),
        (["A table for 6 on Saturday", "make that 7 of us, not 6, my cousin is coming"], 7),
        (["订周六的位子，两个人", "是三个人，不是两个人"], 3),
        (["订周六的位子，两位", "四位吧，不是两位"], 4),
    ],
)
def test_the_count_turned_down_leaves_the_count_field(turns: list[str], size: int) -> None:
    state = run(Table(), *turns)
    assert state.party_size == size


@pytest.mark.parametrize(
    ("said", "old"),
    [
        ("先放量5%，不要10%，稳一点", "10%"),
        ("start with 2 servers, not 4", "4"),
    ],
)
def test_a_value_turned_down_beside_its_replacement_is_not_stored(said: str, old: str) -> None:
    state = run(Table(), said)
    assert not [t for t in active_texts(state) if old in t.split() or t == old]


def test_a_turned_down_thing_without_a_digit_is_still_a_wish() -> None:
    state = run(Table(), "寄到公司，不要放门口")
    assert [(p.value, p.polarity) for p in state.preferences] == [("门口", "avoid")]


# --- a bare name replacing the thing a goal wants ---------------------------------------------


@pytest.mark.parametrize(
    ("turns", "now", "old"),
    [
        (["I want the Dell XPS 13. Hmm, actually the ThinkPad T14."], "the ThinkPad T14", "XPS"),
        (["I'd like the iPhone 15", "oh wait, actually the Pixel 8"], "the Pixel 8", "iphone"),
    ],
)
def test_a_bare_name_after_actually_replaces_the_wanted_thing(
    turns: list[str], now: str, old: str
) -> None:
    state = run(Desk(), *turns)
    assert [i.value for i in [*state.goals, *state.preferences]] == [now]
    assert not [t for t in active_texts(state) if old.casefold() in t]


def test_a_bare_name_asked_about_replaces_nothing() -> None:
    state = run(Desk(), "I want the Dell XPS 13", "actually the ThinkPad T14?")
    assert goals(state) == [("the Dell XPS 13", "open")]


# --- a Chinese date whose verb follows it ------------------------------------------------------


@pytest.mark.parametrize(
    ("turns", "check_in", "check_out"),
    [
        (["订下周五到周日的房间", "周日能晚点退房吗？"], "下周五", "周日"),
        (["周四入住", "周六上午退房"], "周四", "周六"),
        (["下周三入住，周五退房"], "下周三", "周五"),
    ],
)
def test_a_date_before_its_chinese_verb_fills_that_verbs_field(
    turns: list[str], check_in: str, check_out: str
) -> None:
    state = run(Stay(), *turns)
    assert (state.check_in, state.check_out) == (check_in, check_out)


# --- the task of a workflow ---------------------------------------------------------------------


class Flow(MemoryState):
    task_goal: str | None = Field(None, description="Task goal")
    steps_done: list[str] = Field(default_factory=list, description="Steps done")
    steps_pending: list[str] = Field(default_factory=list, description="Steps pending")


@pytest.mark.parametrize(
    ("first", "task"),
    [
        ("Hi, I need to renew my work visa before June.", "renew my work visa before June"),
        ("帮我把官网迁移到新服务器，步骤带我走一遍", "把官网迁移到新服务器"),
        ("Can you help me close my old savings account?", "close my old savings account"),
    ],
)
def test_the_one_goal_of_the_first_message_is_the_task_not_a_step(first: str, task: str) -> None:
    state = run(Flow(), first, "ok, what comes first?")
    assert state.task_goal == task


def test_a_first_message_listing_steps_or_a_later_goal_names_no_task() -> None:
    state = run(Flow(), "I need to create her email account, order a laptop and book the training")
    assert state.task_goal is None
    assert len(state.steps_pending) == 3
    state = run(Flow(), "First I need to create her email account.")
    assert state.task_goal is None
    assert state.steps_pending == ["create her email account"]
    state = run(Flow(), "Hi, I start on Monday.", "I need to pick a laptop")
    assert state.task_goal is None
    assert state.steps_pending == ["pick a laptop"]
    # a schema without step lists has no workflow task
    assert run(Desk(), "I need to renew my work visa").goals[0].value == "renew my work visa"


# --- a replaced field value leaves the open goals that state it ---------------------------------


class Fly(MemoryState):
    cabin: Literal["economy", "premium economy", "business"] | None = Field(
        None, description="Cabin class"
    )
    seat_preference: str | None = Field(None, description="Seat preference")


@pytest.mark.parametrize(
    ("turns", "goal", "old"),
    [
        (["I'd like to upgrade to premium economy on my Tokyo flight",
          "Oh nice, let's do business then"],
         "upgrade to business on my Tokyo flight", "premium economy"),
        (["I want to upgrade to economy plus... no, I want to move to premium economy",
          "hmm, business please"], None, "premium economy"),
        (["我想升舱到premium economy", "还是business吧"], None, "premium economy"),
    ],
)  # fmt: skip
def test_a_replaced_field_value_is_restated_in_the_open_goals(
    turns: list[str], goal: str | None, old: str
) -> None:
    state = run(Fly(), *turns)
    assert state.cabin == "business"
    if goal is not None:
        assert [g.value for g in state.goals] == [goal]
    assert not [t for t in active_texts(state) if old in t]


def test_the_count_turned_down_is_restated_in_the_goal() -> None:
    state = run(Table(), "I'd like to book a table for 4 on Saturday", "and 6 people, not 4")
    assert [g.value for g in state.goals] == ["book a table for 6 on Saturday"]


# --- "yes, book it": the open goal the verb names, not a new one -------------------------------


@pytest.mark.parametrize(
    ("turns", "call", "done"),
    [
        (["I'd like to book a table for 6 on Saturday", "Yes, book it please"],
         "create_reservation", "book a table for 6 on Saturday"),
        (["I want to cancel my gym membership", "ok, cancel it"], "cancel_membership",
         "cancel my gym membership"),
    ],
)  # fmt: skip
def test_a_verb_with_a_pronoun_confirms_the_open_goal_of_that_verb(
    turns: list[str], call: str, done: str
) -> None:
    state = run(Table(), *turns[:-1], tool_turn(len(turns) - 1, turns[-1], call, {"ref": "R-1"}))
    assert goals(state) == [(done, "done")]


def test_a_verb_with_a_pronoun_and_no_goal_of_that_verb_is_a_goal() -> None:
    state = run(Table(), "I'd like to book a table for 6", "Actually no, just cancel it")
    assert ("cancel it", "open") in goals(state)


# --- dropping a named thing ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "I changed my mind about the gift box.",
        "We don't need the gift box after all",
        "The gift box isn't needed anymore.",
        "I'll pass on the gift box, thanks",
    ],
)
def test_a_dropped_thing_abandons_only_the_goal_it_names(said: str) -> None:
    state = run(Desk(), "I want to order the blue teapot", "and can you add a gift box?", said)
    assert dict(goals(state)) == {"order the blue teapot": "open", "add a gift box": "abandoned"}


@pytest.mark.parametrize("said", ["不用开发票了", "发票就不开了", "不必再寄发票了"])
def test_a_chinese_dropped_thing_abandons_only_the_goal_it_names(said: str) -> None:
    state = run(Desk(), "我要订购一台咖啡机", "另外帮我开个发票", said)
    assert dict(goals(state)) == {"订购一台咖啡机": "open", "开个发票": "abandoned"}


def test_a_thing_not_needed_that_names_no_goal_changes_no_goal() -> None:
    state = run(Desk(), "I want to order the blue teapot", "I don't need the manual anymore")
    assert goals(state) == [("order the blue teapot", "open")]


# --- asking to know is no goal; what arrived is done ----------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "I'd like to know the cancellation fee",
        "I want to find out whether the pool is open late",
        "我想知道退款多久到账",
        "我想了解一下会员有什么权益",
    ],
)
def test_wanting_to_know_something_is_no_goal(said: str) -> None:
    assert run(Desk(), said).goals == []


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("I want a refund for the broken lamp", "The refund came through this morning."),
        ("I want a refund for the broken lamp", "ok the refund was credited, thanks"),
        ("我想退款，台灯坏了", "退款已经到账了"),
        ("帮我补办一张新卡", "新卡收到了"),
    ],
)
def test_what_the_user_reports_arrived_marks_the_goal_naming_it_done(asked: str, said: str) -> None:
    state = run(Desk(), asked, said)
    assert [s for _, s in goals(state)] == ["done"]


def test_a_chinese_order_number_after_a_goal_is_no_goal() -> None:
    state = run(Desk(), "我想退款，订单号W12345")
    assert goals(state) == [("退款", "open")]
    assert state.order_id == "W12345"


@pytest.mark.parametrize(
    "said",
    ["no, exchange isn't what I want", "Return window?", "Change would be nice, but later",
     "the refund's gone through?"],
)  # fmt: skip
def test_a_verb_used_as_a_noun_is_no_goal(said: str) -> None:
    assert run(Desk(), said).goals == []


# --- a changed record that now states what a goal asked for ---------------------------------------


@pytest.mark.parametrize(
    ("said", "call", "result", "status"),
    [
        ("Could you add a vegetarian meal to my booking?", "update_booking",
         {"booking_ref": "K1", "meal": "vegetarian"}, "done"),
        ("能帮我们准备个生日蛋糕吗？", "update_reservation", {"notes": "8寸寿桃蛋糕"}, "done"),
        ("Could you add a vegetarian meal to my booking?", "update_booking",
         {"booking_ref": "K1", "seat": "12A"}, "open"),
        ("Could you add a vegetarian meal to my booking?", "get_booking",
         {"booking_ref": "K1", "meal": "vegetarian"}, "open"),
    ],
)  # fmt: skip
def test_a_changed_record_that_states_what_a_goal_asks_carries_it_out(
    said: str, call: str, result: dict[str, object], status: str
) -> None:
    state = run(Desk(), said, tool_turn(1, "ok", call, result))
    assert [s for _, s in goals(state)] == [status]


def test_a_replaced_field_value_leaves_the_wish_that_states_it() -> None:
    state = run(Fly(), "I'd like a seat in premium economy", "hmm, business please")
    assert state.cabin == "business"
    assert not [t for t in active_texts(state) if "premium economy" in t]


# --- a call named by a verb and an object carries out the goal naming that object -------------
# A tool call's name is a verb and the thing it acts on. When the verb makes, files or sends
# something and the call succeeds, the open goal that names the same thing (the same word, or a
# word one starts the other: "lease" and "leasing") is carried out. A goal in Chinese names the
# thing in its own words. A call that reads or edits, or a goal naming another thing, moves no
# status: unsure is left open.


@pytest.mark.parametrize(
    ("said", "call", "result", "status"),
    [
        ("I'd like to lodge a claim for the hail damage", "submit_claim",
         {"claim_ref": "Q-77", "state": "received"}, "in_progress"),
        ("Please block it and mail me another card", "reissueCard",
         {"card": "4411", "status": "ok"}, "done"),
        ("We want to rent a van for the move", "create_rental",
         {"rental_no": "VN-3", "status": "confirmed"}, "done"),
        ("我想给我女儿预约一下", "schedule_appointment", {"appointment_no": "A-12"}, "done"),
        ("我要申请报销和理赔", "file_claim", {"claim_no": "C-9"}, "done"),
        ("I'd like to rent a van for the move", "get_rental",
         {"rental_no": "VN-3", "status": "confirmed"}, "open"),
        ("I'd like to rent a van for the move", "create_invoice",
         {"invoice_no": "IN-3", "status": "confirmed"}, "open"),
        ("I'd like to rent a van for the move", "create_rental",
         {"rental_no": "VN-3", "status": "declined"}, "open"),
    ],
)  # fmt: skip
def test_a_call_carries_out_the_goal_naming_its_object(
    said: str, call: str, result: dict[str, object], status: str
) -> None:
    state = run(Desk(), said, tool_turn(1, "ok", call, result))
    assert [s for _, s in goals(state)] == [status]


def test_a_booking_call_carries_out_a_chinese_booking_for_someone_else() -> None:
    state = run(
        Stay(), "帮我同事订个房间", tool_turn(1, "好", "create_booking", {"booking_no": "B7"})
    )
    assert [s for _, s in goals(state)] == ["done"]
    state = run(
        Stay(), "帮我查一下订单", tool_turn(1, "好", "create_booking", {"booking_no": "B7"})
    )
    assert "done" not in [s for _, s in goals(state)]


# --- a request to be told something is a question, not a task ----------------------------------
# "Could you confirm the room has a balcony?" asks for a fact: the agent answers it, nothing is
# left to do. A request to act ("could you check me in early?") stays a goal.


@pytest.mark.parametrize(
    "said",
    [
        "Can you confirm the suite has a balcony?",
        "Could you check whether breakfast is included?",
        "could you let me know if the flight comes with meals?",
    ],
)
def test_a_request_to_be_told_something_is_no_goal(said: str) -> None:
    assert goals(run(Stay(), said)) == []


def test_a_request_to_act_in_question_form_stays_a_goal() -> None:
    assert [s for _, s in goals(run(Stay(), "Could you arrange an airport pickup for us?"))] == [
        "open"
    ]


# --- a change call carries out the change of the thing it names; a cancel names a number --------
# "switch_plan" changes a plan, so it carries out "move me to a cheaper plan" (or "换个便宜的套餐");
# "change_booking" names no thing of its own (a booking is any record), so it carries out no
# "book a table". A result that says what it cancelled by number ("removed_addon": "***5521")
# carries out the cancel goal that names that number, and no other.


@pytest.mark.parametrize(
    ("said", "call", "result", "status"),
    [
        ("I want to move to a cheaper plan", "switch_plan", {"plan": "Basic 20"}, "done"),
        ("我想换个便宜点的套餐", "change_plan", {"plan_code": "B20"}, "done"),
        ("I'd like to book a table for two", "change_booking", {"booking_no": "T-4"}, "open"),
    ],
)  # fmt: skip
def test_a_change_call_carries_out_the_change_of_what_it_names(
    said: str, call: str, result: dict[str, object], status: str
) -> None:
    state = run(Desk(), said, tool_turn(1, "ok", call, result))
    assert [s for _, s in goals(state)] == [status]


def test_a_result_naming_what_it_cancelled_by_number_carries_out_that_cancel_only() -> None:
    state = run(
        Desk(),
        "取消尾号5521的副卡",
        tool_turn(1, "好", "update_account", {"removed_addon": "***5521", "status": "ok"}),
    )
    assert goals(state) == [("取消尾号5521的副卡", "done")]
    state = run(
        Desk(),
        "取消尾号5521的副卡",
        tool_turn(1, "好", "update_account", {"removed_addon": "***7310", "status": "ok"}),
    )
    assert goals(state) == [("取消尾号5521的副卡", "open")]


# --- a Chinese request in question form -------------------------------------------------------
# "能不能/可不可以/能否 + an action" asks the agent to do it, as "could you..." does: a goal.
# Asking whether one may go somewhere or look something up is not, and "能不能换个靠窗的" changes
# a value (a correction), not a task of its own.


@pytest.mark.parametrize(
    ("said", "want"), [("能不能先退押金？", "先退押金"), ("可不可以补办一张", "补办一张")]
)
def test_a_chinese_request_in_question_form_is_a_goal(said: str, want: str) -> None:
    assert goals(run(Desk(), said)) == [(want, "open")]


@pytest.mark.parametrize("said", ["能不能去外滩走走？", "可以查到吗？", "能不能换个靠窗的"])
def test_a_chinese_question_that_asks_no_task_is_no_goal(said: str) -> None:
    assert goals(run(Desk(), said)) == []


# --- the user passes a request on to the person it was for ---------------------------------------
# "Could you renew his parking permit?" ... "ok, I'll let him know": the user takes the request
# back to that person, so the goal about him is dropped. Only a goal about the same person
# moves ("I'll tell her" leaves "renew his parking permit" alone).


def test_passing_a_request_on_drops_the_goal_about_that_person() -> None:
    state = run(Desk(), "could you renew his parking permit?", "ok, I'll let him know")
    assert goals(state) == [("renew his parking permit", "abandoned")]
    state = run(Desk(), "could you renew his parking permit?", "I'll tell her")
    assert goals(state) == [("renew his parking permit", "open")]
    state = run(Desk(), "请帮她改一下收货地址", "那让她自己弄吧")
    assert [s for _, s in goals(state)] == ["abandoned"]


# --- a goal changed in one turn, then carried out by a reschedule -----------------------------
# "book a pickup tomorrow at 3pm" then "make it Friday at 10am": both values of the goal change
# in one turn, so its history holds what the user said before (not "Friday at 3pm", a value
# between the two changes that nobody said), and a successful ``reschedule_pickup`` carries the
# changed goal out; a rejected one leaves it open.


class Pickup(MemoryState):
    pickup_date: str | None = Field(None, description="Pickup date")
    pickup_time: str | None = Field(None, description="Pickup time")


@pytest.mark.parametrize(
    ("asked", "changed", "before", "after"),
    [
        ("Please schedule a pickup for tomorrow at 3pm", "Sorry, make it Friday at 10am instead",
         "schedule a pickup for tomorrow at 3pm", "schedule a pickup for Friday at 10am"),
        ("请帮我预约明天下午三点上门取件", "不对，改成后天上午十点",
         "预约明天下午三点上门取件", "预约后天上午十点上门取件"),
    ],
)  # fmt: skip
def test_a_goal_changed_twice_in_one_turn_keeps_one_past_value_and_a_reschedule_does_it(
    asked: str, changed: str, before: str, after: str
) -> None:
    said = run(Pickup(), asked, changed)
    [goal] = said.goals
    assert (goal.value, goal.status, [h.value for h in goal.history]) == (after, "open", [before])
    done = run(
        Pickup(), asked, tool_turn(1, changed, "reschedule_pickup", {"status": "rescheduled"})
    )
    assert [(g.value, g.status) for g in done.goals] == [(after, "done")]
    refused = run(
        Pickup(), asked, tool_turn(1, changed, "reschedule_pickup", {"status": "rejected"})
    )
    assert [(g.value, g.status) for g in refused.goals] == [(after, "open")]
