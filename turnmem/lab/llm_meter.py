"""An LLM folder wrapped for the instruments: what it cost, how often it failed, how long.

``turnmem eval dst --llm``, ``turnmem replay --llm`` (and ``turnmem eval state``) replay the
same conversations with the offline folder and with an LLM folder and report both; the LLM
side's calls, tokens, failures and wall time come from :class:`MeteredFolder`, which wraps any
synchronous folder and is passed to every memory of the run as its ``llm=``.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable

from pydantic import BaseModel, Field

from turnmem.errors import LLMError
from turnmem.fold.base import CallUsage, ExtractRequest, Folder, FoldRequest, FoldResult
from turnmem.state import MemoryState

__all__ = ["LLMFigures", "MeteredFolder"]


class LLMFigures(BaseModel):
    """What an LLM folder did over a run."""

    folder: str = Field(description="The folder's name (instructor:<model>).")
    mode: str | None = Field(default=None, description="Its structured-output mode at the end.")
    calls: int = Field(description="Folds and extractions asked of it.")
    failures: int = Field(description="Calls that ended in an LLMError (the memory fell back).")
    requests: int = Field(description="HTTP requests, re-asks and retries included.")
    prompt_tokens: int
    completion_tokens: int
    notes: int = Field(description="Parts of answers dropped with a note (unknown ids...).")
    wall_seconds: float = Field(description="Time spent in the folder, in all.")
    mean_seconds: float = Field(description="Per call.")
    max_seconds: float = Field(description="The slowest call.")
    failure_reasons: dict[str, int] = Field(
        default_factory=dict, description="The most frequent failure reasons, with counts."
    )


class MeteredFolder:
    """A synchronous folder that records the cost and outcome of every call it passes on."""

    def __init__(self, inner: Folder) -> None:
        self.inner = inner
        self.name = inner.name
        self.calls = self.failures = self.requests = 0
        self.prompt_tokens = self.completion_tokens = self.notes = 0
        self.seconds: list[float] = []
        self.reasons: Counter[str] = Counter()

    def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """The inner folder's fold, metered."""
        return self._metered(lambda: self.inner.fold(request))

    def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """The inner folder's extraction, metered."""
        return self._metered(lambda: self.inner.extract(request))

    def _metered(self, call: Callable[[], FoldResult]) -> FoldResult:
        started = time.perf_counter()
        self.calls += 1
        try:
            result = call()
        except LLMError as exc:
            self.failures += 1
            reason = str(exc).split(": ", 1)[-1]
            self.reasons[reason[:90]] += 1
            self._count(exc.usage if isinstance(exc.usage, CallUsage) else None)
            raise
        finally:
            self.seconds.append(time.perf_counter() - started)
        self._count(result.usage)
        self.notes += len(result.notes)
        return result

    def _count(self, usage: CallUsage | None) -> None:
        if usage is not None:
            self.requests += usage.attempts
            self.prompt_tokens += usage.prompt_tokens
            self.completion_tokens += usage.completion_tokens

    def figures(self) -> LLMFigures:
        """The totals so far."""
        total = sum(self.seconds)
        mode = getattr(self.inner, "mode", None)
        return LLMFigures(
            folder=self.name,
            mode=str(mode) if mode is not None else None,
            calls=self.calls,
            failures=self.failures,
            requests=self.requests,
            prompt_tokens=self.prompt_tokens,
            completion_tokens=self.completion_tokens,
            notes=self.notes,
            wall_seconds=round(total, 2),
            mean_seconds=round(total / len(self.seconds), 2) if self.seconds else 0.0,
            max_seconds=round(max(self.seconds, default=0.0), 2),
            failure_reasons=dict(self.reasons.most_common(3)),
        )

    def close(self) -> None:
        """Close the inner folder (its client, when it built one)."""
        close = getattr(self.inner, "close", None)
        if callable(close):
            close()
