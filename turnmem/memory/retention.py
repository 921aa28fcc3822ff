"""Opt-in retention: which archived (already folded) turns a memory may delete from storage.

Only folded turns are eligible, so applying a rule never changes what the context holds
(DESIGN §3.4: only an explicit retention rule or ``forget`` deletes, and it says what it
deleted).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

__all__ = ["Retention", "RetentionReport"]


@dataclass(frozen=True)
class Retention:
    """An opt-in retention rule: which archived (already folded) turns to delete from storage.

    Args:
        keep_archived: keep at most this many folded turns (the newest of them).
        max_age: delete folded turns older than this.
    """

    keep_archived: int | None = None
    max_age: timedelta | None = None


@dataclass(frozen=True)
class RetentionReport:
    """What a retention run deleted from storage."""

    deleted_turns: int
    kept_from_index: int
