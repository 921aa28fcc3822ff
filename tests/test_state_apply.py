"""``apply`` of a batch equals applying its operations one at a time (the batch shares one
working copy; this pins that it changes nothing else), errors included."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from pydantic import Field, model_validator

from turnmem.errors import StateUpdateError
from turnmem.state import (
    AddItem,
    ClearField,
    MemoryState,
    RemoveItem,
    SetField,
    Update,
    UpdateItem,
    apply,
    prune,
)


class _Trip(MemoryState):
    city: str | None = Field(None, description="City")
    people: int | None = Field(None, description="Party size")


class _AtMostThreeGoals(MemoryState):
    @model_validator(mode="after")
    def _three(self) -> _AtMostThreeGoals:
        if len(self.goals) > 3:
            raise ValueError("at most three goals")
        return self


_VALUES = ["book a train", "Book a Train", "hotel in the north", "cheap", "ref ABC123", "x"]
_IDS = ["g1", "g2", "g3", "p1", "p2", "f1", "f2", "f7", "g9"]

_turn = st.sampled_from([None, 1, 2, 5])
# Operations valid for their kind, mostly: a batch that fails on its first operation compares
# little, so attribute mismatches and unknown ids are the exception.
_add = st.one_of(
    st.builds(
        AddItem,
        kind=st.just("goal"),
        value=st.sampled_from(_VALUES),
        status=st.sampled_from([None, "open", "done", "in_progress"]),
        turn=_turn,
        origin=st.sampled_from([None, "user", "tool"]),
    ),
    st.builds(
        AddItem,
        kind=st.just("preference"),
        value=st.sampled_from(_VALUES),
        polarity=st.sampled_from([None, "like", "avoid"]),
        turn=_turn,
    ),
    st.builds(
        AddItem,
        kind=st.just("fact"),
        value=st.sampled_from(_VALUES),
        key=st.sampled_from([None, "ref"]),
        turn=_turn,
    ),
)
_bad_add = st.builds(AddItem, kind=st.just("fact"), value=st.just("x"), status=st.just("done"))
_update = st.one_of(
    st.builds(
        UpdateItem,
        id=st.sampled_from(["g1", "g2", "g3"]),
        value=st.sampled_from([None, *_VALUES]),
        status=st.sampled_from([None, "done", "abandoned"]),
        turn=st.sampled_from([None, 3, 4]),
    ),
    st.builds(
        UpdateItem,
        id=st.sampled_from(["p1", "p2", "f1", "f2"]),
        value=st.sampled_from([None, *_VALUES]),
        turn=st.sampled_from([None, 3, 4]),
    ),
    st.builds(UpdateItem, id=st.sampled_from(_IDS), polarity=st.just("dislike")),
)
_remove = st.builds(RemoveItem, id=st.sampled_from(_IDS), turn=st.sampled_from([None, 6]))
_set = st.builds(
    SetField,
    field=st.sampled_from(["city", "people", "nope"]),
    value=st.sampled_from(["Cambridge", "London", 2, "3", None, "many"]),
)
_clear = st.builds(ClearField, field=st.sampled_from(["city", "people"]))


def _one_by_one(state: MemoryState, ops: list[Update], turn: int) -> MemoryState:
    for k, op in enumerate(ops):
        try:
            state = apply(state, [op], turn=turn)
        except StateUpdateError as exc:
            reason = str(exc).removeprefix("update[0]: ")
            raise StateUpdateError(reason, op_index=k) from exc
    return state


def _outcome(state: MemoryState, ops: list[Update], turn: int, *, batch: bool) -> Any:
    try:
        new = apply(state, ops, turn=turn) if batch else _one_by_one(state, ops, turn)
    except StateUpdateError as exc:
        return ("error", exc.op_index, str(exc))
    return new.model_dump()


@settings(max_examples=300, deadline=None)
@given(
    seed_ops=st.lists(st.one_of(_add, _remove), max_size=8),
    ops=st.lists(
        st.one_of(_add, _add, _add, _update, _update, _remove, _set, _clear, _bad_add),
        min_size=1,
        max_size=12,
    ),
    schema=st.sampled_from([MemoryState, _Trip, _AtMostThreeGoals]),
)
def test_a_batch_equals_its_operations_one_at_a_time(
    seed_ops: list[Update], ops: list[Update], schema: type[MemoryState]
) -> None:
    state = schema()
    for op in seed_ops:  # a state with active and retired items of earlier turns
        with contextlib.suppress(StateUpdateError):  # an invalid seed is just skipped
            state = apply(state, [op], turn=0)
    state = prune(state, 4)
    expected = _outcome(state, ops, 7, batch=False)
    event("applied" if isinstance(expected, dict) else "rejected")
    assert _outcome(state, ops, 7, batch=True) == expected


def test_a_failed_batch_changes_nothing_and_names_the_operation() -> None:
    state = apply(MemoryState(), [AddItem(kind="goal", value="book a train")], turn=0)
    before = state.model_dump()
    ops: list[Update] = [
        AddItem(kind="fact", value="ref ABC123"),
        UpdateItem(id="f1", status="done"),  # status on a fact
    ]
    with pytest.raises(StateUpdateError) as info:
        apply(state, ops, turn=1)
    assert info.value.op_index == 1
    assert "goals only" in str(info.value)
    assert state.model_dump() == before


def test_a_schema_validator_failure_names_the_first_operation_that_breaks_it() -> None:
    ops: list[Update] = [AddItem(kind="goal", value=v) for v in "abcde"]
    with pytest.raises(StateUpdateError) as info:
        apply(_AtMostThreeGoals(), ops, turn=0)
    assert info.value.op_index == 3
