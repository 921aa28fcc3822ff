"""The fold policy, written once: when to fold, fallback, defer, lease, inline or background.

Everything here is sans-IO: flows that yield effects (:mod:`turnmem.memory.effects`), driven
by both memories (:mod:`turnmem.memory.drivers`) and by their background worker.

A fold has two phases:

* **compute** (:func:`compute_fold`): one folder call on a :class:`FoldPlan` (a frozen
  snapshot: the turns, the previous summary and state), and the decision on failure: fall
  back to the offline folder, or defer. It reads the view but never changes it, so the
  background worker runs it outside the memory's lock while the caller keeps adding turns
  and assembling contexts;
* **apply** (:meth:`FoldFlows._apply_fold_flow`): usage and events recorded, the
  compare-and-swap commit, the view change, retention. The worker runs it under the lock
  (a :class:`Critical` effect), in one piece.

Until a background fold commits, the turns it covers stay in the view, verbatim, so the
context stays exact and within budget; a stale fold (the CAS refused it, or the view moved)
is dropped and planned again. Replicas sharing a session take the store's fold lease
(``LeasingStore``) before computing; a lease held elsewhere skips the fold until the next
add. Inline mode keeps the original single-phase behaviour (no lease: the CAS guards it).
"""

from __future__ import annotations

import os
import socket
import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from turnmem.errors import ConcurrentUpdateError, StateUpdateError
from turnmem.fold.base import CallUsage, ExtractRequest, FoldResult
from turnmem.memory.effects import Commit, Critical, Extract, Flow, Fold, LeaseOp, why
from turnmem.memory.engine import EventKind, FoldPlan, MemoryCore
from turnmem.policy import MemoryPolicy
from turnmem.state import MemoryState
from turnmem.state_dump import dump_state

if TYPE_CHECKING:
    from turnmem.fold.base import Usage
    from turnmem.fold.rules.folder import RuleFolder
    from turnmem.memory.retention import Retention, RetentionReport

__all__ = [
    "LEASE_TTL_SECONDS",
    "ExtractOutcome",
    "FoldFlows",
    "FoldMode",
    "FoldOutcome",
    "compute_extract",
    "compute_fold",
    "lease_owner",
    "resolve_fold_mode",
]

FoldMode = Literal["inline", "background"]
#: Seconds a fold lease lasts; the worker renews it every third of that while the folder runs.
LEASE_TTL_SECONDS = 30.0
# After this many deferred folds in a row, fall back instead of letting the window grow.
MAX_DEFERRALS = 3


def resolve_fold_mode(policy: MemoryPolicy, folder: object) -> FoldMode:
    """``policy.fold_mode``, with ``auto`` resolved: background for a folder that calls an
    LLM, inline for the offline folder and the public test doubles (deterministic tests)."""
    if policy.fold_mode != "auto":
        return policy.fold_mode
    from turnmem.fold.rules.folder import AsyncRuleFolder, RuleFolder
    from turnmem.fold.testing import FunctionFolder, ScriptedFolder

    local = isinstance(folder, RuleFolder | AsyncRuleFolder | ScriptedFolder | FunctionFolder)
    return "inline" if local else "background"


