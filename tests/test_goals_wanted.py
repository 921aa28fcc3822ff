"""What the user came for, said as a thing wanted: before this change "We'd like a quote for
a new patio", "I need an electrician" or "I'd love you to do my make-up" was stored as a
preference only (no goal said what the conversation was for), "I'm after ..." was not read,
and a Chinese wish without "我" right before "想" ("想给我女儿报个拉丁舞班", "我家钢琴要调音",
"这周日想去马场骑马") gave no goal. With the goal "a charger installed" held, a bare day chosen
after the user asked about the survey went to the install date: the question just asked now
says whose the day is. Each case fails on the rules before this change unless marked as a
guard."""

from __future__ import annotations

import pytest
from pydantic import Field

from turnmem import MemoryPolicy, TurnMemory
from turnmem.state import MemoryState

from .test_corrections_choices import run


class Job(MemoryState):
    customer_name: str | None = Field(None, description="Customer's name")


def _goals(*turns: str) -> list[tuple[str, str]]:
    return [(g.value, g.status) for g in run(Job(), *turns).goals]


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("Hi, I'd like new brake pads on my Astra, they squeal.", "new brake pads on my Astra"),
        ("We'd like a quote for a new driveway.", "a quote for a new driveway"),
        ("I'm after a wool carpet for the landing.", "a wool carpet for the landing"),
        ("Hello, we need an electrician this week.", "an electrician this week"),
        ("I need a quote to re-roof the shed.", "a quote to re-roof the shed"),
        ("I'd love you to paint the hallway.", "paint the hallway"),
        ("想给我儿子报个游泳班，他六岁。", "报个游泳班"),
        ("你好，我家空调要清洗一下。", "清洗一下"),
        ("这周六想去你们店剪头发。", "剪头发"),
        ("我们公司下周要订20份午餐。", "订20份午餐"),
        ("顺便做个全车检查。", "做个全车检查"),
    ],
)
def test_a_thing_wanted_with_nothing_asked_yet_is_the_goal(text: str, goal: str) -> None:
    assert (goal, "open") in _goals(text)


def test_a_second_thing_said_as_added_is_a_goal_too() -> None:
    goals = _goals(
        "I need a quote for a new boiler.", "We'd also like a quote for a smart thermostat."
    )
    assert [g for g, _ in goals] == ["a quote for a new boiler", "a quote for a smart thermostat"]


def test_guard_a_quality_or_a_need_said_first_stays_a_preference() -> None:
    for text, taste in (
        ("I'd like a window seat.", "a window seat"),
        ("I'd love a sea view.", "a sea view"),
        ("I need new brake pads on my Astra.", "new brake pads on my Astra"),  # a requirement
    ):
        state = run(Job(), text)
        assert state.goals == [] and [p.value for p in state.preferences] == [taste]


def test_guard_a_thing_wanted_beside_an_open_goal_stays_a_preference() -> None:
    state = run(Job(), "I want to book a flight to Lisbon.", "I'd like an aisle seat.")
    assert [g.value for g in state.goals] == ["book a flight to Lisbon"]
    assert [p.value for p in state.preferences] == ["an aisle seat"]


@pytest.mark.parametrize(
    "text",
    [
        "想问一下你们几点关门。",
        "我想知道价格。",
        "我不想去了。",
        "房间要大一点。",
        "I'm after you.",
    ],
)
def test_guard_a_question_a_refusal_or_a_quality_is_no_goal(text: str) -> None:
    assert _goals(text) == []


class Charger(MemoryState):
    survey_date: str | None = Field(None, description="Day of the survey")
    install_date: str | None = Field(None, description="Day of the install")


def test_a_bare_day_after_a_question_about_the_survey_is_the_survey_day() -> None:
    policy = MemoryPolicy.structured(window_turns=3, extract="every_turn", fold_mode="inline")
    said = [
        ("user", "Hi, I'm after a home charger installed."),
        ("assistant", "We need a short survey first: Monday 7 June or Wednesday 9 June?"),
        ("user", "Does the survey cost anything?"),
        ("assistant", "No, it's free."),
        ("user", "Then Wednesday 9 June."),
        ("assistant", "Noted."),
    ]
    with TurnMemory(policy=policy, schema=Charger, llm="rule") as memory:
        for role, text in said:
            memory.add_messages([{"role": role, "content": text}])
        state = memory.state
    assert isinstance(state, Charger)
    assert (state.survey_date, state.install_date) == ("9 June", None)


def test_a_chinese_change_of_mind_after_thinking_it_over_is_read_as_said() -> None:
    # before: "我想了想…" gave the goal "了想还是…" (the words after 想 read as the wish)
    goals = _goals("想洗个车。", "我想了想还是加个抛光吧，周末要去喝喜酒。")
    assert ("加个抛光", "open") in goals
    assert not any(value.startswith("了") for value, _ in goals)
    goals = _goals("我想剪短发。", "我想了想还是不剪了。")
    assert not any("还是" in value or value.startswith("了") for value, _ in goals)


def _goals_of(*messages: tuple[str, str]) -> list[tuple[str, str]]:
    policy = MemoryPolicy.structured(window_turns=3, extract="every_turn", fold_mode="inline")
    with TurnMemory(policy=policy, schema=Job, llm="rule") as memory:
        for role, text in messages:
            memory.add_messages([{"role": role, "content": text}])
        return [(g.value, g.status) for g in memory.state.goals]


def test_a_chinese_no_thanks_to_an_offer_drops_no_goal() -> None:
    # before: "不用了" to "需要加护具吗？…" abandoned the booking itself
    booked = [
        ("user", "周六想带孩子去射箭。"),
        ("assistant", "好的，已预约。需要加护具吗？每人20元。"),
    ]
    goals = _goals_of(*booked, ("user", "不用了。"), ("assistant", "好的。"))
    assert [status for value, status in goals if "射箭" in value] == ["open"]
    # guard: with no question asked, "不用了" still drops the newest goal
    booked = [("user", "周六想带孩子去射箭。"), ("assistant", "好的，已预约。")]
    goals = _goals_of(*booked, ("user", "不用了。"), ("assistant", "好的，已取消。"))
    assert [status for value, status in goals if "射箭" in value] == ["abandoned"]
