"""The effects a memory flow yields, and how a driver performs the store ones.

A flow (a generator in :class:`~turnmem.memory.base.MemoryBase`) yields one of these and gets
the result back; :mod:`turnmem.memory.drivers` performs them, sync or async (the sans-IO split
of httpx's ``auth_flow``). :func:`store_call` names the store method an effect calls, once for
both drivers: the sync one calls it, the async one awaits it.

Two effects are about scheduling, not I/O: :class:`Critical` runs a sub-flow under the
memory's lock (the background worker applies its fold to the view there, never while the
caller reads it), and :class:`LeaseOp` takes, renews or frees the store's fold lease.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any, Literal

from typing_extensions import TypeVar

from turnmem.fold.base import ExtractRequest, FoldRequest
from turnmem.state import MemoryState
from turnmem.store.base import SessionStore, searches_before
from turnmem.turn import PinnedMessage, Turn

__all__ = [
    "Append", "Commit", "Critical", "Delete", "Done", "Effect", "Extract", "Flow", "Fold",
    "LeaseOp", "Load", "Search", "perform_store_effect", "store_call", "why",
]  # fmt: skip

R = TypeVar("R")


@dataclass(frozen=True)
class Append:
    turns: list[Turn]
    pinned: list[PinnedMessage] | None


@dataclass(frozen=True)
class LeaseOp:
    """Take (``acquire``), extend (``renew``) or free (``release``) the session's fold lease.
    A store without leases answers True: the fold's compare-and-swap still guards it."""

    op: Literal["acquire", "renew", "release"]
    owner: str
    ttl: float


@dataclass(frozen=True)
class Fold:
    """Call the folder; with ``lease`` the driver renews that lease while the call runs."""

    request: FoldRequest[MemoryState]
    lease: LeaseOp | None = None


@dataclass(frozen=True)
class Extract:
    request: ExtractRequest[MemoryState]


@dataclass(frozen=True)
class Commit:
    summary: str
    state: dict[str, Any] | None
    through: int
    expected: int


@dataclass(frozen=True)
class Load:
    """Read the session with its turns after ``after_index``. With ``tail``, a store that
    can (``load_tail``) leaves out pinned messages, summary and state: the flow gets a
    :class:`~turnmem.store.base.SessionTail`, else the whole snapshot (which has the same
    fields)."""

    after_index: int
    tail: bool = False


@dataclass(frozen=True)
class Search:
    """The ``k`` best hits among turns below ``before_index`` (None: all). A store whose
    search takes no ``before_index`` is asked for ``k + spare`` hits over all turns instead."""

    query: str
    k: int
    before_index: int | None = None
    spare: int = 0


@dataclass(frozen=True)
class Delete:
    """Delete the session's turns before ``before_index`` (None: the whole session)."""

    before_index: int | None


@dataclass(frozen=True)
class Critical:
    """Run ``flow`` under the memory's lock and send back its value."""

    flow: Generator[Any, Any, Any]


@dataclass(frozen=True)
class Done:
    """A store effect answered without calling the store (a capability it lacks)."""

    value: Any


Effect = Append | Fold | Extract | Commit | Load | Search | Delete | LeaseOp | Critical
Flow = Generator[Effect, Any, R]


def store_call(store: Any, session_id: str, eff: Effect) -> Callable[[], Any] | Done:
    """The store call one store effect makes, for a sync or an async store alike: a
    zero-argument callable (its result, or an awaitable on an async store), or :class:`Done`
    when the store lacks the capability (no search: no hits; no leases: always granted)."""
    sid = session_id
    if isinstance(eff, Append):
        return lambda: store.append_turns(sid, eff.turns, pinned=eff.pinned)
    if isinstance(eff, Commit):
        return lambda: store.commit_fold(
            sid,
            summary=eff.summary,
            state=eff.state,
            folded_through=eff.through,
            expected_folded_through=eff.expected,
        )
    if isinstance(eff, Load):
        load_tail = getattr(store, "load_tail", None) if eff.tail else None
        if callable(load_tail):
            return lambda: load_tail(sid, after_index=eff.after_index)
        return lambda: store.load(sid, after_index=eff.after_index)
    if isinstance(eff, Delete):
        return lambda: store.delete(sid, before_index=eff.before_index)
    if isinstance(eff, Search):
        if not callable(getattr(store, "search", None)):
            return Done([])
        if eff.before_index is None:
            return lambda: store.search(sid, eff.query, eff.k)
        if searches_before(store):
            return lambda: store.search(sid, eff.query, eff.k, before_index=eff.before_index)
        return lambda: store.search(sid, eff.query, eff.k + eff.spare)
    if isinstance(eff, LeaseOp):
        method = getattr(store, f"{eff.op}_lease", None)
        if not callable(method):
            return Done(True)
        if eff.op == "release":
            return lambda: method(sid, eff.owner)
        return lambda: method(sid, eff.owner, eff.ttl)
    raise TypeError(eff)


def perform_store_effect(store: SessionStore, session_id: str, eff: Effect) -> Any:
    """Run one store effect on a sync store (everything but ``Fold``/``Extract``/``Critical``)."""
    call = store_call(store, session_id, eff)
    return call.value if isinstance(call, Done) else call()


def why(exc: BaseException) -> str:
    """The first line of an exception, for event details."""
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text[:200]}"
