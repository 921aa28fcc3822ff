"""Export a session as one JSON document and import it into any store, losslessly.

The document (:class:`SessionExport`) holds everything a snapshot does except the store's
write counter: pinned messages, summary, state, fold mark, ``next_index`` (so indices freed
by retention are never reused after an import) and every stored turn with its index.
``import_session(store, export_session(store, sid), session_id=new)`` recreates the session
so that exporting ``new`` gives the same document again (bar its ``session_id``).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from turnmem.errors import ConfigurationError, StoreError
from turnmem.store.base import RestorableStore, SessionSnapshot, SessionStore
from turnmem.turn import PinnedMessage, Turn

__all__ = ["FORMAT", "FORMAT_VERSION", "SessionExport", "export_session", "import_session"]

#: Value of the document's ``format`` field.
FORMAT = "turnmem.session"
#: Current document version; bump it (and keep reading older ones) when the shape changes.
FORMAT_VERSION = 1


class SessionExport(BaseModel):
    """One session as a self-contained, versioned JSON document."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["turnmem.session"] = Field(
        default="turnmem.session", description="Document kind."
    )
    format_version: Literal[1] = Field(default=1, description="Document version.")
    session_id: str = Field(min_length=1, description="The exported session's id.")
    pinned: list[PinnedMessage] = Field(default_factory=list, description="Pinned messages.")
    summary: str = Field(default="", description="Rolling summary of turns <= folded_through.")
    state: dict[str, Any] | None = Field(default=None, description="Typed state as JSON.")
    folded_through: int = Field(default=-1, ge=-1, description="Highest folded turn index.")
    next_index: int = Field(ge=0, description="Index the next appended turn will get.")
    turns: list[Turn] = Field(default_factory=list, description="Every stored turn, in order.")

    @model_validator(mode="after")
    def _check_indices(self) -> SessionExport:
        last = -1
        ids: set[str] = set()
        for pos, turn in enumerate(self.turns):
            if turn.index <= last:
                raise ValueError(
                    f"turns[{pos}] has index {turn.index}; indices must be >= 0 and strictly "
                    f"increasing (previous {last})"
                )
            if turn.id in ids:
                raise ValueError(f"turns[{pos}] repeats turn id {turn.id!r}")
            ids.add(turn.id)
            last = turn.index
        if self.next_index <= last:
            raise ValueError(f"next_index {self.next_index} must exceed the last turn index {last}")
        if self.folded_through >= self.next_index:
            raise ValueError(
                f"folded_through {self.folded_through} must be below next_index {self.next_index}"
            )
        return self


def export_session(store: SessionStore, session_id: str) -> dict[str, Any]:
    """The whole session as a JSON-able dict (``json.dumps`` it as is).

    Raises:
        StoreError: the session does not exist (or the store failed).
    """
    snap = store.load(session_id)
    if snap is None:
        raise StoreError("cannot export: no such session", session_id=session_id)
    doc = SessionExport(
        session_id=session_id,
        pinned=snap.pinned,
        summary=snap.summary,
        state=snap.state,
        folded_through=snap.folded_through,
        next_index=snap.next_index,
        turns=snap.turns,
    )
    return doc.model_dump(mode="json")


def import_session(
    store: SessionStore, doc: dict[str, Any] | str | bytes, *, session_id: str | None = None
) -> str:
    """Create a session from an exported document; returns its id.

    Args:
        store: where to create it.
        doc: the document, as a dict or JSON text.
        session_id: the new session's id (default: the document's own).

    Raises:
        ConfigurationError: the document is not a valid export (the message lists why).
        StoreError: the target session already exists, or the store cannot hold the document
            (a store without ``restore`` can only import sessions with indices ``0..n-1``).
    """
    try:
        if isinstance(doc, (str, bytes)):
            export = SessionExport.model_validate_json(doc)
        else:
            export = SessionExport.model_validate(doc)
    except ValidationError as exc:
        raise ConfigurationError(f"not a valid turnmem session export: {exc}") from exc
    sid = session_id if session_id is not None else export.session_id
    snapshot = SessionSnapshot(
        session_id=sid,
        pinned=export.pinned,
        summary=export.summary,
        state=export.state,
        folded_through=export.folded_through,
        turns=export.turns,
        version=1,
        next_index=export.next_index,
    )
    if isinstance(store, RestorableStore):
        store.restore(snapshot)
    else:
        _import_by_appending(store, snapshot)
    return sid


def _import_by_appending(store: SessionStore, snap: SessionSnapshot) -> None:
    """Fallback for stores without ``restore``: replay the turns, then the fold."""
    if [t.index for t in snap.turns] != list(range(snap.next_index)):
        raise StoreError(
            f"{type(store).__name__} has no restore(), and appending cannot reproduce turn "
            "indices with gaps (turns deleted by retention)",
            session_id=snap.session_id,
        )
    if store.load(snap.session_id) is not None:
        raise StoreError("cannot import: the session already exists", session_id=snap.session_id)
    store.append_turns(snap.session_id, snap.turns, pinned=snap.pinned)
    if snap.folded_through != -1 or snap.summary or snap.state is not None:
        store.commit_fold(
            snap.session_id,
            summary=snap.summary,
            state=snap.state,
            folded_through=snap.folded_through,
            expected_folded_through=-1,
        )
