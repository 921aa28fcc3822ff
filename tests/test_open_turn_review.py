"""Review of every_turn extraction's mark (extracted_through) and the open-turn view.

Each case failed before its fix: a reopened (or reloaded) session extracted again the turns
its stored state already covered (a fold stores the state as the extractions left it, beyond
the fold mark); an extraction still running when forget() replaced the view was applied to
the new, empty session (the forgotten turn's reading in it, and the new session's first turn
never extracted)."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

from turnmem import AsyncTurnMemory, MemoryPolicy, MemoryState, TurnMemory
from turnmem.fold.base import ExtractRequest, FoldResult
from turnmem.fold.testing import FunctionFolder
from turnmem.state import AddItem

BOOK = "Book a table for 4 people on Friday at 7pm please."
SON = "My son is coming along after all."  # one more: the party grows by one each reading


def _user(text: str) -> dict[str, str]:
    return {"role": "user", "content": text}


def _assistant(text: str) -> dict[str, str]:
    return {"role": "assistant", "content": text}


def _every_turn(**kw: Any) -> MemoryPolicy:
    kw.setdefault("window_turns", 3)
    return MemoryPolicy.structured(extract="every_turn", fold_mode="inline", **kw)


def _fact(state: MemoryState, key: str) -> str | None:
    return next((f.value for f in state.facts if f.key == key), None)


def _chat(memory: TurnMemory, pairs: list[tuple[str, str]]) -> None:
    for user, reply in pairs:
        memory.add_messages([_user(user), _assistant(reply)])


# turn 4 (SON) is after the first fold's mark (t3) but extracted before that fold (at t6)
SESSION = [
    (BOOK, "Booked: a table for 4 on Friday at 7pm."),
    ("Do you have parking?", "Yes."),
    ("Is there wifi?", "Yes."),
    ("Any vegan options?", "Yes."),
    (SON, "Noted, 5 people."),
    ("Is it step-free?", "Yes."),
    ("Can we bring a dog?", "Yes."),
]


def test_a_reopened_session_does_not_read_a_stored_turn_twice(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'memory.db'}"
    with TurnMemory(policy=_every_turn(), store=url, session_id="s") as memory:
        _chat(memory, SESSION)
        assert 0 <= memory.folded_through < 4  # the son's turn is not folded
        assert _fact(memory.state, "party") == "5 people"
    with TurnMemory(policy=_every_turn(), store=url, session_id="s") as memory:
        assert _fact(memory.state, "party") == "5 people"  # the view
        _chat(memory, [("Thanks!", "You're welcome.")])
        assert _fact(memory.state, "party") == "5 people"  # the committed state


def test_a_reload_after_another_writers_fold_does_not_read_a_turn_twice(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'memory.db'}"
    policy = _every_turn()
    a = TurnMemory(policy=policy, store=url, session_id="s", sync=True)
    b = TurnMemory(policy=policy, store=url, session_id="s", sync=True)
    _chat(a, SESSION[:5])  # a extracts the son's turn (t4), nothing folded yet
    assert a.folded_through == -1 and _fact(a.state, "party") == "5 people"
    _chat(b, SESSION[5:])  # b reads t0..t6 and folds: the stored state covers t4
    assert b.folded_through >= 0 and _fact(b.state, "party") == "5 people"
    _chat(a, [("Thanks!", "You're welcome.")])  # a reloads b's fold
    assert _fact(a.state, "party") == "5 people"
    a.close()
    b.close()


class _GatedExtractor(FunctionFolder):
    """Extractions wait for ``gate``; each one adds a fact naming its turn's user text."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.entered = threading.Semaphore(0)

        def call(request: Any) -> FoldResult:
            if not isinstance(request, ExtractRequest):
                return FoldResult(summary="")
            self.entered.release()
            assert self.gate.wait(30), "the test never opened the gate"
            said = request.turn.user or ""
            return FoldResult(summary="", updates=[AddItem(kind="fact", value=f"said {said}")])

        super().__init__(call, name="gated")


def test_forget_while_an_extraction_runs_drops_it() -> None:
    folder = _GatedExtractor()
    policy = MemoryPolicy.structured(window_turns=3, extract="every_turn", fold_mode="background")
    memory = TurnMemory(llm=folder, policy=policy)
    memory.add_messages([_user("old secret"), _assistant("ok")])
    assert folder.entered.acquire(timeout=30)  # the worker is extracting t0
    assert memory.forget() == 1
    memory.add_messages([_user("new start"), _assistant("ok")])  # the new session's t0
    folder.gate.set()
    assert memory.wait(timeout=30)
    said = [f.value for f in memory.state.facts]
    assert said == ["said new start"]
    memory.close()


