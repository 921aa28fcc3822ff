"""The instructor clients a folder sends through: one per mode, over one openai client.

A folder over an openai client (or an instructor client wrapping one) re-wraps it in a
metered instructor client (:func:`~turnmem.fold.instructor.metering.metered_instructor`),
keeping the user's hooks, provider and default arguments, so every HTTP request of a fold is
counted and bounded. In ``auto`` mode it keeps one such wrapper per mode it has tried. Clients
of other providers (``instructor.from_provider("anthropic/...")``) are used as given, in their
own mode.
"""

from __future__ import annotations

from typing import Any

import instructor
import openai

from turnmem.errors import ConfigurationError
from turnmem.fold.instructor.metering import metered_instructor
from turnmem.fold.instructor.modes import (
    ConcreteMode,
    LLMMode,
    check_mode,
    initial_mode,
    instructor_mode,
    mode_name,
    remember,
    remembered,
)

__all__ = ["ModeClients"]

_RESPONSES_MODES = frozenset({"responses_tools", "responses_tools_with_inbuilt_tools"})


class ModeClients:
    """The instructor client of each mode a folder uses, and which mode is current."""

    def __init__(self, client: Any, mode: str | None) -> None:
        """``mode`` ``None``: ``auto`` for an openai client, the instructor client's own mode."""
        if mode is not None:
            check_mode(mode)
        self.given = client
        self.openai: openai.OpenAI | openai.AsyncOpenAI | None = None
        self.metered = True
        self._extra: dict[str, Any] = {}
        self._fixed: Any = None
        self._by_mode: dict[str, Any] = {}
        self.requested: LLMMode | None = None
        if isinstance(client, openai.OpenAI | openai.AsyncOpenAI):
            self.openai = client
            self.requested = check_mode(mode or "auto")
            return
        if not isinstance(client, instructor.Instructor):
            raise ConfigurationError(
                f"expected an instructor or openai client, got {type(client).__name__}"
            )
        raw = getattr(client, "client", None)
        own = getattr(client, "mode", None)
        if not isinstance(raw, openai.OpenAI | openai.AsyncOpenAI) or (
            str(getattr(own, "value", own)) in _RESPONSES_MODES
        ):
            if mode is not None:
                raise ConfigurationError(
                    f"llm_mode={mode!r} needs an openai-compatible client; this "
                    f"{type(client).__name__} keeps its own mode ({own})"
                )
            self._fixed, self.metered = client, False
            return
        self.openai = raw
        self._extra = {
            "provider": getattr(client, "provider", None),
            "hooks": getattr(client, "hooks", None),
            "defaults": getattr(client, "kwargs", None),
        }
        name = mode_name(own)
        if mode is None and name is None:  # a mode turnmem does not switch (MD_JSON, ...)
            self._fixed = metered_instructor(raw, mode=own, **self._extra)
            return
        self.requested = check_mode(mode or name or "tools")

    @property
    def auto(self) -> bool:
        """Whether the folder picks the mode and falls back when it is rejected."""
        return self.requested == "auto"

    def current(self) -> str:
        """The mode the next fold starts with."""
        if self._fixed is not None or self.requested is None:
            own = getattr(self._fixed, "mode", None)
            return str(mode_name(own) or getattr(own, "value", own))
        if self.requested != "auto":
            return self.requested
        return remembered(self.openai) or initial_mode(getattr(self.openai, "base_url", None))

    def client(self, mode: str) -> Any:
        """The instructor client that sends in ``mode``."""
        if self._fixed is not None:
            return self._fixed
        if mode not in self._by_mode:
            assert self.openai is not None
            self._by_mode[mode] = metered_instructor(
                self.openai, mode=instructor_mode(mode), **self._extra
            )
        return self._by_mode[mode]

    def remember(self, mode: ConcreteMode) -> None:
        """Remember the mode that worked for this openai client (``auto`` only)."""
        if self.auto and self.openai is not None:
            remember(self.openai, mode)

    def is_async(self) -> bool:
        return isinstance(self.given, openai.AsyncOpenAI | instructor.AsyncInstructor)
