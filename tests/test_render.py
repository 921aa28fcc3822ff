"""The state as prompt text: what is rendered once, what always stays."""

from __future__ import annotations

from turnmem.context.render import render_state
from turnmem.state import Fact, Goal, HistoryEntry, MemoryState, Preference
from turnmem.tokens import TokenCounter

COUNTER = TokenCounter("gpt-4o")


def test_an_item_another_line_already_says_is_rendered_once() -> None:
    state = MemoryState(
        goals=[
            Goal(id="g1", value="find a guesthouse", source_turns=[3], updated_at=3),
            Goal(id="g2", value="help me find a guesthouse that is cheap", source_turns=[3],
                 updated_at=3),
            Goal(id="g3", value="Book for 2 people on Saturday", source_turns=[7], updated_at=7),
        ],
        preferences=[Preference(id="p1", value="a room for 3 people", polarity="must",
                                source_turns=[9], updated_at=9)],
        facts=[
            Fact(id="f1", key="party", value="2 people", source_turns=[7], updated_at=7),
            Fact(id="f2", key="date", value="Saturday", source_turns=[7], updated_at=7),
            Fact(id="f3", key="party", value="3 people", source_turns=[9], updated_at=9),
            # said in another turn than the goal that has the words: its own line
            Fact(id="f4", key="date", value="Saturday", source_turns=[8], updated_at=8),
        ],
    )  # fmt: skip
    text = render_state(state, 400, COUNTER)
    lines = text.split("\n")
    assert "goal: help me find a guesthouse that is cheap (t3)" in lines
    assert "goal: find a guesthouse (t3)" not in lines
    assert "goal: Book for 2 people on Saturday (t7)" in lines
    assert "must have: a room for 3 people (t9)" in lines
    assert not any(line.startswith("fact party") for line in lines)
    assert lines.count("fact date: Saturday (t8)") == 1 and "(t7)" not in lines[-1]
    # every value is still in the text
    for item in [*state.goals, *state.preferences, *state.facts]:
        assert item.value in text


def test_a_changed_or_differently_sourced_item_is_always_rendered() -> None:
    state = MemoryState(
        goals=[Goal(id="g1", value="fly to Paris with 2 people", source_turns=[2], updated_at=4)],
        facts=[
            Fact(id="f1", key="party", value="2 people", source_turns=[2], updated_at=4,
                 history=[HistoryEntry(value="3 people", source_turns=[1], replaced_at=2)]),
            Fact(id="f2", key="city", value="Paris", source_turns=[2], updated_at=2,
                 origin="tool"),
        ],
    )  # fmt: skip
    text = render_state(state, 400, COUNTER)
    assert "fact party: 2 people (t2; was: 3 people)" in text
    assert "fact city: Paris (t2; from tool)" in text


def test_open_goals_read_bare_other_statuses_are_named() -> None:
    state = MemoryState(
        goals=[
            Goal(id="g1", value="book a table", source_turns=[1], updated_at=1),
            Goal(id="g2", value="refund order 7", source_turns=[2], updated_at=2, status="done"),
        ]
    )
    assert render_state(state, 400, COUNTER).split("\n") == [
        "goal: book a table (t1)",
        "goal [done]: refund order 7 (t2)",
    ]


def test_a_carried_fact_does_not_lose_its_place_under_the_cap() -> None:
    """The line carrying a fresh fact's words keeps the fact's priority when the cap cuts."""
    goals = [
        Goal(id=f"g{k}", value=f"old request number {k} about the pool", source_turns=[k],
             updated_at=k)
        for k in range(6)
    ]  # fmt: skip
    goals.append(Goal(id="g9", value="book it for 4 people", source_turns=[1], updated_at=1))
    fact = Fact(id="f1", key="party", value="4 people", source_turns=[1], updated_at=20)
    state = MemoryState(goals=goals, facts=[fact])
    text = render_state(state, 30, COUNTER)
    assert "4 people" in text
