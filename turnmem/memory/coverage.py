"""No silent forgetting (DESIGN §3.10): the unfolded turns a context left out, the fold that
may cover them, and a note for each one no fold covers.

With folding on, a turn leaves the context verbatim only once it is folded: the memory folds
what an assembled context left out (the offline folder, at once) and assembles it again; a
turn no fold can cover (the newest, which may still grow) is reported in ``ctx.notes``."""

from __future__ import annotations

from collections.abc import Sequence

from turnmem.context.assemble import Assembly
from turnmem.context.budget import ContextNote
from turnmem.context.views import views_of
from turnmem.policy import MemoryPolicy
from turnmem.tokens import TokenCounter
from turnmem.turn import Turn

__all__ = ["foldable_through", "missing_turns", "note_uncovered"]


def missing_turns(policy: MemoryPolicy, active: Sequence[Turn], asm: Assembly) -> list[int]:
    """Indices of the unfolded turns (``active``) the context left out (folding on only)."""
    if not policy.fold:
        return []
    kept = set(asm.turn_indices)
    return [t.index for t in active if t.index not in kept]


def foldable_through(active: Sequence[Turn], missing: Sequence[int]) -> int | None:
    """The newest left-out turn an emergency fold may cover (any but the newest turn, as for
    every fold: it may still grow)."""
    if not active:
        return None
    newest = active[-1].index
    ok = [i for i in missing if i != newest]
    return max(ok) if ok else None


def note_uncovered(
    asm: Assembly, active: Sequence[Turn], counter: TokenCounter, missing: Sequence[int], why: str
) -> None:
    """Add to ``asm`` one ``uncovered`` note per left-out turn no fold covers."""
    if not missing:
        return
    by_index = {t.index: t for t in active}
    asm.notes.extend(
        ContextNote(
            kind="uncovered",
            section="turns",
            turn_index=i,
            tokens_before=views_of(by_index[i], counter).raw().floor if i in by_index else 0,
            tokens_after=0,
            reason=f"left out and not folded ({why}); it stays in the store",
        )
        for i in missing
    )
