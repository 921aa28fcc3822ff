"""Argument checks shared by every backend's fold lease (semantics: ``store/base.py``)."""

from __future__ import annotations

import math

from turnmem.errors import ConfigurationError

__all__ = ["check_lease", "lease_millis"]


def check_lease(owner: str, ttl_seconds: float | None = None) -> None:
    """Refuse an empty owner or a ttl that is not a positive, finite number of seconds."""
    if not isinstance(owner, str) or not owner:
        raise ConfigurationError(
            "lease owner must be a non-empty string unique to the worker, e.g. 'host:pid:uuid'"
        )
    if ttl_seconds is not None and not (
        isinstance(ttl_seconds, (int, float)) and math.isfinite(ttl_seconds) and ttl_seconds > 0
    ):
        raise ConfigurationError(
            f"lease ttl_seconds must be a positive number of seconds, got {ttl_seconds!r}"
        )


def lease_millis(ttl_seconds: float) -> int:
    """The ttl in whole milliseconds (at least 1), as Redis ``PX`` takes it."""
    return max(1, math.ceil(ttl_seconds * 1000))
