"""Bounds of one fold request: how many tokens it may generate, how long it may take.

A fold without a completion cap is at the mercy of the model: a small model that loops
generates until the server's own limit (minutes on a CPU). Every fold request therefore
carries a cap sized from what the answer may hold (the summary cap plus a budget for the
state updates), the fold as a whole has a wall-clock bound on top of the client's per-request
timeout, and the temperature is low (the answer is a record, not prose).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "DEFAULT_FOLD_TIMEOUT",
    "DEFAULT_MAX_RETRIES",
    "DEFAULT_TEMPERATURE",
    "DEFAULT_TIMEOUT",
    "DEFAULT_UPDATE_TOKENS",
    "RequestLimits",
    "wants_completion_tokens",
]

DEFAULT_TIMEOUT = 15.0
"""Seconds per HTTP request of a client built by turnmem."""
DEFAULT_MAX_RETRIES = 2
"""Transport retries of a client built by turnmem (the openai client's own retry loop)."""
DEFAULT_FOLD_TIMEOUT = 60.0
"""Seconds one fold may take in all: re-asks, transport retries and backoff included."""
DEFAULT_TEMPERATURE = 0.0
DEFAULT_UPDATE_TOKENS = 600
"""Completion tokens allowed for the state updates of one answer (about 15-25 operations)."""
_JSON_OVERHEAD = 64  # braces, keys and escapes around the summary
_SUMMARY_SLACK = 1.3  # the model's tokenizer is not ours, and JSON escapes cost tokens
_REASONING_TOKENS = 4096  # reasoning models spend completion tokens before they answer
_COMPLETION_TOKENS_FAMILY = re.compile(r"^(?:[\w.-]+/)?(?:o\d|gpt-5)", re.IGNORECASE)


def wants_completion_tokens(model: str) -> bool:
    """Whether ``model`` takes ``max_completion_tokens`` (and no ``temperature``): the
    OpenAI reasoning families (o1, o3, o4-mini..., gpt-5...) reject ``max_tokens``."""
    return bool(_COMPLETION_TOKENS_FAMILY.match(model.strip()))


@dataclass(frozen=True)
class RequestLimits:
    """How a folder bounds its requests (every field overridable by the folder's arguments).

    Attributes:
        max_tokens: completion cap of every request; ``None`` sizes it per call from the
            summary cap and ``update_tokens``; ``0`` sends no cap (not advised).
        update_tokens: completion tokens allowed for the state updates.
        temperature: sampling temperature; ``None`` sends none (the server's default).
        timeout: seconds one fold may take in all (re-asks and retries included); ``None``
            leaves only the client's per-request timeout.
    """

    max_tokens: int | None = None
    update_tokens: int = DEFAULT_UPDATE_TOKENS
    temperature: float | None = DEFAULT_TEMPERATURE
    timeout: float | None = DEFAULT_FOLD_TIMEOUT

    def __post_init__(self) -> None:
        if self.max_tokens is not None and self.max_tokens < 0:
            raise ValueError(f"max_tokens must be >= 0 (0: no cap), got {self.max_tokens}")
        if self.update_tokens < 1:
            raise ValueError(f"update_tokens must be >= 1, got {self.update_tokens}")
        if self.timeout is not None and not self.timeout > 0:
            raise ValueError(f"fold timeout must be > 0 seconds (or None), got {self.timeout}")

    def completion_cap(self, summary_cap: int | None, keep_state: bool) -> int | None:
        """The completion cap of one call (``None``: no cap)."""
        if self.max_tokens is not None:
            return self.max_tokens or None
        cap = _JSON_OVERHEAD
        if summary_cap is not None:
            cap += math.ceil(summary_cap * _SUMMARY_SLACK)
        if keep_state:
            cap += self.update_tokens
        return cap

    def options(
        self,
        model: str,
        *,
        summary_cap: int | None,
        keep_state: bool,
        user_options: Mapping[str, Any],
    ) -> dict[str, Any]:
        """The bounding arguments of one request; what the user passed in ``user_options``
        (``request_options`` of the folder) wins."""
        out: dict[str, Any] = {}
        reasoning = wants_completion_tokens(model)
        cap = self.completion_cap(summary_cap, keep_state)
        has_cap = "max_tokens" in user_options or "max_completion_tokens" in user_options
        if cap is not None and not has_cap:
            if reasoning:
                out["max_completion_tokens"] = cap + _REASONING_TOKENS
            else:
                out["max_tokens"] = cap
        if self.temperature is not None and not reasoning and "temperature" not in user_options:
            out["temperature"] = self.temperature
        return {**out, **user_options}
