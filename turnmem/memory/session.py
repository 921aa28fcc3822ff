"""What opens a memory's session: its store key, its pinned messages and its state schema."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from typing import Any, cast

from typing_extensions import TypeVar

from turnmem.errors import ConfigurationError
from turnmem.state import MemoryState, require_defaults
from turnmem.turn import PinnedMessage

__all__ = ["SystemArg", "as_pinned", "check_schema", "session_key"]

S = TypeVar("S", bound=MemoryState, default=MemoryState)
#: What ``system=`` accepts: a system prompt, or pinned system/developer messages.
SystemArg = str | Sequence[PinnedMessage | Mapping[str, Any]] | None


def check_schema(schema: type[S] | None) -> type[S]:
    """``schema`` (default ``MemoryState``) once it is a MemoryState subclass that can start
    empty, else ConfigurationError."""
    chosen = schema if schema is not None else cast(type[S], MemoryState)
    if not (isinstance(chosen, type) and issubclass(chosen, MemoryState)):
        raise ConfigurationError("schema must be a subclass of turnmem.MemoryState")
    require_defaults(chosen)  # a schema() with required fields could never start empty
    return chosen


def session_key(session_id: str | None, user_id: str | None) -> str:
    """The store key of a session: ``user_id:session_id``, or a new random id if none given.

    ``""`` is refused, not replaced by a random id: reopening with it would silently find
    nothing. ``:`` separates the user namespace; allowing it in ids would let ``"alice:s"``
    (no user) open user alice's session ``s``.
    """
    sid = uuid.uuid4().hex if session_id is None else session_id
    for label, value in (("session_id", sid), ("user_id", user_id)):
        if value is not None and (not isinstance(value, str) or ":" in value or not value):
            raise ConfigurationError(
                f"{label} {value!r} must be a non-empty string and must not contain ':' (it "
                "separates user namespaces); pass user_id=... and session_id=... separately"
            )
    return f"{user_id}:{sid}" if user_id is not None else sid


def as_pinned(system: SystemArg) -> list[PinnedMessage]:
    """``system=`` as pinned messages."""
    if system is None:
        return []
    if isinstance(system, str):
        return [PinnedMessage(role="system", content=system)]
    return [p if isinstance(p, PinnedMessage) else PinnedMessage.model_validate(p) for p in system]
