"""Extract once per turn, folds that do not re-read history (issue 16), bounded by counts."""

from __future__ import annotations

from typing import Any

import pytest

from turnmem import state as state_module
from turnmem.fold.base import ExtractRequest, FoldRequest
from turnmem.fold.rules import folder as folder_module
from turnmem.fold.rules import tools as tools_module
from turnmem.fold.rules.folder import RuleFolder
from turnmem.memory.drivers import TurnMemory
from turnmem.policy import MemoryPolicy
from turnmem.state import AddItem, Fact, Goal, MemoryState, RemoveItem, apply, prune
from turnmem.turn import Turn


def _turns() -> list[Turn]:
    return [
        Turn.model_validate(
            {
                "index": 0,
                "user": "I need a train to Cambridge on Friday for 3 people. My name is Ana.",
                "response": "TR1234 leaves at 09:15.",
            }
        ),
        Turn.model_validate(
            {"index": 1, "user": "Actually make it 4 people, and I don't want a taxi."}
        ),
    ]


def test_a_fold_done_again_reads_each_clause_once_and_gives_the_same_result() -> None:
    folder = RuleFolder()
    request = FoldRequest[MemoryState](
        previous_summary="", state=MemoryState(), turns=_turns(), summary_max_tokens=300
    )
    first = folder.fold(request)
    misses = folder_module._READINGS.misses
    again = folder.fold(request)  # a retried or fallback fold of the same turns
    assert folder_module._READINGS.misses == misses  # no clause matched a second time
    assert again == first
    assert first.updates  # it did read something


def test_a_tool_output_is_parsed_once_per_turn() -> None:
    turn = Turn.model_validate(
        {
            "index": 3,
            "user": "Find my order",
            "steps": [
                {
                    "tool_calls": [{"id": "c1", "name": "find_order", "arguments": "{}"}],
                    "observations": [{"tool_call_id": "c1", "content": '{"order_id": "W77"}'}],
                }
            ],
        }
    )
    folder = RuleFolder()
    request = FoldRequest[MemoryState](
        previous_summary="", state=MemoryState(), turns=[turn], summary_max_tokens=300
    )
    first = folder.fold(request)
    misses = tools_module._READ.misses
    assert folder.fold(request) == first
    assert tools_module._READ.misses == misses
    assert any(getattr(u, "value", None) == "W77" for u in first.updates)


def test_apply_keeps_retired_history_and_numbers_above_it() -> None:
    retired = [Goal(id=f"g{k}", value=f"old goal {k}") for k in range(1, 301)]
    state = MemoryState(facts=[Fact(id="f1", value="Ana", key="name")], retired=retired)
    new = apply(
        state,
        [AddItem(kind="goal", value="book a train"), RemoveItem(id="f1")],
        turn=7,
    )
    assert [g.id for g in new.goals] == ["g301"]  # above every retired id
    assert new.retired[:300] == retired  # history kept, in order, shared
    assert [(i.id, i.updated_at) for i in new.retired[300:]] == [("f1", 7)]
    assert state.retired == retired and state.facts[0].id == "f1"  # the input is unchanged
    pruned = prune(new, max_items=48)  # retired over its cap: the newest 256 kept
    assert len(pruned.retired) == 256 and pruned.retired[-1].id == "f1"
    assert pruned.goals == new.goals


def test_an_offline_fold_applies_its_updates_once(monkeypatch: pytest.MonkeyPatch) -> None:
    runs: list[int] = []
    real_run = state_module._run

    def counting_run(*args: Any, **kwargs: Any) -> Any:
        runs.append(1)
        return real_run(*args, **kwargs)

    monkeypatch.setattr(state_module, "_run", counting_run)
    memory = TurnMemory(policy=MemoryPolicy.structured(window_turns=1, fold_batch=1))
    for turn in _turns():
        memory.add({"user": turn.user, "response": turn.response or "ok"})
    folds = [e for e in memory.events if e.kind == "fold"]
    assert folds and memory.state.facts  # it folded, and the state holds what it read
    # the folder checks its updates with apply; the memory reuses that state
    assert len(runs) == len(folds)


def test_a_result_changed_after_the_fold_is_applied_again() -> None:
    state = MemoryState()
    result = RuleFolder().extract(ExtractRequest[MemoryState](state=state, turn=_turns()[0]))
    assert result.applied_to(state) is not None
    assert result.applied_to(MemoryState()) is None  # another state (even an equal one)
    changed = result.model_copy(update={"updates": result.updates[:1]})
    assert changed.applied_to(state) is None
