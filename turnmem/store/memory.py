"""In-process store: a dict of sessions behind one lock (the default when no store is given).

Turns are kept as the frozen :class:`~turnmem.turn.Turn` objects themselves (so their token
count memos survive between calls); state is copied through JSON on the way in and out, so a
caller mutating its dict never changes the stored session, as with every other backend.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from turnmem.errors import StoreError
from turnmem.state_dump import state_json
from turnmem.store._lease import check_lease
from turnmem.store._rows import check_fold, check_restore, with_index
from turnmem.store._text import (
    Bm25Index,
    fixed_snippet,
    indexed_text,
    query_terms,
    search_terms,
    turn_snippet,
)
from turnmem.store.base import SearchHit, SessionSnapshot, SessionTail
from turnmem.turn import PinnedMessage, Turn

__all__ = ["MemoryStore"]

_STORE = "memory"


def _state_json(state: dict[str, Any] | None) -> str:
    # The state is kept as JSON text: one encoding copies it deeply and rejects what the
    # persistent stores could not hold (the text is what a decode-encode round trip gives).
    # A fold's dump joins its items' remembered texts (the same text as json.dumps).
    return state_json(state)


@dataclass
class _Session:
    pinned: list[PinnedMessage] = field(default_factory=list)
    summary: str = ""
    state: str = "null"  # JSON text, copied on every load
    folded_through: int = -1
    version: int = 0
    next_index: int = 0
    turns: dict[int, Turn] = field(default_factory=dict)  # insertion order == index order
    ids: dict[str, int] = field(default_factory=dict)
    index: Bm25Index = field(default_factory=Bm25Index)  # built lazily, at the first search
    unindexed: set[int] = field(default_factory=set)
    # turn index -> its snippet, for the indexed turns whose snippet is the same for every
    # query (short ones, most of a chat: at most SNIPPET_WIDTH characters each); building the
    # snippet of each hit again was a fifth of a search's cost
    snippets: dict[int, str] = field(default_factory=dict)


def _after(turns: dict[int, Turn], after_index: int) -> list[Turn]:
    """The turns of index > ``after_index``, oldest first, found from the newest end (the
    dict's order is index order), so reading the newest turns costs what they are."""
    out: list[Turn] = []
    for i, t in reversed(turns.items()):
        if i <= after_index:
            break
        out.append(t)
    out.reverse()
    return out


class MemoryStore:
    """Sessions in a dict, safe to share between threads; gone when the process ends."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sessions: dict[str, _Session] = {}
        self._leases: dict[str, tuple[str, float]] = {}  # session -> (owner, monotonic expiry)

    def __repr__(self) -> str:
        return f"MemoryStore(sessions={len(self._sessions)})"

    def close(self) -> None:
        """Nothing to release; present so every store can be closed alike."""

    def __enter__(self) -> MemoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def load(self, session_id: str, *, after_index: int = -1) -> SessionSnapshot | None:
        """The session with its turns of index > ``after_index``; None if it does not exist."""
        with self._lock:
            s = self._sessions.get(session_id)
            if s is None:
                return None
            turns = _after(s.turns, after_index)
            return SessionSnapshot(
                session_id=session_id,
                pinned=list(s.pinned),
                summary=s.summary,
                state=json.loads(s.state),
                folded_through=s.folded_through,
                turns=turns,
                version=s.version,
                next_index=s.next_index,
            )

    def load_tail(self, session_id: str, *, after_index: int = -1) -> SessionTail | None:
        """The fold mark, counters and turns of index > ``after_index`` (no state copied)."""
        with self._lock:
            s = self._sessions.get(session_id)
            if s is None:
                return None
            return SessionTail(
                session_id=session_id,
                folded_through=s.folded_through,
                turns=_after(s.turns, after_index),
                version=s.version,
                next_index=s.next_index,
            )

    def append_turns(
        self,
        session_id: str,
        turns: Sequence[Turn],
        *,
        pinned: Sequence[PinnedMessage] | None = None,
    ) -> list[Turn]:
        """Store turns (creating the session), assigning indices; returns them as stored."""
        with self._lock:
            s = self._sessions.get(session_id)
            if s is None:
                s = self._sessions[session_id] = _Session()
            elif not turns and pinned is None:
                return []
            stored: list[Turn] = []
            for turn in turns:
                idx = s.ids.get(turn.id)
                if idx is None:
                    idx = s.next_index
                    s.next_index += 1
                    s.ids[turn.id] = idx
                kept = with_index(turn, idx)
                s.turns[idx] = kept
                s.unindexed.add(idx)  # indexed lazily, at the next search
                stored.append(kept)
            if pinned is not None:
                s.pinned = list(pinned)
            s.version += 1
            return stored

    def commit_fold(
        self,
        session_id: str,
        *,
        summary: str,
        state: dict[str, Any] | None,
        folded_through: int,
        expected_folded_through: int,
    ) -> int:
        """Atomically write summary, state and the fold mark; returns the new version."""
        state_json = _state_json(state)
        with self._lock:
            s = self._sessions.get(session_id)
            check_fold(
                store=_STORE,
                session_id=session_id,
                folded_through=folded_through,
                expected_folded_through=expected_folded_through,
                current=None if s is None else (s.folded_through, s.next_index),
            )
            assert s is not None
            s.summary, s.state, s.folded_through = summary, state_json, folded_through
            s.version += 1
            return s.version

    def list_sessions(self, prefix: str = "") -> list[str]:
        """Ids of stored sessions starting with ``prefix``, sorted."""
        with self._lock:
            return sorted(sid for sid in self._sessions if sid.startswith(prefix))

    def delete(self, session_id: str, *, before_index: int | None = None) -> int:
        """Delete the session, or its turns with index < ``before_index``; returns the count."""
        with self._lock:
            s = self._sessions.get(session_id)
            if s is None:
                return 0
            if before_index is None:
                del self._sessions[session_id]
                return len(s.turns)
            doomed = [i for i in s.turns if i < before_index]
            for i in doomed:
                del s.ids[s.turns.pop(i).id]
                s.index.remove(i)
                s.unindexed.discard(i)
                s.snippets.pop(i, None)
            if doomed:
                s.version += 1
            return len(doomed)

    def search(
        self, session_id: str, query: str, k: int = 5, *, before_index: int | None = None
    ) -> list[SearchHit]:
        """The ``k`` best BM25 matches among the session's turns (of index < ``before_index``)."""
        terms = query_terms(query)
        with self._lock:
            s = self._sessions.get(session_id)
            if s is None or not terms:
                return []
            # Turns are indexed at the next search, not on every append: most in-process
            # memories never search; the index then grows with the new turns only.
            for i in s.unindexed:
                text = indexed_text(s.turns[i])
                s.index.add(i, search_terms(text))
                fixed = fixed_snippet(text)
                if fixed is None:
                    s.snippets.pop(i, None)  # re-indexed, and longer now
                else:
                    s.snippets[i] = fixed
            s.unindexed.clear()
            ranked = s.index.rank(terms, k, before=before_index)
            found = [(i, score, s.turns[i], s.snippets.get(i)) for i, score in ranked]
        return [
            SearchHit(
                turn_index=i,
                score=score,
                snippet=turn_snippet(turn, terms) if snippet is None else snippet,
                timestamp=turn.timestamp,
            )
            for i, score, turn, snippet in found
        ]

    def restore(self, snapshot: SessionSnapshot) -> None:
        """Create a session exactly as in ``snapshot`` (indices kept); StoreError if it exists."""
        check_restore(snapshot, store=_STORE)
        s = _Session(
            pinned=list(snapshot.pinned),
            summary=snapshot.summary,
            state=_state_json(snapshot.state),
            folded_through=snapshot.folded_through,
            version=1,
            next_index=snapshot.next_index,
        )
        for turn in snapshot.turns:
            s.turns[turn.index] = turn
            s.ids[turn.id] = turn.index
            s.unindexed.add(turn.index)
        with self._lock:
            if snapshot.session_id in self._sessions:
                raise StoreError(
                    "cannot restore: the session already exists",
                    store=_STORE,
                    session_id=snapshot.session_id,
                )
            self._sessions[snapshot.session_id] = s

    def acquire_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Take the session's fold lease (see ``store/base.py``); False if another holds it."""
        check_lease(owner, ttl_seconds)
        with self._lock:
            now = time.monotonic()
            held = self._leases.get(session_id)
            if held is not None and held[0] != owner and held[1] > now:
                return False
            self._leases[session_id] = (owner, now + ttl_seconds)
            return True

    def renew_lease(self, session_id: str, owner: str, ttl_seconds: float) -> bool:
        """Extend ``owner``'s unexpired lease; False if it was lost."""
        check_lease(owner, ttl_seconds)
        with self._lock:
            now = time.monotonic()
            held = self._leases.get(session_id)
            if held is None or held[0] != owner or held[1] <= now:
                return False
            self._leases[session_id] = (owner, now + ttl_seconds)
            return True

    def release_lease(self, session_id: str, owner: str) -> bool:
        """Free the lease if ``owner`` holds it unexpired."""
        check_lease(owner)
        with self._lock:
            held = self._leases.get(session_id)
            if held is None or held[0] != owner:
                return False
            del self._leases[session_id]
            return held[1] > time.monotonic()
