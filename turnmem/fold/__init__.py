"""LLM adapters behind the Folder port, and how a memory picks one.

``llm=`` of a memory may be:

* ``None``: a real endpoint when ``OPENAI_API_KEY`` or ``OPENAI_BASE_URL`` is set (model from
  ``TURNMEM_MODEL``, default ``gpt-4.1-mini``), otherwise the offline :class:`RuleFolder`;
* ``"rule"`` / ``"offline"``: the offline folder;
* ``"provider/model"`` (``"openai/gpt-4.1-mini"``): instructor's ``from_provider``;
* an instructor client (``instructor.from_openai(OpenAI(base_url=...))``) with ``model=``;
* any object implementing :class:`Folder` (or :class:`AsyncFolder` for the async memory).
"""

from __future__ import annotations

import logging
import os

from turnmem.fold.base import (
    AsyncFolder,
    CallUsage,
    ExtractRequest,
    Folder,
    FoldRequest,
    FoldResult,
    Usage,
)
from turnmem.tokens import TokenCounter

__all__ = [
    "AsyncFolder",
    "CallUsage",
    "ExtractRequest",
    "FoldRequest",
    "FoldResult",
    "Folder",
    "Usage",
    "resolve_folder",
]

#: What ``llm=`` accepts: ``None``, a name (``"rule"``, ``"provider/model"``), a folder, or an
#: instructor / openai client (any other object is handed to the instructor adapter).
LLM = Folder | AsyncFolder | str | object | None

log = logging.getLogger("turnmem")
DEFAULT_MODEL = "gpt-4.1-mini"
_OFFLINE_NAMES = ("rule", "offline", "none")
_said_offline = False


def _offline_once() -> None:
    global _said_offline
    if not _said_offline:
        _said_offline = True
        log.info(
            "turnmem: no LLM configured (OPENAI_API_KEY / OPENAI_BASE_URL unset); "
            "using the offline rule-based folder"
        )


def resolve_folder(
    llm: LLM, *, model: str | None, counter: TokenCounter, is_async: bool = False
) -> Folder | AsyncFolder:
    """Turn the ``llm=`` argument of a memory into a folder (sync or async as asked)."""
    from turnmem.fold.rules.folder import AsyncRuleFolder, RuleFolder

    if llm is None:
        if os.environ.get("OPENAI_API_KEY") or os.environ.get("OPENAI_BASE_URL"):
            llm = "openai/" + (model or os.environ.get("TURNMEM_MODEL") or DEFAULT_MODEL)
        else:
            _offline_once()
            llm = "rule"
    if isinstance(llm, str) and llm.lower() in _OFFLINE_NAMES:
        return AsyncRuleFolder(counter) if is_async else RuleFolder(counter)
    if isinstance(llm, Folder | AsyncFolder) and not isinstance(llm, str):
        return llm
    from turnmem.fold.instructor import make_instructor_folder

    return make_instructor_folder(llm, model=model, counter=counter, is_async=is_async)
