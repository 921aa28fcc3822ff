"""The recall tier: archive search hits -> labelled snippets, deduplicated. Pure, no I/O.

Only folded turns are recalled (unfolded ones are in the context verbatim, or reported), and
a snippet whose text the summary already carries is left out. Each snippet is labelled with
its turn and, when the turn has one, the date it began: ``t12 (2026-03-04): ...``, so long
conversations keep their timeline.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime

__all__ = ["recall_lines", "recall_query"]

_SPACE = re.compile(r"\s+")


def _norm(text: str) -> str:
    return _SPACE.sub(" ", text.replace("…", " ")).strip().lower()


def recall_query(user_input: str | None, newest_user: str | None) -> str:
    """What to search the archive with: the input and the newest turn's user text."""
    parts = [p for p in (user_input, newest_user) if p and p.strip()]
    return "\n".join(dict.fromkeys(parts))


def recall_lines(
    hits: Iterable[tuple[int, str, datetime | None]],
    *,
    folded_through: int,
    summary: str,
    k: int,
) -> list[str]:
    """At most ``k`` labelled snippets from ``(turn index, snippet, timestamp)`` hits, best
    first: folded turns only, none whose text is already in the summary, no repeats."""
    held = _norm(summary)
    seen: set[str] = set()
    out: list[str] = []
    for index, snippet, at in hits:
        if len(out) >= k:
            break
        body = _norm(snippet)
        if index > folded_through or not body or body in held or body in seen:
            continue
        seen.add(body)
        label = f"t{index} ({at:%Y-%m-%d})" if at is not None else f"t{index}"
        out.append(f"{label}: {' '.join(snippet.split())}")
    return out
