"""The recall tier: archive search hits -> labelled snippets, deduplicated. Pure, no I/O.

Only folded turns are recalled (unfolded ones are in the context verbatim, or reported), and
a snippet whose text the summary already carries is left out, as is a weak match (scoring
under :data:`MIN_RELATIVE_SCORE` of the best hit: one shared common word is not relevance).
Each snippet is labelled with its turn and, when the turn has a timestamp on another day than
the newest turn, that date: ``t12 (2026-03-04): ...``, so long conversations keep their
timeline while same-day snippets spend no tokens on it.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime

__all__ = ["MIN_RELATIVE_SCORE", "recall_lines", "recall_query"]

#: A hit scoring under this share of the best hit's score is left out.
MIN_RELATIVE_SCORE = 0.4


def _norm(text: str) -> str:
    # str.split() splits on the same Unicode whitespace as the regex \s+, several times faster
    return " ".join(text.replace("…", " ").split()).lower()


# The summary normalised, for the one summary most recently seen: consecutive contexts of a
# session share it until the next fold, and normalising a long summary cost more than the
# rest of the tier (a 1,200-character one ~40 µs). One (text, normalised) pair, replaced whole.
_held: tuple[str, str] = ("", "")


def _held_text(summary: str) -> str:
    global _held
    cached = _held
    if cached[0] is summary or cached[0] == summary:
        return cached[1]
    norm = _norm(summary)
    _held = (summary, norm)
    return norm


def recall_query(user_input: str | None, newest_user: str | None) -> str:
    """What to search the archive with: the current input, or (``context()`` without one) the
    newest turn's user text, which then is the input. Not both: an OR query over a long
    previous turn lets its words outrank the few the question asks about."""
    for part in (user_input, newest_user):
        if part and part.strip():
            return part
    return ""


def recall_lines(
    hits: Iterable[tuple[int, str, datetime | None, float]],
    *,
    folded_through: int,
    summary: str,
    k: int,
    today: date | None = None,
) -> list[str]:
    """At most ``k`` labelled snippets from ``(turn index, snippet, timestamp, score)`` hits,
    best first: folded turns only, none whose text is already in the summary, no repeats, none
    far weaker than the best. ``today``: the newest turn's date (a snippet of that day carries
    no date)."""
    held = _held_text(summary)
    seen: set[str] = set()
    out: list[str] = []
    best: float | None = None
    for index, snippet, at, score in hits:
        if len(out) >= k:
            break
        if index > folded_through:
            continue
        flat = " ".join(snippet.split())
        # _norm(snippet) from the flat text: without an ellipsis to replace, it is the flat
        # text lower-cased (lower-casing makes no white space), no second split of the snippet
        body = flat.lower() if "…" not in flat else _norm(flat)
        if not body or body in held or body in seen:
            continue
        if best is None:
            best = score
        elif best > 0 and score < MIN_RELATIVE_SCORE * best:
            break  # hits come best first: the rest are weaker still
        seen.add(body)
        dated = at is not None and at.date() != today
        label = f"t{index} ({at:%Y-%m-%d})" if dated and at is not None else f"t{index}"
        out.append(f"{label}: {flat}")
    return out
