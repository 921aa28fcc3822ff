"""extract="every_turn": every turn is read into the state once, in order, and a turn not
extracted yet (the open turn, the unfolded turns of a reopened session) is read into the state
as it is read, with the offline folder (turnmem.memory.open_turn).

Before: the state lagged an unanswered user message ("Actually, Saturday" added, the state
still "Friday"); of several turns added in one call only the newest was extracted; a reopened
session lost the extracted state of its unfolded turns for good (folds only summarise)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from turnmem import AsyncTurnMemory, MemoryPolicy, MemoryState, TurnMemory
from turnmem.fold.base import ExtractRequest, FoldRequest, FoldResult
from turnmem.fold.rules.folder import RuleFolder
from turnmem.fold.testing import FunctionFolder

BOOK = "Book a table for 4 people on Friday at 7pm please."
BOOKED = "Booked: a table for 4 on Friday at 7pm."
MOVE = "Actually, make it Saturday instead."


def _user(text: str) -> dict[str, str]:
    return {"role": "user", "content": text}


def _assistant(text: str) -> dict[str, str]:
    return {"role": "assistant", "content": text}


def _every_turn(**kw: Any) -> MemoryPolicy:
    return MemoryPolicy.structured(
        window_turns=kw.pop("window_turns", 3), extract="every_turn", fold_mode="inline", **kw
    )


def _fact(state: MemoryState, key: str) -> str | None:
    return next((f.value for f in state.facts if f.key == key), None)


def test_an_unanswered_correction_is_in_the_state_and_the_context() -> None:
    memory = TurnMemory(policy=_every_turn())
    memory.add_messages([_user(BOOK), _assistant(BOOKED)])
    memory.add_messages([_user(MOVE)])
    assert _fact(memory.state, "date") == "Saturday"
    (date,) = [f for f in memory.state.facts if f.key == "date"]
    assert [h.value for h in date.history] == ["Friday"]
    state_text = memory.context().messages[0]["content"]
    assert "fact date: Saturday" in state_text
    assert "was: Friday" in state_text


def test_the_reply_extracts_the_turn_from_the_committed_state_once() -> None:
    memory = TurnMemory(policy=_every_turn())
    memory.add_messages([_user(BOOK), _assistant(BOOKED), _user(MOVE)])
    seen = memory.state.model_dump()
    memory.add_messages([_assistant("Done, it is moved to Saturday.")])
    after = memory.state.model_dump()
    assert after == seen  # the same reading, not applied a second time
    (date,) = [f for f in memory.state.facts if f.key == "date"]
    assert date.value == "Saturday"
    assert len(date.history) == 1


def test_the_view_is_read_once_per_open_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = RuleFolder.extract

    def counting(self: RuleFolder, request: ExtractRequest[MemoryState]) -> FoldResult:
        calls.append(request.turn.index)
        return real(self, request)

    monkeypatch.setattr(RuleFolder, "extract", counting)
    memory = TurnMemory(policy=_every_turn())
    memory.add_messages([_user(BOOK), _assistant(BOOKED)])
    assert calls == [0]
    memory.add_messages([_user(MOVE)])
    assert calls == [0]  # nothing read at the add
    for _ in range(3):
        assert _fact(memory.state, "date") == "Saturday"
    memory.context()
    assert calls == [0, 1]  # one reading for every look at the open turn
    # another user message before the reply: turn 1 stays unanswered and is extracted at the
    # add (never left out), the new turn is read as it is read
    memory.add_messages([_user("no wait, Sunday is better for us")])
    assert calls == [0, 1, 1]
    assert _fact(memory.state, "date") == "Sunday"
    assert calls == [0, 1, 1, 2]
    memory.add_messages([_assistant("Sunday it is.")])
    assert calls == [0, 1, 1, 2, 2]
    assert _fact(memory.state, "date") == "Sunday"


def test_turns_added_in_one_call_are_each_extracted() -> None:
    memory = TurnMemory(policy=_every_turn())
    memory.add_messages(
        [_user(BOOK), _assistant(BOOKED), _user("Is there parking?"), _assistant("Yes, free.")]
    )
    assert _fact(memory.state, "date") == "Friday"
    assert _fact(memory.state, "party") == "4 people"


def test_turns_added_in_one_call_are_each_extracted_by_an_llm_folder() -> None:
    asked: list[int] = []

    def answer(request: FoldRequest[MemoryState] | ExtractRequest[MemoryState]) -> FoldResult:
        if isinstance(request, ExtractRequest):
            asked.append(request.turn.index)
        return FoldResult(summary="")

    memory = TurnMemory(policy=_every_turn(), llm=FunctionFolder(answer))
    memory.add_messages([_user(BOOK), _assistant(BOOKED), _user("Parking?"), _assistant("Yes.")])
    assert asked == [0, 1]  # oldest first, each once
    memory.add_messages([_user("Thanks"), _assistant("You're welcome.")])
    assert asked == [0, 1, 2]


def test_an_llm_folders_state_waits_for_the_reply() -> None:
    asked: list[int] = []

    def answer(request: FoldRequest[MemoryState] | ExtractRequest[MemoryState]) -> FoldResult:
        if isinstance(request, ExtractRequest):
            asked.append(request.turn.index)
        return FoldResult(summary="")

    memory = TurnMemory(policy=_every_turn(), llm=FunctionFolder(answer))
    memory.add_messages([_user(BOOK)])
    assert memory.state.facts == []  # no offline reading mixed into an LLM folder's state
    memory.context()
    assert asked == []
    memory.add_messages([_assistant(BOOKED)])
    assert asked == [0]


def test_on_fold_extraction_is_unchanged_by_the_open_turn() -> None:
    memory = TurnMemory(policy=MemoryPolicy.structured(fold_mode="inline"))
    memory.add_messages([_user(BOOK)])
    assert memory.state.facts == []


def test_a_reopened_session_keeps_the_state_of_its_unfolded_turns(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'memory.db'}"
    with TurnMemory(policy=_every_turn(), store=url, session_id="s") as memory:
        memory.add_messages([_user(BOOK), _assistant(BOOKED)])
    with TurnMemory(policy=_every_turn(), store=url, session_id="s") as memory:
        assert _fact(memory.state, "date") == "Friday"  # read again as it is read
        for i in range(6):  # the turn is folded now; folds only summarise
            memory.add_messages([_user(f"Question {i}: is there parking?"), _assistant("Yes.")])
        assert memory.events and any(e.kind == "fold" for e in memory.events)
        assert _fact(memory.state, "date") == "Friday"
    with TurnMemory(policy=_every_turn(), store=url, session_id="s") as memory:
        assert _fact(memory.state, "date") == "Friday"  # stored with the fold


def test_the_view_of_an_open_turn_is_never_stored(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'memory.db'}"
    policy = _every_turn(window_turns=1)
    with TurnMemory(policy=policy, store=url, session_id="s") as memory:
        memory.add_messages([_user(BOOK), _assistant(BOOKED)])
        for question in ("Do you have parking?", "A high chair?", "Step-free access?", "Wifi?"):
            memory.add_messages([_user(question), _assistant("Yes.")])
        memory.add_messages([_user(MOVE)])
        assert _fact(memory.state, "date") == "Saturday"
        snap = memory.store.load(memory.session_id)
        assert snap is not None and snap.folded_through >= 0
        stored = MemoryState.model_validate(snap.state)
        assert _fact(stored, "date") == "Friday"  # the last fold's state, not the view


def test_background_extractions_read_every_turn_in_order() -> None:
    policy = MemoryPolicy.structured(window_turns=3, extract="every_turn", fold_mode="background")
    with TurnMemory(policy=policy) as memory:
        memory.add_messages([_user(BOOK), _assistant(BOOKED), _user(MOVE), _assistant("Done.")])
        assert memory.wait(timeout=60)
        (date,) = [f for f in memory.state.facts if f.key == "date"]
        assert date.value == "Saturday"
        assert [h.value for h in date.history] == ["Friday"]


def test_the_async_memory_reads_the_open_turn_too() -> None:
    async def main() -> str | None:
        async with AsyncTurnMemory(policy=_every_turn()) as memory:
            await memory.add_messages([_user(BOOK), _assistant(BOOKED), _user(MOVE)])
            return _fact(memory.state, "date")

    assert asyncio.run(main()) == "Saturday"
