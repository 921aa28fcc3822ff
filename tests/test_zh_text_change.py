"""A Chinese change asked for and made in a text field (no choice list): "能改成女中音吗？"
answered "可以，...给您改过去了" beside a held 女高音 sets 女中音, and the goal that said 女高音
("报名面试女高音") says 女中音 (found on the twentieth blind set: both kept 女高音, the goal
because the old value sat inside its words, where no word edge is). Guards: a held value of
another kind is not replaced, nor one when the reply turns the change down."""

from __future__ import annotations

from pydantic import Field

from turnmem.state import MemoryState
from turnmem.turn import Turn

from .test_corrections_choices import run, tool_turn


class Audition(MemoryState):
    voice_part: str | None = Field(None, description="Voice part (soprano, alto, tenor, bass)")
    piece: str | None = Field(None, description="Piece sung at the audition")


def _after(reply: str) -> Audition:
    args = {"part": "女高音", "piece": "我爱你中国"}
    booked = tool_turn(0, "我想报名面试女高音。", "book_audition", args, {"booking_ref": "XH-1"})
    state = run(Audition(), booked, Turn(index=1, user="能改成女中音吗？", response=reply))
    assert isinstance(state, Audition)
    return state


def test_a_chinese_change_made_in_a_text_field() -> None:
    state = _after("可以，女中音下午还有位置，给您改过去了。")
    assert state.voice_part == "女中音"
    assert state.piece == "我爱你中国"  # a text of another kind stays
    assert [g.value for g in state.goals if g.status == "open"] == ["报名面试女中音"]


def test_guard_a_change_turned_down_keeps_the_value() -> None:
    assert _after("抱歉，女中音的名额已经满了。").voice_part == "女高音"


class Cake(MemoryState):
    occasion: str | None = Field(None, description="What the cake is for")
    flavour: str | None = Field(None, description="Cake flavour")


def test_guard_a_day_asked_for_is_no_text_of_the_same_head() -> None:
    # "周日" ends on the character "生日" ends on: a day (no field holds one) is no occasion
    ordered = tool_turn(0, "订一个生日蛋糕，巧克力的。", "place_order",
                        {"occasion": "生日", "flavour": "巧克力"}, {"order_id": "C-1"})  # fmt: skip
    later = Turn(index=1, user="能改成周日吗？", response="可以，给您改到周日了。")
    state = run(Cake(), ordered, later)
    assert isinstance(state, Cake)
    assert state.occasion == "生日"
