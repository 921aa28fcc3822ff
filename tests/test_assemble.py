"""Context assembly invariants (DESIGN §3), property-based over random histories and policies."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from turnmem import ContextOverflowError, MemoryPolicy, TokenCounter, turns_from_messages
from turnmem.context.assemble import assemble
from turnmem.context.plan import eligible_start
from turnmem.turn import Message

from .strategies import conversation, policies, text

COUNTER = TokenCounter("gpt-4o")
FRESH = TokenCounter("gpt-4o")  # a second counter, so the recount shares no memo


def check_pairing(messages: list[Message], allow_pending_tail: bool) -> None:
    """Every tool message answers a call of the assistant message before it; every call is
    answered (except the pending calls of an open newest turn)."""
    pending: set[str] = set()
    for k, m in enumerate(messages):
        if m["role"] == "tool":
            assert m["tool_call_id"] in pending, f"orphan tool message at {k}"
            pending.discard(m["tool_call_id"])
            continue
        if pending and not (allow_pending_tail and m["role"] == "user" and k == len(messages) - 1):
            raise AssertionError(f"calls {pending} unanswered before message {k}")
        if m["role"] == "assistant" and "tool_calls" in m:
            pending = {c["id"] for c in m["tool_calls"]}


@given(conversation(), policies, st.integers(30, 6000), st.one_of(st.none(), text), st.data())
def test_budget_pairing_pinned(
    msgs: list[Message], policy: MemoryPolicy, budget: int, current: str | None, data: Any
) -> None:
    pinned, turns = turns_from_messages(msgs)
    if current is not None and turns and not turns[-1].is_complete:
        current = None  # an open turn is continued, not answered with new input
    start = eligible_start(policy, [COUNTER.count_turn(t) for t in turns])
    summary = data.draw(st.one_of(st.just(""), text))
    required = (
        sum(COUNTER.count_message(p.to_message()) for p in pinned)
        + (COUNTER.count_message({"role": "user", "content": current}) if current else 0)
        + 3
    )
    try:
        ctx = assemble(
            pinned=pinned,
            turns=turns,
            first=start,
            counter=COUNTER,
            policy=policy,
            budget=budget,
            current_input=current,
            summary=summary,
        )
    except ContextOverflowError as exc:
        assert required > budget, "overflow raised although the required parts fit"
        assert exc.required == required
        return
    # budget, recounted independently
    assert FRESH.count_messages(ctx.messages) == ctx.tokens <= budget
    assert sum(ctx.sections.values()) == ctx.tokens
    # pinned first, verbatim
    assert ctx.messages[: len(pinned)] == [p.to_message() for p in pinned]
    # pairing never broken
    check_pairing(ctx.messages, allow_pending_tail=True)
    # whole turns only, contiguous, newest kept whenever anything fits
    idx = ctx.turn_indices
    if idx:
        assert idx == list(range(idx[0], idx[0] + len(idx)))
    if turns and idx:
        assert idx[-1] == turns[-1].index
    if turns and not idx:
        assert any(n.kind == "dropped" for n in ctx.notes)
    # the current input is last
    if current is not None:
        assert ctx.messages[-1] == {"role": "user", "content": current}


def test_overflow_when_pinned_and_input_exceed_budget() -> None:
    pinned, _ = turns_from_messages([{"role": "system", "content": "rules " * 100}])
    with pytest.raises(ContextOverflowError, match="over the budget of 50"):
        assemble(
            pinned=pinned,
            turns=[],
            counter=COUNTER,
            policy=MemoryPolicy.structured(),
            budget=50,
            current_input="hello",
        )


def test_five_megabyte_tool_output_stays_within_budget() -> None:
    big = "x=1 y=2 z=3 status ok\n" * 250_000
    msgs = [{"role": "user", "content": "run the report"},
            {"role": "assistant", "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "report", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": "c1", "content": big},
            {"role": "assistant", "content": "done"}]  # fmt: skip
    _, turns = turns_from_messages(msgs)
    assert turns[0].steps[0].observations[0].content == big  # stored raw
    ctx = assemble(
        pinned=[],
        turns=turns,
        counter=COUNTER,
        policy=MemoryPolicy.full_buffer(),
        budget=1000,
        current_input="and now?",
    )
    assert ctx.tokens <= 1000
    assert ctx.turn_indices == [0]
    assert any(n.kind in ("compressed", "squeezed") for n in ctx.notes)


def test_state_and_summary_sections_are_reported() -> None:
    _, turns = turns_from_messages(
        [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]
    )
    ctx = assemble(
        pinned=[],
        turns=turns,
        counter=COUNTER,
        policy=MemoryPolicy.structured(),
        budget=500,
        summary="The user booked flight CA1234 on 5 May.",
        render_state=lambda cap: "destination: Hangzhou (t3)",
    )
    assert ctx.sections["summary"] > 0 and ctx.sections["state"] > 0
    contents = [m["content"] for m in ctx.messages]
    assert any("CA1234" in c for c in contents) and any("Hangzhou" in c for c in contents)
    assert FRESH.count_messages(ctx.messages) == ctx.tokens
