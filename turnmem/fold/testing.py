"""Public test doubles for the Folder port: test your own agent's memory without an LLM.

* :class:`ScriptedFolder` answers each fold (and extraction) with the next scripted
  :class:`~turnmem.fold.base.FoldResult`, or raises the next scripted exception (an
  :class:`~turnmem.errors.LLMError` exercises the memory's fallback / defer path);
* :class:`FunctionFolder` calls your function with the request, so a test can compute the
  answer from the turns it is given.

Both record every request they received (``.requests``), implement :class:`Folder` and, through
their ``Async`` twins, :class:`AsyncFolder`::

    folder = ScriptedFolder([FoldResult(summary="User wants a window seat.")])
    memory = TurnMemory(llm=folder, policy=MemoryPolicy.structured(window_turns=1, fold_batch=1))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from turnmem.errors import LLMError
from turnmem.fold.base import ExtractRequest, FoldRequest, FoldResult
from turnmem.state import MemoryState

__all__ = ["AsyncFunctionFolder", "AsyncScriptedFolder", "FunctionFolder", "ScriptedFolder"]

#: A folder request of either kind, as recorded in ``.requests``.
AnyRequest = FoldRequest[MemoryState] | ExtractRequest[MemoryState]
#: One scripted answer: a result to return or an exception to raise.
Scripted = FoldResult | BaseException


class ScriptedFolder:
    """Answers requests with scripted results, in order; raises when the script runs out.

    Args:
        script: results to return or exceptions to raise, one per request, in order.
        extract: answers for ``extract`` calls; by default extraction returns no updates and
            does not consume the fold script.
        name: reported in ``memory.folder_name`` and events.
    """

    def __init__(
        self,
        script: Iterable[Scripted],
        *,
        extract: Iterable[Scripted] = (),
        name: str = "scripted",
    ) -> None:
        self.name = name
        self._folds = list(script)
        self._extracts = list(extract)
        self._scripted_extract = bool(self._extracts)
        #: Every request received, in order (folds and extractions).
        self.requests: list[AnyRequest] = []

    def _next(self, queue: list[Scripted], kind: str) -> FoldResult:
        if not queue:
            raise LLMError(f"ScriptedFolder: no scripted answer left for this {kind}", attempts=1)
        answer = queue.pop(0)
        if isinstance(answer, BaseException):
            raise answer
        return answer

    def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """The next scripted answer."""
        self.requests.append(request)
        return self._next(self._folds, "fold")

    def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """The next scripted extraction, or no updates when none were scripted."""
        self.requests.append(request)
        if not self._scripted_extract:
            return FoldResult(summary="")
        return self._next(self._extracts, "extraction")


class AsyncScriptedFolder(ScriptedFolder):
    """:class:`ScriptedFolder` for :class:`~turnmem.AsyncTurnMemory`."""

    async def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:  # type: ignore[override]
        """The next scripted answer."""
        return ScriptedFolder.fold(self, request)

    async def extract(  # type: ignore[override]
        self, request: ExtractRequest[MemoryState]
    ) -> FoldResult:
        """The next scripted extraction, or no updates when none were scripted."""
        return ScriptedFolder.extract(self, request)


class FunctionFolder:
    """Answers every request by calling ``function(request)``.

    Args:
        function: receives the :class:`FoldRequest` (or :class:`ExtractRequest`) and returns a
            :class:`FoldResult`, or raises (an ``LLMError`` exercises the fallback path).
        name: reported in ``memory.folder_name`` and events.
    """

    def __init__(
        self, function: Callable[[AnyRequest], FoldResult], *, name: str = "function"
    ) -> None:
        self.name = name
        self._function = function
        #: Every request received, in order (folds and extractions).
        self.requests: list[AnyRequest] = []

    def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:
        """``function(request)``."""
        self.requests.append(request)
        return self._function(request)

    def extract(self, request: ExtractRequest[MemoryState]) -> FoldResult:
        """``function(request)``."""
        self.requests.append(request)
        return self._function(request)


class AsyncFunctionFolder(FunctionFolder):
    """:class:`FunctionFolder` for :class:`~turnmem.AsyncTurnMemory` (the function stays sync)."""

    async def fold(self, request: FoldRequest[MemoryState]) -> FoldResult:  # type: ignore[override]
        """``function(request)``."""
        return FunctionFolder.fold(self, request)

    async def extract(  # type: ignore[override]
        self, request: ExtractRequest[MemoryState]
    ) -> FoldResult:
        """``function(request)``."""
        return FunctionFolder.extract(self, request)
