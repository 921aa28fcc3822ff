"""The token budget of one assembly: what is left, what was spent, and the notes on the way.

Assembly spends the budget in priority order (required parts, turns, sections); every change
it makes to what the caller gave (a compression, a clearing, a cut, a drop) becomes a
:class:`ContextNote`, so nothing is forgotten silently (DESIGN §3).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["Budget", "ContextNote", "NoteKind", "SectionName", "split_room"]

#: Sections of a context, in reading order.
SectionName = Literal["pinned", "state", "summary", "recall", "turns", "current"]
#: What assembly did to a section or turn. ``flagged``: kept as given, but worth a look (e.g.
#: tool-call arguments that are not valid JSON). ``uncovered``: a turn that is neither in the
#: context nor folded into the summary and state (the memory could not fold it; DESIGN §3.10).
NoteKind = Literal[
    "compressed", "cleared", "squeezed", "truncated", "dropped", "flagged", "uncovered"
]


class ContextNote(BaseModel):
    """One thing assembly changed: a compression, a clearing, a cut or a drop, and why."""

    model_config = ConfigDict(frozen=True)

    kind: NoteKind = Field(
        description="compressed, cleared, squeezed, truncated, dropped or uncovered (a turn "
        "left out that no summary or state covers)."
    )
    section: SectionName = Field(description="pinned, state, summary, recall, turns or current.")
    turn_index: int | None = Field(default=None, description="The turn concerned, if any.")
    tokens_before: int = Field(
        description="Tokens of the full form (a lower bound if the reason says so: a huge "
        "text that could not fit is not counted in full)."
    )
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


def split_room(room: int, needs: dict[str, int], shares: dict[str, float]) -> dict[str, int]:
    """Split ``room`` tokens between tiers by ``shares``; a tier that needs less than its share
    gets what it needs and the rest goes to the others, in proportion to their shares
    (water-filling). Tiers whose share is 0 get only what the others leave. Never gives a tier
    more than it needs, and the allocations sum to at most ``room``.
    """
    if sum(needs.values()) <= room:  # the usual case: every tier gets what it needs
        return {k: max(need, 0) for k, need in needs.items()}
    alloc = dict.fromkeys(needs, 0)
    left = max(room, 0)
    hungry = [k for k, need in needs.items() if need > 0]
    while hungry and left > 0:
        weights = {k: shares.get(k, 0.0) for k in hungry}
        total = sum(weights.values())
        if total <= 0:  # only zero-share tiers remain: fill them in the order given
            for k in hungry:
                give = min(needs[k] - alloc[k], left)
                alloc[k] += give
                left -= give
            break
        portion = {k: int(left * w / total) for k, w in weights.items()}
        sated = [k for k in hungry if needs[k] - alloc[k] <= portion[k]]
        if not sated:
            for k in hungry:
                alloc[k] += portion[k]
            break
        for k in sated:
            left -= needs[k] - alloc[k]
            alloc[k] = needs[k]
        hungry = [k for k in hungry if k not in sated]
    return alloc
