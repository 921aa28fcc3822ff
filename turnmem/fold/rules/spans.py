"""Where a turned-down value sits in a text, for the corrections of the offline folder.

:func:`replace_once` swaps the first occurrence of a value; :func:`swap_typed` swaps a date or
time, and the whole date when the value is one part of a date said in parts ("Friday 9
October"): a correction never glues the new day to the old date.
"""

from __future__ import annotations

import re

from turnmem.fold.rules.entities import entities
from turnmem.fold.rules.text import normalise

__all__ = ["replace_once", "swap_typed"]


def replace_once(text: str, old: str, new: str) -> str | None:
    """``text`` with its first ``old`` (any case) replaced by ``new``; None when absent."""
    i = text.casefold().find(old.casefold())
    return None if i < 0 or not old else text[:i] + new + text[i + len(old) :]


def swap_typed(text: str, old: str, new: str) -> tuple[str | None, list[str]]:
    """``text`` with the turned-down date or time ``old`` replaced by ``new``, and the values
    of the same date said beside it: "下周三" with 周三 -> 周四 is "下周四", "fly next
    Wednesday" is "fly next Thursday"; when the date holding ``old`` names a day of its own
    ("Wednesday 14 January"), that whole date becomes ``new`` (never a "Thursday 14 January"
    that nobody said) and "14 January" is returned as turned down too."""
    edge = r"(?<![A-Za-z0-9])" if old[:1].isascii() else ""
    end = r"(?![A-Za-z0-9])" if old[-1:].isascii() else ""
    m = re.search(edge + re.escape(old) + end, text, re.IGNORECASE) if len(old) > 1 else None
    if m is None:
        return (replace_once(text, old, new) if len(old) > 1 else None), []
    a, b = m.span()
    found = sorted(
        (x for x in entities(normalise(text), text) if x.key in ("date", "time")),
        key=lambda x: x.start,
    )
    k = next((n for n, x in enumerate(found) if x.start <= a and b <= x.end), None)
    if k is None:
        return text[:a] + new + text[b:], []
    # parts of one value are of one kind: "Friday 3pm" is a day and a time, not one date
    found = [x for x in found if x.key == found[k].key]
    k = next(n for n, x in enumerate(found) if x.start <= a and b <= x.end)
    lo = hi = k  # one date said in parts: "Friday 9 October", "Friday, 9 October"
    while lo > 0 and re.fullmatch(r"[\s,]*", text[found[lo - 1].end : found[lo].start]):
        lo -= 1
    while hi + 1 < len(found) and re.fullmatch(
        r"[\s,]*", text[found[hi].end : found[hi + 1].start]
    ):
        hi += 1
    start, stop = found[lo].start, found[hi].end
    rest = text[start:a] + text[b:stop]
    if not re.search(r"\d|[一二三四五六七八九十]+[日号]", rest):
        return text[:a] + new + text[b:], []
    parts = [found[n].value for n in range(lo, hi + 1) if n != k]
    return text[:start] + new + text[stop:], parts
