"""Background folds (``fold_mode="background"``): add returns before the fold, context never
waits, one fold in flight, stale folds redone, failures degrade, leases, retention unchanged.

Folders here block on an event the test controls, so every interleaving is forced by
counts and events, never by timing.
"""

from __future__ import annotations

import gc
import threading
from pathlib import Path
from typing import Any

import pytest

from turnmem import LLMError, MemoryPolicy, TurnMemory
from turnmem.fold.base import FoldRequest, FoldResult
from turnmem.fold.testing import FunctionFolder
from turnmem.memory.folding import resolve_fold_mode
from turnmem.state import MemoryState
from turnmem.store.sqlite import SQLiteStore
from turnmem.tokens import TokenCounter

FRESH = TokenCounter("gpt-4o")
BUDGET = 1200


def bg(**overrides: Any) -> MemoryPolicy:
    return MemoryPolicy.structured(
        window_turns=2, fold_batch=2, **{"fold_mode": "background", **overrides}
    )


def summarise(request: Any) -> FoldResult:
    """Deterministic: the previous summary plus the folded turn indices."""
    if not isinstance(request, FoldRequest):
        return FoldResult(summary="")
    folded = ",".join(str(t.index) for t in request.turns)
    prev = request.previous_summary
    return FoldResult(summary=f"{prev} [{folded}]".strip())


class GatedFolder(FunctionFolder):
    """A folder whose calls wait for ``gate``; counts calls running at once."""

    def __init__(self, answer: Any = summarise) -> None:
        self.gate = threading.Event()
        self.entered = threading.Semaphore(0)
        self.running = 0
        self.most = 0
        self._count = threading.Lock()

        def call(request: Any) -> FoldResult:
            with self._count:
                self.running += 1
                self.most = max(self.most, self.running)
            self.entered.release()
            try:
                assert self.gate.wait(30), "the test never opened the gate"
                return answer(request)  # type: ignore[no-any-return]
            finally:
                with self._count:
                    self.running -= 1

        super().__init__(call, name="gated")


def chat(memory: TurnMemory, start: int, n: int) -> None:
    for i in range(start, start + n):
        memory.add_messages(
            [
                {"role": "user", "content": f"turn {i}: book hotel {i} for {i % 3 + 1} adults"},
                {"role": "assistant", "content": f"Hotel {i} booked."},
            ]
        )


def test_auto_mode_is_inline_offline_and_background_with_an_llm() -> None:
    auto = MemoryPolicy.structured()
    assert TurnMemory(llm="rule", policy=auto).fold_mode == "inline"
    assert TurnMemory(llm=FunctionFolder(summarise), policy=auto).fold_mode == "inline"
    assert resolve_fold_mode(auto, object()) == "background"
    assert resolve_fold_mode(bg(), object()) == "background"
    assert resolve_fold_mode(auto.model_copy(update={"fold_mode": "inline"}), 1) == "inline"


def test_add_returns_while_the_fold_runs_and_context_keeps_its_turns() -> None:
    folder = GatedFolder()
    memory = TurnMemory(llm=folder, policy=bg(), counter=FRESH)
    chat(memory, 0, 4)  # 4 unfolded, window 2: a fold of turns 0-1 is due
    assert folder.entered.acquire(timeout=30)  # the worker is inside the folder call
    chat(memory, 4, 3)  # adds return while the fold is blocked
    assert memory.folded_through == -1 and memory.summary == ""
    ctx = memory.context("What is booked?", budget=BUDGET)
    assert FRESH.count_messages(ctx.messages) == ctx.tokens <= BUDGET
    texts = [str(m.get("content")) for m in ctx.messages]
    for i in range(7):  # nothing folded yet: every turn is still there, verbatim
        assert any(f"turn {i}:" in t for t in texts), i
    folder.gate.set()
    assert memory.wait(timeout=30)
    assert folder.most == 1, "two folds of one memory ran at once"
    assert memory.folded_through >= 4  # the first fold, then the one its adds made due
    assert memory.summary.startswith("[0,1]")
    assert [e.kind for e in memory.events].count("fold") >= 2
    assert [t.index for t in memory.turns] == list(range(7))
    ctx = memory.context("What is booked?", budget=BUDGET)
    assert FRESH.count_messages(ctx.messages) == ctx.tokens <= BUDGET
    memory.close()


