"""The LLM port: what a folder receives and returns, and the Folder protocols.

A *fold* turns the previous summary, the current state and the turns leaving the window into a
new summary and a list of state updates, in one call. An *extraction* reads the newest turn
only and returns updates (``extract="every_turn"``). Implementations:

* :class:`turnmem.fold.rules.RuleFolder`: offline, deterministic, English and Chinese (default);
* :class:`turnmem.fold.instructor.InstructorFolder`: one structured-output call through
  instructor to any OpenAI-compatible endpoint.

Folders raise :class:`~turnmem.errors.LLMError` when they give up; the memory catches it and
degrades (falls back to the offline folder or defers the fold), so users never see it from
``add`` or ``context``.
"""

from __future__ import annotations

import weakref
from typing import Generic, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from turnmem.state import MemoryState, Update
from turnmem.turn import Turn

__all__ = [
    "AsyncFolder",
    "CallUsage",
    "ExtractRequest",
    "FoldRequest",
    "FoldResult",
    "Folder",
    "Usage",
]

S = TypeVar("S", bound=MemoryState)


class FoldRequest(BaseModel, Generic[S]):
    """Everything one fold needs; built by the memory, identical for sync and async."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    previous_summary: str = Field(default="", description="Summary of turns folded before.")
    state: S = Field(description="The current typed state (an instance of the user's schema).")
    turns: list[Turn] = Field(description="The turns to fold now, oldest first.")
    summary_max_tokens: int = Field(description="Cap of the new summary.")
    keep_state: bool = Field(default=True, description="False: summary only, no updates.")


class ExtractRequest(BaseModel, Generic[S]):
    """One newest turn to extract state updates from (``extract='every_turn'``)."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    state: S
    turn: Turn
    previous: Turn | None = Field(
        default=None,
        description="The turn before: what the user's bare 'yes' or 'Wednesday' answers.",
    )


class CallUsage(BaseModel):
    """Tokens of one LLM request."""

    model_config = ConfigDict(frozen=True)

    kind: str = Field(description="fold or extract.")
    model: str = ""
    prompt_tokens: int = 0
    completion_tokens: int = 0
    attempts: int = Field(default=1, description="HTTP requests made, re-asks included.")


class Usage(BaseModel):
    """Running totals of a memory's LLM use (``memory.usage``)."""

    calls: list[CallUsage] = Field(default_factory=list, description="Every call, in order.")

    @property
    def requests(self) -> int:
        """HTTP requests made (re-asks included)."""
        return sum(c.attempts for c in self.calls)

    @property
    def prompt_tokens(self) -> int:
        return sum(c.prompt_tokens for c in self.calls)

    @property
    def completion_tokens(self) -> int:
        return sum(c.completion_tokens for c in self.calls)

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class FoldResult(BaseModel):
    """What a fold returns: the new summary, the state updates and what the call cost."""

    summary: str = Field(description="Previous summary + folded turns, within the cap.")
    updates: list[Update] = Field(default_factory=list, description="State operations.")
    usage: CallUsage | None = Field(default=None, description="None for offline folders.")
    notes: list[str] = Field(
        default_factory=list,
        description="What the folder dropped from the model's answer and why (an update of an "
        "id the state does not hold, a turn outside the fold); the memory records each as an "
        "event.",
    )

    def remember_applied(self, state: MemoryState, new_state: MemoryState) -> FoldResult:
        """Record that applying :attr:`updates` to ``state`` gives ``new_state`` (the offline
        folder checks its updates with apply), so the memory reuses it instead of applying them
        a second time; kept only when every update carries its own turn and origin (then the
        memory's default turn changes nothing). Not part of the result's data or equality."""
        if not self.updates or any(u.turn is None or u.origin is None for u in self.updates):
            return self
        if len(_APPLIED) >= 16:
            _APPLIED.clear()
        _APPLIED[id(self)] = (weakref.ref(self), state, tuple(self.updates), new_state)
        return self

    def applied_to(self, state: MemoryState) -> MemoryState | None:
        """The recorded result of applying :attr:`updates` to ``state`` itself (the same
        object, the same update objects), or None."""
        hint = _APPLIED.get(id(self))
        if hint is None or hint[0]() is not self or hint[1] is not state:
            return None
        if len(hint[2]) != len(self.updates) or any(
            a is not b for a, b in zip(hint[2], self.updates, strict=True)
        ):
            return None
        return hint[3]


#: FoldResult.remember_applied's records, by result (a few: each is read right after its fold).
_APPLIED: dict[
    int, tuple[weakref.ref[FoldResult], MemoryState, tuple[Update, ...], MemoryState]
] = {}


@runtime_checkable
class Folder(Protocol):
    """A synchronous folder."""

    name: str

    def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """Summarise and extract in one call. Raises LLMError when it gives up."""
        ...

    def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """Updates from the newest turn only (summary left empty). Raises LLMError."""
        ...


@runtime_checkable
class AsyncFolder(Protocol):
    """An asynchronous folder (used by ``AsyncTurnMemory``)."""

    name: str

    async def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """Summarise and extract in one call. Raises LLMError when it gives up."""
        ...

    async def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """Updates from the newest turn only. Raises LLMError."""
        ...
