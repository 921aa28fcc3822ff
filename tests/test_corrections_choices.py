"""The offline folder never lies after a value is picked, recounted or taken back in the
ordinary ways people say it: "size L would be better", "so 3 now", "never mind, keep it",
"it got moved to Thursday", "no wait, I'm leaving from Providence" (EN + 中文). Each case
states what the state must say and what it must no longer say as current."""

from __future__ import annotations

import json
import re
from typing import Literal

import pytest
from pydantic import Field

from turnmem.context.render import render_state
from turnmem.fold.rules.folder import extract_updates
from turnmem.state import MemoryState, apply
from turnmem.tokens import TokenCounter
from turnmem.turn import Observation, Step, ToolCall, Turn

COUNTER = TokenCounter()


class Flight(MemoryState):
    origin: str | None = Field(None, description="Departure city")
    destination: str | None = Field(None, description="Destination city")
    depart_date: str | None = Field(None, description="Departure date")


class Order(MemoryState):
    cabin: Literal["economy", "business"] | None = Field(None, description="Cabin class")


def run(state: MemoryState, *turns: str | Turn) -> MemoryState:
    """Extract and apply turn by turn (as extract="every_turn" does); a text is a user turn."""
    for i, item in enumerate(turns):
        turn = item if isinstance(item, Turn) else Turn(index=i, user=item)
        state = apply(state, extract_updates(state, [turn]), turn=turn.index)
    return state


def tool_turn(
    index: int, user: str, call: str, args: dict[str, str], record: object, reply: str = "Done."
) -> Turn:
    """A turn whose one tool call ``call(args)`` answered ``record`` (both as JSON)."""
    step = Step(
        tool_calls=[ToolCall(id=f"c{index}", name=call, arguments=json.dumps(args))],
        observations=[Observation(tool_call_id=f"c{index}", content=json.dumps(record))],
    )
    return Turn(index=index, user=user, steps=[step], response=reply)


def current(state: MemoryState) -> str:
    """The rendered state without history ("was: ...") and without withdrawn goals."""
    lines = render_state(state, 3000, COUNTER).splitlines()
    kept = [line for line in lines if "[abandoned]" not in line and "[cancelled]" not in line]
    return "\n".join(re.sub(r"\s*\(t[\d,t]*(?:;[^)]*)?\)$", "", line) for line in kept).casefold()


def check(state: MemoryState, says: list[str], never: list[str]) -> None:
    text = current(state)
    for value in says:
        assert value.casefold() in text, (value, text)
    for value in never:
        assert value.casefold() not in text, (value, text)


@pytest.mark.parametrize(
    ("turns", "says", "never"),
    [
        (["I want to order the blue hoodie in size M.", "Hmm, size L would be better."],
         ["size l"], ["size m"]),
        (["I want to order the blue hoodie in size medium.", "actually size large."],
         ["size large"], ["size medium"]),
        (["I want the red one in size 8.", "Size 9 would be better."], ["size 9"], ["size 8"]),
        (["我想买M码的外套", "还是L码吧"], ["l码"], ["m码"]),
        (["I want an aisle seat", "hmm, a window seat would be better"],
         ["window seat"], ["aisle"]),
        (["I'd like a window seat.", "Nevermind, aisle is fine."], ["aisle"], ["window"]),
        (["I'd like the premium plan.", "On second thought, the basic plan is enough."],
         ["basic plan"], ["premium"]),
        (["I'd like to fly business class.", "Economy is fine actually."],
         ["economy"], ["business"]),
        (["I'd like to pay by credit card.", "Actually, PayPal."], ["paypal"], ["credit card"]),
        (["I'll pick it up at 5pm.", "Wait, 6pm is better."], ["6pm"], ["5pm"]),
    ],
)  # fmt: skip
def test_a_value_picked_or_judged_better_replaces_the_one_of_its_kind(
    turns: list[str], says: list[str], never: list[str]
) -> None:
    check(run(MemoryState(), *turns), says, never)


@pytest.mark.parametrize(
    "turns",
    [
        ["Book the economy flight to Paris.",
         "Business would be better, but it's too expensive, so economy."],
        ["I want to order the blue hoodie in size M.", "Is size L available too?"],
        ["I'd like an aisle seat.", "My wife prefers a window seat, but aisle is fine for me."],
    ],
)  # fmt: skip
def test_a_value_judged_then_turned_down_or_asked_about_changes_nothing(
    turns: list[str],
) -> None:
    before = current(run(MemoryState(), turns[0]))
    assert current(run(MemoryState(), *turns)).splitlines()[0] == before.splitlines()[0]


def test_a_picked_value_replaces_the_enum_field_it_belongs_to() -> None:
    state = run(Order(), "I'd like to fly business class.", "Economy is fine actually.")
    assert state.cabin == "economy"
    assert run(Order(), "Ok, economy will do.").cabin == "economy"


def test_a_pick_that_requests_something_is_read_as_a_request() -> None:
    # "refund me then" is a request, not a value picked: it is a goal of its own and no
    # value of another goal is rewritten with it
    state = run(MemoryState(), "I want to exchange it for a UK 9.", "ugh. just refund me then")
    assert [g.value for g in state.goals] == ["exchange it for a UK 9", "refund me then"]


