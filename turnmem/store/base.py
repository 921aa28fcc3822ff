"""The storage port: a session snapshot model and the ``SessionStore`` protocol.

A session is: pinned messages, every turn ever added (the archive), the rolling summary, the
typed state (as JSON, validated by the memory's schema on load), how far the summary reaches
(``folded_through``) and a ``version`` that every write increments.

Concurrency contract (every backend and driver, proven by ``tests/test_store_contract.py``;
the async port, ``store/aio/base.py``, has the same contract):

* ``append_turns`` never loses a turn: the store assigns indices, strictly increasing, under
  its own lock/transaction, so concurrent appenders interleave but never collide. A turn whose
  ``id`` is already stored replaces that row (how an open turn grows), never a new index.
* ``commit_fold`` writes summary + state + ``folded_through`` atomically, and only if the
  session's fold base is still what the folder saw (``expected_folded_through``). Appends
  since then do not conflict (a fold only covers older turns); another fold committed in
  between does, and raises :class:`ConcurrentUpdateError` so the caller reloads and refolds.

Fold leases (the optional :class:`LeasingStore` capability, every bundled backend, sync and
async): a lease names the one worker (``owner``, any non-empty string unique to it, e.g.
``"<host>:<pid>:<uuid>"``) allowed to *compute* a session's next fold, so replicas sharing a
session never spend an LLM call on the same fold at once.

* ``acquire_lease(sid, owner, ttl_seconds)`` is atomic: it succeeds when nobody holds the
  lease, when the holder's lease has expired (a crashed worker's lease is taken over after at
  most ``ttl_seconds``), or when ``owner`` already holds it (the expiry moves to now + ttl).
  At any moment at most one owner holds an unexpired lease on a session.
* ``renew_lease`` extends only a lease ``owner`` still holds unexpired; False means it was lost
  (expired, maybe taken over): stop the work, its commit may be refused.
* ``release_lease`` frees the lease only if ``owner`` holds it; another owner's lease is never
  touched. Leases are independent of session rows: deleting a session leaves its lease to
  expire or be released.
* Expiry is judged by one clock per backend: the server's (PostgreSQL ``clock_timestamp()``,
  Redis ``PX``), the host's (SQLite, shared by the processes of one machine) or the process's
  monotonic clock (memory).
* A lease only prevents duplicate work; correctness still rests on ``commit_fold``'s
  compare-and-swap: if a holder overruns its lease and another worker takes over, of their two
  folds only the first commit lands and the other is refused (never merged). Proven by
  ``tests/test_store_leases.py``.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from turnmem.turn import PinnedMessage, Turn

__all__ = [
    "PINNED_ADAPTER",
    "STATE_ADAPTER",
    "TURNS_ADAPTER",
    "TURN_ADAPTER",
    "LeasingStore",
    "RestorableStore",
    "SearchHit",
    "SearchableStore",
    "SessionSnapshot",
    "SessionStore",
    "SessionTail",
    "TailLoadingStore",
    "searches_before",
]

#: One TypeAdapter each for persistence (STYLE 1): rows are validated, never raw dicts.
TURNS_ADAPTER: TypeAdapter[list[Turn]] = TypeAdapter(list[Turn])
TURN_ADAPTER: TypeAdapter[Turn] = TypeAdapter(Turn)
PINNED_ADAPTER: TypeAdapter[list[PinnedMessage]] = TypeAdapter(list[PinnedMessage])
STATE_ADAPTER: TypeAdapter[dict[str, Any] | None] = TypeAdapter(dict[str, Any] | None)


class SessionSnapshot(BaseModel):
    """A consistent view of one session as stored."""

    model_config = ConfigDict(frozen=True)

    session_id: str = Field(description="The (namespaced) session id.")
    pinned: list[PinnedMessage] = Field(default_factory=list, description="Pinned messages.")
    summary: str = Field(default="", description="Rolling summary of turns <= folded_through.")
    state: dict[str, Any] | None = Field(
        default=None, description="Typed state as JSON (None until the first fold)."
    )
    folded_through: int = Field(
        default=-1, description="Highest turn index the summary and state cover; -1 for none."
    )
    turns: list[Turn] = Field(
        default_factory=list, description="Turns with index > the load's after_index, in order."
    )
    version: int = Field(default=0, description="Increments on every write to the session.")
    next_index: int = Field(default=0, description="Index the next appended turn will get.")


class SessionTail(BaseModel):
    """The part of a session a memory re-reads to catch up with other writers: the fold mark,
    the counters and the newest turns. Pinned messages, summary and state are left out: they
    only change with the fold mark, and decoding the state on every catch-up made each turn's
    cost grow with the state's history."""

    model_config = ConfigDict(frozen=True)

    session_id: str = Field(description="The (namespaced) session id.")
    folded_through: int = Field(
        default=-1, description="Highest turn index the summary and state cover; -1 for none."
    )
    turns: list[Turn] = Field(
        default_factory=list, description="Turns with index > the load's after_index, in order."
    )
    version: int = Field(default=0, description="Increments on every write to the session.")
    next_index: int = Field(default=0, description="Index the next appended turn will get.")