def lease_owner() -> str:
    """A lease owner unique to one memory object: ``host:pid:random``."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:12]}"


@dataclass(frozen=True)
class FoldOutcome:
    """What a computed fold brings to the apply phase (``result`` None: deferred)."""

    plan: FoldPlan
    result: FoldResult | None
    state: MemoryState
    how: str
    calls: tuple[CallUsage, ...]
    note: tuple[EventKind, str] | None


@dataclass(frozen=True)
class ExtractOutcome:
    """A computed extraction: its result (the offline one after a failure) and accounting."""

    request: ExtractRequest[MemoryState]
    result: FoldResult
    calls: tuple[CallUsage, ...]
    note: str | None


def _spent(exc: BaseException) -> tuple[CallUsage, ...]:
    """Tokens a failed call spent still count (``LLMError.usage``)."""
    spent = getattr(exc, "usage", None)
    return (spent,) if isinstance(spent, CallUsage) else ()


def compute_fold(
    plan: FoldPlan,
    core: MemoryCore,
    *,
    folder_name: str,
    fallback: RuleFolder,
    lease: LeaseOp | None = None,
) -> Flow[FoldOutcome]:
    """One folder call on ``plan`` and what to do if it fails (invariant 6); the view is only
    read (``core.state``, ``core.deferred``), never changed."""
    calls: list[CallUsage] = []
    try:
        result: FoldResult = yield Fold(plan.request, lease)
        if result.usage is not None:
            calls.append(result.usage)
        state = core.result_state(result, plan.through)
        return FoldOutcome(plan, result, state, folder_name, tuple(calls), None)
    except Exception as exc:  # LLM failures degrade (invariant 6)
        calls.extend(_spent(exc))
        if core.policy.on_llm_failure == "defer" and core.deferred < MAX_DEFERRALS:
            note: tuple[EventKind, str] = (
                "deferred",
                f"fold through t{plan.through} deferred: {why(exc)}",
            )
            return FoldOutcome(plan, None, core.state, "", tuple(calls), note)
        note = ("fallback", f"fold through t{plan.through} by the offline folder: {why(exc)}")
        result = fallback.fold(plan.request)
        try:
            state = core.result_state(result, plan.through)
        except StateUpdateError:
            state = core.state
        return FoldOutcome(plan, result, state, "rule (fallback)", tuple(calls), note)


def compute_extract(
    request: ExtractRequest[MemoryState], *, fallback: RuleFolder
) -> Flow[ExtractOutcome]:
    """One extraction call; the offline extractor stands in when it fails."""
    try:
        result: FoldResult = yield Extract(request)
        calls = (result.usage,) if result.usage is not None else ()
        return ExtractOutcome(request, result, calls, None)
    except Exception as exc:
        note = f"extraction failed ({why(exc)}); offline extractor used"
        return ExtractOutcome(request, fallback.extract(request), _spent(exc), note)


class FoldFlows:
    """The fold flows of :class:`~turnmem.memory.base.MemoryBase` (a mixin: it holds no
    state of its own; the attributes below are the memory's)."""

    if TYPE_CHECKING:
        _core: MemoryCore
        _fallback: RuleFolder
        _worker_active: bool
        _closing: bool
        fold_mode: FoldMode
        lease_owner: str
        lease_ttl: float
        policy: MemoryPolicy
        retention: Retention | None
        sync: bool
        usage: Usage

        @property
        def folder_name(self) -> str: ...
        def _refresh_flow(self) -> Flow[None]: ...
        def _reload_flow(self) -> Flow[None]: ...
        def _retention_flow(self, rule: Retention) -> Flow[RetentionReport]: ...
        def _start_worker(self) -> None: ...

    # --- inline ---------------------------------------------------------------------------

    def _fold_now_flow(self) -> Flow[None]:
        """Inline maintenance: extract each new complete turn, then fold if one is due."""
        core = self._core
        while (extract := core.extract_request()) is not None:  # each moves extracted_through
            done = yield from compute_extract(extract, fallback=self._fallback)
            self._apply_extract(done)
        plan = core.plan_fold()
        if plan is None:
            return
        outcome = yield from compute_fold(
            plan, core, folder_name=self.folder_name, fallback=self._fallback
        )
        yield from self._apply_fold_flow(outcome, core)

    def _apply_extract(self, done: ExtractOutcome) -> None:
        self.usage.calls.extend(done.calls)
        for note in done.result.notes:  # what the folder dropped from the LLM's answer, and why
            self._core.record("note", note, done.request.turn.index)
        if done.note is not None:
            self._core.record("fallback", done.note, done.request.turn.index)
        self._core.apply_extract(done.result, done.request.turn.index)

    def _extract_before_fold(self, through: int) -> None:
        """Extract, offline, the turns up to ``through`` not extracted yet, before an emergency
        fold covers them (with every_turn a fold only summarises and moves the mark past its
        turns; the worker's LLM extraction is not waited for on the context path)."""
        core = self._core
        while (request := core.extract_request()) is not None and request.turn.index <= through:
            if self.folder_name != "rule":
                at = request.turn.index
                core.record("fallback", f"t{at} extracted offline for an emergency fold", at)
            self._apply_extract(ExtractOutcome(request, self._fallback.extract(request), (), None))

    def _apply_current(self, done: ExtractOutcome, asked_of: MemoryCore) -> None:
        """A background extraction, applied only to the view and state it was asked of: one
        that ran while forget() replaced the view, or a reload replaced the state (its turns
        after the fold mark are extracted again), is dropped; the worker asks again."""
        core = self._core
        if core is asked_of and core.state is done.request.state:
            self._apply_extract(done)
        else:
            self.usage.calls.extend(done.calls)  # (tokens spent still count)

    def _apply_fold_flow(self, outcome: FoldOutcome, planned_on: MemoryCore) -> Flow[bool]:
        """Record, commit (compare-and-swap) and apply a computed fold; False when it was
        deferred or dropped as stale (the caller plans again, or waits for the next add)."""
        core = self._core
        plan = outcome.plan
        self.usage.calls.extend(outcome.calls)
        if core is not planned_on:  # forget() replaced the view while the fold ran
            return False
        if outcome.note is not None:
            core.record(outcome.note[0], outcome.note[1], plan.through)
        for note in outcome.result.notes if outcome.result is not None else ():
            core.record("note", note, plan.through)  # what the folder dropped, and why
        if outcome.result is None:
            core.deferred += 1
            return False
        if core.folded_through != plan.base_folded_through:  # the view moved (a reload)
            core.record("conflict", f"fold through t{plan.through} is stale; redone", plan.through)
            return True
        result = outcome.result
        dumped = dump_state(outcome.state) if self.policy.keep_state else None
        try:
            yield Commit(result.summary, dumped, plan.through, plan.base_folded_through)
        except ConcurrentUpdateError as exc:
            core.record("conflict", f"another writer folded first ({exc}); reloaded", plan.through)
            yield from self._reload_flow()
            return True
        core.commit_fold_view(result.summary, outcome.state, plan.through)
        if self.retention is not None:
            yield from self._retention_flow(self.retention)
        core.record(
            "fold",
            f"folded {len(plan.request.turns)} turns through t{plan.through} ({outcome.how})",
            plan.through,
        )
        return True

    # --- background -----------------------------------------------------------------------

    def _schedule_flow(self) -> Flow[None]:
        """Background maintenance at an add (under the lock): start the worker if it is idle
        and there is work (a turn to extract, a fold due); never waits for it."""
        core = self._core
        if self._worker_active or self._closing:
            return  # the running worker plans again after each job
        if core.extract_request() is not None or core.plan_fold() is not None:
            self._worker_active = True
            self._start_worker()
        return
        yield  # a flow (no effects)

    def _next_job_flow(self) -> Flow[tuple[MemoryCore, ExtractRequest[MemoryState] | FoldPlan]]:
        """Under the lock: the worker's next job, or the worker stops (``_worker_active``
        cleared in the same critical section, so an add never misses a stopped worker)."""
        yield from ()  # a flow without effects
        if self._closing:
            self._worker_active = False
            return self._core, None  # type: ignore[return-value]
        # the oldest turn not extracted yet, asked of the state as it is now (so each
        # extraction starts from the one before it), then a fold
        extract = self._core.extract_request()
        if extract is not None:
            return self._core, extract
        plan = self._core.plan_fold()
        if plan is None:
            self._worker_active = False
        return self._core, plan  # type: ignore[return-value]

    def _plan_leased_flow(self) -> Flow[tuple[MemoryCore, FoldPlan | None]]:
        """Under the lock and the lease: the fold to compute, planned on the session as it is
        now (another replica may have folded while we waited for the lease)."""
        if self.sync:  # plan on the whole session, never on a view with gaps
            yield from self._refresh_flow()
        if self._core.extract_request() is not None:  # another writer's turns: read them
            return self._core, None  # first (a fold only summarises), then plan again
        return self._core, self._core.plan_fold()

    def _stop_flow(self, outcome: FoldOutcome | None, planned_on: MemoryCore) -> Flow[bool]:
        """Under the lock: apply the outcome (if any); stop the worker unless it should plan
        again (a fold committed, or a stale one to redo)."""
        again = False
        if outcome is not None and not self._closing:
            again = yield from self._apply_fold_flow(outcome, planned_on)
        if not again and not self._closing:  # a turn came in to extract (see above)
            again = self._core.extract_request() is not None
        if not again:
            self._worker_active = False
        return again

    def _background_flow(self) -> Flow[None]:
        """The worker: jobs until none is left; folder calls outside the lock, every change
        of the view inside it. A fold takes the session's lease first, then plans."""
        while True:
            core, job = yield Critical(self._next_job_flow())
            if job is None:
                return
            if isinstance(job, ExtractRequest):
                done = yield from compute_extract(job, fallback=self._fallback)
                yield Critical(self._locked(lambda d=done, c=core: self._apply_current(d, c)))
                continue
            lease = LeaseOp("renew", self.lease_owner, self.lease_ttl)
            leased = yield LeaseOp("acquire", self.lease_owner, self.lease_ttl)
            if not leased:
                yield Critical(self._note_stop_flow(job))
                return
            release = LeaseOp("release", self.lease_owner, self.lease_ttl)
            try:
                core, plan = yield Critical(self._plan_leased_flow())
                outcome = None
                if plan is not None:
                    outcome = yield from compute_fold(
                        plan, core, folder_name=self.folder_name, fallback=self._fallback,
                        lease=lease,
                    )  # fmt: skip
                again = yield Critical(self._stop_flow(outcome, core))
            except Exception:
                yield release  # not in a finally: a flow closed by GeneratorExit yields nothing
                raise
            yield release
            if not again:
                return

    def _note_stop_flow(self, plan: FoldPlan) -> Flow[None]:
        self._core.record(
            "deferred",
            f"fold through t{plan.through} skipped: another replica holds the session's "
            "fold lease; retried at the next add",
            plan.through,
        )
        self._worker_active = False
        return
        yield

    @staticmethod
    def _locked(action: Any) -> Flow[None]:
        """A flow that runs ``action()`` (under the lock, as a Critical effect's body)."""
        action()
        return
        yield