def test_a_failing_fold_falls_back_in_the_worker() -> None:
    def broken(request: Any) -> FoldResult:
        raise LLMError("endpoint down (test)", attempts=1)

    memory = TurnMemory(llm=FunctionFolder(broken), policy=bg())
    chat(memory, 0, 4)
    assert memory.wait(timeout=30)
    kinds = [e.kind for e in memory.events]
    assert kinds == ["fallback", "fold"], kinds
    assert memory.folded_through == 1 and memory.summary


def test_deferred_in_the_background_then_folded_at_a_later_add() -> None:
    answers: list[Any] = [LLMError("down", attempts=1)]

    def flaky(request: Any) -> FoldResult:
        if answers:
            raise answers.pop()
        return summarise(request)

    memory = TurnMemory(llm=FunctionFolder(flaky), policy=bg(on_llm_failure="defer"))
    chat(memory, 0, 4)
    assert memory.wait(timeout=30)
    assert [e.kind for e in memory.events] == ["deferred"]
    assert memory.folded_through == -1
    chat(memory, 4, 1)
    assert memory.wait(timeout=30)
    assert [e.kind for e in memory.events] == ["deferred", "fold"]
    assert memory.folded_through == 2


def test_a_stale_fold_is_refused_and_redone(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'stale.db'}"
    folder = GatedFolder()
    memory = TurnMemory(llm=folder, policy=bg(), store=url, session_id="s")
    chat(memory, 0, 4)
    assert folder.entered.acquire(timeout=30)
    # Another writer folds the same turns first (inline, offline folder).
    other = TurnMemory(llm="rule", policy=bg(fold_mode="inline"), store=url, session_id="s")
    other.refresh()
    chat(other, 4, 1)
    assert other.folded_through >= 1
    folder.gate.set()
    assert memory.wait(timeout=30)
    kinds = [e.kind for e in memory.events]
    assert "conflict" in kinds, kinds
    with TurnMemory(store=url, session_id="s", llm="rule") as check:
        assert check.folded_through >= other.folded_through
        assert [t.index for t in check.turns] == list(range(5))
    other.close()
    memory.close()


def test_a_lease_held_elsewhere_skips_the_fold_until_the_next_add(tmp_path: Path) -> None:
    path = tmp_path / "lease.db"
    store = SQLiteStore(path)
    calls: list[int] = []

    def counting(request: Any) -> FoldResult:
        calls.append(1)
        return summarise(request)

    memory = TurnMemory(
        llm=FunctionFolder(counting), policy=bg(), store=f"sqlite:///{path}", session_id="s"
    )
    assert store.acquire_lease("s", "another-replica", 60)
    chat(memory, 0, 4)
    assert memory.wait(timeout=30)
    assert calls == [] and memory.folded_through == -1
    assert [e.kind for e in memory.events] == ["deferred"]
    assert "lease" in memory.events[0].detail
    assert store.release_lease("s", "another-replica")
    chat(memory, 4, 1)
    assert memory.wait(timeout=30)
    assert calls == [1] and memory.folded_through == 2
    assert store.acquire_lease("s", "another-replica", 1), "the worker did not release its lease"
    memory.close()
    store.close()


def test_close_drops_a_fold_still_running_and_reopen_redoes_it(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'close.db'}"
    folder = GatedFolder()
    memory = TurnMemory(llm=folder, policy=bg(), store=url, session_id="s")
    chat(memory, 0, 4)
    assert folder.entered.acquire(timeout=30)
    memory.close(timeout=0.01)  # the fold is still blocked: nothing may be committed
    folder.gate.set()
    assert memory.wait(timeout=30)
    with TurnMemory(store=url, session_id="s", llm="rule") as check:
        assert check.folded_through == -1 and check.summary == ""
    again = TurnMemory(llm=FunctionFolder(summarise), policy=bg(), store=url, session_id="s")
    assert again.wait(timeout=30)  # reopening starts the fold that was due
    assert again.folded_through == 1 and again.summary == "[0,1]"
    again.close()


