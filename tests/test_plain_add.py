"""The sync memory's short way for the usual add (``TurnMemory._add_now``: one plain exchange
appended, no generator) against the add flow it stands in for: the same stored turns, view,
events and contexts, and it steps aside whenever the flow has more to do."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.strategies import policies, text
from tests.test_plain_window import _ops, _play
from turnmem import MemoryPolicy, TurnMemory


def _view(memory: TurnMemory) -> Any:
    """What the memory holds and stored, without the fields each turn draws afresh."""
    core = memory._core
    snap = memory.store.load(memory.session_id)

    def fields(turns: Any) -> list[dict[str, Any]]:
        return [t.model_dump(exclude={"id", "timestamp"}) for t in turns]

    return (
        fields(memory.turns),
        fields(core.active),
        (core.next_index, core.known_through, core.folded_through, core.summary),
        [p.model_dump() for p in snap.pinned] if snap is not None else None,
        [(e.kind, e.detail, e.turn_index) for e in memory.events],
    )


@given(
    ops=_ops(), policy=policies, system=st.one_of(st.none(), text), budget=st.integers(100, 3000)
)
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_the_quick_add_is_the_flows(
    ops: list[tuple[str, Any]], policy: MemoryPolicy, system: str | None, budget: int
) -> None:
    """Adds (plain and with tools), pops, forgets and contexts under every preset: every
    context, error, stored turn, pinned message and event is the one the flow alone gives."""

    def memory() -> TurnMemory:
        return TurnMemory(system, llm="rule", policy=policy.model_copy(update={"budget": budget}))

    fast_memory = memory()
    fast = _play(fast_memory, ops)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(TurnMemory, "_add_now", lambda self, messages: None)
        flow_memory = memory()
        general = _play(flow_memory, ops)
    assert fast == general
    assert _view(fast_memory) == _view(flow_memory)


def _exchange(k: int) -> list[dict[str, str]]:
    return [{"role": "user", "content": f"q{k}"}, {"role": "assistant", "content": f"a{k}"}]


def test_the_quick_add_takes_the_usual_add_and_steps_aside_otherwise() -> None:
    """It makes the window presets' plain exchange (the pinned prompt sent with the first);
    it leaves to the flow a shared store (re-read after the append), a folding policy, an
    open turn, tool traffic and anything but two plain messages, changing nothing then."""
    window = TurnMemory("Be brief.", llm="rule", policy=MemoryPolicy.sliding_window(3))
    first = window._add_now(_exchange(0))
    assert first is not None and [t.index for t in first] == [0]
    assert window.store.load(window.session_id).pinned[0].content == "Be brief."
    assert not window._pinned_dirty
    assert window._add_now(_exchange(1)) is not None and window._core.next_index == 2
    before = _view(window)
    assert window._add_now([{"role": "user", "content": "still thinking"}]) is None
    calls = [
        {"role": "user", "content": "weather?"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "w", "arguments": "{}"}}
            ],
        },
    ]
    assert window._add_now(calls) is None
    assert window._add_now([{"role": "user", "content": " "}, _exchange(2)[1]]) is None
    assert window._add_now((*_exchange(2),)) is None  # a tuple: the parser's to read
    assert _view(window) == before  # stepping aside changed nothing
    window.add_messages([{"role": "user", "content": "still thinking"}])  # an open turn
    assert window._add_now(_exchange(3)) is None
    shared = TurnMemory(llm="rule", store="memory://", policy=MemoryPolicy.sliding_window(3))
    assert shared.sync and shared._add_now(_exchange(0)) is None
    folding = TurnMemory(llm="rule", policy=MemoryPolicy.structured(window_turns=2))
    assert folding._add_now(_exchange(0)) is None
    summary = TurnMemory(llm="rule", policy=MemoryPolicy.summary_buffer(max_tokens=100))
    assert summary._add_now(_exchange(0)) is None


@given(policy=policies)
@settings(max_examples=60, deadline=None)
def test_the_hot_fields_are_the_policys(policy: MemoryPolicy) -> None:
    """The tuple the per-turn paths read holds the policy's fields, and a memory given another
    policy reads the new one's (``maintained`` included)."""
    from turnmem.policy import hot_fields

    hot = hot_fields(policy)
    assert hot == (
        policy,
        policy.fold or (policy.extract == "every_turn" and policy.keep_state),
        policy.keep_state,
        policy.window_tokens is None,
        policy.window_turns,
        policy.fold,
        policy.recall_k,
        policy.budget,
    )
    memory = TurnMemory(llm="rule", policy=MemoryPolicy.sliding_window(3))
    assert not memory._core.maintained
    memory.policy = memory._core.policy = policy
    assert memory._core.maintained == hot[1]
    assert memory._core.hot_for(policy) == hot