@pytest.mark.parametrize(
    ("turns", "says", "never"),
    [
        (["Book a table for 5 people at 7pm on Friday.", "Two people dropped out, so 3 now."],
         ["3 people"], ["5 people"]),
        (["We're 5 people.", "we're 3 now"], ["3"], ["5 people"]),
        (["Book a table for 5 people at 7pm", "make it 3"], ["3 people"], ["5 people"]),
        (["Book a table for 4 at 7pm", "one more person is joining, so 5 of us"],
         ["5"], ["for 4"]),
        (["We need 3 tickets for the concert.", "My brother can't come, so just 2."],
         ["2 tickets"], ["3 tickets"]),
        (["订一桌5个人的晚饭，周六", "有两个人不来了，现在是三个人了"], ["3个人"], ["5个人"]),
        (["订三个人的位子", "有一个人来不了了，两个人"], ["2个人"], ["三个人"]),
        (["We're 5 people.", "Two dropped out, 3 people."], ["3 people"], ["5 people"]),
        (["订四个人的桌子", "朋友也要来，六个人"], ["6个人"], ["四个人"]),
    ],
)  # fmt: skip
def test_a_head_count_said_as_an_outcome_replaces_the_party_size(
    turns: list[str], says: list[str], never: list[str]
) -> None:
    check(run(MemoryState(), *turns), says, never)


def test_a_bare_count_without_a_change_word_is_no_recount() -> None:
    # "we're 3" alone states a count; "3 of us are vegetarian" is some of the party
    state = run(MemoryState(), "We're 5 people.", "3 of us are vegetarian.")
    assert "5 people" in current(state)


@pytest.mark.parametrize(
    ("turns", "says", "never"),
    [
        (["I need a room for 2 nights", "make it 3 nights"], ["room for 3 nights"],
         ["2 nights", "party"]),
        (["I want 2 large pizzas.", "Make that 3."], ["3 large pizzas"], ["2 large"]),
        (["I want to rent a bike for 2 hours.", "Let's do 3 hours."], ["3 hours"], ["2 hours"]),
        (["The meeting is at 2pm on Wednesday.", "It got moved to Thursday."],
         ["thursday"], ["wednesday"]),
        (["预约周四上午十点洗牙", "不好意思，周四有事，周五同一时间可以吗"], ["周五"], ["周四"]),
    ],
)  # fmt: skip
def test_a_count_of_things_or_a_moved_date_is_rewritten_where_it_is_stated(
    turns: list[str], says: list[str], never: list[str]
) -> None:
    check(run(MemoryState(), *turns), says, never)


@pytest.mark.parametrize(
    ("turns", "says", "never"),
    [
        (["I want to book a flight from Boston to Denver on May 3rd.",
          "No wait, I'm leaving from Providence."], ["providence to denver"], ["boston"]),
        (["I need a flight from Boston to Denver on May 3rd.",
          "No, I'm leaving from Providence."], ["providence to denver"], ["boston"]),
    ],
)  # fmt: skip
def test_a_new_origin_replaces_the_origin_not_the_destination(
    turns: list[str], says: list[str], never: list[str]
) -> None:
    check(run(MemoryState(), *turns), says, never)


def test_a_new_origin_said_with_from_corrects_the_origin_field_with_no_request() -> None:
    # no goal or need states the places: the field after "from" is the one corrected
    state = run(
        Flight(), "I was flying home to Chicago tomorrow from Boston, no wait, from Providence."
    )
    assert (state.origin, state.destination) == ("Providence", "Chicago")


def test_a_new_origin_corrects_the_origin_field() -> None:
    state = run(
        Flight(),
        "I want to book a flight from Boston to Denver on May 3rd.",
        "Actually I'm leaving from Providence.",
    )
    assert (state.origin, state.destination) == ("Providence", "Denver")


@pytest.mark.parametrize(
    ("turns", "says", "never"),
    [
        (["I want to cancel my order #4521.", "Never mind, keep it."], ["#4521"],
         ["cancel my order"]),
        (["I'd like to return the black jacket.", "You know what, I'll keep the jacket."],
         [], ["return the black jacket"]),
        (["Reserve a car for Friday.", "Oh and add a child seat.",
          "Actually no child seat, my wife has one."], ["reserve a car"], ["child seat"]),
        (["我想退掉这件外套", "算了，还是留着吧"], [], ["退掉这件外套"]),
    ],
)  # fmt: skip
def test_a_request_taken_back_is_withdrawn(
    turns: list[str], says: list[str], never: list[str]
) -> None:
    check(run(MemoryState(), *turns), says, never)


def test_keep_it_withdraws_only_the_request_to_get_rid_of_something() -> None:
    # "forget the grinder, I'll keep it": the grinder is dropped, the blender return stays
    state = run(
        MemoryState(),
        "I want to return the blender and cancel the coffee grinder.",
        "Actually forget the grinder, I'll keep it. Just the blender return.",
    )
    assert "return the blender" in current(state)
    # and "keep it" with no such request changes no goal
    kept = run(MemoryState(), "I want to book a table for Friday.", "Keep it simple please.")
    assert "book a table for friday" in current(kept)
