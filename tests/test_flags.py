"""Yes/no fields (``breakfast: bool | None``): before this change the offline folder never set
one, so "no breakfast, thanks" or a "No thanks" to "Would you like a courtesy car?" left the
field empty and the memory could not say what the user chose. Later in the round: a bare yes
to a day offered ("Is Tuesday the 9th OK?" -- "Yes.") kept the old day
(:mod:`turnmem.fold.rules.offers`). Every case that sets a value fails before the change; the
cases that expect nothing are guards (a question, "there's no ...", a mention with no
verdict), and they pass before it too."""

from __future__ import annotations

import json

import pytest
from pydantic import Field

from turnmem import MemoryPolicy, TurnMemory
from turnmem.fold.base import ExtractRequest
from turnmem.fold.rules import RuleFolder
from turnmem.state import MemoryState
from turnmem.turn import Turn

from .test_corrections_choices import run, tool_turn


class Stay(MemoryState):
    breakfast: bool | None = Field(None, description="Whether breakfast is included")
    courtesy_car: bool | None = Field(None, description="Whether a courtesy car is wanted")
    wipe_drive: bool | None = Field(None, description="Whether the drive may be wiped")
    stain_treatment: bool | None = Field(None, description="Whether stains are pre-treated")
    delivery: bool | None = Field(None, description="Whether the order is delivered")
    electric_hookup: bool | None = Field(None, description="Whether the pitch has power")
    pets: bool | None = Field(None, description="Whether pets live in the home")
    guests: int | None = Field(None, description="Number of guests")


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("Please add breakfast for the two of us.", "breakfast", True),
        ("We'll need a courtesy car while it's in the garage.", "courtesy_car", True),
        ("Can you include stain treatment on the sofa?", "stain_treatment", True),
        ("Could you deliver it to my office on Friday?", "delivery", True),
        ("We'd like a pitch by the lake with an electric hook-up.", "electric_hookup", True),
        ("It's for a wedding, so delivery, Saturday morning please.", "delivery", True),
        ("No breakfast, thanks, we eat out.", "breakfast", False),
        ("Please don't wipe the drive, my photos are on it.", "wipe_drive", False),
        ("We can manage without a courtesy car.", "courtesy_car", False),
        ("Drop the stain treatment, it's an old rug anyway.", "stain_treatment", False),
        ("Breakfast isn't needed, we leave at six.", "breakfast", False),
        ("We don't have any pets.", "pets", False),
    ],
)
def test_a_named_choice_sets_the_yes_no_field(text: str, field: str, value: bool) -> None:
    assert getattr(run(Stay(), text), field) is value


@pytest.mark.parametrize(
    "text",
    [
        "Is breakfast included with the room?",  # a question only asks
        "Does the courtesy car cost extra?",
        "There's no breakfast room, is that right?",
        "The delivery driver was very polite last time.",  # named, no verdict
        "Add breakfast on Monday but no breakfast on Tuesday.",  # the mentions disagree
        "Wipe the worktops before you go.",  # "drive" is not named
        "我们不要早餐。",  # Chinese sets no English-named field
    ],
)
def test_guard_no_verdict_sets_nothing(text: str) -> None:
    state = run(Stay(), text)
    assert state.breakfast is None and state.courtesy_car is None
    assert state.delivery is None and state.wipe_drive is None


def test_the_newest_choice_replaces_the_old_one() -> None:
    state = run(Stay(), "Please add breakfast.", "Actually, skip the breakfast.")
    assert state.breakfast is False


def test_choosing_to_collect_says_no_delivery() -> None:
    state = run(Stay(), "Could you deliver it on Saturday?", "Oh, I'll collect it then.")
    assert state.delivery is False


def _answered(question: str, answer: str) -> Stay:
    """The memory's own path: the assistant asks, the user answers, each turn extracted."""
    policy = MemoryPolicy.structured(window_turns=3, extract="every_turn", fold_mode="inline")
    with TurnMemory(policy=policy, schema=Stay, llm="rule") as memory:
        memory.add_messages([{"role": "user", "content": "I'd like to book the service."}])
        memory.add_messages([{"role": "assistant", "content": question}])
        memory.add_messages([{"role": "user", "content": answer}])
        memory.add_messages([{"role": "assistant", "content": "Noted."}])
        state = memory.state
        assert isinstance(state, Stay)
        return state


