"""The one exception tree of turnmem.

::

    TurnmemError                      base of everything turnmem raises on purpose
    ├── InvalidMessagesError          a message list that is not a valid chat sequence
    ├── InvalidTurnError              a Turn that breaks the pairing or content rules
    ├── ContextOverflowError          pinned messages + current input exceed the budget
    ├── ConfigurationError            a bad argument, URL, policy or missing extra
    ├── StateUpdateError              a state update that does not fit the schema
    ├── LLMError                      the LLM failed after retries (caught inside memory)
    └── StoreError                    a storage backend failed or holds invalid data
        └── ConcurrentUpdateError     a stale writer lost a race on a session

Every error says what is wrong *and* where (message index, field, session id) so a user can
fix the input without reading turnmem's code.
"""

from __future__ import annotations

__all__ = [
    "ConcurrentUpdateError",
    "ConfigurationError",
    "ContextOverflowError",
    "InvalidMessagesError",
    "InvalidTurnError",
    "LLMError",
    "StateUpdateError",
    "StoreError",
    "TurnmemError",
]


class TurnmemError(Exception):
    """Base class of every error turnmem raises on purpose."""


class InvalidMessagesError(TurnmemError, ValueError):
    """A list of chat messages is not a valid conversation.

    Attributes:
        index: position of the offending message in the list given, when known.
    """

    def __init__(self, message: str, *, index: int | None = None) -> None:
        self.index = index
        prefix = f"message[{index}]: " if index is not None else ""
        super().__init__(prefix + message)


class InvalidTurnError(TurnmemError, ValueError):
    """A Turn whose tool calls and observations do not pair up, or whose content is invalid."""


class ContextOverflowError(TurnmemError):
    """The required parts of a context (pinned messages and current input) exceed the budget.

    Attributes:
        budget: the budget asked for.
        required: tokens the pinned messages and current input need on their own.
    """

    def __init__(self, message: str, *, budget: int, required: int) -> None:
        self.budget = budget
        self.required = required
        super().__init__(message)


class ConfigurationError(TurnmemError, ValueError):
    """A bad argument, policy, store URL or LLM setting, or a missing optional extra."""


class StateUpdateError(TurnmemError, ValueError):
    """A state update operation was rejected; ``reason`` says why, ``op_index`` which one."""

    def __init__(self, message: str, *, op_index: int | None = None) -> None:
        self.op_index = op_index
        prefix = f"update[{op_index}]: " if op_index is not None else ""
        super().__init__(prefix + message)


class LLMError(TurnmemError):
    """An LLM call failed after its retries.

    ``TurnMemory`` catches this inside ``add``/``context`` and degrades (DESIGN invariant 6);
    it only reaches users who call a folder directly.
    """

    def __init__(
        self,
        message: str,
        *,
        attempts: int = 1,
        last_output: str | None = None,
        usage: object | None = None,
    ) -> None:
        self.attempts = attempts
        self.last_output = last_output
        self.usage = usage  # a turnmem.fold.CallUsage: tokens spent before giving up
        super().__init__(message)


class StoreError(TurnmemError):
    """A store backend failed, or holds a row that does not validate."""

    def __init__(self, message: str, *, store: str = "", session_id: str | None = None) -> None:
        self.store = store
        self.session_id = session_id
        where = ", ".join(
            part
            for part in (
                f"store={store}" if store else "",
                f"session={session_id}" if session_id else "",
            )
            if part
        )
        super().__init__(f"{message} ({where})" if where else message)


class ConcurrentUpdateError(StoreError):
    """A writer's snapshot of a session is stale and its change cannot be reconciled."""

    def __init__(
        self,
        message: str,
        *,
        store: str = "",
        session_id: str,
        expected: int,
        actual: int,
        what: str = "version",
    ) -> None:
        self.expected = expected
        self.actual = actual
        self.what = what
        super().__init__(
            f"{message}: expected {what} {expected}, found {actual}",
            store=store,
            session_id=session_id,
        )
