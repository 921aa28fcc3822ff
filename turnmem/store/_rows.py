"""Row encoding and checks shared by the persistent backends (SQLite, PostgreSQL, Redis).

Every stored turn is the JSON of :data:`~turnmem.store.base.TURN_ADAPTER` with its index set;
decoding validates it and checks the index against the row's own, so a damaged row surfaces
as a :class:`~turnmem.errors.StoreError` naming the store, session and turn index instead of
being skipped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime, timezone
from typing import Any

from pydantic import ValidationError

from turnmem.errors import ConcurrentUpdateError, StoreError
from turnmem.store._text import turn_snippet
from turnmem.store.base import (
    PINNED_ADAPTER,
    STATE_ADAPTER,
    TURN_ADAPTER,
    SearchHit,
    SessionSnapshot,
    SessionTail,
)
from turnmem.turn import PinnedMessage, Turn

__all__ = [
    "check_fold",
    "check_restore",
    "decode_hits",
    "decode_pinned",
    "decode_state",
    "decode_tail",
    "decode_turn",
    "encode_pinned",
    "encode_state",
    "encode_turn",
    "now_iso",
    "with_index",
]


def now_iso() -> str:
    """The current UTC time as ISO 8601 text (the ``created_at`` column)."""
    return datetime.now(timezone.utc).isoformat()


def with_index(turn: Turn, idx: int) -> Turn:
    """``turn`` as stored at ``idx`` (the same object when the index already matches)."""
    return turn if turn.index == idx else turn.model_copy(update={"index": idx})


def encode_turn(turn: Turn, idx: int) -> str:
    """The JSON row of ``turn`` stored at ``idx``."""
    return TURN_ADAPTER.dump_json(with_index(turn, idx)).decode()


def _brief(exc: ValidationError) -> str:
    text = str(exc)
    return text if len(text) <= 600 else text[:600] + "…"


def decode_turn(raw: str | bytes, idx: int, *, store: str, session_id: str) -> Turn:
    """Validate one stored turn row; raise StoreError naming the session and turn index."""
    try:
        turn = TURN_ADAPTER.validate_json(raw)
    except ValidationError as exc:
        raise StoreError(
            f"stored turn at index {idx} does not validate as a Turn: {_brief(exc)}",
            store=store,
            session_id=session_id,
        ) from exc
    if turn.index != idx:
        raise StoreError(
            f"stored turn row {idx} holds a turn with index {turn.index}",
            store=store,
            session_id=session_id,
        )
    return turn


def encode_pinned(pinned: Sequence[PinnedMessage]) -> str:
    """JSON of the pinned messages."""
    return PINNED_ADAPTER.dump_json(list(pinned)).decode()


def decode_pinned(raw: str | bytes, *, store: str, session_id: str) -> list[PinnedMessage]:
    """Validate the stored pinned messages."""
    try:
        return PINNED_ADAPTER.validate_json(raw)
    except ValidationError as exc:
        raise StoreError(
            f"stored pinned messages do not validate: {_brief(exc)}",
            store=store,
            session_id=session_id,
        ) from exc


def encode_state(state: dict[str, Any] | None) -> str:
    """JSON of the state (``null`` for None)."""
    return STATE_ADAPTER.dump_json(state).decode()


def decode_state(raw: str | bytes | None, *, store: str, session_id: str) -> dict[str, Any] | None:
    """Validate the stored state (SQL NULL and JSON ``null`` both mean None)."""
    if raw is None:
        return None
    try:
        return STATE_ADAPTER.validate_json(raw)
    except ValidationError as exc:
        raise StoreError(
            f"stored state is not a JSON object: {_brief(exc)}", store=store, session_id=session_id
        ) from exc


def decode_snapshot(
    session_id: str,
    row: Sequence[Any],
    turn_rows: Iterable[tuple[int, str | bytes]],
    *,
    store: str,
) -> SessionSnapshot:
    """A snapshot from a SQL session row ``(pinned, summary, state, folded_through, version,
    next_index)`` and its ``(idx, turn)`` rows, every part validated."""
    kw: dict[str, Any] = {"store": store, "session_id": session_id}
    return SessionSnapshot(
        session_id=session_id,
        pinned=decode_pinned(row[0], **kw),
        summary=row[1],
        state=decode_state(row[2], **kw),
        folded_through=row[3],
        version=row[4],
        next_index=row[5],
        turns=[decode_turn(raw, idx, **kw) for idx, raw in turn_rows],
    )


def decode_tail(
    session_id: str,
    row: Sequence[Any],
    turn_rows: Iterable[tuple[int, str | bytes]],
    *,
    store: str,
) -> SessionTail:
    """A tail from a SQL row ``(folded_through, version, next_index)`` and ``(idx, turn)`` rows."""
    kw: dict[str, Any] = {"store": store, "session_id": session_id}
    return SessionTail(
        session_id=session_id,
        folded_through=row[0],
        version=row[1],
        next_index=row[2],
        turns=[decode_turn(raw, idx, **kw) for idx, raw in turn_rows],
    )


def decode_hits(
    rows: Iterable[tuple[int, str | bytes, float]],
    terms: Sequence[str],
    *,
    store: str,
    session_id: str,
) -> list[SearchHit]:
    """Search hits from ``(idx, turn row, score)`` rows, best first: each turn validated, its
    text shortened around the first query term."""
    kw: dict[str, Any] = {"store": store, "session_id": session_id}
    return [
        SearchHit(
            turn_index=idx,
            score=float(score),
            snippet=turn_snippet(turn := decode_turn(raw, idx, **kw), terms),
            timestamp=turn.timestamp,
        )
        for idx, raw, score in rows
    ]


def check_fold(
    *,
    store: str,
    session_id: str,
    folded_through: int,
    expected_folded_through: int,
    current: tuple[int, int] | None,
) -> None:
    """Check a fold against the session as stored, ``current = (folded_through, next_index)``
    (None: no such session). A moved fold mark is a lost race (ConcurrentUpdateError); a mark
    outside ``-1 .. next_index - 1`` would cover turns that are not stored (StoreError)."""
    if current is None:
        raise StoreError(
            "cannot commit a fold: no such session", store=store, session_id=session_id
        )
    stored, next_index = current
    if stored != expected_folded_through:
        raise ConcurrentUpdateError(
            "stale fold: another writer moved the fold mark (folded_through)",
            store=store,
            session_id=session_id,
            expected=expected_folded_through,
            actual=stored,
            what="fold mark",
        )
    if folded_through < -1 or folded_through >= next_index:
        raise StoreError(
            f"cannot fold through index {folded_through}: the session's turns run up to "
            f"index {next_index - 1}",
            store=store,
            session_id=session_id,
        )


def check_restore(snapshot: SessionSnapshot, *, store: str) -> None:
    """Reject a snapshot whose indices cannot be stored as given."""
    sid = snapshot.session_id
    last = -1
    ids: set[str] = set()
    for turn in snapshot.turns:
        if turn.index <= last:
            raise StoreError(
                f"snapshot turn indices must be >= 0 and strictly increasing; {turn.index} "
                f"follows {last}",
                store=store,
                session_id=sid,
            )
        if turn.id in ids:
            raise StoreError(f"snapshot repeats turn id {turn.id!r}", store=store, session_id=sid)
        ids.add(turn.id)
        last = turn.index
    if snapshot.next_index <= last:
        raise StoreError(
            f"snapshot next_index {snapshot.next_index} is not above its last turn index {last}",
            store=store,
            session_id=sid,
        )
    check_fold(
        store=store,
        session_id=sid,
        folded_through=snapshot.folded_through,
        expected_folded_through=-1,
        current=(-1, snapshot.next_index),  # a restore starts from a new, unfolded session
    )