def test_an_emergency_fold_leaves_no_turn_unextracted() -> None:
    """A context too small for the unfolded turns folds them at once (offline) while the
    background worker is still extracting the first: the folded turns must still reach the
    state (a fold with every_turn only summarises), each once."""
    folder = _GatedExtractor()
    policy = MemoryPolicy.structured(
        window_turns=6, fold_batch=6, budget=8000, extract="every_turn", fold_mode="background"
    )
    memory = TurnMemory(llm=folder, policy=policy)
    for i in range(4):
        said = f"My booking reference is REF{i}7 for night {i}."
        memory.add_messages([_user(said), _assistant("Noted, thank you. " * 20)])
    assert folder.entered.acquire(timeout=30)  # the worker is extracting t0
    memory.context("What were my references?", budget=180)
    assert memory.folded_through >= 1  # an emergency fold covered turns not extracted yet
    folder.gate.set()
    assert memory.wait(timeout=30)
    facts = " ".join(f.value for f in memory.state.facts)
    assert [f"REF{i}7" in facts for i in range(4)] == [True] * 4
    memory.close()


def test_a_background_fold_never_covers_another_writers_turns_unread(tmp_path: Path) -> None:
    """The worker re-reads the session under the fold lease (sync): turns another writer added
    meanwhile are extracted before a fold may cover them (it only summarises; its stored state
    is what every writer loads)."""
    gate, entered, first = threading.Event(), threading.Semaphore(0), [True]

    def call(request: Any) -> FoldResult:
        if isinstance(request, ExtractRequest):
            said = f"said {request.turn.user}"
            return FoldResult(summary="", updates=[AddItem(kind="fact", value=said)])
        if first[0]:  # the first fold waits while the session grows
            first[0] = False
            entered.release()
            assert gate.wait(30), "the test never opened the gate"
        return FoldResult(summary="s")

    url = f"sqlite:///{tmp_path / 'memory.db'}"
    background = MemoryPolicy.structured(
        window_turns=2, fold_batch=2, extract="every_turn", fold_mode="background"
    )
    a = TurnMemory(
        llm=FunctionFolder(call), policy=background, store=url, session_id="s", sync=True
    )
    b = TurnMemory(
        llm=FunctionFolder(call), policy=_every_turn(window_turns=50), store=url, session_id="s",
        sync=True,
    )  # fmt: skip
    _chat(a, [(f"a{i}", "ok") for i in range(4)])
    assert entered.acquire(timeout=30)  # a's worker folds t0-t1
    _chat(a, [(f"a{i}", "ok") for i in range(4, 6)])
    _chat(b, [(f"b{i}", "ok") for i in range(6, 10)])
    gate.set()
    assert a.wait(timeout=30)
    assert a.folded_through > 6  # a's second fold covered b's turns
    said = sorted(f.value for f in a.state.facts)
    assert said == [f"said a{i}" for i in range(6)] + [f"said b{i}" for i in range(6, 10)]
    a.close()
    b.close()


class _AsyncGatedExtractor:
    """:class:`_GatedExtractor` for the async memory: extractions await ``gate``."""

    name = "gated"

    def __init__(self) -> None:
        self.gate = asyncio.Event()
        self.entered = asyncio.Event()

    async def fold(self, request: Any) -> FoldResult:
        return FoldResult(summary="")

    async def extract(self, request: Any) -> FoldResult:
        self.entered.set()
        await asyncio.wait_for(self.gate.wait(), 30)
        said = request.turn.user or ""
        return FoldResult(summary="", updates=[AddItem(kind="fact", value=f"said {said}")])


def test_the_async_memory_drops_an_extraction_forget_outran() -> None:
    policy = MemoryPolicy.structured(window_turns=3, extract="every_turn", fold_mode="background")

    async def main() -> list[str]:
        folder = _AsyncGatedExtractor()
        async with AsyncTurnMemory(llm=folder, policy=policy) as memory:
            await memory.add_messages([_user("old secret"), _assistant("ok")])
            await asyncio.wait_for(folder.entered.wait(), 30)  # the worker is extracting t0
            assert await memory.forget() == 1
            await memory.add_messages([_user("new start"), _assistant("ok")])
            folder.gate.set()
            assert await memory.wait(timeout=30)
            return [f.value for f in memory.state.facts]

    assert asyncio.run(main()) == ["said new start"]


def test_a_popped_reply_is_taken_back_and_the_regenerated_one_read() -> None:
    asked: list[tuple[int, str | None]] = []

    def answer(request: Any) -> FoldResult:
        if isinstance(request, ExtractRequest):
            asked.append((request.turn.index, request.turn.response))
        return FoldResult(summary="")

    policy = MemoryPolicy.structured(extract="every_turn", fold_mode="inline")
    memory = TurnMemory(llm=FunctionFolder(answer), policy=policy)
    memory.add_messages([_user("Book it for Friday"), _assistant("Booked, ref XK42")])
    memory.pop_item()
    memory.add_messages([_assistant("Booked, ref QZ77")])
    assert asked == [(0, "Booked, ref XK42"), (0, "Booked, ref QZ77")]


def test_guard_a_popped_reply_leaves_the_offline_reading_as_it_was() -> None:
    policy = MemoryPolicy.structured(extract="every_turn", fold_mode="inline")
    memory = TurnMemory(policy=policy)
    memory.add_messages([_user("Book a table for 4 on Friday at 7pm"), _assistant("Booked.")])
    once = memory.state.model_dump()
    memory.pop_item()
    memory.add_messages([_assistant("Booked.")])
    assert memory.state.model_dump() == once  # the user's words read once, not twice