@pytest.mark.parametrize(
    ("question", "answer", "value"),
    [
        ("Booked for Thursday. Would you like a courtesy car?", "Yes please.", True),
        ("Booked for Thursday. Would you like a courtesy car?", "No thanks, I'll walk.", False),
        ("Delivery is £5 on weekdays. Shall I add it?", "Go on then.", True),
        ("Thursday at 10 is free. Do you need a courtesy car?", "Thursday then. And yes.", True),
    ],
)
def test_a_yes_or_no_answers_the_question_before_it(
    question: str, answer: str, value: bool
) -> None:
    state = _answered(question, answer)
    assert (state.delivery if "Delivery" in question else state.courtesy_car) is value


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # two questions: the "yes" may answer either
        ("Would you like a courtesy car? And shall I book a taxi home?", "Yes."),
        # the question names no yes/no field (courtesy car is only in the statement)
        ("Ready Friday, with a courtesy car. Shall we text you?", "No."),
        ("Would you like a courtesy car?", "Thursday works."),  # no yes or no
    ],
)
def test_guard_an_unclear_answer_sets_nothing(question: str, answer: str) -> None:
    assert _answered(question, answer).courtesy_car is None


def test_a_named_choice_beats_a_bare_answer() -> None:
    state = _answered("Would you like breakfast?", "No, but add a courtesy car.")
    assert state.courtesy_car is True and state.breakfast is None


def test_the_extract_request_carries_the_turn_before() -> None:
    turn = Turn(index=1, user="Yes please.", response="Done.")
    before = Turn(index=0, user="Book the service.", response="Would you like a courtesy car?")
    request = ExtractRequest[MemoryState](state=Stay(), turn=turn, previous=before)
    result = RuleFolder().extract(request)
    assert [(u.field, u.value) for u in result.updates if hasattr(u, "field")] == [
        ("courtesy_car", True)
    ]
    without = RuleFolder().extract(ExtractRequest[MemoryState](state=Stay(), turn=turn))
    assert not [u for u in without.updates if hasattr(u, "field")]


def test_taking_a_no_back_retires_the_preference_it_made() -> None:
    state = run(Stay(), "No breakfast, thanks.", "Hmm, so yes, breakfast after all.")
    assert state.breakfast is True
    assert not [p for p in state.preferences if "breakfast" in p.value]


def test_a_tool_call_argument_sets_the_yes_no_field() -> None:
    turn = tool_turn(0, "Book it for two.", "book_room", {"room": "double"}, {"ok": True})
    call = turn.steps[0].tool_calls[0]
    call = call.model_copy(update={"arguments": json.dumps({"breakfast": True, "guests": 2})})
    turn = turn.model_copy(
        update={"steps": [turn.steps[0].model_copy(update={"tool_calls": [call]})]}
    )
    state = run(Stay(), turn)
    assert state.breakfast is True and state.guests == 2


class Visit(MemoryState):
    visit_date: str | None = Field(None, description="Day of the visit")
    visit_time: str | None = Field(None, description="Time of the visit")


def _replied(question: str, answer: str, first: str = "I'd like a visit on the 20th.") -> Visit:
    policy = MemoryPolicy.structured(window_turns=3, extract="every_turn", fold_mode="inline")
    with TurnMemory(policy=policy, schema=Visit, llm="rule") as memory:
        for role, text in (("user", first), ("assistant", question), ("user", answer)):
            memory.add_messages([{"role": role, "content": text}])
        memory.add_messages([{"role": "assistant", "content": "Noted."}])
        state = memory.state
        assert isinstance(state, Visit)
        return state


def test_a_yes_takes_the_day_the_question_offers() -> None:
    day = _replied("The 20th is full. Is Tuesday the 9th OK?", "Yes.").visit_date
    assert day == "Tuesday the 9th"
    state = _replied("We can't do the 20th. Would Friday at 3pm work?", "Perfect, thanks.")
    assert (state.visit_date, state.visit_time) == ("Friday", "3pm")


def test_guard_no_yes_or_two_days_offered_or_a_day_of_its_own_takes_nothing() -> None:
    assert _replied("Is Tuesday the 9th OK?", "No, that's too early.").visit_date == "the 20th"
    assert _replied("Tuesday or Friday?", "Yes.").visit_date == "the 20th"
    assert _replied("Is Tuesday OK?", "Yes, but Wednesday is better.").visit_date == "Wednesday"


def test_taking_what_the_reply_puts_forward_moves_the_day_and_time() -> None:
    # before: only a "yes" to a question naming the day moved it; "Go for it" to a reply that
    # states the new slot kept the old one
    state = _replied("The 20th is gone, but Sam has Monday 24 March at 4:15pm.", "Go for it.")
    assert (state.visit_date, state.visit_time) == ("Monday 24 March", "4:15pm")
    state = _replied("There's one on Friday at 9am. Shall I book it?", "Sam is fine, book that.")
    assert (state.visit_date, state.visit_time) == ("Friday", "9am")


def test_guard_a_time_stated_but_not_put_forward_or_two_of_a_kind_move_nothing() -> None:
    assert _replied("We close at 6pm on the 20th.", "Great, book it.").visit_time is None
    state = _replied("Sam has Monday or Tuesday at 4pm.", "Go for it.")
    assert state.visit_date == "the 20th"