def test_forget_while_a_fold_runs_drops_it() -> None:
    folder = GatedFolder()
    memory = TurnMemory(llm=folder, policy=bg())
    chat(memory, 0, 4)
    assert folder.entered.acquire(timeout=30)
    assert memory.forget() == 4
    folder.gate.set()
    assert memory.wait(timeout=30)
    assert memory.folded_through == -1 and memory.recent == [] and memory.turns == []


def replay(mode: str, path: Path) -> tuple[Any, ...]:
    """A small replay with retention; every result read after ``wait()``."""
    from turnmem.memory.retention import Retention

    policy = MemoryPolicy.structured(window_turns=2, fold_batch=2, fold_mode=mode)  # type: ignore[arg-type]
    memory = TurnMemory(
        llm=FunctionFolder(summarise),
        policy=policy,
        store=f"sqlite:///{path}",
        session_id="r",
        retention=Retention(keep_archived=3),
    )
    for i in range(15):
        chat(memory, i, 1)
        memory.wait(timeout=30)  # one fold at a time, as inline would: same commit points
    assert memory.wait(timeout=30)
    state: MemoryState = memory.state
    out = (
        [t.index for t in memory.turns],
        memory.summary,
        memory.folded_through,
        state.model_dump(mode="json", exclude={"retired"}),
        [(e.kind, e.detail) for e in memory.events],
    )
    memory.close()
    return out


def test_retention_with_background_folds_equals_inline(tmp_path: Path) -> None:
    inline = replay("inline", tmp_path / "inline.db")
    background = replay("background", tmp_path / "background.db")
    assert inline == background
    assert inline[0][0] > 0, "retention never deleted anything"


@pytest.mark.parametrize("extract", ["every_turn"])
def test_extractions_run_in_the_worker_too(extract: str) -> None:
    seen: list[str] = []

    def fn(request: Any) -> FoldResult:
        seen.append(type(request).__name__.split("[")[0])
        return summarise(request)

    memory = TurnMemory(llm=FunctionFolder(fn), policy=bg(extract=extract))
    chat(memory, 0, 4)
    assert memory.wait(timeout=30)
    assert seen.count("ExtractRequest") == 4 and seen.count("FoldRequest") == 1


def test_latency_bench_reports_every_mode() -> None:
    from turnmem.lab.bench.latency import MODES, format_table, run_latency

    report = run_latency(turns=9, delay=0.01)
    assert list(report["modes"]) == list(MODES)
    for mode, res in report["modes"].items():
        assert res["per_turn"]["n"] == 9, mode
        assert res["folds"] >= 1 and res["fallbacks"] == 0, (mode, res)
    assert report["modes"]["no-llm"]["llm_requests"] == 0
    assert report["modes"]["inline"]["llm_requests"] == report["modes"]["inline"]["folds"]
    assert report["modes"]["background"]["llm_requests"] >= 1
    assert "background" in format_table(report)


def test_memory_loop_lag_bench_runs_on_sqlite() -> None:
    from turnmem.lab.bench.loop_lag_memory import format_table, run_memory_loop_lag

    report = run_memory_loop_lag(
        sessions=2, turns=9, fold_delay=0.01, backends=("sqlite",), baseline_seconds=0
    )
    res = report["backends"]["sqlite"]
    assert res["status"] == "ok", res
    assert res["turn"]["n"] == 18 and res["folds"] >= 2 and res["fallbacks"] == 0
    assert res["lag"]["n"] > 0 and res["startup"]["lag"]["n"] > 0
    assert report["config"]["gc_freeze_after_startup"] is True
    assert gc.get_freeze_count() == 0  # the bench unfreezes what it froze
    assert "sqlite" in format_table(report)
