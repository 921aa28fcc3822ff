"""The token budget of one assembly: what is left, what was spent, and the notes on the way.

Assembly spends the budget in priority order (required parts, turns, sections); every change
it makes to what the caller gave (a compression, a clearing, a cut, a drop) becomes a
:class:`ContextNote`, so nothing is forgotten silently (DESIGN §3).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["Budget", "ContextNote", "NoteKind", "SectionName"]

#: Sections of a context, in reading order.
SectionName = Literal["pinned", "state", "summary", "recall", "turns", "current"]
#: What assembly did to a section or turn ("flagged": kept as given, but worth a look, e.g.
#: tool-call arguments that are not valid JSON).
NoteKind = Literal["compressed", "cleared", "squeezed", "truncated", "dropped", "flagged"]


class ContextNote(BaseModel):
    """One thing assembly changed: a compression, a clearing, a cut or a drop, and why."""

    model_config = ConfigDict(frozen=True)

    kind: NoteKind
    section: SectionName = Field(description="pinned, state, summary, recall, turns or current.")
    turn_index: int | None = Field(default=None, description="The turn concerned, if any.")
    tokens_before: int = Field(description="Tokens of the full form.")
    tokens_after: int = Field(description="Tokens in the context (0 when dropped).")
    reason: str


class Budget:
    """Tokens left for optional parts once the required ones are paid, and the notes made."""

    __slots__ = ("notes", "remaining", "total")

    def __init__(self, total: int, required: int) -> None:
        self.total = total
        self.remaining = total - required
        self.notes: list[ContextNote] = []

    def fits(self, tokens: int) -> bool:
        """Whether ``tokens`` more fit in what is left."""
        return tokens <= self.remaining

    def spend(self, tokens: int) -> None:
        """Take ``tokens`` from what is left (callers check :meth:`fits` first)."""
        self.remaining -= tokens

    def note(
        self,
        kind: NoteKind,
        section: SectionName,
        *,
        before: int,
        after: int,
        reason: str,
        turn_index: int | None = None,
    ) -> None:
        """Record a change assembly made."""
        self.notes.append(
            ContextNote(
                kind=kind,
                section=section,
                turn_index=turn_index,
                tokens_before=before,
                tokens_after=after,
                reason=reason,
            )
        )
