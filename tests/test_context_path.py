"""The context path's shortcuts choose what the general path chooses, and bound its work by
counts: the eligible turns taken in one go when all are plain and fit, each read once."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from turnmem import (
    ContextOverflowError,
    MemoryPolicy,
    TokenCounter,
    TurnMemory,
    turns_from_messages,
)
from turnmem.context import fill as fill_module
from turnmem.context.assemble import Assembly, Context, assemble_parts, make_context
from turnmem.context.plan import eligible_start
from turnmem.turn import Message, Turn

from .strategies import conversation, policies, text

COUNTER = TokenCounter("gpt-4o")


@st.composite
def plain_conversation(draw: st.DrawFn) -> list[Message]:
    """A system prompt and user/assistant exchanges of plain text (every turn plain)."""
    msgs: list[Message] = [{"role": "system", "content": draw(text)}]
    for _ in range(draw(st.integers(0, 14))):
        msgs += [
            {"role": "user", "content": draw(text)},
            {"role": "assistant", "content": draw(text)},
        ]
    return msgs


def _parts(
    msgs: list[Message], policy: MemoryPolicy, budget: int, current: str | None, summary: str
) -> Assembly | None:
    pinned, turns = turns_from_messages(msgs)
    if current is not None and turns and not turns[-1].is_complete:
        current = None  # an open turn is continued, not answered with new input
    start = eligible_start(policy, [COUNTER.count_turn(t) for t in turns])
    try:
        return assemble_parts(
            pinned=pinned,
            turns=turns,
            first=start,
            counter=COUNTER,
            policy=policy,
            budget=budget,
            current_input=current,
            summary=summary,
        )
    except ContextOverflowError:
        return None


def _same(a: Assembly | None, b: Assembly | None) -> None:
    if a is None or b is None:
        assert a is b
        return
    ca, cb = a.context(), b.context()
    assert ca == cb
    assert [v.level for _, v in a.turns] == [v.level for _, v in b.turns]


@settings(max_examples=150)
@given(
    st.one_of(plain_conversation(), conversation()),
    policies,
    st.integers(30, 3000),
    st.one_of(st.none(), text),
    st.one_of(st.just(""), text),
)
def test_taking_the_turns_at_once_chooses_what_the_turn_by_turn_fill_chooses(
    msgs: list[Message], policy: MemoryPolicy, budget: int, current: str | None, summary: str
) -> None:
    """Same messages, counts, sections, turns and notes whether the plain turns that fit are
    taken in one go or one by one (the shortcut switched off)."""
    fast = _parts(msgs, policy, budget, current, summary)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(fill_module.TurnFill, "take_needed", lambda *_a: False)
        slow = _parts(msgs, policy, budget, current, summary)
    _same(fast, slow)


def _exchange(k: int) -> list[dict[str, str]]:
    return [
        {"role": "user", "content": f"Question {k}: is there a train to the centre before {k}?"},
        {"role": "assistant", "content": f"Answer {k}: yes, TR{1000 + k} leaves at {k % 12}:15."},
    ]


def _counting_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    reads: list[int] = []
    reader = fill_module.views_reader

    def counting(counter: TokenCounter) -> Any:
        read = reader(counter)

        def counted(turn: Turn) -> Any:
            reads.append(turn.index)
            return read(turn)

        return counted

    monkeypatch.setattr(fill_module, "views_reader", counting)
    return reads


@pytest.mark.parametrize("window", [1, 4, 8])
def test_a_window_context_reads_each_eligible_turn_once(
    monkeypatch: pytest.MonkeyPatch, window: int
) -> None:
    """A sliding-window context whose turns all fit reads each eligible turn's views once
    (the newest, then the rest while measuring the need), however long the history; the
    next contexts slide the window on: each reads only the turn added since."""
    memory = TurnMemory("Be brief.", policy=MemoryPolicy.sliding_window(window, budget=4000))
    for k in range(40):
        memory.add_messages(_exchange(k))
    reads = _counting_reads(monkeypatch)
    ctx = memory.context("And the next one after that?")
    assert ctx.turn_indices == list(range(40 - window, 40))
    assert sorted(reads) == ctx.turn_indices
    reads.clear()
    for k in range(40, 45):
        memory.add_messages(_exchange(k))
        ctx = memory.context("And the next one after that?")
        assert ctx.turn_indices == list(range(k + 1 - window, k + 1))
        assert reads == [k]
        reads.clear()
        assert memory.context("And after that?").turn_indices == ctx.turn_indices
        assert reads == []  # the same turns again: nothing read


def test_a_long_history_is_read_once_up_to_the_first_turn_that_does_not_fit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """full_buffer over a history longer than the budget: the turns that fit are read once
    and so is the first left out (the plain window's one pass stops at it), no older one at
    all."""
    memory = TurnMemory("Be brief.", policy=MemoryPolicy.full_buffer(budget=400))
    for k in range(60):
        memory.add_messages(_exchange(k))
    reads = _counting_reads(monkeypatch)
    kept = memory.context("And the next one after that?").turn_indices
    assert 2 < len(kept) < 60 and kept[-1] == 59
    assert sorted(reads) == [kept[0] - 1, *kept]
    reads.clear()
    for k in range(60, 65):  # then the window slides on: only the new turn is read
        memory.add_messages(_exchange(k))
        ctx = memory.context("And the next one after that?")
        kept = ctx.turn_indices
        assert 2 < len(kept) < k and kept[-1] == k
        assert reads == [k]
        reads.clear()


def test_make_context_is_what_model_construct_makes() -> None:
    """The context built without pydantic's field walk equals model_construct's, field for
    field, with the same fields marked as set (model_dump and equality see no difference)."""
    parts: dict[str, Any] = {
        "messages": [{"role": "user", "content": "hi"}],
        "tokens": 12,
        "budget": 100,
        "sections": {"current": 9, "priming": 3},
        "turn_indices": [0],
        "notes": [],
        "source_items": [{"role": "user", "content": "hi"}],
    }
    made, constructed = make_context(**parts), Context.model_construct(**parts)
    assert made == constructed
    assert made.model_fields_set == constructed.model_fields_set
    assert made.model_dump() == constructed.model_dump()
    assert Context.model_validate(made.model_dump()) == made
    assert made.__pydantic_extra__ is None and made.__pydantic_private__ is None


def _start_as_defined(policy: MemoryPolicy, tokens: list[int]) -> int:
    """eligible_start's token window as first written (index walk, each turn read twice)."""
    n = len(tokens)
    if policy.fold or n == 0:
        return 0
    start = 0
    if policy.window_turns is not None:
        start = max(start, n - policy.window_turns)
    if policy.window_tokens is not None:
        total, k = 0, n
        while k > 0 and total + tokens[k - 1] <= policy.window_tokens:
            total += tokens[k - 1]
            k -= 1
        start = max(start, min(k, n - 1))
    return start


class _Measured(list[int]):
    """Token counts that record which positions were read."""

    def __init__(self, values: list[int]) -> None:
        super().__init__(values)
        self.read: list[int] = []

    def __getitem__(self, i: Any) -> Any:
        self.read.append(i)
        return super().__getitem__(i)

    def __reversed__(self) -> Any:
        for i in range(len(self) - 1, -1, -1):
            yield self[i]


@given(
    st.lists(st.integers(0, 400), max_size=40),
    st.one_of(st.none(), st.integers(1, 12)),
    st.one_of(st.none(), st.integers(1, 2500)),
)
def test_the_token_window_starts_where_it_did_and_reads_each_turn_once(
    tokens: list[int], window_turns: int | None, window_tokens: int | None
) -> None:
    policy = MemoryPolicy(
        budget=4000, fold=False, window_turns=window_turns, window_tokens=window_tokens
    )
    measured = _Measured(tokens)
    assert eligible_start(policy, measured) == _start_as_defined(policy, tokens)
    assert len(measured.read) == len(set(measured.read))
