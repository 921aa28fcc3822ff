"""A state update costs what it changes, not the size of the state (issue 16): counted.

* :func:`turnmem.state.apply` finds the item a repeated add confirms from an index, not by
  reading every item for every add.
* :func:`turnmem.state_dump.dump_state` dumps the items an update made, and reuses the
  remembered dumps of the others.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from turnmem import state as state_mod
from turnmem import state_dump
from turnmem.state import AddItem, MemoryState, RemoveItem, UpdateItem, apply
from turnmem.state_dump import dump_state, state_json


def _big(n: int) -> MemoryState:
    ops: list[Any] = [AddItem(kind="fact", value=f"fact {k}", key="k") for k in range(n)]
    return apply(MemoryState(), ops, turn=0)


def test_adds_read_the_items_once_not_once_per_add(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _big(200)
    reads = 0
    real = state_mod._get

    def counted(item: Any, key: str) -> Any:
        nonlocal reads
        reads += 1
        return real(item, key)

    monkeypatch.setattr(state_mod, "_get", counted)
    adds: list[Any] = [AddItem(kind="goal", value=f"goal {k}") for k in range(50)]
    new = apply(state, [*adds, AddItem(kind="fact", value="FACT 7")], turn=1)
    # one pass over the 200 items for the index (a scan per add read 50 * 200 * 2)
    assert reads <= 3 * 250, reads
    assert len(new.goals) == 50 and len(new.facts) == 200  # "FACT 7" confirmed "fact 7"
    assert new.find("f8") is not None and new.find("f8").source_turns == [0, 1]  # type: ignore[union-attr]


def test_a_repeat_after_a_change_finds_the_item_the_scan_found() -> None:
    state = _big(3)
    ops: list[Any] = [
        UpdateItem(id="f1", value="fact 2"),  # now two items say "fact 2": the first is f1
        AddItem(kind="fact", value="Fact 2"),
        RemoveItem(id="f1"),
        AddItem(kind="fact", value="fact 2"),  # f2 now
        AddItem(kind="fact", value="fact 0"),  # f1's old value: a new item
    ]
    new = apply(state, ops, turn=5)
    assert [(f.id, f.value, f.source_turns) for f in new.facts] == [
        ("f2", "fact 1", [0]),
        ("f3", "fact 2", [0, 5]),
        ("f4", "fact 0", [5]),
    ]
    assert new.retired[0].id == "f1" and new.retired[0].source_turns == [0, 5]
    one_by_one = state
    for op in ops:  # a fresh batch (and index) per operation: the same state
        one_by_one = apply(one_by_one, [op], turn=5)
    assert one_by_one == new


def test_a_dump_after_an_update_dumps_only_the_new_items(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _big(120)
    dump_state(state)
    made: list[str] = []
    real = state_dump._ItemDump

    class Counted(real):  # type: ignore[misc, valid-type]
        def __init__(self, item: Any) -> None:
            made.append(item.id)
            super().__init__(item)

    monkeypatch.setattr(state_dump, "_ItemDump", Counted)
    new = apply(state, [AddItem(kind="goal", value="book a table"), RemoveItem(id="f3")], turn=9)
    dumped = dump_state(new)
    assert sorted(made) == ["f3", "g1"]  # the new goal, and the retired item (stamped anew)
    assert dumped == new.model_dump(mode="json")
    assert state_json(dumped) == json.dumps(new.model_dump(mode="json"))
