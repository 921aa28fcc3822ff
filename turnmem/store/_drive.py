"""Drive a sans-IO store operation with a sync or an async executor (STYLE 5).

A backend's operations (``_postgres_ops``, ``_redis_ops``) are generators: each yields the
next command (an SQL statement, a Redis script call), receives its result, and finally
returns the operation's value. The logic (index assignment, fold checks, row decoding) is
written once; the sync store runs it on a blocking connection, the async store awaits each
command on an async one. Errors raised by the executor propagate out unchanged.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Generator
from typing import Any, TypeVar

__all__ = ["Op", "drive", "drive_async"]

C = TypeVar("C")
R = TypeVar("R")

#: An operation: yields commands of type C, is sent each one's result, returns R.
Op = Generator[C, Any, R]


def drive(op: Op[C, R], execute: Callable[[C], Any]) -> R:
    """Run ``op`` to completion, executing each command with ``execute``."""
    try:
        command = next(op)
        while True:
            command = op.send(execute(command))
    except StopIteration as stop:
        return stop.value  # type: ignore[no-any-return]


async def drive_async(op: Op[C, R], execute: Callable[[C], Awaitable[Any]]) -> R:
    """Run ``op`` to completion, awaiting each command with ``execute``."""
    try:
        command = next(op)
        while True:
            command = op.send(await execute(command))
    except StopIteration as stop:
        return stop.value  # type: ignore[no-any-return]
