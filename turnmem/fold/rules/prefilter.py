"""Words a regex cannot match without: a cheap test that skips a rule on most clauses.

The offline folder runs a hundred rule regexes on every clause of a user's message, and nearly
all of them match nothing: scanning a clause with each one cost more than the rest of reading
it. :func:`needles` reads a compiled pattern's parse tree once and returns strings one of which
every match contains (``"can|could you"`` needs ``" you"``; a digit class needs a digit,
:data:`DIGIT`), or ``None`` when it finds no such condition. :func:`absent` says that a text
contains none of them, so the regex has no match in it and need not run.

The test is made on ASCII text only, lower-cased (under ``re.IGNORECASE`` an ASCII letter
matches only its two cases there; ``re`` folds some other letters to ASCII ones, "K" the
Kelvin sign to "k", so a text outside ASCII is always scanned). An empty set of needles says
that no ASCII text matches (a Chinese rule). The needles come only from what the regex
must match: a literal, a class of literals or digits, the alternatives of a branch, an item
repeated at least once, a group. Anything else (anchors, look-arounds, optional items,
other classes) states no condition, so a needle is never more than the regex demands.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from typing import Any

__all__ = ["DIGIT", "absent", "ascii_pattern", "needles", "searcher"]

#: The needle "any ASCII digit" (no text holds it as a substring: NUL is never in a clause
#: checked against it, see :func:`absent`).
DIGIT = "\x00digit"

_parser: Any = importlib.import_module("re._parser" if hasattr(re, "_parser") else "sre_parse")

_Cond = frozenset[str] | None


def needles(rx: re.Pattern[str]) -> frozenset[str] | None:
    """Strings (lower-cased, ASCII) one of which every match of ``rx`` contains, or ``None``."""
    try:
        tree = _parser.parse(rx.pattern, rx.flags)
    except Exception:  # a pattern the parser of this Python reads otherwise: no condition
        return None
    return _seq(list(tree))


def absent(cond: frozenset[str] | None, low: str, digit: bool) -> bool:
    """``low`` (an ASCII text, lower-cased; ``digit``: it holds a digit) contains none of
    ``cond``: the regex ``cond`` was read from cannot match it."""
    if cond is None:
        return False
    for s in cond:
        if s == DIGIT:
            if digit:
                return False
        elif s in low:
            return False
    return True


def searcher(cond: frozenset[str] | None) -> Callable[[str], object] | None:
    """``cond`` as one compiled search (a C call, cheaper than a loop over the needles):
    ``searcher(cond)(low)`` is falsy exactly when :func:`absent` is true; ``None`` when there
    is no condition."""
    if cond is None:
        return None
    alts = sorted(re.escape(s) for s in cond if s != DIGIT)
    if DIGIT in cond:
        alts.append("[0-9]")
    return re.compile("|".join(alts) if alts else "(?!)").search


def ascii_pattern(rx: re.Pattern[str]) -> re.Pattern[str]:
    """``rx`` without the top-level alternatives no ASCII text matches (the Chinese forms of a
    date rule): on an ASCII text it finds the same matches (an alternative that matches
    nowhere changes no match of the others), in less time. ``rx`` itself when nothing goes,
    or when what goes holds a group (the groups' numbers would change)."""
    if rx.flags & re.VERBOSE:
        return rx  # a comment may hold a "|"
    alts = _top_level(rx.pattern)
    keep = [a for a in alts if needles(re.compile(a, rx.flags)) != frozenset()]
    if not keep or len(keep) == len(alts):
        return rx
    variant = re.compile("|".join(keep), rx.flags)
    if variant.groups != rx.groups or variant.groupindex != rx.groupindex:
        return rx
    return variant


def _top_level(pattern: str) -> list[str]:
    """The alternatives of ``pattern`` at its top level (outside groups and classes)."""
    out: list[str] = []
    depth, start, i, in_class = 0, 0, 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            i += 1
            if pattern[i : i + 1] == "^":
                i += 1
            if pattern[i : i + 1] == "]":  # a "]" first in a class is a literal
                i += 1
            continue
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            out.append(pattern[start:i])
            start = i + 1
        i += 1
    out.append(pattern[start:])
    return out


def _better(a: _Cond, b: _Cond) -> _Cond:
    """The stronger of two conditions: none at all (no ASCII match), the longer shortest
    needle, then fewer needles."""
    if a is None or b == frozenset():
        return b
    if b is None or a == frozenset():
        return a
    ka = (min(map(_weight, a)), -len(a))
    kb = (min(map(_weight, b)), -len(b))
    return b if kb > ka else a


def _weight(s: str) -> int:
    return 1 if s == DIGIT else len(s)


#: a literal no ASCII text can hold, even under IGNORECASE (see :func:`_char`)
_NEVER = ""


def _char(code: int) -> str | None:
    """The needle of one literal character: itself lower-cased if ASCII; :data:`_NEVER` if no
    ASCII character matches it in any case (a Chinese character); ``None`` if one may ("ſ"
    matches "s" under IGNORECASE)."""
    c = chr(code)
    if c.isascii():
        return c.lower()
    if any(x.isascii() for x in (c.lower(), c.upper(), c.casefold())) or code < 0x2E80:
        return None
    return _NEVER


def _never_range(lo: int, hi: int) -> bool:
    """No character of ``lo..hi`` has an ASCII case: the CJK blocks up to the compatibility
    ideographs (the ligatures after them fold to ASCII letters, "ﬀ" to "ff")."""
    return 0x2E80 <= lo <= hi <= 0xFAFF


def _seq(items: list[tuple[Any, Any]]) -> _Cond:
    """A concatenation: every item must match, so any item's condition holds; runs of
    literals make one needle."""
    best: _Cond = None
    run = ""
    for op, av in items:
        name = str(op)
        if name == "LITERAL":
            c = _char(av)
            if c == _NEVER:
                return frozenset()  # no ASCII text matches this concatenation
            if c is not None:
                run += c
                continue
        if run:
            best = _better(best, frozenset((run,)))
            run = ""
        best = _better(best, _item(name, av))
    if run:
        best = _better(best, frozenset((run,)))
    return best


def _item(name: str, av: Any) -> _Cond:
    if name == "LITERAL":
        c = _char(av)
        if c is None:
            return None
        return frozenset((c,)) if c else frozenset()
    if name == "SUBPATTERN":
        return _seq(list(av[-1]))
    if name == "BRANCH":
        out: set[str] = set()
        for branch in av[1]:
            cond = _seq(list(branch))
            if cond is None:
                return None
            out |= cond
        return frozenset(out)
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        low, _high, sub = av
        return _seq(list(sub)) if low >= 1 else None
    if name == "ATOMIC_GROUP":
        return _seq(list(av))
    if name == "IN":
        return _class(av)
    return None


def _class(items: list[tuple[Any, Any]]) -> _Cond:
    out: set[str] = set()
    for op, av in items:
        name = str(op)
        if name == "LITERAL" and (c := _char(av)) is not None:
            if c:
                out.add(c)
        elif name == "RANGE" and _never_range(*av):
            continue
        elif (name == "CATEGORY" and str(av) == "CATEGORY_DIGIT") or (
            name == "RANGE" and tuple(av) == (48, 57)
        ):
            out.add(DIGIT)
        else:
            return None  # a negated class, another category, a range: no condition
    return frozenset(out)