class SearchHit(BaseModel):
    """One recall result."""

    model_config = ConfigDict(frozen=True)

    turn_index: int
    score: float = Field(description="Higher is better; comparable within one search only.")
    snippet: str = Field(description="The matching text, shortened.")
    timestamp: datetime | None = Field(
        default=None, description="When the turn began, if the store returns it."
    )


@runtime_checkable
class SessionStore(Protocol):
    """Where sessions live. Five methods; ``search`` is an optional extra capability."""

    def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """One consistent snapshot of the session; None if it does not exist.

        Only turns with index > ``after_index`` are included (a memory that already holds the
        older ones skips them); pinned, summary, state and the counters always come whole.

        Raises:
            StoreError: the backend failed, or a stored row does not validate (the message
                names the store, session and turn index; rows are never skipped).
        """
        ...

    def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored.

        New turns get ``next_index``, ``next_index + 1``, ... whatever index they carry;
        indices are never reused, even after retention deleted the turns that had them. A
        turn whose id is already stored replaces that row and keeps its index (an open turn
        that grew); its search row is replaced with it. ``pinned``, when given, replaces the
        session's pinned messages in the same write. One atomic write; ``version`` + 1
        (an empty call with ``pinned=None`` on an existing session writes nothing).
        """
        ...

    def commit_fold(
        self,
        session_id: str,
        *,
        summary: str,
        state: dict[str, Any] | None,
        folded_through: int,
        expected_folded_through: int,
    ) -> int:
        """Atomically write summary, state and the fold mark; returns the new version.

        Turns are not touched, and appends since the caller's load do not conflict.

        Raises:
            ConcurrentUpdateError: the stored fold mark is not ``expected_folded_through``
                (another writer folded first); ``expected``/``actual`` hold both marks.
            StoreError: the session does not exist, or ``folded_through`` is outside
                ``-1 .. next_index - 1``.
        """
        ...

    def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix`` (``"user:"`` namespaces), sorted
        by code point."""
        ...

    def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the whole session (``before_index=None``) or only its turns with a smaller
        index (retention); returns how many turns were deleted. Search rows go with them.

        Deleting a whole session erases everything (a later append starts a new session at
        index 0); a retention delete keeps ``next_index`` and bumps ``version`` if it deleted
        anything. Deleting from a missing session returns 0.
        """
        ...


@runtime_checkable
class SearchableStore(SessionStore, Protocol):
    """A store that can also search a session's turns by text."""

    def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        """The ``k`` best-matching turns of one session (never another session's).

        ``before_index``: only among its turns of a smaller index (a memory's folded ones),
        each scored as among all of them: the first ``k`` such hits of the whole ranking.
        """
        ...


_SEARCHES_BEFORE: dict[type, bool] = {}


def searches_before(store: object) -> bool:
    """Whether ``store.search`` takes ``before_index`` (every bundled store's does; a store
    written for an earlier version of this protocol may not). Known per store class."""
    kind = type(store)
    known = _SEARCHES_BEFORE.get(kind)
    if known is None:
        search = getattr(store, "search", None)
        try:
            params = list(inspect.signature(search).parameters.values()) if search else []
        except (TypeError, ValueError):  # no signature to read: ask the old way
            params = []
        known = _SEARCHES_BEFORE[kind] = any(
            p.name == "before_index" or p.kind is inspect.Parameter.VAR_KEYWORD for p in params
        )
    return known


@runtime_checkable
class TailLoadingStore(SessionStore, Protocol):
    """A store that can read a session's tail without its pinned messages, summary or state
    (a memory shared by several writers re-reads it before every ``add`` and ``context``)."""

    def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        """The fold mark, counters and turns of index > ``after_index`` of one consistent
        snapshot, as :meth:`SessionStore.load` would give them; None if there is no session.

        Raises:
            StoreError: as :meth:`SessionStore.load`.
        """
        ...


@runtime_checkable
class RestorableStore(SessionStore, Protocol):
    """A store that can recreate a session exactly, indices included (``import_session``).

    Without it, ``import_session`` falls back to ``append_turns`` + ``commit_fold``, which
    can only reproduce sessions whose turn indices are ``0..n-1`` (no retention gaps).
    """

    def restore(self, snapshot: SessionSnapshot) -> None:
        """Create ``snapshot.session_id`` with exactly the snapshot's pinned messages, summary,
        state, fold mark, ``next_index`` and turns (their indices kept), in one write.

        Raises StoreError if the session already exists (nothing is overwritten).
        """
        ...


@runtime_checkable
class LeasingStore(Protocol):
    """A store that can hand out expiring fold leases (semantics in the module docstring)."""

    def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Take or extend the session's lease for ``ttl_seconds``; False if another owner
        holds it unexpired.

        Raises:
            ConfigurationError: ``owner`` is empty or ``ttl_seconds`` is not positive.
        """
        ...

    def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Move the expiry of a lease ``owner`` still holds to now + ``ttl_seconds``; False
        if it expired or another owner holds it (nothing is taken then)."""
        ...

    def release_lease(self, session_id: str, owner: str) -> bool:
        """Free the lease if ``owner`` holds it unexpired (True); otherwise change nothing."""
        ...
